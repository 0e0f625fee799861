// `npm run bench -- similar`: GET /v1/brands/{id}/similar through the full service, every brand of the large set
// (popular and rare) asked in turn, next to the straightforward SQL (the same formula over every creator of the
// brand, no ceiling) in the same run; and what the ceiling on creators costs in results (top-10 agreement).
//
// The large set (BENCH_DATABASE_URL, csds_bench) is only read: its brands, creators, agencies and creator-brand
// pairs are copied (COPY, read-only on that side) into a scratch database of this benchmark's own,
// `<name>_similar`, which this branch's migrations and the server own. If the large set is missing, run
// `npm run bench -- read` (which seeds it) first.
import { sql } from 'kysely';
import pg from 'pg';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { openStore } from '../src/db/database.js';
import { SIMILAR_CREATOR_CAP } from '../src/directory/similar.js';
import { createApiKey, findOrCreateAccount } from '../src/keys/apiKeys.js';
import { BENCH_DATABASE_URL, benchDatabase, machine, startServer, stop, writeSection } from './lib.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
/** A port no other benchmark uses (a server already answering on it would be measured instead). */
const PORT = 18171;
const ENCRYPTION_KEY = 'be'.repeat(32);
/** What is copied, in an order the foreign keys accept. */
const TABLES = ['agencies', 'brands', 'creators', 'creator_brand_stats'] as const;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x: number) => x.toFixed(1);

/** The straightforward SQL: the documented formula over every creator of the brand, no ceiling. */
const naive = (id: string, limit: number) => sql<{ id: string; score: number }>`
  with n as (select greatest(count(*), 1)::float8 as brands from brands where creator_count > 0),
  shared as (
    select o.brand_id, sum(ln((select brands from n) / greatest(c.brand_count, 1)) + 1) as weight
    from creator_brand_stats a
    join creators c on c.channel_id = a.channel_id
    join creator_brand_stats o on o.channel_id = a.channel_id and o.brand_id <> a.brand_id
    where a.brand_id = ${id}::uuid
    group by o.brand_id
  )
  select b.id, sh.weight / ((ln((select brands from n)) + 1)
    * sqrt(greatest((select creator_count from brands where id = ${id}::uuid), 1)::float8 * greatest(b.creator_count, 1))) as score
  from shared sh join brands b on b.id = sh.brand_id
  order by score desc, b.id limit ${limit}`;

async function sourceCounts(client: pg.Client): Promise<Record<string, number> | null> {
  try {
    const r = await client.query(`select ${TABLES.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')}`);
    return r.rows[0];
  } catch {
    return null;
  }
}

/** Copies the tables the ranking reads from the large set into the scratch database (skipped when they match). */
async function copySet(scratchUrl: string): Promise<Record<string, number>> {
  const source = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  try {
    await source.connect();
  } catch {
    throw new Error(
      `The large set (${BENCH_DATABASE_URL}) is missing: run \`npm run bench -- read\` first, which seeds it.`,
    );
  }
  const target = new pg.Client({ connectionString: scratchUrl });
  await target.connect();
  try {
    // One snapshot of the source for every table, read only.
    await source.query('begin transaction isolation level repeatable read read only');
    const want = await sourceCounts(source);
    if (!want || !want.brands || !want.creator_brand_stats)
      throw new Error(`The large set (${BENCH_DATABASE_URL}) has no brands or creator-brand pairs to rank.`);
    const have = await sourceCounts(target);
    if (have && TABLES.every((t) => have[t] === want[t])) return want;
    process.stdout.write('copying brands, creators and creator-brand pairs from the large set...\n');
    await target.query('begin');
    // Rows as they are, without the triggers that would recompute them (the pairs are the source's own aggregates).
    await target.query(`set local session_replication_role = replica`);
    await target.query(`truncate ${[...TABLES].reverse().join(', ')} cascade`);
    for (const table of TABLES) {
      const cols = (
        await target.query(
          `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as c
           from information_schema.columns where table_schema = 'public' and table_name = $1`,
          [table],
        )
      ).rows[0].c as string;
      await pipeline(
        source.query(copyTo(`copy (select ${cols} from ${table}) to stdout`)),
        target.query(copyFrom(`copy ${table} (${cols}) from stdin`)),
      );
    }
    await target.query('commit');
    await target.query('vacuum analyze');
    return want;
  } finally {
    await source.query('rollback').catch(() => undefined);
    await source.end();
    await target.end();
  }
}

