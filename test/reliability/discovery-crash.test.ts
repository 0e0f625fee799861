// Discovery runs and real child processes, on both stores, against the loopback fake of the YouTube Data API:
// a server killed with SIGKILL in the middle of a run's scoring leaves the run to the next process, which resumes
// from the checkpoint (no channel scored twice: only the group of samples in flight is read again; every unit YouTube
// charged counted once by the run); and two
// processes asked at once to start an account's run start one, whose calls each reach YouTube once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SAMPLE_GROUP } from '../../src/discovery/sample.js';
import { waitFor } from '../helpers/app.js';
import { channelIdOf, failures, startFakeYoutube, ytChannel, ytVideo, type FakeYoutube } from '../helpers/fakeYoutube.js';
import { cliOk } from '../helpers/processes.js';
import { openScene, type Scene } from '../helpers/scene.js';
import { storeKind } from '../helpers/store.js';

let scene: Scene;
let env: NodeJS.ProcessEnv;
let fake: FakeYoutube;

before(async () => {
  fake = await startFakeYoutube();
  scene = await openScene('discovery-crash', () => ({
    YOUTUBE_API_KEY: fake.apiKey,
    YOUTUBE_API_BASE_URL: fake.baseUrl,
    // A lease longer than the event loop's longest block on a loaded machine (a run loads the detection engine on the
    // loop before its first call, seconds on a busy CI machine): with the scene's 1.5 s lease, a run whose lease lapsed
    // was taken again while its first holder went on, and sampled a group twice. The guarantee under test is the
    // checkpoint's (what a killed process leaves to the next), not the lease's length.
    OPERATION_LEASE_MS: '6000',
  }));
  env = scene.env;
});
after(async () => {
  await scene?.close();
  await fake?.close();
});

/** A root channel featuring `n` channels of two uploads each (the first a sponsor read). */
function seedNiche(tag: string, n: number): { root: string; featured: string[] } {
  const root = channelIdOf(`${tag}Root`);
  fake.addChannel(ytChannel(root, { country: 'US' }));
  const featured: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = channelIdOf(`${tag}${String(i).padStart(3, '0')}`);
    featured.push(id);
    fake.addChannel(ytChannel(id, { country: 'US', subscribers: String(10_000 + i) }));
    for (let j = 0; j < 2; j++)
      fake.addVideo(
        ytVideo(`${tag.slice(0, 3)}${String(i).padStart(3, '0')}x${String(j).padStart(4, '0')}`, {
          channelId: id,
          description: j === 0 ? 'This video is sponsored by NordVPN: https://nordvpn.com/deal' : 'Just a video.',
          categoryId: '27',
        }),
      );
  }
  fake.addFeatured(root, featured);
  return { root, featured };
}

const policyFor = (root: string) => ({
  enabled: false,
  regions: ['US'],
  categoryIds: [],
  languages: [],
  minSubscribers: 1000,
  maxTrackedChannels: 0,
  dailyUnits: 1000,
  autoTrack: false,
  seeds: { keywords: [], brands: [], channels: [root] },
});

