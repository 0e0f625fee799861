// The MCP interface over Streamable HTTP at /mcp, driven by the SDK's own client: the tool list and schemas, every
// tool, pagination through the same cursors as the HTTP API, scope and key errors, and the whole agent loop:
// start a sponsor-detection with a session-message callback, receive it on a loopback HTTPS receiver that checks
// the bearer token and the signature, then read the output with get-operation-result.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { sponsorshipFilters } from '../../src/directory/fields/sponsorships.js';
import { parseWebhookEvent } from '../../src/sdk/webhooks.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { callError, callOk, connectHttp } from '../helpers/mcp.js';
import { sessionEndpoint, startReceiver, type Receiver } from '../helpers/receiver.js';
import { makeTestCertificates } from '../helpers/tls.js';

const SECRET = 'whsec_' + 'mcp0'.repeat(10);
const TOKEN = 'session-token-' + 'x'.repeat(24);

const TOOL_NAMES = [
  'search-creators',
  'get-creator',
  'search-videos',
  'get-video',
  'search-brands',
  'get-brand',
  'search-sponsorships',
  'get-sponsorship',
  'start-operation',
  'get-operation',
  'list-operations',
  'cancel-operation',
  'get-operation-result',
  'list-deliveries',
  'create-export',
  'get-export',
  'track-channel',
  'list-tracked-channels',
  // Discovery (issue 31).
  'get-discovery',
  'list-discovery-candidates',
  'track-candidate',
  // Lookup, batches and similar brands (issue 20).
  'lookup-creator',
  'get-creators',
  'get-videos',
  'get-similar-brands',
  // Watches (issue 21).
  'create-watch',
  'list-watches',
  'get-watch',
  'update-watch',
  'delete-watch',
  'list-watch-deliveries',
];

const SPONSORED = `Cabin build, day two.

This video is sponsored by NordVPN. Go to https://nordvpn.com/cabinbuilds to get 4 extra months.`;

let t: TestApp;
let base: string;
let rx: Receiver;
let all: Client;
let ids: {
  channelId: string;
  otherChannelId: string;
  brandId: string;
  videoId: string;
  detectVideoId: string;
  sponsorshipId: string;
};

