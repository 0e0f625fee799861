// The operations API: start, read, list, result, cancel, deliveries, idempotency, isolation, callback rules.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { sql } from 'kysely';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';

let t: TestApp;
let key: string;
let brandId: string;
let videoId: string;
before(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_CIDRS: '' }, { worker: true });
  key = await t.key(['operations:write', 'operations:read', 'data:read']);
  const c = await insertCreator(t.db);
  const b = await insertBrand(t.db);
  const v = await insertVideo(t.db, c.channelId);
  await insertSponsorship(t.db, { videoId: v.videoId, brandId: b.id });
  brandId = b.id;
  videoId = v.videoId;
});
after(() => t.close());

const start = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/operations',
    headers: { ...bearer(key), ...headers },
    payload: body as object,
  });

async function finished(id: string) {
  return waitFor(async () => {
    const r = await t.app.inject({ url: `/v1/operations/${id}`, headers: bearer(key) });
    const op = r.json();
    return op.completedAt ? op : null;
  });
}

test('starting an operation answers 201 with the operation; it runs to succeeded and its result is served', async () => {
  const r = await start({ kind: 'sponsor-detection', input: { videoYoutubeIds: [videoId] } });
  assert.equal(r.statusCode, 201, r.body);
  const op = r.json();
  assert.equal(op.kind, 'sponsor-detection');
  assert.ok(['queued', 'running', 'succeeded'].includes(op.status));
  assert.equal(r.headers.location, `/v1/operations/${op.id}`);
  assert.deepEqual(Object.keys(op.progress).sort(), ['current', 'message', 'percent', 'phase', 'total']);
  assert.equal(op.callback, null);
  const done = await finished(op.id);
  assert.equal(done.status, 'succeeded');
  assert.deepEqual(done.result, { ref: `/v1/operations/${op.id}/result` });
  assert.equal(done.error, null);
  assert.match(done.completedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  const result = await t.app.inject({ url: done.result.ref, headers: bearer(key) });
  assert.equal(result.statusCode, 200);
  assert.equal(result.json().output.videos[0].videoId, videoId);
  assert.equal(result.json().output.videos[0].status, 'processed');
});

test('each kind validates its input with a 400 naming the field', async () => {
  const cases: [unknown, string][] = [
    [{ kind: 'sponsor-detection', input: { videoYoutubeIds: [] } }, 'body.input.videoYoutubeIds'],
    [{ kind: 'sponsor-detection', input: { videoYoutubeIds: ['a', 'a'] } }, 'body.input.videoYoutubeIds'],
    [
      { kind: 'sponsor-detection', input: { videoYoutubeIds: Array.from({ length: 501 }, (_, i) => `v${i}`) } },
      'body.input.videoYoutubeIds',
    ],
    [{ kind: 'brand-discovery', input: { brandId: 'nope' } }, 'body.input.brandId'],
    [{ kind: 'influencer-similar', input: { channelId: 'x', limit: 101 } }, 'body.input.limit'],
    [{ kind: 'influencer-similar', input: { channelId: 'x', extra: 1 } }, 'body.input.extra'],
    [{ kind: 'nope', input: {} }, 'body.kind'],
    [{ input: {} }, 'body.kind'],
  ];
  for (const [body, path] of cases) {
    const r = await start(body);
    assert.equal(r.statusCode, 400, `${JSON.stringify(body).slice(0, 80)} → ${r.body}`);
    assert.ok(
      r.json().errors.some((e: { path: string }) => e.path.startsWith(path)),
      r.body,
    );
  }
  const missingBrand = await start({
    kind: 'brand-discovery',
    input: { brandId: '00000000-0000-4000-8000-000000000000' },
  });
  assert.equal(missingBrand.statusCode, 422, missingBrand.body);
});

test('an Idempotency-Key returns the same operation for the same body and 409 for another body', async () => {
  const body = { kind: 'brand-discovery', input: { brandId } };
  const a = await start(body, { 'idempotency-key': 'k-123' });
  const b = await start(body, { 'idempotency-key': 'k-123' });
  assert.equal(a.statusCode, 201);
  assert.equal(b.statusCode, 201);
  assert.equal(b.json().id, a.json().id);
  assert.equal(b.headers['idempotent-replayed'], 'true');
  const c = await start(
    { kind: 'brand-discovery', input: { brandId: brandId.replace(/.$/, (ch) => (ch === '0' ? '1' : '0')) } },
    { 'idempotency-key': 'k-123' },
  );
  assert.equal(c.statusCode, 409, c.body);
  assert.equal(c.json().code, 'idempotency_key_reused');
  // The same key in another account is another operation.
  const other = await t.key(['operations:write'], { account: 'other-co' });
  const d = await t.app.inject({
    method: 'POST',
    url: '/v1/operations',
    headers: { ...bearer(other), 'idempotency-key': 'k-123' },
    payload: body,
  });
  assert.equal(d.statusCode, 201);
  assert.notEqual(d.json().id, a.json().id);
});

test('callback URLs that break a delivery rule are refused with 422 naming the rule; nothing is created', async () => {
  const before = (await t.app.inject({ url: '/v1/operations?limit=200', headers: bearer(key) })).json().data.length;
  const bad = [
    ['http://example.com/hook', 'https_required'],
    ['https://user:pw@example.com/hook', 'credentials_forbidden'],
    ['https://example.com/hook?x=1', 'query_forbidden'],
    ['https://127.0.0.1/hook', 'private_address'],
    ['https://[::1]/hook', 'private_address'],
    ['https://169.254.169.254/latest', 'private_address'],
    ['https://localhost/hook', 'private_address'],
  ];
  for (const [url, rule] of bad) {
    const r = await start({ kind: 'brand-discovery', input: { brandId }, callback: { url } });
    assert.equal(r.statusCode, 422, `${url}: ${r.body}`);
    assert.match(r.json().detail, new RegExp(rule));
  }
  const shortSecret = await start({
    kind: 'brand-discovery',
    input: { brandId },
    callback: { url: 'https://1.1.1.1/h', secret: 'short' },
  });
  assert.equal(shortSecret.statusCode, 400);
  const noToken = await start({
    kind: 'brand-discovery',
    input: { brandId },
    callback: { url: 'https://1.1.1.1/h', payloadFormat: 'session-message' },
  });
  assert.equal(noToken.statusCode, 422);
  const after = (await t.app.inject({ url: '/v1/operations?limit=200', headers: bearer(key) })).json().data.length;
  assert.equal(after, before);
});

test('[review 16.7] a refused callback URL names the rule, never the address its host stands for', async () => {
  // Spellings of loopback and private addresses that do not show the address they decode to.
  for (const url of [
    'https://0x7f.1/hook',
    'https://2130706433/hook',
    'https://[::ffff:7f00:1]/hook',
    'https://012.0.0.1/hook',
    'https://localhost/hook',
  ]) {
    const res = await start({ kind: 'brand-discovery', input: { brandId }, callback: { url } });
    assert.equal(res.statusCode, 422, res.body);
    const message = res.json().errors[0].message;
    assert.match(
      message,
      /^private_address: .*a private, loopback, link-local or otherwise non-public address$/,
      res.body,
    );
    for (const address of ['127.0.0.1', '10.0.0.1', '::ffff:127.0.0.1', '7f00']) {
      if (!url.includes(address)) assert.ok(!res.body.includes(address), `${url}: ${res.body}`);
    }
  }
});

test('callback metadata shows only the origin, events, format and signingEnabled; never the path, secret or token', async () => {
  const secret = 'whsec_' + 'x'.repeat(40);
  const token = 'tok_' + 'y'.repeat(40);
  const r = await start({
    kind: 'brand-discovery',
    input: { brandId },
    callback: {
      url: 'https://1.1.1.1:8443/private/path-token',
      secret,
      payloadFormat: 'session-message',
      authorization: { type: 'bearer', token },
    },
  });
  assert.equal(r.statusCode, 201, r.body);
  assert.deepEqual(r.json().callback, {
    url: 'https://1.1.1.1:8443',
    events: ['terminal'],
    payloadFormat: 'session-message',
    signingEnabled: true,
    standardWebhooks: false,
  });
  for (const url of [`/v1/operations/${r.json().id}`, '/v1/operations', `/v1/operations/${r.json().id}/deliveries`]) {
    const body = (await t.app.inject({ url, headers: bearer(key) })).body;
    assert.ok(!body.includes(secret) && !body.includes(token) && !body.includes('path-token'), url);
  }
});

test('result is 409 with the status until the operation succeeds; cancel of a finished one is 409', async () => {
  const r = await start({ kind: 'brand-discovery', input: { brandId } });
  const op = await finished(r.json().id);
  assert.equal(op.status, 'succeeded');
  const again = await t.app.inject({ method: 'POST', url: `/v1/operations/${op.id}/cancel`, headers: bearer(key) });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'conflict');
});

