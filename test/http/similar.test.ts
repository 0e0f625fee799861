// GET /v1/brands/{id}/similar: the weighting (a niche shared creator outranks a popular one), scores, counts,
// samples, limit edges, an unknown brand, a brand with no creators.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { SIMILAR_CREATOR_CAP } from '../../src/directory/similar.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import {
  expectInvalid,
  expectProblem,
  insertBrand,
  insertCreator,
  insertSponsorship,
  insertVideo,
} from '../helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
const get = (url: string) => t.app.inject({ url, headers: H });

/** Makes `creator` a sponsored creator of each brand (one video, one sponsorship per brand). */
async function sponsor(channelId: string, ...brandIds: string[]) {
  for (const brandId of brandIds) {
    const v = await insertVideo(t.db, channelId);
    await insertSponsorship(t.db, { videoId: v.videoId, brandId });
  }
}

let subject: { id: string }, niche: { id: string }, popular: { id: string }, lonely: { id: string };
let nicheCreator: string, popularCreator: string;
const fillers: { id: string }[] = [];

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key(['data:read']));
  subject = await insertBrand(t.db, { name: 'Subject' });
  niche = await insertBrand(t.db, { name: 'Niche partner' });
  popular = await insertBrand(t.db, { name: 'Popular partner' });
  lonely = await insertBrand(t.db, { name: 'No creators' });
  for (let i = 0; i < 6; i++) fillers.push(await insertBrand(t.db, { name: `Filler ${i}` }));
  // The subject's two creators: one works only with the subject and the niche partner; the other with everyone.
  nicheCreator = (await insertCreator(t.db, { title: 'Niche creator', handle: '@niche' })).channelId;
  popularCreator = (await insertCreator(t.db, { title: 'Popular creator', handle: '@popular' })).channelId;
  await sponsor(nicheCreator, subject.id, niche.id);
  await sponsor(popularCreator, subject.id, popular.id, ...fillers.map((f) => f.id));
  // The niche and the popular partner have the same number of creators (2), so only the weighting tells them apart.
  await sponsor((await insertCreator(t.db)).channelId, niche.id);
  await sponsor((await insertCreator(t.db)).channelId, popular.id);
});
after(() => t.close());

