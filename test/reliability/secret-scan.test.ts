// The secret scan end to end: a rich scenario (API keys made through the API, operations whose callbacks carry a
// signing secret and a bearer token delivered to an HTTPS receiver, a redelivery, console sign-in and sign-out,
// exports downloaded by key and by signed link, MCP over a real socket), then the scan of every response, log line
// and database row must find none of those secrets in clear — while the receiver proves each one was used. And the
// scan itself is shown to catch a planted leak in a log line, a response and a row, in clear or encoded.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertVideo } from '../helpers/factories.js';
import { callOk, connectHttp } from '../helpers/mcp.js';
import { signedWith, startReceiver, type Receiver } from '../helpers/receiver.js';
import { checkScan, finishScan, forgetSecret, isTracked, recordResponse, scanTotals, trackSecret } from '../helpers/secretScan.js';
import { makeTestCertificates } from '../helpers/tls.js';
import { createUser } from '../../src/console/users.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';

let t: TestApp;
let rx: Receiver;
let base: string;
const SECRET = `whsec_scan_${'5e'.repeat(16)}`;
const MCP_SECRET = `whsec_mcp_${'7a'.repeat(16)}`;
const TOKEN = `session-token-${'c3'.repeat(12)}`;
const PASSWORD = 'correct horse battery staple 42';

