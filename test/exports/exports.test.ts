// Exports end to end on an in-process app with its worker: every dataset × format against the list
// endpoints, filters and their errors, the file cache and its invalidation, CSV formula injection, the
// download (headers, gzip, ranges, signed links), retention, idempotency and ownership.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { sweepExpiredExports } from '../../src/exports/records.js';
import { bearer, createTestApp, exportFinished, type TestApp } from '../helpers/app.js';
import {
  expectInvalid,
  expectProblem,
  expectShape,
  insertBrand,
  insertCreator,
  insertSponsorship,
  insertVideo,
  walkPages,
} from '../helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
let brandA: { id: string };
let channelEvil: string;

const EXPORT_SHAPE = {
  id: 'uuid',
  dataset: 'string',
  label: 'string|null',
  filters: 'object',
  format: 'string',
  csvFormulaGuard: 'boolean|null',
  status: 'string',
  rowCount: 'integer|null',
  byteSize: 'integer|null',
  servedFromCache: 'boolean',
  error: 'string|null',
  fileName: 'string',
  completedAt: 'timestamp|null',
  createdAt: 'timestamp',
  downloadUrl: 'string|null',
};

async function start(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/v1/exports', headers: { ...H, ...headers }, payload: body as object });
}

const exportDone = (body: unknown) => exportFinished(t, H, body as object);

async function download(e: any, headers: Record<string, string> = {}) {
  return t.app.inject({ url: e.downloadUrl, headers });
}

const exportCount = async () =>
  Number((await sql<{ n: string }>`select count(*)::text as n from exports`.execute(t.db)).rows[0].n);

before(async () => {
  t = await createTestApp({ EXPORT_BATCH_ROWS: '3' }, { worker: true });
  H = bearer(await t.key());
  brandA = await insertBrand(t.db, { name: 'Acme VPN', domains: ['acmevpn.com'] });
  const brandB = await insertBrand(t.db, { name: 'Zeta Shop', domains: ['zeta.shop'] });
  const c1 = await insertCreator(t.db, { title: 'Plain Creator', subscriberCount: 1000 });
  const c2 = await insertCreator(t.db, { title: '=HYPERLINK("http://evil.example","click")', subscriberCount: 500 });
  const c3 = await insertCreator(t.db, { title: 'Smith, "The" Builder\nsecond line', subscriberCount: 100 });
  channelEvil = c2.channelId;
  let day = 1;
  for (const c of [c1, c2, c3]) {
    for (let i = 0; i < 3; i++) {
      const v = await insertVideo(t.db, c.channelId, {
        publishedAt: `2026-0${i + 1}-0${day}T10:00:00.000Z`,
        title: i === 1 ? '+SUM(A1:A9)' : `Video ${day}-${i}`,
      });
      await insertSponsorship(t.db, {
        videoId: v.videoId,
        brandId: (i === 2 ? brandB : brandA).id,
        type: i === 0 ? 'Integration' : 'Affiliate',
        detectedAt: `2026-0${i + 1}-1${day}T00:00:00.000Z`,
      });
    }
    day++;
  }
});
after(() => t?.close());

