// The generic cell rate algorithm (GCRA): a budget of `burst` requests that refills one every `intervalMs`,
// kept per key as one number, the theoretical arrival time (TAT). A budget is full when TAT <= now; each request
// moves TAT one interval later, and a request that would move it past now + burst intervals is refused.
// The same arithmetic runs in memory (the embedded store, one process) and in PostgreSQL (rate_limit_take,
// migration 005, for processes sharing a database).
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export interface RatePolicy {
  burst: number;
  intervalMs: number;
}

/** The outcome of drawing from a budget: requests granted, the budget's new TAT and the clock both are in (ms). */
export interface Draw {
  granted: number;
  tat: number;
  now: number;
}

/**
 * Where budgets live: takes up to `wanted` requests after giving back `returned` unused ones, but none unless at
 * least `min` (default 1) are there, so a request that needs several at once takes them all or nothing.
 */
export interface BudgetStore {
  draw(key: string, wanted: number, returned: number, policy: RatePolicy, min?: number): Promise<Draw>;
}

// Intervals like 60000/7 ms are not exact in binary; without the allowance a full budget could read as one short.
const EPSILON = 1e-6;

export function gcraDraw(
  tat: number,
  now: number,
  wanted: number,
  returned: number,
  p: RatePolicy,
  min = 1,
): { granted: number; tat: number } {
  const base = Math.max(tat - returned * p.intervalMs, now);
  const available = Math.floor((p.burst * p.intervalMs - (base - now)) / p.intervalMs + EPSILON);
  const enough = Math.min(wanted, Math.max(available, 0));
  const granted = enough >= Math.max(min, 1) ? enough : 0;
  return { granted, tat: base + granted * p.intervalMs };
}

/** Budgets in this process's memory: exact for one process (the embedded store). */
export class MemoryBudgets implements BudgetStore {
  private tats = new Map<string, number>();

  async draw(key: string, wanted: number, returned: number, policy: RatePolicy, min = 1): Promise<Draw> {
    const now = Date.now();
    // A budget whose TAT has passed is full, the same as no entry: forget those when the map grows.
    if (this.tats.size > 100_000) for (const [k, t] of this.tats) if (t <= now) this.tats.delete(k);
    const r = gcraDraw(this.tats.get(key) ?? 0, now, wanted, returned, policy, min);
    this.tats.set(key, r.tat);
    return { ...r, now };
  }
}

/** Budgets in PostgreSQL, shared by every process on the database: one function call, one row lock per draw. */
export class PostgresBudgets implements BudgetStore {
  constructor(private readonly db: Database) {}

  async draw(key: string, wanted: number, returned: number, policy: RatePolicy, min = 1): Promise<Draw> {
    const r = await sql<{ granted: number; tat: number; now_ms: number }>`select granted, tat, now_ms
      from rate_limit_take(${key}, ${wanted}::int, ${returned}::int, ${policy.intervalMs}::float8, ${policy.burst}::int, ${min}::int)`.execute(
      this.db,
    );
    const row = r.rows[0];
    return { granted: Number(row.granted), tat: Number(row.tat), now: Number(row.now_ms) };
  }
}
