-- Durable operations (the table is the queue), their logical webhook events, the deliveries of those
-- events, and every delivery attempt.

create table operations (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id),
  kind text not null check (kind in ('sponsor-detection', 'brand-discovery', 'influencer-similar')),
  status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed', 'canceled')),
  input jsonb not null,
  -- {current, total, percent, phase, message}
  progress jsonb not null default '{"current": 0, "total": 0, "percent": 0, "phase": "queued", "message": ""}',
  -- The output of a succeeded operation, served by /v1/operations/{id}/result.
  output jsonb,
  -- Kind-specific resumable state (for example a scan cursor), saved with heartbeats.
  checkpoint jsonb,
  error jsonb,
  cancel_requested_at timestamptz,
  attempt integer not null default 0,
  lease_owner text,
  lease_expires_at timestamptz,
  run_after timestamptz not null default now(),
  idempotency_key text,
  request_hash text,
  -- Callback registration. The full URL, secret and token are sealed (AES-256-GCM); only the origin is clear.
  callback_origin text,
  callback_url_sealed text,
  callback_events text[],
  callback_format text check (callback_format in ('event', 'session-message')),
  callback_secret_sealed text,
  callback_token_sealed text,
  last_progress_event_at timestamptz,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  check ((status in ('succeeded', 'failed', 'canceled')) = (completed_at is not null))
);
create index operations_claim on operations (run_after, created_at) where status = 'queued';
create index operations_leases on operations (lease_expires_at) where status = 'running';
create index operations_account_order on operations (account_id, created_at desc, id desc);
create unique index operations_idempotency on operations (account_id, idempotency_key) where idempotency_key is not null;

create table webhook_events (
  id uuid primary key default gen_random_uuid(),
  operation_id uuid not null references operations(id) on delete cascade,
  -- operation.progress | operation.succeeded | operation.failed | operation.canceled
  type text not null,
  terminal boolean not null,
  -- The operation as the event saw it: {id, kind, status, progress, result, error}
  operation jsonb not null,
  occurred_at timestamptz not null default now()
);
-- The guard behind "exactly one terminal event per operation", whoever tries to write a second.
create unique index webhook_events_one_terminal on webhook_events (operation_id) where terminal;
create index webhook_events_operation on webhook_events (operation_id, occurred_at);

create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references webhook_events(id) on delete cascade,
  operation_id uuid not null references operations(id) on delete cascade,
  event_type text not null,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'abandoned')),
  attempt_count integer not null default 0,
  -- Position in the retry schedule; a redelivery starts the schedule again while attempt_count keeps counting.
  schedule_position integer not null default 0,
  next_attempt_at timestamptz,
  last_attempt_at timestamptz,
  last_http_status integer,
  last_error text,
  delivered_at timestamptz,
  lease_owner text,
  lease_expires_at timestamptz,
  created_at timestamptz not null default now(),
  unique (event_id)
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_operation on webhook_deliveries (operation_id, created_at, id);

create table webhook_attempts (
  delivery_id uuid not null references webhook_deliveries(id) on delete cascade,
  attempt integer not null,
  started_at timestamptz not null,
  duration_ms integer not null,
  http_status integer,
  error text,
  response_snippet text,
  primary key (delivery_id, attempt)
);
