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
import { expectProblem, insertCreator } from '../helpers/factories.js';
import { connectHttp } from '../helpers/mcp.js';

// 5 requests, then one a minute: nothing refills while a test runs. The account-wide ceiling is off where a test
// is about each key's own budget (several keys of one account spend theirs); its own tests set it.
const PER_KEY_ONLY = { RATE_LIMIT_ACCOUNT_PER_MINUTE: '0' };
const SLOW = { RATE_LIMIT_BURST: '5', RATE_LIMIT_PER_MINUTE: '1', ...PER_KEY_ONLY };

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
    assert.ok(
      Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60,
      `Retry-After ${refused.headers['retry-after']}`,
    );
    assert.equal(refused.headers['ratelimit-remaining'], '0');
    assert.equal(refused.headers['ratelimit-limit'], '5');
    // Refused requests spend nothing, and stay refused.
    expectProblem(await t.app.inject({ url: '/v1/me', headers: bearer(key) }), 429, 'rate_limited');
  });

  test('another key, and a key of another account, have budgets of their own', async () => {
    const spent = await t.key();
    for (let i = 0; i < 5; i++)
      assert.equal((await t.app.inject({ url: '/v1/me', headers: bearer(spent) })).statusCode, 200);
    expectProblem(await t.app.inject({ url: '/v1/me', headers: bearer(spent) }), 429, 'rate_limited');
    for (const fresh of [await t.key(), await t.key(undefined, { account: 'globex' })]) {
      const res = await t.app.inject({ url: '/v1/me', headers: bearer(fresh) });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['ratelimit-remaining'], '4');
    }
  });

  test('/mcp draws from the same budget as /v1', async () => {
    const key = await t.key();
    for (let i = 0; i < 5; i++)
      assert.equal((await t.app.inject({ url: '/v1/me', headers: bearer(key) })).statusCode, 200);
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
    const user = await createUser(t.db, {
      accountId: account.id,
      email: 'limits@acme.test',
      password: 'correct horse battery staple',
    });
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
  const t = await createTestApp({ RATE_LIMIT_BURST: '2', RATE_LIMIT_PER_MINUTE: '600', ...PER_KEY_ONLY });
  try {
    const key = await t.key();
    let refusedOnce = false;
    for (let i = 0; i < 50 && !refusedOnce; i++)
      refusedOnce = (await t.app.inject({ url: '/v1/me', headers: bearer(key) })).statusCode === 429;
    assert.ok(refusedOnce, 'the budget of 2 was never spent');
    const back = await waitFor(
      async () => {
        const res = await t.app.inject({ url: '/v1/me', headers: bearer(key) });
        return res.statusCode === 200 ? res : null;
      },
      15_000,
      50,
    );
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

describe('/mcp: one unit per JSON-RPC message, batches included', () => {
  let t: TestApp;
  let base: string;
  // 600 requests, refilling one a minute: the issue's budget, with nothing coming back while a test runs.
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_BURST: '600', RATE_LIMIT_PER_MINUTE: '1', ...PER_KEY_ONLY });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    await insertCreator(t.db, { handle: '@budget', title: 'Budget Channel' });
  });
  after(() => t.close());

  const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const searches = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      jsonrpc: '2.0',
      id: i + 1,
      method: 'tools/call',
      params: { name: 'search-creators', arguments: { limit: 1 } },
    }));
  const post = (key: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { ...bearer(key), ...MCP_HEADERS },
      payload: JSON.stringify(payload),
    });

  test('[review 16.4] ten batches of 100 tool calls on a 600 budget run 600 searches, not 1,000', async () => {
    const key = await t.key(['data:read']);
    let searched = 0;
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      const res = await post(key, searches(100));
      statuses.push(res.statusCode);
      if (res.statusCode === 200) {
        const answers = res.json();
        assert.equal(answers.length, 100);
        assert.ok(
          answers.every((a: any) => a.result && !a.result.isError),
          res.body.slice(0, 300),
        );
        searched += answers.length;
        assert.equal(res.headers['ratelimit-remaining'], String(600 - searched));
        assert.equal(res.headers['ratelimit-limit'], '600');
      } else {
        expectProblem(res, 429, 'rate_limited');
        assert.ok(Number(res.headers['retry-after']) >= 1);
      }
    }
    assert.equal(searched, 600);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 429, 429, 429, 429]);
  });

  test('[review 16.4] a batch takes all its units or none: refused whole, it spends nothing', async () => {
    const key = await t.key(['data:read']);
    assert.equal((await post(key, searches(100))).statusCode, 200);
    for (let i = 0; i < 4; i++) assert.equal((await post(key, searches(100))).statusCode, 200);
    assert.equal((await post(key, searches(98))).statusCode, 200);
    // Two left: a batch of three is refused whole (naming what it needed), and the two remain for smaller requests.
    const refused = await post(key, searches(3));
    assert.match(expectProblem(refused, 429, 'rate_limited').detail, /needs 3 \(one per message\)/);
    assert.equal(refused.headers['ratelimit-remaining'], '2');
    const two = await post(key, searches(2));
    assert.equal(two.statusCode, 200, two.body);
    assert.equal(two.headers['ratelimit-remaining'], '0');
    expectProblem(await post(key, searches(1)[0]), 429, 'rate_limited');
    expectProblem(await t.app.inject({ url: '/v1/me', headers: bearer(key) }), 429, 'rate_limited');
  });

  test('[review 16.4] the SDK client: every answer carries RateLimit-* headers, and each tool call draws one', async () => {
    const key = await t.key(['data:read']);
    const seen: Record<string, string | null>[] = [];
    const client = await connectHttp(base, key, async (url, init) => {
      const res = await fetch(url, init);
      const names = [
        'ratelimit-limit',
        'ratelimit-remaining',
        'ratelimit-reset',
        'ratelimit-policy',
        'ratelimit',
        'x-request-id',
      ];
      seen.push({
        method: init?.method ?? 'GET',
        status: String(res.status),
        ...Object.fromEntries(names.map((h) => [h, res.headers.get(h)])),
      });
      return res;
    });
    try {
      // After initializing, the client asks for a server stream (GET, a 405 from this stateless server) on its own time.
      await waitFor(async () => seen.some((h) => h.method === 'GET'), 5_000, 10);
      const before = seen.length;
      for (let i = 0; i < 3; i++) await client.callTool({ name: 'search-creators', arguments: { limit: 1 } });
      assert.equal(seen.length, before + 3, JSON.stringify(seen));
      // Every answer (initialize, its notification, the stream the client asks for, each call) carries the budget,
      // and each drew one.
      seen.forEach((h, i) => {
        assert.equal(h['ratelimit-limit'], '600', JSON.stringify(h));
        assert.equal(h['ratelimit-policy'], '"default";q=600;w=36000');
        assert.equal(h['ratelimit-remaining'], String(599 - i), JSON.stringify(seen));
        assert.equal(h.ratelimit, `"default";r=${599 - i};t=${h['ratelimit-reset']}`);
        assert.ok(h['x-request-id']);
      });
    } finally {
      await client.close();
    }
  });

  test('[review 16.4] a batch larger than the whole budget is a 400 that says so', async () => {
    const small = await createTestApp({ RATE_LIMIT_BURST: '5', RATE_LIMIT_PER_MINUTE: '1', ...PER_KEY_ONLY });
    try {
      const key = await small.key(['data:read']);
      const res = await small.app.inject({
        method: 'POST',
        url: '/mcp',
        headers: { ...bearer(key), ...MCP_HEADERS },
        payload: JSON.stringify(searches(6)),
      });
      assert.match(
        expectProblem(res, 400, 'invalid_request').detail,
        /more than this key's whole request budget \(5\)/,
      );
      const five = await small.app.inject({
        method: 'POST',
        url: '/mcp',
        headers: { ...bearer(key), ...MCP_HEADERS },
        payload: JSON.stringify(searches(4)),
      });
      assert.equal(five.statusCode, 200, five.body);
      assert.equal(five.headers['ratelimit-remaining'], '0', 'the refused batch drew one, the next four');
    } finally {
      await small.close();
    }
  });
});

