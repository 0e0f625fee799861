// `npm run bench -- mix`: a mix of distinct list and detail requests drawn from the large set (sponsorships by
// brand, domain, channel, type and search; page-2 and deep cursors; creators and videos by filter and search;
// details), at 50 connections, idle and while sponsor-detection operations run in the same service, next to the
// naive baseline's first page measured in the same conditions; and the same mix with the read cache off (what the
// queries themselves cost). Writes its section of BENCHMARKS.md.
import type { EventEmitter } from 'node:events';
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { openStore } from '../src/db/database.js';
import { staleSimilarRankings } from '../src/directory/similar.js';
import { createApiKey, findOrCreateAccount } from '../src/keys/apiKeys.js';
import { CursorCodec } from '../src/pagination/cursor.js';
import { deriveSigningKeys } from '../src/serviceKeys.js';
import { parseEncryptionKey } from '../src/webhooks/secrets.js';
import {
  BENCH_DATABASE_URL,
  cpuSeconds,
  databaseCpu,
  load,
  machine,
  openBenchSet,
  startServer,
  stop,
  writeSection,
} from './lib.js';
import { buildMix, buildTail, DETECTION_VIDEOS, PAGE_TWO_OF, type MixRequest } from './mixRequests.js';

const SCALE = Number(process.env.BENCH_SCALE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ENCRYPTION_KEY = 'be'.repeat(32);
const DETECTION_ONLY = process.env.BENCH_MIX_ONLY === 'detection';
const FIRST_TOUCH_ONLY = process.env.BENCH_MIX_ONLY === 'first-touch';
/** Distinct requests of the first-touch tail (issue 35), each sent once to a freshly started service. */
const TAIL = Number(process.env.BENCH_MIX_TAIL ?? 20_000);
const PORTS = { svc: 18091, naive: 18092, uncached: 18094, fresh: 18095 };

/** A load run of one URL, with its CPU a request when it was measured. */
type NaiveRun = Awaited<ReturnType<typeof load>> & { cpu?: { service: number; database: number } };

interface ClassStats {
  cls: string;
  n: number;
  p50: number;
  p99: number;
  bad: number;
}
interface MixResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  classes: ClassStats[];
  /** Each connection's first response, kept out of `classes`: how many, and the slowest (ms). */
  firsts: { n: number; max: number };
  /** How the service's read cache answered during the run (from its /metrics), when it has one. */
  cache?: CacheCounts;
  /** CPU milliseconds a request: of the service's process, and of the database's sessions (first touch only). */
  cpu?: { service: number; database: number };
}
interface CacheCounts {
  hit: number;
  miss: number;
  joined: number;
  invalidated: number;
  looks: number;
  lookSeconds: number;
}

/** The read cache's totals from the service's /metrics. */
async function cacheCounts(port: number): Promise<CacheCounts> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const value = (re: RegExp) => Number(re.exec(text)?.[1] ?? 0);
  return {
    hit: value(/^csds_read_cache_requests_total\{result="hit"\} (\S+)$/m),
    miss: value(/^csds_read_cache_requests_total\{result="miss"\} (\S+)$/m),
    joined: value(/^csds_read_cache_requests_total\{result="joined"\} (\S+)$/m),
    invalidated: value(/^csds_read_cache_invalidated_total (\S+)$/m),
    looks: value(/^csds_read_cache_looks_total (\S+)$/m),
    lookSeconds: value(/^csds_read_cache_look_seconds_total (\S+)$/m),
  };
}

const cacheLine = (c: CacheCounts) => {
  const all = Math.max(1, c.hit + c.miss + c.joined);
  return `${((c.hit / all) * 100).toFixed(1)}% hits, ${((c.miss / all) * 100).toFixed(1)}% misses, ${((c.joined / all) * 100).toFixed(1)}% joined; ${c.invalidated.toLocaleString('en')} entries invalidated; ${c.looks.toLocaleString('en')} looks, ${((c.lookSeconds / Math.max(1, c.looks)) * 1000).toFixed(1)} ms each`;
};