before(async () => {
  const certs = makeTestCertificates(['localhost', '127.0.0.1']);
  t = await createTestApp(
    { WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', WEBHOOK_RETRY_SCHEDULE: '0.05,0.05' },
    { worker: true, deliver: true, ca: certs.ca },
  );
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  rx = await startReceiver(certs, sessionEndpoint(TOKEN, SECRET));
  const c1 = await insertCreator(t.db, { handle: '@cabinbuilds', title: 'Cabin Builds', subscriberCount: 2000 });
  const c2 = await insertCreator(t.db, { handle: '@other', title: 'Other Channel', subscriberCount: 1000 });
  const brand = await insertBrand(t.db, { name: 'NordVPN', domains: ['nordvpn.com'] });
  const video = await insertVideo(t.db, c1.channelId, { title: 'Cabin day one' });
  const detect = await insertVideo(t.db, c1.channelId, { title: 'Cabin day two', description: SPONSORED });
  const s = await insertSponsorship(t.db, { videoId: video.videoId, brandId: brand.id, brandDomain: 'nordvpn.com' });
  ids = {
    channelId: c1.channelId,
    otherChannelId: c2.channelId,
    brandId: brand.id,
    videoId: video.videoId,
    detectVideoId: detect.videoId,
    sponsorshipId: s.id,
  };
  all = await connectHttp(base, await t.key());
});
after(async () => {
  await all?.close();
  await rx?.close();
  await t.close();
});

describe('tools/list', () => {
  test('lists every tool with a one-line description, an object input schema and an output schema', async () => {
    const { tools } = await all.listTools();
    assert.deepEqual(tools.map((x) => x.name).sort(), [...TOOL_NAMES].sort());
    for (const tool of tools) {
      assert.ok(tool.description && !tool.description.includes('\n') && tool.description.length < 300, tool.name);
      assert.equal(tool.inputSchema.type, 'object', tool.name);
      assert.equal(tool.outputSchema?.type, 'object', tool.name);
    }
    const search = tools.find((x) => x.name === 'search-sponsorships')!;
    // The same limits as GET /v1/sponsorships (OpenAPI moves a parameter's description beside its schema).
    const { description, ...limit } = (search.inputSchema.properties as any).limit;
    assert.equal(description, 'Rows per page (1 to 200, default 50)');
    assert.deepEqual(limit, (await openApiQuery('/v1/sponsorships')).limit);
  });

  test('the sponsorships search names every filter it takes (a hand-written description once left out search and minConfidence)', async () => {
    const { tools } = await all.listTools();
    const search = tools.find((x) => x.name === 'search-sponsorships')!;
    const inputs = Object.keys(search.inputSchema.properties ?? {});
    for (const name of Object.keys(sponsorshipFilters)) {
      assert.ok(search.description!.includes(name), `${name} is not named in: ${search.description}`);
      assert.ok(
        inputs.some((input) => input.startsWith(name)),
        name,
      );
    }
  });
});

async function openApiQuery(path: string) {
  const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
  const params = doc.paths[path].get.parameters as { name: string; schema: unknown }[];
  return Object.fromEntries(params.map((p) => [p.name, p.schema]));
}

describe('directory tools', () => {
  test('search and get tools return what the HTTP API returns', async () => {
    for (const [tool, path] of [
      ['search-creators', '/v1/creators'],
      ['search-videos', '/v1/videos'],
      ['search-brands', '/v1/brands'],
      ['search-sponsorships', '/v1/sponsorships'],
    ] as const) {
      const viaHttp = (await t.app.inject({ url: path, headers: bearer(await t.key(['data:read'])) })).json();
      assert.deepEqual(await callOk(all, tool), viaHttp, tool);
    }
    const creator = await callOk(all, 'get-creator', { channelId: ids.channelId });
    assert.equal(creator.handle, '@cabinbuilds');
    assert.equal(creator.topBrands[0].brandName, 'NordVPN');
    assert.equal((await callOk(all, 'get-video', { videoId: ids.videoId })).sponsorships[0].brandId, ids.brandId);
    assert.deepEqual((await callOk(all, 'get-brand', { id: ids.brandId })).domains, ['nordvpn.com']);
    const sp = await callOk(all, 'get-sponsorship', { id: ids.sponsorshipId });
    assert.equal(sp.videoId, ids.videoId);
    assert.deepEqual(Object.keys(sp.evidence).sort(), ['candidates', 'chapters']);
  });

  test('filters apply and pages follow meta.nextCursor; a cursor used with other filters is refused', async () => {
    const filtered = await callOk(all, 'search-sponsorships', { brandDomain: 'nordvpn.com' });
    assert.deepEqual(
      filtered.data.map((s: any) => s.id),
      [ids.sponsorshipId],
    );
    assert.deepEqual(
      (await callOk(all, 'search-creators', { search: 'other' })).data.map((c: any) => c.channelId),
      [ids.otherChannelId],
    );

    const first = await callOk(all, 'search-creators', { limit: 1 });
    assert.equal(first.meta.hasMore, true);
    assert.equal(first.data[0].channelId, ids.channelId, 'largest audience first');
    const second = await callOk(all, 'search-creators', { limit: 1, cursor: first.meta.nextCursor });
    assert.deepEqual(
      second.data.map((c: any) => c.channelId),
      [ids.otherChannelId],
    );
    assert.deepEqual(second.meta, { nextCursor: null, hasMore: false });
    const misuse = await callError(all, 'search-creators', {
      limit: 1,
      cursor: first.meta.nextCursor,
      platform: 'tiktok',
    });
    assert.match(misuse, /^invalid_cursor: This cursor was made with other filters/);
  });

  test('orders and date ranges: the same pages as the HTTP API; a cursor keeps its order; bad ones are tool errors', async () => {
    const search = (await all.listTools()).tools.find((x) => x.name === 'search-sponsorships')!;
    const props = search.inputSchema.properties as any;
    assert.deepEqual(props.order.enum, ['-detectedAt', '-publishedAt', '-viewCount']);
    assert.deepEqual(props.order.enum, (await openApiQuery('/v1/sponsorships')).order.enum);
    for (const p of ['detectedAfter', 'detectedBefore', 'publishedAfter', 'publishedBefore']) {
      assert.equal(props[p].format, 'date-time', p);
    }
    const H = bearer(await t.key(['data:read']));
    for (const [tool, path, args] of [
      ['search-creators', '/v1/creators', { order: '-sponsorshipCount', limit: 1 }],
      ['search-creators', '/v1/creators', { order: '-lastSponsorshipAt' }],
      ['search-brands', '/v1/brands', { order: '-sponsorshipCount' }],
      ['search-videos', '/v1/videos', { order: '-viewCount', publishedAfter: '2020-01-01T00:00:00Z' }],
      ['search-sponsorships', '/v1/sponsorships', { order: '-publishedAt', detectedBefore: '2100-01-01T00:00:00Z' }],
    ] as const) {
      const qs = new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]));
      const viaHttp = (await t.app.inject({ url: `${path}?${qs}`, headers: H })).json();
      const viaTool = await callOk(all, tool, args);
      // Cursors are signed for the same list and filters either way.
      assert.deepEqual(viaTool, viaHttp, `${tool} ${JSON.stringify(args)}`);
    }
    const first = await callOk(all, 'search-creators', { order: '-sponsorshipCount', limit: 1 });
    assert.equal(first.data[0].channelId, ids.channelId, 'the creator with a sponsorship first');
    const next = await callOk(all, 'search-creators', {
      order: '-sponsorshipCount',
      limit: 1,
      cursor: first.meta.nextCursor,
    });
    assert.equal(next.data[0].channelId, ids.otherChannelId);
    assert.match(
      await callError(all, 'search-creators', { limit: 1, cursor: first.meta.nextCursor }),
      /^invalid_cursor: This cursor was made with other filters/,
    );
    assert.match(
      await callError(all, 'search-videos', { order: 'views' }),
      /- arguments\.order: must be one of: -publishedAt, -viewCount/,
    );
    assert.match(
      await callError(all, 'search-sponsorships', {
        publishedAfter: '2025-01-01T00:00:00Z',
        publishedBefore: '2024-01-01T00:00:00Z',
      }),
      /^invalid_request: .*publishedBefore must be later than publishedAfter/,
    );
    assert.match(
      await callError(all, 'search-videos', { publishedBefore: 'last week' }),
      /- arguments\.publishedBefore: must be an ISO 8601 date and time/,
    );
  });

  test('bad arguments are tool errors naming each field; unknown ids are not_found', async () => {
    const bad = await callError(all, 'search-sponsorships', { limit: 500, type: 'Banner', colour: 'red' });
    assert.match(bad, /^invalid_request: /);
    assert.match(bad, /- arguments\.limit: must be 200 or less/);
    assert.match(bad, /- arguments\.type: must be one of: Integration, Dedicated, Affiliate, Free Product/);
    assert.match(bad, /- arguments\.colour: is not a known field/);
    assert.match(await callError(all, 'get-brand', { id: 'not-a-uuid' }), /arguments\.id: must be a UUID/);
    assert.match(await callError(all, 'get-creator', {}), /arguments\.channelId: is required/);
    assert.match(
      await callError(all, 'get-creator', { channelId: 'UCnobody' }),
      /^not_found: No creator has the id "UCnobody"\./,
    );
    assert.match(
      await callError(all, 'get-sponsorship', { id: '00000000-0000-4000-8000-000000000000' }),
      /^not_found: /,
    );
  });

  test('[review 30.16] an unknown tool is a protocol error whose message says its prefix once', async () => {
    await assert.rejects(all.callTool({ name: 'drop-tables', arguments: {} }), (err: Error) => {
      assert.equal(err.message, 'MCP error -32602: Unknown tool "drop-tables"; list the tools to see their names.');
      return true;
    });
  });
});

