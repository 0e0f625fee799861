// @store-independent (scripts/eval.ts always opens its own in-memory embedded database)
// Detection quality on the labeled sets, measured end to end by scripts/eval.ts: import → sponsor-detection
// operation → GET /v1/videos/{id}. The development set (test/fixtures/eval) was written alongside the detector; the
// held-out set (test/fixtures/eval-heldout) was written without looking at it, so it shows whether the rules
// generalise. The fresh set (test/fixtures/eval-fresh) was written blind after both; its errors have since been
// used to improve the rules, so it is no longer blind either. All three are held to the same floors from issue 4.
// The fourth set (test/fixtures/eval-fourth), written without reading the detector after the third, was kept
// unseen while the rules were improved on the others' errors, so it is the measure of how they generalise; it is
// held to the floors too. The fifth set (test/fixtures/eval-fifth), written for issue 22 in the shapes of real
// descriptions with its labels committed before the detector's first run on it, and the sixth set
// (test/fixtures/eval-sixth), written blind the same way after the fifth had been tuned on, are held to the same
// floors (FLOORS). The seventh set (test/fixtures/eval-seventh), written blind for issue 32 from mainstream uploads
// (three quarters without a sponsor), is held to them too since issue 32's third round. The eighth (trending uploads
// of seven countries in their languages) and ninth (sentence-split affiliate-heavy descriptions) sets, written blind
// for issue 32 (first runs F1 90.5% and 97.2%, recorded in their READMEs), and the tenth (one month of trending
// uploads in four countries, half of them affiliate-heavy; first run F1 91.8%) and the eleventh (a year of trending uploads
// in Italy, Brazil, Japan, Korea and India; first run F1 88.8%), the twelfth (Turkey, Indonesia, Poland, the Arab
// countries and Vietnam; first run F1 82.9%) and the thirteenth (English podcasts, streamers and mainstream channels,
// and six more countries; first run F1 89.3%) and the fourteenth (Ukraine, Czechia and Romania, English podcasts and
// workshop channels; first run F1 82.7%) and the fifteenth (2017–2018 mainstream uploads of the US, Canada and Great
// Britain, sentence-split affiliate-heavy descriptions of 2016–2017, India, Japan, Korea, Mexico, Russia, Germany and
// France; first run F1 89.6%), the sixteenth (the same three shapes and countries in other wording; first run F1
// 86.7%), the seventeenth (the same in wording neither uses; first run F1 88.1%) and the eighteenth (2021–2022
// mainstream uploads, 2018–2019 sentence-split affiliate descriptions, Brazil and Portugal, Italy, Spain, the
// Netherlands, Thailand, the Philippines, Nigeria and Kenya; first run F1 93.8%) and the nineteenth (2016–2017 mainstream
// uploads, 2019–2020 sentence-split affiliate descriptions on other networks, the Nordics, Greece, Hungary, Israel,
// Malaysia, Taiwan, Bangladesh, Pakistan, Chile and Quebec; first run F1 87.9%) and the twentieth (2017–2018 trending
// uploads of Germany, France, Russia, Mexico, Korea, Japan and India in their languages, English mainstream and
// sentence-split descriptions; first run F1 87.5%) and the twenty-first (the same three shapes in wording no earlier
// set lists; first run F1 92.4%), the twenty-second (written blind after the twenty-first's round; first run F1
// 92.8%), the twenty-third (first run F1 90.1%) and the twenty-fourth (English uploads of four countries, sentence-split
// descriptions and seven more languages; first run F1 76.3%) and the twenty-fifth (the hidden sets' three shapes with
// Germany, Mexico, Korea and India; first run F1 88.2%) are held to the same floors. Every set's figures are reported as a diagnostic of its test.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EVAL_SETS, evaluate, formatReport, formatSummary, type EvalSetName } from '../../scripts/eval.js';

const F1_FLOOR = 0.95;
/** Issue 32's type accuracy floor, which every set meets since its second round. */
const TYPE_ACCURACY_FLOOR = 0.95;

/**
 * Each set's floors: the issue's, for all twenty-five. The fifth set (real descriptions' shapes, issue 22) reached them after
 * the rules for real descriptions; the sixth, written blind after it, scored F1 92.9% at its first run and meets
 * them since the rules read the description's structure; the seventh, written blind for issue 32, scored F1 89.3% at its
 * first run and meets them since the third round (their READMEs record the figures). The twelfth (first run F1 82.9%)
 * meets them since the thirteenth's round, the thirteenth (first run F1 89.3%), the fourteenth (first run F1 82.7%)
 * the fifteenth (first run F1 89.6%), the sixteenth (first run F1 86.7%), the seventeenth (first run F1 88.1%) and
 * the eighteenth (first run F1 93.8%), the nineteenth (first run F1 87.9%), the twentieth (first run F1 87.5%) the twenty-first (first run F1 92.4%), the twenty-second (first run F1 92.8%), the twenty-third (first run F1 90.1%), the twenty-fourth (first run F1 76.3%) and the twenty-fifth (first run F1 88.2%) since their own: a blind set is measured first, and its floors come after the rounds that measure leads to.
 */
const FLOORS: Record<EvalSetName, { f1: number; type: number }> = {
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
};

for (const name of Object.keys(FLOORS) as (keyof typeof FLOORS)[]) {
  const floor = FLOORS[name];
  test(
    `sponsor detection on the ${name} set: F1 ≥ ${floor.f1}, type accuracy ≥ ${floor.type}`,
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
      const report = formatReport(r);
      t.diagnostic(formatSummary([r]));
      assert.ok(r.f1 >= floor.f1, `F1 ${r.f1.toFixed(3)} is below ${floor.f1}\n${report}`);
      assert.ok(
        r.typeAccuracy >= floor.type,
        `type accuracy ${r.typeAccuracy.toFixed(3)} is below ${floor.type}\n${report}`,
      );
    },
  );
}
