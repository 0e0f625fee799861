// Idempotency digests: keyed (an HMAC under a key derived from the encryption key), because the bodies they cover
// hold callback secrets, tokens and URLs; a replay still matches, another body is still refused, and a request
// stored before the digests were keyed (its plain digest removed) replays rather than being refused.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { startExport } from '../src/exports/service.js';
import { DownloadLinks } from '../src/exports/links.js';
import { canonicalJson, requestHash } from '../src/idempotency.js';
import { findOrCreateAccount } from '../src/keys/apiKeys.js';
import { startOperation, type StartRequest } from '../src/operations/service.js';
import { bearer, createTestApp, type TestApp } from './helpers/app.js';
import { insertBrand } from './helpers/factories.js';

let t: TestApp;
let accountId: string;
let brandId: string;
before(async () => {
  t = await createTestApp();
  accountId = (await findOrCreateAccount(t.db, 'idem')).id;
  brandId = (await insertBrand(t.db)).id;
});
after(() => t.close());

/** The digest stored before: SHA-256 of the canonical JSON, no key (canonicalJson.test.ts checks that text). */
function plainDigest(body: unknown): string {
  return crypto.createHash('sha256').update(canonicalJson(body)).digest('hex');
}

const opDeps = () => ({ db: t.db, services: t.runtime.services });
const exportDeps = () => ({
  db: t.db,
  services: t.runtime.services,
  config: t.config,
  exports: {
    stores: t.runtime.services.exportStores,
    links: new DownloadLinks(t.runtime.services.keys.downloadLinks, 60),
  },
});

const withSecret = (secret: string): StartRequest => ({
  kind: 'brand-discovery',
  input: { brandId },
  callback: { url: 'https://8.8.8.8/hooks/csds', secret },
});

test('[review 16.7] the stored idempotency digest is keyed: not the plain SHA-256 of a body holding a callback secret', async () => {
  const secret = `whsec-${crypto.randomBytes(24).toString('hex')}`;
  const first = await startOperation(opDeps(), accountId, withSecret(secret), { idempotencyKey: 'op-keyed' });
  const stored = (
    await sql<{ h: string }>`select request_hash as h from operations where id = ${first.operation.id}::uuid`.execute(
      t.db,
    )
  ).rows[0].h;
  assert.notEqual(stored, plainDigest(withSecret(secret)), 'a reader of the table cannot test guesses of the secret');
  assert.equal(stored, requestHash(t.runtime.services.keys.requestHashes, withSecret(secret)));
  // Replays still match, and another secret is another request.
  const again = await startOperation(opDeps(), accountId, withSecret(secret), { idempotencyKey: 'op-keyed' });
  assert.equal(again.replayed, true);
  assert.equal(again.operation.id, first.operation.id);
  await assert.rejects(startOperation(opDeps(), accountId, withSecret(`${secret}x`), { idempotencyKey: 'op-keyed' }), {
    code: 'idempotency_key_reused',
  });

  // Exports keep a digest too: the same rule.
  const request = { dataset: 'brands', format: 'json', label: 'keyed digest' };
  const made = await startExport(exportDeps(), accountId, request, { idempotencyKey: 'export-keyed' });
  const exportHash = (
    await sql<{ h: string }>`select request_hash as h from exports where id = ${made.record.id}::uuid`.execute(t.db)
  ).rows[0].h;
  assert.notEqual(exportHash, plainDigest(request));
  assert.equal(exportHash, requestHash(t.runtime.services.keys.requestHashes, request));
  assert.equal(
    (await startExport(exportDeps(), accountId, request, { idempotencyKey: 'export-keyed' })).replayed,
    true,
  );
  await assert.rejects(
    startExport(exportDeps(), accountId, { ...request, label: 'other' }, { idempotencyKey: 'export-keyed' }),
    {
      code: 'idempotency_key_reused',
    },
  );
});

test('[review 16.7] migration 012 removes the plain digests; a request stored with one replays instead of a 409', async () => {
  const key = await t.key(['operations:write', 'exports:write'], { account: 'idem' });
  const headers = { ...bearer(key), 'idempotency-key': 'before-upgrade' };
  const opBody = withSecret(`whsec-${crypto.randomBytes(24).toString('hex')}`);
  const op = await t.app.inject({ method: 'POST', url: '/v1/operations', headers, payload: opBody });
  assert.equal(op.statusCode, 201, op.body);
  const exportBody = { dataset: 'brands', format: 'json', label: 'before the upgrade' };
  const ex = await t.app.inject({ method: 'POST', url: '/v1/exports', headers, payload: exportBody });
  assert.equal(ex.statusCode, 201, ex.body);
  // As an earlier version stored them: the plain digests.
  await sql`update operations set request_hash = ${plainDigest(opBody)} where id = ${op.json().id}::uuid`.execute(t.db);
  await sql`update exports set request_hash = ${plainDigest(exportBody)} where id = ${ex.json().id}::uuid`.execute(
    t.db,
  );

  const session = await t.store.session();
  try {
    await session.exec(fs.readFileSync(new URL('../src/db/migrations/012_derived_keys.sql', import.meta.url), 'utf8'));
  } finally {
    await session.end();
  }
  const left = await sql<{ n: number }>`select (select count(*) from operations where request_hash is not null)
    + (select count(*) from exports where request_hash is not null) as n`.execute(t.db);
  assert.equal(Number(left.rows[0].n), 0, 'no plain digest is left');

  // A client retrying its request across the upgrade gets its operation and its export, not a 409.
  const opAgain = await t.app.inject({ method: 'POST', url: '/v1/operations', headers, payload: opBody });
  assert.equal(opAgain.statusCode, 201, opAgain.body);
  assert.equal(opAgain.json().id, op.json().id);
  assert.equal(opAgain.headers['idempotent-replayed'], 'true');
  const exAgain = await t.app.inject({ method: 'POST', url: '/v1/exports', headers, payload: exportBody });
  assert.equal(exAgain.statusCode, 201, exAgain.body);
  assert.equal(exAgain.json().id, ex.json().id);
  assert.equal(exAgain.headers['idempotent-replayed'], 'true');
});
