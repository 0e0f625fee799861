// Two real API processes on one PostgreSQL database draw from one budget per key: a key gets its burst once,
// whichever process answers. (The embedded store is one process by construction.)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { cliOk, startProcess, type Child } from '../helpers/processes.js';
import { createTestStore, storeKind } from '../helpers/store.js';

const postgres = storeKind() === 'postgres';
let dir: string;
let store: Awaited<ReturnType<typeof createTestStore>> | null = null;
const children: Child[] = [];

before(async () => {
  if (!postgres) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-rl-'));
  store = await createTestStore();
});
after(async () => {
  for (const c of children) await c.stop('SIGKILL');
  await store?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

// Registered on PostgreSQL only, like the chaos run: a skipped test would be left behind on the embedded pass.
if (postgres) test('two API processes share one budget per key', async () => {
  const { DATABASE_URL: _, ...rest } = process.env;
  // 10 requests, then one a minute: nothing refills during the test.
  const env = {
    ...rest,
    DATABASE_URL: store!.url!,
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SERVICE_ENCRYPTION_KEY: 'ab'.repeat(32),
    RATE_LIMIT_BURST: '10',
    RATE_LIMIT_PER_MINUTE: '1',
    // Per key only: the account-wide ceiling is tested in test/http/rateLimit.test.ts.
    RATE_LIMIT_ACCOUNT_PER_MINUTE: '0',
  };
  const key = JSON.parse(cliOk(env, 'keys', 'create', '--name', 'rl', '--scopes', 'data:read', '--json')).key;
  const other = JSON.parse(cliOk(env, 'keys', 'create', '--name', 'rl2', '--scopes', 'data:read', '--json')).key;
  const [a, b] = await Promise.all([startProcess(env, ['serve', '--no-worker']), startProcess(env, ['serve', '--no-worker'])]);
  children.push(a, b);
  const get = (base: string, k: string) => fetch(`${base}/v1/creators?limit=1`, { headers: { authorization: `Bearer ${k}` } });

  const allowedBy = { a: 0, b: 0 };
  let refused: Response | null = null;
  for (let i = 0; i < 30; i++) {
    const which = i % 3 === 0 ? 'b' : 'a';
    const res = await get((which === 'a' ? a : b).base!, key);
    if (res.status === 200) allowedBy[which]++;
    else {
      assert.equal(res.status, 429, await res.text());
      refused = res;
    }
    await res.arrayBuffer().catch(() => undefined);
  }
  assert.equal(allowedBy.a + allowedBy.b, 10, `allowed ${JSON.stringify(allowedBy)}`);
  assert.ok(allowedBy.a > 0 && allowedBy.b > 0, 'both processes answered');
  assert.ok(Number(refused!.headers.get('retry-after')) >= 1);
  assert.equal(refused!.headers.get('content-type')?.startsWith('application/problem+json'), true);
  // The other key's budget is untouched, in either process.
  for (const p of [a, b]) {
    const res = await get(p.base!, other);
    assert.equal(res.status, 200);
    assert.ok(Number(res.headers.get('ratelimit-remaining')) >= 8);
  }
});
