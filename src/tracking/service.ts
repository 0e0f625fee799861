// What a client may do with tracked channels, whichever interface it uses (HTTP routes, MCP tools, the CLI through
// the API): track one (resolved through channels.list, stored in the directory, first sync queued), read its own,
// list its own, stop tracking, sync now. Rules live here once; the adapters only map the outcome to their protocol.
import { underAccountLock } from '../db/accountLock.js';
import type { Database } from '../db/database.js';
import { ApiError, invalidRequest } from '../errors.js';
import { importRecords } from '../importer/index.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { listPage, type ListQuery } from '../pagination/listPage.js';
import { YoutubeApiError, type YoutubeClient } from '../youtube/client.js';
import { describeRef, parseChannelRef } from '../directory/channelRef.js';
import { trackedChannelJson } from './present.js';
import { QuotaExhausted, type YoutubeQuota } from './quota.js';
import {
  countTrackedChannels,
  currentChannelSync,
  findTrackedChannel,
  deleteTrackedChannel,
  getTrackedChannel,
  insertTrackedChannel,
  listTrackedChannels,
  queueChannelSync,
  saveChannelRead,
  setTrackedChannelStatus,
  uploadsPlaylistOf,
  type TrackedChannelRow,
} from './records.js';
import { nextSyncAfter, nextSyncOnResume } from './schedule.js';

/** What tracking needs of the process: absent when YOUTUBE_API_KEY is not set. */
export interface TrackingServices {
  /** The API client whose calls take units of the account's share of the daily budget. */
  clientFor(accountId: string): YoutubeClient;
  quota: YoutubeQuota;
  /** MAX_TRACKED_CHANNELS_PER_ACCOUNT. */
  maxPerAccount: number;
  intervalMs: number;
  /** Wakes this process's worker (a sync was queued). */
  onQueued: () => void;
}

export interface TrackingDeps {
  db: Database;
  cursors: CursorCodec;
  tracking: TrackingServices | null;
}

export const DEFAULT_BACKFILL = 200;

export const NOT_CONFIGURED =
  'Tracking channels needs a YouTube Data API key: the operator sets YOUTUBE_API_KEY (and restarts the service).';

function configured(deps: TrackingDeps): TrackingServices {
  if (!deps.tracking) throw new ApiError('unprocessable', NOT_CONFIGURED);
  return deps.tracking;
}

/**
 * A YouTube failure while serving a request: the client did nothing wrong, so it is the service's 503, except when
 * the account's own daily share is spent (429 until the reset).
 */
function unavailable(err: unknown): unknown {
  if (err instanceof QuotaExhausted) {
    const seconds = Math.max(1, Math.ceil((err.resetsAt.getTime() - Date.now()) / 1000));
    // The account's own share spent is the account's limit (429); the service's budget or YouTube's is a 503.
    return new ApiError(err.scope === 'account' ? 'rate_limited' : 'unavailable', err.message, undefined, {
      'retry-after': String(seconds),
    });
  }
  if (err instanceof YoutubeApiError) {
    return new ApiError('unavailable', `The YouTube Data API could not be asked: ${err.message}`, undefined, {
      'retry-after': '60',
    });
  }
  return err;
}

export async function trackChannel(
  deps: TrackingDeps,
  accountId: string,
  request: { channel: string; backfill?: number | 'all' },
  opts: { path?: string } = {},
): Promise<{ record: ReturnType<typeof trackedChannelJson>; created: boolean }> {
  const path = opts.path ?? 'body';
  const ref = parseChannelRef(request.channel);
  // The input is checked first: a bad channel is the caller's to fix whether or not tracking is configured.
  if (!ref) {
    throw invalidRequest([
      {
        path: `${path}.channel`,
        message:
          'must be a channel id (UC…), a handle (@name) or a YouTube channel URL (youtube.com/@name, /channel/UC…, /c/name, /user/name)',
      },
    ]);
  }
  const t = configured(deps);
  let channel: Record<string, unknown> | null;
  try {
    channel = await t.clientFor(accountId).findChannel(ref);
  } catch (err) {
    throw unavailable(err);
  }
  if (!channel || typeof channel.id !== 'string') {
    const message = `YouTube knows no channel with the ${describeRef(ref)}.`;
    throw new ApiError('unprocessable', message, [{ path: `${path}.channel`, message }]);
  }
  const channelId = channel.id;
  // Written as an import of the same resource would write it (the uploads playlist part is not a directory field).
  const report = await importRecords(deps.db, 'channels', [{ line: 1, value: channel }]);
  if (report.errors.length)
    throw new ApiError(
      'unavailable',
      `YouTube answered with a channel the directory cannot store: ${report.errors[0].message}`,
    );
  await saveChannelRead(deps.db, channelId, uploadsPlaylistOf(channel, channelId));
  const backfill = request.backfill === 'all' ? null : (request.backfill ?? DEFAULT_BACKFILL);
  // Counted and written under the account's lock, so concurrent requests never pass the cap together; tracking a
  // channel the account already tracks is not one more.
  const { id, created } = await underAccountLock(deps.db, accountId, async (trx) => {
    if (
      !(await findTrackedChannel(trx, accountId, channelId)) &&
      (await countTrackedChannels(trx, accountId)) >= t.maxPerAccount
    )
      throw new ApiError(
        'limit_reached',
        `The account tracks ${t.maxPerAccount} channels, the most it may (MAX_TRACKED_CHANNELS_PER_ACCOUNT): stop tracking one first.`,
      );
    return insertTrackedChannel(trx, {
      accountId,
      channelId,
      backfill,
      nextSyncAt: nextSyncAfter(channelId, new Date(), t.intervalMs),
    });
  });
  if (created && (await queueChannelSync(deps.db, accountId, channelId))) t.onQueued();
  return { record: trackedChannelJson((await getTrackedChannel(deps.db, accountId, id))!, accountId), created };
}

