// Stored similar-brand rankings (migration 082): what the refresher stores is served byte for byte as the computed
// ranking at every limit; a stored ranking is read only while no directory write has committed since it was read, so
// after a write the answer is computed again and never stale; the refresher takes the missing and stale ones and
// waits while the directory is written.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { staleSimilarRankings } from '../../src/directory/similar.js';
import { refreshSimilarRankings, SimilarRankingRefresher } from '../../src/directory/similarRankings.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
const similar = async (id: string, limit: number) => {
  const res = await t.app.inject({ url: `/v1/brands/${id}/similar?limit=${limit}`, headers: H });
  assert.equal(res.statusCode, 200, res.body);
  return res.body;
};
const storedIds = async () =>
  (
    await sql<{ id: string }>`select brand_id::text as id from similar_brand_rankings order by 1`.execute(t.db)
  ).rows.map((r) => r.id);

async function sponsor(channelId: string, ...brandIds: string[]) {
  for (const brandId of brandIds) {
    const v = await insertVideo(t.db, channelId);
    await insertSponsorship(t.db, { videoId: v.videoId, brandId });
  }
}

/** The brands with creators: those the refresher stores a ranking for. */
const withCreators = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from brands where creator_count > 0`.execute(t.db)).rows[0].n;

const brands: string[] = [];
let lonely: string;

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key(['data:read']));
  for (let i = 0; i < 14; i++) brands.push((await insertBrand(t.db, { name: `Brand ${i}` })).id);
  lonely = (await insertBrand(t.db, { name: 'No creators' })).id;
  // Creators working with overlapping sets of brands: rankings with ties broken by id, and more than ten items.
  for (let c = 0; c < 8; c++) {
    const channelId = (await insertCreator(t.db, { title: `Creator ${c}`, handle: `@stored${c}` })).channelId;
    await sponsor(channelId, ...brands.filter((_, i) => i % (c + 1) === 0 || i === c));
  }
});
after(() => t.close());

describe('stored similar-brand rankings', () => {
  test('the refresher stores every brand with creators; served, each equals the ranking computed', async () => {
    const limits = [1, 3, 10, 50];
    const computed = new Map<string, string>();
    for (const id of brands) for (const l of limits) computed.set(`${id}:${l}`, await similar(id, l));
    assert.deepEqual(await storedIds(), []);

    assert.equal(await refreshSimilarRankings(t.db, 60_000), brands.length);
    assert.deepEqual(await storedIds(), [...brands].sort());
    assert.deepEqual(await staleSimilarRankings(t.db, 100), []);
    // Limits the read cache has not seen come from the stored rows (5 and 7), the others again from the cache.
    for (const id of brands) {
      for (const l of limits) assert.equal(await similar(id, l), computed.get(`${id}:${l}`));
      const all = JSON.parse(computed.get(`${id}:50`)!).data;
      for (const l of [5, 7]) assert.deepEqual(JSON.parse(await similar(id, l)).data, all.slice(0, l));
    }
    assert.equal(await similar(lonely, 10), '{"data":[]}');
  });

  test('a stored ranking is what is served while the directory is unchanged, and never after a write', async () => {
    await refreshSimilarRankings(t.db, 60_000);
    const subject = brands[0];
    const full = JSON.parse(await similar(subject, 50)).data;
    assert.ok(full.length > 2);
    // The stored row cut to one item, without any directory write: a limit not yet read shows it is the one served.
    await sql`update similar_brand_rankings set items = items[1:1] where brand_id = ${subject}::uuid`.execute(t.db);
    assert.deepEqual(JSON.parse(await similar(subject, 9)).data, full.slice(0, 1));

    // A new brand sharing a creator with the subject: the stored row is stale, the answer computed and complete.
    const joined = (await insertBrand(t.db, { name: 'Joined' })).id;
    const creator = JSON.parse(await similar(subject, 1)).data[0].sharedCreatorSamples[0].channelId;
    await sponsor(creator, joined);
    const after = JSON.parse(await similar(subject, 8)).data;
    assert.ok(after.length > 1);
    const everyone = JSON.parse(await similar(subject, 50)).data;
    assert.ok(everyone.some((b: { id: string }) => b.id === joined));
    assert.deepEqual(after, everyone.slice(0, 8));

    // Every stored ranking is stale now; refreshed, the subject's is whole again and includes the new brand.
    assert.equal((await staleSimilarRankings(t.db, 100)).length, await withCreators());
    await refreshSimilarRankings(t.db, 60_000);
    assert.deepEqual(await staleSimilarRankings(t.db, 100), []);
    assert.deepEqual(JSON.parse(await similar(subject, 11)).data, everyone.slice(0, 11));
  });

  test('a deleted brand takes its stored ranking with it', async () => {
    const gone = (await insertBrand(t.db, { name: 'Gone' })).id;
    await sponsor((await insertCreator(t.db)).channelId, gone, brands[1]);
    await refreshSimilarRankings(t.db, 60_000);
    assert.ok((await storedIds()).includes(gone));
    await sql`delete from sponsorships where brand_id = ${gone}::uuid`.execute(t.db);
    await sql`delete from brands where id = ${gone}::uuid`.execute(t.db);
    assert.ok(!(await storedIds()).includes(gone));
    const res = await t.app.inject({ url: `/v1/brands/${gone}/similar`, headers: H });
    assert.equal(res.statusCode, 404);
  });

  test('the refresher waits while the directory is being written, and refreshes once it is quiet', async () => {
    await refreshSimilarRankings(t.db, 60_000);
    await sponsor((await insertCreator(t.db)).channelId, brands[2], brands[3]);
    const n = await withCreators();
    assert.equal((await staleSimilarRankings(t.db, 100)).length, n);
    // The last write is seconds old at most: a refresher wanting a minute of quiet does nothing.
    assert.equal(await new SimilarRankingRefresher(t.db, { quietMs: 60_000 }).tick(), 0);
    assert.equal((await staleSimilarRankings(t.db, 100)).length, n);
    // One wanting none refreshes them all (the budget covers this directory).
    assert.equal(await new SimilarRankingRefresher(t.db, { quietMs: 0, budgetMs: 60_000 }).tick(), n);
    assert.deepEqual(await staleSimilarRankings(t.db, 100), []);
  });
});
