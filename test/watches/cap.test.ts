// [review 30.5] MAX_WATCHES_PER_ACCOUNT holds under concurrent creations: they are counted and inserted under the
// account row's lock (db/accountLock.ts), so many requests at once create exactly the cap and refuse the rest.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { expectProblem } from '../helpers/factories.js';

let t: TestApp;
let key: string;
let neighbour: string;

before(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', MAX_WATCHES_PER_ACCOUNT: '5' });
  key = await t.key(['watches:write', 'watches:read'], { account: 'racing-watcher' });
  neighbour = await t.key(['watches:write', 'watches:read'], { account: 'calm-watcher' });
});
after(() => t.close());

const create = (k: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/watches',
    headers: bearer(k),
    payload: { label: `race ${i}`, filters: {}, callback: { url: 'https://127.0.0.1:9/hook' } },
  });

const count = async (account: string) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from watches w join accounts a on a.id = w.account_id
      where a.name = ${account}`.execute(t.db)
  ).rows[0].n;

test('[review 30.5] 40 concurrent creations at a cap of 5 create 5 and refuse 35 with 409 limit_reached', async () => {
  const results = await Promise.all(Array.from({ length: 40 }, (_, i) => create(key, i)));
  assert.equal(results.filter((r) => r.statusCode === 201).length, 5, results.map((r) => r.body).join('\n'));
  for (const r of results.filter((x) => x.statusCode !== 201)) {
    const p = expectProblem(r, 409, 'limit_reached');
    assert.match(p.detail, /MAX_WATCHES_PER_ACCOUNT/);
  }
  assert.equal(await count('racing-watcher'), 5);
  // Another account has its own allowance.
  assert.equal((await create(neighbour, 0)).statusCode, 201);
  assert.equal(await count('calm-watcher'), 1);
});
