// Console sessions on the HTTP side: the session cookie, the CSRF check on state-changing requests, and the
// principal a session acts as. A session acts for its user's account, with every scope within that account and
// nothing beyond it, so the /v1 routes serve the console with the same rules they apply to API keys.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fastifyCookie } from '@fastify/cookie';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { csrfMatches, findSession, type ConsoleSession, type SessionTimes } from '../console/sessions.js';
import { SCOPES, type ApiKeyRecord } from '../keys/apiKeys.js';
import { ApiError } from '../errors.js';

export const SESSION_COOKIE = 'csds_session';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What request.apiKey holds for a console session: the account's principal, marked with the session's user. */
export type SessionPrincipal = ApiKeyRecord & { session: { id: string; userId: string; email: string } };

export function principalOf(session: ConsoleSession): SessionPrincipal {
  return {
    id: session.id,
    name: `console session of ${session.user.email}`,
    prefix: '',
    scopes: [...SCOPES],
    account: session.user.account,
    createdAt: session.createdAt,
    lastUsedAt: session.lastSeenAt,
    expiresAt: session.expiresAt,
    revokedAt: null,
    session: { id: session.id, userId: session.user.id, email: session.user.email },
  };
}

/** Whether a request's principal is a console session (a person) rather than an API key. */
export function isSession(principal: ApiKeyRecord): principal is SessionPrincipal {
  return (principal as Partial<SessionPrincipal>).session !== undefined;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export class SessionAuthenticator {
  readonly times: SessionTimes;
  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {
    this.times = { idleSeconds: config.consoleSessionIdleSeconds, maxSeconds: config.consoleSessionMaxSeconds };
  }

  /** The session token of the request's cookie, if it carries one. */
  tokenOf(request: FastifyRequest): string | null {
    const header = request.headers.cookie;
    if (!header) return null;
    const token = fastifyCookie.parse(header)[SESSION_COOKIE];
    return token ? token : null;
  }

  /**
   * The session a request's cookie opens, or null when it carries none. A cookie whose session ended is a 401;
   * a state-changing request without the session's CSRF token, or from another origin, is a 403.
   */
  async authenticate(request: FastifyRequest): Promise<{ session: ConsoleSession; token: string } | null> {
    const token = this.tokenOf(request);
    if (!token) return null;
    const session = await findSession(this.db, token, this.times);
    if (!session) throw new ApiError('session_expired', 'Your console session has ended. Sign in again.');
    if (!SAFE_METHODS.has(request.method)) {
      const presented = request.headers[CSRF_HEADER];
      if (typeof presented !== 'string' || !csrfMatches(token, presented)) {
        throw new ApiError(
          'csrf_failed',
          `A state-changing request from the console must carry the session's ${CSRF_HEADER} header.`,
        );
      }
      // Browsers send Origin on every cross-site POST; a foreign one is refused even with a token.
      const origin = request.headers.origin;
      // request.host is the Host header, or X-Forwarded-Host behind a trusted proxy (TRUST_PROXY).
      if (origin !== undefined && hostOf(origin) !== request.host) {
        throw new ApiError('csrf_failed', 'A state-changing request must come from the console itself.');
      }
    }
    return { session, token };
  }

  cookieOptions(request: FastifyRequest) {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'strict' as const,
      secure: this.config.consoleSecureCookie === 'always' || request.protocol === 'https',
    };
  }

  setCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
    // The cookie lives as long as the session could; the server decides when it has ended (idle or absolute),
    // so an idle session is reported as ended rather than silently missing.
    reply.setCookie(SESSION_COOKIE, token, { ...this.cookieOptions(request), maxAge: this.times.maxSeconds });
  }

  clearCookie(request: FastifyRequest, reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, this.cookieOptions(request));
  }
}
