// Short-link expansion: where a generic short link (bit.ly/…, geni.us/…) leads. Redirects are followed by hand,
// one hop at a time, each hop's URL screened with the SSRF rules of outbound HTTP (outbound/screening.ts: http or https,
// no credentials, every DNS answer public unicast unless allowed) and fetched over a connection pinned to the
// screened address (outbound/pinned.ts), so a name re-resolving between the check and the connection cannot
// reach a private address. HEAD first, GET when HEAD is refused; bodies are drained up to a few KiB, never read. Results are cached in memory
// and in the database (expansionStore.ts): a link is fetched once, and re-running detection gives the same
// answer. Detection itself stays pure: it receives a plain map short URL → final URL (see pipeline.ts).
import type { Database } from '../db/database.js';
import { describeNetworkError, pinnedClient } from '../outbound/pinned.js';
import { carriesCredentials, screenHost, type ParsedCidr } from '../outbound/screening.js';
import { readExpansions, saveExpansions, type Expansion, type ExpansionOutcome } from './expansionStore.js';

/**
 * expanded: redirects were followed to an answer that is not a redirect; not-redirected: the link itself
 * answered without redirecting; loop: a redirect pointed back to a URL already visited; too-many-hops: still
 * redirecting after the hop limit; refused: a hop's URL broke the screening rules (a private address, a
 * scheme other than http/https, credentials); failed: a timeout, a network error or a 5xx (transient: not stored).
 */
export type { Expansion, ExpansionOutcome } from './expansionStore.js';

export interface ExpanderOptions {
  maxHops: number;
  /** Per request (each hop). */
  timeoutMs: number;
  maxPerVideo: number;
  maxPerBatch: number;
  /** Requests in flight at once in this process. */
  concurrency: number;
  /** Ranges exempt from the private-address rule (tests; a self-hosted redirector). */
  allowedCidrs: ParsedCidr[];
  /** Where settled expansions are shared across runs and processes; memory only without it. */
  db?: Database;
  /** DNS resolution (the system resolver by default); tests map names to a loopback server. */
  lookup?: (host: string) => Promise<string[]>;
  /** Extra trusted CA (PEM), for tests. */
  ca?: string;
  /** Expansions kept in memory (default 10,000). */
  memoryEntries?: number;
}

const USER_AGENT = 'CreatorSponsorshipDataService-LinkExpander/1.0';
const MAX_URL_LENGTH = 4096;
const BODY_CAP_BYTES = 4096;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** A transient failure is remembered this long in a process before the link is tried again. */
const FAILURE_MEMORY_MS = 10 * 60_000;

type HopAnswer = { ok: true; status: number; location: string | null } | { ok: false; reason: string };

export class ShortLinkExpander {
  private readonly memory = new Map<string, { e: Expansion; at: number }>();
  private readonly inflight = new Map<string, Promise<Expansion>>();
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Requests sent (every hop, HEAD and GET counted apart). */
  requests = 0;

  constructor(private readonly opts: ExpanderOptions) {}

  /**
   * The pre-pass of a detection batch: the short links of each video (at most maxPerVideo each, maxPerBatch
   * in all, first come first served) → where they lead. Links that led nowhere are left out of the map.
   */
  async expandForVideos(perVideo: string[][], signal?: AbortSignal): Promise<Map<string, string>> {
    const wanted = new Set<string>();
    for (const links of perVideo) {
      for (const url of [...new Set(links)].slice(0, this.opts.maxPerVideo)) {
        if (wanted.size >= this.opts.maxPerBatch) break;
        wanted.add(url);
      }
    }
    const out = new Map<string, string>();
    for (const e of (await this.expandAll([...wanted], signal)).values()) {
      if (e.finalUrl && e.finalUrl !== e.url) out.set(e.url, e.finalUrl);
    }
    return out;
  }

  /** Expansions of these links: from memory, else from the database, else fetched (and then stored). */
  async expandAll(urls: string[], signal?: AbortSignal): Promise<Map<string, Expansion>> {
    const out = new Map<string, Expansion>();
    const now = Date.now();
    let missing: string[] = [];
    for (const url of new Set(urls)) {
      const m = this.memory.get(url);
      if (m && (m.e.outcome !== 'failed' || now - m.at < FAILURE_MEMORY_MS)) out.set(url, m.e);
      else missing.push(url);
    }
    if (missing.length && this.opts.db) {
      const stored = await readExpansions(this.opts.db, missing);
      for (const e of stored.values()) {
        out.set(e.url, e);
        this.remember(e);
      }
      missing = missing.filter((u) => !stored.has(u));
    }
    const fetched = await Promise.all(missing.map((url) => this.expandShared(url, signal)));
    for (const e of fetched) out.set(e.url, e);
    const settled = signal?.aborted ? [] : fetched.filter((e) => e.outcome !== 'failed');
    if (settled.length && this.opts.db) await saveExpansions(this.opts.db, settled);
    return out;
  }

