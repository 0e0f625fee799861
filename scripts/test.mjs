// `npm test`: the whole suite on the embedded database, then again on PostgreSQL when DATABASE_URL is set.
// For PostgreSQL it first builds a migrated template database that each test file clones.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const only = process.argv.slice(2);

function findTests(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...findTests(p));
    else if (e.name.endsWith('.test.ts')) out.push(path.relative(root, p));
  }
  return out.sort();
}

const files = only.length ? only : findTests(path.join(root, 'test'));

// With RELIABILITY_OUT, each test process adds its numbers under .parts/ and rewrites scan.json and fuzz.json as
// their sums (test/helpers/secretScan.ts): a run starts from none, so the files describe this run alone.
if (process.env.RELIABILITY_OUT) {
  for (const f of ['.parts', 'scan.json', 'fuzz.json']) fs.rmSync(path.join(process.env.RELIABILITY_OUT, f), { recursive: true, force: true });
}

// The browser tests drive the built console: build it when it is missing or older than its sources.
function newest(dir) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}
const builtIndex = path.join(root, 'dist/web/index.html');
if (!fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < newest(path.join(root, 'console'))) {
  process.stdout.write('building the console for the browser tests\n');
  const b = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--console'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
// Child processes of the tests (CLI commands, servers, workers) run the sources transpiled once here, into
// .test-dist/ beside src/ (so that relative paths such as dist/web resolve the same), instead of each one
// transpiling through tsx at start: the same esbuild transform, about 2 s of CPU less per process.
const testDist = path.join(root, '.test-dist');
fs.rmSync(testDist, { recursive: true, force: true });
const { buildSync } = await import('esbuild');
const sources = [];
(function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) sources.push(p);
  }
})(path.join(root, 'src'));
buildSync({ entryPoints: sources, outdir: testDist, outbase: path.join(root, 'src'), format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning' });
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(testDist, 'db/migrations'), { recursive: true });
process.env.TEST_SERVICE_ENTRY = path.join(testDist, 'main.js');

const concurrency = process.env.TEST_CONCURRENCY ?? '2';

function run(label, env, list) {
  process.stdout.write(`\n== tests on ${label} ==\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...list], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  return r.status ?? 1;
}

// Files that never open the configured store (pure functions, or their own in-memory embedded database, like
// the detection eval) say so on a line of their own, `// @store-independent`; the PostgreSQL pass leaves them out
// because running them again there would test the same thing twice.
const independent = new Set(files.filter((f) => /^\/\/ @store-independent\b/m.test(fs.readFileSync(path.join(root, f), 'utf8'))));

const { DATABASE_URL, ...withoutDb } = process.env;
// Embedded test stores start from one migrated dump instead of running initdb and every migration each.
const tpl = spawnSync(process.execPath, ['--import', 'tsx', 'test/helpers/prepareEmbeddedTemplate.ts'], { cwd: root, env: withoutDb, stdio: 'inherit' });
if (tpl.status !== 0) process.exit(tpl.status ?? 1);
let status = run('the embedded database (PGlite)', withoutDb, files);
if (DATABASE_URL) {
  const prep = spawnSync(process.execPath, ['--import', 'tsx', 'test/helpers/prepareTemplate.ts'], { cwd: root, env: process.env, stdio: 'inherit' });
  if (prep.status !== 0) process.exit(prep.status ?? 1);
  const onPg = files.filter((f) => !independent.has(f));
  if (independent.size) process.stdout.write(`\n(${independent.size} store-independent files ran once, above: ${[...independent].join(', ')})\n`);
  if (onPg.length) status = run('PostgreSQL', process.env, onPg) || status;
}
process.exit(status);
