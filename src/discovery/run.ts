// The internal `discovery-run` operation kind: finds channels on YouTube for an account, cheapest sources first,
// scores them on a sample of their uploads and (autoTrack) tracks the best. On the operations engine, so it is
// leased, checkpointed and resumed after a crash; the unique index operations_one_discovery_run keeps an account to
// one run at a time across every process.
//
// The phases, in order (the checkpoint holds the phase and where in it the run is):
//   mention   channels named in descriptions of videos already in the directory (free; handles are looked up in the
//             directory, then in what earlier runs resolved; the rest wait for `resolve`, one unit each); the
//             descriptions `score` samples are read the same way as they arrive
//   brand     creators of the seed brands' sponsorships in the directory (free)
//   featured  featured channels (channelSections.list, multiplechannels sections; 1 unit a channel) of the account's
//             tracked channels and the seed channels (later rounds: see below); a channel's sections
//             read in the last DISCOVERY_RESCORE_DAYS by any run are reused for nothing
//   chart     videos.list chart=mostPopular per region and category (charts.ts: 1 unit a page of 50, 4 pages a
//             chart, a page read in the last DISCOVERY_CHART_HOURS reused); the page's videos are written to the
//             directory and detected (sample.ts takeVideos), as a search page's videos are (1 unit more a page)
//   resolve   channels.list 50 candidates a call (1 unit): under minSubscribers, outside the regions (snippet.country,
//             where set) or the languages (snippet.defaultLanguage, where set) → below-threshold
//   score     a page of the candidate's latest uploads screened by the detector, the videos of those it finds a
//             sponsorship in read with other candidates' (sample.ts: 1 unit a channel, about 1.25 one that takes
//             sponsorships), imported and detected (detection/pipeline.ts, as a channel sync does);
//             score = sponsored share × log10(1 + mean views); first those with a sponsorship in the directory
//             (a chart's, a search's or a mention's video detected), then those with leads to sponsorships, then
//             the candidates found by the most sources, then the biggest
//   search    search.list (search.ts: 100 units a page) for the seed keywords and the seed and learned brands, each
//             from the page earlier runs stopped at, the queries that found sponsoring channels first, only within
//             the share of the budget (scaled by search's yield against featured sections', yield.ts) left once the
//             candidates found are paid for; then resolve and score again
//   rounds    featured channels of the candidates over the thresholds (those with sponsorships first), then of
//             the channels under them that a sponsoring channel features; resolve, score; again while a round
//             finds new candidates (a niche is followed channel to channel), at most MAX_ROUNDS
//   track     autoTrack: the best-scored, as ordinary tracked channels
// Each source has a share of the budget (SHARES) so the cheap ones never starve scoring. Every call is charged
// before it is made (records.chargeRun: the run's budget, the account's dailyUnits, TRACKING_RESERVED_UNITS kept;
// then the service's quota): a spent run budget ends the spending phases; a spent day waits for the reset.
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { isObj, type Obj } from '../json.js';
import { CatalogCache } from '../detection/catalog.js';
import { detectInBatches, detectionServices, type DetectionServices } from '../detection/pipeline.js';
import { loadEngine } from '../detection/threads.js';
import { importRecords } from '../importer/index.js';
import {
  DISCOVERY_RUN_KIND,
  OperationDeferred,
  OperationFailure,
  type OperationKind,
  type RunContext,
} from '../operations/kinds/kind.js';
import { QuotaExhausted, nextQuotaReset, quotaDay, type Clock, type YoutubeQuota } from '../tracking/quota.js';
import { underAccountLock } from '../db/accountLock.js';
import { countTrackedChannels, insertTrackedChannel, queueChannelSync } from '../tracking/records.js';
import { nextSyncAfter } from '../tracking/schedule.js';
import {
  chunk,
  YoutubeApiError,
  type ListResponse,
  type YoutubeClient,
  type YoutubeResource,
} from '../youtube/client.js';
import { cachedChartPage, CHART_PAGES, chartsOf, readChartPage } from './charts.js';
import { channelMentions } from './mentions.js';
import { inParallel, Slots } from './pool.js';
import { searchYieldRatio, sourceYields } from './yield.js';
import {
  sampleChannels,
  sampleCost,
  SAMPLE_GROUP,
  SAMPLE_UNITS_EXPECTED,
  takeVideos,
  VIDEO_READ_PARTS,
  type SampleContext,
} from './sample.js';
import type { DiscoveryPolicyValue, SourceKind, SpendKind } from './present.js';
import { addCandidates, bumpRun, chargeRun, readPolicy, Refused, refundRun } from './records.js';
import {
  nextSearch,
  pageEnd,
  SEARCH_COST,
  searchChannels,
  searchParams,
  searchQueries,
  searchRead,
  searchRestart,
  searchVideoIds,
} from './search.js';

