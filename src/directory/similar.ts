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
import { sql } from 'kysely';
import { runPrepared, type Database } from '../db/database.js';
import { summaryColumns } from './brands.js';
import { field, jsonObject } from './page.js';

/** The creators of a brand considered at most (its most frequent partners first). Documented in docs/api.md. */
export const SIMILAR_CREATOR_CAP = 1000;
/** Shared creators shown per similar brand: the most telling (highest weight) first. */
export const SHARED_CREATOR_SAMPLES = 5;

/** `{"data":[…]}` text for the brand `id`, best first, at most `limit`; null when there is no such brand. */
export async function similarBrands(db: Database, id: string, limit: number): Promise<string | null> {
  // Prepared (runPrepared): planning this statement took 4–5 ms on the large set, a tenth of its whole cost.
  const query = sql<{ found: number; j: string }>`
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
    select (select count(*)::int from subject) as found,
      coalesce(array_to_json(array_agg(${jsonObject([
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
      ])}
        order by r.score desc, r.brand_id)), '[]')::text as j
    from ranked r join brands b on b.id = r.brand_id`;
  const row = (await runPrepared(db, query.compile(db))).rows[0]!;
  return row.found ? `{"data":${row.j}}` : null;
}
