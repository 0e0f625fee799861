// One shape per kind of answer (issue 30.12): every DELETE answers 200 with the resource as the delete left it (the
// same schema as its GET), through HTTP, the typed client and MCP; an operation's deliveries and a watch's are the
// same {data, meta} cursor page, newest first.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ServiceClient } from '../../src/sdk/client.js';
import { WatchEventFormer } from '../../src/watches/events.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { seedChannel, startFakeYoutube, type FakeYoutube } from '../helpers/fakeYoutube.js';

let t: TestApp;
let fake: FakeYoutube;
let key: string;
let base: string;
let brandId: string;
const callback = { url: 'https://127.0.0.1:9/hooks' };

before(async () => {
  fake = await startFakeYoutube();
  seedChannel(fake, { tag: 'Shape', handle: '@shapechannel', uploads: 1 });
  seedChannel(fake, { tag: 'Other', handle: '@othershape', uploads: 1 });
  t = await createTestApp(
    { YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl, WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8' },
    { worker: true },
  );
  key = await t.key();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const creator = await insertCreator(t.db);
  const brand = await insertBrand(t.db);
  brandId = brand.id;
  for (let i = 0; i < 3; i++)
    await insertSponsorship(t.db, { videoId: (await insertVideo(t.db, creator.channelId)).videoId, brandId });
});
after(async () => {
  await t?.close();
  await fake?.close();
});

const api = async (method: string, url: string, payload?: object) => {
  const r = await t.app.inject({ method: method as 'GET', url, headers: bearer(key), ...(payload ? { payload } : {}) });
  return { status: r.statusCode, type: String(r.headers['content-type'] ?? ''), body: r.body ? r.json() : null };
};

test('[review 30.12] every DELETE answers 200 with the resource as the delete left it, the schema of its GET', async () => {
  // An API key: revoked, still listed.
  const k = await api('POST', '/v1/api-keys', { name: 'temporary', scopes: ['data:read'] });
  const revoked = await api('DELETE', `/v1/api-keys/${k.body.id}`);
  assert.equal(revoked.status, 200);
  assert.match(revoked.type, /^application\/json/);
  const listed = (await api('GET', '/v1/api-keys?limit=200')).body.data.find((x: { id: string }) => x.id === k.body.id);
  assert.deepEqual(revoked.body, listed);
  assert.equal(revoked.body.status, 'revoked');

  // A watch: the record as it was, then gone.
  const w = await api('POST', '/v1/watches', { label: 'doomed', filters: { brandId }, callback });
  const shown = await api('GET', `/v1/watches/${w.body.id}`);
  const removed = await api('DELETE', `/v1/watches/${w.body.id}`);
  assert.equal(removed.status, 200);
  assert.deepEqual(removed.body, shown.body);
  assert.equal((await api('GET', `/v1/watches/${w.body.id}`)).status, 404);
  assert.equal((await api('DELETE', `/v1/watches/${w.body.id}`)).status, 404);

  // A tracked channel: the record as it was (once its first sync is over, so nothing changes it meanwhile).
  const tracked = await api('POST', '/v1/tracked-channels', { channel: '@shapechannel' });
  assert.equal(tracked.status, 201, JSON.stringify(tracked.body));
  const settled = await waitFor(async () => {
    const r = (await api('GET', `/v1/tracked-channels/${tracked.body.id}`)).body;
    return r.sync === null && r.lastSync ? r : null;
  }, 60_000);
  const untracked = await api('DELETE', `/v1/tracked-channels/${tracked.body.id}`);
  assert.equal(untracked.status, 200);
  assert.deepEqual(untracked.body, settled);
  assert.equal((await api('GET', `/v1/tracked-channels/${tracked.body.id}`)).status, 404);

  // The typed client returns the same records.
  const client = new ServiceClient({ baseUrl: base, apiKey: key });
  const w2 = await client.createWatch({ filters: {}, callback });
  assert.deepEqual(await client.deleteWatch(w2.id), w2);
  const t2 = await client.trackChannel({ channel: '@othershape' });
  const t2done = await waitFor(async () => {
    const r = await client.getTrackedChannel(t2.id);
    return r.sync === null && r.lastSync ? r : null;
  }, 60_000);
  assert.deepEqual(await client.untrackChannel(t2.id), t2done);
});

test('[review 30.12] an operation’s deliveries and a watch’s are the same {data, meta} cursor page, newest first', async () => {
  const op = await api('POST', '/v1/operations', {
    kind: 'brand-discovery',
    input: { brandId },
    callback: { ...callback, events: ['progress', 'terminal'] },
  });
  assert.equal(op.status, 201, JSON.stringify(op.body));
  const opPage = await waitFor(async () => {
    const r = await api('GET', `/v1/operations/${op.body.id}/deliveries`);
    return r.body.data.some((d: { eventType: string }) => d.eventType === 'operation.succeeded') ? r : null;
  }, 60_000);

  const watch = await api('POST', '/v1/watches', { filters: { brandId }, callback });
  const creator = await insertCreator(t.db);
  for (let i = 0; i < 2; i++)
    await insertSponsorship(t.db, { videoId: (await insertVideo(t.db, creator.channelId)).videoId, brandId });
  await new WatchEventFormer(t.db).form();
  const watchPage = await api('GET', `/v1/watches/${watch.body.id}/deliveries`);

  for (const [name, page, url] of [
    ['operation', opPage, `/v1/operations/${op.body.id}/deliveries`],
    ['watch', watchPage, `/v1/watches/${watch.body.id}/deliveries`],
  ] as const) {
    assert.equal(page.status, 200, name);
    assert.deepEqual(Object.keys(page.body), ['data', 'meta'], name);
    assert.deepEqual(page.body.meta, { nextCursor: null, hasMore: false }, name);
    assert.ok(page.body.data.length >= 1, name);
    const created = page.body.data.map((d: { createdAt: string }) => d.createdAt);
    assert.deepEqual(created, [...created].sort().reverse(), `${name}: newest first`);
    // Page by page (limit 1), the same records in the same order.
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const r = await api('GET', `${url}?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      walked.push(...r.body.data.map((d: { id: string }) => d.id));
      cursor = r.body.meta.nextCursor;
      assert.equal(r.body.meta.hasMore, cursor !== null);
    } while (cursor);
    assert.deepEqual(
      walked,
      page.body.data.map((d: { id: string }) => d.id),
      name,
    );
  }
  // The typed client reads the operation's as a page too.
  const client = new ServiceClient({ baseUrl: base, apiKey: key });
  const viaClient = await client.listDeliveries(op.body.id);
  assert.deepEqual(
    viaClient.data.map((d) => d.id),
    opPage.body.data.map((d: { id: string }) => d.id),
  );
  assert.deepEqual(viaClient.meta, { nextCursor: null, hasMore: false });
});