describe('[review 30.8] the account-wide ceiling (RATE_LIMIT_ACCOUNT_PER_MINUTE)', () => {
  let t: TestApp;
  // Each key: 5 at once, one a minute. The account: 8 at once, 8 a minute. Nothing refills while a test runs.
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_BURST: '5', RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_ACCOUNT_PER_MINUTE: '8' });
  });
  after(() => t.close());

  test('many keys of one account are held to the account ceiling, with the per-key 429’s shape; another account is not', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => t.key(['data:read'], { account: 'hammer' })));
    const codes: number[] = [];
    let refused: Awaited<ReturnType<typeof t.app.inject>> | null = null;
    for (let round = 0; round < 3; round++) {
      for (const k of keys) {
        const res = await t.app.inject({ url: '/v1/me', headers: bearer(k) });
        codes.push(res.statusCode);
        if (res.statusCode === 429) refused ??= res;
        else assert.equal(res.statusCode, 200, res.body);
      }
    }
    // 18 requests, none over its key's own 5: the account's 8 pass, the rest are refused.
    assert.equal(codes.filter((c) => c === 200).length, 8, codes.join(','));
    assert.ok(refused);
    const body = expectProblem(refused, 429, 'rate_limited');
    assert.match(body.detail, /RATE_LIMIT_ACCOUNT_PER_MINUTE/);
    assert.match(body.detail, /Retry after \d+ s/);
    const retryAfter = num(refused.headers['retry-after']);
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, String(retryAfter));
    assert.equal(refused.headers['ratelimit-limit'], '8');
    assert.equal(refused.headers['ratelimit-remaining'], '0');
    assert.equal(refused.headers['ratelimit-policy'], '"account";q=8;w=60');
    assert.match(String(refused.headers.ratelimit), /^"account";r=0;t=\d+$/);

    // A key of another account is untouched by the hammering.
    const calm = await t.key(['data:read'], { account: 'calm' });
    const ok = await t.app.inject({ url: '/v1/me', headers: bearer(calm) });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.headers['ratelimit-remaining'], '4', "the key's own budget is the tighter one");
    assert.equal(ok.headers['ratelimit-policy'], '"default";q=5;w=300');
  });

  test('a request its own key refuses draws nothing from the account', async () => {
    const [spent, fresh] = await Promise.all([
      t.key(['data:read'], { account: 'thrifty' }),
      t.key(['data:read'], { account: 'thrifty' }),
    ]);
    for (let i = 0; i < 5; i++)
      assert.equal((await t.app.inject({ url: '/v1/me', headers: bearer(spent) })).statusCode, 200);
    for (let i = 0; i < 10; i++) {
      const res = expectProblem(await t.app.inject({ url: '/v1/me', headers: bearer(spent) }), 429, 'rate_limited');
      assert.match(res.detail, /This API key has used its 5 requests/);
    }
    // The account spent 5 of its 8: the other key still has 3.
    for (let i = 0; i < 3; i++)
      assert.equal((await t.app.inject({ url: '/v1/me', headers: bearer(fresh) })).statusCode, 200);
    expectProblem(await t.app.inject({ url: '/v1/me', headers: bearer(fresh) }), 429, 'rate_limited');
  });
});
