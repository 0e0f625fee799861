// Sends pending webhook deliveries. Deliveries are rows, claimed with a lease like operations, so any number
// of processes can dispatch and a crashed one's deliveries are picked up when its lease runs out. Each
// attempt re-screens the receiver's DNS, pins the connection to the screened address, signs the body afresh,
// and records its outcome; failures follow the retry schedule (with jitter) until it runs out.
//
// Fair between tenants (migration 025): an endpoint (a callback URL's origin) has at most maxPerEndpoint attempts in
// flight across every process, due deliveries are picked round-robin across accounts and, within an account, across
// its endpoints, and an endpoint that keeps failing has its circuit opened: its deliveries wait, unattempted, until a
// probe after a cool-down gets an answer. A blackholed receiver then holds at most maxPerEndpoint slots, and only
// until its circuit opens.
import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database, Store } from '../db/database.js';
import { attemptDelivery, type AttemptOutcome } from './deliver.js';
import { DELIVERY_CHANNEL } from './deliveries.js';
import { buildEventEnvelope, renderBody, type EventKind, type OperationSnapshot } from './envelope.js';
import { screenHost, type ParsedCidr } from '../outbound/screening.js';
import { signPayload, signStandardWebhook } from './signing.js';
import { buildWatchEnvelope, kindOfWatchEventType, renderWatchBody, type WatchEventEnvelope } from './watchEnvelope.js';

