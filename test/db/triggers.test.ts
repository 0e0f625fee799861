// The database's triggers, kept few (issue 33; docs/decisions.md "Change is recorded once: the trigger families"):
// the count stays within 52 (test/db/comments.test.ts holds every trigger and function to a comment), and the change
// log's statement triggers (one an event, migration 088) record the writes of each directory table that the export
// cache reads (directory_changed_since()), once a statement, and nothing for a statement that wrote no row. On both
// stores: PGlite runs PostgreSQL's code, and these tests show it keeps the rule the trigger families are shaped by
// (transition tables allow one event).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { tags } from '../../src/directory/tags.js';
import { createTestStore } from '../helpers/store.js';

const MAX_TRIGGERS = 52;

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());

const snapshot = async () =>
  (await sql<{ s: string }>`select pg_current_snapshot()::text as s`.execute(store.db)).rows[0].s;
const changedSince = async (s: string) =>
  (await sql<{ c: boolean }>`select directory_changed_since(${s}::pg_snapshot) as c`.execute(store.db)).rows[0].c;

test(`there are at most ${MAX_TRIGGERS} triggers, three change triggers and one truncate trigger a directory table`, async () => {
  const triggers = await sql<{ name: string }>`
    select c.relname || '.' || t.tgname as name
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal order by 1`.execute(store.db);
  assert.ok(triggers.rows.length > 0);
  assert.ok(
    triggers.rows.length <= MAX_TRIGGERS,
    `${triggers.rows.length} triggers: ${triggers.rows.map((r) => r.name).join(', ')}`,
  );
  // Every directory table records its changes through one statement trigger an event and one truncate trigger.
  for (const table of ['agencies', 'brand_domains', 'brands', 'creators', 'sponsorships', 'videos']) {
    const own = triggers.rows.map((r) => r.name).filter((n) => n.startsWith(`${table}.${table}_change`));
    assert.deepEqual(
      own,
      ['changed_delete', 'changed_insert', 'changed_update', 'changes_truncate'].map((t) => `${table}.${table}_${t}`),
    );
  }
});

test('a trigger over transition tables takes one event, on this store as on PostgreSQL', async () => {
  await assert.rejects(
    sql`create trigger two_events after insert or update on agencies referencing new table as new_rows
      for each statement execute function directory_changes_truncate()`.execute(store.db),
    /transition tables cannot be specified for triggers with more than one event/,
  );
});

test('a write commits a change an earlier snapshot did not see; a statement that wrote no row, none', async () => {
  const before = await snapshot();
  await sql`update creators set title = 'x' where false`.execute(store.db);
  await sql`delete from videos where video_id = 'no such video'`.execute(store.db);
  assert.equal(await changedSince(before), false, 'statements that wrote no row record nothing');
  await store.db.transaction().execute(async (trx) => {
    await sql`insert into creators (channel_id, platform, title) values ('UCtrig1', 'youtube', 'A'), ('UCtrig2', 'youtube', 'B')`.execute(
      trx,
    );
    await sql`insert into videos (video_id, channel_id, platform, title, published_at)
      values ('trigv1', 'UCtrig1', 'youtube', 'T', now())`.execute(trx);
  });
  assert.equal(await changedSince(before), true, 'one transaction, three rows of two tables');
  const written = await snapshot();
  assert.equal(await changedSince(written), false);
  // A savepoint rolled back takes its record with it; the next write of the transaction records again.
  await store.db.transaction().execute(async (trx) => {
    await sql`savepoint s`.execute(trx);
    await sql`update videos set view_count = 4 where video_id = 'trigv1'`.execute(trx);
    await sql`rollback to savepoint s`.execute(trx);
  });
  assert.equal(await changedSince(written), false, 'a write rolled back to its savepoint records nothing');
  await store.db.transaction().execute(async (trx) => {
    await sql`savepoint s`.execute(trx);
    await sql`update videos set view_count = 4 where video_id = 'trigv1'`.execute(trx);
    await sql`rollback to savepoint s`.execute(trx);
    await sql`update videos set view_count = 5 where video_id = 'trigv1'`.execute(trx);
  });
  assert.equal(await changedSince(written), true);
});

test("a statement's rows are recorded in one change row; an update that changes a key records both keys", async () => {
  const changeRows = async (s: string) =>
    (
      await sql<{ tags: string[] }>`select tags from directory_changes
        where xid >= pg_snapshot_xmax(${s}::pg_snapshot) order by xid`.execute(store.db)
    ).rows.map((r) => [...r.tags].sort());
  await sql`insert into creators (channel_id, platform, title) values ('UCstmt1', 'youtube', 'A')`.execute(store.db);
  const before = await snapshot();
  await sql`insert into videos (video_id, channel_id, platform, title, published_at)
    select 'stmtv' || i, 'UCstmt1', 'youtube', 'T', now() from generate_series(1, 3) i`.execute(store.db);
  const inserted = await changeRows(before);
  // The videos statement's row and the creator's counts (the aggregate trigger's update of one creator).
  const videosRow = inserted.find((t) => t.includes('v'));
  assert.deepEqual(
    videosRow,
    ['v', 'v.c:UCstmt1', 'v:stmtv1', 'v:stmtv2', 'v:stmtv3', 'vn:stmtv1', 'vn:stmtv2', 'vn:stmtv3'].sort(),
  );
  assert.equal(inserted.filter((t) => t.some((x) => x.startsWith('v:'))).length, 1, JSON.stringify(inserted));
  // No key of a directory table changes today (a video's is held by video_states' foreign key), but a sponsorship's
  // id can: the update is then read as a delete and an insert, and both rows' tags move.
  const brand = (
    await sql<{ id: string }>`insert into brands (name, domains) values ('Stmt', '{stmt.example}')
    returning id`.execute(store.db)
  ).rows[0].id;
  const old = (
    await sql<{ id: string }>`insert into sponsorships (video_id, channel_id, brand_id, type, brand_domain)
    values ('stmtv1', 'UCstmt1', ${brand}::uuid, 'Integration', 'stmt.example') returning id`.execute(store.db)
  ).rows[0].id;
  const renamed = await snapshot();
  const now = (
    await sql<{ id: string }>`update sponsorships set id = gen_random_uuid() where id = ${old}::uuid
    returning id`.execute(store.db)
  ).rows[0].id;
  const moved = (await changeRows(renamed)).flat();
  for (const tag of [tags.sponsorships.row.of(old), tags.sponsorships.row.of(now), tags.sponsorships.all.tag])
    assert.ok(moved.includes(tag), tag);
});