describe('every dataset in every format holds exactly what its list endpoint serves', () => {
  for (const dataset of ['sponsorships', 'creators', 'videos', 'brands']) {
    test(dataset, async () => {
      const { rows: listed } = await walkPages((o) => t.app.inject(o), `/v1/${dataset}`, H, { limit: 200 });
      assert.ok(listed.length > 0);
      for (const format of ['jsonl', 'json', 'csv']) {
        const e = await exportDone({ dataset, format, label: `all ${dataset}` });
        expectShape(e, EXPORT_SHAPE, `${dataset}.${format}`);
        assert.equal(e.status, 'completed', JSON.stringify(e));
        assert.equal(e.rowCount, listed.length);
        // The export's operation ends with its progress at the file's rows, whatever total it estimated on the way.
        const op = (
          await sql<{
            progress: { current: number; total: number };
          }>`select progress from operations where kind = 'export' and input->>'exportId' = ${e.id}`.execute(t.db)
        ).rows[0];
        assert.equal(op.progress.current, listed.length);
        assert.equal(op.progress.total, listed.length);
        assert.match(e.fileName, new RegExp(`^${dataset}-all-${dataset}-\\d{4}-\\d\\d-\\d\\d\\.${format}$`));
        const res = await download(e);
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(Number(res.headers['content-length']), e.byteSize);
        assert.equal(Buffer.byteLength(res.body), e.byteSize);
        if (format === 'jsonl') {
          assert.match(String(res.headers['content-type']), /^application\/jsonl/);
          const lines = res.body.split('\n');
          assert.equal(lines.pop(), '', 'the file ends with a newline');
          assert.deepEqual(
            lines.map((l) => JSON.parse(l)),
            listed,
          );
        } else if (format === 'json') {
          assert.match(String(res.headers['content-type']), /^application\/json/);
          assert.deepEqual(JSON.parse(res.body), listed);
        } else {
          assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
          const records: string[][] = parse(res.body, { relax_quotes: false });
          const [header, ...data] = records;
          assert.deepEqual(header, Object.keys(listed[0]));
          assert.equal(data.length, listed.length);
          assert.ok(res.body.includes('\r\n'), 'RFC 4180 line ends');
          // Each cell is the list's value as text (arrays joined by spaces, nulls empty, formulas defused).
          data.forEach((rec, i) =>
            header.forEach((col, j) => {
              const v = listed[i][col];
              const text = v === null ? '' : Array.isArray(v) ? v.join(' ') : String(v);
              const expected = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
              assert.equal(rec[j], expected, `${dataset} row ${i} ${col}`);
            }),
          );
        }
      }
    });
  }
  test('an empty result is a valid file with no rows', async () => {
    const e = await exportDone({
      dataset: 'sponsorships',
      format: 'json',
      filters: { search: 'no such thing anywhere' },
    });
    assert.equal(e.rowCount, 0);
    assert.deepEqual(JSON.parse((await download(e)).body), []);
    const csv = await exportDone({
      dataset: 'sponsorships',
      format: 'csv',
      filters: { search: 'no such thing anywhere' },
    });
    assert.equal(parse((await download(csv)).body).length, 1, 'only the header row');
  });
});

describe('filters', () => {
  test('the list filters and the date bounds select the same rows as the list endpoint', async () => {
    const { rows: listed } = await walkPages((o) => t.app.inject(o), '/v1/sponsorships', H, {
      brandId: brandA.id,
      type: 'Affiliate',
    });
    const e = await exportDone({
      dataset: 'sponsorships',
      format: 'jsonl',
      filters: { brandId: brandA.id, type: 'Affiliate' },
    });
    assert.deepEqual(e.filters, { brandId: brandA.id, type: 'Affiliate' });
    assert.deepEqual(
      (await download(e)).body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
      listed,
    );

    const bounded = await exportDone({
      dataset: 'sponsorships',
      format: 'jsonl',
      filters: { detectedAfter: '2026-02-01T00:00:00Z', detectedBefore: '2026-03-01T00:00:00.000Z' },
    });
    const rows = (await download(bounded)).body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(rows.length, 3);
    assert.ok(rows.every((r: any) => r.detectedAt >= '2026-02-01' && r.detectedAt < '2026-03-01'));
    assert.equal(bounded.filters.detectedAfter, '2026-02-01T00:00:00.000Z', 'bounds are stored as canonical instants');

    const videos = await exportDone({
      dataset: 'videos',
      format: 'jsonl',
      filters: { channelId: channelEvil, publishedBefore: '2026-03-01T00:00:00Z' },
    });
    assert.equal(videos.rowCount, 2);
  });

  test('an unknown filter, a bad value or an empty interval is a 400 naming it, and nothing is created', async () => {
    const before = await exportCount();
    expectInvalid(await start({ dataset: 'sponsorships', filters: { brand: 'acme' } }), 'body.filters.brand');
    expectInvalid(
      await start({ dataset: 'creators', filters: { detectedAfter: '2026-01-01T00:00:00Z' } }),
      'body.filters.detectedAfter',
    );
    expectInvalid(await start({ dataset: 'sponsorships', filters: { type: 'Paid' } }), 'body.filters.type');
    expectInvalid(await start({ dataset: 'sponsorships', filters: { brandId: 'not-a-uuid' } }), 'body.filters.brandId');
    expectInvalid(
      await start({ dataset: 'videos', filters: { publishedAfter: 'yesterday' } }),
      'body.filters.publishedAfter',
    );
    expectInvalid(
      await start({
        dataset: 'sponsorships',
        filters: { detectedAfter: '2026-02-01T00:00:00Z', detectedBefore: '2026-01-01T00:00:00Z' },
      }),
      'body.filters.detectedBefore',
    );
    // Date-times the format allows but no instant PostgreSQL holds (a leap second, year 0) were a 500.
    expectInvalid(
      await start({ dataset: 'videos', filters: { publishedAfter: '2024-12-31T23:59:60Z' } }),
      'body.filters.publishedAfter',
    );
    expectInvalid(
      await start({ dataset: 'sponsorships', filters: { detectedBefore: '0000-06-01T00:00:00Z' } }),
      'body.filters.detectedBefore',
    );
    expectInvalid(
      await start({
        dataset: 'videos',
        filters: { publishedAfter: '2026-02-01T00:00:00Z', publishedBefore: '2026-02-01T00:00:00.000Z' },
      }),
      'body.filters.publishedBefore',
    );
    // Exports keep the list's default order: the lists' order is not a filter.
    expectInvalid(await start({ dataset: 'sponsorships', filters: { order: '-viewCount' } }), 'body.filters.order');
    expectInvalid(await start({ dataset: 'sponsorships', filters: { cursor: 'x' } }), 'body.filters.cursor');
    expectInvalid(await start({ dataset: 'sponsorships', filters: { search: 'a\u0000b' } }), 'body.filters.search');
    expectInvalid(await start({ dataset: 'payments' }), 'body.dataset');
    expectInvalid(await start({ dataset: 'sponsorships', format: 'xlsx' }), 'body.format');
    expectInvalid(await start({ dataset: 'sponsorships', label: '' }), 'body.label');
    expectInvalid(await start({ dataset: 'sponsorships', label: 'x'.repeat(201) }), 'body.label');
    expectInvalid(await start({ dataset: 'sponsorships', filters: [] }), 'body.filters');
    expectInvalid(await start({ dataset: 'sponsorships', extra: 1 }), 'body.extra');
    expectInvalid(await start({}), 'body.dataset');
    assert.equal(await exportCount(), before);
  });
});

