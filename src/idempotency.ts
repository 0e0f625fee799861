// Idempotency-Key support shared by every create endpoint: a digest that tells a retried request from a
// different one sent with the same key.
import crypto from 'node:crypto';

/**
 * HMAC-SHA256 of the body as canonical JSON (object keys sorted at every depth), under `key`
 * (SigningKeys.requestHashes). Keyed because the body can hold a callback secret, a bearer token and a URL: a
 * plain digest stored beside the operation would let a reader of the table test guesses of them.
 */
export function requestHash(key: Buffer, body: unknown): string {
  const canon = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canon)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as Record<string, unknown>)[k])]))
        : v;
  return crypto.createHmac('sha256', key).update(JSON.stringify(canon(body))).digest('hex');
}

/**
 * Whether a stored digest matches this request's. A stored null is a request made before the digests were keyed
 * (migration 012 removed the plain ones): it cannot be compared, and its replay is accepted rather than refused.
 */
export function sameRequest(stored: string | null, hash: string): boolean {
  return stored === null || stored === hash;
}
