// A per-process cache of rendered directory responses, exact under concurrent writes from any process, that keeps
// what a commit did not change.
// Each entry carries the tags of what it shows (reads.ts names them: "sponsorships of brand B", "creator C's shown
// fields"…). Every statement writing a directory table records the tags of the rows it wrote (migration 019,
// directory_changes). Before a request is answered, the process looks at what committed since its last look
// (directory_changes_since its last snapshot) and drops the entries those tags name; a request is answered from an
// entry only after a look that began after the request arrived, so a client never reads less than what was committed
// before its request. A write that touches none of an entry's tags (another creator's counts, an operation's
// progress, a rate-limit budget) leaves it cached.
// Looks are shared: requests that arrive while one is in flight wait for the next, one round trip serving all of
// them. Identical requests computing together share one page query.
// A request for what the cache holds nothing of (the first touch of a page or a detail) waits for no look: its query
// begins after it arrived, so it reads every commit before it, and its response is kept only if no look after the
// last one finished before it began saw a change of its tags (the same rule as for a response computed after a look).
// An answer is kept from its key's second computation on (Admission): a key asked once, the long tail's common case,
// costs no copy and evicts nothing that is asked again.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { flatText } from '../json.js';
import { tags as declared } from './tags.js';

/** What an entry shows: its tags, known from the request (a list's filters) or from the response (a detail's ids). */
export type Tags = (body: string) => string[];

/**
 * A body is kept as UTF-8 bytes outside the JS heap (a Buffer's own memory): a young-generation collection copies what
 * survives it, and a cache filling with thousands of first touches a second made every collection copy the bodies of
 * the last half-second (25–40 ms pauses every half second, one of 126 ms; docs/decisions.md "The read cache's bodies
 * off the heap"). A Buffer's bytes are neither copied nor marked.
 */
interface Entry {
  body: Buffer;
  tags: string[];
}

/** What the cache did since the process started (metrics.ts exposes it). */
export interface ReadCacheStats {
  /** Requests answered from an entry. */
  hits: number;
  /** Requests that ran their query. */
  misses: number;
  /** Requests that joined an identical request's query already running. */
  joined: number;
  /** Entries dropped because a commit changed what they show. */
  invalidated: number;
  /** Looks at what committed (one round trip each, shared by the requests waiting), and their total time. */
  looks: number;
  lookSeconds: number;
  /** Entries held now, and their bodies' bytes. */
  entries: number;
  size: number;
}

/** Changes seen by the last looks, kept for computations that began before them. */
const RECENT_LOOKS = 256;
/**
 * A look further apart than this from the last one starts from an empty cache: the change log keeps an hour, so a
 * directory write in a transaction open longer than that could be missed.
 */
const MAX_LOOK_GAP_MS = 5 * 60_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * Which computed answers the cache keeps: 'second' keeps a key's answer from its second computation on (a key computed
 * once and never asked again, the long tail's common case, costs no copy, no tags and no eviction of an entry that is
 * asked again: docs/decisions.md "The read cache keeps an answer from its second request"); 'first' keeps every one.
 */
export type Admission = 'first' | 'second';
/** Keys computed once that 'second' admission remembers at most; past it, it forgets them all and starts again. */
const SEEN_KEYS = 100_000;

export class ReadCache {
  private entries = new Map<string, Entry>();
  /** The bytes of the bodies held. */
  private size = 0;
  private byTag = new Map<string, Set<string>>();
  private inflight = new Map<string, Promise<string | null>>();
  /** Keys being computed by a request that waited for no look (a first touch). */
  private cold = new Set<string>();
  private current: Promise<number> | null = null;
  private next: Promise<number> | null = null;
  /** The snapshot of the last look, and the count of looks so far. */
  private snapshot: string | null = null;
  private looks = 0;
  private lastLookAt = 0;
  private lastPruneAt = Date.now();
  /** The tags of the last looks that found changes ('*': everything), newest last. */
  private recent: { look: number; tags: Set<string> }[] = [];
  private counts = { hits: 0, misses: 0, joined: 0, invalidated: 0, lookSeconds: 0 };
  /** Keys computed at least once since the last forgetting ('second' admission). */
  private seen = new Set<string>();

  /** The bodies' total size at most, in bytes. */
  private readonly maxSize: number;
  private readonly pruneDb: Database;
  private readonly admission: Admission;

  constructor(
    private readonly db: Database,
    private readonly maxEntries: number,
    opts: {
      /** The bodies' total size at most, in bytes (unbounded when absent). */
      maxSize?: number;
      /**
       * Where the change log is pruned (`db` when absent): not the looks' own connection, which a prune of an hour of
       * detection writes (a scan of the whole log and a delete of its oldest rows: seconds) would hold while every
       * cached answer waits for the next look.
       */
      pruneDb?: Database;
      /** Which computed answers are kept ('second' when absent). */
      admission?: Admission;
    } = {},
  ) {
    this.maxSize = opts.maxSize ?? Infinity;
    this.pruneDb = opts.pruneDb ?? db;
    this.admission = opts.admission ?? 'second';
  }

  /** Whether an answer just computed for `key` is kept (Admission); a key once known is kept whenever recomputed. */
  private admit(key: string): boolean {
    if (this.admission === 'first' || this.seen.has(key)) return true;
    if (this.seen.size >= SEEN_KEYS) this.seen.clear();
    this.seen.add(key);
    return false;
  }

