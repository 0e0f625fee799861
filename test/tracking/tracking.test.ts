// Tracked channels through the API against a loopback fake of the YouTube Data API: tracking by id, handle and URL
// (201, then 200 for the same channel), unknown channels (422 naming them), a first sync with its backfill, an
// incremental sync that fetches exactly the new uploads, an unchanged playlist answered 304, the refresh window
// (counts updated, a deleted video marked and shown as unavailableSince), sponsorships detected with evidence,
// sync-now's 409, stopping tracking, another account's record a 404, tracking refused without YOUTUBE_API_KEY, and
// pausing and resuming (PATCH).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { expectInvalid, insertBrand } from '../helpers/factories.js';
import { takeDueChannels } from '../../src/tracking/records.js';
import { nextSyncAfter } from '../../src/tracking/schedule.js';
import { addUpload, seedChannel, startFakeYoutube, uploadIdOf, type FakeYoutube } from '../helpers/fakeYoutube.js';

const SPONSORED = `Today we build a tiny cabin.

This video is sponsored by NordVPN. Go to https://nordvpn.com/cabinbuilds and use code CABIN to get 4 extra months.`;

let t: TestApp;
let key: string;
let other: string;
let fake: FakeYoutube;

const api = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, k = key) => {
  const r = await t.app.inject({ method, url, headers: bearer(k), ...(payload === undefined ? {} : { payload }) });
  return { status: r.statusCode, body: r.body ? r.json() : null };
};

/** Waits until the record has no sync in progress and a completed last sync started after `since`. */
async function synced(id: string, since = ''): Promise<any> {
  return waitFor(async () => {
    const r = (await api('GET', `/v1/tracked-channels/${id}`)).body;
    return r.sync === null && r.lastSync?.completedAt && r.lastSync.startedAt > since ? r : null;
  }, 30_000);
}

const videoCalls = () => fake.requests.filter((r) => r.resource === 'videos');
const idsFetched = () => videoCalls().flatMap((r) => r.ids);

before(async () => {
  fake = await startFakeYoutube();
  t = await createTestApp({ YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl }, { worker: true });
  key = await t.key(['tracking:write', 'tracking:read', 'data:read']);
  other = await t.key(['tracking:write', 'tracking:read'], { account: 'globex' });
  await insertBrand(t.db, { name: 'NordVPN', domains: ['nordvpn.com'] });
});
after(async () => {
  await t.close();
  await fake.close();
});

