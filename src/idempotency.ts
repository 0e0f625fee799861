// Idempotency-Key support shared by every create endpoint: a digest that tells a retried request from a
// different one sent with the same key.
import crypto from 'node:crypto';
import { ApiError } from './errors.js';

/**
 * HMAC-SHA256 of the body as canonical JSON (object keys sorted at every depth), under `key`
 * (SigningKeys.requestHashes). Keyed because the body can hold a callback secret, a bearer token and a URL: a
 * plain digest stored beside the operation would let a reader of the table test guesses of them.
 */
export function requestHash(key: Buffer, body: unknown): string {
  return crypto.createHmac('sha256', key).update(canonicalJson(body)).digest('hex');
}

/**
 * Whether a stored digest matches this request's. A stored null is a request made before the digests were keyed
 * (migration 012 removed the plain ones): it cannot be compared, and its replay is accepted rather than refused.
 */
export function sameRequest(stored: string | null, hash: string): boolean {
  return stored === null || stored === hash;
}

/**
 * A create under an optional Idempotency-Key: the record the key already made when the request is the same
 * (`replayed`), idempotency_key_reused when it is another; else `create`'s new record. `create` returns null when a
 * concurrent request took the key first: that request's record is then the answer, under the same check.
 */
export async function idempotently<R extends { request_hash: string | null }>(
  key: string | null,
  hash: string,
  find: (key: string) => Promise<R | null>,
  create: () => Promise<R | null>,
): Promise<{ record: R; replayed: boolean }> {
  const replay = (existing: R) => {
    if (!sameRequest(existing.request_hash, hash)) {
      throw new ApiError(
        'idempotency_key_reused',
        'This Idempotency-Key was used with a different request body. Use a new key for a new request.',
      );
    }
    return { record: existing, replayed: true };
  };
  const earlier = key ? await find(key) : null;
  if (earlier) return replay(earlier);
  const created = await create();
  return created ? { record: created, replayed: false } : replay((await find(key!))!);
}

/**
 * JSON.stringify's text with object keys sorted at every depth (stored hashes depend on these exact bytes). Written
 * with a stack of its own rather than by recursion, so that no nesting, however deep, can exhaust the call stack.
 */
export function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  // Work still to do, last first: a value to write, or text (a bracket, comma or key) to write as it is.
  const todo: Work[] = [{ value }];
  // Pushed last to first (a loop, not a spread: an array of a million items must not become a million arguments).
  const later = (items: Work[]) => {
    for (let i = items.length - 1; i >= 0; i--) todo.push(items[i]);
  };
  while (todo.length > 0) {
    const next = todo.pop()!;
    if (typeof next === 'string') {
      parts.push(next);
      continue;
    }
    const v = next.value;
    if (Array.isArray(v)) {
      const items: Work[] = ['['];
      // As JSON.stringify does: what JSON cannot hold becomes null in an array.
      v.forEach((x, i) => {
        if (i > 0) items.push(',');
        items.push({ value: omitted(x) ? null : x });
      });
      items.push(']');
      later(items);
    } else if (v !== null && typeof v === 'object') {
      const items: Work[] = ['{'];
      const keys = Object.keys(v)
        .sort()
        .filter((k) => !omitted((v as Record<string, unknown>)[k]));
      keys.forEach((k, i) =>
        items.push(`${i > 0 ? ',' : ''}${JSON.stringify(k)}:`, { value: (v as Record<string, unknown>)[k] }),
      );
      items.push('}');
      later(items);
    } else {
      parts.push(omitted(v) ? 'null' : JSON.stringify(v));
    }
  }
  return parts.join('');
}

type Work = { value: unknown } | string;

/** Values JSON.stringify leaves out of objects (and writes as null in arrays). */
const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';
