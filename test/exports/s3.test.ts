// Exports in object storage (EXPORTS_STORAGE=s3) against a real S3-protocol server on loopback (s3rver): the
// streaming multipart upload, downloads through the proxy (ranges, If-Range, gzip, signed link and key) and by
// redirect to a presigned GET, the cache within an account, expiry deleting the object, files written before a
// switch from local, and the start-up check of the bucket. In-process apps on both stores.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { loadConfig } from '../../src/config.js';
import { sweepExpiredExports } from '../../src/exports/records.js';
import { PART_BYTES, S3Storage } from '../../src/exports/s3.js';
import type { ExportStores } from '../../src/exports/storage.js';
import { bearer, createTestApp, exportFinished, type TestApp } from '../helpers/app.js';
import { expectProblem, insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { S3_CREDENTIALS, startS3, type LoopbackS3 } from '../helpers/s3.js';

// The SDK's credential chain reads the process environment (the service is given nothing else).
Object.assign(process.env, S3_CREDENTIALS);

let s3: LoopbackS3;
let t: TestApp;
let H: Record<string, string>;

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

/** Starts an export and waits for it; it must complete. */
async function exportDone(app: TestApp, headers: Record<string, string>, body: object): Promise<any> {
  const e = await exportFinished(app, headers, body);
  assert.equal(e.status, 'completed', JSON.stringify(e));
  return e;
}

const recordOf = async (db: TestApp['db'], id: string) =>
  (
    await sql<{
      storage: string;
      storage_key: string;
      sha256: string;
    }>`select storage, storage_key, sha256 from exports where id = ${id}::uuid`.execute(db)
  ).rows[0];

async function seed(app: TestApp) {
  const brand = await insertBrand(app.db, { name: 'Storage Brand' });
  for (let i = 0; i < 12; i++) {
    const c = await insertCreator(app.db, { title: `Creator, "number" ${i}` });
    const v = await insertVideo(app.db, c.channelId, { title: `Video ${i} ${'é'.repeat(i)}` });
    await insertSponsorship(app.db, { videoId: v.videoId, brandId: brand.id });
  }
}

before(async () => {
  s3 = await startS3();
  t = await createTestApp(s3.env, { worker: true });
  H = bearer(await t.key());
  await seed(t);
});
after(async () => {
  await t?.close();
  await s3?.close();
});

describe('proxy downloads (the default)', () => {
  let e: any;
  let whole: Buffer;
  before(async () => {
    e = await exportDone(t, H, { dataset: 'sponsorships', format: 'csv', label: 'in the bucket' });
    const r = await t.app.inject({ url: e.downloadUrl });
    assert.equal(r.statusCode, 200, r.body);
    whole = r.rawPayload;
  });

  test('the file is one object under the prefix, its record says s3 and carries its SHA-256', async () => {
    const rec = await recordOf(t.db, e.id);
    assert.equal(rec.storage, 's3');
    assert.match(rec.storage_key, new RegExp(`^exports/${e.id}-[0-9a-f]{8}\\.csv$`));
    assert.deepEqual(await s3.objects(), [rec.storage_key]);
    assert.equal(whole.length, e.byteSize);
    assert.equal(e.sha256, sha256(whole), 'the checksum is the downloaded bytes');
    assert.equal(rec.sha256, e.sha256);
    assert.equal(whole.toString().split('\r\n').length - 2, 12, 'a header and twelve rows');
  });

  test('the signed link needs no key; headers as from the directory', async () => {
    const r = await t.app.inject({ url: e.downloadUrl });
    assert.equal(r.headers['content-type'], 'text/csv; charset=utf-8; header=present');
    assert.equal(Number(r.headers['content-length']), e.byteSize);
    assert.equal(r.headers['accept-ranges'], 'bytes');
    assert.match(String(r.headers['content-disposition']), /^attachment; filename="sponsorships-in-the-bucket-/);
    // One character of the signature changed (to another one: a signature that began with the replacement was
    // left as it was, and the test then failed one run in 64).
    const altered = await t.app.inject({
      url: e.downloadUrl.replace(/signature=(.)/, (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
    });
    assert.equal(altered.statusCode, 403);
  });

  test('ranges resume a download; If-Range with the ETag gives the range, with another the whole file', async () => {
    const r = await t.app.inject({ url: e.downloadUrl, headers: { range: 'bytes=10-49' } });
    assert.equal(r.statusCode, 206);
    assert.equal(r.headers['content-range'], `bytes 10-49/${e.byteSize}`);
    assert.deepEqual(r.rawPayload, whole.subarray(10, 50));
    const tail = await t.app.inject({ url: e.downloadUrl, headers: { range: 'bytes=-7' } });
    assert.deepEqual(tail.rawPayload, whole.subarray(whole.length - 7));
    const etag = String(r.headers.etag);
    const same = await t.app.inject({ url: e.downloadUrl, headers: { range: 'bytes=0-4', 'if-range': etag } });
    assert.equal(same.statusCode, 206);
    const changed = await t.app.inject({ url: e.downloadUrl, headers: { range: 'bytes=0-4', 'if-range': '"other"' } });
    assert.equal(changed.statusCode, 200);
    assert.deepEqual(changed.rawPayload, whole);
    const outside = await t.app.inject({ url: e.downloadUrl, headers: { range: `bytes=${e.byteSize + 10}-` } });
    expectProblem(outside, 416, 'range_not_satisfiable');
  });

  test('gzip when the client accepts it; the key works on /file the same', async () => {
    const r = await t.app.inject({ url: `/v1/exports/${e.id}/file`, headers: { ...H, 'accept-encoding': 'gzip' } });
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['content-encoding'], 'gzip');
    assert.deepEqual(zlib.gunzipSync(r.rawPayload), whole);
    const plain = await t.app.inject({ url: `/v1/exports/${e.id}/file`, headers: H });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.rawPayload, whole);
  });

  test('an identical export in the same account is served from the same object; another account makes its own', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/exports',
      headers: H,
      payload: { dataset: 'sponsorships', format: 'csv' },
    });
    assert.equal(again.json().servedFromCache, true);
    assert.equal(again.json().sha256, e.sha256);
    assert.equal((await recordOf(t.db, again.json().id)).storage_key, (await recordOf(t.db, e.id)).storage_key);
    assert.deepEqual((await t.app.inject({ url: again.json().downloadUrl })).rawPayload, whole);

    const other = bearer(await t.key(undefined, { account: 'another-account' }));
    const theirs = await exportDone(t, other, { dataset: 'sponsorships', format: 'csv' });
    assert.equal(theirs.servedFromCache, false);
    assert.equal(theirs.sha256, e.sha256, 'the same bytes');
    assert.notEqual((await recordOf(t.db, theirs.id)).storage_key, (await recordOf(t.db, e.id)).storage_key);
    assert.equal((await s3.objects()).length, 2);
  });

  test('expiry deletes the object once no export in retention uses it; sweeping again is no error', async () => {
    const key = (await recordOf(t.db, e.id)).storage_key;
    const stores = t.runtime.services.exportStores;
    await sql`update exports set expires_at = now() - interval '1 second' where storage_key = ${key}`.execute(t.db);
    await sweepExpiredExports(t.db, stores);
    assert.equal(await s3.exists(key), false, 'the object is deleted');
    expectProblem(await t.app.inject({ url: `/v1/exports/${e.id}/file`, headers: H }), 410, 'export_expired');
    assert.equal((await t.app.inject({ url: `/v1/exports/${e.id}`, headers: H })).json().status, 'expired');
    // Idempotent: a second sweep, and deleting the deleted object again.
    await sweepExpiredExports(t.db, stores);
    await stores.at('s3')!.remove(key);
    assert.equal((await s3.objects()).length, 1, "the other account's file stays");
  });
});

