// Every order of every list is read through an index in that order (migration 016): the plan of a page, first or
// after a cursor, alone or with a filter naming one brand or one creator, walks the order's own index and stops at
// the limit, with no sequential scan and no sort of the rows before the limit. On a few thousand rows, with
// sequential and bitmap scans discouraged: on tables this small, reading every matching row and sorting them is
// cheapest, which it is not for the large tables these indexes are for.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql, type Compilable } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { brandList } from '../../src/directory/brands.js';
import { creatorList } from '../../src/directory/creators.js';
import { fetchListPage, listPageQuery, type ListSpec } from '../../src/directory/page.js';
import { LIST_ORDERS } from '../../src/directory/schemas.js';
import { sponsorshipList } from '../../src/directory/sponsorships.js';
import { videoList } from '../../src/directory/videos.js';
import { pageStatement, type Page } from '../../src/pagination/keyset.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
let brandId: string;
let channelId: string;

before(async () => {
  store = await createTestStore();
  const db = store.db;
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`insert into brands (name, domains)
      select 'Brand ' || i, array['brand' || i || '.example'] from generate_series(1, 40) i`.execute(trx);
    await sql`insert into creators (channel_id, platform, handle, title, subscriber_count)
      select 'UC' || lpad(i::text, 6, '0'), (array['youtube', 'instagram', 'tiktok'])[1 + i % 3], '@c' || i, 'Creator ' || i,
        case when i % 7 = 0 then null else i * 10 end
      from generate_series(1, 300) i`.execute(trx);
    await sql`insert into videos (video_id, channel_id, platform, format, title, description, published_at, view_count)
      select 'v' || lpad(i::text, 6, '0'), 'UC' || lpad((case when i % 30 = 0 then 1 else 2 + i % 249 end)::text, 6, '0'), 'youtube', 'video', 'Video ' || i, '',
        timestamptz '2024-01-01' + i * interval '1 hour', case when i % 11 = 0 then null else (i * 37) % 5000 end
      from generate_series(1, 6000) i`.execute(trx);
    await sql`insert into sponsorships (video_id, channel_id, brand_id, type, detected_at)
      select v.video_id, v.channel_id, b.id, 'Integration', timestamptz '2025-01-01' + (v.n % 900) * interval '1 minute'
      from (select video_id, channel_id, row_number() over (order by video_id) as n from videos) v
      join (select id, row_number() over (order by name) - 1 as k from brands) b on b.k = v.n % 40`.execute(trx);
    await sql`select refresh_sponsorship_rendering()`.execute(trx);
  });
  await sql`select refresh_directory_stats()`.execute(db);
  await sql`analyze`.execute(db);
  brandId = (await sql<{ id: string }>`select id::text from brands order by name limit 1`.execute(db)).rows[0].id;
  channelId = 'UC000001';
});
after(() => store.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/**
 * A statement's plan with sequential and bitmap scans off (and, `indexOnly`, plain index scans too): what remains are
 * the reads in an index's order that the tests ask for.
 */
async function planOf(statement: Compilable, indexOnly = false): Promise<PlanNode> {
  const compiled = statement.compile(store.db);
  return store.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    if (indexOnly) await sql`set local enable_indexscan = off`.execute(trx);
    const r = await trx.executeQuery<{ 'QUERY PLAN': unknown }>({
      ...compiled,
      sql: `explain (format json) ${compiled.sql}`,
    });
    const raw = r.rows[0]['QUERY PLAN'];
    return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0].Plan;
  });
}

/** The plan under the Limit that reads the list's table (the page's own statement, not the outer rendering). */
async function pagePlan(
  spec: ListSpec<any>,
  table: string,
  f: Record<string, unknown>,
  order: string,
  cursor: boolean,
) {
  const ordering = spec.orders[order];
  let afterKeys: string[] | null = null;
  if (cursor) {
    afterKeys = (await fetchListPage(store.db, spec, f, 5, null, ordering)).lastKeys;
    assert.ok(afterKeys, 'a first page with more rows after it');
  }
  const plan = await planOf(pageStatement(listPageQuery(spec, f, 50, afterKeys, ordering)));
  const limits = nodes(plan).filter(
    (n) => n['Node Type'] === 'Limit' && nodes(n).some((x) => x['Relation Name'] === table),
  );
  assert.equal(limits.length, 1, `one limited read of ${table}: ${JSON.stringify(plan)}`);
  return nodes(limits[0]);
}

