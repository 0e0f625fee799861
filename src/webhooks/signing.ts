// Webhook signatures: the X-Service-Signature header "t=<unix seconds>,v1=<hex HMAC-SHA256>" over
// "<t>.<raw body>", and the receiver-side verification (constant-time, replay window, never throws).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_TOLERANCE_SECONDS = 300;
const MAX_HEADER_LENGTH = 4096;

function digest(secret: string, body: string | Uint8Array, timestamp: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
}

/** Builds the signature header value for a body sent at timestampSeconds. */
export function signPayload(secret: string, body: string, timestampSeconds: number): string {
  if (!Number.isSafeInteger(timestampSeconds) || timestampSeconds < 0) {
    throw new RangeError('timestampSeconds must be a non-negative integer number of seconds');
  }
  const t = String(timestampSeconds);
  return `t=${t},v1=${digest(secret, body, t).toString('hex')}`;
}

export interface VerifyOptions {
  /** The replay window, in seconds, applied both ways: older and newer timestamps are refused (default 300). */
  toleranceSeconds?: number;
  /** The receiver's clock: unix seconds or a Date (default: now). */
  now?: number | Date;
}

/**
 * Verifies an X-Service-Signature header against the exact raw body bytes, before any JSON parsing: HMAC-SHA256
 * over "<t>.<body>", compared in constant time, hex case-insensitive; several v1 entries are allowed (any may
 * match: secret rotation) and unknown schemes ignored. A malformed header or a timestamp outside the replay window
 * returns false; it never throws for what a sender controls. A body that is not a string or bytes is a TypeError:
 * verifying a parsed object would sign something other than what was sent.
 */
export function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  signatureHeader: string,
  secret: string,
  opts: VerifyOptions = {},
): boolean {
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) {
    throw new TypeError('rawBody must be the raw request body (a string or bytes), not a parsed object');
  }
  if (typeof secret !== 'string' || secret.length === 0) throw new TypeError('secret must be a non-empty string');
  const header = signatureHeader;
  if (typeof header !== 'string' || header.length === 0 || header.length > MAX_HEADER_LENGTH) return false;
  let timestamp: string | null = null;
  const candidates: Buffer[] = [];
  for (const item of header.split(',')) {
    const eq = item.indexOf('=');
    if (eq <= 0) return false;
    const key = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,15}$/.test(value)) return false;
      timestamp = value;
    } else if (key === 'v1') {
      if (!/^[0-9a-fA-F]{64}$/.test(value)) return false;
      candidates.push(Buffer.from(value, 'hex'));
    }
  }
  if (timestamp === null || candidates.length === 0) return false;

  const tolerance = opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const now =
    opts.now instanceof Date ? Math.floor(opts.now.getTime() / 1000) : (opts.now ?? Math.floor(Date.now() / 1000));
  if (!(Math.abs(now - Number(timestamp)) <= tolerance)) return false;

  const expected = digest(secret, rawBody, timestamp);
  // Compare every candidate so timing does not reveal which entry matched.
  let matched = false;
  for (const candidate of candidates) {
    if (timingSafeEqual(candidate, expected)) matched = true;
  }
  return matched;
}

// Standard Webhooks (https://www.standardwebhooks.com): the headers webhook-id, webhook-timestamp and
// webhook-signature "v1,<base64 HMAC-SHA256>" over "<id>.<timestamp>.<raw body>", sent beside X-Service-Signature
// when a callback asks for them (standardWebhooks: true).

/**
 * The HMAC key Standard Webhooks uses for a callback secret. A secret written the Standard Webhooks way,
 * `whsec_<base64>`, is keyed by the bytes the base64 decodes to, as its libraries do, so a receiver passes the same
 * string to them; any other secret is keyed by its UTF-8 bytes, which a receiver passes as
 * `whsec_` + base64(secret). (X-Service-Signature is always keyed by the secret's UTF-8 bytes, as the contract says.)
 */
export function standardWebhooksKey(secret: string): Uint8Array {
  const m = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
  if (m) {
    const key = Buffer.from(m[1], 'base64');
    if (key.length > 0 && key.toString('base64').replace(/=+$/, '') === m[1].replace(/=+$/, '')) return key;
  }
  return Buffer.from(secret, 'utf8');
}

/** The webhook-signature header value for a message id, a timestamp (unix seconds) and the raw body. */
export function signStandardWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  if (!Number.isSafeInteger(timestampSeconds) || timestampSeconds < 0) {
    throw new RangeError('timestampSeconds must be a non-negative integer number of seconds');
  }
  const mac = createHmac('sha256', standardWebhooksKey(secret))
    .update(`${id}.${timestampSeconds}.`)
    .update(body)
    .digest('base64');
  return `v1,${mac}`;
}
