// The videos resource, declared once: each field of a list item (its type, the SQL that reads it over `videos v` and
// its creator `c`, how an export writes it, whether the list orders by it) and each filter of the list. The list spec
// (directory/videos.ts), the API schemas (directory/schemas.ts), the read cache's tags of the table (directory/tags.ts:
// the columns whose change moves a page, and so the generated videos_changed()), the export columns and the MCP tool's
// description read it. docs/architecture.md "How to add a field to a resource".
import { Type } from '@fastify/type-provider-typebox';
import { Nullable, Timestamp } from '../../schemas.js';
import { filterProperties, itemProperties, orderNames, type ListDeclaration } from './list.js';
import { ChannelId, NInt, NString, NTimestamp, Platform, ProcessingState, VideoFormat } from './types.js';

const videoFields = {
  videoId: { schema: Type.String(), sql: 'v.video_id', cell: 'text' },
  title: { schema: Type.String(), sql: 'v.title', cell: 'text' },
  platform: { schema: Platform, sql: 'v.platform', cell: 'text' },
  format: { schema: VideoFormat, sql: 'v.format', cell: 'text' },
  thumbnailUrl: { schema: NString, sql: 'v.thumbnail_url', cell: 'text' },
  publishedAt: {
    schema: Timestamp,
    sql: 'api_ts(v.published_at)',
    order: { key: 'v.published_at', type: 'timestamptz', range: 'published', describe: 'newest first' },
  },
  durationSeconds: { schema: NInt, sql: 'v.duration_seconds' },
  // A null view count sorts as -1: last.
  viewCount: {
    schema: NInt,
    sql: 'v.view_count',
    order: { key: 'coalesce(v.view_count, -1)', type: 'bigint', describe: 'for the most viewed' },
  },
  includesPaidPromotionFlag: { schema: Type.Boolean(), sql: 'v.includes_paid_promotion' },
  isLiveContent: { schema: Type.Boolean(), sql: 'v.is_live_content' },
  processingRequestedAt: { schema: NTimestamp, sql: 'api_ts(v.processing_requested_at)' },
  processingState: { schema: ProcessingState, sql: 'v.processing_state', cell: 'text' },
  hasTranscript: { schema: Type.Boolean(), sql: 'v.transcript is not null' },
  channelId: { schema: Type.String(), sql: 'v.channel_id', cell: 'text' },
  channelTitle: { schema: NString, sql: 'c.title', cell: 'text' },
  channelHandle: { schema: NString, sql: 'c.handle', cell: 'text' },
  channelAvatarUrl: { schema: NString, sql: 'c.avatar_url', cell: 'text' },
  unavailableSince: {
    schema: Nullable(
      Type.String({
        format: 'date-time',
        description:
          'When a sync of a tracked channel found the video deleted or private on YouTube (null while it is available); the directory keeps it',
      }),
    ),
    sql: 'api_ts(v.unavailable_since)',
  },
} satisfies ListDeclaration['fields'];

const videoFilters = {
  search: { how: 'search', document: 'lower(v.title)', describe: 'title' },
  channelId: {
    how: 'equality',
    field: 'channelId',
    column: 'v.channel_id',
    schema: Type.Optional(ChannelId),
    describe: 'channel',
  },
  platform: {
    how: 'equality',
    field: 'platform',
    column: 'v.platform',
    schema: Type.Optional(Platform),
    describe: 'platform',
  },
  format: {
    how: 'equality',
    field: 'format',
    column: 'v.format',
    schema: Type.Optional(VideoFormat),
    describe: 'format',
  },
  processingState: {
    how: 'equality',
    field: 'processingState',
    column: 'v.processing_state',
    schema: Type.Optional(ProcessingState),
    describe: 'processing state',
  },
  published: {
    how: 'range',
    field: 'publishedAt',
    column: 'v.published_at',
    describe: 'publishedAfter (inclusive) and publishedBefore (exclusive)',
  },
} satisfies ListDeclaration['filters'];

export const videoDeclaration = {
  alias: 'v',
  tie: { key: 'v.video_id', type: 'text' },
  fields: videoFields,
  filters: videoFilters,
} satisfies ListDeclaration;

export const videoItemProperties = itemProperties(videoFields);
export const videoFilterProperties = filterProperties(videoFilters);
export const videoOrderNames = orderNames(videoDeclaration);
