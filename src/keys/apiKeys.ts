// API keys: created once and shown once, stored only as a SHA-256 hash, verified in constant time.
// Keys are 256-bit random values, so a fast hash is enough: there is nothing to brute-force.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { underAccountLock } from '../db/accountLock.js';
import { ApiError } from '../errors.js';
import { fetchRows, newestFirst, type RowsPage } from '../pagination/keyset.js';

export const SCOPES = [
  'data:read',
  'operations:write',
  'operations:read',
  'exports:write',
  'exports:read',
  'tracking:write',
  'tracking:read',
  'watches:write',
  'watches:read',
  'keys:write',
] as const;
export type Scope = (typeof SCOPES)[number];

const KEY_PREFIX = 'csds_';

export interface ApiKeyRecord {
  id: string;
  name: string;
  prefix: string;
  scopes: Scope[];
  account: { id: string; name: string };
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export interface CreatedApiKey extends ApiKeyRecord {
  /** The credential itself: returned once, never stored. */
  key: string;
}

export function hashKey(key: string): Buffer {
  return crypto.createHash('sha256').update(key).digest();
}

export function isScope(s: string): s is Scope {
  return (SCOPES as readonly string[]).includes(s);
}

export async function findOrCreateAccount(db: Database, name: string): Promise<{ id: string; name: string }> {
  const row = await db
    .insertInto('accounts')
    .values({ name })
    .onConflict((oc) => oc.column('name').doUpdateSet({ name }))
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Creates a key. With `maxLive`, the account's live keys (neither revoked nor expired) are counted under a lock on
 * the account row, so concurrent creations in any number of processes never pass the cap.
 */
export async function createApiKey(
  db: Database,
  input: { accountId: string; name: string; scopes: Scope[]; expiresAt?: Date | null; maxLive?: number },
): Promise<CreatedApiKey> {
  const key = KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
  const scopes = [...new Set(input.scopes)].sort((a, b) => SCOPES.indexOf(a) - SCOPES.indexOf(b));
  // Under the account's lock when capped (db/accountLock.ts); in a caller's transaction when inside one.
  const inTransaction = <T>(fn: (trx: Database) => Promise<T>) =>
    input.maxLive !== undefined
      ? underAccountLock(db, input.accountId, fn)
      : db.isTransaction
        ? fn(db)
        : db.transaction().execute(fn);
  const id = await inTransaction(async (trx) => {
    if (input.maxLive !== undefined) {
      const live = await countLiveApiKeys(trx, input.accountId);
      if (live >= input.maxLive) {
        throw new ApiError(
          'limit_reached',
          `This account already has ${live} live API keys, the most it may hold (${input.maxLive}). Revoke keys it no longer uses, then create this one.`,
        );
      }
    }
    const row = await trx
      .insertInto('api_keys')
      .values({
        account_id: input.accountId,
        name: input.name,
        prefix: key.slice(0, KEY_PREFIX.length + 6),
        key_hash: hashKey(key),
        scopes,
        expires_at: input.expiresAt ?? null,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const record = await getApiKey(db, input.accountId, id);
  return { ...record!, key };
}

/** Keys of the account that still authenticate: not revoked, not expired. */
export async function countLiveApiKeys(db: Database, accountId: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from api_keys
    where account_id = ${accountId} and revoked_at is null and (expires_at is null or expires_at > now())`.execute(db);
  return Number(r.rows[0].n);
}

function toRecord(r: any): ApiKeyRecord {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: r.scopes,
    account: { id: r.account_id, name: r.account_name },
    createdAt: new Date(r.created_at),
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at) : null,
    expiresAt: r.expires_at ? new Date(r.expires_at) : null,
    revokedAt: r.revoked_at ? new Date(r.revoked_at) : null,
  };
}

const keyColumns = sql`k.id, k.name, k.prefix, k.scopes, k.account_id, a.name as account_name, k.created_at, k.last_used_at, k.expires_at, k.revoked_at`;

export async function getApiKey(db: Database, accountId: string | null, id: string): Promise<ApiKeyRecord | null> {
  const r = await sql`select ${keyColumns} from api_keys k join accounts a on a.id = k.account_id
    where k.id = ${id} and (${accountId}::uuid is null or k.account_id = ${accountId}::uuid)`.execute(db);
  return r.rows[0] ? toRecord(r.rows[0]) : null;
}

/** Keys newest first: an account's (a page after `after`), or with no account every account's (the CLI). */
export async function listApiKeys(
  db: Database,
  opts: { accountId?: string | null; after?: string[] | null; limit?: number },
): Promise<RowsPage<ApiKeyRecord>> {
  const page = await fetchRows<Record<string, unknown>>(db, {
    select: keyColumns,
    from: sql`from api_keys k join accounts a on a.id = k.account_id`,
    where: opts.accountId ? [sql`k.account_id = ${opts.accountId}::uuid`] : [],
    keys: newestFirst('k'),
    direction: 'desc',
    limit: opts.limit ?? 1000,
    after: opts.after ?? null,
  });
  return { ...page, rows: page.rows.map(toRecord) };
}

/** Revokes a key; returns the record, or null when there is no such key in that account. Revoking twice is harmless. */
export async function revokeApiKey(db: Database, accountId: string | null, id: string): Promise<ApiKeyRecord | null> {
  await sql`update api_keys set revoked_at = coalesce(revoked_at, now())
    where id = ${id} and (${accountId}::uuid is null or account_id = ${accountId}::uuid)`.execute(db);
  return getApiKey(db, accountId, id);
}

export type KeyCheck =
  { ok: true; key: ApiKeyRecord } | { ok: false; reason: 'invalid_api_key' | 'revoked_api_key' | 'expired_api_key' };

/** Looks a presented key up by its hash, and tells why it cannot be used when it cannot. */
export async function verifyApiKey(db: Database, presented: string): Promise<KeyCheck> {
  if (!presented.startsWith(KEY_PREFIX) || presented.length > 200) return { ok: false, reason: 'invalid_api_key' };
  const hash = hashKey(presented);
  const r = await sql<any>`select ${keyColumns}, k.key_hash from api_keys k join accounts a on a.id = k.account_id
    where k.key_hash = ${hash}`.execute(db);
  const row = r.rows[0];
  // The index finds the row; the constant-time compare keeps the final check free of timing signal.
  if (!row || !crypto.timingSafeEqual(Buffer.from(row.key_hash), hash)) return { ok: false, reason: 'invalid_api_key' };
  const key = toRecord(row);
  return keyState(key);
}

export function keyState(key: ApiKeyRecord, now = Date.now()): KeyCheck {
  if (key.revokedAt && key.revokedAt.getTime() <= now) return { ok: false, reason: 'revoked_api_key' };
  if (key.expiresAt && key.expiresAt.getTime() <= now) return { ok: false, reason: 'expired_api_key' };
  return { ok: true, key };
}

export async function touchApiKey(db: Database, id: string): Promise<void> {
  await sql`update api_keys set last_used_at = now() where id = ${id}`.execute(db);
}

export function apiKeyJson(k: ApiKeyRecord) {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    scopes: k.scopes,
    // The same {id, name} object as GET /v1/me.
    account: { id: k.account.id, name: k.account.name },
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    expiresAt: k.expiresAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
    status: (keyState(k).ok ? 'active' : k.revokedAt ? 'revoked' : 'expired') as 'active' | 'revoked' | 'expired',
  };
}
