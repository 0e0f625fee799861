// The embedded data directory and the exports directory are the service user's alone: an existing directory left
// readable is repaired when the store opens, and what the service writes while it runs (database files, the
// encryption key, export files) is never readable by group or others, while open or after close.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openStore } from '../src/db/database.js';
import { buildApp } from '../src/server.js';
import { createApiKey, findOrCreateAccount } from '../src/keys/apiKeys.js';
import { restrictToOwner } from '../src/ownerOnly.js';
import { createRuntime } from '../src/runtime.js';
import { waitFor } from './helpers/app.js';
import { createTestStore, prepareDataDir } from './helpers/store.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-modes-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every folder and file under `dir` (itself included) that group or others may use, with its mode. */
function loose(dir: string): string[] {
  const found: string[] = [];
  const check = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.mode & 0o077) found.push(`${path.relative(root, p) || '.'} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) check(path.join(p, name));
  };
  check(dir);
  return found;
}

test('[review 16.1] an existing data directory left readable is made owner-only when the store opens', async () => {
  const dataDir = path.join(root, 'existing');
  // As an earlier version left it: PGlite's files 0666 (the template is written by PGlite), folders 0755.
  await prepareDataDir(dataDir, { onEitherPass: true });
  fs.chmodSync(dataDir, 0o755);
  fs.writeFileSync(path.join(dataDir, 'encryption.key'), `${'3c'.repeat(32)}\n`, { mode: 0o644 });
  fs.mkdirSync(path.join(dataDir, 'exports'));
  fs.chmodSync(path.join(dataDir, 'exports'), 0o755);
  fs.writeFileSync(path.join(dataDir, 'exports', 'old.csv'), 'a,b\r\n', { mode: 0o644 });
  fs.chmodSync(path.join(dataDir, 'encryption.key'), 0o644);
  fs.chmodSync(path.join(dataDir, 'exports', 'old.csv'), 0o644);
  // A link inside points at something that is not the service's: it is left alone.
  const outside = path.join(root, 'not-the-service.txt');
  fs.writeFileSync(outside, 'x');
  fs.chmodSync(outside, 0o644);
  fs.symlinkSync(outside, path.join(dataDir, 'a-link'));
  assert.ok(loose(dataDir).length > 100, 'the directory starts readable');

  const store = await openStore({ dataDir });
  try {
    assert.deepEqual(loose(dataDir), []);
  } finally {
    await store.close();
  }
  assert.deepEqual(loose(dataDir), []);
  assert.equal(fs.statSync(outside).mode & 0o777, 0o644, 'a link is not followed');
});

test('[review 16.1] what the service writes in its data directory (database, key, export files) is owner-only', async () => {
  const dataDir = path.join(root, 'serving');
  await prepareDataDir(dataDir, { onEitherPass: true });
  // The embedded default: the encryption key in DATA_DIR, export files in DATA_DIR/exports.
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    OPERATION_POLL_MS: '100',
    EXPORT_BATCH_ROWS: '2',
  });
  const store = await openStore({ dataDir });
  const runtime = createRuntime(config, store, { worker: true, deliver: false });
  const app = await buildApp({ config, db: store.db, services: runtime.services, logger: false });
  try {
    await runtime.start();
    for (let i = 0; i < 5; i++)
      await sql`insert into brands (name, domains) values (${`Brand ${i}`}, ${[`brand${i}.example`]})`.execute(
        store.db,
      );
    const account = await findOrCreateAccount(store.db, 'modes');
    const { key } = await createApiKey(store.db, {
      accountId: account.id,
      name: 'k',
      scopes: ['exports:write', 'exports:read'],
    });
    const headers = { authorization: `Bearer ${key}` };
    const created = await app.inject({
      method: 'POST',
      url: '/v1/exports',
      headers,
      payload: { dataset: 'brands', format: 'csv' },
    });
    assert.equal(created.statusCode, 201, created.body);
    await waitFor(
      async () =>
        (await app.inject({ url: `/v1/exports/${created.json().id}`, headers })).json().status === 'completed',
    );
    await sql`checkpoint`.execute(store.db);
    assert.ok(
      fs.readdirSync(path.join(dataDir, 'exports')).some((f) => f.endsWith('.csv')),
      'the export file is in DATA_DIR/exports',
    );
    assert.ok(fs.existsSync(path.join(dataDir, 'encryption.key')));
    assert.deepEqual(loose(dataDir), [], 'owner-only while the store is open');
  } finally {
    await app.close();
    await runtime.stop();
    await store.close();
  }
  assert.deepEqual(loose(dataDir), [], 'owner-only after close');
});

test('[review 16.1] an exports directory of its own (EXPORTS_DIR) left readable is repaired when a process starts', async () => {
  const exportsDir = path.join(root, 'exports-elsewhere');
  fs.mkdirSync(exportsDir, { mode: 0o755 });
  fs.chmodSync(exportsDir, 0o755);
  fs.writeFileSync(path.join(exportsDir, 'made-before.jsonl'), '{}\n');
  fs.chmodSync(path.join(exportsDir, 'made-before.jsonl'), 0o644);
  const store = await createTestStore();
  const config = loadConfig({ SEED_DEMO: 'false', SERVICE_ENCRYPTION_KEY: '3d'.repeat(32), EXPORTS_DIR: exportsDir });
  const runtime = createRuntime(config, store, { worker: false, deliver: false });
  try {
    await runtime.start();
    assert.deepEqual(loose(exportsDir), []);
  } finally {
    await runtime.stop();
    await store.close();
  }
});

test('a data directory that does not exist yet is created owner-only', () => {
  const fresh = path.join(root, 'fresh', 'data');
  restrictToOwner(fresh);
  assert.equal(fs.statSync(fresh).mode & 0o777, 0o700);
});
