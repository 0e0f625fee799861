// `npm run fairness`: the measurements that one tenant cannot hurt another (issue 30, items 1–5 and 8). Each module of
// scripts/fairness/ exports `name` and `measure()`, which builds its own scene (a scratch database, the service's
// processes or an in-process app, loopback receivers), measures, and returns flat named values. The values are merged
// into reliability/fairness.json under the module's name and RELIABILITY.md is rendered again.
//
//   npm run fairness                 every measurement
//   npm run fairness -- quota search only these (the others keep their last values)
//
// DATABASE_URL (else postgres://postgres@127.0.0.1:5432/postgres) names the PostgreSQL server the scenes use.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RESULTS_DIR, renderReliability } from './reliability-report.js';

type Value = number | string | boolean | null;
export interface Measurement {
  name: string;
  measure(): Promise<Record<string, Value>>;
}

const dir = path.join(import.meta.dirname, 'fairness');
const only = process.argv.slice(2);
const file = path.join(RESULTS_DIR, 'fairness.json');
const results: Record<string, Value> = fs.existsSync(file)
  ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Value>)
  : {};
let failed = false;
for (const f of fs
  .readdirSync(dir)
  .filter((n) => n.endsWith('.ts'))
  .sort()) {
  const m = (await import(pathToFileURL(path.join(dir, f)).href)) as Measurement;
  if (only.length && !only.includes(m.name)) continue;
  process.stdout.write(`== ${m.name}\n`);
  try {
    const values = await m.measure();
    for (const k of Object.keys(results)) if (k.startsWith(`${m.name}.`)) delete results[k];
    for (const [k, v] of Object.entries(values)) {
      results[`${m.name}.${k}`] = v;
      process.stdout.write(`  ${k}: ${String(v)}\n`);
    }
  } catch (err) {
    failed = true;
    process.stderr.write(`${m.name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
}
results.generatedAt = new Date().toISOString();
fs.mkdirSync(RESULTS_DIR, { recursive: true });
fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
renderReliability();
process.exit(failed ? 1 : 0);