describe('GET /v1/brands/{id}/similar', () => {
  test('a brand sharing a niche creator outranks one sharing a creator who works with everyone', async () => {
    const res = await get(`/v1/brands/${subject.id}/similar`);
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data;
    assert.equal(data[0].id, niche.id);
    const popularAt = data.findIndex((b: { id: string }) => b.id === popular.id);
    assert.ok(popularAt > 0);
    assert.ok(data[0].score > data[popularAt].score);
    assert.equal(data[popularAt].sharedCreators, 1);
    assert.equal(data[0].sharedCreators, 1);
    assert.deepEqual(data[0].sharedCreatorSamples, [
      { channelId: nicheCreator, title: 'Niche creator', handle: '@niche' },
    ]);
    // Every brand sharing a creator is listed (the subject itself never), best first, scores within (0, 1].
    assert.equal(data.length, 2 + fillers.length);
    assert.ok(!data.some((b: { id: string }) => b.id === subject.id));
    for (let i = 1; i < data.length; i++) assert.ok(data[i - 1].score >= data[i].score);
    for (const b of data) assert.ok(b.score > 0 && b.score <= 1, String(b.score));
    // Each item is a brand summary besides the ranking's fields.
    const summary = (await get(`/v1/brands/${niche.id}`)).json();
    for (const k of ['name', 'domains', 'creatorCount', 'sponsorshipCount', 'kind'])
      assert.deepEqual(data[0][k], summary[k]);
  });

  test('the score follows the documented formula', async () => {
    // N = 9 brands with creators (subject, niche, popular, six fillers); the niche creator works with 2 brands, and
    // the subject and the niche partner have 2 creators each.
    const withCreators = 3 + fillers.length;
    const w = Math.log(withCreators / 2) + 1;
    const expected = w / ((Math.log(withCreators) + 1) * Math.sqrt(2 * 2));
    const data = (await get(`/v1/brands/${subject.id}/similar`)).json().data;
    assert.equal(data[0].score, Math.round(expected * 10_000) / 10_000);
  });

  test('samples: at most five shared creators, the fewest-brands ones first', async () => {
    const a = await insertBrand(t.db, { name: 'Many shared A' });
    const b = await insertBrand(t.db, { name: 'Many shared B' });
    const shared: string[] = [];
    for (let i = 0; i < 7; i++) {
      const c = (await insertCreator(t.db, { handle: `@shared${i}` })).channelId;
      shared.push(c);
      // Creator i works with i extra brands besides A and B, so creator 0 is the most telling.
      await sponsor(c, a.id, b.id, ...fillers.slice(0, i).map((f) => f.id));
    }
    const top = (await get(`/v1/brands/${a.id}/similar?limit=1`)).json().data;
    assert.equal(top.length, 1);
    assert.equal(top[0].id, b.id);
    assert.equal(top[0].sharedCreators, 7);
    assert.deepEqual(
      top[0].sharedCreatorSamples.map((s: { channelId: string }) => s.channelId),
      shared.slice(0, 5),
    );
  });

  test('limit: default 10, 1 and 50 taken; 0, 51, non-numbers refused naming limit', async () => {
    const hub = await insertBrand(t.db, { name: 'Hub' });
    const partners = [];
    for (let i = 0; i < 12; i++) partners.push((await insertBrand(t.db, { name: `Partner ${i}` })).id);
    await sponsor((await insertCreator(t.db)).channelId, hub.id, ...partners);
    const all = (await get(`/v1/brands/${hub.id}/similar?limit=50`)).json().data;
    assert.equal(all.length, 12);
    assert.equal((await get(`/v1/brands/${hub.id}/similar`)).json().data.length, 10);
    assert.deepEqual((await get(`/v1/brands/${hub.id}/similar?limit=1`)).json().data, all.slice(0, 1));
    for (const bad of ['0', '51', '-1', '2.5', 'ten', ''])
      expectInvalid(await get(`/v1/brands/${subject.id}/similar?limit=${bad}`), 'query.limit');
    expectProblem(await get(`/v1/brands/${subject.id}/similar?other=1`), 400, 'invalid_request');
  });

  test('a brand with no creators has no similar brands; an unknown brand is a 404; a bad id a 400', async () => {
    assert.deepEqual((await get(`/v1/brands/${lonely.id}/similar`)).json(), { data: [] });
    expectProblem(await get('/v1/brands/00000000-0000-4000-8000-000000000000/similar'), 404, 'not_found');
    expectInvalid(await get('/v1/brands/not-a-uuid/similar'), 'params.id');
  });

  test('a brand over the ceiling: only its most frequent partner creators are considered', async () => {
    const big = await insertBrand(t.db, { name: 'Big' });
    const seenOnlyOnce = await insertBrand(t.db, { name: 'Seen only once' });
    // SIMILAR_CREATOR_CAP creators with two sponsorships of Big each, in one statement per table.
    await sql`insert into creators (channel_id, platform, handle, title)
      select 'UCbig' || g, 'youtube', '@big' || g, 'Big ' || g from generate_series(1, ${SIMILAR_CREATOR_CAP}) g`.execute(
      t.db,
    );
    await sql`insert into videos (video_id, channel_id, platform, format, title, description, published_at)
      select 'big' || g || '-' || k, 'UCbig' || g, 'youtube', 'video', 'Big video', '', now()
      from generate_series(1, ${SIMILAR_CREATOR_CAP}) g, generate_series(1, 2) k`.execute(t.db);
    await sql`insert into sponsorships (video_id, brand_id, type, detected_at, evidence)
      select 'big' || g || '-' || k, ${big.id}::uuid, 'Integration', now(), '{"candidates":[],"chapters":[]}'::jsonb
      from generate_series(1, ${SIMILAR_CREATOR_CAP}) g, generate_series(1, 2) k`.execute(t.db);
    // One more creator, with a single sponsorship of Big: the least frequent partner, past the ceiling.
    const last = (await insertCreator(t.db, { title: 'Past the ceiling' })).channelId;
    await sponsor(last, big.id, seenOnlyOnce.id);
    const fromBig = (await get(`/v1/brands/${big.id}/similar?limit=50`)).json().data;
    assert.ok(!fromBig.some((b: { id: string }) => b.id === seenOnlyOnce.id));
    // The other way round the creator is considered (the small brand is under the ceiling).
    const fromSmall = (await get(`/v1/brands/${seenOnlyOnce.id}/similar`)).json().data;
    assert.deepEqual(
      fromSmall.map((b: { id: string; sharedCreators: number }) => [b.id, b.sharedCreators]),
      [[big.id, 1]],
    );
  });

  test('a new sponsorship is seen at once (the cached ranking is never stale)', async () => {
    const fresh = await insertBrand(t.db, { name: 'Fresh' });
    assert.deepEqual((await get(`/v1/brands/${fresh.id}/similar`)).json(), { data: [] });
    await sponsor(nicheCreator, fresh.id);
    const data = (await get(`/v1/brands/${fresh.id}/similar`)).json().data;
    assert.ok(data.some((b: { id: string }) => b.id === niche.id));
    // And the brands it joined see it too.
    const fromNiche = (await get(`/v1/brands/${niche.id}/similar?limit=50`)).json().data;
    assert.ok(fromNiche.some((b: { id: string }) => b.id === fresh.id));
  });

  test('needs data:read', async () => {
    const other = bearer(await t.key(['operations:read']));
    expectProblem(
      await t.app.inject({ url: `/v1/brands/${subject.id}/similar`, headers: other }),
      403,
      'insufficient_scope',
    );
  });
});
