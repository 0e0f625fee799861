// Bearer authentication and scopes: the 401 matrix, 403 naming the scope, GET /v1/me, public routes.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, mock, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { loadConfig } from '../../src/config.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { expectProblem, expectShape, insertCreator, ISO_MS } from '../helpers/factories.js';

let t: TestApp;
const ENDPOINTS = [
  '/v1/creators',
  '/v1/creators/UCauth',
  '/v1/videos',
  '/v1/brands',
  '/v1/sponsorships',
  '/v1/me',
  '/v1/api-keys',
];
const inject = (url: string, authorization?: string) =>
  t.app.inject({ url, headers: authorization === undefined ? {} : { authorization } });

function expect401(res: Awaited<ReturnType<typeof inject>>, code: string) {
  const p = expectProblem(res, 401, code);
  const www = String(res.headers['www-authenticate'] ?? '');
  assert.match(www, /^Bearer( |$)/, `WWW-Authenticate: ${www}`);
  assert.match(www, /realm="csds"/);
  return { p, www };
}

before(async () => {
  // No cache: a revocation or expiry written straight to the database shows on the next request.
  t = await createTestApp({ API_KEY_CACHE_SECONDS: '0' });
  await insertCreator(t.db, { channelId: 'UCauth' });
});
after(() => t.close());

describe('401', () => {
  test('a missing header is missing_api_key with a bare Bearer challenge', async () => {
    for (const url of ENDPOINTS) {
      const { p, www } = expect401(await inject(url), 'missing_api_key');
      assert.equal(www, 'Bearer realm="csds"', 'no error attribute when no credentials were sent (RFC 6750 §3.1)');
      assert.match(p.detail, /Authorization: Bearer/);
    }
  });

  test('malformed headers are invalid_api_key', async () => {
    const key = await t.key(['data:read']);
    for (const h of [
      'Bearer',
      'Bearer ',
      `Basic ${Buffer.from('u:p').toString('base64')}`,
      'Bearer abc def',
      `Bearer ${key} extra`,
      `Token ${key}`,
      key,
      `Bearer\t${key}`,
      `BearerX ${key}`,
      '',
      ' ',
    ]) {
      const res = await inject('/v1/creators', h);
      if (h.trim() === '') {
        assert.equal(res.statusCode, 401, res.body);
        assert.ok(['missing_api_key', 'invalid_api_key'].includes(res.json().code));
        continue;
      }
      const { www } = expect401(res, 'invalid_api_key');
      assert.match(www, /error="(invalid_request|invalid_token)"/, h);
    }
  });

  test('the scheme is case-insensitive (RFC 7235) and extra spaces are tolerated', async () => {
    const key = await t.key(['data:read']);
    for (const h of [`bearer ${key}`, `BEARER ${key}`, `Bearer  ${key}`, `Bearer ${key} `]) {
      const res = await inject('/v1/creators', h);
      assert.equal(res.statusCode, 200, `${JSON.stringify(h)}: ${res.body}`);
    }
  });

  test('an unknown key, right prefix and length, is invalid_api_key with error="invalid_token"', async () => {
    const fake = `csds_${crypto.randomBytes(32).toString('base64url')}`;
    const real = await t.key(['data:read']);
    for (const k of [
      fake,
      real.slice(0, -1),
      `${real}x`,
      real.toUpperCase(),
      `csds_`,
      'x'.repeat(5000),
      `csds_${'a'.repeat(300)}`,
    ]) {
      const { www } = expect401(await inject('/v1/creators', `Bearer ${k}`), 'invalid_api_key');
      assert.equal(www, 'Bearer realm="csds", error="invalid_token"');
    }
  });

  test('a revoked key is revoked_api_key; an expired key is expired_api_key', async () => {
    const key = await t.key(['data:read']);
    assert.equal((await inject('/v1/creators', `Bearer ${key}`)).statusCode, 200);
    await sql`update api_keys set revoked_at = now() where key_hash = sha256(convert_to(${key}, 'UTF8'))`.execute(t.db);
    const r = expect401(await inject('/v1/creators', `Bearer ${key}`), 'revoked_api_key');
    assert.equal(r.www, 'Bearer realm="csds", error="invalid_token"');

    const expired = await t.key(['data:read'], { expiresAt: new Date(Date.now() - 1000) });
    expect401(await inject('/v1/creators', `Bearer ${expired}`), 'expired_api_key');
    expect401(await inject('/v1/me', `Bearer ${expired}`), 'expired_api_key');

    // Revoked and expired: revocation is the stronger statement.
    const both = await t.key(['data:read'], { expiresAt: new Date(Date.now() - 1000) });
    await sql`update api_keys set revoked_at = now() where key_hash = sha256(convert_to(${both}, 'UTF8'))`.execute(
      t.db,
    );
    expect401(await inject('/v1/creators', `Bearer ${both}`), 'revoked_api_key');
  });

  test('expiry is checked on every request even while the key is cached', async () => {
    const cached = await createTestApp({ API_KEY_CACHE_SECONDS: '300' });
    try {
      const key = await cached.key(['data:read'], { expiresAt: new Date(Date.now() + 60_000) });
      // The service's clock, moved past the expiry while the verdict is still cached (for 300 s).
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      assert.equal((await cached.app.inject({ url: '/v1/me', headers: bearer(key) })).statusCode, 200);
      mock.timers.tick(59_000);
      assert.equal((await cached.app.inject({ url: '/v1/me', headers: bearer(key) })).statusCode, 200);
      mock.timers.tick(1_000);
      expectProblem(await cached.app.inject({ url: '/v1/me', headers: bearer(key) }), 401, 'expired_api_key');
    } finally {
      mock.timers.reset();
      await cached.close();
    }
  });

  test('authentication is checked before the request is validated', async () => {
    expectProblem(await inject('/v1/creators?limit=500'), 401, 'missing_api_key');
    expectProblem(await inject('/v1/brands/not-a-uuid', 'Bearer nope'), 401, 'invalid_api_key');
  });
});

