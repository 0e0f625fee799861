// A loopback fake of the two YouTube Data API v3 endpoints the service calls: GET {prefix}/videos and
// GET {prefix}/channels with `id` (comma list), `part` and `key`. A real node:http server on 127.0.0.1:0.
//
// - Holds resources in `videos` and `channels` maps; answers only the parts asked for (plus kind, etag, id),
//   in the order of the ids asked, leaving out unknown ids, like the real API.
// - Validates like Google: no key → 403 forbidden; wrong key → 400 keyInvalid; no part or an unknown part →
//   400; more than 50 ids → 400. Errors use Google's shape {error:{code,message,errors:[{reason,domain,message}],status}}.
// - failNext(n, failure, match?) makes the next n matching requests fail: an HTTP status (with Retry-After, a reason),
//   quota / rate-limit errors, a hang (never answers) or a dropped connection.
// - Records every request (path, resource, ids, parts, key) for assertions.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_API_KEY = 'AIzaFAKE-test-key-0123456789abcdef';

export type Resource = 'videos' | 'channels';
export type Failure =
  | { kind: 'status'; status: number; retryAfter?: string; reason?: string; message?: string; domain?: string }
  | { kind: 'quota' }
  | { kind: 'rateLimit'; retryAfter?: string }
  | { kind: 'hang' }
  | { kind: 'reset' };

export const failures = {
  unavailable: (): Failure => ({
    kind: 'status',
    status: 503,
    reason: 'backendError',
    message: 'The service is currently unavailable.',
  }),
  internal: (): Failure => ({ kind: 'status', status: 500, reason: 'backendError', message: 'Backend Error' }),
  tooMany: (retryAfter?: string): Failure => ({
    kind: 'status',
    status: 429,
    retryAfter,
    reason: 'rateLimitExceeded',
    message: 'Too many requests.',
  }),
  quota: (): Failure => ({ kind: 'quota' }),
  rateLimit: (retryAfter?: string): Failure => ({ kind: 'rateLimit', retryAfter }),
  hang: (): Failure => ({ kind: 'hang' }),
  reset: (): Failure => ({ kind: 'reset' }),
};

export interface RecordedRequest {
  method: string;
  /** The full request path and query, as received (it holds the key). */
  url: string;
  resource: string;
  ids: string[];
  parts: string[];
  key: string | null;
  /** What the fake answered: an HTTP status, or 'hang' / 'reset'. */
  answer: number | 'hang' | 'reset';
}

export interface FakeYoutube {
  /** The base URL to give the client, e.g. http://127.0.0.1:PORT/youtube/v3 */
  baseUrl: string;
  apiKey: string;
  videos: Map<string, Record<string, unknown>>;
  channels: Map<string, Record<string, unknown>>;
  requests: RecordedRequest[];
  /** The next `times` requests that match (every request; a resource; or a predicate on the request) fail this way. */
  failNext(times: number, failure: Failure, match?: Resource | ((r: RecordedRequest) => boolean)): void;
  addVideo(v: Record<string, unknown>): void;
  addChannel(c: Record<string, unknown>): void;
  /** Forgets recorded requests and pending failures (resources stay). */
  reset(): void;
  close(): Promise<void>;
}

const KNOWN_PARTS: Record<Resource, Set<string>> = {
  videos: new Set([
    'snippet',
    'contentDetails',
    'statistics',
    'status',
    'paidProductPlacementDetails',
    'player',
    'topicDetails',
    'recordingDetails',
    'liveStreamingDetails',
    'localizations',
    'id',
  ]),
  channels: new Set([
    'snippet',
    'statistics',
    'brandingSettings',
    'contentDetails',
    'status',
    'topicDetails',
    'localizations',
    'id',
  ]),
};

function googleError(
  res: http.ServerResponse,
  status: number,
  reason: string,
  message: string,
  domain = 'global',
  headers: Record<string, string> = {},
) {
  const statusName: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    403: 'PERMISSION_DENIED',
    429: 'RESOURCE_EXHAUSTED',
    500: 'INTERNAL',
    503: 'UNAVAILABLE',
  };
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers }).end(
    JSON.stringify({
      error: {
        code: status,
        message,
        errors: [{ message, domain, reason }],
        status: statusName[status] ?? 'UNKNOWN',
      },
    }),
  );
}

