// The service's YouTube Data API budget: YOUTUBE_DAILY_QUOTA units a day for every process together, and a share of
// it for each account (YOUTUBE_ACCOUNT_DAILY_UNITS), counted in the database (one row per quota day, one per account
// and day), reset when YouTube resets it, at midnight Pacific time. Every HTTP attempt on every path (a tracked
// channel's resolve and syncs, detection's fetches of unknown videos) takes one unit of its account's share and of
// the service's budget first (YouTube charges list calls, failed ones included, one unit each), and gives it back
// when the attempt never reached YouTube (a refused connection). A day on which YouTube itself answered
// quotaExceeded spends nothing more whatever the count says.
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

/** Whose budget refused: the account's share, the service's, or YouTube's own quota. */
export type QuotaScope = 'account' | 'service' | 'youtube';

/** Spending was refused: the budget (or YouTube's own quota) is used up until `resetsAt`. */
export class QuotaExhausted extends Error {
  readonly byYoutube: boolean;
  constructor(
    readonly resetsAt: Date,
    readonly scope: QuotaScope,
    accountBudget = 0,
  ) {
    super(
      scope === 'youtube'
        ? `YouTube answered quotaExceeded; syncs wait for the daily quota reset at ${resetsAt.toISOString()}.`
        : scope === 'account'
          ? `This account's daily share of the YouTube Data API budget (YOUTUBE_ACCOUNT_DAILY_UNITS, ${accountBudget} units) is used up; its syncs wait for the reset at ${resetsAt.toISOString()}.`
          : `The daily YouTube Data API budget (YOUTUBE_DAILY_QUOTA) is used up; syncs wait for the reset at ${resetsAt.toISOString()}.`,
    );
    this.byYoutube = scope === 'youtube';
  }
}

/** One budget's day: units spent, the budget, and whether nothing more can be spent. */
export interface QuotaUse {
  used: number;
  budget: number;
  remaining: number;
  exhausted: boolean;
}

export interface QuotaToday {
  day: string;
  /** The service's, as before the account shares (kept for clients that read them: the same as `service`). */
  used: number;
  budget: number;
  exhausted: boolean;
  resetsAt: string;
  /** The asking account's share; null when no account asked (metrics, operators). */
  account: QuotaUse | null;
  service: QuotaUse & { exhaustedByYoutube: boolean };
}

class Refused extends Error {
  constructor(readonly scope: 'account' | 'service') {
    super(scope);
  }
}

const use = (used: number, budget: number, exhausted = false): QuotaUse => ({
  used,
  budget,
  remaining: Math.max(0, budget - used),
  exhausted: exhausted || used >= budget,
});

export class YoutubeQuota {
  constructor(
    private readonly db: Database,
    readonly budget: number,
    readonly clock: Clock = systemClock,
    /** Each account's share a day (YOUTUBE_ACCOUNT_DAILY_UNITS); the whole budget by default. */
    readonly accountBudget: number = budget,
  ) {}

  /**
   * Takes `n` units of today's budget and, for an account, of its share, both or neither; or throws QuotaExhausted
   * and takes none. Without an account (tests, tools) only the service's budget is charged. `ceiling` (discovery's:
   * the budget less TRACKING_RESERVED_UNITS) is where the service's units of the day stop for this taker, checked
   * under the day row's lock, so takers in flight together never pass it.
   */
  async take(n = 1, accountId: string | null = null, ceiling = this.budget): Promise<void> {
    const now = this.clock();
    const day = quotaDay(now);
    try {
      await this.db.transaction().execute(async (trx) => {
        // The account's row first, then the service's: every taker locks them in that order.
        if (accountId !== null) {
          const a = await sql<{ units: number }>`insert into youtube_quota_accounts as q (day, account_id, units)
            select ${day}::date, ${accountId}::uuid, ${n}::int where ${n}::int <= ${this.accountBudget}::int
            on conflict (day, account_id) do update set units = q.units + ${n}::int
              where q.units + ${n}::int <= ${this.accountBudget}::int
            returning units`.execute(trx);
          if (!a.rows.length) throw new Refused('account');
        }
        const r = await sql<{ units: number }>`insert into youtube_quota as q (day, units)
          select ${day}::date, ${n}::int where ${n}::int <= least(${this.budget}::int, ${ceiling}::int)
          on conflict (day) do update set units = q.units + ${n}::int
            where q.units + ${n}::int <= least(${this.budget}::int, ${ceiling}::int) and q.exhausted_at is null
          returning units`.execute(trx);
        if (!r.rows.length) throw new Refused('service');
      });
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      if (err.scope === 'account') throw new QuotaExhausted(nextQuotaReset(now), 'account', this.accountBudget);
      const exhausted = await sql<{ e: boolean }>`select exhausted_at is not null as e from youtube_quota
        where day = ${day}::date`.execute(this.db);
      throw new QuotaExhausted(nextQuotaReset(now), exhausted.rows[0]?.e ? 'youtube' : 'service');
    }
  }

  /** Gives back `n` units taken today for an attempt that never reached YouTube (a refused connection). */
  async giveBack(n = 1, accountId: string | null = null): Promise<void> {
    const day = quotaDay(this.clock());
    await this.db.transaction().execute(async (trx) => {
      if (accountId !== null)
        await sql`update youtube_quota_accounts set units = greatest(units - ${n}::int, 0)
          where day = ${day}::date and account_id = ${accountId}::uuid`.execute(trx);
      await sql`update youtube_quota set units = greatest(units - ${n}::int, 0) where day = ${day}::date`.execute(trx);
    });
  }

  /**
   * The YoutubeClient meter of an account's calls: each attempt takes a unit first (QuotaExhausted refuses it), and
   * an attempt that never reached YouTube gives it back. `spent` hears every unit kept (+1) or given back (-1).
   */
  meterFor(accountId: string | null, spent?: (units: number) => void) {
    return async () => {
      await this.take(1, accountId);
      spent?.(1);
      return async () => {
        await this.giveBack(1, accountId);
        spent?.(-1);
      };
    };
  }

  /** YouTube refused with quotaExceeded: nothing more is spent today. */
  async markExhausted(): Promise<QuotaExhausted> {
    const now = this.clock();
    await sql`insert into youtube_quota as q (day, exhausted_at) values (${quotaDay(now)}::date, now())
      on conflict (day) do update set exhausted_at = coalesce(q.exhausted_at, now())`.execute(this.db);
    return new QuotaExhausted(nextQuotaReset(now), 'youtube');
  }

  /** Today's budget, the service's and, when asked for an account, that account's share. */
  async today(accountId: string | null = null): Promise<QuotaToday> {
    const now = this.clock();
    const day = quotaDay(now);
    const r = await sql<{ units: number; exhausted: boolean }>`select units, exhausted_at is not null as exhausted
      from youtube_quota where day = ${day}::date`.execute(this.db);
    const byYoutube = r.rows[0]?.exhausted ?? false;
    const service = { ...use(Number(r.rows[0]?.units ?? 0), this.budget, byYoutube), exhaustedByYoutube: byYoutube };
    let account: QuotaUse | null = null;
    if (accountId !== null) {
      const a = await sql<{ units: number }>`select units from youtube_quota_accounts
        where day = ${day}::date and account_id = ${accountId}::uuid`.execute(this.db);
      account = use(Number(a.rows[0]?.units ?? 0), this.accountBudget);
    }
    return {
      day,
      used: service.used,
      budget: service.budget,
      exhausted: service.exhausted,
      resetsAt: nextQuotaReset(now).toISOString(),
      account,
      service,
    };
  }
}
