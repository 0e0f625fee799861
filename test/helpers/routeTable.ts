// Every route the app serves, read from the app itself, and the one table the security matrix and the fuzz
// tests drive: each route's required scope, the account-owned resource its path names, a valid request body.
// A route the app has and the table lacks (or the reverse) fails both tests, so a new route cannot go untested.
import type { FastifyInstance } from 'fastify';
import type { Scope } from '../../src/keys/apiKeys.js';
import { bearer, waitFor, type TestApp } from './app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from './factories.js';
import { createUser } from '../../src/console/users.js';
import { seedChannel, startFakeYoutube, type FakeYoutube } from './fakeYoutube.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { WatchEventFormer } from '../../src/watches/events.js';
import { sql } from 'kysely';

export interface RouteRule {
  /** The scope the route needs; null: any valid key; false: public (no credentials). */
  scope: Scope | null | false;
  /** The account-owned resource the path names: another account asking for it gets 404. */
  owned?: boolean;
  /** The status a request with no credentials gets on a public route (the route's own answer). */
  publicStatus?: number[];
  /** A list with signed cursors: the query parameters of a second, different filter. */
  cursorList?: { otherFilter: Record<string, string> };
  /** A body the route accepts, for requests that should pass validation. */
  body?: (w: World) => unknown;
  /** The route changes or deletes something the other tests rely on: the owner's valid request names a throwaway made by this. */
  destructive?: (t: TestApp, w: World) => Promise<string>;
}