test('files written to the local directory before the switch to s3 stay downloadable', async () => {
  // An export finished by the directory storage, as before the switch (the record says local).
  const stores: ExportStores = t.runtime.services.exportStores;
  const local = stores.at('local')!;
  const w = await local.create(`${crypto.randomUUID()}.csv`);
  await w.write('a,b\r\n1,2\r\n');
  const size = await w.commit();
  const e = await exportDone(t, H, { dataset: 'brands', format: 'csv', label: 'older' });
  await sql`update exports set storage = 'local', storage_key = ${w.key}, byte_size = ${size}, sha256 = null
    where id = ${e.id}::uuid`.execute(t.db);
  const r = await t.app.inject({ url: `/v1/exports/${e.id}/file`, headers: { ...H, range: 'bytes=5-' } });
  assert.equal(r.statusCode, 206);
  assert.equal(r.body, '1,2\r\n');
  const rec = (await t.app.inject({ url: `/v1/exports/${e.id}`, headers: H })).json();
  assert.equal(rec.sha256, null, 'files from before have no checksum');
  assert.equal((await t.app.inject({ url: rec.downloadUrl })).body, 'a,b\r\n1,2\r\n');
});

test('a file larger than a part streams in 8 MiB parts; one abandoned leaves no object', async () => {
  const store = t.runtime.services.exportStores.write as S3Storage;
  const w = await store.create(`big-${crypto.randomUUID()}.csv`);
  const hash = crypto.createHash('sha256');
  const chunk = Buffer.alloc(256 * 1024);
  // 2.5 parts of distinct bytes, so a part boundary read back out of order would show.
  const chunks = Math.ceil((PART_BYTES * 2.5) / chunk.length);
  for (let i = 0; i < chunks; i++) {
    chunk.fill(i % 251);
    hash.update(chunk);
    await w.write(chunk);
  }
  assert.equal(await w.commit(), chunks * chunk.length);
  assert.equal(await store.size(w.key), chunks * chunk.length);
  const across = await store.read(w.key, { start: PART_BYTES - 2, end: PART_BYTES + 1 });
  const bytes: Buffer[] = [];
  for await (const b of across!) bytes.push(b as Buffer);
  const boundary = PART_BYTES / chunk.length;
  assert.deepEqual(
    [...Buffer.concat(bytes)],
    [(boundary - 1) % 251, (boundary - 1) % 251, boundary % 251, boundary % 251],
  );
  const all = crypto.createHash('sha256');
  for await (const b of (await store.read(w.key))!) all.update(b as Buffer);
  assert.equal(all.digest('hex'), hash.digest('hex'));

  const abandoned = await store.create(`gone-${crypto.randomUUID()}.csv`);
  for (let i = 0; i < 40; i++) await abandoned.write(chunk);
  await abandoned.abort();
  assert.equal(await s3.exists(abandoned.key), false);
  assert.ok(!(await s3.objects()).includes(abandoned.key));
  await store.remove(w.key);
});

