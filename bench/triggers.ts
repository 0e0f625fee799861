// `npm run bench -- triggers`: what the directory's triggers cost a sponsorships write, before and after a migration
// (BENCH_TRIGGERS_SPLIT; by default 060–061, issue 33: the read-cache tags and the data version recorded once, by one
// row trigger a table, instead of eight statement triggers). Two scratch databases on DATABASE_URL's server, one
// migrated up to the split and one to the end, seeded alike (50 brands, 500 creators, 10,000 videos); in alternating
// rounds each writes 20,000 sponsorships in statements of 500 rows shaped as detection's write
// (detection/writeSponsorships.ts: an upsert on (video_id, brand_id)), updates them all through the upsert's update arm
// (a new confidence), and deletes them. Prints each phase's time.
import pg from 'pg';
import { migrationFiles } from '../src/db/migrate.js';

const ROUNDS = Number(process.env.BENCH_TRIGGERS_ROUNDS ?? 3);
// BENCH_TRIGGERS_SPLIT: the first migration of "after" (060 by default: issue 33's change log; 089 for the rendering
// written inline and its timestamps inlined, issue 32's speed).
const SPLIT = Number(process.env.BENCH_TRIGGERS_SPLIT ?? 60);
const pad = (n: number) => String(n).padStart(3, '0');
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

/** Fifty active watches, one on each brand, asking for every change (the outbox triggers then match every row). */
const WATCHES = `
  insert into accounts (name) values ('bench-watches');
  insert into watches (account_id, filters, on_changes, brand_id, callback_origin, callback_url_sealed, callback_format)
  select (select id from accounts where name = 'bench-watches'), jsonb_build_object('brandId', b.id::text),
    '{created,removed,typeChanged}', b.id, 'https://127.0.0.1', 'sealed', 'event'
  from brands b`;

/**
 * What a consumer of the change log in TypeScript would need the log to hold to give the same events: each
 * sponsorship row's item before and after the write and its old type (the outbox freezes them as the row is
 * written; after the commit a removed row is gone). Written for every row, since matching would come later.
 */
const ROW_IMAGES = `
  alter table sponsorships disable trigger sponsorships_watch_insert;
  alter table sponsorships disable trigger sponsorships_watch_update;
  alter table sponsorships disable trigger sponsorships_watch_delete;
  create table bench_row_images (xid xid8 not null default pg_current_xact_id(), id uuid not null,
    item_old jsonb, item_new jsonb, type_old text);
  create index on bench_row_images (xid);
  create function bench_row_image() returns trigger language plpgsql as $f$
  begin
    if tg_op = 'INSERT' then insert into bench_row_images (id, item_new) values (new.id, new.summary::jsonb);
    elsif tg_op = 'DELETE' then insert into bench_row_images (id, item_old, type_old) values (old.id, old.summary::jsonb, old.type);
    else insert into bench_row_images (id, item_old, item_new, type_old) values (new.id, old.summary::jsonb, new.summary::jsonb, old.type);
    end if;
    return null;
  end $f$;
  create trigger bench_row_image after insert or update or delete on sponsorships for each row execute function bench_row_image()`;

/**
 * `BENCH_TRIGGERS=outbox`: the watch outbox as it is (SQL statement triggers matching the watches as the rows are
 * written), with no active watch and with fifty, against the row images a consumer of the change log in TypeScript
 * would need (outbox triggers off; the matching it would do after the commit is not counted).
 */
async function outboxConditions() {
  const with50 = await scratch('csds_bench_triggers_watches', 1000);
  await withClient(with50, (c) => c.query(WATCHES));
  const images = await scratch('csds_bench_triggers_images', 1000);
  await withClient(images, (c) => c.query(WATCHES + ';' + ROW_IMAGES));
  return [
    { label: 'outbox in SQL, no active watch', url: await scratch('csds_bench_triggers_after', 1000) },
    { label: 'outbox in SQL, 50 active watches', url: with50 },
    { label: 'row images for a TypeScript consumer, 50 watches', url: images },
  ];
}

export async function main() {
  const conditions =
    process.env.BENCH_TRIGGERS === 'outbox'
      ? await outboxConditions()
      : [
          { label: `before (migrations below ${pad(SPLIT)})`, url: await scratch('csds_bench_triggers_before', SPLIT) },
          { label: `after (${pad(SPLIT)} on)`, url: await scratch('csds_bench_triggers_after', 1000) },
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
        async (k) =>
          (
            await k.query(`select (select count(*) from directory_changes)::int as n,
              (select count(*) from sponsorship_changes)::int as outbox`)
          ).rows[0],
      );
      console.log(
        `round ${round + 1} ${c.label}: insert ${t.insert.at(-1)!.toFixed(0)} ms, update ${t.update.at(-1)!.toFixed(0)} ms, delete ${t.delete.at(-1)!.toFixed(0)} ms; directory_changes rows ${n.n}, outbox rows ${n.outbox}`,
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
    for (const name of [
      'csds_bench_triggers_before',
      'csds_bench_triggers_after',
      'csds_bench_triggers_watches',
      'csds_bench_triggers_images',
    ])
      await c.query(`drop database if exists ${name} with (force)`);
  });
}
