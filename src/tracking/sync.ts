// The internal `channel-sync` operation kind: brings one YouTube channel's uploads into the directory and detects
// their sponsorships. On the operations engine, so it is durable, leased and resumed from its checkpoint after a
// crash; the unique index operations_one_channel_sync keeps it to one sync per channel across every process.
//
// 1. channels.list (snippet and statistics refreshed, the uploads playlist learned), written as an import would;
//    a first sync just after tracking reuses the read tracking made.
// 2. The uploads playlist, newest first, 50 a page (the first page with If-None-Match: 304 means nothing new):
//    a first sync stops at the backfill count, a later one at the first upload that was in the directory before
//    the sync began. Uploads not in the directory yet are fetched by videos.list (50 ids a call), written as an
//    import of the same resources would write them, marked for processing and detected (detection/pipeline.ts).
//    Every group of four pages (200 uploads) is stored, detected and checkpointed together: a restarted attempt
//    reads on from the last checkpoint, and what is stored is never fetched again.
// 3. The refresh window: known uploads younger than TRACKING_REFRESH_DAYS are read again (counts change); a changed
//    title or description is detected again; one YouTube no longer returns (deleted) or returns private is marked.
// Every HTTP attempt takes a unit of the sync's account's share and of the daily budget first (quota.ts). When none
// is left, or YouTube says quotaExceeded, the sync goes back to the queue until the reset (OperationDeferred),
// checkpoint kept.
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { CatalogCache } from '../detection/catalog.js';
import { detectInBatches, detectionServices, type DetectionServices } from '../detection/pipeline.js';
import { importRecords } from '../importer/index.js';
import { isObj } from '../json.js';
import {
  CHANNEL_SYNC_KIND,
  OperationDeferred,
  OperationFailure,
  type OperationKind,
  type RunContext,
} from '../operations/kinds/kind.js';
import { chunk, YoutubeApiError, type YoutubeClient } from '../youtube/client.js';
import { QuotaExhausted, type Clock, type YoutubeQuota } from './quota.js';
import { backfillFor, readSyncState, recordSyncEnd, saveChannelRead, uploadsPlaylistOf } from './records.js';
import { nextSyncAfter } from './schedule.js';

/** What a sync runs with: YouTube's client and the shared quota, and detection's services (shortLinks, detector). */
export interface SyncDeps extends DetectionServices {
  client: YoutubeClient;
  quota: YoutubeQuota;
  /** The clock of the quota day (how long until the reset); records and schedules use real time. */
  clock: Clock;
  refreshDays: number;
  intervalMs: number;
  /** How soon a sync waiting for the quota looks again (it spends nothing to look; the reset may come earlier by a test's clock). */
  quotaRecheckMs: number;
}

interface Counts {
  videosSeen: number;
  videosNew: number;
  videosUpdated: number;
  sponsorshipsFound: number;
  quotaUnits: number;
}

interface Checkpoint {
  /** The database's time when the sync began: uploads created before it are "known". */
  startedAt: string;
  phase: 'uploads' | 'refresh';
  playlistId: string;
  /** The next page of uploads to read (null: the first). */
  pageToken: string | null;
  /** Uploads taken so far (the backfill limit counts them). */
  taken: number;
  /** The first page's ETag as read this sync, saved at the end. */
  uploadsEtag: string | null;
  /** Refresh ids already handled. */
  refreshed: number;
  counts: Counts;
}

const emptyCounts = (): Counts => ({
  videosSeen: 0,
  videosNew: 0,
  videosUpdated: 0,
  sponsorshipsFound: 0,
  quotaUnits: 0,
});

/** Uploads stored, detected and checkpointed together (four playlist pages). */
const GROUP = 200;

export const ChannelSyncOutput = Type.Object({
  channelId: Type.String(),
  videosSeen: Type.Integer(),
  videosNew: Type.Integer(),
  videosUpdated: Type.Integer(),
  sponsorshipsFound: Type.Integer(),
  quotaUnits: Type.Integer(),
});

