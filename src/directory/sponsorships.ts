// Sponsorship reads: the list (newest detection first, or newest publication, or most viewed) and the detail with its
// evidence.
import { sql } from 'kysely';
import { PREPARE, type Database } from '../db/database.js';
import type { SortKey } from '../pagination/keyset.js';
import { dateBound } from './dateRanges.js';
import { normalizeDomain } from './domains.js';
import { column, field, jsonObject, likePattern, type ListOrder, type ListSpec } from './page.js';
import type { OrderName } from './schemas.js';

export interface SponsorshipFilters {
  search?: string;
  channelId?: string;
  brandId?: string;
  brandDomain?: string;
  type?: string;
  /** Only sponsorships at least this sure (0..1, inclusive). */
  minConfidence?: number;
  detectedAfter?: string;
  detectedBefore?: string;
  publishedAfter?: string;
  publishedBefore?: string;
}

export const sponsorshipKeys: SortKey[] = [
  { expr: sql`s.detected_at`, type: 'timestamptz' },
  { expr: sql`s.id`, type: 'uuid' },
];

// The video's publication time and view count as the sponsorship row keeps them (migration 016), so these orders
// and the publication range walk an index of sponsorships alone. A null view count sorts as -1: last.
const orders: Record<OrderName<'sponsorships'>, ListOrder> = {
  '-detectedAt': { keys: sponsorshipKeys, direction: 'desc', range: 'detected' },
  '-publishedAt': {
    keys: [
      { expr: sql`s.published_at`, type: 'timestamptz' },
      { expr: sql`s.id`, type: 'uuid' },
    ],
    direction: 'desc',
    range: 'published',
  },
  '-viewCount': {
    keys: [
      { expr: sql`coalesce(s.view_count, -1)`, type: 'bigint' },
      { expr: sql`s.id`, type: 'uuid' },
    ],
    direction: 'desc',
  },
};

const summaryColumns = [
  column('id', sql`s.id`),
  column('detectedAt', sql`api_ts(s.detected_at)`),
  column('type', sql`s.type`, 'text'),
  column('brandId', sql`s.brand_id`),
  column('brandName', sql`b.name`, 'text'),
  column('brandDomain', sql`s.brand_domain`, 'text'),
  column('brandKind', sql`b.kind`, 'text'),
  column('domainWasResearched', sql`s.domain_was_researched`),
  column('confidence', sql`s.confidence`),
  column('channelId', sql`s.channel_id`, 'text'),
  column('creator', sql`c.title`, 'text'),
  column('channelHandle', sql`c.handle`, 'text'),
  column('videoId', sql`v.video_id`, 'text'),
  column('videoTitle', sql`v.title`, 'text'),
  column('videoPlatform', sql`v.platform`, 'text'),
  column('videoFormat', sql`v.format`, 'text'),
  column('publishedAt', sql`api_ts(v.published_at)`),
  column('durationSeconds', sql`v.duration_seconds`),
  column('viewCount', sql`v.view_count`),
];

// Left joins: every sponsorship has its brand, creator and video (foreign keys), so they return the rows inner
// joins would, and PostgreSQL drops a left join to a unique key whose columns a query does not read (a list page
// reads the stored rendering alone).
const joins = sql`from sponsorships s
  left join brands b on b.id = s.brand_id
  left join creators c on c.channel_id = s.channel_id
  left join videos v on v.video_id = s.video_id`;

/**
 * Newest detection first; the same rows and order for the API list and for exports. A page reads each row's stored
 * rendering (s.summary, the summary columns as migration 014's sponsorship_summary() writes them; exports render
 * the columns), and a search reads the stored search document (s.search).
 */
export const sponsorshipList: ListSpec<SponsorshipFilters> = {
  columns: summaryColumns,
  rendered: sql`s.summary`,
  from: joins,
  keys: sponsorshipKeys,
  direction: 'desc',
  range: 'detected',
  orders,
  bounds: [dateBound('detected', sql`s.detected_at`), dateBound('published', sql`s.published_at`)],
  where(f) {
    const where = [];
    if (f.channelId !== undefined) where.push(sql`s.channel_id = ${f.channelId}`);
    if (f.brandId !== undefined) where.push(sql`s.brand_id = ${f.brandId}::uuid`);
    if (f.brandDomain !== undefined) {
      where.push(
        sql`s.brand_id = (select brand_id from brand_domains where domain = ${normalizeDomain(f.brandDomain)})`,
      );
    }
    if (f.type !== undefined) where.push(sql`s.type = ${f.type}`);
    // Compared as the column's type (real): a bound equal to a stored value includes it.
    if (f.minConfidence !== undefined) where.push(sql`s.confidence >= ${f.minConfidence}::real`);
    if (f.search !== undefined && f.search !== '') {
      const p = likePattern(f.search);
      // The document holds the fields one per line: a term with a line break could match across two of them, so
      // it is matched field by field.
      where.push(
        f.search.includes('\n')
          ? sql`(s.brand_id in (select id from brands where lower(name) like ${p})
        or s.channel_id in (select channel_id from creators where lower(coalesce(title, '') || ' ' || coalesce(handle, '')) like ${p})
        or s.video_id in (select video_id from videos where lower(title) like ${p}))`
          : sql`s.search like ${p}`,
      );
    }
    return where;
  },
};

/** A sponsorship's detail (the spec's "Sponsorship detail"): its summary, then the video's, the creator's, the evidence. */
const detailJson = jsonObject([
  ...summaryColumns,
  field('videoThumbnailUrl', sql`v.thumbnail_url`),
  field('likeCount', sql`v.like_count`),
  field('commentCount', sql`v.comment_count`),
  field('channelTitle', sql`c.title`),
  field('channelAvatarUrl', sql`c.avatar_url`),
  field(
    'evidenceAvailable',
    sql`(jsonb_array_length(coalesce(s.evidence->'candidates', '[]')) + jsonb_array_length(coalesce(s.evidence->'chapters', '[]'))) > 0`,
  ),
  field(
    'evidence',
    jsonObject([
      field('candidates', sql`json_compact(coalesce(s.evidence->'candidates', '[]'))`),
      field('chapters', sql`json_compact(coalesce(s.evidence->'chapters', '[]'))`),
    ]),
  ),
]);

export async function getSponsorship(db: Database, id: string): Promise<string | null> {
  const r = await sql<{
    j: string;
  }>`${sql.raw(PREPARE)} select ${detailJson}::text as j ${joins} where s.id = ${id}::uuid`.execute(db);
  return r.rows[0]?.j ?? null;
}

/** The detail of every sponsorship of these videos, grouped by video, oldest detection first (one query). */
export async function sponsorshipDetailsForVideos(db: Database, videoIds: string[]): Promise<Map<string, unknown[]>> {
  const out = new Map<string, unknown[]>(videoIds.map((id) => [id, []]));
  if (!videoIds.length) return out;
  const r = await sql<{ video_id: string; j: unknown }>`select s.video_id, ${detailJson} as j
    ${joins} where s.video_id = any(${videoIds}::text[])
    order by s.video_id, s.detected_at, s.id`.execute(db);
  for (const row of r.rows) out.get(row.video_id)?.push(typeof row.j === 'string' ? JSON.parse(row.j) : row.j);
  return out;
}
