// `serve` as a real child process on a fresh embedded install: a first start that cannot listen (its port taken)
// says why and exits non-zero without making the one-time credentials; the next start that listens makes and
// prints them; a restart prints none and points to the console user that exists. On PostgreSQL, several processes
// starting together on one empty database: exactly one prints the credentials. The CLI's default account is the one
// the first start made.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { waitFor } from './helpers/app.js';
import { runCli, startProcess, type Child } from './helpers/processes.js';
import { createTestStore, prepareDataDir, storeKind } from './helpers/store.js';

let dataDir: string;
let env: NodeJS.ProcessEnv;

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-first-start-'));
  // The credentials are the embedded store's (on PostgreSQL the CLI works beside the server): embedded on either pass.
  await prepareDataDir(dataDir, { onEitherPass: true });
  const { DATABASE_URL, SERVICE_ENCRYPTION_KEY, ...rest } = process.env;
  env = { ...rest, DATA_DIR: dataDir, HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
});
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function signIn(base: string, email: string, password: string) {
  const headers = { 'content-type': 'application/json' };
  return fetch(`${base}/console/api/sign-in`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
}

test('[review 16.10] a first start whose port is taken fails clearly and loses no credentials: the next start that listens prints them', async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as net.AddressInfo).port;
  let failed;
  try {
    failed = runCli({ ...env, PORT: String(port) }, 'serve');
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
  assert.equal(failed.code, 1, failed.stdout + failed.stderr);
  assert.match(failed.stderr, new RegExp(`Cannot listen on 127\\.0\\.0\\.1:${port}: port ${port} is already in use`));
  assert.match(failed.stderr, /first API key and console password will be shown by the first start that listens/);
  // Nothing was made that no one saw (the secret scan also fails the file on a key in this output).
  assert.doesNotMatch(failed.stdout + failed.stderr, /csds_|password \S{12,}/);

  const server = await startProcess({ ...env, PORT: '0' }, ['serve'], { readyTimeoutMs: 240_000 });
  try {
    const out = await waitFor(async () => (/Try: curl/.test(server.output()) ? server.output() : null), 30_000);
    const user = /email (\S+) {3}password (\S+)/.exec(out);
    assert.ok(user, out);
    assert.equal(user[1], 'demo@example.com');
    assert.equal((await signIn(server.base!, user[1], user[2])).status, 200);
    const key = /Your first API key \(all scopes\), shown only this once:\n {4}(csds_\S+)/.exec(out)?.[1];
    assert.ok(key, out);
    const page = await fetch(`${server.base}/v1/sponsorships?limit=1`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(page.status, 200);
    assert.equal((await page.json()).data.length, 1, 'the demo data is there');
  } finally {
    assert.equal(await server.stop(), 0);
  }
});

test('[review 16.10] a restart prints no credentials and does not ask to create the console user that exists', async () => {
  const server = await startProcess({ ...env, PORT: '0' }, ['serve'], { readyTimeoutMs: 120_000 });
  try {
    const out = await waitFor(async () => (/To get an API key/.test(server.output()) ? server.output() : null), 30_000);
    assert.match(out, /Sign in to the web console as demo@example\.com with the password shown on the first start/);
    assert.match(out, /users set-password --email demo@example\.com/);
    assert.doesNotMatch(out, /users create|shown only this once|csds_/);
  } finally {
    assert.equal(await server.stop(), 0);
  }
});

test('[review 30.11] keys create without --account puts the key in the account the first start made, and says so', () => {
  const r = runCli(env, 'keys', 'create', '--name', 'cli default', '--scopes', 'data:read', '--json');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout).account.name, 'demo');
  assert.match(r.stderr, /No --account given: the key goes to account demo/);
  const named = runCli(
    env,
    'keys',
    'create',
    '--name',
    'named',
    '--scopes',
    'data:read',
    '--account',
    'acme',
    '--json',
  );
  assert.equal(JSON.parse(named.stdout).account.name, 'acme');
  assert.doesNotMatch(named.stderr, /No --account given/);
});

if (storeKind() === 'postgres') {
  test('[review 30.11] several processes starting together on one empty PostgreSQL database: exactly one prints the first credentials', async () => {
    const store = await createTestStore();
    const { DATABASE_URL, DATA_DIR, ...rest } = env;
    const pgEnv = { ...rest, DATABASE_URL: store.url!, SERVICE_ENCRYPTION_KEY: 'ef'.repeat(32), PORT: '0' };
    const children: Child[] = [];
    try {
      const started = await Promise.allSettled(
        [0, 1, 2].map(() => startProcess(pgEnv, ['serve'], { readyTimeoutMs: 240_000 })),
      );
      for (const s of started) if (s.status === 'fulfilled') children.push(s.value);
      assert.equal(
        children.length,
        3,
        started.map((s) => (s.status === 'rejected' ? String(s.reason) : '')).join('\n'),
      );
      // Every banner is complete once it names how to get a key (a fresh one, or how to make one).
      const outs = await Promise.all(
        children.map((c) =>
          waitFor(async () => (/Try: curl|To get an API key/.test(c.output()) ? c.output() : null), 60_000),
        ),
      );
      const issued = outs.filter((o) => /shown only this once/.test(o));
      assert.equal(issued.length, 1, outs.join('\n-----\n'));
      const out = issued[0];
      const base = children[outs.indexOf(out)].base!;
      const user = /email (\S+) {3}password (\S+)/.exec(out);
      assert.ok(user, out);
      assert.equal(user[1], 'demo@example.com');
      assert.equal((await signIn(base, user[1], user[2])).status, 200);
      const key = /Your first API key \(all scopes\), shown only this once:\n {4}(csds_\S+)/.exec(out)?.[1];
      assert.ok(key, out);
      const page = await fetch(`${base}/v1/sponsorships?limit=1`, { headers: { authorization: `Bearer ${key}` } });
      assert.equal(page.status, 200);
      assert.equal((await page.json()).data.length, 1, 'the demo data is there');
      // The others point to the console user that exists, and say the CLI works beside a server on PostgreSQL.
      for (const other of outs.filter((o) => o !== out)) {
        assert.match(
          other,
          /Sign in to the web console as demo@example\.com with the password shown on the first start/,
        );
        assert.match(other, /To get an API key: run `npm run cli -- keys create .*` \(beside the running server\)/);
        assert.doesNotMatch(other, /stop the server|csds_/);
      }
      // The demo data went in once: the seeded count, not three times it.
      const creators = await fetch(`${base}/v1/creators?limit=200`, { headers: { authorization: `Bearer ${key}` } });
      assert.equal((await creators.json()).data.length, 60);
      // The CLI, beside the running servers, puts a key in the demo account by default.
      const r = runCli(pgEnv, 'keys', 'create', '--name', 'beside', '--scopes', 'data:read', '--json');
      assert.equal(r.code, 0, r.stderr);
      assert.equal(JSON.parse(r.stdout).account.name, 'demo');
    } finally {
      for (const c of children) await c.stop();
      await store.close();
    }
  });
}
