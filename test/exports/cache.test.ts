// The export file cache against the change log (docs/decisions.md "the export cache reads the change log"): a file
// is reused while no directory write its snapshot did not see has committed, including a write running as the
// snapshot was taken, and a prune of the log never makes a stale file look current. An app of its own: the prune
// below deletes log rows the read cache of a shared app would still have to read.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { bearer, createTestApp, exportFinished, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator } from '../helpers/factories.js';
import { storeKind } from '../helpers/store.js';

let t: TestApp;
let H: Record<string, string>;

before(async () => {
  t = await createTestApp({}, { worker: true });
  H = bearer(await t.key());
});
after(() => t?.close());

async function start(body: unknown) {
  return t.app.inject({ method: 'POST', url: '/v1/exports', headers: H, payload: body as object });
}

const exportDone = (body: unknown) => exportFinished(t, H, body as object);

async function download(e: any) {
  return t.app.inject({ url: e.downloadUrl, headers: {} });
}

/** The snapshot a finished export's file was read in. */
const snapshotOf = async (id: string) =>
  (await sql<{ s: string }>`select data_snapshot::text as s from exports where id = ${id}::uuid`.execute(t.db)).rows[0]
    .s;

test('a prune of the change log never makes a stale file look current', async () => {
  const body = { dataset: 'brands', format: 'jsonl', label: 'pruned' };
  await insertBrand(t.db, { name: 'Before the prune' });
  const first = await exportDone(body);
  assert.equal(first.servedFromCache, false);
  // The log's rows the file saw (below its snapshot's xmin), pruned: the file is still current.
  await sql`update directory_changes set at = now() - interval '2 hours'
    where xid < pg_snapshot_xmin(${await snapshotOf(first.id)}::pg_snapshot)`.execute(t.db);
  await sql`select directory_changes_prune()`.execute(t.db);
  assert.equal((await start(body)).json().servedFromCache, true);
  // A write after the file, whose row in the log a prune then deletes: the log no longer shows the write, and the
  // prune's record of what it deleted makes the file stale all the same.
  await insertBrand(t.db, { name: 'Pruned Newcomer' });
  await sql`update directory_changes set at = now() - interval '2 hours'`.execute(t.db);
  await sql`select directory_changes_prune()`.execute(t.db);
  const left = await sql<{ n: number }>`select count(*)::int as n from directory_changes`.execute(t.db);
  assert.equal(left.rows[0].n, 0);
  const again = await exportDone(body);
  assert.equal(again.servedFromCache, false, 'a file older than a pruned write was reused');
  assert.ok((await download(again)).body.includes('Pruned Newcomer'));
});

// Only PostgreSQL runs a transaction beside another (the embedded store has one connection).
if (storeKind() === 'postgres') {
  test('a write running as an export takes its snapshot, committed after, makes the file stale', async () => {
    const body = { dataset: 'creators', format: 'jsonl', filters: { platform: 'youtube' }, label: 'concurrent' };
    const c = await insertCreator(t.db, { title: 'Before the write', platform: 'youtube' });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let written!: (xid: string) => void;
    const wrote = new Promise<string>((r) => (written = r));
    const writer = t.db.transaction().execute(async (trx) => {
      await sql`update creators set title = 'Written meanwhile' where channel_id = ${c.channelId}`.execute(trx);
      written((await sql<{ x: string }>`select pg_current_xact_id()::text as x`.execute(trx)).rows[0].x);
      await gate;
    });
    // Released however the test ends: an assertion failing before the release must not leave the writer open (the
    // file would then wait for it forever instead of failing).
    after(release);
    const xid = await wrote;
    // A later transaction commits first: the file's snapshot then lists the writer among the running (below its
    // xmax), the case a check of the later transactions alone would miss.
    await sql`select txid_current()`.execute(t.db);
    const first = await exportDone(body);
    assert.equal(first.servedFromCache, false);
    const running = await sql<{ listed: boolean }>`select ${xid}::xid8 = any(array(
      select pg_snapshot_xip(${await snapshotOf(first.id)}::pg_snapshot))) as listed`.execute(t.db);
    assert.equal(running.rows[0].listed, true);
    assert.ok((await download(first)).body.includes('Before the write'));
    // Current while the writer has not committed.
    assert.equal((await start(body)).json().servedFromCache, true);
    release();
    await writer;
    const second = await exportDone(body);
    assert.equal(second.servedFromCache, false, 'a file missing a write committed after its snapshot was reused');
    assert.ok((await download(second)).body.includes('Written meanwhile'));
  });

  test('a transaction open in another database of the cluster does not make every file stale after a prune', async () => {
    // xids are the cluster's: a snapshot lists another database's running transactions, and its xmin is the oldest of
    // them. They can never write this database's tables, so they must not count against a file (a prune's record
    // compared with the snapshot's xmin made every file stale while any transaction anywhere stayed open).
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    after(() => other.end());
    await other.query('begin');
    await other.query('select pg_current_xact_id()');
    const body = { dataset: 'brands', format: 'jsonl', label: 'other database' };
    await insertBrand(t.db, { name: 'While another database waits' });
    const first = await exportDone(body);
    assert.equal(first.servedFromCache, false);
    // Every log row, this write's included, pruned: all were seen by the file.
    await sql`update directory_changes set at = now() - interval '2 hours'`.execute(t.db);
    await sql`select directory_changes_prune()`.execute(t.db);
    assert.equal((await start(body)).json().servedFromCache, true, 'a file was made stale by another database');
    await other.query('rollback');
  });
}
