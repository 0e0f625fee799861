// @store-independent (both paths open no configured store: scripts/eval.ts opens its own in-memory embedded database)
// Detection quality on the labeled sets (test/fixtures/eval*; each set's README says how it was written and records
// its first run). The development set was written alongside the detector; every later set was written blind, its
// labels committed before the detector's first run on it, and is held to the floors after the rounds that run led to.
//
// Two paths measure a set, with one scoring (scripts/eval.ts): the service path a user takes (a fresh embedded
// database, import, the sponsor-detection operation, GET /v1/videos/{id}) and the engine path (scripts/evalEngine.ts:
// the importer's parsers, the pipeline's input and the engine, no database). The service path runs on a few sets
// (SERVICE_PATH_SETS) and must give exactly the engine
// path's pairs, types and confidence bands there; every set is then held to its floors through the engine path, which
// takes a fraction of a second a set instead of ~25 s. `npm run eval` measures every set through the service.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  EVAL_SETS,
  evaluate,
  formatReport,
  formatSummary,
  type EvalReport,
  type EvalSetName,
} from '../../scripts/eval.js';
import { evaluateEngine } from '../../scripts/evalEngine.js';

const F1_FLOOR = 0.95;
/** Issue 32's type accuracy floor, which every set meets since its second round. */
const TYPE_ACCURACY_FLOOR = 0.95;

/**
 * Each set's floors: the issue's, for every set but a blind one before its round (it joins FLOORS after it). The fifth set (real descriptions' shapes, issue 22) reached them after
 * the rules for real descriptions; the sixth, written blind after it, scored F1 92.9% at its first run and meets
 * them since the rules read the description's structure; the seventh, written blind for issue 32, scored F1 89.3% at its
 * first run and meets them since the third round (their READMEs record the figures). The twelfth (first run F1 82.9%)
 * meets them since the thirteenth's round, the thirteenth (first run F1 89.3%), the fourteenth (first run F1 82.7%)
 * the fifteenth (first run F1 89.6%), the sixteenth (first run F1 86.7%), the seventeenth (first run F1 88.1%) and
 * the eighteenth (first run F1 93.8%), the nineteenth (first run F1 87.9%), the twentieth (first run F1 87.5%) the twenty-first (first run F1 92.4%), the twenty-second (first run F1 92.8%), the twenty-third (first run F1 90.1%), the twenty-fourth (first run F1 76.3%), the twenty-fifth (first run F1 88.2%), the twenty-sixth (first run F1 81.6%), the twenty-seventh (first run F1 85.5%), the twenty-eighth (first run F1 78.1%), the twenty-ninth (first run F1 76.1%), the thirtieth (first run F1 84.2%), the thirty-first (first run F1 77.5%), the thirty-second (first run F1 79.1%), the thirty-third (first run F1 83.1%), the thirty-fourth (first run F1 79.2%), the thirty-fifth (first run F1 85.0%), the thirty-sixth (first run F1 89.8%), the thirty-seventh (first run F1 87.5%), the thirty-eighth (first run F1 89.2%) and the thirty-ninth (first run F1 88.3%) since their own: a blind set is measured first, and its floors come after the rounds that measure leads to.
 */
const FLOORS: Partial<Record<EvalSetName, { f1: number; type: number }>> = {
  development: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  'held-out': { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fresh: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fourth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fifth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  sixth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  seventh: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  eighth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  ninth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  tenth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  eleventh: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  twelfth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  thirteenth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fourteenth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fifteenth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  sixteenth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  seventeenth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  eighteenth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  nineteenth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  twentieth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  twentyfirst: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  twentysecond: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  twentythird: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  twentyfourth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  twentyfifth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  twentysixth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  twentyseventh: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  twentyeighth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  twentyninth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  thirtieth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  thirtyfirst: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  thirtysecond: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  thirtythird: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  thirtyfourth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  thirtyfifth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  thirtysixth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  thirtyseventh: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  thirtyeighth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  thirtyninth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fortieth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fortyfirst: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fortysecond: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fortythird: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fortyfourth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fortyfifth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fortysixth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fortyseventh: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fortyeighth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fortyninth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fiftieth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fiftyfirst: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fiftysecond: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fiftythird: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fiftyfourth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
  fiftyfifth: { f1: F1_FLOOR, type: TYPE_ACCURACY_FLOOR },
};

/** The sets measured through the service too: the ninth (brands detection creates join the catalog between batches) and the newest in FLOORS (four groups, two languages besides English). */
const SERVICE_PATH_SETS: EvalSetName[] = ['ninth', 'fiftyfifth'];

function assertFloors(r: EvalReport, floor: { f1: number; type: number }) {
  const report = formatReport(r);
  assert.ok(r.f1 >= floor.f1, `F1 ${r.f1.toFixed(3)} is below ${floor.f1}\n${report}`);
  assert.ok(
    r.typeAccuracy >= floor.type,
    `type accuracy ${r.typeAccuracy.toFixed(3)} is below ${floor.type}\n${report}`,
  );
}

/** What a path detected, as its report shows it: every error names a pair, so equal errors mean equal detections. */
const detections = (r: EvalReport) => ({
  pairs: r.pairs,
  typed: r.typed,
  errors: r.errors,
  confidenceBands: r.confidenceBands,
});

for (const name of SERVICE_PATH_SETS) {
  test(
    `the ${name} set through the service (import → operation → API) gives exactly the engine path's detections`,
    { timeout: 300_000 },
    async (t) => {
      const r = await evaluate(EVAL_SETS[name], name);
      // The plumbing first: every video was imported, detected and read back.
      assert.equal(r.set.name, name);
      assert.equal(r.imported.videos, r.videos.total);
      assert.ok(
        r.operations.every((o) => o.status === 'succeeded'),
        JSON.stringify(r.operations),
      );
      assert.ok(
        r.errors.every((e) => e.kind !== 'video'),
        'every video is processed',
      );
      t.diagnostic(formatSummary([r]));
      assert.deepEqual(detections(evaluateEngine(EVAL_SETS[name], name)), detections(r));
      assertFloors(r, FLOORS[name]!);
    },
  );
}

for (const name of Object.keys(FLOORS) as EvalSetName[]) {
  const floor = FLOORS[name]!;
  test(`sponsor detection on the ${name} set: F1 ≥ ${floor.f1}, type accuracy ≥ ${floor.type}`, (t) => {
    const r = evaluateEngine(EVAL_SETS[name], name);
    assert.equal(r.videos.total, r.imported.videos);
    t.diagnostic(formatSummary([r]));
    assertFloors(r, floor);
  });
}
