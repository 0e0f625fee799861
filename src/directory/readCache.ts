// A per-process cache of rendered directory responses, exact under concurrent writes from any process.
// Each entry is stored with the directory's data version it was read at (directory_version_now(): the sum of
// counters that every statement writing creators, videos, brands, agencies or sponsorships bumps in its own
// transaction, migration 003). A request reads the version after it arrives and is served from the cache only
// when the version is the same, that is when no transaction that changed directory data has committed since the
// entry's version was read (before its page query began), so a client never reads less than what was committed
// before its request. Commits that touch only operations, deliveries, rate-limit budgets, keys or sessions leave
// the version, and so the entries, as they are.
// Version reads are shared: requests that arrive while one is in flight wait for the next, one round trip
// serving all of them. Identical requests computing together share one page query.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export class ReadCache {
  private entries = new Map<string, { version: string; body: string }>();
  private inflight = new Map<string, Promise<string | null>>();
  private current: Promise<string> | null = null;
  private next: Promise<string> | null = null;

  constructor(
    private readonly db: Database,
    private readonly maxEntries: number,
  ) {}

  private readVersion(): Promise<string> {
    return sql<{ v: string }>`select directory_version_now()::text as v`.execute(this.db).then((r) => r.rows[0].v);
  }

  /** The data version read after this call: joins the next query, never one already running. */
  private version(): Promise<string> {
    if (!this.current) {
      this.current = this.readVersion().finally(() => (this.current = null));
      return this.current;
    }
    if (!this.next) {
      const after = this.current;
      this.next = after
        .catch(() => undefined)
        .then(() => {
          const p = this.readVersion();
          this.current = p.finally(() => (this.current = null));
          this.next = null;
          return p;
        });
    }
    return this.next;
  }

  async get(key: string, compute: () => Promise<string | null>): Promise<string | null> {
    if (this.maxEntries <= 0) return compute();
    const version = await this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Least recently used goes first: a hit moves the entry to the end of the map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body;
    }
    const flightKey = `${version}\u0000${key}`;
    let p = this.inflight.get(flightKey);
    if (!p) {
      p = compute().finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, p);
      void p.then(
        (body) => {
          if (body === null) return;
          this.entries.delete(key);
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, { version, body });
        },
        () => {},
      );
    }
    return p;
  }
}
