// Video reads: the list (newest publication first, or most viewed) and the detail with the video's sponsorships.
import { sql } from 'kysely';
import { compiledOnce, PREPARE, type Database } from '../db/database.js';
import type { SortKey } from '../pagination/keyset.js';
import { dateBound } from './dateRanges.js';
import { column, field, jsonObject, likePattern, type ListOrder, type ListSpec } from './page.js';
import type { OrderName } from './schemas.js';

export interface VideoFilters {
  search?: string;
  channelId?: string;
  platform?: string;
  format?: string;
  processingState?: string;
  publishedAfter?: string;
  publishedBefore?: string;
}

const keys: SortKey[] = [
  { expr: sql`v.published_at`, type: 'timestamptz' },
  { expr: sql`v.video_id`, type: 'text' },
];

// A null view count sorts as -1: last.
const orders: Record<OrderName<'videos'>, ListOrder> = {
  '-publishedAt': { keys, direction: 'desc', range: 'published' },
  '-viewCount': {
    keys: [
      { expr: sql`coalesce(v.view_count, -1)`, type: 'bigint' },
      { expr: sql`v.video_id`, type: 'text' },
    ],
    direction: 'desc',
  },
};

const summaryColumns = [
  column('videoId', sql`v.video_id`, 'text'),
  column('title', sql`v.title`, 'text'),
  column('platform', sql`v.platform`, 'text'),
  column('format', sql`v.format`, 'text'),
  column('thumbnailUrl', sql`v.thumbnail_url`, 'text'),
  column('publishedAt', sql`api_ts(v.published_at)`),
  column('durationSeconds', sql`v.duration_seconds`),
  column('viewCount', sql`v.view_count`),
  column('includesPaidPromotionFlag', sql`v.includes_paid_promotion`),
  column('isLiveContent', sql`v.is_live_content`),
  column('processingRequestedAt', sql`api_ts(v.processing_requested_at)`),
  column('processingState', sql`v.processing_state`, 'text'),
  column('hasTranscript', sql`v.transcript is not null`),
  column('channelId', sql`v.channel_id`, 'text'),
  column('channelTitle', sql`c.title`, 'text'),
  column('channelHandle', sql`c.handle`, 'text'),
  column('channelAvatarUrl', sql`c.avatar_url`, 'text'),
  column('unavailableSince', sql`api_ts(v.unavailable_since)`),
];

// A left join: every video has its creator (a foreign key on a non-null column), so it returns the rows an inner
// join would, and PostgreSQL drops it from a read that uses no creator column (a narrowed page's keys, pageStatement).
const joins = sql`from videos v left join creators c on c.channel_id = v.channel_id`;

/** Newest publication first; the same rows and order for the API list and for exports. */
export const videoList: ListSpec<VideoFilters> = {
  columns: summaryColumns,
  from: joins,
  keys,
  direction: 'desc',
  range: 'published',
  orders,
  bounds: [dateBound('published', sql`v.published_at`)],
  where(f) {
    const where = [];
    if (f.channelId !== undefined) where.push(sql`v.channel_id = ${f.channelId}`);
    if (f.platform !== undefined) where.push(sql`v.platform = ${f.platform}`);
    if (f.format !== undefined) where.push(sql`v.format = ${f.format}`);
    if (f.processingState !== undefined) where.push(sql`v.processing_state = ${f.processingState}`);
    if (f.search !== undefined && f.search !== '') where.push(sql`lower(v.title) like ${likePattern(f.search)}`);
    return where;
  },
};

/** A video's detail document as text, for the rows of `joins`. */
const detailJson = sql`${jsonObject([
  ...summaryColumns,
  field('description', sql`v.description`),
  field('uploadDate', sql`to_char(v.published_at at time zone 'UTC', 'YYYY-MM-DD')`),
  field('category', sql`v.category`),
  field('hasCaptions', sql`v.has_captions`),
  field('isPrivate', sql`v.is_private`),
  field('isUnlisted', sql`v.is_unlisted`),
  field('isMemberOnly', sql`v.is_member_only`),
  field('defaultVideoLanguageCode', sql`v.default_language`),
  field('aiSummary', sql`v.ai_summary`),
  field('keywords', sql`v.keywords`),
  field('chapters', sql`json_compact(v.chapters)`),
  field(
    'sponsorships',
    sql`coalesce((
        select array_to_json(array_agg(${jsonObject([
          field('id', sql`s.id`),
          field('type', sql`s.type`),
          field('detectedAt', sql`api_ts(s.detected_at)`),
          field('brandId', sql`s.brand_id`),
          field('brandName', sql`b.name`),
          field('brandDomain', sql`s.brand_domain`),
          field('domainWasResearched', sql`s.domain_was_researched`),
          field('confidence', sql`s.confidence`),
        ])} order by s.detected_at, s.id))
        from sponsorships s join brands b on b.id = s.brand_id where s.video_id = v.video_id), '[]')`,
  ),
])}::text`;

const videoDetail = compiledOnce(
  (videoId) => sql<{ j: string }>`${sql.raw(PREPARE)} select ${detailJson} as j ${joins} where v.video_id = ${videoId}`,
);

export async function getVideo(db: Database, videoId: string): Promise<string | null> {
  return (await videoDetail(db, videoId)).rows[0]?.j ?? null;
}

/** The details of the videos among `ids` that exist, by video id: one statement for the whole batch. */
export async function getVideos(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const r = await sql<{ id: string; j: string }>`select v.video_id as id, ${detailJson} as j
    ${joins} where v.video_id = any(${[...ids]}::text[])`.execute(db);
  return new Map(r.rows.map((row) => [row.id, row.j]));
}
