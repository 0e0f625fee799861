// Webhook delivery end to end, against real HTTPS receivers on loopback: signing, headers, the envelope,
// retries on failure, timeouts, redirects never followed, 410, dropped connections, a receiver that was down,
// the session-message adapter and redelivery.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { attemptDelivery } from '../../src/webhooks/deliver.js';
import { parseWebhookEvent, verifyWebhookSignature } from '../../src/sdk/webhooks.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertBrand } from '../helpers/factories.js';
import { ok, requireSignature, signedWith, startReceiver, type Receiver } from '../helpers/receiver.js';
import { makeTestCertificates, type TestCertificates } from '../helpers/tls.js';

const SECRET = 'whsec_' + 'a1b2c3d4'.repeat(5);
let certs: TestCertificates;
let t: TestApp;
let key: string;
let brandId: string;
const receivers: Receiver[] = [];

before(async () => {
  certs = makeTestCertificates(['localhost', '127.0.0.1', 'receiver.invalid']);
  t = await createTestApp(
    { WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', WEBHOOK_RETRY_SCHEDULE: '0.05,0.05,0.05', WEBHOOK_TIMEOUT_MS: '1500' },
    { worker: true, deliver: true, ca: certs.ca },
  );
  key = await t.key(['operations:write', 'operations:read']);
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

async function startWithCallback(callback: Record<string, unknown>) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/v1/operations',
    headers: bearer(key),
    payload: { kind: 'brand-discovery', input: { brandId }, callback },
  });
  assert.equal(r.statusCode, 201, r.body);
  return r.json() as { id: string };
}

async function deliveries(opId: string) {
  const r = await t.app.inject({ url: `/v1/operations/${opId}/deliveries`, headers: bearer(key) });
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data as any[];
}

/** Waits until the operation's terminal delivery is no longer pending, and returns it. */
async function settledTerminal(opId: string, timeoutMs = 15_000) {
  return waitFor(async () => {
    const ds = await deliveries(opId);
    const d = ds.find((x) => x.eventType !== 'operation.progress');
    return d && d.status !== 'pending' ? d : null;
  }, timeoutMs);
}

