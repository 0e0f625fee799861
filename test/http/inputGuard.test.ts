// The edge rule before every schema (src/http/inputGuard.ts): a NUL anywhere in a query, a path, a JSON body or an
// MCP tool's arguments, or JSON nested past the bound, is a 400 (a tool error for MCP arguments) naming where, and
// changes nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { sql } from 'kysely';
import { MAX_INPUT_DEPTH } from '../../src/http/inputGuard.js';
import { SCOPES } from '../../src/keys/apiKeys.js';
import { buildMcpServer } from '../../src/mcp/server.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { expectInvalid, expectProblem, insertCreator } from '../helpers/factories.js';

let t: TestApp;
let key: string;
let channelId: string;
before(async () => {
  t = await createTestApp();
  key = await t.key();
  channelId = (await insertCreator(t.db)).channelId;
});
after(() => t.close());

const NUL_MESSAGE = 'must not contain NUL (U+0000) characters';
const TOO_DEEP = `nests objects and arrays more than ${MAX_INPUT_DEPTH} levels deep`;

/** `levels` arrays and objects inside one another, alternating. */
function nested(levels: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** JSON text of `levels` arrays inside one another (JSON.stringify itself overflows on a value that deep). */
const deepJson = (levels: number) => `${'['.repeat(levels)}"bottom"${']'.repeat(levels)}`;

/** Rows of everything a refused request could have created. */
async function created() {
  const r = await sql<{ n: string }>`
    select (select count(*) from operations) + (select count(*) from exports) + (select count(*) from api_keys)
      + (select count(*) from webhook_deliveries) as n`.execute(t.db);
  return Number(r.rows[0].n);
}

/** Posts a body (a value, or JSON text as it is). */
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(key), 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('NUL characters', () => {
  test('[review 16.7] a NUL in a query parameter, a path parameter, a body field or an operation input is a 400 naming it', async () => {
    const before = await created();
    const cases: [string, Promise<Awaited<ReturnType<typeof post>>>][] = [
      ['query.search', t.app.inject({ url: '/v1/creators?search=a%00b', headers: bearer(key) })],
      ['query.brandDomain', t.app.inject({ url: '/v1/sponsorships?brandDomain=x%00', headers: bearer(key) })],
      ['query.cursor', t.app.inject({ url: '/v1/operations?cursor=%00', headers: bearer(key) })],
      ['params.channelId', t.app.inject({ url: '/v1/creators/UC%00x', headers: bearer(key) })],
      ['params.videoId', t.app.inject({ url: '/v1/videos/v%00', headers: bearer(key) })],
      ['body.name', post('/v1/api-keys', { name: 'a\u0000b', scopes: ['data:read'] })],
      // The one that reached PostgreSQL (a 500): a kind's input is checked after the body's schema.
      [
        'body.input.channelId',
        post('/v1/operations', { kind: 'influencer-similar', input: { channelId: `${channelId}\u0000` } }),
      ],
      [
        'body.input.videoYoutubeIds.1',
        post('/v1/operations', { kind: 'sponsor-detection', input: { videoYoutubeIds: ['ok', 'b\u0000'] } }),
      ],
      [
        'body.callback.secret',
        post('/v1/operations', {
          kind: 'influencer-similar',
          input: { channelId },
          callback: { url: 'https://example.com/h', secret: `${'s'.repeat(40)}\u0000` },
        }),
      ],
      ['body.filters.channelId', post('/v1/exports', { dataset: 'videos', filters: { channelId: 'U\u0000' } })],
      ['body.label', post('/v1/exports', { dataset: 'brands', label: 'a\u0000' })],
    ];
    for (const [path, response] of cases) {
      const body = expectInvalid(await response, path);
      assert.deepEqual(body.errors.find((e: { path: string }) => e.path === path).message, NUL_MESSAGE, path);
    }
    // In a field's name: the object holding it is named.
    const named = expectInvalid(
      await post('/v1/operations', { kind: 'influencer-similar', input: { channelId, 'x\u0000': 1 } }),
      'body.input',
    );
    assert.match(named.errors[0].message, /field name containing NUL/);
    // With an Idempotency-Key, and on the console's public sign-in.
    expectInvalid(
      await post(
        '/v1/operations',
        { kind: 'influencer-similar', input: { channelId: '\u0000' } },
        { 'idempotency-key': 'nul-1' },
      ),
      'body.input.channelId',
    );
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/console/api/sign-in',
      payload: { email: 'a\u0000@example.com', password: 'x' },
    });
    expectInvalid(signIn, 'body.email');
    assert.equal(await created(), before, 'nothing was created');
  });

  test('[review 16.7] a NUL in an MCP tool argument is a tool error naming it', async () => {
    const text = await mcpToolError('start-operation', {
      kind: 'influencer-similar',
      input: { channelId: `${channelId}\u0000` },
    });
    assert.match(text, /^invalid_request: /);
    assert.ok(text.includes(`- arguments.input.channelId: ${NUL_MESSAGE}`), text);
    assert.ok(
      (await mcpToolError('search-creators', { search: 'a\u0000' })).includes(`- arguments.search: ${NUL_MESSAGE}`),
    );
  });
});

