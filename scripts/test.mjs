// `npm test`: the whole suite on the embedded database and, when DATABASE_URL is set, again on PostgreSQL (at the
// same time). For PostgreSQL it first builds a migrated template database that each test file clones.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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
  for (const f of ['.parts', 'scan.json', 'fuzz.json'])
    fs.rmSync(path.join(process.env.RELIABILITY_OUT, f), { recursive: true, force: true });
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
  const b = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--console'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
// The test files and the child processes they start (CLI commands, servers, workers) run as plain JavaScript from a
// mirror of the repository made once here, .test-dist/: every TypeScript file of a folder holding any (src/, test/,
// scripts/, bench/, console/) transpiled beside a link to its source, with esbuild (the transform tsx applies), and
// every other file and folder a link to the original, so the paths a file reads around it (fixtures, migrations,
// dist/web, the README) resolve as in the repository. Loading the service through tsx's hooks cost about 0.6 s of CPU
// more a test process than loading it compiled, and starting a child through tsx about 2 s (docs/decisions.md).
const testDist = path.join(root, '.test-dist');
fs.rmSync(testDist, { recursive: true, force: true });
const { buildSync } = await import('esbuild');
// Folders without TypeScript are linked whole (node_modules too: a test reads ROOT/node_modules/typescript).
const LINKED_WHOLE = new Set(['node_modules', '.git', '.ci', 'data', '.bench-tmp', 'dist', 'coverage']);
const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.d.ts');
// Whether a folder holds TypeScript at any depth, each folder read once (the mirror asks again at every level).
const holding = new Map();
const holdsSource = (dir) => {
  let holds = holding.get(dir);
  if (holds === undefined) {
    holds = fs
      .readdirSync(dir, { withFileTypes: true })
      .some((e) => (e.isDirectory() ? holdsSource(path.join(dir, e.name)) : isSource(e.name)));
    holding.set(dir, holds);
  }
  return holds;
};
const sources = [];
(function mirror(rel) {
  fs.mkdirSync(path.join(testDist, rel), { recursive: true });
  for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    // The mirror itself is not mirrored.
    if (rel === '' && e.name === '.test-dist') continue;
    const r = path.join(rel, e.name);
    if (e.isDirectory() && !LINKED_WHOLE.has(r) && holdsSource(path.join(root, r))) {
      mirror(r);
      continue;
    }
    if (!e.isDirectory() && isSource(e.name)) sources.push(path.join(root, r));
    fs.symlinkSync(path.join(root, r), path.join(testDist, r));
  }
})('');
buildSync({
  entryPoints: sources,
  outdir: testDist,
  outbase: root,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  logLevel: 'warning',
});
process.env.TEST_SERVICE_ENTRY = path.join(testDist, 'src/main.js');

// Both passes share one pool of child processes, one test file each: the PGlite pass and the PostgreSQL pass run
// at the same time, longest files first (test/durations.json, from an earlier run), so the run ends with short files
// instead of one long file alone. A file's output is printed whole when it ends; the closing lines sum every file of
// both passes in the test runner's own summary form, and the exit code is 1 when any file failed.
const { DATABASE_URL, ...withoutDb } = process.env;
// Three processes on two cores: the files wait on their children, databases and timers much of the time.
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY ?? 3));

// Files that never open the configured store (pure functions, or their own in-memory embedded database, like
// the detection eval) say so on a line of their own, `// @store-independent`; the PostgreSQL pass leaves them out
// because running them again there would test the same thing twice.
const independent = new Set(
  files.filter((f) => /^\/\/ @store-independent\b/m.test(fs.readFileSync(path.join(root, f), 'utf8'))),
);
// The browser tests (`// @browser`: the console driven in Chromium) run in the embedded pass only, the store of the
// quick start: a page reaches the store only through the HTTP API, whose every route the other files test on both
// stores, and a second Chromium pass cost about a minute of the run's 30 on two cores (docs/decisions.md).
const browser = new Set(files.filter((f) => /^\/\/ @browser\b/m.test(fs.readFileSync(path.join(root, f), 'utf8'))));

