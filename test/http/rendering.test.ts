// The sponsorship list reads each row's stored list item and search document (migration 014), and orders and
// bounds by its copies of the video's publication time and view count (migration 016): all stay equal to what the
// base tables hold after writes of every kind, searches follow renames at once, and a search term never
// matches across two fields. A cached page follows a rename at once (test/http/readCache.test.ts tests the cache).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { jsonObject } from '../../src/directory/page.js';
import { sponsorshipList } from '../../src/directory/sponsorships.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
const get = (url: string) => t.app.inject({ url, headers: H });
const searchIds = async (q: string) => {
  const res = await get(`/v1/sponsorships?search=${encodeURIComponent(q)}&limit=200`);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as { id: string }[]).map((s) => s.id).sort();
};

/** Sponsorships whose stored item, search document or video copies differ from what the base tables render now. */
async function drift(): Promise<string[]> {
  const r = await sql<{ id: string }>`select s.id::text as id from sponsorships s
    left join brands b on b.id = s.brand_id
    left join creators c on c.channel_id = s.channel_id
    left join videos v on v.video_id = s.video_id
    where s.summary is distinct from ${jsonObject(sponsorshipList.columns)}::text
       or s.search is distinct from lower(b.name || E'\\n' || coalesce(c.title, '') || ' ' || coalesce(c.handle, '')
          || E'\\n' || coalesce(v.title, ''))
       or s.published_at is distinct from v.published_at or s.view_count is distinct from v.view_count`.execute(t.db);
  return r.rows.map((x) => x.id);
}

let brand: { id: string };
let other: { id: string };
let creator: { channelId: string };
let videoA: { videoId: string };
let videoB: { videoId: string };
let s1: { id: string };
let s2: { id: string };
let s3: { id: string };

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key());
  brand = await insertBrand(t.db, { name: 'Quokka Coffee' });
  other = await insertBrand(t.db, { name: 'Zebra Tools' });
  creator = await insertCreator(t.db, { title: 'Marla Bakes', handle: '@marlabakes' });
  videoA = await insertVideo(t.db, creator.channelId, { title: 'Sourdough starter diary' });
  videoB = await insertVideo(t.db, creator.channelId, { title: 'Croissant lamination' });
  s1 = await insertSponsorship(t.db, { videoId: videoA.videoId, brandId: brand.id });
  s2 = await insertSponsorship(t.db, { videoId: videoB.videoId, brandId: brand.id, type: 'Affiliate' });
  s3 = await insertSponsorship(t.db, { videoId: videoA.videoId, brandId: other.id });
});
after(() => t.close());

