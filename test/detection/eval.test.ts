// @store-independent (scripts/eval.ts always opens its own in-memory embedded database)
// Detection quality on the labeled sets, measured end to end by scripts/eval.ts: import → sponsor-detection
// operation → GET /v1/videos/{id}. The development set (test/fixtures/eval) was written alongside the detector; the
// held-out set (test/fixtures/eval-heldout) was written without looking at it, so it shows whether the rules
// generalise. The fresh set (test/fixtures/eval-fresh) was written blind after both; its errors have since been
// used to improve the rules, so it is no longer blind either. All three are held to the same floors from issue 4.
// The fourth set (test/fixtures/eval-fourth), written without reading the detector after the third, was kept
// unseen while the rules were improved on the others' errors, so it is the measure of how they generalise; it is
// held to the floors too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EVAL_SETS, evaluate, formatReport, type EvalSetName } from '../../scripts/eval.js';

const F1_FLOOR = 0.95;
const TYPE_ACCURACY_FLOOR = 0.9;

/** The sets held to the floors. */
const FLOORED_SETS: EvalSetName[] = ['development', 'held-out', 'fresh', 'fourth'];

for (const name of FLOORED_SETS) {
  test(`sponsor detection on the ${name} set: F1 ≥ ${F1_FLOOR}, type accuracy ≥ ${TYPE_ACCURACY_FLOOR}`, { timeout: 300_000 }, async () => {
    const r = await evaluate(EVAL_SETS[name], name);
    // The plumbing first: every video was imported, detected and read back.
    assert.equal(r.set.name, name);
    assert.equal(r.imported.videos, r.videos.total);
    assert.ok(r.operations.every((o) => o.status === 'succeeded'), JSON.stringify(r.operations));
    assert.ok(r.errors.every((e) => e.kind !== 'video'), 'every video is processed');
    const report = formatReport(r);
    assert.ok(r.f1 >= F1_FLOOR, `F1 ${r.f1.toFixed(3)} is below ${F1_FLOOR}\n${report}`);
    assert.ok(r.typeAccuracy >= TYPE_ACCURACY_FLOOR, `type accuracy ${r.typeAccuracy.toFixed(3)} is below ${TYPE_ACCURACY_FLOOR}\n${report}`);
  });
}