/** What a run works with: YouTube's client and the shared quota, its limits, and detection's services. */
export interface DiscoveryDeps extends DetectionServices {
  client: YoutubeClient;
  quota: YoutubeQuota;
  clock: Clock;
  reservedUnits: number;
  rescoreDays: number;
  /** A chart page read in the last this many hours is reused for nothing. */
  chartHours: number;
  trackingIntervalMs: number;
  quotaRecheckMs: number;
  /** MAX_TRACKED_CHANNELS_PER_ACCOUNT: autoTrack never passes it. */
  maxTrackedPerAccount: number;
  /** DISCOVERY_CONCURRENCY: YouTube calls a run keeps in flight (pool.ts). */
  concurrency: number;
  /** A sync was queued (autoTrack): wake the worker. */
  onQueued?: () => void;
}

/** The most of a run's budget a source may spend. */
export const SHARES: Record<'featured' | 'chart' | 'search' | 'handles', number> = {
  featured: 0.2,
  chart: 0.2,
  search: 0.25,
  handles: 0.05,
};

/**
 * The phases in order; LOOP_START..LOOP_END (featured, resolve, score) repeat while featured channels bring new
 * candidates; then `spare` searches with what is left of the budget (past search's share: nothing cheaper is left).
 */
const PHASES = [
  'mention',
  'brand',
  'featured',
  'chart',
  'resolve',
  'score',
  'search',
  'resolve',
  'score',
  'featured',
  'resolve',
  'score',
  'spare',
  'resolve',
  'score',
  'track',
] as const;
const LOOP_START = PHASES.indexOf('spare') - 3;
const LOOP_END = PHASES.indexOf('spare');
/** Progress and checkpoint writes within a phase, and looks for a cancel, at most this often. */
const SAVE_EVERY_MS = 1000;
/** Rounds of featured channels of the newly scored (each a step further into the niches found). */
const MAX_ROUNDS = 25;
type Phase = (typeof PHASES)[number];

interface Checkpoint {
  phase: number;
  /** The database's time the run began: videos added before it are read for mentions. */
  startedAt: string;
  /** mention: the last video read (its id: videos are read in id order). */
  mentionAfter: string | null;
  /** Handles named in descriptions that neither the directory nor an earlier run knows. */
  handles: string[];
  /** chart: the next chart (index into regions × categories) and its next page. */
  chart: number;
  chartPage: string | null;
  chartPages: number;
  /** Rounds of the featured → resolve → score loop done, and candidates the current round's featured found. */
  rounds: number;
  roundFound: number;
}

export const DiscoveryRunOutput = Type.Object({
  unitsSpent: Type.Integer(),
  candidatesFound: Type.Integer(),
  candidatesScored: Type.Integer(),
  channelsTracked: Type.Integer(),
});

export function discoveryRunKind(deps: DiscoveryDeps): OperationKind<{ units: number }> {
  return {
    name: DISCOVERY_RUN_KIND,
    description: 'Finds, scores and tracks channels for an account (internal; started by the discovery API).',
    input: Type.Object({ units: Type.Integer({ minimum: 0 }) }),
    output: DiscoveryRunOutput,
    run: (_input, ctx) => new DiscoveryRun(deps, ctx).run(),
  };
}

/** The run's budget is spent: the spending phases end, the run goes on to track and succeed. */
class BudgetSpent extends Error {}

export class DiscoveryRun {
  private cp!: Checkpoint;
  private policy!: Required<DiscoveryPolicyValue>;
  private budgetSpent = false;
  /** The catalog detection reads: loaded once a run, and again after detection created brands. */
  private readonly catalog: CatalogCache;
  private savedAt = 0;
  private beatAt = 0;
  /** The run's calls in flight: at most DISCOVERY_CONCURRENCY, whichever phase makes them. */
  private readonly slots: Slots;
  /** The run's charges, one at a time. */
  private readonly metering = new Slots(1);

  constructor(
    private readonly deps: DiscoveryDeps,
    private readonly ctx: RunContext,
  ) {
    this.slots = new Slots(deps.concurrency);
    this.catalog = new CatalogCache(ctx.db);
  }

  /** A phase's independent pieces of work, as many at a time as calls may be in flight (the failure rule: pool.ts). */
  private parallel<T>(items: readonly T[], fn: (item: T) => Promise<void>): Promise<void> {
    return inParallel(items, this.deps.concurrency, fn, (err) => !(err instanceof BudgetSpent));
  }

  private get db(): Database {
    return this.ctx.db;
  }

