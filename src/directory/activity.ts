// Sponsorships per month, by the month the sponsored video was published (UTC): the series behind the
// console's charts of a brand's or a creator's activity. Months without sponsorships are present with 0.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export interface ActivityFilters {
  brandId?: string;
  channelId?: string;
}

export interface MonthCount {
  month: string;
  sponsorshipCount: number;
}

/** Null when a named brand or creator does not exist. */
export async function sponsorshipsPerMonth(
  db: Database,
  f: ActivityFilters,
  months: number,
): Promise<MonthCount[] | null> {
  if (f.brandId !== undefined) {
    const b = await sql`select 1 from brands where id = ${f.brandId}::uuid`.execute(db);
    if (!b.rows.length) return null;
  }
  if (f.channelId !== undefined) {
    const c = await sql`select 1 from creators where channel_id = ${f.channelId}`.execute(db);
    if (!c.rows.length) return null;
  }
  const r = await sql<MonthCount>`
    with bounds as (
      select date_trunc('month', now() at time zone 'UTC') as last,
             date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${months - 1}) as first
    ), counts as (
      select date_trunc('month', v.published_at at time zone 'UTC') as m, count(*)::int as n
      from sponsorships s join videos v on v.video_id = s.video_id, bounds
      where v.published_at >= bounds.first at time zone 'UTC'
        and (${f.brandId ?? null}::uuid is null or s.brand_id = ${f.brandId ?? null}::uuid)
        and (${f.channelId ?? null}::text is null or s.channel_id = ${f.channelId ?? null}::text)
      group by 1
    )
    select to_char(g.m, 'YYYY-MM') as "month", coalesce(counts.n, 0)::int as "sponsorshipCount"
    from bounds, generate_series(bounds.first, bounds.last, interval '1 month') as g(m)
    left join counts on counts.m = g.m
    order by g.m`.execute(db);
  return r.rows;
}
