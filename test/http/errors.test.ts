// Error responses: problem+json everywhere, malformed and oversized bodies, media types, unknown routes
// and methods, weird inputs that must never be a 500, and the OpenAPI document and docs page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import {
  expectInvalid,
  expectProblem,
  insertBrand,
  insertCreator,
  insertSponsorship,
  insertVideo,
} from '../helpers/factories.js';

let t: TestApp;
let key: string;
const post = (payload: string | Buffer, contentType?: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api-keys',
    headers: { ...bearer(key), ...(contentType ? { 'content-type': contentType } : {}), ...extra },
    payload,
  });

before(async () => {
  t = await createTestApp();
  key = await t.key();
  const c = await insertCreator(t.db, { channelId: 'UCerr' });
  const b = await insertBrand(t.db);
  const v = await insertVideo(t.db, c.channelId, { videoId: 'verr' });
  await insertSponsorship(t.db, { videoId: v.videoId, brandId: b.id });
});
after(() => t.close());

describe('request bodies', () => {
  test('malformed JSON is 400 invalid_json', async () => {
    for (const body of [
      '{',
      '{"name": "x",}',
      "{'name': 'x'}",
      'not json',
      '{"name": "x"} trailing',
      '\u0000',
      '{"a":1',
    ]) {
      const p = expectProblem(await post(body, 'application/json'), 400, 'invalid_json');
      assert.match(p.detail, /JSON/);
    }
    expectProblem(await post('', 'application/json'), 400, 'invalid_json');
  });

  test('a body in another media type is 415', async () => {
    for (const ct of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/json',
    ]) {
      expectProblem(await post('{"name":"x","scopes":["data:read"]}', ct), 415, 'unsupported_media_type');
    }
    const ok = await post('{"name":"x","scopes":["data:read"]}', 'application/json; charset=utf-8');
    assert.equal(ok.statusCode, 201, ok.body);
    const upper = await post('{"name":"x","scopes":["data:read"]}', 'Application/JSON');
    assert.equal(upper.statusCode, 201, upper.body);
  });

  test('a body over the limit is 413', async () => {
    const big = JSON.stringify({ name: 'x', scopes: ['data:read'], pad: 'x'.repeat(t.config.bodyLimitBytes) });
    expectProblem(await post(big, 'application/json'), 413, 'payload_too_large');
    const small = await createTestApp({ BODY_LIMIT_BYTES: '1024' });
    try {
      const k = await small.key(['keys:write', 'data:read']);
      const at = (n: number) => {
        const base = JSON.stringify({ name: 'x', scopes: ['data:read'] });
        const name = 'y'.repeat(n - base.length + 1);
        return JSON.stringify({ name, scopes: ['data:read'] });
      };
      assert.equal(Buffer.byteLength(at(1024)), 1024);
      const edge = await small.app.inject({
        method: 'POST',
        url: '/v1/api-keys',
        headers: { ...bearer(k), 'content-type': 'application/json' },
        payload: at(1024),
      });
      assert.equal(edge.statusCode, 400, 'exactly the limit is read (then the name is too long)');
      assert.equal(edge.json().code, 'invalid_request');
      const over = await small.app.inject({
        method: 'POST',
        url: '/v1/api-keys',
        headers: { ...bearer(k), 'content-type': 'application/json' },
        payload: at(1025),
      });
      expectProblem(over, 413, 'payload_too_large');
    } finally {
      await small.close();
    }
  });

  test('JSON with prototype-poisoning keys is refused, not merged', async () => {
    const res = await post('{"name":"x","scopes":["data:read"],"__proto__":{"admin":true}}', 'application/json');
    assert.equal(res.statusCode, 400, res.body);
    assert.notEqual(res.json().code, 'internal_error');
  });
});

describe('routes and methods', () => {
  test('unknown routes are 404 route_not_found as problem+json', async () => {
    for (const url of [
      '/v1/nothing',
      '/v2/creators',
      '/',
      '/v1',
      '/v1/creators/a/b',
      '/v1/brands/',
      '/../etc/passwd',
      '/v1/%2e%2e/x',
    ]) {
      const res = await t.app.inject({ url, headers: bearer(key) });
      if (url === '/v1/brands/') {
        assert.equal(res.statusCode, 200, 'a trailing slash is ignored');
        continue;
      }
      const p = expectProblem(res, 404, 'route_not_found');
      assert.match(p.detail, /openapi\.json/);
    }
  });

  test('a wrong method is a problem+json 404 or 405, never a 500', async () => {
    for (const [method, url] of [
      ['DELETE', '/v1/creators'],
      ['POST', '/v1/creators'],
      ['PUT', '/v1/videos/verr'],
      ['PATCH', '/v1/api-keys'],
      ['POST', '/v1/me'],
      ['DELETE', '/v1/sponsorships'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...bearer(key), 'content-type': 'application/json' },
        payload: '{}',
      });
      assert.ok([404, 405].includes(res.statusCode), `${method} ${url}: ${res.statusCode}`);
      expectProblem(res, res.statusCode, res.statusCode === 404 ? 'route_not_found' : 'method_not_allowed');
    }
  });

  test('HEAD on a list answers like GET without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/v1/creators', headers: bearer(key) });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, '');
  });
});

