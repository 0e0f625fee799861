// Keyset pagination in SQL, for every list: rows after the last one seen, in the order of an index, limit+1 to
// know whether more follow. A page is rendered by PostgreSQL as one JSON text (the directory lists) or returned as
// rows for Node to shape (an account's operations, exports and keys); the sort keys come back as text for the cursor.
import { sql, type RawBuilder } from 'kysely';
import { runPrepared, type Database } from '../db/database.js';

export interface SortKey {
  /** The SQL expression rows are ordered by (it must match an index for deep pages to stay cheap). */
  expr: RawBuilder<unknown>;
  /** Its PostgreSQL type, to read the cursor's text back. */
  type: 'timestamptz' | 'uuid' | 'text' | 'bigint';
}

/** Newest first, by creation time then id: the order of the lists of an account's own things. */
export const newestFirst = (alias: string): SortKey[] => [
  { expr: sql.ref(`${alias}.created_at`), type: 'timestamptz' },
  { expr: sql.ref(`${alias}.id`), type: 'uuid' },
];

/** Where a keyset read looks: the rows, their filters, their order, and where the previous page ended. */
export interface KeysetQuery {
  /** `from ... join ...` */
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>[];
  keys: SortKey[];
  direction: 'asc' | 'desc';
  limit: number;
  /** Sort keys of the last row of the previous page, as text. */
  after: string[] | null;
}

export interface PageQuery extends KeysetQuery {
  /**
   * One row as one compact JSON value: a json expression (directory/page.ts jsonObject()) or a text holding one (a
   * stored rendering). The page joins their text with commas.
   */
  row: RawBuilder<unknown>;
  /**
   * Whether `where` may keep few rows that lie far apart in the order (a date range on another field than the
   * order's): the statement then reads the rows the filters keep and sorts them when they are at most
   * NARROW_ROWS, and walks the order's index otherwise (pageStatement).
   */
  narrowed?: boolean;
  /**
   * What a narrowed page reads the rows in its range from, and a page read keys first its rows' keys, when not `from`:
   * the list's own table (ListSpec.table).
   */
  narrowFrom?: RawBuilder<unknown>;
  /**
   * Whether the statement's best plan is the same whatever its values, so PostgreSQL may keep one plan for it
   * (database.ts runPrepared): not when a value decides how to read the rows (a search term, a narrowing range).
   */
  prepare?: boolean;
  /**
   * Whether the filters can be tested on the order's index alone (a search, its document carried there): the page
   * then reads the keys of its rows from `narrowFrom` first, by an index-only walk, and only those rows from `from`.
   */
  keysFirst?: boolean;
}

/**
 * How many rows a narrowed page reads and sorts at most before it walks the order's index instead. A walk reads
 * rows in the order until the filters have kept a page; when what they keep lies far from where the walk starts
 * (a month of detections two years back, in publication order: the two times go together) it reads most of the
 * table, and the planner, which takes the two fields as independent, cannot tell. Reading the rows in the range
 * through the range's own index costs them alone, and the range indexes carry the other orders' keys (migration 080),
 * so it reads no heap: 11,800 rows are 4 ms of order keys on the benchmark set, fifty thousand about 20 ms, while a
 * walk past a month of detections just above the former limit of ten thousand read 140,000 rows (6.6 s).
 */
export const NARROW_ROWS = 50_000;

export interface Page {
  /** The JSON array of rows, as text. */
  json: string;
  hasMore: boolean;
  /** Sort keys of the last row returned, when there are more rows. */
  lastKeys: string[] | null;
}

/** A sort key as cursor text; a timestamp with microseconds, or `-infinity` (a missing time sorted last). */
function keyText(type: SortKey['type'], expr: RawBuilder<unknown>): RawBuilder<unknown> {
  return type === 'timestamptz' ? sql`coalesce(cursor_ts(${expr}), (${expr})::text)` : sql`(${expr})::text`;
}

/**
 * The SQL pieces of a keyset read after `after`: the WHERE (filters plus the keyset bound), the ORDER BY, the sort
 * keys selected as o0, o1… with the outer order over them (and its reverse), and the keys as a JSON text array.
 */
export function keyset(
  keys: SortKey[],
  direction: 'asc' | 'desc',
  filters: RawBuilder<unknown>[],
  after: string[] | null,
) {
  const where = [...filters];
  if (after) {
    const cmp = sql.raw(direction === 'desc' ? '<' : '>');
    where.push(
      sql`(${sql.join(keys.map((k) => k.expr))}) ${cmp} (${sql.join(keys.map((k, i) => sql`${after[i]}::${sql.raw(k.type)}`))})`,
    );
  }
  const dir = sql.raw(direction);
  const reverse = sql.raw(direction === 'desc' ? 'asc' : 'desc');
  return {
    whereSql: where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``,
    order: sql.join(keys.map((k) => sql`${k.expr} ${dir}`)),
    orderCols: sql.join(keys.map((k, i) => sql`${k.expr} as ${sql.raw(`o${i}`)}`)),
    outerOrder: sql.join(keys.map((_, i) => sql`${sql.raw(`o${i}`)} ${dir}`)),
    reversedOrder: sql.join(keys.map((_, i) => sql`${sql.raw(`o${i}`)} ${reverse}`)),
    keyArray: sql`json_build_array(${sql.join(keys.map((k) => keyText(k.type, k.expr)))})::text`,
    /**
     * The same keys as a JSON text array, read from the selected o0, o1…: for the one row whose keys a cursor needs
     * (formatting a timestamp is a large share of a page's cost when done for every row).
     */
    selectedKeyArray: sql`json_build_array(${sql.join(keys.map((k, i) => keyText(k.type, sql.raw(`o${i}`))))})::text`,
  };
}

