// The Prometheus metrics one process exposes: its own HTTP traffic and runtime (per process), and the shared
// state of the queue and the webhook deliveries (read from the database at scrape time, the same in every
// process). Rendered in the Prometheus text format by prom-client.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.js';
import type { ReadCacheStats } from '../directory/readCache.js';
import { KIND_NAMES } from '../operations/kinds/index.js';
import { CANDIDATE_STATUSES, SPEND_KINDS } from '../discovery/present.js';
import {
  ATTEMPT_OUTCOMES,
  DELIVERY_STATUSES,
  OPERATION_STATUSES,
  SharedStateReader,
  type SharedState,
} from './sharedState.js';

// Process and Node.js runtime metrics (CPU, memory, event-loop lag, GC, handles) under their standard names.
// They describe the process, so one registry serves every app a process builds (tests build many).
let runtimeRegistry: Registry | null = null;
function runtimeMetrics(): Registry {
  if (!runtimeRegistry) {
    runtimeRegistry = new Registry();
    collectDefaultMetrics({ register: runtimeRegistry });
  }
  return runtimeRegistry;
}

/** Fast cached reads take a millisecond or two; exports and operation starts take longer. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class ServiceMetrics {
  readonly contentType = Registry.PROMETHEUS_CONTENT_TYPE;
  private readonly registry = new Registry();
  private readonly shared: SharedStateReader;
  private readonly requests: Histogram<'method' | 'route' | 'status_code'>;
  private readonly databaseUp: Gauge;
  private readonly operations: Gauge<'kind' | 'status'>;
  private readonly queued: Gauge;
  private readonly oldestQueued: Gauge;
  private readonly expiredLeases: Gauge;
  private readonly deliveries: Gauge<'status'>;
  private readonly oldestDue: Gauge;
  private readonly attempts: Counter<'outcome'>;
  private readonly openEndpoints: Gauge;
  private readonly youtubeUnits: Gauge;
  private readonly overdue: Gauge;
  private readonly discoveryUnits: Counter;
  private readonly discoveryCandidates: Gauge;
  private readonly readCache?: { stats(): ReadCacheStats };
  private readonly cacheRequests: Counter<'result'>;
  private readonly cacheInvalidated: Counter;
  private readonly cacheLooks: Counter;
  private readonly cacheLookSeconds: Counter;
  private readonly cacheEntries: Gauge;
  private readonly cacheBytes: Gauge;

  constructor(db: Database, opts: { cacheMs: number; readCache?: { stats(): ReadCacheStats } }) {
    this.readCache = opts.readCache;
    this.shared = new SharedStateReader(db, opts.cacheMs);
    const registers = [this.registry];
    this.requests = new Histogram({
      name: 'csds_http_request_duration_seconds',
      help: 'HTTP requests served by this process: latency by method, route template and status code (_count gives the rate).',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.databaseUp = new Gauge({
      name: 'csds_metrics_database_up',
      help: 'Whether this scrape could read the shared state from the database (1) or not (0; the csds_operations* and csds_webhook_* values are then absent or 0).',
      registers,
    });
    this.operations = new Gauge({
      name: 'csds_operations',
      help: 'Operations in the database by kind and status (all processes).',
      labelNames: ['kind', 'status'],
      registers,
    });
    this.queued = new Gauge({
      name: 'csds_operations_queued',
      help: 'Queue depth: operations waiting for a worker (all processes).',
      registers,
    });
    this.oldestQueued = new Gauge({
      name: 'csds_operations_oldest_queued_age_seconds',
      help: 'Age of the oldest operation still waiting for a worker, since it was created; 0 when none waits.',
      registers,
    });
    this.expiredLeases = new Gauge({
      name: 'csds_operations_expired_leases',
      help: 'Running operations whose lease ran out (their worker stopped); another worker claims them again.',
      registers,
    });
    this.deliveries = new Gauge({
      name: 'csds_webhook_deliveries',
      help: 'Webhook deliveries by status (all processes).',
      labelNames: ['status'],
      registers,
    });
    this.oldestDue = new Gauge({
      name: 'csds_webhook_deliveries_oldest_due_age_seconds',
      help: 'How long the most overdue pending delivery has been due; 0 when none is due.',
      registers,
    });
    this.attempts = new Counter({
      name: 'csds_webhook_delivery_attempts_total',
      help: 'Webhook delivery attempts recorded in the database by outcome: delivered (2xx), rejected (another HTTP status), unreachable (no HTTP answer).',
      labelNames: ['outcome'],
      registers,
    });
    this.openEndpoints = new Gauge({
      name: 'csds_webhook_endpoints_open',
      help: 'Webhook endpoints (callback URL origins) whose circuit is open: their deliveries wait, unattempted, for a probe after the cool-down (all processes).',
      registers,
    });
    this.youtubeUnits = new Gauge({
      name: 'csds_youtube_quota_units_used_today',
      help: "YouTube Data API units spent today (YouTube's quota day, Pacific time) by every process; the budget is YOUTUBE_DAILY_QUOTA.",
      registers,
    });
    this.overdue = new Gauge({
      name: 'csds_tracked_channels_overdue',
      help: 'Active tracked channels whose sync is more than 15 minutes late (syncs by outcome: csds_operations{kind="channel-sync"}).',
      registers,
    });
    this.discoveryUnits = new Counter({
      name: 'csds_discovery_units_total',
      help: 'YouTube Data API units discovery runs spent, by source (runs by outcome: csds_operations{kind="discovery-run"}).',
      labelNames: ['source'],
      registers,
    });
    this.discoveryCandidates = new Gauge({
      name: 'csds_discovery_candidates',
      help: 'Discovery candidates of every account by status (new, scored, tracked, rejected, below-threshold).',
      labelNames: ['status'],
      registers,
    });
    this.cacheRequests = new Counter({
      name: 'csds_read_cache_requests_total',
      help: "Directory reads by how this process's read cache answered them: hit (from memory), miss (ran the query), joined (waited for an identical query already running).",
      labelNames: ['result'],
      registers,
    });
    this.cacheInvalidated = new Counter({
      name: 'csds_read_cache_invalidated_total',
      help: 'Read cache entries dropped because a commit changed what they show.',
      registers,
    });
    this.cacheLooks = new Counter({
      name: 'csds_read_cache_looks_total',
      help: 'Looks at what committed since the last one (one database round trip each, shared by every read waiting for it).',
      registers,
    });
    this.cacheLookSeconds = new Counter({
      name: 'csds_read_cache_look_seconds_total',
      help: 'Time spent in those looks: divided by csds_read_cache_looks_total, what a cached answer waits for.',
      registers,
    });
    this.cacheEntries = new Gauge({
      name: 'csds_read_cache_entries',
      help: "Responses held by this process's read cache (bounded by READ_CACHE_ENTRIES).",
      registers,
    });
    this.cacheBytes = new Gauge({
      name: 'csds_read_cache_bytes',
      help: "The size of the responses held by this process's read cache, about bytes (bounded by READ_CACHE_MB).",
      registers,
    });
  }

  /** One served request; `route` is the route's template (never the raw URL), so label values stay few. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number) {
    this.requests.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  /** The exposition text: this process's runtime and traffic, and the shared state as the database has it now. */
  async render(): Promise<string> {
    let state: SharedState | null = null;
    try {
      state = await this.shared.read();
    } catch {
      // The process's own metrics are still worth serving; csds_metrics_database_up says what is missing.
    }
    this.setShared(state);
    this.setReadCache();
    return (await runtimeMetrics().metrics()) + '\n' + (await this.registry.metrics());
  }

  private setReadCache() {
    if (!this.readCache) return;
    const s = this.readCache.stats();
    // Totals kept by the cache itself (they only grow).
    setTotals(this.cacheRequests, [
      [{ result: 'hit' }, s.hits],
      [{ result: 'miss' }, s.misses],
      [{ result: 'joined' }, s.joined],
    ]);
    setTotals(this.cacheInvalidated, [[{}, s.invalidated]]);
    setTotals(this.cacheLooks, [[{}, s.looks]]);
    setTotals(this.cacheLookSeconds, [[{}, s.lookSeconds]]);
    this.cacheEntries.set(s.entries);
    this.cacheBytes.set(s.size);
  }

  private setShared(s: SharedState | null) {
    for (const g of [
      this.operations,
      this.queued,
      this.oldestQueued,
      this.expiredLeases,
      this.deliveries,
      this.oldestDue,
      this.openEndpoints,
      this.youtubeUnits,
      this.overdue,
      this.discoveryCandidates,
    ])
      g.reset();
    this.databaseUp.set(s ? 1 : 0);
    if (!s) {
      this.attempts.reset();
      this.discoveryUnits.reset();
      return;
    }
    // Every known kind and status is present (0 when empty), so a series never vanishes when its count drops to 0.
    for (const kind of KIND_NAMES) for (const status of OPERATION_STATUSES) this.operations.set({ kind, status }, 0);
    for (const o of s.operations) this.operations.set({ kind: o.kind, status: o.status }, o.count);
    this.queued.set(s.operations.filter((o) => o.status === 'queued').reduce((n, o) => n + o.count, 0));
    this.oldestQueued.set(s.oldestQueuedSeconds ?? 0);
    this.expiredLeases.set(s.expiredLeases);
    for (const status of DELIVERY_STATUSES) this.deliveries.set({ status }, 0);
    for (const d of s.deliveries) this.deliveries.set({ status: d.status }, d.count);
    this.oldestDue.set(s.oldestDueSeconds ?? 0);
    // A counter whose total lives in the database (it only grows there); every outcome present, 0 when none.
    setTotals(
      this.attempts,
      ATTEMPT_OUTCOMES.map((outcome) => [{ outcome }, s.attempts.find((a) => a.outcome === outcome)?.count ?? 0]),
    );
    this.openEndpoints.set(s.openEndpoints);
    this.youtubeUnits.set(s.youtubeUnitsToday);
    this.overdue.set(s.trackedChannelsOverdue);
    setTotals(
      this.discoveryUnits,
      SPEND_KINDS.map((source) => [{ source }, s.discoveryUnits[source] ?? 0]),
    );
    for (const status of CANDIDATE_STATUSES) this.discoveryCandidates.set({ status }, 0);
    for (const c of s.discoveryCandidates) this.discoveryCandidates.set({ status: c.status }, c.count);
  }
}

/**
 * Sets a counter to totals kept elsewhere (the database, the read cache), one per label set: prom-client's counters
 * only add, so the counter is emptied and each total added once, at each scrape.
 */
function setTotals<T extends string>(
  counter: Counter<T>,
  totals: [labels: Partial<Record<T, string>>, total: number][],
) {
  counter.reset();
  for (const [labels, total] of totals) counter.inc(labels, total);
}
