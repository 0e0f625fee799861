// One HTTP attempt of a webhook delivery. It connects only to an address screened just before (an undici
// Agent whose lookup returns that pinned address, while TLS still verifies the URL's hostname), never follows
// redirects, gives up after the timeout, and never throws: every outcome is a value the dispatcher records.
import { describeNetworkError, pinnedClient } from '../outbound/pinned.js';

export const USER_AGENT = 'CreatorSponsorshipDataService-Webhooks/1.0';
const SNIPPET_BYTES = 1024;

export interface AttemptRequest {
  url: URL;
  /** Screened addresses of url.hostname; the connection goes to the first. */
  addresses: string[];
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Extra trusted CA (PEM), for tests; production uses the system store plus NODE_EXTRA_CA_CERTS. */
  ca?: string;
}

export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  /** Why the attempt failed, in words safe to show the client (no secrets, no internals). */
  error: string | null;
  snippet: string | null;
  /** Seconds the receiver asked us to wait (Retry-After on 429/503), when it said so. */
  retryAfterSeconds: number | null;
  /** 410 Gone: the receiver says this endpoint will never accept deliveries again. */
  gone: boolean;
  durationMs: number;
}

export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  if (/^\d+$/.test(v.trim())) return Math.min(Number(v.trim()), 86_400);
  const at = Date.parse(v);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.min(86_400, Math.round((at - now) / 1000)));
}

export async function attemptDelivery(req: AttemptRequest): Promise<AttemptOutcome> {
  const { agent, request } = await pinnedClient(req.addresses[0], req.timeoutMs, req.ca);
  const started = performance.now();
  const done = (o: Omit<AttemptOutcome, 'durationMs'>): AttemptOutcome => ({
    ...o,
    durationMs: Math.round(performance.now() - started),
  });
  try {
    const res = await request(req.url, {
      method: 'POST',
      dispatcher: agent,
      headers: { ...req.headers, 'user-agent': USER_AGENT, 'content-type': 'application/json' },
      body: req.body,
      signal: AbortSignal.timeout(req.timeoutMs),
    });
    let snippet = '';
    try {
      for await (const chunk of res.body) {
        snippet += Buffer.from(chunk as Uint8Array).toString('utf8');
        if (snippet.length >= SNIPPET_BYTES) break;
      }
    } catch {
      // A body cut short does not change the status the receiver already gave.
    } finally {
      res.body.destroy();
    }
    snippet = snippet.slice(0, SNIPPET_BYTES);
    const status = res.statusCode;
    if (status >= 200 && status < 300)
      return done({ ok: true, status, error: null, snippet: snippet || null, retryAfterSeconds: null, gone: false });
    const error =
      status >= 300 && status < 400
        ? `redirect (${status}) not followed; register the final URL`
        : status === 410
          ? 'receiver answered 410 Gone; delivery abandoned'
          : `receiver answered ${status}`;
    return done({
      ok: false,
      status,
      error,
      snippet: snippet || null,
      retryAfterSeconds: status === 429 || status === 503 ? parseRetryAfter(res.headers['retry-after']) : null,
      gone: status === 410,
    });
  } catch (err) {
    return done({
      ok: false,
      status: null,
      error: describeNetworkError(err, req.timeoutMs),
      snippet: null,
      retryAfterSeconds: null,
      gone: false,
    });
  } finally {
    agent.destroy().catch(() => {});
  }
}
