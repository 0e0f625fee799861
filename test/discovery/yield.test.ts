// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// How search's early share follows the sources' measured yields (src/discovery/yield.ts): at the margin when both
// sources spent enough in the recent runs, over all runs otherwise, the whole share until then, never more.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchYieldRatio, type SourceYields } from '../../src/discovery/yield.js';

const y = (search: [number, number], featured: [number, number]) => ({
  search: { units: search[0], paid: search[1] },
  featured: { units: featured[0], paid: featured[1] },
});

test('the recent runs decide once both sources spent enough there', () => {
  // Over all runs featured sections found 10× search's a unit (run 1's cheap finds); lately search finds half as many.
  const yields: SourceYields = { recent: y([1000, 25], [1000, 50]), all: y([1200, 26], [1500, 300]) };
  assert.ok(Math.abs(searchYieldRatio(yields) - 0.5) < 1e-9);
});

test('over all runs while the recent runs are too few to tell', () => {
  const yields: SourceYields = { recent: y([100, 5], [1000, 50]), all: y([1000, 10], [1000, 50]) };
  assert.ok(Math.abs(searchYieldRatio(yields) - 0.2) < 1e-9);
});

test('the whole share until search and featured sections are both measured, and never more than it', () => {
  assert.equal(searchYieldRatio({ recent: y([0, 0], [0, 0]), all: y([200, 0], [1000, 50]) }), 1);
  assert.equal(searchYieldRatio({ recent: y([0, 0], [0, 0]), all: y([1000, 10], [1000, 0]) }), 1);
  assert.equal(searchYieldRatio({ recent: y([1000, 90], [1000, 30]), all: y([1000, 90], [1000, 30]) }), 1);
});
