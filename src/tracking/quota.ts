// The service's YouTube Data API budget: YOUTUBE_DAILY_QUOTA units a day for every process together, counted in the
// database (one row per quota day), reset when YouTube resets it, at midnight Pacific time. Every HTTP attempt a
// tracking sync makes takes one unit first (YouTube charges list calls, failed ones included, one unit each); a day
// on which YouTube itself answered quotaExceeded spends nothing more whatever the count says.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/** Where "now" comes from: the system clock, or a test's. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const PACIFIC = 'America/Los_Angeles';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PACIFIC,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PACIFIC,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** YouTube's quota day of an instant: its date in Pacific time, YYYY-MM-DD. */
export function quotaDay(at: Date): string {
  return dayFormat.format(at);
}

/** The next midnight, Pacific time (PST or PDT, whichever holds that night), after `at`. */
export function nextQuotaReset(at: Date): Date {
  const [y, m, d] = quotaDay(at).split('-').map(Number);
  // Midnight Pacific is 07:00 or 08:00 UTC; the one that reads 00:00 in Pacific time is it.
  for (const utcHour of [7, 8]) {
    const t = new Date(Date.UTC(y, m - 1, d + 1, utcHour));
    if (timeFormat.format(t) === '00:00') return t;
  }
  return new Date(Date.UTC(y, m - 1, d + 1, 8));
}

/** Spending was refused: the budget (or YouTube's own quota) is used up until `resetsAt`. */
export class QuotaExhausted extends Error {
  constructor(
    readonly resetsAt: Date,
    readonly byYoutube: boolean,
  ) {
    super(
      byYoutube
        ? `YouTube answered quotaExceeded; syncs wait for the daily quota reset at ${resetsAt.toISOString()}.`
        : `The daily YouTube Data API budget (YOUTUBE_DAILY_QUOTA) is used up; syncs wait for the reset at ${resetsAt.toISOString()}.`,
    );
  }
}

export interface QuotaToday {
  day: string;
  used: number;
  budget: number;
  exhausted: boolean;
  resetsAt: string;
}

export class YoutubeQuota {
  constructor(
    private readonly db: Database,
    readonly budget: number,
    readonly clock: Clock = systemClock,
  ) {}

  /** Takes `n` units of today's budget, or throws QuotaExhausted and takes none. */
  async take(n = 1): Promise<void> {
    const now = this.clock();
    const day = quotaDay(now);
    const r = await sql<{ units: number }>`insert into youtube_quota as q (day, units)
      select ${day}::date, ${n}::int where ${n}::int <= ${this.budget}::int
      on conflict (day) do update set units = q.units + ${n}::int
        where q.units + ${n}::int <= ${this.budget}::int and q.exhausted_at is null
      returning units`.execute(this.db);
    if (r.rows.length) return;
    const exhausted = await sql<{ e: boolean }>`select exhausted_at is not null as e from youtube_quota
      where day = ${day}::date`.execute(this.db);
    throw new QuotaExhausted(nextQuotaReset(now), exhausted.rows[0]?.e ?? false);
  }

  /** YouTube refused with quotaExceeded: nothing more is spent today. */
  async markExhausted(): Promise<QuotaExhausted> {
    const now = this.clock();
    await sql`insert into youtube_quota as q (day, exhausted_at) values (${quotaDay(now)}::date, now())
      on conflict (day) do update set exhausted_at = coalesce(q.exhausted_at, now())`.execute(this.db);
    return new QuotaExhausted(nextQuotaReset(now), true);
  }

  async today(): Promise<QuotaToday> {
    const now = this.clock();
    const day = quotaDay(now);
    const r = await sql<{ units: number; exhausted: boolean }>`select units, exhausted_at is not null as exhausted
      from youtube_quota where day = ${day}::date`.execute(this.db);
    return {
      day,
      used: Number(r.rows[0]?.units ?? 0),
      budget: this.budget,
      exhausted: r.rows[0]?.exhausted ?? false,
      resetsAt: nextQuotaReset(now).toISOString(),
    };
  }
}