  /** One link, fetched once however many callers ask for it at the same time. */
  private expandShared(url: string, signal?: AbortSignal): Promise<Expansion> {
    let p = this.inflight.get(url);
    if (!p) {
      p = this.withSlot(() => this.expandOne(url, signal))
        .then((e) => {
          // A run that was stopped says nothing about the link: the next run tries it again.
          if (!signal?.aborted) this.remember(e);
          return e;
        })
        .finally(() => this.inflight.delete(url));
      this.inflight.set(url, p);
    }
    return p;
  }

  private remember(e: Expansion) {
    this.memory.delete(e.url);
    this.memory.set(e.url, { e, at: Date.now() });
    const max = this.opts.memoryEntries ?? 10_000;
    while (this.memory.size > max) this.memory.delete(this.memory.keys().next().value as string);
  }

  private async withSlot<T>(fn: () => Promise<T>): Promise<T> {
    while (this.active >= this.opts.concurrency) await new Promise<void>((r) => this.waiting.push(r));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }

  /**
   * Follows the redirects of one link, hop by hop, without a cache. Never throws: when `signal` aborts (the
   * operation stops), it ends as `failed` at once and the caller's own stop check takes over.
   */
  async expandOne(url: string, signal?: AbortSignal): Promise<Expansion> {
    const visited = new Set<string>();
    let current = url;
    let finalUrl: string | null = null;
    let hops = 0;
    const end = (outcome: ExpansionOutcome, reason?: string): Expansion => ({
      url,
      finalUrl,
      outcome,
      hops,
      ...(reason ? { reason } : {}),
    });
    for (;;) {
      if (signal?.aborted) return end('failed', 'stopped');
      visited.add(current);
      const checked = checkHopUrl(current);
      if (!checked.ok) return end('refused', checked.reason);
      const screened = await screenHost(checked.url.hostname.replace(/^\[|\]$/g, ''), {
        allowedCidrs: this.opts.allowedCidrs,
        lookup: this.opts.lookup,
      });
      if (!screened.ok) return end(screened.rule === 'unresolvable' ? 'failed' : 'refused', screened.message);
      // Only a URL that passed screening is where the link leads (a redirect into 10.0.0.1 is not).
      if (hops > 0) finalUrl = current;
      let answer = await this.hop(checked.url, screened.addresses[0], 'HEAD', signal);
      // Some redirectors refuse HEAD (405, 403, 404…): ask again with GET, whose body is never read.
      if (answer.ok && answer.status >= 400) answer = await this.hop(checked.url, screened.addresses[0], 'GET', signal);
      if (!answer.ok) return end('failed', answer.reason);
      if (REDIRECT_STATUSES.has(answer.status) && answer.location) {
        let next: string;
        try {
          next = new URL(answer.location, current).href;
        } catch {
          return end('refused', `hop ${hops + 1} redirects to an invalid URL`);
        }
        if (visited.has(next)) return end('loop', `redirect loop back to ${next}`);
        if (hops >= this.opts.maxHops) return end('too-many-hops', `still redirecting after ${hops} hops`);
        hops++;
        current = next;
        continue;
      }
      if (answer.status >= 500) return end('failed', `answered ${answer.status}`);
      return end(hops > 0 ? 'expanded' : 'not-redirected');
    }
  }

  private async hop(url: URL, address: string, method: 'HEAD' | 'GET', signal?: AbortSignal): Promise<HopAnswer> {
    this.requests++;
    const { agent, request } = await pinnedClient(address, this.opts.timeoutMs, this.opts.ca);
    const timeout = AbortSignal.timeout(this.opts.timeoutMs);
    try {
      const res = await request(url, {
        method,
        dispatcher: agent,
        headers: { 'user-agent': USER_AGENT, accept: '*/*' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      // The body is never needed: at most a few KiB are drained (then the connection is closed).
      await res.body.dump({ limit: BODY_CAP_BYTES }).catch(() => {});
      const loc = res.headers.location;
      return { ok: true, status: res.statusCode, location: (Array.isArray(loc) ? loc[0] : loc) ?? null };
    } catch (err) {
      return { ok: false, reason: describeNetworkError(err, this.opts.timeoutMs) };
    } finally {
      agent.destroy().catch(() => {});
    }
  }
}

/** The URL rules of a hop (the address rule comes after): bounded, absolute, http or https, no credentials. */
function checkHopUrl(raw: string): { ok: true; url: URL } | { ok: false; reason: string } {
  if (raw.length > MAX_URL_LENGTH) return { ok: false, reason: `URL longer than ${MAX_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a valid absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: `scheme ${url.protocol} is not followed` };
  if (carriesCredentials(raw, url)) return { ok: false, reason: 'URL carries credentials' };
  if (!url.hostname) return { ok: false, reason: 'URL has no host' };
  return { ok: true, url };
}
