// The directory as the API layers read it: a list page (signed cursor decoded and re-issued, exact read cache)
// or a detail document, both as JSON text PostgreSQL rendered. The HTTP routes and the MCP tools both call
// these, so a list behaves the same whichever interface asks.
import type { Database } from '../db/database.js';
import type { ReadCache } from './readCache.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { openPage, type ListQuery } from '../pagination/listPage.js';
import { brandList, getBrand } from './brands.js';
import { creatorList, getCreator, getCreators } from './creators.js';
import { fetchListPage, type ListSpec } from './page.js';
import { getSponsorship, sponsorshipList } from './sponsorships.js';
import { getVideo, getVideos, videoList } from './videos.js';
import { resolveCreator } from './lookup.js';
import { similarBrands } from './similar.js';
import { ApiError } from '../errors.js';

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

// Lookup, batches and similar brands (issue 20).

export type BatchList = 'creators' | 'videos';
const BATCHES: Record<BatchList, (db: Database, ids: readonly string[]) => Promise<Map<string, string>>> = {
  creators: getCreators,
  videos: getVideos,
};

/**
 * `{"data":[…details in the order of ids],"missing":[ids not found]}` as text: one statement for the batch, through
 * the read cache like every read. The ids are distinct (the request schemas refuse duplicates).
 */
export async function readBatch(deps: DirectoryDeps, list: BatchList, ids: readonly string[]): Promise<string> {
  const body = await deps.cache.get(`${list}:batch:${JSON.stringify(ids)}`, async () => {
    const found = await BATCHES[list](deps.db, ids);
    const data = ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
    return `{"data":[${data.join(',')}],"missing":${JSON.stringify(ids.filter((id) => !found.has(id)))}}`;
  });
  return body!;
}

/** The creator a channel URL, handle or channel id names, as its detail text; ApiError 400 (naming `path`) or 404. */
export async function readCreatorLookup(deps: DirectoryDeps, text: string, path: string): Promise<string> {
  const found = await resolveCreator(deps.db, text, path);
  if ('notFound' in found) throw new ApiError('not_found', found.notFound);
  const json = await readDetail(deps, 'creators', found.channelId);
  if (json === null) throw new ApiError('not_found', `No creator has the channel id ${found.channelId}.`);
  return json;
}

/** Brands like the brand `id` as `{"data":[…]}` text, best first; ApiError 404 when there is no such brand. */
export async function readSimilarBrands(deps: DirectoryDeps, id: string, limit: number): Promise<string> {
  const json = await deps.cache.get(`brands:similar:${id}:${limit}`, () => similarBrands(deps.db, id, limit));
  if (json === null) throw new ApiError('not_found', `No brand has the id ${JSON.stringify(id)}.`);
  return json;
}
