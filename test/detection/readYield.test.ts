// Detection gives way to directory reads (detection/readYield.ts): after a batch, it waits only while a read
// statement runs on an API process's read pool, for the batch's time scaled by its share, and a cancel ends the wait.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { ReadYield } from '../../src/detection/readYield.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());

/** Whether `p` settles within `ms`. */
const settlesWithin = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => true), sleep(ms).then(() => false)]);

test('with no read running, a batch is followed by no wait', async () => {
  await sql`select 1`.execute(store.db);
  const y = new ReadYield(store.db, 0.5);
  // A 10 s batch at half the time would wait the longest wait, 2 s, if reads ran.
  assert.equal(await settlesWithin(y.after(10_000), 1_500), true);
});

test('while a read runs, detection waits after its batch, and a cancel ends the wait', async () => {
  // On the embedded store reads and writes share one session: there is no read to give way to (runtime.ts makes no
  // ReadYield there), and a running read cannot be observed from another session.
  if (store.kind !== 'postgres') return;
  const read = sql`select pg_sleep(3)`.execute(store.reads);
  try {
    for (let i = 0; i < 100; i++) {
      const r = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where application_name = 'csds-read' and state = 'active' and query like '%pg_sleep(3)%'`.execute(store.db);
      if (r.rows[0].n > 0) break;
      await sleep(20);
    }
    const canceled = new AbortController();
    const waiting = new ReadYield(store.db, 0.5).after(1_500, canceled.signal);
    assert.equal(await settlesWithin(waiting, 500), false, 'it waits while the read runs');
    canceled.abort();
    assert.equal(await settlesWithin(waiting, 500), true, 'a cancel ends the wait');
    // A share of 1 never waits, reads or not.
    assert.equal(await settlesWithin(new ReadYield(store.db, 1).after(1_500), 500), true);
  } finally {
    await read;
  }
});
