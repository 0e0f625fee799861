// The directory as the API layers read it: a list page (signed cursor decoded and re-issued, exact read cache)
// or a detail document, both as JSON text PostgreSQL rendered. The HTTP routes and the MCP tools both call
// these, so a list behaves the same whichever interface asks.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { ReadCache, Tags } from './readCache.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { openPage, type ListQuery } from '../pagination/listPage.js';
import { invalidRequest } from '../errors.js';
import { brandList, getBrand } from './brands.js';
import { creatorList, getCreator, getCreatorByHandle, getCreators } from './creators.js';
import { checkRanges } from './dateRanges.js';
import { normalizeDomain } from './domains.js';
import { fetchListPage, type ListSpec } from './page.js';
import { LIST_ORDERS, type OrderName } from './schemas.js';
import { getSponsorship, sponsorshipList } from './sponsorships.js';
import { getVideo, getVideos, videoList } from './videos.js';
import { parseCreatorRef } from './lookup.js';
import { similarBrands } from './similar.js';
import { searchTermError } from './search.js';
import { digitBucket, MAX_DIGITS, searchGram, tags, utcDay, type KeyedTag } from './tags.js';
import { ApiError } from '../errors.js';
import { isStatementTimeout } from '../db/database.js';

/**
 * Runs a directory read, its statement cancelled by READ_STATEMENT_TIMEOUT_MS answering 503 read_timeout with
 * Retry-After (the connection goes back to the pool usable). Every read of this module runs through it; a route that
 * reads the directory itself (activity) uses it too.
 */
export async function readTimed<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (!isStatementTimeout(err)) throw err;
    throw new ApiError(
      'read_timeout',
      'This read took longer than the service allows and was stopped. Narrow it (a longer search term, a date range) or retry later.',
      undefined,
      { 'retry-after': String(READ_RETRY_AFTER_SECONDS) },
    );
  }
}
/** What a client refused by the read timeout is asked to wait: the database is busy, or the read is too broad. */
const READ_RETRY_AFTER_SECONDS = 5;

export interface DirectoryDeps {
  /** Where the reads run (Store.reads): on PostgreSQL, a statement ends after READ_STATEMENT_TIMEOUT_MS. */
  readDb: Database;
  /**
   * Where the long reads run (Store.scans: searches, similar brands), a lane beside `readDb` so that the short reads do
   * not queue behind them; `readDb` when absent.
   */
  scanDb?: Database;
  cursors: CursorCodec;
  cache: ReadCache;
}

/** The lane of the long reads: searches and rankings (Store.scans). */
const scanLane = (deps: DirectoryDeps) => deps.scanDb ?? deps.readDb;

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

/** The items of a page or ranking (`{"data":[…]}`). */
const items = (body: string) => (JSON.parse(body) as { data: Record<string, string>[] }).data;

const { sponsorships: S, creators: C, videos: V, brands: B, brandDomains: BD } = tags;

const KEY_VALUES = new Map<string, RegExp>();
/**
 * Every string value of the key `key`, at any depth, in a JSON text PostgreSQL rendered (compact: `"key":"value"`),
 * read without parsing the whole text (a page's or a detail's tags, for every response the cache keeps). A key is only
 * ever found as a key: inside a string value every quote is escaped. A key the text holds at several depths gives
 * all their values: tags beyond the ones the response shows only drop it more often, never keep it stale.
 */
export function valuesOf(body: string, key: string): string[] {
  let re = KEY_VALUES.get(key);
  if (re === undefined) KEY_VALUES.set(key, (re = new RegExp(`[{,]"${key}":"((?:[^"\\\\]|\\\\.)*)"`, 'g')));
  const out: string[] = [];
  for (const m of body.matchAll(re)) out.push(m[1].includes('\\') ? (JSON.parse(`"${m[1]}"`) as string) : m[1]);
  return out;
}

