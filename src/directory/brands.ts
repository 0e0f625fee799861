// Brand reads: the list (by name, or most sponsorships, or latest sponsorship) and the detail with top creators,
// agencies and types.
import { sql } from 'kysely';
import { compiledOnce, type Database } from '../db/database.js';
import { byTypeSql } from './creators.js';
import { declaredList, type DeclaredFilters } from './declaredList.js';
import { brandDeclaration } from './fields/brands.js';
import { field, jsonObject, type ListSpec } from './page.js';

export type BrandFilters = DeclaredFilters<typeof brandDeclaration>;

/** By name (fields/brands.ts); the same rows and order for the API list and for exports. */
export const brandList: ListSpec<BrandFilters> = declaredList(brandDeclaration, sql`from brands b`);

/** The summary's columns, which a brand's detail and a similar brand start with. */
export const summaryColumns = brandList.columns;

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
  (id) => sql<{ j: string }>`select ${detail}::text as j from brands b where b.id = ${id}::uuid`,
);

export async function getBrand(db: Database, id: string): Promise<string | null> {
  return (await brandDetail(db, id)).rows[0]?.j ?? null;
}