test('list filters by status and kind, newest first, with cursors', async () => {
  const all = (await t.app.inject({ url: '/v1/operations?limit=200', headers: bearer(key) })).json().data;
  const page1 = (await t.app.inject({ url: '/v1/operations?limit=2', headers: bearer(key) })).json();
  assert.equal(page1.data.length, 2);
  assert.equal(page1.meta.hasMore, true);
  const page2 = (
    await t.app.inject({ url: `/v1/operations?limit=2&cursor=${page1.meta.nextCursor}`, headers: bearer(key) })
  ).json();
  assert.deepEqual(
    [...page1.data, ...page2.data].map((o: { id: string }) => o.id),
    all.slice(0, 4).map((o: { id: string }) => o.id),
  );
  const kinds = (await t.app.inject({ url: '/v1/operations?kind=brand-discovery', headers: bearer(key) })).json().data;
  assert.ok(kinds.length > 0 && kinds.every((o: { kind: string }) => o.kind === 'brand-discovery'));
  const wrongFilter = await t.app.inject({
    url: `/v1/operations?limit=2&kind=brand-discovery&cursor=${page1.meta.nextCursor}`,
    headers: bearer(key),
  });
  assert.equal(wrongFilter.statusCode, 400);
});

test("another account's key gets 404 for operations, results, deliveries and cancel", async () => {
  const r = await start({ kind: 'brand-discovery', input: { brandId } });
  const id = r.json().id;
  const other = await t.key(['operations:read', 'operations:write'], { account: 'intruder' });
  for (const [method, url] of [
    ['GET', `/v1/operations/${id}`],
    ['GET', `/v1/operations/${id}/result`],
    ['GET', `/v1/operations/${id}/deliveries`],
    ['POST', `/v1/operations/${id}/cancel`],
  ] as const) {
    const res = await t.app.inject({ method, url, headers: bearer(other) });
    assert.equal(res.statusCode, 404, `${method} ${url}`);
  }
  const list = (await t.app.inject({ url: '/v1/operations', headers: bearer(other) })).json();
  assert.equal(list.data.length, 0);
});

