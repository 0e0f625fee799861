// Idempotency-Key support shared by every create endpoint: a digest that tells a retried request from a
// different one sent with the same key.
import crypto from 'node:crypto';

/** SHA-256 of the body as canonical JSON (object keys sorted at every depth). */
export function requestHash(body: unknown): string {
  const canon = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canon)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as Record<string, unknown>)[k])]))
        : v;
  return crypto.createHash('sha256').update(JSON.stringify(canon(body))).digest('hex');
}
