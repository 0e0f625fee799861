// GET /v1/brands and GET /v1/brands/{id}: shapes, order, search, limits, not found.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import {
  expectInvalid,
  expectProblem,
  expectShape,
  insertAgency,
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

const SUMMARY = {
  id: 'uuid',
  name: 'string',
  domains: 'array',
  shorteners: 'array',
  referralLinks: 'array',
  parentCompanyName: 'string|null',
  kind: 'string|null',
  marketplaceGroup: 'string|null',
  sponsorshipCount: 'integer',
  creatorCount: 'integer',
  lastSponsorshipAt: 'timestamp|null',
  updatedAt: 'timestamp',
  agencyId: 'uuid|null',
};
const DETAIL = { ...SUMMARY, topCreators: 'array', topAgencies: 'array', sponsorshipsByType: 'array' };

const model: { id: string; name: string }[] = [];
async function brand(o: Parameters<typeof insertBrand>[1] = {}) {
  const b = await insertBrand(t.db, o);
  model.push(b);
  return b;
}
const ordered = () =>
  [...model]
    .sort((a, b) =>
      a.name.toLowerCase() === b.name.toLowerCase()
        ? a.id < b.id
          ? -1
          : 1
        : a.name.toLowerCase() < b.name.toLowerCase()
          ? -1
          : 1,
    )
    .map((b) => b.id);

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key(['data:read']));
  await brand({ name: 'delta', domains: ['delta.example'] });
  await brand({ name: 'Charlie', domains: ['charlie-one.example'] });
  await brand({ name: 'alpha', domains: ['alpha.example', 'alpha-shop.example'] });
  await brand({ name: 'charlie', domains: ['charlie-two.example'] });
  await brand({ name: 'Bravo', domains: ['bravo.example'] });
  await brand({ name: 'echo percent', domains: ['echo100pct.example'] });
});
after(() => t.close());

