// A video's processing state is read by the `?processingState=` filter from video_states (migration 083), the copy the
// statement triggers of videos keep, so that no index of videos reads the state and detection's state changes are
// heap-only updates. This test holds the copy to videos through every kind of write (inserts, state changes, a
// publication time moved, deletes, a bulk load with triggers off and its refresh), and every page the filter gives,
// in each order, with and without a publication range, to the page the plain filter on videos gives (the path exports
// take). On both stores.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { fetchListPage, type ListSpec } from '../../src/directory/page.js';
import { videoList, type VideoFilters } from '../../src/directory/videos.js';
import { insertCreator, insertVideo } from '../helpers/factories.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());

const STATES = ['not-processed', 'processing', 'processed'] as const;

/** Rows of videos and of the copy that differ, as text. */
async function drift(): Promise<string[]> {
  const r = await sql<{ d: string }>`
    select coalesce(v.video_id, s.video_id) || ': ' || coalesce(v.processing_state || ' ' || v.published_at::text, 'none')
      || ' / ' || coalesce(s.processing_state || ' ' || s.published_at::text, 'none') as d
    from videos v full join video_states s on s.video_id = v.video_id
    where (v.video_id, v.processing_state, v.published_at) is distinct from (s.video_id, s.processing_state, s.published_at)
    order by 1`.execute(store.db);
  return r.rows.map((x) => x.d);
}

/** Every page of a list, following its cursors, as the JSON each gives. */
async function allPages(spec: ListSpec<VideoFilters>, f: VideoFilters, order: string): Promise<string[]> {
  const pages: string[] = [];
  let after: string[] | null = null;
  do {
    const page = await fetchListPage(store.db, spec, f, 7, after, spec.orders[order]);
    pages.push(page.json);
    after = page.lastKeys;
  } while (after && pages.length < 200);
  return pages;
}

test('no index of videos reads the processing state', async () => {
  const r = await sql<{ name: string }>`
    select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indrelid = 'videos'::regclass
      and (exists (select 1 from pg_attribute a where a.attrelid = x.indrelid and a.attname = 'processing_state'
                   and a.attnum = any(x.indkey::int2[]))
           or pg_get_expr(x.indexprs, x.indrelid) like '%processing_state%'
           or pg_get_expr(x.indpred, x.indrelid) like '%processing_state%')`.execute(store.db);
  assert.deepEqual(
    r.rows.map((x) => x.name),
    [],
  );
});

test('the copy follows every write, and the filter pages as the plain filter on videos', async () => {
  const db = store.db;
  const creators = [await insertCreator(db), await insertCreator(db), await insertCreator(db)];
  const ids: string[] = [];
  for (let i = 0; i < 90; i++) {
    // Publication times that repeat, so the id breaks ties within a page and across cursors.
    const v = await insertVideo(db, creators[i % 3].channelId, {
      publishedAt: new Date(Date.UTC(2026, 0, 1 + (i % 30))).toISOString(),
      processingState: STATES[i % 3],
    });
    ids.push(v.videoId);
  }
  assert.deepEqual(await drift(), [], 'after inserts');
  // Claims and finishes as detection writes them, a state set to what it was, a moved publication time, deletes.
  await sql`update videos set processing_state = 'processing', updated_at = now()
    where video_id = any(${ids.slice(0, 30)}::text[]) and processing_state <> 'processed'`.execute(db);
  await sql`update videos set processing_state = 'processed', ai_summary = 'seen'
    where video_id = any(${ids.slice(10, 20)}::text[])`.execute(db);
  await sql`update videos set processing_state = processing_state, view_count = 7
    where video_id = any(${ids.slice(20, 40)}::text[])`.execute(db);
  await sql`update videos set published_at = published_at - interval '40 days' where video_id = ${ids[41]}`.execute(db);
  await sql`delete from videos where video_id = any(${ids.slice(50, 55)}::text[])`.execute(db);
  assert.deepEqual(await drift(), [], 'after updates and deletes');
  // A bulk load with triggers off, then the refresh every bulk load calls.
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`insert into videos (video_id, channel_id, platform, title, published_at, processing_state)
      select 'bulk' || i, ${creators[0].channelId}, 'youtube', 'Bulk ' || i, timestamptz '2026-01-05' + i * interval '1 hour',
        (array['not-processed', 'processed'])[1 + i % 2]
      from generate_series(1, 20) i`.execute(trx);
    await sql`update videos set processing_state = 'not-processed' where video_id = ${ids[60]}`.execute(trx);
    await sql`delete from videos where video_id = ${ids[61]}`.execute(trx);
  });
  assert.ok((await drift()).length > 0, 'triggers off: the copy is behind');
  await sql`select refresh_directory_stats()`.execute(db);
  assert.deepEqual(await drift(), [], 'after the refresh');

  const plain: ListSpec<VideoFilters> = { ...videoList, pagesFor: undefined };
  const ranges: Partial<VideoFilters>[] = [
    {},
    {
      publishedAfter: '2026-01-05T00:00:00.000Z',
      publishedBefore: '2026-01-20T00:00:00.000Z',
    } as Partial<VideoFilters>,
  ];
  for (const processingState of STATES) {
    for (const order of Object.keys(videoList.orders)) {
      for (const range of ranges) {
        const f = { ...range, processingState } as VideoFilters;
        const what = `${processingState} ${order} ${JSON.stringify(range)}`;
        assert.ok(videoList.pagesFor?.(f), `${what}: read through the copy`);
        const through = await allPages(videoList, f, order);
        assert.deepEqual(through, await allPages(plain, f, order), what);
        assert.ok(through.join('').includes('"videoId"'), `${what}: rows to compare`);
      }
    }
  }
});
