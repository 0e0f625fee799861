// The lists' orders and date ranges (issue 20): every order of every list walked page by page at several limits
// equals the rows sorted in JS by the documented rule (ties by id, nulls last), the date ranges are half-open
// exactly, bad values and empty ranges are 400s naming the parameter, and a cursor is bound to its order and dates.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import {
  expectInvalid,
  expectProblem,
  insertBrand,
  insertCreator,
  insertSponsorship,
  insertVideo,
  walkPages,
} from '../helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
const get = (url: string) => t.app.inject({ url, headers: H });
const inject = (o: { url: string; headers?: Record<string, string> }) => t.app.inject(o);

type Row = Record<string, any>;
/** Descending by a value (null as below every value), then by id descending. */
const desc =
  (field: string, id: string, missing: number | string = -1) =>
  (a: Row, b: Row) => {
    const x = a[field] ?? missing;
    const y = b[field] ?? missing;
    if (x !== y) return x < y ? 1 : -1;
    return a[id] < b[id] ? 1 : a[id] > b[id] ? -1 : 0;
  };
const byName = (a: Row, b: Row) => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : 1;
};

/** Each list's orders and the JS rule each one documents. */
const RULES: Record<string, { id: string; orders: Record<string, (a: Row, b: Row) => number> }> = {
  sponsorships: {
    id: 'id',
    orders: {
      '-detectedAt': desc('detectedAt', 'id', ''),
      '-publishedAt': desc('publishedAt', 'id', ''),
      '-viewCount': desc('viewCount', 'id'),
    },
  },
  videos: {
    id: 'videoId',
    orders: { '-publishedAt': desc('publishedAt', 'videoId', ''), '-viewCount': desc('viewCount', 'videoId') },
  },
  creators: {
    id: 'channelId',
    orders: {
      '-subscriberCount': desc('subscriberCount', 'channelId'),
      '-sponsorshipCount': desc('sponsorshipCount', 'channelId'),
      '-lastSponsorshipAt': desc('lastSponsorshipAt', 'channelId', ''),
    },
  },
  brands: {
    id: 'id',
    orders: {
      name: byName,
      '-sponsorshipCount': desc('sponsorshipCount', 'id'),
      '-lastSponsorshipAt': desc('lastSponsorshipAt', 'id', ''),
    },
  },
};

