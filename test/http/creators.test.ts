// GET /v1/creators and GET /v1/creators/{channelId}: shapes, order, filters, limits, not found.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import {
  expectInvalid,
  expectProblem,
  expectShape,
  insertBrand,
  insertCreator,
  insertSponsorship,
  insertVideo,
  setColumns,
  walkPages,
} from '../helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
const get = (url: string) => t.app.inject({ url, headers: H });

interface C {
  channelId: string;
  platform: string;
  handle: string;
  title: string;
  subscriberCount: number | null;
}
const model: C[] = [];
async function creator(o: Partial<C> = {}) {
  const c = await insertCreator(t.db, o);
  model.push(c);
  return c;
}
/** The documented order: subscriberCount desc with unknown last, then channelId desc. */
const ordered = (rows: C[]) =>
  [...rows].sort(
    (a, b) =>
      (b.subscriberCount ?? -1) - (a.subscriberCount ?? -1) ||
      (a.channelId < b.channelId ? 1 : a.channelId > b.channelId ? -1 : 0),
  );

export const CREATOR_SUMMARY = {
  channelId: 'string',
  platform: 'string',
  handle: 'string|null',
  title: 'string|null',
  subscriberCount: 'integer|null',
  shorteners: 'array',
  sponsorshipCount: 'integer',
  brandCount: 'integer',
  lastSponsorshipAt: 'timestamp|null',
  updatedAt: 'timestamp',
};

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key(['data:read']));
  await creator({
    channelId: 'UCaaa',
    platform: 'youtube',
    title: 'Alpha Tech Reviews',
    handle: '@alphatech',
    subscriberCount: 500,
  });
  await creator({
    channelId: 'UCbbb',
    platform: 'youtube',
    title: 'Beta Cooking',
    handle: '@betacook',
    subscriberCount: 500,
  });
  await creator({
    channelId: 'UCccc',
    platform: 'tiktok',
    title: 'Gamma Dance',
    handle: '@gamma_dance',
    subscriberCount: 2_000_000,
  });
  await creator({
    channelId: 'UCddd',
    platform: 'instagram',
    title: 'Delta 100% Fitness',
    handle: '@deltafit',
    subscriberCount: null,
  });
  await creator({
    channelId: 'UCeee',
    platform: 'tiktok',
    title: 'Epsilon 1000 Fitness',
    handle: '@gammaxdance',
    subscriberCount: 0,
  });
  await creator({
    channelId: 'UCfff',
    platform: 'youtube',
    title: 'Zeta Unknown',
    handle: '@zeta',
    subscriberCount: null,
  });
});
after(() => t.close());