describe('nesting depth', () => {
  test('[review 16.7] a body nested 5,000 deep is a 400 naming its top-level field, with or without an Idempotency-Key', async () => {
    const before = await created();
    const deep = deepJson(5000);
    const start = (extra: string) =>
      `{"kind":"influencer-similar","input":{"channelId":${JSON.stringify(channelId)},"deep":${extra}}}`;
    const p = expectInvalid(await post('/v1/operations', start(deep)), 'body.input');
    assert.deepEqual(p.errors, [{ path: 'body.input', message: TOO_DEEP }]);
    expectInvalid(await post('/v1/operations', start(deep), { 'idempotency-key': 'deep-1' }), 'body.input');
    expectInvalid(
      await post('/v1/exports', `{"dataset":"brands","filters":{"search":${deep}}}`, { 'idempotency-key': 'deep-2' }),
      'body.filters',
    );
    expectInvalid(await post('/v1/api-keys', `{"name":${deep},"scopes":["data:read"]}`), 'body.name');
    expectInvalid(await post('/v1/operations', deep), 'body.0');
    assert.equal(await created(), before, 'nothing was created');
  });

  test('[review 16.7] the bound is exact: 32 levels reach the schema, 33 do not', async () => {
    // body (1) → input (2) → extra (3 …): extra nested n deep makes n + 2 levels.
    const at = (n: number) =>
      post('/v1/operations', { kind: 'influencer-similar', input: { channelId, extra: nested(n) } });
    const ok = expectInvalid(await at(MAX_INPUT_DEPTH - 2), 'body.input.extra');
    assert.equal(ok.errors[0].message, 'is not a known field');
    assert.deepEqual(expectInvalid(await at(MAX_INPUT_DEPTH - 1), 'body.input').errors, [
      { path: 'body.input', message: TOO_DEEP },
    ]);
  });

  test('[review 16.7] MCP tool arguments meet the same bound, counted on their JSON-RPC message', async () => {
    // message (1) → params (2) → arguments (3) → input (4) → extra (5 …).
    const args = (n: number) => ({ kind: 'influencer-similar', input: { channelId, extra: nested(n) } });
    const deepMessage = await mcpHttp('start-operation', args(MAX_INPUT_DEPTH - 3));
    assert.equal(deepMessage.statusCode, 400, 'over HTTP the message is the body, refused at the edge');
    assert.deepEqual(expectProblem(deepMessage, 400, 'invalid_request').errors, [
      { path: 'body.params', message: TOO_DEEP },
    ]);
    const withinBound = await mcpToolError('start-operation', args(MAX_INPUT_DEPTH - 4));
    assert.ok(withinBound.includes('- arguments.input.extra: is not a known field'), withinBound);

    // In process (as `csds mcp` without SERVICE_URL runs the tools), the tool call refuses the same depth. The
    // refusal comes before any tool runs, so the server needs no store here.
    const server = buildMcpServer({ ctx: {} as never, authenticate: async () => ({ accountId: 'a', scopes: SCOPES }) });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: 'csds-test', version: '1.0.0' });
    await server.connect(serverSide);
    await client.connect(clientSide);
    try {
      for (const [n, expected] of [
        [MAX_INPUT_DEPTH - 3, `- arguments.input: ${TOO_DEEP}`],
        [5000, `- arguments.input: ${TOO_DEEP}`],
      ] as const) {
        const r = (await client.callTool({ name: 'start-operation', arguments: args(n) })) as CallToolResult;
        assert.equal(r.isError, true);
        const text = r.content[0].type === 'text' ? r.content[0].text : '';
        assert.ok(text.includes(expected), text);
      }
      const nul = (await client.callTool({
        name: 'get-creator',
        arguments: { channelId: 'a\u0000' },
      })) as CallToolResult;
      assert.ok(
        nul.content[0].type === 'text' && nul.content[0].text.includes(`- arguments.channelId: ${NUL_MESSAGE}`),
      );
    } finally {
      await client.close();
      await server.close();
    }
  });
});

async function mcpHttp(name: string, args: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/mcp',
    headers: { ...bearer(key), accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
    payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
}

/** Calls a tool over /mcp that must fail with a tool error result; returns its text. */
async function mcpToolError(name: string, args: unknown): Promise<string> {
  const res = await mcpHttp(name, args);
  assert.equal(res.statusCode, 200, res.body);
  const result = res.json().result;
  assert.equal(result.isError, true, res.body);
  return result.content[0].text;
}
