// A small client for the YouTube Data API v3 endpoints the service needs: videos.list, channels.list (by id or
// handle) and playlistItems.list (a channel's uploads, page by page).
//
// - Every HTTP attempt is first shown to `meter` (when given): the quota accounting, which may refuse it by throwing.
//   An attempt that never reached YouTube (the connection was refused, the name did not resolve) is given back
//   through what the meter returned: only calls YouTube saw are counted.
// - A page read with an ETag sends If-None-Match; 304 Not Modified comes back as `notModified`.
// - Ids go 50 to a request (the API's limit for `id`); larger lists are split, duplicates are asked once,
//   and ids that cannot be YouTube ids (empty, or characters outside [A-Za-z0-9_-]) are never sent.
// - Each attempt has its own timeout (timeoutMs). 429, 500, 502, 503, 504, network errors, timeouts and
//   403 rateLimitExceeded/userRateLimitExceeded are retried up to maxRetries times with exponential backoff
//   and jitter; a Retry-After header (seconds or an HTTP date, capped at MAX_RETRY_AFTER_MS) is honoured as
//   the minimum wait.
// - Errors are YoutubeApiError with a code:
//     quota_exceeded        403 quotaExceeded / dailyLimitExceeded (never retried), or a rate limit
//                           (429, 403 rateLimitExceeded) still refused after every retry
//     upstream_unavailable  5xx, network errors, timeouts or unreadable answers after every retry
//     invalid_api_key       400 keyInvalid/keyExpired, 401, or any other 403 (forbidden, accessNotConfigured…)
//     bad_request           any other 4xx
//   An abort through the caller's signal is not an API error: the signal's reason is thrown as is.
// - The API key travels only in the `key` query parameter. Messages name the endpoint URL without its query
//   and are scrubbed of the key, so an error can be logged or shown to a client as is.

export type YoutubeErrorCode = 'quota_exceeded' | 'upstream_unavailable' | 'invalid_api_key' | 'bad_request';

export class YoutubeApiError extends Error {
  readonly code: YoutubeErrorCode;
  /** The HTTP status of the last answer, or null when there was none (network error, timeout). */
  readonly status: number | null;
  /** Google's error reason (errors[0].reason), when the answer had one. */
  readonly reason: string | null;
  constructor(code: YoutubeErrorCode, message: string, status: number | null, reason: string | null = null) {
    super(message);
    this.name = 'YoutubeApiError';
    this.code = code;
    this.status = status;
    this.reason = reason;
  }
}

export interface YoutubeClientOptions {
  apiKey: string;
  /** Default https://www.googleapis.com/youtube/v3 */
  baseUrl?: string;
  /** Retries after the first attempt (default 4, so at most 5 attempts). */
  maxRetries?: number;
  /** First backoff delay; doubles on each retry (default 500 ms). */
  retryBaseMs?: number;
  /** Per attempt, including reading the body (default 10 s). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /**
   * Called before every HTTP attempt (retries included: YouTube counts each); throwing refuses the attempt. What it
   * returns, when a function, is called if the attempt never reached YouTube (nothing was spent).
   */
  meter?: YoutubeMeter;
}

export type YoutubeMeter = (resource: YoutubeResource) => Promise<void | (() => Promise<void>)>;

/** Errors of the connection phase: the request never left this machine, so YouTube saw (and charged) nothing. */
const UNREACHED_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

function neverReached(err: unknown): boolean {
  const cause = (err as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | null)?.cause;
  if (!cause) return false;
  if (typeof cause.code === 'string' && UNREACHED_CODES.has(cause.code)) return true;
  // Several addresses tried (happy eyeballs): none reached.
  return (
    Array.isArray(cause.errors) &&
    cause.errors.length > 0 &&
    cause.errors.every((e) => typeof e?.code === 'string' && UNREACHED_CODES.has(e.code))
  );
}

export type YoutubeResource = 'videos' | 'channels' | 'playlistItems' | 'channelSections' | 'search';

/** One list response: the document, its ETag; or the page the ETag named has not changed. */
export type ListResponse =
  | { notModified: false; items: unknown[]; nextPageToken: string | null; etag: string | null }
  | { notModified: true; etag: string };

