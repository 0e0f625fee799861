// The tracked_channels and channel_sync_state tables: an account's tracked channels (create, read, list, remove),
// the sync operations that feed them (one queued or running per YouTube channel, guarded by a unique index), the
// due channels a scheduler tick takes, and what a finished sync writes back to every record of its channel.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { fetchRows, newestFirst, type RowsPage } from '../pagination/keyset.js';
import { createOperation } from '../operations/queue.js';
import { CHANNEL_SYNC_KIND } from '../operations/kinds/kind.js';

export interface LastSync {
  startedAt: string;
  completedAt: string | null;
  videosSeen: number;
  videosNew: number;
  videosUpdated: number;
  sponsorshipsFound: number;
  quotaUnits: number;
  error: { code: string; message: string } | null;
}

export interface TrackedChannelRow {
  id: string;
  account_id: string;
  channel_id: string;
  handle: string | null;
  title: string | null;
  backfill: number | null;
  status: 'active' | 'paused' | 'failed';
  created_at: Date;
  last_synced_at: Date | null;
  next_sync_at: Date;
  last_sync: LastSync | null;
  /** The channel's queued or running sync, whoever started it. */
  sync_operation_id: string | null;
  sync_account_id: string | null;
  sync_status: 'queued' | 'running' | null;
  sync_phase: string | null;
  sync_resumes_at: string | null;
}

const select = sql`t.id, t.account_id, t.channel_id, c.handle, c.title, t.backfill, t.status, t.created_at,
  t.last_synced_at, t.next_sync_at, t.last_sync,
  o.id as sync_operation_id, o.account_id as sync_account_id, o.status as sync_status,
  o.progress->>'phase' as sync_phase, o.progress->>'resumesAt' as sync_resumes_at`;
const from = sql`from tracked_channels t
  left join creators c on c.channel_id = t.channel_id
  left join operations o on o.kind = ${CHANNEL_SYNC_KIND} and o.status in ('queued', 'running')
    and o.input->>'channelId' = t.channel_id`;

export async function getTrackedChannel(
  db: Database,
  accountId: string,
  id: string,
): Promise<TrackedChannelRow | null> {
  const r = await sql<TrackedChannelRow>`select ${select} ${from}
    where t.id = ${id}::uuid and t.account_id = ${accountId}::uuid`.execute(db);
  return r.rows[0] ?? null;
}

export function listTrackedChannels(
  db: Database,
  accountId: string,
  f: { status?: string },
  limit: number,
  after: string[] | null,
): Promise<RowsPage<TrackedChannelRow>> {
  const where = [sql`t.account_id = ${accountId}::uuid`];
  if (f.status !== undefined) where.push(sql`t.status = ${f.status}`);
  return fetchRows<TrackedChannelRow>(db, {
    select,
    from,
    where,
    keys: newestFirst('t'),
    direction: 'desc',
    limit,
    after,
  });
}

/** Tracks a channel for an account; `created` false when the account already tracked it (the record is unchanged). */
export async function insertTrackedChannel(
  db: Database,
  n: { accountId: string; channelId: string; backfill: number | null; nextSyncAt: Date },
): Promise<{ id: string; created: boolean }> {
  const r = await sql<{ id: string }>`insert into tracked_channels (account_id, channel_id, backfill, next_sync_at)
    values (${n.accountId}::uuid, ${n.channelId}, ${n.backfill}, ${n.nextSyncAt})
    on conflict (account_id, channel_id) do nothing returning id`.execute(db);
  if (r.rows[0]) return { id: r.rows[0].id, created: true };
  const existing = await sql<{ id: string }>`select id from tracked_channels
    where account_id = ${n.accountId}::uuid and channel_id = ${n.channelId}`.execute(db);
  return { id: existing.rows[0].id, created: false };
}

