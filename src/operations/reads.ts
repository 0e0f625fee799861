// Reads over operations for the API: the account's operation list, newest first.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { fetchRows, type RowsPage, type SortKey } from '../pagination/keyset.js';
import type { OperationRow } from './queue.js';

const newestFirst: SortKey[] = [
  { expr: sql`created_at`, type: 'timestamptz' },
  { expr: sql`id`, type: 'uuid' },
];

/** The account's operations of the public kinds (an export's runs behind POST /v1/exports). */
export function listOperations(
  db: Database,
  accountId: string,
  f: { status?: string; kind?: string },
  limit: number,
  after: string[] | null,
): Promise<RowsPage<OperationRow>> {
  const where = [sql`account_id = ${accountId}::uuid`, sql`kind <> 'export'`];
  if (f.status !== undefined) where.push(sql`status = ${f.status}`);
  if (f.kind !== undefined) where.push(sql`kind = ${f.kind}`);
  return fetchRows<OperationRow>(db, { select: sql`*`, from: sql`from operations`, where, keys: newestFirst, direction: 'desc', limit, after });
}
