// `csds mcp` over stdio, spawned as a real process by the SDK's StdioClientTransport: in-process mode (it opens
// the store and runs workers, so an operation it starts finishes), the relay mode through a running server
// (SERVICE_URL), what it says when the embedded directory is held by a server, and key errors.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { openStore } from '../../src/db/database.js';
import { createApiKey, findOrCreateAccount, revokeApiKey, SCOPES } from '../../src/keys/apiKeys.js';
import { TOOLS } from '../../src/mcp/tools.js';
import { insertBrand, insertCreator } from '../helpers/factories.js';
import { callError, callOk } from '../helpers/mcp.js';
import { ROOT, serviceArgs, startProcess } from '../helpers/processes.js';
import { createTestStore, storeKind, prepareDataDir } from '../helpers/store.js';

let dataDir: string;
let env: Record<string, string>;
let key: string;
let readerKey: string;
let revokedKey: string;
let brandId: string;
let closeStore: (() => Promise<void>) | null = null;

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-mcp-'));
  await prepareDataDir(dataDir);
  const { DATABASE_URL, ...rest } = process.env;
  env = {
    ...(rest as Record<string, string>),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SERVICE_ENCRYPTION_KEY: '5c'.repeat(32),
    OPERATION_POLL_MS: '200',
  };
  const store = storeKind() === 'postgres' ? await createTestStore() : await openStore({ dataDir });
  if (store.url) env.DATABASE_URL = store.url;
  const account = await findOrCreateAccount(store.db, 'agents');
  key = (await createApiKey(store.db, { accountId: account.id, name: 'agent', scopes: [...SCOPES] })).key;
  readerKey = (await createApiKey(store.db, { accountId: account.id, name: 'reader', scopes: ['data:read'] })).key;
  const revoked = await createApiKey(store.db, { accountId: account.id, name: 'old', scopes: ['data:read'] });
  await revokeApiKey(store.db, null, revoked.id);
  revokedKey = revoked.key;
  await insertCreator(store.db, { handle: '@stdio', title: 'Stdio Channel' });
  brandId = (await insertBrand(store.db, { name: 'Stdio Brand', domains: ['stdio.example'] })).id;
  // The embedded directory can be open in one process only: hand it to the child processes.
  if (store.url) closeStore = store.close;
  else await store.close();
});
after(async () => {
  await closeStore?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function spawnMcp(extra: Record<string, string>): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: serviceArgs('mcp'),
    cwd: ROOT,
    env: { ...env, ...extra },
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr?.on('data', (d) => (err += d));
  const client = new Client({ name: 'csds-stdio-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => err };
}

function mcpOnce(extra: Record<string, string>) {
  const r = spawnSync(process.execPath, serviceArgs('mcp'), {
    cwd: ROOT,
    env: { ...env, ...extra },
    input: '',
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('in-process: the tools run against the store, and an operation started over stdio finishes', async () => {
  const { client, stderr } = await spawnMcp({ SERVICE_API_KEY: key });
  try {
    assert.equal((await client.listTools()).tools.length, TOOLS.length);
    const creators = await callOk(client, 'search-creators', { search: 'stdio' });
    assert.deepEqual(
      creators.data.map((c: any) => c.handle),
      ['@stdio'],
    );
    const op = await callOk(client, 'start-operation', { kind: 'brand-discovery', input: { brandId } });
    let now = op;
    for (let i = 0; i < 300 && !now.completedAt; i++) {
      await new Promise((r) => setTimeout(r, 100));
      now = await callOk(client, 'get-operation', { id: op.id });
    }
    assert.equal(now.status, 'succeeded', JSON.stringify(now.error));
    const result = await callOk(client, 'get-operation-result', { id: op.id });
    assert.equal(result.operationId, op.id);
    assert.equal(result.kind, 'brand-discovery');
  } finally {
    await client.close();
  }
  assert.ok(!stderr().includes(key), 'the key is never logged');
});

test('in-process: scopes apply per tool; no key, a wrong key or a revoked key stops at start with the reason', async () => {
  const { client } = await spawnMcp({ SERVICE_API_KEY: readerKey });
  try {
    assert.match(
      await callError(client, 'start-operation', { kind: 'brand-discovery', input: { brandId } }),
      /needs the scope "operations:write"/,
    );
    assert.equal((await callOk(client, 'search-brands')).data.length, 1);
  } finally {
    await client.close();
  }
  const none = mcpOnce({ SERVICE_API_KEY: '' });
  assert.equal(none.code, 1);
  assert.match(none.stderr, /Set SERVICE_API_KEY/);
  assert.equal(none.stdout, '', 'stdout carries only the protocol');
  const wrong = mcpOnce({ SERVICE_API_KEY: 'csds_' + 'z'.repeat(43) });
  assert.equal(wrong.code, 1);
  assert.match(wrong.stderr, /SERVICE_API_KEY is not a valid API key/);
  const revoked = mcpOnce({ SERVICE_API_KEY: revokedKey });
  assert.match(revoked.stderr, /SERVICE_API_KEY has been revoked/);
});

test('relay: with SERVICE_URL the stdio server goes through the running server (which may hold the embedded store)', async () => {
  const server = await startProcess({ ...env, PORT: '0' });
  try {
    if (storeKind() === 'embedded') {
      const held = mcpOnce({ SERVICE_API_KEY: key });
      assert.equal(held.code, 1);
      assert.match(held.stderr, /in use by another process .* set SERVICE_URL/);
    }
    const { client } = await spawnMcp({ SERVICE_API_KEY: key, SERVICE_URL: server.base! });
    try {
      assert.equal((await client.listTools()).tools.length, TOOLS.length);
      assert.deepEqual(
        (await callOk(client, 'search-brands', { search: 'stdio' })).data.map((b: any) => b.id),
        [brandId],
      );
      assert.match(
        await callError(client, 'get-brand', { id: '00000000-0000-4000-8000-000000000000' }),
        /^not_found: /,
      );
    } finally {
      await client.close();
    }
    // The server refuses a bad key at the HTTP level; the relay answers the client with that error.
    const bad = new Client({ name: 'bad', version: '1.0.0' });
    await assert.rejects(
      bad.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: serviceArgs('mcp'),
          cwd: ROOT,
          env: { ...env, SERVICE_API_KEY: 'csds_' + 'q'.repeat(43), SERVICE_URL: server.base! },
          stderr: 'pipe',
        }),
      ),
      /401|invalid_api_key/,
    );
    await bad.close();
  } finally {
    assert.equal(await server.stop(), 0);
  }
});