test('a file of exactly two parts, and an empty one, come back whole', async () => {
  const store = t.runtime.services.exportStores.write as S3Storage;
  const w = await store.create(`even-${crypto.randomUUID()}.csv`);
  const part = Buffer.alloc(PART_BYTES, 'a');
  await w.write(part);
  await w.write(part.fill('b'));
  assert.equal(await w.commit(), 2 * PART_BYTES);
  const back: Buffer[] = [];
  for await (const b of (await store.read(w.key))!) back.push(b as Buffer);
  const whole = Buffer.concat(back);
  assert.equal(whole.length, 2 * PART_BYTES);
  assert.deepEqual([whole[PART_BYTES - 1], whole[PART_BYTES]], [0x61, 0x62]);
  const empty = await store.create(`empty-${crypto.randomUUID()}.csv`);
  assert.equal(await empty.commit(), 0);
  assert.equal(await store.size(empty.key), 0);
  await store.remove(w.key);
  await store.remove(empty.key);
});

test("a store that refuses the upload fails the next part's write; abandoning then settles and leaves nothing", async () => {
  const gone = new S3Storage({
    bucket: 'no-such-bucket',
    prefix: '',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
  });
  try {
    const w = await gone.create(`refused-${crypto.randomUUID()}.csv`);
    const chunk = Buffer.alloc(1024 * 1024);
    // The first part fills without a request; the store is first asked when it is sent, and refuses: the write
    // that fills the next part (which waits for the first to answer) fails.
    let written = 0;
    await assert.rejects(
      (async () => {
        for (let i = 0; i < 17; i++) {
          await w.write(chunk);
          written++;
        }
      })(),
      (err: { name?: string }) => err.name === 'NoSuchBucket',
    );
    assert.equal(written, 15);
    await w.abort();
    await assert.rejects(w.write(chunk), /already committed or abandoned/);
  } finally {
    gone.destroy();
  }
});