export async function main() {
  const url = await benchDatabase('similar');
  // Migrations (this branch's) run on the scratch database before anything is copied into it.
  const store = await openStore({ databaseUrl: url, poolSize: 2 });
  let counts: Record<string, number>;
  try {
    counts = await copySet(url);
  } catch (err) {
    await store.close();
    process.stderr.write(`${(err as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  const account = await findOrCreateAccount(store.db, 'bench');
  const key = (await createApiKey(store.db, { accountId: account.id, name: 'bench', scopes: ['data:read'] })).key;
  const brands = (
    await sql<{ id: string; creators: number }>`select id, creator_count as creators from brands
      where creator_count > 0 order by creator_count desc, id`.execute(store.db)
  ).rows;

  // The service with its read cache off, so every request ranks afresh (a repeated one is otherwise served from
  // memory until the directory changes).
  const env = {
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    SERVICE_ENCRYPTION_KEY: ENCRYPTION_KEY,
    RUN_WORKER: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    READ_CACHE_ENTRIES: '0',
  };
  const headers = { authorization: `Bearer ${key}` };
  const taken = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is taken: another server would be measured`);
  const svc = await startServer('src/main.ts', ['serve'], env, PORT);
  const service: number[] = [];
  const serviceBig: number[] = [];
  const baseline: number[] = [];
  const baselineBig: number[] = [];
  const capped = brands.filter((b) => b.creators > SIMILAR_CREATOR_CAP);
  let agree = 0;
  try {
    // Warm-up: every brand once each way (the buffers, the plans, the JIT of the server).
    for (const b of brands) {
      await (await fetch(`http://127.0.0.1:${PORT}/v1/brands/${b.id}/similar`, { headers })).arrayBuffer();
      await naive(b.id, 10).execute(store.db);
    }
    // Rounds over every brand, the service and the baseline alternating so the machine's noise hits both alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const b of brands) {
        const big = b.creators > SIMILAR_CREATOR_CAP;
        let t0 = performance.now();
        const res = await fetch(`http://127.0.0.1:${PORT}/v1/brands/${b.id}/similar`, { headers });
        await res.arrayBuffer();
        const took = performance.now() - t0;
        if (res.status !== 200) throw new Error(`GET /v1/brands/${b.id}/similar answered ${res.status}`);
        service.push(took);
        if (big) serviceBig.push(took);
        t0 = performance.now();
        await naive(b.id, 10).execute(store.db);
        const naiveTook = performance.now() - t0;
        baseline.push(naiveTook);
        if (big) baselineBig.push(naiveTook);
      }
    }
    // What the ceiling costs: how many of the uncapped top 10 the service's top 10 holds, for the capped brands.
    for (const b of capped) {
      const got = (await (await fetch(`http://127.0.0.1:${PORT}/v1/brands/${b.id}/similar`, { headers })).json()) as {
        data: { id: string }[];
      };
      const exact = new Set((await naive(b.id, 10).execute(store.db)).rows.map((r) => r.id));
      agree += got.data.filter((x) => exact.has(x.id)).length / Math.max(1, exact.size);
    }
  } finally {
    await stop(svc);
    await store.close();
  }

  const p50 = pct(service, 50);
  const p99 = pct(service, 99);
  const line = (label: string, xs: number[]) =>
    `| ${label} | ${xs.length} | ${ms(pct(xs, 50))} | ${ms(pct(xs, 99))} | ${ms(Math.max(...xs))} |`;
  const body = `## similar: GET /v1/brands/{id}/similar (limit 10)

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; PostgreSQL on the same machine.
Dataset: the large set's ${counts.brands.toLocaleString('en')} brands, ${counts.creators.toLocaleString('en')} creators and ${counts.creator_brand_stats.toLocaleString('en')} creator-brand pairs (copied read-only from \`csds_bench\`).
Every brand with a creator (${brands.length}, from ${brands[0].creators.toLocaleString('en')} creators down to ${brands[brands.length - 1].creators.toLocaleString('en')}) is asked ${ROUNDS} times, one request at a time, after a warm-up round.
The service runs with its read cache off, so every request ranks afresh (with it on, a repeated request is served from memory until the directory changes).
The baseline is the straightforward SQL of the same formula over every creator of the brand, without the ceiling, sent directly (no HTTP), alternating with the service.

| run | requests | p50 ms | p99 ms | max ms |
|---|---:|---:|---:|---:|
${line('service: every brand', service)}
${line(`service: brands over the ceiling (${capped.length})`, serviceBig.length ? serviceBig : [0])}
${line('straightforward SQL: every brand', baseline)}
${line(`straightforward SQL: brands over the ceiling (${capped.length})`, baselineBig.length ? baselineBig : [0])}

- p50 **${ms(p50)} ms**, p99 **${ms(p99)} ms** through HTTP (target p99 ≤ 100 ms): ${p99 <= 100 ? 'met' : 'not met'}.
- The ceiling: a brand's ${SIMILAR_CREATOR_CAP.toLocaleString('en')} most frequent partner creators are considered. For the ${capped.length} brand(s) over it, the service's top 10 holds ${capped.length ? ((agree / capped.length) * 100).toFixed(0) : '—'}% of the uncapped top 10 on average.
`;
  process.stdout.write(body);
  writeSection('similar', body);
}
