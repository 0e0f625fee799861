// Detection quality on the labeled evaluation set (test/fixtures/eval), measured end to end by scripts/eval.ts:
// import → sponsor-detection operation → GET /v1/videos/{id}. The figures are floors from issue 4.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { evaluate, formatReport } from '../../scripts/eval.js';

const F1_FLOOR = 0.95;
const TYPE_ACCURACY_FLOOR = 0.9;

test(`sponsor detection on the labeled set: F1 ≥ ${F1_FLOOR}, type accuracy ≥ ${TYPE_ACCURACY_FLOOR}`, { timeout: 300_000 }, async () => {
  const r = await evaluate();
  // The plumbing first: every video was imported, detected and read back.
  assert.equal(r.imported.videos, r.videos.total);
  assert.ok(r.operations.every((o) => o.status === 'succeeded'), JSON.stringify(r.operations));
  const report = formatReport(r);
  assert.ok(r.f1 >= F1_FLOOR, `F1 ${r.f1.toFixed(3)} is below ${F1_FLOOR}\n${report}`);
  assert.ok(r.typeAccuracy >= TYPE_ACCURACY_FLOOR, `type accuracy ${r.typeAccuracy.toFixed(3)} is below ${TYPE_ACCURACY_FLOOR}\n${report}`);
});
