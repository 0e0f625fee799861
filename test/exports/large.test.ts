// A large sponsorships export: every row exactly once, the row count in the record equal to the rows in the file, on
// both stores. PostgreSQL reads 100,000 rows through one cursor; the embedded store, which reads in keyset chunks
// (src/exports/run.ts), exports 20,000 rows in chunks of 1,750: twelve chunks, several of whose boundaries fall inside runs of equal sort
// keys, as with 100,000 rows in the default chunks of 10,000, at a fraction of the time PGlite took for those.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { storeKind } from '../helpers/store.js';

const embedded = storeKind() === 'embedded';
const N = embedded ? 20_000 : 100_000;
const BATCH_ROWS = embedded ? 1_750 : 10_000;
let t: TestApp;
let H: Record<string, string>;

before(async () => {
  t = await createTestApp({ EXPORT_BATCH_ROWS: String(BATCH_ROWS) }, { worker: true });
  H = bearer(await t.key());
  // Loaded the way the demo seed loads: row triggers off in one transaction, then the aggregates rebuilt.
  await t.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`insert into brands (name, domains) values ('Bulk Brand', '{bulk.example}')`.execute(trx);
    await sql`insert into creators (channel_id, platform, title, subscriber_count)
      select 'UCbulk' || i, 'youtube', 'Bulk creator ' || i, i from generate_series(1, 100) i`.execute(trx);
    await sql`insert into videos (video_id, channel_id, platform, format, title, description, published_at, processing_state)
      select 'bulkv' || i, 'UCbulk' || (i % 100 + 1), 'youtube', 'video', 'Bulk video, number "' || i || '"', '',
        timestamp '2025-01-01' + i * interval '1 minute', 'processed'
      from generate_series(1, ${N}) i`.execute(trx);
    // Many rows share a detection time, so chunk boundaries fall inside runs of equal sort keys.
    await sql`insert into sponsorships (video_id, channel_id, brand_id, type, detected_at, evidence)
      select 'bulkv' || i, 'UCbulk' || (i % 100 + 1), (select id from brands where name = 'Bulk Brand'), 'Integration',
        timestamp '2025-06-01' + (i % 997) * interval '1 second', '{"candidates": [], "chapters": []}'
      from generate_series(1, ${N}) i`.execute(trx);
    await sql`select refresh_directory_stats()`.execute(trx);
    await sql`select refresh_sponsorship_rendering()`.execute(trx);
    await sql`select directory_changed_everything()`.execute(trx);
  });
});
after(() => t?.close());

test(`a ${N.toLocaleString('en')}-row CSV export holds every row once`, async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/exports',
    headers: H,
    payload: { dataset: 'sponsorships', label: 'everything' },
  });
  assert.equal(res.statusCode, 201, res.body);
  const e = await waitFor(
    async () => {
      const r = (await t.app.inject({ url: `/v1/exports/${res.json().id}`, headers: H })).json();
      if (r.status === 'failed') throw new Error(JSON.stringify(r));
      return r.status === 'completed' ? r : null;
    },
    240_000,
    200,
  );
  assert.equal(e.rowCount, N);
  const file = await t.app.inject({ url: e.downloadUrl });
  assert.equal(file.rawPayload.length, e.byteSize);
  const records: string[][] = parse(file.body);
  assert.equal(records.length, N + 1, 'a header and one record per row');
  const idCol = records[0].indexOf('id');
  assert.equal(new Set(records.slice(1).map((r) => r[idCol])).size, N, 'no row twice');
  const detected = records.slice(1).map((r) => r[records[0].indexOf('detectedAt')]);
  assert.ok(
    detected.every((d, i) => i === 0 || detected[i - 1] >= d),
    'newest detection first, as the list',
  );
  // The data puts chunk boundaries inside runs of equal detection times, the case keyset chunks must get right.
  const boundaries = Array.from({ length: Math.ceil(N / BATCH_ROWS) - 1 }, (_, k) => (k + 1) * BATCH_ROWS);
  assert.ok(
    boundaries.some((b) => detected[b - 1] === detected[b]),
    'a chunk boundary falls inside a run of equal sort keys',
  );
});
