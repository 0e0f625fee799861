// A loopback fake of the YouTube Data API v3 endpoints the service calls: GET {prefix}/videos and
// GET {prefix}/channels with `id` (comma list), `part` and `key`; channels also with `forHandle`; and
// GET {prefix}/playlistItems of a channel's uploads playlist (UU + the channel id's tail), newest first, 50 a page
// at most, paged with opaque `nextPageToken`s. A real node:http server on 127.0.0.1:0.
//
// - Every 200 carries an ETag (header and body) computed from its content; a request whose If-None-Match names it
//   gets 304 Not Modified with no body, as Google's API does.
// - A channel's uploads are the videos whose snippet.channelId is that channel, by publishedAt; a deleted video
//   (deleteVideo) leaves the playlist and videos.list alike; a private one stays in the playlist with
//   status.privacyStatus "private" (title "Private video").
//
// - Holds resources in `videos` and `channels` maps; answers only the parts asked for (plus kind, etag, id),
//   in the order of the ids asked, leaving out unknown ids, like the real API.
// - Validates like Google: no key → 403 forbidden; wrong key → 400 keyInvalid; no part or an unknown part →
//   400; more than 50 ids → 400. Errors use Google's shape {error:{code,message,errors:[{reason,domain,message}],status}}.
// - failNext(n, failure, match?) makes the next n matching requests fail: an HTTP status (with Retry-After, a reason),
//   quota / rate-limit errors, a hang (never answers) or a dropped connection.
// - Records every request (path, resource, ids, parts, key) for assertions.
// - Discovery's calls, in YouTube's shapes: videos.list chart=mostPopular (regionCode: the videos of channels whose
//   snippet.country is that region; videoCategoryId: snippet.categoryId), most viewed first, 200 at most, pages of
//   maxResults (≤ 50) with nextPageToken; channelSections.list?channelId= (multiplechannels sections set by
//   addFeatured; 404 channelNotFound for an unknown channel); search.list (type=channel: channels whose title or
//   description holds q; type=video: videos), 50 a page at most and 500 results in all, order=date (newest first),
//   publishedAfter / publishedBefore (inclusive bounds on snippet.publishedAt).
// - Units: `unitsUsed` counts what YouTube would charge (search.list 100, every other list call 1); with
//   setDailyQuota(n), a call that would pass n answers 403 quotaExceeded in YouTube's shape and costs nothing.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_API_KEY = 'AIzaFAKE-test-key-0123456789abcdef';
/** The results YouTube lists for one search (10 pages of 50), however many match. */
export const SEARCH_LISTED = 500;

export type Resource = 'videos' | 'channels' | 'playlistItems' | 'channelSections' | 'search';
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
  /** channels: the forHandle asked; playlistItems: the playlistId and pageToken; search: q, type, order, window. */
  query: Record<string, string>;
  /** What the fake answered: an HTTP status, or 'hang' / 'reset'. */
  answer: number | 'hang' | 'reset';
}

/** One call as the fake served it: when it arrived, the latency drawn for it and the fake's own work to answer. */
export interface CallTiming {
  at: number;
  latencyMs: number;
  workMs: number;
}

export interface FakeYoutube {
  /** The base URL to give the client, e.g. http://127.0.0.1:PORT/youtube/v3 */
  baseUrl: string;
  apiKey: string;
  videos: Map<string, Record<string, unknown>>;
  channels: Map<string, Record<string, unknown>>;
  requests: RecordedRequest[];
  /** Each call's timing, in the order they were answered. */
  timings: CallTiming[];
  /** The next `times` requests that match (every request; a resource; or a predicate on the request) fail this way. */
  failNext(times: number, failure: Failure, match?: Resource | ((r: RecordedRequest) => boolean)): void;
  addVideo(v: Record<string, unknown>): void;
  addChannel(c: Record<string, unknown>): void;
  /** Removes a video as YouTube does when its owner deletes it. */
  deleteVideo(id: string): void;
  /** Every answer waits this long first (0: none), so a test can catch work in progress; a function draws each wait. */
  setLatency(ms: number | (() => number)): void;
  /** Forgets recorded requests and pending failures (resources stay). */
  reset(): void;
  /** A channel's multiplechannels section (channelSections.list) listing these channels. */
  addFeatured(channelId: string, channels: string[]): void;
  /** Units charged so far (search.list 100, the other calls 1). */
  unitsUsed(): number;
  /** Answers 403 quotaExceeded once `units` would be passed (null: no limit). */
  setDailyQuota(units: number | null): void;
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
  playlistItems: new Set(['snippet', 'contentDetails', 'status', 'id']),
  channelSections: new Set(['snippet', 'contentDetails', 'id']),
  search: new Set(['snippet', 'id']),
};

