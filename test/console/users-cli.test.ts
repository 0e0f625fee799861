// Console users from the command line (real child processes): `users create` prints a generated password once or
// takes one from standard input, refuses duplicates and weak passwords; the first start prints the demo user's password once, on either store.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { waitFor } from '../helpers/app.js';
import { ROOT, runCli, serviceArgs, startProcess } from '../helpers/processes.js';
import { createTestStore, storeKind, prepareDataDir } from '../helpers/store.js';

let dataDir: string;
let env: NodeJS.ProcessEnv;
let closeStore: (() => Promise<void>) | null = null;

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-users-'));
  await prepareDataDir(dataDir);
  const { DATABASE_URL, ...rest } = process.env;
  env = { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', SERVICE_ENCRYPTION_KEY: '9e'.repeat(32) };
  if (storeKind() === 'postgres') {
    const store = await createTestStore();
    env.DATABASE_URL = store.url!;
    closeStore = store.close;
  }
});
after(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await closeStore?.();
});

function withStdin(input: string, ...args: string[]) {
  const r = spawnSync(process.execPath, serviceArgs(...args), {
    cwd: ROOT,
    env,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

async function signIn(base: string, email: string, password: string) {
  return fetch(`${base}/console/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

test('users create generates a password, prints it once, and it signs in; list never shows it', async () => {
  const r = runCli(env, 'users', 'create', '--email', 'Ana@Example.com', '--account', 'acme');
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /Created user ana@example\.com in account acme\./);
  const password = /shown only this once\):\n\n {2}(\S+)\n/.exec(r.stdout)?.[1];
  assert.ok(password && password.length >= 20, r.stdout);
  assert.match(r.stdout, /\/console/);

  const piped = withStdin(
    'a password from a pipe\n',
    'users',
    'create',
    '--email',
    'bob@example.com',
    '--account',
    'acme',
    '--password-stdin',
  );
  assert.equal(piped.code, 0, piped.stderr);
  assert.doesNotMatch(piped.stdout, /a password from a pipe/);

  const listed = runCli(env, 'users', 'list', '--json');
  assert.equal(listed.code, 0, listed.stderr);
  assert.ok(!listed.stdout.includes(password));
  const rows = listed.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.deepEqual(
    rows.map((u) => [u.email, u.account]),
    [
      ['ana@example.com', 'acme'],
      ['bob@example.com', 'acme'],
    ],
  );

  const server = await startProcess({ ...env, PORT: '0' });
  try {
    assert.equal((await signIn(server.base!, 'ana@example.com', password)).status, 200);
    assert.equal((await signIn(server.base!, 'bob@example.com', 'a password from a pipe')).status, 200);
    assert.equal((await signIn(server.base!, 'bob@example.com', 'a password from a pipe\n')).status, 401);
  } finally {
    await server.stop();
  }
});

test('users create refuses a taken email, a short password and a non-address, and changes nothing', () => {
  const dup = runCli(env, 'users', 'create', '--email', 'ANA@example.com', '--account', 'other');
  assert.equal(dup.code, 1);
  assert.match(dup.stderr, /already exists/);
  const short = withStdin(
    'short',
    'users',
    'create',
    '--email',
    'carl@example.com',
    '--account',
    'acme',
    '--password-stdin',
  );
  assert.equal(short.code, 1);
  assert.match(short.stderr, /at least 12 characters/);
  const bad = runCli(env, 'users', 'create', '--email', 'not-an-address', '--account', 'acme');
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /not an email address/);
  const rows = runCli(env, 'users', 'list', '--json').stdout.trim().split('\n');
  assert.equal(rows.length, 2);
});

test('the first start tells how to sign in to the console', async () => {
  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-first-'));
  let firstEnv: NodeJS.ProcessEnv = { ...env, DATA_DIR: fresh, SEED_DEMO: 'true', PORT: '0' };
  let close: (() => Promise<void>) | null = null;
  if (storeKind() === 'postgres') {
    const store = await createTestStore();
    firstEnv = { ...firstEnv, DATABASE_URL: store.url! };
    close = store.close;
  }
  // A first start migrates an empty store and seeds the demo before it listens: over a minute on a loaded machine.
  const server = await startProcess(firstEnv, ['serve'], { readyTimeoutMs: 240_000 });
  try {
    const out = await waitFor(async () => (server.output().includes('Web console:') ? server.output() : null), 30_000);
    assert.match(out, new RegExp(`Web console: ${server.base}/console`));
    // A fresh install, embedded or PostgreSQL, has a demo user whose password is printed this once.
    const m = /email (\S+) {3}password (\S+)/.exec(out);
    assert.ok(m, out);
    assert.equal((await signIn(server.base!, m[1], m[2])).status, 200);
    // Nothing else goes to the terminal before the banner: no warning of the framework's.
    assert.doesNotMatch(out, /Deprecation|Warning/, out);
  } finally {
    await server.stop();
    await close?.();
    fs.rmSync(fresh, { recursive: true, force: true });
  }
});