describe('authentication and scopes', () => {
  test('a missing scope is a tool error naming the scope; the connection stays usable', async () => {
    const reader = await connectHttp(base, await t.key(['data:read']));
    try {
      assert.match(
        await callError(reader, 'start-operation', { kind: 'brand-discovery', input: { brandId: ids.brandId } }),
        /^insufficient_scope: The tool start-operation needs the scope "operations:write"/,
      );
      for (const tool of ['get-operation', 'get-operation-result', 'list-deliveries']) {
        assert.match(await callError(reader, tool, { id: ids.brandId }), /needs the scope "operations:read"/, tool);
      }
      assert.match(
        await callError(reader, 'cancel-operation', { id: ids.brandId }),
        /needs the scope "operations:write"/,
      );
      assert.equal((await callOk(reader, 'search-brands')).data.length, 1, 'the allowed tool still works');
    } finally {
      await reader.close();
    }
    const operator = await connectHttp(base, await t.key(['operations:read', 'operations:write']));
    try {
      for (const tool of ['search-creators', 'get-brand']) {
        assert.match(await callError(operator, tool, { id: ids.brandId }), /needs the scope "data:read"/, tool);
      }
    } finally {
      await operator.close();
    }
  });

  test('no key, a wrong key or a revoked key cannot connect: 401 before any tool runs', async () => {
    await assert.rejects(connectHttp(base, null), /401|Missing API key|missing_api_key/i);
    await assert.rejects(connectHttp(base, 'csds_' + 'x'.repeat(43)), /401|invalid_api_key/i);
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{}',
    });
    assert.equal(res.status, 401);
    assert.equal((await res.json()).code, 'missing_api_key');
  });

  test('GET and DELETE are 405: the endpoint is stateless', async () => {
    const key = await t.key(['data:read']);
    for (const method of ['GET', 'DELETE']) {
      const r = await fetch(`${base}/mcp`, { method, headers: { authorization: `Bearer ${key}` } });
      assert.equal(r.status, 405, method);
      assert.equal(r.headers.get('allow'), 'POST');
    }
  });
});

