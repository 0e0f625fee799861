// What each dear source has found for the account: the units its runs spent on it and the sponsoring channels it
// named (candidates with a sponsorship in their sample that hold a source of its kind). A run shares its budget by
// these figures (run.ts searchAllowance): search pays for a page of 50 names what a featured section read pays for a
// list of a few, and which finds more sponsoring channels a unit depends on the market, so it is measured, not assumed.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export interface SourceYield {
  units: number;
  paid: number;
}

/** Units spent below which a source's yield is not yet told apart from chance: its share stands. */
const MEASURED_UNITS = { search: 300, featured: 100 } as const;

export async function sourceYields(
  db: Database,
  accountId: string,
): Promise<{ search: SourceYield; featured: SourceYield }> {
  const r = await sql<{ search_units: number; featured_units: number; search_paid: number; featured_paid: number }>`
    select
      (select coalesce(sum((units_by_source->>'search')::int), 0) from discovery_runs
        where account_id = ${accountId}::uuid)::int as search_units,
      (select coalesce(sum((units_by_source->>'featured')::int), 0) from discovery_runs
        where account_id = ${accountId}::uuid)::int as featured_units,
      count(*) filter (where sources @> '[{"kind": "search"}]')::int as search_paid,
      count(*) filter (where sources @> '[{"kind": "featured"}]')::int as featured_paid
    from discovery_candidates where account_id = ${accountId}::uuid and score > 0`.execute(db);
  const x = r.rows[0];
  return {
    search: { units: x.search_units, paid: x.search_paid },
    featured: { units: x.featured_units, paid: x.featured_paid },
  };
}

/**
 * The part of its share search may spend while featured sections are still read: its sponsoring channels a unit
 * over featured sections', at most 1; 1 until both are measured.
 */
export function searchYieldRatio(y: { search: SourceYield; featured: SourceYield }): number {
  if (y.search.units < MEASURED_UNITS.search || y.featured.units < MEASURED_UNITS.featured || !y.featured.paid)
    return 1;
  return Math.min(1, y.search.paid / y.search.units / (y.featured.paid / y.featured.units));
}
