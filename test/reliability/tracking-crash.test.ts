// A server process killed with SIGKILL in the middle of a channel sync: the next process resumes the sync from its
// last checkpoint, never asks YouTube again for a video the dead one stored, and ends with every upload stored and
// counted once. Real child processes, on both stores, against the loopback fake of the YouTube Data API.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { waitFor } from '../helpers/app.js';
import { failures, seedChannel, startFakeYoutube, type FakeYoutube } from '../helpers/fakeYoutube.js';
import { cliOk } from '../helpers/processes.js';
import { openScene, type Scene } from '../helpers/scene.js';

let scene: Scene;
let env: NodeJS.ProcessEnv;
let fake: FakeYoutube;

before(async () => {
  fake = await startFakeYoutube();
  scene = await openScene('tracking-crash', () => ({
    YOUTUBE_API_KEY: fake.apiKey,
    YOUTUBE_API_BASE_URL: fake.baseUrl,
  }));
  env = scene.env;
});
after(async () => {
  await scene?.close();
  await fake?.close();
});

test('SIGKILL mid-sync: the next process resumes from the checkpoint without fetching a stored video again', async () => {
  const { channelId, ids } = seedChannel(fake, { tag: 'Crash', uploads: 400 });
  const key = JSON.parse(
    cliOk(env, 'keys', 'create', '--name', 'crash', '--scopes', 'tracking:write,tracking:read', '--json'),
  ).key;
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

  // The sixth videos.list never answers: the process is then waiting on YouTube with the first four pages stored and
  // checkpointed (a group of 200 uploads) and one more videos.list of the next group stored.
  let videoCalls = 0;
  fake.failNext(1, failures.hang(), (r) => r.resource === 'videos' && ++videoCalls === 6);
  const a = await scene.startServer();
  const made = await fetch(`${a.base}/v1/tracked-channels`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ channel: channelId, backfill: 'all' }),
  });
  assert.equal(made.status, 201, await made.clone().text());
  const id = (await made.json()).id;
  await waitFor(async () => fake.requests.some((r) => r.answer === 'hang'), 60_000);
  const videoCallsToA = fake.requests.filter((r) => r.resource === 'videos');
  const answeredToA = videoCallsToA.filter((r) => r.answer === 200).flatMap((r) => r.ids);
  assert.equal(answeredToA.length, 250);
  // What A stored: every answer it took. On a loaded machine the fifth call's answer can come after its attempt timed
  // out; the hanging call is then that call's retry, and those 50 were never stored (B must fetch them).
  const retried = new Set(videoCallsToA.find((r) => r.answer === 'hang')!.ids);
  const storedByA = answeredToA.filter((v) => !retried.has(v));
  await a.stop('SIGKILL');
  const beforeB = fake.requests.length;

  const b = await scene.startServer();
  const done = await waitFor(async () => {
    const r = await (await fetch(`${b.base}/v1/tracked-channels/${id}`, { headers })).json();
    if (r.lastSync?.error) throw new Error(JSON.stringify(r.lastSync));
    return r.sync === null && r.lastSync?.completedAt ? r : null;
  }, 90_000);

  const askedByB = fake.requests
    .slice(beforeB)
    .filter((r) => r.resource === 'videos')
    .flatMap((r) => r.ids);
  const stored = new Set(storedByA);
  assert.deepEqual(
    askedByB.filter((v) => stored.has(v)),
    [],
    'no video the first process stored is fetched again',
  );
  assert.deepEqual(new Set([...storedByA, ...askedByB]), new Set(ids));
  assert.equal(askedByB.length, ids.length - storedByA.length, 'the rest, once each');
  // B did not start over: no channels.list, and it read on from the checkpoint, the fifth page.
  const bCalls = fake.requests.slice(beforeB);
  assert.equal(bCalls.filter((r) => r.resource === 'channels').length, 0);
  assert.equal(bCalls.filter((r) => r.resource === 'playlistItems').length, 4);
  assert.equal(bCalls.find((r) => r.resource === 'playlistItems')!.query.pageToken, fake.requests.filter((r) => r.resource === 'playlistItems')[4].query.pageToken);
  assert.equal(done.lastSync.videosNew, 400);
  assert.equal(done.lastSync.videosSeen, 400);
  const page = await (await fetch(`${b.base}/v1/tracked-channels?limit=5`, { headers })).json();
  assert.equal(page.data.length, 1);
  assert.equal(await b.stop('SIGTERM'), 0);
});