describe('tracking a channel', () => {
  test('by handle: 201 with the record, the channel in the directory, and a first sync limited to the backfill', async () => {
    const { channelId, ids } = seedChannel(fake, {
      tag: 'Cabin',
      handle: '@cabinbuilds',
      uploads: 120,
      describe: (i) => (i % 10 === 0 ? SPONSORED : `Upload number ${i}.`),
    });
    fake.reset();
    const r = await api('POST', '/v1/tracked-channels', { channel: '@cabinbuilds', backfill: 70 });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.channelId, channelId);
    assert.equal(r.body.platform, 'youtube');
    assert.equal(r.body.handle, '@cabinbuilds');
    assert.equal(r.body.title, 'Channel Cabin');
    assert.equal(r.body.status, 'active');
    const creator = await api('GET', `/v1/creators/${channelId}`);
    assert.equal(creator.status, 200);
    assert.equal(creator.body.title, 'Channel Cabin');

    const done = await synced(r.body.id);
    assert.equal(done.lastSync.error, null);
    assert.equal(done.lastSync.videosSeen, 70);
    assert.equal(done.lastSync.videosNew, 70);
    assert.ok(done.lastSyncedAt);
    assert.ok(Date.parse(done.nextSyncAt) > Date.now());
    // The 70 newest uploads, fetched once each, 50 ids a call.
    const newest = ids.slice(-70).sort();
    assert.deepEqual([...idsFetched()].sort(), newest);
    assert.deepEqual(
      videoCalls().map((c) => c.ids.length),
      [50, 20],
    );
    assert.equal(fake.requests.filter((q) => q.resource === 'playlistItems').length, 2);
    // 2 pages and 2 videos.list: the sync reuses the channels.list read that resolved the handle moments before.
    assert.equal(done.lastSync.quotaUnits, 4);
    assert.deepEqual(
      fake.requests.map((q) => q.resource),
      ['channels', 'playlistItems', 'playlistItems', 'videos', 'videos'],
    );
    const stored = await sql<{ n: string }>`select count(*) as n from videos where channel_id = ${channelId}`.execute(
      t.db,
    );
    assert.equal(Number(stored.rows[0].n), 70);
    // Uploads 50, 60, …, 110 carry a sponsor read: detected, with evidence, listed by /v1/sponsorships.
    assert.equal(done.lastSync.sponsorshipsFound, 7);
    const s = await api('GET', `/v1/sponsorships?channelId=${channelId}&limit=50`);
    assert.equal(s.status, 200);
    assert.equal(s.body.data.length, 7);
    assert.ok(s.body.data.every((x: any) => x.brandName === 'NordVPN'));
    const v = await api('GET', `/v1/videos/${uploadIdOf('Cabin', 110)}`);
    assert.equal(v.body.processingState, 'processed');
    const detail = await api('GET', `/v1/sponsorships/${v.body.sponsorships[0].id}`);
    assert.equal(detail.body.evidenceAvailable, true);
    assert.ok(detail.body.evidence.candidates.some((c: any) => c.urls.some((u: string) => u.includes('nordvpn.com'))));
  });

  test('the same channel again (by URL or id) answers 200 with the existing record', async () => {
    const list = await api('GET', '/v1/tracked-channels');
    const first = list.body.data[0];
    for (const channel of [
      'https://www.youtube.com/@cabinbuilds',
      `https://www.youtube.com/channel/${first.channelId}`,
      first.channelId,
    ]) {
      const r = await api('POST', '/v1/tracked-channels', { channel });
      assert.equal(r.status, 200, channel);
      assert.equal(r.body.id, first.id);
    }
  });

  test('an unknown handle or id is a 422 naming it; text that names no channel is a 400', async () => {
    const h = await api('POST', '/v1/tracked-channels', { channel: '@nobody-here' });
    assert.equal(h.status, 422);
    assert.match(h.body.detail, /@nobody-here/);
    assert.equal(h.body.errors[0].path, 'body.channel');
    const id = await api('POST', '/v1/tracked-channels', { channel: 'UCzzzzzzzzzzzzzzzzzzzzzz' });
    assert.equal(id.status, 422);
    assert.match(id.body.detail, /UCzzzzzzzzzzzzzzzzzzzzzz/);
    for (const channel of ['https://example.com/@x', 'not a channel', 'https://www.youtube.com/watch?v=abc']) {
      const bad = await api('POST', '/v1/tracked-channels', { channel });
      assert.equal(bad.status, 400, channel);
      assert.equal(bad.body.errors[0].path, 'body.channel');
    }
    const n = await sql<{ n: string }>`select count(*) as n from tracked_channels`.execute(t.db);
    assert.equal(Number(n.rows[0].n), 1, 'nothing was tracked');
  });

  test('an incremental sync fetches exactly the new uploads; an unchanged playlist then answers 304', async () => {
    const rec = (await api('GET', '/v1/tracked-channels')).body.data[0];
    const channelId = rec.channelId;
    const fresh = [120, 121, 122].map((i) =>
      addUpload(fake, channelId, 'Cabin', i, new Date(Date.parse('2024-01-10T00:00:00Z') + i * 60_000), ''),
    );
    fake.reset();
    const s = await api('POST', `/v1/tracked-channels/${rec.id}/sync`);
    assert.equal(s.status, 202);
    assert.match(s.body.operationId, /^[0-9a-f-]{36}$/);
    const done = await synced(rec.id, rec.lastSync.startedAt);
    assert.equal(done.lastSync.videosNew, 3);
    assert.equal(done.lastSync.videosSeen, 3);
    assert.deepEqual([...idsFetched()].sort(), [...fresh].sort());
    assert.deepEqual(
      fake.requests.map((q) => q.resource),
      ['channels', 'playlistItems', 'videos'],
    );

    fake.reset();
    await api('POST', `/v1/tracked-channels/${rec.id}/sync`);
    const again = await synced(rec.id, done.lastSync.startedAt);
    assert.equal(again.lastSync.videosNew, 0);
    assert.deepEqual(
      fake.requests.map((q) => [q.resource, q.answer]),
      [
        ['channels', 200],
        ['playlistItems', 304],
      ],
    );
  });

  test('the refresh window: recent uploads read again, counts updated, a deleted one marked, not dropped', async () => {
    const { channelId } = seedChannel(fake, { tag: 'Fresh', uploads: 0 });
    const now = Date.now();
    const ids = [0, 1, 2].map((i) => addUpload(fake, channelId, 'Fresh', i, new Date(now - (3 - i) * 86_400_000)));
    const r = await api('POST', '/v1/tracked-channels', { channel: channelId });
    assert.equal(r.status, 201);
    const first = await synced(r.body.id);
    assert.equal(first.lastSync.videosNew, 3);

    const v = fake.videos.get(ids[0])!;
    (v.statistics as Record<string, string>).viewCount = '999999';
    fake.deleteVideo(ids[1]);
    fake.reset();
    await api('POST', `/v1/tracked-channels/${r.body.id}/sync`);
    const done = await synced(r.body.id, first.lastSync.startedAt);
    assert.equal(done.lastSync.videosNew, 0);
    assert.equal(done.lastSync.videosUpdated, 2, 'the view count and the deletion');
    const views = await api('GET', `/v1/videos/${ids[0]}`);
    assert.equal(views.body.viewCount, 999999);
    // The deleted video is kept and marked, in its detail and in the list; the others are not marked.
    const gone = await api('GET', `/v1/videos/${ids[1]}`);
    assert.equal(gone.status, 200);
    const since = Date.parse(gone.body.unavailableSince);
    assert.ok(since >= Date.parse(done.lastSync.startedAt) && since <= Date.now(), gone.body.unavailableSince);
    assert.equal(views.body.unavailableSince, null);
    const listed = await api('GET', `/v1/videos?channelId=${channelId}`);
    assert.deepEqual(Object.fromEntries(listed.body.data.map((x: any) => [x.videoId, x.unavailableSince])), {
      [ids[0]]: null,
      [ids[1]]: gone.body.unavailableSince,
      [ids[2]]: null,
    });
  });

  test("another account's tracked channel is a 404 for every route; its own list does not show it", async () => {
    const mine = (await api('GET', '/v1/tracked-channels')).body.data[0];
    assert.equal((await api('GET', `/v1/tracked-channels/${mine.id}`, undefined, other)).status, 404);
    assert.equal((await api('POST', `/v1/tracked-channels/${mine.id}/sync`, undefined, other)).status, 404);
    assert.equal((await api('DELETE', `/v1/tracked-channels/${mine.id}`, undefined, other)).status, 404);
    assert.deepEqual((await api('GET', '/v1/tracked-channels', undefined, other)).body.data, []);
    assert.equal((await api('GET', `/v1/tracked-channels/${mine.id}`)).status, 200);
  });

  test('stopping tracking removes the record and keeps what the directory learned', async () => {
    const rec = (await api('GET', '/v1/tracked-channels')).body.data.find((x: any) => x.handle === '@cabinbuilds');
    const removed = await api('DELETE', `/v1/tracked-channels/${rec.id}`);
    assert.equal(removed.status, 200);
    assert.equal(removed.body.id, rec.id);
    assert.equal((await api('GET', `/v1/tracked-channels/${rec.id}`)).status, 404);
    assert.equal((await api('DELETE', `/v1/tracked-channels/${rec.id}`)).status, 404);
    const kept = await api('GET', `/v1/videos/${uploadIdOf('Cabin', 110)}`);
    assert.equal(kept.status, 200);
  });
});

