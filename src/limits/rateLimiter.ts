// Per-key request budgets as a process sees them. On PostgreSQL a round trip per request would be the largest
// cost of a cached read, so a process draws a slice of a key's shared budget at a time (what that key's recent
// traffic here would use in LEASE_MS, at most `maxSlice`) and serves requests from it in memory. Unused requests
// of a slice go back to the shared budget with the next draw once the slice is LEASE_MS old, and a refused key is
// refused here, without a database call, until its budget can have refilled. A key seen less than once a second
// draws one request at a time, so its budget is exact; a busy key's processes each hold at most one slice.
// A request may cost several units (a JSON-RPC batch on /mcp costs one per message): it takes them all at once or
// none, so a budget is never spent on part of a request that is then refused.
import type { BudgetStore, RatePolicy } from './gcra.js';

const LEASE_MS = 1_000;

export interface Verdict {
  allowed: boolean;
  /** The budget's size (its burst). */
  limit: number;
  remaining: number;
  /** Seconds until the budget is full again. */
  resetSeconds: number;
  /** Seconds until a refused request may succeed (0 when allowed). */
  retryAfterSeconds: number;
}

interface Entry {
  /** Requests drawn by this process and not used yet. */
  held: number;
  /** After this (local ms), held requests are stale and go back with the next draw. */
  heldUntil: number;
  /** The shared budget's TAT after the last draw, on this process's clock; `held` requests are counted in it. */
  tat: number;
  /** Before this (local ms) not even one unit is available: every request is refused without a draw. */
  refusedUntil: number;
  /** A draw for `min` units at once found fewer: requests costing that much or more are refused until `until`. */
  short: { min: number; until: number } | null;
  /** Requests since the last draw, and when it was: the key's recent rate in this process. */
  uses: number;
  drawnAt: number;
  drawing: Promise<void> | null;
  /** Units wanted by requests waiting for a draw: a slice should cover them too… */
  waiting: number;
  /** …and the largest of those requests' costs, the least the next draw may grant. */
  largest: number;
}

export class RateLimiter {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly store: BudgetStore,
    readonly policy: RatePolicy,
    /** The largest slice one draw takes (1: every request asks the store). */
    private readonly maxSlice: number,
  ) {}

  /** Takes `cost` units (at most the burst) for one request, all or none. */
  async take(key: string, cost = 1): Promise<Verdict> {
    if (!Number.isInteger(cost) || cost < 1 || cost > this.policy.burst) {
      throw new RangeError(`A request costs 1 to ${this.policy.burst} units (the burst); got ${cost}`);
    }
    const e = this.entry(key);
    e.uses += cost;
    for (;;) {
      const now = Date.now();
      if (e.held >= cost && now < e.heldUntil) {
        e.held -= cost;
        return this.verdict(e, now, true, cost);
      }
      if (now < e.refusedUntil) return this.verdict(e, now, false, cost);
      if (e.short && cost >= e.short.min && now < e.short.until) return this.verdict(e, now, false, cost);
      // Requests arriving together wait for one draw, then share what it brought.
      e.waiting += cost;
      e.largest = Math.max(e.largest, cost);
      try {
        if (!e.drawing) e.drawing = this.draw(key, e).finally(() => (e.drawing = null));
        await e.drawing;
      } finally {
        e.waiting -= cost;
      }
    }
  }

  private entry(key: string): Entry {
    let e = this.entries.get(key);
    if (!e) {
      if (this.entries.size >= 10_000) this.forgetIdle();
      e = {
        held: 0,
        heldUntil: 0,
        tat: 0,
        refusedUntil: 0,
        short: null,
        uses: 0,
        drawnAt: 0,
        drawing: null,
        waiting: 0,
        largest: 0,
      };
      this.entries.set(key, e);
    }
    return e;
  }

  private async draw(key: string, e: Entry) {
    const now = Date.now();
    const rate = e.uses / Math.max(now - e.drawnAt, 1);
    // Whoever waits now is covered by this draw; a request arriving during it waits for the next one.
    const min = Math.max(1, e.largest);
    e.largest = 0;
    const wanted = Math.max(min, Math.min(this.maxSlice, Math.max(1, e.waiting, Math.ceil(rate * LEASE_MS))));
    const returned = e.held;
    e.held = 0;
    let d;
    try {
      d = await this.store.draw(key, wanted, returned, this.policy, min);
    } catch (err) {
      e.held = returned;
      throw err;
    }
    const { burst, intervalMs } = this.policy;
    const at = Date.now();
    e.tat = d.tat - d.now + at;
    e.held = d.granted;
    e.heldUntil = at + LEASE_MS;
    e.uses = 0;
    e.drawnAt = at;
    e.refusedUntil = 0;
    if (d.granted > 0) {
      if (e.short && min >= e.short.min) e.short = null;
      return;
    }
    // Nothing granted. A request of `n` units can succeed once the budget is `n` short of full, and not before
    // one interval from now (the budget's state is read again then).
    const whenAvailable = (n: number) => Math.max(at + 1, e.tat - (burst - n) * intervalMs);
    if (e.tat - at > (burst - 1) * intervalMs + 1e-6 * intervalMs) e.refusedUntil = whenAvailable(1);
    else e.short = { min, until: whenAvailable(min) };
  }

  private verdict(e: Entry, now: number, allowed: boolean, cost: number): Verdict {
    const { burst, intervalMs } = this.policy;
    // What is held here has not been spent yet.
    const backlog = Math.max(e.tat - e.held * intervalMs - now, 0);
    const remaining = Math.min(burst, Math.max(0, Math.floor((burst * intervalMs - backlog) / intervalMs + 1e-6)));
    return {
      allowed,
      limit: burst,
      remaining,
      resetSeconds: Math.ceil(backlog / 1000),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((backlog - (burst - cost) * intervalMs) / 1000)),
    };
  }

  private forgetIdle() {
    const now = Date.now();
    for (const [k, e] of this.entries) if (!e.drawing && e.held === 0 && e.tat <= now) this.entries.delete(k);
  }
}
