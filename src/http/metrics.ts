// GET /metrics (Prometheus text format) and the hook that times every request by its route template.
// Open unless METRICS_TOKEN is set; then it takes `Authorization: Bearer <METRICS_TOKEN>` (docs/api.md).
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { ReadCache } from '../directory/readCache.js';
import { ServiceMetrics } from '../metrics/metrics.js';
import { isWarmUp } from './auth.js';
import { sendProblem } from './errors.js';

export const METRICS_PATH = '/metrics';
const BEARER = /^Bearer +([^\s]+) *$/i;

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

function tokenMatches(request: FastifyRequest, expected: Buffer): boolean {
  const m = BEARER.exec(request.headers.authorization ?? '');
  // Hashing both sides makes the comparison constant-time whatever the lengths.
  return m !== null && crypto.timingSafeEqual(digest(m[1]), expected);
}

/** Adds the request timing hook and the /metrics route to the root of the app; call before routes are registered. */
export function installMetrics(
  app: FastifyInstance,
  deps: { config: Pick<Config, 'metricsToken' | 'metricsCacheMs'>; db: Database; readCache?: ReadCache },
) {
  const metrics = new ServiceMetrics(deps.db, { cacheMs: deps.config.metricsCacheMs, readCache: deps.readCache });
  const expected = deps.config.metricsToken ? digest(deps.config.metricsToken) : null;

  app.addHook('onResponse', async (request, reply) => {
    // A request no route matched is labelled `unmatched`, so probing random paths cannot add label values.
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    // Scrapes are not traffic: Prometheus records its own scrape durations.
    if (route === METRICS_PATH) return;
    // Nor is the process's own warm-up before it listens (warmUp.ts).
    if (isWarmUp(request.apiKey)) return;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { config: { scope: false }, schema: { hide: true } }, async (request, reply) => {
    if (expected && !tokenMatches(request, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendProblem(
        reply,
        'invalid_metrics_token',
        request.headers.authorization
          ? 'The metrics token is not valid.'
          : 'This endpoint needs Authorization: Bearer <METRICS_TOKEN>.',
      );
    }
    const body = await metrics.render();
    return reply.type(metrics.contentType).header('cache-control', 'no-store').send(body);
  });
}
