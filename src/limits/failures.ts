// Failures counted per client (failed authentications per address), in this process's memory, with the same GCRA
// arithmetic as the request budgets: a client may fail `burst` times at once and `burst` a window after that. Only
// failures draw; checking spends nothing, so a client that stops failing is never held back.
import { gcraDraw, type RatePolicy } from './gcra.js';

export class FailureBudgets {
  /** Per client: the theoretical arrival time of its failures (ms); a client absent or in the past has failed nothing lately. */
  private tats = new Map<string, number>();

  constructor(
    readonly policy: RatePolicy,
    /** Clients remembered at most; beyond it, those whose budgets are full again are forgotten, then the oldest. */
    private readonly maxClients = 100_000,
  ) {}

  /** Seconds until `client` may fail again; 0 while it is under its limit. */
  retryAfter(client: string, now = Date.now()): number {
    const { burst, intervalMs } = this.policy;
    const over = (this.tats.get(client) ?? 0) - now - (burst - 1) * intervalMs;
    return over > 1e-6 * intervalMs ? Math.max(1, Math.ceil(over / 1000)) : 0;
  }

  /** Counts one failure of `client` (nothing once it is over its limit: it is refused before it can fail). */
  record(client: string, now = Date.now()): void {
    const { tat } = gcraDraw(this.tats.get(client) ?? 0, now, 1, 0, this.policy);
    this.tats.delete(client);
    this.tats.set(client, tat);
    if (this.tats.size > this.maxClients) this.forget(now);
  }

  private forget(now: number) {
    for (const [k, t] of this.tats) if (t <= now) this.tats.delete(k);
    // Still full (failures from more clients than it holds): drop the longest unseen, a tenth at a time.
    if (this.tats.size > this.maxClients) {
      let drop = Math.ceil(this.maxClients / 10);
      for (const k of this.tats.keys()) {
        if (drop-- <= 0) break;
        this.tats.delete(k);
      }
    }
  }
}
