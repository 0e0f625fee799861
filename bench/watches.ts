// `npm run bench -- watches`: what watches cost the writer and how soon they are heard. Sponsorships written per
// second by sponsor-detection operations with 0, 100 and 10,000 active watches (and 10,000 on channels only), the
// conditions alternating in rounds on a copy of the large benchmark set; then the time from a sponsorship's commit to
// a loopback HTTPS receiver holding its event, delivered by the service's own dispatcher.
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openStore, type Database } from '../src/db/database.js';
import { findOrCreateAccount } from '../src/keys/apiKeys.js';
import { createOperation } from '../src/operations/queue.js';
import { CursorCodec } from '../src/pagination/cursor.js';
import { createRuntime, type Runtime } from '../src/runtime.js';
import { createWatch } from '../src/watches/service.js';
import { startReceiver } from '../test/helpers/receiver.js';
import { makeTestCertificates } from '../test/helpers/tls.js';
import { copyOfBenchDatabase, machine, writeSection } from './lib.js';

const VIDEOS = Number(process.env.BENCH_WATCHES_VIDEOS ?? 6_000);
const ROUNDS = Number(process.env.BENCH_WATCHES_ROUNDS ?? 3);
const EVENTS = Number(process.env.BENCH_WATCHES_EVENTS ?? 400);
/** One sponsorship written every PACE_MS in the latency run. */
const PACE_MS = Number(process.env.BENCH_WATCHES_PACE_MS ?? 50);
const CONCURRENCY = 4;
const SECRET = 'whsec_' + 'bench-watches!'.repeat(3);

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const count = async (db: Database, query: ReturnType<typeof sql<{ n: number }>>) =>
  Number((await query.execute(db)).rows[0].n);

interface Condition {
  label: string;
  set: 'mix' | 'channels';
  watches: number;
}
const CONDITIONS: Condition[] = [
  { label: 'no watches', set: 'mix', watches: 0 },
  { label: '100 watches (the mix)', set: 'mix', watches: 100 },
  { label: '10,000 watches (the mix)', set: 'mix', watches: 10_000 },
  { label: '10,000 watches, each on one channel', set: 'channels', watches: 10_000 },
];

/** The share of each kind of watch in the mix (what is left filters on a brand alone). */
const MIX = { channel: 0.55, brandType: 0.15, domain: 0.04, typeOnly: 0.0004, search: 0.002 };

/**
 * The watches of the runs, parked in a table of their own: `mix` (filters drawn from the data: channels and search
 * terms of sponsorships, brands and domains in turn, some with a type or a minimum confidence) and `channels` (10,000
 * channels of sponsorships). `ord` interleaves the kinds, so the first n of a set are the set's mix in small.
 */
