// An export stopped while its rows stream (its operation canceled between two progress reports): the run ends at
// the next report, no file or part of one stays in the export directory, the record never gets a file, and the
// same account's next export runs to the end on the same pool. On PostgreSQL the report runs beside the COPY
// (exports/run.ts), so this is the path where a report's failure must still end the COPY and free its connection.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';

const N = 16_000;
const BATCH_ROWS = 2_000;
let t: TestApp;
let H: Record<string, string>;

before(async () => {
  // Each progress report waits 100 ms: eight of them make the export last long enough to be canceled mid-way.
  t = await createTestApp({ EXPORT_BATCH_ROWS: String(BATCH_ROWS), OPERATION_STEP_DELAY_MS: '100' }, { worker: true });
  H = bearer(await t.key());
  await t.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`insert into brands (name, domains) values ('Bulk Brand', '{bulk.example}')`.execute(trx);
    await sql`insert into creators (channel_id, platform, title) values ('UCbulk', 'youtube', 'Bulk creator')`.execute(
      trx,
    );
    await sql`insert into videos (video_id, channel_id, platform, format, title, description, published_at, processing_state)
      select 'bulkv' || i, 'UCbulk', 'youtube', 'video', 'Bulk video ' || i, '', timestamp '2025-01-01' + i * interval '1 minute', 'processed'
      from generate_series(1, ${N}) i`.execute(trx);
    await sql`insert into sponsorships (video_id, channel_id, brand_id, type, detected_at, evidence)
      select 'bulkv' || i, 'UCbulk', (select id from brands where name = 'Bulk Brand'), 'Integration',
        timestamp '2025-06-01' + i * interval '1 second', '{"candidates": [], "chapters": []}'
      from generate_series(1, ${N}) i`.execute(trx);
    await sql`select refresh_directory_stats()`.execute(trx);
    await sql`select refresh_sponsorship_rendering()`.execute(trx);
    await sql`select directory_changed_everything()`.execute(trx);
  });
});
after(() => t?.close());

const start = async (label: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/exports',
    headers: H,
    payload: { dataset: 'sponsorships', label },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<{ id: string }>().id;
};

const operationOf = async (exportId: string) =>
  (
    await sql<{
      id: string;
      status: string;
      progress: { current: number } | null;
    }>`select o.id, o.status, o.progress from operations o join exports e on e.operation_id = o.id where e.id = ${exportId}::uuid`.execute(
      t.db,
    )
  ).rows[0];

test('an export canceled while its rows stream stops, leaves no file, and the next export completes', async () => {
  const id = await start('stopped');
  // Two reports in: the rows are streaming and most of the file is still to come.
  const op = await waitFor(
    async () => {
      const o = await operationOf(id);
      return (o?.progress?.current ?? 0) >= 2 * BATCH_ROWS && o.status === 'running' ? o : null;
    },
    60_000,
    20,
  );
  await sql`update operations set cancel_requested_at = now() where id = ${op.id}::uuid`.execute(t.db);
  const ended = await waitFor(
    async () => {
      const o = await operationOf(id);
      return o.status !== 'running' && o.status !== 'queued' ? o : null;
    },
    60_000,
    50,
  );
  assert.equal(ended.status, 'canceled');
  assert.ok((ended.progress?.current ?? 0) < N, 'stopped before the last row');
  const rec = (await t.app.inject({ url: `/v1/exports/${id}`, headers: H })).json();
  assert.equal(rec.status, 'failed');
  assert.equal(rec.downloadUrl ?? null, null);
  const stored = await sql<{
    storage_key: string | null;
  }>`select storage_key from exports where id = ${id}::uuid`.execute(t.db);
  assert.equal(stored.rows[0].storage_key, null);
  assert.deepEqual(fs.readdirSync(t.config.exportsDir), [], 'no file and no part of one');

  const next = await start('whole');
  const done = await waitFor(
    async () => {
      const r = (await t.app.inject({ url: `/v1/exports/${next}`, headers: H })).json();
      if (r.status === 'failed') throw new Error(JSON.stringify(r));
      return r.status === 'completed' ? r : null;
    },
    120_000,
    100,
  );
  assert.equal(done.rowCount, N);
  assert.deepEqual(fs.readdirSync(t.config.exportsDir).length, 1);
});
