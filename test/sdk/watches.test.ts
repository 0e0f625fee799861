// The typed client's watch methods against the app listening on loopback, with a real HTTPS receiver: create, read,
// list (pages and each()), pause and resume, a matching sponsorship delivered and redelivered with the same event id,
// delete; bad filters, another account and a missing scope as ServiceApiError.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ServiceApiError, ServiceClient } from '../../src/sdk/client.js';
import { parseWebhookEvent } from '../../src/sdk/webhooks.js';
import { createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { requireSignature, startReceiver, type Receiver } from '../helpers/receiver.js';
import { makeTestCertificates } from '../helpers/tls.js';

const SECRET = 'whsec_' + 'sdkwatch'.repeat(5);
let t: TestApp;
let rx: Receiver;
let base: string;
let client: ServiceClient;
const clientFor = async (scopes: Parameters<TestApp['key']>[0], account?: string) =>
  new ServiceClient({ baseUrl: base, apiKey: await t.key(scopes, account ? { account } : {}) });

before(async () => {
  const certs = makeTestCertificates(['localhost', '127.0.0.1']);
  t = await createTestApp(
    { WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', WEBHOOK_RETRY_SCHEDULE: '0.05,0.05,0.05' },
    { deliver: true, ca: certs.ca },
  );
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  rx = await startReceiver(certs, requireSignature(SECRET));
  client = await clientFor(['watches:write', 'watches:read']);
});
after(async () => {
  await rx.close();
  await t.close();
});

test('create, get, list, pause and resume, delete', async () => {
  const brand = await insertBrand(t.db);
  const w = await client.createWatch({
    label: 'Rival',
    filters: { brandId: brand.id, type: 'Dedicated', publishedAfter: '2026-01-01T00:00:00+02:00' },
    on: ['created', 'typeChanged'],
    maxBatch: 10,
    callback: { url: rx.url(), secret: SECRET },
  });
  assert.deepEqual(w.filters, { brandId: brand.id, type: 'Dedicated', publishedAfter: '2025-12-31T22:00:00.000Z' });
  assert.deepEqual(w.on, ['created', 'typeChanged']);
  assert.equal(w.maxBatch, 10);
  assert.deepEqual(w.callback, {
    url: new URL(rx.url()).origin,
    payloadFormat: 'event',
    signingEnabled: true,
    standardWebhooks: false,
  });
  assert.deepEqual(await client.getWatch(w.id), w);

  const second = await client.createWatch({ filters: {}, callback: { url: rx.url() } });
  assert.equal(second.callback.signingEnabled, false);
  const first = await client.listWatches({ limit: 1 });
  assert.deepEqual(first.data, [second], 'newest first');
  assert.equal(first.meta.hasMore, true);
  const ids: string[] = [];
  for await (const x of client.each('watches', { limit: 1 })) ids.push(x.id);
  assert.deepEqual(ids, [second.id, w.id]);

  const paused = await client.updateWatch(w.id, { paused: true, label: null });
  assert.equal(paused.paused, true);
  assert.equal(paused.label, null);
  assert.deepEqual(paused.filters, w.filters, 'left out, kept');
  assert.deepEqual(
    (await client.listWatches({ paused: true })).data.map((x) => x.id),
    [w.id],
  );
  assert.deepEqual(
    (await client.listWatches({ paused: false })).data.map((x) => x.id),
    [second.id],
  );
  assert.equal((await client.updateWatch(w.id, { paused: false })).paused, false);

  assert.equal((await client.deleteWatch(w.id)).id, w.id);
  await client.deleteWatch(second.id);
  const gone = await client.getWatch(w.id).catch((e) => e);
  assert.ok(gone instanceof ServiceApiError);
  assert.equal(gone.status, 404);
  assert.equal(gone.code, 'not_found');
  assert.deepEqual((await client.listWatches()).data, []);
});

test('a matching sponsorship is delivered; redelivery sends the same event again', async () => {
  const brand = await insertBrand(t.db);
  const creator = await insertCreator(t.db);
  const w = await client.createWatch({ filters: { brandId: brand.id }, callback: { url: rx.url(), secret: SECRET } });
  const s = await insertSponsorship(t.db, {
    videoId: (await insertVideo(t.db, creator.channelId)).videoId,
    brandId: brand.id,
  });
  const [d] = await waitFor(async () => {
    const list = (await client.listWatchDeliveries(w.id)).data;
    return list[0]?.status === 'succeeded' ? list : null;
  });
  assert.equal(d.eventType, 'sponsorship.created');
  assert.equal(d.attemptCount, 1);

  const again = await client.redeliverWatchDelivery(w.id, d.id);
  assert.equal(again.id, d.id);
  assert.equal(again.eventId, d.eventId);
  const done = await waitFor(async () => {
    const [x] = (await client.listWatchDeliveries(w.id)).data;
    return x.status === 'succeeded' && x.attemptCount === 2 ? x : null;
  });
  assert.equal(done.lastHttpStatus, 200);
  const bodies = rx.received.filter((r) => r.headers['x-service-event-id'] === d.eventId).map((r) => r.body);
  assert.equal(bodies.length, 2);
  for (const body of bodies) {
    const { event } = parseWebhookEvent(body);
    assert.equal(event.type, 'service.sponsorship.created.v1');
    assert.ok('sponsorships' in event);
    assert.deepEqual(
      event.sponsorships.map((x) => x.id),
      [s.id],
    );
  }
  const unknown = await client.redeliverWatchDelivery(w.id, w.id).catch((e) => e);
  assert.ok(unknown instanceof ServiceApiError);
  assert.equal(unknown.code, 'not_found');
  await client.deleteWatch(w.id);
});

test('bad filters name the field; another account and a missing scope are refused', async () => {
  const callback = { url: rx.url(), secret: SECRET };
  const bad = await client.createWatch({ filters: { brand: 'x' } as never, callback }).catch((e) => e);
  assert.ok(bad instanceof ServiceApiError);
  assert.equal(bad.status, 400);
  assert.equal(bad.errors[0].path, 'body.filters.brand');
  const range = await client
    .createWatch({
      filters: { detectedAfter: '2026-02-01T00:00:00Z', detectedBefore: '2026-01-01T00:00:00Z' },
      callback,
    })
    .catch((e) => e);
  assert.equal(range.errors[0].path, 'body.filters.detectedBefore');
  assert.deepEqual((await client.listWatches()).data, [], 'nothing was created');

  const w = await client.createWatch({ filters: {}, callback });
  const stranger = await clientFor(['watches:write', 'watches:read'], 'globex');
  for (const call of [
    () => stranger.getWatch(w.id),
    () => stranger.updateWatch(w.id, { paused: true }),
    () => stranger.deleteWatch(w.id),
    () => stranger.listWatchDeliveries(w.id),
  ]) {
    const err = await call().catch((e) => e);
    assert.ok(err instanceof ServiceApiError);
    assert.equal(err.status, 404);
  }
  assert.deepEqual((await stranger.listWatches()).data, []);

  const reader = await clientFor(['watches:read']);
  assert.equal((await reader.getWatch(w.id)).id, w.id);
  const refused = await reader.deleteWatch(w.id).catch((e) => e);
  assert.equal(refused.status, 403);
  assert.equal(refused.code, 'insufficient_scope');
  assert.equal((await client.getWatch(w.id)).paused, false, 'still there');
});
