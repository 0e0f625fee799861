// The chaos run's end checks of its watches (run.ts registers them before any operation): the database's outbox is
// the expected set. Every match (watch_matches row) is carried by an event; every event reached its own watch's
// callback, signed, with the sponsorships the database says it carries, in their order; no sponsorship is matched
// twice or held in two events of a watch; and no sponsorship the watch's filters take, written after the watch was
// made, is missing from its matches (the run's watches filter on a brand, a channel or nothing, so the SQL below
// spells those filters out itself rather than trusting the matching it checks).
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

  const missing = await query<{ watch_id: string; id: string }>(
    `select w.id as watch_id, s.id from watches w
      join sponsorships s on (w.brand_id is null or s.brand_id = w.brand_id)
        and (w.channel_id is null or s.channel_id = w.channel_id) and s.detected_at >= w.created_at
      where not exists (select 1 from watch_matches m
        where m.watch_id = w.id and m.sponsorship_id = s.id and m.change = 'created')`,
  );
  for (const m of missing.slice(0, 20))
    miss('watchMatchesMissing', `sponsorship ${m.id}, new and matching watch ${name(m.watch_id)}, was never matched`);
  if (missing.length > 20) miss('watchMatchesMissing', `and ${missing.length - 20} more never matched`);

  // The outbox: what each event carries, in the order of the changes.
  const matches = await query<{ watch_id: string; sponsorship_id: string; event_id: string | null }>(
    'select watch_id, sponsorship_id, event_id from watch_matches order by watch_id, change_id',
  );
  const carried = new Map<string, string[]>();
  const matchedFor = new Set<string>();
  for (const m of matches) {
    const key = `${m.watch_id} ${m.sponsorship_id}`;
    if (matchedFor.has(key))
      miss(
        'watchSponsorshipsDoubled',
        `sponsorship ${m.sponsorship_id} was matched twice for watch ${name(m.watch_id)}`,
      );
    matchedFor.add(key);
    if (!m.event_id) {
      miss(
        'watchMatchesUnsent',
        `the match of sponsorship ${m.sponsorship_id} for watch ${name(m.watch_id)} is in no event`,
      );
      continue;
    }
    carried.set(m.event_id, [...(carried.get(m.event_id) ?? []), m.sponsorship_id]);
  }

  const events = await query<{ id: string; watch_id: string; type: string }>(
    'select id, watch_id, type from webhook_events where watch_id is not null',
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
    'watches.matches': matches.length,
    'watches.eventsInDatabase': events.length,
    'watches.eventsHeld': held.size,
    'watches.sponsorshipsHeld': sponsorshipsHeld,
    ...perWatch,
  };
}
