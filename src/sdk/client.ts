// A typed client for the service's HTTP API (published as "<package>/client"). fetch-based, no dependencies and
// no server code: problem+json errors become ServiceApiError, and lists can be walked with async iterators that
// follow meta.nextCursor.
import type * as T from './types.js';

export type * from './types.js';

export interface ServiceClientOptions {
  /** The service's origin, e.g. "https://sponsorships.example.com" (a trailing /v1 is accepted). */
  baseUrl: string;
  apiKey: string;
  /** A fetch implementation (default: the global one). */
  fetch?: typeof fetch;
  /** Abort a request that takes longer (default 30 000 ms). */
  timeoutMs?: number;
  userAgent?: string;
}

/** An error response of the API, with its problem+json fields. */
export class ServiceApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly errors: { path: string; message: string }[];
  constructor(readonly problem: T.Problem) {
    super(`${problem.code}: ${problem.detail}`);
    this.name = 'ServiceApiError';
    this.status = problem.status;
    this.code = problem.code;
    this.requestId = problem.requestId;
    this.errors = problem.errors ?? [];
  }
}

/**
 * A request that got no answer (refused, reset, unknown host, timed out). fetch says only "fetch failed"; this names
 * the URL and the cause (`ECONNREFUSED 127.0.0.1:8080`). The query string is left out of the message.
 */
export class ServiceUnreachableError extends Error {
  readonly url: string;
  readonly code: string | undefined;
  constructor(method: string, url: URL, cause: unknown, timeoutMs: number) {
    const where = `${url.origin}${url.pathname}`;
    const reason = unreachableReason(cause, timeoutMs);
    super(`Could not reach the service: ${method} ${where} failed: ${reason.text}`, { cause });
    this.name = 'ServiceUnreachableError';
    this.url = where;
    this.code = reason.code;
  }
}

function unreachableReason(err: unknown, timeoutMs: number): { text: string; code?: string } {
  const e = err as { name?: string; message?: string; cause?: unknown } | null;
  if (e?.name === 'TimeoutError') return { text: `no answer within ${timeoutMs} ms`, code: 'ETIMEDOUT' };
  // undici puts the socket error in `cause`: `connect ECONNREFUSED 127.0.0.1:8080`, or an AggregateError of one
  // per address tried (IPv6 and IPv4 of localhost), each naming its address.
  const c = (e?.cause ?? e) as { code?: string; message?: string; errors?: unknown[] } | null;
  const parts = Array.isArray(c?.errors) && c.errors.length ? c.errors : [c];
  const text = parts
    .map((p) => {
      const x = p as { code?: string; message?: string; address?: string; port?: number } | null;
      if (x?.message) return x.message.replace(/^connect /, '');
      if (x?.code) return `${x.code}${x.address ? ` ${x.address}${x.port ? `:${x.port}` : ''}` : ''}`;
      return String(p);
    })
    .join('; ');
  return { text: text || String(e?.message ?? err), code: c?.code };
}

interface Lists {
  creators: [T.CreatorQuery, T.CreatorSummary];
  videos: [T.VideoQuery, T.VideoSummary];
  brands: [T.BrandQuery, T.BrandSummary];
  sponsorships: [T.SponsorshipQuery, T.SponsorshipSummary];
  operations: [T.OperationQuery, T.Operation];
  'tracked-channels': [T.TrackedChannelQuery, T.TrackedChannel];
  'discovery/runs': [{ cursor?: string; limit?: number }, T.DiscoveryRun];
  'discovery/candidates': [T.DiscoveryCandidateQuery, T.DiscoveryCandidate];
  watches: [T.WatchQuery, T.Watch];
}
export type ListName = keyof Lists;

const enc = encodeURIComponent;