/**
 * The one statement of a page (fetchPage runs it; tests read its plan). A narrowed page first reads the order keys of
 * at most NARROW_ROWS + 1 rows the filters keep, in a CTE of their own with no order, so the planner reads them the
 * cheapest way (the range's own index) rather than walking the order; when there are no more than NARROW_ROWS, it
 * takes the page from them (sorted; each row then read by its unique last key) and the walk never runs; otherwise
 * it walks the order. A page read keys first (a search whose document the order's index carries) takes the keys of its
 * rows from a walk that reads the index alone (the planner may take the trigram index instead, for a rare term), then
 * reads those rows by their unique key: a walk past thousands of rows the search leaves out reads none of them.
 */
export function pageStatement(q: PageQuery, narrowRows = NARROW_ROWS) {
  const { whereSql, order, orderCols, outerOrder, selectedKeyArray } = keyset(q.keys, q.direction, q.where, q.after);
  const unique = q.keys[q.keys.length - 1].expr;
  const last = sql.raw(`o${q.keys.length - 1}`);
  // A narrowed page has a WHERE (the range that narrows it), so the walk's branch adds its condition with `and`.
  const pageRows = q.narrowed
    ? sql`with few as materialized (
        select ${orderCols} ${q.narrowFrom ?? q.from} ${whereSql} limit ${sql.lit(narrowRows + 1)}
      ), narrow as materialized (
        select (select count(*) from few) <= ${narrowRows} as yes
      )
      select ${q.row} as j, ${orderCols} ${q.from}
      where (select yes from narrow)
        and ${unique} in (select ${last} from few order by ${outerOrder} limit ${sql.lit(q.limit + 1)})
      union all
      (select ${q.row} as j, ${orderCols}
        ${q.from} ${whereSql} and not (select yes from narrow)
        order by ${order}
        limit ${sql.lit(q.limit + 1)})`
    : q.keysFirst
      ? sql`select ${q.row} as j, ${orderCols} ${q.from}
        where ${unique} in (select ${unique} ${q.narrowFrom ?? q.from} ${whereSql}
          order by ${order} limit ${sql.lit(q.limit + 1)})`
      : sql`select ${q.row} as j, ${orderCols}
        ${q.from} ${whereSql}
        order by ${order}
        limit ${sql.lit(q.limit + 1)}`;
  // The limits are written into the text: a plan made for an unknown limit assumes a tenth of the rows. The last
  // row's keys are formatted after the offset: a projection over `offset n` is computed for the n rows it skips
  // (10–18 % of a page statement's CPU, docs/decisions.md "Reads at first touch", seventh look).
  return sql<{ data: string; n: number; last_keys: string | null }>`with page as materialized (${pageRows})
    select
      (select coalesce('[' || string_agg(x.j::text, ',' order by ${outerOrder}) || ']', '[]')
         from (select * from page order by ${outerOrder} limit ${sql.lit(q.limit)}) x) as data,
      (select count(*) from page)::int as n,
      (select ${selectedKeyArray}
         from (select * from page order by ${outerOrder} offset ${sql.lit(q.limit - 1)} limit 1) page) as last_keys
  `;
}

export async function fetchPage(db: Database, q: PageQuery): Promise<Page> {
  const statement = pageStatement(q).compile(db);
  const r = q.prepare ? await runPrepared(db, statement) : await db.executeQuery(statement);
  const row = r.rows[0];
  const hasMore = row.n > q.limit;
  return {
    json: row.data,
    hasMore,
    lastKeys: hasMore && row.last_keys ? (JSON.parse(row.last_keys) as string[]) : null,
  };
}

export interface RowsQuery extends KeysetQuery {
  /** The columns of a row (`x.*`, `k.id, k.name`...). */
  select: RawBuilder<unknown>;
}

export interface RowsPage<R> {
  rows: R[];
  hasMore: boolean;
  /** Sort keys of the last row returned, when there are more rows. */
  lastKeys: string[] | null;
}

/** A page of rows for Node to shape (an account's operations, exports, keys): the same keyset, rows as objects. */
export async function fetchRows<R>(db: Database, q: RowsQuery): Promise<RowsPage<R>> {
  const { whereSql, order, keyArray } = keyset(q.keys, q.direction, q.where, q.after);
  const r = await sql<R & { page_keys: string }>`select ${q.select}, ${keyArray} as page_keys
    ${q.from} ${whereSql}
    order by ${order}
    limit ${q.limit + 1}`.execute(db);
  const hasMore = r.rows.length > q.limit;
  const page = r.rows.slice(0, q.limit);
  const lastKeys = hasMore ? (JSON.parse(page[page.length - 1].page_keys) as string[]) : null;
  return { rows: page.map(({ page_keys: _, ...row }) => row as unknown as R), hasMore, lastKeys };
}