async function parkWatches(db: Database, n: number) {
  const k = (share: number) => Math.max(1, Math.round(n * share));
  const kinds = {
    channel: k(MIX.channel),
    brandType: k(MIX.brandType),
    domain: k(MIX.domain),
    typeOnly: k(MIX.typeOnly),
    search: k(MIX.search),
  };
  const brandOnly = n - Object.values(kinds).reduce((a, b) => a + b, 0);
  await sql`drop table if exists bench_watches_parked`.execute(db);
  await sql`create table bench_watches_parked (set_name text, kind text, ord float8, filters jsonb, brand_id uuid,
    channel_id text, brand_domain text, type text, min_confidence real, search_pattern text)`.execute(db);
  const types = ['Integration', 'Affiliate', 'Free Product', 'Dedicated'];
  // Channels and handles as sponsorships have them (active creators more often), brands each as often.
  const channels = (set: string, salt: string, m: number) => sql`
    insert into bench_watches_parked (set_name, kind, ord, filters, channel_id, min_confidence)
    select ${set}, 'channel', (rn - 1)::float8 / ${m}, jsonb_strip_nulls(jsonb_build_object('channelId', channel_id,
        'minConfidence', case when rn % 4 = 0 then 0.6 end)), channel_id, case when rn % 4 = 0 then 0.6 end
    from (select channel_id, row_number() over () as rn from (
      select channel_id from sponsorships order by md5(id::text || ${salt}) limit ${m}) x) y`;
  await channels('mix', 'c', kinds.channel).execute(db);
  await channels('channels', 'only', n).execute(db);
  const brands = sql`(select id, row_number() over (order by md5(id::text)) - 1 as i, count(*) over () as nb from brands)`;
  await sql`insert into bench_watches_parked (set_name, kind, ord, filters, brand_id)
    select 'mix', 'brand', g::float8 / ${brandOnly}, jsonb_build_object('brandId', b.id), b.id
    from generate_series(0, ${brandOnly - 1}) g join ${brands} b on b.i = g % b.nb`.execute(db);
  await sql`insert into bench_watches_parked (set_name, kind, ord, filters, brand_id, type)
    select 'mix', 'brandType', g::float8 / ${kinds.brandType}, jsonb_build_object('brandId', b.id, 'type', t.type), b.id, t.type
    from generate_series(0, ${kinds.brandType - 1}) g join ${brands} b on b.i = g % b.nb
    join (select type, ordinality - 1 as j from unnest(${types}::text[]) with ordinality type) t on t.j = (g / b.nb) % 4`.execute(
    db,
  );
  await sql`insert into bench_watches_parked (set_name, kind, ord, filters, brand_domain)
    select 'mix', 'domain', g::float8 / ${kinds.domain}, jsonb_build_object('brandDomain', d.domain), d.domain
    from generate_series(0, ${kinds.domain - 1}) g
    join (select domain, row_number() over (order by domain) - 1 as i, count(*) over () as nd from brand_domains) d
      on d.i = g % d.nd`.execute(db);
  await sql`insert into bench_watches_parked (set_name, kind, ord, filters, type)
    select 'mix', 'type', (g - 1)::float8 / ${kinds.typeOnly}, jsonb_build_object('type', t), t
    from unnest(${types}::text[]) with ordinality x(t, g) where g <= ${kinds.typeOnly}`.execute(db);
  // A search term: a creator's handle, as the list's LIKE pattern (directory/page.ts likePattern).
  await sql`insert into bench_watches_parked (set_name, kind, ord, filters, search_pattern)
    select 'mix', 'search', (row_number() over () - 1)::float8 / ${kinds.search}, jsonb_build_object('search', h),
      '%' || replace(replace(replace(lower(h), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
    from (select c.handle as h from sponsorships s join creators c on c.channel_id = s.channel_id
          where c.handle is not null order by md5(s.id::text || 's') limit ${kinds.search}) x`.execute(db);
  return { ...kinds, brand: brandOnly };
}

interface Callback {
  callback_origin: string;
  callback_url_sealed: string;
  callback_format: string;
  callback_secret_sealed: string | null;
}

/** Replaces the active watches with the first `n` of a parked set, all with the receiver's (sealed) callback. */
async function installWatches(db: Database, accountId: string, cb: Callback, set: string, n: number) {
  await sql`truncate watches, sponsorship_changes cascade`.execute(db);
  if (n > 0)
    await sql`insert into watches (account_id, label, filters, brand_id, channel_id, brand_domain, type, min_confidence,
        search_pattern, callback_origin, callback_url_sealed, callback_format, callback_secret_sealed)
      select ${accountId}::uuid, kind, filters, brand_id, channel_id, brand_domain, type, min_confidence, search_pattern,
        ${cb.callback_origin}, ${cb.callback_url_sealed}, ${cb.callback_format}, ${cb.callback_secret_sealed}
      from bench_watches_parked where set_name = ${set} order by ord, kind limit ${n}`.execute(db);
  await sql`vacuum analyze watches`.execute(db);
}

