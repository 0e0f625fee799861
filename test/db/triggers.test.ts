// The database's triggers, kept few (issue 33; docs/decisions.md "Change is recorded once: the trigger families"):
// the count stays within 40 (test/db/comments.test.ts holds every trigger and function to a comment), and the change
// log's one row trigger a directory table records the writes the export cache reads (directory_changed_since()) and
// nothing for a statement that wrote no row. On both stores: PGlite runs PostgreSQL's code, and
// these tests show it keeps the rule the trigger families are shaped by (transition tables allow one event).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { createTestStore } from '../helpers/store.js';

const MAX_TRIGGERS = 40;

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());

const snapshot = async () =>
  (await sql<{ s: string }>`select pg_current_snapshot()::text as s`.execute(store.db)).rows[0].s;
const changedSince = async (s: string) =>
  (await sql<{ c: boolean }>`select directory_changed_since(${s}::pg_snapshot) as c`.execute(store.db)).rows[0].c;

test(`there are at most ${MAX_TRIGGERS} triggers, one row trigger and one truncate trigger a directory table`, async () => {
  const triggers = await sql<{ name: string }>`
    select c.relname || '.' || t.tgname as name
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal order by 1`.execute(store.db);
  assert.ok(triggers.rows.length > 0);
  assert.ok(
    triggers.rows.length <= MAX_TRIGGERS,
    `${triggers.rows.length} triggers: ${triggers.rows.map((r) => r.name).join(', ')}`,
  );
  // Every directory table records its changes through one row trigger and one truncate trigger.
  for (const table of ['agencies', 'brand_domains', 'brands', 'creators', 'sponsorships', 'videos']) {
    const own = triggers.rows.map((r) => r.name).filter((n) => n.startsWith(`${table}.${table}_change`));
    assert.deepEqual(own, [`${table}.${table}_changed`, `${table}.${table}_changes_truncate`]);
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