  async run() {
    // The detection engine (the screen's, sample.ts) is loaded before the run's first call to YouTube, and the lease
    // renewed right after: loading it holds the event loop for its modules and lexicons (seconds on a busy machine),
    // and a run whose lease lapsed meanwhile must stop here, before it samples a group another process may be sampling.
    await loadEngine();
    await this.ctx.checkpointNow();
    this.policy = await readPolicy(this.db, this.ctx.accountId);
    const spending = (
      await sql<{ units: number; spent: number; by: Record<string, number> }>`select units, units_spent as spent,
        units_by_source as by from discovery_runs where id = ${this.ctx.operationId}::uuid`.execute(this.db)
    ).rows[0];
    this.spending = { units: spending.units, spent: spending.spent, by: { ...spending.by } };
    const saved = this.ctx.checkpoint as Checkpoint | null;
    if (saved) this.cp = saved;
    else {
      const started = await sql<{ now: Date }>`select now() as now`.execute(this.db);
      this.cp = {
        phase: 0,
        startedAt: new Date(started.rows[0].now).toISOString(),
        mentionAfter: null,
        handles: [],
        chart: 0,
        chartPage: null,
        chartPages: 0,
        rounds: 0,
        roundFound: 0,
      };
    }
    try {
      while (this.cp.phase < PHASES.length) {
        const phase = PHASES[this.cp.phase];
        try {
          await this.runPhase(phase);
        } catch (err) {
          if (!(err instanceof BudgetSpent)) throw err;
          this.budgetSpent = true;
        }
        this.cp.phase++;
        if (this.cp.phase === LOOP_START) this.cp.roundFound = 0;
        // The end of a round: another one while the last found channels and the budget lasts.
        if (this.cp.phase === LOOP_END && this.cp.roundFound > 0 && !this.budgetSpent) {
          this.cp.rounds++;
          if (this.cp.rounds < MAX_ROUNDS) this.cp.phase = LOOP_START;
          this.cp.roundFound = 0;
        }
        await this.save(phase, true);
      }
    } catch (err) {
      throw await this.failed(err);
    }
    const r = await sql<{
      units_spent: number;
      candidates_found: number;
      candidates_scored: number;
      channels_tracked: number;
    }>`select units_spent, candidates_found, candidates_scored, channels_tracked from discovery_runs
      where id = ${this.ctx.operationId}::uuid`.execute(this.db);
    const row = r.rows[0];
    return {
      unitsSpent: row.units_spent,
      candidatesFound: row.candidates_found,
      candidatesScored: row.candidates_scored,
      channelsTracked: row.channels_tracked,
    };
  }

  /**
   * Writes the checkpoint and the progress: at once at the end of a phase (`force`), otherwise at most every
   * SAVE_EVERY_MS, so a call is not followed by a write of its own. What a crash between two saves loses is found again
   * for nothing (featured channels, charts, handles, searches, samples are kept where every run reads them).
   */
  private async save(phase: string, force = false) {
    const now = Date.now();
    if (!force && now - this.savedAt < SAVE_EVERY_MS) return;
    this.savedAt = now;
    const s = this.spending;
    await this.ctx.progress(
      { current: s.spent, total: Math.max(s.units, 1), phase, message: `${s.spent} of ${s.units} units spent` },
      this.cp,
    );
  }

  /** Looks for a cancel or a shutdown (and renews the lease) before a call, at most every SAVE_EVERY_MS. */
  private async beat() {
    const now = Date.now();
    if (now - this.beatAt < SAVE_EVERY_MS) return;
    this.beatAt = now;
    await this.ctx.checkpointNow();
  }

  private async runPhase(phase: Phase) {
    switch (phase) {
      case 'mention':
        return this.mentions();
      case 'brand':
        return this.brands();
      case 'featured':
        return this.featured();
      case 'chart':
        return this.chartsPhase();
      case 'resolve':
        return this.resolve();
      case 'score':
        return this.score();
      case 'search':
        return this.search(false);
      case 'spare':
        // Cheapest first: featured channels past their share while what they find can still be scored, then search.
        await this.featured(true);
        return this.search(true);
      case 'track':
        return this.track();
    }
  }

  /** A spent day (the account's dailyUnits, the reserve, the service's or YouTube's quota) waits for the reset. */
  private async failed(err: unknown): Promise<unknown> {
    let resetsAt: Date | null = null;
    let message = '';
    if (err instanceof QuotaExhausted) {
      resetsAt = err.resetsAt;
      message = err.message;
    } else if (err instanceof Refused) {
      resetsAt = nextQuotaReset(this.deps.clock());
      message =
        err.scope === 'daily'
          ? `The account's discovery units for today (dailyUnits ${this.policy.dailyUnits}) are spent; the run waits for the reset at ${resetsAt.toISOString()}.`
          : `The rest of today's YouTube budget is kept for syncing tracked channels (TRACKING_RESERVED_UNITS); the run waits for the reset at ${resetsAt.toISOString()}.`;
    } else if (err instanceof YoutubeApiError && err.code === 'quota_exceeded' && err.reason === 'quotaExceeded') {
      const e = await this.deps.quota.markExhausted();
      resetsAt = e.resetsAt;
      message = e.message;
    }
    if (resetsAt) {
      await this.ctx.progress({ current: 0, total: 1, phase: 'waiting-for-quota', message }, this.cp);
      const untilReset = resetsAt.getTime() - this.deps.clock().getTime();
      return new OperationDeferred(Math.max(0, Math.min(untilReset, this.deps.quotaRecheckMs)), message, resetsAt);
    }
    if (err instanceof YoutubeApiError)
      return new OperationFailure(
        err.code === 'invalid_api_key' || err.code === 'bad_request' ? 'internal_error' : 'upstream_unavailable',
        err.message,
      );
    return err;
  }

  // ---- spending ------------------------------------------------------------------------------------------------

