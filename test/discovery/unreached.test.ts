// A discovery run whose calls never reach YouTube (the connection is refused) spends nothing: no unit of the run, of
// the account's day or of the quota is kept, and the run fails upstream_unavailable after the client's retries.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { channelIdOf, FAKE_API_KEY } from '../helpers/fakeYoutube.js';

let t: TestApp;

before(async () => {
  // A port that was just free: nothing listens there, so every connection is refused.
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  t = await createTestApp(
    // No grace at close: the last test leaves a second run retrying the refused calls, which close() would wait out.
    {
      YOUTUBE_API_KEY: FAKE_API_KEY,
      YOUTUBE_API_BASE_URL: `http://127.0.0.1:${port}/youtube/v3`,
      SHUTDOWN_GRACE_MS: '0',
    },
    { worker: true, expectErrorLogs: true },
  );
});
after(async () => {
  await t.close();
});

test('refused connections spend no unit of the run, the day or the quota', async () => {
  const k = await t.key(['tracking:write', 'tracking:read']);
  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const r = await t.app.inject({ method, url, headers: bearer(k), ...(payload === undefined ? {} : { payload }) });
    return { status: r.statusCode, body: r.json() };
  };
  const policy = (await api('GET', '/v1/discovery')).body;
  const put = await api('PUT', '/v1/discovery', {
    ...policy,
    dailyUnits: 100,
    seeds: { ...policy.seeds, channels: [channelIdOf('Unreached')] },
  });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  const started = await api('POST', '/v1/discovery/runs', { units: 50 });
  assert.equal(started.status, 202);
  const run = await waitFor(async () => {
    const r = (await api('GET', `/v1/discovery/runs/${started.body.id}`)).body;
    return r.status === 'failed' || r.status === 'succeeded' ? r : null;
  }, 60_000);
  assert.equal(run.status, 'failed');
  assert.equal(run.error.code, 'upstream_unavailable');
  assert.equal(run.unitsSpent, 0);
  assert.deepEqual(Object.values(run.unitsBySource), [0, 0, 0, 0, 0, 0]);
  const quota = (await api('GET', '/v1/tracking/quota')).body;
  assert.equal(quota.account.used, 0);
  assert.equal(quota.service.used, 0);
  // The day's discovery units are whole again: a run may have all of them.
  assert.equal((await api('POST', '/v1/discovery/runs', {})).body.units, 100);
});
