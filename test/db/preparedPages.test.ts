// List pages without a search run as named prepared statements on PostgreSQL (database.ts runPrepared): parsed and planned
// once per connection, their limits written into the text, at most a bounded number per connection; a search page
// runs unnamed, planned for its term. Read through a store of one connection, whose prepared statements
// pg_prepared_statements lists. (The embedded store has no named statements: runPrepared runs them as any other
// statement there, and every other test reads its pages through it.)
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, test } from 'node:test';
import { sql } from 'kysely';
import { openStore, type Store } from '../../src/db/database.js';
import { fetchListPage } from '../../src/directory/page.js';
import { getSponsorship, sponsorshipList } from '../../src/directory/sponsorships.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { createTestStore, storeKind } from '../helpers/store.js';

if (storeKind() === 'postgres') {
  let store: Store & { url?: string };
  /** A store of one connection, new for each case: a connection remembers what it prepared. */
  let one: Store;
  let brandIds: string[];

  before(async () => {
    store = await createTestStore();
    const creator = await insertCreator(store.db, { title: 'Prepared Kitchen' });
    brandIds = [];
    for (let i = 0; i < 3; i++) {
      const brand = await insertBrand(store.db, { name: `Prepared Brand ${i}` });
      brandIds.push(brand.id);
      for (let j = 0; j < 4; j++) {
        const video = await insertVideo(store.db, creator.channelId, { title: `Recipe ${i}-${j}` });
        await insertSponsorship(store.db, { videoId: video.videoId, brandId: brand.id });
      }
    }
  });
  beforeEach(async () => {
    one = await openStore({ databaseUrl: store.url!, poolSize: 1, migrate: false });
  });
  afterEach(() => one.close());
  after(() => store.close());

  /** The statements the one connection has prepared: the service's own (csds_…), with their plan counts. */
  const prepared = async () =>
    (
      await sql<{ name: string; statement: string; generic_plans: number; custom_plans: number }>`
        select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements
        where name like 'csds\\_%' order by name`.execute(one.db)
    ).rows;

  const page = (f: Record<string, unknown>, limit = 5) => fetchListPage(one.db, sponsorshipList, f, limit, null);

  test('a page is prepared once per connection and its one plan reused', async () => {
    const first = await page({});
    for (let i = 0; i < 4; i++) assert.deepEqual(await page({}), first);
    const [p, ...others] = await prepared();
    assert.equal(others.length, 0, 'more than one statement for one page shape');
    assert.match(p.statement, /^with page as materialized/);
    assert.match(p.statement, /limit 6\b/, 'the limit is written into the text');
    // No values to plan for: the plan made at the first execution serves every later one.
    assert.equal(p.custom_plans, 0);
    assert.equal(p.generic_plans, 5);
    assert.equal(JSON.parse(first.json).length, 5);
    assert.equal(first.hasMore, true);
  });

  test('pages of the same shape share a statement whatever their values; another limit is another statement', async () => {
    const counts = [];
    for (const brandId of brandIds) counts.push(JSON.parse((await page({ brandId })).json).length);
    assert.deepEqual(counts, [4, 4, 4]);
    const list = await prepared();
    assert.equal(list.length, 1);
    assert.equal(list[0].generic_plans + list[0].custom_plans, 3);
    await page({ brandId: brandIds[0] }, 2);
    assert.equal((await prepared()).length, 2);
  });

  test('a search page is planned for its term, not prepared', async () => {
    const found = await page({ search: 'recipe 1-' });
    assert.equal(JSON.parse(found.json).length, 4);
    assert.deepEqual(await prepared(), []);
  });

  test('a connection keeps at most 100 statements; pages beyond them are read unnamed, the same', async () => {
    for (let limit = 1; limit <= 110; limit++) {
      const p = await page({}, limit);
      assert.equal(JSON.parse(p.json).length, Math.min(limit, 12), `limit ${limit}`);
      assert.equal(p.hasMore, limit < 12);
    }
    assert.equal((await prepared()).length, 100);
    // The first hundred stay prepared and in use.
    await page({}, 7);
    const seven = (await prepared()).find((p) => p.statement.includes('offset 6 limit 1'));
    assert.equal(seven?.generic_plans, 2);
  });

  test('a detail by id is prepared once per connection whatever the id; in a transaction it runs unnamed', async () => {
    const ids = (await sql<{ id: string }>`select id::text from sponsorships order by id limit 3`.execute(one.db)).rows;
    const details = [];
    for (const { id } of ids) details.push(JSON.parse((await getSponsorship(one.db, id))!) as { id: string });
    assert.deepEqual(
      details.map((d) => d.id),
      ids.map((x) => x.id),
    );
    const list = await prepared();
    assert.equal(list.length, 1, 'one statement for the three ids');
    assert.equal(list[0].generic_plans + list[0].custom_plans, 3);
    const inside = await one.db.transaction().execute((trx) => getSponsorship(trx, ids[0].id));
    assert.equal(JSON.parse(inside!).id, ids[0].id);
    assert.equal((await prepared())[0].generic_plans + (await prepared())[0].custom_plans, 3);
  });
}