describe('weird inputs never cause a 500', () => {
  const URLS = [
    '/v1/creators?limit=1&limit=2',
    '/v1/creators?search=a&search=b',
    '/v1/creators?search=%00',
    '/v1/creators?search=a%00b',
    '/v1/creators/UC%00',
    '/v1/videos/%00',
    '/v1/sponsorships?brandDomain=%00',
    '/v1/sponsorships?channelId=%00x',
    '/v1/sponsorships/%00',
    '/v1/brands?search=%F0%9F%98%80',
    '/v1/brands?search=%ED%A0%80',
    '/v1/brands?search=%FF%FE',
    '/v1/brands?search=%25%25%25',
    '/v1/brands?search=%5C',
    '/v1/brands?search=%5C%5C%25',
    "/v1/brands?search='%3B%20drop%20table%20brands%3B--",
    '/v1/creators?search=%E2%80%AE%E2%80%8B',
    '/v1/creators?platform[]=youtube',
    '/v1/creators?platform[0]=youtube',
    '/v1/creators?__proto__[x]=1',
    '/v1/creators?constructor=1',
    '/v1/creators?limit[]=1',
    '/v1/creators?=',
    '/v1/creators?&&&',
    '/v1/creators?search',
    '/v1/creators?limit',
    `/v1/creators?search=${'x'.repeat(10_000)}`,
    `/v1/creators?${'a'.repeat(20_000)}=1`,
    `/v1/videos/${'v'.repeat(400)}`,
    '/v1/videos/..%2F..%2Fetc%2Fpasswd',
    '/v1/creators/%20',
    '/v1/creators/%C3%A9',
    '/v1/videos?channelId=%F0%9F%98%80',
    '/v1/sponsorships?brandDomain=https%3A%2F%2F',
    '/v1/sponsorships?brandDomain=%E2%98%83.example',
    '/v1/sponsorships?type=Free%20Product&type=Integration',
    '/v1/sponsorships?brandId=00000000-0000-0000-0000-000000000000',
    '/v1/sponsorships?brandId=FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  ];
  test('each answers 200, 400 or 404, and every error is problem+json', async () => {
    for (const url of URLS) {
      const res = await t.app.inject({ url, headers: bearer(key) });
      assert.ok(
        [200, 400, 404].includes(res.statusCode),
        `${url.slice(0, 80)}: ${res.statusCode} ${res.body.slice(0, 300)}`,
      );
      if (res.statusCode !== 200) expectProblem(res, res.statusCode, res.json().code);
      else assert.ok(Array.isArray(res.json().data) || typeof res.json() === 'object');
    }
  });

  test('NUL characters in text parameters are 400 naming the field', async () => {
    const p = expectInvalid(
      await t.app.inject({ url: '/v1/creators?search=a%00b', headers: bearer(key) }),
      'query.search',
    );
    assert.match(p.errors[0].message, /NUL/);
    expectInvalid(await t.app.inject({ url: '/v1/creators/UC%00', headers: bearer(key) }), 'params.channelId');
    expectInvalid(await t.app.inject({ url: '/v1/videos/v%00', headers: bearer(key) }), 'params.videoId');
    expectInvalid(await t.app.inject({ url: '/v1/videos?channelId=%00', headers: bearer(key) }), 'query.channelId');
    expectInvalid(
      await t.app.inject({ url: '/v1/sponsorships?brandDomain=a%00', headers: bearer(key) }),
      'query.brandDomain',
    );
  });

  test('an over-long path segment or a malformed percent-encoding is a problem+json 4xx', async () => {
    for (const url of [`/v1/creators/${'x'.repeat(600)}`, '/v1/creators/%E0%A4%A', '/v1/videos/%ZZ']) {
      const res = await t.app.inject({ url, headers: bearer(key) });
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${res.statusCode}`);
      assert.match(
        String(res.headers['content-type']),
        /^application\/problem\+json/,
        `${url.slice(0, 40)}: ${res.body.slice(0, 200)}`,
      );
    }
  });

  test('every error carries type, title, status, detail, code and requestId', async () => {
    const cases = [
      await t.app.inject({ url: '/v1/creators' }),
      await t.app.inject({ url: '/v1/creators?limit=0', headers: bearer(key) }),
      await t.app.inject({ url: '/v1/creators/none', headers: bearer(key) }),
      await t.app.inject({ url: '/v1/creators?cursor=zz', headers: bearer(key) }),
      await t.app.inject({ url: '/v1/creators', headers: bearer(await t.key(['exports:read'])) }),
      await post('{', 'application/json'),
      await post('x', 'text/plain'),
    ];
    for (const res of cases) {
      const body = expectProblem(res, res.statusCode, res.json().code);
      assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
      assert.equal(body.title.length > 0 && body.detail.length > 0, true);
      assert.ok(!/at .*\.(ts|js):\d+/.test(res.body), 'no stack traces');
    }
  });
});

describe('reference', () => {
  test('/v1/openapi.json is an OpenAPI 3.1 document with every route', async () => {
    const res = await t.app.inject({ url: '/v1/openapi.json' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const doc = res.json();
    assert.equal(doc.openapi, '3.1.0');
    assert.equal(typeof doc.info.title, 'string');
    assert.equal(typeof doc.info.version, 'string');
    assert.deepEqual(doc.components.securitySchemes.bearer, { type: 'http', scheme: 'bearer' });
    const expected: Record<string, string[]> = {
      '/v1/me': ['get'],
      '/v1/creators': ['get'],
      '/v1/creators/{channelId}': ['get'],
      '/v1/videos': ['get'],
      '/v1/videos/{videoId}': ['get'],
      '/v1/brands': ['get'],
      '/v1/brands/{id}': ['get'],
      '/v1/sponsorships': ['get'],
      '/v1/sponsorships/{id}': ['get'],
      '/v1/sponsorships/per-month': ['get'],
      '/v1/api-keys': ['get', 'post'],
      '/v1/api-keys/{id}': ['delete'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      assert.ok(doc.paths[path], `missing ${path}`);
      for (const m of methods) {
        const op = doc.paths[path][m];
        assert.ok(op, `missing ${m.toUpperCase()} ${path}`);
        assert.equal(typeof op.summary, 'string', `${m} ${path} summary`);
        assert.ok(op.responses, `${m} ${path} responses`);
        const ok = op.responses['200'] ?? op.responses['201'];
        assert.ok(ok, `${m} ${path} has a success response`);
        for (const p of path.match(/\{(\w+)\}/g) ?? []) {
          assert.ok(
            op.parameters?.some((x: any) => x.in === 'path' && `{${x.name}}` === p),
            `${m} ${path} declares ${p}`,
          );
        }
      }
    }
    // Every documented path is a real route, and no documented path is outside /v1.
    for (const path of Object.keys(doc.paths)) {
      assert.ok(path.startsWith('/v1/'), path);
      for (const m of Object.keys(doc.paths[path]).filter((k) =>
        ['get', 'post', 'put', 'patch', 'delete'].includes(k),
      )) {
        assert.ok(
          t.app.hasRoute({ method: m.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }),
          `${m} ${path} is routed`,
        );
      }
    }
    // List parameters carry the documented limits.
    const params = doc.paths['/v1/sponsorships'].get.parameters;
    const limit = params.find((p: any) => p.name === 'limit');
    assert.equal(limit.schema.minimum, 1);
    assert.equal(limit.schema.maximum, 200);
    assert.equal(params.find((p: any) => p.name === 'cursor').schema.maxLength, 2048);
    assert.equal(params.find((p: any) => p.name === 'brandDomain').schema.maxLength, 253);
    assert.deepEqual(params.find((p: any) => p.name === 'type').schema.enum, [
      'Integration',
      'Dedicated',
      'Affiliate',
      'Free Product',
    ]);
    assert.ok(!res.body.includes('csds_'), 'no key material in the document');
  });

  test('/docs serves an HTML page', async () => {
    let res = await t.app.inject({ url: '/docs' });
    for (let i = 0; i < 3 && res.statusCode >= 300 && res.statusCode < 400; i++) {
      const loc = String(res.headers.location);
      res = await t.app.inject({ url: loc.startsWith('/') ? loc : `/docs/${loc.replace(/^\.\//, '')}` });
    }
    assert.equal(res.statusCode, 200, res.body.slice(0, 200));
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.body, /<html/i);
  });
});
