// The sign-in limits beyond one (email, address) pair: per client address and over the whole service, attempts
// made in parallel, IPv6 clients counted by their /64, and the client address behind a trusted proxy (TRUST_PROXY
// lists the proxies; a forged X-Forwarded-For entry cannot pick the address the limits count).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createUser } from '../../src/console/users.js';
import { clientAddressKey } from '../../src/http/clientAddress.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { expectProblem } from '../helpers/factories.js';

const PASSWORD = 'correct horse battery staple';

function signIn(t: TestApp, email: string, opts: { password?: string; from?: string; forwardedFor?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/console/api/sign-in',
    headers: {
      'content-type': 'application/json',
      ...(opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {}),
    },
    remoteAddress: opts.from ?? '127.0.0.1',
    payload: JSON.stringify({ email, password: opts.password ?? 'not the password' }),
  });
}

async function addUser(t: TestApp, email: string) {
  const account = await findOrCreateAccount(t.db, 'acme');
  await createUser(t.db, { accountId: account.id, email, password: PASSWORD });
}

const failures = async (t: TestApp) =>
  (await sql<{ n: number }>`select count(*)::int as n from sign_in_failures`.execute(t.db)).rows[0].n;

describe('TRUST_PROXY', () => {
  test('[review 16.6] TRUST_PROXY=true is refused at load, naming the forms that replace it', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: value }),
        (err: Error) => {
          assert.ok(err instanceof ConfigError);
          assert.match(err.message, /no longer accepted/);
          assert.match(err.message, /TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/);
          return true;
        },
      );
    }
    // A hop count believes whoever connects, proxy or not.
    assert.throws(() => loadConfig({ TRUST_PROXY: '1' }), /number of proxy hops is not accepted/);
    assert.throws(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, proxy.internal' }), /not "proxy.internal"/);
    assert.throws(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' }), /not "10.0.0.0\/33"/);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({}).trustProxy, false);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy, [
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  test('[review 16.6] behind a listed proxy, forged X-Forwarded-For entries do not escape the sign-in limit', async () => {
    const t = await createTestApp({ TRUST_PROXY: '127.0.0.1', SIGN_IN_MAX_FAILURES: '3' });
    try {
      await addUser(t, 'proxied@acme.test');
      const statuses = [];
      for (let i = 0; i < 30; i++) {
        // The client wrote the first entry; the proxy (127.0.0.1, trusted) appended the address it saw.
        const res = await signIn(t, 'proxied@acme.test', { forwardedFor: `198.51.100.${i}, 203.0.113.7` });
        statuses.push(res.statusCode);
      }
      assert.deepEqual(statuses.slice(0, 3), [401, 401, 401]);
      assert.ok(
        statuses.slice(3).every((s) => s === 429),
        statuses.join(' '),
      );
      // The limits count the address the proxy saw…
      assert.deepEqual(
        (await sql<{ address: string }>`select distinct address from sign_in_failures`.execute(t.db)).rows,
        [{ address: '203.0.113.7' }],
      );
      // …so another client behind the same proxy is not held up…
      assert.equal(
        (await signIn(t, 'proxied@acme.test', { password: PASSWORD, forwardedFor: '203.0.113.8' })).statusCode,
        200,
      );
      // …and a client reaching the service directly is judged by its socket, whatever it writes.
      const direct = await signIn(t, 'proxied@acme.test', { from: '198.51.100.77', forwardedFor: '203.0.113.8' });
      assert.equal(direct.statusCode, 401);
      assert.equal(
        (
          await sql<{
            n: number;
          }>`select count(*)::int as n from sign_in_failures where address = '198.51.100.77'`.execute(t.db)
        ).rows[0].n,
        1,
      );
    } finally {
      await t.close();
    }
  });
});