// Embedded test stores start from one migrated dump instead of running initdb and every migration each.
const tpl = spawnSync(process.execPath, ['--import', 'tsx', 'test/helpers/prepareEmbeddedTemplate.ts'], {
  cwd: root,
  env: withoutDb,
  stdio: 'inherit',
});
if (tpl.status !== 0) process.exit(tpl.status ?? 1);
if (DATABASE_URL) {
  const prep = spawnSync(process.execPath, ['--import', 'tsx', 'test/helpers/prepareTemplate.ts'], {
    cwd: root,
    env: process.env,
    stdio: 'inherit',
  });
  if (prep.status !== 0) process.exit(prep.status ?? 1);
}

const STORES = { pglite: 'PGlite', postgres: 'PostgreSQL' };
// TEST_EMBEDDED_NODE: another Node binary for the PGlite pass (CI runs it on the older supported line, the PostgreSQL
// pass on the newer: every file meets both lines once; docs/decisions.md "Runtime"). The files' own child processes
// run on the binary of their file.
const embeddedNode = process.env.TEST_EMBEDDED_NODE || process.execPath;
if (embeddedNode !== process.execPath) {
  const v = spawnSync(embeddedNode, ['--version'], { encoding: 'utf8' });
  if (v.status !== 0) {
    process.stderr.write(`TEST_EMBEDDED_NODE=${embeddedNode} does not run\n`);
    process.exit(1);
  }
  process.stdout.write(`PGlite pass on Node ${v.stdout.trim()}, PostgreSQL pass on Node ${process.version}\n`);
}
const jobs = files.map((file) => ({ file, store: 'pglite', env: withoutDb, node: embeddedNode }));
if (DATABASE_URL) {
  jobs.push(
    ...files
      .filter((f) => !independent.has(f) && !browser.has(f))
      .map((file) => ({ file, store: 'postgres', env: process.env, node: process.execPath })),
  );
  if (independent.size)
    process.stdout.write(
      `(${independent.size} store-independent files run on PGlite only: ${[...independent].join(', ')})\n`,
    );
  if (browser.size)
    process.stdout.write(`(${browser.size} browser files run on PGlite only: ${[...browser].join(', ')})\n`);
}
const durationsFile = path.join(root, 'test/durations.json');
const known = fs.existsSync(durationsFile) ? JSON.parse(fs.readFileSync(durationsFile, 'utf8')) : {};
const keyOf = (j) => `${j.store} ${j.file}`;
// A file with no recorded duration goes first: it may be long.
const expected = (j) => known[keyOf(j)] ?? Infinity;
jobs.sort((a, b) => expected(b) - expected(a) || a.file.localeCompare(b.file));

const KEYS = ['tests', 'suites', 'pass', 'fail', 'cancelled', 'skipped', 'todo'];
const totals = Object.fromEntries(KEYS.map((k) => [k, 0]));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-test-run-'));
const started = Date.now();
let failed = 0;
let seq = 0;