const cases: {
  list: string;
  spec: ListSpec<any>;
  table: string;
  filter?: () => Record<string, unknown>;
  index: Record<string, string>;
  /** The table an order's index is on, when not `table`. */
  tables?: Record<string, string>;
}[] = [
  {
    list: 'sponsorships',
    spec: sponsorshipList,
    table: 'sponsorships',
    index: {
      '-detectedAt': 'sponsorships_order',
      '-publishedAt': 'sponsorships_published_order',
      '-viewCount': 'sponsorships_views_order',
    },
  },
  {
    list: 'sponsorships',
    spec: sponsorshipList,
    table: 'sponsorships',
    filter: () => ({ brandId }),
    index: {
      '-detectedAt': 'sponsorships_brand_order',
      '-publishedAt': 'sponsorships_brand_published_order',
      '-viewCount': 'sponsorships_brand_views_order',
    },
  },
  {
    list: 'sponsorships',
    spec: sponsorshipList,
    table: 'sponsorships',
    filter: () => ({ channelId }),
    index: {
      '-detectedAt': 'sponsorships_channel_order',
      '-publishedAt': 'sponsorships_channel_published_order',
      '-viewCount': 'sponsorships_channel_views_order',
    },
  },
  {
    list: 'videos',
    spec: videoList,
    table: 'videos',
    index: { '-publishedAt': 'videos_order', '-viewCount': 'videos_views_order' },
  },
  {
    list: 'videos',
    spec: videoList,
    table: 'videos',
    filter: () => ({ channelId }),
    index: { '-publishedAt': 'videos_channel_order', '-viewCount': 'videos_channel_views_order' },
  },
  {
    // Through the copy of the states (migration 083): no index of videos reads the state.
    list: 'videos',
    spec: videoList,
    table: 'video_states',
    filter: () => ({ processingState: 'not-processed' }),
    index: { '-publishedAt': 'video_states_order', '-viewCount': 'videos_views_order' },
    tables: { '-viewCount': 'videos' },
  },
  {
    list: 'creators',
    spec: creatorList,
    table: 'creators',
    index: {
      '-subscriberCount': 'creators_order',
      '-sponsorshipCount': 'creators_sponsorships_order',
      '-lastSponsorshipAt': 'creators_last_sponsorship_order',
    },
  },
  {
    list: 'brands',
    spec: brandList,
    table: 'brands',
    index: {
      name: 'brands_order',
      '-sponsorshipCount': 'brands_sponsorships_order',
      '-lastSponsorshipAt': 'brands_last_sponsorship_order',
    },
  },
];