/** Sponsor-detection operations over `ids` (500 videos each) on the runtime's worker; from the first to the last. */
async function detect(db: Database, runtime: Runtime, accountId: string, ids: string[]) {
  const t0 = performance.now();
  const opIds: string[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const { row } = await createOperation(db, {
      accountId,
      kind: 'sponsor-detection',
      input: { videoYoutubeIds: ids.slice(i, i + 500) },
      callback: null,
      idempotencyKey: null,
      requestHash: null,
    });
    opIds.push(row.id);
    runtime.services.onCreated();
  }
  for (;;) {
    const r = await sql<{ n: number; failed: number }>`select count(*) filter (where completed_at is null)::int as n,
      count(*) filter (where status <> 'succeeded' and completed_at is not null)::int as failed
      from operations where id = any(${opIds}::uuid[])`.execute(db);
    if (r.rows[0].failed) throw new Error('an operation failed');
    if (r.rows[0].n === 0) break;
    await new Promise((res) => setTimeout(res, 25));
  }
  return performance.now() - t0;
}

interface RunResult {
  ms: number;
  written: number;
  matches: number;
}

/** One measured run: the videos' sponsorships removed (not timed), the condition's watches installed, detection timed. */
async function run(db: Database, runtime: Runtime, accountId: string, cb: Callback, ids: string[], c: Condition) {
  await sql`truncate watches, sponsorship_changes cascade`.execute(db);
  await sql`delete from sponsorships where video_id = any(${ids}::text[])`.execute(db);
  await sql`vacuum sponsorships`.execute(db);
  await installWatches(db, accountId, cb, c.set, c.watches);
  const ms = await detect(db, runtime, accountId, ids);
  const written = await count(
    db,
    sql`select count(*)::int as n from sponsorships where video_id = any(${ids}::text[])`,
  );
  const matches = await count(
    db,
    sql`select coalesce(sum(cardinality(watch_ids)), 0)::int as n from sponsorship_changes`,
  );
  process.stdout.write(
    `  ${c.label.padEnd(40)} ${written} sponsorships in ${ms.toFixed(0)} ms = ${((written / ms) * 1000).toFixed(0)}/s, ${matches} matches\n`,
  );
  return { ms, written, matches } satisfies RunResult;
}

/**
 * `EVENTS` sponsorships of distinct channels, each watched by one watch on its channel, written one a transaction
 * every PACE_MS while the service's dispatcher runs: from each insert's commit (its return to the writer) to the
 * receiver holding the event that carries it.
 */
