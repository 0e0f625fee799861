// Processes as they run in production: graceful shutdown gives running operations back to the queue;
// on PostgreSQL an API-only process and a separate worker process share the work; PostgreSQL mode refuses
// to start without SERVICE_ENCRYPTION_KEY.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { openStore } from '../../src/db/database.js';
import { waitFor } from '../helpers/app.js';
import { cliOk, runCli, startProcess, type Child } from '../helpers/processes.js';
import { createTestStore, storeKind, prepareDataDir } from '../helpers/store.js';

let dir: string;
let env: NodeJS.ProcessEnv;
let store: Awaited<ReturnType<typeof createTestStore>> | null = null;
const children: Child[] = [];
let key: string;
let videos: string[];

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-proc-'));
  await prepareDataDir(path.join(dir, 'data'));
  const { DATABASE_URL, ...rest } = process.env;
  env = {
    ...rest,
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SERVICE_ENCRYPTION_KEY: 'cd'.repeat(32),
    OPERATION_POLL_MS: '200',
    OPERATION_STEP_DELAY_MS: '300',
    SHUTDOWN_GRACE_MS: '300',
  };
  if (storeKind() === 'postgres') {
    store = await createTestStore();
    env.DATABASE_URL = store.url!;
  }
  cliOk(env, 'seed', '--scale', '1');
  key = JSON.parse(cliOk(env, 'keys', 'create', '--name', 'p', '--scopes', 'data:read,operations:write,operations:read', '--json')).key;
});
after(async () => {
  for (const c of children) await c.stop('SIGKILL');
  await store?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const headers = () => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });
async function start(args: string[], extra: NodeJS.ProcessEnv = {}) {
  const c = await startProcess({ ...env, ...extra }, args);
  children.push(c);
  return c;
}
async function startDetection(base: string, n: number) {
  if (!videos) videos = (await (await fetch(`${base}/v1/videos?limit=50`, { headers: headers() })).json()).data.map((v: { videoId: string }) => v.videoId);
  const r = await fetch(`${base}/v1/operations`, { method: 'POST', headers: headers(), body: JSON.stringify({ kind: 'sponsor-detection', input: { videoYoutubeIds: videos.slice(0, n) } }) });
  assert.equal(r.status, 201, await r.clone().text());
  return (await r.json()).id as string;
}
const getOp = async (base: string, id: string) => (await fetch(`${base}/v1/operations/${id}`, { headers: headers() })).json();

test('SIGTERM releases a running operation to the queue; the next process finishes it', async () => {
  const a = await start(['serve']);
  const id = await startDetection(a.base!, 40);
  await waitFor(async () => ((await getOp(a.base!, id)).progress.current >= 2 ? true : null), 30_000);
  assert.equal(await a.stop('SIGTERM'), 0);
  // With the process gone, the operation is queued again at once (not left to a lease expiry).
  const s = store ?? (await openStore({ dataDir: env.DATA_DIR! }));
  try {
    const row = (await sql<{ status: string; lease_owner: string | null }>`select status, lease_owner from operations where id = ${id}::uuid`.execute(s.db)).rows[0];
    assert.equal(row.status, 'queued');
    assert.equal(row.lease_owner, null);
  } finally {
    if (!store) await s.close();
  }
  const b = await start(['serve'], { OPERATION_STEP_DELAY_MS: '0' });
  const done = await waitFor(async () => {
    const op = await getOp(b.base!, id);
    return op.completedAt ? op : null;
  }, 60_000);
  assert.equal(done.status, 'succeeded');
  assert.equal(done.progress.current, 40);
  assert.equal(await b.stop('SIGTERM'), 0);
});

if (storeKind() === 'postgres') {
  test('an API-only process queues; a separate worker process runs what it queued', async () => {
    const api = await start(['serve', '--no-worker'], { OPERATION_STEP_DELAY_MS: '0' });
    const id = await startDetection(api.base!, 5);
    assert.equal((await getOp(api.base!, id)).status, 'queued');
    const worker = await start(['worker'], { OPERATION_STEP_DELAY_MS: '0', LOG_LEVEL: 'info' });
    const done = await waitFor(async () => {
      const op = await getOp(api.base!, id);
      return op.completedAt ? op : null;
    }, 30_000);
    assert.equal(done.status, 'succeeded');
    // The worker process claimed it at its first attempt: nobody had claimed it before, so the API-only process
    // never ran it (a positive record, where a wait for it to stay queued proves nothing on a slow machine).
    const claims = worker
      .output()
      .split('\n')
      .filter((l) => l.includes('operation claimed') && l.includes(id));
    assert.equal(claims.length, 1, worker.output());
    assert.equal(JSON.parse(claims[0]).attempt, 1);
  });

  test('PostgreSQL mode refuses to start without SERVICE_ENCRYPTION_KEY, saying what to set', () => {
    const { SERVICE_ENCRYPTION_KEY, ...noKey } = env;
    const r = runCli({ ...noKey, PORT: '0' }, 'serve');
    assert.notEqual(r.code, 0);
    assert.match(r.stderr + r.stdout, /SERVICE_ENCRYPTION_KEY is required/);
  });
}