describe('operation tools', () => {
  test('the agent loop: start with a session-message callback, get messaged, read the result', async () => {
    const op = await callOk(all, 'start-operation', {
      kind: 'sponsor-detection',
      input: { videoYoutubeIds: [ids.detectVideoId] },
      callback: {
        url: rx.url('/hooks/agent'),
        events: ['terminal'],
        payloadFormat: 'session-message',
        secret: SECRET,
        authorization: { type: 'bearer', token: TOKEN },
      },
    });
    assert.equal(op.kind, 'sponsor-detection');
    assert.deepEqual(op.callback, {
      url: new URL(rx.url()).origin,
      events: ['terminal'],
      payloadFormat: 'session-message',
      signingEnabled: true,
      standardWebhooks: false,
    });
    assert.ok(
      !JSON.stringify(op).includes(TOKEN) && !JSON.stringify(op).includes(SECRET),
      'secrets are never returned',
    );

    const got = await waitFor(async () => rx.received.find((r) => r.path === '/hooks/agent'), 30_000);
    assert.equal(got.headers.authorization, `Bearer ${TOKEN}`);
    const { payloadFormat, event, message } = parseWebhookEvent(got.body);
    assert.equal(payloadFormat, 'session-message');
    assert.match(message!, /succeeded/);
    assert.equal(event.type, 'service.operation.succeeded.v1');
    assert.equal(event.id, got.headers['x-service-event-id']);

    // The id comes from the message, as an agent would take it.
    const result = await callOk(all, 'get-operation-result', { id: event.operation.id });
    assert.equal(result.operationId, op.id);
    assert.equal(result.kind, 'sponsor-detection');
    assert.equal(result.output.summary.processed, 1);
    const detected = await callOk(all, 'search-sponsorships', { channelId: ids.channelId, brandDomain: 'nordvpn.com' });
    assert.ok(
      detected.data.some((s: any) => s.videoId === ids.detectVideoId),
      'the detection is in the directory',
    );

    const now = await callOk(all, 'get-operation', { id: op.id });
    assert.equal(now.status, 'succeeded');
    assert.deepEqual(now.result, { ref: `/v1/operations/${op.id}/result` });
    const deliveries = await waitFor(async () => {
      const d = (await callOk(all, 'list-deliveries', { id: op.id })).data;
      return d[0]?.status === 'succeeded' ? d : null;
    });
    assert.equal(deliveries[0].lastHttpStatus, 202);
    assert.equal(deliveries[0].eventId, event.id);
    const listed = await callOk(all, 'list-operations', { kind: 'sponsor-detection' });
    assert.ok(listed.data.some((o: any) => o.id === op.id));
    assert.match(await callError(all, 'cancel-operation', { id: op.id }), /^conflict: The operation already succeeded/);
  });

  test('start-operation applies the same rules as POST /v1/operations', async () => {
    assert.match(
      await callError(all, 'start-operation', { kind: 'sponsor-detection', input: { videoYoutubeIds: 'abc' } }),
      /arguments\.input\.videoYoutubeIds/,
    );
    assert.match(await callError(all, 'start-operation', { kind: 'mining', input: {} }), /arguments\.kind/);
    const refused = await callError(all, 'start-operation', {
      kind: 'brand-discovery',
      input: { brandId: ids.brandId },
      callback: { url: 'http://example.com/hook' },
    });
    assert.match(refused, /^unprocessable: callback\.url is refused/);
    const noToken = await callError(all, 'start-operation', {
      kind: 'brand-discovery',
      input: { brandId: ids.brandId },
      callback: { url: rx.url(), payloadFormat: 'session-message' },
    });
    assert.match(noToken, /needs authorization/);

    const args = { kind: 'brand-discovery', input: { brandId: ids.brandId }, idempotencyKey: 'mcp-retry-1' };
    const a = await callOk(all, 'start-operation', args);
    const b = await callOk(all, 'start-operation', args);
    assert.equal(b.id, a.id, 'a retried start returns the same operation');
    assert.match(
      await callError(all, 'start-operation', { ...args, input: { brandId: ids.brandId, extra: 1 } }),
      /^idempotency_key_reused: /,
    );
    // The HTTP API sees the same operation under the same key.
    const viaHttp = await t.app.inject({
      method: 'POST',
      url: '/v1/operations',
      headers: { ...bearer(await t.key(['operations:write'])), 'idempotency-key': 'mcp-retry-1' },
      payload: { kind: 'brand-discovery', input: { brandId: ids.brandId } },
    });
    assert.equal(viaHttp.statusCode, 201);
    assert.equal(viaHttp.headers['idempotent-replayed'], 'true');
    assert.equal(viaHttp.json().id, a.id, 'one rule for both interfaces');
  });

  test('cancel-operation cancels a queued operation; its result is then a conflict naming the status', async () => {
    // A second app without workers, so the operation stays queued.
    const q = await createTestApp();
    const qBase = await q.app.listen({ host: '127.0.0.1', port: 0 });
    const brand = await insertBrand(q.db);
    const client = await connectHttp(qBase, await q.key(['operations:write', 'operations:read']));
    try {
      const op = await callOk(client, 'start-operation', { kind: 'brand-discovery', input: { brandId: brand.id } });
      assert.equal(op.status, 'queued');
      assert.match(
        await callError(client, 'get-operation-result', { id: op.id }),
        /^conflict: The operation is queued/,
      );
      const canceled = await callOk(client, 'cancel-operation', { id: op.id });
      assert.equal(canceled.status, 'canceled');
      assert.deepEqual(canceled.error?.code, 'canceled');
      assert.match(
        await callError(client, 'get-operation-result', { id: op.id }),
        /^conflict: The operation is canceled/,
      );
      // Another account cannot see it.
      const stranger = await connectHttp(qBase, await q.key(['operations:read'], { account: 'someone-else' }));
      assert.match(await callError(stranger, 'get-operation', { id: op.id }), /^not_found: /);
      await stranger.close();
    } finally {
      await client.close();
      await q.close();
    }
  });
});