/** Every row of a list (one page of 200 holds them all here). */
async function everything(list: string, params: Record<string, string> = {}): Promise<Row[]> {
  const res = await get(`/v1/${list}?${new URLSearchParams({ ...params, limit: '200' })}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().meta.hasMore, false);
  return res.json().data;
}

const ids = (rows: Row[], id: string) => rows.map((r) => r[id]);

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key());
  const brands = [
    await insertBrand(t.db, { name: 'alpha Audio' }),
    await insertBrand(t.db, { name: 'Bravo Bikes' }),
    await insertBrand(t.db, { name: 'Charlie Coffee' }),
    await insertBrand(t.db, { name: 'Delta Dental' }),
    await insertBrand(t.db, { name: 'echo Energy' }), // no sponsorship: no last one, count 0
  ];
  const creators = [
    await insertCreator(t.db, { subscriberCount: 5000 }),
    await insertCreator(t.db, { subscriberCount: 5000 }),
    await insertCreator(t.db, { subscriberCount: null }),
    await insertCreator(t.db, { subscriberCount: 100 }),
    await insertCreator(t.db, { subscriberCount: null }), // no video
    await insertCreator(t.db, { subscriberCount: 7 }), // no video
  ];
  // Publication times and view counts with ties and nulls; detection times with ties.
  const published = [
    '2025-03-01T10:00:00.000Z',
    '2025-03-01T10:00:00.000Z',
    '2025-03-05T08:30:00.250Z',
    '2025-02-14T00:00:00.000Z',
    '2025-03-05T08:30:00.250Z',
    '2025-01-01T00:00:00.000Z',
    '2025-04-01T00:00:00.000Z',
    '2025-03-01T10:00:00.000Z',
    '2025-02-28T23:59:59.999Z',
    '2025-03-10T00:00:00.000Z',
    '2025-03-20T00:00:00.000Z',
    '2025-01-15T12:00:00.000Z',
  ];
  const views = [100, null, 100, 5000, 0, null, 100, 42, 42, null, 7, 5000];
  const detected = [
    '2026-01-01T00:00:00.000Z',
    '2026-01-01T00:00:00.000Z',
    '2026-01-02T00:00:00.000Z',
    '2026-01-03T00:00:00.000Z',
    '2026-01-02T00:00:00.000Z',
    '2026-01-05T00:00:00.000Z',
    '2026-01-04T00:00:00.000Z',
    '2026-01-01T00:00:00.000Z',
  ];
  for (let i = 0; i < published.length; i++) {
    const v = await insertVideo(t.db, creators[i % 4].channelId, { publishedAt: published[i] });
    await sql`update videos set view_count = ${views[i]} where video_id = ${v.videoId}`.execute(t.db);
    // Most videos get one or two sponsorships (by different brands); the last two none.
    if (i < 10) {
      await insertSponsorship(t.db, { videoId: v.videoId, brandId: brands[i % 4].id, detectedAt: detected[i % 8] });
    }
    if (i % 3 === 0 && i < 10) {
      await insertSponsorship(t.db, {
        videoId: v.videoId,
        brandId: brands[(i + 1) % 4].id,
        detectedAt: detected[(i + 3) % 8],
      });
    }
  }
});
after(() => t.close());

describe('orders', () => {
  for (const [list, rule] of Object.entries(RULES)) {
    test(`${list}: every order, walked at limits 1, 2 and 3, is the documented sort with ties by id, nulls last`, async () => {
      const all = await everything(list);
      assert.ok(all.length >= 5, list);
      for (const [order, cmp] of Object.entries(rule.orders)) {
        const expected = ids([...all].sort(cmp), rule.id);
        assert.deepEqual(ids(await everything(list, { order }), rule.id), expected, `${list} ${order}, one page`);
        for (const limit of [1, 2, 3]) {
          const { rows } = await walkPages(inject, `/v1/${list}`, H, { order, limit });
          assert.deepEqual(ids(rows, rule.id), expected, `${list} ${order} at limit ${limit}`);
        }
      }
      // The default order is the first one, whether named or not.
      const [first] = Object.keys(rule.orders);
      assert.deepEqual(ids(all, rule.id), ids([...all].sort(rule.orders[first]), rule.id), `${list} default`);
    });
  }

  test('the data has the ties and nulls the orders must handle', async () => {
    const s = await everything('sponsorships');
    assert.ok(s.some((r) => r.viewCount === null));
    assert.ok(new Set(s.map((r) => r.viewCount)).size < s.length, 'equal view counts');
    assert.ok(new Set(s.map((r) => r.detectedAt)).size < s.length, 'equal detection times');
    assert.ok(new Set(s.map((r) => r.publishedAt)).size < s.length, 'equal publication times');
    const c = await everything('creators');
    assert.ok(c.some((r) => r.lastSponsorshipAt === null) && c.some((r) => r.subscriberCount === null));
    assert.ok((await everything('brands')).some((r) => r.lastSponsorshipAt === null));
  });

  test('orders combine with filters: a brand, a creator', async () => {
    const all = await everything('sponsorships');
    const brandId = all[0].brandId;
    const channelId = all[0].channelId;
    for (const order of Object.keys(RULES.sponsorships.orders)) {
      const cmp = RULES.sponsorships.orders[order];
      const { rows } = await walkPages(inject, '/v1/sponsorships', H, { order, brandId, limit: 1 });
      assert.deepEqual(ids(rows, 'id'), ids(all.filter((r) => r.brandId === brandId).sort(cmp), 'id'), order);
      const byCreator = await walkPages(inject, '/v1/sponsorships', H, { order, channelId, limit: 2 });
      assert.deepEqual(
        ids(byCreator.rows, 'id'),
        ids(all.filter((r) => r.channelId === channelId).sort(cmp), 'id'),
        order,
      );
    }
    const videos = await everything('videos');
    const own = await walkPages(inject, '/v1/videos', H, { order: '-viewCount', channelId, limit: 1 });
    assert.deepEqual(
      ids(own.rows, 'videoId'),
      ids(videos.filter((v) => v.channelId === channelId).sort(RULES.videos.orders['-viewCount']), 'videoId'),
    );
  });

  test("an order outside the list's set is a 400 listing the set", async () => {
    for (const [list, rule] of Object.entries(RULES)) {
      for (const bad of ['viewCount', 'sideways', '', '-id', list === 'brands' ? '-name' : 'name']) {
        const body = expectInvalid(await get(`/v1/${list}?order=${encodeURIComponent(bad)}`), 'query.order');
        assert.match(body.detail, new RegExp(`must be one of: ${Object.keys(rule.orders).join(', ')}`), body.detail);
      }
    }
    expectInvalid(await get('/v1/creators?order=-viewCount'), 'query.order');
    expectInvalid(await get('/v1/sponsorships?order=-subscriberCount'), 'query.order');
    expectInvalid(await get('/v1/sponsorships?order=-viewCount&order=-publishedAt'), 'query.order');
  });
});

describe('date ranges', () => {
  const BOUNDS = {
    sponsorships: [
      ['detectedAfter', 'detectedBefore', 'detectedAt'],
      ['publishedAfter', 'publishedBefore', 'publishedAt'],
    ],
    videos: [['publishedAfter', 'publishedBefore', 'publishedAt']],
  } as const;

  for (const [list, bounds] of Object.entries(BOUNDS)) {
    test(`${list}: …After is inclusive and …Before exclusive, to the millisecond, in every order`, async () => {
      const all = await everything(list);
      const rule = RULES[list];
      for (const [afterName, beforeName, field] of bounds) {
        const values = [...new Set(all.map((r) => r[field] as string))].sort();
        assert.ok(values.length >= 4, `${field} has values to bound by`);
        const cases: [string | undefined, string | undefined][] = [
          [values[1], values[values.length - 2]],
          [values[0], values[1]],
          [values[2], undefined],
          [undefined, values[2]],
          [values[values.length - 1], undefined],
          // One millisecond either side of a value.
          [new Date(Date.parse(values[1]) + 1).toISOString(), new Date(Date.parse(values[2]) + 1).toISOString()],
        ];
        for (const [lo, hi] of cases) {
          const params: Record<string, string> = {};
          if (lo) params[afterName] = lo;
          if (hi) params[beforeName] = hi;
          const inRange = all.filter((r) => (!lo || r[field] >= lo) && (!hi || r[field] < hi));
          assert.ok(inRange.length > 0, `a range with rows: ${JSON.stringify(params)}`);
          for (const [order, cmp] of Object.entries(rule.orders)) {
            const { rows } = await walkPages(inject, `/v1/${list}`, H, { ...params, order, limit: 2 });
            assert.deepEqual(
              ids(rows, rule.id),
              ids([...inRange].sort(cmp), rule.id),
              `${JSON.stringify(params)} ${order}`,
            );
          }
        }
        // The bound is the row's own instant: included as …After, excluded as …Before.
        const v = values[2];
        const at = all.filter((r) => r[field] === v).map((r) => r[rule.id]);
        const fromIt = ids(await everything(list, { [afterName]: v }), rule.id);
        const untilIt = ids(await everything(list, { [beforeName]: v }), rule.id);
        assert.ok(at.every((id) => fromIt.includes(id) && !untilIt.includes(id)));
      }
    });
  }

  test('sponsorships: both ranges together, and with an offset spelling of the same instant', async () => {
    const all = await everything('sponsorships');
    const rows = await everything('sponsorships', {
      detectedAfter: '2026-01-02T01:00:00+01:00',
      detectedBefore: '2026-01-04T00:00:00Z',
      publishedAfter: '2025-03-01T10:00:00.000Z',
    });
    const expected = all.filter(
      (r) =>
        r.detectedAt >= '2026-01-02T00:00:00.000Z' &&
        r.detectedAt < '2026-01-04T00:00:00.000Z' &&
        r.publishedAt >= '2025-03-01T10:00:00.000Z',
    );
    assert.ok(expected.length > 0);
    assert.deepEqual(ids(rows, 'id'), ids(expected, 'id'));
  });

  test('a bad date or an empty range is a 400 naming the parameter, for every bound', async () => {
    const lists = { sponsorships: ['detected', 'published'], videos: ['published'] };
    for (const [list, names] of Object.entries(lists)) {
      for (const n of names) {
        for (const key of [`${n}After`, `${n}Before`]) {
          for (const bad of [
            'yesterday',
            '2025-03-01',
            '2025-03-01T10:00:00',
            '2025-02-30T00:00:00Z',
            '2024-12-31T23:59:60Z',
            '0000-06-01T00:00:00Z',
            '1e400',
          ]) {
            expectInvalid(await get(`/v1/${list}?${key}=${encodeURIComponent(bad)}`), `query.${key}`);
          }
        }
        for (const [lo, hi] of [
          ['2025-03-01T00:00:00Z', '2025-03-01T00:00:00Z'],
          ['2025-03-01T00:00:00.001Z', '2025-03-01T00:00:00Z'],
          ['2025-03-01T01:00:00+01:00', '2025-03-01T00:00:00Z'],
        ]) {
          const body = expectInvalid(
            await get(`/v1/${list}?${n}After=${encodeURIComponent(lo)}&${n}Before=${encodeURIComponent(hi)}`),
            `query.${n}Before`,
          );
          assert.match(body.detail, new RegExp(`${n}After`), 'the message names both bounds');
        }
      }
    }
    expectInvalid(await get('/v1/videos?detectedAfter=2025-03-01T00:00:00Z'), 'query.detectedAfter');
    expectInvalid(await get('/v1/creators?publishedAfter=2025-03-01T00:00:00Z'), 'query.publishedAfter');
  });
});

describe('cursors bound to the order and the dates', () => {
  async function cursorOf(query: string): Promise<string> {
    const res = await get(`/v1/sponsorships?limit=2&${query}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(typeof res.json().meta.nextCursor, 'string');
    return res.json().meta.nextCursor;
  }
  const refused = async (query: string) =>
    expectProblem(await get(`/v1/sponsorships?limit=2&${query}`), 400, 'invalid_cursor');

  test('a cursor of one order is refused with another order, or without one', async () => {
    const c = await cursorOf('order=-viewCount');
    assert.equal((await get(`/v1/sponsorships?limit=2&order=-viewCount&cursor=${c}`)).statusCode, 200);
    await refused(`order=-publishedAt&cursor=${c}`);
    await refused(`order=-detectedAt&cursor=${c}`);
    await refused(`cursor=${c}`);
    const v = await get('/v1/videos?limit=1&order=-viewCount');
    const vc = v.json().meta.nextCursor;
    expectProblem(await get(`/v1/videos?limit=1&cursor=${vc}`), 400, 'invalid_cursor');
    const b = (await get('/v1/brands?limit=1&order=-lastSponsorshipAt')).json().meta.nextCursor;
    expectProblem(await get(`/v1/brands?limit=1&order=-sponsorshipCount&cursor=${b}`), 400, 'invalid_cursor');
  });

  test('the default order is the same order named or not: its cursors serve both ways', async () => {
    const c = await cursorOf('');
    const unnamed = await get(`/v1/sponsorships?limit=2&cursor=${c}`);
    const named = await get(`/v1/sponsorships?limit=2&order=-detectedAt&cursor=${c}`);
    assert.equal(named.statusCode, 200, named.body);
    assert.deepEqual(named.json().data, unnamed.json().data);
    const c2 = await cursorOf('order=-detectedAt');
    assert.equal((await get(`/v1/sponsorships?limit=2&cursor=${c2}`)).statusCode, 200);
    const n = (await get('/v1/brands?limit=1&order=name')).json().meta.nextCursor;
    assert.equal((await get(`/v1/brands?limit=1&cursor=${n}`)).statusCode, 200);
  });

  test('a cursor of one range is refused with another range or none; the same instant spelled otherwise is the same range', async () => {
    const range = 'publishedAfter=2025-01-01T00:00:00Z&publishedBefore=2025-04-01T00:00:00Z';
    const c = await cursorOf(range);
    assert.equal((await get(`/v1/sponsorships?limit=2&${range}&cursor=${c}`)).statusCode, 200);
    const respelled = 'publishedAfter=2025-01-01T01:00:00%2B01:00&publishedBefore=2025-04-01T00:00:00.000Z';
    assert.equal((await get(`/v1/sponsorships?limit=2&${respelled}&cursor=${c}`)).statusCode, 200);
    await refused(`cursor=${c}`);
    await refused(`publishedAfter=2025-01-01T00:00:00Z&cursor=${c}`);
    await refused(`publishedAfter=2025-01-01T00:00:00.001Z&publishedBefore=2025-04-01T00:00:00Z&cursor=${c}`);
    await refused(`detectedAfter=2025-01-01T00:00:00Z&detectedBefore=2025-04-01T00:00:00Z&cursor=${c}`);
    await refused(`${range}&order=-viewCount&cursor=${c}`);
  });
});