test('the terminal event arrives signed, with the documented headers and envelope, and the delivery records it', async () => {
  // The receiver refuses (401) anything whose signature the receiver toolkit does not verify.
  const rx = await receiver(requireSignature(SECRET));
  const op = await startWithCallback({ url: rx.url(), secret: SECRET });
  const d = await settledTerminal(op.id);
  assert.equal(d.status, 'succeeded');
  assert.equal(d.attemptCount, 1);
  assert.equal(d.lastHttpStatus, 200);
  assert.equal(d.lastError, null);
  assert.equal(d.nextAttemptAt, null);
  assert.match(d.deliveredAt, /Z$/);
  assert.equal(d.eventType, 'operation.succeeded');

  assert.equal(rx.received.length, 1);
  const got = rx.received[0];
  assert.equal(got.path, '/hooks/csds');
  assert.equal(got.headers['content-type'], 'application/json');
  assert.match(String(got.headers['user-agent']), /CreatorSponsorshipDataService/);
  assert.equal(got.headers['x-service-event-id'], d.eventId);
  assert.equal(got.headers['x-service-delivery-id'], d.id);
  const sig = String(got.headers['x-service-signature']);
  assert.match(sig, /^t=\d+,v1=[0-9a-f]{64}$/);
  assert.ok(verifyWebhookSignature(got.body, sig, SECRET), 'signature verifies over the raw body');
  assert.ok(!verifyWebhookSignature(got.body, sig, SECRET.replace('a', 'b')), 'and not with another secret');

  const env = parseWebhookEvent(got.body).event;
  assert.deepEqual(Object.keys(env), ['version', 'id', 'deliveryId', 'type', 'occurredAt', 'operation']);
  assert.equal(env.version, '1.0');
  assert.equal(env.id, d.eventId);
  assert.equal(env.deliveryId, d.id);
  assert.equal(env.type, 'service.operation.succeeded.v1');
  assert.match(env.occurredAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.equal(env.operation.id, op.id);
  assert.equal(env.operation.kind, 'brand-discovery');
  assert.equal(env.operation.status, 'succeeded');
  assert.deepEqual(env.operation.result, { ref: `/v1/operations/${op.id}/result` });
  assert.equal(env.operation.error, null);
  assert.deepEqual(Object.keys(env.operation.progress).sort(), ['current', 'percent', 'total']);
});

test('without a secret nothing is signed', async () => {
  const rx = await receiver();
  const op = await startWithCallback({ url: rx.url() });
  assert.equal((await settledTerminal(op.id)).status, 'succeeded');
  assert.equal(rx.received[0].headers['x-service-signature'], undefined);
});

test('a receiver failing twice gets the same event again, signed afresh, and the third attempt succeeds', async () => {
  const rx = await receiver((n, _req, res) => (n <= 2 ? res.writeHead(500).end('boom') : res.writeHead(204).end()));
  const op = await startWithCallback({ url: rx.url(), secret: SECRET });
  const d = await settledTerminal(op.id);
  assert.equal(d.status, 'succeeded');
  assert.equal(d.attemptCount, 3);
  assert.equal(d.lastHttpStatus, 204);
  assert.deepEqual(
    d.attempts.map((a: any) => a.httpStatus),
    [500, 500, 204],
  );
  assert.equal(d.attempts[0].error, 'receiver answered 500');
  assert.equal(rx.received.length, 3);
  assert.equal(
    new Set(rx.received.map((r) => r.headers['x-service-delivery-id'])).size,
    1,
    'one delivery id across retries',
  );
  assert.equal(new Set(rx.received.map((r) => r.headers['x-service-event-id'])).size, 1, 'one event id across retries');
  for (const r of rx.received) assert.ok(signedWith(r, SECRET));
});

test('a receiver that never answers times out; after the schedule runs out the delivery is abandoned', async () => {
  const rx = await receiver(() => {
    /* never answers */
  });
  const op = await startWithCallback({ url: rx.url() });
  const d = await settledTerminal(op.id, 20_000);
  assert.equal(d.status, 'abandoned');
  assert.equal(d.attemptCount, 4, 'one attempt plus three retries');
  assert.equal(d.lastHttpStatus, null);
  assert.match(d.lastError, /timed out after 1500 ms/);
  assert.equal(d.nextAttemptAt, null);
  assert.equal(d.deliveredAt, null);
});

test('a redirect is a failed attempt and its target is never contacted', async () => {
  const target = await receiver();
  const rx = await receiver((_n, _req, res) => res.writeHead(302, { location: target.url('/elsewhere') }).end());
  const op = await startWithCallback({ url: rx.url() });
  const d = await settledTerminal(op.id);
  assert.equal(d.status, 'abandoned');
  assert.equal(d.lastHttpStatus, 302);
  assert.match(d.lastError, /redirect/);
  assert.equal(target.received.length, 0);
});

test('410 Gone abandons the delivery at once', async () => {
  const rx = await receiver((_n, _req, res) => res.writeHead(410).end());
  const op = await startWithCallback({ url: rx.url() });
  const d = await settledTerminal(op.id);
  assert.equal(d.status, 'abandoned');
  assert.equal(d.attemptCount, 1);
  assert.equal(d.lastHttpStatus, 410);
});

test('a receiver that drops the connection is retried', async () => {
  const rx = await receiver((n, req, res) => (n === 1 ? req.socket.destroy() : res.writeHead(200).end()));
  const op = await startWithCallback({ url: rx.url() });
  const d = await settledTerminal(op.id);
  assert.equal(d.status, 'succeeded');
  assert.equal(d.attemptCount, 2);
  assert.equal(d.attempts[0].httpStatus, null);
  assert.match(d.attempts[0].error, /connection|network/);
});

test('a receiver that was down for several attempts gets the event when it comes back', async () => {
  const rx = await receiver();
  await rx.close();
  const slow = await createTestApp(
    {
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
      WEBHOOK_RETRY_SCHEDULE: '0.1,0.1,0.1,0.1,0.5,1,2,4',
      // Its circuit may open while it is down (five failures): the probe then follows soon.
      WEBHOOK_CIRCUIT_COOLDOWN_MS: '200',
    },
    { worker: true, deliver: true, ca: certs.ca },
  );
  try {
    const k = await slow.key(['operations:write', 'operations:read']);
    const b = await insertBrand(slow.db);
    const r = await slow.app.inject({
      method: 'POST',
      url: '/v1/operations',
      headers: bearer(k),
      payload: { kind: 'brand-discovery', input: { brandId: b.id }, callback: { url: rx.url() } },
    });
    const opId = r.json().id;
    const list = async () =>
      (await slow.app.inject({ url: `/v1/operations/${opId}/deliveries`, headers: bearer(k) })).json().data;
    await waitFor(async () => ((await list())[0]?.attemptCount >= 3 ? true : null));
    const down = (await list())[0];
    assert.equal(down.status, 'pending');
    assert.match(down.lastError, /refused/);
    await rx.reopen();
    const d = await waitFor(async () => ((await list())[0].status === 'succeeded' ? (await list())[0] : null), 20_000);
    assert.ok(d.attemptCount >= 4);
    assert.equal(rx.received.length, 1);
    assert.equal(JSON.parse(rx.received[0].body).type, 'service.operation.succeeded.v1');
  } finally {
    await slow.close();
  }
});

test('the session-message adapter posts {message} with the bearer token; the message carries the envelope and its dedup id', async () => {
  const rx = await receiver();
  const token = 'sess-token-' + 'x'.repeat(24);
  const op = await startWithCallback({
    url: rx.url(),
    payloadFormat: 'session-message',
    authorization: { type: 'bearer', token },
  });
  const d = await settledTerminal(op.id);
  assert.equal(d.status, 'succeeded');
  const got = rx.received[0];
  assert.equal(got.headers.authorization, `Bearer ${token}`);
  const body = JSON.parse(got.body);
  assert.deepEqual(Object.keys(body), ['message']);
  assert.match(body.message, new RegExp(op.id));
  assert.match(body.message, new RegExp(d.eventId));
  const parsed = parseWebhookEvent(got.body);
  assert.equal(parsed.payloadFormat, 'session-message');
  const env = parsed.event;
  assert.equal(env.id, d.eventId);
  assert.equal(env.type, 'service.operation.succeeded.v1');
  assert.equal(env.operation.id, op.id);
});

test('redeliver sends a succeeded delivery again under the same id; an unknown delivery is 404', async () => {
  const rx = await receiver();
  const op = await startWithCallback({ url: rx.url(), secret: SECRET });
  const d = await settledTerminal(op.id);
  const r = await t.app.inject({
    method: 'POST',
    url: `/v1/operations/${op.id}/deliveries/${d.id}/redeliver`,
    headers: bearer(key),
  });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.json().id, d.id);
  assert.equal(r.json().status, 'pending');
  await waitFor(async () => (rx.received.length === 2 ? true : null));
  assert.equal(rx.received[1].headers['x-service-delivery-id'], d.id);
  const again = await waitFor(async () => {
    const x = (await deliveries(op.id)).find((y) => y.id === d.id);
    return x.status === 'succeeded' && x.attemptCount === 2 ? x : null;
  });
  assert.equal(again.attempts.length, 2);
  const unknown = await t.app.inject({
    method: 'POST',
    url: `/v1/operations/${op.id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`,
    headers: bearer(key),
  });
  assert.equal(unknown.statusCode, 404);
});

test('an attempt connects to the pinned address while TLS verifies the URL hostname', async () => {
  const rx = await receiver();
  // receiver.invalid resolves nowhere: the only way to reach the receiver is the pinned address.
  const url = new URL(`https://receiver.invalid:${rx.port}/pinned`);
  const o = await attemptDelivery({
    url,
    addresses: ['127.0.0.1'],
    headers: {},
    body: '{}',
    timeoutMs: 2000,
    ca: certs.ca,
  });
  assert.equal(o.ok, true, o.error ?? '');
  assert.equal(rx.received.at(-1)!.path, '/pinned');
  // A certificate that does not name the host is refused, even at the pinned address.
  const other = makeTestCertificates(['someone-else.test']);
  const rx2 = await startReceiver(other);
  receivers.push(rx2);
  const bad = await attemptDelivery({
    url: new URL(`https://receiver.invalid:${rx2.port}/`),
    addresses: ['127.0.0.1'],
    headers: {},
    body: '{}',
    timeoutMs: 2000,
    ca: other.ca,
  });
  assert.equal(bad.ok, false);
  assert.match(bad.error!, /TLS|certificate/i);
  assert.equal(rx2.received.length, 0);
});
