// Charts (videos.list chart=mostPopular): the channels of the most viewed recent uploads per region and category, 50 a
// page, 4 pages (200 videos, YouTube's most) a chart. A page read by any account's run in the last
// DISCOVERY_CHART_HOURS is reused for nothing (discovery_charts), so runs of a day pay for a chart once. A page read
// brings its videos whole (every part an import takes, for the same unit): the run writes them to the directory and
// runs detection over them, so a charting channel's sponsorships are known before it is sampled.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { isObj } from '../json.js';
import { YoutubeApiError, type ListResponse } from '../youtube/client.js';
import { CHART_CATEGORIES } from './codes.js';
import type { DiscoveryPolicyValue } from './present.js';
import { VIDEO_READ_PARTS } from './sample.js';

export const CHART_PAGES = 4;

export interface Chart {
  region: string | null;
  category: string | null;
}

/**
 * The charts a policy reads: each region's (or, without regions, the worldwide) chart of all categories, then one per
 * category: the policy's, or with none named every category an upload can be filed under.
 */
export function chartsOf(policy: Required<DiscoveryPolicyValue>): Chart[] {
  const regions = policy.regions.length ? policy.regions : [null];
  const categories: (string | null)[] = policy.categoryIds.length ? policy.categoryIds : [null, ...CHART_CATEGORIES];
  return regions.flatMap((region) => categories.map((category) => ({ region, category })));
}

export interface ChartPage {
  channels: string[];
  next: string | null;
  /** The page's video resources, when it was read now (a reused page has none: they were taken when it was read). */
  videos: unknown[];
}

/** Page `page` of a chart as an earlier read left it, if it is no older than `hours`. */
export async function cachedChartPage(db: Database, c: Chart, page: number, hours: number): Promise<ChartPage | null> {
  const r = await sql<{ channels: string[]; next_page_token: string | null }>`select channels, next_page_token
    from discovery_charts where region = ${c.region ?? ''} and category = ${c.category ?? ''} and page = ${page}
      and read_at > now() - ${hours} * interval '1 hour'`.execute(db);
  const row = r.rows[0];
  return row ? { channels: row.channels, next: row.next_page_token, videos: [] } : null;
}

/**
 * Reads page `page` of a chart through `call` (charged by the caller) and keeps it. A category with no chart in a
 * region (YouTube answers 400 or 404) is an empty last page.
 */
export async function readChartPage(
  db: Database,
  c: Chart,
  page: number,
  token: string | null,
  call: (params: Record<string, string>) => Promise<ListResponse>,
): Promise<ChartPage> {
  const params: Record<string, string> = { part: VIDEO_READ_PARTS, chart: 'mostPopular', maxResults: '50' };
  if (c.region) params.regionCode = c.region;
  if (c.category) params.videoCategoryId = c.category;
  if (token) params.pageToken = token;
  let r: ListResponse | null;
  try {
    r = await call(params);
  } catch (err) {
    if (!(err instanceof YoutubeApiError && (err.code === 'bad_request' || err.status === 404))) throw err;
    r = null;
  }
  const out: ChartPage = { channels: [], next: null, videos: [] };
  if (r && !r.notModified) {
    const seen = new Set<string>();
    for (const v of r.items) {
      const id = isObj(v) && isObj(v.snippet) ? v.snippet.channelId : null;
      if (typeof id === 'string') seen.add(id);
    }
    out.channels = [...seen];
    out.next = r.nextPageToken;
    out.videos = r.items;
  }
  await sql`insert into discovery_charts (region, category, page, channels, next_page_token)
    values (${c.region ?? ''}, ${c.category ?? ''}, ${page}, ${out.channels}::text[], ${out.next})
    on conflict (region, category, page) do update set channels = excluded.channels,
      next_page_token = excluded.next_page_token, read_at = now()`.execute(db);
  return out;
}
