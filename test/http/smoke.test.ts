import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('a sponsorship is listed and shown with every spec field', async () => {
  const key = await t.key(['data:read']);
  const c = await insertCreator(t.db);
  const b = await insertBrand(t.db);
  const v = await insertVideo(t.db, c.channelId);
  const s = await insertSponsorship(t.db, { videoId: v.videoId, brandId: b.id });
  const list = await t.app.inject({ url: '/v1/sponsorships', headers: bearer(key) });
  assert.equal(list.statusCode, 200, list.body);
  const body = list.json();
  assert.equal(body.data.length, 1);
  assert.equal(body.data[0].id, s.id);
  assert.deepEqual(body.meta, { nextCursor: null, hasMore: false });
  const one = await t.app.inject({ url: `/v1/sponsorships/${s.id}`, headers: bearer(key) });
  assert.equal(one.statusCode, 200);
  assert.equal(one.json().evidenceAvailable, false);
  const creator = await t.app.inject({ url: `/v1/creators/${c.channelId}`, headers: bearer(key) });
  assert.equal(creator.json().sponsorshipCount, 1);
  assert.equal(creator.json().brandCount, 1);
  const brand = await t.app.inject({ url: `/v1/brands/${b.id}`, headers: bearer(key) });
  assert.equal(brand.json().creatorCount, 1, brand.body);
  const video = await t.app.inject({ url: `/v1/videos/${v.videoId}`, headers: bearer(key) });
  assert.equal(video.json().sponsorships.length, 1, video.body);
  const noKey = await t.app.inject({ url: '/v1/sponsorships' });
  assert.equal(noKey.statusCode, 401);
  assert.equal(noKey.headers['content-type'], 'application/problem+json; charset=utf-8');
  const bad = await t.app.inject({ url: '/v1/sponsorships?limit=500', headers: bearer(key) });
  assert.equal(bad.statusCode, 400, bad.body);
  console.log(bad.body);
  const oa = await t.app.inject({ url: '/v1/openapi.json' });
  assert.equal(oa.statusCode, 200);
  assert.equal(oa.json().openapi, '3.1.0');
});

test('[review 16.9] a successful detail read writes no error-level log line', async () => {
  const key = await t.key(['data:read']);
  const c = await insertCreator(t.db);
  const b = await insertBrand(t.db);
  const v = await insertVideo(t.db, c.channelId);
  const s = await insertSponsorship(t.db, { videoId: v.videoId, brandId: b.id });
  const before = t.errorLogs().length;
  for (const url of [
    `/v1/brands/${b.id}`,
    `/v1/creators/${c.channelId}`,
    `/v1/videos/${v.videoId}`,
    `/v1/sponsorships/${s.id}`,
    `/v1/sponsorships/per-month?brandId=${b.id}`,
    '/v1/brands',
    '/v1/sponsorships',
  ]) {
    const res = await t.app.inject({ url, headers: bearer(key) });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  }
  // A handler that fails after its reply went out does so once the response has ended: let that turn come.
  await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(t.errorLogs().slice(before), []);
});
