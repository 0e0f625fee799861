// The directory as the API layers read it: a list page (signed cursor decoded and re-issued, exact read cache)
// or a detail document, both as JSON text PostgreSQL rendered. The HTTP routes and the MCP tools both call
// these, so a list behaves the same whichever interface asks.
import type { Database } from '../db/database.js';
import type { ReadCache } from './readCache.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { getBrand, listBrands } from './brands.js';
import { getCreator, listCreators } from './creators.js';
import type { Page } from './page.js';
import { getSponsorship, listSponsorships } from './sponsorships.js';
import { getVideo, listVideos } from './videos.js';

export interface DirectoryDeps {
  db: Database;
  cursors: CursorCodec;
  cache: ReadCache;
}

export type ListName = 'creators' | 'videos' | 'brands' | 'sponsorships';

const LISTS: Record<ListName, (db: Database, filters: any, limit: number, after: string[] | null) => Promise<Page>> = {
  creators: listCreators,
  videos: listVideos,
  brands: listBrands,
  sponsorships: listSponsorships,
};

const DETAILS: Record<ListName, (db: Database, id: string) => Promise<string | null>> = {
  creators: getCreator,
  videos: getVideo,
  brands: getBrand,
  sponsorships: getSponsorship,
};

/** Every list is ordered by two sort keys (the value, then a unique id). */
const SORT_KEYS = 2;

export interface ListQuery {
  cursor?: string;
  limit?: number;
  [filter: string]: unknown;
}

/** One page of a list as `{"data":[…],"meta":{nextCursor,hasMore}}` text. Throws ApiError for a bad cursor. */
export async function readListPage(deps: DirectoryDeps, list: ListName, query: ListQuery): Promise<string> {
  const { cursor, limit = 50, ...rest } = query;
  // Absent and undefined filters are the same filter set (the cursor fingerprint ignores them too).
  const filters = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  const after = cursor ? deps.cursors.decode(cursor, list, filters, SORT_KEYS) : null;
  const key = `${list}\u0000${JSON.stringify(filters)}\u0000${cursor ?? ''}\u0000${limit}`;
  const body = await deps.cache.get(key, async () => {
    const page = await LISTS[list](deps.db, filters, limit, after);
    const nextCursor = page.hasMore && page.lastKeys ? deps.cursors.encode(list, filters, page.lastKeys) : null;
    return `{"data":${page.json},"meta":${JSON.stringify({ nextCursor, hasMore: page.hasMore })}}`;
  });
  return body!;
}

/** One resource as JSON text, or null when there is none. */
export function readDetail(deps: DirectoryDeps, list: ListName, id: string): Promise<string | null> {
  return deps.cache.get(`${list}:${id}`, () => DETAILS[list](deps.db, id));
}
