// Brand reads: the list (by name, or most sponsorships, or latest sponsorship) and the detail with top creators,
// agencies and types.
import { sql } from 'kysely';
import { compiledOnce, PREPARE, type Database } from '../db/database.js';
import { byTypeSql } from './creators.js';
import type { SortKey } from '../pagination/keyset.js';
import { column, field, jsonObject, likePattern, type ListOrder, type ListSpec } from './page.js';
import type { OrderName } from './schemas.js';

export interface BrandFilters {
  search?: string;
}

const keys: SortKey[] = [
  { expr: sql`lower(b.name)`, type: 'text' },
  { expr: sql`b.id`, type: 'uuid' },
];

// A brand without a sponsorship has no last one: it sorts as -infinity, last.
const orders: Record<OrderName<'brands'>, ListOrder> = {
  name: { keys, direction: 'asc' },
  '-sponsorshipCount': {
    keys: [
      { expr: sql`b.sponsorship_count`, type: 'bigint' },
      { expr: sql`b.id`, type: 'uuid' },
    ],
    direction: 'desc',
  },
  '-lastSponsorshipAt': {
    keys: [
      { expr: sql`coalesce(b.last_sponsorship_at, '-infinity')`, type: 'timestamptz' },
      { expr: sql`b.id`, type: 'uuid' },
    ],
    direction: 'desc',
  },
};

export const summaryColumns = [
  column('id', sql`b.id`),
  column('name', sql`b.name`, 'text'),
  column('domains', sql`b.domains`, 'array'),
  column('shorteners', sql`b.shorteners`, 'array'),
  column('referralLinks', sql`b.referral_links`, 'array'),
  column('parentCompanyName', sql`b.parent_company_name`, 'text'),
  column('kind', sql`b.kind`, 'text'),
  column('marketplaceGroup', sql`b.marketplace_group`, 'text'),
  column('sponsorshipCount', sql`b.sponsorship_count`),
  column('creatorCount', sql`b.creator_count`),
  column('lastSponsorshipAt', sql`api_ts(b.last_sponsorship_at)`),
  column('updatedAt', sql`api_ts(b.updated_at)`),
  column('agencyId', sql`b.agency_id`),
];

/** By name; the same rows and order for the API list and for exports. */
export const brandList: ListSpec<BrandFilters> = {
  columns: summaryColumns,
  from: sql`from brands b`,
  keys,
  direction: 'asc',
  orders,
  bounds: [],
  where(f) {
    const where = [];
    if (f.search !== undefined && f.search !== '') {
      const p = likePattern(f.search);
      where.push(sql`(lower(b.name) like ${p} or b.id in (select brand_id from brand_domains where domain like ${p}))`);
    }
    return where;
  },
};

const detail = jsonObject([
  ...summaryColumns,
  field(
    'topCreators',
    sql`coalesce((
        select array_to_json(array_agg(${jsonObject([
          field('channelId', sql`c.channel_id`),
          field('channelTitle', sql`c.title`),
          field('avatarUrl', sql`c.avatar_url`),
          field('sponsorshipCount', sql`t.sponsorship_count`),
          field('lastSponsorshipAt', sql`api_ts(t.last_sponsorship_at)`),
        ])} order by t.sponsorship_count desc, t.last_sponsorship_at desc, c.channel_id))
        from (select * from creator_brand_stats where brand_id = b.id
              order by sponsorship_count desc, last_sponsorship_at desc, channel_id limit 10) t
        join creators c on c.channel_id = t.channel_id), '[]')`,
  ),
  field(
    'topAgencies',
    sql`coalesce((
        select array_to_json(array_agg(${jsonObject([
          field('agencyId', sql`a.id`),
          field('agencyName', sql`a.name`),
          field('videoCount', sql`t.video_count`),
          field('lastSeenAt', sql`api_ts(t.last_seen_at)`),
        ])} order by t.video_count desc, t.last_seen_at desc, a.id))
        from (select * from brand_agency_stats where brand_id = b.id
              order by video_count desc, last_seen_at desc, agency_id limit 10) t
        join agencies a on a.id = t.agency_id), '[]')`,
  ),
  field('sponsorshipsByType', byTypeSql('brand_type_stats', 'brand_id', sql`b.id`)),
]);
const brandDetail = compiledOnce(
  (id) => sql<{ j: string }>`${sql.raw(PREPARE)} select ${detail}::text as j from brands b where b.id = ${id}::uuid`,
);

export async function getBrand(db: Database, id: string): Promise<string | null> {
  return (await brandDetail(db, id)).rows[0]?.j ?? null;
}
