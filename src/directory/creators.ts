// Creator reads: the list (largest audience first, or most sponsorships, or latest sponsorship) and the detail with
// top brands and types.
import { sql } from 'kysely';
import { compiledOnce, type Database } from '../db/database.js';
import { declaredList, type DeclaredFilters } from './declaredList.js';
import { creatorDeclaration } from './fields/creators.js';
import { channelOfHandle } from './lookup.js';
import { field, jsonObject, type ListSpec } from './page.js';
import { SPONSORSHIP_TYPES } from './schemas.js';

export type CreatorFilters = DeclaredFilters<typeof creatorDeclaration>;

/** Every sponsorship type, zero counts included, in the order of SPONSORSHIP_TYPES. */
export const byTypeSql = (table: 'creator_type_stats' | 'brand_type_stats', column: string, id: unknown) => sql`(
  select array_to_json(array_agg(${jsonObject([
    field('type', sql`t.type`),
    field('sponsorshipCount', sql`coalesce(x.sponsorship_count, 0)`),
  ])} order by t.ord))
  from unnest(${[...SPONSORSHIP_TYPES]}::text[]) with ordinality t(type, ord)
  left join ${sql.table(table)} x on x.type = t.type and x.${sql.ref(column)} = ${id})`;

/** Largest audience first (fields/creators.ts); the same rows and order for the API list and for exports. */
export const creatorList: ListSpec<CreatorFilters> = declaredList(creatorDeclaration, sql`from creators c`);

/** A creator's detail document as text, for the rows of `creators c`. */
const detailJson = sql`${jsonObject([
  ...creatorList.columns,
  field('avatarUrl', sql`c.avatar_url`),
  field('videoCount', sql`c.video_count`),
  field('processedVideoCount', sql`c.processed_video_count`),
  field(
    'topBrands',
    sql`coalesce((
        select array_to_json(array_agg(${jsonObject([
          field('brandId', sql`b.id`),
          field('brandName', sql`b.name`),
          field('brandDomain', sql`b.domains[1]`),
          field('sponsorshipCount', sql`t.sponsorship_count`),
          field('lastSponsorshipAt', sql`api_ts(t.last_sponsorship_at)`),
        ])} order by t.sponsorship_count desc, t.last_sponsorship_at desc, b.id))
        from (select * from creator_brand_stats where channel_id = c.channel_id
              order by sponsorship_count desc, last_sponsorship_at desc, brand_id limit 10) t
        join brands b on b.id = t.brand_id), '[]')`,
  ),
  field('sponsorshipsByType', byTypeSql('creator_type_stats', 'channel_id', sql`c.channel_id`)),
])}::text`;

const creatorDetail = compiledOnce(
  (channelId) => sql<{ j: string }>`select ${detailJson} as j from creators c where c.channel_id = ${channelId}`,
);

export async function getCreator(db: Database, channelId: string): Promise<string | null> {
  return (await creatorDetail(db, channelId)).rows[0]?.j ?? null;
}

// The handle's creator and its detail in one statement: a lookup waits for one connection of the pool, not two.
const creatorDetailByHandle = compiledOnce(
  (handle) =>
    sql<{ j: string }>`select ${detailJson} as j from creators c where c.channel_id = ${channelOfHandle(handle)}`,
);

/** The detail of the creator with `handle` ("@name", matched as lookup.ts says), or null when none has it. */
export async function getCreatorByHandle(db: Database, handle: string): Promise<string | null> {
  return (await creatorDetailByHandle(db, handle)).rows[0]?.j ?? null;
}

/** The details of the creators among `ids` that exist, by channel id: one statement for the whole batch. */
export async function getCreators(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const r = await sql<{ id: string; j: string }>`select c.channel_id as id, ${detailJson} as j
    from creators c where c.channel_id = any(${[...ids]}::text[])`.execute(db);
  return new Map(r.rows.map((row) => [row.id, row.j]));
}
