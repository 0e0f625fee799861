// Webhook signatures: the X-Service-Signature header "t=<unix seconds>,v1=<hex HMAC-SHA256>" over
// "<t>.<raw body>", and the receiver-side verification (constant-time, replay window, never throws).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_TOLERANCE_SECONDS = 300;
const MAX_HEADER_LENGTH = 4096;

function digest(secret: string, body: string | Buffer, timestamp: string): Buffer {
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

/**
 * Verifies a signature header against the exact raw body. Accepts several v1 entries (secret rotation),
 * ignores unknown schemes, and returns false, never throws, for a malformed header or a stale timestamp.
 */
export function verifyWebhookSignature(
  header: string,
  body: string | Buffer,
  secret: string,
  opts: { toleranceSeconds?: number; now?: number } = {},
): boolean {
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
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > tolerance) return false;

  let expected: Buffer;
  try {
    expected = digest(secret, body, timestamp);
  } catch {
    return false;
  }
  // Compare every candidate so timing does not reveal which entry matched.
  let matched = false;
  for (const candidate of candidates) {
    if (timingSafeEqual(candidate, expected)) matched = true;
  }
  return matched;
}
