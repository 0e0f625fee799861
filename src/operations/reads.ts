// Reads over operations and deliveries for the API: the account's operation list and an operation's deliveries.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { DeliveryRow } from './present.js';
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

const deliverySelect = sql`select d.*, (
    select json_agg(json_build_object('attempt', a.attempt, 'started_at', a.started_at, 'duration_ms', a.duration_ms,
      'http_status', a.http_status, 'error', a.error) order by a.attempt)
    from webhook_attempts a where a.delivery_id = d.id) as attempts
  from webhook_deliveries d`;

export async function listDeliveries(db: Database, operationId: string): Promise<DeliveryRow[]> {
  const r = await sql<DeliveryRow>`${deliverySelect} where d.operation_id = ${operationId}::uuid order by d.created_at, d.id`.execute(db);
  return r.rows;
}

/** Puts a finished delivery back in the queue with a fresh schedule; its id stays the same. */
export async function redeliver(db: Database, operationId: string, deliveryId: string): Promise<DeliveryRow | 'not-found' | 'pending'> {
  const u = await sql`update webhook_deliveries set status = 'pending', next_attempt_at = now(), schedule_position = 0,
      lease_owner = null, lease_expires_at = null
    where id = ${deliveryId}::uuid and operation_id = ${operationId}::uuid and status in ('succeeded', 'abandoned')`.execute(db);
  const r = await sql<DeliveryRow>`${deliverySelect} where d.id = ${deliveryId}::uuid and d.operation_id = ${operationId}::uuid`.execute(db);
  if (!r.rows[0]) return 'not-found';
  if (Number(u.numAffectedRows ?? 0) === 0) return 'pending';
  await sql`select pg_notify('csds_deliveries', ${operationId})`.execute(db);
  return r.rows[0];
}
