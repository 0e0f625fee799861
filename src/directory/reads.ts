// The directory as the API layers read it: a list page (signed cursor decoded and re-issued, exact read cache)
// or a detail document, both as JSON text PostgreSQL rendered. The HTTP routes and the MCP tools both call
// these, so a list behaves the same whichever interface asks.
import type { Database } from '../db/database.js';
import type { ReadCache, Tags } from './readCache.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { openPage, type ListQuery } from '../pagination/listPage.js';
import { invalidRequest } from '../errors.js';
import { brandList, getBrand } from './brands.js';
import { creatorList, getCreator } from './creators.js';
import { checkRanges } from './dateRanges.js';
import { normalizeDomain } from './domains.js';
import { fetchListPage, type ListSpec } from './page.js';
import { LIST_ORDERS } from './schemas.js';
import { getSponsorship, sponsorshipList } from './sponsorships.js';
import { getVideo, videoList } from './videos.js';

export interface DirectoryDeps {
  db: Database;
  cursors: CursorCodec;
  cache: ReadCache;
}

export type ListName = 'creators' | 'videos' | 'brands' | 'sponsorships';

const LISTS: Record<ListName, ListSpec<any>> = {
  creators: creatorList,
  videos: videoList,
  brands: brandList,
  sponsorships: sponsorshipList,
};

const DETAILS: Record<ListName, (db: Database, id: string) => Promise<string | null>> = {
  creators: getCreator,
  videos: getVideo,
  brands: getBrand,
  sponsorships: getSponsorship,
};

/**
 * The tags of what a list page shows (readCache.ts, migration 019). A sponsorship's list item is stored on its own
 * row (migration 014), so a sponsorship page changes only with sponsorship rows: of its brand or creator when it is
 * filtered by one, any otherwise. A brandDomain page is its brand's, once the page names the brand; an empty one
 * waits for any sponsorship. Videos show their creator's fields; creators and brands show their own rows.
 */
function listTags(list: ListName, filters: Record<string, unknown>): Tags {
  const f = filters as { brandId?: string; channelId?: string; brandDomain?: string };
  switch (list) {
    case 'sponsorships':
      if (f.brandId !== undefined) return () => [`s.b:${f.brandId}`];
      if (f.channelId !== undefined) return () => [`s.c:${f.channelId}`];
      if (f.brandDomain !== undefined) {
        const domain = `bd:${normalizeDomain(f.brandDomain)}`;
        return (body) => {
          const first = (JSON.parse(body) as { data: { brandId: string }[] }).data[0];
          return first ? [domain, `s.b:${first.brandId}`] : [domain, 's'];
        };
      }
      return () => ['s'];
    case 'videos':
      return f.channelId !== undefined ? () => [`v.c:${f.channelId}`, `cn:${f.channelId}`] : () => ['v', 'cn'];
    case 'creators':
      return () => ['c'];
    case 'brands':
      return () => ['b'];
  }
}

/** The tags of what a detail shows: its own row, the rows it counts, and the shown fields of the ones it names. */
const DETAIL_TAGS: Record<ListName, Tags> = {
  sponsorships: (body) => {
    const d = JSON.parse(body) as { id: string; brandId: string; channelId: string; videoId: string };
    return [`s:${d.id}`, `bn:${d.brandId}`, `cn:${d.channelId}`, `vn:${d.videoId}`];
  },
  videos: (body) => {
    const d = JSON.parse(body) as { videoId: string; channelId: string; sponsorships: { brandId: string }[] };
    return [`v:${d.videoId}`, `s.v:${d.videoId}`, `cn:${d.channelId}`, ...d.sponsorships.map((s) => `bn:${s.brandId}`)];
  },
  creators: (body) => {
    const d = JSON.parse(body) as { channelId: string; topBrands: { brandId: string }[] };
    return [`c:${d.channelId}`, `s.c:${d.channelId}`, ...d.topBrands.map((b) => `bn:${b.brandId}`)];
  },
  brands: (body) => {
    const d = JSON.parse(body) as { id: string; topCreators: { channelId: string }[] };
    return [`b:${d.id}`, `s.b:${d.id}`, 'a', ...d.topCreators.map((c) => `cn:${c.channelId}`)];
  },
};

/**
 * A list request (its shape already validated) as the filters a cursor is bound to: each date bound as the instant
 * it names, the order left out when it is the default (so a cursor of the default order serves with or without
 * `order`, and one of another order is refused as a cursor of other filters). Throws ApiError for a bad or empty
 * date range.
 */
function canonicalQuery(list: ListName, query: ListQuery): { query: ListQuery; order: string } {
  const ranged = checkRanges(LISTS[list].bounds, query, 'query');
  if ('errors' in ranged) throw invalidRequest(ranged.errors);
  const { order, ...rest } = ranged.filters as ListQuery;
  const orders: readonly string[] = LIST_ORDERS[list];
  const name = order === undefined ? orders[0] : order;
  // The schemas already hold the set; a caller that skipped them gets the same refusal, never another order.
  if (typeof name !== 'string' || !orders.includes(name)) {
    throw invalidRequest([{ path: 'query.order', message: `must be one of: ${orders.join(', ')}` }]);
  }
  return { query: name === orders[0] ? rest : { ...rest, order: name }, order: name };
}

/**
 * One page of a list as `{"data":[…],"meta":{nextCursor,hasMore}}` text, in the order asked. Throws ApiError for a
 * bad cursor or date range.
 */
export async function readListPage(deps: DirectoryDeps, list: ListName, query: ListQuery): Promise<string> {
  const canonical = canonicalQuery(list, query);
  const page = openPage(deps.cursors, { list }, canonical.query);
  const spec = LISTS[list];
  const body = await deps.cache.get(page.key, listTags(list, page.filters), async () => {
    const fetched = await fetchListPage(
      deps.db,
      spec,
      page.filters,
      page.limit,
      page.after,
      spec.orders[canonical.order],
    );
    return `{"data":${fetched.json},"meta":${JSON.stringify(page.meta(fetched))}}`;
  });
  return body!;
}

/** One resource as JSON text, or null when there is none. */
export function readDetail(deps: DirectoryDeps, list: ListName, id: string): Promise<string | null> {
  return deps.cache.get(`${list}:${id}`, DETAIL_TAGS[list], () => DETAILS[list](deps.db, id));
}
