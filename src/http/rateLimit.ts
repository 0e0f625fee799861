// The per-key rate limit of /v1 and /mcp: an onRequest hook after authentication. Every authenticated request
// draws from its principal's budget (an API key's own; a console user's own for console sessions), then from its
// account's (RATE_LIMIT_ACCOUNT_PER_MINUTE: every key and console user of the account together, so holding many keys
// buys no more), and answers with the tighter budget in RateLimit-* headers; an empty budget is a 429 with
// Retry-After. A request its own budget refuses draws nothing from the account's. A request draws one unit, except on
// routes that charge by what their body holds (`config.rateLimit: 'per-message'`: /mcp, where a JSON-RPC batch
// draws one per message), which call charge() themselves once the body is parsed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { MemoryBudgets, PostgresBudgets } from '../limits/gcra.js';
import { RateLimiter, type Verdict } from '../limits/rateLimiter.js';
import { ApiError } from '../errors.js';
import { isSession } from './sessionAuth.js';
import { isWarmUp } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'per-message': the route charges its requests itself (RequestBudgets.charge), by the messages a body holds. */
    rateLimit?: 'per-message';
  }
}

export function createRateLimiter(
  config: Config,
  db: Database,
  perMinute = config.rateLimitPerMinute,
  burst = config.rateLimitBurst,
): RateLimiter {
  const policy = { burst, intervalMs: 60_000 / perMinute };
  // One process owns an embedded store, so its budgets live in memory; on PostgreSQL they are shared, and each
  // process draws slices of at most a tenth of the burst.
  return config.store === 'postgres'
    ? new RateLimiter(new PostgresBudgets(db), policy, Math.min(1_000, Math.max(1, Math.floor(burst / 10))))
    : new RateLimiter(new MemoryBudgets(), policy, 1);
}

/**
 * The account-wide ceiling, or null when it is off (0): a minute's worth at once, and never less than one key's
 * burst (one key alone always gets its own whole budget).
 */
export function createAccountRateLimiter(config: Config, db: Database): RateLimiter | null {
  const n = config.rateLimitAccountPerMinute;
  return n > 0 ? createRateLimiter(config, db, n, Math.max(n, config.rateLimitBurst)) : null;
}

/**
 * Both header forms: RateLimit-Limit/-Remaining/-Reset (what clients read today) and the IETF draft's
 * RateLimit-Policy/RateLimit, for the budget that applied (`default`: the key's or console user's; `account`: the
 * account's ceiling).
 */
export function rateLimitHeaders(v: Verdict, windowSeconds: number, policy = 'default'): Record<string, string> {
  return {
    'ratelimit-limit': String(v.limit),
    'ratelimit-remaining': String(v.remaining),
    'ratelimit-reset': String(v.resetSeconds),
    'ratelimit-policy': `"${policy}";q=${v.limit};w=${windowSeconds}`,
    ratelimit: `"${policy}";r=${v.remaining};t=${v.resetSeconds}`,
  };
}

const windowOf = (limiter: RateLimiter) =>
  Math.max(1, Math.ceil((limiter.policy.burst * limiter.policy.intervalMs) / 1000));

export class RequestBudgets {
  /** The policy as a quota per window: a full budget of `burst` requests refills over burst × interval. */
  private readonly windowSeconds: number;

  private readonly accountWindowSeconds: number;

  constructor(
    private readonly limiter: RateLimiter,
    /** The account-wide ceiling (RATE_LIMIT_ACCOUNT_PER_MINUTE); null when off. */
    private readonly accountLimiter: RateLimiter | null = null,
  ) {
    this.windowSeconds = windowOf(limiter);
    this.accountWindowSeconds = accountLimiter ? windowOf(accountLimiter) : 0;
  }

  /** The most one request may cost: a budget's whole size. */
  get burst(): number {
    return this.limiter.policy.burst;
  }

  /** The onRequest hook: one unit per authenticated request, unless the route charges by its body. */
  hook = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config?.rateLimit === 'per-message') return;
    await this.charge(request, reply, 1);
  };

  /** Draws `cost` units (1 to the burst) from the principal's budget, all or none; sets the headers or throws the 429. */
  async charge(request: FastifyRequest, reply: FastifyReply, cost: number): Promise<void> {
    const principal = request.apiKey;
    // The process's own warm-up spends no client's budget and writes no budget of its own.
    if (!principal || isWarmUp(principal)) return;
    const session = isSession(principal) ? principal.session : null;
    const key = session ? `user:${session.userId}` : `key:${principal.id}`;
    let v: Verdict;
    try {
      v = await this.limiter.take(key, cost);
    } catch (err) {
      // The budgets' table unreachable is no reason to refuse a request that may well succeed.
      request.log.warn({ err }, 'rate limit not checked');
      return;
    }
    if (!v.allowed) {
      reply.headers(rateLimitHeaders(v, this.windowSeconds));
      const perMinute = Math.round(60_000 / this.limiter.policy.intervalMs);
      const asked = cost > 1 ? ` This request needs ${cost} (one per message), which must all be there at once.` : '';
      throw new ApiError(
        'rate_limited',
        `This ${session ? 'console user' : 'API key'} has used its ${v.limit} requests; the budget refills at ${perMinute} per minute.${asked} Retry after ${v.retryAfterSeconds} s.`,
        undefined,
        { 'retry-after': String(v.retryAfterSeconds) },
      );
    }
    // The account's ceiling, for what the principal's own budget let through.
    let a: Verdict | null = null;
    if (this.accountLimiter) {
      try {
        // A batch larger than the whole ceiling takes all of it.
        const n = Math.min(cost, this.accountLimiter.policy.burst);
        a = await this.accountLimiter.take(`account:${principal.account.id}`, n);
      } catch (err) {
        request.log.warn({ err }, 'account rate limit not checked');
      }
    }
    if (a && (!a.allowed || a.remaining < v.remaining))
      reply.headers(rateLimitHeaders(a, this.accountWindowSeconds, 'account'));
    else reply.headers(rateLimitHeaders(v, this.windowSeconds));
    if (a && !a.allowed) {
      const perMinute = Math.round(60_000 / this.accountLimiter!.policy.intervalMs);
      throw new ApiError(
        'rate_limited',
        `This account's API keys and console users together have used its ${a.limit} requests (RATE_LIMIT_ACCOUNT_PER_MINUTE); the budget refills at ${perMinute} per minute, whichever key asks. Retry after ${a.retryAfterSeconds} s.`,
        undefined,
        { 'retry-after': String(a.retryAfterSeconds) },
      );
    }
  }
}
