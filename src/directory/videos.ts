// Video reads: the list (newest publication first, or most viewed) and the detail with the video's sponsorships.
import { sql } from 'kysely';
import { compiledOnce, type Database } from '../db/database.js';
import { declaredList, type DeclaredFilters } from './declaredList.js';
import { videoDeclaration } from './fields/videos.js';
import { field, jsonObject, type ListSpec } from './page.js';

export type VideoFilters = DeclaredFilters<typeof videoDeclaration>;

// A left join: every video has its creator (a foreign key on a non-null column), so it returns the rows an inner
// join would, and PostgreSQL drops it from a read that uses no creator column (a narrowed page's keys, pageStatement).
const joins = sql`from videos v left join creators c on c.channel_id = v.channel_id`;

// With the processingState filter a page reads video_states (migration 083), the copy of each video's state and
// publication time kept by the triggers of videos: no index of videos reads the state, so detection's state changes
// are heap-only updates, and the copy's index (state, publication time, id) walks one state's videos newest first.
// The filter, the publication order and its range read the copy; the most-viewed order walks the videos' own index as
// before (the join equates the two ids), each row's state read from the copy by its key.
const states = sql`from video_states st join videos v on v.video_id = st.video_id`;
const { publishedAt } = videoDeclaration.fields;
const { processingState, published } = videoDeclaration.filters;
const throughStates = declaredList(
  {
    ...videoDeclaration,
    tie: { ...videoDeclaration.tie, key: 'st.video_id' },
    fields: {
      ...videoDeclaration.fields,
      publishedAt: { ...publishedAt, order: { ...publishedAt.order, key: 'st.published_at' } },
    },
    filters: {
      ...videoDeclaration.filters,
      processingState: { ...processingState, column: 'st.processing_state' },
      published: { ...published, column: 'st.published_at' },
    },
  },
  sql`${states} left join creators c on c.channel_id = v.channel_id`,
  states,
);
const base = declaredList(videoDeclaration, joins, sql`from videos v`);
const oneState: ListSpec<VideoFilters> = {
  ...throughStates,
  orders: { ...throughStates.orders, '-viewCount': base.orders['-viewCount'] },
};

/**
 * Newest publication first, or most viewed (fields/videos.ts); the same rows and order for the API list and exports
 * (an export of one state walks the videos in order and keeps the state's).
 */
export const videoList: ListSpec<VideoFilters> = {
  ...base,
  pagesFor: (f) => (f.processingState === undefined ? undefined : oneState),
};

/** A video's detail document as text, for the rows of `joins`. */
const detailJson = sql`${jsonObject([
  ...videoList.columns,
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
  (videoId) => sql<{ j: string }>`select ${detailJson} as j ${joins} where v.video_id = ${videoId}`,
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