const round = (ms: number) => Math.round(ms * 10) / 10;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A fixed-seed shuffle (mulberry32), so every run sends the requests in the same order. */
function shuffle<T>(xs: T[], seed = 19): T[] {
  const out = [...xs];
  let a = seed;
  const rnd = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The mix at 50 connections: every connection takes the next request of the shuffled list, round and round. */
async function runMix(
  label: string,
  port: number,
  mix: MixRequest[],
  headers: Record<string, string>,
  seconds: number,
  amount?: number,
) {
  let next = 0;
  const times = new Map<string, number[]>();
  const bad = new Map<string, number>();
  const cacheBefore = await cacheCounts(port);
  // Without a callback autocannon returns its tracker: an event emitter that is also a promise of the result.
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    ...(amount ? { amount } : {}),
    pipelining: 1,
    requests: [
      {
        method: 'GET',
        setupRequest: (req, context) => {
          const r = mix[next++ % mix.length];
          (context as { cls?: string }).cls = r.cls;
          return { ...req, path: r.path };
        },
      },
    ],
  }) as unknown as EventEmitter & Promise<autocannon.Result>;
  // Each connection's first response is kept out of the class figures: all 50 connections open and send at once
  // when the run starts, so those responses measure the connection's set-up and that burst, whichever class the
  // shuffle put first (with a dozen samples, a class's p99 is its slowest one). They are counted and reported
  // apart; the whole mix's figures (autocannon's) include them. Responses over 100 ms are listed with when they came.
  const started = performance.now();
  const answered = new WeakSet<object>();
  const firsts: number[] = [];
  const slow: string[] = [];
  instance.on('response', (client: object, status: number, _bytes: number, ms: number) => {
    const cls = (client as { requestIterator: { context: { cls: string } } }).requestIterator.context.cls;
    if (status < 200 || status > 299) bad.set(cls, (bad.get(cls) ?? 0) + 1);
    const first = !answered.has(client);
    answered.add(client);
    if (ms > 100)
      slow.push(
        `${cls} ${round(ms)} ms at ${round((performance.now() - started) / 1000)} s${first ? ', first on its connection' : ''}`,
      );
    if (first) {
      firsts.push(ms);
      return;
    }
    let t = times.get(cls);
    if (!t) times.set(cls, (t = []));
    t.push(ms);
  });
  const r = await instance;
  const cacheAfter = await cacheCounts(port);
  const cache = Object.fromEntries(
    Object.entries(cacheAfter).map(([k, v]) => [k, v - cacheBefore[k as keyof CacheCounts]]),
  ) as unknown as CacheCounts;
  const total = [...times.values()].reduce((a, t) => a + t.length, 0);
  const classes = [...times]
    .map(([cls, t]) => {
      const s = t.sort((a, b) => a - b);
      return { cls, n: s.length, p50: round(pct(s, 50)), p99: round(pct(s, 99)), bad: bad.get(cls) ?? 0 };
    })
    .sort((a, b) => (a.cls < b.cls ? -1 : 1));
  const res: MixResult = {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    classes,
    firsts: { n: firsts.length, max: firsts.length ? round(Math.max(...firsts)) : 0 },
    cache,
  };
  process.stdout.write(
    `${label.padEnd(48)} ${res.rps.toFixed(0).padStart(7)} req/s  p50 ${res.p50} ms  p99 ${res.p99} ms  non2xx+errors ${res.bad}  (${total} responses)\n`,
  );
  process.stdout.write(`    read cache: ${cacheLine(cache)}\n`);
  for (const c of classes) {
    process.stdout.write(
      `    ${c.cls.padEnd(40)} ${String(c.n).padStart(7)}  p50 ${c.p50} ms  p99 ${c.p99} ms${c.bad ? `  non2xx ${c.bad}` : ''}\n`,
    );
  }
  if (firsts.length)
    process.stdout.write(
      `    connections' first responses (not in the classes): ${firsts.length}, slowest ${round(Math.max(...firsts))} ms\n`,
    );
  // BENCH_MIX_SLOW_FILE: every response over 100 ms of every run, appended there (when they came shows whether they
  // cluster, as a stall would, or spread, as contention does).
  if (process.env.BENCH_MIX_SLOW_FILE)
    (await import('node:fs')).appendFileSync(process.env.BENCH_MIX_SLOW_FILE, `== ${label}\n${slow.join('\n')}\n`);
  if (slow.length) {
    process.stdout.write(`    responses over 100 ms: ${slow.length}\n`);
    for (const line of slow.slice(0, 12)) process.stdout.write(`      ${line}\n`);
  }
  return res;
}

