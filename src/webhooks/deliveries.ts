// The delivery queue's rows as the API reads them (an operation's or a watch's deliveries with their attempts),
// sending one again, and the channel that wakes the dispatchers (dispatcher.ts) when a delivery is due.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { fetchRows, newestFirst, type RowsPage } from '../pagination/keyset.js';

/**
 * NOTIFY channel: a delivery was queued (its payload is the operation id), or a watch matched (payload 'watch':
 * migration 020's triggers, which spell the name themselves).
 */
export const DELIVERY_CHANNEL = 'csds_deliveries';

export interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  status: string;
  attempt_count: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_http_status: number | null;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: Date;
  attempts:
    | { attempt: number; started_at: string; duration_ms: number; http_status: number | null; error: string | null }[]
    | null;
}

const deliveryColumns = sql`d.*, (
    select json_agg(json_build_object('attempt', a.attempt, 'started_at', a.started_at, 'duration_ms', a.duration_ms,
      'http_status', a.http_status, 'error', a.error) order by a.attempt)
    from webhook_attempts a where a.delivery_id = d.id) as attempts`;
const deliverySelect = sql`select ${deliveryColumns} from webhook_deliveries d`;

/** Whose deliveries: an operation's or a watch's. */
export type DeliveryOwner = { operationId: string } | { watchId: string };

const ownedBy = (o: DeliveryOwner) =>
  'operationId' in o ? sql`d.operation_id = ${o.operationId}::uuid` : sql`d.watch_id = ${o.watchId}::uuid`;
const ownerId = (o: DeliveryOwner) => ('operationId' in o ? o.operationId : o.watchId);

/** A page of an operation's or a watch's deliveries, newest first (an operation's and a watch's lists are one shape). */
export function listDeliveriesPage(
  db: Database,
  owner: DeliveryOwner,
  limit: number,
  after: string[] | null,
): Promise<RowsPage<DeliveryRow>> {
  return fetchRows<DeliveryRow>(db, {
    select: deliveryColumns,
    from: sql`from webhook_deliveries d`,
    where: [ownedBy(owner)],
    keys: newestFirst('d'),
    direction: 'desc',
    limit,
    after,
  });
}

/**
 * Puts a finished delivery back in the queue with a fresh schedule (its id stays the same) and wakes the
 * dispatchers; 'pending' when it is still in the queue.
 */
export async function requeueDelivery(
  db: Database,
  owner: DeliveryOwner,
  deliveryId: string,
): Promise<DeliveryRow | 'not-found' | 'pending'> {
  const u =
    await sql`update webhook_deliveries d set status = 'pending', next_attempt_at = now(), schedule_position = 0,
      lease_owner = null, lease_expires_at = null
    where d.id = ${deliveryId}::uuid and ${ownedBy(owner)} and d.status in ('succeeded', 'abandoned')`.execute(db);
  const r = await sql<DeliveryRow>`${deliverySelect} where d.id = ${deliveryId}::uuid and ${ownedBy(owner)}`.execute(
    db,
  );
  if (!r.rows[0]) return 'not-found';
  if (Number(u.numAffectedRows ?? 0) === 0) return 'pending';
  await sql`select pg_notify(${DELIVERY_CHANNEL}, ${ownerId(owner)})`.execute(db);
  return r.rows[0];
}
