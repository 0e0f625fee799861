// POST/GET/DELETE /v1/api-keys: created once and shown once, never listed, account-scoped, revocation at once.
import assert from 'node:assert/strict';
import { after, before, describe, mock, test } from 'node:test';
import { sql } from 'kysely';
import { createSession, csrfTokenFor } from '../../src/console/sessions.js';
import { createUser } from '../../src/console/users.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { SESSION_COOKIE } from '../../src/http/sessionAuth.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { expectInvalid, expectProblem, expectShape, walkPages } from '../helpers/factories.js';

let t: TestApp;
let admin: string;
const json = (payload: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});
const create = (key: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api-keys',
    headers: { ...bearer(key), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const list = (key: string, qs = '') => t.app.inject({ url: `/v1/api-keys${qs}`, headers: bearer(key) });
const revoke = (key: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/v1/api-keys/${id}`, headers: bearer(key) });

const RECORD = {
  id: 'uuid',
  name: 'string',
  prefix: 'string',
  scopes: 'array',
  account: 'object',
  createdAt: 'timestamp',
  lastUsedAt: 'timestamp|null',
  expiresAt: 'timestamp|null',
  revokedAt: 'timestamp|null',
  status: 'string',
};

before(async () => {
  // The default cache (2 s) stays on: revoking through the API must still take effect at once.
  t = await createTestApp();
  admin = await t.key(['keys:write', 'data:read', 'operations:read'], { account: 'acme' });
});
after(() => t.close());

describe('POST /v1/api-keys', () => {
  test('201 with the record and the key, shown this once; the key works at once', async () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await create(admin, { name: 'ci pipeline', scopes: ['operations:read', 'data:read'], expiresAt });
    assert.equal(res.statusCode, 201, res.body);
    const k = res.json();
    expectShape(k, { ...RECORD, key: 'string' });
    assert.deepEqual(Object.keys(k).sort(), [...Object.keys(RECORD), 'key'].sort());
    assert.match(k.key, /^csds_[A-Za-z0-9_-]{43}$/);
    assert.equal(k.prefix, k.key.slice(0, 11));
    assert.equal(k.name, 'ci pipeline');
    assert.deepEqual(k.scopes, ['data:read', 'operations:read']);
    expectShape(k.account, { id: 'uuid', name: 'string' });
    assert.equal(k.account.name, 'acme');
    assert.equal(k.expiresAt, expiresAt);
    assert.equal(k.lastUsedAt, null);
    assert.equal(k.revokedAt, null);
    assert.equal(k.status, 'active');
    const me = await t.app.inject({ url: '/v1/me', headers: bearer(k.key) });
    assert.equal(me.statusCode, 200, me.body);
    assert.equal(me.json().keyId, k.id);
    assert.deepEqual(me.json().account, k.account, 'one account shape in /v1/me and in key records');
    assert.equal((await t.app.inject({ url: '/v1/creators', headers: bearer(k.key) })).statusCode, 200);
    // Without keys:write the new key cannot manage keys.
    expectProblem(await list(k.key), 403, 'insufficient_scope');
  });

  test('the key is never listed nor returned again', async () => {
    const res = await create(admin, { name: 'secret', scopes: ['data:read'] });
    const { key, id } = res.json();
    const all = await walkPages(t.app.inject.bind(t.app), '/v1/api-keys', bearer(admin), { limit: 200 });
    const row = all.rows.find((r) => r.id === id);
    assert.ok(row);
    assert.equal('key' in row, false);
    assert.deepEqual(Object.keys(row).sort(), Object.keys(RECORD).sort());
    const body = (await list(admin, '?limit=200')).body;
    assert.ok(!body.includes(key));
    assert.ok(!body.includes(key.slice(11)), 'not even the secret part');
    const del = await revoke(admin, id);
    assert.ok(!del.body.includes(key.slice(11)));
  });

  test('a key can grant only scopes it holds', async () => {
    const p = expectProblem(
      await create(admin, { name: 'x', scopes: ['data:read', 'operations:write'] }),
      403,
      'insufficient_scope',
    );
    assert.match(p.detail, /operations:write/);
    expectProblem(
      await create(admin, { name: 'x', scopes: ['keys:write', 'exports:write'] }),
      403,
      'insufficient_scope',
    );
    const ok = await create(admin, { name: 'manager', scopes: ['keys:write'] });
    assert.equal(ok.statusCode, 201, ok.body);
  });

  test('invalid bodies are 400 naming the field', async () => {
    expectInvalid(await create(admin, { name: '', scopes: ['data:read'] }), 'body.name');
    expectInvalid(await create(admin, { name: 'n'.repeat(101), scopes: ['data:read'] }), 'body.name');
    assert.equal((await create(admin, { name: 'n'.repeat(100), scopes: ['data:read'] })).statusCode, 201);
    assert.equal((await create(admin, { name: 'ключ 🔑', scopes: ['data:read'] })).json().name, 'ключ 🔑');
    expectInvalid(await create(admin, { name: 'a\u0000b', scopes: ['data:read'] }), 'body.name');
    expectInvalid(await create(admin, { scopes: ['data:read'] }), 'body.name');
    expectInvalid(await create(admin, { name: 'x' }), 'body.scopes');
    expectInvalid(await create(admin, { name: 'x', scopes: [] }), 'body.scopes');
    expectInvalid(await create(admin, { name: 'x', scopes: ['data:read', 'data:read'] }), 'body.scopes');
    expectInvalid(await create(admin, { name: 'x', scopes: ['admin'] }), 'body.scopes.0');
    expectInvalid(await create(admin, { name: 'x', scopes: ['data:read'], extra: 1 }), 'body.extra');
    expectInvalid(await create(admin, { name: 'x', scopes: ['data:read'], expiresAt: 'tomorrow' }), 'body.expiresAt');
    expectInvalid(
      await create(admin, { name: 'x', scopes: ['data:read'], expiresAt: new Date(Date.now() - 60_000).toISOString() }),
      'body.expiresAt',
    );
    expectInvalid(await create(admin, ['name', 'x']), 'body');
    expectInvalid(await create(admin, null), 'body');
    const n = await create(admin, { name: 'x', scopes: ['data:read'], expiresAt: null });
    assert.equal(n.statusCode, 201);
    assert.equal(n.json().expiresAt, null);
  });
});

test('JSON bodies are not type-coerced: a number is not a name, a string is not a list', async () => {
  expectInvalid(await create(admin, { name: 'x', scopes: 'data:read' }), 'body.scopes');
  expectInvalid(await create(admin, { name: 42, scopes: ['data:read'] }), 'body.name');
  expectInvalid(await create(admin, { name: true, scopes: ['data:read'] }), 'body.name');
});

describe('GET /v1/api-keys', () => {
  test('lists only this account, newest first, and pages', async () => {
    const other = await t.key(['keys:write', 'data:read'], { account: 'globex' });
    const mine = [];
    for (let i = 0; i < 4; i++)
      mine.push((await create(admin, { name: `page ${i}`, scopes: ['data:read'] })).json().id);
    const theirs = (await create(other, { name: 'theirs', scopes: ['data:read'] })).json().id;
    const all = (await walkPages(t.app.inject.bind(t.app), '/v1/api-keys', bearer(admin), { limit: 200 })).rows;
    assert.ok(all.every((r) => r.account.name === 'acme'));
    assert.ok(!all.some((r) => r.id === theirs));
    const ids = all.map((r) => r.id);
    assert.deepEqual(ids.slice(0, 4), [...mine].reverse(), 'newest first');
    const times = all.map((r) => r.createdAt);
    assert.deepEqual(times, [...times].sort().reverse());
    for (const limit of [1, 2, 7]) {
      const walked = await walkPages(t.app.inject.bind(t.app), '/v1/api-keys', bearer(admin), { limit });
      assert.deepEqual(
        walked.rows.map((r) => r.id),
        ids,
        `limit ${limit}`,
      );
    }
    const g = (await walkPages(t.app.inject.bind(t.app), '/v1/api-keys', bearer(other), { limit: 1 })).rows;
    assert.ok(g.some((r) => r.id === theirs) && g.every((r) => r.account.name === 'globex'));
    // A cursor of one account is refused for another.
    const c = (await list(admin, '?limit=1')).json().meta.nextCursor;
    expectProblem(await list(other, `?limit=1&cursor=${c}`), 400, 'invalid_cursor');
    expectInvalid(await list(admin, '?search=x'), 'query.search');
  });

  test('lastUsedAt is filled in after the key is used', async () => {
    const { key, id } = (await create(admin, { name: 'used', scopes: ['data:read'] })).json();
    await t.app.inject({ url: '/v1/me', headers: bearer(key) });
    // Written in the background after the request (never delaying it): wait for it.
    const row = await waitFor(async () => {
      const r = (await list(admin, '?limit=200')).json().data.find((x: any) => x.id === id);
      return r.lastUsedAt ? r : null;
    });
    assert.match(row.lastUsedAt, /Z$/);
  });
});

describe('DELETE /v1/api-keys/{id}', () => {
  test('revokes at once, even with the key cached; revoking twice is harmless', async () => {
    const { key, id } = (await create(admin, { name: 'to revoke', scopes: ['data:read'] })).json();
    assert.equal((await t.app.inject({ url: '/v1/creators', headers: bearer(key) })).statusCode, 200, 'now cached');
    const res = await revoke(admin, id);
    assert.equal(res.statusCode, 200, res.body);
    const r = res.json();
    expectShape(r, RECORD);
    assert.equal(r.id, id);
    assert.equal(r.status, 'revoked');
    assert.match(r.revokedAt, /Z$/);
    expectProblem(await t.app.inject({ url: '/v1/creators', headers: bearer(key) }), 401, 'revoked_api_key');
    const again = await revoke(admin, id);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().revokedAt, r.revokedAt, 'the first revocation time is kept');
    const listed = (await list(admin, '?limit=200')).json().data.find((x: any) => x.id === id);
    assert.equal(listed.status, 'revoked');
  });

  test("another account's key is a 404 and stays usable", async () => {
    const other = await t.key(['keys:write', 'data:read'], { account: 'initech' });
    const theirs = (await create(other, { name: 'theirs', scopes: ['data:read'] })).json();
    const p = expectProblem(await revoke(admin, theirs.id), 404, 'not_found');
    assert.match(p.detail, new RegExp(theirs.id));
    assert.equal((await t.app.inject({ url: '/v1/me', headers: bearer(theirs.key) })).statusCode, 200);
    expectProblem(await revoke(admin, '00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    expectInvalid(await revoke(admin, 'not-a-uuid'), 'params.id');
  });

  test('an expired key is listed as expired; keys endpoints need keys:write', async () => {
    const expired = await t.key(['data:read'], { expiresAt: new Date(Date.now() - 1000) });
    const rows = (await list(admin, '?limit=200')).json().data;
    assert.ok(rows.some((r: any) => r.status === 'expired' && r.expiresAt));
    assert.ok(expired);
    const reader = await t.key(['data:read']);
    expectProblem(await list(reader), 403, 'insufficient_scope');
    expectProblem(await create(reader, { name: 'x', scopes: ['data:read'] }), 403, 'insufficient_scope');
    expectProblem(await revoke(reader, '00000000-0000-4000-8000-000000000000'), 403, 'insufficient_scope');
    expectProblem(
      await t.app.inject({ method: 'POST', url: '/v1/api-keys', ...json({ name: 'x', scopes: ['data:read'] }) }),
      401,
      'missing_api_key',
    );
  });

  test('a key can revoke itself, and is refused from then on', async () => {
    const self = (await create(admin, { name: 'self', scopes: ['keys:write'] })).json();
    assert.equal((await revoke(self.key, self.id)).statusCode, 200);
    expectProblem(await list(self.key), 401, 'revoked_api_key');
  });
});

test('[review 16.12] an API-key record carries its account as {id, name}, the same object as /v1/me', async () => {
  const me = (await t.app.inject({ url: '/v1/me', headers: bearer(admin) })).json();
  expectShape(me.account, { id: 'uuid', name: 'string' });
  const created = (await create(admin, { name: 'shape', scopes: ['data:read'] })).json();
  const listed = (await list(admin, '?limit=200')).json().data.find((r: any) => r.id === created.id);
  const revoked = (await revoke(admin, created.id)).json();
  for (const record of [created, listed, revoked]) {
    assert.deepEqual(record.account, me.account);
    assert.equal(record.accountId, undefined, 'no second spelling of the account beside it');
  }
});

describe('what a key may hand on', () => {
  const countNamed = async (name: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from api_keys where name = ${name}`.execute(t.db)).rows[0].n;

  test('[review 16.2] a key cannot mint a key that outlives it', async () => {
    const parentExpiry = new Date(Date.now() + 20_000);
    const parent = await t.key(['keys:write', 'data:read'], { expiresAt: parentExpiry });
    const limit = parentExpiry.toISOString();

    // Never expiring, or expiring later than the parent: refused, naming the limit, and nothing is created.
    for (const expiresAt of [
      null,
      new Date(parentExpiry.getTime() + 1).toISOString(),
      new Date(Date.now() + 86_400_000).toISOString(),
    ]) {
      const p = expectProblem(
        await create(parent, { name: 'outliver', scopes: ['data:read'], expiresAt }),
        422,
        'expires_after_parent_key',
      );
      assert.ok(p.detail.includes(limit), p.detail);
      assert.deepEqual(
        p.errors.map((e: { path: string }) => e.path),
        ['body.expiresAt'],
      );
    }
    assert.equal(await countNamed('outliver'), 0);

    // Without expiresAt the new key expires with its parent; the parent's own expiry or earlier is accepted.
    const inherited = await create(parent, { name: 'child', scopes: ['data:read'] });
    assert.equal(inherited.statusCode, 201, inherited.body);
    assert.equal(inherited.json().expiresAt, limit);
    const same = await create(parent, { name: 'child', scopes: ['data:read'], expiresAt: limit });
    assert.equal(same.statusCode, 201, same.body);
    const sooner = new Date(Date.now() + 10_000).toISOString();
    assert.equal(
      (await create(parent, { name: 'child', scopes: ['data:read'], expiresAt: sooner })).json().expiresAt,
      sooner,
    );

    // Nor more scopes than its own, whatever the expiry.
    expectProblem(
      await create(parent, { name: 'outliver', scopes: ['data:read', 'operations:write'] }),
      403,
      'insufficient_scope',
    );
    expectProblem(
      await create(parent, { name: 'outliver', scopes: ['exports:read'], expiresAt: sooner }),
      403,
      'insufficient_scope',
    );
    assert.equal(await countNamed('outliver'), 0);

    // A key that never expires may still create keys that never expire.
    const forever = await create(admin, { name: 'forever', scopes: ['data:read'] });
    assert.equal(forever.json().expiresAt, null);
  });

  test('[review 16.2] a child that inherited its expiry stops working when its parent expires', async () => {
    const parentExpiry = new Date(Date.now() + 60_000);
    const parent = await t.key(['keys:write', 'data:read'], { expiresAt: parentExpiry });
    const child = (await create(parent, { name: 'short-lived child', scopes: ['data:read'] })).json();
    assert.equal(child.expiresAt, parentExpiry.toISOString());
    // The service's clock, moved to the parent's expiry: both stop at that instant, not a moment later.
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    try {
      assert.equal((await t.app.inject({ url: '/v1/me', headers: bearer(child.key) })).statusCode, 200);
      mock.timers.setTime(parentExpiry.getTime() - 1);
      assert.equal((await t.app.inject({ url: '/v1/me', headers: bearer(child.key) })).statusCode, 200);
      mock.timers.setTime(parentExpiry.getTime());
      expectProblem(await t.app.inject({ url: '/v1/me', headers: bearer(parent) }), 401, 'expired_api_key');
      expectProblem(await t.app.inject({ url: '/v1/me', headers: bearer(child.key) }), 401, 'expired_api_key');
    } finally {
      mock.timers.reset();
    }
  });

  test('[review 16.2] a console session (a person) may still create keys that never expire', async () => {
    const account = await findOrCreateAccount(t.db, 'acme');
    const user = await createUser(t.db, {
      accountId: account.id,
      email: 'keys-person@acme.test',
      password: 'correct horse battery staple',
    });
    const { token, expiresAt: sessionEnds } = await createSession(t.db, user.id, {
      idleSeconds: 3600,
      maxSeconds: 7200,
    });
    const headers = {
      cookie: `${SESSION_COOKIE}=${token}`,
      'x-csrf-token': csrfTokenFor(token),
      'content-type': 'application/json',
    };
    const post = (body: unknown) =>
      t.app.inject({ method: 'POST', url: '/v1/api-keys', headers, payload: JSON.stringify(body) });
    const never = await post({ name: 'from a person', scopes: ['data:read'] });
    assert.equal(never.statusCode, 201, never.body);
    assert.equal(never.json().expiresAt, null);
    const explicit = await post({ name: 'from a person', scopes: ['data:read'], expiresAt: null });
    assert.equal(explicit.json().expiresAt, null);
    const later = new Date(sessionEnds.getTime() + 30 * 86_400_000).toISOString();
    assert.equal(
      (await post({ name: 'from a person', scopes: ['data:read'], expiresAt: later })).json().expiresAt,
      later,
    );
  });
});