describe('every order of every list is an index walk that stops at the limit', () => {
  for (const c of cases) {
    test(`${c.list}${c.filter ? ` with ${Object.keys(c.filter()).join()}` : ''}: each order, first page and after a cursor`, async () => {
      assert.deepEqual(
        Object.keys(c.index).sort(),
        [...LIST_ORDERS[c.list as keyof typeof LIST_ORDERS]].sort(),
        'every order is checked',
      );
      for (const [order, index] of Object.entries(c.index)) {
        const table = c.tables?.[order] ?? c.table;
        for (const cursor of [false, true]) {
          const plan = await pagePlan(c.spec, table, c.filter?.() ?? {}, order, cursor);
          const what = `${c.list} ${order}${cursor ? ' after a cursor' : ''}: ${JSON.stringify(plan.map((n) => [n['Node Type'], n['Index Name'] ?? n['Relation Name']]))}`;
          const types = plan.map((n) => n['Node Type']);
          for (const bad of ['Seq Scan', 'Sort', 'Incremental Sort', 'Bitmap Heap Scan']) {
            assert.ok(!types.includes(bad), `no ${bad}: ${what}`);
          }
          assert.ok(
            plan.some(
              (n) =>
                n['Relation Name'] === table &&
                n['Index Name'] === index &&
                /^Index( Only)? Scan$/.test(n['Node Type']),
            ),
            `reads ${index}: ${what}`,
          );
        }
      }
    });
  }

  test("a date range on the order's own field bounds the same index walk", async () => {
    const plan = await pagePlan(
      sponsorshipList,
      'sponsorships',
      { publishedAfter: '2024-02-01T00:00:00.000Z', publishedBefore: '2024-03-01T00:00:00.000Z', brandId },
      '-publishedAt',
      true,
    );
    assert.ok(
      plan.some((n) => n['Index Name'] === 'sponsorships_brand_published_order'),
      JSON.stringify(plan),
    );
    assert.ok(!plan.some((n) => ['Seq Scan', 'Sort'].includes(n['Node Type'])), JSON.stringify(plan));
  });

  test('a date range on another field: the rows in it are read and sorted when few, the order walked when many', async () => {
    // An hour of detections, in publication order: about 400 of the 6,000 rows.
    const f = { detectedAfter: '2025-01-01T02:00:00.000Z', detectedBefore: '2025-01-01T03:00:00.000Z' };
    const order = sponsorshipList.orders['-publishedAt'];
    const run = async (narrowRows: number, after: string[] | null) => {
      const q = listPageQuery(sponsorshipList, f, 20, after, order);
      assert.equal(q.narrowed, true);
      const compiled = pageStatement(q, narrowRows).compile(store.db);
      const r = await store.db.executeQuery<{ 'QUERY PLAN': unknown }>({
        ...compiled,
        sql: `explain (analyze, format json) ${compiled.sql}`,
      });
      const raw = r.rows[0]['QUERY PLAN'];
      const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0].Plan;
      // The two ways are the members of the union (its other children are the CTEs deciding between them).
      const append = nodes(plan).find((n) => n['Node Type'] === 'Append');
      const members = (append?.Plans ?? []).filter(
        (b) => (b as { 'Parent Relationship'?: string })['Parent Relationship'] === 'Member',
      );
      assert.equal(members.length, 2, 'two ways to read the page');
      const rows = members.map((b) => (b as { 'Actual Rows': number })['Actual Rows']);
      const page: Page = await (async () => {
        const x = (await pageStatement(q, narrowRows).execute(store.db)).rows[0];
        return { json: x.data, hasMore: x.n > 20, lastKeys: x.n > 20 && x.last_keys ? JSON.parse(x.last_keys) : null };
      })();
      return { rows, page };
    };
    // The same pages either way, page after page, as the plain statement gives them.
    let after: string[] | null = null;
    let lastPageAfter: string[] | null = null;
    let pages = 0;
    do {
      lastPageAfter = after;
      const few = await run(10_000, after);
      const many = await run(100, after);
      assert.ok(few.rows[0] > 0 && few.rows[1] === 0, `few: the range is read, the walk never runs (${few.rows})`);
      // The rows counted are those left after the cursor: the first page walks, the last ones read what is left.
      if (pages === 0) assert.ok(many.rows[0] === 0 && many.rows[1] > 0, `many: the order is walked (${many.rows})`);
      // The plain statement: the order taken as the range's own, so the range is one more filter on the walk.
      const plain = await fetchListPage(store.db, sponsorshipList, f, 20, after, { ...order, range: 'detected' });
      assert.deepEqual(few.page, plain);
      assert.deepEqual(many.page, plain);
      after = plain.lastKeys;
      pages++;
    } while (after);
    assert.ok(pages > 10, `the range spans pages (${pages})`);
    const last = await run(100, lastPageAfter);
    assert.ok(last.rows[0] > 0 && last.rows[1] === 0, `few left after the cursor: read and sorted (${last.rows})`);
  });

  test("the rows in a range on another field than the order's are read from the range's index alone", async () => {
    // Migration 080: the range indexes carry the other orders' keys, so the rows a narrowed page sorts are an
    // index-only scan (on the benchmark set, 11,800 rows read from the heap took 950 ms, from the index 4 ms).
    await sql`vacuum analyze sponsorships`.execute(store.db);
    await sql`vacuum analyze videos`.execute(store.db);
    const detected = { detectedAfter: '2025-01-01T02:00:00.000Z', detectedBefore: '2025-01-01T09:00:00.000Z' };
    const published = { publishedAfter: '2024-02-01T00:00:00.000Z', publishedBefore: '2024-04-01T00:00:00.000Z' };
    const narrowed: [ListSpec<any>, Record<string, unknown>, string, string][] = [
      [sponsorshipList, detected, '-publishedAt', 'sponsorships_order'],
      [sponsorshipList, detected, '-viewCount', 'sponsorships_order'],
      [sponsorshipList, published, '-detectedAt', 'sponsorships_published_order'],
      [sponsorshipList, published, '-viewCount', 'sponsorships_published_order'],
      [videoList, published, '-viewCount', 'videos_order'],
    ];
    for (const [spec, f, order, index] of narrowed) {
      const q = listPageQuery(spec, f, 20, null, spec.orders[order]);
      assert.equal(q.narrowed, true);
      // Only reads that skip the heap are left (on rows this few any index is as cheap as another): the plan can
      // keep them only when an index holds every column the rows are read for.
      const plan = await planOf(pageStatement(q), true);
      const few = nodes(plan).find((n) => (n as { 'Subplan Name'?: string })['Subplan Name'] === 'CTE few');
      assert.ok(few, `a CTE few: ${JSON.stringify(plan)}`);
      const scans = nodes(few).filter((n) => n['Relation Name'] !== undefined);
      assert.deepEqual(
        scans.map((n) => [n['Node Type'], n['Index Name']]),
        [['Index Only Scan', index]],
        `${spec === videoList ? 'videos' : 'sponsorships'} ${JSON.stringify(f)} ${order}`,
      );
    }
  });
});

