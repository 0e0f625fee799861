// Console sign-in and sessions through the HTTP layer: scrypt-checked passwords, the session cookie, CSRF on
// state-changing requests, rate-limited sign-in, expiry, sign-out, and a session that never reaches past its account.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import {
  expectInvalid,
  expectProblem,
  insertBrand,
  insertCreator,
  insertSponsorship,
  insertVideo,
} from '../helpers/factories.js';
import { createUser } from '../../src/console/users.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';

let t: TestApp;
const PASSWORD = 'correct horse battery staple';

interface Signed {
  cookie: string;
  csrf: string;
  setCookie: string;
}

async function signIn(email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/console/api/sign-in',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ email, password }),
  });
}

async function session(email: string): Promise<Signed> {
  const res = await signIn(email);
  assert.equal(res.statusCode, 200, res.body);
  const setCookie = String(res.headers['set-cookie']);
  const cookie = setCookie.split(';')[0];
  return { cookie, csrf: res.json().csrfToken, setCookie };
}

before(async () => {
  t = await createTestApp({ SIGN_IN_MAX_FAILURES: '3', SIGN_IN_WINDOW_SECONDS: '600' });
  const acme = await findOrCreateAccount(t.db, 'acme');
  const other = await findOrCreateAccount(t.db, 'other');
  await createUser(t.db, { accountId: acme.id, email: 'Ana@Acme.test', password: PASSWORD });
  await createUser(t.db, { accountId: other.id, email: 'olga@other.test', password: PASSWORD });
  await createUser(t.db, { accountId: acme.id, email: 'limited@acme.test', password: PASSWORD });
});
after(() => t.close());

