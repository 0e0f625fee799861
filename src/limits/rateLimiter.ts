// Per-key request budgets as a process sees them. On PostgreSQL a round trip per request would be the largest
// cost of a cached read, so a process draws a slice of a key's shared budget at a time (what that key's recent
// traffic here would use in LEASE_MS, at most `maxSlice`) and serves requests from it in memory. Unused requests
// of a slice go back to the shared budget with the next draw once the slice is LEASE_MS old, and a refused key is
// refused here, without a database call, until its budget can have refilled. A key seen less than once a second
// draws one request at a time, so its budget is exact; a busy key's processes each hold at most one slice.
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
  refusedUntil: number;
  /** Requests since the last draw, and when it was: the key's recent rate in this process. */
  uses: number;
  drawnAt: number;
  drawing: Promise<void> | null;
  /** Requests waiting for a draw: a slice should cover them too. */
  waiting: number;
}

export class RateLimiter {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly store: BudgetStore,
    readonly policy: RatePolicy,
    /** The largest slice one draw takes (1: every request asks the store). */
    private readonly maxSlice: number,
  ) {}

  async take(key: string): Promise<Verdict> {
    const e = this.entry(key);
    e.uses++;
    for (;;) {
      const now = Date.now();
      if (e.held > 0 && now < e.heldUntil) {
        e.held--;
        return this.verdict(e, now, true);
      }
      if (now < e.refusedUntil) return this.verdict(e, now, false);
      // Requests arriving together wait for one draw, then share what it brought.
      e.waiting++;
      try {
        if (!e.drawing) e.drawing = this.draw(key, e).finally(() => (e.drawing = null));
        await e.drawing;
      } finally {
        e.waiting--;
      }
    }
  }

  private entry(key: string): Entry {
    let e = this.entries.get(key);
    if (!e) {
      if (this.entries.size >= 10_000) this.forgetIdle();
      e = { held: 0, heldUntil: 0, tat: 0, refusedUntil: 0, uses: 0, drawnAt: 0, drawing: null, waiting: 0 };
      this.entries.set(key, e);
    }
    return e;
  }

  private async draw(key: string, e: Entry) {
    const now = Date.now();
    const rate = e.uses / Math.max(now - e.drawnAt, 1);
    const wanted = Math.min(this.maxSlice, Math.max(1, e.waiting, Math.ceil(rate * LEASE_MS)));
    const returned = e.held;
    e.held = 0;
    let d;
    try {
      d = await this.store.draw(key, wanted, returned, this.policy);
    } catch (err) {
      e.held = returned;
      throw err;
    }
    const at = Date.now();
    e.tat = d.tat - d.now + at;
    e.held = d.granted;
    e.heldUntil = at + LEASE_MS;
    e.uses = 0;
    e.drawnAt = at;
    // Nothing granted: no request can succeed before one interval past the moment the budget is one short of full.
    e.refusedUntil = d.granted === 0 ? Math.max(at + 1, e.tat - (this.policy.burst - 1) * this.policy.intervalMs) : 0;
  }

  private verdict(e: Entry, now: number, allowed: boolean): Verdict {
    const { burst, intervalMs } = this.policy;
    // What is held here has not been spent yet.
    const backlog = Math.max(e.tat - e.held * intervalMs - now, 0);
    const remaining = Math.min(burst, Math.max(0, Math.floor((burst * intervalMs - backlog) / intervalMs + 1e-6)));
    return {
      allowed,
      limit: burst,
      remaining,
      resetSeconds: Math.ceil(backlog / 1000),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((backlog - (burst - 1) * intervalMs) / 1000)),
    };
  }

  private forgetIdle() {
    const now = Date.now();
    for (const [k, e] of this.entries) if (!e.drawing && e.held === 0 && e.tat <= now) this.entries.delete(k);
  }
}