/** The tag of the column a list order reads alone (migration 022), by list, when it has one. */
const ORDER_TAGS: Record<string, string> = {
  'creators -subscriberCount': C.bySubscribers.tag,
  'creators -sponsorshipCount': C.bySponsorships.tag,
  'creators -lastSponsorshipAt': C.byLastSponsorship.tag,
  'brands -sponsorshipCount': B.bySponsorships.tag,
  'brands -lastSponsorshipAt': B.byLastSponsorship.tag,
  'videos -viewCount': V.byViews.tag,
};

const DAY_MS = 86_400_000;
/** Whether a page's text says more rows follow it (its meta ends it: `…,"hasMore":true}}`). */
const hasMore = (body: string) => body.endsWith('"hasMore":true}}');
/** The sponsorships' order by detection time, newest first (their default). */
const DETECTION_ORDER = LIST_ORDERS.sponsorships[0];
/** How many days of detections a page may span and still carry their days' tags rather than every sponsorship's. */
export const MAX_TAGGED_DAYS = 62;

/**
 * The days of detections a page in detection order can show, as their tags, or null when it has no lower or upper
 * time: its rows lie at or below its cursor's time (or the range's end) and at or above its last row's (when more
 * follow; else the range's start), so a sponsorship written at another time (any detection written now, below a
 * cursor) cannot enter, leave or change it. The last row's time is the API's (milliseconds, maybe rounded up): its day
 * and the one before are both taken.
 */
function detectionDays(
  filters: { detectedAfter?: string; detectedBefore?: string },
  after: string[] | null,
  body: string,
) {
  const tops = [after?.[0], filters.detectedBefore].filter((x) => x !== undefined).map((x) => Date.parse(x));
  if (tops.length === 0 || tops.some(Number.isNaN)) return null;
  // The items' times in their order (read off the text, as the other tags are), and the page's meta, which ends it.
  const last = valuesOf(body, 'detectedAt').at(-1);
  const bottom =
    hasMore(body) && last !== undefined
      ? Date.parse(last) - DAY_MS
      : filters.detectedAfter !== undefined
        ? Date.parse(filters.detectedAfter)
        : NaN;
  return dayTags(S.ofDetectionDay, bottom, Math.min(...tops));
}

/** The day tags of `family` from the UTC day of `bottom` to that of `top` (times in ms), or null past MAX_TAGGED_DAYS. */
function dayTags(family: KeyedTag, bottom: number, top: number): string[] | null {
  if (Number.isNaN(bottom) || Number.isNaN(top)) return null;
  const first = Math.floor(bottom / DAY_MS);
  const lastDay = Math.floor(top / DAY_MS);
  if (lastDay - first + 1 > MAX_TAGGED_DAYS) return null;
  const days: string[] = [];
  for (let d = first; d <= lastDay; d++) days.push(family.of(utcDay(d * DAY_MS)));
  return days;
}

/** The sponsorships' order by view count, most first. */
const VIEW_ORDER: OrderName<'sponsorships'> = '-viewCount';
const LAST_VIEWS = /"viewCount":(-?\d+|null)[,}]/g;

/**
 * The view-count magnitudes (tags.ts digitBucket) a page of one brand or creator in view order can show, as `family`'s
 * tags for `id`, or null when no more rows follow it (a row with any count could join it then): its rows lie at or
 * below its cursor's count and at or above its last row's, so a sponsorship whose count (before or after a write)
 * lies in another magnitude cannot enter, leave or change it.
 */
function viewBuckets(family: KeyedTag, id: string, after: string[] | null, body: string): string[] | null {
  if (!hasMore(body)) return null;
  let last: string | null | undefined;
  for (const m of body.matchAll(LAST_VIEWS)) last = m[1] === 'null' ? null : m[1];
  if (last === undefined) return null;
  const top = after ? digitBucket(after[0]) : MAX_DIGITS;
  const tags: string[] = [];
  for (let b = digitBucket(last); b <= top; b++) tags.push(family.of(id, String(b)));
  return tags.length ? tags : null;
}

