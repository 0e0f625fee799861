// The track-channel and list-tracked-channels MCP tools through the official MCP SDK client over Streamable HTTP:
// tracking by handle (created, then the same record again), the first sync visible in the list, an unknown handle
// and a missing scope as tool errors, and another account's list empty.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { seedChannel, startFakeYoutube, type FakeYoutube } from '../helpers/fakeYoutube.js';
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

before(async () => {
  fake = await startFakeYoutube();
  t = await createTestApp({ YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl }, { worker: true });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  seedChannel(fake, { tag: 'McpChan', handle: '@mcpchannel', uploads: 4 });
});
after(async () => {
  for (const c of clients) await c.close();
  await t.close();
  await fake.close();
});

test('track-channel, then list-tracked-channels shows it with its first sync', async () => {
  const agent = await connect(await t.key(['tracking:write', 'tracking:read']));
  const made = await callOk(agent, 'track-channel', { channel: 'https://www.youtube.com/@mcpchannel', backfill: 3 });
  assert.equal(made.created, true);
  assert.equal(made.handle, '@mcpchannel');
  const again = await callOk(agent, 'track-channel', { channel: '@mcpchannel' });
  assert.equal(again.created, false);
  assert.equal(again.id, made.id);

  const listed = await waitFor(async () => {
    const page = await callOk(agent, 'list-tracked-channels', {});
    const r = page.data[0];
    return r?.sync === null && r.lastSync ? page : null;
  }, 30_000);
  assert.equal(listed.data.length, 1);
  assert.equal(listed.data[0].lastSync.videosNew, 3);

  assert.match(
    await callError(agent, 'track-channel', { channel: '@not-a-channel' }),
    /^unprocessable.*@not-a-channel/,
  );
  assert.match(await callError(agent, 'track-channel', { channel: 'nope nope' }), /arguments\.channel/);

  const reader = await connect(await t.key(['tracking:read']));
  assert.match(
    await callError(reader, 'track-channel', { channel: '@mcpchannel' }),
    /needs the scope "tracking:write"/,
  );
  const stranger = await connect(await t.key(['tracking:read'], { account: 'initech' }));
  assert.deepEqual((await callOk(stranger, 'list-tracked-channels', {})).data, []);
});