export const ROUTE_TABLE: Record<string, RouteRule> = {
  'GET /v1/openapi.json': { scope: false, publicStatus: [200] },
  'GET /v1/me': { scope: null },
  'POST /v1/api-keys': { scope: 'keys:write', body: () => ({ name: 'fuzz', scopes: ['keys:write'] }) },
  'GET /v1/api-keys': { scope: 'keys:write', cursorList: { otherFilter: {} } },
  'DELETE /v1/api-keys/:id': {
    scope: 'keys:write',
    owned: true,
    destructive: async (t, w) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/api-keys',
          headers: bearer(w.owner),
          payload: { name: 'throwaway', scopes: ['data:read'] },
        })
      ).json().id,
  },
  'GET /v1/creators': { scope: 'data:read', cursorList: { otherFilter: { search: 'Creator' } } },
  'GET /v1/creators/:channelId': { scope: 'data:read' },
  'GET /v1/videos': { scope: 'data:read', cursorList: { otherFilter: { platform: 'youtube' } } },
  'GET /v1/videos/:videoId': { scope: 'data:read' },
  'GET /v1/brands': { scope: 'data:read', cursorList: { otherFilter: { search: 'Brand' } } },
  'GET /v1/brands/:id': { scope: 'data:read' },
  'GET /v1/sponsorships': { scope: 'data:read', cursorList: { otherFilter: { type: 'Integration' } } },
  'GET /v1/sponsorships/per-month': { scope: 'data:read' },
  'GET /v1/sponsorships/:id': { scope: 'data:read' },
  'POST /v1/operations': {
    scope: 'operations:write',
    body: (w) => ({ kind: 'brand-discovery', input: { brandId: w.ids.brandId } }),
  },
  'GET /v1/operations': { scope: 'operations:read', cursorList: { otherFilter: { kind: 'brand-discovery' } } },
  'GET /v1/operations/:id': { scope: 'operations:read', owned: true },
  'GET /v1/operations/:id/result': { scope: 'operations:read', owned: true },
  'POST /v1/operations/:id/cancel': { scope: 'operations:write', owned: true },
  'GET /v1/operations/:id/deliveries': { scope: 'operations:read', owned: true },
  'POST /v1/operations/:id/deliveries/:deliveryId/redeliver': { scope: 'operations:write', owned: true },
  'POST /v1/exports': { scope: 'exports:write', body: () => ({ dataset: 'brands', format: 'json' }) },
  'GET /v1/exports': { scope: 'exports:read', cursorList: { otherFilter: { dataset: 'brands' } } },
  'GET /v1/exports/:id': { scope: 'exports:read', owned: true },
  'GET /v1/exports/:id/file': { scope: 'exports:read', owned: true },
  // The signed link is the credential: with it and no key, 200 (bad signatures and expiry: the fuzz test).
  'GET /v1/exports/:id/download': { scope: false, publicStatus: [200] },
  'POST /v1/tracked-channels': { scope: 'tracking:write', body: () => ({ channel: WORLD_HANDLE }) },
  'GET /v1/tracked-channels': { scope: 'tracking:read', cursorList: { otherFilter: { status: 'active' } } },
  'GET /v1/tracked-channels/:id': { scope: 'tracking:read', owned: true },
  'PATCH /v1/tracked-channels/:id': { scope: 'tracking:write', owned: true, body: () => ({ status: 'active' }) },
  'DELETE /v1/tracked-channels/:id': {
    scope: 'tracking:write',
    owned: true,
    destructive: async (t, w) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/tracked-channels',
          headers: bearer(w.owner),
          payload: { channel: SPARE_HANDLE },
        })
      ).json().id,
  },
  'POST /v1/tracked-channels/:id/sync': { scope: 'tracking:write', owned: true },
  'GET /v1/tracking/quota': { scope: 'tracking:read' },
  'GET /v1/discovery': { scope: 'tracking:read' },
  'PUT /v1/discovery': {
    scope: 'tracking:write',
    body: () => ({
      enabled: false,
      regions: ['US'],
      categoryIds: [],
      languages: [],
      minSubscribers: 1000,
      maxTrackedChannels: 10,
      dailyUnits: 0,
      autoTrack: false,
      seeds: { keywords: [], brands: [], channels: [] },
    }),
  },
  'POST /v1/discovery/runs': { scope: 'tracking:write', body: () => ({ units: 0 }) },
  'GET /v1/discovery/runs': { scope: 'tracking:read', cursorList: { otherFilter: {} } },
  'GET /v1/discovery/runs/:id': { scope: 'tracking:read', owned: true },
  'GET /v1/discovery/candidates': { scope: 'tracking:read', cursorList: { otherFilter: { status: 'new' } } },
  'POST /v1/discovery/candidates/:channelId/track': { scope: 'tracking:write', owned: true },
  'POST /v1/discovery/candidates/:channelId/reject': { scope: 'tracking:write', owned: true },
  'POST /v1/watches': {
    scope: 'watches:write',
    body: (w) => ({
      filters: { type: 'Dedicated' },
      callback: { url: 'https://127.0.0.1:9/hooks', secret: w.callbackSecret },
    }),
  },
  'GET /v1/watches': { scope: 'watches:read', cursorList: { otherFilter: { paused: 'false' } } },
  'GET /v1/watches/:id': { scope: 'watches:read', owned: true },
  'PATCH /v1/watches/:id': { scope: 'watches:write', owned: true, body: () => ({ label: 'renamed' }) },
  'DELETE /v1/watches/:id': {
    scope: 'watches:write',
    owned: true,
    destructive: async (t, w) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/watches',
          headers: bearer(w.owner),
          payload: { filters: {}, callback: { url: 'https://127.0.0.1:9/hooks' } },
        })
      ).json().id,
  },
  'GET /v1/watches/:id/deliveries': { scope: 'watches:read', owned: true },
  'POST /v1/watches/:id/deliveries/:deliveryId/redeliver': { scope: 'watches:write', owned: true },
  'GET /docs': { scope: false, publicStatus: [200, 302] },
  'GET /docs/static/index.html': { scope: false, publicStatus: [200, 302] },
  'GET /docs/static/swagger-initializer.js': { scope: false, publicStatus: [200] },
  'GET /docs/*': { scope: false, publicStatus: [200, 404] },
  'GET /docs/json': { scope: false, publicStatus: [200] },
  'GET /docs/yaml': { scope: false, publicStatus: [200] },
  'GET /console': { scope: false, publicStatus: [200, 302, 404] },
  'GET /console/*': { scope: false, publicStatus: [200, 404] },
  'POST /console/api/sign-in': {
    scope: false,
    publicStatus: [401, 429],
    body: (w) => ({ email: w.console.email, password: 'not the password' }),
  },
  'POST /console/api/sign-out': { scope: false, publicStatus: [204] },
  'GET /console/api/session': { scope: false, publicStatus: [401] },
  'GET /healthz': { scope: false, publicStatus: [200] },
  // Lookup, batches and similar brands (issue 20), and the agents' summary.
  'GET /v1/creators/lookup': { scope: 'data:read' },
  'POST /v1/creators/batch': { scope: 'data:read', body: (w) => ({ ids: [w.ids.channelId, 'UCmissing'] }) },
  'POST /v1/videos/batch': { scope: 'data:read', body: (w) => ({ ids: [w.ids.videoId] }) },
  'GET /v1/brands/:id/similar': { scope: 'data:read' },
  'GET /llms.txt': { scope: false, publicStatus: [200] },
  'GET /readyz': { scope: false, publicStatus: [200] },
  // Open unless METRICS_TOKEN is set (the token case: test/http/metrics.test.ts).
  'GET /metrics': { scope: false, publicStatus: [200] },
  'POST /mcp': { scope: null, body: () => ({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }) },
  'GET /mcp': { scope: null },
  'DELETE /mcp': { scope: null },
};