export const DEFAULT_BASE_URL = 'https://www.googleapis.com/youtube/v3';
/** The API's limit on ids per videos.list / channels.list request. */
export const MAX_IDS_PER_REQUEST = 50;
export const VIDEO_PARTS = [
  'snippet',
  'contentDetails',
  'statistics',
  'status',
  'paidProductPlacementDetails',
] as const;
export const CHANNEL_PARTS = ['snippet', 'statistics', 'brandingSettings'] as const;
/** Longest wait a Retry-After header can impose; longer values are cut to this. */
export const MAX_RETRY_AFTER_MS = 60_000;
/** Longest backoff delay computed from retryBaseMs. */
const MAX_BACKOFF_MS = 30_000;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded', 'dailyLimitExceededUnreg']);
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
const KEY_REASONS = new Set(['keyInvalid', 'keyExpired', 'API_KEY_INVALID', 'API_KEY_EXPIRED']);

/** Ids as they will be requested: valid YouTube ids only, each once, in first-seen order. */
export function requestableIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => typeof id === 'string' && ID.test(id)))];
}

export function chunk<T>(xs: readonly T[], size = MAX_IDS_PER_REQUEST): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

interface GoogleError {
  message: string | null;
  reasons: string[];
}

function parseGoogleError(body: string): GoogleError {
  try {
    const e = (
      JSON.parse(body) as {
        error?: { message?: unknown; errors?: { reason?: unknown }[]; details?: { reason?: unknown }[] };
      }
    ).error;
    if (!e || typeof e !== 'object') return { message: null, reasons: [] };
    const reasons = [...(Array.isArray(e.errors) ? e.errors : []), ...(Array.isArray(e.details) ? e.details : [])]
      .map((x) => (x && typeof x.reason === 'string' ? x.reason : null))
      .filter((r): r is string => r !== null);
    return { message: typeof e.message === 'string' ? e.message : null, reasons };
  } catch {
    return { message: null, reasons: [] };
  }
}

/** Milliseconds a Retry-After header asks for, or null when absent or unreadable. */
export function parseRetryAfter(v: string | null, now = Date.now()): number | null {
  if (v === null || v.trim() === '') return null;
  const s = v.trim();
  if (/^\d+(?:\.\d+)?$/.test(s)) return Math.min(Number(s) * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(s);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - now), MAX_RETRY_AFTER_MS);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal!.reason);
    };
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** What one attempt ended with, when it did not succeed. */
interface Failure {
  retryable: boolean;
  /** The error to throw if this is the last attempt (or not retryable). */
  error: YoutubeApiError;
  retryAfterMs: number | null;
  /** The request never reached YouTube (its unit is given back). */
  unreached?: boolean;
}

export class YoutubeClient {
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly maxRetries: number;
  private readonly retryBaseMs: number;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly meter: YoutubeClientOptions['meter'];