export interface DispatcherOptions {
  concurrency: number;
  /** Seconds between attempts; after the last entry the delivery is abandoned. */
  schedule: number[];
  timeoutMs: number;
  /** How long a claimed delivery stays this dispatcher's (default: the timeout plus 30 s). */
  leaseMs?: number;
  /** Attempts in flight to one endpoint at once, across every process (default 2). */
  maxPerEndpoint?: number;
  /** Consecutive failed attempts that open an endpoint's circuit (default 5). */
  circuitFailures?: number;
  /** The first cool-down of an open circuit before its probe (default 30 s); doubled after each failed probe. */
  circuitCooldownMs?: number;
  allowedCidrs: ParsedCidr[];
  open(sealed: string): string;
  pollMs?: number;
  ca?: string;
  lookup?: (host: string) => Promise<string[]>;
  /** Lines about a delivery name it, its operation and the API request that created the operation. */
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'child'>;
  /**
   * Turns waiting outbox rows into events with their deliveries (the watches' matches: watches/events.ts), before each
   * claim; a wake-up on DELIVERY_CHANNEL runs it too.
   */
  formEvents?: () => Promise<unknown>;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

interface DueDelivery {
  id: string;
  event_id: string;
  operation_id: string | null;
  watch_id: string | null;
  event_type: string;
  attempt_count: number;
  schedule_position: number;
  occurred_at: Date;
  /** An operation event's operation. */
  snapshot: OperationSnapshot | null;
  /** A watch event's fields: {watch, sponsorships}. */
  payload: Pick<WatchEventEnvelope, 'watch' | 'sponsorships'> | null;
  callback_url_sealed: string;
  callback_format: 'event' | 'session-message';
  callback_secret_sealed: string | null;
  callback_token_sealed: string | null;
  callback_standard_webhooks: boolean;
  request_id: string | null;
  /** The callback URL's origin, the unit of fairness and of the circuit breaker. */
  endpoint: string;
  /** Claimed while the endpoint's circuit was open: this attempt is its probe. */
  probe: boolean;
}

/** The longest cool-down an open circuit waits between probes (unless the configured first one is longer). */
export const MAX_CIRCUIT_COOLDOWN_MS = 3_600_000;
/** Serializes claims across processes, so the per-endpoint limit holds whoever claims (pg_advisory_xact_lock). */
const CLAIM_LOCK = 0x63736473_0003n; // 'csds', 3

/**
 * Whether an attempt's outcome says the endpoint is unwell: no answer at all (refused, reset, timed out), or an
 * answer that says it is overloaded or broken (408, 429, 5xx). Any other answer, 3xx and 4xx included, shows it
 * is up and answering; it closes the circuit.
 */
export function endpointFailed(o: AttemptOutcome): boolean {
  if (o.ok) return false;
  return o.status === null || o.status === 408 || o.status === 429 || o.status >= 500;
}

/**
 * The pending deliveries with their endpoint, account and whether they are leased (an attempt in flight), and each
 * endpoint's room: how many more attempts may start now (maxPerEndpoint less those in flight; an open circuit has
 * room for its one probe once the cool-down is over, none before).
 */
const pendingWithRoom = (onlyDue: boolean, maxPerEndpoint: number) => sql`
  pending as (
    select d.id, d.next_attempt_at,
      not (d.lease_expires_at is null or d.lease_expires_at < now()) as leased,
      coalesce(o.callback_origin, w.callback_origin, '') as endpoint,
      coalesce(o.account_id, w.account_id) as account_id
    from webhook_deliveries d
      left join operations o on o.id = d.operation_id
      left join watches w on w.id = d.watch_id
    where d.status = 'pending' ${onlyDue ? sql`and d.next_attempt_at <= now()` : sql``}
  ),
  room as (
    select p.endpoint, c.opened_at is not null as open, c.probe_after,
      greatest(0, (case when c.opened_at is null then ${maxPerEndpoint}::int when c.probe_after <= now() then 1 else 0 end)
        - count(*) filter (where p.leased)) as room
    from pending p left join webhook_endpoints c on c.endpoint = p.endpoint
    group by p.endpoint, c.opened_at, c.probe_after
  )`;

/** The wait before the next attempt: the schedule's entry with ±20% jitter, never less than Retry-After. */
export function retryDelaySeconds(
  schedule: number[],
  position: number,
  retryAfter: number | null,
  rand = Math.random,
): number | null {
  if (position >= schedule.length) return null;
  const base = schedule[position];
  const jittered = base * (0.8 + 0.4 * rand());
  return Math.max(jittered, retryAfter ?? 0);
}

export class DeliveryDispatcher {
  readonly id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}:webhooks`;
  private inFlight = new Set<Promise<void>>();
  private stopping = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly leaseMs: number;
  private readonly maxPerEndpoint: number;
  private readonly circuitFailures: number;
  private readonly circuitCooldownMs: number;
  private readonly log: Log | undefined;

  constructor(
    private readonly store: Store,
    private readonly opts: DispatcherOptions,
  ) {
    // Long enough for the DNS check, the attempt's timeout and recording the outcome.
    this.leaseMs = opts.leaseMs ?? opts.timeoutMs + 30_000;
    this.maxPerEndpoint = opts.maxPerEndpoint ?? 2;
    this.circuitFailures = opts.circuitFailures ?? 5;
    this.circuitCooldownMs = opts.circuitCooldownMs ?? 30_000;
    this.log = opts.logger?.child({ dispatcherId: this.id });
  }

  private logFor(d: DueDelivery): Log | undefined {
    return this.opts.logger?.child({
      dispatcherId: this.id,
      deliveryId: d.id,
      ...(d.operation_id ? { operationId: d.operation_id } : { watchId: d.watch_id }),
      requestId: d.request_id,
      eventType: d.event_type,
    });
  }

  async start() {
    this.unlisten = await this.store.listen(DELIVERY_CHANNEL, () => this.poke());
    this.loop = this.run();
  }

  poke() {
    this.wake?.();
  }

  async stop() {
    this.stopping = true;
    this.poke();
    await this.unlisten?.().catch(() => {});
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
  }

  private async run() {
    while (!this.stopping) {
      const free = this.opts.concurrency - this.inFlight.size;
      let claimed: DueDelivery[] = [];
      let nextDue: number | null = null;
      if (free > 0) {
        try {
          await this.opts.formEvents?.();
        } catch (err) {
          this.log?.warn({ err }, 'forming watch events failed; retrying');
        }
        try {
          claimed = await this.claim(free);
          if (claimed.length < free) nextDue = await this.msUntilNextDue();
        } catch (err) {
          this.log?.warn({ err }, 'claiming deliveries failed; retrying');
        }
        for (const d of claimed) {
          const p = this.deliver(d)
            .catch((err) => this.logFor(d)?.error({ err }, 'delivery attempt could not be recorded'))
            .finally(() => {
              this.inFlight.delete(p);
              this.poke();
            });
          this.inFlight.add(p);
        }
      }
      if (claimed.length > 0 && claimed.length === free) continue;
      const wait = Math.max(5, Math.min(this.opts.pollMs ?? 1000, nextDue ?? Infinity));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /**
   * Milliseconds until a delivery this dispatcher could claim is due: a pending one not in flight, whose endpoint has
   * room (an open circuit's deliveries wait for its probe time). One whose endpoint is full waits for an attempt to
   * end, which pokes the loop (here) or is seen at the next poll (another process).
   */
  private async msUntilNextDue(): Promise<number | null> {
    const r = await sql<{ ms: number | null }>`with ${pendingWithRoom(false, this.maxPerEndpoint)}
      select extract(epoch from (min(greatest(p.next_attempt_at, case when r.open then r.probe_after end)) - now())) * 1000 as ms
      from pending p join room r on r.endpoint = p.endpoint
      where not p.leased and (r.room > 0 or (r.open and r.probe_after > now()))`.execute(this.store.db);
    const ms = r.rows[0]?.ms;
    return ms == null ? null : Math.max(0, Number(ms));
  }

  /**
   * Claims up to `limit` due deliveries, fairly: each endpoint gets no more than its room, the deliveries of one
   * account are taken round-robin across its endpoints (oldest first within one), and accounts round-robin with
   * each other, an account's attempts already in flight counting as turns it had. Claims are serialized across
   * processes (an advisory lock held for this short transaction), so the per-endpoint limit is exact.
   */
  private async claim(limit: number): Promise<DueDelivery[]> {
    return this.store.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${CLAIM_LOCK.toString()}::bigint)`.execute(trx);
      const r = await sql<DueDelivery>`
      with ${pendingWithRoom(true, this.maxPerEndpoint)},
      busy as (
        select account_id, count(*) filter (where leased) as n from pending group by account_id
      ),
      in_endpoint as (
        select p.id, p.account_id, p.endpoint, p.next_attempt_at, r.open,
          row_number() over (partition by p.endpoint order by p.next_attempt_at, p.id) as turn
        from pending p join room r on r.endpoint = p.endpoint
        where not p.leased and r.room > 0
      ),
      in_account as (
        select i.id, i.open, i.next_attempt_at,
          row_number() over (partition by i.account_id order by i.turn, i.next_attempt_at, i.id) as turn
        from in_endpoint i join room r on r.endpoint = i.endpoint
        where i.turn <= r.room
      ),
      picked as (
        select a.id, a.open from in_account a join pending p on p.id = a.id join busy b on b.account_id is not distinct from p.account_id
        order by a.turn + b.n, a.next_attempt_at, a.id
        limit ${limit}
      )
      update webhook_deliveries d set lease_owner = ${this.id}, lease_expires_at = now() + ${this.leaseMs} * interval '1 millisecond'
      from picked join webhook_events e on true
        left join operations o on o.id = e.operation_id
        left join watches w on w.id = e.watch_id
      where d.id = picked.id and e.id = d.event_id
        and d.status = 'pending' and (d.lease_expires_at is null or d.lease_expires_at < now())
      returning d.id, d.event_id, d.operation_id, d.watch_id, d.event_type, d.attempt_count, d.schedule_position,
        e.occurred_at, e.operation as snapshot, e.payload,
        coalesce(o.callback_url_sealed, w.callback_url_sealed) as callback_url_sealed,
        coalesce(o.callback_format, w.callback_format) as callback_format,
        coalesce(o.callback_secret_sealed, w.callback_secret_sealed) as callback_secret_sealed,
        coalesce(o.callback_token_sealed, w.callback_token_sealed) as callback_token_sealed,
        coalesce(o.callback_standard_webhooks, w.callback_standard_webhooks, false) as callback_standard_webhooks,
        o.request_id, coalesce(o.callback_origin, w.callback_origin, '') as endpoint, picked.open as probe`.execute(
        trx,
      );
      return r.rows;
    });
  }

  private async deliver(d: DueDelivery) {
    const started = new Date();
    let outcome: AttemptOutcome;
    // Whether the attempt went to the receiver (not refused by screening or unprepared): only those say anything
    // of the endpoint's health.
    let sent = false;
    try {
      const url = new URL(this.opts.open(d.callback_url_sealed));
      const screened = await screenHost(url.hostname.replace(/^\[|\]$/g, ''), {
        allowedCidrs: this.opts.allowedCidrs,
        lookup: this.opts.lookup,
      });
      if (!screened.ok) {
        outcome = {
          ok: false,
          status: null,
          error: `not sent: ${screened.message}`,
          snippet: null,
          retryAfterSeconds: null,
          gone: false,
          durationMs: 0,
        };
      } else {
        const body = this.body(d);
        const headers: Record<string, string> = {
          'x-service-event-id': d.event_id,
          'x-service-delivery-id': d.id,
        };
        if (d.callback_secret_sealed) {
          const secret = this.opts.open(d.callback_secret_sealed);
          const timestamp = Math.floor(Date.now() / 1000);
          headers['x-service-signature'] = signPayload(secret, body, timestamp);
          if (d.callback_standard_webhooks) {
            // The message id is the logical event's, constant across retries, as Standard Webhooks asks.
            headers['webhook-id'] = d.event_id;
            headers['webhook-timestamp'] = String(timestamp);
            headers['webhook-signature'] = signStandardWebhook(secret, d.event_id, timestamp, body);
          }
        }
        if (d.callback_token_sealed) headers.authorization = `Bearer ${this.opts.open(d.callback_token_sealed)}`;
        sent = true;
        outcome = await attemptDelivery({
          url,
          addresses: screened.addresses,
          headers,
          body,
          timeoutMs: this.opts.timeoutMs,
          ca: this.opts.ca,
        });
      }
    } catch (err) {
      // A sealed value that no longer opens (a changed SERVICE_ENCRYPTION_KEY) cannot be fixed by retrying soon,
      // but retrying costs nothing and the operator may restore the key.
      this.logFor(d)?.error({ err: { message: (err as Error).message } }, 'delivery could not be prepared');
      outcome = {
        ok: false,
        status: null,
        error: 'delivery could not be prepared (the callback could not be decrypted)',
        snippet: null,
        retryAfterSeconds: null,
        gone: false,
        durationMs: 0,
      };
    }
    await this.record(d, started, outcome, sent);
  }

  /** The event's body in the callback's format: an operation's snapshot, or a watch's sponsorships. */
  private body(d: DueDelivery): string {
    const watchKind = d.payload ? kindOfWatchEventType(d.event_type) : null;
    if (d.payload && watchKind) {
      return renderWatchBody(
        d.callback_format,
        buildWatchEnvelope({
          eventId: d.event_id,
          deliveryId: d.id,
          kind: watchKind,
          occurredAt: d.occurred_at,
          watch: d.payload.watch,
          sponsorships: d.payload.sponsorships,
        }),
      );
    }
    if (!d.snapshot) throw new Error(`event ${d.event_id} has neither an operation nor a watch payload`);
    const kind = d.event_type.replace(/^operation\./, '') as EventKind;
    const envelope = buildEventEnvelope({
      eventId: d.event_id,
      deliveryId: d.id,
      kind,
      occurredAt: d.occurred_at,
      operation: d.snapshot,
    });
    return renderBody(d.callback_format, envelope);
  }

  private async record(d: DueDelivery, started: Date, o: AttemptOutcome, sent: boolean) {
    const attempt = d.attempt_count + 1;
    const delay =
      o.ok || o.gone ? null : retryDelaySeconds(this.opts.schedule, d.schedule_position, o.retryAfterSeconds);
    const status = o.ok ? 'succeeded' : delay === null ? 'abandoned' : 'pending';
    let circuit = null as CircuitChange;
    const recorded = await this.store.db.transaction().execute(async (trx) => {
      const u = await sql`update webhook_deliveries set
          status = ${status}, attempt_count = ${attempt}, schedule_position = schedule_position + ${o.ok ? 0 : 1},
          last_attempt_at = ${started.toISOString()}::timestamptz, last_http_status = ${o.status}, last_error = ${o.error},
          delivered_at = ${o.ok ? new Date().toISOString() : null}::timestamptz,
          next_attempt_at = ${delay === null ? null : new Date(Date.now() + delay * 1000).toISOString()}::timestamptz,
          lease_owner = null, lease_expires_at = null
        where id = ${d.id}::uuid and lease_owner = ${this.id}`.execute(trx);
      if (Number(u.numAffectedRows ?? 0) === 0) return false; // the lease ran out and someone else has it now
      await sql`insert into webhook_attempts (delivery_id, attempt, started_at, duration_ms, http_status, error, response_snippet)
        values (${d.id}::uuid, ${attempt}, ${started.toISOString()}::timestamptz, ${o.durationMs}, ${o.status}, ${o.error}, ${o.snippet})
        on conflict do nothing`.execute(trx);
      if (sent) circuit = await this.recordEndpoint(trx, d, o);
      return true;
    });
    // One line per attempt; the URL, headers and body are never logged (the URL may carry credentials).
    const line = {
      attempt,
      outcome: status,
      httpStatus: o.status,
      error: o.error ?? undefined,
      durationMs: o.durationMs,
    };
    if (!recorded)
      this.logFor(d)?.warn(
        line,
        'the delivery lease ran out before the attempt was recorded; another dispatcher has it',
      );
    else if (status === 'abandoned') this.logFor(d)?.warn(line, 'delivery abandoned');
    else
      this.logFor(d)?.info(
        line,
        status === 'succeeded' ? 'delivery succeeded' : 'delivery attempt failed; retry scheduled',
      );
    // The endpoint is the callback URL's origin (scheme, host, port), never its path or credentials.
    if (circuit?.change === 'opened')
      this.logFor(d)?.warn(
        { endpoint: d.endpoint, consecutiveFailures: circuit.failures, probeInMs: circuit.cooldownMs },
        'endpoint circuit opened: its deliveries wait for a probe after the cool-down',
      );
    else if (circuit?.change === 'closed')
      this.logFor(d)?.info({ endpoint: d.endpoint }, 'endpoint circuit closed: its deliveries go again');
  }

  /**
   * Updates the endpoint's circuit after an attempt that reached it: an answer (anything but a failure, see
   * endpointFailed) forgets its failures and closes the circuit; a failure counts, opens the circuit at the
   * threshold, and a failed probe doubles the cool-down before the next (up to MAX_CIRCUIT_COOLDOWN_MS). A failure
   * of an attempt that started before the circuit opened only counts.
   */
  private async recordEndpoint(trx: Database, d: DueDelivery, o: AttemptOutcome): Promise<CircuitChange> {
    if (!endpointFailed(o)) {
      const r = await sql<{ open: boolean }>`delete from webhook_endpoints where endpoint = ${d.endpoint}
        returning opened_at is not null as open`.execute(trx);
      return r.rows[0]?.open ? { change: 'closed' } : null;
    }
    const k = this.circuitFailures;
    const first = this.circuitCooldownMs;
    const longest = Math.max(first, MAX_CIRCUIT_COOLDOWN_MS);
    const r = await sql<{ opened: boolean; failures: number; cooldown_ms: number | null }>`
      insert into webhook_endpoints as c (endpoint, consecutive_failures, opened_at, probe_after, cooldown_ms)
      values (${d.endpoint}, 1,
        case when 1 >= ${k}::int then now() end,
        case when 1 >= ${k}::int then now() + ${first}::int * interval '1 millisecond' end,
        case when 1 >= ${k}::int then ${first}::int end)
      on conflict (endpoint) do update set
        consecutive_failures = c.consecutive_failures + 1,
        opened_at = case when c.opened_at is not null then c.opened_at
          when c.consecutive_failures + 1 >= ${k}::int then now() end,
        cooldown_ms = case
          when c.opened_at is null then case when c.consecutive_failures + 1 >= ${k}::int then ${first}::int end
          when ${d.probe} then least(${longest}::int, c.cooldown_ms * 2)
          else c.cooldown_ms end,
        probe_after = case
          when c.opened_at is null then
            case when c.consecutive_failures + 1 >= ${k}::int then now() + ${first}::int * interval '1 millisecond' end
          when ${d.probe} then now() + least(${longest}::int, c.cooldown_ms * 2) * interval '1 millisecond'
          else c.probe_after end,
        updated_at = now()
      returning opened_at is not null and (opened_at = now() or ${d.probe}) as opened,
        consecutive_failures as failures, cooldown_ms`.execute(trx);
    const row = r.rows[0];
    return row?.opened ? { change: 'opened', failures: row.failures, cooldownMs: row.cooldown_ms ?? first } : null;
  }
}

type CircuitChange = { change: 'opened'; failures: number; cooldownMs: number } | { change: 'closed' } | null;