describe('sync now while a sync is queued, and without a key', () => {
  test('a second sync of the same channel is a 409 while the first is queued', async () => {
    const idle = await createTestApp({ YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl });
    try {
      const k = await idle.key(['tracking:write', 'tracking:read']);
      const post = (url: string, payload?: unknown) =>
        idle.app.inject({ method: 'POST', url, headers: bearer(k), ...(payload ? { payload } : {}) });
      seedChannel(fake, { tag: 'Queue', uploads: 2 });
      const r = await post('/v1/tracked-channels', { channel: '@queue' });
      assert.equal(r.statusCode, 201);
      const rec = r.json();
      // Without a worker the first sync stays queued.
      assert.equal(rec.sync.state, 'queued');
      assert.match(rec.sync.operationId, /^[0-9a-f-]{36}$/);
      const again = await post(`/v1/tracked-channels/${rec.id}/sync`);
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().code, 'conflict');
    } finally {
      await idle.close();
    }
  });

  test('without YOUTUBE_API_KEY, tracking is refused with a 422 that says why', async () => {
    const keyless = await createTestApp();
    try {
      const k = await keyless.key(['tracking:write', 'tracking:read']);
      const r = await keyless.app.inject({
        method: 'POST',
        url: '/v1/tracked-channels',
        headers: bearer(k),
        payload: { channel: '@cabinbuilds' },
      });
      assert.equal(r.statusCode, 422);
      assert.match(r.json().detail, /YOUTUBE_API_KEY/);
      const list = await keyless.app.inject({ url: '/v1/tracked-channels', headers: bearer(k) });
      assert.equal(list.statusCode, 200);
    } finally {
      await keyless.close();
    }
  });

  test('[review 30.16] without YOUTUBE_API_KEY, bad channel input is still a 400 naming the field, before the missing key', async () => {
    const keyless = await createTestApp();
    try {
      const k = await keyless.key(['tracking:write', 'tracking:read']);
      const r = await keyless.app.inject({
        method: 'POST',
        url: '/v1/tracked-channels',
        headers: bearer(k),
        payload: { channel: 'not a channel at all' },
      });
      const body = expectInvalid(r, 'body.channel');
      assert.doesNotMatch(JSON.stringify(body), /YOUTUBE_API_KEY/);
    } finally {
      await keyless.close();
    }
  });
});

