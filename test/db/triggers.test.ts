// The database's triggers, kept few (issue 33; docs/decisions.md "Change is recorded once: the trigger families"):
// the count stays within 40 (test/db/comments.test.ts holds every trigger and function to a comment), and the change
// log's one row trigger a directory table moves the export cache's data version once per writing transaction and
// never for a statement that wrote no row. On both stores: PGlite runs PostgreSQL's code, and
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

const version = async () =>
  BigInt((await sql<{ v: string }>`select directory_version_now()::text as v`.execute(store.db)).rows[0].v);

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

test('the data version moves once per writing transaction, and not for a statement that wrote no row', async () => {
  const before = await version();
  await sql`update creators set title = 'x' where false`.execute(store.db);
  await sql`delete from videos where video_id = 'no such video'`.execute(store.db);
  assert.equal(await version(), before, 'statements that wrote no row leave it');
  await store.db.transaction().execute(async (trx) => {
    await sql`insert into creators (channel_id, platform, title) values ('UCtrig1', 'youtube', 'A'), ('UCtrig2', 'youtube', 'B')`.execute(
      trx,
    );
    await sql`insert into videos (video_id, channel_id, platform, title, published_at)
      values ('trigv1', 'UCtrig1', 'youtube', 'T', now())`.execute(trx);
  });
  assert.equal(await version(), before + 1n, 'one transaction, three rows of two tables: one move');
  await sql`update videos set view_count = 3 where video_id = 'trigv1'`.execute(store.db);
  assert.equal(await version(), before + 2n);
  // A savepoint rolled back takes its move with it; the next write of the transaction moves the version again.
  await store.db.transaction().execute(async (trx) => {
    await sql`savepoint s`.execute(trx);
    await sql`update videos set view_count = 4 where video_id = 'trigv1'`.execute(trx);
    await sql`rollback to savepoint s`.execute(trx);
    await sql`update videos set view_count = 5 where video_id = 'trigv1'`.execute(trx);
  });
  assert.equal(await version(), before + 3n);
});
