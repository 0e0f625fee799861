// The chaos run's end checks of its watches (run.ts registers them before any operation). Every event reached its own
// watch's callback, signed, with the sponsorships the database says it carries, in their order; no change is left
// waiting in the outbox; no sponsorship is held in two events of a watch; and every sponsorship the watch's filters
// take, written after the watch was made, is in one of its events (the run's watches filter on a brand, a channel or
// nothing, so the SQL below spells those filters out itself rather than trusting the matching it checks).
import type pg from 'pg';
import type { HeldWatchEvent } from './receiver.js';

export type WatchCheck =
  | 'watchesUnaccounted'
  | 'watchMatchesMissing'
  | 'watchMatchesUnsent'
  | 'watchEventsNotHeld'
  | 'watchSponsorshipsDoubled';

type Query = <T extends pg.QueryResultRow>(text: string, params?: unknown[]) => Promise<T[]>;

/** Runs the checks, reporting each problem through `miss`; returns the counts for the report. */
export async function checkWatches(
  watches: { id: string; label: string }[],
  held: Map<string, HeldWatchEvent>,
  query: Query,
  miss: (check: WatchCheck, message: string) => void,
): Promise<Record<string, number>> {
  const labelOf = new Map(watches.map((w) => [w.id, w.label]));
  const name = (id: string) => labelOf.get(id) ?? `unknown watch ${id}`;

  const inDatabase = (await query<{ n: number }>('select count(*)::int as n from watches'))[0].n;
  if (inDatabase !== watches.length)
    miss('watchesUnaccounted', `${inDatabase} watches exist; the run created ${watches.length}`);

  // Each event with the sponsorships its body carries, in order.
  const events = await query<{ id: string; watch_id: string; type: string; ids: string[] }>(
    `select e.id, e.watch_id, e.type,
       array(select x->>'id' from jsonb_array_elements(e.payload->'sponsorships') with ordinality a(x, n) order by n) as ids
     from webhook_events e where e.watch_id is not null order by e.occurred_at, e.id`,
  );
  const carried = new Map(events.map((e) => [e.id, e.ids]));
  const createdIn = new Map<string, string>();
  let matches = 0;
  for (const e of events) {
    matches += e.ids.length;
    if (e.type !== 'sponsorship.created') continue;
    for (const id of e.ids) {
      const key = `${e.watch_id} ${id}`;
      const other = createdIn.get(key);
      if (other)
        miss(
          'watchSponsorshipsDoubled',
          `sponsorship ${id} is in events ${other} and ${e.id} of watch ${name(e.watch_id)}`,
        );
      createdIn.set(key, e.id);
    }
  }

  const expected = await query<{ watch_id: string; id: string }>(
    `select w.id as watch_id, s.id from watches w
      join sponsorships s on (w.brand_id is null or s.brand_id = w.brand_id)
        and (w.channel_id is null or s.channel_id = w.channel_id) and s.detected_at >= w.created_at`,
  );
  const missing = expected.filter((m) => !createdIn.has(`${m.watch_id} ${m.id}`));
  for (const m of missing.slice(0, 20))
    miss('watchMatchesMissing', `sponsorship ${m.id}, new and matching watch ${name(m.watch_id)}, is in no event`);
  if (missing.length > 20) miss('watchMatchesMissing', `and ${missing.length - 20} more are in no event`);

  // The outbox once drained: no change waits for a watch past its position.
  const waiting = await query<{ watch_id: string; sponsorship_id: string }>(
    `select w.id as watch_id, c.sponsorship_id from sponsorship_changes c join watches w on w.id = any(c.watch_ids)
      left join watch_positions p on p.watch_id = w.id where not watch_carried(c, p)`,
  );
  for (const m of waiting)
    miss(
      'watchMatchesUnsent',
      `the change of sponsorship ${m.sponsorship_id} for watch ${name(m.watch_id)} is in no event`,
    );

  const known = new Set(events.map((e) => e.id));
  for (const e of events) {
    const h = held.get(e.id);
    const expected = carried.get(e.id) ?? [];
    if (!h) miss('watchEventsNotHeld', `the receiver never accepted event ${e.id} of watch ${name(e.watch_id)}`);
    else if (h.watchId !== e.watch_id || h.label !== labelOf.get(e.watch_id))
      miss(
        'watchEventsNotHeld',
        `event ${e.id} of watch ${name(e.watch_id)} reached callback ${h.label} as ${h.watchId}`,
      );
    else if (h.type !== `service.${e.type}.v1`)
      miss('watchEventsNotHeld', `event ${e.id} (${e.type}) reached the receiver as ${h.type}`);
    else if (h.sponsorshipIds.join() !== expected.join())
      miss(
        'watchEventsNotHeld',
        `event ${e.id} of watch ${name(e.watch_id)} carried [${h.sponsorshipIds.join(', ')}], its matches are [${expected.join(', ')}]`,
      );
  }
  const inEvents = new Map<string, string>();
  let sponsorshipsHeld = 0;
  const perWatch: Record<string, number> = Object.fromEntries(
    watches.map((w) => [`watches.${w.label}.sponsorshipsHeld`, 0]),
  );
  for (const h of held.values()) {
    if (!known.has(h.eventId))
      miss('watchEventsNotHeld', `the receiver holds event ${h.eventId} the database does not know`);
    for (const id of h.sponsorshipIds) {
      const key = `${h.watchId} ${id}`;
      const other = inEvents.get(key);
      if (other && other !== h.eventId)
        miss(
          'watchSponsorshipsDoubled',
          `sponsorship ${id} reached watch ${name(h.watchId)} in events ${other} and ${h.eventId}`,
        );
      inEvents.set(key, h.eventId);
    }
    sponsorshipsHeld += h.sponsorshipIds.length;
    perWatch[`watches.${h.label}.sponsorshipsHeld`] =
      (perWatch[`watches.${h.label}.sponsorshipsHeld`] ?? 0) + h.sponsorshipIds.length;
  }
  return {
    'watches.matches': matches,
    'watches.eventsInDatabase': events.length,
    'watches.eventsHeld': held.size,
    'watches.sponsorshipsHeld': sponsorshipsHeld,
    ...perWatch,
  };
}
