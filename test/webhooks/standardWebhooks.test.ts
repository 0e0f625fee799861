// Standard Webhooks headers on request: a callback with standardWebhooks adds webhook-id, webhook-timestamp and
// webhook-signature beside X-Service-Signature, and real deliveries (an operation's callback, a watch's event) verify
// with the `standardwebhooks` npm package, the reference library, keyed as docs/api.md says.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { verifyWebhookSignature } from '../../src/sdk/webhooks.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { expectProblem, insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { ok, startReceiver, type Receiver, type Received } from '../helpers/receiver.js';
import { makeTestCertificates, type TestCertificates } from '../helpers/tls.js';

let certs: TestCertificates;
let t: TestApp;
let key: string;
let brandId: string;
const receivers: Receiver[] = [];

before(async () => {
  certs = makeTestCertificates(['localhost', '127.0.0.1']);
  t = await createTestApp(
    { WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', WEBHOOK_RETRY_SCHEDULE: '0.05,0.05,0.05', WEBHOOK_TIMEOUT_MS: '1500' },
    { worker: true, deliver: true, ca: certs.ca },
  );
  key = await t.key(['operations:write', 'operations:read', 'watches:write', 'watches:read']);
  brandId = (await insertBrand(t.db)).id;
});
after(async () => {
  await Promise.all(receivers.map((r) => r.close().catch(() => {})));
  await t.close();
});

async function receiver(b = ok) {
  const r = await startReceiver(certs, b);
  receivers.push(r);
  return r;
}

/** 422 naming the secret: Standard Webhooks headers are signed, so they need one. */
function expectSecretRequired(res: Parameters<typeof expectProblem>[0]) {
  const body = expectProblem(res, 422, 'unprocessable');
  assert.ok(
    body.errors.some((e: { path: string }) => e.path === 'body.callback.secret'),
    res.body,
  );
}

const headersOf = (r: Received) => ({
  'webhook-id': String(r.headers['webhook-id']),
  'webhook-timestamp': String(r.headers['webhook-timestamp']),
  'webhook-signature': String(r.headers['webhook-signature']),
});

test('[review 30.14] an operation callback with standardWebhooks verifies with the standardwebhooks package, retries keep the id, X-Service-Signature stays', async () => {
  // A secret written the Standard Webhooks way: the library takes the very same string.
  const secret = 'whsec_' + crypto.randomBytes(32).toString('base64');
  const rx = await receiver((n, _req, res) => (n === 1 ? res.writeHead(503).end() : res.writeHead(204).end()));
  const r = await t.app.inject({
    method: 'POST',
    url: '/v1/operations',
    headers: bearer(key),
    payload: {
      kind: 'brand-discovery',
      input: { brandId },
      callback: { url: rx.url(), secret, standardWebhooks: true },
    },
  });
  assert.equal(r.statusCode, 201, r.body);
  assert.equal(r.json().callback.standardWebhooks, true);
  assert.equal(r.json().callback.signingEnabled, true);
  await waitFor(async () => rx.received.length >= 2);

  const wh = new Webhook(secret);
  for (const got of rx.received) {
    const event = wh.verify(got.body, headersOf(got)) as { id: string; type: string };
    assert.equal(event.type, 'service.operation.succeeded.v1');
    // The message id is the logical event id, the same on every attempt; the contract's headers are still there.
    assert.equal(got.headers['webhook-id'], event.id);
    assert.equal(got.headers['x-service-event-id'], event.id);
    assert.equal(got.headers['webhook-timestamp'], /^t=(\d+),/.exec(String(got.headers['x-service-signature']))![1]);
    assert.ok(verifyWebhookSignature(got.body, String(got.headers['x-service-signature']), secret));
    assert.match(String(got.headers['webhook-signature']), /^v1,[A-Za-z0-9+/]+={0,2}$/);
  }
  // A changed body or another secret does not verify.
  const [first] = rx.received;
  assert.throws(() => wh.verify(first.body.replace('succeeded', 'failed'), headersOf(first)));
  assert.throws(() =>
    new Webhook('whsec_' + crypto.randomBytes(32).toString('base64')).verify(first.body, headersOf(first)),
  );
});

test('[review 30.14] a watch webhook with standardWebhooks and a plain secret verifies keyed by the secret bytes', async () => {
  const secret = 'plain-receiver-secret-' + crypto.randomBytes(16).toString('hex');
  const rx = await receiver();
  const brand = await insertBrand(t.db);
  const w = await t.app.inject({
    method: 'POST',
    url: '/v1/watches',
    headers: bearer(key),
    payload: { filters: { brandId: brand.id }, callback: { url: rx.url(), secret, standardWebhooks: true } },
  });
  assert.equal(w.statusCode, 201, w.body);
  assert.equal(w.json().callback.standardWebhooks, true);
  const c = await insertCreator(t.db);
  const s = await insertSponsorship(t.db, {
    videoId: (await insertVideo(t.db, c.channelId)).videoId,
    brandId: brand.id,
  });
  await waitFor(async () => rx.received.length >= 1);
  const got = rx.received[0];
  // Either spelling of the same key: whsec_ + base64 of the secret's bytes, or the raw secret.
  const viaBase64 = new Webhook('whsec_' + Buffer.from(secret).toString('base64')).verify(got.body, headersOf(got));
  const viaRaw = new Webhook(secret, { format: 'raw' }).verify(got.body, headersOf(got));
  assert.deepEqual(viaBase64, viaRaw);
  assert.deepEqual(
    (viaBase64 as { sponsorships: { id: string }[] }).sponsorships.map((x) => x.id),
    [s.id],
  );
  assert.ok(verifyWebhookSignature(got.body, String(got.headers['x-service-signature']), secret));
});

test('[review 30.14] without standardWebhooks no webhook-* header is sent; asking for it without a secret is refused', async () => {
  const secret = 'x'.repeat(40);
  const rx = await receiver();
  const r = await t.app.inject({
    method: 'POST',
    url: '/v1/operations',
    headers: bearer(key),
    payload: { kind: 'brand-discovery', input: { brandId }, callback: { url: rx.url(), secret } },
  });
  assert.equal(r.statusCode, 201, r.body);
  assert.equal(r.json().callback.standardWebhooks, false);
  await waitFor(async () => rx.received.length >= 1);
  assert.ok(Object.keys(rx.received[0].headers).every((h) => !h.startsWith('webhook-')));

  const before = (await t.app.inject({ url: '/v1/operations', headers: bearer(key) })).json().data.length;
  const refused = await t.app.inject({
    method: 'POST',
    url: '/v1/operations',
    headers: bearer(key),
    payload: { kind: 'brand-discovery', input: { brandId }, callback: { url: rx.url(), standardWebhooks: true } },
  });
  expectSecretRequired(refused);
  const watch = await t.app.inject({
    method: 'POST',
    url: '/v1/watches',
    headers: bearer(key),
    payload: { filters: {}, callback: { url: rx.url(), standardWebhooks: true } },
  });
  expectSecretRequired(watch);
  assert.equal((await t.app.inject({ url: '/v1/operations', headers: bearer(key) })).json().data.length, before);
});