const WORLD_HANDLE = '@worldchannel';
const SPARE_HANDLE = '@sparechannel';

/**
 * The loopback YouTube API the world's tracked channel comes from: start it before the app and give the app `env`
 * (tracking needs YOUTUBE_API_KEY); close it after the app.
 */
export async function startWorldYoutube(): Promise<{ fake: FakeYoutube; env: Record<string, string> }> {
  const fake = await startFakeYoutube();
  seedChannel(fake, { tag: 'World', handle: WORLD_HANDLE, uploads: 3 });
  seedChannel(fake, { tag: 'Spare', handle: SPARE_HANDLE, uploads: 1 });
  for (const tag of ['Second', 'Third']) seedChannel(fake, { tag, handle: `@world${tag.toLowerCase()}`, uploads: 1 });
  return { fake, env: { YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl } };
}

export interface AppRoute {
  method: string;
  url: string;
  /** "METHOD /url", the table's key. */
  id: string;
}

/**
 * The app's routes, from Fastify's own route tree (printRoutes): one entry per method and path. HEAD routes that
 * Fastify adds beside every GET are left out (they run the GET handler); the caller checks each with hasRoute().
 */
export function listRoutes(app: FastifyInstance): AppRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const out: AppRoute[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*)$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    const [, segment, methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(m[2])!;
    stack.length = depth;
    stack.push(segment.startsWith('/') || depth === 0 ? segment : `/${segment}`);
    if (!methods) continue;
    const url = stack.join('').replace(/\/\*$/, '/*') || '/';
    const list = methods.split(',').map((s) => s.trim());
    for (const method of list) {
      if (method === 'HEAD' && list.includes('GET')) continue;
      out.push({ method, url, id: `${method} ${url}` });
    }
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

/** What the tests need to exist: two accounts with keys, directory rows, and one of each owned resource. */
export interface World {
  owner: string;
  /** A key of another account, with every scope. */
  other: string;
  accountId: string;
  ids: {
    channelId: string;
    channelHandle: string;
    videoId: string;
    brandId: string;
    sponsorshipId: string;
    operationId: string;
    deliveryId: string;
    exportId: string;
    apiKeyId: string;
    trackedChannelId: string;
    discoveryRunId: string;
    candidateChannelId: string;
    watchId: string;
    watchDeliveryId: string;
  };
  /** The export's signed link. */
  download: { expires: string; signature: string };
  console: { email: string; password: string; cookie: string; csrf: string };
  callbackSecret: string;
  callbackToken: string;
}

/** Path parameters of a route filled with the owner's resources (or the given overrides). */
export function fillPath(url: string, w: World, override: Partial<Record<string, string>> = {}): string {
  const byParam = (name: string): string => {
    if (override[name] !== undefined) return override[name]!;
    if (url.startsWith('/v1/discovery/candidates')) return w.ids.candidateChannelId;
    if (url.startsWith('/v1/discovery/runs')) return w.ids.discoveryRunId;
    if (name === 'channelId') return w.ids.channelId;
    if (name === 'videoId') return w.ids.videoId;
    if (name === 'deliveryId') return url.startsWith('/v1/watches') ? w.ids.watchDeliveryId : w.ids.deliveryId;
    if (url.startsWith('/v1/operations')) return w.ids.operationId;
    if (url.startsWith('/v1/exports')) return w.ids.exportId;
    if (url.startsWith('/v1/api-keys')) return w.ids.apiKeyId;
    if (url.startsWith('/v1/tracked-channels')) return w.ids.trackedChannelId;
    if (url.startsWith('/v1/watches')) return w.ids.watchId;
    if (url.startsWith('/v1/brands')) return w.ids.brandId;
    if (url.startsWith('/v1/sponsorships')) return w.ids.sponsorshipId;
    throw new Error(`no value for :${name} in ${url}`);
  };
  return url
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(byParam(name)))
    .replace(/\*$/, override['*'] ?? 'index.html');
}

