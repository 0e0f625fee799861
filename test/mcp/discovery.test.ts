// The get-discovery, list-discovery-candidates and track-candidate MCP tools through the official MCP SDK client over
// Streamable HTTP: the policy and the latest run, the candidates a run found, tracking one (created, then the same
// record), another account's candidate a tool error, and a missing scope refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { channelIdOf, startFakeYoutube, ytChannel, ytVideo, type FakeYoutube } from '../helpers/fakeYoutube.js';
import { callError, callOk, connectHttp } from '../helpers/mcp.js';

let t: TestApp;
let fake: FakeYoutube;
let base: string;
const clients: Client[] = [];
const connect = async (key: string) => {
  const c = await connectHttp(base, key);
  clients.push(c);
  return c;
};
const root = channelIdOf('McpRoot');
const found = channelIdOf('McpFound');

before(async () => {
  fake = await startFakeYoutube();
  t = await createTestApp({ YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl }, { worker: true });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  fake.addChannel(ytChannel(root));
  fake.addChannel(ytChannel(found));
  fake.addVideo(ytVideo('mcpfound000', { channelId: found }));
  fake.addFeatured(root, [found]);
});
after(async () => {
  for (const c of clients) await c.close();
  await t.close();
  await fake.close();
});

test('get-discovery, list-discovery-candidates and track-candidate', async () => {
  const key = await t.key(['tracking:read', 'tracking:write']);
  const agent = await connect(key);
  const first = await callOk(agent, 'get-discovery');
  assert.equal(first.policy.enabled, false);
  assert.equal(first.latestRun, null);

  const h = { ...bearer(key), 'content-type': 'application/json' };
  const policy = {
    ...first.policy,
    regions: ['US'],
    minSubscribers: 0,
    seeds: { ...first.policy.seeds, channels: [root] },
  };
  assert.equal(
    (await t.app.inject({ method: 'PUT', url: '/v1/discovery', headers: h, payload: policy })).statusCode,
    200,
  );
  const started = (
    await t.app.inject({ method: 'POST', url: '/v1/discovery/runs', headers: h, payload: { units: 10 } })
  ).json();
  const latest = await waitFor(async () => {
    const r = await callOk(agent, 'get-discovery');
    return r.latestRun?.status === 'succeeded' ? r.latestRun : null;
  }, 90_000);
  assert.equal(latest.id, started.id);

  const list = await callOk(agent, 'list-discovery-candidates', { status: 'scored' });
  assert.deepEqual(
    list.data.map((c: { channelId: string }) => c.channelId),
    [found],
  );
  const made = await callOk(agent, 'track-candidate', { channelId: found });
  assert.equal(made.created, true);
  assert.equal(made.channelId, found);
  assert.equal((await callOk(agent, 'track-candidate', { channelId: found })).created, false);

  const other = await connect(await t.key(['tracking:read', 'tracking:write'], { account: 'globex' }));
  assert.match(await callError(other, 'track-candidate', { channelId: found }), /not_found|No discovery candidate/);
  assert.deepEqual((await callOk(other, 'list-discovery-candidates')).data, []);
  const readOnly = await connect(await t.key(['tracking:read']));
  assert.match(await callError(readOnly, 'track-candidate', { channelId: found }), /tracking:write/);
});

test('/llms.txt lists the discovery tools and routes and describes the discovery loop', async () => {
  const text = await (await fetch(new URL('/llms.txt', base))).text();
  for (const name of ['get-discovery', 'list-discovery-candidates', 'track-candidate'])
    assert.ok(text.includes(`- \`${name}\` (scope \`tracking:`), name);
  assert.ok(text.includes('- POST /v1/discovery/runs'));
  assert.match(
    text,
    /## The discovery loop[\s\S]*PUT \/v1\/discovery[\s\S]*list-discovery-candidates[\s\S]*track-candidate/,
  );
});