/**
 * The days a range filter bounds on both sides (`…After` and `…Before`), as `family`'s tags, or null: whatever the
 * order and the cursor, every row of such a page has its time in the range, before a write and after it.
 */
function rangeDays(family: KeyedTag, after: string | undefined, before: string | undefined): string[] | null {
  if (after === undefined || before === undefined) return null;
  return dayTags(family, Date.parse(after), Date.parse(before));
}

/** Whether every day tag lies before today's UTC day: no detection written now can move such a page. */
const allPast = (days: string[]) => {
  const today = utcDay(Date.now());
  return days.every((d) => d.slice(d.indexOf(':') + 1) < today);
};

/**
 * The tag of the sponsorships a search can match, or null: the term's rarest gram (tags.ts searchGram), which every
 * matching search document holds. A term with a line break is matched line by line against the joined tables
 * (sponsorships.ts), not against the stored document: it keeps the tag of every sponsorship.
 */
function searchedGram(term: string | undefined): string | null {
  if (term === undefined || term === '' || term.includes('\n')) return null;
  const gram = searchGram(term);
  return gram === null ? null : S.bySearchGram.of(gram);
}

/**
 * The tags of what a list page shows (directory/tags.ts, migrations 019 and 022). A sponsorship's list item is stored
 * on its own row (migration 014), so a sponsorship page changes only with sponsorship rows: of its brand or creator
 * when it is filtered by one, of the days between its times in detection order (detectionDays), of its search term's
 * gram when it searches (searchedGram), any otherwise. A brandDomain page is its brand's, once the page names the
 * brand; an empty one waits for any sponsorship. A page of videos, creators or brands changes when a row enters,
 * leaves or moves in its list (the table's tag, or the channel's for a channel's videos; the tag of the column its
 * order reads alone; the processing state's with a processingState filter) or when one of the rows it shows changes
 * (their ids' tags); videos also show their creator's fields.
 */
export function listTags(
  list: ListName,
  filters: Record<string, unknown>,
  order: string,
  after: string[] | null = null,
): Tags {
  const f = filters as {
    brandId?: string;
    channelId?: string;
    brandDomain?: string;
    processingState?: string;
    detectedAfter?: string;
    detectedBefore?: string;
    publishedAfter?: string;
    publishedBefore?: string;
    search?: string;
    type?: string;
  };
  switch (list) {
    case 'sponsorships': {
      // The days of detections the page can show (in detection order, to its cursor and last row; otherwise the
      // range's), else the days of publication its range bounds: either set of tags alone keeps the page exact.
      const published = rangeDays(S.ofPublishedDay, f.publishedAfter, f.publishedBefore);
      const days = (body: string) =>
        (order === DETECTION_ORDER
          ? detectionDays(f, after, body)
          : rangeDays(S.ofDetectionDay, f.detectedAfter, f.detectedBefore)) ?? published;
      // A brand's or a creator's page keeps its own tag (of its type, when it filters one), unless its days all lie in
      // the past: then detections of the brand written now (the common write) leave it, while a write of its days
      // would move it through either.
      const type = f.type;
      const ofBrand = (id: string) => (type !== undefined ? S.ofBrandType.of(id, type) : S.ofBrand.of(id));
      const own =
        f.brandId !== undefined
          ? ofBrand(f.brandId)
          : f.channelId !== undefined
            ? type !== undefined
              ? S.ofCreatorType.of(f.channelId, type)
              : S.ofCreator.of(f.channelId)
            : null;
      // In view order (without a type), by the magnitudes of the view counts the page can show.
      const byViews =
        order !== VIEW_ORDER || type !== undefined
          ? null
          : f.brandId !== undefined
            ? S.ofBrandViews
            : f.channelId !== undefined
              ? S.ofCreatorViews
              : null;
      if (own !== null)
        return (body) => {
          const d = days(body);
          if (d !== null && allPast(d)) return d;
          return (byViews && viewBuckets(byViews, (f.brandId ?? f.channelId)!, after, body)) ?? [own];
        };
      if (f.brandDomain !== undefined) {
        const domain = BD.ofDomain.of(normalizeDomain(f.brandDomain));
        return (body) => {
          const first = items(body)[0];
          return first ? [domain, ofBrand(first.brandId)] : [domain, S.all.tag];
        };
      }
      const any = searchedGram(f.search) ?? (type !== undefined ? S.ofType.of(type) : S.all.tag);
      return (body) => days(body) ?? [any];
    }
    case 'videos': {
      const state = f.processingState !== undefined ? [V.byProcessingState.tag] : [];
      const byViews = ORDER_TAGS[`videos ${order}`] !== undefined;
      if (f.channelId !== undefined) {
        const channel = f.channelId;
        return (body) => [
          V.ofChannel.of(channel),
          C.shown.of(channel),
          ...(byViews ? [V.ofChannelByViews.of(channel)] : []),
          ...state,
          ...valuesOf(body, 'videoId').map((v) => V.row.of(v)),
        ];
      }
      return (body) => [
        V.all.tag,
        ...(byViews ? [V.byViews.tag] : []),
        ...state,
        ...valuesOf(body, 'videoId').map((v) => V.row.of(v)),
        ...new Set(valuesOf(body, 'channelId').map((c) => C.shown.of(c))),
      ];
    }
    case 'creators':
    case 'brands': {
      const [table, id] = list === 'creators' ? [C, 'channelId'] : [B, 'id'];
      const counter = ORDER_TAGS[`${list} ${order}`];
      return (body) => [
        table.all.tag,
        ...(counter ? [counter] : []),
        ...valuesOf(body, id).map((x) => table.row.of(x)),
      ];
    }
  }
}

