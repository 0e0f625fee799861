// `npm run eval:dump -- [set…] > out.txt`: every video's whole detection through the engine path
// (scripts/evalEngine.ts), one line each: `<set> <videoId> <JSON of the detections>`, for every labeled set or the
// ones named. A rules change is checked by diffing the dump before and after it: every changed line must be one the
// change means (a pair found, better evidence); a lost pair or a new detection on any set is a regression. The eval's
// figures alone hide evidence and confidence changes, and a pair lost on one set beside a pair gained on another.
import { EVAL_SETS, loadEvalSet, type EvalSetName } from './eval.js';
import { detectThroughEngine } from './evalEngine.js';

const names = process.argv.slice(2) as EvalSetName[];
for (const name of names)
  if (!(name in EVAL_SETS)) throw new Error(`unknown set "${name}": ${Object.keys(EVAL_SETS).join(', ')}`);
for (const name of names.length ? names : (Object.keys(EVAL_SETS) as EvalSetName[])) {
  const dir = EVAL_SETS[name];
  const lines: string[] = [];
  detectThroughEngine(dir, loadEvalSet(dir).brands, (videoId, found) =>
    lines.push(`${name} ${videoId} ${JSON.stringify(found)}`),
  );
  process.stdout.write(lines.join('\n') + '\n');
}
