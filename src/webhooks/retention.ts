// Delivery records are kept for a time after they settle, then removed with their event and attempts: an operation's
// or a watch's delivery list would otherwise grow without end (a watch has one delivery per event, forever). A
// pending delivery is never removed, however old: it is work accepted and not yet done. Events that never had a
// delivery (an operation's, when it has no callback) go after the same time.
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.js';

/** Rows removed per statement: each statement holds its row locks briefly, and writers go on meanwhile. */
const BATCH = 1000;

/**
 * Removes the deliveries settled (`succeeded` or `abandoned`) more than `days` ago, each with its event and attempts
 * (their foreign keys cascade from the event). Returns how many were removed. A delivery put back to pending by a
 * redelivery while the sweep runs is kept: its row is locked and its status read again before it is chosen.
 */
export async function sweepSettledDeliveries(db: Database, days: number): Promise<number> {
  const removed = await inBatches(
    db,
    sql`select event_id from webhook_deliveries
    where status <> 'pending'
      and coalesce(delivered_at, last_attempt_at, created_at) < now() - make_interval(days => ${days})
    limit ${BATCH}
    for update skip locked`,
  );
  // An event and its delivery are written by one statement, so an event without one is never given one later.
  await inBatches(
    db,
    sql`select e.id from webhook_events e
    where e.occurred_at < now() - make_interval(days => ${days})
      and not exists (select from webhook_deliveries d where d.event_id = e.id)
    limit ${BATCH}`,
  );
  return removed;
}

/** Deletes the events `chosen` selects (at most BATCH ids), again until fewer come back; returns how many went. */
async function inBatches(db: Database, chosen: RawBuilder<unknown>): Promise<number> {
  let removed = 0;
  for (;;) {
    const r = await sql`delete from webhook_events where id in (${chosen})`.execute(db);
    const n = Number(r.numAffectedRows ?? 0);
    removed += n;
    if (n < BATCH) return removed;
  }
}
