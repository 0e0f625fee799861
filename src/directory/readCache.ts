// A per-process cache of rendered directory responses, exact under concurrent writes from any process.
// Each entry is stored with the database snapshot it was read under (pg_current_snapshot(): the next
// transaction id and the ones still in flight). A request takes a snapshot after it arrives and is served from
// the cache only when the snapshot is the same, that is when no transaction has committed or begun writing
// since the entry was made, so a client never reads less than what was committed before its request.
// Snapshot queries are shared: requests that arrive while one is in flight wait for the next, one round trip
// serving all of them. Identical requests computing together share one page query.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export class ReadCache {
  private entries = new Map<string, { snapshot: string; body: string }>();
  private inflight = new Map<string, Promise<string | null>>();
  private current: Promise<string> | null = null;
  private next: Promise<string> | null = null;

  constructor(
    private readonly db: Database,
    private readonly maxEntries: number,
  ) {}

  private takeSnapshot(): Promise<string> {
    return sql<{ s: string }>`select pg_current_snapshot()::text as s`.execute(this.db).then((r) => r.rows[0].s);
  }

  /** A snapshot taken after this call: joins the next query, never one already running. */
  private snapshot(): Promise<string> {
    if (!this.current) {
      this.current = this.takeSnapshot().finally(() => (this.current = null));
      return this.current;
    }
    if (!this.next) {
      const after = this.current;
      this.next = after
        .catch(() => undefined)
        .then(() => {
          const p = this.takeSnapshot();
          this.current = p.finally(() => (this.current = null));
          this.next = null;
          return p;
        });
    }
    return this.next;
  }

  async get(key: string, compute: () => Promise<string | null>): Promise<string | null> {
    if (this.maxEntries <= 0) return compute();
    const snapshot = await this.snapshot();
    const hit = this.entries.get(key);
    if (hit && hit.snapshot === snapshot) return hit.body;
    const flightKey = `${snapshot}\u0000${key}`;
    let p = this.inflight.get(flightKey);
    if (!p) {
      p = compute().finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, p);
      void p.then(
        (body) => {
          if (body === null) return;
          this.entries.delete(key);
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, { snapshot, body });
        },
        () => {},
      );
    }
    return p;
  }
}