describe('the file cache', () => {
  test('an identical export reuses the finished file until the data changes', async () => {
    const first = await exportDone({ dataset: 'creators', format: 'csv', filters: { platform: 'youtube' } });
    assert.equal(first.servedFromCache, false);
    // Same dataset, format and filters, another label: served at once from the same file.
    const res = await start({ dataset: 'creators', format: 'csv', filters: { platform: 'youtube' }, label: 'again' });
    const second = res.json();
    assert.equal(second.status, 'completed', 'completed in the response itself');
    assert.equal(second.servedFromCache, true);
    assert.equal(second.rowCount, first.rowCount);
    assert.match(second.fileName, /^creators-again-/);
    assert.equal((await download(second)).body, (await download(first)).body);
    // Another format is another file.
    assert.equal(
      (await exportDone({ dataset: 'creators', format: 'jsonl', filters: { platform: 'youtube' } })).servedFromCache,
      false,
    );

    // A write to the directory: the next identical export reads the data again and sees the new row.
    await insertCreator(t.db, { title: 'Newcomer', platform: 'youtube', subscriberCount: 1 });
    const third = await exportDone({ dataset: 'creators', format: 'csv', filters: { platform: 'youtube' } });
    assert.equal(third.servedFromCache, false);
    assert.equal(third.rowCount, first.rowCount + 1);
    assert.ok((await download(third)).body.includes('Newcomer'));
    // And that new file is now the one reused.
    const fourth = (await start({ dataset: 'creators', format: 'csv', filters: { platform: 'youtube' } })).json();
    assert.equal(fourth.servedFromCache, true);
    assert.equal(fourth.rowCount, third.rowCount);
  });
});

test('CSV cells a spreadsheet would run as formulas are defused, and quoting survives commas, quotes and newlines', async () => {
  const e = await exportDone({ dataset: 'creators', format: 'csv' });
  const body = (await download(e)).body;
  assert.ok(body.includes(`"'=HYPERLINK(""http://evil.example"",""click"")"`), body);
  assert.ok(!/(^|,)=HYPERLINK/m.test(body), 'no cell starts with =');
  const records: string[][] = parse(body);
  const titles = records.map((r) => r[records[0].indexOf('title')]);
  assert.ok(titles.includes(`'=HYPERLINK("http://evil.example","click")`));
  assert.ok(titles.includes('Smith, "The" Builder\nsecond line'));
  const v = await exportDone({ dataset: 'videos', format: 'csv' });
  assert.ok((await download(v)).body.includes(`"'+SUM(A1:A9)"`));
});

