// From the outbox to events: a watch's matches (migration 020's triggers write them with the sponsorships) become
// its events, each with its delivery, in the order of the changes. One transaction per event holds the watch's row
// lock, takes the leading run of its waiting matches of one change (at most max_batch, and what fits the 32 KiB
// body), writes the event with its fixed body fields and its delivery, and marks the matches as carried: a crash
// before the commit leaves them waiting, after it they are carried by exactly one event. A watch's next event is
// formed only once its last delivery is settled, so a receiver gets them in order and a slow one gets fuller batches.
// A paused watch records no matches and forms no events; the event in flight when it was paused runs its schedule.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { PayloadFormat } from '../webhooks/envelope.js';
import {
  boundedItem,
  watchEventFits,
  watchEventTypeName,
  type WatchedSponsorship,
  type WatchEventKind,
} from '../webhooks/watchEnvelope.js';
import type { WatchChange } from './records.js';

const EVENT_KIND: Record<WatchChange, WatchEventKind> = {
  created: 'created',
  removed: 'removed',
  typeChanged: 'type_changed',
};

interface WaitingMatch {
  /** Its change's number (sponsorship_changes.id): the order of the watch's matches. */
  change_id: string;
  change: WatchChange;
  sponsorship: WatchedSponsorship;
  previous_type: string | null;
  matched_at: Date;
}

/** The longest prefix of `items` (at least one) whose event fits the body limit. */
function fitting(
  format: PayloadFormat,
  kind: WatchEventKind,
  watch: { id: string; label: string | null },
  items: WatchedSponsorship[],
): number {
  if (watchEventFits(format, kind, watch, items)) return items.length;
  let lo = 1;
  let hi = items.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (watchEventFits(format, kind, watch, items.slice(0, mid))) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Forms one event of the watch when it has waiting matches and no delivery in flight; whether it did. */
async function formOne(db: Database, watchId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const w = (
      await sql<{ id: string; label: string | null; max_batch: number; callback_format: PayloadFormat }>`
        select id, label, max_batch, callback_format from watches where id = ${watchId}::uuid and not paused
          for update skip locked`.execute(trx)
    ).rows[0];
    if (!w) return false; // removed, paused, or another process is forming its event now
    const inFlight = await sql`select 1 from webhook_deliveries
      where watch_id = ${watchId}::uuid and status = 'pending' limit 1`.execute(trx);
    if (inFlight.rows.length) return false;
    // Ordered by the column, not by the text the select spells it as.
    const waiting = (
      await sql<WaitingMatch>`select m.change_id::text as change_id, m.change,
          case when m.change = 'removed' then c.item_old else c.item_new end as sponsorship,
          case when m.change = 'typeChanged' then c.type_old end as previous_type, c.at as matched_at
        from watch_matches m join sponsorship_changes c on c.id = m.change_id
        where m.watch_id = ${watchId}::uuid and m.event_id is null
        order by m.change_id limit ${w.max_batch}`.execute(trx)
    ).rows;
    if (!waiting.length) return false;
    const change = waiting[0].change;
    const end = waiting.findIndex((m) => m.change !== change);
    const run = end === -1 ? waiting : waiting.slice(0, end);
    const kind = EVENT_KIND[change];
    const watch = { id: w.id, label: w.label };
    const items = run.map((m) =>
      boundedItem(m.previous_type === null ? m.sponsorship : { ...m.sponsorship, previousType: m.previous_type }),
    );
    const n = fitting(w.callback_format, kind, watch, items);
    const carried = run.slice(0, n);
    const payload = { watch, sponsorships: items.slice(0, n) };
    await sql`with e as (
        insert into webhook_events (watch_id, type, terminal, payload, occurred_at)
        values (${watchId}::uuid, ${watchEventTypeName(kind)}, false, ${JSON.stringify(payload)}::jsonb,
          ${new Date(carried[0].matched_at).toISOString()}::timestamptz)
        returning id
      ), m as (
        update watch_matches set event_id = (select id from e)
        where watch_id = ${watchId}::uuid and event_id is null and change_id = any(${carried.map((m) => m.change_id)}::bigint[])
      )
      insert into webhook_deliveries (event_id, watch_id, event_type, next_attempt_at)
      select id, ${watchId}::uuid, ${watchEventTypeName(kind)}, now() from e`.execute(trx);
    return true;
  });
}

/**
 * Forms the events that can be formed now: one per watch with waiting matches and nothing in flight (at most
 * `limit` watches a call). Returns how many it formed.
 */
export async function formWatchEvents(db: Database, limit = 100): Promise<number> {
  const due = await sql<{ watch_id: string }>`select m.watch_id from (
      select distinct watch_id from watch_matches where event_id is null) m
    join watches w on w.id = m.watch_id and not w.paused
    where not exists (select 1 from webhook_deliveries d where d.watch_id = m.watch_id and d.status = 'pending')
    limit ${limit}`.execute(db);
  let formed = 0;
  for (const { watch_id } of due.rows) if (await formOne(db, watch_id)) formed += 1;
  return formed;
}