/** Fetches every request once (8 at a time): all must answer 200; first pages that have more add their page 2. */
async function preflight(port: number, mix: MixRequest[], headers: Record<string, string>): Promise<MixRequest[]> {
  const pageTwo: MixRequest[] = [];
  const failures: string[] = [];
  let i = 0;
  const worker = async () => {
    while (i < mix.length) {
      const r = mix[i++];
      const res = await fetch(`http://127.0.0.1:${port}${r.path}`, { headers });
      if (res.status !== 200) {
        failures.push(`${res.status} ${r.path}`);
        await res.arrayBuffer();
        continue;
      }
      const body = (await res.json()) as { meta?: { nextCursor: string | null } };
      if (PAGE_TWO_OF.has(r.cls) && !r.path.includes('cursor=') && body.meta?.nextCursor) {
        const sep = r.path.includes('?') ? '&' : '?';
        pageTwo.push({
          cls: `${r.cls.split(' ')[0]} page 2`,
          path: `${r.path}${sep}cursor=${encodeURIComponent(body.meta.nextCursor)}`,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  if (failures.length) throw new Error(`requests of the mix that did not answer 200:\n${failures.join('\n')}`);
  return pageTwo;
}

/** Queues sponsor-detection operations (500 videos each) through the API; returns their ids. */
async function startDetection(port: number, headers: Record<string, string>, ids: string[]): Promise<string[]> {
  const ops: string[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const res = await fetch(`http://127.0.0.1:${port}/v1/operations`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'sponsor-detection', input: { videoYoutubeIds: ids.slice(i, i + 500) } }),
    });
    if (res.status !== 202 && res.status !== 201)
      throw new Error(`starting an operation: ${res.status} ${await res.text()}`);
    ops.push(((await res.json()) as { id: string }).id);
  }
  return ops;
}

async function detectedSoFar(c: pg.Client, accountId: string): Promise<number> {
  const r = await c.query(
    `select coalesce(sum((progress->>'current')::int), 0)::int as n from operations where account_id = $1`,
    [accountId],
  );
  return r.rows[0].n;
}

/** The sponsorships these videos hold: all written by detection since the run removed theirs (bench only). */
async function sponsorshipsWritten(c: pg.Client, videoIds: string[]): Promise<number> {
  const r = await c.query(`select count(*)::int as n from sponsorships where video_id = any($1)`, [videoIds]);
  return r.rows[0].n;
}

/** A load run's CPU milliseconds a request: of the server process `pid`, and of the database's sessions. */
async function withCpu<T extends { rps: number }>(
  pid: number | undefined,
  seconds: number,
  run: () => Promise<T>,
): Promise<T & { cpu: { service: number; database: number } }> {
  const service = cpuSeconds(pid);
  const database = await databaseCpu(BENCH_DATABASE_URL);
  const r = await run();
  const n = Math.max(1, r.rps * seconds);
  const cpu = {
    service: ((cpuSeconds(pid) - service) * 1000) / n,
    database: ((await database()) * 1000) / n,
  };
  process.stdout.write(
    `    CPU a request: the server ${cpu.service.toFixed(2)} ms, the database ${cpu.database.toFixed(2)} ms\n`,
  );
  return { ...r, cpu };
}

/**
 * Waits until the running worker has stored every brand's similar ranking (directory/similarRankings.ts), as on a
 * service that has been up a while with a quiet directory; says how long that took. Stored rankings are retired by
 * any directory write, so the first touch while detection writes computes them per request and does not wait.
 */
async function rankingsSettled(): Promise<void> {
  const started = Date.now();
  const store = await openStore({ databaseUrl: BENCH_DATABASE_URL, migrate: false, poolSize: 1 });
  try {
    while ((await staleSimilarRankings(store.db, 1)).length && Date.now() - started < 300_000)
      await new Promise((r) => setTimeout(r, 500));
  } finally {
    await store.close();
  }
  process.stdout.write(
    `similar-brand rankings stored by the worker (waited ${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );
}

/**
 * The first-touch tail on a service started for it (its read cache empty, its plans unprepared): each request once, 50
 * connections. A request that does not answer 200 stops the bench (the tail is drawn from the data: all must).
 */
async function firstTouch(
  label: string,
  tail: MixRequest[],
  headers: Record<string, string>,
  env: Record<string, string>,
): Promise<MixResult> {
  // BENCH_FIRST_TOUCH_POOL: the fresh service's reads' pool size (PG_READ_POOL_SIZE), to measure it alone.
  const pool = process.env.BENCH_FIRST_TOUCH_POOL ? { PG_READ_POOL_SIZE: process.env.BENCH_FIRST_TOUCH_POOL } : {};
  const fresh = await startServer('src/main.ts', ['serve'], { ...env, ...pool, RUN_WORKER: 'false' }, PORTS.fresh);
  try {
    const service = cpuSeconds(fresh.pid);
    // Every session of the set's database counts (the other services' are idle meanwhile, or detecting).
    const database = await databaseCpu(BENCH_DATABASE_URL);
    const r = await runMix(label, PORTS.fresh, tail, headers, 1800, tail.length);
    r.cpu = {
      service: ((cpuSeconds(fresh.pid) - service) * 1000) / tail.length,
      database: ((await database()) * 1000) / tail.length,
    };
    process.stdout.write(
      `    CPU a request: the service ${r.cpu.service.toFixed(2)} ms, the database ${r.cpu.database.toFixed(2)} ms\n`,
    );
    const bad = r.classes.filter((c) => c.bad > 0).map((c) => `${c.cls}: ${c.bad}`);
    if (bad.length) throw new Error(`first-touch requests that did not answer 200: ${bad.join(', ')}`);
    return r;
  } finally {
    await stop(fresh);
  }
}

export async function main() {
  const loadBefore = os.loadavg()[0];
  const { store, videos, sponsorships } = await openBenchSet(SCALE);
  const codec = new CursorCodec(deriveSigningKeys(parseEncryptionKey(ENCRYPTION_KEY)).cursors);
  const account = await findOrCreateAccount(store.db, 'bench-mix');
  const key = (
    await createApiKey(store.db, {
      accountId: account.id,
      name: 'bench-mix',
      scopes: ['data:read', 'operations:write', 'operations:read'],
    })
  ).key;
  // The videos detection will read are made new before anything is drawn or served: marked not processed, their
  // stored sponsorships removed, so every batch writes what detection of new videos writes (states, summaries, every
  // sponsorship it finds inserted, with the counts and renderings that follow), as on a live directory. A re-detection
  // that finds what is stored writes no sponsorship; one that rewrites only the evidence moves no list page (migration
  // 084), so neither would stand for new videos. Done here, not between the idle runs and the detection runs: the
  // removal of some 40,000 sponsorships would empty the warm cache just before the runs that measure what detection's
  // own writes change in it.
  const detectIds = (await DETECTION_VIDEOS.execute(store.db)).rows.map((r) => r.video_id);
  await sql`update videos set processing_state = 'not-processed' where video_id = any(${detectIds})`.execute(store.db);
  await sql`delete from sponsorships where video_id = any(${detectIds})`.execute(store.db);
  const built = await buildMix(store.db, codec);
  // Two tails drawn apart (idle, and while detection writes), so the second finds no row the first brought in.
  const tails = [shuffle(await buildTail(store.db, TAIL, 'tail')), shuffle(await buildTail(store.db, TAIL, 'tail2'))];
  // Operations left by an earlier run that stopped halfway would run during the idle phase.
  await sql`update operations set status = 'canceled', completed_at = now(), lease_owner = null
    where account_id = ${account.id}::uuid and completed_at is null`.execute(store.db);
  await store.close();

  // Rate limiting stays on at a budget the load never spends: every request still draws from the key's budget.
  const env = {
    DATABASE_URL: BENCH_DATABASE_URL,
    SEED_DEMO: 'false',
    SERVICE_ENCRYPTION_KEY: ENCRYPTION_KEY,
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
  const headers = { authorization: `Bearer ${key}` };
  const svc = await startServer('src/main.ts', ['serve'], { ...env, RUN_WORKER: 'true' }, PORTS.svc);
  const naive = await startServer('bench/naive-server.ts', [], env, PORTS.naive);
  const uncached = await startServer(
    'src/main.ts',
    ['serve'],
    { ...env, RUN_WORKER: 'false', READ_CACHE_ENTRIES: '0' },
    PORTS.uncached,
  );
  const c = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await c.connect();
  const results: Record<string, MixResult> = {};
  const naiveRuns: Record<string, NaiveRun> = {};
  let mix: MixRequest[] = [];
  let detection = { videos: 0, seconds: 0, sponsorships: 0 };
  try {
    // Both answer the same first page, so the comparison is fair.
    const ids = (b: { data: { id: string }[] }) => b.data.map((r) => r.id).join();
    const page = (port: number) =>
      fetch(`http://127.0.0.1:${port}/v1/sponsorships?limit=50`, { headers }).then((r) => r.json());
    if (ids(await page(PORTS.svc)) !== ids(await page(PORTS.naive))) {
      throw new Error('the service and the baseline disagree on the first page');
    }
    const naiveUrl = `http://127.0.0.1:${PORTS.naive}/v1/sponsorships?limit=50`;
    const uncachedUrl = `http://127.0.0.1:${PORTS.uncached}/v1/sponsorships?limit=50`;
    process.stdout.write(`first-touch tails: ${tails[0].length} and ${tails[1].length} distinct requests\n`);
    if (FIRST_TOUCH_ONLY) {
      await rankingsSettled();
      results.firstTouch = await firstTouch('service: first touch, idle', tails[0], headers, env);
      await load('naive baseline: first page, idle (warm-up)', naiveUrl, headers, 3);
      naiveRuns.idle = await withCpu(naive.pid, SECONDS, () =>
        load('naive baseline: first page, idle', naiveUrl, headers, SECONDS),
      );
      process.stdout.write(
        `first touch: ${(results.firstTouch.rps / naiveRuns.idle.rps).toFixed(2)}× naive, p99 ${results.firstTouch.p99} ms\n`,
      );
      return;
    }
    process.stdout.write(`checking ${built.length} requests...\n`);
    const pageTwo = await preflight(PORTS.uncached, built, headers);
    mix = shuffle([...built, ...pageTwo]);
    await preflight(PORTS.uncached, pageTwo, headers);
    process.stdout.write(`mix: ${mix.length} distinct requests\n`);

    // Idle.
    // Warm-up: two passes over the whole mix (every request twice), as a service that has been up a while has seen them:
    // the read cache keeps an answer from its key's second computation (directory/readCache.ts Admission).
    await runMix('warm-up (two passes)', PORTS.svc, mix, headers, 600, 2 * mix.length);
    if (!DETECTION_ONLY) {
      results.idle = await runMix('service: mix, idle', PORTS.svc, mix, headers, SECONDS);
      await load('naive baseline: first page, idle (warm-up)', naiveUrl, headers, 3);
      naiveRuns.idle = await withCpu(naive.pid, SECONDS, () =>
        load('naive baseline: first page, idle', naiveUrl, headers, SECONDS),
      );
      await load('service, read cache off: first page (warm-up)', uncachedUrl, headers, 3);
      naiveRuns.uncachedFirst = await load('service, read cache off: first page', uncachedUrl, headers, SECONDS);
      await runMix('warm-up', PORTS.uncached, mix, headers, 3);
      results.uncached = await runMix('service, read cache off: mix, idle', PORTS.uncached, mix, headers, SECONDS);
      await rankingsSettled();
      results.firstTouch = await firstTouch('service: first touch, idle', tails[0], headers, env);
    }

    // While sponsor-detection operations run in the same service, on the videos made new before the idle runs.
    const ops = await startDetection(PORTS.svc, headers, detectIds);
    const waitStart = Date.now();
    while (!(await c.query(`select 1 from operations where id = any($1) and status = 'running'`, [ops])).rowCount) {
      if (Date.now() - waitStart > 30_000) throw new Error('no detection operation started');
      await new Promise((r) => setTimeout(r, 100));
    }
    await runMix('warm-up, detection running', PORTS.svc, mix, headers, 3);
    const before = await detectedSoFar(c, account.id);
    const writtenBefore = await sponsorshipsWritten(c, detectIds);
    const t0 = Date.now();
    results.detect = await runMix('service: mix, detection running', PORTS.svc, mix, headers, SECONDS);
    naiveRuns.detect = await load('naive baseline: first page, detection running', naiveUrl, headers, SECONDS);
    results.firstTouchDetect = await firstTouch('service: first touch, detection running', tails[1], headers, env);
    detection = {
      videos: (await detectedSoFar(c, account.id)) - before,
      seconds: (Date.now() - t0) / 1000,
      sponsorships: (await sponsorshipsWritten(c, detectIds)) - writtenBefore,
    };
    const finished = (
      await c.query(`select count(*)::int as n from operations where id = any($1) and completed_at is not null`, [ops])
    ).rows[0].n;
    if (finished === ops.length) process.stdout.write('WARNING: detection finished before the runs did\n');
    for (const id of ops) {
      await fetch(`http://127.0.0.1:${PORTS.svc}/v1/operations/${id}/cancel`, { method: 'POST', headers });
    }
  } finally {
    await c.end();
    await Promise.all([stop(svc), stop(naive), stop(uncached)]);
  }
  // A partial run (BENCH_MIX_ONLY=detection, for measuring one change quickly) prints its figures and writes nothing.
  if (DETECTION_ONLY) {
    process.stdout.write(
      `detection only: ${(results.detect.rps / naiveRuns.detect.rps).toFixed(2)}× naive, p99 ${results.detect.p99} ms; ${detection.videos} videos and ${detection.sponsorships} sponsorships written in ${detection.seconds.toFixed(0)} s\n`,
    );
    return;
  }
  report(mix, results, naiveRuns, detection, { videos, sponsorships }, [loadBefore, os.loadavg()[0]]);
  reportFirstTouch(tails, results, naiveRuns, [loadBefore, os.loadavg()[0]]);
}

function reportFirstTouch(
  tails: MixRequest[][],
  results: Record<string, MixResult>,
  naiveRuns: Record<string, NaiveRun>,
  loadAverage: number[],
) {
  const { firstTouch: idle, firstTouchDetect: detect } = results;
  const distinct = new Map<string, number>();
  for (const r of tails[0]) distinct.set(r.cls, (distinct.get(r.cls) ?? 0) + 1);
  const cell = (m: MixResult, cls: string) => {
    const x = m.classes.find((c) => c.cls === cls);
    return x ? `${x.p50} | ${x.p99}` : '– | –';
  };
  const rows = [...distinct.keys()]
    .sort()
    .map(
      (cls) => `| ${cls.replace(/^tail: /, '')} | ${distinct.get(cls)} | ${cell(idle, cls)} | ${cell(detect, cls)} |`,
    )
    .join('\n');
  const ratioIdle = idle.rps / naiveRuns.idle.rps;
  const ratioDetect = detect.rps / naiveRuns.detect.rps;
  const worst = Math.max(...idle.classes.map((x) => x.p99));
  const checks: [string, boolean][] = [
    [`first touch idle ≥ 2× naive's first page (${ratioIdle.toFixed(2)}×)`, ratioIdle >= 2],
    [`first touch idle p99 ≤ 100 ms (${idle.p99} ms)`, idle.p99 <= 100],
    [`every class's first-touch p99 ≤ 150 ms (worst ${worst} ms)`, worst <= 150],
    [
      `first touch while detection writes ≥ 1.5× naive in the same conditions (${ratioDetect.toFixed(2)}×)`,
      ratioDetect >= 1.5,
    ],
    [`first touch while detection writes p99 ≤ 200 ms (${detect.p99} ms)`, detect.p99 <= 200],
  ];
  const n = (r: { rps: number; p50: number; p99: number }) => `${r.rps.toFixed(0)} | ${r.p50} | ${r.p99}`;
  writeSection(
    'mix-first-touch',
    `## mix, first touch: a long tail of distinct requests, each sent once to a freshly started service

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, in the run of \`npm run bench -- mix\` that measured the mix above; the machine's 1-minute load average ${loadAverage[0].toFixed(1)} when the run began, ${loadAverage[1].toFixed(1)} when it ended.
CPU a request (from /proc; what a shared machine does not distort): the service ${idle.cpu?.service.toFixed(2) ?? '–'} ms and the database's sessions ${idle.cpu?.database.toFixed(2) ?? '–'} ms idle, against the naive baseline's ${naiveRuns.idle.cpu?.service.toFixed(2) ?? '–'} ms and ${naiveRuns.idle.cpu?.database.toFixed(2) ?? '–'} ms for its first page.
Two tails of ${tails[0].length.toLocaleString('en')} and ${tails[1].length.toLocaleString('en')} distinct requests drawn from the data
(\`buildTail\` in bench/mixRequests.ts, md5 order with two salts, so the second shares no request with the first): sponsorships
by brand in the three orders, by channel (newest detected or published first), videos by channel, creator, brand,
video and sponsorship details, channel lookups and similar brands. Each tail is sent once, in a fixed shuffled order,
at ${CONNECTIONS} connections, to a service process started for it (read cache empty), idle and while the first service's
worker runs sponsor detection; the naive baseline's first page as in the mix above. The idle tail starts once the
first service's worker has stored every brand's similar ranking (as on a service up a while with a quiet directory);
while detection writes, stored rankings are retired by every write and similar brands are computed per request.

| run | req/s | p50 ms | p99 ms |
|---|---:|---:|---:|
| service: first touch, idle | ${n(idle)} |
| service: first touch, detection running | ${n(detect)} |
| naive baseline: first page, idle | ${n(naiveRuns.idle)} |
| naive baseline: first page, detection running | ${n(naiveRuns.detect)} |

| class | distinct | idle p50 ms | p99 ms | detection p50 ms | p99 ms |
|---|---:|---:|---:|---:|---:|
${rows}

${checks.map(([s, ok]) => `- ${ok ? 'met' : '**NOT met**'}: ${s}`).join('\n')}
- **${checks.every(([, ok]) => ok) ? 'targets met' : 'targets NOT met'}**
`,
  );
  process.stdout.write(`\n${checks.map(([s, ok]) => `${ok ? 'met    ' : 'NOT met'} ${s}`).join('\n')}\n`);
}

function report(
  mix: MixRequest[],
  results: Record<string, MixResult>,
  naiveRuns: Record<string, NaiveRun>,
  detection: { videos: number; seconds: number; sponsorships: number },
  set: { videos: number; sponsorships: number },
  loadAverage: number[],
) {
  const { idle, detect, uncached } = results;
  const distinct = new Map<string, number>();
  for (const r of mix) distinct.set(r.cls, (distinct.get(r.cls) ?? 0) + 1);
  const share = (c: ClassStats, m: MixResult) => {
    const total = m.classes.reduce((a, x) => a + x.n, 0);
    return ((c.n / total) * m.rps).toFixed(0);
  };
  const find = (m: MixResult, cls: string) => m.classes.find((x) => x.cls === cls);
  const cell = (m: MixResult, cls: string) => {
    const x = find(m, cls);
    return x ? `${x.p50} | ${x.p99} | ${share(x, m)}` : '– | – | –';
  };
  const classes = [...distinct.keys()].sort();
  const rows = classes
    .map(
      (cls) => `| ${cls} | ${distinct.get(cls)} | ${cell(idle, cls)} | ${cell(detect, cls)} | ${cell(uncached, cls)} |`,
    )
    .join('\n');
  const ratioIdle = idle.rps / naiveRuns.idle.rps;
  const ratioDetect = detect.rps / naiveRuns.detect.rps;
  const ratioUncached = naiveRuns.uncachedFirst.rps / naiveRuns.idle.rps;
  const worstIdle = Math.max(...idle.classes.map((x) => x.p99));
  const commonSearch = find(idle, 'sponsorships ?search (common word)');
  const checks: [string, boolean][] = [
    [`mix idle ≥ 3× naive (${ratioIdle.toFixed(2)}×)`, ratioIdle >= 3],
    [`mix idle p99 ≤ 100 ms (${idle.p99} ms)`, idle.p99 <= 100],
    [`mix during detection ≥ 2× naive in the same conditions (${ratioDetect.toFixed(2)}×)`, ratioDetect >= 2],
    [`mix during detection p99 ≤ 250 ms (${detect.p99} ms)`, detect.p99 <= 250],
    [`every class idle p99 ≤ 100 ms (worst ${worstIdle} ms)`, worstIdle <= 100],
    [
      `common-word sponsorship search idle p50 ≤ 20 ms (${commonSearch?.p50 ?? '–'} ms)`,
      (commonSearch?.p50 ?? 1e9) <= 20,
    ],
    [`read cache off: first page ≥ 2× naive (${ratioUncached.toFixed(2)}×)`, ratioUncached >= 2],
  ];
  const pass = checks.every(([, ok]) => ok);
  const n = (r: { rps: number; p50: number; p99: number }) => `${r.rps.toFixed(0)} | ${r.p50} | ${r.p99}`;
  writeSection(
    'mix',
    `## mix: distinct list and detail requests, idle and while detection runs

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; PostgreSQL on the same machine; autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run after a warm-up (the service: two passes over the whole mix; otherwise 3 s), all in one run.
The machine's 1-minute load average: ${loadAverage[0].toFixed(1)} when the run began, ${loadAverage[1].toFixed(1)} when it ended (above the core count, other work shared the machine and every figure is lower than on a quiet one; ratios within the run still compare like with like).
Dataset: ${set.videos.toLocaleString('en')} videos, ${set.sponsorships.toLocaleString('en')} sponsorships (\`seed --scale ${SCALE}\`).
The mix: ${mix.length.toLocaleString('en')} distinct requests drawn from the data, sent in a fixed shuffled order, every
connection taking the next one; the service's read cache holds 20,000 responses or 128 MiB (the \`READ_CACHE_ENTRIES\` and \`READ_CACHE_MB\` defaults), so the
mix fits in it: a working set larger than the cache is served by queries, as in the "read cache off" rows. "Detection running": sponsor-detection operations (500 videos each) run by the
service's own worker during the run (on videos made new before the idle runs: marked not processed, their sponsorships removed, so each batch writes what it finds), ${detection.videos.toLocaleString('en')} videos detected in ${detection.seconds.toFixed(0)} s (${(detection.videos / Math.max(1, detection.seconds)).toFixed(0)} videos/s), ${detection.sponsorships.toLocaleString('en')} sponsorships written (${(detection.sponsorships / Math.max(1, detection.seconds)).toFixed(0)} a second).

| run | req/s | p50 ms | p99 ms |
|---|---:|---:|---:|
| service: mix, idle | ${n(idle)} |
| service: mix, detection running | ${n(detect)} |
| service, read cache off: mix, idle | ${n(uncached)} |
| naive baseline: first page, idle | ${n(naiveRuns.idle)} |
| naive baseline: first page, detection running | ${n(naiveRuns.detect)} |
| service, read cache off: first page, idle | ${n(naiveRuns.uncachedFirst)} |

How the service's read cache answered (its \`csds_read_cache_*\` metrics over each run): idle, ${idle.cache ? cacheLine(idle.cache) : '–'};
detection running, ${detect.cache ? cacheLine(detect.cache) : '–'}.

Per request class (p50 ms | p99 ms | req/s of the class). Each connection's first response is left out of its class:
the 50 connections open and send together when a run starts, so those responses time the connections' set-up and
that burst, not their class (idle: ${idle.firsts.n}, the slowest ${idle.firsts.max} ms; they are in the whole mix's figures above).

| class | distinct | idle p50 | p99 | req/s | detection p50 | p99 | req/s | cache off p50 | p99 | req/s |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rows}

${checks.map(([s, ok]) => `- ${ok ? 'met' : '**NOT met**'}: ${s}`).join('\n')}
- **${pass ? 'targets met' : 'targets NOT met'}**
`,
  );
  process.stdout.write(`\n${checks.map(([s, ok]) => `${ok ? 'met    ' : 'NOT met'} ${s}`).join('\n')}\n`);
}
