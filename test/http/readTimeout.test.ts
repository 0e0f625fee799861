// READ_STATEMENT_TIMEOUT_MS (src/db/database.ts Store.reads, src/directory/reads.ts readTimed): on PostgreSQL a
// directory read that runs past it is cancelled by the database and answered 503 read_timeout with Retry-After, the
// connection goes back to the pool usable, and the service's other statements (writes, exports) are not timed. The
// embedded store has no statement timer (docs/decisions.md, "Searches the index can answer"). Long reads (searches,
// rankings) run on a lane of their own (Store.scans): a search held up does not hold up a detail.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { expectProblem, insertCreator } from '../helpers/factories.js';
import { storeKind } from '../helpers/store.js';

let t: TestApp;
let H: Record<string, string>;
const get = (url: string) => t.app.inject({ url, headers: H });
const TIMEOUT_MS = 300;

before(async () => {
  t = await createTestApp({ READ_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS), READ_CACHE_ENTRIES: '0' });
  H = bearer(await t.key(['data:read']));
  await insertCreator(t.db, { title: 'Slow read fitness' });
});
after(() => t.close());

test('[review 30.2] a read past READ_STATEMENT_TIMEOUT_MS is a 503 with Retry-After, and the pool stays usable', async () => {
  if (storeKind() === 'embedded') {
    // One in-process session, no timer: the setting cannot stop a statement, and reads share the store's session.
    assert.equal(t.store.reads, t.store.db);
    const r = await sql<{ ok: number }>`select 1 as ok from pg_sleep(${(TIMEOUT_MS * 2) / 1000})`.execute(
      t.store.reads,
    );
    assert.equal(r.rows[0].ok, 1);
    assert.equal((await get('/v1/creators?search=fitness')).statusCode, 200);
    return;
  }
  // A read that cannot finish in time: another session holds the table the pages read.
  const url = (t.store as { url?: string }).url!;
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query('lock table creators in access exclusive mode');
    // More requests than the reads' pool has connections (10): each is cancelled in turn, none waits forever.
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => get(`/v1/creators?search=${i % 2 ? 'fitness' : 'slow read'}`)),
    );
    for (const res of answers) {
      const body = expectProblem(res, 503, 'read_timeout');
      assert.match(body.detail, /took longer than the service allows/);
      assert.ok(Number(res.headers['retry-after']) >= 1, JSON.stringify(res.headers));
    }
    // Details and batches go through the same pool and the same answer.
    expectProblem(await get('/v1/creators/UCnone'), 503, 'read_timeout');
    // The untimed pool (writes, exports, operations) is not cut by the read timeout.
    const slow = await sql<{ ok: number }>`select 1 as ok from pg_sleep(${(TIMEOUT_MS * 2) / 1000})`.execute(t.db);
    assert.equal(slow.rows[0].ok, 1);
  } finally {
    await locker.query('rollback').catch(() => {});
    await locker.end();
  }
  // Every connection of the reads' pool went back usable: twice its size of reads at once are all answered.
  const again = await Promise.all(Array.from({ length: 20 }, () => get('/v1/creators?search=fitness')));
  for (const res of again) assert.equal(res.statusCode, 200, res.body);
  assert.equal(again[0].json().data.length, 1);
});

test('a search held up does not hold up the short reads: they run on lanes of their own', async () => {
  if (storeKind() === 'embedded') return; // one in-process session: there is no lane to hold
  // One connection a lane, so that a shared pool would make the detail wait for the search.
  const lanes = await createTestApp({
    PG_READ_POOL_SIZE: '1',
    PG_SCAN_POOL_SIZE: '1',
    READ_CACHE_ENTRIES: '0',
    READ_STATEMENT_TIMEOUT_MS: '5000',
  });
  try {
    const headers = bearer(await lanes.key(['data:read']));
    const creator = await insertCreator(lanes.db, { title: 'Lane test' });
    const url = (lanes.store as { url?: string }).url!;
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    let search: Promise<{ statusCode: number }>;
    try {
      await locker.query('begin');
      await locker.query('lock table sponsorships in access exclusive mode');
      // The search waits on the lock, holding the long lane's one connection.
      search = lanes.app.inject({ url: '/v1/sponsorships?search=fitness', headers });
      // Wait until it is waiting on the lock (the fact, not a clock).
      for (;;) {
        const r = await lanes.store.db.executeQuery<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where application_name in ('csds-scan', 'csds-read') and wait_event_type = 'Lock'`.compile(
            lanes.store.db,
          ),
        );
        if (r.rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // A detail is answered while the search still waits.
      const detail = await lanes.app.inject({ url: `/v1/creators/${creator.channelId}`, headers });
      assert.equal(detail.statusCode, 200, detail.body);
    } finally {
      await locker.query('rollback').catch(() => {});
      await locker.end();
    }
    // Released before its statement timeout: the search is answered, not cut.
    assert.equal((await search).statusCode, 200);
  } finally {
    await lanes.close();
  }
});
