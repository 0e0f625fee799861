// A YouTube URL whose path carries a malformed percent-escape (%E0%A4%A, a cut UTF-8 sequence, %ZZ) names no
// channel: every entry point that reads channel text answers the 400 naming its field, never a 500: GET
// /v1/creators/lookup, POST /v1/tracked-channels and the MCP tools lookup-creator and track-channel.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { expectInvalid } from '../helpers/factories.js';
import { startFakeYoutube, type FakeYoutube } from '../helpers/fakeYoutube.js';
import { callError, connectHttp } from '../helpers/mcp.js';

const MALFORMED = [
  'https://youtube.com/%E0%A4%A', // the review's spelling, once decoded from the query string
  'https://www.youtube.com/@%E0%A4', // a cut UTF-8 sequence
  'youtube.com/c/%ZZname', // not an escape at all
  'https://m.youtube.com/channel/%', // a lone percent sign
];

let t: TestApp;
let fake: FakeYoutube;
let H: Record<string, string>;
let agent: Client;

before(async () => {
  fake = await startFakeYoutube();
  t = await createTestApp({ YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl });
  const key = await t.key(['data:read', 'tracking:write', 'tracking:read']);
  H = bearer(key);
  agent = await connectHttp(await t.app.listen({ host: '127.0.0.1', port: 0 }), key);
});
after(async () => {
  try {
    await agent.close();
    await t.close();
  } finally {
    await fake.close();
  }
});

describe('[review 30.6] a malformed percent-escape in a channel URL is a 400 naming the field', () => {
  test('GET /v1/creators/lookup, with the review request verbatim', async () => {
    expectInvalid(
      await t.app.inject({ url: '/v1/creators/lookup?url=https://youtube.com/%25E0%25A4%25A', headers: H }),
      'query.url',
    );
    for (const url of MALFORMED) {
      expectInvalid(
        await t.app.inject({ url: `/v1/creators/lookup?url=${encodeURIComponent(url)}`, headers: H }),
        'query.url',
      );
    }
  });

  test('POST /v1/tracked-channels creates nothing', async () => {
    for (const channel of MALFORMED) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/tracked-channels',
        headers: { ...H, 'content-type': 'application/json' },
        payload: JSON.stringify({ channel }),
      });
      expectInvalid(res, 'body.channel');
    }
    const list = await t.app.inject({ url: '/v1/tracked-channels', headers: H });
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().data, []);
    assert.equal(fake.requests.length, 0, 'YouTube was not asked about text that names no channel');
  });

  test('MCP lookup-creator and track-channel answer tool errors naming arguments', async () => {
    for (const value of MALFORMED) {
      assert.match(await callError(agent, 'lookup-creator', { url: value }), /^invalid_request:[\s\S]*arguments\.url/);
      assert.match(
        await callError(agent, 'track-channel', { channel: value }),
        /^invalid_request:[\s\S]*arguments\.channel/,
      );
    }
  });
});