  /** Reads what committed since the last look and drops the entries it changed; returns the look's number. */
  private async look(): Promise<number> {
    const started = Date.now();
    const r = await sql<{ snap: string; tags: string[] | null }>`select pg_current_snapshot()::text as snap,
      case when ${this.snapshot}::pg_snapshot is null then null else directory_changes_since(${this.snapshot}::pg_snapshot) end as tags`.execute(
      this.db,
    );
    const { snap, tags } = r.rows[0];
    const look = ++this.looks;
    this.counts.lookSeconds += (Date.now() - started) / 1000;
    const everything =
      tags === null || started - this.lastLookAt > MAX_LOOK_GAP_MS || tags.includes(declared.everything);
    this.snapshot = snap;
    this.lastLookAt = started;
    if (everything) {
      this.counts.invalidated += this.entries.size;
      this.entries.clear();
      this.byTag.clear();
      this.size = 0;
      this.recent.push({ look, tags: new Set([declared.everything]) });
    } else if (tags.length) {
      for (const tag of tags) {
        const keys = this.byTag.get(tag);
        if (!keys) continue;
        this.counts.invalidated += keys.size;
        for (const key of [...keys]) this.drop(key);
      }
      this.recent.push({ look, tags: new Set(tags) });
    }
    if (this.recent.length > RECENT_LOOKS) this.recent.splice(0, this.recent.length - RECENT_LOOKS);
    if (started - this.lastPruneAt > PRUNE_EVERY_MS) {
      this.lastPruneAt = started;
      // Deletes the rows older than an hour, recording the highest xid deleted for the export cache's check.
      void sql`select directory_changes_prune()`.execute(this.pruneDb).catch(() => {});
    }
    return look;
  }

  /** The number of a look that began after this call: joins the next one, never one already running. */
  private lookAfterNow(): Promise<number> {
    if (!this.current) {
      this.current = this.running(this.look());
      return this.current;
    }
    if (!this.next) {
      const after = this.current;
      this.next = after
        .catch(() => undefined)
        .then(() => {
          const p = this.look();
          this.current = this.running(p);
          this.next = null;
          return p;
        });
    }
    return this.next;
  }

  /**
   * A look as the one running: cleared when it ends. Its failure reaches the requests that wait for it; the copy kept
   * here is heard too, or a failed look no later request joined would be an unhandled rejection (a process ends on one).
   */
  private running(look: Promise<number>): Promise<number> {
    const p = look.finally(() => (this.current = null));
    p.catch(() => {});
    return p;
  }

  private drop(key: string) {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.size -= e.body.length;
    for (const tag of e.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  /** Whether a look after `look` saw a change of one of these tags (or lies beyond what is remembered). */
  private changedSince(look: number, tags: string[]): boolean {
    if (this.recent.length === RECENT_LOOKS && this.recent[0].look > look + 1) return true;
    for (let i = this.recent.length - 1; i >= 0 && this.recent[i].look > look; i--) {
      const seen = this.recent[i].tags;
      if (seen.has(declared.everything) || tags.some((t) => seen.has(t))) return true;
    }
    return false;
  }

  private store(key: string, text: string, tags: string[]) {
    this.drop(key);
    const bytes = Buffer.byteLength(flatText(text));
    if (bytes > this.maxSize) return;
    // Least recently used first, until the new entry fits both bounds.
    while (this.entries.size && (this.entries.size >= this.maxEntries || this.size + bytes > this.maxSize))
      this.drop(this.entries.keys().next().value!);
    // Its own memory, not a slice of Node's shared pool (which a small body would keep alive whole).
    const body = Buffer.allocUnsafeSlow(bytes);
    body.write(text, 'utf8');
    this.entries.set(key, { body, tags });
    this.size += bytes;
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /**
   * A response computed without waiting for a look: it is kept unless a look after `base` (the last finished before
   * the computation began, whose snapshot it follows) saw a change of its tags. Identical requests arriving meanwhile
   * take the look path (and share one computation per look).
   */
  private computeCold(key: string, tagsOf: Tags, compute: () => Promise<string | null>): Promise<string | null> {
    this.counts.misses++;
    const base = this.looks;
    this.cold.add(key);
    const p = compute().finally(() => this.cold.delete(key));
    void p.then(
      (body) => {
        if (body === null || !this.admit(key)) return;
        const tags = tagsOf(body);
        if (!this.changedSince(base, tags)) this.store(key, body, tags);
      },
      () => {},
    );
    return p;
  }

  /** Drops every entry and forgets every key seen (after a process's own warm-up requests: http/warmUp.ts). */
  clear(): void {
    this.entries.clear();
    this.byTag.clear();
    this.size = 0;
    this.seen.clear();
  }

  stats(): ReadCacheStats {
    return { ...this.counts, looks: this.looks, entries: this.entries.size, size: this.size };
  }

  async get(key: string, tagsOf: Tags, compute: () => Promise<string | null>): Promise<string | null> {
    if (this.maxEntries <= 0) {
      this.counts.misses++;
      return compute();
    }
    // First touch: nothing held or being computed for this key, and a look has given the cache its baseline.
    if (this.looks > 0 && !this.entries.has(key) && !this.cold.has(key)) return this.computeCold(key, tagsOf, compute);
    const look = await this.lookAfterNow();
    const hit = this.entries.get(key);
    if (hit) {
      this.counts.hits++;
      // Least recently used goes first: a hit moves the entry to the end of the map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body.toString('utf8');
    }
    const flightKey = `${look}\u0000${key}`;
    let p = this.inflight.get(flightKey);
    if (p) this.counts.joined++;
    else {
      this.counts.misses++;
      p = compute().finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, p);
      void p.then(
        (body) => {
          if (body === null || !this.admit(key)) return;
          const tags = tagsOf(body);
          // Computed after look `look`: a change a later look saw may or may not be in it, so it is not kept.
          if (!this.changedSince(look, tags)) this.store(key, body, tags);
        },
        () => {},
      );
    }
    return p;
  }
}