  /**
   * One YouTube call charged to `source`: `cost` units taken first, from every budget, or the call is not made. The
   * run's own budget is checked and taken in memory before anything is awaited, so calls in flight together never
   * take more than it holds; the database's budgets (the account's dailyUnits, the reserve, the shares) are checked
   * in their statements as before.
   */
  private async call(
    source: SpendKind,
    resource: YoutubeResource,
    params: Record<string, string>,
    cost = 1,
  ): Promise<ListResponse> {
    if (this.budgetSpent) throw new BudgetSpent();
    await this.beat();
    // The client's meter runs before each attempt (retries included): each is charged, to the run and the account's
    // discovery units first, then to the account's share and the service's budget (tracking/quota.ts); an attempt
    // that never reached YouTube gives every unit back.
    const client = this.deps.client.withMeter(() => this.metering.run(() => this.charge(source, cost)));
    return this.slots.run(() => client.listAny(resource, params, this.ctx.signal));
  }

  /**
   * Charges one attempt of a call; returns what gives it back when the attempt never reached YouTube. The run's
   * charges are made one at a time (two in flight would both read the day's spending before either wrote it).
   */
  private async charge(source: SpendKind, cost: number): Promise<() => Promise<void>> {
    if (this.left() < cost) throw new BudgetSpent();
    this.spend(source, cost);
    const charge = {
      runId: this.ctx.operationId,
      accountId: this.ctx.accountId,
      source,
      n: cost,
      day: quotaDay(this.deps.clock()),
    };
    try {
      await chargeRun(this.db, {
        ...charge,
        dailyUnits: this.policy.dailyUnits,
        serviceCeiling: this.deps.quota.budget - this.deps.reservedUnits,
      });
    } catch (err) {
      this.spend(source, -cost);
      if (err instanceof Refused && err.scope === 'run') throw new BudgetSpent();
      throw err;
    }
    try {
      await this.deps.quota.take(cost, this.ctx.accountId, this.deps.quota.budget - this.deps.reservedUnits);
    } catch (err) {
      await refundRun(this.db, charge);
      this.spend(source, -cost);
      throw err;
    }
    return async () => {
      await this.deps.quota.giveBack(cost, this.ctx.accountId);
      await refundRun(this.db, charge);
      this.spend(source, -cost);
    };
  }

  /**
   * The run's spending as its row has it: read once when the run starts or resumes, then kept by each charge and
   * refund (the run is the only writer of its row: one run of an account at a time, under the operation's lease).
   */
  private spending!: { units: number; spent: number; by: Record<string, number> };

  private spend(source: SpendKind, n: number) {
    const s = this.spending;
    s.spent += n;
    s.by[source] = (s.by[source] ?? 0) + n;
  }

  /** Units of the run's budget left, and what `source` may still spend of its share (scaled by `scale`). */
  private left(source?: keyof typeof SHARES, scale = 1): number {
    const { units, spent, by } = this.spending;
    const left = units - spent;
    if (!source) return left;
    const key = source === 'handles' ? 'resolve' : source;
    return Math.min(left, Math.floor(units * SHARES[source] * scale) - Number(by[key] ?? 0));
  }

  private async found(list: { channelId: string; kind: SourceKind; ref: string }[]): Promise<number> {
    const n = await addCandidates(this.db, this.ctx.accountId, list);
    await bumpRun(this.db, this.ctx.operationId, { found: n });
    return n;
  }

  // ---- sources --------------------------------------------------------------------------------------------------

  private async mentions() {
    const since = await sql<{ t: Date | null }>`select mentions_read_until as t from discovery_policies
      where account_id = ${this.ctx.accountId}::uuid`.execute(this.db);
    const from = since.rows[0]?.t ?? null;
    for (;;) {
      await this.ctx.checkpointNow();
      const after = this.cp.mentionAfter;
      // In primary-key order (no index on created_at is needed): one pass over the table, the texts that can
      // name a channel only.
      const r = await sql<{ video_id: string; channel_id: string; description: string | null }>`select
          v.video_id, v.channel_id, v.description
        from videos v
        where v.created_at < ${this.cp.startedAt}::timestamptz
          and (${from}::timestamptz is null or v.created_at >= ${from}::timestamptz)
          and (strpos(v.description, '@') > 0 or strpos(lower(v.description), 'youtu') > 0)
          ${after ? sql`and v.video_id > ${after}` : sql``}
        order by v.video_id limit 1000`.execute(this.db);
      if (!r.rows.length) break;
      await this.mentionsIn(r.rows);
      const last = r.rows[r.rows.length - 1];
      this.cp.mentionAfter = last.video_id;
      await this.save('mention');
    }
    await sql`update discovery_policies set mentions_read_until = ${this.cp.startedAt}::timestamptz
      where account_id = ${this.ctx.accountId}::uuid`.execute(this.db);
  }