before(async () => {
  const certs = makeTestCertificates(['localhost', '127.0.0.1']);
  t = await createTestApp({ WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', WEBHOOK_RETRY_SCHEDULE: '0.05,0.05' }, { worker: true, deliver: true, ca: certs.ca });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  rx = await startReceiver(certs);
});
after(async () => {
  await rx?.close();
  await t?.close();
});

async function json(r: Promise<{ statusCode: number; body: string; json(): any }>, status: number) {
  const res = await r;
  assert.equal(res.statusCode, status, res.body);
  return res.json();
}

test('a rich scenario leaves no secret in clear in responses, logs or rows, and every secret was really used', async () => {
  const root = await t.key();
  const brand = await insertBrand(t.db);
  const creator = await insertCreator(t.db);
  await insertVideo(t.db, creator.channelId);

  // A key made through the API: shown in its creation response only.
  const made = await json(t.app.inject({ method: 'POST', url: '/v1/api-keys', headers: bearer(root), payload: { name: 'integration', scopes: ['operations:write', 'operations:read', 'data:read', 'exports:write', 'exports:read'] } }), 201);
  const key = made.key as string;
  await json(t.app.inject({ url: '/v1/me', headers: bearer(key) }), 200);

  // Operations with a signed event callback and a session-message callback with a bearer token.
  const signed = await json(t.app.inject({ method: 'POST', url: '/v1/operations', headers: bearer(key), payload: { kind: 'brand-discovery', input: { brandId: brand.id }, callback: { url: rx.url('/signed'), secret: SECRET } } }), 201);
  await json(
    t.app.inject({
      method: 'POST',
      url: '/v1/operations',
      headers: bearer(key),
      payload: { kind: 'brand-discovery', input: { brandId: brand.id }, callback: { url: rx.url('/session'), secret: SECRET, payloadFormat: 'session-message', events: ['terminal'], authorization: { type: 'bearer', token: TOKEN } } },
    }),
    201,
  );
  // A refused start, whose body carried the secret too (errors must not echo it).
  await json(t.app.inject({ method: 'POST', url: '/v1/operations', headers: bearer(key), payload: { kind: 'brand-discovery', input: { brandId: 'nope' }, callback: { url: 'https://10.0.0.1/x', secret: SECRET } } }), 400);
  await waitFor(() => Promise.resolve(rx.received.some((r) => r.path === '/signed') && rx.received.some((r) => r.path === '/session')), 30_000);
  const delivery = await waitFor(async () => {
    const ds = (await json(t.app.inject({ url: `/v1/operations/${signed.id}/deliveries`, headers: bearer(key) }), 200)).data;
    return ds.find((d: { status: string }) => d.status === 'succeeded') ?? null;
  }, 30_000);
  const before = rx.received.length;
  await json(t.app.inject({ method: 'POST', url: `/v1/operations/${signed.id}/deliveries/${delivery.id}/redeliver`, headers: bearer(key) }), 200);
  await waitFor(() => Promise.resolve(rx.received.length > before), 30_000);

  // The receiver proves the secrets were used: signatures verify with SECRET, the session endpoint got the token.
  assert.ok(rx.received.filter((r) => r.path === '/signed').every((r) => signedWith(r, SECRET)));
  const session = rx.received.find((r) => r.path === '/session')!;
  assert.equal(session.headers.authorization, `Bearer ${TOKEN}`);

  // Console: sign in, read the session, use it, sign out.
  const account = await findOrCreateAccount(t.db, 'acme');
  await createUser(t.db, { accountId: account.id, email: 'scan@example.com', password: PASSWORD });
  await json(t.app.inject({ method: 'POST', url: '/console/api/sign-in', payload: { email: 'scan@example.com', password: 'wrong password here' } }), 401);
  const signIn = await t.app.inject({ method: 'POST', url: '/console/api/sign-in', payload: { email: 'scan@example.com', password: PASSWORD } });
  assert.equal(signIn.statusCode, 200, signIn.body);
  const cookie = String(signIn.headers['set-cookie']).split(';')[0];
  const csrf = signIn.json().csrfToken as string;
  await json(t.app.inject({ url: '/console/api/session', headers: { cookie } }), 200);
  await json(t.app.inject({ url: '/v1/operations', headers: { cookie } }), 200);

  // Exports: by key and by signed link, over the real listener.
  const exp = await json(t.app.inject({ method: 'POST', url: '/v1/exports', headers: { cookie, 'x-csrf-token': csrf }, payload: { dataset: 'brands', format: 'csv' } }), 201);
  const done = await waitFor(async () => {
    const e = await json(t.app.inject({ url: `/v1/exports/${exp.id}`, headers: bearer(key) }), 200);
    return e.status === 'completed' ? e : null;
  }, 30_000);
  // The record was read through inject, so its absolute link names inject's host: fetch its path on the listener.
  const link = new URL(done.downloadUrl);
  assert.equal((await fetch(new URL(`${link.pathname}${link.search}`, base))).status, 200);
  assert.equal((await fetch(new URL(`/v1/exports/${exp.id}/file`, base), { headers: bearer(key) })).status, 200);
  assert.equal((await t.app.inject({ method: 'POST', url: '/console/api/sign-out', headers: { cookie, 'x-csrf-token': csrf } })).statusCode, 204);

  // MCP over the socket: a start with a signed callback.
  const agent = await connectHttp(base, key);
  try {
    await callOk(agent, 'start-operation', { kind: 'brand-discovery', input: { brandId: brand.id }, callback: { url: rx.url('/mcp'), secret: MCP_SECRET } });
    await callOk(agent, 'list-operations', {});
  } finally {
    await agent.close();
  }
  await waitFor(() => Promise.resolve(rx.received.some((r) => r.path === '/mcp' && signedWith(r, MCP_SECRET))), 30_000);

  // Everything so far, and the rows: nothing found. (close() scans again at the end.)
  const responsesBefore = scanTotals.responses;
  await finishScan(t.db);
  assert.ok(responsesBefore >= 20, `responses recorded: ${responsesBefore}`);
  assert.ok(scanTotals.logLines > 20, `log lines recorded: ${scanTotals.logLines}`);
  assert.ok(scanTotals.rowsScanned > 10, `rows scanned: ${scanTotals.rowsScanned}`);
  // root, key, SECRET, TOKEN, MCP_SECRET, PASSWORD (and the wrong one), the session token, the CSRF token.
  assert.ok(scanTotals.secretsTracked >= 8, `secrets tracked: ${scanTotals.secretsTracked}`);
});

test('the scan finds a planted secret in a log line, a response and a row, in clear or encoded', async () => {
  // Spaces and slashes, so its URL-encoded, base64 and hex forms all differ from the clear text.
  const planted = `planted secret/${Date.now()}+abcdefghijkl`;
  trackSecret(planted, 'callback-secret', { planted: true });
  // A log line carrying it base64-encoded.
  t.app.log.info({ note: Buffer.from(planted).toString('base64') }, 'planted');
  assert.throws(() => checkScan(), /callback-secret plante… \(base64\) in log lines/);
  // A response carrying it URL-encoded.
  recordResponse('GET', '/v1/planted', 200, { 'content-type': 'application/json' }, JSON.stringify({ next: `https://x.example/?s=${encodeURIComponent(planted)}` }));
  assert.throws(() => checkScan(), /\(url-encoded\) in response GET \/v1\/planted 200/);
  // A row carrying it in clear, and one as hex in a bytea.
  await sql`insert into service_settings (name, value) values ('planted', ${`x${planted}y`})`.execute(t.db);
  await assert.rejects(finishScan(t.db), /\(clear\) in rows of table service_settings/);
  await sql`update service_settings set value = encode(convert_to(${planted}, 'UTF8'), 'hex') where name = 'planted'`.execute(t.db);
  await assert.rejects(finishScan(t.db), /\(hex\) in rows of table service_settings/);
  await sql`delete from service_settings where name = 'planted'`.execute(t.db);
  await finishScan(t.db);
});

test('traffic over the real listener is recorded too: responses, and the secrets request bodies carry', async () => {
  // A value the OpenAPI document really contains, tracked as if it were a secret: the scan must see that response.
  trackSecret('Creator Sponsorship Data Service', 'api-key', { planted: true });
  assert.equal((await fetch(new URL('/v1/openapi.json', base))).status, 200);
  assert.throws(() => checkScan(), /api-key Creato… \(clear\) in response GET \/v1\/openapi.json 200/);
  forgetSecret('Creator Sponsorship Data Service');
  const fresh = `whsec_listener_${Date.now()}_${'x'.repeat(20)}`;
  assert.ok(!isTracked(fresh));
  const r = await fetch(new URL('/v1/operations', base), {
    method: 'POST',
    headers: { ...bearer(await t.key()), 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'brand-discovery', input: { brandId: 'not-a-uuid' }, callback: { url: 'https://8.8.8.8/x', secret: fresh } }),
  });
  assert.equal(r.status, 400);
  await r.text();
  await waitFor(() => Promise.resolve(isTracked(fresh)), 5_000);
});
