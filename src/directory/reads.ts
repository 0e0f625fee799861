// The directory as the API layers read it: a list page (signed cursor decoded and re-issued, exact read cache)
// or a detail document, both as JSON text PostgreSQL rendered. The HTTP routes and the MCP tools both call
// these, so a list behaves the same whichever interface asks.
import type { Database } from '../db/database.js';
import type { ReadCache } from './readCache.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { openPage, type ListQuery } from '../pagination/listPage.js';
import { invalidRequest } from '../errors.js';
import { brandList, getBrand } from './brands.js';
import { creatorList, getCreator } from './creators.js';
import { checkRanges } from './dateRanges.js';
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
  const body = await deps.cache.get(page.key, async () => {
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
  return deps.cache.get(`${list}:${id}`, () => DETAILS[list](deps.db, id));
}
