-- Webhook delivery fair between tenants (issue 30, item 3), and Standard Webhooks headers on request (item 14).
--
-- An endpoint is the origin of a callback URL (scheme, host and port: operations.callback_origin and
-- watches.callback_origin). The dispatchers (webhooks/dispatcher.ts) send at most WEBHOOK_MAX_CONCURRENT_PER_ENDPOINT
-- attempts to one endpoint at a time, whichever process sends them, and pick due deliveries round-robin across
-- accounts and endpoints instead of oldest first over the whole table. An endpoint that fails
-- WEBHOOK_CIRCUIT_FAILURES times in a row (no answer, a timeout, 408, 429 or 5xx) has its circuit opened: its due
-- deliveries stay pending, unattempted, until one probe after the cool-down gets an answer. This table holds the
-- state every process shares, one row per endpoint that failed since its last answer (an answer deletes the row, so
-- it stays as small as the set of failing endpoints).
create table webhook_endpoints (
  endpoint text primary key,
  consecutive_failures integer not null check (consecutive_failures > 0),
  -- Set while the circuit is open: the endpoint's deliveries wait, and one probe may go at probe_after.
  opened_at timestamptz,
  probe_after timestamptz,
  -- The current cool-down, doubled after each failed probe (bounded by the dispatcher).
  cooldown_ms integer,
  updated_at timestamptz not null default now(),
  check ((opened_at is null) = (probe_after is null) and (opened_at is null) = (cooldown_ms is null))
);

-- A callback may ask for the Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature) beside
-- X-Service-Signature; it needs a secret, which keys both.
alter table operations add column callback_standard_webhooks boolean not null default false;
alter table watches add column callback_standard_webhooks boolean not null default false;