describe('live keys per account', () => {
  let capped: TestApp;
  before(async () => {
    capped = await createTestApp({ MAX_API_KEYS_PER_ACCOUNT: '4' });
  });
  after(() => capped.close());

  const post = (key: string, name: string) =>
    capped.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      payload: JSON.stringify({ name, scopes: ['data:read'] }),
    });
  const live = async (account: string) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from api_keys k join accounts a on a.id = k.account_id
        where a.name = ${account} and k.revoked_at is null and (k.expires_at is null or k.expires_at > now())`.execute(
        capped.db,
      )
    ).rows[0].n;

  test('[review 16.8] an account holds at most MAX_API_KEYS_PER_ACCOUNT live keys; revoked and expired ones do not count', async () => {
    const owner = await capped.key(['keys:write', 'data:read'], { account: 'capped' });
    // An expired key does not count.
    await capped.key(['data:read'], { account: 'capped', expiresAt: new Date(Date.now() - 1000) });
    const made = [];
    for (let i = 0; i < 3; i++) {
      const res = await post(owner, `k${i}`);
      assert.equal(res.statusCode, 201, res.body);
      made.push(res.json().id);
    }
    assert.equal(await live('capped'), 4);
    const refused = expectProblem(await post(owner, 'one too many'), 409, 'limit_reached');
    assert.match(refused.detail, /4 live API keys/);
    assert.match(refused.detail, /Revoke/);
    assert.equal(await live('capped'), 4, 'a refusal creates nothing');

    // Revoking one frees its place.
    const del = await capped.app.inject({ method: 'DELETE', url: `/v1/api-keys/${made[0]}`, headers: bearer(owner) });
    assert.equal(del.statusCode, 200);
    assert.equal((await post(owner, 'replacement')).statusCode, 201);
    expectProblem(await post(owner, 'one too many'), 409, 'limit_reached');

    // Another account has its own allowance.
    const other = await capped.key(['keys:write', 'data:read'], { account: 'uncapped-neighbour' });
    assert.equal((await post(other, 'theirs')).statusCode, 201);
  });

  test('[review 16.8] concurrent creations never pass the cap', async () => {
    const owner = await capped.key(['keys:write', 'data:read'], { account: 'racing' });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post(owner, `race ${i}`)));
    const codes = results.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [201, 201, 201, 409, 409, 409, 409, 409], results.map((r) => r.body).join('\n'));
    assert.equal(await live('racing'), 4);
  });
});
