// `discover policy|run|runs|candidates|track|reject` against a running server (in this process) whose YouTube API is
// the loopback fake: the policy changed field by field with --set (a bad field refused before any request), a run
// waited for with its progress line, the candidates as JSON lines, tracking and rejecting one.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { channelIdOf, startFakeYoutube, ytChannel, ytVideo, type FakeYoutube } from '../helpers/fakeYoutube.js';
import { jsonLines as lines, runCliAsync as runCli } from '../helpers/processes.js';

let t: TestApp;
let fake: FakeYoutube;
let env: NodeJS.ProcessEnv;
const root = channelIdOf('CliRoot');
const featured = [channelIdOf('CliFeatA'), channelIdOf('CliFeatB')];

before(async () => {
  fake = await startFakeYoutube();
  t = await createTestApp({ YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl }, { worker: true });
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { DATABASE_URL, SERVICE_URL, ...rest } = process.env;
  env = { ...rest, SERVICE_URL: base, SERVICE_API_KEY: await t.key(['tracking:write', 'tracking:read']) };
  fake.addChannel(ytChannel(root));
  for (const [i, id] of featured.entries()) {
    fake.addChannel(ytChannel(id));
    fake.addVideo(ytVideo(`clifeat${i}0000`, { channelId: id }));
  }
  fake.addFeatured(root, featured);
});
after(async () => {
  await t.close();
  await fake.close();
});

test('discover policy --set, run --wait, candidates, track and reject', async () => {
  const shown = await runCli(env, 'discover', 'policy');
  assert.equal(shown.code, 0, shown.stderr);
  assert.equal(lines(shown.stdout)[0].enabled, false);

  const bad = await runCli(env, 'discover', 'policy', '--set', 'colour=blue');
  assert.notEqual(bad.code, 0);
  assert.match(bad.stderr, /unknown policy field "colour"/);

  const set = await runCli(
    env,
    'discover',
    'policy',
    '--set',
    'regions=US',
    '--set',
    `seeds.channels=${root}`,
    '--set',
    'dailyUnits=50',
    '--set',
    'minSubscribers=0',
  );
  assert.equal(set.code, 0, set.stderr);
  const policy = lines(set.stdout)[0];
  assert.deepEqual(policy.regions, ['US']);
  assert.deepEqual(policy.seeds.channels, [root]);
  assert.equal(policy.dailyUnits, 50);

  const run = await runCli(env, 'discover', 'run', '--units', '20', '--wait');
  assert.equal(run.code, 0, run.stderr);
  const ended = lines(run.stdout)[0];
  assert.equal(ended.status, 'succeeded');
  assert.ok(ended.unitsSpent <= 20);
  assert.match(run.stderr, /succeeded: \d+\/20 units, \d+ found, \d+ scored, 0 tracked/);

  const runs = await runCli(env, 'discover', 'runs');
  assert.equal(runs.code, 0, runs.stderr);
  assert.deepEqual(
    lines(runs.stdout).map((r) => r.id),
    [ended.id],
  );

  const list = await runCli(env, 'discover', 'candidates');
  assert.equal(list.code, 0, list.stderr);
  assert.deepEqual(
    lines(list.stdout)
      .map((c) => c.channelId)
      .sort(),
    [...featured].sort(),
  );

  const tracked = await runCli(env, 'discover', 'track', featured[0]);
  assert.equal(tracked.code, 0, tracked.stderr);
  assert.equal(lines(tracked.stdout)[0].channelId, featured[0]);
  const rejected = await runCli(env, 'discover', 'reject', featured[1]);
  assert.equal(rejected.code, 0, rejected.stderr);
  assert.equal(lines(rejected.stdout)[0].status, 'rejected');
  const onlyRejected = await runCli(env, 'discover', 'candidates', '--status', 'rejected');
  assert.deepEqual(
    lines(onlyRejected.stdout).map((c) => c.channelId),
    [featured[1]],
  );
});
