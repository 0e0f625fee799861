// The CLI in real child processes: key management, and the embedded directory's lock against a second process.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createTestStore, storeKind, prepareDataDir } from '../helpers/store.js';
import { ROOT, serviceArgs } from '../helpers/processes.js';

let dataDir: string;
let env: NodeJS.ProcessEnv;
let closeStore: (() => Promise<void>) | null = null;

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-cli-'));
  await prepareDataDir(dataDir);
  const { DATABASE_URL, ...rest } = process.env;
  env = { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', SERVICE_ENCRYPTION_KEY: '9e'.repeat(32) };
  if (storeKind() === 'postgres') {
    // An isolated database for this file; the CLI reaches it through DATABASE_URL.
    const store = await createTestStore();
    env.DATABASE_URL = store.url!;
    closeStore = store.close;
  }
});
after(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await closeStore?.();
});

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, serviceArgs(...args), { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('keys create prints the key once; list never shows it; revoke marks it revoked', () => {
  const created = cli(
    'keys',
    'create',
    '--name',
    'ci',
    '--scopes',
    'data:read,operations:read',
    '--account',
    'acme',
    '--json',
  );
  assert.equal(created.code, 0, created.stderr);
  const k = JSON.parse(created.stdout);
  assert.deepEqual(Object.keys(k).sort(), ['account', 'createdAt', 'expiresAt', 'id', 'key', 'name', 'scopes']);
  assert.match(k.key, /^csds_[\w-]{43}$/);
  assert.deepEqual(k.scopes, ['data:read', 'operations:read']);
  assert.equal(k.account.name, 'acme');
  assert.match(k.account.id, /^[0-9a-f-]{36}$/);

  const listed = cli('keys', 'list', '--json');
  assert.equal(listed.code, 0, listed.stderr);
  assert.ok(!listed.stdout.includes(k.key), 'the key must never be listed');
  const rows = listed.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(rows.find((r) => r.id === k.id)?.status, 'active');

  const revoked = cli('keys', 'revoke', k.id);
  assert.equal(revoked.code, 0, revoked.stderr);
  const after = cli('keys', 'list', '--json')
    .stdout.trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(after.find((r) => r.id === k.id)?.status, 'revoked');
});

test('keys create rejects an unknown scope with a clear message and creates nothing', () => {
  const before = cli('keys', 'list', '--json').stdout;
  const r = cli('keys', 'create', '--name', 'x', '--scopes', 'data:read,admin');
  assert.notEqual(r.code, 0);
  assert.match(r.stderr, /unknown scope admin/);
  assert.equal(cli('keys', 'list', '--json').stdout, before);
});

test('a second process cannot open the embedded directory while a server holds it', async (t) => {
  if (storeKind() === 'postgres') {
    // On PostgreSQL there is no directory to lock: the CLI works beside a running server.
    const server = await startServer();
    try {
      const r = cli('keys', 'list', '--json');
      assert.equal(r.code, 0, r.stderr);
    } finally {
      await stopServer(server);
    }
    return;
  }
  const server = await startServer();
  try {
    const started = Date.now();
    const r = cli('keys', 'list');
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /in use by another process \(pid \d+\)/);
    t.diagnostic(`refused after ${Date.now() - started} ms`);
  } finally {
    await stopServer(server);
  }
  // The data is intact: the keys made earlier are still there, and the lock was released.
  const r = cli('keys', 'list', '--json');
  assert.equal(r.code, 0, r.stderr);
  assert.ok(r.stdout.includes('"name":"ci"'));
  assert.ok(!fs.existsSync(path.join(dataDir, 'lock.pid')));
});

// Only the embedded store has a directory to lock.
if (storeKind() === 'embedded')
  test('a lock left by a dead process does not block the next start', () => {
    fs.writeFileSync(path.join(dataDir, 'lock.pid'), '999999');
    const r = cli('keys', 'list', '--json');
    assert.equal(r.code, 0, r.stderr);
  });

async function startServer() {
  const child = spawn(process.execPath, serviceArgs('serve'), {
    cwd: ROOT,
    env: { ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return child;
}

async function stopServer(child: ReturnType<typeof spawn>) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
