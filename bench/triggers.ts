// `npm run bench -- triggers`: what the directory's triggers cost a sponsorships write, before and after migrations
// 060–061 (issue 33: the read-cache tags and the data version recorded once, by one row trigger a table, instead of
// eight statement triggers). Two scratch databases on DATABASE_URL's server, one migrated up to 059 and one to the
// end, seeded alike (50 brands, 500 creators, 10,000 videos); in alternating rounds each writes 20,000 sponsorships
// in statements of 500 rows shaped as detection's write (detection/writeSponsorships.ts: an upsert on (video_id, brand_id)),
// updates them all through the upsert's update arm (a new confidence), and deletes them. Prints each phase's time.
import pg from 'pg';
import { migrationFiles } from '../src/db/migrate.js';

const ROUNDS = Number(process.env.BENCH_TRIGGERS_ROUNDS ?? 3);
const ROWS = 20_000;
const BATCH = 500;
const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function withClient<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

/** A scratch database migrated with the migrations below `upTo`; its URL. */
async function scratch(name: string, upTo: number): Promise<string> {
  await withClient(server, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  const u = new URL(server);
  u.pathname = `/${name}`;
  await withClient(u.toString(), async (c) => {
    // The migrations table as db/migrate.ts makes it (a migration comments on it).
    await c.query(
      'create table schema_migrations (version int primary key, name text not null, applied_at timestamptz not null default now())',
    );
    for (const m of migrationFiles().filter((f) => f.version < upTo)) await c.query(`begin;\n${m.sql}\n;commit;`);
    await c.query(`insert into brands (name, domains) select 'Brand ' || i, array['brand' || i || '.com'] from generate_series(1, 50) i;
      insert into creators (channel_id, platform, handle, title) select 'UC' || i, 'youtube', 'h' || i, 'Creator ' || i from generate_series(1, 500) i;
      insert into videos (video_id, channel_id, platform, title, published_at, view_count)
        select 'v' || i, 'UC' || (i % 500 + 1), 'youtube', 'Video ' || i, now() - i * interval '1 hour', i from generate_series(1, ${ROWS / 2}) i`);
    await c.query('vacuum analyze');
  });
  return u.toString();
}

/** Detection's write for videos [from, to], two brands each: new rows, or `confidence` on the stored ones. */
const upsert = (from: number, to: number, confidence: number) => `
  insert into sponsorships (video_id, channel_id, brand_id, agency_id, type, brand_domain, confidence)
  select 'v' || i, 'UC' || (i % 500 + 1), b.id, b.agency_id, 'Integration', b.domains[1], ${confidence}
  from generate_series(${from}, ${to}) i,
    lateral (select id, agency_id, domains from brands order by name offset (i % 25) * 2 limit 2) b
  on conflict (video_id, brand_id) do update set confidence = excluded.confidence
  where sponsorships.confidence is distinct from excluded.confidence`;

async function phase(url: string, statement: (from: number, to: number) => string): Promise<number> {
  return withClient(url, async (c) => {
    const started = performance.now();
    for (let from = 1; from <= ROWS / 2; from += BATCH / 2) await c.query(statement(from, from + BATCH / 2 - 1));
    return performance.now() - started;
  });
}

export async function main() {
  const conditions = [
    { label: 'before (migrations to 059)', url: await scratch('csds_bench_triggers_before', 60) },
    { label: 'after (060–061)', url: await scratch('csds_bench_triggers_after', 1000) },
  ];
  const times = new Map<string, { insert: number[]; update: number[]; delete: number[] }>(
    conditions.map((c) => [c.label, { insert: [], update: [], delete: [] }]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of round % 2 ? [...conditions].reverse() : conditions) {
      const t = times.get(c.label)!;
      t.insert.push(await phase(c.url, (a, b) => upsert(a, b, 0.8)));
      t.update.push(await phase(c.url, (a, b) => upsert(a, b, 0.9)));
      t.delete.push(
        await phase(
          c.url,
          (a, b) =>
            `delete from sponsorships where video_id = any(array(select 'v' || i from generate_series(${a}, ${b}) i))`,
        ),
      );
      const n = await withClient(
        c.url,
        async (k) => (await k.query('select count(*)::int as n from directory_changes')).rows[0].n,
      );
      console.log(
        `round ${round + 1} ${c.label}: insert ${t.insert.at(-1)!.toFixed(0)} ms, update ${t.update.at(-1)!.toFixed(0)} ms, delete ${t.delete.at(-1)!.toFixed(0)} ms; directory_changes rows ${n}`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [label, t] of times) {
    console.log(
      `${label}: median of ${ROUNDS} rounds, ${ROWS} rows each: insert ${median(t.insert).toFixed(0)} ms, update ${median(t.update).toFixed(0)} ms, delete ${median(t.delete).toFixed(0)} ms`,
    );
  }
  await withClient(server, async (c) => {
    for (const name of ['csds_bench_triggers_before', 'csds_bench_triggers_after'])
      await c.query(`drop database if exists ${name} with (force)`);
  });
}
