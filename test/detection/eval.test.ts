// @store-independent (scripts/eval.ts always opens its own in-memory embedded database)
// Detection quality on the labeled sets, measured end to end by scripts/eval.ts: import → sponsor-detection
// operation → GET /v1/videos/{id}. The development set (test/fixtures/eval) was written alongside the detector; the
// held-out set (test/fixtures/eval-heldout) was written without looking at it, so it shows whether the rules
// generalise. The fresh set (test/fixtures/eval-fresh) was written blind after both; its errors have since been
// used to improve the rules, so it is no longer blind either. All three are held to the same floors from issue 4.
// The fourth set (test/fixtures/eval-fourth), written without reading the detector after the third, was kept
// unseen while the rules were improved on the others' errors, so it is the measure of how they generalise; it is
// held to the floors too. The fifth set (test/fixtures/eval-fifth), written for issue 22 in the shapes of real
// descriptions with its labels committed before the detector's first run on it, is held to them while
// FIFTH_SET_HELD_TO_FLOORS is true; every set's figures are reported as a diagnostic of its test.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EVAL_SETS, evaluate, formatReport, formatSummary, type EvalSetName } from '../../scripts/eval.js';

const F1_FLOOR = 0.95;
const TYPE_ACCURACY_FLOOR = 0.9;

/**
 * Whether the fifth set is held to the floors. True: it is measured like the others and fails the test below the
 * floors. False: it is still measured, its plumbing checked and its full report printed, but its figures do not
 * fail the test (for a run where the rules are being brought up to it).
 */
const FIFTH_SET_HELD_TO_FLOORS = true;

/** The sets held to the floors. */
const FLOORED_SETS: EvalSetName[] = ['development', 'held-out', 'fresh', 'fourth', ...(FIFTH_SET_HELD_TO_FLOORS ? (['fifth'] as const) : [])];
/** The sets measured and reported without floors. */
const REPORTED_SETS: EvalSetName[] = FIFTH_SET_HELD_TO_FLOORS ? [] : ['fifth'];

for (const name of [...FLOORED_SETS, ...REPORTED_SETS]) {
  const floored = FLOORED_SETS.includes(name);
  const title = floored ? `F1 ≥ ${F1_FLOOR}, type accuracy ≥ ${TYPE_ACCURACY_FLOOR}` : 'reported, not held to the floors';
  test(`sponsor detection on the ${name} set: ${title}`, { timeout: 300_000 }, async (t) => {
    const r = await evaluate(EVAL_SETS[name], name);
    // The plumbing first: every video was imported, detected and read back.
    assert.equal(r.set.name, name);
    assert.equal(r.imported.videos, r.videos.total);
    assert.ok(r.operations.every((o) => o.status === 'succeeded'), JSON.stringify(r.operations));
    assert.ok(r.errors.every((e) => e.kind !== 'video'), 'every video is processed');
    const report = formatReport(r);
    t.diagnostic(floored ? formatSummary([r]) : report);
    if (!floored) return;
    assert.ok(r.f1 >= F1_FLOOR, `F1 ${r.f1.toFixed(3)} is below ${F1_FLOOR}\n${report}`);
    assert.ok(r.typeAccuracy >= TYPE_ACCURACY_FLOOR, `type accuracy ${r.typeAccuracy.toFixed(3)} is below ${TYPE_ACCURACY_FLOOR}\n${report}`);
  });
}
