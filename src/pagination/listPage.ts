// Every list endpoint's paging, once: the request's cursor is decoded (checked against the list, its filters and,
// for a list of an account's own things, the account), the page is fetched after it, and the next cursor is signed
// for the same list and filters. The directory lists, an account's operations, exports and API keys all page so.
import type { CursorCodec } from './cursor.js';

/** A list request as it arrives: the cursor and limit, and the list's filters. */
export interface ListQuery {
  cursor?: string;
  limit?: number;
  [filter: string]: unknown;
}

/**
 * The list a cursor belongs to. With `accountId` (a list of an account's own things), a cursor is bound to the
 * account too: another account's cursor is refused as one of another list.
 */
export interface ListBinding {
  list: string;
  accountId?: string;
}

/** What a fetch returns besides its rows: whether more follow, and the sort keys of the last row when they do. */
export interface KeysetPage {
  hasMore: boolean;
  lastKeys: string[] | null;
}

export interface PageMeta {
  nextCursor: string | null;
  hasMore: boolean;
}

export const DEFAULT_LIMIT = 50;
/** Every list is ordered by two sort keys (the value, then a unique id). */
const SORT_KEYS = 2;

/** A decoded list request: what to fetch, a key naming the page (for caches), and the meta of the fetched page. */
export interface OpenedPage {
  filters: Record<string, unknown>;
  limit: number;
  /** Sort keys of the last row of the previous page; null for the first page. */
  after: string[] | null;
  /** The list, filters, cursor and limit as one text: two requests with the same key ask for the same page. */
  key: string;
  meta(page: KeysetPage): PageMeta;
}

/** Decodes a list request; throws ApiError invalid_cursor for a cursor of another list, filters or account. */
export function openPage(cursors: CursorCodec, binding: ListBinding, query: ListQuery): OpenedPage {
  const { cursor, limit = DEFAULT_LIMIT, ...rest } = query;
  // Absent and undefined filters are the same filter set (the cursor fingerprint ignores them too).
  const filters = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  const list = binding.accountId === undefined ? binding.list : `${binding.list}:${binding.accountId}`;
  const after = cursor ? cursors.decode(cursor, list, filters, SORT_KEYS) : null;
  return {
    filters,
    limit,
    after,
    key: `${list}\u0000${JSON.stringify(filters)}\u0000${cursor ?? ''}\u0000${limit}`,
    meta: (page) => ({
      nextCursor: page.hasMore && page.lastKeys ? cursors.encode(list, filters, page.lastKeys) : null,
      hasMore: page.hasMore,
    }),
  };
}

/** One page of a list: the request decoded, the page fetched after its cursor, the next cursor signed. */
export async function listPage<P extends KeysetPage>(
  cursors: CursorCodec,
  binding: ListBinding,
  query: ListQuery,
  fetch: (filters: Record<string, unknown>, limit: number, after: string[] | null) => Promise<P>,
): Promise<{ page: P; meta: PageMeta }> {
  const opened = openPage(cursors, binding, query);
  const page = await fetch(opened.filters, opened.limit, opened.after);
  return { page, meta: opened.meta(page) };
}