/** One of the account's tracked channels; another account's is as absent as one that never existed. */
export async function requireTrackedChannel(db: Database, accountId: string, id: string): Promise<TrackedChannelRow> {
  const r = await getTrackedChannel(db, accountId, id);
  if (!r) throw new ApiError('not_found', `No tracked channel has the id ${id}.`);
  return r;
}

export async function readTrackedChannel(db: Database, accountId: string, id: string) {
  return trackedChannelJson(await requireTrackedChannel(db, accountId, id), accountId);
}

export async function listTrackedChannelsPage(deps: TrackingDeps, accountId: string, query: ListQuery) {
  const { page, meta } = await listPage(
    deps.cursors,
    { list: 'tracked-channels', accountId },
    query,
    (filters, limit, after) => listTrackedChannels(deps.db, accountId, filters, limit, after),
  );
  return { data: page.rows.map((r) => trackedChannelJson(r, accountId)), meta };
}

/** Stops tracking; what the directory learned stays. */
/** Stops tracking; returns the record as it was (every DELETE answers with the resource it removed). */
export async function untrackChannel(db: Database, accountId: string, id: string) {
  const r = await requireTrackedChannel(db, accountId, id);
  if (!(await deleteTrackedChannel(db, accountId, id)))
    throw new ApiError('not_found', `No tracked channel has the id ${id}.`);
  return trackedChannelJson(r, accountId);
}

/** The fields of a tracked channel a client may change (PATCH): only its status, between active and paused. */
export interface TrackedChannelChanges {
  status?: 'active' | 'paused';
}

/**
 * A partial update: fields left out keep their value, and setting the status it already has changes nothing (so a
 * repeated request is harmless). Pausing stops the schedule from syncing the record's channel for this account; a
 * sync already queued or running ends normally (another account may be tracking the same channel). Resuming a paused
 * or failed record makes it active with its next slot as nextSyncAt, and needs tracking configured.
 */
export async function updateTrackedChannel(
  deps: TrackingDeps,
  accountId: string,
  id: string,
  changes: TrackedChannelChanges,
) {
  const row = await requireTrackedChannel(deps.db, accountId, id);
  if (changes.status !== undefined && changes.status !== row.status) {
    const nextSyncAt =
      changes.status === 'active'
        ? nextSyncOnResume(row.channel_id, row.last_synced_at, new Date(), configured(deps).intervalMs)
        : null;
    if (!(await setTrackedChannelStatus(deps.db, accountId, id, changes.status, nextSyncAt)))
      throw new ApiError('not_found', `No tracked channel has the id ${id}.`);
  }
  return readTrackedChannel(deps.db, accountId, id);
}

/**
 * Queues a sync now: the operation's id, 409 conflict while one of the channel is queued or running, and 409
 * tracked_channel_paused when the record is paused (resuming it is the client's explicit choice, not a side effect).
 */
export async function syncTrackedChannel(deps: TrackingDeps, accountId: string, id: string) {
  const t = configured(deps);
  const row = await requireTrackedChannel(deps.db, accountId, id);
  if (row.status === 'paused')
    throw new ApiError(
      'tracked_channel_paused',
      `Tracked channel ${id} is paused: resume it (PATCH /v1/tracked-channels/${id} with {"status": "active"}) to sync it.`,
    );
  const operationId = await queueChannelSync(deps.db, accountId, row.channel_id);
  if (!operationId) {
    const running = await currentChannelSync(deps.db, row.channel_id);
    throw new ApiError(
      'conflict',
      `A sync of channel ${row.channel_id} is already queued or running${running ? '' : ' (it has just ended: try again)'}; its progress shows in the tracked channel's sync field.`,
    );
  }
  t.onQueued();
  return {
    operationId,
    trackedChannel: trackedChannelJson((await getTrackedChannel(deps.db, accountId, id))!, accountId),
  };
}

/** Today's YouTube Data API budget: the account's share and the service's, as every process counts them. */
export async function quotaToday(deps: TrackingDeps, accountId: string) {
  const q = await configured(deps).quota.today(accountId);
  return { ...q, account: q.account! };
}