test('redirect mode: 302 to a presigned GET as long-lived as the link; the store serves ranges', async () => {
  const r = await createTestApp(
    { ...s3.env, EXPORTS_S3_DOWNLOADS: 'redirect', EXPORT_LINK_TTL_SECONDS: '600' },
    { worker: true },
  );
  try {
    const h = bearer(await r.key());
    await seed(r);
    const e = await exportDone(r, h, { dataset: 'sponsorships', format: 'jsonl', label: 'redirected' });
    const linkExpires = Number(new URL(e.downloadUrl, 'http://x').searchParams.get('expires'));
    const res = await r.app.inject({ url: e.downloadUrl });
    assert.equal(res.statusCode, 302);
    const location = new URL(String(res.headers.location));
    assert.equal(location.origin, s3.endpoint);
    const rec = await recordOf(r.db, e.id);
    assert.equal(location.pathname, `/${s3.bucket}/${rec.storage_key}`);
    const lifetime = Number(location.searchParams.get('X-Amz-Expires'));
    const signedAt =
      Date.parse(
        location.searchParams
          .get('X-Amz-Date')!
          .replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
      ) / 1000;
    assert.ok(
      Math.abs(signedAt + lifetime - linkExpires) <= 2,
      `the presigned GET ends with the link (${signedAt + lifetime} vs ${linkExpires})`,
    );

    const whole = Buffer.from(await (await fetch(location)).arrayBuffer());
    assert.equal(whole.length, e.byteSize);
    assert.equal(sha256(whole), e.sha256);
    const part = await fetch(location, { headers: { range: 'bytes=5-24' } });
    assert.equal(part.status, 206);
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), whole.subarray(5, 25));
    const direct = await fetch(location);
    assert.match(String(direct.headers.get('content-disposition')), /^attachment; filename="sponsorships-redirected-/);
    assert.match(String(direct.headers.get('content-type')), /^application\/jsonl/);

    // With the key: a presigned GET as long as a fresh link's.
    const withKey = await r.app.inject({ url: `/v1/exports/${e.id}/file`, headers: h });
    assert.equal(withKey.statusCode, 302);
    assert.equal(new URL(String(withKey.headers.location)).searchParams.get('X-Amz-Expires'), '600');
    // An expired link is still refused by the service, before any redirect.
    const stale = e.downloadUrl.replace(/expires=\d+/, 'expires=1');
    assert.equal((await r.app.inject({ url: stale })).statusCode, 403);
  } finally {
    await r.close();
  }
});

test('/readyz reports the storage and whether the bucket answers', async () => {
  const r = await t.app.inject({ url: '/readyz' });
  assert.equal(r.statusCode, 200);
  assert.deepEqual(r.json(), {
    status: 'ready',
    database: 'reachable',
    migrations: 'current',
    storage: 's3',
    bucket: 'reachable',
  });
});

test('the start-up check names the bucket and the reason: a missing bucket, an unknown access key', async () => {
  const missing = new S3Storage({
    bucket: 'no-such-bucket',
    prefix: '',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
  });
  await assert.rejects(
    missing.check(),
    /the bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+ \(404/,
  );
  missing.destroy();
  const saved = process.env.AWS_ACCESS_KEY_ID;
  process.env.AWS_ACCESS_KEY_ID = 'AKIAWRONGWRONGWRONG0';
  try {
    const refused = new S3Storage({
      bucket: s3.bucket,
      prefix: '',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      region: 'us-east-1',
    });
    await assert.rejects(
      refused.check(),
      /access to the bucket "csds-exports" at .* was refused \(403 .*\): the credentials are wrong/,
    );
    refused.destroy();
  } finally {
    process.env.AWS_ACCESS_KEY_ID = saved;
  }
});

test('the storage settings are checked at load, each refusal naming the variable', () => {
  const load = (env: Record<string, string>) => () => loadConfig({ SEED_DEMO: 'false', ...env }, false);
  assert.throws(load({ EXPORTS_STORAGE: 'gcs' }), /EXPORTS_STORAGE must be local or s3; got "gcs"/);
  assert.throws(load({ EXPORTS_STORAGE: 's3' }), /EXPORTS_STORAGE=s3 needs EXPORTS_S3_BUCKET/);
  assert.throws(load({ EXPORTS_STORAGE: 's3', EXPORTS_S3_BUCKET: 'a b' }), /EXPORTS_S3_BUCKET must be a bucket name/);
  assert.throws(
    load({ EXPORTS_STORAGE: 's3', EXPORTS_S3_BUCKET: 'csds', EXPORTS_S3_ENDPOINT: 'ftp://x' }),
    /EXPORTS_S3_ENDPOINT must be an http\(s\) URL/,
  );
  assert.throws(load({ EXPORTS_S3_DOWNLOADS: 'both' }), /EXPORTS_S3_DOWNLOADS must be proxy or redirect/);
  assert.throws(
    load({ EXPORTS_STORAGE: 's3', EXPORTS_S3_BUCKET: 'csds', EXPORTS_S3_FORCE_PATH_STYLE: 'maybe' }),
    /EXPORTS_S3_FORCE_PATH_STYLE must be true or false/,
  );
  const c = loadConfig(
    { SEED_DEMO: 'false', EXPORTS_STORAGE: 's3', EXPORTS_S3_BUCKET: 'csds', EXPORTS_S3_PREFIX: '/team/exports' },
    false,
  );
  assert.deepEqual(c.exportsS3, {
    bucket: 'csds',
    prefix: 'team/exports/',
    endpoint: undefined,
    forcePathStyle: false,
    region: undefined,
  });
  assert.equal(c.exportsS3Downloads, 'proxy');
  assert.equal(loadConfig({ SEED_DEMO: 'false' }, false).exportsStorage, 'local');
});
