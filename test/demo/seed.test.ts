// The demo seed writes with row triggers off and recounts once: what it leaves must read as if every row had been
// written live, timestamps included.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { seedDemo } from '../../src/demo/seed.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
  await seedDemo(store, { scale: 1 });
});
after(() => store?.close());

test("[review 16.12] a demo creator's updatedAt is never older than its own lastSponsorshipAt or createdAt", async () => {
  const r = await sql<{ creators: number; sponsored: number; stale: number; before_creation: number }>`select
      count(*)::int as creators,
      count(*) filter (where last_sponsorship_at is not null)::int as sponsored,
      count(*) filter (where updated_at < last_sponsorship_at)::int as stale,
      count(*) filter (where updated_at < created_at)::int as before_creation
    from creators`.execute(store.db);
  const c = r.rows[0];
  assert.ok(c.creators > 0 && c.sponsored > 0, JSON.stringify(c));
  assert.equal(
    c.stale,
    0,
    `${c.stale} of ${c.sponsored} sponsored creators were updated before their last sponsorship`,
  );
  assert.equal(c.before_creation, 0);
  // Brands go in with their triggers on: the same holds for them.
  const b = await sql<{
    stale: number;
  }>`select count(*)::int as stale from brands where updated_at < last_sponsorship_at`.execute(store.db);
  assert.equal(b.rows[0].stale, 0);
});

test("demo sponsorships carry their evidence's confidence, rendered in their list items", async () => {
  const r = await sql<{ lo: number; hi: number; kinds: number; default_only: number; unrendered: number }>`select
      min(confidence) as lo, max(confidence) as hi, count(distinct confidence)::int as kinds,
      count(*) filter (where confidence = 0.5)::int as default_only,
      count(*) filter (where (summary::json->>'confidence')::real is distinct from confidence)::int as unrendered
    from sponsorships`.execute(store.db);
  const c = r.rows[0];
  assert.ok(Number(c.lo) >= 0.5 && Number(c.hi) <= 1, JSON.stringify(c));
  assert.ok(c.kinds > 1, `confidences vary with the evidence: ${JSON.stringify(c)}`);
  assert.equal(c.default_only, 0, 'no demo sponsorship is left at the default');
  assert.equal(c.unrendered, 0);
});
