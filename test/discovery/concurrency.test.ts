// A discovery run keeps up to DISCOVERY_CONCURRENCY calls in flight (src/discovery/pool.ts) against the loopback fake
// of the YouTube Data API with a latency: calls overlap, never more than the setting at once, and the run's budget
// still holds to the unit (it is taken in memory before a call is sent), every unit YouTube charged counted once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { channelIdOf, startFakeYoutube, ytChannel, ytVideo, type FakeYoutube } from '../helpers/fakeYoutube.js';

const CONCURRENCY = 3;
let t: TestApp;
let fake: FakeYoutube;
let roots: string[];

before(async () => {
  fake = await startFakeYoutube();
  t = await createTestApp(
    {
      YOUTUBE_API_KEY: fake.apiKey,
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      DISCOVERY_CONCURRENCY: String(CONCURRENCY),
    },
    { worker: true },
  );
  // Twelve seed channels featuring ten channels each, every one with uploads (a sponsor read among them).
  roots = [];
  for (let r = 0; r < 12; r++) {
    const root = channelIdOf(`ConRoot${r}_`);
    roots.push(root);
    fake.addChannel(ytChannel(root, { country: 'US' }));
    const featured: string[] = [];
    for (let i = 0; i < 10; i++) {
      const id = channelIdOf(`Con${r}x${i}_`);
      featured.push(id);
      fake.addChannel(ytChannel(id, { country: 'US', subscribers: String(20_000 + i) }));
      for (let j = 0; j < 3; j++)
        fake.addVideo(
          ytVideo(`con${r}x${i}v${j}`.padEnd(11, '0'), {
            channelId: id,
            description: j === 0 ? 'This video is sponsored by NordVPN: https://nordvpn.com/deal' : 'A video.',
          }),
        );
    }
    fake.addFeatured(root, featured);
  }
});
after(async () => {
  fake.setLatency(0);
  await t.close();
  await fake.close();
});

/** The most calls the fake held at once: each from its arrival to its answer. */
function mostInFlight(calls: { at: number; latencyMs: number; workMs: number }[]): number {
  const edges = calls.flatMap((c) => [
    [c.at, 1],
    [c.at + c.latencyMs + c.workMs, -1],
  ]);
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let most = 0;
  for (const [, d] of edges) most = Math.max(most, (now += d));
  return most;
}

test('calls overlap up to DISCOVERY_CONCURRENCY, never more, and the run spends exactly within its budget', async () => {
  const k = await t.key(['tracking:write', 'tracking:read'], { account: 'concurrent' });
  const put = await t.app.inject({
    method: 'PUT',
    url: '/v1/discovery',
    headers: bearer(k),
    payload: {
      enabled: false,
      regions: ['US'],
      categoryIds: ['27'],
      languages: [],
      minSubscribers: 1000,
      maxTrackedChannels: 0,
      dailyUnits: 1000,
      autoTrack: false,
      seeds: { keywords: [], brands: [], channels: roots },
    },
  });
  assert.equal(put.statusCode, 200, put.body);
  fake.setLatency(40);
  fake.timings.length = 0;
  const units = 61;
  const before = fake.unitsUsed();
  const started = await t.app.inject({
    method: 'POST',
    url: '/v1/discovery/runs',
    headers: bearer(k),
    payload: { units },
  });
  assert.equal(started.statusCode, 202, started.body);
  const run = await waitFor(async () => {
    const r = (
      await t.app.inject({ method: 'GET', url: `/v1/discovery/runs/${started.json().id}`, headers: bearer(k) })
    ).json();
    return r.status === 'succeeded' || r.status === 'failed' ? r : null;
  }, 60_000);
  assert.equal(run.status, 'succeeded', JSON.stringify(run));

  const most = mostInFlight(fake.timings);
  assert.ok(most > 1, `calls overlapped (at most ${most} at once)`);
  assert.ok(most <= CONCURRENCY, `never more than DISCOVERY_CONCURRENCY in flight (${most})`);
  // The budget, to the unit: every unit YouTube charged is the run's, none over what it was given.
  assert.ok(run.unitsSpent <= units, JSON.stringify(run));
  assert.equal(run.unitsSpent, fake.unitsUsed() - before);
  const sum = Object.values(run.unitsBySource as Record<string, number>).reduce((a, b) => a + b, 0);
  assert.equal(sum, run.unitsSpent);
  // Featured reads of the twelve roots, and samples of several groups, went side by side.
  assert.equal(run.unitsBySource.featured, 12);
  assert.ok(run.candidatesScored >= 20, JSON.stringify(run));
});