describe('GET /v1/creators', () => {
  test('lists every creator in the documented order with every summary field', async () => {
    const res = await get('/v1/creators');
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['data', 'meta']);
    assert.deepEqual(body.meta, { nextCursor: null, hasMore: false });
    assert.deepEqual(
      body.data.map((c: C) => c.channelId),
      ordered(model).map((c) => c.channelId),
    );
    // Unknown subscriber counts sort last, ties broken by channelId descending.
    assert.deepEqual(
      body.data.map((c: C) => c.channelId),
      ['UCccc', 'UCbbb', 'UCaaa', 'UCeee', 'UCfff', 'UCddd'],
    );
    for (const row of body.data) {
      expectShape(row, CREATOR_SUMMARY, `creator ${row.channelId}`);
      assert.deepEqual(
        Object.keys(row).sort(),
        Object.keys(CREATOR_SUMMARY).sort(),
        'a summary has exactly the summary fields',
      );
    }
    const gamma = body.data.find((c: C) => c.channelId === 'UCccc');
    assert.deepEqual(
      { ...gamma, updatedAt: undefined },
      {
        channelId: 'UCccc',
        platform: 'tiktok',
        handle: '@gamma_dance',
        title: 'Gamma Dance',
        subscriberCount: 2_000_000,
        shorteners: [],
        sponsorshipCount: 0,
        brandCount: 0,
        lastSponsorshipAt: null,
        updatedAt: undefined,
      },
    );
    assert.equal(body.data.find((c: C) => c.channelId === 'UCddd').subscriberCount, null);
  });

  test('platform filter returns exactly that platform, in order', async () => {
    for (const platform of ['youtube', 'instagram', 'tiktok']) {
      const res = await get(`/v1/creators?platform=${platform}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        res.json().data.map((c: C) => c.channelId),
        ordered(model.filter((c) => c.platform === platform)).map((c) => c.channelId),
        platform,
      );
    }
  });

  test('search matches title or handle, case-insensitively, as a substring', async () => {
    const ids = async (q: string) => {
      const res = await get(`/v1/creators?search=${encodeURIComponent(q)}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data.map((c: C) => c.channelId);
    };
    assert.deepEqual(await ids('FITNESS'), ['UCeee', 'UCddd']);
    assert.deepEqual(await ids('betacook'), ['UCbbb']);
    assert.deepEqual(await ids('@ALPHA'), ['UCaaa']);
    assert.deepEqual(await ids('tech'), ['UCaaa']);
    assert.deepEqual(await ids('nothing matches this'), []);
    // % and _ are literal characters, not wildcards.
    assert.deepEqual(await ids('100%'), ['UCddd']);
    assert.deepEqual(await ids('gamma_dance'), ['UCccc']);
    // A term of wildcards only is refused (test/http/searchTerms.test.ts).
    expectInvalid(await get('/v1/creators?search=%25'), 'query.search');
    // An empty search is no filter.
    assert.deepEqual(
      await ids(''),
      ordered(model).map((c) => c.channelId),
    );
  });

  test('search and platform combine', async () => {
    const res = await get('/v1/creators?platform=tiktok&search=fitness');
    assert.deepEqual(
      res.json().data.map((c: C) => c.channelId),
      ['UCeee'],
    );
    const none = await get('/v1/creators?platform=youtube&search=fitness');
    assert.deepEqual(none.json(), { data: [], meta: { nextCursor: null, hasMore: false } });
  });

  test('pages at limit 1, 2 and 7 walk the whole ordered list once', async () => {
    const all = ordered(model).map((c) => c.channelId);
    for (const limit of [1, 2, 7]) {
      const { rows, pages } = await walkPages(t.app.inject.bind(t.app), '/v1/creators', H, { limit });
      assert.deepEqual(
        rows.map((c) => c.channelId),
        all,
        `limit ${limit}`,
      );
      assert.ok(
        pages.every((n, i) => (i < pages.length - 1 ? n === limit : n > 0 && n <= limit)),
        `page sizes ${pages}`,
      );
    }
    const tiktok = await walkPages(t.app.inject.bind(t.app), '/v1/creators', H, { limit: 1, platform: 'tiktok' });
    assert.deepEqual(
      tiktok.rows.map((c) => c.channelId),
      ['UCccc', 'UCeee'],
    );
  });

  test('bad platform, search over 200 characters and unknown parameters are 400s', async () => {
    const p = expectInvalid(await get('/v1/creators?platform=twitch'), 'query.platform');
    assert.match(p.errors[0].message, /youtube/);
    assert.match(p.detail, /query\.platform/);
    expectInvalid(await get('/v1/creators?platform=YouTube'), 'query.platform');
    expectInvalid(await get('/v1/creators?platform='), 'query.platform');
    expectInvalid(await get(`/v1/creators?search=${'a'.repeat(201)}`), 'query.search');
    const ok = await get(`/v1/creators?search=${'a'.repeat(200)}`);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json().data, []);
    const unknown = expectInvalid(await get('/v1/creators?platfrom=youtube'), 'query.platfrom');
    assert.match(unknown.errors[0].message, /not a known field/);
    expectInvalid(await get('/v1/creators?channelId=UCaaa'), 'query.channelId');
  });
});

