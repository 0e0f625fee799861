// Writing YouTube rows: one upsert shared by videos and channels. A batch's rows go in as one JSON recordset;
// a row already there is updated only when one of its columns changed (or it was not a YouTube row), so a
// re-import of the same file writes nothing.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/** A table's columns as the import writes them: name and PostgreSQL type, the key first. */
export type Columns<R> = readonly (readonly [keyof R & string, string])[];

/** The last record of each key wins when a batch holds the same resource twice. */
export function lastByKey<T>(rows: T[], key: (r: T) => string): T[] {
  const m = new Map<string, T>();
  for (const r of rows) {
    const k = key(r);
    m.delete(k);
    m.set(k, r);
  }
  return [...m.values()];
}

/**
 * Inserts the rows into `table` with platform 'youtube', or updates the row of the same key (`columns[0]`):
 * every other column from the file, platform 'youtube', updated_at now; only when something differs.
 */
export async function upsertYouTubeRows<R>(db: Database, table: 'videos' | 'creators', columns: Columns<R>, rows: R[]) {
  const key = columns[0][0];
  rows = lastByKey(rows, (r) => String(r[key]));
  const cols = sql.raw(columns.map(([c]) => c).join(', '));
  const defs = sql.raw(columns.map(([c, t]) => `${c} ${t}`).join(', '));
  const updatable = columns.filter(([c]) => c !== key).map(([c]) => c);
  const set = sql.raw(updatable.map((c) => `${c} = excluded.${c}`).join(', '));
  const stored = updatable.map((c) => `${table}.${c}`).join(', ');
  const incoming = updatable.map((c) => `excluded.${c}`).join(', ');
  const changed = sql.raw(`(${stored}) is distinct from (${incoming})`);
  await sql`insert into ${sql.raw(table)} (platform, ${cols})
    select 'youtube', ${cols} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${defs})
    on conflict (${sql.raw(key)}) do update set ${set}, platform = 'youtube', updated_at = now()
    where ${changed} or ${sql.raw(table)}.platform <> 'youtube'`.execute(db);
}
