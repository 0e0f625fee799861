// The tracking schedule and the shared YouTube quota: a sync that runs out of the daily budget waits for the reset
// at midnight Pacific (an injected clock) and resumes from its checkpoint without spending anything meanwhile;
// YouTube's own quotaExceeded stops all spending until the reset; rate limits and 5xx are retried and counted; due
// channels are queued by the scheduler and spread over the interval; two workers never sync one channel at once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { failures, seedChannel, startFakeYoutube, type FakeYoutube } from '../helpers/fakeYoutube.js';
import { createRuntime } from '../../src/runtime.js';
import { nextQuotaReset, quotaDay } from '../../src/tracking/quota.js';
import { nextSyncAfter } from '../../src/tracking/schedule.js';

let fake: FakeYoutube;
before(async () => {
  fake = await startFakeYoutube();
});
after(() => fake.close());

/** A clock a test moves by hand. */
function manualClock(iso: string) {
  let now = new Date(iso);
  return { clock: () => now, set: (to: string) => void (now = new Date(to)) };
}

function client(t: TestApp, key: string) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const r = await t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
    return { status: r.statusCode, body: r.json() };
  };
  return {
    call,
    record: async (id: string) => (await call('GET', `/v1/tracked-channels/${id}`)).body,
    synced: (id: string, since = '') =>
      waitFor(async () => {
        const r = (await call('GET', `/v1/tracked-channels/${id}`)).body;
        return r.sync === null && r.lastSync?.completedAt && r.lastSync.startedAt > since ? r : null;
      }, 30_000),
  };
}

const channelCalls = (channelId: string) =>
  fake.requests.filter(
    (r) => (r.resource === 'channels' && r.ids.includes(channelId)) || r.query.playlistId === `UU${channelId.slice(2)}`,
  );

describe('quota day', () => {
  test('the day is the Pacific date and resets at midnight Pacific, PST and PDT alike', () => {
    assert.equal(quotaDay(new Date('2026-01-15T07:59:59Z')), '2026-01-14');
    assert.equal(quotaDay(new Date('2026-01-15T08:00:00Z')), '2026-01-15');
    assert.equal(nextQuotaReset(new Date('2026-01-15T07:50:00Z')).toISOString(), '2026-01-15T08:00:00.000Z');
    assert.equal(nextQuotaReset(new Date('2026-07-01T12:00:00Z')).toISOString(), '2026-07-02T07:00:00.000Z');
    // The night clocks go forward (8 March 2026) and back (1 November 2026).
    assert.equal(nextQuotaReset(new Date('2026-03-08T05:00:00Z')).toISOString(), '2026-03-08T08:00:00.000Z');
    assert.equal(nextQuotaReset(new Date('2026-03-08T09:00:00Z')).toISOString(), '2026-03-09T07:00:00.000Z');
    assert.equal(nextQuotaReset(new Date('2026-11-01T08:30:00Z')).toISOString(), '2026-11-02T08:00:00.000Z');
  });
});