function keyFor(account: string): Record<string, string> {
  const key = JSON.parse(
    cliOk(
      env,
      'keys',
      'create',
      '--name',
      account,
      '--account',
      account,
      '--scopes',
      'tracking:write,tracking:read',
      '--json',
    ),
  ).key;
  return { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
}

const sampled = (from = 0) =>
  fake.requests
    .slice(from)
    .filter((r) => r.resource === 'playlistItems' && r.answer === 200)
    .map((r) => r.query.playlistId);

test('SIGKILL mid-run: the next process resumes from the checkpoint and samples no channel twice', async () => {
  const { root, featured } = seedNiche('Crash', 40);
  const headers = keyFor('crash');
  // The twelfth sample's playlist page never answers: the process is then waiting on YouTube mid-scoring.
  let pages = 0;
  fake.failNext(1, failures.hang(), (r) => r.resource === 'playlistItems' && ++pages === 12);
  const unitsBefore = fake.unitsUsed();
  // One call in flight at a time: which groups the first process wrote is then known from the order of its calls
  // (with several in flight, as many groups as calls may be mid-way at the kill; the rule is the same).
  env.DISCOVERY_CONCURRENCY = '1';
  const a = await scene.startServer();
  const put = await fetch(`${a.base}/v1/discovery`, { method: 'PUT', headers, body: JSON.stringify(policyFor(root)) });
  assert.equal(put.status, 200, await put.text());
  const made = await fetch(`${a.base}/v1/discovery/runs`, { method: 'POST', headers, body: JSON.stringify({ units: 500 }) });
  assert.equal(made.status, 202, await made.clone().text());
  const id = (await made.json()).id;
  await waitFor(async () => fake.requests.some((r) => r.answer === 'hang'), 60_000);
  const byA = sampled();
  assert.equal(byA.length, 11);
  await a.stop('SIGKILL');
  const beforeB = fake.requests.length;

  const b = await scene.startServer();
  const run = await waitFor(async () => {
    const r = await (await fetch(`${b.base}/v1/discovery/runs/${id}`, { headers })).json();
    return r.status === 'succeeded' || r.status === 'failed' ? r : null;
  }, 90_000);
  assert.equal(run.status, 'succeeded', JSON.stringify(run));
  delete env.DISCOVERY_CONCURRENCY;

  // Samples are read SAMPLE_GROUP channels at a time (their uploads share one videos.list call) and written together:
  // the group in flight at the kill (the hung page's) was not scored by A and is read again; none A scored is.
  const scoredByA = byA.slice(0, byA.length - (byA.length % SAMPLE_GROUP));
  const byB = sampled(beforeB);
  assert.deepEqual(
    byB.filter((p) => scoredByA.includes(p)),
    [],
    'no channel the first process scored is sampled again',
  );
  assert.ok(byB.filter((p) => byA.includes(p)).length < SAMPLE_GROUP, 'only the group in flight is read again');
  // B read on: no featured channels or chart pages asked again beyond what A had not finished.
  assert.equal(
    fake.requests.slice(beforeB).filter((r) => r.resource === 'channelSections' && r.query.channelId === root).length,
    0,
  );
  const scored = new Set([...byA, ...byB, fake.requests.find((r) => r.answer === 'hang')!.query.playlistId]);
  assert.equal(scored.size, featured.length);
  assert.equal(run.candidatesScored, featured.length);
  // Every unit YouTube charged (the hung call included) is the run's, once.
  assert.equal(run.unitsSpent, fake.unitsUsed() - unitsBefore);
  assert.ok(run.unitsSpent <= 500);
  assert.equal(await b.stop('SIGTERM'), 0);
});

// Several processes share a store on PostgreSQL only (the embedded one is a single process's: its pid lock).
if (storeKind() === 'postgres') test("two processes never run one account's run twice", async () => {
  const { root } = seedNiche('Twin', 10);
  const headers = keyFor('twin');
  const a = await scene.startServer();
  const b = await scene.startServer();
  const put = await fetch(`${a.base}/v1/discovery`, { method: 'PUT', headers, body: JSON.stringify(policyFor(root)) });
  assert.equal(put.status, 200);
  const from = fake.requests.length;
  const unitsBefore = fake.unitsUsed();
  const starts = await Promise.all(
    [a, b, a, b].map((p) =>
      fetch(`${p.base}/v1/discovery/runs`, { method: 'POST', headers, body: JSON.stringify({ units: 100 }) }),
    ),
  );
  const statuses = starts.map((r) => r.status).sort();
  assert.deepEqual(statuses, [202, 409, 409, 409]);
  const id = (await starts.find((r) => r.status === 202)!.json()).id;
  const run = await waitFor(async () => {
    const r = await (await fetch(`${b.base}/v1/discovery/runs/${id}`, { headers })).json();
    return r.status === 'succeeded' || r.status === 'failed' ? r : null;
  }, 90_000);
  assert.equal(run.status, 'succeeded', JSON.stringify(run));
  const pages = sampled(from);
  assert.equal(new Set(pages).size, pages.length, 'each channel sampled once');
  assert.equal(pages.length, run.candidatesScored);
  assert.equal(run.unitsSpent, fake.unitsUsed() - unitsBefore);
  const list = await (await fetch(`${a.base}/v1/discovery/runs`, { headers })).json();
  assert.equal(list.data.length, 1);
  await a.stop('SIGTERM');
  await b.stop('SIGTERM');
});
