// Watches end to end against real HTTPS receivers on loopback: the API (create, read, list, change, delete, errors,
// scopes, accounts), one signed event per new matching sponsorship, removals and type changes, bursts batched in order
// within the body limit, pausing, and the deliveries with redelivery.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import {
  isOperationEvent,
  parseWebhookEvent,
  verifyWebhookSignature,
  type SponsorshipWebhookEvent,
} from '../../src/sdk/webhooks.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import {
  expectInvalid,
  expectProblem,
  insertBrand,
  insertCreator,
  insertSponsorship,
  insertVideo,
  walkPages,
} from '../helpers/factories.js';
import { ok, requireSignature, startReceiver, type Receiver } from '../helpers/receiver.js';
import { storeKind } from '../helpers/store.js';
import { makeTestCertificates, type TestCertificates } from '../helpers/tls.js';

const SECRET = 'whsec_' + 'w4tch3s!'.repeat(5);
let certs: TestCertificates;
let t: TestApp;
let key: string;
let reader: string;
let stranger: string;
const receivers: Receiver[] = [];

before(async () => {
  certs = makeTestCertificates(['localhost', '127.0.0.1']);
  t = await createTestApp(
    { WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', WEBHOOK_RETRY_SCHEDULE: '0.05,0.05,0.05', WEBHOOK_TIMEOUT_MS: '1500' },
    { deliver: true, ca: certs.ca },
  );
  key = await t.key(['watches:write', 'watches:read', 'data:read']);
  reader = await t.key(['data:read']);
  stranger = await t.key(['watches:write', 'watches:read'], { account: 'globex' });
});
after(async () => {
  await Promise.all(receivers.map((r) => r.close().catch(() => {})));
  await t.close();
});

async function receiver(b = requireSignature(SECRET)) {
  const r = await startReceiver(certs, b);
  receivers.push(r);
  return r;
}

async function createWatch(body: Record<string, unknown>, k = key) {
  const r = await t.app.inject({ method: 'POST', url: '/v1/watches', headers: bearer(k), payload: body });
  assert.equal(r.statusCode, 201, r.body);
  return r.json();
}

/** The watch's deliveries, oldest first (the API pages them newest first). */
async function deliveries(watchId: string, k = key) {
  const r = await t.app.inject({ url: `/v1/watches/${watchId}/deliveries?limit=200`, headers: bearer(k) });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.json().meta.hasMore, false);
  return (r.json().data as any[]).reverse();
}

/**
 * The events a receiver got, parsed by the receiver toolkit after checking each signature, each once: a retry (the
 * first attempt timed out on a loaded machine) carries the same event id, and receivers deduplicate on it.
 */
function events(rx: Receiver): SponsorshipWebhookEvent[] {
  const seen = new Map<string, SponsorshipWebhookEvent>();
  for (const got of rx.received) {
    assert.ok(verifyWebhookSignature(got.body, String(got.headers['x-service-signature']), SECRET));
    const { event } = parseWebhookEvent(got.body);
    assert.ok(!isOperationEvent(event));
    const earlier = seen.get(event.id);
    if (earlier) assert.deepEqual(event, earlier, 'a retry sends the same event');
    else seen.set(event.id, event);
  }
  return [...seen.values()];
}

/**
 * The events a receiver got once a sentinel has come through: a sponsorship written now that every watch feeding the
 * receiver matches (`watches` of them) is told after every earlier change, since a watch has one event in flight and
 * forms them in the order of the changes. Once the sentinel has arrived, nothing recorded before it is still to come:
 * a positive signal that the quiet period was observed, where a fixed wait passes vacuously on a slow machine. The
 * sentinel's items are left out of what is returned (an event holding only the sentinel is dropped).
 */
async function afterSentinel(rx: Receiver, write: () => Promise<{ id: string }>, watches = 1) {
  const sentinel = (await write()).id;
  await waitFor(
    async () =>
      events(rx)
        .flatMap((e) => e.sponsorships)
        .filter((s) => s.id === sentinel).length >= watches,
  );
  return events(rx)
    .map((e) => ({ ...e, sponsorships: e.sponsorships.filter((s) => s.id !== sentinel) }))
    .filter((e) => e.sponsorships.length > 0);
}

/** A creator with one video per call of video(). */
async function channel() {
  const c = await insertCreator(t.db);
  return { ...c, video: () => insertVideo(t.db, c.channelId) };
}