const RESOURCES = new Set(['videos', 'channels', 'playlistItems', 'channelSections', 'search']);
const costOf = (resource: string) => (resource === 'search' ? 100 : 1);

/** The uploads playlist of a channel, as YouTube names it: UC… → UU…. */
export const uploadsPlaylistOf = (channelId: string) => `UU${channelId.slice(2)}`;

const etagOf = (body: string) => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/** The playlistItem resource of a video in its channel's uploads playlist. */
function playlistItem(v: Record<string, unknown>, position: number): Record<string, unknown> {
  const sn = v.snippet as Record<string, unknown>;
  const st = (v.status ?? {}) as Record<string, unknown>;
  const priv = st.privacyStatus === 'private';
  return {
    kind: 'youtube#playlistItem',
    etag: etagOf(`${v.id}:${position}`),
    id: Buffer.from(`${uploadsPlaylistOf(String(sn.channelId))}.${v.id}`).toString('base64url'),
    snippet: {
      publishedAt: sn.publishedAt,
      channelId: sn.channelId,
      title: priv ? 'Private video' : sn.title,
      description: priv ? 'This video is private.' : sn.description,
      channelTitle: sn.channelTitle,
      playlistId: uploadsPlaylistOf(String(sn.channelId)),
      position,
      resourceId: { kind: 'youtube#video', videoId: v.id },
      videoOwnerChannelId: sn.channelId,
    },
    contentDetails: priv ? { videoId: v.id } : { videoId: v.id, videoPublishedAt: sn.publishedAt },
    status: { privacyStatus: st.privacyStatus ?? 'public' },
  };
}

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

  let latencyMs: number | (() => number) = 0;
  const sections = new Map<string, string[]>();
  const charts = new Map<string, Record<string, unknown>[]>();
  let units = 0;
  let dailyQuota: number | null = null;
  // Each channel's uploads, newest first, kept until a video is added or deleted (pages of big channels stay cheap).
  let uploadsCache: Map<string, Record<string, unknown>[]> | null = null;
  let cachedSize = -1;
  const uploadsOf = (channelId: string) => {
    // (The size catches changes made to `videos` directly.)
    if (!uploadsCache || cachedSize !== videos.size) {
      uploadsCache = new Map();
      cachedSize = videos.size;
      for (const v of videos.values()) {
        const c = String((v.snippet as Record<string, unknown>).channelId);
        const list = uploadsCache.get(c) ?? [];
        list.push(v);
        uploadsCache.set(c, list);
      }
      for (const list of uploadsCache.values())
        list.sort((a, b) =>
          String((b.snippet as Record<string, unknown>).publishedAt).localeCompare(
            String((a.snippet as Record<string, unknown>).publishedAt),
          ),
        );
    }
    return uploadsCache.get(channelId) ?? [];
  };
  const timings: CallTiming[] = [];
  const server = http.createServer((req, res) => {
    const at = Date.now();
    const wait = typeof latencyMs === 'function' ? latencyMs() : latencyMs;
    const answerNow = () => {
      const t = performance.now();
      handle(req, res);
      timings.push({ at, latencyMs: wait, workMs: performance.now() - t });
    };
    if (wait > 0) setTimeout(answerNow, wait);
    else answerNow();
  });
  function handle(req: http.IncomingMessage, res: http.ServerResponse) {
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
      query: Object.fromEntries(
        [
          'forHandle',
          'forUsername',
          'playlistId',
          'pageToken',
          'maxResults',
          'chart',
          'regionCode',
          'videoCategoryId',
          'channelId',
          'q',
          'type',
          'order',
          'publishedAfter',
          'publishedBefore',
        ]
          .filter((k) => u.searchParams.has(k))
          .map((k) => [k, u.searchParams.get(k)!]),
      ),
      answer: 200,
    };
    requests.push(rec);
    const answer = (status: number) => (rec.answer = status);

    if (req.method !== 'GET' || !RESOURCES.has(resource)) {
      answer(404);
      return googleError(res, 404, 'notFound', `Not Found: ${req.method} ${u.pathname}`);
    }

    if (dailyQuota !== null && units + costOf(resource) > dailyQuota) {
      answer(403);
      return googleError(
        res,
        403,
        'quotaExceeded',
        'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        'youtube.quota',
      );
    }
    units += costOf(resource);
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
    const unknown = parts.find((p) => !KNOWN_PARTS[resource as Resource].has(p));
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

    const pick = (r: Record<string, unknown>) => {
      const out: Record<string, unknown> = { kind: r.kind, etag: r.etag ?? 'etag', id: r.id };
      for (const p of parts) if (r[p] !== undefined) out[p] = r[p];
      return out;
    };
    let doc: Record<string, unknown>;
    const paged = <T>(all: T[], max: number) => {
      const token = u.searchParams.get('pageToken');
      const start = token
        ? Number(
            Buffer.from(token, 'base64url')
              .toString()
              .replace(/^page:/, ''),
          )
        : 0;
      const page = all.slice(start, start + max);
      const next = start + max < all.length ? Buffer.from(`page:${start + max}`).toString('base64url') : undefined;
      return { page, next };
    };
    const maxOf = (fallback: number) => Number(u.searchParams.get('maxResults') ?? String(fallback));
    if (resource === 'videos' && u.searchParams.get('chart') === 'mostPopular') {
      const region = u.searchParams.get('regionCode');
      const category = u.searchParams.get('videoCategoryId');
      const max = maxOf(5);
      if (!Number.isInteger(max) || max < 1 || max > 50) {
        answer(400);
        return googleError(res, 400, 'invalidValue', "Invalid value for 'maxResults'.", 'youtube.parameter');
      }
      // A chart is computed once per region and category while the videos stay the same (its pages share it).
      const chartKey = `${region ?? ''}/${category ?? ''}/${videos.size}/${channels.size}`;
      let chart = charts.get(chartKey);
      if (!chart) {
        chart = [...videos.values()]
          .filter((v) => {
            const sn = v.snippet as Record<string, unknown>;
            if ((v.status as Record<string, unknown> | undefined)?.privacyStatus === 'private') return false;
            if (category && sn.categoryId !== category) return false;
            if (!region) return true;
            const c = channels.get(String(sn.channelId));
            return ((c?.snippet as Record<string, unknown> | undefined)?.country ?? null) === region;
          })
          .sort(
            (a, b) =>
              Number((b.statistics as Record<string, unknown>).viewCount) -
              Number((a.statistics as Record<string, unknown>).viewCount),
          )
          .slice(0, 200);
        charts.set(chartKey, chart);
      }
      const { page, next } = paged(chart, max);
      doc = {
        kind: 'youtube#videoListResponse',
        nextPageToken: next,
        items: page.map(pick),
        pageInfo: { totalResults: chart.length, resultsPerPage: max },
      };
    } else if (resource === 'channelSections') {
      const channelId = u.searchParams.get('channelId') ?? '';
      if (!channels.has(channelId)) {
        answer(404);
        return googleError(res, 404, 'channelNotFound', 'Channel not found.', 'youtube.channelSection');
      }
      const listed = sections.get(channelId);
      doc = {
        kind: 'youtube#channelSectionListResponse',
        items: (listed
          ? [
              {
                kind: 'youtube#channelSection',
                etag: etagOf(`${channelId}:sections`),
                id: `${channelId}.featured`,
                snippet: { type: 'multiplechannels', channelId, title: 'Featured channels', position: 0 },
                contentDetails: { channels: listed },
              },
            ]
          : [
              {
                kind: 'youtube#channelSection',
                etag: etagOf(`${channelId}:uploads`),
                id: `${channelId}.uploads`,
                snippet: { type: 'recentuploads', channelId, position: 0 },
              },
            ]
        ).map(pick),
      };
    } else if (resource === 'search') {
      const q = (u.searchParams.get('q') ?? '').toLowerCase();
      const type = u.searchParams.get('type') ?? 'video';
      const max = maxOf(5);
      const holds = (r: Record<string, unknown>) => {
        const sn = r.snippet as Record<string, unknown>;
        return `${String(sn.title ?? '')} ${String(sn.description ?? '')}`.toLowerCase().includes(q);
      };
      // publishedAfter / publishedBefore bound the resource's snippet.publishedAt (inclusive, as YouTube's);
      // order=date lists the newest first, otherwise the fake's own order stands for relevance.
      const after = u.searchParams.get('publishedAfter');
      const before = u.searchParams.get('publishedBefore');
      const published = (r: Record<string, unknown>) =>
        String((r.snippet as Record<string, unknown>).publishedAt ?? '');
      const inWindow = (r: Record<string, unknown>) =>
        (!after || Date.parse(published(r)) >= Date.parse(after)) &&
        (!before || Date.parse(published(r)) <= Date.parse(before));
      const matches = (type === 'channel' ? [...channels.values()] : [...videos.values()]).filter(
        (r) => holds(r) && inWindow(r),
      );
      if (u.searchParams.get('order') === 'date')
        matches.sort((a, b) => Date.parse(published(b)) - Date.parse(published(a)));
      const found: Record<string, unknown>[] =
        type === 'channel'
          ? matches.map((c) => ({
              kind: 'youtube#searchResult',
              etag: etagOf(`search:${c.id}`),
              id: { kind: 'youtube#channel', channelId: c.id },
              snippet: {
                publishedAt: published(c) || undefined,
                channelId: c.id,
                title: (c.snippet as Record<string, unknown>).title,
              },
            }))
          : matches.map((v) => ({
              kind: 'youtube#searchResult',
              etag: etagOf(`search:${v.id}`),
              id: { kind: 'youtube#video', videoId: v.id },
              snippet: {
                publishedAt: published(v),
                channelId: (v.snippet as Record<string, unknown>).channelId,
                title: (v.snippet as Record<string, unknown>).title,
              },
            }));
      // YouTube lists about 500 results of a search, whatever totalResults says.
      const { page, next } = paged(found.slice(0, SEARCH_LISTED), Math.min(max, 50));
      doc = {
        kind: 'youtube#searchListResponse',
        nextPageToken: next,
        items: page,
        pageInfo: { totalResults: Math.min(found.length, 1_000_000), resultsPerPage: max },
      };
    } else if (resource === 'playlistItems') {
      const playlistId = u.searchParams.get('playlistId') ?? '';
      const maxResults = Number(u.searchParams.get('maxResults') ?? '5');
      if (!Number.isInteger(maxResults) || maxResults < 0 || maxResults > 50) {
        answer(400);
        return googleError(res, 400, 'invalidValue', "Invalid value for 'maxResults'.", 'youtube.parameter');
      }
      const channelId =
        playlistId.startsWith('UU') && channels.has(`UC${playlistId.slice(2)}`)
          ? `UC${playlistId.slice(2)}`
          : undefined;
      if (!channelId) {
        answer(404);
        return googleError(
          res,
          404,
          'playlistNotFound',
          "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
          'youtube.playlistItem',
        );
      }
      const uploads = uploadsOf(channelId);
      const token = u.searchParams.get('pageToken');
      const start = token
        ? Number(
            Buffer.from(token, 'base64url')
              .toString()
              .replace(/^page:/, ''),
          )
        : 0;
      if (!Number.isInteger(start) || start < 0) {
        answer(400);
        return googleError(
          res,
          400,
          'invalidPageToken',
          'The request specifies an invalid page token.',
          'youtube.parameter',
        );
      }
      const page = uploads.slice(start, start + maxResults);
      const next =
        start + maxResults < uploads.length
          ? Buffer.from(`page:${start + maxResults}`).toString('base64url')
          : undefined;
      doc = {
        kind: 'youtube#playlistItemListResponse',
        nextPageToken: next,
        items: page.map((v, i) => pick(playlistItem(v, start + i))),
        pageInfo: { totalResults: uploads.length, resultsPerPage: maxResults },
      };
    } else {
      // A legacy username (forUsername) is matched like a handle: the fake's channels have no other name.
      const handle =
        resource === 'channels' ? (u.searchParams.get('forHandle') ?? u.searchParams.get('forUsername')) : null;
      const asked =
        handle !== null
          ? [...channels.values()].filter(
              (c) =>
                String((c.snippet as Record<string, unknown>).customUrl ?? '').toLowerCase() ===
                `@${handle.replace(/^@/, '')}`.toLowerCase(),
            )
          : ids.map((id) => (resource === 'videos' ? videos : channels).get(id));
      const items = asked
        .filter((r): r is Record<string, unknown> => r !== undefined)
        .map((r) =>
          resource === 'channels' && parts.includes('contentDetails')
            ? pick({
                ...r,
                contentDetails: { relatedPlaylists: { likes: '', uploads: uploadsPlaylistOf(String(r.id)) } },
              })
            : pick(r),
        );
      doc = {
        kind: resource === 'videos' ? 'youtube#videoListResponse' : 'youtube#channelListResponse',
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      };
    }
    const etag = etagOf(JSON.stringify(doc));
    if (req.headers['if-none-match'] === etag) {
      answer(304);
      res.writeHead(304, { etag }).end();
      return;
    }
    answer(200);
    res
      .writeHead(200, { 'content-type': 'application/json; charset=UTF-8', etag })
      .end(JSON.stringify({ kind: doc.kind, etag, ...doc }));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    baseUrl: `http://127.0.0.1:${port}${prefix}`,
    apiKey,
    videos,
    channels,
    requests,
    timings,
    failNext(times, failure, match) {
      for (let n = 0; n < times; n++) pending.push({ failure, match });
    },
    setLatency: (ms) => void (latencyMs = ms),
    addVideo: (v) => {
      videos.set(String(v.id), v);
      uploadsCache = null;
      charts.clear();
    },
    addChannel: (c) => {
      channels.set(String(c.id), c);
      charts.clear();
    },
    deleteVideo: (id) => {
      videos.delete(id);
      uploadsCache = null;
      charts.clear();
    },
    reset() {
      requests.length = 0;
      timings.length = 0;
      pending = [];
    },
    addFeatured: (channelId, list) => void sections.set(channelId, list),
    unitsUsed: () => units,
    setDailyQuota: (n) => void (dailyQuota = n),
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