/**
 * The tags of what a detail shows: its own row, the rows it counts, and the shown fields of the ones it names (the
 * values of their keys in the text: valuesOf).
 */
const DETAIL_TAGS: Record<ListName, Tags> = {
  sponsorships: (body) => [
    ...valuesOf(body, 'id').map((x) => S.row.of(x)),
    ...valuesOf(body, 'brandId').map((x) => B.shown.of(x)),
    ...valuesOf(body, 'channelId').map((x) => C.shown.of(x)),
    ...valuesOf(body, 'videoId').map((x) => V.shown.of(x)),
  ],
  videos: (body) => {
    const video = valuesOf(body, 'videoId');
    return [
      ...video.map((x) => V.row.of(x)),
      ...video.map((x) => S.ofVideo.of(x)),
      ...valuesOf(body, 'channelId').map((x) => C.shown.of(x)),
      ...valuesOf(body, 'brandId').map((x) => B.shown.of(x)),
    ];
  },
  creators: (body) => {
    const channel = valuesOf(body, 'channelId');
    return [
      ...channel.map((x) => C.row.of(x)),
      ...channel.map((x) => S.ofCreator.of(x)),
      ...valuesOf(body, 'brandId').map((x) => B.shown.of(x)),
    ];
  },
  brands: (body) => {
    const brand = valuesOf(body, 'id');
    return [
      ...brand.map((x) => B.row.of(x)),
      ...brand.map((x) => S.ofBrand.of(x)),
      tags.agencies.all.tag,
      ...valuesOf(body, 'channelId').map((x) => C.shown.of(x)),
    ];
  },
};

/**
 * A list request (its shape already validated) as the filters a cursor is bound to: each date bound as the instant
 * it names, the order left out when it is the default (so a cursor of the default order serves with or without
 * `order`, and one of another order is refused as a cursor of other filters). Throws ApiError for a bad or empty
 * date range, or a search term the index cannot answer (search.ts).
 */