describe('export tools', () => {
  test('[review 16.13] create-export then get-export until completed; the absolute signed downloadUrl serves the same rows as search', async () => {
    const created = await callOk(all, 'create-export', {
      dataset: 'creators',
      format: 'jsonl',
      label: 'mcp',
      idempotencyKey: 'mcp-exp-1',
    });
    assert.equal(created.dataset, 'creators');
    const again = await callOk(all, 'create-export', {
      dataset: 'creators',
      format: 'jsonl',
      label: 'mcp',
      idempotencyKey: 'mcp-exp-1',
    });
    assert.equal(again.id, created.id, 'the idempotency key returns the same export');
    const done = await waitFor(async () => {
      const e = await callOk(all, 'get-export', { id: created.id });
      return e.status === 'completed' ? e : null;
    });
    // Absolute, on the host the call was made to, so a client can fetch it as it is.
    assert.ok(done.downloadUrl.startsWith(`${base}/v1/exports/${created.id}/download?`), done.downloadUrl);
    const file = await fetch(done.downloadUrl);
    assert.equal(file.status, 200);
    const rows = (await file.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(rows, (await callOk(all, 'search-creators', { limit: 200 })).data);
    assert.match(
      await callError(all, 'create-export', { dataset: 'creators', filters: { brandId: 'x' } }),
      /arguments\.filters\.brandId/,
    );
    assert.match(await callError(all, 'get-export', { id: '00000000-0000-4000-8000-000000000000' }), /^not_found/);
    const reader = await connectHttp(base, await t.key(['data:read']));
    try {
      assert.match(await callError(reader, 'create-export', { dataset: 'brands' }), /needs the scope "exports:write"/);
      assert.match(await callError(reader, 'get-export', { id: created.id }), /needs the scope "exports:read"/);
    } finally {
      await reader.close();
    }
  });
});
