// Sends pending webhook deliveries. Deliveries are rows, claimed with a lease like operations, so any number
// of processes can dispatch and a crashed one's deliveries are picked up when its lease runs out. Each
// attempt re-screens the receiver's DNS, pins the connection to the screened address, signs the body afresh,
// and records its outcome; failures follow the retry schedule (with jitter) until it runs out.
import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Store } from '../db/database.js';
import { attemptDelivery, type AttemptOutcome } from './deliver.js';
import { DELIVERY_CHANNEL } from './deliveries.js';
import { buildEventEnvelope, renderBody, type EventKind, type OperationSnapshot } from './envelope.js';
import { screenHost, type ParsedCidr } from '../outbound/screening.js';
import { signPayload } from './signing.js';
import { buildWatchEnvelope, kindOfWatchEventType, renderWatchBody, type WatchEventEnvelope } from './watchEnvelope.js';

export interface DispatcherOptions {
  concurrency: number;
  /** Seconds between attempts; after the last entry the delivery is abandoned. */
  schedule: number[];
  timeoutMs: number;
  /** How long a claimed delivery stays this dispatcher's (default: the timeout plus 30 s). */
  leaseMs?: number;
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
  request_id: string | null;
}

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
  private readonly log: Log | undefined;

  constructor(
    private readonly store: Store,
    private readonly opts: DispatcherOptions,
  ) {
    // Long enough for the DNS check, the attempt's timeout and recording the outcome.
    this.leaseMs = opts.leaseMs ?? opts.timeoutMs + 30_000;
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

  private async msUntilNextDue(): Promise<number | null> {
    const r = await sql<{ ms: number | null }>`select extract(epoch from (min(next_attempt_at) - now())) * 1000 as ms
      from webhook_deliveries where status = 'pending'`.execute(this.store.db);
    const ms = r.rows[0]?.ms;
    return ms == null ? null : Math.max(0, Number(ms));
  }

  private async claim(limit: number): Promise<DueDelivery[]> {
    const r = await sql<DueDelivery>`
      with due as (
        select id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= now() and (lease_expires_at is null or lease_expires_at < now())
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      update webhook_deliveries d set lease_owner = ${this.id}, lease_expires_at = now() + ${this.leaseMs} * interval '1 millisecond'
      from due join webhook_events e on true
        left join operations o on o.id = e.operation_id
        left join watches w on w.id = e.watch_id
      where d.id = due.id and e.id = d.event_id
      returning d.id, d.event_id, d.operation_id, d.watch_id, d.event_type, d.attempt_count, d.schedule_position,
        e.occurred_at, e.operation as snapshot, e.payload,
        coalesce(o.callback_url_sealed, w.callback_url_sealed) as callback_url_sealed,
        coalesce(o.callback_format, w.callback_format) as callback_format,
        coalesce(o.callback_secret_sealed, w.callback_secret_sealed) as callback_secret_sealed,
        coalesce(o.callback_token_sealed, w.callback_token_sealed) as callback_token_sealed,
        o.request_id`.execute(this.store.db);
    return r.rows;
  }

  private async deliver(d: DueDelivery) {
    const started = new Date();
    let outcome: AttemptOutcome;
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
          headers['x-service-signature'] = signPayload(
            this.opts.open(d.callback_secret_sealed),
            body,
            Math.floor(Date.now() / 1000),
          );
        }
        if (d.callback_token_sealed) headers.authorization = `Bearer ${this.opts.open(d.callback_token_sealed)}`;
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
    await this.record(d, started, outcome);
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

  private async record(d: DueDelivery, started: Date, o: AttemptOutcome) {
    const attempt = d.attempt_count + 1;
    const delay =
      o.ok || o.gone ? null : retryDelaySeconds(this.opts.schedule, d.schedule_position, o.retryAfterSeconds);
    const status = o.ok ? 'succeeded' : delay === null ? 'abandoned' : 'pending';
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
  }
}
