// Every table, function and trigger says in the database what it holds, does or records and who reads it (COMMENT ON,
// kept by schema.sql's dump: migrations 033, 061 and 071; the generated functions carry the generator's). Extension
// members (pg_trgm's) and a constraint's internal triggers are not the project's. The check is shown catching an
// uncommented table, function, trigger function and trigger in a scratch schema.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());

/** The tables, functions and triggers of `schema` without a comment, as `table x` / `function f` / `trigger x.t`. */
async function uncommented(schema: string): Promise<string[]> {
  const r = await sql<{ what: string }>`
    select 'table ' || c.relname as what from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'p') and obj_description(c.oid, 'pg_class') is null
        and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
    union all
    select 'function ' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = ${schema} and p.prokind = 'f' and obj_description(p.oid, 'pg_proc') is null
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    union all
    select 'trigger ' || c.relname || '.' || t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and not t.tgisinternal and obj_description(t.oid, 'pg_trigger') is null
    order by 1`.execute(store.db);
  return r.rows.map((row) => row.what);
}

test('every table, function and trigger has a comment', async () => {
  assert.deepEqual(await uncommented('public'), []);
});

test('a table, a function, a trigger function or a trigger added without a comment is reported', async () => {
  await sql.raw(`create schema uncommented_objects`).execute(store.db);
  try {
    await sql.raw(`create table uncommented_objects.bare (id int)`).execute(store.db);
    await sql.raw(`create table uncommented_objects.told (id int)`).execute(store.db);
    await sql.raw(`comment on table uncommented_objects.told is 'what it holds'`).execute(store.db);
    await sql
      .raw(`create function uncommented_objects.twice(x int) returns int language sql as $$ select 2 * x $$`)
      .execute(store.db);
    await sql
      .raw(
        `create function uncommented_objects.fired() returns trigger language plpgsql as $$ begin return null; end $$`,
      )
      .execute(store.db);
    await sql
      .raw(
        `create trigger on_bare after insert on uncommented_objects.bare execute function uncommented_objects.fired()`,
      )
      .execute(store.db);
    assert.deepEqual(await uncommented('uncommented_objects'), [
      'function fired',
      'function twice',
      'table bare',
      'trigger bare.on_bare',
    ]);
  } finally {
    await sql.raw(`drop schema uncommented_objects cascade`).execute(store.db);
  }
});
