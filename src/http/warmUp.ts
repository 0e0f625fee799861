// A new process's own read requests before it listens (issue 35). A process's first requests run its request path
// unoptimized: routing, validation, the hooks, the handlers, rendering and sending run in V8's interpreter until they
// have run often enough to be compiled, and each read statement is planned anew on its connection for its first
// executions. A fresh process under a long tail of first touches answered its first second and a half of requests at
// two to five times its later latency: half of the responses over 100 ms of a 20,000-request tail came then
// (docs/decisions.md, "A process warms its request path before it listens"). So a start sends the read routes requests
// of its own, in process (Fastify's inject: no socket), for resources drawn from the directory, before the socket
// opens; then it forgets what they taught its read cache, so the first client request of a page is still a first touch.
import type { FastifyInstance } from 'fastify';
import { warmUpSample, type WarmUpSample } from '../directory/reads.js';
import { LIST_ORDERS } from '../directory/schemas.js';
import type { AppContext } from './context.js';

/** Resources of each kind drawn from the directory (the requests cycle through them). */
const SAMPLE = 200;
/** Similar brands are computed per request when no ranking is stored (tens of ms): one round of this many asks it. */
const SIMILAR_EVERY = 20;

export interface WarmUpReport {
  /** Requests sent, and how many answered each status. */
  sent: number;
  byStatus: Record<number, number>;
  ms: number;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const at = <T>(list: T[], i: number) => list[i % list.length];

/**
 * `n` paths over every read route a resource keys, in rounds: each round asks each kind of request once, of the next
 * resource of its kind, so consecutive rounds ask of different resources. None on an empty sample.
 */
export function warmUpPaths(sample: WarmUpSample, n: number): string[] {
  const { creators, brands, sponsorships } = sample;
  const handles = creators.flatMap((c) => (c.handle ? [c.handle] : []));
  // Each kind: the path of its `round`th request, or null when it skips that round.
  const kinds: ((round: number) => string | null)[] = [];
  if (creators.length) {
    const channel = (r: number) => at(creators, r).channelId;
    kinds.push((r) => `/v1/creators/${encodeURIComponent(channel(r))}`);
    for (const order of LIST_ORDERS.sponsorships)
      kinds.push((r) => `/v1/sponsorships?${query({ channelId: channel(r), order })}`);
    for (const order of LIST_ORDERS.videos) kinds.push((r) => `/v1/videos?${query({ channelId: channel(r), order })}`);
  }
  if (handles.length) kinds.push((r) => `/v1/creators/lookup?${query({ url: at(handles, r) })}`);
  if (brands.length) {
    kinds.push((r) => `/v1/brands/${at(brands, r)}`);
    kinds.push((r) => (r % SIMILAR_EVERY === 0 ? `/v1/brands/${at(brands, r / SIMILAR_EVERY)}/similar` : null));
    for (const order of LIST_ORDERS.sponsorships)
      kinds.push((r) => `/v1/sponsorships?${query({ brandId: at(brands, r), order })}`);
  }
  if (sponsorships.length) {
    kinds.push((r) => `/v1/sponsorships/${at(sponsorships, r).id}`);
    kinds.push((r) => `/v1/videos/${encodeURIComponent(at(sponsorships, r).videoId)}`);
  }
  const paths: string[] = [];
  for (let round = 0; kinds.length && paths.length < n; round++) {
    for (const kind of kinds) {
      const path = kind(round);
      if (path !== null && paths.length < n) paths.push(path);
    }
  }
  return paths;
}

/**
 * Sends `requests` read requests through `app` as the process's own warm-up principal (auth.ts), two more at a time
 * than the read pool has connections (so each has one waiting), stopping at `until` (epoch ms); then ends the
 * principal and empties the read cache. Must run before the app listens. A request that fails is counted, never
 * thrown: a warm-up that could not run leaves the process as it was.
 */
export async function warmUp(
  app: FastifyInstance,
  ctx: AppContext,
  { requests, until }: { requests: number; until: number },
): Promise<WarmUpReport> {
  const started = Date.now();
  const report: WarmUpReport = { sent: 0, byStatus: {}, ms: 0 };
  if (requests <= 0) return report;
  const paths = warmUpPaths(await warmUpSample(ctx.readDb, SAMPLE), requests);
  const authorization = `Bearer ${ctx.auth.beginWarmUp()}`;
  try {
    let next = 0;
    const sender = async () => {
      while (next < paths.length && Date.now() < until) {
        const url = paths[next++];
        report.sent++;
        const status = await app
          .inject({ method: 'GET', url, headers: { authorization } })
          .then((r) => r.statusCode)
          .catch(() => 0);
        report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: ctx.config.pgReadPoolSize + 2 }, sender));
  } finally {
    ctx.auth.endWarmUp();
    ctx.cache.clear();
    report.ms = Date.now() - started;
  }
  return report;
}