function canonicalQuery(list: ListName, query: ListQuery): { query: ListQuery; order: string } {
  const ranged = checkRanges(LISTS[list].bounds, query, 'query');
  if ('errors' in ranged) throw invalidRequest(ranged.errors);
  const unindexed = searchTermError(query.search, 'query.search');
  if (unindexed) throw invalidRequest([unindexed]);
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
  const body = await deps.cache.get(page.key, listTags(list, page.filters, canonical.order, page.after), async () => {
    // A search reads the text index and ranks what it finds: a long read, on its own lane.
    const db = page.filters.search === undefined ? deps.readDb : scanLane(deps);
    const fetched = await readTimed(() =>
      fetchListPage(db, spec, page.filters, page.limit, page.after, spec.orders[canonical.order]),
    );
    return `{"data":${fetched.json},"meta":${JSON.stringify(page.meta(fetched))}}`;
  });
  return body!;
}

/** One resource as JSON text, or null when there is none. */
export function readDetail(deps: DirectoryDeps, list: ListName, id: string): Promise<string | null> {
  return deps.cache.get(`${list}:${id}`, DETAIL_TAGS[list], () => readTimed(() => DETAILS[list](deps.readDb, id)));
}

// Lookup, batches and similar brands (issue 20).

export type BatchList = 'creators' | 'videos';
const BATCHES: Record<BatchList, (db: Database, ids: readonly string[]) => Promise<Map<string, string>>> = {
  creators: getCreators,
  videos: getVideos,
};

/** A batch shows each detail it holds (their tags) and waits for the rows of the ids it misses. */
function batchTags(list: BatchList): Tags {
  return (body) => {
    const { data, missing } = JSON.parse(body) as { data: unknown[]; missing: string[] };
    const own = list === 'creators' ? C.row : V.row;
    return [...data.flatMap((item) => DETAIL_TAGS[list](JSON.stringify(item))), ...missing.map((id) => own.of(id))];
  };
}

/**
 * `{"data":[…details in the order of ids],"missing":[ids not found]}` as text: one statement for the batch, through
 * the read cache like every read. The ids are distinct (the request schemas refuse duplicates).
 */
export async function readBatch(deps: DirectoryDeps, list: BatchList, ids: readonly string[]): Promise<string> {
  const body = await deps.cache.get(`${list}:batch:${JSON.stringify(ids)}`, batchTags(list), async () => {
    const found = await readTimed(() => BATCHES[list](deps.readDb, ids));
    const data = ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
    return `{"data":[${data.join(',')}],"missing":${JSON.stringify(ids.filter((id) => !found.has(id)))}}`;
  });
  return body!;
}

/**
 * A handle's lookup shows the detail of the creator it resolves to, and which creator that is: any creator entering,
 * leaving or changing its handle (the creators' shown fields) may change the answer.
 */
const HANDLE_TAGS: Tags = (body) => [C.anyShown.tag, ...DETAIL_TAGS.creators(body)];

/** The creator a channel URL, handle or channel id names, as its detail text; ApiError 400 (naming `path`) or 404. */
export async function readCreatorLookup(deps: DirectoryDeps, text: string, path: string): Promise<string> {
  const ref = parseCreatorRef(text, path);
  if ('notFound' in ref) throw new ApiError('not_found', ref.notFound);
  if ('handle' in ref) {
    // The handle resolved in the detail's own statement: one query, not a look-up and then the detail.
    const json = await deps.cache.get(`creators:handle:${ref.handle}`, HANDLE_TAGS, () =>
      readTimed(() => getCreatorByHandle(deps.readDb, ref.handle)),
    );
    if (json === null) throw new ApiError('not_found', `No creator has the handle ${ref.handle}.`);
    return json;
  }
  const json = await readDetail(deps, 'creators', ref.channelId);
  if (json === null) throw new ApiError('not_found', `No creator has the channel id ${ref.channelId}.`);
  return json;
}

const SIMILAR_TAGS: Tags = (body) => [S.all.tag, B.all.tag, C.anyShown.tag, ...items(body).map((x) => B.row.of(x.id))];

/** Brands like the brand `id` as `{"data":[…]}` text, best first; ApiError 404 when there is no such brand. */
export async function readSimilarBrands(deps: DirectoryDeps, id: string, limit: number): Promise<string> {
  // A ranking reads every brand's creators, so any sponsorship write, a brand entering or leaving, a change of a brand
  // it shows or of a creator's shown fields changes it.
  const json = await deps.cache.get(`brands:similar:${id}:${limit}`, SIMILAR_TAGS, () =>
    readTimed(() => similarBrands(scanLane(deps), id, limit)),
  );
  if (json === null) throw new ApiError('not_found', `No brand has the id ${JSON.stringify(id)}.`);
  return json;
}