  /**
   * The channels these descriptions name: ids are candidates at once; a handle the directory or an earlier run knows
   * too, the others wait for `resolve` (one unit each). A video's own channel named in its description is not a find.
   */
  private async mentionsIn(rows: { video_id: string; channel_id: string; description: string | null }[]) {
    const ids: { channelId: string; kind: SourceKind; ref: string }[] = [];
    const handles = new Map<string, string>();
    for (const v of rows) {
      const m = channelMentions(v.description ?? '');
      for (const id of m.ids) if (id !== v.channel_id) ids.push({ channelId: id, kind: 'mention', ref: v.video_id });
      for (const h of m.handles) if (!handles.has(h)) handles.set(h, v.video_id);
    }
    if (handles.size) {
      const names = [...handles.keys()];
      const known = await sql<{ h: string; channel_id: string | null }>`
        select lower(substr(handle, 2)) as h, channel_id from creators
          where lower(handle) = any(${names.map((h) => `@${h}`)}::text[])
        union all
        select handle as h, channel_id from discovery_handles where handle = any(${names}::text[])`.execute(this.db);
      const seen = new Set<string>();
      for (const k of known.rows) {
        seen.add(k.h);
        if (k.channel_id) ids.push({ channelId: k.channel_id, kind: 'mention', ref: handles.get(k.h)! });
      }
      for (const h of names)
        if (!seen.has(h) && this.cp.handles.length < 2000 && !this.cp.handles.includes(h)) this.cp.handles.push(h);
    }
    const own = new Map(rows.map((v) => [v.video_id, v.channel_id]));
    await this.found(ids.filter((x) => own.get(x.ref) !== x.channelId));
  }

  private async brands() {
    const brands = this.policy.seeds.brands;
    if (!brands.length) return;
    const r = await sql<{ channel_id: string; brand_id: string }>`select distinct s.channel_id, s.brand_id::text
      from sponsorships s where s.brand_id = any(${brands}::uuid[])`.execute(this.db);
    await this.found(r.rows.map((x) => ({ channelId: x.channel_id, kind: 'brand' as const, ref: x.brand_id })));
  }

  /**
   * Featured channels: in the first pass those of the account's tracked channels and the seed channels; then of the
   * candidates over the thresholds not expanded in the last DISCOVERY_RESCORE_DAYS: those scored with sponsorships
   * first (best first: their niche is the market's), then the others (a sponsoring channel's neighbours first),
   * biggest first (a channel features channels of its niche, mostly bigger ones); then the channels under the
   * thresholds or outside the regions that a sponsoring channel features, whose own featured channels are of that
   * niche and often over the thresholds. A channel's sections read by any run in that time are reused for nothing.
   */
  private async featured(spare = false) {
    const first = this.cp.phase < LOOP_START;
    const roots = first
      ? await sql<{ channel_id: string; fresh: string[] | null }>`select r.channel_id, f.channels as fresh
          from (select channel_id from tracked_channels where account_id = ${this.ctx.accountId}::uuid
            union select unnest(${this.policy.seeds.channels}::text[])) r
          left join discovery_featured f on f.channel_id = r.channel_id
            and f.read_at > now() - ${this.deps.rescoreDays} * interval '1 day'
          order by r.channel_id limit 5000`.execute(this.db)
      : await sql<{ channel_id: string; fresh: string[] | null }>`with roots as (
            select d.channel_id, d.status, d.score, d.subscriber_count,
              exists (select 1 from jsonb_array_elements(d.sources) s, discovery_candidates p
                where s->>'kind' = 'featured' and p.account_id = d.account_id and p.channel_id = s->>'ref'
                  and p.score > 0) as neighbour
            from discovery_candidates d
            where d.account_id = ${this.ctx.accountId}::uuid
              and d.status in ('new', 'scored', 'tracked', 'below-threshold')
              and (d.resolved_at is not null or d.status = 'tracked')
              and (d.expanded_at is null or d.expanded_at < now() - ${this.deps.rescoreDays} * interval '1 day')
          )
          select r.channel_id, f.channels as fresh
          from roots r
          left join discovery_featured f on f.channel_id = r.channel_id
            and f.read_at > now() - ${this.deps.rescoreDays} * interval '1 day'
          where r.status <> 'below-threshold' or r.neighbour
          order by coalesce(r.score, 0) > 0 desc, r.status <> 'below-threshold' desc, r.neighbour desc,
            r.score desc nulls last,
            coalesce(r.subscriber_count, -1) desc, r.channel_id
          limit 1000`.execute(this.db);
    // Roots are read several at a time (their order is the order they start in); once the share (or the spare
    // allowance) is spent, no further root starts.
    let stopped = false;
    await this.parallel(roots.rows, async (root) => {
      if (stopped) return;
      let channels = root.fresh;
      if (!channels) {
        if ((spare ? await this.spareAllowance() : this.left('featured')) < 1) {
          stopped = true;
          return;
        }
        let r: ListResponse;
        try {
          r = await this.call('featured', 'channelSections', {
            part: 'snippet,contentDetails',
            channelId: root.channel_id,
          });
        } catch (err) {
          if (!(err instanceof YoutubeApiError && (err.code === 'bad_request' || err.status === 404))) throw err;
          r = { notModified: false, items: [], nextPageToken: null, etag: null };
        }
        channels = [];
        if (!r.notModified)
          for (const s of r.items)
            if (isObj(s) && isObj(s.snippet) && s.snippet.type === 'multiplechannels' && isObj(s.contentDetails)) {
              const list = s.contentDetails.channels;
              if (Array.isArray(list)) for (const c of list) if (typeof c === 'string') channels.push(c);
            }
        await sql`insert into discovery_featured (channel_id, channels) values (${root.channel_id}, ${channels}::text[])
          on conflict (channel_id) do update set channels = excluded.channels, read_at = now()`.execute(this.db);
      }
      const n = await this.found(
        channels
          .filter((c) => c !== root.channel_id)
          .map((c) => ({ channelId: c, kind: 'featured' as const, ref: root.channel_id })),
      );
      this.cp.roundFound += n;
      if (!first)
        await sql`update discovery_candidates set expanded_at = now()
          where account_id = ${this.ctx.accountId}::uuid and channel_id = ${root.channel_id}`.execute(this.db);
    });
  }