export class ServiceClient {
  private readonly base: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: ServiceClientOptions) {
    if (!opts.apiKey) throw new TypeError('apiKey is required');
    const url = new URL(opts.baseUrl);
    this.base = `${url.origin}${url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1`;
    this.fetchImpl = opts.fetch ?? globalThis.fetch;
  }

  /** One request; a non-2xx answer throws ServiceApiError (a non-problem body is wrapped in one). */
  async request<R>(
    method: string,
    path: string,
    opts: { query?: object; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<R> {
    const url = new URL(this.base + path);
    for (const [k, v] of Object.entries(opts.query ?? {}))
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.opts.apiKey}`,
      accept: 'application/json',
      ...(this.opts.userAgent ? { 'user-agent': this.opts.userAgent } : {}),
      ...opts.headers,
    };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const timeoutMs = this.opts.timeoutMs ?? 30_000;
    let res: Response;
    try {
      res = await this.fetchImpl(url, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      throw new ServiceUnreachableError(method, url, err, timeoutMs);
    }
    const text = await res.text();
    if (!res.ok) throw new ServiceApiError(toProblem(res, text));
    return (text ? JSON.parse(text) : undefined) as R;
  }

  me() {
    return this.request<T.Me>('GET', '/me');
  }

  listCreators(q: T.CreatorQuery = {}) {
    return this.request<T.Page<T.CreatorSummary>>('GET', '/creators', { query: q });
  }
  getCreator(channelId: string) {
    return this.request<T.CreatorDetail>('GET', `/creators/${enc(channelId)}`);
  }
  listVideos(q: T.VideoQuery = {}) {
    return this.request<T.Page<T.VideoSummary>>('GET', '/videos', { query: q });
  }
  getVideo(videoId: string) {
    return this.request<T.VideoDetail>('GET', `/videos/${enc(videoId)}`);
  }
  listBrands(q: T.BrandQuery = {}) {
    return this.request<T.Page<T.BrandSummary>>('GET', '/brands', { query: q });
  }
  getBrand(id: string) {
    return this.request<T.BrandDetail>('GET', `/brands/${enc(id)}`);
  }
  listSponsorships(q: T.SponsorshipQuery = {}) {
    return this.request<T.Page<T.SponsorshipSummary>>('GET', '/sponsorships', { query: q });
  }
  getSponsorship(id: string) {
    return this.request<T.SponsorshipDetail>('GET', `/sponsorships/${enc(id)}`);
  }

  /** Starts an operation; the same idempotencyKey with the same request returns the same operation. */
  startOperation(req: T.StartOperationRequest, opts: { idempotencyKey?: string } = {}) {
    return this.request<T.Operation>('POST', '/operations', {
      body: req,
      headers: opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {},
    });
  }
  /** Starts an export; the same idempotencyKey with the same request returns the same export. */
  createExport(req: T.StartExportRequest, opts: { idempotencyKey?: string } = {}) {
    return this.request<T.Export>('POST', '/exports', {
      body: req,
      headers: opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {},
    });
  }
  getExport(id: string) {
    return this.request<T.Export>('GET', `/exports/${enc(id)}`);
  }
  listOperations(q: T.OperationQuery = {}) {
    return this.request<T.Page<T.Operation>>('GET', '/operations', { query: q });
  }
  getOperation(id: string) {
    return this.request<T.Operation>('GET', `/operations/${enc(id)}`);
  }
  cancelOperation(id: string) {
    return this.request<T.Operation>('POST', `/operations/${enc(id)}/cancel`);
  }
  /**
   * The output of a succeeded operation (a 409 ServiceApiError while it is not). Name the kind you started to get
   * its output's type (`getOperationResult<'brand-discovery'>(id)`); otherwise check `kind` first.
   */
  getOperationResult<K extends T.OperationKind = T.OperationKind>(id: string) {
    return this.request<T.OperationResult<K>>('GET', `/operations/${enc(id)}/result`);
  }
  /** A page of an operation's callback deliveries with their attempts, newest first (`cursor` from the previous page). */
  listDeliveries(id: string, q: T.DeliveriesQuery = {}) {
    return this.request<T.Page<T.CallbackDelivery>>('GET', `/operations/${enc(id)}/deliveries`, { query: q });
  }

  /** Tracks a channel (by id, handle or URL); tracking one already tracked returns its record. */
  trackChannel(req: T.TrackChannelRequest) {
    return this.request<T.TrackedChannel>('POST', '/tracked-channels', { body: req });
  }
  listTrackedChannels(q: T.TrackedChannelQuery = {}) {
    return this.request<T.Page<T.TrackedChannel>>('GET', '/tracked-channels', { query: q });
  }
  getTrackedChannel(id: string) {
    return this.request<T.TrackedChannel>('GET', `/tracked-channels/${enc(id)}`);
  }
  /** Changes a tracked channel: `{status: 'paused'}` pauses it, `{status: 'active'}` resumes it (or retries a failed one). */
  updateTrackedChannel(id: string, changes: T.UpdateTrackedChannelRequest) {
    return this.request<T.TrackedChannel>('PATCH', `/tracked-channels/${enc(id)}`, { body: changes });
  }
  /** Stops tracking (the directory keeps what it learned); the record as it was. */
  untrackChannel(id: string) {
    return this.request<T.TrackedChannel>('DELETE', `/tracked-channels/${enc(id)}`);
  }
  /**
   * Syncs now: the sync's operation id (a 409 ServiceApiError while one of the channel is queued or running, and
   * one with code tracked_channel_paused while the record is paused).
   */
  syncTrackedChannel(id: string) {
    return this.request<{ operationId: string; trackedChannel: T.TrackedChannel }>(
      'POST',
      `/tracked-channels/${enc(id)}/sync`,
    );
  }
  youtubeQuota() {
    return this.request<T.YoutubeQuota>('GET', '/tracking/quota');
  }

  // Discovery.

  discoveryPolicy() {
    return this.request<T.DiscoveryPolicy>('GET', '/discovery');
  }
  /** Replaces the policy (every field). */
  setDiscoveryPolicy(policy: T.DiscoveryPolicy) {
    return this.request<T.DiscoveryPolicy>('PUT', '/discovery', { body: policy });
  }
  /** Starts a run (a 409 ServiceApiError while one of the account's is queued or running). */
  startDiscoveryRun(req: T.StartDiscoveryRunRequest = {}) {
    return this.request<T.DiscoveryRun>('POST', '/discovery/runs', { body: req });
  }
  getDiscoveryRun(id: string) {
    return this.request<T.DiscoveryRun>('GET', `/discovery/runs/${enc(id)}`);
  }
  listDiscoveryRuns(q: { cursor?: string; limit?: number } = {}) {
    return this.request<T.Page<T.DiscoveryRun>>('GET', '/discovery/runs', { query: q });
  }
  listDiscoveryCandidates(q: T.DiscoveryCandidateQuery = {}) {
    return this.request<T.Page<T.DiscoveryCandidate>>('GET', '/discovery/candidates', { query: q });
  }
  /** Tracks a candidate as trackChannel would. */
  trackCandidate(channelId: string) {
    return this.request<T.TrackedChannel>('POST', `/discovery/candidates/${enc(channelId)}/track`);
  }
  /** Rejects a candidate: never proposed to the account again. */
  rejectCandidate(channelId: string) {
    return this.request<T.DiscoveryCandidate>('POST', `/discovery/candidates/${enc(channelId)}/reject`);
  }

  // Lookup, batches and similar brands.

  /** The creator a YouTube channel URL, handle (@name, any case) or channel id names (404 ServiceApiError if none). */
  lookupCreator(url: string) {
    return this.request<T.CreatorDetail>('GET', '/creators/lookup', { query: { url } });
  }
  /** Up to 100 creators by channel id: `data` in the order asked, `missing` the ids not found. Ids must be distinct. */
  getCreators(ids: readonly string[]) {
    return this.request<T.BatchResult<T.CreatorDetail>>('POST', '/creators/batch', { body: { ids } });
  }
  /** Up to 100 videos by video id: `data` in the order asked, `missing` the ids not found. Ids must be distinct. */
  getVideos(ids: readonly string[]) {
    return this.request<T.BatchResult<T.VideoDetail>>('POST', '/videos/batch', { body: { ids } });
  }
  /** Brands whose creators overlap with the brand's, best first. */
  similarBrands(id: string, q: T.SimilarBrandsQuery = {}) {
    return this.request<T.SimilarBrands>('GET', `/brands/${enc(id)}/similar`, { query: q });
  }

  // Watches: `each('watches')` walks every page.

  /** Watches the sponsorships the filters select: the callback gets a signed event when one appears (see `on`). */
  createWatch(req: T.CreateWatchRequest) {
    return this.request<T.Watch>('POST', '/watches', { body: req });
  }
  listWatches(q: T.WatchQuery = {}) {
    return this.request<T.Page<T.Watch>>('GET', '/watches', { query: q });
  }
  getWatch(id: string) {
    return this.request<T.Watch>('GET', `/watches/${enc(id)}`);
  }
  /** Changes a watch: `{paused: true}` pauses it (nothing is recorded meanwhile), `{paused: false}` resumes it. */
  updateWatch(id: string, changes: T.UpdateWatchRequest) {
    return this.request<T.Watch>('PATCH', `/watches/${enc(id)}`, { body: changes });
  }
  /** Deletes a watch with its waiting events and delivery records; the watch as it was. */
  deleteWatch(id: string) {
    return this.request<T.Watch>('DELETE', `/watches/${enc(id)}`);
  }
  /** A page of a watch's event deliveries with their attempts, newest first (`cursor` from the previous page). */
  listWatchDeliveries(id: string, q: T.WatchDeliveriesQuery = {}) {
    return this.request<T.Page<T.CallbackDelivery>>('GET', `/watches/${enc(id)}/deliveries`, { query: q });
  }
  redeliverWatchDelivery(id: string, deliveryId: string) {
    return this.request<T.CallbackDelivery>('POST', `/watches/${enc(id)}/deliveries/${enc(deliveryId)}/redeliver`);
  }

  /** Every page of a list, following meta.nextCursor until hasMore is false. */
  async *pages<L extends ListName>(list: L, query: Lists[L][0] = {}): AsyncGenerator<T.Page<Lists[L][1]>> {
    let cursor = query.cursor;
    for (;;) {
      const page = await this.request<T.Page<Lists[L][1]>>('GET', `/${list}`, { query: { ...query, cursor } });
      yield page;
      if (!page.meta.hasMore || !page.meta.nextCursor) return;
      cursor = page.meta.nextCursor;
    }
  }

  /** Every item of a list, across pages: `for await (const s of client.each('sponsorships', {brandDomain}))`. */
  async *each<L extends ListName>(list: L, query: Lists[L][0] = {}): AsyncGenerator<Lists[L][1]> {
    for await (const page of this.pages(list, query)) yield* page.data;
  }
}

function toProblem(res: Response, text: string): T.Problem {
  try {
    const body = JSON.parse(text) as Partial<T.Problem>;
    if (body && typeof body.code === 'string' && typeof body.detail === 'string') {
      return { type: '', title: '', requestId: '', ...body, status: res.status } as T.Problem;
    }
  } catch {
    // not JSON: described below
  }
  return {
    type: 'about:blank',
    title: res.statusText,
    status: res.status,
    detail: `HTTP ${res.status} ${res.statusText}${text ? `: ${text.slice(0, 200)}` : ''}`,
    code: `http_${res.status}`,
    requestId: res.headers.get('x-request-id') ?? '',
  };
}