/** The id of the account's record of a channel, if it tracks it. */
export async function findTrackedChannel(db: Database, accountId: string, channelId: string): Promise<string | null> {
  const r = await sql<{ id: string }>`select id from tracked_channels
    where account_id = ${accountId}::uuid and channel_id = ${channelId}`.execute(db);
  return r.rows[0]?.id ?? null;
}

/** How many channels the account tracks (paused and failed records included). */
export async function countTrackedChannels(db: Database, accountId: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from tracked_channels
    where account_id = ${accountId}::uuid`.execute(db);
  return r.rows[0].n;
}

export async function deleteTrackedChannel(db: Database, accountId: string, id: string): Promise<boolean> {
  const r = await sql`delete from tracked_channels where id = ${id}::uuid and account_id = ${accountId}::uuid`.execute(
    db,
  );
  return Number(r.numAffectedRows ?? 0) > 0;
}

/**
 * Pauses or resumes one of the account's records (resuming gives it `nextSyncAt`); false when the account has no
 * such record. Other accounts' records of the same channel keep their own status.
 */
export async function setTrackedChannelStatus(
  db: Database,
  accountId: string,
  id: string,
  status: 'active' | 'paused',
  nextSyncAt: Date | null,
): Promise<boolean> {
  const r = await sql`update tracked_channels set status = ${status},
      next_sync_at = coalesce(${nextSyncAt}, next_sync_at), updated_at = now()
    where id = ${id}::uuid and account_id = ${accountId}::uuid`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}

const isOneSyncViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' && String((err as Error).message).includes('operations_one_channel_sync');

/**
 * Queues a sync of a YouTube channel for an account; null when one is already queued or running (in any process,
 * for any account): the unique index operations_one_channel_sync decides, so two starters can never both win.
 */
export async function queueChannelSync(db: Database, accountId: string, channelId: string): Promise<string | null> {
  try {
    const { row } = await createOperation(db, {
      accountId,
      kind: CHANNEL_SYNC_KIND,
      input: { channelId },
      callback: null,
      idempotencyKey: null,
      requestHash: null,
    });
    return row.id;
  } catch (err) {
    if (isOneSyncViolation(err)) return null;
    throw err;
  }
}

/** The running or queued sync of a channel, if any. */
export async function currentChannelSync(db: Database, channelId: string): Promise<string | null> {
  const r = await sql<{ id: string }>`select id from operations where kind = ${CHANNEL_SYNC_KIND}
    and status in ('queued', 'running') and input->>'channelId' = ${channelId}`.execute(db);
  return r.rows[0]?.id ?? null;
}

/**
 * Takes up to `limit` active tracked channels that are due and moves their next sync a whole interval on (the sync
 * sets the exact time when it ends; a sync that never ends cannot make its channel due again at every tick). One
 * entry per YouTube channel, with the account of its oldest record. Rows other processes are taking are skipped.
 */
export async function takeDueChannels(
  db: Database,
  intervalMs: number,
  limit: number,
): Promise<{ accountId: string; channelId: string }[]> {
  const r = await sql<{ account_id: string; channel_id: string; created_at: Date }>`update tracked_channels t
    set next_sync_at = now() + ${intervalMs} * interval '1 millisecond', updated_at = now()
    where t.id in (select id from tracked_channels where status = 'active' and next_sync_at <= now()
      order by next_sync_at limit ${limit} for update skip locked)
    returning t.account_id, t.channel_id, t.created_at`.execute(db);
  const byChannel = new Map<string, { accountId: string; channelId: string; at: number }>();
  for (const row of r.rows) {
    const at = new Date(row.created_at).getTime();
    const seen = byChannel.get(row.channel_id);
    if (!seen || at < seen.at)
      byChannel.set(row.channel_id, { accountId: row.account_id, channelId: row.channel_id, at });
  }
  return [...byChannel.values()].map(({ accountId, channelId }) => ({ accountId, channelId }));
}

/** Active tracked channels whose sync time has passed (channels overdue, for /metrics). */
export async function overdueChannels(db: Database, graceMs: number): Promise<number> {
  const r = await sql<{ n: string }>`select count(*) as n from tracked_channels
    where status = 'active' and next_sync_at < now() - ${graceMs} * interval '1 millisecond'`.execute(db);
  return Number(r.rows[0].n);
}

export interface ChannelSyncState {
  uploads_playlist_id: string | null;
  /** channels.list was read for the channel within FRESH_CHANNEL_MS. */
  channel_fresh: boolean;
  first_synced_at: Date | null;
  uploads_etag: string | null;
}

export async function readSyncState(db: Database, channelId: string): Promise<ChannelSyncState | null> {
  const r = await sql<ChannelSyncState>`select uploads_playlist_id, first_synced_at, uploads_etag,
      coalesce(channel_read_at > now() - ${FRESH_CHANNEL_MS} * interval '1 millisecond', false) as channel_fresh
    from channel_sync_state where channel_id = ${channelId}`.execute(db);
  return r.rows[0] ?? null;
}

/** How recent a channels.list read lets a first sync skip its own (the channel was just tracked). */
export const FRESH_CHANNEL_MS = 10 * 60_000;

/** The channel was just read through channels.list (and written to the directory): its uploads playlist. */
export async function saveChannelRead(db: Database, channelId: string, playlistId: string): Promise<void> {
  await sql`insert into channel_sync_state (channel_id, uploads_playlist_id, channel_read_at) values (${channelId}, ${playlistId}, now())
    on conflict (channel_id) do update set uploads_playlist_id = excluded.uploads_playlist_id, channel_read_at = now(),
      updated_at = now()`.execute(db);
}

/** The uploads playlist of a channel resource (channels.list with contentDetails), or YouTube's UC → UU rule. */
export function uploadsPlaylistOf(channel: Record<string, unknown>, channelId: string): string {
  const details = channel.contentDetails as { relatedPlaylists?: { uploads?: unknown } } | undefined;
  const uploads = details?.relatedPlaylists?.uploads;
  return typeof uploads === 'string' && uploads ? uploads : `UU${channelId.slice(2)}`;
}

/** Uploads to fetch on a first sync: the largest any tracker asked for (null: all of them). */
export async function backfillFor(db: Database, channelId: string): Promise<number | null> {
  const r = await sql<{ all: boolean; n: number | null }>`select bool_or(backfill is null) as all, max(backfill) as n
    from tracked_channels where channel_id = ${channelId}`.execute(db);
  const row = r.rows[0];
  if (!row || row.all === null) return 200;
  return row.all ? null : Number(row.n);
}

/**
 * What a sync's end writes: the channel's state for the next sync, and on every record of the channel (every
 * account's) the last sync, its time and the next one. A failure (`status` 'failed') leaves the records failed.
 */
export async function recordSyncEnd(
  db: Database,
  channelId: string,
  s: {
    lastSync: LastSync;
    nextSyncAt: Date;
    succeeded: boolean;
    uploadsEtag?: string | null;
    channelGone?: boolean;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (s.succeeded) {
      await sql`insert into channel_sync_state (channel_id, first_synced_at, uploads_etag) values (${channelId}, now(), ${s.uploadsEtag ?? null})
        on conflict (channel_id) do update set first_synced_at = coalesce(channel_sync_state.first_synced_at, now()),
          uploads_etag = coalesce(${s.uploadsEtag ?? null}, channel_sync_state.uploads_etag), updated_at = now()`.execute(
        trx,
      );
    }
    await sql`update tracked_channels set last_sync = ${JSON.stringify(s.lastSync)}::jsonb,
        last_synced_at = case when ${s.succeeded} then now() else last_synced_at end,
        next_sync_at = ${s.nextSyncAt},
        status = case when ${s.channelGone ?? false} then 'failed' when status = 'failed' and ${s.succeeded} then 'active' else status end,
        updated_at = now()
      where channel_id = ${channelId}`.execute(trx);
  });
}
