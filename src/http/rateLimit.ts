// The per-key rate limit of /v1 and /mcp: an onRequest hook after authentication. Every authenticated request
// draws one from its principal's budget (an API key's own; a console user's own for console sessions) and
// answers with the budget in RateLimit-* headers; an empty budget is a 429 with Retry-After.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { MemoryBudgets, PostgresBudgets } from '../limits/gcra.js';
import { RateLimiter, type Verdict } from '../limits/rateLimiter.js';
import { ApiError } from './errors.js';
import type { SessionPrincipal } from './sessionAuth.js';

export function createRateLimiter(config: Config, db: Database): RateLimiter {
  const policy = { burst: config.rateLimitBurst, intervalMs: 60_000 / config.rateLimitPerMinute };
  // One process owns an embedded store, so its budgets live in memory; on PostgreSQL they are shared, and each
  // process draws slices of at most a tenth of the burst.
  return config.store === 'postgres'
    ? new RateLimiter(new PostgresBudgets(db), policy, Math.min(1_000, Math.max(1, Math.floor(config.rateLimitBurst / 10))))
    : new RateLimiter(new MemoryBudgets(), policy, 1);
}

/** Both header forms: RateLimit-Limit/-Remaining/-Reset (what clients read today) and the IETF draft's RateLimit-Policy/RateLimit. */
export function rateLimitHeaders(v: Verdict, windowSeconds: number): Record<string, string> {
  return {
    'ratelimit-limit': String(v.limit),
    'ratelimit-remaining': String(v.remaining),
    'ratelimit-reset': String(v.resetSeconds),
    'ratelimit-policy': `"default";q=${v.limit};w=${windowSeconds}`,
    ratelimit: `"default";r=${v.remaining};t=${v.resetSeconds}`,
  };
}

export function rateLimitHook(limiter: RateLimiter) {
  // The policy as a quota per window: a full budget of `burst` requests refills over burst × interval.
  const windowSeconds = Math.max(1, Math.ceil((limiter.policy.burst * limiter.policy.intervalMs) / 1000));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = request.apiKey;
    if (!principal) return;
    const session = (principal as Partial<SessionPrincipal>).session;
    const key = session ? `user:${session.userId}` : `key:${principal.id}`;
    let v: Verdict;
    try {
      v = await limiter.take(key);
    } catch (err) {
      // The budgets' table unreachable is no reason to refuse a request that may well succeed.
      request.log.warn({ err }, 'rate limit not checked');
      return;
    }
    reply.headers(rateLimitHeaders(v, windowSeconds));
    if (!v.allowed) {
      throw new ApiError(
        'rate_limited',
        `This ${session ? 'console user' : 'API key'} has used its ${v.limit} requests; the budget refills at ${Math.round(60_000 / limiter.policy.intervalMs)} per minute. Retry after ${v.retryAfterSeconds} s.`,
        undefined,
        { 'retry-after': String(v.retryAfterSeconds) },
      );
    }
  };
}