export function channelSyncKind(deps: SyncDeps): OperationKind<{ channelId: string }, Counts & { channelId: string }> {
  return {
    name: CHANNEL_SYNC_KIND,
    description: 'Syncs a tracked YouTube channel (internal; started by the tracked-channels API and its schedule).',
    input: Type.Object({ channelId: Type.String({ minLength: 1, maxLength: 64 }) }),
    output: ChannelSyncOutput,
    run: (input, ctx) => new ChannelSync(deps, input.channelId, ctx).run(),
  };
}

class ChannelSync {
  private cp: Checkpoint | null;
  /** Units this attempt spent; the checkpoint's count holds earlier attempts'. */
  private units = 0;
  private readonly client: YoutubeClient;
  private readonly catalog: CatalogCache;
  /** When this attempt began (records and schedules use real time; only the quota day follows deps.clock). */
  private readonly began = new Date();

  constructor(
    private readonly deps: SyncDeps,
    private readonly channelId: string,
    private readonly ctx: RunContext,
  ) {
    this.cp = (ctx.checkpoint as Checkpoint | null) ?? null;
    // The sync's account (the one that asked, or the oldest record's for a scheduled sync) pays from its share.
    this.client = deps.client.withMeter(deps.quota.meterFor(ctx.accountId, (n) => (this.units += n)));
    this.catalog = new CatalogCache(ctx.db);
  }

  private get db(): Database {
    return this.ctx.db;
  }

  private counts(): Counts {
    const c = this.cp?.counts ?? emptyCounts();
    return { ...c, quotaUnits: c.quotaUnits + this.units };
  }

  /** Saves the checkpoint with the units spent so far folded in. */
  private async save(message: string) {
    const cp = this.cp!;
    cp.counts = this.counts();
    this.units = 0;
    await this.ctx.progress(
      { current: cp.counts.videosSeen, total: cp.counts.videosSeen, phase: cp.phase, message },
      cp,
    );
  }

  async run(): Promise<Counts & { channelId: string }> {
    try {
      if (!this.cp) await this.begin();
      if (this.cp!.phase === 'uploads') await this.uploads();
      await this.refresh();
    } catch (err) {
      throw await this.failed(err);
    }
    const counts = this.counts();
    const now = new Date();
    await recordSyncEnd(this.db, this.channelId, {
      lastSync: { startedAt: this.cp!.startedAt, completedAt: now.toISOString(), ...counts, error: null },
      nextSyncAt: nextSyncAfter(this.channelId, now, this.deps.intervalMs),
      succeeded: true,
      uploadsEtag: this.cp!.uploadsEtag,
    });
    return { channelId: this.channelId, ...counts };
  }

  /** Maps a failure to what the operation ends with, after writing it on the channel's records. */
  private async failed(err: unknown): Promise<unknown> {
    let quota: QuotaExhausted | null = err instanceof QuotaExhausted ? err : null;
    if (
      err instanceof YoutubeApiError &&
      err.code === 'quota_exceeded' &&
      err.status === 403 &&
      err.reason === 'quotaExceeded'
    )
      quota = await this.deps.quota.markExhausted();
    if (quota) {
      // Waiting is not failing: back to the queue with the checkpoint (units spent are kept in it).
      if (this.cp) {
        this.cp.counts = this.counts();
        this.units = 0;
        await this.ctx.progress({ current: 0, total: 0, phase: 'waiting-for-quota', message: quota.message }, this.cp);
      }
      const untilReset = quota.resetsAt.getTime() - this.deps.clock().getTime();
      return new OperationDeferred(
        Math.max(0, Math.min(untilReset, this.deps.quotaRecheckMs)),
        quota.message,
        quota.resetsAt,
      );
    }
    if (!(err instanceof YoutubeApiError) && !(err instanceof OperationFailure)) return err;
    const code =
      err instanceof OperationFailure ? err.code : err.code === 'quota_exceeded' ? 'upstream_unavailable' : err.code;
    const now = new Date();
    await recordSyncEnd(this.db, this.channelId, {
      lastSync: {
        startedAt: this.cp?.startedAt ?? this.began.toISOString(),
        completedAt: now.toISOString(),
        ...this.counts(),
        error: { code, message: err.message },
      },
      nextSyncAt: nextSyncAfter(this.channelId, now, this.deps.intervalMs),
      succeeded: false,
      channelGone: err instanceof OperationFailure && err.code === 'not_found',
    });
    if (err instanceof OperationFailure) return err;
    return new OperationFailure(
      err.code === 'invalid_api_key' || err.code === 'bad_request' ? 'internal_error' : 'upstream_unavailable',
      err.message,
    );
  }

