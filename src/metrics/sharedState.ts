// The numbers that describe state every process shares (the operations queue and webhook deliveries), read
// from the database in one cheap statement at scrape time, so every API process reports the same truth whichever
// process did the work. Results are reused for a short time, and scrapes arriving together share one read.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { quotaDay } from '../tracking/quota.js';

/** How late a tracked channel's sync may be before it counts as overdue (a scheduler tick and a busy queue). */
export const OVERDUE_GRACE_MS = 15 * 60_000;

export const OPERATION_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled'] as const;
export const DELIVERY_STATUSES = ['pending', 'succeeded', 'abandoned'] as const;
/** An attempt's outcome: a 2xx answer, another HTTP answer, or no HTTP answer at all (timeout, refused, not sent). */
export const ATTEMPT_OUTCOMES = ['delivered', 'rejected', 'unreachable'] as const;

export interface SharedState {
  operations: { kind: string; status: string; count: number }[];
  /** Seconds since the oldest still-queued operation was created; null when none is queued. */
  oldestQueuedSeconds: number | null;
  /** Running operations whose lease ran out: their worker stopped and another will claim them. */
  expiredLeases: number;
  deliveries: { status: string; count: number }[];
  /** How late the most overdue pending delivery is, in seconds; null when none is due. */
  oldestDueSeconds: number | null;
  attempts: { outcome: string; count: number }[];
  /** Webhook endpoints whose circuit is open (their deliveries wait for a probe; migration 025). */
  openEndpoints: number;
  /** YouTube Data API units spent today (YouTube's quota day, Pacific time) by every process. */
  youtubeUnitsToday: number;
  /** Active tracked channels whose sync is more than OVERDUE_GRACE late. */
  trackedChannelsOverdue: number;
  /** Units every discovery run spent, by source (chart, featured, mention, search, sample, resolve). */
  discoveryUnits: Record<string, number>;
  /** Discovery candidates of every account by status. */
  discoveryCandidates: { status: string; count: number }[];
}

interface Row {
  operations: SharedState['operations'] | string;
  oldest_queued_seconds: string | number | null;
  expired_leases: string | number;
  deliveries: SharedState['deliveries'] | string;
  oldest_due_seconds: string | number | null;
  attempts: SharedState['attempts'] | string;
  open_endpoints: string | number;
  youtube_units_today: string | number | null;
  tracked_channels_overdue: string | number;
  discovery_units: Record<string, number> | string | null;
  discovery_candidates: { status: string; count: number }[] | string;
}

// One statement, all of it cheap: the counts are sums over the small sharded tables the triggers of migration 006
// keep; the ages and expired leases read the partial indexes on queued operations, running leases and pending
// deliveries.
export async function readSharedState(db: Database): Promise<SharedState> {
  const day = quotaDay(new Date());
  const r = await sql<Row>`select
      coalesce((select json_agg(json_build_object('kind', kind, 'status', status, 'count', n))
        from (select kind, status, sum(n) as n from operation_counts group by kind, status) s), '[]'::json) as operations,
      (select extract(epoch from now() - min(created_at)) from operations
        where status = 'queued' and run_after <= now()) as oldest_queued_seconds,
      (select units from youtube_quota where day = ${day}::date) as youtube_units_today,
      (select count(*) from tracked_channels where status = 'active'
        and next_sync_at < now() - ${OVERDUE_GRACE_MS} * interval '1 millisecond') as tracked_channels_overdue,
      (select count(*) from operations where status = 'running' and lease_expires_at < now()) as expired_leases,
      (select count(*) from webhook_endpoints where opened_at is not null) as open_endpoints,
      coalesce((select json_agg(json_build_object('status', status, 'count', n))
        from (select status, sum(n) as n from webhook_delivery_counts group by status) s), '[]'::json) as deliveries,
      (select extract(epoch from now() - min(next_attempt_at)) from webhook_deliveries
        where status = 'pending' and next_attempt_at <= now()) as oldest_due_seconds,
      coalesce((select json_agg(json_build_object('outcome', outcome, 'count', n))
        from (select outcome, sum(n) as n from webhook_attempt_counts group by outcome) s), '[]'::json) as attempts,
      (select json_object_agg(k, n) from (select e.key as k, sum(e.value::int) as n
        from discovery_runs r, jsonb_each_text(r.units_by_source) e group by e.key) u) as discovery_units,
      coalesce((select json_agg(json_build_object('status', status, 'count', n))
        from (select status, count(*) as n from discovery_candidates group by status) c), '[]'::json)
        as discovery_candidates`.execute(db);
  const row = r.rows[0];
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const num = (v: string | number | null) => (v === null ? null : Math.max(0, Number(v)));
  return {
    operations: json(row.operations).map((o) => ({ ...o, count: Number(o.count) })),
    oldestQueuedSeconds: num(row.oldest_queued_seconds),
    expiredLeases: Number(row.expired_leases),
    deliveries: json(row.deliveries).map((d) => ({ ...d, count: Number(d.count) })),
    oldestDueSeconds: num(row.oldest_due_seconds),
    attempts: json(row.attempts).map((a) => ({ ...a, count: Number(a.count) })),
    openEndpoints: Number(row.open_endpoints),
    youtubeUnitsToday: Number(row.youtube_units_today ?? 0),
    trackedChannelsOverdue: Number(row.tracked_channels_overdue),
    discoveryUnits: Object.fromEntries(Object.entries(json(row.discovery_units ?? {})).map(([k, v]) => [k, Number(v)])),
    discoveryCandidates: json(row.discovery_candidates).map((c) => ({ ...c, count: Number(c.count) })),
  };
}

/** readSharedState, reused for `ttlMs` after it was read; concurrent callers share the read in flight. */
export class SharedStateReader {
  private last: { at: number; value: SharedState } | null = null;
  private inFlight: Promise<SharedState> | null = null;

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
  ) {}

  read(): Promise<SharedState> {
    if (this.last && Date.now() - this.last.at < this.ttlMs) return Promise.resolve(this.last.value);
    this.inFlight ??= readSharedState(this.db)
      .then((value) => {
        this.last = { at: Date.now(), value };
        return value;
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }
}
