// Search (search.list, 100 units a page of 50): the dearest source, read page by page across runs. Each query's next
// page token is kept (discovery_searches), so a run reads the page after the last one any earlier run of the account
// read, never the same page twice; a query YouTube has no further page for rests until DISCOVERY_RESCORE_DAYS have
// passed, then starts again from its first page. YouTube lists 500 results of a search (10 pages): a video search is
// read newest first (order=date), and past its 10th page it goes on as a new window, the results published before
// the oldest one read (publishedBefore), so a brand named in thousands of uploads is read past its first 500.
//
// The queries, in order: the seed keywords (type=channel: channels whose title or description hold them), the seed
// brands' names and then the brands most often found in the account's scored samples (type=video: the uploads that
// name a brand are mostly its sponsored creators' and lead straight to them).
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { isObj } from '../json.js';
import type { ListResponse } from '../youtube/client.js';
import type { DiscoveryPolicyValue } from './present.js';

export const SEARCH_COST = 100;
/** YouTube lists at most about 500 results (10 pages) for a query. */
const MAX_PAGES = 10;
/** The results a page asks for (search.list's most). */
const PAGE_SIZE = 50;
/** Brands learned from the samples searched beside the seed brands. */
const LEARNED_BRANDS = 10;

export interface SearchQuery {
  q: string;
  type: 'channel' | 'video';
}

export async function searchQueries(
  db: Database,
  accountId: string,
  policy: Required<DiscoveryPolicyValue>,
): Promise<SearchQuery[]> {
  const seeds = policy.seeds.brands.length
    ? (
        await sql<{ name: string }>`select name from brands where id = any(${policy.seeds.brands}::uuid[])
          order by name`.execute(db)
      ).rows.map((b) => b.name)
    : [];
  const learned = await sql<{ name: string }>`select b->>'name' as name
    from discovery_candidates d, jsonb_array_elements(d.sample->'brands') b
    where d.account_id = ${accountId}::uuid and d.sample is not null
      and not ((b->>'brandId') = any(${policy.seeds.brands}::text[]))
    group by b->>'name' order by count(*) desc, b->>'name' limit ${LEARNED_BRANDS}`.execute(db);
  const out: SearchQuery[] = [];
  const seen = new Set<string>();
  const add = (q: string, type: SearchQuery['type']) => {
    const k = `${type}:${q.toLowerCase()}`;
    // A term search can match on: three letters or digits in a row (directory/search.ts holds the API to the same).
    if (seen.has(k) || !/[\p{L}\p{N}]{3}/u.test(q)) return;
    seen.add(k);
    out.push({ q, type });
  };
  for (const k of policy.seeds.keywords) add(k, 'channel');
  for (const b of [...seeds, ...learned.rows.map((x) => x.name)]) add(b, 'video');
  return out;
}

export interface NextSearch extends SearchQuery {
  token: string | null;
  /** The window's end (publishedBefore, ISO 8601), or null for the newest results. */
  before: string | null;
}

/**
 * The query to read next, of those that still have pages: one never read first (in the queries' order), then the
 * one whose pages found the most sponsoring channels a page (candidates it named with a sponsorship in their sample),
 * then the one with the fewest pages read.
 */
export async function nextSearch(
  db: Database,
  accountId: string,
  queries: SearchQuery[],
  rescoreDays: number,
): Promise<NextSearch | null> {
  if (!queries.length) return null;
  // An exhausted search old enough starts again from its first page.
  await sql`update discovery_searches set page_token = null, pages = 0, window_pages = 0, published_before = null,
      exhausted_at = null
    where account_id = ${accountId}::uuid and exhausted_at < now() - ${rescoreDays} * interval '1 day'`.execute(db);
  const r = await sql<{
    query: string;
    type: string;
    page_token: string | null;
    before: string | null;
    pages: number;
    done: boolean;
    paid: number;
  }>`select q.query, q.type, q.page_token, q.pages, q.exhausted_at is not null as done,
      to_char(q.published_before at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as before,
      (select count(*) from discovery_candidates d where d.account_id = q.account_id and d.score > 0
        and d.sources @> jsonb_build_array(jsonb_build_object('kind', 'search', 'ref', left(q.query, 200))))::int as paid
    from discovery_searches q where q.account_id = ${accountId}::uuid`.execute(db);
  const state = new Map(r.rows.map((x) => [`${x.type}:${x.query}`, x]));
  let best: NextSearch | null = null;
  let rank: [number, number, number] = [Infinity, Infinity, Infinity];
  for (const q of queries) {
    const s = state.get(`${q.type}:${q.q}`);
    if (s?.done) continue;
    const pages = s?.pages ?? 0;
    // Smaller is better: read or not, then finds a page (negated), then pages read.
    const mine: [number, number, number] = pages ? [1, -(s!.paid / pages), pages] : [0, 0, 0];
    if (
      mine[0] < rank[0] ||
      (mine[0] === rank[0] && (mine[1] < rank[1] || (mine[1] === rank[1] && mine[2] < rank[2])))
    ) {
      best = { ...q, token: s?.page_token ?? null, before: s?.before ?? null };
      rank = mine;
    }
  }
  return best;
}