describe('stored list items and search documents', () => {
  test('inserted rows are rendered as the columns render them, and the list returns exactly that', async () => {
    assert.deepEqual(await drift(), []);
    const page = (await get('/v1/sponsorships?limit=200')).json().data;
    const live = await sql<{ j: unknown }>`select ${jsonObject(sponsorshipList.columns)} as j
      ${sponsorshipList.from} order by s.detected_at desc, s.id desc`.execute(t.db);
    assert.deepEqual(
      page,
      live.rows.map((r) => (typeof r.j === 'string' ? JSON.parse(r.j) : r.j)),
    );
  });

  test('a brand rename is searchable at once, under its new name only, and shown in the list', async () => {
    assert.deepEqual(await searchIds('quokka'), [s1.id, s2.id].sort());
    await sql`update brands set name = 'Wombat Roasters', kind = 'Agency' where id = ${brand.id}::uuid`.execute(t.db);
    assert.deepEqual(await searchIds('quokka'), []);
    assert.deepEqual(await searchIds('wombat'), [s1.id, s2.id].sort());
    const item = (await get(`/v1/sponsorships?brandId=${brand.id}`)).json().data[0];
    assert.equal(item.brandName, 'Wombat Roasters');
    assert.equal(item.brandKind, 'Agency');
    assert.deepEqual(await drift(), []);
  });

  test('a creator rename (title or handle) and a video edit are searchable at once', async () => {
    await sql`update creators set handle = '@marlacooks' where channel_id = ${creator.channelId}`.execute(t.db);
    assert.deepEqual(await searchIds('@marlabakes'), []);
    assert.deepEqual(await searchIds('@marlacooks'), [s1.id, s2.id, s3.id].sort());
    await sql`update creators set title = 'Marla Cooks' where channel_id = ${creator.channelId}`.execute(t.db);
    assert.deepEqual(await searchIds('marla bakes'), []);
    assert.deepEqual(await searchIds('marla cooks'), [s1.id, s2.id, s3.id].sort());
    await sql`update videos set title = 'Rye starter diary', view_count = 999, duration_seconds = 61,
      published_at = '2021-03-04T05:06:07.123Z' where video_id = ${videoA.videoId}`.execute(t.db);
    assert.deepEqual(await searchIds('sourdough'), []);
    assert.deepEqual(await searchIds('rye starter'), [s1.id, s3.id].sort());
    const item = (await get(`/v1/sponsorships?brandId=${other.id}`)).json().data[0];
    assert.equal(item.videoTitle, 'Rye starter diary');
    assert.equal(item.viewCount, 999);
    assert.equal(item.durationSeconds, 61);
    assert.deepEqual(await drift(), []);
    await sql`update videos set view_count = null where video_id = ${videoA.videoId}`.execute(t.db);
    assert.deepEqual(await drift(), []);
    const copies = await sql<{ n: number }>`select count(*)::int as n from sponsorships
      where video_id = ${videoA.videoId} and view_count is null and published_at = '2021-03-04T05:06:07.123Z'`.execute(
      t.db,
    );
    assert.equal(copies.rows[0].n, 2, "both of the video's sponsorships hold its new time and its null count");
  });

  test('sponsorship inserts, updates and deletes; a video moved to another sponsorship', async () => {
    const v = await insertVideo(t.db, creator.channelId, { title: 'Baguette scoring' });
    const s4 = await insertSponsorship(t.db, { videoId: v.videoId, brandId: other.id });
    assert.deepEqual(await searchIds('baguette'), [s4.id]);
    await sql`update sponsorships set type = 'Dedicated', brand_domain = 'zebra.example', domain_was_researched = true
      where id = ${s4.id}::uuid`.execute(t.db);
    assert.equal((await get(`/v1/sponsorships?search=baguette`)).json().data[0].type, 'Dedicated');
    await sql`update sponsorships set video_id = ${videoB.videoId} where id = ${s4.id}::uuid`.execute(t.db);
    assert.deepEqual(await searchIds('baguette'), []);
    assert.deepEqual(await searchIds('croissant'), [s2.id, s4.id].sort());
    assert.deepEqual(await drift(), []);
    await sql`delete from sponsorships where id = ${s4.id}::uuid`.execute(t.db);
    assert.deepEqual(await searchIds('croissant'), [s2.id]);
  });

  test('a term never matches across two fields, a line break included', async () => {
    // The document holds "wombat roasters\nmarla cooks @marlacooks\ncroissant lamination".
    assert.deepEqual(await searchIds('roasters\nmarla'), []);
    assert.deepEqual(await searchIds('@marlacooks\ncroissant'), []);
    assert.deepEqual(await searchIds('roasters marla'), []);
    assert.deepEqual(await searchIds('cooks @marla'), [s1.id, s2.id, s3.id].sort(), "a creator's title and handle");
  });

  test('refresh_sponsorship_rendering() (after a bulk load) finds nothing to change; it repairs rows written with triggers off', async () => {
    await sql`select refresh_sponsorship_rendering()`.execute(t.db);
    assert.deepEqual(await drift(), []);
    await t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`update brands set name = 'Bulk Loaded' where id = ${other.id}::uuid`.execute(trx);
    });
    assert.deepEqual(await drift(), [s3.id]);
    await sql`select refresh_sponsorship_rendering()`.execute(t.db);
    assert.deepEqual(await drift(), []);
    await t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`update videos set view_count = 5, published_at = published_at - interval '1 day'
        where video_id = ${videoB.videoId}`.execute(trx);
    });
    assert.deepEqual(await drift(), [s2.id]);
    await sql`select refresh_sponsorship_rendering()`.execute(t.db);
    assert.deepEqual(await drift(), []);
  });
});

describe('read cache', () => {
  test('through the API: a page is never stale after a commit that changed it', async () => {
    const first = (await get(`/v1/sponsorships?brandId=${brand.id}`)).json().data;
    assert.ok(first.length && first.every((s: { brandName: string }) => s.brandName === 'Wombat Roasters'));
    await sql`update brands set name = 'Bilby Brew' where id = ${brand.id}::uuid`.execute(t.db);
    const next = (await get(`/v1/sponsorships?brandId=${brand.id}`)).json().data;
    assert.ok(next.every((s: { brandName: string }) => s.brandName === 'Bilby Brew'));
    assert.equal((await get(`/v1/brands/${brand.id}`)).json().name, 'Bilby Brew');
  });
});