describe('limits beyond one email', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      SIGN_IN_MAX_FAILURES: '3',
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: '5',
      SIGN_IN_MAX_FAILURES_TOTAL: '12',
      SIGN_IN_WINDOW_SECONDS: '600',
    });
    await addUser(t, 'known@acme.test');
  });
  after(() => t.close());

  test('[review 16.7] failed sign-ins are limited per address whatever the email, and over the whole service', async () => {
    // One address spraying emails: five failures, then 429 for any email, even with the right password.
    for (let i = 0; i < 5; i++)
      expectProblem(await signIn(t, `spray${i}@acme.test`, { from: '192.0.2.1' }), 401, 'invalid_credentials');
    const refused = expectProblem(await signIn(t, 'spray5@acme.test', { from: '192.0.2.1' }), 429, 'rate_limited');
    assert.match(refused.detail, /from this address, whatever the email/);
    const right = await signIn(t, 'known@acme.test', { from: '192.0.2.1', password: PASSWORD });
    expectProblem(right, 429, 'rate_limited');
    const wait = Number(right.headers['retry-after']);
    assert.ok(wait > 500 && wait <= 600, `Retry-After ${wait}`);
    assert.equal(await failures(t), 5, 'refused attempts are not recorded');

    // Another address still signs in.
    assert.equal((await signIn(t, 'known@acme.test', { from: '192.0.2.2', password: PASSWORD })).statusCode, 200);

    // Many addresses, a few failures each: past SIGN_IN_MAX_FAILURES_TOTAL, sign-in pauses for everyone.
    for (let i = 0; i < 7; i++)
      expectProblem(await signIn(t, `wide${i}@acme.test`, { from: `192.0.2.${10 + i}` }), 401, 'invalid_credentials');
    assert.equal(await failures(t), 12);
    const paused = await signIn(t, 'known@acme.test', { from: '192.0.2.99', password: PASSWORD });
    assert.match(expectProblem(paused, 429, 'rate_limited').detail, /paused for everyone/);
    assert.ok(Number(paused.headers['retry-after']) >= 1);

    // Once they age out of the window, sign-in works again.
    await sql`update sign_in_failures set failed_at = failed_at - interval '11 minutes'`.execute(t.db);
    assert.equal((await signIn(t, 'known@acme.test', { from: '192.0.2.99', password: PASSWORD })).statusCode, 200);
  });

  test('sign-in attempts made in parallel cannot pass the limit', async () => {
    await sql`delete from sign_in_failures`.execute(t.db);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => signIn(t, 'known@acme.test', { from: '192.0.2.50' })),
    );
    const statuses = results.map((r) => r.statusCode);
    assert.ok(
      statuses.every((s) => s === 401 || s === 429),
      statuses.join(' '),
    );
    const passed = statuses.filter((s) => s === 401).length;
    assert.ok(passed <= 3, `${passed} parallel attempts had their password checked; the limit is 3`);
    // (A burst can be refused whole: each attempt saw the others' rows. Refused attempts take theirs back.)
    assert.equal(await failures(t), passed);
    if (passed < 3)
      assert.equal(
        (await signIn(t, 'known@acme.test', { from: '192.0.2.50' })).statusCode,
        401,
        'the room left is usable',
      );
  });

  test('[review 16.7] IPv6 clients are counted by their /64', async () => {
    await sql`delete from sign_in_failures`.execute(t.db);
    for (let i = 1; i <= 5; i++)
      expectProblem(
        await signIn(t, `v6-${i}@acme.test`, { from: `2001:db8:1:2::${i.toString(16)}` }),
        401,
        'invalid_credentials',
      );
    expectProblem(await signIn(t, 'v6-6@acme.test', { from: '2001:db8:1:2:ffff:ffff:ffff:fffe' }), 429, 'rate_limited');
    assert.equal(
      (await signIn(t, 'v6-7@acme.test', { from: '2001:db8:1:3::1' })).statusCode,
      401,
      'the next /64 is another client',
    );
    assert.equal(clientAddressKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
    assert.equal(clientAddressKey('::ffff:192.0.2.7'), '192.0.2.7');
    assert.equal(clientAddressKey('192.0.2.7'), '192.0.2.7');
  });
});

test('sign-in limits must widen from pair to address to service', () => {
  assert.throws(() => loadConfig({ SIGN_IN_MAX_FAILURES: '10', SIGN_IN_MAX_FAILURES_PER_ADDRESS: '5' }), /must widen/);
  assert.throws(
    () => loadConfig({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: '50', SIGN_IN_MAX_FAILURES_TOTAL: '20' }),
    /must widen/,
  );
  const c = loadConfig({});
  assert.deepEqual([c.signInMaxFailures, c.signInMaxFailuresPerAddress, c.signInMaxFailuresTotal], [5, 50, 500]);
});