function runJob(job) {
  return new Promise((resolve) => {
    const tap = path.join(tmp, `${seq++}.tap`);
    const t0 = Date.now();
    // The spec report is for people; the TAP report's closing counts are what the totals add up.
    const child = spawn(
      job.node,
      [
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tap}`,
        path.join(testDist, job.file.replace(/\.ts$/, '.js')),
      ],
      { cwd: root, env: job.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code, signal) => {
      job.ms = Date.now() - t0;
      const counts = {};
      const report = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
      for (const m of report.matchAll(/^# (\w+) (\d+)$/gm)) if (KEYS.includes(m[1])) counts[m[1]] = Number(m[2]);
      collectFindings(report, job.store);
      // A file that ended without its closing counts counts as one failed test (a crash, a kill), unless it exited
      // cleanly having registered no test (chaos.test.ts on PGlite).
      if (counts.tests === undefined && !(code === 0 && !/^ok |^not ok /m.test(report)))
        counts.fail = (counts.fail ?? 0) + 1;
      for (const k of KEYS) totals[k] += counts[k] ?? 0;
      job.ok = code === 0 && !counts.fail && !counts.cancelled;
      if (!job.ok) failed++;
      const text = Buffer.concat(out)
        .toString('utf8')
        .replace(/^ℹ (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) [\d.]+\n/gm, '');
      const status = job.ok ? 'ok' : `FAILED (exit ${signal ?? code})`;
      process.stdout.write(
        `\n== ${job.file} on ${STORES[job.store]}: ${status}, ${counts.pass ?? 0} passed, ${counts.fail ?? 0} failed, ${(job.ms / 1000).toFixed(1)} s ==\n${text}`,
      );
      resolve();
    });
  });
}

// Regression tests of review findings carry a tag in their name, `[review 16.2]`: with RELIABILITY_OUT set, the run
// counts them per finding and store (passed / run) into review.json, which RELIABILITY.md renders.
const findings = new Map();
function collectFindings(report, store) {
  for (const m of report.matchAll(/^\s*(not ok|ok) \d+ - (.*?\[review (\d+\.\d+)\].*)$/gm)) {
    const key = `${m[3]}.${store}`;
    const f = findings.get(key) ?? { run: 0, passed: 0 };
    f.run++;
    if (m[1] === 'ok' && !/# SKIP|# TODO/.test(m[2])) f.passed++;
    findings.set(key, f);
  }
}

const queue = [...jobs];
await Promise.all(
  Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    while (queue.length) await runJob(queue.shift());
  }),
);
fs.rmSync(tmp, { recursive: true, force: true });

// Where the time went: every file on each store, longest first.
const byTime = [...jobs].sort((a, b) => b.ms - a.ms);
process.stdout.write(`\n== durations (${concurrency} files at a time) ==\n`);
for (const j of byTime)
  process.stdout.write(
    `${(j.ms / 1000).toFixed(1).padStart(7)} s  ${STORES[j.store].padEnd(10)} ${j.file}${j.ok ? '' : '  FAILED'}\n`,
  );
for (const s of Object.keys(STORES)) {
  const mine = jobs.filter((j) => j.store === s);
  if (mine.length)
    process.stdout.write(
      `${STORES[s]}: ${mine.length} files, ${(mine.reduce((n, j) => n + j.ms, 0) / 1000).toFixed(0)} s of file time\n`,
    );
}
// TEST_RECORD_DURATIONS=1 keeps this run's durations as the order of later runs (test/durations.json).
if (process.env.TEST_RECORD_DURATIONS === '1') {
  const next = { ...known };
  for (const j of jobs) next[keyOf(j)] = Math.round(j.ms);
  fs.writeFileSync(
    durationsFile,
    JSON.stringify(Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b))), null, 2) + '\n',
  );
}
if (process.env.RELIABILITY_OUT && findings.size) {
  const byNumber = (a, b) => a[0].localeCompare(b[0], 'en', { numeric: true });
  const out = { generatedAt: new Date().toISOString() };
  for (const [key, f] of [...findings].sort(byNumber))
    out[`findings.${key.replace(/\.(pglite|postgres)$/, '')} on ${STORES[key.split('.').pop()]}`] =
      `${f.passed} of ${f.run} passed`;
  fs.mkdirSync(process.env.RELIABILITY_OUT, { recursive: true });
  fs.writeFileSync(path.join(process.env.RELIABILITY_OUT, 'review.json'), JSON.stringify(out, null, 2) + '\n');
}
if (failed)
  process.stdout.write(
    `\nfailed files: ${jobs
      .filter((j) => !j.ok)
      .map((j) => `${j.file} on ${STORES[j.store]}`)
      .join(', ')}\n`,
  );
// The closing summary covers every file of both passes, as the test runner prints its own.
process.stdout.write('\n');
for (const k of KEYS) process.stdout.write(`ℹ ${k} ${totals[k]}\n`);
process.stdout.write(`ℹ duration_ms ${Date.now() - started}\n`);
process.exit(failed ? 1 : 0);