async function latency(db: Database, runtime: Runtime, accountId: string, cb: Callback, arrivals: Map<string, number>) {
  await sql`truncate watches, sponsorship_changes cascade`.execute(db);
  await sql`drop table if exists bench_watches_written`.execute(db);
  await sql`create table bench_watches_written as
    select distinct on (channel_id) id, video_id, channel_id, brand_id, agency_id, type, brand_domain,
      domain_was_researched, evidence, confidence
    from (select * from sponsorships order by md5(id::text || 'latency') limit ${EVENTS * 4}) s
    order by channel_id, id limit ${EVENTS}`.execute(db);
  await sql`delete from sponsorships where id in (select id from bench_watches_written)`.execute(db);
  await sql`insert into watches (account_id, label, filters, channel_id, callback_origin, callback_url_sealed,
      callback_format, callback_secret_sealed)
    select ${accountId}::uuid, 'latency', jsonb_build_object('channelId', channel_id), channel_id, ${cb.callback_origin},
      ${cb.callback_url_sealed}, ${cb.callback_format}, ${cb.callback_secret_sealed}
    from bench_watches_written`.execute(db);
  await sql`vacuum analyze watches`.execute(db);
  const ids = (await sql<{ id: string }>`select id from bench_watches_written order by id`.execute(db)).rows.map(
    (r) => r.id,
  );
  const committed = new Map<string, number>();
  await runtime.start();
  const t0 = performance.now();
  for (const [i, id] of ids.entries()) {
    const wait = t0 + i * PACE_MS - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await sql`insert into sponsorships (id, video_id, channel_id, brand_id, agency_id, type, brand_domain,
        domain_was_researched, evidence, confidence)
      select id, video_id, channel_id, brand_id, agency_id, type, brand_domain, domain_was_researched, evidence, confidence
      from bench_watches_written where id = ${id}::uuid`.execute(db);
    committed.set(id, performance.now());
  }
  const deadline = performance.now() + 60_000;
  while (ids.some((id) => !arrivals.has(id)) && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  await runtime.stop();
  const times = ids.filter((id) => arrivals.has(id)).map((id) => arrivals.get(id)! - committed.get(id)!);
  const events = await count(db, sql`select count(*)::int as n from webhook_events where watch_id is not null`);
  return {
    sent: ids.length,
    received: times.length,
    events,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
  };
}

export async function main() {
  const loadBefore = os.loadavg()[0];
  const url = await copyOfBenchDatabase('watches');
  const store = await openStore({ databaseUrl: url, poolSize: 20 });
  const certs = makeTestCertificates(['127.0.0.1']);
  // The receiver notes when each sponsorship's event arrived (a retry's copy changes nothing).
  const arrivals = new Map<string, number>();
  const rx = await startReceiver(certs, (_n, _req, res, body) => {
    const at = performance.now();
    for (const s of (JSON.parse(body) as { sponsorships?: { id: string }[] }).sponsorships ?? [])
      if (!arrivals.has(s.id)) arrivals.set(s.id, at);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  try {
    const config = loadConfig({
      DATABASE_URL: url,
      SERVICE_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
      WORKER_CONCURRENCY: String(CONCURRENCY),
      OPERATION_POLL_MS: '100',
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
      MAX_WATCHES_PER_ACCOUNT: '20000',
    });
    const total = await count(store.db, sql`select count(*)::int as n from videos`);
    const brands = await count(store.db, sql`select count(*)::int as n from brands`);
    const account = await findOrCreateAccount(store.db, 'bench-watches');
    const detecting = createRuntime(config, store, { worker: true, deliver: false, ca: certs.ca });
    // One watch made as the API makes it (filters checked, the callback screened and sealed); the others copy its callback.
    const first = await createWatch(
      {
        db: store.db,
        cursors: new CursorCodec(detecting.services.keys.cursors),
        services: detecting.services,
        maxWatches: config.maxWatchesPerAccount,
      },
      account.id,
      { label: 'callback', filters: { type: 'Dedicated' }, callback: { url: rx.url(), secret: SECRET } },
    );
    const cb = (
      await sql<Callback>`select callback_origin, callback_url_sealed, callback_format, callback_secret_sealed
      from watches where id = ${first.id}::uuid`.execute(store.db)
    ).rows[0];
    const kinds = await parkWatches(store.db, 10_000);
    const ids = (
      await sql<{ video_id: string }>`select video_id from videos order by video_id limit ${VIDEOS}`.execute(store.db)
    ).rows.map((r) => r.video_id);

    await detecting.start();
    process.stdout.write('warm-up (no watches):\n');
    await run(store.db, detecting, account.id, cb, ids, CONDITIONS[0]);
    const results = CONDITIONS.map(() => [] as RunResult[]);
    for (let r = 0; r < ROUNDS; r++) {
      process.stdout.write(`round ${r + 1} of ${ROUNDS}:\n`);
      // Each round starts with another condition, so none always runs first or after the same one.
      for (let j = 0; j < CONDITIONS.length; j++) {
        const i = (r + j) % CONDITIONS.length;
        results[i].push(await run(store.db, detecting, account.id, cb, ids, CONDITIONS[i]));
      }
    }
    await detecting.stop();
    const rates = results.map((rs) => {
      const written = rs.reduce((a, x) => a + x.written, 0);
      const ms = rs.reduce((a, x) => a + x.ms, 0);
      return {
        perSec: (written / ms) * 1000,
        written: written / rs.length,
        matches: rs.reduce((a, x) => a + x.matches, 0) / written,
      };
    });
    const cost = (i: number) => 1 - rates[i].perSec / rates[0].perSec;

    process.stdout.write(`latency: ${EVENTS} sponsorships, one every ${PACE_MS} ms, each matching one watch\n`);
    const delivering = createRuntime(config, store, { worker: false, deliver: true, ca: certs.ca });
    const lat = await latency(store.db, delivering, account.id, cb, arrivals);
    process.stdout.write(
      `  received ${lat.received} of ${lat.sent} in ${lat.events} events: p50 ${lat.p50.toFixed(1)} ms, p99 ${lat.p99.toFixed(1)} ms, max ${lat.max.toFixed(1)} ms\n`,
    );
    const loadAfter = os.loadavg()[0];
    const costMet = cost(2) <= 0.1;
    const latencyMet = lat.received === lat.sent && lat.p99 <= 500;
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    writeSection(
      'watches',
      `## watches: detection's throughput with watches, and commit-to-receiver latency

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; PostgreSQL on the same machine, a copy of the read benchmark's set (${total.toLocaleString('en')} videos).
The machine's 1-minute load average: ${loadBefore.toFixed(1)} when the run began, ${loadAfter.toFixed(1)} when it ended (above the core count, other work shared the machine and every figure is lower than on a quiet one; ratios within the run still compare like with like).

Sponsor-detection operations (500 videos each, ${CONCURRENCY} workers, on ${config.detectionThreads} detection thread(s)) over the same ${ids.length.toLocaleString('en')} videos, their sponsorships removed before each run so each run writes them all again; the conditions alternate, ${ROUNDS} rounds after a warm-up, each round starting with the next condition. Watches are active (not paused), one account's, inserted in bulk and vacuumed (the steady state autovacuum leaves: matching reads them from their indexes alone). The mix of 10,000: ${kinds.channel.toLocaleString('en')} on a channel (a quarter also with minConfidence 0.6), ${kinds.brand.toLocaleString('en')} on a brand, ${kinds.brandType.toLocaleString('en')} on a brand and a type, ${kinds.domain} on a brand domain, ${kinds.search} on a search term (a creator's handle), ${kinds.typeOnly} on a type alone; channels and search terms drawn from sponsorships, brands (${brands}) and domains taken in turn, so each brand has about ${Math.round((kinds.brand + kinds.brandType) / brands)} watches. The 100 are the mix in small.

| watches | sponsorships written per run | watch matches per sponsorship | sponsorships written/s | cost vs no watches |
|---|---:|---:|---:|---:|
${CONDITIONS.map(
  (c, i) =>
    `| ${c.label} | ${rates[i].written.toLocaleString('en', { maximumFractionDigits: 0 })} | ${rates[i].matches.toFixed(2)} | ${i === 2 ? '**' : ''}${rates[i].perSec.toFixed(0)}${i === 2 ? '**' : ''} | ${i === 0 ? '' : pct(cost(i))} |`,
).join('\n')}

Latency: ${lat.sent} sponsorships of distinct channels written one a transaction, one every ${PACE_MS} ms, each matched by one watch on its channel, delivered by the service's dispatcher (\`WEBHOOK_CONCURRENCY\` ${config.deliveryConcurrency}) to one HTTPS receiver on loopback; from the insert's return to the writer (its commit) to the receiver holding the event's body: received ${lat.received} in ${lat.events} events, p50 **${lat.p50.toFixed(0)} ms**, p99 **${lat.p99.toFixed(0)} ms**, max ${lat.max.toFixed(0)} ms.

- 10,000 watches cost ≤ 10% of detection's throughput: ${costMet ? 'met' : 'NOT met'} (${pct(cost(2))})
- p99 commit-to-receiver ≤ 500 ms on loopback: ${latencyMet ? 'met' : 'NOT met'} (${lat.p99.toFixed(0)} ms)
- **${costMet && latencyMet ? 'targets met' : 'targets NOT met'}**
`,
    );
  } finally {
    await rx.close();
    await store.close();
  }
}