export async function startFakeYoutube(opts: { apiKey?: string; prefix?: string } = {}): Promise<FakeYoutube> {
  const apiKey = opts.apiKey ?? FAKE_API_KEY;
  const prefix = opts.prefix ?? '/youtube/v3';
  const videos = new Map<string, Record<string, unknown>>();
  const channels = new Map<string, Record<string, unknown>>();
  const requests: RecordedRequest[] = [];
  let pending: { failure: Failure; match?: Resource | ((r: RecordedRequest) => boolean) }[] = [];

  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://fake');
    const resource = u.pathname.startsWith(`${prefix}/`) ? u.pathname.slice(prefix.length + 1) : u.pathname;
    const ids = (u.searchParams.get('id') ?? '').split(',').filter(Boolean);
    const parts = (u.searchParams.get('part') ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const rec: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      resource,
      ids,
      parts,
      key: u.searchParams.get('key'),
      answer: 200,
    };
    requests.push(rec);
    const answer = (status: number) => (rec.answer = status);

    if (req.method !== 'GET' || (resource !== 'videos' && resource !== 'channels')) {
      answer(404);
      return googleError(res, 404, 'notFound', `Not Found: ${req.method} ${u.pathname}`);
    }

    const i = pending.findIndex(
      (p) => p.match === undefined || (typeof p.match === 'function' ? p.match(rec) : p.match === resource),
    );
    if (i >= 0) {
      const { failure } = pending.splice(i, 1)[0];
      switch (failure.kind) {
        case 'hang':
          rec.answer = 'hang';
          return; // never answers; close() drops the connection
        case 'reset':
          rec.answer = 'reset';
          req.socket.destroy();
          return;
        case 'quota':
          answer(403);
          return googleError(
            res,
            403,
            'quotaExceeded',
            'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
            'youtube.quota',
          );
        case 'rateLimit':
          answer(403);
          return googleError(
            res,
            403,
            'rateLimitExceeded',
            'Rate Limit Exceeded',
            'usageLimits',
            failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
          );
        case 'status':
          answer(failure.status);
          return googleError(
            res,
            failure.status,
            failure.reason ?? 'backendError',
            failure.message ?? `HTTP ${failure.status}`,
            failure.domain ?? 'global',
            failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
          );
      }
    }

    const key = u.searchParams.get('key');
    if (!key) {
      answer(403);
      return googleError(
        res,
        403,
        'forbidden',
        "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
      );
    }
    if (key !== apiKey) {
      answer(400);
      return googleError(res, 400, 'keyInvalid', 'API key not valid. Please pass a valid API key.', 'usageLimits');
    }
    if (!parts.length) {
      answer(400);
      return googleError(
        res,
        400,
        'required',
        'No filter selected. Expected one of: id, ...; part is required.',
        'global',
      );
    }
    const unknown = parts.find((p) => !KNOWN_PARTS[resource].has(p));
    if (unknown) {
      answer(400);
      return googleError(res, 400, 'unknownPart', `'${unknown}'`, 'youtube.part');
    }
    if (ids.length > 50) {
      answer(400);
      return googleError(
        res,
        400,
        'invalidValue',
        'The request specifies an invalid filter parameter.',
        'youtube.parameter',
      );
    }

    const store = resource === 'videos' ? videos : channels;
    const items = ids
      .map((id) => store.get(id))
      .filter((r): r is Record<string, unknown> => r !== undefined)
      .map((r) => {
        const out: Record<string, unknown> = { kind: r.kind, etag: r.etag ?? 'etag', id: r.id };
        for (const p of parts) if (r[p] !== undefined) out[p] = r[p];
        return out;
      });
    answer(200);
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' }).end(
      JSON.stringify({
        kind: resource === 'videos' ? 'youtube#videoListResponse' : 'youtube#channelListResponse',
        etag: 'list-etag',
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    baseUrl: `http://127.0.0.1:${port}${prefix}`,
    apiKey,
    videos,
    channels,
    requests,
    failNext(times, failure, match) {
      for (let n = 0; n < times; n++) pending.push({ failure, match });
    },
    addVideo: (v) => void videos.set(String(v.id), v),
    addChannel: (c) => void channels.set(String(c.id), c),
    reset() {
      requests.length = 0;
      pending = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------------
// Realistic resources

export interface VideoOpts {
  channelId?: string;
  channelTitle?: string;
  title?: string;
  description?: string;
  publishedAt?: string;
  duration?: string;
  views?: string;
  likes?: string;
  comments?: string;
  privacy?: 'public' | 'unlisted' | 'private';
  paid?: boolean;
  tags?: string[];
  categoryId?: string;
}

export function ytVideo(id: string, o: VideoOpts = {}): Record<string, unknown> {
  return {
    kind: 'youtube#video',
    etag: `etag-${id}`,
    id,
    snippet: {
      publishedAt: o.publishedAt ?? '2024-05-02T15:00:00Z',
      channelId: o.channelId ?? 'UCfakeChannel000000000001',
      title: o.title ?? `Video ${id}`,
      description: o.description ?? '',
      thumbnails: {
        default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
        high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
      },
      channelTitle: o.channelTitle ?? 'Fake Channel',
      tags: o.tags ?? [],
      categoryId: o.categoryId ?? '28',
      liveBroadcastContent: 'none',
      defaultAudioLanguage: 'en',
    },
    contentDetails: {
      duration: o.duration ?? 'PT10M5S',
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
      licensedContent: true,
      projection: 'rectangular',
    },
    statistics: {
      viewCount: o.views ?? '1000',
      likeCount: o.likes ?? '50',
      favoriteCount: '0',
      commentCount: o.comments ?? '7',
    },
    status: {
      uploadStatus: 'processed',
      privacyStatus: o.privacy ?? 'public',
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: false,
    },
    paidProductPlacementDetails: { hasPaidProductPlacement: o.paid ?? false },
  };
}

export interface ChannelOpts {
  title?: string;
  handle?: string;
  description?: string;
  subscribers?: string;
  country?: string;
  keywords?: string;
}

export function ytChannel(id: string, o: ChannelOpts = {}): Record<string, unknown> {
  return {
    kind: 'youtube#channel',
    etag: `etag-${id}`,
    id,
    snippet: {
      title: o.title ?? `Channel ${id}`,
      description: o.description ?? 'Reviews and more.',
      customUrl: o.handle ?? `@${id.slice(-6).toLowerCase()}`,
      publishedAt: '2015-01-01T00:00:00Z',
      thumbnails: { high: { url: `https://yt3.ggpht.com/${id}=s800`, width: 800, height: 800 } },
      country: o.country ?? 'US',
    },
    statistics: {
      viewCount: '123456789',
      subscriberCount: o.subscribers ?? '250000',
      hiddenSubscriberCount: false,
      videoCount: '321',
    },
    brandingSettings: {
      channel: { title: o.title ?? `Channel ${id}`, keywords: o.keywords ?? 'tech "gadget reviews"' },
    },
  };
}
