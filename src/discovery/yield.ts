// What each dear source has found for the account: the units its runs spent on it and the sponsoring channels it
// was the first to name (candidates with a sponsorship in their sample whose `found_by` is its kind). A run shares
// its budget by these figures (run.ts searchAllowance): search pays for a page of 50 names what a featured section
// read pays for a list of a few, and which finds more sponsoring channels a unit depends on the market and on how far
// each source has been read, so it is measured, not assumed. The margin counts: the figures of the run before this
// one and this one's so far, where both sources spent enough there; otherwise all the account's runs.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export interface SourceYield {
  units: number;
  paid: number;
}

export interface SourceYields {
  /** The run before this one and this one so far. */
  recent: { search: SourceYield; featured: SourceYield };
  /** Every run of the account. */
  all: { search: SourceYield; featured: SourceYield };
}

/** Units spent below which a source's yield is not yet told apart from chance. */
const MEASURED_UNITS = { search: 300, featured: 100 } as const;

export async function sourceYields(db: Database, accountId: string, runId: string): Promise<SourceYields> {
  const r = await sql<{
    recent_search_units: number;
    recent_featured_units: number;
    recent_search_paid: number;
    recent_featured_paid: number;
    search_units: number;
    featured_units: number;
    search_paid: number;
    featured_paid: number;
  }>`with runs as (
      select created_at, units_by_source from discovery_runs where account_id = ${accountId}::uuid
    ), recent as (
      select created_at, units_by_source from runs
      where created_at <= (select created_at from discovery_runs where id = ${runId}::uuid)
      order by created_at desc limit 2
    ), paid as (
      select found_by, found_at from discovery_candidates where account_id = ${accountId}::uuid and score > 0
    )
    select
      (select coalesce(sum((units_by_source->>'search')::int), 0) from recent)::int as recent_search_units,
      (select coalesce(sum((units_by_source->>'featured')::int), 0) from recent)::int as recent_featured_units,
      (select count(*) from paid where found_by = 'search'
        and found_at >= (select min(created_at) from recent))::int as recent_search_paid,
      (select count(*) from paid where found_by = 'featured'
        and found_at >= (select min(created_at) from recent))::int as recent_featured_paid,
      (select coalesce(sum((units_by_source->>'search')::int), 0) from runs)::int as search_units,
      (select coalesce(sum((units_by_source->>'featured')::int), 0) from runs)::int as featured_units,
      (select count(*) from paid where found_by = 'search')::int as search_paid,
      (select count(*) from paid where found_by = 'featured')::int as featured_paid`.execute(db);
  const x = r.rows[0];
  return {
    recent: {
      search: { units: x.recent_search_units, paid: x.recent_search_paid },
      featured: { units: x.recent_featured_units, paid: x.recent_featured_paid },
    },
    all: {
      search: { units: x.search_units, paid: x.search_paid },
      featured: { units: x.featured_units, paid: x.featured_paid },
    },
  };
}

const measured = (y: { search: SourceYield; featured: SourceYield }) =>
  y.search.units >= MEASURED_UNITS.search && y.featured.units >= MEASURED_UNITS.featured && y.featured.paid > 0;

/**
 * The part of its share search may spend while featured sections are still read: its sponsoring finds a unit over
 * featured sections', at most 1 — at the margin (the recent runs) where both were measured there, else over all
 * runs, else 1.
 */
export function searchYieldRatio(y: SourceYields): number {
  const w = measured(y.recent) ? y.recent : measured(y.all) ? y.all : null;
  if (!w) return 1;
  return Math.min(1, w.search.paid / w.search.units / (w.featured.paid / w.featured.units));
}