  private async chartsPhase() {
    const charts = chartsOf(this.policy);
    while (this.cp.chart < charts.length) {
      const chart = charts[this.cp.chart];
      const page = this.cp.chartPages;
      let read = await cachedChartPage(this.db, chart, page, this.deps.chartHours);
      if (!read) {
        if (this.left('chart') < 1) return;
        read = await readChartPage(this.db, chart, page, this.cp.chartPage, (params) =>
          this.call('chart', 'videos', params),
        );
      }
      const ref = `${chart.region ?? 'any'}/${chart.category ?? 'all'}`;
      await this.found(read.channels.map((c) => ({ channelId: c, kind: 'chart' as const, ref })));
      await takeVideos(this.sampling, read.videos);
      this.cp.chartPages++;
      if (read.next && this.cp.chartPages < CHART_PAGES) this.cp.chartPage = read.next;
      else {
        this.cp.chart++;
        this.cp.chartPage = null;
        this.cp.chartPages = 0;
      }
      await this.save('chart');
    }
  }

  /**
   * Search's allowance: what is left of the run once the candidates waiting are paid for and, before the `spare`
   * phase, of search's share scaled by how search has found sponsoring channels for the account against featured
   * sections (yield.ts): a source five times dearer a find gets a fifth of its share while featured sections last.
   */
  private async searchAllowance(spare: boolean): Promise<number> {
    if (spare) return this.spareAllowance();
    const ratio = searchYieldRatio(await sourceYields(this.db, this.ctx.accountId, this.ctx.operationId));
    return Math.min(this.left('search', ratio), await this.spareAllowance());
  }

  /**
   * What is left of the run's budget once the candidates waiting are paid for: a resolve call per 50 unresolved, and
   * about SAMPLE_UNITS_EXPECTED units to score each that passes (those resolved, and the unresolved at the share of
   * the account's resolved candidates that passed).
   */
  private async spareAllowance(): Promise<number> {
    const r = await sql<{ unresolved: number; waiting: number; passed: number; resolved: number }>`select
        count(*) filter (where status = 'new' and resolved_at is null)::int as unresolved,
        count(*) filter (where status = 'new' and resolved_at is not null)::int as waiting,
        count(*) filter (where resolved_at is not null and status <> 'below-threshold')::int as passed,
        count(*) filter (where resolved_at is not null)::int as resolved
      from discovery_candidates where account_id = ${this.ctx.accountId}::uuid`.execute(this.db);
    const w = r.rows[0];
    const passRate = w.resolved ? w.passed / w.resolved : 1;
    const owed =
      Math.ceil(w.unresolved / 50) + Math.ceil((w.waiting + w.unresolved * passRate) * SAMPLE_UNITS_EXPECTED);
    return this.left() - owed;
  }

  /**
   * Search pages while its allowance lasts (`spare`: all the budget left once the candidates waiting are paid for),
   * each query after the page earlier runs stopped at.
   */
  private async search(spare: boolean) {
    const queries = await searchQueries(this.db, this.ctx.accountId, this.policy);
    for (;;) {
      if ((await this.searchAllowance(spare)) < SEARCH_COST) return;
      const next = await nextSearch(this.db, this.ctx.accountId, queries, this.deps.rescoreDays);
      if (!next) return;
      let r: ListResponse;
      try {
        r = await this.call('search', 'search', searchParams(next, this.policy), SEARCH_COST);
      } catch (err) {
        // A page token YouTube no longer takes: that search starts again from its first page.
        if (!(next.token && err instanceof YoutubeApiError && err.code === 'bad_request')) throw err;
        await searchRestart(this.db, this.ctx.accountId, next);
        continue;
      }
      await this.found(searchChannels(r).map((c) => ({ channelId: c, kind: 'search' as const, ref: next.q })));
      await searchRead(this.db, this.ctx.accountId, next, pageEnd(r));
      // A video search's uploads, read whole (1 unit for the page's 50) and detected: which of them are paid for.
      const videos = searchVideoIds(r);
      if (videos.length && this.left() >= 1) {
        const v = await this.call('search', 'videos', {
          part: VIDEO_READ_PARTS,
          id: videos.join(','),
          maxResults: '50',
        });
        await takeVideos(this.sampling, v.notModified ? [] : v.items);
      }
      await this.save('search');
    }
  }

  // ---- resolve, score, track --------------------------------------------------------------------------------------

