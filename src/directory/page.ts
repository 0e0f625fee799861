// The directory's lists as specs (columns, joins, sort keys, filters), the same for an API page and an export:
// a page is one keyset query (pagination/keyset.ts) whose JSON PostgreSQL builds itself, so Node neither parses
// rows nor serializes objects; an export reads the same rows in chunks of rendered lines.
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.js';
import { fetchPage, keyset, type Page, type PageQuery, type SortKey } from '../pagination/keyset.js';
import { rangeWhere, type DateBound } from './dateRanges.js';
import { searchedText } from './search.js';

/** `%term%` for LIKE, with the user's wildcards taken literally. */
export function likePattern(search: string): string {
  return `%${searchedText(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One field of a resource summary: its API name, the SQL that reads it, and what it holds (exports render
 * `text` cells with CSV quoting and the formula guard, `array` cells joined by spaces, `value` cells as they are).
 */
export interface Column {
  name: string;
  expr: RawBuilder<unknown>;
  kind: 'text' | 'value' | 'array';
}

export const column = (name: string, expr: RawBuilder<unknown>, kind: Column['kind'] = 'value'): Column => ({
  name,
  expr,
  kind,
});

/** One field of a JSON object PostgreSQL builds: its name and the SQL that reads it. */
export type Field = Pick<Column, 'name' | 'expr'>;
export const field = (name: string, expr: RawBuilder<unknown>): Field => ({ name, expr });

/**
 * A compact JSON object (type json) of the fields, in their order: `{"a":1,"b":"x"}`, as every body Node writes.
 * json_build_object writes `{"a" : 1, "b" : "x"}` and PostgreSQL has no compact serializer, but row_to_json of an
 * aliased row is compact (and array_to_json of an array, for lists inside an object). A field holding json (a nested
 * jsonObject, an array_to_json) is embedded as it is; jsonb is not compact (`json_compact()`, migration 027, is).
 */
export function jsonObject(fields: Field[]): RawBuilder<unknown> {
  return sql`(select row_to_json(_o) from (select ${sql.join(fields.map((f) => sql`${f.expr} as ${sql.id(f.name)}`))}) _o)`;
}

/** An order of a list: its sort keys (the last one unique), in the order of an index. */
export interface ListOrder {
  keys: SortKey[];
  direction: 'asc' | 'desc';
  /** The date range (DateBound name) on the order's first key, when the list has one: it bounds the index walk. */
  range?: string;
  /** The order's index carries the list's search document: a search page finds its rows' keys there first. */
  searchIndexed?: true;
}

/** A list: the rows, their order and the filters, the same for an API page and an export. */
export interface ListSpec<F> {
  columns: Column[];
  /**
   * A row's JSON object as text kept by the database (what the columns render), read instead of building it from
   * the columns: a page then reads no joined table (the joins in `from` must be left joins PostgreSQL can drop).
   */
  rendered?: RawBuilder<unknown>;
  from: RawBuilder<unknown>;
  /**
   * `from` without its joins: the list's own table, which every filter and order key reads. A narrowed page reads the
   * rows in its range from it (keyset.ts pageStatement): a left join, even one PostgreSQL drops, keeps the planner
   * from reading them from an index alone.
   */
  table: RawBuilder<unknown>;
  /** The default order (an export's order): keys and direction, and the date range on its first key. */
  keys: SortKey[];
  direction: 'asc' | 'desc';
  range?: string;
  /** Every order a page can be read in, by its API name (directory/schemas.ts LIST_ORDERS), the default included. */
  orders: Record<string, ListOrder>;
  /** The date ranges the list takes (directory/dateRanges.ts), on top of its own filters. */
  bounds: DateBound[];
  /** The list's own filters (not the date ranges). */
  where(f: F): RawBuilder<unknown>[];
  /**
   * The list a page reads instead for these filters, when another table's index serves them (its orders by the same
   * names, its cursors the same keys): the videos' processingState filter (directory/videos.ts). Exports read `this`.
   */
  pagesFor?(f: F): ListSpec<F> | undefined;
}

/** The WHERE of a list read: its own filters, then its date ranges. */
export function listWhere<F>(spec: ListSpec<F>, f: F): RawBuilder<unknown>[] {
  return [...spec.where(f), ...rangeWhere(spec.bounds, f as Record<string, unknown>)];
}

/**
 * What a page of a list reads: its row, the list's rows and filters, in the order asked, after a cursor. A date range
 * on another field than the order's narrows the rows (keyset.ts pageStatement: few rows in it are read and sorted).
 */
export function listPageQuery<F>(
  spec: ListSpec<F>,
  f: F,
  limit: number,
  after: string[] | null,
  order: ListOrder = spec,
): PageQuery {
  const through = spec.pagesFor?.(f);
  if (through) {
    const name = Object.keys(spec.orders).find((k) => spec.orders[k] === order);
    return listPageQuery(through, f, limit, after, name === undefined ? through : through.orders[name]);
  }
  const others = spec.bounds.filter((b) => b.name !== order.range);
  const narrowed = rangeWhere(others, f as Record<string, unknown>).length > 0;
  const search = (f as { search?: unknown }).search;
  const searched = search !== undefined && search !== '';
  return {
    row: spec.rendered ?? jsonObject(spec.columns),
    from: spec.from,
    where: listWhere(spec, f),
    narrowed,
    narrowFrom: spec.table,
    // A search term's frequency decides between its trigram index and walking the order (migration 014).
    prepare: !narrowed && !searched,
    // Keys first when the search is the only filter (another reads a column the index does not carry).
    keysFirst: !narrowed && searched && order.searchIndexed === true && spec.where(f).length === 1,
    keys: order.keys,
    direction: order.direction,
    limit,
    after,
  };
}

export function fetchListPage<F>(
  db: Database,
  spec: ListSpec<F>,
  f: F,
  limit: number,
  after: string[] | null,
  order: ListOrder = spec,
): Promise<Page> {
  return fetchPage(db, listPageQuery(spec, f, limit, after, order));
}

export interface Chunk {
  /** The rows rendered as text and joined by the separator; null when there were none. */
  text: string | null;
  rows: number;
  /** Sort keys of the last row, to read the next chunk after it. */
  lastKeys: string[] | null;
}

/**
 * The next `limit` rows of a list after `after`, each rendered by PostgreSQL as one line of text (a CSV
 * record, a JSON object) and joined into one string, so an export moves text and never builds row objects.
 */
export async function fetchChunk<F>(
  db: Database,
  spec: ListSpec<F>,
  where: RawBuilder<unknown>[],
  line: RawBuilder<unknown>,
  separator: string,
  limit: number,
  after: string[] | null,
): Promise<Chunk> {
  const { whereSql, order, orderCols, outerOrder, reversedOrder, selectedKeyArray } = keyset(
    spec.keys,
    spec.direction,
    where,
    after,
  );
  const r = await sql<{ text: string | null; rows: number; last_keys: string | null }>`
    with b as materialized (
      select ${line} as line, ${orderCols}
      ${spec.from} ${whereSql}
      order by ${order}
      limit ${limit}
    )
    select (select string_agg(line, ${separator} order by ${outerOrder}) from b) as text,
      (select count(*) from b)::int as rows,
      (select ${selectedKeyArray} from b order by ${reversedOrder} limit 1) as last_keys`.execute(db);
  const row = r.rows[0];
  return { text: row.text, rows: row.rows, lastKeys: row.last_keys ? (JSON.parse(row.last_keys) as string[]) : null };
}
