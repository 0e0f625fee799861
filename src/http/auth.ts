// Bearer authentication and scope checks for every /v1 route.
// A verified key is cached for a short time (API_KEY_CACHE_SECONDS) so the hot read path does not
// pay a database round trip per request; revoking through this process clears the cache at once.
// Failed authentications are counted per client address (AUTH_FAILURES_PER_MINUTE): past the limit, requests
// presenting a credential from that address are refused with 429 before the credential is looked up.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import {
  hashKey,
  keyState,
  touchApiKey,
  verifyApiKey,
  type ApiKeyRecord,
  type KeyCheck,
  type Scope,
} from '../keys/apiKeys.js';
import type { FailureBudgets } from '../limits/failures.js';
import { clientAddressKey } from './clientAddress.js';
import { ApiError, type ErrorCode } from '../errors.js';
import { principalOf, type SessionAuthenticator } from './sessionAuth.js';

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: ApiKeyRecord | null;
  }
  interface FastifyContextConfig {
    /** The scope a route needs; `null` or absent means any valid key; `false` means no authentication (health, docs). */
    scope?: Scope | null | false;
  }
}

const TOUCH_EVERY_MS = 60_000;
const BEARER = /^Bearer +([^\s]+) *$/i;

const FAILURES = {
  invalid_api_key: 'The API key is not valid. Check that it was copied whole, or create a new one.',
  revoked_api_key: 'This API key has been revoked. Create a new key in the settings area.',
  expired_api_key: 'This API key has expired. Create a new key in the settings area.',
} as const;

/** The refusals that count as a failed authentication: a credential was presented and not accepted. */
const FAILED: ReadonlySet<ErrorCode> = new Set([
  'invalid_api_key',
  'revoked_api_key',
  'expired_api_key',
  'session_expired',
]);

/**
 * Who a process's own warm-up requests run as (http/warmUp.ts): reads only, of no account, drawing from no budget.
 * Frozen and compared by identity, so no key from the database or a session can be taken for it.
 */
const WARM_UP_PRINCIPAL: ApiKeyRecord = Object.freeze({
  id: 'warm-up',
  name: 'this process warming up before it listens',
  prefix: '',
  scopes: Object.freeze(['data:read']) as Scope[],
  account: Object.freeze({ id: '00000000-0000-0000-0000-000000000000', name: 'warm-up' }),
  createdAt: new Date(0),
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
});

/** Whether a request's principal is the process's own warm-up (not a client's key or session). */
export function isWarmUp(principal: ApiKeyRecord | null): boolean {
  return principal === WARM_UP_PRINCIPAL;
}

export class KeyAuthenticator {
  private cache = new Map<string, { check: KeyCheck; until: number }>();
  private touched = new Map<string, number>();
  /** Lookups running, by the cache's key of the key they look up. */
  private lookups = new Map<string, Promise<KeyCheck>>();
  /** Counts invalidations: a lookup that began before one keeps no verdict. */
  private generation = 0;
  /** The warm-up's bearer credential while it runs: random, in this process's memory only, never stored or logged. */
  private warmUpToken: Buffer | null = null;

  constructor(
    private readonly db: Database,
    private readonly cacheMs: number,
    /** Console sessions, accepted in place of a bearer key when a request carries no Authorization header. */
    private readonly sessions?: SessionAuthenticator,
    /** Failed authentications per client address; absent, they are not limited (the in-process MCP server). */
    private readonly failures?: FailureBudgets,
  ) {}

  /**
   * A credential good for the read routes (data:read) until endWarmUp(): the process's own requests before it listens
   * (http/warmUp.ts). No client can present it: it is drawn here and ended before the socket opens.
   */
  beginWarmUp(): string {
    const token = `warm-up_${crypto.randomBytes(32).toString('base64url')}`;
    this.warmUpToken = Buffer.from(token);
    return token;
  }

  endWarmUp(): void {
    this.warmUpToken = null;
  }

  private isWarmUpToken(presented: string): boolean {
    const token = this.warmUpToken;
    if (!token) return false;
    const given = Buffer.from(presented);
    return given.length === token.length && crypto.timingSafeEqual(given, token);
  }

  /** Forget cached verdicts (after a revoke) so the next request reads the database. */
  invalidate(): void {
    this.cache.clear();
    // A request after this waits for no lookup that began before it.
    this.lookups.clear();
    this.generation++;
  }