  constructor(opts: YoutubeClientOptions) {
    if (typeof opts.apiKey !== 'string' || opts.apiKey.trim() === '')
      throw new Error('YoutubeClient needs an API key.');
    this.apiKey = opts.apiKey.trim();
    this.baseUrl = (opts.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    if (!/^https?:\/\//i.test(this.baseUrl))
      throw new Error(`YouTube API base URL must be an http(s) URL (got "${this.scrub(this.baseUrl)}").`);
    this.maxRetries = Math.max(0, Math.floor(opts.maxRetries ?? 4));
    this.retryBaseMs = Math.max(0, opts.retryBaseMs ?? 500);
    this.timeoutMs = Math.max(1, opts.timeoutMs ?? 10_000);
    this.fetchImpl = opts.fetchImpl ?? globalThis.fetch;
    this.meter = opts.meter;
  }

  /** The same client with another meter (each account's calls take units of its share: tracking/quota.ts). */
  withMeter(meter: YoutubeClientOptions['meter']): YoutubeClient {
    const c = Object.create(YoutubeClient.prototype) as YoutubeClient;
    Object.assign(c, this, { meter });
    return c;
  }

  /** channels.list for one channel by id, handle (forHandle) or legacy username, with its uploads playlist; null when unknown. */
  async findChannel(
    by: { id: string } | { handle: string } | { username: string },
    signal?: AbortSignal,
  ): Promise<Record<string, unknown> | null> {
    const qs = new URLSearchParams({ part: [...CHANNEL_PARTS, 'contentDetails'].join(','), key: this.apiKey });
    if ('id' in by) qs.set('id', by.id);
    else if ('handle' in by) qs.set('forHandle', by.handle);
    else qs.set('forUsername', by.username);
    const r = await this.request('channels', qs, signal);
    const first = !r.notModified ? r.items[0] : undefined;
    return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : null;
  }

  /** One page (up to 50) of a playlist's items, newest first for an uploads playlist. */
  listPlaylistPage(
    playlistId: string,
    opts: { pageToken?: string | null; etag?: string | null; maxResults?: number } = {},
    signal?: AbortSignal,
  ): Promise<ListResponse> {
    const qs = new URLSearchParams({
      part: 'snippet,contentDetails,status',
      playlistId,
      maxResults: String(opts.maxResults ?? 50),
      key: this.apiKey,
    });
    if (opts.pageToken) qs.set('pageToken', opts.pageToken);
    return this.request('playlistItems', qs, signal, opts.etag ?? null);
  }

  /** videos.list for these ids (50 per request); the items YouTube returned, in response order. */
  listVideos(ids: string[], signal?: AbortSignal): Promise<unknown[]> {
    return this.list('videos', VIDEO_PARTS, ids, signal);
  }

  /** channels.list for these ids (50 per request); the items YouTube returned, in response order. */
  listChannels(ids: string[], signal?: AbortSignal): Promise<unknown[]> {
    return this.list('channels', CHANNEL_PARTS, ids, signal);
  }

  private async list(
    resource: 'videos' | 'channels',
    parts: readonly string[],
    ids: string[],
    signal?: AbortSignal,
  ): Promise<unknown[]> {
    const items: unknown[] = [];
    for (const batch of chunk(requestableIds(ids))) {
      const qs = new URLSearchParams({ part: parts.join(','), id: batch.join(','), key: this.apiKey });
      const r = await this.request(resource, qs, signal);
      if (!r.notModified) items.push(...r.items);
    }
    return items;
  }

  /**
   * Any list call by its parameters (discovery's: videos.list chart=mostPopular, channelSections.list, search.list,
   * channels.list forHandle): one attempt's answer, metered, retried and scrubbed like every other call.
   */
  listAny(resource: YoutubeResource, params: Record<string, string>, signal?: AbortSignal): Promise<ListResponse> {
    return this.request(resource, new URLSearchParams({ ...params, key: this.apiKey }), signal);
  }

  /** Replaces the API key wherever it appears (URLs, upstream messages). */
  private scrub(s: string): string {
    let out = s.replace(/([?&]key=)[^&#\s]*/gi, '$1REDACTED');
    if (this.apiKey && this.apiKey.length >= 4) {
      out = out.split(this.apiKey).join('REDACTED');
      const encoded = encodeURIComponent(this.apiKey);
      if (encoded !== this.apiKey) out = out.split(encoded).join('REDACTED');
    }
    return out;
  }

  private async request(
    resource: YoutubeResource,
    qs: URLSearchParams,
    signal?: AbortSignal,
    etag: string | null = null,
  ): Promise<ListResponse> {
    const endpoint = `${this.baseUrl}/${resource}`;
    const what = `GET ${this.scrub(endpoint)} (${resource}.list)`;
    const attempts = this.maxRetries + 1;
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      const giveBack = await this.meter?.(resource);
      const result = await this.attempt(`${endpoint}?${qs}`, what, signal, etag);
      if (!('retryable' in result)) return result;
      if (result.unreached && giveBack) await giveBack();
      const last = attempt >= attempts;
      if (!result.retryable || last) {
        const e = result.error;
        const suffix = result.retryable && attempts > 1 ? ` (gave up after ${attempts} attempts)` : '';
        throw new YoutubeApiError(e.code, this.scrub(e.message + suffix), e.status, e.reason);
      }
      const ceiling = Math.min(MAX_BACKOFF_MS, this.retryBaseMs * 2 ** (attempt - 1));
      const backoff = ceiling / 2 + Math.random() * (ceiling / 2);
      await sleep(Math.max(backoff, result.retryAfterMs ?? 0), signal);
    }
  }

  /** One HTTP attempt: the items, or why it failed. Throws only the caller's abort reason. */
  private async attempt(
    url: string,
    what: string,
    signal: AbortSignal | undefined,
    etag: string | null,
  ): Promise<ListResponse | Failure> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const fail = (
      retryable: boolean,
      code: YoutubeErrorCode,
      message: string,
      status: number | null,
      reason: string | null = null,
      retryAfterMs: number | null = null,
    ): Failure => ({
      retryable,
      error: new YoutubeApiError(code, message, status, reason),
      retryAfterMs,
    });
    let status: number | null = null;
    try {
      const res = await this.fetchImpl(url, {
        method: 'GET',
        headers: etag ? { accept: 'application/json', 'if-none-match': etag } : { accept: 'application/json' },
        signal: combined,
        redirect: 'manual',
      });
      status = res.status;
      const body = await res.text();
      if (status === 304 && etag) return { notModified: true, etag };
      if (res.ok) {
        let doc: unknown;
        try {
          doc = JSON.parse(body);
        } catch {
          return fail(
            true,
            'upstream_unavailable',
            `YouTube Data API answered ${what} with HTTP ${status} but the body is not JSON`,
            status,
          );
        }
        if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
          return fail(
            true,
            'upstream_unavailable',
            `YouTube Data API answered ${what} with HTTP ${status} but the body is not a list response`,
            status,
          );
        }
        const d = doc as { items?: unknown; nextPageToken?: unknown; etag?: unknown };
        const items = d.items ?? [];
        if (!Array.isArray(items))
          return fail(
            true,
            'upstream_unavailable',
            `YouTube Data API answered ${what} with a list response whose items is not an array`,
            status,
          );
        return {
          notModified: false,
          items,
          nextPageToken: typeof d.nextPageToken === 'string' && d.nextPageToken ? d.nextPageToken : null,
          etag: res.headers.get('etag') ?? (typeof d.etag === 'string' ? d.etag : null),
        };
      }
      const g = parseGoogleError(body);
      const reason = g.reasons[0] ?? null;
      const detail = `HTTP ${status}${reason ? ` ${reason}` : ''}${g.message ? `: ${g.message}` : ''}`;
      const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'));
      if (g.reasons.some((r) => QUOTA_REASONS.has(r))) {
        return fail(
          false,
          'quota_exceeded',
          `YouTube Data API quota exceeded on ${what} (${detail}); no further requests until the daily quota resets`,
          status,
          reason,
        );
      }
      if (status === 429 || g.reasons.some((r) => RATE_REASONS.has(r))) {
        return fail(
          true,
          'quota_exceeded',
          `YouTube Data API rate limit exceeded on ${what} (${detail})`,
          status,
          reason,
          retryAfterMs,
        );
      }
      if (RETRYABLE_STATUS.has(status)) {
        return fail(
          true,
          'upstream_unavailable',
          `YouTube Data API unavailable on ${what} (${detail})`,
          status,
          reason,
          retryAfterMs,
        );
      }
      if (status === 401 || status === 403 || g.reasons.some((r) => KEY_REASONS.has(r))) {
        return fail(
          false,
          'invalid_api_key',
          `YouTube Data API refused the API key on ${what} (${detail}); check YOUTUBE_API_KEY`,
          status,
          reason,
        );
      }
      if (status >= 500)
        return fail(false, 'upstream_unavailable', `YouTube Data API failed on ${what} (${detail})`, status, reason);
      return fail(false, 'bad_request', `YouTube Data API rejected ${what} (${detail})`, status, reason);
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) {
        return fail(
          true,
          'upstream_unavailable',
          `YouTube Data API did not answer ${what} within ${this.timeoutMs} ms`,
          status,
        );
      }
      const e = err as Error & { cause?: { code?: string; message?: string } };
      const cause = e.cause?.code ?? e.cause?.message;
      return {
        ...fail(
          true,
          'upstream_unavailable',
          `YouTube Data API unreachable on ${what}: ${e.message}${cause ? ` (${cause})` : ''}`,
          status,
        ),
        unreached: status === null && neverReached(err),
      };
    }
  }
}
