// One keyset-paginated query shape for every list: PostgreSQL selects limit+1 rows in index order
// and builds the page's JSON itself, so Node neither parses rows nor serializes objects.
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.js';

export interface SortKey {
  /** The SQL expression rows are ordered by (it must match an index for deep pages to stay cheap). */
  expr: RawBuilder<unknown>;
  /** Its PostgreSQL type, to read the cursor's text back. */
  type: 'timestamptz' | 'uuid' | 'text' | 'bigint';
}

export interface PageQuery {
  /** A json expression for one row. */
  row: RawBuilder<unknown>;
  /** `from ... join ...` */
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>[];
  keys: SortKey[];
  direction: 'asc' | 'desc';
  limit: number;
  /** Sort keys of the last row of the previous page, as text. */
  after: string[] | null;
}

export interface Page {
  /** The JSON array of rows, as text. */
  json: string;
  hasMore: boolean;
  /** Sort keys of the last row returned, when there are more rows. */
  lastKeys: string[] | null;
}

function keyText(k: SortKey): RawBuilder<unknown> {
  return k.type === 'timestamptz' ? sql`cursor_ts(${k.expr})` : sql`(${k.expr})::text`;
}

/**
 * The SQL pieces of a keyset read after `after`: the WHERE (filters plus the keyset bound), the ORDER BY, the sort
 * keys selected as o0, o1… with the outer order over them (and its reverse), and the keys as a JSON text array.
 */
function keyset(keys: SortKey[], direction: 'asc' | 'desc', filters: RawBuilder<unknown>[], after: string[] | null) {
  const where = [...filters];
  if (after) {
    const cmp = sql.raw(direction === 'desc' ? '<' : '>');
    where.push(sql`(${sql.join(keys.map((k) => k.expr))}) ${cmp} (${sql.join(keys.map((k, i) => sql`${after[i]}::${sql.raw(k.type)}`))})`);
  }
  const dir = sql.raw(direction);
  const reverse = sql.raw(direction === 'desc' ? 'asc' : 'desc');
  return {
    whereSql: where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``,
    order: sql.join(keys.map((k) => sql`${k.expr} ${dir}`)),
    orderCols: sql.join(keys.map((k, i) => sql`${k.expr} as ${sql.raw(`o${i}`)}`)),
    outerOrder: sql.join(keys.map((_, i) => sql`${sql.raw(`o${i}`)} ${dir}`)),
    reversedOrder: sql.join(keys.map((_, i) => sql`${sql.raw(`o${i}`)} ${reverse}`)),
    keyArray: sql`json_build_array(${sql.join(keys.map(keyText))})::text`,
  };
}

export async function fetchPage(db: Database, q: PageQuery): Promise<Page> {
  const { whereSql, order, orderCols, outerOrder, keyArray } = keyset(q.keys, q.direction, q.where, q.after);
  const r = await sql<{ data: string; n: number; last_keys: string | null }>`
    with page as materialized (
      select ${q.row} as j, ${keyArray} as k, ${orderCols}
      ${q.from} ${whereSql}
      order by ${order}
      limit ${q.limit + 1}
    )
    select
      (select coalesce(json_agg(x.j order by ${outerOrder}), '[]')::text
         from (select * from page order by ${outerOrder} limit ${q.limit}) x) as data,
      (select count(*) from page)::int as n,
      (select k from page order by ${outerOrder} offset ${q.limit - 1} limit 1) as last_keys
  `.execute(db);
  const row = r.rows[0];
  const hasMore = row.n > q.limit;
  return { json: row.data, hasMore, lastKeys: hasMore && row.last_keys ? (JSON.parse(row.last_keys) as string[]) : null };
}

/** `%term%` for LIKE, with the user's wildcards taken literally. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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

export const column = (name: string, expr: RawBuilder<unknown>, kind: Column['kind'] = 'value'): Column => ({ name, expr, kind });

/** `'name', expr, ...` for json_build_object. */
export function jsonFields(columns: Column[]): RawBuilder<unknown> {
  return sql.join(columns.map((c) => sql`${sql.lit(c.name)}, ${c.expr}`));
}

/** A list: the rows, their order and the filters, the same for an API page and an export. */
export interface ListSpec<F> {
  columns: Column[];
  from: RawBuilder<unknown>;
  keys: SortKey[];
  direction: 'asc' | 'desc';
  where(f: F): RawBuilder<unknown>[];
}

export function fetchListPage<F>(db: Database, spec: ListSpec<F>, f: F, limit: number, after: string[] | null): Promise<Page> {
  return fetchPage(db, {
    row: sql`json_build_object(${jsonFields(spec.columns)})`,
    from: spec.from,
    where: spec.where(f),
    keys: spec.keys,
    direction: spec.direction,
    limit,
    after,
  });
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
  const { whereSql, order, orderCols, outerOrder, reversedOrder, keyArray } = keyset(spec.keys, spec.direction, where, after);
  const r = await sql<{ text: string | null; rows: number; last_keys: string | null }>`
    with b as materialized (
      select ${line} as line, ${keyArray} as k, ${orderCols}
      ${spec.from} ${whereSql}
      order by ${order}
      limit ${limit}
    )
    select (select string_agg(line, ${separator} order by ${outerOrder}) from b) as text,
      (select count(*) from b)::int as rows,
      (select k from b order by ${reversedOrder} limit 1) as last_keys`.execute(db);
  const row = r.rows[0];
  return { text: row.text, rows: row.rows, lastKeys: row.last_keys ? (JSON.parse(row.last_keys) as string[]) : null };
}
