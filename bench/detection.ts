// `npm run bench -- detection`: videos per second through sponsor-detection operations end to end on
// PostgreSQL (a copy of the large benchmark set), next to the same work done one video per transaction (the
// obvious way) and to the detection engine alone (the ceiling); and influencer-similar latency.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openStore, type Store } from '../src/db/database.js';
import { BrandCatalog } from '../src/detection/catalog.js';
import { detectBatch, detectionInput, type VideoRowForDetection } from '../src/detection/pipeline.js';
import { findOrCreateAccount } from '../src/keys/apiKeys.js';
import { rankSimilar } from '../src/operations/kinds/influencerSimilar.js';
import { createOperation } from '../src/operations/queue.js';
import { createRuntime } from '../src/runtime.js';
import { seedDemo } from '../src/demo/seed.js';
import { detectOne } from '../src/detection/detect.js';
import { LONG_BRANDS, SHAPES, longInput } from '../test/helpers/longDescriptions.js';
import { BENCH_DATABASE_URL, benchDatabase, copyOfBenchDatabase, machine, writeSection } from './lib.js';

const VIDEOS = Number(process.env.BENCH_DETECT_VIDEOS ?? 20_000);
const NAIVE_VIDEOS = Number(process.env.BENCH_DETECT_NAIVE ?? 2_000);
/** Videos through each freshly started service before its timed run (its cold start, reported apart). */
const WARM_VIDEOS = Number(process.env.BENCH_DETECT_WARM ?? 4_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const SIMILAR_RUNS = Number(process.env.BENCH_SIMILAR_RUNS ?? 200);

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function sampleVideos(store: Store, n: number, offset: number): Promise<string[]> {
  const r = await sql<{
    video_id: string;
  }>`select video_id from videos order by video_id offset ${offset} limit ${n}`.execute(store.db);
  return r.rows.map((x) => x.video_id);
}

const defaults = () => loadConfig({ DATABASE_URL: BENCH_DATABASE_URL, SERVICE_ENCRYPTION_KEY: 'be'.repeat(32) });

/**
 * Sponsor-detection operations through a freshly started service (`threads`: DETECTION_THREADS; unset: the default for
 * this machine). `warmIds` go through it first, timed apart as the cold start (on a new detection thread, the engine's
 * modules loaded, its expressions compiled and its functions optimised as texts first reach them; an event loop that
 * has run the engine already, as this benchmark's has, starts warm); `ids` are then the steady rate of a service that
 * has been running.
 */
async function endToEnd(store: Store, url: string, warmIds: string[], ids: string[], threads?: number) {
  const config = loadConfig({
    ...(threads !== undefined && { DETECTION_THREADS: String(threads) }),
    DATABASE_URL: url,
    SERVICE_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    WORKER_CONCURRENCY: String(CONCURRENCY),
    OPERATION_POLL_MS: '100',
  });
  const account = await findOrCreateAccount(store.db, 'bench-detect');
  const runtime = createRuntime(config, store, { worker: true, deliver: false });
  await runtime.start();
  async function run(videoIds: string[]) {
    const t0 = performance.now();
    for (let i = 0; i < videoIds.length; i += 500) {
      await createOperation(store.db, {
        accountId: account.id,
        kind: 'sponsor-detection',
        input: { videoYoutubeIds: videoIds.slice(i, i + 500) },
        callback: null,
        idempotencyKey: null,
        requestHash: null,
      });
      runtime.services.onCreated();
    }
    for (;;) {
      const r = await sql<{ n: number; failed: number }>`select count(*) filter (where completed_at is null)::int as n,
        count(*) filter (where status <> 'succeeded' and completed_at is not null)::int as failed from operations
        where account_id = ${account.id}::uuid`.execute(store.db);
      if (r.rows[0].failed) throw new Error('an operation failed');
      if (r.rows[0].n === 0) break;
      await new Promise((res) => setTimeout(res, 50));
    }
    const ms = performance.now() - t0;
    return { ms, perSec: (videoIds.length / ms) * 1000 };
  }
  try {
    const cold = await run(warmIds);
    return { cold, ...(await run(ids)) };
  } finally {
    await runtime.stop();
  }
}

async function naive(store: Store, ids: string[]) {
  const catalog = await BrandCatalog.load(store.db);
  const t0 = performance.now();
  for (const id of ids) await detectBatch(store.db, catalog, [id]);
  const ms = performance.now() - t0;
  return { ms, perSec: (ids.length / ms) * 1000 };
}

type Engine = { BrandCatalog: typeof BrandCatalog; detectOne: typeof detectOne };
const THIS_ENGINE: Engine = { BrandCatalog, detectOne };

/** CPU time of this thread so far, in ms (the process's on Node versions without threadCpuUsage). */
function cpuMs(): number {
  const p = process as { threadCpuUsage?: () => NodeJS.CpuUsage };
  const u = p.threadCpuUsage ? p.threadCpuUsage() : process.cpuUsage();
  return (u.user + u.system) / 1000;
}

async function engineInputs(store: Store, ids: string[]) {
  const rows = (
    await sql<VideoRowForDetection>`
      select v.video_id, v.channel_id, v.title, v.description, v.transcript, v.includes_paid_promotion,
        v.duration_seconds, c.title as channel_title, c.handle as channel_handle, c.shorteners as channel_shorteners
      from videos v join creators c on c.channel_id = v.channel_id where v.video_id = any(${ids}::text[])`.execute(
      store.db,
    )
  ).rows;
  return rows.map(detectionInput);
}

function engineOnly(engine: Engine, brands: BrandCatalog['brands'], inputs: Awaited<ReturnType<typeof engineInputs>>) {
  const catalog = new engine.BrandCatalog(brands);
  const c0 = cpuMs();
  const t0 = performance.now();
  let found = 0;
  for (const input of inputs) found += engine.detectOne(input, catalog).found.length;
  const ms = performance.now() - t0;
  const cpu = cpuMs() - c0;
  return { ms, perSec: (inputs.length / ms) * 1000, perCpuSec: (inputs.length / cpu) * 1000, found };
}

/**
 * BENCH_DETECT_COMPARE: the root of another checkout of this repository (an older commit); its engine and this one
 * run alternately over the same inputs, three times each, so the two are compared in the same conditions.
 */
async function compareEngines(inputs: Awaited<ReturnType<typeof engineInputs>>, brands: BrandCatalog['brands']) {
  const root = process.env.BENCH_DETECT_COMPARE;
  if (!root) return null;
  const other: Engine = {
    BrandCatalog: ((await import(path.join(root, 'src/detection/catalog.ts'))) as Engine & Record<string, unknown>)
      .BrandCatalog,
    // detect.ts holds it since the engine is loaded on first use; before that, threads.ts.
    detectOne:
      ((await import(path.join(root, 'src/detection/detect.ts'))) as Partial<Engine>).detectOne ??
      ((await import(path.join(root, 'src/detection/threads.ts'))) as Engine).detectOne,
  };
  // Warmed as this engine was before its own run (its expressions compiled, its functions optimised).
  engineOnly(other, brands, inputs.slice(0, 2000));
  const runs = { other: [] as number[], this: [] as number[] };
  for (let i = 0; i < 3; i++) {
    runs.other.push(engineOnly(other, brands, inputs).perCpuSec);
    runs.this.push(engineOnly(THIS_ENGINE, brands, inputs).perCpuSec);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const rev = (() => {
    try {
      return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD']).toString().trim();
    } catch {
      return root;
    }
  })();
  return { rev, other: mean(runs.other), this: mean(runs.this) };
}

/**
 * Engine time for one 50,000-character description of each long shape (test/helpers/longDescriptions.ts), the
 * median of 5 runs after a warm-up: the issue's target is under 50 ms each (review 30.7). The test suite checks
 * the same shapes for linear work (test/detection/linearity.test.ts); time is checked here only.
 */
function longDescriptions(): { shape: string; ms: number }[] {
  const catalog = new BrandCatalog(LONG_BRANDS);
  return SHAPES.map((shape) => {
    const input = longInput(shape, 50_000);
    detectOne(input, catalog);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      detectOne(input, catalog);
      times.push(performance.now() - t0);
    }
    return { shape, ms: percentile(times, 50) };
  });
}

/** A directory of about 20,000 creators (demo scale 334), seeded once and kept for later runs. */
async function similarDatabase(): Promise<Store> {
  const store = await openStore({ databaseUrl: await benchDatabase('similar'), poolSize: 4 });
  const n = Number((await sql<{ n: number }>`select count(*)::int as n from creators`.execute(store.db)).rows[0].n);
  if (n < 20_000) {
    process.stdout.write('seeding 20,000 creators for influencer-similar (once)...\n');
    await seedDemo(store, { scale: 334 });
  }
  return store;
}

async function similar(store: Store) {
  const creators = Number(
    (await sql<{ n: number }>`select count(*)::int as n from creators`.execute(store.db)).rows[0].n,
  );
  const sample = (
    await sql<{
      channel_id: string;
    }>`select channel_id from creators order by md5(channel_id) limit ${SIMILAR_RUNS}`.execute(store.db)
  ).rows.map((r) => r.channel_id);
  for (const id of sample.slice(0, 10)) await rankSimilar(store.db, { channelId: id }); // warm-up
  const times: number[] = [];
  for (const id of sample) {
    const t0 = performance.now();
    await rankSimilar(store.db, { channelId: id, limit: 20 });
    times.push(performance.now() - t0);
  }
  return { creators, p50: percentile(times, 50), p99: percentile(times, 99), runs: times.length };
}

export async function main() {
  const url = await copyOfBenchDatabase('detect');
  const store = await openStore({ databaseUrl: url, poolSize: 20 });
  try {
    const total = Number((await sql<{ n: number }>`select count(*)::int as n from videos`.execute(store.db)).rows[0].n);
    // Disjoint samples, taken in turn: the engine's inputs, the naive path's, then each end-to-end round's warm-up and
    // timed videos.
    let taken = 0;
    const take = async (n: number) => {
      const r = await sampleVideos(store, n, taken);
      taken += n;
      return r;
    };
    const ids = await take(VIDEOS);
    const naiveIds = await take(NAIVE_VIDEOS);
    const inputs = await engineInputs(store, ids);
    const brands = (await BrandCatalog.load(store.db)).brands;
    engineOnly(THIS_ENGINE, brands, inputs.slice(0, 2000)); // warm-up
    const engine = engineOnly(THIS_ENGINE, brands, inputs);
    process.stdout.write(
      `engine alone: ${engine.perSec.toFixed(0)} videos/s, ${engine.perCpuSec.toFixed(0)} per CPU-second (${engine.found} sponsorships in ${ids.length} videos)\n`,
    );
    const compared = await compareEngines(inputs, brands);
    if (compared)
      process.stdout.write(
        `engine alone, per CPU-second: ${compared.rev} ${compared.other.toFixed(0)}, this one ${compared.this.toFixed(0)}\n`,
      );
    const load = () =>
      os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(', ');
    const loadBefore = load();
    // Each path twice, in the order thread, loop, loop, thread, each time a freshly started service with its own
    // warm-up: the database copy warms and autovacuum visits it as the runs go, and this order gives both paths the
    // same share of early and late rounds.
    const rounds: { threads?: number; cold: number; ms: number; videos: number }[] = [];
    for (const threads of [undefined, 0, 0, undefined]) {
      const r = await endToEnd(store, url, await take(WARM_VIDEOS), await take(VIDEOS / 2), threads);
      rounds.push({ threads, cold: r.cold.perSec, ms: r.ms, videos: VIDEOS / 2 });
      process.stdout.write(
        `sponsor-detection operations on ${threads === 0 ? 'the event loop' : 'the default thread(s)'}: ${VIDEOS / 2} videos in ${r.ms.toFixed(0)} ms = ${r.perSec.toFixed(0)} videos/s (cold start: the first ${WARM_VIDEOS} at ${r.cold.perSec.toFixed(0)} videos/s)\n`,
      );
    }
    const rate = (threads: number | undefined) => {
      const of = rounds.filter((r) => r.threads === threads);
      return (of.reduce((n, r) => n + r.videos, 0) / of.reduce((n, r) => n + r.ms, 0)) * 1000;
    };
    const ours = { perSec: rate(undefined), cold: rounds[0].cold };
    const onLoop = { perSec: rate(0) };
    process.stdout.write(
      `sponsor-detection operations: ${ours.perSec.toFixed(0)} videos/s with the default thread(s), ${onLoop.perSec.toFixed(0)} on the event loop\n`,
    );
    const loadAfter = load();
    const slow = await naive(store, naiveIds);
    process.stdout.write(`one video per transaction: ${slow.perSec.toFixed(0)} videos/s\n`);
    const simStore = await similarDatabase();
    const sim = await similar(simStore).finally(() => simStore.close());
    process.stdout.write(
      `influencer-similar over ${sim.creators} creators: p50 ${sim.p50.toFixed(1)} ms, p99 ${sim.p99.toFixed(1)} ms\n`,
    );
    const big = await similar(store);
    process.stdout.write(
      `influencer-similar over ${big.creators} creators: p50 ${big.p50.toFixed(1)} ms, p99 ${big.p99.toFixed(1)} ms\n`,
    );
    const long = longDescriptions();
    for (const l of long) process.stdout.write(`50,000-character description, ${l.shape}: ${l.ms.toFixed(1)} ms\n`);
    const longMet = long.every((l) => l.ms < 50);
    const pass = ours.perSec >= 2000 && sim.p99 <= 300 && longMet;
    writeSection(
      'detection',
      `## detection: sponsor-detection throughput and influencer-similar latency

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; PostgreSQL on the same machine, a copy of the read benchmark's set (${total.toLocaleString('en')} videos).

| run | videos | videos/s |
|---|---:|---:|
| sponsor-detection operations end to end (500 videos each, ${CONCURRENCY} workers: claim, read, detect on ${defaults().detectionThreads} detection thread(s), write sponsorships and states, checkpoint, finish), after each service's first ${WARM_VIDEOS.toLocaleString('en')}, two rounds | ${VIDEOS.toLocaleString('en')} | **${ours.perSec.toFixed(0)}** |
| the same with detection on the event loop (\`DETECTION_THREADS=0\`), two rounds between the two above | ${VIDEOS.toLocaleString('en')} | ${onLoop.perSec.toFixed(0)} |
| cold start: the first videos through the first freshly started service, its detection thread new (the engine's modules loaded, its expressions compiled and functions optimised as texts first reach them) | ${WARM_VIDEOS.toLocaleString('en')} | ${ours.cold.toFixed(0)} |
| the same work one video per transaction (the obvious way) | ${naiveIds.length.toLocaleString('en')} | ${slow.perSec.toFixed(0)} |
| detection engine alone, in memory, detection and summary as a thread does them (ceiling) | ${ids.length.toLocaleString('en')} | ${engine.perSec.toFixed(0)} (${engine.perCpuSec.toFixed(0)} per CPU-second) |

- the rounds in their order, each on a freshly started service after its ${WARM_VIDEOS.toLocaleString('en')} warm-up videos: ${rounds.map((r) => `${r.threads === 0 ? 'event loop' : 'thread'} ${((r.videos / r.ms) * 1000).toFixed(0)} (cold start ${r.cold.toFixed(0)})`).join(', ')} videos/s
- end to end ÷ one-per-transaction: **${(ours.perSec / slow.perSec).toFixed(1)}×**; target ≥ 2,000 videos/s
- load average (1, 5, 15 min) before the end-to-end runs ${loadBefore}, after them ${loadAfter}, on ${os.cpus().length} cores: other work on the machine takes its share of the cores, and the detection threads, niced (\`DETECTION_THREAD_NICE\`), give way to it
${compared ? `- engine alone per CPU-second of its thread, the same inputs, alternating three runs each: ${compared.rev} **${compared.other.toFixed(0)}**, this one **${compared.this.toFixed(0)}** (\`BENCH_DETECT_COMPARE\`)\n` : ''}- influencer-similar (limit 20) over ${sim.creators.toLocaleString('en')} creators, ${sim.runs} creators sampled: p50 **${sim.p50.toFixed(1)} ms**, p99 **${sim.p99.toFixed(1)} ms** (target p99 ≤ 300 ms on 20,000 creators); over the large set's ${big.creators.toLocaleString('en')} creators: p50 ${big.p50.toFixed(1)} ms, p99 ${big.p99.toFixed(1)} ms
- detection engine on one 50,000-character description (median of 5; target under 50 ms each): ${long.map((l) => `${l.shape} **${l.ms.toFixed(1)} ms**`).join(', ')}${longMet ? '' : ' (NOT met)'}
- **${pass ? 'targets met' : 'targets NOT met'}**
`,
    );
  } finally {
    await store.close();
  }
}