  private passes(c: Obj): boolean {
    const sn = isObj(c.snippet) ? c.snippet : {};
    const st = isObj(c.statistics) ? c.statistics : {};
    const subs = st.hiddenSubscriberCount === true ? null : Number(st.subscriberCount ?? NaN);
    if (this.policy.minSubscribers > 0 && !(subs !== null && subs >= this.policy.minSubscribers)) return false;
    const country = typeof sn.country === 'string' ? sn.country.toUpperCase() : null;
    if (country && this.policy.regions.length && !this.policy.regions.includes(country)) return false;
    const lang = typeof sn.defaultLanguage === 'string' ? sn.defaultLanguage.toLowerCase() : null;
    if (
      lang &&
      this.policy.languages.length &&
      !this.policy.languages.some((l) => lang === l.toLowerCase() || lang.startsWith(`${l.toLowerCase()}-`))
    )
      return false;
    return true;
  }

  private async resolveHandles() {
    while (this.cp.handles.length) {
      if (this.left('handles') < 1) return;
      const h = this.cp.handles[0];
      const r = await this.call('resolve', 'channels', { part: 'id', forHandle: h });
      const first = !r.notModified ? r.items[0] : undefined;
      const id = isObj(first) && typeof first.id === 'string' ? first.id : null;
      await sql`insert into discovery_handles (handle, channel_id) values (${h}, ${id})
        on conflict (handle) do update set channel_id = excluded.channel_id, read_at = now()`.execute(this.db);
      if (id) await this.found([{ channelId: id, kind: 'mention', ref: `@${h}` }]);
      this.cp.handles.shift();
      await this.save('resolve');
    }
  }

  /**
   * The policy's thresholds as they are now, on the candidates resolved but not sampled: one that no longer passes
   * is below-threshold; one that passes now is resolved again (the directory gets its channel). Once a run.
   */
  private async rethreshold() {
    const p = this.policy;
    const passes = sql`((${p.minSubscribers}::bigint = 0 or coalesce(subscriber_count, -1) >= ${p.minSubscribers}::bigint)
      and (country is null or cardinality(${p.regions}::text[]) = 0 or upper(country) = any(${p.regions}::text[]))
      and (language is null or cardinality(${p.languages}::text[]) = 0 or exists (select 1
        from unnest(${p.languages}::text[]) l where lower(language) = lower(l) or lower(language) like lower(l) || '-%')))`;
    await sql`update discovery_candidates
      set status = case when status = 'new' then 'below-threshold' else 'new' end,
        resolved_at = case when status = 'new' then resolved_at end, updated_at = now()
      where account_id = ${this.ctx.accountId}::uuid and resolved_at is not null and sampled_at is null
        and status in ('new', 'below-threshold') and (status = 'new') <> ${passes}`.execute(this.db);
  }

  private async resolve() {
    if (this.cp.phase === PHASES.indexOf('resolve')) await this.rethreshold();
    await this.resolveHandles();
    for (;;) {
      const r = await sql<{ channel_id: string }>`select channel_id from discovery_candidates
        where account_id = ${this.ctx.accountId}::uuid and status = 'new' and resolved_at is null
        order by found_at, channel_id limit ${50 * this.deps.concurrency}`.execute(this.db);
      if (!r.rows.length) return;
      await this.parallel(
        chunk(
          r.rows.map((x) => x.channel_id),
          50,
        ),
        (ids) => this.resolveBatch(ids),
      );
      await this.save('resolve');
    }
  }

  /** One channels.list call for up to 50 candidates: each passes the thresholds (written to the directory) or not. */
  private async resolveBatch(ids: string[]) {
    const res = await this.call('resolve', 'channels', {
      part: 'snippet,statistics,brandingSettings',
      id: ids.join(','),
      maxResults: '50',
    });
    const byId = new Map<string, Obj>();
    if (!res.notModified) for (const c of res.items) if (isObj(c) && typeof c.id === 'string') byId.set(c.id, c);
    const rows = ids.map((id) => {
      const c = byId.get(id);
      const sn = c && isObj(c.snippet) ? c.snippet : {};
      const st = c && isObj(c.statistics) ? c.statistics : {};
      const subs =
        st.hiddenSubscriberCount === true || st.subscriberCount === undefined ? null : Number(st.subscriberCount);
      return {
        id,
        ok: c ? this.passes(c) : false,
        title: typeof sn.title === 'string' ? sn.title : null,
        handle: typeof sn.customUrl === 'string' ? sn.customUrl : null,
        subs: subs !== null && Number.isFinite(subs) ? subs : null,
        country: typeof sn.country === 'string' ? sn.country : null,
        language: typeof sn.defaultLanguage === 'string' ? sn.defaultLanguage : null,
      };
    });
    // Those that pass are written to the directory as an import of the same resources would write them.
    const passing = rows.filter((x) => x.ok).map((x, i) => ({ line: i + 1, value: byId.get(x.id) }));
    if (passing.length) await importRecords(this.db, 'channels', passing);
    await sql`update discovery_candidates d set resolved_at = now(), updated_at = now(),
        title = x.title, handle = x.handle, subscriber_count = x.subs, country = x.country, language = x.language,
        status = case when x.ok then d.status else 'below-threshold' end
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(id text, ok boolean, title text, handle text, subs bigint, country text, language text)
      where d.account_id = ${this.ctx.accountId}::uuid and d.channel_id = x.id and d.status = 'new'`.execute(this.db);
  }

