// The API shape of a tracked channel (TrackedChannel in the OpenAPI document), from its row; the track body and the
// list query, which the HTTP routes and the MCP tools both take.
import { Type } from '@fastify/type-provider-typebox';
import { listQuery, Nullable, Timestamp, Uuid } from '../schemas.js';
import type { TrackedChannelRow } from './records.js';

const Count = Type.Integer({ minimum: 0 });

export const LastSyncSchema = Type.Object({
  startedAt: Timestamp,
  completedAt: Nullable(Timestamp),
  videosSeen: Count,
  videosNew: Count,
  videosUpdated: Count,
  sponsorshipsFound: Count,
  quotaUnits: Count,
  error: Nullable(Type.Object({ code: Type.String(), message: Type.String() })),
});

export const TrackedChannel = Type.Object(
  {
    id: Uuid,
    channelId: Type.String(),
    platform: Type.Literal('youtube'),
    handle: Nullable(Type.String()),
    title: Nullable(Type.String()),
    status: Type.String({ enum: ['active', 'paused', 'failed'] }),
    createdAt: Timestamp,
    lastSyncedAt: Nullable(Timestamp),
    nextSyncAt: Timestamp,
    lastSync: Nullable(LastSyncSchema),
    sync: Nullable(
      Type.Object(
        {
          operationId: Nullable(Uuid),
          state: Type.String({ enum: ['queued', 'running', 'waiting-for-quota'] }),
          resumesAt: Nullable(Timestamp),
        },
        {
          description:
            "The channel's sync in progress: queued, running, or waiting for the daily YouTube quota to reset (resumesAt). operationId is null when another account's sync of the channel is the one running.",
        },
      ),
    ),
  },
  { title: 'TrackedChannel' },
);

/** POST /v1/tracked-channels body (also the track-channel tool's arguments). */
export const TrackChannelBody = Type.Object(
  {
    channel: Type.String({
      minLength: 1,
      maxLength: 300,
      description:
        'A channel id (UC…), a handle (@name), or a channel URL (youtube.com/@name, /channel/UC…, /c/name, /user/name)',
    }),
    backfill: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Literal('all')], {
        description:
          'How many of the channel\'s most recent uploads its first sync fetches: a number (default 200) or "all"',
      }),
    ),
  },
  { additionalProperties: false },
);

/** GET /v1/tracked-channels query (also the list-tracked-channels tool's arguments). */
export const TrackedChannelListQuery = Type.Object(
  {
    cursor: listQuery.cursor,
    limit: listQuery.limit,
    status: Type.Optional(Type.String({ enum: ['active', 'paused', 'failed'] })),
  },
  { additionalProperties: false },
);

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function trackedChannelJson(r: TrackedChannelRow, accountId: string) {
  return {
    id: r.id,
    channelId: r.channel_id,
    platform: 'youtube' as const,
    handle: r.handle,
    title: r.title,
    status: r.status,
    createdAt: iso(r.created_at)!,
    lastSyncedAt: iso(r.last_synced_at),
    nextSyncAt: iso(r.next_sync_at)!,
    lastSync: r.last_sync,
    sync: r.sync_status
      ? {
          operationId: r.sync_account_id === accountId ? r.sync_operation_id : null,
          state: (r.sync_status === 'queued' && r.sync_phase === 'waiting-for-quota'
            ? 'waiting-for-quota'
            : r.sync_status) as 'queued' | 'running' | 'waiting-for-quota',
          resumesAt: r.sync_phase === 'waiting-for-quota' ? r.sync_resumes_at : null,
        }
      : null,
  };
}
