// The security matrix: every route the app serves × (no key, malformed key, unknown key, revoked key, expired key,
// each missing scope, another account's resource, a console session with and without its CSRF token) → the
// expected status and code, driven by the route table (test/helpers/routeTable.ts). Another account's resource
// is a 404, never a 403, so a key cannot learn that an id exists elsewhere.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, test } from 'node:test';
import { SCOPES, type Scope } from '../../src/keys/apiKeys.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { expectProblem } from '../helpers/factories.js';
import {
  buildWorld,
  startWorldYoutube,
  fillPath,
  listRoutes,
  ROUTE_TABLE,
  validQuery,
  type AppRoute,
  type World,
} from '../helpers/routeTable.js';
import { openApiChecker, type OpenApiDocument, type SeenResponse } from '../helpers/openapi.js';

let t: TestApp;
let youtube: Awaited<ReturnType<typeof startWorldYoutube>>;
let w: World;
let routes: AppRoute[];
const keys: Record<string, string> = {};
/** Every response the matrix saw, checked against /v1/openapi.json by the last test. */
const seen: SeenResponse[] = [];

before(async () => {
  youtube = await startWorldYoutube();
  t = await createTestApp(
    { API_KEY_CACHE_SECONDS: '0', WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', ...youtube.env },
    { worker: true },
  );
  w = await buildWorld(t);
  routes = listRoutes(t.app);
  keys.expired = await t.key(SCOPES, { expiresAt: new Date(Date.now() - 60_000) });
  keys.revoked = await t.key();
  const me = (await t.app.inject({ url: '/v1/me', headers: bearer(keys.revoked) })).json();
  assert.equal(
    (await t.app.inject({ method: 'DELETE', url: `/v1/api-keys/${me.keyId}`, headers: bearer(w.owner) })).statusCode,
    200,
  );
  for (const s of SCOPES) keys[`without ${s}`] = await t.key(SCOPES.filter((x) => x !== s));
});
after(async () => {
  await t?.close();
  await youtube?.fake.close();
});

interface Req {
  route: AppRoute;
  headers?: Record<string, string>;
  pathOverride?: Partial<Record<string, string>>;
}

async function send({ route, headers = {}, pathOverride = {} }: Req) {
  const rule = ROUTE_TABLE[route.id];
  const body = rule.body && route.method !== 'GET' ? rule.body(w) : undefined;
  const h: Record<string, string> = { ...headers };
  if (route.url === '/mcp') h.accept = 'application/json, text/event-stream';
  const url = fillPath(route.url, w, pathOverride) + validQuery(route.url, w);
  const r = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers: h,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  seen.push({ method: route.method, url, statusCode: r.statusCode, headers: r.headers, body: r.body });
  return r;
}

test('every route the app serves is in the route table, and every table entry is a route', () => {
  const ids = routes.map((r) => r.id);
  assert.ok(ids.length >= 30, `the route listing looks wrong: ${ids.join(', ')}`);
  // (Wildcard routes are matched, not looked up by their pattern.)
  for (const r of routes.filter((x) => !x.url.endsWith('*')))
    assert.ok(t.app.hasRoute({ method: r.method as 'GET', url: r.url }), `listed but not a route: ${r.id}`);
  const missing = ids.filter((id) => !(id in ROUTE_TABLE));
  assert.deepEqual(missing, [], `routes missing from test/helpers/routeTable.ts: ${missing.join(', ')}`);
  const stale = Object.keys(ROUTE_TABLE).filter((id) => !ids.includes(id));
  assert.deepEqual(stale, [], `table entries that are not routes: ${stale.join(', ')}`);
});

const FAILURES: [string, () => Record<string, string>, string][] = [
  ['no key', () => ({}), 'missing_api_key'],
  [
    'malformed key',
    () => ({ authorization: `Basic ${Buffer.from('user:pass').toString('base64')}` }),
    'invalid_api_key',
  ],
  ['bearer without a key', () => ({ authorization: 'Bearer' }), 'invalid_api_key'],
  ['unknown key', () => bearer(`csds_${crypto.randomBytes(32).toString('base64url')}`), 'invalid_api_key'],
  ['revoked key', () => bearer(keys.revoked), 'revoked_api_key'],
  ['expired key', () => bearer(keys.expired), 'expired_api_key'],
];

test('without a valid key every authenticated route is a 401 with the reason; public routes answer as themselves', async () => {
  let checked = 0;
  for (const route of routes) {
    const rule = ROUTE_TABLE[route.id];
    if (rule.scope === false) {
      // Public: no credentials, and credentials that would fail elsewhere, get the route's own answer.
      for (const [, headers] of FAILURES) {
        const r = await send({ route, headers: headers() });
        assert.ok(
          rule.publicStatus!.includes(r.statusCode),
          `${route.id} with ${JSON.stringify(headers())}: ${r.statusCode} ${r.body.slice(0, 200)}`,
        );
        checked++;
      }
      continue;
    }
    for (const [name, headers, code] of FAILURES) {
      const r = await send({ route, headers: headers() });
      try {
        const p = expectProblem(r, 401, code);
        assert.ok(!JSON.stringify(p).includes(w.ids.operationId), 'a 401 says nothing about the resource');
      } catch (err) {
        throw new Error(`${route.id}, ${name}: ${(err as Error).message}`);
      }
      assert.match(String(r.headers['www-authenticate']), /^Bearer realm="csds"/, `${route.id}, ${name}`);
      checked++;
    }
  }
  assert.ok(checked > 100);
});

test('a key without the route’s scope is a 403 naming it; every other scope is irrelevant', async () => {
  for (const route of routes) {
    const rule = ROUTE_TABLE[route.id];
    if (rule.scope === false) continue;
    for (const s of SCOPES) {
      const pathOverride = rule.destructive ? { id: await rule.destructive(t, w) } : {};
      const r = await send({ route, headers: bearer(keys[`without ${s}`]), pathOverride });
      if (rule.scope === s) {
        const p = expectProblem(r, 403, 'insufficient_scope');
        assert.match(p.detail, new RegExp(`"${s}"`), route.id);
      } else {
        assert.ok(
          r.statusCode !== 401 && r.statusCode !== 403 && r.statusCode < 500,
          `${route.id} without ${s}: ${r.statusCode} ${r.body.slice(0, 300)}`,
        );
      }
    }
  }
});

test('the owner’s key with every scope passes authentication on every route', async () => {
  for (const route of routes) {
    const rule = ROUTE_TABLE[route.id];
    if (rule.scope === false) continue;
    const pathOverride = rule.destructive ? { id: await rule.destructive(t, w) } : {};
    const r = await send({ route, headers: bearer(w.owner), pathOverride });
    assert.ok(
      r.statusCode < 400 || r.statusCode === 405 || r.statusCode === 409,
      `${route.id}: ${r.statusCode} ${r.body.slice(0, 300)}`,
    );
  }
});

test("another account's operation, delivery, export or API key is a 404 on every route that names one", async () => {
  const owned = routes.filter((r) => ROUTE_TABLE[r.id].owned);
  assert.ok(owned.length >= 8, owned.map((r) => r.id).join(', '));
  for (const route of owned) {
    const r = await send({ route, headers: bearer(w.other) });
    const p = expectProblem(r, 404, 'not_found');
    assert.ok(!p.detail.includes(w.accountId), route.id);
  }
  // Nothing happened to the owner's things.
  const key = (await t.app.inject({ url: '/v1/api-keys', headers: bearer(w.owner) }))
    .json()
    .data.find((k: { id: string }) => k.id === w.ids.apiKeyId);
  assert.equal(key.status, 'active', 'the other account could not revoke the key');
  // And the other account's lists do not show them.
  for (const [url, id] of [
    ['/v1/operations', w.ids.operationId],
    ['/v1/exports', w.ids.exportId],
    ['/v1/api-keys', w.ids.apiKeyId],
  ] as const) {
    const list = await t.app.inject({ url, headers: bearer(w.other) });
    assert.equal(list.statusCode, 200, list.body);
    assert.ok(!list.body.includes(id), `${url} of the other account lists the owner's ${id}`);
  }
});

test('a console session reads every route; its writes need the CSRF token', async () => {
  for (const route of routes) {
    const rule = ROUTE_TABLE[route.id];
    if (rule.scope === false) continue;
    const pathOverride = rule.destructive ? { id: await rule.destructive(t, w) } : {};
    const cookie = { cookie: w.console.cookie };
    if (route.method === 'GET') {
      const r = await send({ route, headers: cookie, pathOverride });
      assert.ok(
        r.statusCode !== 401 && r.statusCode !== 403 && r.statusCode < 500,
        `${route.id}: ${r.statusCode} ${r.body.slice(0, 200)}`,
      );
      continue;
    }
    expectProblem(await send({ route, headers: cookie, pathOverride }), 403, 'csrf_failed');
    const r = await send({ route, headers: { ...cookie, 'x-csrf-token': w.console.csrf }, pathOverride });
    assert.ok(
      r.statusCode !== 401 && r.statusCode !== 403 && r.statusCode < 500,
      `${route.id} with CSRF: ${r.statusCode} ${r.body.slice(0, 200)}`,
    );
  }
});

test('the route table names a real scope for every authenticated route', () => {
  for (const [id, rule] of Object.entries(ROUTE_TABLE)) {
    if (rule.scope) assert.ok((SCOPES as readonly Scope[]).includes(rule.scope), `${id}: ${rule.scope}`);
  }
});

test('[review 30.9] every response of the matrix is documented in /v1/openapi.json: status, content type, body schema', async () => {
  const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json() as OpenApiDocument;
  const { check, templateOf } = openApiChecker(doc);
  // Beside the matrix's answers: each file route's whole file, a byte range and an unsatisfiable one, and a path
  // segment over the router's limit on every route with a path parameter (the 414 the router gives).
  const extra = async (method: string, url: string, headers: Record<string, string> = {}) => {
    const r = await t.app.inject({ method: method as 'GET', url, headers });
    seen.push({ method, url, statusCode: r.statusCode, headers: r.headers, body: r.body });
    return r;
  };
  const owner = bearer(w.owner);
  const download = `/v1/exports/${w.ids.exportId}/download?expires=${w.download.expires}&signature=${encodeURIComponent(w.download.signature)}`;
  for (const url of [`/v1/exports/${w.ids.exportId}/file`, download]) {
    assert.equal((await extra('GET', url, owner)).statusCode, 200);
    assert.equal((await extra('GET', url, { ...owner, range: 'bytes=0-9' })).statusCode, 206);
    assert.equal((await extra('GET', url, { ...owner, range: 'bytes=999999999-' })).statusCode, 416);
  }
  let long = 0;
  for (const route of routes.filter((r) => r.url.startsWith('/v1/') && r.url.includes(':'))) {
    const over = Object.fromEntries([...route.url.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'x'.repeat(600)]));
    const r = await extra(route.method, fillPath(route.url, w, over), owner);
    assert.equal(r.statusCode, 414, `${route.id}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    long++;
  }
  assert.ok(long >= 10, `${long} routes with a path parameter`);

  const documented = seen.filter((r) => r.url.startsWith('/v1/') && !r.url.startsWith('/v1/openapi.json'));
  assert.ok(documented.length > 500, `${documented.length} responses`);
  // Every /v1 route the app serves is in the document (the hidden ones are not /v1 routes).
  for (const route of routes.filter((r) => r.url.startsWith('/v1/') && r.url !== '/v1/openapi.json'))
    assert.ok(templateOf(route.url.replace(/:(\w+)/g, '{$1}')), `${route.id} is not in the document`);
  const wrong = new Set<string>();
  for (const r of documented) for (const problem of check(r)) wrong.add(problem);
  assert.deepEqual([...wrong], [], `${wrong.size} undocumented responses:\n${[...wrong].join('\n')}`);
  // Errors are documented as what they are.
  const problems = documented.filter((r) => r.statusCode >= 400);
  assert.ok(problems.length > 300);
  for (const r of problems) assert.match(String(r.headers['content-type']), /^application\/problem\+json/);
});