  async check(presented: string): Promise<KeyCheck> {
    const now = Date.now();
    const cacheKey = this.cacheMs > 0 ? this.cacheKeyOf(presented) : '';
    const hit = this.cacheMs > 0 ? this.cache.get(cacheKey) : undefined;
    let check: KeyCheck;
    if (hit && hit.until > now) {
      // Expiry is re-checked on every request even when cached.
      check = hit.check.ok ? keyState(hit.check.key, now) : hit.check;
    } else if (this.cacheMs > 0) {
      // Requests presenting the same key while it is looked up share that lookup: a burst of a client's connections
      // (or the first requests after the verdict expired) costs one database round trip, not one each.
      let lookup = this.lookups.get(cacheKey);
      if (!lookup) {
        const mine: Promise<KeyCheck> = verifyApiKey(this.db, presented).finally(() => {
          if (this.lookups.get(cacheKey) === mine) this.lookups.delete(cacheKey);
        });
        this.lookups.set(cacheKey, (lookup = mine));
      }
      const generation = this.generation;
      check = await lookup;
      // A verdict read before an invalidation (a revoke) is not kept after it.
      if (generation === this.generation) {
        if (this.cache.size > 10_000) this.cache.clear();
        this.cache.set(cacheKey, { check, until: now + this.cacheMs });
      }
    } else {
      check = await verifyApiKey(this.db, presented);
    }
    if (check.ok) this.maybeTouch(check.key.id, now);
    return check;
  }

  /** The last key presented and its digest: a client's requests follow one another with the same key. */
  private last = { presented: '', digest: '' };

  /** The cache's key for a presented key: its digest, never the key itself (computed once for a run of requests). */
  private cacheKeyOf(presented: string): string {
    if (presented !== this.last.presented) this.last = { presented, digest: hashKey(presented).toString('base64') };
    return this.last.digest;
  }

  private maybeTouch(id: string, now: number) {
    const last = this.touched.get(id) ?? 0;
    if (now - last < TOUCH_EVERY_MS) return;
    this.touched.set(id, now);
    // last_used_at is informative, so it is written at most once a minute per key and never delays a request.
    touchApiKey(this.db, id).catch(() => this.touched.delete(id));
  }

  /** The onRequest/preHandler hook: authenticates and enforces the route's scope. */
  hook = async (request: FastifyRequest, _reply: FastifyReply) => {
    request.apiKey = null;
    // Unknown routes answer 404 whoever asks; a route that declared no scope still needs a valid key.
    if (request.is404) return;
    const scope = request.routeOptions.config?.scope;
    if (scope === false) return;
    const failures = this.failures;
    const presented = request.headers.authorization !== undefined || (this.sessions?.tokenOf(request) ?? null) !== null;
    if (!failures || !presented) return this.authenticate(request, scope);
    const client = clientAddressKey(request.ip);
    const wait = failures.retryAfter(client);
    if (wait > 0) {
      const perMinute = Math.round(60_000 / failures.policy.intervalMs);
      throw new ApiError(
        'rate_limited',
        `Too many failed authentications from this address (at most ${perMinute} a minute). Check the API key, then retry after ${wait} s.`,
        undefined,
        { 'retry-after': String(wait) },
      );
    }
    try {
      await this.authenticate(request, scope);
    } catch (err) {
      if (err instanceof ApiError && FAILED.has(err.code)) failures.record(client);
      throw err;
    }
  };

  private async authenticate(request: FastifyRequest, scope: Scope | null | undefined) {
    const header = request.headers.authorization;
    // A bearer key wins over a cookie: a request that names a key is judged by that key alone.
    const opened = !header && this.sessions ? await this.sessions.authenticate(request) : null;
    if (opened) {
      const principal = principalOf(opened.session);
      if (scope && !principal.scopes.includes(scope))
        throw new ApiError('insufficient_scope', `This endpoint needs the scope "${scope}".`);
      request.apiKey = principal;
      return;
    }
    if (!header) {
      throw new ApiError('missing_api_key', 'Send your API key as "Authorization: Bearer <API_KEY>".', undefined, {
        'WWW-Authenticate': 'Bearer realm="csds"',
      });
    }
    const m = BEARER.exec(header);
    if (!m) {
      throw new ApiError('invalid_api_key', 'The Authorization header must be "Bearer <API_KEY>".', undefined, {
        'WWW-Authenticate': 'Bearer realm="csds", error="invalid_request"',
      });
    }
    const check: KeyCheck = this.isWarmUpToken(m[1]) ? { ok: true, key: WARM_UP_PRINCIPAL } : await this.check(m[1]);
    if (!check.ok) {
      throw new ApiError(check.reason, FAILURES[check.reason], undefined, {
        'WWW-Authenticate': 'Bearer realm="csds", error="invalid_token"',
      });
    }
    if (scope && !check.key.scopes.includes(scope)) {
      throw new ApiError(
        'insufficient_scope',
        `This endpoint needs the scope "${scope}", which this API key does not have.`,
        undefined,
        {
          'WWW-Authenticate': `Bearer realm="csds", error="insufficient_scope", scope="${scope}"`,
        },
      );
    }
    request.apiKey = check.key;
  }
}

/** The authenticated key of a route that declared a scope (the hook guarantees it). */
export function keyOf(request: FastifyRequest): ApiKeyRecord {
  if (!request.apiKey) throw new ApiError('missing_api_key');
  return request.apiKey;
}