test('[review 30.15] an export may turn the CSV formula guard off: values come out as they are, the record says which, and the cache keeps the two apart', async () => {
  const { rows: creators } = await walkPages((o) => t.app.inject(o), '/v1/creators', H, { limit: 200 });
  const column = (body: string, name: string) => {
    const records: string[][] = parse(body);
    return records.slice(1).map((r) => r[records[0].indexOf(name)]);
  };
  const guarded = await exportDone({ dataset: 'creators', format: 'csv' });
  assert.equal(guarded.csvFormulaGuard, true);
  const guardedBody = (await download(guarded)).body;
  assert.deepEqual(
    column(guardedBody, 'handle'),
    creators.map((c) => `'${c.handle}`),
  );

  const raw = await exportDone({ dataset: 'creators', format: 'csv', csvFormulaGuard: false });
  assert.equal(raw.status, 'completed');
  assert.equal(raw.csvFormulaGuard, false);
  assert.equal(raw.servedFromCache, false, 'a guarded file is not served for an unguarded request');
  const rawBody = (await download(raw)).body;
  assert.deepEqual(
    column(rawBody, 'handle'),
    creators.map((c) => c.handle),
  );
  assert.ok(column(rawBody, 'handle').every((h) => h.startsWith('@')));
  // Still RFC 4180: quoting survives, and the formula-like title is the stored value itself.
  assert.ok(column(rawBody, 'title').includes('=HYPERLINK("http://evil.example","click")'));
  assert.ok(column(rawBody, 'title').includes('Smith, "The" Builder\nsecond line'));

  // The cache keys on the guard, both ways round.
  const rawAgain = await exportDone({ dataset: 'creators', format: 'csv', csvFormulaGuard: false });
  assert.equal(rawAgain.servedFromCache, true);
  assert.equal(rawAgain.csvFormulaGuard, false);
  assert.equal((await download(rawAgain)).body, rawBody);
  const guardedAgain = await exportDone({ dataset: 'creators', format: 'csv', csvFormulaGuard: true });
  assert.equal(guardedAgain.servedFromCache, true);
  assert.equal(guardedAgain.csvFormulaGuard, true);
  assert.equal((await download(guardedAgain)).body, guardedBody);

  // The JSON formats have no guard: the record says null, whatever was asked.
  const json = await exportDone({ dataset: 'creators', format: 'jsonl', csvFormulaGuard: false });
  assert.equal(json.csvFormulaGuard, null);

  // A bad value is a 400 naming the field, and creates nothing; the flag is part of an idempotent request.
  const before = await exportCount();
  expectInvalid(await start({ dataset: 'creators', csvFormulaGuard: 'nope' }), 'body.csvFormulaGuard');
  assert.equal(await exportCount(), before);
  const first = await start({ dataset: 'creators', csvFormulaGuard: false }, { 'idempotency-key': 'guard-30-15' });
  assert.equal(first.statusCode, 201, first.body);
  expectProblem(
    await start({ dataset: 'creators' }, { 'idempotency-key': 'guard-30-15' }),
    409,
    'idempotency_key_reused',
  );
});

