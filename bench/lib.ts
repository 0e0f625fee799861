// Shared benchmark plumbing: child servers, autocannon runs, and BENCHMARKS.md sections.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { openStore, type Store } from '../src/db/database.js';
import { seedDemo } from '../src/demo/seed.js';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/csds_bench';

export interface LoadResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function load(
  label: string,
  url: string,
  headers: Record<string, string> = {},
  seconds = 10,
  connections = 50,
): Promise<LoadResult> {
  const r = await autocannon({ url, headers, connections, duration: seconds, pipelining: 1 });
  const res = {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
  process.stdout.write(
    `${label.padEnd(48)} ${res.rps.toFixed(0).padStart(7)} req/s  p50 ${res.p50} ms  p99 ${res.p99} ms  non2xx ${res.non2xx}  errors ${res.errors}\n`,
  );
  return res;
}

/** Starts a TypeScript entry point in a child process and waits for it to listen on `port`. */
export async function startServer(
  entry: string,
  args: string[],
  env: Record<string, string>,
  port: number,
): Promise<ChildProcess> {
  // BENCH_PROFILE_DIR: each server writes a V8 CPU profile of its main thread there when it exits (open it in Chrome's
  // DevTools), to see where a benchmark's time goes.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (r.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${entry} did not start`);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export function machine(): string {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

/** Replaces (or appends) the section of BENCHMARKS.md between markers for `name`. */
export function writeSection(name: string, body: string) {
  const file = path.join(ROOT, 'BENCHMARKS.md');
  let text = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmarks\n\nEach section is written by `npm run bench -- <name>`; numbers are measured, never edited by hand.\n';
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = re.test(text) ? text.replace(re, section) : `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, text);
}

/** The server the benches that make their own databases connect to (BENCH_PG_URL, its `postgres` database). */
const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** An empty database `name` on BENCH_PG_URL's server (dropped first if it is there); its URL. */
export async function freshDatabase(name: string): Promise<string> {
  const c = new pg.Client({ connectionString: BENCH_PG_URL });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(BENCH_PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function dropDatabase(name: string) {
  const c = new pg.Client({ connectionString: BENCH_PG_URL });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}

/** The URL of the bench database `<BENCH_DATABASE_URL's name>_<suffix>`, created (empty) when missing and kept for later runs. */
export async function benchDatabase(suffix: string): Promise<string> {
  const u = new URL(BENCH_DATABASE_URL);
  const name = `${u.pathname.slice(1)}_${suffix}`;
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    const exists = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await c.query(`create database ${name}`);
  } finally {
    await c.end();
  }
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The large benchmark set on PostgreSQL (BENCH_DATABASE_URL, `seed --scale <scale>`): the database is created and
 * seeded when missing (a few minutes, once) and reused otherwise, then vacuumed (cheap once done: the visibility
 * map skips clean pages). Migrations are applied by openStore.
 */
export async function openBenchSet(scale: number): Promise<{ store: Store; videos: number; sponsorships: number }> {
  const u = new URL(BENCH_DATABASE_URL);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    const exists = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await c.query(`create database ${name}`);
  } finally {
    await c.end();
  }
  const store = await openStore({ databaseUrl: BENCH_DATABASE_URL, poolSize: 4 });
  const counts = async () =>
    (
      await sql<{ v: number; s: number }>`select (select count(*) from videos)::int as v,
        (select count(*) from sponsorships)::int as s`.execute(store.db)
    ).rows[0];
  let n = await counts();
  if (n.v < scale * 1000) {
    process.stdout.write(`seeding scale ${scale} (this takes a few minutes once)...\n`);
    await seedDemo(store, { scale });
    n = await counts();
  }
  await sql`vacuum analyze`.execute(store.db);
  process.stdout.write(`dataset: ${n.v} videos, ${n.s} sponsorships\n`);
  return { store, videos: n.v, sponsorships: n.s };
}

/**
 * A fresh copy of the large benchmark set as `<BENCH_DATABASE_URL's name>_<suffix>` (the one before it dropped), for a
 * benchmark that writes: the source itself is never written nor migrated by it. Copying needs no other session on the
 * source: sessions still open after a minute's wait are ended.
 */
export async function copyOfBenchDatabase(suffix: string): Promise<string> {
  const u = new URL(BENCH_DATABASE_URL);
  const source = u.pathname.slice(1);
  const name = `${source}_${suffix}`;
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    const src = await c.query('select 1 from pg_database where datname = $1', [source]);
    if (!src.rowCount) throw new Error(`run \`npm run bench -- read\` first: it seeds ${source}`);
    await c.query(`drop database if exists ${name} with (force)`);
    const others = `select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`;
    for (let waited = 0; waited < 60_000 && (await c.query(others, [source])).rows[0].n > 0; waited += 1000)
      await new Promise((r) => setTimeout(r, 1000));
    await c.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [source],
    );
    // file_copy: copies the files after a checkpoint instead of writing every page to the WAL (PostgreSQL 15's default).
    await c.query(`create database ${name} template ${source} strategy file_copy`);
  } finally {
    await c.end();
  }
  u.pathname = `/${name}`;
  return u.toString();
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); 0 when it cannot be read. */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime: fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The CPU seconds of the database's sessions: `databaseCpu(url)` notes each session's CPU now, and the function it
 * returns gives the CPU those sessions and any opened since have used meanwhile (a session that ended meanwhile is
 * not counted: its pool keeps it, in the runs that read this).
 */
export async function databaseCpu(url: string): Promise<() => Promise<number>> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sessions = async () => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    try {
      const r = await c.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return new Map(r.rows.map((x) => [x.pid, cpuSeconds(x.pid)]));
    } finally {
      await c.end();
    }
  };
  const before = await sessions();
  return async () => {
    let used = 0;
    for (const [pid, now] of await sessions()) used += now - (before.get(pid) ?? 0);
    return used;
  };
}