  private async begin() {
    const started = await sql<{ now: Date }>`select now() as now`.execute(this.db);
    const state = await readSyncState(this.db, this.channelId);
    let playlistId = state?.uploads_playlist_id ?? null;
    // A first sync just after the channel was tracked reuses that read (snippet, statistics, uploads playlist).
    if (!(state?.channel_fresh && !state.first_synced_at && playlistId)) {
      const channel = await this.client.findChannel({ id: this.channelId }, this.ctx.signal);
      if (!channel) {
        throw new OperationFailure(
          'not_found',
          `YouTube no longer knows the channel ${this.channelId} (deleted or terminated).`,
        );
      }
      await importRecords(this.db, 'channels', [{ line: 1, value: channel }]);
      playlistId = uploadsPlaylistOf(channel, this.channelId);
      await saveChannelRead(this.db, this.channelId, playlistId);
    }
    this.cp = {
      startedAt: new Date(started.rows[0].now).toISOString(),
      phase: 'uploads',
      playlistId: playlistId!,
      pageToken: null,
      taken: 0,
      uploadsEtag: null,
      refreshed: 0,
      counts: emptyCounts(),
    };
    await this.save('channel read');
  }

  private async uploads() {
    const cp = this.cp!;
    const state = await readSyncState(this.db, this.channelId);
    const first = !state?.first_synced_at;
    const limit = first ? await backfillFor(this.db, this.channelId) : null;
    for (;;) {
      await this.ctx.checkpointNow();
      // Pages are read until a group of uploads is pending, then stored and detected together, then checkpointed:
      // fewer, larger writes per upload than a page at a time.
      const pending: string[] = [];
      let token = cp.pageToken;
      let done = limit !== null && cp.taken >= limit;
      while (!done && pending.length < GROUP) {
        const page = await this.client.listPlaylistPage(
          cp.playlistId,
          { pageToken: token, etag: token === null && !first ? state?.uploads_etag : null },
          this.ctx.signal,
        );
        if (page.notModified) {
          done = true; // nothing new since the last sync
          break;
        }
        if (token === null) cp.uploadsEtag = page.etag;
        let ids = page.items
          .map((it) => (isObj(it) && isObj(it.contentDetails) ? it.contentDetails.videoId : null))
          .filter((id): id is string => typeof id === 'string' && id.length > 0);
        if (limit !== null) ids = ids.slice(0, limit - cp.taken - pending.length);
        if (!first) {
          const known = await this.knownBefore(ids);
          const cut = ids.findIndex((id) => known.has(id));
          if (cut >= 0) {
            ids = ids.slice(0, cut);
            done = true;
          }
        }
        pending.push(...ids);
        token = page.nextPageToken;
        if (token === null || (limit !== null && cp.taken + pending.length >= limit)) done = true;
      }
      await this.storeNew(pending);
      cp.taken += pending.length;
      cp.counts.videosSeen += pending.length;
      cp.pageToken = done ? null : token;
      if (done) cp.phase = 'refresh';
      await this.save(`${cp.taken} uploads read`);
      if (done) return;
    }
  }

  /** Of these ids, those in the directory before the sync began. */
  private async knownBefore(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const r = await sql<{ video_id: string }>`select video_id from videos
      where video_id = any(${ids}::text[]) and created_at < ${this.cp!.startedAt}::timestamptz`.execute(this.db);
    return new Set(r.rows.map((x) => x.video_id));
  }

