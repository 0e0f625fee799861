// Brands like a brand: those whose creators overlap with its creators, each shared creator weighted by how few
// brands it works with (the inverse-document-frequency idea influencer-similar applies to brands, turned around: a
// creator who sponsors only a handful of brands says more about them than one who takes every sponsor).
//
//   w(c)     = ln(N / brands(c)) + 1                 N: brands with at least one creator; brands(c): c's brand count
//   score(B) = Σ w(c) over c sponsoring A and B  /  ((ln N + 1) · √(creators(A) · creators(B)))
//
// The denominator is the largest the sum could be, so a score is in (0, 1]; the √ of both sizes keeps a brand that
// sponsors everybody from being like everything. For a brand with more than SIMILAR_CREATOR_CAP creators, only the
// SIMILAR_CREATOR_CAP it has the most sponsorships with are considered (an index range of creator_brand_stats), so
// the cost has a ceiling however large the brand grows; sharedCreators counts among those.
import { sql, type RawBuilder } from 'kysely';
import { runPrepared, type Database } from '../db/database.js';
import { summaryColumns } from './brands.js';
import { SIMILAR_BRANDS_MAX } from './schemas.js';
import { field, jsonObject } from './page.js';

/** The creators of a brand considered at most (its most frequent partners first). Documented in docs/api.md. */
export const SIMILAR_CREATOR_CAP = 1000;
/** Shared creators shown per similar brand: the most telling (highest weight) first. */
export const SHARED_CREATOR_SAMPLES = 5;

/**
 * The ranking of the brand `id` as one statement's parts: `found` (1 when the brand exists) and `ranked r`, its
 * similar brands best first, at most `limit`; `select` reads them (the API's text, or the stored items).
 */
function ranking(id: string, limit: number, select: (item: RawBuilder<unknown>) => RawBuilder<unknown>) {
  return sql`
    with subject as (select id, creator_count from brands where id = ${id}::uuid),
    n as (select greatest(count(*), 1)::float8 as brands from brands where creator_count > 0),
    mine as (
      select channel_id from creator_brand_stats where brand_id = ${id}::uuid
      order by sponsorship_count desc, channel_id limit ${SIMILAR_CREATOR_CAP}
    ),
    -- Each considered creator's brands, read from the same index range that gives its brand count (no creators row).
    theirs as (
      select o.channel_id, o.brand_id, count(*) over (partition by o.channel_id) as brand_count
      from mine m join creator_brand_stats o on o.channel_id = m.channel_id
    ),
    shared as (
      select t.brand_id, count(*)::int as shared, sum(ln((select brands from n) / t.brand_count) + 1) as weight,
        (array_agg(t.channel_id order by t.brand_count, t.channel_id))[1:${SHARED_CREATOR_SAMPLES}] as samples
      from theirs t
      where t.brand_id <> ${id}::uuid
      group by t.brand_id
    ),
    ranked as (
      select sh.brand_id, sh.shared, sh.samples,
        sh.weight / ((ln((select brands from n)) + 1)
          * sqrt(greatest((select creator_count from subject), 1)::float8 * greatest(b.creator_count, 1))) as score
      from shared sh join brands b on b.id = sh.brand_id
      order by score desc, sh.brand_id
      limit ${limit}
    )
    select (select count(*)::int from subject) as found, ${select(item)}
    from ranked r join brands b on b.id = r.brand_id`;
}

/** One similar brand of `ranked r` (joined to its `brands b`) as JSON. */
const item = jsonObject([
  ...summaryColumns,
  field('score', sql`round(least(r.score, 1)::numeric, 4)`),
  field('sharedCreators', sql`r.shared`),
  field(
    'sharedCreatorSamples',
    sql`(
    select coalesce(array_to_json(array_agg(${jsonObject([
      field('channelId', sql`c.channel_id`),
      field('title', sql`c.title`),
      field('handle', sql`c.handle`),
    ])} order by x.ord)), '[]')
    from unnest(r.samples) with ordinality x(channel_id, ord) join creators c on c.channel_id = x.channel_id)`,
  ),
]);

// The stored ranking of a brand (migration 082, similar_brand_rankings): its first SIMILAR_BRANDS_MAX items, read as
// long as no directory write has committed since the snapshot they were computed in (directory_changed_since(), the
// export cache's rule: any write, so a stored ranking is never stale when served). The ranking is a total order (score,
// then id), so the first `limit` items of the stored ones are the ranking at `limit`.
const storedRanking = (id: string, limit: number) => sql<{ j: string }>`
  select '[' || array_to_string(r.items[1:${limit}], ',') || ']' as j
  from similar_brand_rankings r
  where r.brand_id = ${id}::uuid and not directory_changed_since(r.data_snapshot)`;

/** `{"data":[…]}` text for the brand `id`, best first, at most `limit`; null when there is no such brand. */
export async function similarBrands(db: Database, id: string, limit: number): Promise<string | null> {
  // Prepared (runPrepared): planning the ranking took 4–5 ms on the large set, a tenth of its whole cost.
  const stored = (await runPrepared(db, storedRanking(id, limit).compile(db))).rows[0];
  if (stored) return `{"data":${stored.j}}`;
  const query = sql<{ found: number; j: string }>`${ranking(
    id,
    limit,
    (x) => sql`coalesce(array_to_json(array_agg(${x} order by r.score desc, r.brand_id)), '[]')::text as j`,
  )}`;
  const row = (await runPrepared(db, query.compile(db))).rows[0]!;
  return row.found ? `{"data":${row.j}}` : null;
}

/**
 * Computes and stores the ranking of the brand `id` (its first SIMILAR_BRANDS_MAX items) with the snapshot it was
 * read in; false when there is no such brand. One REPEATABLE READ transaction reads both, so the snapshot is the one
 * the ranking saw (directory_snapshot(), as an export's: without other databases' transactions); the row is written
 * after it, and a ranking stored by another process meanwhile is exact for its own snapshot.
 */
export async function storeSimilarRanking(db: Database, id: string): Promise<boolean> {
  const read = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      const snap = (await sql<{ s: string }>`select directory_snapshot()::text as s`.execute(trx)).rows[0].s;
      const row = (
        await sql<{ found: number; items: string[] }>`${ranking(
          id,
          SIMILAR_BRANDS_MAX,
          (x) => sql`coalesce(array_agg(${x}::text order by r.score desc, r.brand_id), '{}') as items`,
        )}`.execute(trx)
      ).rows[0]!;
      return row.found ? { snap, items: row.items } : null;
    });
  if (!read) return false;
  await sql`insert into similar_brand_rankings (brand_id, data_snapshot, items)
    values (${id}::uuid, ${read.snap}::pg_snapshot, ${read.items}::text[])
    on conflict (brand_id) do update
      set data_snapshot = excluded.data_snapshot, items = excluded.items, computed_at = clock_timestamp()`.execute(db);
  return true;
}

/**
 * The brands with creators whose stored ranking is missing or stale, oldest first, at most `n`: what
 * SimilarRankingRefresher computes next.
 */
export async function staleSimilarRankings(db: Database, n: number): Promise<string[]> {
  const r = await sql<{ id: string }>`
    select b.id from brands b left join similar_brand_rankings r on r.brand_id = b.id
    where b.creator_count > 0 and (r.brand_id is null or directory_changed_since(r.data_snapshot))
    order by r.computed_at nulls first, b.id
    limit ${n}`.execute(db);
  return r.rows.map((x) => x.id);
}