describe('403', () => {
  test('a valid key without the scope is 403 insufficient_scope naming the scope', async () => {
    const key = await t.key(['operations:read', 'exports:read']);
    for (const url of ['/v1/creators', '/v1/creators/UCauth', '/v1/videos', '/v1/brands', '/v1/sponsorships']) {
      const res = await inject(url, `Bearer ${key}`);
      const p = expectProblem(res, 403, 'insufficient_scope');
      assert.match(p.detail, /"data:read"/);
      assert.equal(
        res.headers['www-authenticate'],
        'Bearer realm="csds", error="insufficient_scope", scope="data:read"',
      );
    }
    const k = await inject('/v1/api-keys', `Bearer ${key}`);
    assert.match(expectProblem(k, 403, 'insufficient_scope').detail, /"keys:write"/);
    assert.match(String(k.headers['www-authenticate']), /scope="keys:write"/);
  });

  test('data:read alone reads everything in the directory', async () => {
    const key = await t.key(['data:read']);
    for (const url of [
      '/v1/creators',
      '/v1/creators/UCauth',
      '/v1/videos',
      '/v1/brands',
      '/v1/sponsorships',
      '/v1/me',
    ]) {
      assert.equal((await inject(url, `Bearer ${key}`)).statusCode, 200, url);
    }
  });
});

describe('GET /v1/me', () => {
  test('answers any valid key with its id, name, scopes, account and expiry', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000);
    const key = await t.key(['exports:read', 'data:read'], { account: 'globex', expiresAt });
    const res = await inject('/v1/me', `Bearer ${key}`);
    assert.equal(res.statusCode, 200, res.body);
    const me = res.json();
    expectShape(me, {
      keyId: 'uuid',
      name: 'string',
      scopes: 'array',
      account: 'object',
      expiresAt: 'timestamp|null',
      createdAt: 'timestamp',
    });
    assert.deepEqual(Object.keys(me).sort(), ['account', 'createdAt', 'expiresAt', 'keyId', 'name', 'scopes']);
    assert.equal(me.name, 'test');
    assert.deepEqual(me.scopes, ['data:read', 'exports:read'], 'scopes in the canonical order');
    assert.equal(me.account.name, 'globex');
    expectShape(me.account, { id: 'uuid', name: 'string' });
    assert.equal(me.expiresAt, expiresAt.toISOString());
    assert.ok(Math.abs(Date.parse(me.createdAt) - Date.now()) < 60_000);
    const row = await sql<{
      id: string;
    }>`select id from api_keys where key_hash = sha256(convert_to(${key}, 'UTF8'))`.execute(t.db);
    assert.equal(me.keyId, row.rows[0].id);
    assert.ok(!res.body.includes(key), 'the key itself is never echoed');
    const never = (await inject('/v1/me', `Bearer ${await t.key(['data:read'])}`)).json();
    assert.equal(never.expiresAt, null);
    assert.match(never.createdAt, ISO_MS);
  });
});