describe('GET /v1/creators/{channelId}', () => {
  test('the detail carries every field, with counts, top brands and sponsorships by type', async () => {
    const c = await creator({
      channelId: 'UCdetail',
      platform: 'youtube',
      title: 'Detail Channel',
      handle: '@detail',
      subscriberCount: 42,
    });
    await setColumns(
      t.db,
      'creators',
      { column: 'channel_id', value: c.channelId },
      { shorteners: ['dtl.to'], avatar_url: 'https://img.example/detail.jpg' },
    );
    const b1 = await insertBrand(t.db, { name: 'Nord', domains: ['nord.example', 'nordvpn.example'] });
    const b2 = await insertBrand(t.db, { name: 'Squarespace', domains: ['squarespace.example'] });
    const v1 = await insertVideo(t.db, c.channelId, { processingState: 'processed' });
    const v2 = await insertVideo(t.db, c.channelId, { processingState: 'processed' });
    await insertVideo(t.db, c.channelId, { processingState: 'processing' });
    await insertSponsorship(t.db, {
      videoId: v1.videoId,
      brandId: b1.id,
      type: 'Integration',
      detectedAt: '2026-02-01T10:00:00.123Z',
    });
    await insertSponsorship(t.db, {
      videoId: v2.videoId,
      brandId: b1.id,
      type: 'Affiliate',
      detectedAt: '2026-02-03T10:00:00.456Z',
    });
    await insertSponsorship(t.db, {
      videoId: v2.videoId,
      brandId: b2.id,
      type: 'Integration',
      detectedAt: '2026-02-02T10:00:00.000Z',
    });

    const res = await get(`/v1/creators/${c.channelId}`);
    assert.equal(res.statusCode, 200, res.body);
    const d: any = res.json();
    expectShape(d, {
      ...CREATOR_SUMMARY,
      avatarUrl: 'string|null',
      videoCount: 'integer',
      processedVideoCount: 'integer',
      topBrands: 'array',
      sponsorshipsByType: 'array',
    });
    assert.deepEqual(
      { ...d, updatedAt: undefined },
      {
        channelId: 'UCdetail',
        platform: 'youtube',
        handle: '@detail',
        title: 'Detail Channel',
        subscriberCount: 42,
        shorteners: ['dtl.to'],
        sponsorshipCount: 3,
        brandCount: 2,
        lastSponsorshipAt: '2026-02-03T10:00:00.456Z',
        updatedAt: undefined,
        avatarUrl: 'https://img.example/detail.jpg',
        videoCount: 3,
        processedVideoCount: 2,
        topBrands: [
          {
            brandId: b1.id,
            brandName: 'Nord',
            brandDomain: 'nord.example',
            sponsorshipCount: 2,
            lastSponsorshipAt: '2026-02-03T10:00:00.456Z',
          },
          {
            brandId: b2.id,
            brandName: 'Squarespace',
            brandDomain: 'squarespace.example',
            sponsorshipCount: 1,
            lastSponsorshipAt: '2026-02-02T10:00:00.000Z',
          },
        ],
        sponsorshipsByType: [
          { type: 'Integration', sponsorshipCount: 2 },
          { type: 'Dedicated', sponsorshipCount: 0 },
          { type: 'Affiliate', sponsorshipCount: 1 },
          { type: 'Free Product', sponsorshipCount: 0 },
        ],
      },
    );
    // The list shows the same summary values as the detail.
    const listed = (await get('/v1/creators?search=detail%20channel')).json().data;
    assert.equal(listed.length, 1);
    for (const k of Object.keys(CREATOR_SUMMARY)) assert.deepEqual(listed[0][k], d[k], k);
  });

  test('a creator without data shows nulls, zeros and empty arrays, never made-up values', async () => {
    const c = await creator({ channelId: 'UCempty', subscriberCount: null });
    await setColumns(
      t.db,
      'creators',
      { column: 'channel_id', value: c.channelId },
      { handle: null, title: null, avatar_url: null },
    );
    const d = (await get('/v1/creators/UCempty')).json();
    assert.equal(d.handle, null);
    assert.equal(d.title, null);
    assert.equal(d.avatarUrl, null);
    assert.equal(d.subscriberCount, null);
    assert.equal(d.lastSponsorshipAt, null);
    assert.deepEqual(d.topBrands, []);
    assert.deepEqual(d.shorteners, []);
    assert.equal(d.videoCount, 0);
    assert.deepEqual(
      d.sponsorshipsByType.map((x: any) => [x.type, x.sponsorshipCount]),
      [
        ['Integration', 0],
        ['Dedicated', 0],
        ['Affiliate', 0],
        ['Free Product', 0],
      ],
    );
    model.find((m) => m.channelId === 'UCempty')!.handle = null as never;
  });

  test('topBrands holds at most 10, by count then most recent', async () => {
    const c = await creator({ channelId: 'UCmany' });
    const brands = [];
    for (let i = 0; i < 12; i++) brands.push(await insertBrand(t.db, { name: `Top ${String(i).padStart(2, '0')}` }));
    for (let i = 0; i < 12; i++) {
      // Brand i gets (i % 3) + 1 sponsorships, on distinct videos.
      for (let j = 0; j <= i % 3; j++) {
        const v = await insertVideo(t.db, c.channelId);
        await insertSponsorship(t.db, {
          videoId: v.videoId,
          brandId: brands[i].id,
          detectedAt: new Date(Date.UTC(2026, 0, 1, 0, i, j)).toISOString(),
        });
      }
    }
    const d = (await get('/v1/creators/UCmany')).json();
    assert.equal(d.brandCount, 12);
    assert.equal(d.topBrands.length, 10);
    const expected = brands
      .map((b, i) => ({ id: b.id, n: (i % 3) + 1, last: new Date(Date.UTC(2026, 0, 1, 0, i, i % 3)).getTime() }))
      .sort((a, b) => b.n - a.n || b.last - a.last)
      .slice(0, 10);
    assert.deepEqual(
      d.topBrands.map((x: any) => [x.brandId, x.sponsorshipCount]),
      expected.map((e) => [e.id, e.n]),
    );
  });

  test('unknown ids are 404 problem+json; the id length is 1 to 64', async () => {
    const p = expectProblem(await get('/v1/creators/UCdoesnotexist'), 404, 'not_found');
    assert.match(p.detail, /UCdoesnotexist/);
    expectProblem(await get(`/v1/creators/${'x'.repeat(64)}`), 404, 'not_found');
    expectInvalid(await get(`/v1/creators/${'x'.repeat(65)}`), 'params.channelId');
    const long = await creator({ channelId: 'L'.repeat(64) });
    assert.equal((await get(`/v1/creators/${long.channelId}`)).json().channelId, long.channelId);
  });

  test('ids with unicode and reserved characters round-trip through the path', async () => {
    for (const id of ['UCñandú😀', 'UC with space', 'UC:colon', 'UC%percent']) {
      await creator({ channelId: id });
      const res = await get(`/v1/creators/${encodeURIComponent(id)}`);
      assert.equal(res.statusCode, 200, `${id}: ${res.body}`);
      assert.equal(res.json().channelId, id);
    }
  });
});
