// The short_link_expansions table: where short links lead, shared by every process and kept across runs.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { parseLink } from './links.js';

/** The stored expansions of these links (links never expanded, or only with a transient failure, are absent). */
export async function readExpansions(db: Database, urls: string[]): Promise<Map<string, Expansion>> {
  const out = new Map<string, Expansion>();
  if (!urls.length) return out;
  const r = await sql<{ short_url: string; final_url: string | null; outcome: ExpansionOutcome; hops: number }>`
    select short_url, final_url, outcome, hops from short_link_expansions where short_url = any(${urls}::text[])`.execute(
    db,
  );
  for (const row of r.rows)
    out.set(row.short_url, { url: row.short_url, finalUrl: row.final_url, outcome: row.outcome, hops: row.hops });
  return out;
}

/** Stores settled expansions; the first one stored for a link wins, so every later run reads the same answer. */
export async function saveExpansions(db: Database, list: Expansion[]): Promise<void> {
  if (!list.length) return;
  const domains = list.map((e) => (e.finalUrl ? (parseLink(e.finalUrl)?.domain ?? null) : null));
  await sql`insert into short_link_expansions (short_url, final_url, final_domain, outcome, hops)
    select * from unnest(${list.map((e) => e.url)}::text[], ${list.map((e) => e.finalUrl)}::text[], ${domains}::text[],
      ${list.map((e) => e.outcome)}::text[], ${list.map((e) => e.hops)}::int[])
    on conflict (short_url) do nothing`.execute(db);
}

/** Stored short links that lead to one of these registrable domains, as written in text (without the scheme). */
export async function shortLinksLeadingTo(db: Database, domains: string[], limit = 1000): Promise<string[]> {
  if (!domains.length) return [];
  const r = await sql<{ short_url: string }>`
    select short_url from short_link_expansions where final_domain = any(${domains.map((d) => d.toLowerCase())}::text[])
    order by short_url limit ${limit}`.execute(db);
  return r.rows.map((row) => row.short_url.replace(/^https?:\/\//i, ''));
}

/** How an expansion ended (docs/detection.md, section 1a). */
export type ExpansionOutcome = 'expanded' | 'not-redirected' | 'loop' | 'too-many-hops' | 'refused' | 'failed';

export interface Expansion {
  url: string;
  /** The last URL reached by a redirect that passed screening; null when the link led nowhere. */
  finalUrl: string | null;
  outcome: ExpansionOutcome;
  /** Redirects followed. */
  hops: number;
  /** Why expansion ended early (refused, failed), in words safe to log. */
  reason?: string;
}
