// From the outbox to events: the changes migrations 020 and 021's triggers write with the sponsorships (each with
// the watches it matched) become each watch's events, with their deliveries. One transaction per event holds the
// watch's row lock, takes the leading run of one kind of its next changes (at most max_batch, and what fits the
// 32 KiB body), writes the event with its fixed body fields and its delivery, and moves the watch's position past
// them: a crash before the commit leaves them waiting, after it they are carried by exactly one event. A watch's next
// event is formed only once its last delivery is settled, so a receiver gets them in order (of commit, then of
// detection) and a slow one gets fuller batches. A paused watch records no changes and forms no events; the event in
// flight when it was paused runs its schedule.
//
// Which watches have something waiting: each process reads the watches of the changes committed since its last look
// (by snapshot, as the read cache reads directory_changes), remembers the watches whose delivery was in flight, and
// once a minute (and at start) asks the database for every watch with waiting changes, which also finds the work of a
// process that stopped, and removes the changes every watch has carried.
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

/** A change as a watch reads it: its position in the order of changes, and its list item. */
interface WaitingChange {
  txid: string;
  id: string;
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

type Formed = 'formed' | 'in-flight' | 'nothing';

interface FormingWatch {
  id: string;
  label: string | null;
  max_batch: number;
  callback_format: PayloadFormat;
}

/**
 * Forms one event of the watch when it has waiting changes and no delivery in flight: the next changes of the set
 * between its `told` and `target` snapshots (migration 021), a new target taken when there is none.
 */
async function formOne(db: Database, watchId: string): Promise<Formed> {
  return db.transaction().execute(async (trx) => {
    // Its position row is made on first use; the row lock waits for another process forming this watch's event,
    // then sees what it left.
    await sql`insert into watch_positions (watch_id) select id from watches where id = ${watchId}::uuid
      on conflict do nothing`.execute(trx);
    const w = (
      await sql<FormingWatch>`select w.id, w.label, w.max_batch, w.callback_format
        from watches w join watch_positions p on p.watch_id = w.id
        where w.id = ${watchId}::uuid and not w.paused for update of p`.execute(trx)
    ).rows[0];
    if (!w) return 'nothing'; // removed or paused
    const inFlight = await sql`select 1 from webhook_deliveries
      where watch_id = ${watchId}::uuid and status = 'pending' limit 1`.execute(trx);
    if (inFlight.rows.length) return 'in-flight';
    for (;;) {
      // The next changes not carried (watch_carried) within the target; a new target is this statement's snapshot,
      // and every change visible in it is visible to the statement.
      const r = await sql<WaitingChange & { target: string; fresh: boolean }>`select x.*, t.target::text, t.fresh
        from watch_positions p
          cross join lateral (select coalesce(p.target, pg_current_snapshot()) as target, p.target is null as fresh) t
          left join lateral (
            select c.txid::text, c.id::text, c.change,
              case when c.change = 'removed' then c.item_old else c.item_new end as sponsorship,
              case when c.change = 'typeChanged' then c.type_old end as previous_type, c.at as matched_at
            from sponsorship_changes c
            where c.watch_ids @> array[p.watch_id] and not watch_carried(c, p)
              and pg_visible_in_snapshot(c.txid, t.target)
            order by c.txid, c.id limit ${w.max_batch}
          ) x on true
        where p.watch_id = ${watchId}::uuid`.execute(trx);
      const waiting = r.rows.filter((x) => x.id !== null);
      const { target, fresh } = r.rows[0];
      if (!waiting.length) {
        // The set is carried: the target is told. With a fresh target, nothing was waiting at all.
        if (fresh) return 'nothing';
        await sql`update watch_positions set told = target, target = null, carried_txid = '0', carried_id = 0
          where watch_id = ${watchId}::uuid`.execute(trx);
        continue;
      }
      const change = waiting[0].change;
      const end = waiting.findIndex((m) => m.change !== change);
      const run = end === -1 ? waiting : waiting.slice(0, end);
      const kind = EVENT_KIND[change];
      const watch = { id: w.id, label: w.label };
      const items = run.map((m) =>
        boundedItem(m.previous_type === null ? m.sponsorship : { ...m.sponsorship, previousType: m.previous_type }),
      );
      const n = fitting(w.callback_format, kind, watch, items);
      const last = run[n - 1];
      // Everything the target holds is carried when this event takes the last of fewer than a full batch.
      const done = n === waiting.length && waiting.length < w.max_batch;
      const payload = { watch, sponsorships: items.slice(0, n) };
      const position = done
        ? sql`told = ${target}::pg_snapshot, target = null, carried_txid = '0', carried_id = 0`
        : sql`target = ${target}::pg_snapshot, carried_txid = ${last.txid}::xid8, carried_id = ${last.id}::bigint`;
      await sql`with e as (
          insert into webhook_events (watch_id, type, terminal, payload, occurred_at)
          values (${watchId}::uuid, ${watchEventTypeName(kind)}, false, ${JSON.stringify(payload)}::jsonb,
            ${new Date(run[0].matched_at).toISOString()}::timestamptz)
          returning id
        ), w as (
          update watch_positions set ${position} where watch_id = ${watchId}::uuid
        )
        insert into webhook_deliveries (event_id, watch_id, event_type, next_attempt_at)
        select id, ${watchId}::uuid, ${watchEventTypeName(kind)}, now() from e`.execute(trx);
      return 'formed';
    }
  });
}

/** The watches with changes waiting and no delivery in flight, found by the database (at most `limit`). */
async function watchesWithWaitingChanges(db: Database, limit: number): Promise<string[]> {
  const r = await sql<{ id: string }>`select w.id from watches w left join watch_positions p on p.watch_id = w.id
    where not w.paused
      and not exists (select 1 from webhook_deliveries d where d.watch_id = w.id and d.status = 'pending')
      and exists (select 1 from sponsorship_changes c
        where c.watch_ids @> array[w.id] and not watch_carried(c, p))
    limit ${limit}`.execute(db);
  return r.rows.map((x) => x.id);
}

/**
 * Removes the changes every watch they matched has carried (or that no longer exists): their items are in the
 * events now. At most `limit` a call.
 */
export async function sweepCarriedChanges(db: Database, limit = 10_000): Promise<number> {
  const r = await sql`delete from sponsorship_changes where id in (
      select c.id from sponsorship_changes c
      where not exists (select 1 from watches w left join watch_positions p on p.watch_id = w.id
        where w.id = any(c.watch_ids) and not watch_carried(c, p))
      order by c.txid, c.id limit ${limit})`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/**
 * Forms a process's watch events: `form()` is called by the dispatcher before it claims deliveries (on every wake:
 * the triggers notify it of new changes) and forms what can be formed now.
 */
export class WatchEventFormer {
  /** The snapshot of this process's last look at the changes; null until the first full look. */
  private seen: string | null = null;
  /** Watches whose delivery was in flight when they had (or may have had) changes waiting. */
  private held = new Set<string>();
  private lastFullLook = 0;

  constructor(
    private readonly db: Database,
    private readonly opts: { fullLookMs?: number; maxWatches?: number } = {},
  ) {}

  /** Forms the events that can be formed now; how many it formed. */
  async form(): Promise<number> {
    const due = new Set<string>();
    const fullLookMs = this.opts.fullLookMs ?? 60_000;
    if (this.seen === null || Date.now() - this.lastFullLook >= fullLookMs) {
      // The snapshot first: changes committed after it are read by the next look, so none falls between the two.
      this.seen = (await sql<{ s: string }>`select pg_current_snapshot()::text as s`.execute(this.db)).rows[0].s;
      this.lastFullLook = Date.now();
      for (const id of await watchesWithWaitingChanges(this.db, this.opts.maxWatches ?? 100_000)) due.add(id);
      await sweepCarriedChanges(this.db);
    } else {
      // The watches of the changes committed since the last look: of transactions that started after it, or were
      // running in it (directory_changes_since reads its tags the same way).
      const r = await sql<{ s: string; watches: string[] | null }>`select pg_current_snapshot()::text as s,
          (select array_agg(distinct u)::text[] from sponsorship_changes c, unnest(c.watch_ids) u
            where c.txid >= pg_snapshot_xmax(${this.seen}::pg_snapshot)
              or c.txid in (select pg_snapshot_xip(${this.seen}::pg_snapshot))) as watches`.execute(this.db);
      for (const id of r.rows[0].watches ?? []) due.add(id);
      this.seen = r.rows[0].s;
    }
    if (this.held.size) {
      const free = await sql<{ id: string }>`select h.id::text from unnest(${[...this.held]}::uuid[]) h(id)
        where not exists (select 1 from webhook_deliveries d where d.watch_id = h.id and d.status = 'pending')`.execute(
        this.db,
      );
      for (const { id } of free.rows) due.add(id);
    }
    let formed = 0;
    for (const id of due) {
      const r = await formOne(this.db, id);
      if (r === 'nothing') this.held.delete(id);
      else this.held.add(id);
      if (r === 'formed') formed += 1;
    }
    return formed;
  }
}