describe('public routes and request ids', () => {
  test('the OpenAPI document, the docs page and health need no key; unknown routes are 404 before auth', async () => {
    assert.equal((await inject('/v1/openapi.json')).statusCode, 200);
    assert.equal((await inject('/healthz')).statusCode, 200);
    const docs = await inject('/docs');
    assert.ok([200, 301, 302].includes(docs.statusCode), `${docs.statusCode}`);
    expectProblem(await inject('/v1/nothing-here'), 404, 'route_not_found');
  });

  test('/readyz is 200 while the database answers with every migration applied, 503 problem+json otherwise', async () => {
    const ok = await inject('/readyz');
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json(), { status: 'ready', database: 'reachable', migrations: 'current', storage: 'local' });
    const last = (
      await sql<{
        version: number;
        name: string;
      }>`select version, name from schema_migrations order by version desc limit 1`.execute(t.db)
    ).rows[0];
    await sql`delete from schema_migrations where version = ${last.version}`.execute(t.db);
    try {
      const behind = expectProblem(await inject('/readyz'), 503, 'unavailable');
      assert.match(behind.detail, /migrations have not all been applied/);
    } finally {
      await sql`insert into schema_migrations (version, name) values (${last.version}, ${last.name})`.execute(t.db);
    }
    assert.equal((await inject('/readyz')).statusCode, 200);
  });

  test('a sane X-Request-Id is kept, anything else is replaced, and errors repeat it', async () => {
    const res = await t.app.inject({ url: '/v1/creators', headers: { 'x-request-id': 'client-trace.123:abc' } });
    assert.equal(res.headers['x-request-id'], 'client-trace.123:abc');
    assert.equal(expectProblem(res, 401, 'missing_api_key').requestId, 'client-trace.123:abc');
    for (const bad of ['has space', 'x'.repeat(129), '<script>', 'ünï']) {
      const r = await t.app.inject({ url: '/v1/creators', headers: { 'x-request-id': bad } });
      assert.notEqual(r.headers['x-request-id'], bad);
      assert.match(String(r.headers['x-request-id']), /^req_[\w-]+$/);
    }
    const a = await inject('/v1/creators');
    const b = await inject('/v1/creators');
    assert.notEqual(a.headers['x-request-id'], b.headers['x-request-id']);
  });
});

describe('failed authentications per client address', () => {
  const randomKey = () => `csds_${crypto.randomBytes(32).toString('base64url')}`;
  const from = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}, url = '/v1/creators') =>
    app.app.inject({ url, headers, remoteAddress });

  test('[review 16.7] random keys from one address are refused with 429 after AUTH_FAILURES_PER_MINUTE failures', async () => {
    const limited = await createTestApp({ AUTH_FAILURES_PER_MINUTE: '5' });
    try {
      const good = await limited.key(['data:read']);
      const revoked = await limited.key(['data:read']);
      await sql`update api_keys set revoked_at = now() where key_hash = sha256(convert_to(${revoked}, 'UTF8'))`.execute(
        limited.db,
      );
      // Unknown, malformed, revoked keys and made-up sessions all count.
      expectProblem(await from(limited, '192.0.2.1', bearer(randomKey())), 401, 'invalid_api_key');
      expectProblem(await from(limited, '192.0.2.1', { authorization: 'Bearer not-a-key' }), 401, 'invalid_api_key');
      expectProblem(await from(limited, '192.0.2.1', bearer(revoked), '/v1/me'), 401, 'revoked_api_key');
      expectProblem(await from(limited, '192.0.2.1', { cookie: 'csds_session=made-up' }), 401, 'session_expired');
      expectProblem(await from(limited, '192.0.2.1', bearer(randomKey())), 401, 'invalid_api_key');
      // The sixth is refused before the key is looked up, even a good one, with Retry-After.
      const refused = await from(limited, '192.0.2.1', bearer(randomKey()));
      assert.match(expectProblem(refused, 429, 'rate_limited').detail, /failed authentications from this address/);
      const wait = Number(refused.headers['retry-after']);
      assert.ok(wait >= 1 && wait <= 12, `Retry-After ${wait}`);
      expectProblem(await from(limited, '192.0.2.1', bearer(good)), 429, 'rate_limited');
      // A request presenting nothing is answered as before: there is nothing to guess with.
      expectProblem(await from(limited, '192.0.2.1'), 401, 'missing_api_key');
      // A wrong scope is not a failed authentication; other addresses are not held up.
      assert.equal((await from(limited, '192.0.2.2', bearer(good))).statusCode, 200);
      expectProblem(await from(limited, '192.0.2.2', bearer(good), '/v1/api-keys'), 403, 'insufficient_scope');
      expectProblem(await from(limited, '192.0.2.2', bearer(randomKey())), 401, 'invalid_api_key');
    } finally {
      await limited.close();
    }
  });

  test('[review 16.7] the failure budget refills at its rate', async () => {
    // 60 a minute: one failure back every second.
    const limited = await createTestApp({ AUTH_FAILURES_PER_MINUTE: '60' });
    try {
      // Failures until the first refusal: the burst of 60, plus one for each second the requests took (a loaded
      // machine may take more than one).
      const failUntilRefused = async () => {
        const started = Date.now();
        let failed = 0;
        for (;;) {
          const res = await from(limited, '198.51.100.4', bearer(randomKey()));
          if (res.statusCode === 429) {
            expectProblem(res, 429, 'rate_limited');
            return { failed, seconds: (Date.now() - started) / 1000 };
          }
          expectProblem(res, 401, 'invalid_api_key');
          assert.ok(++failed <= 1_000, 'never refused');
        }
      };
      const burst = await failUntilRefused();
      assert.ok(burst.failed >= 60 && burst.failed <= 60 + Math.ceil(burst.seconds), JSON.stringify(burst));
      await sleep(1_100);
      const refill = await failUntilRefused();
      assert.ok(refill.failed >= 1 && refill.failed <= 1 + Math.ceil(refill.seconds), JSON.stringify(refill));
      // Off with 0; 100 a minute by default.
      assert.equal(loadConfig({}).authFailuresPerMinute, 100);
    } finally {
      await limited.close();
    }
  });
});