/** The query string a route needs for its valid request (the signed link's parameters). */
export function validQuery(url: string, w: World): string {
  if (url === '/v1/exports/:id/download')
    return `?expires=${w.download.expires}&signature=${encodeURIComponent(w.download.signature)}`;
  if (url === '/v1/creators/lookup') return `?url=${encodeURIComponent(w.ids.channelHandle)}`;
  return '';
}

/**
 * Builds the world through the API where it can (so the secret scan sees the traffic): an app made with
 * { worker: true } and WEBHOOK_ALLOWED_CIDRS covering 127.0.0.0/8 finishes the operation and the exports.
 */
export async function buildWorld(t: TestApp): Promise<World> {
  const owner = await t.key();
  const other = await t.key(undefined, { account: 'globex' });
  const account = await findOrCreateAccount(t.db, 'acme');
  const h = bearer(owner);
  const c1 = await insertCreator(t.db);
  await insertCreator(t.db);
  const v1 = await insertVideo(t.db, c1.channelId);
  const v2 = await insertVideo(t.db, c1.channelId);
  const b1 = await insertBrand(t.db);
  const b2 = await insertBrand(t.db);
  const s1 = await insertSponsorship(t.db, { videoId: v1.videoId, brandId: b1.id });
  await insertSponsorship(t.db, { videoId: v2.videoId, brandId: b2.id });

  const ok = async (r: Promise<{ statusCode: number; body: string; json(): any }>, status = 201) => {
    const res = await r;
    if (res.statusCode !== status) throw new Error(`world: expected ${status}, got ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  const callbackSecret = `whsec-${'k'.repeat(8)}-${Math.random().toString(36).slice(2)}-${'9'.repeat(20)}`;
  const callbackToken = `tok-${Math.random().toString(36).slice(2)}-session-bearer-token`;
  // Nothing listens on port 9: the delivery stays pending or fails, which is all the routes need.
  const callback = { url: 'https://127.0.0.1:9/hooks', secret: callbackSecret, events: ['terminal'] };
  const op = await ok(
    t.app.inject({
      method: 'POST',
      url: '/v1/operations',
      headers: h,
      payload: { kind: 'brand-discovery', input: { brandId: b1.id }, callback },
    }),
  );
  await ok(
    t.app.inject({
      method: 'POST',
      url: '/v1/operations',
      headers: h,
      payload: {
        kind: 'brand-discovery',
        input: { brandId: b2.id },
        callback: {
          ...callback,
          payloadFormat: 'session-message',
          authorization: { type: 'bearer', token: callbackToken },
        },
      },
    }),
  );
  const deliveries = await waitFor(async () => {
    const r = await t.app.inject({ url: `/v1/operations/${op.id}/deliveries`, headers: h });
    const list = r.json().data;
    return Array.isArray(list) && list.length ? list : null;
  }, 60_000);
  const exp = await ok(
    t.app.inject({ method: 'POST', url: '/v1/exports', headers: h, payload: { dataset: 'creators', format: 'csv' } }),
  );
  await ok(
    t.app.inject({ method: 'POST', url: '/v1/exports', headers: h, payload: { dataset: 'videos', format: 'json' } }),
  );
  const done = await waitFor(async () => {
    const r = (await t.app.inject({ url: `/v1/exports/${exp.id}`, headers: h })).json();
    return r.status === 'completed' ? r : null;
  }, 60_000);
  const link = new URL(done.downloadUrl, 'http://x');
  const keyRow = await ok(
    t.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: h,
      payload: { name: 'second', scopes: ['data:read'] },
    }),
  );

  // Tracked through the API (startWorldYoutube's channel), its first sync done.
  const tracked = await ok(
    t.app.inject({ method: 'POST', url: '/v1/tracked-channels', headers: h, payload: { channel: WORLD_HANDLE } }),
  );
  await waitFor(async () => {
    const r = (await t.app.inject({ url: `/v1/tracked-channels/${tracked.id}`, headers: h })).json();
    return r.sync === null && r.lastSync ? r : null;
  }, 60_000);
  // Two more the routes never name (the list's cursors need two rows whatever a fuzzed DELETE removes).
  for (const channel of ['@worldsecond', '@worldthird'])
    await ok(t.app.inject({ method: 'POST', url: '/v1/tracked-channels', headers: h, payload: { channel } }));

  // A discovery run of no units (it spends nothing) and a candidate: the world's tracked channel, found again.
  await ok(
    t.app.inject({
      method: 'PUT',
      url: '/v1/discovery',
      headers: h,
      payload: { ...(ROUTE_TABLE['PUT /v1/discovery'].body!({} as World) as object), dailyUnits: 100 },
    }),
    200,
  );
  // Two runs, the second once the first has ended (the list's cursors need two rows).
  const run = await ok(
    t.app.inject({ method: 'POST', url: '/v1/discovery/runs', headers: h, payload: { units: 0 } }),
    202,
  );
  await waitFor(async () => {
    const r = (await t.app.inject({ url: `/v1/discovery/runs/${run.id}`, headers: h })).json();
    return r.status === 'succeeded' ? r : null;
  }, 60_000);
  await ok(t.app.inject({ method: 'POST', url: '/v1/discovery/runs', headers: h, payload: { units: 0 } }), 202);
  // (Written directly: a run would leave a channel the account tracks out.)
  await sql`insert into discovery_candidates (account_id, channel_id, sources)
    values (${account.id}::uuid, ${tracked.channelId}, '[{"kind": "search", "ref": "world"}]'),
      (${account.id}::uuid, ${'UC' + 'W'.repeat(22)}, '[{"kind": "chart", "ref": "US/all"}]')`.execute(t.db);

  // A watch of the first brand with one delivery (formed here: the world's app may run no dispatcher).
  const watch = await ok(
    t.app.inject({
      method: 'POST',
      url: '/v1/watches',
      headers: h,
      payload: { label: 'world', filters: { brandId: b1.id }, callback: { url: callback.url, secret: callbackSecret } },
    }),
  );
  // Two more the routes never name (the list's cursors need two rows whatever a fuzzed DELETE removes).
  for (const type of ['Affiliate', 'Dedicated'])
    await ok(
      t.app.inject({
        method: 'POST',
        url: '/v1/watches',
        headers: h,
        payload: { filters: { type }, callback: { url: callback.url } },
      }),
    );
  await insertSponsorship(t.db, { videoId: (await insertVideo(t.db, c1.channelId)).videoId, brandId: b1.id });
  await new WatchEventFormer(t.db).form();
  const watchDeliveries = (await t.app.inject({ url: `/v1/watches/${watch.id}/deliveries`, headers: h })).json().data;
  if (!watchDeliveries.length) throw new Error('world: the watch has no delivery');

  const email = 'owner@acme.example';
  const password = `pw-${Math.random().toString(36).slice(2)}-correct-horse`;
  await createUser(t.db, { accountId: account.id, email, password });
  const signIn = await t.app.inject({ method: 'POST', url: '/console/api/sign-in', payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`world: sign-in ${signIn.statusCode} ${signIn.body}`);
  const cookie = String(signIn.headers['set-cookie']).split(';')[0];

  return {
    owner,
    other,
    accountId: account.id,
    ids: {
      channelId: c1.channelId,
      channelHandle: c1.handle,
      videoId: v1.videoId,
      brandId: b1.id,
      sponsorshipId: s1.id,
      operationId: op.id,
      deliveryId: deliveries[0].id,
      exportId: exp.id,
      apiKeyId: keyRow.id,
      trackedChannelId: tracked.id,
      discoveryRunId: run.id,
      candidateChannelId: tracked.channelId,
      watchId: watch.id,
      watchDeliveryId: watchDeliveries[0].id,
    },
    download: { expires: link.searchParams.get('expires')!, signature: link.searchParams.get('signature')! },
    console: { email, password, cookie, csrf: signIn.json().csrfToken },
    callbackSecret,
    callbackToken,
  };
}
