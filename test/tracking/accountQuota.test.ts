// Each account's share of the YouTube Data API budget (YOUTUBE_ACCOUNT_DAILY_UNITS): one account spending its share
// leaves another's untouched; detection's fetches of unknown videos are metered like tracking's calls; used equal to
// the budget reads exhausted; an attempt that never reached YouTube (a refused connection) spends nothing while one
// YouTube answered (even with an error) is counted; and an account tracks at most MAX_TRACKED_CHANNELS_PER_ACCOUNT
// channels, concurrent requests included.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, runOperation, type TestApp } from '../helpers/app.js';
import { expectProblem } from '../helpers/factories.js';
import { createTestStore } from '../helpers/store.js';
import {
  failures,
  seedChannel,
  startFakeYoutube,
  ytChannel,
  ytVideo,
  type FakeYoutube,
} from '../helpers/fakeYoutube.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { YoutubeQuota } from '../../src/tracking/quota.js';
import { YoutubeApiError, YoutubeClient } from '../../src/youtube/client.js';

let fake: FakeYoutube;
before(async () => {
  fake = await startFakeYoutube();
});
after(() => fake.close());

const call = async (t: TestApp, key: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload === undefined ? {} : { payload }) });

describe('[review 30.1] one account cannot spend another account’s YouTube quota', () => {
  let t: TestApp;
  let greedy: string;
  let modest: string;

  before(async () => {
    // The worker stays off: every unit spent is a tracking request's resolve or a test's own call.
    t = await createTestApp({
      YOUTUBE_API_KEY: fake.apiKey,
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_DAILY_QUOTA: '100',
      YOUTUBE_ACCOUNT_DAILY_UNITS: '3',
    });
    greedy = await t.key(['tracking:write', 'tracking:read'], { account: 'greedy' });
    modest = await t.key(['tracking:write', 'tracking:read'], { account: 'modest' });
  });
  after(() => t.close());

  test('an account that spent its share gets 429 until the reset; another account still tracks, and the quota shows both', async () => {
    for (let i = 0; i < 4; i++) seedChannel(fake, { tag: `Share${i}`, uploads: 0 });
    seedChannel(fake, { tag: 'Neighbour', uploads: 0 });
    for (let i = 0; i < 3; i++) {
      const r = await call(t, greedy, 'POST', '/v1/tracked-channels', { channel: `@share${i}` });
      assert.equal(r.statusCode, 201, r.body);
    }
    const asked = fake.requests.length;
    const refused = expectProblem(
      await call(t, greedy, 'POST', '/v1/tracked-channels', { channel: '@share3' }),
      429,
      'rate_limited',
    );
    assert.match(refused.detail, /YOUTUBE_ACCOUNT_DAILY_UNITS/);
    assert.equal(fake.requests.length, asked, 'a refused call never reaches YouTube');

    const quota = (await call(t, greedy, 'GET', '/v1/tracking/quota')).json();
    assert.deepEqual(quota.account, { used: 3, budget: 3, remaining: 0, exhausted: true });
    assert.deepEqual(quota.service, {
      used: 3,
      budget: 100,
      remaining: 97,
      exhausted: false,
      exhaustedByYoutube: false,
    });
    // The fields clients read before the shares: the service's.
    assert.equal(quota.used, 3);
    assert.equal(quota.budget, 100);
    assert.equal(quota.exhausted, false);

    const neighbour = await call(t, modest, 'POST', '/v1/tracked-channels', { channel: '@neighbour' });
    assert.equal(neighbour.statusCode, 201, neighbour.body);
    const theirs = (await call(t, modest, 'GET', '/v1/tracking/quota')).json();
    assert.deepEqual(theirs.account, { used: 1, budget: 3, remaining: 2, exhausted: false });
    assert.equal(theirs.service.used, 4);
  });
});