test('a watch is created, read, listed, changed and deleted; its secret is never shown', async () => {
  const rx = await receiver(ok);
  const brand = await insertBrand(t.db);
  const w = await createWatch({
    label: 'Competitor',
    filters: { brandId: brand.id, detectedAfter: '2026-01-01T00:00:00+01:00' },
    callback: { url: rx.url(), secret: SECRET },
  });
  assert.equal(w.label, 'Competitor');
  assert.deepEqual(w.filters, { brandId: brand.id, detectedAfter: '2025-12-31T23:00:00.000Z' });
  assert.deepEqual(w.on, ['created']);
  assert.equal(w.paused, false);
  assert.equal(w.maxBatch, 100);
  assert.deepEqual(w.callback, {
    url: new URL(rx.url()).origin,
    payloadFormat: 'event',
    signingEnabled: true,
    standardWebhooks: false,
  });
  assert.ok(!JSON.stringify(w).includes(SECRET));

  const got = await t.app.inject({ url: `/v1/watches/${w.id}`, headers: bearer(key) });
  assert.deepEqual(got.json(), w);
  const list = await t.app.inject({ url: '/v1/watches?limit=1', headers: bearer(key) });
  assert.equal(list.json().data[0].id, w.id);

  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/v1/watches/${w.id}`,
    headers: bearer(key),
    payload: { label: null, paused: true, on: ['created', 'removed'], filters: { type: 'Dedicated' }, maxBatch: 7 },
  });
  assert.equal(patched.statusCode, 200, patched.body);
  const p = patched.json();
  assert.equal(p.label, null);
  assert.equal(p.paused, true);
  assert.deepEqual(p.on, ['created', 'removed']);
  assert.deepEqual(p.filters, { type: 'Dedicated' });
  assert.equal(p.maxBatch, 7);
  const paused = await t.app.inject({ url: '/v1/watches?paused=true', headers: bearer(key) });
  assert.ok(paused.json().data.some((x: any) => x.id === w.id));

  // Another account sees nothing of it.
  for (const [method, url] of [
    ['GET', `/v1/watches/${w.id}`],
    ['DELETE', `/v1/watches/${w.id}`],
    ['GET', `/v1/watches/${w.id}/deliveries`],
  ] as const) {
    expectProblem(await t.app.inject({ method, url, headers: bearer(stranger) }), 404, 'not_found');
  }
  const theirs = await t.app.inject({ url: '/v1/watches', headers: bearer(stranger) });
  assert.ok(!theirs.json().data.some((x: any) => x.id === w.id));

  const del = await t.app.inject({ method: 'DELETE', url: `/v1/watches/${w.id}`, headers: bearer(key) });
  assert.equal(del.statusCode, 200);
  assert.equal(del.json().id, w.id);
  expectProblem(await t.app.inject({ url: `/v1/watches/${w.id}`, headers: bearer(key) }), 404, 'not_found');
});

test('bad filters, changes and callbacks are refused naming the field, and create nothing', async () => {
  const rx = await receiver(ok);
  const callback = { url: rx.url(), secret: SECRET };
  const before = (await sql<{ n: number }>`select count(*)::int as n from watches`.execute(t.db)).rows[0].n;
  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/v1/watches', headers: bearer(key), payload });
  expectInvalid(await post({ filters: { brand: 'x' }, callback }), 'body.filters.brand');
  expectInvalid(await post({ filters: { type: 'Sponsored' }, callback }), 'body.filters.type');
  expectInvalid(await post({ filters: { minConfidence: 2 }, callback }), 'body.filters.minConfidence');
  expectInvalid(
    await post({
      filters: { detectedAfter: '2026-02-01T00:00:00Z', detectedBefore: '2026-01-01T00:00:00Z' },
      callback,
    }),
    'body.filters.detectedBefore',
  );
  expectInvalid(await post({ filters: {}, on: ['updated'], callback }), 'body.on.0');
  expectInvalid(await post({ filters: {}, callback: { ...callback, events: ['terminal'] } }), 'body.callback.events');
  expectInvalid(await post({ filters: {}, maxBatch: 101, callback }), 'body.maxBatch');
  const refused = await post({ filters: {}, callback: { url: 'https://10.0.0.1/hook' } });
  assert.equal(refused.statusCode, 422, refused.body);
  assert.equal(refused.json().errors[0].path, 'body.callback.url');
  const after = (await sql<{ n: number }>`select count(*)::int as n from watches`.execute(t.db)).rows[0].n;
  assert.equal(after, before);
  // Scopes: data:read alone can neither read nor write watches.
  expectProblem(await t.app.inject({ url: '/v1/watches', headers: bearer(reader) }), 403, 'insufficient_scope');
});

test('each new matching sponsorship arrives once, signed, as a created event with the list item', async () => {
  const rx = await receiver();
  const brand = await insertBrand(t.db);
  const other = await insertBrand(t.db);
  const ch = await channel();
  const w = await createWatch({
    label: 'Brand A',
    filters: { brandId: brand.id },
    callback: { url: rx.url(), secret: SECRET },
  });
  const s1 = await insertSponsorship(t.db, { videoId: (await ch.video()).videoId, brandId: brand.id });
  await insertSponsorship(t.db, { videoId: (await ch.video()).videoId, brandId: other.id }); // not watched
  await waitFor(async () => events(rx).length >= 1);
  const s2 = await insertSponsorship(t.db, {
    videoId: (await ch.video()).videoId,
    brandId: brand.id,
    type: 'Dedicated',
  });
  await waitFor(async () => events(rx).length >= 2);
  // Nothing more comes (the unwatched brand's sponsorship above included).
  const evs = await afterSentinel(rx, async () =>
    insertSponsorship(t.db, { videoId: (await ch.video()).videoId, brandId: brand.id }),
  );
  assert.equal(evs.length, 2);
  assert.deepEqual(
    evs.map((e) => e.sponsorships.map((s) => s.id)),
    [[s1.id], [s2.id]],
  );
  const [e1, e2] = evs;
  assert.equal(e1.type, 'service.sponsorship.created.v1');
  assert.equal(e1.version, '1.0');
  assert.deepEqual(e1.watch, { id: w.id, label: 'Brand A' });
  assert.equal(rx.received[0].headers['x-service-event-id'], e1.id);
  assert.equal(rx.received[0].headers['x-service-delivery-id'], e1.deliveryId);
  assert.notEqual(e1.id, e2.id);
  // The item is the sponsorship as the list shows it.
  const listed = (await t.app.inject({ url: `/v1/sponsorships?brandId=${brand.id}`, headers: bearer(key) })).json()
    .data;
  assert.deepEqual(
    e2.sponsorships[0],
    listed.find((x: any) => x.id === s2.id),
  );
  const ds = await deliveries(w.id);
  assert.equal(ds.length, 3); // the two, then the sentinel's
  assert.deepEqual(
    ds.slice(0, 2).map((d) => [d.eventId, d.eventType, d.status]),
    [
      [e1.id, 'sponsorship.created', 'succeeded'],
      [e2.id, 'sponsorship.created', 'succeeded'],
    ],
  );
});

test('removals and type changes are told to watches that ask for them, relative to the filters', async () => {
  const rx = await receiver();
  const brand = await insertBrand(t.db);
  const ch = await channel();
  const all = await createWatch({
    filters: { brandId: brand.id },
    on: ['created', 'removed', 'typeChanged'],
    callback: { url: rx.url('/all'), secret: SECRET },
  });
  const dedicated = await createWatch({
    filters: { brandId: brand.id, type: 'Dedicated' },
    on: ['created', 'removed', 'typeChanged'],
    callback: { url: rx.url('/dedicated'), secret: SECRET },
  });
  const s = await insertSponsorship(t.db, { videoId: (await ch.video()).videoId, brandId: brand.id });
  await waitFor(async () => events(rx).length >= 1);
  await sql`update sponsorships set type = 'Dedicated' where id = ${s.id}::uuid`.execute(t.db);
  await waitFor(async () => events(rx).length >= 3);
  await sql`delete from sponsorships where id = ${s.id}::uuid`.execute(t.db);
  await waitFor(async () => events(rx).length >= 5);
  // Both watches match the sentinel; once it has come to both, nothing earlier is still to come.
  let sentinel = '';
  await afterSentinel(
    rx,
    async () => {
      const x = await insertSponsorship(t.db, {
        videoId: (await ch.video()).videoId,
        brandId: brand.id,
        type: 'Dedicated',
      });
      sentinel = x.id;
      return x;
    },
    2,
  );
  const byPath = (p: string) =>
    events({ ...rx, received: rx.received.filter((x) => x.path === p) } as Receiver)
      .filter((e) => e.sponsorships[0].id !== sentinel)
      .map((e) => [e.type.split('.')[2], e.sponsorships[0].type, e.sponsorships[0].previousType]);
  assert.deepEqual(byPath('/all'), [
    ['created', 'Integration', undefined],
    ['type_changed', 'Dedicated', 'Integration'],
    ['removed', 'Dedicated', undefined],
  ]);
  // For the Dedicated watch the sponsorship entered its answer when it became Dedicated.
  assert.deepEqual(byPath('/dedicated'), [
    ['created', 'Dedicated', undefined],
    ['removed', 'Dedicated', undefined],
  ]);
  assert.equal((await deliveries(all.id)).length, 3 + 1);
  assert.equal((await deliveries(dedicated.id)).length, 2 + 1);
});

test('a burst becomes batches of at most maxBatch, within 32 KiB, in the order of the changes', async () => {
  let hold = true;
  const rx = await receiver((n, req, res, body) => {
    // The first request waits, so the rest of the burst accumulates behind it.
    const go = () => requireSignature(SECRET)(n, req, res, body);
    if (n === 1 && hold) setTimeout(go, 300);
    else go();
  });
  const brand = await insertBrand(t.db);
  const ch = await channel();
  const w = await createWatch({
    filters: { channelId: ch.channelId },
    maxBatch: 40,
    callback: { url: rx.url(), secret: SECRET },
  });
  const first = await insertSponsorship(t.db, { videoId: (await ch.video()).videoId, brandId: brand.id });
  await waitFor(async () => events(rx).length >= 1);
  hold = false; // (a retry of the first is answered at once)
  // 250 sponsorships in one statement, as a sync's detection batch writes them.
  const videos = [];
  for (let i = 0; i < 250; i++) videos.push((await ch.video()).videoId);
  const written = await sql<{ id: string }>`insert into sponsorships (video_id, brand_id, type, detected_at)
    select v, ${brand.id}::uuid, 'Integration', now() + (i * interval '1 millisecond')
    from unnest(${videos}::text[]) with ordinality x(v, i) order by i returning id`.execute(t.db);
  const expected = [first.id, ...written.rows.map((r) => r.id)];
  const evs = await waitFor(async () => {
    const e = events(rx);
    return e.flatMap((x) => x.sponsorships).length >= expected.length ? e : null;
  });
  const ids = evs.flatMap((e) => e.sponsorships.map((s) => s.id));
  assert.equal(ids.length, expected.length, 'no sponsorship twice');
  assert.deepEqual(new Set(ids), new Set(expected));
  // In order of detection (the statement's rows in order), the first one first.
  const order = (
    await sql<{ id: string }>`select id from sponsorships where id = any(${expected}::uuid[])
      order by detected_at, id`.execute(t.db)
  ).rows.map((r) => r.id);
  assert.deepEqual(ids, order);
  assert.ok(evs.length >= 7, `${evs.length} events`);
  for (const got of rx.received) assert.ok(Buffer.byteLength(got.body) <= 32 * 1024);
  for (const e of evs) assert.ok(e.sponsorships.length <= 40);
  assert.equal(new Set(evs.map((e) => e.id)).size, evs.length);
  // The receiver may hold the last body a moment before its delivery records the answer.
  const all = await waitFor(async () => {
    const ds = await deliveries(w.id);
    return ds.every((d) => d.status === 'succeeded') ? ds : null;
  });
  // A watch's deliveries are a list like any other: paged newest first with signed cursors.
  const paged = await walkPages((o) => t.app.inject(o), `/v1/watches/${w.id}/deliveries`, bearer(key), { limit: 3 });
  assert.deepEqual(
    paged.rows.map((d) => d.id),
    all.map((d) => d.id).reverse(),
  );
  assert.ok(paged.pages.length >= 3);
});

test('a paused watch records nothing; resumed, it hears of what is new from then on', async () => {
  const rx = await receiver();
  const brand = await insertBrand(t.db);
  const ch = await channel();
  const w = await createWatch({ filters: { brandId: brand.id }, callback: { url: rx.url(), secret: SECRET } });
  const patch = (paused: boolean) =>
    t.app.inject({ method: 'PATCH', url: `/v1/watches/${w.id}`, headers: bearer(key), payload: { paused } });
  assert.equal((await patch(true)).statusCode, 200);
  await insertSponsorship(t.db, { videoId: (await ch.video()).videoId, brandId: brand.id });
  assert.equal((await patch(false)).statusCode, 200);
  const s = await insertSponsorship(t.db, { videoId: (await ch.video()).videoId, brandId: brand.id });
  // Had the paused watch recorded the first, it would come before the later ones: once the sentinel has come,
  // only the one written after resuming came before it.
  const evs = await afterSentinel(rx, async () =>
    insertSponsorship(t.db, { videoId: (await ch.video()).videoId, brandId: brand.id }),
  );
  assert.deepEqual(
    evs.flatMap((e) => e.sponsorships.map((x) => x.id)),
    [s.id],
  );
});

test('a failed delivery is retried with the same event id, then redelivered on request', async () => {
  const rx = await receiver((n, req, res, body) =>
    n <= 4 ? void res.writeHead(503).end() : requireSignature(SECRET)(n, req, res, body),
  );
  const brand = await insertBrand(t.db);
  const ch = await channel();
  const w = await createWatch({ filters: { brandId: brand.id }, callback: { url: rx.url(), secret: SECRET } });
  await insertSponsorship(t.db, { videoId: (await ch.video()).videoId, brandId: brand.id });
  const d = await waitFor(async () => {
    const [x] = await deliveries(w.id);
    return x && x.status === 'abandoned' ? x : null;
  });
  assert.equal(d.attemptCount, 4);
  assert.equal(new Set(rx.received.map((r) => r.headers['x-service-event-id'])).size, 1);
  const again = await t.app.inject({
    method: 'POST',
    url: `/v1/watches/${w.id}/deliveries/${d.id}/redeliver`,
    headers: bearer(key),
  });
  assert.equal(again.statusCode, 200, again.body);
  const done = await waitFor(async () => {
    const [x] = await deliveries(w.id);
    return x.status === 'succeeded' ? x : null;
  });
  assert.equal(done.attemptCount, 5);
  assert.equal(events({ ...rx, received: rx.received.slice(4) } as Receiver)[0].id, d.eventId);
  expectProblem(
    await t.app.inject({
      method: 'POST',
      url: `/v1/watches/${w.id}/deliveries/${d.id}/redeliver`,
      headers: bearer(stranger),
    }),
    404,
    'not_found',
  );
});

// On PostgreSQL a transaction that took its id first can commit last. The embedded store runs one at a time.
if (storeKind() === 'postgres') {
  test('a change whose transaction commits after a later one is told once, and an open one holds back no other', async () => {
    const rx = await receiver();
    const brand = await insertBrand(t.db);
    const c = await channel();
    await createWatch({ filters: { brandId: brand.id }, callback: { url: rx.url(), secret: SECRET } });
    const [v1, v2] = [await c.video(), await c.video()];
    // The first transaction takes its id (the lower one) and waits; the second writes a sponsorship and commits;
    // the first writes its own, and commits last.
    let goOn!: () => void;
    const later = new Promise<void>((r) => (goOn = r));
    let started!: () => void;
    const idTaken = new Promise<void>((r) => (started = r));
    const first = t.db.transaction().execute(async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx);
      started();
      await later;
      return (await insertSponsorship(trx, { videoId: v1.videoId, brandId: brand.id })).id;
    });
    await idTaken;
    const s2 = (await insertSponsorship(t.db, { videoId: v2.videoId, brandId: brand.id })).id;
    // The open transaction holds back only what it writes: the second is told meanwhile.
    t.runtime.dispatcher?.poke();
    await waitFor(async () => events(rx).some((e) => e.sponsorships.some((x) => x.id === s2)), 15_000);
    goOn();
    const s1 = await first;
    t.runtime.dispatcher?.poke();
    await waitFor(async () => events(rx).flatMap((e) => e.sponsorships).length >= 2, 15_000);
    // Once a change written after both has come, neither can still come a second time.
    const told = (
      await afterSentinel(rx, async () => {
        const x = await insertSponsorship(t.db, { videoId: (await c.video()).videoId, brandId: brand.id });
        t.runtime.dispatcher?.poke();
        return x;
      })
    ).flatMap((e) => e.sponsorships.map((s) => s.id));
    assert.deepEqual([...told].sort(), [s1, s2].sort());
  });
}
