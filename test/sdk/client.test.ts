// The typed HTTP client against the app listening on loopback: reads, cursor iteration across pages, operations,
// and problem+json errors as ServiceApiError.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { ServiceApiError, ServiceClient } from '../../src/sdk/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';

let t: TestApp;
let base: string;
let client: ServiceClient;
let brandId: string;
let sponsorshipIds: string[];
let channelId: string;
let videoIds: string[];
let otherBrandId: string;

before(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const creator = await insertCreator(t.db, { handle: '@client' });
  brandId = (await insertBrand(t.db, { name: 'Clientco', domains: ['clientco.example'] })).id;
  const other = (await insertBrand(t.db, { name: 'Elsewhere', domains: ['elsewhere.example'] })).id;
  channelId = creator.channelId;
  otherBrandId = other;
  videoIds = [];
  sponsorshipIds = [];
  for (let i = 0; i < 5; i++) {
    const v = await insertVideo(t.db, creator.channelId);
    videoIds.push(v.videoId);
    sponsorshipIds.push(
      (
        await insertSponsorship(t.db, {
          videoId: v.videoId,
          brandId: i < 3 ? brandId : other,
          brandDomain: i < 3 ? 'clientco.example' : 'elsewhere.example',
        })
      ).id,
    );
  }
  client = new ServiceClient({ baseUrl: `${base}/v1/`, apiKey: await t.key() });
});
after(() => t.close());

test('each() follows meta.nextCursor across pages, keeping the filters', async () => {
  const seen: string[] = [];
  for await (const s of client.each('sponsorships', { brandDomain: 'clientco.example', limit: 1 })) {
    assert.equal(s.brandId, brandId);
    seen.push(s.id);
  }
  assert.deepEqual(seen.sort(), sponsorshipIds.slice(0, 3).sort());
  const pages = [];
  for await (const p of client.pages('sponsorships', { limit: 2 })) pages.push(p.data.length);
  assert.deepEqual(pages, [2, 2, 1]);
});

test('orders and date ranges: typed query fields, pages in the order asked, the range and order errors', async () => {
  // The videos' views: 0, 10, …, 40 in the order the sponsorships were made.
  for (const [i, id] of sponsorshipIds.entries()) {
    await sql`update videos set view_count = ${i * 10}
      where video_id = (select video_id from sponsorships where id = ${id}::uuid)`.execute(t.db);
  }
  const byViews: string[] = [];
  for await (const s of client.each('sponsorships', { order: '-viewCount', limit: 2 })) byViews.push(s.id);
  assert.deepEqual(byViews, [...sponsorshipIds].reverse());
  const all = (await client.listSponsorships({ limit: 200 })).data;
  const published = all.map((s) => s.publishedAt).sort();
  const ranged = await client.listSponsorships({
    publishedAfter: published[1],
    publishedBefore: published[3],
    order: '-publishedAt',
  });
  assert.deepEqual(
    ranged.data.map((s) => s.publishedAt),
    [published[2], published[1]],
  );
  const videos = await client.listVideos({ order: '-viewCount', limit: 1 });
  assert.equal(videos.data[0].viewCount, 40);
  const bad = await client.listBrands({ order: 'sideways' as never }).catch((e) => e);
  assert.ok(bad instanceof ServiceApiError);
  assert.equal(bad.errors[0].path, 'query.order');
  const empty = await client
    .listSponsorships({ detectedAfter: '2026-01-02T00:00:00Z', detectedBefore: '2026-01-01T00:00:00Z' })
    .catch((e) => e);
  assert.ok(empty instanceof ServiceApiError);
  assert.equal(empty.errors[0].path, 'query.detectedBefore');
});

test('detail reads and /me', async () => {
  const s = await client.getSponsorship(sponsorshipIds[0]);
  assert.equal(s.id, sponsorshipIds[0]);
  assert.deepEqual(s.evidence, { candidates: [], chapters: [] });
  assert.equal((await client.getBrand(brandId)).name, 'Clientco');
  assert.equal((await client.me()).account.name, 'acme');
});

test('problem+json errors become ServiceApiError with code, status, requestId and field errors', async () => {
  const notFound = await client.getBrand('00000000-0000-4000-8000-000000000000').catch((e) => e);
  assert.ok(notFound instanceof ServiceApiError);
  assert.equal(notFound.status, 404);
  assert.equal(notFound.code, 'not_found');
  assert.match(notFound.requestId!, /^req_/);
  const invalid = await client.listSponsorships({ limit: 500 }).catch((e) => e);
  assert.equal(invalid.code, 'invalid_request');
  assert.deepEqual(
    invalid.errors.map((e: { path: string }) => e.path),
    ['query.limit'],
  );
  const badKey = new ServiceClient({ baseUrl: base, apiKey: 'csds_nope' });
  await assert.rejects(badKey.listBrands(), (e: ServiceApiError) => e.status === 401 && e.code === 'invalid_api_key');
});

test('operations: start (idempotent), get, list, cancel, result conflict', async () => {
  const op = await client.startOperation(
    { kind: 'brand-discovery', input: { brandId } },
    { idempotencyKey: 'client-1' },
  );
  assert.equal(op.status, 'queued');
  assert.equal(
    (await client.startOperation({ kind: 'brand-discovery', input: { brandId } }, { idempotencyKey: 'client-1' })).id,
    op.id,
  );
  assert.equal((await client.getOperation(op.id)).id, op.id);
  const listed = [];
  for await (const o of client.each('operations', { kind: 'brand-discovery' })) listed.push(o.id);
  assert.deepEqual(listed, [op.id]);
  const pending = await client.getOperationResult(op.id).catch((e) => e);
  assert.equal(pending.status, 409);
  assert.equal((await client.cancelOperation(op.id)).status, 'canceled');
  assert.deepEqual(await client.listDeliveries(op.id), { data: [], meta: { nextCursor: null, hasMore: false } });
});

test('lookup, batches and similar brands', async () => {
  assert.equal((await client.lookupCreator('https://www.youtube.com/@CLIENT/videos')).channelId, channelId);
  const missing = await client.lookupCreator('@nobody-here').catch((e) => e);
  assert.ok(missing instanceof ServiceApiError && missing.status === 404);
  const bad = await client.lookupCreator('not a channel').catch((e) => e);
  assert.deepEqual(
    bad.errors.map((e: { path: string }) => e.path),
    ['query.url'],
  );
  const creators = await client.getCreators(['UCnone', channelId]);
  assert.deepEqual([creators.data[0].channelId, creators.missing], [channelId, ['UCnone']]);
  const videos = await client.getVideos([videoIds[2], videoIds[0]]);
  assert.deepEqual(
    videos.data.map((v) => v.videoId),
    [videoIds[2], videoIds[0]],
  );
  const similar = await client.similarBrands(brandId, { limit: 1 });
  assert.equal(similar.data[0].id, otherBrandId);
  assert.equal(similar.data[0].sharedCreators, 1);
  assert.equal(similar.data[0].sharedCreatorSamples[0].channelId, channelId);
});
