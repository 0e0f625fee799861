// The lookup, batch and similar-brands tools through the SDK's own MCP client (the same answers as the HTTP
// routes, errors as tool results naming arguments.*), and GET /llms.txt: served without a key, listing every MCP
// tool (derived from the tool list) and every documented route.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { TOOLS } from '../../src/mcp/tools.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { callError, callOk, connectHttp } from '../helpers/mcp.js';

let t: TestApp;
let base: string;
let client: Client;
let H: Record<string, string>;
const CHANNEL = 'UCmcpmcpmcpmcpmcpmcpmcp1';
let brandA: string, brandB: string;

before(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const key = await t.key(['data:read']);
  H = bearer(key);
  client = await connectHttp(base, key);
  await insertCreator(t.db, { channelId: CHANNEL, handle: '@McpChannel', title: 'MCP channel' });
  brandA = (await insertBrand(t.db, { name: 'Alpha' })).id;
  brandB = (await insertBrand(t.db, { name: 'Beta' })).id;
  for (const brandId of [brandA, brandB]) {
    const v = await insertVideo(t.db, CHANNEL, { videoId: `mcp-${brandId.slice(0, 8)}` });
    await insertSponsorship(t.db, { videoId: v.videoId, brandId });
  }
});
after(async () => {
  await client.close();
  await t.close();
});

const http = (url: string, init: { method?: string; payload?: unknown } = {}) =>
  t.app
    .inject({
      url,
      method: (init.method ?? 'GET') as 'GET',
      headers: { ...H, 'content-type': 'application/json' },
      ...(init.payload ? { payload: JSON.stringify(init.payload) } : {}),
    })
    .then((r) => r.json());

describe('MCP tools', () => {
  test('lookup-creator answers what GET /v1/creators/lookup answers', async () => {
    const got = await callOk(client, 'lookup-creator', { url: 'https://m.youtube.com/@mcpchannel/videos' });
    assert.equal(got.channelId, CHANNEL);
    assert.deepEqual(got, await http(`/v1/creators/lookup?url=${encodeURIComponent('@MCPCHANNEL')}`));
  });

  test('lookup-creator: unknown is not_found, malformed names arguments.url', async () => {
    assert.match(await callError(client, 'lookup-creator', { url: '@nobody-at-all' }), /^not_found:/);
    assert.match(await callError(client, 'lookup-creator', { url: 'https://example.com/x' }), /- arguments\.url: /);
    assert.match(await callError(client, 'lookup-creator', {}), /arguments\.url/);
  });

  test('get-creators and get-videos keep the order asked and list what is missing', async () => {
    const creators = await callOk(client, 'get-creators', { ids: ['UCnope', CHANNEL] });
    assert.deepEqual(creators.missing, ['UCnope']);
    assert.equal(creators.data[0].channelId, CHANNEL);
    assert.deepEqual(
      creators,
      await http('/v1/creators/batch', { method: 'POST', payload: { ids: ['UCnope', CHANNEL] } }),
    );
    const ids = [`mcp-${brandB.slice(0, 8)}`, 'gone', `mcp-${brandA.slice(0, 8)}`];
    const videos = await callOk(client, 'get-videos', { ids });
    assert.deepEqual(
      videos.data.map((v: { videoId: string }) => v.videoId),
      [ids[0], ids[2]],
    );
    assert.deepEqual(videos.missing, ['gone']);
  });

  test('batch tools refuse 0, 101 and duplicate ids naming arguments.ids', async () => {
    for (const ids of [[], Array.from({ length: 101 }, (_, i) => `v${i}`), ['a', 'a']])
      assert.match(await callError(client, 'get-videos', { ids }), /- arguments\.ids: /);
  });

  test('get-similar-brands answers what GET /v1/brands/{id}/similar answers', async () => {
    const got = await callOk(client, 'get-similar-brands', { id: brandA });
    assert.equal(got.data[0].id, brandB);
    assert.deepEqual(got.data[0].sharedCreatorSamples, [
      { channelId: CHANNEL, title: 'MCP channel', handle: '@McpChannel' },
    ]);
    assert.deepEqual(got, await http(`/v1/brands/${brandA}/similar`));
    assert.deepEqual((await callOk(client, 'get-similar-brands', { id: brandA, limit: 1 })).data.length, 1);
    assert.match(await callError(client, 'get-similar-brands', { id: brandA, limit: 51 }), /- arguments\.limit: /);
    assert.match(
      await callError(client, 'get-similar-brands', { id: '00000000-0000-4000-8000-000000000000' }),
      /^not_found:/,
    );
  });
});

describe('GET /llms.txt', () => {
  test('is served without a key, as markdown, naming every MCP tool and every documented route', async () => {
    const res = await fetch(new URL('/llms.txt', base));
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/markdown/);
    const text = await res.text();
    assert.match(text, /^# Creator Sponsorship Data Service\n/);
    for (const tool of TOOLS)
      assert.ok(text.includes(`- \`${tool.name}\` (scope \`${tool.scope}\`): ${tool.description}`), tool.name);
    const doc = (await (await fetch(new URL('/v1/openapi.json', base))).json()) as { paths: Record<string, object> };
    for (const [path, item] of Object.entries(doc.paths))
      for (const method of Object.keys(item))
        assert.ok(text.includes(`- ${method.toUpperCase()} ${path}`), `${method} ${path}`);
    // The agent loop, as docs/api.md describes it.
    assert.match(text, /start-operation[\s\S]*session-message[\s\S]*get-operation-result/);
  });
});
