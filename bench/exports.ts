// `npm run bench -- exports`: a CSV export of about 1,000,000 sponsorships on PostgreSQL (rows per second,
// peak RSS of the exporting process), next to PostgreSQL's own `COPY (the same query) TO STDOUT WITH CSV`
// read by a client in the same run, the ceiling for moving those rows out of the database.
import { spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { openStore } from '../src/db/database.js';
import { seedDemo } from '../src/demo/seed.js';
import { DATASET } from '../src/exports/datasets.js';
import { benchDatabase, machine, ROOT, writeSection } from './lib.js';

const TARGET_ROWS = 1_000_000;
// Demo scale 1700 yields a little over a million sponsorships.
const SCALE = 1700;

async function database(): Promise<string> {
  const url = await benchDatabase('exports');
  const store = await openStore({ databaseUrl: url, poolSize: 4 });
  const n = Number(
    (await sql<{ n: string }>`select count(*)::text as n from sponsorships`.execute(store.db)).rows[0].n,
  );
  if (n < TARGET_ROWS) {
    process.stdout.write(`seeding demo scale ${SCALE} (over a million sponsorships; once, several minutes)...\n`);
    await seedDemo(store, { scale: SCALE });
  }
  await sql`vacuum analyze`.execute(store.db).catch(() => {});
  await store.close();
  return url;
}

/** COPY of the export's own query: the same joins, columns (as CSV cells) and order, read and discarded. */
async function copyBaseline(url: string): Promise<{ ms: number; rows: number; bytes: number }> {
  const ds = DATASET.sponsorships;
  const store = await openStore({ databaseUrl: url, poolSize: 1 });
  const cols = ds.list.columns.map((c) => sql`${c.expr} as ${sql.ref(c.name)}`);
  const order = sql.join(ds.list.keys.map((k) => sql`${k.expr} desc`));
  const compiled = sql`select ${sql.join(cols)} ${ds.list.from} order by ${order}`.compile(store.db);
  await store.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  let bytes = 0;
  let rows = 0;
  await new Promise<void>((resolve, reject) => {
    const stream = client.query(copyTo(`copy (${compiled.sql}) to stdout with (format csv, header true)`));
    stream.on('data', (d: Buffer) => {
      bytes += d.length;
      for (let i = 0; i < d.length; i++) if (d[i] === 10) rows++;
    });
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const ms = performance.now() - t0;
  await client.end();
  return { ms, rows: rows - 1, bytes };
}

function ours(url: string): { ms: number; rows: number; bytes: number; maxRssMb: number; status: string } {
  const r = spawnSync(process.execPath, ['bench/export-child.mjs', url], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 1_800_000,
  });
  if (r.status !== 0) throw new Error(`export child failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!);
}

export async function main() {
  // The exporting process runs the compiled service, as production does.
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const url = await database();
  // Warm the cache once so both sides read from memory, then alternate, best of two each.
  await copyBaseline(url);
  const copies = [];
  const runs = [];
  for (let i = 0; i < 2; i++) {
    const c = await copyBaseline(url);
    copies.push(c);
    process.stdout.write(
      `COPY: ${c.rows} rows in ${c.ms.toFixed(0)} ms = ${((c.rows / c.ms) * 1000).toFixed(0)} rows/s\n`,
    );
    const o = ours(url);
    if (o.status !== 'succeeded') throw new Error(`export ${o.status}`);
    runs.push(o);
    process.stdout.write(
      `ours: ${o.rows} rows in ${o.ms.toFixed(0)} ms = ${((o.rows / o.ms) * 1000).toFixed(0)} rows/s, peak RSS ${o.maxRssMb.toFixed(0)} MB\n`,
    );
  }
  const c = copies.reduce((a, b) => (b.ms < a.ms ? b : a));
  const o = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
  const peak = Math.max(...runs.map((r) => r.maxRssMb));
  const copyRate = (c.rows / c.ms) * 1000;
  const ourRate = (o.rows / o.ms) * 1000;
  const ratio = ourRate / copyRate;
  const pass = ratio >= 0.5 && peak < 150;
  writeSection(
    'exports',
    `## exports: sponsorships → CSV file, next to COPY

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; PostgreSQL on the same machine, data in its cache; two alternating rounds, best of each.

| run | rows | MB | ms | rows per second |
|---|---:|---:|---:|---:|
| PostgreSQL \`COPY (same joins, columns and order) TO STDOUT WITH CSV\`, read by a client | ${c.rows} | ${(c.bytes / 1e6).toFixed(0)} | ${c.ms.toFixed(0)} | ${copyRate.toFixed(0)} |
| this service: export created → file complete on disk (snapshot transaction, count, COPY of rendered lines, fsync), compiled service | ${o.rows} | ${(o.bytes / 1e6).toFixed(0)} | ${o.ms.toFixed(0)} | ${ourRate.toFixed(0)} |

- rate: **${ratio.toFixed(2)}×** COPY (target ≥ 0.5×); peak RSS of the exporting process (the service's worker runtime running the export): **${peak.toFixed(0)} MB** (target < 150 MB)
- **${pass ? 'targets met' : 'targets NOT met'}**
`,
  );
}