describe('sign-in', () => {
  test('the password is stored as a scrypt hash, never in clear', async () => {
    const r = await sql<{
      password_hash: string;
    }>`select password_hash from users where email = 'ana@acme.test'`.execute(t.db);
    assert.match(r.rows[0].password_hash, /^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    assert.ok(!r.rows[0].password_hash.includes(PASSWORD));
  });

  test('a good password opens a session: an httpOnly, SameSite=Strict cookie and a CSRF token', async () => {
    const res = await signIn('ANA@acme.test');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.user.email, 'ana@acme.test');
    assert.equal(body.account.name, 'acme');
    assert.match(body.csrfToken, /^[\w-]{43}$/);
    const setCookie = String(res.headers['set-cookie']);
    assert.match(setCookie, /^csds_session=[\w-]{43};/);
    assert.match(setCookie, /HttpOnly/);
    assert.match(setCookie, /SameSite=Strict/);
    assert.match(setCookie, /Path=\//);
    // Plain HTTP here, so not Secure; over HTTPS it is (next test).
    assert.doesNotMatch(setCookie, /Secure/);
    const token = setCookie.split(';')[0].split('=')[1];
    const stored = await sql<{
      n: number;
    }>`select count(*)::int as n from console_sessions where token_hash = sha256(convert_to(${token}, 'UTF8'))`.execute(
      t.db,
    );
    assert.equal(stored.rows[0].n, 1, 'the session is stored by the hash of its token');
  });

  test('the cookie is Secure when the request came over HTTPS', async () => {
    const app = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const acme = await findOrCreateAccount(app.db, 'acme');
      await createUser(app.db, { accountId: acme.id, email: 'tls@acme.test', password: PASSWORD });
      const res = await app.app.inject({
        method: 'POST',
        url: '/console/api/sign-in',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        payload: JSON.stringify({ email: 'tls@acme.test', password: PASSWORD }),
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['set-cookie']), /; Secure/);
    } finally {
      await app.close();
    }
  });

  test('a wrong password and an unknown email get the same 401, and no cookie', async () => {
    const wrong = expectProblem(await signIn('ana@acme.test', 'not the password at all'), 401, 'invalid_credentials');
    const unknown = expectProblem(await signIn('nobody@acme.test'), 401, 'invalid_credentials');
    assert.equal(wrong.detail, unknown.detail);
    assert.equal((await signIn('nobody@acme.test')).headers['set-cookie'], undefined);
    // A success forgets the failures of that email and address.
    assert.equal((await signIn('ana@acme.test')).statusCode, 200);
  });

  test('bad bodies are 400s that name the field', async () => {
    expectInvalid(
      await t.app.inject({
        method: 'POST',
        url: '/console/api/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a@b.c"}',
      }),
      'body.password',
    );
    expectProblem(
      await t.app.inject({
        method: 'POST',
        url: '/console/api/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
      400,
      'invalid_json',
    );
    expectInvalid(
      await t.app.inject({
        method: 'POST',
        url: '/console/api/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: ['x'], password: 1 }),
      }),
      'body.email',
    );
  });

  test('after SIGN_IN_MAX_FAILURES failures an email+address pair is refused with 429, even with the right password', async () => {
    for (let i = 0; i < 3; i++)
      expectProblem(await signIn('limited@acme.test', `wrong password ${i}`), 401, 'invalid_credentials');
    const limited = await signIn('limited@acme.test');
    expectProblem(limited, 429, 'rate_limited');
    const wait = Number(limited.headers['retry-after']);
    assert.ok(wait > 0 && wait <= 600, `Retry-After ${wait}`);
    assert.equal(limited.headers['set-cookie'], undefined);
    // A forged X-Forwarded-For does not escape the limit: without TRUST_PROXY the header is not believed.
    const forged = await signIn('limited@acme.test', PASSWORD, { 'x-forwarded-for': '203.0.113.9' });
    expectProblem(forged, 429, 'rate_limited');
    // Once the failures age out of the window, the pair may sign in again.
    await sql`update sign_in_failures set failed_at = failed_at - interval '11 minutes' where email = 'limited@acme.test'`.execute(
      t.db,
    );
    assert.equal((await signIn('limited@acme.test')).statusCode, 200);
  });
});

describe('a session on the /v1 routes', () => {
  test('reads and writes through the same routes as keys; a write needs the CSRF token', async () => {
    const s = await session('ana@acme.test');
    const creators = await t.app.inject({ url: '/v1/creators', headers: { cookie: s.cookie } });
    assert.equal(creators.statusCode, 200, creators.body);
    const payload = JSON.stringify({ name: 'from the console', scopes: ['data:read'] });
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: { cookie: s.cookie, 'content-type': 'application/json' },
      payload,
    });
    expectProblem(noToken, 403, 'csrf_failed');
    const badToken = await t.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: { cookie: s.cookie, 'content-type': 'application/json', 'x-csrf-token': s.csrf.slice(0, -2) + 'AA' },
      payload,
    });
    expectProblem(badToken, 403, 'csrf_failed');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: {
        cookie: s.cookie,
        'content-type': 'application/json',
        'x-csrf-token': s.csrf,
        origin: 'https://evil.example',
      },
      payload,
    });
    expectProblem(foreign, 403, 'csrf_failed');
    const keysBefore = await sql<{
      n: number;
    }>`select count(*)::int as n from api_keys where name = 'from the console'`.execute(t.db);
    assert.equal(keysBefore.rows[0].n, 0, 'refused requests changed nothing');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: { cookie: s.cookie, 'content-type': 'application/json', 'x-csrf-token': s.csrf },
      payload,
    });
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().account.name, 'acme');
    const me = await t.app.inject({ url: '/v1/me', headers: bearer(ok.json().key) });
    assert.equal(me.json().account.name, 'acme');
  });

  test("a session sees only its account's keys and operations", async () => {
    const acmeKey = await t.key(['data:read'], { account: 'acme' });
    const acmeKeyId = (await t.app.inject({ url: '/v1/me', headers: bearer(acmeKey) })).json().keyId;
    const olga = await session('olga@other.test');
    const list = await t.app.inject({ url: '/v1/api-keys?limit=200', headers: { cookie: olga.cookie } });
    assert.equal(list.statusCode, 200);
    assert.ok(list.json().data.every((k: { account: string }) => k.account === 'other'));
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/v1/api-keys/${acmeKeyId}`,
      headers: { cookie: olga.cookie, 'x-csrf-token': olga.csrf },
    });
    expectProblem(revoke, 404, 'not_found');
    assert.equal(
      (await t.app.inject({ url: '/v1/me', headers: bearer(acmeKey) })).statusCode,
      200,
      'the key still works',
    );
  });

  test('a bearer key is judged alone, whatever cookie comes with it', async () => {
    const s = await session('ana@acme.test');
    const res = await t.app.inject({
      url: '/v1/creators',
      headers: { cookie: s.cookie, authorization: 'Bearer csds_nonsense' },
    });
    expectProblem(res, 401, 'invalid_api_key');
  });

  test('an ended session is a 401: expired, signed out, or a made-up cookie', async () => {
    const s = await session('ana@acme.test');
    assert.equal((await t.app.inject({ url: '/console/api/session', headers: { cookie: s.cookie } })).statusCode, 200);
    await sql`update console_sessions set expires_at = now() - interval '1 second' where token_hash = sha256(convert_to(${s.cookie.split('=')[1]}, 'UTF8'))`.execute(
      t.db,
    );
    expectProblem(await t.app.inject({ url: '/v1/creators', headers: { cookie: s.cookie } }), 401, 'session_expired');
    expectProblem(
      await t.app.inject({ url: '/console/api/session', headers: { cookie: s.cookie } }),
      401,
      'session_expired',
    );

    const s2 = await session('ana@acme.test');
    const noCsrf = await t.app.inject({ method: 'POST', url: '/console/api/sign-out', headers: { cookie: s2.cookie } });
    expectProblem(noCsrf, 403, 'csrf_failed');
    const out = await t.app.inject({
      method: 'POST',
      url: '/console/api/sign-out',
      headers: { cookie: s2.cookie, 'x-csrf-token': s2.csrf },
    });
    assert.equal(out.statusCode, 204);
    assert.match(String(out.headers['set-cookie']), /csds_session=;/);
    expectProblem(await t.app.inject({ url: '/v1/creators', headers: { cookie: s2.cookie } }), 401, 'session_expired');

    expectProblem(
      await t.app.inject({ url: '/v1/creators', headers: { cookie: 'csds_session=made-up' } }),
      401,
      'session_expired',
    );
    expectProblem(await t.app.inject({ url: '/v1/creators', headers: { cookie: 'other=1' } }), 401, 'missing_api_key');
  });

  test('the absolute expiry holds however busy the session is', async () => {
    const s = await session('ana@acme.test');
    await sql`update console_sessions set absolute_expires_at = now() - interval '1 second', last_seen_at = now() - interval '1 hour'
      where token_hash = sha256(convert_to(${s.cookie.split('=')[1]}, 'UTF8'))`.execute(t.db);
    expectProblem(await t.app.inject({ url: '/v1/creators', headers: { cookie: s.cookie } }), 401, 'session_expired');
  });
});

describe('GET /v1/sponsorships/per-month', () => {
  test('counts by the month of publication, zero-filled, ending with the current month', async () => {
    const key = await t.key(['data:read']);
    const creator = await insertCreator(t.db);
    const brand = await insertBrand(t.db);
    const now = new Date();
    const monthStart = (back: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 2)).toISOString();
    const ym = (back: number) => monthStart(back).slice(0, 7);
    for (const back of [0, 0, 2, 30]) {
      const v = await insertVideo(t.db, creator.channelId, { publishedAt: monthStart(back) });
      await insertSponsorship(t.db, { videoId: v.videoId, brandId: brand.id });
    }
    const res = await t.app.inject({
      url: `/v1/sponsorships/per-month?brandId=${brand.id}&months=3`,
      headers: bearer(key),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), {
      data: [
        { month: ym(2), sponsorshipCount: 1 },
        { month: ym(1), sponsorshipCount: 0 },
        { month: ym(0), sponsorshipCount: 2 },
      ],
      total: 3,
    });
    const byCreator = await t.app.inject({
      url: `/v1/sponsorships/per-month?channelId=${creator.channelId}&months=36`,
      headers: bearer(key),
    });
    assert.equal(byCreator.json().data.length, 36);
    assert.equal(byCreator.json().total, 4);
    assert.equal(byCreator.json().data[36 - 1 - 30].sponsorshipCount, 1);
  });

  test('unknown brand or creator is a 404; bad parameters are 400s; a key needs data:read', async () => {
    const key = await t.key(['data:read']);
    expectProblem(
      await t.app.inject({
        url: '/v1/sponsorships/per-month?brandId=00000000-0000-4000-8000-000000000000',
        headers: bearer(key),
      }),
      404,
      'not_found',
    );
    expectProblem(
      await t.app.inject({ url: '/v1/sponsorships/per-month?channelId=UCnone', headers: bearer(key) }),
      404,
      'not_found',
    );
    expectInvalid(
      await t.app.inject({ url: '/v1/sponsorships/per-month?months=0', headers: bearer(key) }),
      'query.months',
    );
    expectInvalid(
      await t.app.inject({ url: '/v1/sponsorships/per-month?months=121', headers: bearer(key) }),
      'query.months',
    );
    expectInvalid(
      await t.app.inject({ url: '/v1/sponsorships/per-month?brand=x', headers: bearer(key) }),
      'query.brand',
    );
    const noScope = await t.key(['operations:read']);
    expectProblem(
      await t.app.inject({ url: '/v1/sponsorships/per-month', headers: bearer(noScope) }),
      403,
      'insufficient_scope',
    );
  });
});
