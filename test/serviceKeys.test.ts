// The signing keys are derived from the encryption key and stored nowhere: no table holds them, a link or cursor
// made by one process is accepted by another with the same key (a restart, a second server), and not by one with
// another key.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/server.js';
import { createRuntime } from '../src/runtime.js';
import { deriveSigningKeys } from '../src/serviceKeys.js';
import { parseEncryptionKey } from '../src/webhooks/secrets.js';
import { bearer, createTestApp, waitFor, type TestApp } from './helpers/app.js';
import { insertBrand } from './helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
before(async () => {
  t = await createTestApp({}, { worker: true });
  H = bearer(await t.key());
  await insertBrand(t.db);
  await insertBrand(t.db);
});
after(() => t.close());

/** An app over the same database, as another process (or this one after a restart) would build it. */
async function anotherProcess(encryptionKey: string | undefined = t.config.encryptionKey) {
  const config = loadConfig({
    SEED_DEMO: 'false',
    SERVICE_ENCRYPTION_KEY: encryptionKey ?? '',
    EXPORTS_DIR: t.config.exportsDir,
  });
  const runtime = createRuntime(config, t.store, { worker: false, deliver: false });
  const app = await buildApp({ config, db: t.db, services: runtime.services, logger: false });
  return { app, runtime };
}

/** Tables with a row that, as text, contains any of `needles` (case-insensitively). */
async function tablesHolding(needles: string[]): Promise<string[]> {
  const tables = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.db)
  ).rows.map((r) => r.name);
  const found: string[] = [];
  for (const name of tables) {
    const any = sql.join(
      needles.map((n) => sql`strpos(lower(x::text), ${n.toLowerCase()}) > 0`),
      sql` or `,
    );
    const r = await sql`select 1 from ${sql.table(name)} x where ${any} limit 1`.execute(t.db);
    if (r.rows.length > 0) found.push(name);
  }
  return found;
}

test('[review 16.1] no table holds a cursor or download-link signing key: both are derived from the encryption key', async () => {
  const stored = await sql<{
    name: string;
  }>`select name from service_settings where name like '%signing%' or name like '%key%'`.execute(t.db);
  assert.deepEqual(stored.rows, [], 'no signing key is stored');
  const keys = t.runtime.services.keys;
  assert.deepEqual(keys, deriveSigningKeys(parseEncryptionKey(t.config.encryptionKey!)));
  // One key per purpose.
  assert.equal(new Set([keys.cursors, keys.downloadLinks, keys.requestHashes].map((k) => k.toString('hex'))).size, 3);
  const encodings: BufferEncoding[] = ['hex', 'base64url', 'base64'];
  const forms = [keys.cursors, keys.downloadLinks, keys.requestHashes].flatMap((k) =>
    encodings.map((e) => k.toString(e)),
  );
  assert.deepEqual(await tablesHolding(forms), [], 'no row holds a key');
});

test('[review 16.1] a download link and a cursor made before a restart still work after it, and not under another key', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/exports',
    headers: H,
    payload: { dataset: 'brands', format: 'json' },
  });
  assert.equal(created.statusCode, 201, created.body);
  const done = await waitFor(async () => {
    const r = (await t.app.inject({ url: `/v1/exports/${created.json().id}`, headers: H })).json();
    return r.status === 'completed' ? r : null;
  });
  const page = (await t.app.inject({ url: '/v1/brands?limit=1', headers: H })).json();
  assert.ok(page.meta.nextCursor, 'two brands make a second page');

  const restarted = await anotherProcess();
  try {
    const file = await restarted.app.inject({ url: done.downloadUrl });
    assert.equal(file.statusCode, 200, file.body);
    const next = await restarted.app.inject({ url: `/v1/brands?limit=1&cursor=${page.meta.nextCursor}`, headers: H });
    assert.equal(next.statusCode, 200, next.body);
  } finally {
    await restarted.app.close();
  }

  const other = await anotherProcess('a1'.repeat(32));
  try {
    const file = await other.app.inject({ url: done.downloadUrl });
    assert.equal(file.statusCode, 403);
    assert.equal(file.json().code, 'invalid_download_link');
    const next = await other.app.inject({ url: `/v1/brands?limit=1&cursor=${page.meta.nextCursor}`, headers: H });
    assert.equal(next.statusCode, 400);
    assert.equal(next.json().code, 'invalid_cursor');
  } finally {
    await other.app.close();
  }
});
