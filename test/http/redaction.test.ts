// Secrets never reach the logs: API keys, callback secrets and bearer tokens, even at trace level
// and even on requests that fail validation; nor does a signed download link's query.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { DownloadLinks } from '../../src/exports/links.js';
import { buildApp } from '../../src/server.js';
import { createApiKey, findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { createRuntime } from '../../src/runtime.js';
import { createUser } from '../../src/console/users.js';
import { createTestStore } from '../helpers/store.js';

test('API keys, callback secrets and bearer tokens are redacted from every log line', async () => {
  const store = await createTestStore();
  let logs = '';
  const stream = new Writable({ write: (c, _e, cb) => ((logs += c.toString()), cb()) });
  const config = loadConfig({ SEED_DEMO: 'false', SERVICE_ENCRYPTION_KEY: '5a'.repeat(32), LOG_LEVEL: 'trace' });
  const runtime = createRuntime(config, store, { worker: false, deliver: false });
  const app = await buildApp({ config, db: store.db, services: runtime.services, logger: { level: 'trace', stream } });
  try {
    const account = await findOrCreateAccount(store.db, 'logs');
    const { key } = await createApiKey(store.db, {
      accountId: account.id,
      name: 'k',
      scopes: ['operations:write', 'operations:read'],
    });
    const secret = 'SECRET-' + 'q'.repeat(40);
    const token = 'TOKEN-' + 'z'.repeat(40);
    app.log.info(
      { callback: { url: 'https://example.com/x', secret, authorization: { type: 'bearer', token } } },
      'an object carrying a callback',
    );
    const bodies = [
      { kind: 'brand-discovery', input: { brandId: 'not-a-uuid' }, callback: { url: 'https://8.8.8.8/x', secret } },
      {
        kind: 'brand-discovery',
        input: { brandId: '00000000-0000-4000-8000-000000000000' },
        callback: {
          url: 'http://10.0.0.1/x',
          secret,
          payloadFormat: 'session-message',
          authorization: { type: 'bearer', token },
        },
      },
    ];
    for (const payload of bodies) {
      const r = await app.inject({
        method: 'POST',
        url: '/v1/operations',
        headers: { authorization: `Bearer ${key}` },
        payload,
      });
      assert.ok(r.statusCode >= 400 && r.statusCode < 500, r.body);
      assert.ok(!r.body.includes(secret) && !r.body.includes(token), 'not in the error either');
    }
    assert.ok(logs.length > 0, 'something was logged');
    assert.ok(logs.includes('[redacted]'), 'redaction happened');
    for (const s of [key, secret, token])
      assert.ok(!logs.includes(s), `a secret leaked into the logs: ${s.slice(0, 8)}…`);
  } finally {
    await app.close();
    await store.close();
  }
});

test('console passwords, session cookies and CSRF tokens are redacted from every log line', async () => {
  const store = await createTestStore();
  let logs = '';
  const stream = new Writable({ write: (c, _e, cb) => ((logs += c.toString()), cb()) });
  const config = loadConfig({ SEED_DEMO: 'false', SERVICE_ENCRYPTION_KEY: '5a'.repeat(32), LOG_LEVEL: 'trace' });
  const runtime = createRuntime(config, store, { worker: false, deliver: false });
  const app = await buildApp({ config, db: store.db, services: runtime.services, logger: { level: 'trace', stream } });
  try {
    const account = await findOrCreateAccount(store.db, 'logs');
    const password = 'PASSWORD-' + 'p'.repeat(30);
    await createUser(store.db, { accountId: account.id, email: 'log@example.com', password });
    const signIn = (body: unknown) =>
      app.inject({
        method: 'POST',
        url: '/console/api/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    app.log.info({ body: { email: 'log@example.com', password } }, 'an object carrying a password');
    assert.equal((await signIn({ email: 'log@example.com', password: password + 'x' })).statusCode, 401);
    assert.equal((await signIn({ email: 'log@example.com', password, extra: 1 })).statusCode, 400);
    const ok = await signIn({ email: 'log@example.com', password });
    assert.equal(ok.statusCode, 200);
    const cookie = String(ok.headers['set-cookie']).split(';')[0];
    const csrf = ok.json().csrfToken;
    const out = await app.inject({
      method: 'POST',
      url: '/console/api/sign-out',
      headers: { cookie, 'x-csrf-token': csrf },
    });
    assert.equal(out.statusCode, 204);
    assert.ok(logs.includes('[redacted]'), 'redaction happened');
    for (const s of [password, cookie.split('=')[1], csrf])
      assert.ok(!logs.includes(s), `a secret leaked into the logs: ${s.slice(0, 8)}…`);
  } finally {
    await app.close();
    await store.close();
  }
});

test('[review 16.7] a signed download link is logged by its path only: its expiry and signature stay out of the log', async () => {
  const store = await createTestStore();
  let logs = '';
  const stream = new Writable({ write: (c, _e, cb) => ((logs += c.toString()), cb()) });
  const config = loadConfig({ SEED_DEMO: 'false', SERVICE_ENCRYPTION_KEY: '5a'.repeat(32), LOG_LEVEL: 'info' });
  const runtime = createRuntime(config, store, { worker: false, deliver: false });
  const app = await buildApp({ config, db: store.db, services: runtime.services, logger: { level: 'info', stream } });
  try {
    const id = '3f2a7c1e-9b4d-4e6a-8c2f-5d1b7a9e0c34';
    const links = new DownloadLinks(runtime.services.keys.downloadLinks, 3600);
    const { url } = links.url(id);
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    // A valid link (its export is gone: 404), a HEAD of it, a trailing slash, and an altered one (403): every
    // outcome of the route is logged, none with the query.
    const statuses = [];
    for (const u of [url, url.replace('/download?', '/download/?'), `${url.slice(0, -2)}xx`])
      statuses.push((await app.inject({ url: u })).statusCode);
    statuses.push((await app.inject({ method: 'HEAD', url })).statusCode);
    assert.deepEqual(statuses, [404, 404, 403, 404]);
    assert.ok(logs.includes(`/v1/exports/${id}/download?[redacted]`), 'the path is logged');
    assert.ok(!logs.includes(signature.slice(0, 20)), 'the signature is not');
    assert.ok(!logs.includes('expires='), 'nor the query');
    // Other routes keep their query in the log.
    await app.inject({ url: '/v1/brands?limit=1&search=kept' });
    assert.ok(logs.includes('/v1/brands?limit=1&search=kept'));
  } finally {
    await app.close();
    await store.close();
  }
});
