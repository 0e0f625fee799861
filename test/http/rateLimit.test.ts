// Per-key rate limits through the whole app: RateLimit-* headers on every authenticated response, a 429
// problem+json with Retry-After once the budget is spent, one budget per key (and per console user), /mcp
// counted like /v1, a budget that refills, and the switch that turns it all off.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { createSession } from '../../src/console/sessions.js';
import { createUser } from '../../src/console/users.js';
import { SESSION_COOKIE } from '../../src/http/sessionAuth.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { expectProblem } from '../helpers/factories.js';

// 5 requests, then one a minute: nothing refills while a test runs.
const SLOW = { RATE_LIMIT_BURST: '5', RATE_LIMIT_PER_MINUTE: '1' };

const num = (v: unknown) => Number(v as string);

describe('a spent budget', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(SLOW);
  });
  after(() => t.close());

  test('headers count down on every response, then a 429 problem+json says when to retry', async () => {
    const key = await t.key();
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      // An error after authentication (here a 400) spends a request like a success.
      const res = await t.app.inject({ url: i === 2 ? '/v1/creators?limit=0' : '/v1/creators', headers: bearer(key) });
      assert.equal(res.statusCode, i === 2 ? 400 : 200, res.body);
      assert.equal(res.headers['ratelimit-limit'], '5');
      assert.equal(res.headers['ratelimit-policy'], '"default";q=5;w=300');
      const r = num(res.headers['ratelimit-remaining']);
      assert.equal(res.headers.ratelimit, `"default";r=${r};t=${res.headers['ratelimit-reset']}`);
      assert.ok(num(res.headers['ratelimit-reset']) > 0);
      remaining.push(r);
    }
    assert.deepEqual(remaining, [4, 3, 2, 1, 0]);

    const refused = await t.app.inject({ url: '/v1/creators', headers: bearer(key) });
    const body = expectProblem(refused, 429, 'rate_limited');
    assert.match(body.detail, /Retry after \d+ s/);
    const retryAfter = num(refused.headers['retry-after']);
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${refused.headers['retry-after']}`);
    assert.equal(refused.headers['ratelimit-remaining'], '0');
    assert.equal(refused.headers['ratelimit-limit'], '5');
    // Refused requests spend nothing, and stay refused.
    expectProblem(await t.app.inject({ url: '/v1/me', headers: bearer(key) }), 429, 'rate_limited');
  });

  test('another key, and a key of another account, have budgets of their own', async () => {
    const spent = await t.key();
    for (let i = 0; i < 5; i++) assert.equal((await t.app.inject({ url: '/v1/me', headers: bearer(spent) })).statusCode, 200);
    expectProblem(await t.app.inject({ url: '/v1/me', headers: bearer(spent) }), 429, 'rate_limited');
    for (const fresh of [await t.key(), await t.key(undefined, { account: 'globex' })]) {
      const res = await t.app.inject({ url: '/v1/me', headers: bearer(fresh) });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['ratelimit-remaining'], '4');
    }
  });

  test('/mcp draws from the same budget as /v1', async () => {
    const key = await t.key();
    for (let i = 0; i < 5; i++) assert.equal((await t.app.inject({ url: '/v1/me', headers: bearer(key) })).statusCode, 200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { ...bearer(key), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expectProblem(res, 429, 'rate_limited');
    assert.ok(num(res.headers['retry-after']) >= 1);
  });

  test('a console session counts against its user, not against the account’s API keys', async () => {
    const account = await findOrCreateAccount(t.db, 'acme');
    const user = await createUser(t.db, { accountId: account.id, email: 'limits@acme.test', password: 'correct horse battery staple' });
    const { token } = await createSession(t.db, user.id, { idleSeconds: 3600, maxSeconds: 7200 });
    const cookie = { cookie: `${SESSION_COOKIE}=${token}` };
    const key = await t.key();
    for (let i = 0; i < 5; i++) assert.equal((await t.app.inject({ url: '/v1/me', headers: cookie })).statusCode, 200);
    expectProblem(await t.app.inject({ url: '/v1/me', headers: cookie }), 429, 'rate_limited');
    assert.equal((await t.app.inject({ url: '/v1/me', headers: bearer(key) })).headers['ratelimit-remaining'], '4');
  });

  test('requests without a key, and public routes, carry no budget', async () => {
    const anonymous = await t.app.inject({ url: '/v1/creators' });
    expectProblem(anonymous, 401, 'missing_api_key');
    assert.equal(anonymous.headers['ratelimit-limit'], undefined);
    const health = await t.app.inject({ url: '/healthz' });
    assert.equal(health.statusCode, 200);
    assert.equal(health.headers['ratelimit-limit'], undefined);
  });
});

test('a spent budget refills at the configured rate', async () => {
  // 600 a minute: one request back every 100 ms.
  const t = await createTestApp({ RATE_LIMIT_BURST: '2', RATE_LIMIT_PER_MINUTE: '600' });
  try {
    const key = await t.key();
    let refusedOnce = false;
    for (let i = 0; i < 50 && !refusedOnce; i++) refusedOnce = (await t.app.inject({ url: '/v1/me', headers: bearer(key) })).statusCode === 429;
    assert.ok(refusedOnce, 'the budget of 2 was never spent');
    const back = await waitFor(async () => {
      const res = await t.app.inject({ url: '/v1/me', headers: bearer(key) });
      return res.statusCode === 200 ? res : null;
    }, 15_000, 50);
    assert.equal(back.headers['ratelimit-limit'], '2');
  } finally {
    await t.close();
  }
});

test('RATE_LIMIT_ENABLED=false sends no headers and refuses nothing', async () => {
  const t = await createTestApp({ ...SLOW, RATE_LIMIT_ENABLED: 'false' });
  try {
    const key = await t.key();
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({ url: '/v1/me', headers: bearer(key) });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['ratelimit-limit'], undefined);
    }
  } finally {
    await t.close();
  }
});
