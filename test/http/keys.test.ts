// POST/GET/DELETE /v1/api-keys: created once and shown once, never listed, account-scoped, revocation at once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { expectInvalid, expectProblem, expectShape, walkPages } from '../helpers/factories.js';

let t: TestApp;
let admin: string;
const json = (payload: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const create = (key: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/api-keys', headers: { ...bearer(key), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const list = (key: string, qs = '') => t.app.inject({ url: `/v1/api-keys${qs}`, headers: bearer(key) });
const revoke = (key: string, id: string) => t.app.inject({ method: 'DELETE', url: `/v1/api-keys/${id}`, headers: bearer(key) });

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
    const p = expectProblem(await create(admin, { name: 'x', scopes: ['data:read', 'operations:write'] }), 403, 'insufficient_scope');
    assert.match(p.detail, /operations:write/);
    expectProblem(await create(admin, { name: 'x', scopes: ['keys:write', 'exports:write'] }), 403, 'insufficient_scope');
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
    expectInvalid(await create(admin, { name: 'x', scopes: ['data:read'], expiresAt: new Date(Date.now() - 60_000).toISOString() }), 'body.expiresAt');
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
    for (let i = 0; i < 4; i++) mine.push((await create(admin, { name: `page ${i}`, scopes: ['data:read'] })).json().id);
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
      assert.deepEqual(walked.rows.map((r) => r.id), ids, `limit ${limit}`);
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
    let row;
    for (let i = 0; i < 150; i++) {
      row = (await list(admin, '?limit=200')).json().data.find((r: any) => r.id === id);
      if (row.lastUsedAt) break;
      await sleep(20);
    }
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
    expectProblem(await t.app.inject({ method: 'POST', url: '/v1/api-keys', ...json({ name: 'x', scopes: ['data:read'] }) }), 401, 'missing_api_key');
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
