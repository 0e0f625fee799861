// Console sessions: a random token in an httpOnly cookie, stored only as its SHA-256 hash, with an idle and an
// absolute expiry. The CSRF token is an HMAC of the session token, so it needs no storage and cannot be
// derived without the cookie the page's script never sees.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { User } from './users.js';

export interface ConsoleSession {
  id: string;
  user: User;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
}

export interface SessionTimes {
  idleSeconds: number;
  maxSeconds: number;
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest();

/** The CSRF token the console sends in X-CSRF-Token with every state-changing request. */
export function csrfTokenFor(sessionToken: string): string {
  return crypto.createHmac('sha256', sessionToken).update('csds console csrf v1').digest('base64url');
}

export function csrfMatches(sessionToken: string, presented: string): boolean {
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const given = Buffer.from(presented);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export async function createSession(
  db: Database,
  userId: string,
  times: SessionTimes,
): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const idle = Math.min(times.idleSeconds, times.maxSeconds);
  const r = await sql<{
    id: string;
    expires_at: Date;
  }>`insert into console_sessions (user_id, token_hash, expires_at, absolute_expires_at)
    values (${userId}::uuid, ${hashToken(token)}, now() + make_interval(secs => ${idle}), now() + make_interval(secs => ${times.maxSeconds}))
    returning id, expires_at`.execute(db);
  // Expired sessions are removed as new ones begin, so the table holds only live ones and recent leftovers.
  await sql`delete from console_sessions where expires_at < now() - interval '1 day'`.execute(db);
  return { token, id: r.rows[0].id, expiresAt: new Date(r.rows[0].expires_at) };
}

/**
 * The live session of a token, or null when it is unknown or expired. A session in use has its idle expiry pushed
 * forward (at most once a minute, and never past its absolute expiry).
 */
export async function findSession(db: Database, token: string, times: SessionTimes): Promise<ConsoleSession | null> {
  if (token.length > 200) return null;
  const r = await sql<any>`select s.id, s.created_at, s.expires_at, s.last_seen_at, s.absolute_expires_at,
      u.id as user_id, u.email, u.account_id, a.name as account_name, u.created_at as user_created_at, u.last_sign_in_at
    from console_sessions s join users u on u.id = s.user_id join accounts a on a.id = u.account_id
    where s.token_hash = ${hashToken(token)} and s.expires_at > now() and s.absolute_expires_at > now()`.execute(db);
  const row = r.rows[0];
  if (!row) return null;
  let expiresAt = new Date(row.expires_at);
  if (Date.now() - new Date(row.last_seen_at).getTime() > 60_000) {
    const u = await sql<{ expires_at: Date }>`update console_sessions
      set last_seen_at = now(), expires_at = least(absolute_expires_at, now() + make_interval(secs => ${times.idleSeconds}))
      where id = ${row.id}::uuid and expires_at > now() returning expires_at`.execute(db);
    if (u.rows[0]) expiresAt = new Date(u.rows[0].expires_at);
  }
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    expiresAt,
    user: {
      id: row.user_id,
      email: row.email,
      account: { id: row.account_id, name: row.account_name },
      createdAt: new Date(row.user_created_at),
      lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
    },
  };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await sql`delete from console_sessions where token_hash = ${hashToken(token)}`.execute(db);
}