test('scopes: starting needs operations:write, reading needs operations:read', async () => {
  const readOnly = await t.key(['operations:read']);
  const writeOnly = await t.key(['operations:write']);
  const s = await t.app.inject({
    method: 'POST',
    url: '/v1/operations',
    headers: bearer(readOnly),
    payload: { kind: 'brand-discovery', input: { brandId } },
  });
  assert.equal(s.statusCode, 403);
  assert.match(s.json().detail, /operations:write/);
  const g = await t.app.inject({ url: '/v1/operations', headers: bearer(writeOnly) });
  assert.equal(g.statusCode, 403);
  assert.match(g.json().detail, /operations:read/);
});

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

/** A copy of a JSON schema in which no object may carry a field its schema does not name. */
const closed = (s: unknown): unknown => {
  if (Array.isArray(s)) return s.map(closed);
  if (!s || typeof s !== 'object') return s;
  const o = Object.fromEntries(Object.entries(s).map(([k, v]) => [k, closed(v)]));
  return (o as { properties?: unknown }).properties ? { ...o, additionalProperties: false } : o;
};

test("[review 16.12] each kind's result is described by the OpenAPI document field for field, and served unchanged", async () => {
  const brand = await insertBrand(t.db, { name: 'Schemaful', domains: ['schemaful.example'] });
  const c1 = await insertCreator(t.db);
  const c2 = await insertCreator(t.db);
  const v1 = await insertVideo(t.db, c1.channelId, {
    description: 'This video is sponsored by Schemaful. Get 20% off at https://schemaful.example/c1',
  });
  const v2 = await insertVideo(t.db, c2.channelId, {
    description: 'Thanks to Schemaful for sponsoring this video: https://schemaful.example/c2',
  });
  await insertSponsorship(t.db, { videoId: v2.videoId, brandId: brand.id });
  const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
  const schema = doc.paths['/v1/operations/{id}/result'].get.responses['200'].content['application/json'].schema;
  // One branch per kind, told apart by `kind` (a const, which OpenAPI 3.0 tools may see as a one-value enum).
  const kinds = schema.anyOf.map(
    (b: any) => b.properties.kind.const ?? b.properties.kind.enum?.[0] ?? JSON.stringify(b.properties.kind),
  );
  assert.deepEqual(kinds, ['sponsor-detection', 'brand-discovery', 'influencer-similar']);
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile(closed(schema) as object);
  const runs: [string, object, (output: any) => void][] = [
    [
      'sponsor-detection',
      { videoYoutubeIds: [v1.videoId, 'no-such-video'] },
      (o) => {
        assert.equal(o.videos[0].sponsorships[0].brandName, 'Schemaful');
        assert.equal(o.videos[1].error.code, 'video_not_found');
      },
    ],
    ['brand-discovery', { brandId: brand.id }, (o) => assert.ok(o.videos.length >= 1 && o.creators.length >= 1)],
    [
      'influencer-similar',
      { channelId: c1.channelId },
      (o) => assert.ok(o.creators.some((c: any) => c.channelId === c2.channelId)),
    ],
  ];
  for (const [kind, input, check] of runs) {
    const r = await start({ kind, input });
    assert.equal(r.statusCode, 201, r.body);
    const done = await finished(r.json().id);
    assert.equal(done.status, 'succeeded', JSON.stringify(done.error));
    const res = await t.app.inject({ url: done.result.ref, headers: bearer(key) });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['completedAt', 'kind', 'operationId', 'output']);
    assert.equal(body.kind, kind);
    const stored = (
      await sql<{ output: unknown }>`select output from operations where id = ${done.id}::uuid`.execute(t.db)
    ).rows[0].output;
    assert.deepEqual(
      body.output,
      typeof stored === 'string' ? JSON.parse(stored) : stored,
      `${kind}: the response drops or changes nothing`,
    );
    assert.ok(validate(body), `${kind}: ${ajv.errorsText(validate.errors)}`);
    check(body.output);
  }
});