describe('a sync that runs out of quota', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const time = manualClock('2026-01-15T07:50:00Z');

  before(async () => {
    t = await createTestApp(
      {
        YOUTUBE_API_KEY: fake.apiKey,
        YOUTUBE_API_BASE_URL: fake.baseUrl,
        YOUTUBE_DAILY_QUOTA: '5',
        YOUTUBE_ACCOUNT_DAILY_UNITS: '5',
        TRACKING_QUOTA_RECHECK_MS: '100',
      },
      { worker: true, clock: time.clock },
    );
    api = client(t, await t.key(['tracking:write', 'tracking:read']));
  });
  after(() => t.close());

  test('waits for the reset without spending, then resumes where it stopped and fetches nothing twice', async () => {
    const { channelId, ids } = seedChannel(fake, { tag: 'Budget', uploads: 120 });
    fake.reset();
    const r = await api.call('POST', '/v1/tracked-channels', { channel: channelId, backfill: 'all' });
    assert.equal(r.status, 201);
    // 1 unit to resolve it (the first sync reuses that read), the 3 pages of uploads and the first videos.list: 5;
    // the second videos.list must wait.
    const waiting = await waitFor(async () => {
      const x = await api.record(r.body.id);
      return x.sync?.state === 'waiting-for-quota' ? x : null;
    });
    assert.equal(waiting.sync.resumesAt, '2026-01-15T08:00:00.000Z');
    const quota = (await api.call('GET', '/v1/tracking/quota')).body;
    // [review 30.1] used equals the budget: exhausted.
    assert.deepEqual(quota, {
      day: '2026-01-14',
      used: 5,
      budget: 5,
      exhausted: true,
      resetsAt: '2026-01-15T08:00:00.000Z',
      account: { used: 5, budget: 5, remaining: 0, exhausted: true },
      service: { used: 5, budget: 5, remaining: 0, exhausted: true, exhaustedByYoutube: false },
    });
    const spent = fake.requests.length;
    assert.equal(spent, 5);
    // It looks again every 100 ms and spends nothing; the attempts of the operation do not run out.
    await new Promise((res) => setTimeout(res, 800));
    assert.equal(fake.requests.length, spent);
    const op = await sql<{ attempt: number; status: string }>`select attempt, status from operations
      where kind = 'channel-sync' and input->>'channelId' = ${channelId}`.execute(t.db);
    // (Queued, or running for the moment a recheck takes: never ended.)
    assert.ok(['queued', 'running'].includes(op.rows[0].status), op.rows[0].status);
    assert.ok(op.rows[0].attempt <= 1, `attempt ${op.rows[0].attempt}`);

    // Midnight in Los Angeles: a new quota day.
    time.set('2026-01-15T08:00:01Z');
    const done = await api.synced(r.body.id);
    assert.equal(done.lastSync.videosNew, 120);
    assert.equal(done.lastSync.error, null);
    // The sync's units: the 3 pages, read again after the reset (the budget ran out before the group of uploads
    // was checkpointed), and 3 videos.list, the 50 videos stored before the wait not fetched again; the resolve
    // was the request's.
    assert.equal(done.lastSync.quotaUnits, 9);
    const fetched = fake.requests.filter((q) => q.resource === 'videos').flatMap((q) => q.ids);
    assert.equal(fetched.length, 120, 'no video fetched twice');
    assert.deepEqual(new Set(fetched), new Set(ids));
    const today = (await api.call('GET', '/v1/tracking/quota')).body;
    assert.equal(today.day, '2026-01-15');
    assert.equal(today.used, 5);
  });
});

describe("YouTube's own errors", () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const time = manualClock('2026-07-01T12:00:00Z');

  before(async () => {
    t = await createTestApp(
      { YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl, TRACKING_QUOTA_RECHECK_MS: '100' },
      { worker: true, clock: time.clock },
    );
    api = client(t, await t.key(['tracking:write', 'tracking:read']));
  });
  after(() => t.close());

  test('quotaExceeded stops all spending until the reset, then the sync resumes', async () => {
    const { channelId } = seedChannel(fake, { tag: 'Refused', uploads: 60 });
    fake.reset();
    fake.failNext(1, failures.quota(), 'playlistItems');
    const r = await api.call('POST', '/v1/tracked-channels', { channel: channelId });
    const waiting = await waitFor(async () => {
      const x = await api.record(r.body.id);
      return x.sync?.state === 'waiting-for-quota' ? x : null;
    });
    assert.equal(waiting.sync.resumesAt, '2026-07-02T07:00:00.000Z');
    const quota = (await api.call('GET', '/v1/tracking/quota')).body;
    assert.equal(quota.exhausted, true);
    // Nothing is asked of YouTube now, even to track another channel.
    const spent = fake.requests.length;
    seedChannel(fake, { tag: 'Later', uploads: 1 });
    const refused = await api.call('POST', '/v1/tracked-channels', { channel: '@later' });
    assert.equal(refused.status, 503);
    assert.match(refused.body.detail, /quota/i);
    await new Promise((res) => setTimeout(res, 600));
    assert.equal(fake.requests.length, spent);

    time.set('2026-07-02T07:00:00Z');
    const done = await api.synced(r.body.id);
    assert.equal(done.lastSync.videosNew, 60);
  });

  test('rate limits and 500s are retried with back-off, and every attempt is counted', async () => {
    const { channelId } = seedChannel(fake, { tag: 'Bumpy', uploads: 10 });
    fake.reset();
    fake.failNext(1, failures.rateLimit(), 'playlistItems');
    fake.failNext(1, failures.internal(), 'videos');
    const r = await api.call('POST', '/v1/tracked-channels', { channel: channelId });
    const done = await api.synced(r.body.id);
    assert.equal(done.lastSync.error, null);
    assert.equal(done.lastSync.videosNew, 10);
    // playlistItems twice, videos.list twice.
    assert.equal(done.lastSync.quotaUnits, 4);
    assert.deepEqual(
      channelCalls(channelId).map((q) => [q.resource, q.answer]),
      [
        ['channels', 200],
        ['playlistItems', 403],
        ['playlistItems', 200],
      ],
    );
  });

  test('a channel YouTube no longer knows fails its records with the reason', async () => {
    const { channelId } = seedChannel(fake, { tag: 'Gone', uploads: 1 });
    const r = await api.call('POST', '/v1/tracked-channels', { channel: channelId });
    const first = await api.synced(r.body.id);
    fake.channels.delete(channelId);
    await api.call('POST', `/v1/tracked-channels/${r.body.id}/sync`);
    const failed = await api.synced(r.body.id, first.lastSync.startedAt);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.lastSync.error.code, 'not_found');
    assert.match(failed.lastSync.error.message, new RegExp(channelId));
  });
});