describe('pausing and resuming (PATCH /v1/tracked-channels/{id})', () => {
  const INTERVAL_MS = 60 * 60_000;
  let idle: TestApp;
  let k: string;
  let stranger: string;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, as = k) => {
    const r = await idle.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });
    return { status: r.statusCode, body: r.json() };
  };
  /** Every record's channel the scheduler would take now if all were due. */
  const dueChannels = async () => {
    await sql`update tracked_channels set next_sync_at = now() - interval '1 minute'`.execute(idle.db);
    return (await takeDueChannels(idle.db, INTERVAL_MS, 500)).map((d) => d.channelId);
  };

  before(async () => {
    // No worker: syncs stay queued, so only this test moves the records.
    idle = await createTestApp({
      YOUTUBE_API_KEY: fake.apiKey,
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      TRACKING_INTERVAL_MINUTES: String(INTERVAL_MS / 60_000),
    });
    k = await idle.key(['tracking:write', 'tracking:read']);
    stranger = await idle.key(['tracking:write', 'tracking:read'], { account: 'initech' });
  });
  after(() => idle.close());

  test('a paused channel is skipped by the schedule, refuses sync-now, and resumes at its next slot', async () => {
    const { channelId } = seedChannel(fake, { tag: 'Pause', uploads: 2 });
    const rec = (await call('POST', '/v1/tracked-channels', { channel: channelId })).body;
    assert.equal(rec.status, 'active');

    const paused = await call('PATCH', `/v1/tracked-channels/${rec.id}`, { status: 'paused' });
    assert.equal(paused.status, 200, JSON.stringify(paused.body));
    assert.equal(paused.body.status, 'paused');
    assert.equal((await call('GET', `/v1/tracked-channels/${rec.id}`)).body.status, 'paused');
    // The same request again changes nothing; an empty one neither.
    const again = await call('PATCH', `/v1/tracked-channels/${rec.id}`, { status: 'paused' });
    assert.deepEqual(again, paused);
    assert.deepEqual(await call('PATCH', `/v1/tracked-channels/${rec.id}`, {}), paused);

    assert.deepEqual(await dueChannels(), [], 'the schedule skips a paused channel');
    const sync = await call('POST', `/v1/tracked-channels/${rec.id}/sync`);
    assert.equal(sync.status, 409);
    assert.equal(sync.body.code, 'tracked_channel_paused');
    assert.match(sync.body.detail, /resume/);

    const before = Date.now();
    const resumed = await call('PATCH', `/v1/tracked-channels/${rec.id}`, { status: 'active' });
    assert.equal(resumed.status, 200);
    assert.equal(resumed.body.status, 'active');
    // Never synced: the first slot of the channel's phase from now, within one interval.
    const next = Date.parse(resumed.body.nextSyncAt);
    assert.ok(next >= before - 1000 && next <= Date.now() + INTERVAL_MS, resumed.body.nextSyncAt);
    const phase = nextSyncAfter(channelId, new Date(), INTERVAL_MS).getTime() % INTERVAL_MS;
    assert.equal(next % INTERVAL_MS, phase);
    assert.deepEqual(await dueChannels(), [channelId], 'the schedule takes it again');
  });

  test('a resumed channel synced moments ago waits at least half an interval; a failed one may be set active', async () => {
    const { channelId } = seedChannel(fake, { tag: 'Resync', uploads: 1 });
    const rec = (await call('POST', '/v1/tracked-channels', { channel: channelId })).body;
    const syncedAt = Date.now();
    await sql`update tracked_channels set status = 'failed', last_synced_at = ${new Date(syncedAt)}
      where id = ${rec.id}::uuid`.execute(idle.db);
    const r = await call('PATCH', `/v1/tracked-channels/${rec.id}`, { status: 'active' });
    assert.equal(r.status, 200);
    assert.equal(r.body.status, 'active');
    const next = Date.parse(r.body.nextSyncAt);
    assert.ok(next >= syncedAt + INTERVAL_MS / 2 - 1000, r.body.nextSyncAt);
    assert.ok(next <= syncedAt + (3 * INTERVAL_MS) / 2 + 1000, r.body.nextSyncAt);
  });

  test('unknown fields and other statuses are refused naming the field and the allowed values; nothing changes', async () => {
    const rec = (await call('GET', '/v1/tracked-channels')).body.data[0];
    const cases: [unknown, string, RegExp][] = [
      [{ status: 'failed' }, 'body.status', /active, paused/],
      [{ status: 'PAUSED' }, 'body.status', /active, paused/],
      [{ status: null }, 'body.status', /active, paused/],
      [{ status: 'paused', nextSyncAt: '2030-01-01T00:00:00Z' }, 'body.nextSyncAt', /not a known field/],
    ];
    for (const [payload, path, message] of cases) {
      const r = await call('PATCH', `/v1/tracked-channels/${rec.id}`, payload);
      assert.equal(r.status, 400, JSON.stringify(payload));
      assert.equal(r.body.code, 'invalid_request');
      assert.deepEqual(
        r.body.errors.map((e: any) => e.path),
        [path],
      );
      assert.match(r.body.errors[0].message, message);
    }
    assert.deepEqual((await call('GET', `/v1/tracked-channels/${rec.id}`)).body, rec);
  });

  test("another account's record, or none, is a 404 and stays as it was", async () => {
    const rec = (await call('GET', '/v1/tracked-channels')).body.data[0];
    const r = await call('PATCH', `/v1/tracked-channels/${rec.id}`, { status: 'paused' }, stranger);
    assert.equal(r.status, 404);
    assert.equal(r.body.code, 'not_found');
    const none = await call('PATCH', '/v1/tracked-channels/00000000-0000-4000-8000-000000000000', { status: 'paused' });
    assert.equal(none.status, 404);
    assert.equal((await call('GET', `/v1/tracked-channels/${rec.id}`)).body.status, rec.status);
  });
});