// Warming a new process's connections (issue 35). A PostgreSQL session's first statement over a table loads the
// table's, its indexes' and its functions' catalog entries into that session's caches, and a prepared statement is
// parsed and planned once a connection: 15–25 ms for a creator's detail on a new session against 1 ms after, paid
// by every connection of the pool for every read statement. A process started under load paid it on its first
// requests (two thirds of a first-touch tail's responses over 100 ms came in its first three seconds).

/** A uuid, a channel id and a handle no row has: the warm-up reads find nothing and keep nothing of the data. */
const nobody = (i: number) => ({
  uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  channelId: `UC-warm-up-${i}`,
  handle: `@warm-up-${i}`,
});

/**
 * Runs the reads keyed by one resource (each resource's detail, a creator's lookup by handle, similar brands, and
 * each list filtered by a brand or a channel, in each of its orders) once on each of `connections` connections of
 * the lane each runs on (`deps.readDb`; similar brands on the long reads' lane), with ids no row has: the same
 * statements, prepared under the same names, as the requests that follow.
 * Each read runs `connections` times at once with distinct ids, so each runs on a connection of its own. `deps.cache`
 * should be a cache of its own (it keeps the empty answers). Errors are ignored: a read that failed warms nothing.
 */
export async function warmReads(deps: DirectoryDeps, connections: number): Promise<void> {
  const onEach = (read: (id: ReturnType<typeof nobody>) => Promise<unknown>) =>
    Promise.all(Array.from({ length: connections }, (_, i) => read(nobody(i)).catch(() => undefined)));
  await onEach((x) => DETAILS.creators(deps.readDb, x.channelId));
  await onEach((x) => DETAILS.videos(deps.readDb, x.channelId));
  await onEach((x) => DETAILS.brands(deps.readDb, x.uuid));
  await onEach((x) => DETAILS.sponsorships(deps.readDb, x.uuid));
  await onEach((x) => getCreatorByHandle(deps.readDb, x.handle));
  await onEach((x) => similarBrands(scanLane(deps), x.uuid, 10));
  for (const order of LIST_ORDERS.sponsorships) {
    await onEach((x) => readListPage(deps, 'sponsorships', { brandId: x.uuid, order }));
    await onEach((x) => readListPage(deps, 'sponsorships', { channelId: x.channelId, order }));
  }
  for (const order of LIST_ORDERS.videos)
    await onEach((x) => readListPage(deps, 'videos', { channelId: x.channelId, order }));
}

/** Resources of the directory a process's warm-up reads through its own routes (http/warmUp.ts). */
export interface WarmUpSample {
  creators: { channelId: string; handle: string | null }[];
  brands: string[];
  sponsorships: { id: string; videoId: string }[];
}

/**
 * Up to `n` creators and sponsorships and the brands that have sponsorships (at most `n`): three index ranges, so a
 * start costs no scan however large the directory. Empty on an empty directory (nothing to warm).
 */
export async function warmUpSample(db: Database, n: number): Promise<WarmUpSample> {
  const [creators, brands, sponsorships] = await Promise.all([
    sql<{ channelId: string; handle: string | null }>`select channel_id as "channelId", handle from creators
      where sponsorship_count > 0 order by channel_id limit ${n}`.execute(db),
    sql<{ id: string }>`select id::text from brands where sponsorship_count > 0 order by id limit ${n}`.execute(db),
    sql<{ id: string; videoId: string }>`select id::text, video_id as "videoId" from sponsorships
      order by detected_at desc, id desc limit ${n}`.execute(db),
  ]);
  return { creators: creators.rows, brands: brands.rows.map((r) => r.id), sponsorships: sponsorships.rows };
}