/**
 * Records a page read: the token of the next, or the search exhausted. YouTube gives no token past a search's 10th
 * page however many results match: a video search whose window's 10th page came full goes on with the window before
 * `oldest` (the page's last publishedAt); any other search ends there.
 */
export async function searchRead(
  db: Database,
  accountId: string,
  s: SearchQuery,
  r: { next: string | null; full: boolean; oldest: string | null },
): Promise<void> {
  const slide = s.type === 'video' && r.full && r.oldest !== null;
  const windowEnd = sql`d.window_pages + 1 >= ${MAX_PAGES}`;
  await sql`insert into discovery_searches as d (account_id, query, type, page_token, pages, window_pages, exhausted_at)
    values (${accountId}::uuid, ${s.q}, ${s.type}, ${r.next}, 1, 1, ${r.next ? null : sql`now()`})
    on conflict (account_id, query, type) do update set pages = d.pages + 1, read_at = now(),
      page_token = case when ${windowEnd} then null else excluded.page_token end,
      window_pages = case when ${windowEnd} then 0 else d.window_pages + 1 end,
      published_before = case when ${windowEnd} and ${slide} then ${r.oldest}::timestamptz else d.published_before end,
      exhausted_at = case when ${windowEnd} then (case when ${slide} then null else now() end)
        when excluded.page_token is null then now() end`.execute(db);
}

/** What a page says of the search's next: its token, whether it came full, its last result's publishedAt. */
export function pageEnd(r: ListResponse): { next: string | null; full: boolean; oldest: string | null } {
  if (r.notModified) return { next: null, full: false, oldest: null };
  const last = r.items[r.items.length - 1];
  const at = isObj(last) && isObj(last.snippet) ? last.snippet.publishedAt : null;
  return {
    next: r.nextPageToken,
    full: r.items.length >= PAGE_SIZE,
    oldest: typeof at === 'string' && Number.isFinite(Date.parse(at)) ? at : null,
  };
}

/** A stored page token YouTube no longer takes: the search starts again from its first page. */
export async function searchRestart(db: Database, accountId: string, s: SearchQuery): Promise<void> {
  await sql`update discovery_searches set page_token = null, window_pages = 0, exhausted_at = null
    where account_id = ${accountId}::uuid and query = ${s.q} and type = ${s.type}`.execute(db);
}

/** The channels of a page of results (a channel result's id, a video result's channel). */
export function searchChannels(r: ListResponse): string[] {
  if (r.notModified) return [];
  const out = new Set<string>();
  for (const it of r.items) {
    const id =
      isObj(it) && isObj(it.id) && typeof it.id.channelId === 'string'
        ? it.id.channelId
        : isObj(it) && isObj(it.snippet)
          ? it.snippet.channelId
          : null;
    if (typeof id === 'string') out.add(id);
  }
  return [...out];
}

/** The videos of a page of a `type=video` search (read whole for 1 unit and run through detection by the run). */
export function searchVideoIds(r: ListResponse): string[] {
  if (r.notModified) return [];
  const out = new Set<string>();
  for (const it of r.items) if (isObj(it) && isObj(it.id) && typeof it.id.videoId === 'string') out.add(it.id.videoId);
  return [...out].slice(0, 50);
}

export function searchParams(s: NextSearch, policy: Required<DiscoveryPolicyValue>): Record<string, string> {
  const params: Record<string, string> = { part: 'snippet', type: s.type, q: s.q, maxResults: String(PAGE_SIZE) };
  if (s.type === 'video') params.order = 'date';
  if (s.before) params.publishedBefore = s.before;
  if (policy.regions[0]) params.regionCode = policy.regions[0];
  if (policy.languages[0]) params.relevanceLanguage = policy.languages[0];
  if (s.token) params.pageToken = s.token;
  return params;
}