  private async score() {
    for (;;) {
      if (this.left() < 2) throw new BudgetSpent();
      // The next few in order (one query for a few groups; each sample marks its candidate scored): first those
      // with a sponsorship in the directory already (a chart's or a search's video of theirs detected), then those
      // with the most leads to sponsorships (a source that is a seed brand's creator, a brand's search, or a channel
      // whose sample had sponsorships featuring it), then found by the most sources, then the biggest.
      const r = await sql<{ channel_id: string }>`select d.channel_id from discovery_candidates d
        where d.account_id = ${this.ctx.accountId}::uuid and d.resolved_at is not null
          and (d.status = 'new' or (d.status = 'scored'
            and d.sampled_at < now() - ${this.deps.rescoreDays} * interval '1 day'))
        order by exists (select 1 from sponsorships s where s.channel_id = d.channel_id) desc,
          (select count(*) from jsonb_array_elements(d.sources) s
            where s->>'kind' = 'brand'
              or (s->>'kind' = 'featured' and exists (select 1 from discovery_candidates r
                where r.account_id = d.account_id and r.channel_id = s->>'ref' and r.score > 0))
              or (s->>'kind' = 'search' and exists (select 1 from discovery_searches q
                where q.account_id = d.account_id and q.query = s->>'ref' and q.type = 'video'))) desc,
          jsonb_array_length(d.sources) desc, coalesce(d.subscriber_count, -1) desc, d.channel_id
        limit ${SAMPLE_GROUP * 2 * this.deps.concurrency}`.execute(this.db);
      if (!r.rows.length) return;
      // Groups of up to SAMPLE_GROUP, as many as the budget left pays for at their most (sample.ts sampleCost),
      // sampled several at a time.
      const groups: string[][] = [];
      let room = this.left();
      for (let i = 0; i < r.rows.length;) {
        let size = Math.min(SAMPLE_GROUP, r.rows.length - i);
        while (size > 0 && sampleCost(size) > room) size--;
        if (size < 1) break;
        groups.push(r.rows.slice(i, i + size).map((x) => x.channel_id));
        room -= sampleCost(size);
        i += size;
      }
      if (!groups.length) throw new BudgetSpent();
      await this.parallel(groups, async (group) => {
        await sampleChannels(this.sampling, group);
        await bumpRun(this.db, this.ctx.operationId, { scored: group.length });
        await this.save('score');
      });
    }
  }

  /** What sampling needs of the run: its calls charged to `sample`, detection, mentions. */
  private get sampling(): SampleContext {
    return {
      db: this.db,
      accountId: this.ctx.accountId,
      call: (resource, params) => this.call('sample', resource, params),
      catalog: this.catalog.get,
      detect: (ids) =>
        detectInBatches(this.db, this.catalog, ids, {
          ...detectionServices(this.deps),
          signal: this.ctx.signal,
          beforeBatch: () => this.ctx.checkpointNow(),
        }),
      mentionsIn: (rows) => this.mentionsIn(rows),
    };
  }

  private async track() {
    if (!this.policy.autoTrack) return;
    // The account's discovered channels it still tracks (one it stopped tracking frees its place).
    const done = await sql<{ n: number }>`select count(*)::int as n from discovery_candidates d
      where d.account_id = ${this.ctx.accountId}::uuid and d.status = 'tracked' and exists (select 1
        from tracked_channels t where t.account_id = d.account_id and t.channel_id = d.channel_id)`.execute(this.db);
    const slots = this.policy.maxTrackedChannels - done.rows[0].n;
    if (slots <= 0) return;
    const best = await sql<{ channel_id: string }>`select channel_id from discovery_candidates
      where account_id = ${this.ctx.accountId}::uuid and status = 'scored' and score > 0
      order by score desc, channel_id desc limit ${slots}`.execute(this.db);
    for (const b of best.rows) {
      await this.ctx.checkpointNow();
      // Counted and written under the account's lock, as tracking through the API is: the cap holds.
      const made = await underAccountLock(this.db, this.ctx.accountId, async (trx) => {
        if ((await countTrackedChannels(trx, this.ctx.accountId)) >= this.deps.maxTrackedPerAccount) return null;
        return insertTrackedChannel(trx, {
          accountId: this.ctx.accountId,
          channelId: b.channel_id,
          backfill: 200,
          nextSyncAt: nextSyncAfter(b.channel_id, new Date(), this.deps.trackingIntervalMs),
        });
      });
      if (!made) return;
      const { created } = made;
      if (created && (await queueChannelSync(this.db, this.ctx.accountId, b.channel_id))) this.deps.onQueued?.();
      await sql`update discovery_candidates set status = 'tracked', updated_at = now()
        where account_id = ${this.ctx.accountId}::uuid and channel_id = ${b.channel_id}`.execute(this.db);
      // One the account had tracked by itself meanwhile is marked, not counted as the run's.
      if (created) await bumpRun(this.db, this.ctx.operationId, { tracked: 1 });
    }
  }
}