describe('GET /v1/brands', () => {
  test('lists brands by case-insensitive name then id, with every summary field', async () => {
    const res = await get('/v1/brands');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(body.meta, { nextCursor: null, hasMore: false });
    assert.deepEqual(
      body.data.map((b: any) => b.id),
      ordered(),
    );
    assert.deepEqual(
      body.data
        .map((b: any) => b.name)
        .slice(0, 5)
        .map((n: string) => n.toLowerCase()),
      ['alpha', 'bravo', 'charlie', 'charlie', 'delta'],
    );
    for (const b of body.data) {
      expectShape(b, SUMMARY, b.name);
      assert.deepEqual(Object.keys(b).sort(), Object.keys(SUMMARY).sort());
    }
    const alpha = body.data.find((b: any) => b.name === 'alpha');
    assert.deepEqual(
      { ...alpha, updatedAt: undefined, id: undefined },
      {
        id: undefined,
        name: 'alpha',
        domains: ['alpha.example', 'alpha-shop.example'],
        shorteners: [],
        referralLinks: [],
        parentCompanyName: null,
        kind: 'Direct',
        marketplaceGroup: null,
        sponsorshipCount: 0,
        creatorCount: 0,
        lastSponsorshipAt: null,
        updatedAt: undefined,
        agencyId: null,
      },
    );
  });

  test('search matches the name or any domain, case-insensitively and literally', async () => {
    const names = async (q: string) => {
      const res = await get(`/v1/brands?search=${encodeURIComponent(q)}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data.map((b: any) => b.name);
    };
    const charlies = ordered()
      .map((id) => model.find((m) => m.id === id)!.name)
      .filter((n) => n.toLowerCase() === 'charlie');
    assert.deepEqual(await names('CHARLIE'), charlies);
    assert.deepEqual(await names('harl'), charlies);
    assert.deepEqual(await names('alpha-shop'), ['alpha']);
    assert.deepEqual(await names('bravo.EXAMPLE'), ['Bravo']);
    assert.deepEqual(await names('charlie-two'), ['charlie']);
    assert.deepEqual(await names('100pct'), ['echo percent']);
    assert.deepEqual(await names('100%'), []);
    assert.deepEqual(await names('x_charlie'), []);
    assert.deepEqual(await names('nope'), []);
  });

  test('limits and unknown parameters', async () => {
    expectInvalid(await get(`/v1/brands?search=${'b'.repeat(201)}`), 'query.search');
    assert.equal((await get(`/v1/brands?search=${'b'.repeat(200)}`)).statusCode, 200);
    expectInvalid(await get('/v1/brands?platform=youtube'), 'query.platform');
    expectInvalid(await get('/v1/brands?name=alpha'), 'query.name');
  });

  test('pages at limits 1, 2 and 7 walk the list once', async () => {
    for (const limit of [1, 2, 7]) {
      const { rows } = await walkPages(t.app.inject.bind(t.app), '/v1/brands', H, { limit });
      assert.deepEqual(
        rows.map((b) => b.id),
        ordered(),
        `limit ${limit}`,
      );
    }
  });
});

describe('GET /v1/brands/{id}', () => {
  test('the detail carries every field with top creators, agencies and sponsorships by type', async () => {
    const agency = await insertAgency(t.db, 'Media Agency');
    const agency2 = await insertAgency(t.db, 'Other Agency');
    const b = await brand({ name: 'Detail Brand', domains: ['detail.example'], kind: 'Agency', agencyId: agency.id });
    await setColumns(
      t.db,
      'brands',
      { column: 'id', value: b.id },
      {
        shorteners: ['dtl.link'],
        referral_links: ['https://detail.example/?ref=x'],
        parent_company_name: 'Parent Co',
        marketplace_group: 'Group A',
      },
    );
    const c1 = await insertCreator(t.db, {
      channelId: 'UCone',
      title: 'One',
      avatarUrl: 'https://img.example/one.jpg',
    });
    const c2 = await insertCreator(t.db, {
      channelId: 'UCtwo',
      title: 'Two',
      avatarUrl: 'https://img.example/two.jpg',
    });
    const mk = async (ch: string, type: string, at: string, agencyId: string | null) => {
      const v = await insertVideo(t.db, ch);
      return insertSponsorship(t.db, { videoId: v.videoId, brandId: b.id, type, detectedAt: at, agencyId });
    };
    await mk(c1.channelId, 'Integration', '2026-04-01T00:00:00.000Z', agency.id);
    await mk(c1.channelId, 'Dedicated', '2026-04-03T00:00:00.000Z', agency.id);
    await mk(c2.channelId, 'Integration', '2026-04-05T00:00:00.500Z', agency2.id);
    await mk(c2.channelId, 'Free Product', '2026-04-02T00:00:00.000Z', null);

    const res = await get(`/v1/brands/${b.id}`);
    assert.equal(res.statusCode, 200, res.body);
    const d: any = res.json();
    expectShape(d, DETAIL);
    assert.deepEqual(Object.keys(d).sort(), Object.keys(DETAIL).sort());
    assert.deepEqual(
      { ...d, updatedAt: undefined },
      {
        id: b.id,
        name: 'Detail Brand',
        domains: ['detail.example'],
        shorteners: ['dtl.link'],
        referralLinks: ['https://detail.example/?ref=x'],
        parentCompanyName: 'Parent Co',
        kind: 'Agency',
        marketplaceGroup: 'Group A',
        sponsorshipCount: 4,
        creatorCount: 2,
        lastSponsorshipAt: '2026-04-05T00:00:00.500Z',
        updatedAt: undefined,
        agencyId: agency.id,
        topCreators: [
          // Both have two; the more recent comes first.
          {
            channelId: 'UCtwo',
            channelTitle: 'Two',
            avatarUrl: 'https://img.example/two.jpg',
            sponsorshipCount: 2,
            lastSponsorshipAt: '2026-04-05T00:00:00.500Z',
          },
          {
            channelId: 'UCone',
            channelTitle: 'One',
            avatarUrl: 'https://img.example/one.jpg',
            sponsorshipCount: 2,
            lastSponsorshipAt: '2026-04-03T00:00:00.000Z',
          },
        ],
        topAgencies: [
          { agencyId: agency.id, agencyName: 'Media Agency', videoCount: 2, lastSeenAt: '2026-04-03T00:00:00.000Z' },
          { agencyId: agency2.id, agencyName: 'Other Agency', videoCount: 1, lastSeenAt: '2026-04-05T00:00:00.500Z' },
        ],
        sponsorshipsByType: [
          { type: 'Integration', sponsorshipCount: 2 },
          { type: 'Dedicated', sponsorshipCount: 1 },
          { type: 'Affiliate', sponsorshipCount: 0 },
          { type: 'Free Product', sponsorshipCount: 1 },
        ],
      },
    );
    // The list row agrees with the detail.
    const listed = (await get('/v1/brands?search=detail%20brand')).json().data;
    assert.equal(listed.length, 1);
    for (const k of Object.keys(SUMMARY)) assert.deepEqual(listed[0][k], d[k], k);
    // The new shortener is searchable as a domain.
    assert.deepEqual(
      (await get('/v1/brands?search=dtl.link')).json().data.map((x: any) => x.id),
      [b.id],
    );
  });

  test('topCreators holds at most 10', async () => {
    const b = await brand({ name: 'Popular' });
    for (let i = 0; i < 12; i++) {
      const c = await insertCreator(t.db);
      const v = await insertVideo(t.db, c.channelId);
      await insertSponsorship(t.db, {
        videoId: v.videoId,
        brandId: b.id,
        detectedAt: new Date(Date.UTC(2026, 5, 1, 0, i)).toISOString(),
      });
    }
    const d = (await get(`/v1/brands/${b.id}`)).json();
    assert.equal(d.creatorCount, 12);
    assert.equal(d.topCreators.length, 10);
    const times = d.topCreators.map((c: any) => c.lastSponsorshipAt);
    assert.deepEqual(times, [...times].sort().reverse(), 'equal counts: most recent first');
    assert.equal(times[0], new Date(Date.UTC(2026, 5, 1, 0, 11)).toISOString());
  });

  test('a brand without sponsorships has zero counts, null last time and empty lists', async () => {
    const id = model.find((m) => m.name === 'delta')!.id;
    const d = (await get(`/v1/brands/${id}`)).json();
    assert.equal(d.sponsorshipCount, 0);
    assert.equal(d.creatorCount, 0);
    assert.equal(d.lastSponsorshipAt, null);
    assert.deepEqual(d.topCreators, []);
    assert.deepEqual(d.topAgencies, []);
    assert.deepEqual(
      d.sponsorshipsByType.map((x: any) => x.sponsorshipCount),
      [0, 0, 0, 0],
    );
  });

  test('unknown ids are 404; malformed ids are 400', async () => {
    const p = expectProblem(await get('/v1/brands/00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    assert.match(p.detail, /00000000-0000-4000-8000-000000000000/);
    for (const bad of [
      'alpha',
      '1',
      'g0000000-0000-4000-8000-000000000000',
      '{00000000-0000-4000-8000-000000000000}',
      '%00',
    ]) {
      expectInvalid(await get(`/v1/brands/${bad}`), 'params.id');
    }
  });
});
