// `track add|list|sync|pause|resume|remove|quota` against a running server (in this process) whose YouTube API is
// the loopback fake: channels added by handle, one unknown handle reported without stopping the others, the list as
// JSON lines, sync now, pausing (sync now then refused) and resuming, today's quota, removal.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, waitFor, bearer, type TestApp } from '../helpers/app.js';
import { seedChannel, startFakeYoutube, type FakeYoutube } from '../helpers/fakeYoutube.js';
import { jsonLines as lines, runCliAsync as runCli } from '../helpers/processes.js';

let t: TestApp;
let fake: FakeYoutube;
let base: string;
let env: NodeJS.ProcessEnv;
let key: string;

before(async () => {
  fake = await startFakeYoutube();
  t = await createTestApp({ YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl }, { worker: true });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { DATABASE_URL, SERVICE_URL, ...rest } = process.env;
  key = await t.key(['tracking:write', 'tracking:read']);
  env = { ...rest, SERVICE_API_KEY: key };
  seedChannel(fake, { tag: 'CliOne', handle: '@clione', uploads: 3 });
  seedChannel(fake, { tag: 'CliTwo', handle: '@clitwo', uploads: 2 });
});
after(async () => {
  await t.close();
  await fake.close();
});

test('track add, list, sync, quota and remove', async () => {
  const added = await runCli(
    env,
    'track',
    'add',
    '@clione',
    '@nobody-at-all',
    '@clitwo',
    '--backfill',
    '2',
    '--url',
    base,
  );
  assert.equal(added.code, 1, 'one channel could not be tracked');
  assert.match(added.stderr, /@nobody-at-all: unprocessable: .*@nobody-at-all/);
  const records = lines(added.stdout);
  assert.deepEqual(
    records.map((r) => r.handle),
    ['@clione', '@clitwo'],
  );

  const ids = records.map((r) => r.id);
  await waitFor(async () => {
    for (const id of ids) {
      const r = (await t.app.inject({ url: `/v1/tracked-channels/${id}`, headers: bearer(key) })).json();
      if (r.sync !== null || !r.lastSync) return false;
      assert.equal(r.lastSync.videosNew, 2, 'the backfill');
    }
    return true;
  }, 30_000);

  const list = await runCli(env, 'track', 'list', '--url', base);
  assert.equal(list.code, 0, list.stderr);
  assert.deepEqual(
    lines(list.stdout)
      .map((r) => r.handle)
      .sort(),
    ['@clione', '@clitwo'],
  );

  const sync = await runCli(env, 'track', 'sync', ids[0], '--url', base);
  assert.equal(sync.code, 0, sync.stderr);
  const started = lines(sync.stdout)[0];
  assert.match(started.operationId, /^[0-9a-f-]{36}$/);
  assert.equal(started.trackedChannel.id, ids[0]);

  const paused = await runCli(env, 'track', 'pause', ids[1], '--url', base);
  assert.equal(paused.code, 0, paused.stderr);
  assert.equal(lines(paused.stdout)[0].status, 'paused');
  const refused = await runCli(env, 'track', 'sync', ids[1], '--url', base);
  assert.notEqual(refused.code, 0);
  assert.match(refused.stderr, /tracked_channel_paused/);
  const resumed = await runCli(env, 'track', 'resume', ids[1], '--url', base);
  assert.equal(resumed.code, 0, resumed.stderr);
  assert.equal(lines(resumed.stdout)[0].status, 'active');

  const quota = await runCli(env, 'track', 'quota', '--url', base);
  assert.equal(quota.code, 0, quota.stderr);
  assert.ok(lines(quota.stdout)[0].used >= 6);

  const removed = await runCli(env, 'track', 'remove', ids[1], '--url', base);
  assert.equal(removed.code, 0, removed.stderr);
  const after = await runCli(env, 'track', 'list', '--url', base);
  assert.deepEqual(
    lines(after.stdout).map((r) => r.handle),
    ['@clione'],
  );
  const bad = await runCli(env, 'track', 'add', '@x', '--backfill', 'lots', '--url', base);
  assert.notEqual(bad.code, 0);
  assert.match(bad.stderr, /whole number of uploads/);
});
