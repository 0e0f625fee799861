// Budgets shared through the database (rate_limit_take), drawn by several limiters as several processes would:
// together they never grant more than the budget, busy keys draw slices, and unused slices go back.
import assert from 'node:assert/strict';
import { after, afterEach, before, mock, test } from 'node:test';
import type { Store } from '../../src/db/database.js';
import { gcraDraw, MemoryBudgets, PostgresBudgets } from '../../src/limits/gcra.js';
import { RateLimiter } from '../../src/limits/rateLimiter.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());
afterEach(() => mock.timers.reset());

// One request a minute after the burst: nothing refills while a test runs.
const slow = (burst: number) => ({ burst, intervalMs: 60_000 });

test('the arithmetic: a full budget, a spent one, and requests given back', () => {
  const p = { burst: 3, intervalMs: 1000 };
  assert.deepEqual(gcraDraw(0, 10_000, 5, 0, p), { granted: 3, tat: 13_000 });
  assert.deepEqual(gcraDraw(13_000, 10_000, 1, 0, p), { granted: 0, tat: 13_000 });
  assert.deepEqual(gcraDraw(13_000, 11_000, 2, 0, p), { granted: 1, tat: 14_000 }, 'one interval later, one is back');
  assert.deepEqual(gcraDraw(13_000, 10_000, 1, 2, p), { granted: 1, tat: 12_000 }, 'two given back, one taken');
  // 7 a minute is not a whole number of milliseconds apart; a full budget still holds all of its burst.
  assert.equal(gcraDraw(0, 1e12, 100, 0, { burst: 7, intervalMs: 60_000 / 7 }).granted, 7);
});

test('two limiters on one database share one budget, request by request', async () => {
  const budgets = new PostgresBudgets(store.db);
  const a = new RateLimiter(budgets, slow(20), 1);
  const b = new RateLimiter(budgets, slow(20), 1);
  let allowed = 0;
  const remaining: number[] = [];
  for (let i = 0; i < 40; i++) {
    const v = await (i % 2 ? a : b).take('key:shared-exact');
    if (v.allowed) {
      allowed++;
      remaining.push(v.remaining);
    } else {
      assert.ok(v.retryAfterSeconds >= 1);
    }
  }
  assert.equal(allowed, 20);
  assert.deepEqual(
    remaining,
    Array.from({ length: 20 }, (_, i) => 19 - i),
    'each limiter sees what the other spent',
  );
});

test('limiters drawing slices under concurrent load never grant more than the budget, and a key used a request at a time gets all of it', async () => {
  const budgets = new PostgresBudgets(store.db);
  const limiters = [new RateLimiter(budgets, slow(100), 10), new RateLimiter(budgets, slow(100), 10)];
  const verdicts = await Promise.all(Array.from({ length: 300 }, (_, i) => limiters[i % 2].take('key:busy')));
  const allowed = verdicts.filter((v) => v.allowed).length;
  assert.ok(allowed <= 100, `granted ${allowed} of a budget of 100`);
  // What a process held and did not use is the most that can be missing.
  assert.ok(allowed >= 100 - 2 * 10, `granted only ${allowed}`);

  // Requests one at a time, alternating between processes: every request of the budget is granted, no more.
  const quiet = [new RateLimiter(budgets, slow(3), 10), new RateLimiter(budgets, slow(3), 10)];
  const seen = [];
  // The processes' clock moves 20 ms between requests (the database's is its own: nothing refills in a minute).
  mock.timers.enable({ apis: ['Date'], now: Date.now() });
  for (let i = 0; i < 5; i++) {
    seen.push((await quiet[i % 2].take('key:quiet')).allowed);
    mock.timers.tick(20);
  }
  assert.deepEqual(seen, [true, true, true, false, false]);
});

test('a slice left unused goes back to the shared budget with the next draw', async () => {
  const budgets = new PostgresBudgets(store.db);
  const a = new RateLimiter(budgets, slow(50), 10);
  const b = new RateLimiter(budgets, slow(50), 10);
  // Requests in quick succession make `a` draw slices of 10; it keeps what it did not use of the last one.
  for (let i = 0; i < 25; i++) assert.equal((await a.take('key:returned')).allowed, true);
  let allowedB = 0;
  while ((await b.take('key:returned')).allowed) allowedB++;
  const held = 50 - 25 - allowedB;
  assert.ok(held > 0 && held < 10, `a holds ${held} unused requests of its last slice`);
  // Once `a`'s slice is stale (its lease is a second on the process's clock), its next draw gives the unused
  // requests back before taking what it wants now.
  mock.timers.enable({ apis: ['Date'], now: Date.now() });
  mock.timers.tick(1_100);
  assert.equal((await a.take('key:returned')).allowed, true);
  // Nothing was lost: spending what is left, in a new process and in `a`, makes exactly the budget.
  const c = new RateLimiter(budgets, slow(50), 10);
  let allowedC = 0;
  while ((await c.take('key:returned')).allowed) allowedC++;
  let allowedA = 0;
  while ((await a.take('key:returned')).allowed) allowedA++;
  assert.equal(25 + allowedB + 1 + allowedC + allowedA, 50);
});

test('in memory (the embedded store) the same limiter is exact', async () => {
  const limiter = new RateLimiter(new MemoryBudgets(), slow(4), 1);
  const verdicts = await Promise.all(Array.from({ length: 10 }, () => limiter.take('key:memory')));
  assert.equal(verdicts.filter((v) => v.allowed).length, 4);
  assert.deepEqual(
    verdicts.filter((v) => v.allowed).map((v) => v.remaining),
    [3, 2, 1, 0],
  );
});

test('[review 16.4] a request costing several units takes them all or none, in memory and in the database', async () => {
  for (const [name, budgets, slice] of [
    ['memory', new MemoryBudgets(), 1],
    ['database', new PostgresBudgets(store.db), 10],
  ] as const) {
    const a = new RateLimiter(budgets, slow(10), slice);
    const b = new RateLimiter(budgets, slow(10), slice);
    const key = `key:cost-${name}`;
    assert.equal((await a.take(key, 4)).allowed, true, name);
    assert.equal((await b.take(key, 4)).allowed, true, name);
    // Two units are left (possibly held by b's slice): three at once are refused, and the refusal spends nothing.
    const refused = await a.take(key, 3);
    assert.equal(refused.allowed, false, name);
    // One more unit is needed, back in a minute; a process that sees another holding the two counts them spent (three).
    const most = name === 'memory' ? 60 : 180;
    assert.ok(
      refused.retryAfterSeconds > 55 && refused.retryAfterSeconds <= most,
      `${name}: Retry-After ${refused.retryAfterSeconds}`,
    );
    assert.equal((await b.take(key, 2)).allowed, true, `${name}: the two units are still there`);
    assert.equal((await b.take(key)).allowed, false, name);
    assert.equal((await a.take(key)).allowed, false, name);
    await assert.rejects(a.take(key, 11), RangeError);
    assert.deepEqual(
      gcraDraw(0, 1000, 5, 0, { burst: 4, intervalMs: 1000 }, 5),
      { granted: 0, tat: 1000 },
      'fewer than the minimum: none',
    );
  }
});