describe('the schedule', () => {
  test('next syncs keep each channel at its own phase, spread over the interval', () => {
    const interval = 6 * 3_600_000;
    const at = new Date('2026-05-01T00:00:00Z');
    const quarters = [0, 0, 0, 0];
    for (let i = 0; i < 200; i++) {
      const next = nextSyncAfter(`UCchannel${i}`, at, interval).getTime() - at.getTime();
      assert.ok(next >= interval / 2 && next < (3 * interval) / 2, String(next));
      quarters[Math.floor(((next - interval / 2) / interval) * 4)]++;
    }
    assert.ok(
      quarters.every((n) => n >= 30),
      `200 channels over the interval's quarters: ${quarters.join(', ')}`,
    );
    // The same channel keeps its phase from one sync to the next.
    const a = nextSyncAfter('UCsame', at, interval).getTime() % interval;
    const b = nextSyncAfter('UCsame', new Date(at.getTime() + 12_345_678), interval).getTime() % interval;
    assert.equal(a, b);
  });

  test('a due channel is queued by a worker and synced; two workers never sync one channel at once', async () => {
    const t = await createTestApp(
      { YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl, TRACKING_SCHEDULE_TICK_MS: '50' },
      { worker: true },
    );
    // A second worker process's runtime on the same database (scheduler and operation worker).
    const second = createRuntime(t.config, t.store, { worker: true });
    await second.start();
    try {
      const api = client(t, await t.key(['tracking:write', 'tracking:read']));
      const { channelId } = seedChannel(fake, { tag: 'Sched', uploads: 5 });
      const r = await api.call('POST', '/v1/tracked-channels', { channel: channelId });
      const first = await api.synced(r.body.id);
      assert.ok(Date.parse(first.nextSyncAt) > Date.now() + 60 * 60_000, 'the next sync is hours away');

      // Slow answers keep the next sync running while both schedulers tick and clients ask for syncs.
      fake.setLatency(150);
      fake.reset();
      await sql`update tracked_channels set next_sync_at = now() - interval '1 minute' where id = ${r.body.id}::uuid`.execute(
        t.db,
      );
      const asks = await Promise.all(
        Array.from({ length: 12 }, () => api.call('POST', `/v1/tracked-channels/${r.body.id}/sync`)),
      );
      const seen = new Set<number>();
      let maxRunning = 0;
      await waitFor(async () => {
        const running = await sql<{ n: string }>`select count(*) as n from operations
          where kind = 'channel-sync' and input->>'channelId' = ${channelId} and status in ('queued', 'running')`.execute(
          t.db,
        );
        maxRunning = Math.max(maxRunning, Number(running.rows[0].n));
        const x = await api.record(r.body.id);
        return x.sync === null && x.lastSync.startedAt > first.lastSync.startedAt ? x : null;
      }, 30_000);
      for (const a of asks) seen.add(a.status);
      assert.ok(
        [...seen].every((s) => s === 202 || s === 409),
        [...seen].join(','),
      );
      assert.equal(maxRunning, 1);
      const syncs = await sql<{ n: string }>`select count(*) as n from operations
        where kind = 'channel-sync' and input->>'channelId' = ${channelId}`.execute(t.db);
      // One channels.list per sync after the first: as many as the syncs that ran, and they never overlapped.
      const starts = channelCalls(channelId).filter((q) => q.resource === 'channels').length;
      assert.equal(starts, Number(syncs.rows[0].n) - 1);
      assert.ok(asks.filter((a) => a.status === 202).length <= 1, 'one sync at a time: the others were 409');
      const next = (await api.record(r.body.id)).nextSyncAt;
      assert.ok(Date.parse(next) > Date.now() + 60 * 60_000, 'the scheduler moved the next sync on');
    } finally {
      fake.setLatency(0);
      await second.stop();
      await t.close();
    }
  });
});