test("a search page in detection order reads its rows' keys from the order's index alone, and the same page", async () => {
  // Migration 086: the detection order's index carries the search document, so the walk past the rows a search leaves
  // out tests it there and reads no heap row (on the benchmark set, a word in 1 % of the documents: 20–40 ms of heap
  // fetches a page before, 2–4 ms after); only the page's own rows are then read, by id.
  await sql`vacuum analyze sponsorships`.execute(store.db);
  const order = sponsorshipList.orders['-detectedAt'];
  const f = { search: 'RAND 1' };
  let afterKeys: string[] | null = null;
  for (const page of [1, 2, 3]) {
    const q = listPageQuery(sponsorshipList, f, 20, afterKeys, order);
    assert.equal(q.keysFirst, true);
    const plan = await planOf(pageStatement(q));
    const limits = nodes(plan).filter(
      (n) => n['Node Type'] === 'Limit' && nodes(n).some((x) => x['Relation Name'] === 'sponsorships'),
    );
    const scans = limits.flatMap((l) => nodes(l).filter((n) => n['Relation Name'] === 'sponsorships'));
    assert.deepEqual(
      scans.map((n) => [n['Node Type'], n['Index Name']]),
      [['Index Only Scan', 'sponsorships_order']],
      `page ${page}: ${JSON.stringify(plan)}`,
    );
    const run = async (keysFirst: boolean) => (await pageStatement({ ...q, keysFirst }).execute(store.db)).rows[0];
    const [first, walked] = [await run(true), await run(false)];
    assert.deepEqual(first, walked, `page ${page}`);
    assert.equal(JSON.parse(first.data).length, 20);
    afterKeys = JSON.parse(first.last_keys!) as string[];
  }
  // Another filter reads a column the index does not carry: the page walks the rows as before.
  assert.equal(listPageQuery(sponsorshipList, { ...f, type: 'Integration' }, 20, null, order).keysFirst, false);
  assert.equal(listPageQuery(sponsorshipList, f, 20, null, sponsorshipList.orders['-publishedAt']).keysFirst, false);
});

test('a page formats the keys of its last row only, not of every row its offset skips', async () => {
  // A projection over `offset n` is computed for the n rows it skips: with the cursor's keys formatted there, a page
  // of 50 formatted 50 timestamps for the one it returns (docs/decisions.md, "Reads at first touch", seventh look).
  const q = listPageQuery(sponsorshipList, {}, 50, null, sponsorshipList.orders['-detectedAt']);
  const compiled = pageStatement(q).compile(store.db);
  const r = await store.db.executeQuery<{ 'QUERY PLAN': unknown }>({
    ...compiled,
    sql: `explain (analyze, verbose, format json) ${compiled.sql}`,
  });
  const raw = r.rows[0]['QUERY PLAN'];
  const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0].Plan;
  type Analyzed = PlanNode & { Output?: string[]; 'Actual Rows': number; 'Actual Loops': number };
  const formatting = (nodes(plan) as Analyzed[]).filter((n) => n.Output?.some((o) => o.includes('json_build_array')));
  assert.ok(formatting.length > 0, `a node formats the last keys: ${JSON.stringify(plan)}`);
  for (const n of formatting)
    assert.ok(n['Actual Rows'] * n['Actual Loops'] <= 1, `${n['Node Type']} formats ${n['Actual Rows']} rows`);
  const page = (await pageStatement(q).execute(store.db)).rows[0];
  assert.equal(page.n, 51);
  assert.equal(JSON.parse(page.last_keys!).length, 2);
});
