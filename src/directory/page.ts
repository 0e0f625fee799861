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

export async function fetchPage(db: Database, q: PageQuery): Promise<Page> {
  const where = [...q.where];
  if (q.after) {
    const cmp = q.direction === 'desc' ? sql.raw('<') : sql.raw('>');
    const values = q.keys.map((k, i) => sql`${q.after![i]}::${sql.raw(k.type)}`);
    where.push(sql`(${sql.join(q.keys.map((k) => k.expr))}) ${cmp} (${sql.join(values)})`);
  }
  const dir = sql.raw(q.direction);
  const order = sql.join(q.keys.map((k) => sql`${k.expr} ${dir}`));
  const outerOrder = sql.join(q.keys.map((_, i) => sql`${sql.raw(`o${i}`)} ${dir}`));
  const orderCols = sql.join(q.keys.map((k, i) => sql`${k.expr} as ${sql.raw(`o${i}`)}`));
  const keyArray = sql`json_build_array(${sql.join(q.keys.map(keyText))})::text`;
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
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