/** A YouTube channel id of 24 characters (UC + 22), unique per tag. */
export function channelIdOf(tag: string): string {
  return `UC${tag
    .replace(/[^A-Za-z0-9_-]/g, '')
    .padEnd(22, '0')
    .slice(0, 22)}`;
}

/** An 11-character video id for upload `i` of a channel tagged `tag`. */
export function uploadIdOf(tag: string, i: number): string {
  return `${tag
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 5)
    .padEnd(5, 'x')}${String(i).padStart(6, '0')}`;
}

/**
 * Puts a channel with `uploads` videos on the fake: upload i (0 the oldest) published `i` hours after `firstAt`.
 * `describe(i)` gives an upload's description (a sponsor read, or '').
 */
export function seedChannel(
  fake: FakeYoutube,
  o: {
    tag: string;
    handle?: string;
    uploads: number;
    firstAt?: string;
    describe?: (i: number) => string;
  },
): { channelId: string; ids: string[] } {
  const channelId = channelIdOf(o.tag);
  fake.addChannel(ytChannel(channelId, { handle: o.handle ?? `@${o.tag.toLowerCase()}`, title: `Channel ${o.tag}` }));
  const start = Date.parse(o.firstAt ?? '2024-01-01T00:00:00Z');
  const ids: string[] = [];
  for (let i = 0; i < o.uploads; i++)
    ids.push(addUpload(fake, channelId, o.tag, i, new Date(start + i * 3_600_000), o.describe?.(i) ?? ''));
  return { channelId, ids };
}

/** Adds upload `i` to a seeded channel; returns its id. */
export function addUpload(
  fake: FakeYoutube,
  channelId: string,
  tag: string,
  i: number,
  publishedAt: Date,
  description = '',
): string {
  const id = uploadIdOf(tag, i);
  fake.addVideo(
    ytVideo(id, {
      channelId,
      channelTitle: `Channel ${tag}`,
      title: `Upload ${i}`,
      description,
      publishedAt: publishedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    }),
  );
  return id;
}
