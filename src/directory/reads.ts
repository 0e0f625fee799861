// The directory as the API layers read it: a list page (signed cursor decoded and re-issued, exact read cache)
// or a detail document, both as JSON text PostgreSQL rendered. The HTTP routes and the MCP tools both call
// these, so a list behaves the same whichever interface asks.
import type { Database } from '../db/database.js';
import type { ReadCache } from './readCache.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { openPage, type ListQuery } from '../pagination/listPage.js';
import { brandList, getBrand } from './brands.js';
import { creatorList, getCreator } from './creators.js';
import { fetchListPage, type ListSpec } from './page.js';
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

/** One page of a list as `{"data":[…],"meta":{nextCursor,hasMore}}` text. Throws ApiError for a bad cursor. */
export async function readListPage(deps: DirectoryDeps, list: ListName, query: ListQuery): Promise<string> {
  const page = openPage(deps.cursors, { list }, query);
  const body = await deps.cache.get(page.key, async () => {
    const fetched = await fetchListPage(deps.db, LISTS[list], page.filters, page.limit, page.after);
    return `{"data":${fetched.json},"meta":${JSON.stringify(page.meta(fetched))}}`;
  });
  return body!;
}

/** One resource as JSON text, or null when there is none. */
export function readDetail(deps: DirectoryDeps, list: ListName, id: string): Promise<string | null> {
  return deps.cache.get(`${list}:${id}`, () => DETAILS[list](deps.db, id));
}