describe('download', () => {
  let e: any;
  before(async () => {
    e = await exportDone({ dataset: 'sponsorships', format: 'csv', label: 'Q1 review: Acme/Zeta' });
  });

  test('headers: type, length, attachment name, ranges accepted', async () => {
    const res = await download(e);
    assert.equal(res.statusCode, 200);
    assert.match(
      String(res.headers['content-disposition']),
      /^attachment; filename="sponsorships-q1-review-acme-zeta-\d{4}-\d\d-\d\d\.csv"$/,
    );
    assert.equal(res.headers['accept-ranges'], 'bytes');
    assert.equal(Number(res.headers['content-length']), e.byteSize);
    assert.ok(res.headers.etag);
  });

  test('gzip when the client accepts it, never when it refuses it', async () => {
    const plain = (await download(e)).body;
    const gz = await t.app.inject({ url: e.downloadUrl, headers: { 'accept-encoding': 'br, gzip;q=0.8' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gz.rawPayload).toString('utf8'), plain);
    const refused = await t.app.inject({ url: e.downloadUrl, headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    assert.equal(refused.headers['content-encoding'], undefined);
    assert.equal(refused.body, plain);
  });

  test('byte ranges resume a download; an impossible range is a 416', async () => {
    const whole = (await download(e)).rawPayload;
    const part = await download(e, { range: 'bytes=10-29' });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 10-29/${whole.length}`);
    assert.deepEqual(part.rawPayload, whole.subarray(10, 30));
    const tail = await download(e, { range: 'bytes=-5', 'accept-encoding': 'gzip' });
    assert.equal(tail.statusCode, 206);
    assert.equal(tail.headers['content-encoding'], undefined, 'ranges are of the identity bytes');
    assert.deepEqual(tail.rawPayload, whole.subarray(whole.length - 5));
    const from = await download(e, { range: `bytes=${whole.length - 3}-` });
    assert.deepEqual(from.rawPayload, whole.subarray(whole.length - 3));
    const bad = await download(e, { range: `bytes=${whole.length + 10}-` });
    expectProblem(bad, 416, 'range_not_satisfiable');
    assert.equal(bad.headers['content-range'], `bytes */${whole.length}`);
    // If-Range with another validator: the whole file, not a piece of something else.
    const stale = await download(e, { range: 'bytes=0-9', 'if-range': '"something-else"' });
    assert.equal(stale.statusCode, 200);
    assert.equal(stale.rawPayload.length, whole.length);
  });

  test('the signed link needs no key; an altered or expired link does not work; the key works on /file', async () => {
    const noKey = await t.app.inject({ url: e.downloadUrl });
    assert.equal(noKey.statusCode, 200);
    const u = new URL(e.downloadUrl, 'http://x');
    const sig = u.searchParams.get('signature')!;
    const altered = `${u.pathname}?expires=${u.searchParams.get('expires')}&signature=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expectProblem(await t.app.inject({ url: altered }), 403, 'invalid_download_link');
    const later = `${u.pathname}?expires=${Number(u.searchParams.get('expires')) + 1}&signature=${sig}`;
    expectProblem(await t.app.inject({ url: later }), 403, 'invalid_download_link');
    const other = await exportDone({ dataset: 'brands', format: 'json' });
    const otherPath = new URL(other.downloadUrl, 'http://x').pathname;
    expectProblem(await t.app.inject({ url: `${otherPath}?${u.searchParams}` }), 403, 'invalid_download_link');
    const past = Math.floor(Date.now() / 1000) - 10;
    const { DownloadLinks } = await import('../../src/exports/links.js');
    const signer = new DownloadLinks(t.runtime.services.keys.downloadLinks, 60);
    const expired = signer.url(e.id, (past - 60) * 1000).url;
    expectProblem(await t.app.inject({ url: expired }), 403, 'download_link_expired');
    const withKey = await t.app.inject({ url: `/v1/exports/${e.id}/file`, headers: H });
    assert.equal(withKey.statusCode, 200);
    assert.equal(withKey.body, noKey.body);
    expectProblem(await t.app.inject({ url: `/v1/exports/${e.id}/file` }), 401, 'missing_api_key');
  });

  test('a file that is not finished cannot be downloaded', async () => {
    const res = await start({ dataset: 'videos', format: 'json', filters: { search: 'pending only' } });
    const id = res.json().id;
    // Read before the worker can have finished it, or (on a fast machine) after: either way never a half file.
    const early = await t.app.inject({ url: `/v1/exports/${id}/file`, headers: H });
    if (early.statusCode !== 200) expectProblem(early, 409, 'export_not_ready');
    else assert.deepEqual(JSON.parse(early.body), []);
  });
});

test('retention removes files; a file shared with a cached export stays until both have expired', async () => {
  const original = await exportDone({ dataset: 'brands', format: 'csv', label: 'keep' });
  const cached = (await start({ dataset: 'brands', format: 'csv' })).json();
  assert.equal(cached.servedFromCache, true);
  const key = (
    await sql<{ storage_key: string }>`select storage_key from exports where id = ${original.id}::uuid`.execute(t.db)
  ).rows[0].storage_key;
  const file = `${t.config.exportsDir}/${key}`;
  assert.ok(fs.existsSync(file));

  await sql`update exports set expires_at = now() - interval '1 second' where id = ${original.id}::uuid`.execute(t.db);
  await sweepExpiredExports(t.db, t.runtime.services.exportStores);
  assert.ok(fs.existsSync(file), 'still used by the cached export');
  const gone = (await t.app.inject({ url: `/v1/exports/${original.id}`, headers: H })).json();
  assert.equal(gone.status, 'expired');
  assert.equal(gone.downloadUrl, null);
  expectProblem(await t.app.inject({ url: `/v1/exports/${original.id}/file`, headers: H }), 410, 'export_expired');
  assert.equal((await download(cached)).statusCode, 200);

  await sql`update exports set expires_at = now() - interval '1 second' where id = ${cached.id}::uuid`.execute(t.db);
  await sweepExpiredExports(t.db, t.runtime.services.exportStores);
  assert.ok(!fs.existsSync(file), 'removed once no export in retention uses it');
  expectProblem(await download(cached), 410, 'export_expired');
  // An expired file is never offered from the cache again.
  assert.equal((await start({ dataset: 'brands', format: 'csv' })).json().servedFromCache, false);
});

test('Idempotency-Key: a retried create returns the same export; another body with the key is a 409', async () => {
  const body = { dataset: 'videos', format: 'jsonl', filters: { platform: 'youtube' } };
  const a = await start(body, { 'idempotency-key': 'exp-1' });
  const b = await start(body, { 'idempotency-key': 'exp-1' });
  assert.equal(a.statusCode, 201);
  assert.equal(b.json().id, a.json().id);
  assert.equal(b.headers['idempotent-replayed'], 'true');
  expectProblem(await start({ ...body, format: 'csv' }, { 'idempotency-key': 'exp-1' }), 409, 'idempotency_key_reused');
});

test('exports belong to their account; their operations are not listed as operations', async () => {
  const mine = await exportDone({ dataset: 'brands', format: 'json', filters: { search: 'zeta' } });
  assert.equal(mine.servedFromCache, false);
  const other = bearer(await t.key(undefined, { account: 'globex' }));
  expectProblem(await t.app.inject({ url: `/v1/exports/${mine.id}`, headers: other }), 404, 'not_found');
  expectProblem(await t.app.inject({ url: `/v1/exports/${mine.id}/file`, headers: other }), 404, 'not_found');
  assert.equal((await t.app.inject({ url: '/v1/exports', headers: other })).json().data.length, 0);
  const { rows } = await walkPages((o) => t.app.inject(o), '/v1/exports', H, { limit: 7 });
  assert.ok(rows.some((r) => r.id === mine.id));
  assert.ok(rows.every((r, i) => i === 0 || rows[i - 1].createdAt >= r.createdAt));
  const completed = await walkPages((o) => t.app.inject(o), '/v1/exports', H, {
    status: 'completed',
    dataset: 'brands',
  });
  assert.ok(
    completed.rows.length > 0 && completed.rows.every((r) => r.status === 'completed' && r.dataset === 'brands'),
  );

  const op = (
    await sql<{ operation_id: string }>`select operation_id from exports where id = ${mine.id}::uuid`.execute(t.db)
  ).rows[0].operation_id;
  expectProblem(await t.app.inject({ url: `/v1/operations/${op}`, headers: H }), 404, 'not_found');
  const ops = (await t.app.inject({ url: '/v1/operations?limit=200', headers: H })).json();
  assert.ok(!ops.data.some((o: any) => o.id === op));
});

test('scopes: exports:write to create, exports:read to read and download with the key', async () => {
  const readOnly = bearer(await t.key(['exports:read']));
  expectProblem(
    await t.app.inject({ method: 'POST', url: '/v1/exports', headers: readOnly, payload: { dataset: 'brands' } }),
    403,
    'insufficient_scope',
  );
  const writeOnly = bearer(await t.key(['exports:write']));
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/exports',
    headers: writeOnly,
    payload: { dataset: 'brands' },
  });
  assert.equal(created.statusCode, 201);
  expectProblem(
    await t.app.inject({ url: `/v1/exports/${created.json().id}`, headers: writeOnly }),
    403,
    'insufficient_scope',
  );
});
