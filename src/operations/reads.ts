// Reads over operations for the API: the account's operation list.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { OperationRow } from './queue.js';

export async function listOperations(
  db: Database,
  accountId: string,
  f: { status?: string; kind?: string },
  limit: number,
  after: string[] | null,
): Promise<{ rows: OperationRow[]; lastKeys: string[] | null }> {
  const r = await sql<OperationRow & { cursor_key: string }>`select *, cursor_ts(created_at) as cursor_key from operations
    where account_id = ${accountId}::uuid and kind <> 'export'
      and (${f.status ?? null}::text is null or status = ${f.status ?? null})
      and (${f.kind ?? null}::text is null or kind = ${f.kind ?? null})
      and (${after?.[0] ?? null}::timestamptz is null or (created_at, id) < (${after?.[0] ?? null}::timestamptz, ${after?.[1] ?? null}::uuid))
    order by created_at desc, id desc limit ${limit + 1}`.execute(db);
  const rows = r.rows.slice(0, limit);
  const last = rows[rows.length - 1];
  return { rows, lastKeys: r.rows.length > limit && last ? [last.cursor_key, last.id] : null };
}