  /**
   * Fetches the uploads the directory lacks, writes them, and detects every one of `ids` this sync added that is
   * not processed yet (after a crash, those stored by the attempt that died).
   */
  private async storeNew(ids: string[]) {
    if (!ids.length) return;
    const present = await sql<{
      video_id: string;
    }>`select video_id from videos where video_id = any(${ids}::text[])`.execute(this.db);
    const have = new Set(present.rows.map((r) => r.video_id));
    const missing = ids.filter((id) => !have.has(id));
    for (const batch of chunk(missing)) {
      const items = await this.client.listVideos(batch, this.ctx.signal);
      await this.write(items.filter((v) => !(isObj(v) && isObj(v.status) && v.status.privacyStatus === 'private')));
    }
    // Marked for processing by the detector's claim (processing_requested_at), so no write of its own here.
    const added = await sql<{ video_id: string; processed: boolean }>`select video_id,
        processing_state = 'processed' as processed
      from videos where video_id = any(${ids}::text[]) and created_at >= ${this.cp!.startedAt}::timestamptz`.execute(
      this.db,
    );
    // Pages are counted once checkpointed: one read again after a crash counts what the lost attempt stored too.
    this.cp!.counts.videosNew += added.rows.length;
    await this.detect(added.rows.filter((r) => !r.processed).map((r) => r.video_id));
  }

  private async write(items: unknown[]) {
    if (!items.length) return;
    await importRecords(
      this.db,
      'videos',
      items.map((value, i) => ({ line: i + 1, value })),
    );
  }

  private async detect(ids: string[]) {
    if (!ids.length) return;
    await detectInBatches(this.db, this.catalog, ids, {
      ...detectionServices(this.deps),
      signal: this.ctx.signal,
      beforeBatch: () => this.ctx.checkpointNow(),
      onBatch: (r) => {
        for (const list of r.sponsorships.values()) this.cp!.counts.sponsorshipsFound += list.length;
      },
    });
  }

  /** Reads known recent uploads again: counts refreshed, changed texts detected again, vanished ones marked. */
  private async refresh() {
    const cp = this.cp!;
    const since = new Date(Date.now() - this.deps.refreshDays * 86_400_000);
    const r = await sql<{ video_id: string }>`select video_id from videos
      where channel_id = ${this.channelId} and published_at >= ${since} and created_at < ${cp.startedAt}::timestamptz
        and unavailable_since is null
      order by published_at desc, video_id`.execute(this.db);
    const ids = r.rows.map((x) => x.video_id).slice(cp.refreshed);
    for (const batch of chunk(ids)) {
      await this.ctx.checkpointNow();
      const before = await this.snapshot(batch);
      const items = await this.client.listVideos(batch, this.ctx.signal);
      const byId = new Map(items.filter(isObj).map((v) => [String(v.id), v]));
      const gone = batch.filter((id) => !byId.has(id));
      const priv = batch.filter((id) => {
        const v = byId.get(id);
        return v && isObj(v.status) && v.status.privacyStatus === 'private';
      });
      await this.write([...byId.values()].filter((v) => !priv.includes(String(v.id))));
      if (gone.length)
        await sql`update videos set unavailable_since = now(), updated_at = now()
          where video_id = any(${gone}::text[]) and unavailable_since is null`.execute(this.db);
      if (priv.length)
        await sql`update videos set is_private = true, unavailable_since = now(), updated_at = now()
          where video_id = any(${priv}::text[]) and unavailable_since is null`.execute(this.db);
      const after = await this.snapshot(batch);
      const changed = batch.filter((id) => before.get(id) !== after.get(id) || gone.includes(id) || priv.includes(id));
      const texts = batch.filter((id) => before.get(id)?.slice(0, 32) !== after.get(id)?.slice(0, 32));
      cp.counts.videosUpdated += changed.length;
      // A changed title or description may hold another sponsor: detected again.
      const redo = texts.filter((id) => !gone.includes(id) && !priv.includes(id));
      if (redo.length) await this.detect(redo);
      cp.refreshed += batch.length;
      await this.save(`${cp.refreshed} recent uploads refreshed`);
    }
  }

  /** A comparable digest per video: its texts, then its counts. */
  private async snapshot(ids: string[]): Promise<Map<string, string>> {
    const r = await sql<{ video_id: string; d: string }>`select video_id,
        md5(title || E'\\n' || description) || ':' || concat_ws(',', view_count, like_count, comment_count) as d
      from videos where video_id = any(${ids}::text[])`.execute(this.db);
    return new Map(r.rows.map((x) => [x.video_id, x.d]));
  }
}