describe('[review 30.1] sponsor-detection’s fetches of unknown videos take units of the account’s share', () => {
  let t: TestApp;
  let key: string;

  before(async () => {
    t = await createTestApp(
      {
        YOUTUBE_API_KEY: fake.apiKey,
        YOUTUBE_API_BASE_URL: fake.baseUrl,
        YOUTUBE_DAILY_QUOTA: '100',
        YOUTUBE_ACCOUNT_DAILY_UNITS: '2',
      },
      { worker: true },
    );
    key = await t.key(['operations:write', 'operations:read', 'tracking:read']);
  });
  after(() => t.close());

  test('each videos.list and channels.list is counted; with the share spent the rest are reported, not fetched', async () => {
    fake.addChannel(ytChannel('UCqu0000000000000000001a', { title: 'Metered' }));
    fake.addVideo(ytVideo('ytMetered01', { channelId: 'UCqu0000000000000000001a', channelTitle: 'Metered' }));
    fake.reset();
    const first = await runOperation(t, key, 'sponsor-detection', { videoYoutubeIds: ['ytMetered01'] });
    assert.equal(first.videos[0].status, 'processed');
    const calls = fake.requests.length;
    assert.equal(calls, 2, 'videos.list and channels.list');
    const quota = (await call(t, key, 'GET', '/v1/tracking/quota')).json();
    assert.deepEqual(quota.account, { used: 2, budget: 2, remaining: 0, exhausted: true });
    assert.equal(quota.service.used, 2);

    fake.addVideo(ytVideo('ytMetered02', { channelId: 'UCqu0000000000000000001a', channelTitle: 'Metered' }));
    const second = await runOperation(t, key, 'sponsor-detection', { videoYoutubeIds: ['ytMetered02'] });
    assert.equal(second.videos[0].status, 'unavailable', JSON.stringify(second.videos[0]));
    assert.equal(second.videos[0].error.code, 'quota_exceeded');
    assert.match(second.videos[0].error.message, /YOUTUBE_ACCOUNT_DAILY_UNITS/);
    assert.equal(fake.requests.length, calls, 'nothing more reached YouTube');
  });
});

describe('[review 30.1] only calls that reached YouTube are counted', () => {
  test('a refused connection spends nothing; an answer from YouTube, even an error, spends its unit', async () => {
    const store = await createTestStore();
    try {
      const account = (await findOrCreateAccount(store.db, 'counted')).id;
      const quota = new YoutubeQuota(store.db, 100, undefined, 10);
      // A port nobody listens on: every attempt's connection is refused.
      const closed = http.createServer();
      await new Promise<void>((res) => closed.listen(0, '127.0.0.1', res));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((res) => closed.close(res));
      const refused = new YoutubeClient({
        apiKey: fake.apiKey,
        baseUrl: `http://127.0.0.1:${port}/youtube/v3`,
        maxRetries: 2,
        retryBaseMs: 1,
      }).withMeter(quota.meterFor(account));
      await assert.rejects(refused.listVideos(['abcdefghijk']), (e: unknown) => {
        assert.ok(e instanceof YoutubeApiError && e.code === 'upstream_unavailable', String(e));
        return true;
      });
      let today = await quota.today(account);
      assert.equal(today.account!.used, 0);
      assert.equal(today.service.used, 0);

      // YouTube answers 503 twice, then the list: three attempts, three units.
      fake.reset();
      fake.failNext(2, failures.unavailable(), 'videos');
      const answered = new YoutubeClient({
        apiKey: fake.apiKey,
        baseUrl: fake.baseUrl,
        maxRetries: 2,
        retryBaseMs: 1,
      }).withMeter(quota.meterFor(account));
      await answered.listVideos(['abcdefghijk']);
      today = await quota.today(account);
      assert.equal(today.account!.used, 3);
      assert.equal(today.service.used, 3);
      const rows = await sql<{ units: number }>`select units from youtube_quota_accounts`.execute(store.db);
      assert.deepEqual(
        rows.rows.map((r) => r.units),
        [3],
      );
    } finally {
      await store.close();
    }
  });
});

describe('[review 30.5] MAX_TRACKED_CHANNELS_PER_ACCOUNT', () => {
  let t: TestApp;
  let key: string;

  before(async () => {
    t = await createTestApp({
      YOUTUBE_API_KEY: fake.apiKey,
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_DAILY_QUOTA: '10000',
      YOUTUBE_ACCOUNT_DAILY_UNITS: '10000',
      MAX_TRACKED_CHANNELS_PER_ACCOUNT: '5',
    });
    key = await t.key(['tracking:write', 'tracking:read'], { account: 'capped-tracker' });
  });
  after(() => t.close());

  test('40 concurrent requests for 40 channels track 5; the same channel again is not one more', async () => {
    for (let i = 0; i < 40; i++) seedChannel(fake, { tag: `Capped${i}x`, uploads: 0 });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(t, key, 'POST', '/v1/tracked-channels', { channel: `@capped${i}x` })),
    );
    const created = results.filter((r) => r.statusCode === 201);
    assert.equal(created.length, 5, results.map((r) => r.body).join('\n'));
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      const p = expectProblem(r, 409, 'limit_reached');
      assert.match(p.detail, /MAX_TRACKED_CHANNELS_PER_ACCOUNT/);
    }
    const n = await sql<{ n: number }>`select count(*)::int as n from tracked_channels t join accounts a
      on a.id = t.account_id where a.name = 'capped-tracker'`.execute(t.db);
    assert.equal(n.rows[0].n, 5);
    // Tracking one it already tracks answers the record, not the cap.
    const again = await call(t, key, 'POST', '/v1/tracked-channels', { channel: created[0].json().channelId });
    assert.equal(again.statusCode, 200, again.body);
  });
});
