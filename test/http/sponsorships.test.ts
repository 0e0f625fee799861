// GET /v1/sponsorships and GET /v1/sponsorships/{id}: shapes, order, every filter, limits, not found.
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

const SUMMARY = {
  id: 'uuid',
  detectedAt: 'timestamp',
  type: 'string',
  brandId: 'uuid',
  brandName: 'string',
  brandDomain: 'string|null',
  brandKind: 'string|null',
  domainWasResearched: 'boolean',
  confidence: 'number',
  channelId: 'string',
  creator: 'string|null',
  channelHandle: 'string|null',
  videoId: 'string',
  videoTitle: 'string',
  videoPlatform: 'string',
  videoFormat: 'string',
  publishedAt: 'timestamp',
  durationSeconds: 'integer|null',
  viewCount: 'integer|null',
};
const DETAIL = {
  ...SUMMARY,
  videoThumbnailUrl: 'string|null',
  likeCount: 'integer|null',
  commentCount: 'integer|null',
  channelTitle: 'string|null',
  channelAvatarUrl: 'string|null',
  evidenceAvailable: 'boolean',
  evidence: 'object',
};

interface S {
  id: string;
  detectedAt: string;
  type: string;
  brandId: string;
  channelId: string;
  videoId: string;
}
const model: S[] = [];
const ordered = (rows: S[]) =>
  [...rows]
    .sort((a, b) => (a.detectedAt === b.detectedAt ? (a.id < b.id ? 1 : -1) : a.detectedAt < b.detectedAt ? 1 : -1))
    .map((s) => s.id);
let nord: { id: string }, acme: { id: string }, hello: { id: string };

async function spons(channelId: string, brandId: string, type: string, detectedAt: string, videoTitle?: string) {
  const v = await insertVideo(t.db, channelId, videoTitle ? { title: videoTitle } : {});
  const s = await insertSponsorship(t.db, { videoId: v.videoId, brandId, type, detectedAt });
  const row = { id: s.id, detectedAt, type, brandId, channelId, videoId: v.videoId };
  model.push(row);
  return row;
}

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key(['data:read']));
  await insertCreator(t.db, { channelId: 'UCa', title: 'Linus Tech', handle: '@linustech' });
  await insertCreator(t.db, { channelId: 'UCb', title: 'Cooking 50% Off', handle: '@cook_show' });
  nord = await insertBrand(t.db, { name: 'NordVPN', domains: ['nordvpn.com', 'nordvpn.example'] });
  await setColumns(t.db, 'brands', { column: 'name', value: 'NordVPN' }, { shorteners: ['nord.vpn'] });
  acme = await insertBrand(t.db, { name: 'Acme', domains: ['acme.example'], kind: 'Agency' });
  hello = await insertBrand(t.db, { name: 'HelloFresh', domains: ['hellofresh.example'] });
  await spons('UCa', nord.id, 'Integration', '2026-01-01T00:00:00.000Z', 'Building a PC');
  await spons('UCa', acme.id, 'Dedicated', '2026-01-03T00:00:00.000Z', 'Acme special');
  await spons('UCb', nord.id, 'Affiliate', '2026-01-02T00:00:00.000Z', 'Pasta night');
  await spons('UCb', hello.id, 'Free Product', '2026-01-02T00:00:00.000Z', 'Meal kit');
  await spons('UCb', hello.id, 'Integration', '2026-01-04T12:00:00.001Z', 'Soup');
  await spons('UCa', hello.id, 'Integration', '2026-01-02T00:00:00.000Z', 'Desk setup');
});
after(() => t.close());

describe('GET /v1/sponsorships', () => {
  test('lists newest detection first, ties by id descending, with every summary field', async () => {
    const res = await get('/v1/sponsorships');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(body.meta, { nextCursor: null, hasMore: false });
    assert.deepEqual(
      body.data.map((s: S) => s.id),
      ordered(model),
    );
    for (const s of body.data) {
      expectShape(s, SUMMARY, s.id);
      assert.deepEqual(Object.keys(s).sort(), Object.keys(SUMMARY).sort());
    }
    const first = body.data[0];
    assert.deepEqual(
      { ...first, videoId: undefined, id: undefined },
      {
        id: undefined,
        detectedAt: '2026-01-04T12:00:00.001Z',
        type: 'Integration',
        brandId: hello.id,
        brandName: 'HelloFresh',
        brandDomain: null,
        brandKind: 'Direct',
        domainWasResearched: false,
        confidence: 0.5,
        channelId: 'UCb',
        creator: 'Cooking 50% Off',
        channelHandle: '@cook_show',
        videoId: undefined,
        videoTitle: 'Soup',
        videoPlatform: 'youtube',
        videoFormat: 'video',
        publishedAt: first.publishedAt,
        durationSeconds: 600,
        viewCount: 12345,
      },
    );
  });

  test('channelId, brandId and type filters return exactly their rows', async () => {
    const ids = async (qs: string) => {
      const res = await get(`/v1/sponsorships?${qs}`);
      assert.equal(res.statusCode, 200, `${qs}: ${res.body}`);
      return res.json().data.map((s: S) => s.id);
    };
    const pick = (f: (s: S) => boolean) => ordered(model.filter(f));
    for (const ch of ['UCa', 'UCb'])
      assert.deepEqual(
        await ids(`channelId=${ch}`),
        pick((s) => s.channelId === ch),
      );
    for (const b of [nord, acme, hello])
      assert.deepEqual(
        await ids(`brandId=${b.id}`),
        pick((s) => s.brandId === b.id),
      );
    assert.deepEqual(await ids('brandId=00000000-0000-4000-8000-000000000000'), []);
    for (const type of ['Integration', 'Dedicated', 'Affiliate', 'Free Product']) {
      assert.deepEqual(
        await ids(`type=${encodeURIComponent(type)}`),
        pick((s) => s.type === type),
        type,
      );
    }
    assert.deepEqual(
      await ids('type=Free+Product'),
      pick((s) => s.type === 'Free Product'),
    );
    assert.deepEqual(
      await ids(`channelId=UCb&brandId=${hello.id}&type=Integration`),
      pick((s) => s.channelId === 'UCb' && s.brandId === hello.id && s.type === 'Integration'),
    );
    assert.deepEqual(
      await ids(`channelId=UCa&brandId=${hello.id}`),
      pick((s) => s.channelId === 'UCa' && s.brandId === hello.id),
    );
  });

  test('brandDomain is normalised and matches any domain or shortener the brand owns', async () => {
    const expectNord = ordered(model.filter((s) => s.brandId === nord.id));
    for (const d of [
      'nordvpn.com',
      'NordVPN.com',
      'https://www.NordVPN.com/x?y=1',
      'http://nordvpn.example/',
      'www.nordvpn.com',
      'nord.vpn',
      'nordvpn.com.',
      '  nordvpn.com ',
    ]) {
      const res = await get(`/v1/sponsorships?brandDomain=${encodeURIComponent(d)}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        res.json().data.map((s: S) => s.id),
        expectNord,
        d,
      );
    }
    for (const d of ['unknown.example', 'vpn.com', 'nordvpn', 'https://', '%', 'nordvpn.com.evil.example']) {
      const res = await get(`/v1/sponsorships?brandDomain=${encodeURIComponent(d)}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().data, [], d);
    }
    const both = await get(`/v1/sponsorships?brandDomain=acme.example&brandId=${nord.id}`);
    assert.deepEqual(both.json().data, [], 'filters are combined with AND');
  });

  test('brandDomain with a port matches the domain, as the importer stores domains (a port is never part of one)', async () => {
    const expectNord = ordered(model.filter((s) => s.brandId === nord.id));
    for (const d of ['nordvpn.com:443', 'https://www.NordVPN.com:8443/x', 'nordvpn.com.:80']) {
      const res = await get(`/v1/sponsorships?brandDomain=${encodeURIComponent(d)}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        res.json().data.map((s: S) => s.id),
        expectNord,
        d,
      );
    }
  });

  test('search matches brand name, creator title or handle, and video title', async () => {
    const ids = async (q: string) =>
      (await get(`/v1/sponsorships?search=${encodeURIComponent(q)}`)).json().data.map((s: S) => s.id);
    const pick = (f: (s: S) => boolean) => ordered(model.filter(f));
    assert.deepEqual(
      await ids('nordvpn'),
      pick((s) => s.brandId === nord.id),
    );
    assert.deepEqual(
      await ids('LINUS'),
      pick((s) => s.channelId === 'UCa'),
    );
    assert.deepEqual(
      await ids('@cook_'),
      pick((s) => s.channelId === 'UCb'),
    );
    assert.deepEqual(
      await ids('pasta'),
      pick((s) => s.channelId === 'UCb' && s.brandId === nord.id),
    );
    assert.deepEqual(
      await ids('ing 50%'),
      pick((s) => s.channelId === 'UCb'),
    );
    assert.deepEqual(
      await ids('acme'),
      pick((s) => s.brandId === acme.id),
      'brand name or video title',
    );
    assert.deepEqual(await ids('zzz'), []);
    // search with another filter
    const r = await get(`/v1/sponsorships?search=fresh&channelId=UCa`);
    assert.deepEqual(
      r.json().data.map((s: S) => s.id),
      pick((s) => s.brandId === hello.id && s.channelId === 'UCa'),
    );
  });

  test('filter limits: brandId uuid, brandDomain 1..253, channelId 1..64, type enum', async () => {
    expectInvalid(await get('/v1/sponsorships?brandId=not-a-uuid'), 'query.brandId');
    expectInvalid(await get('/v1/sponsorships?brandId=00000000-0000-0000-0000-00000000000'), 'query.brandId');
    expectInvalid(await get('/v1/sponsorships?brandId='), 'query.brandId');
    const label = `${'a'.repeat(63)}.`;
    const d253 = label.repeat(4).slice(0, 252) + 'b';
    assert.equal(d253.length, 253);
    const ok = await get(`/v1/sponsorships?brandDomain=${d253}`);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json().data, []);
    expectInvalid(await get(`/v1/sponsorships?brandDomain=${d253}x`), 'query.brandDomain');
    expectInvalid(await get('/v1/sponsorships?brandDomain='), 'query.brandDomain');
    assert.equal((await get(`/v1/sponsorships?channelId=${'c'.repeat(64)}`)).statusCode, 200);
    expectInvalid(await get(`/v1/sponsorships?channelId=${'c'.repeat(65)}`), 'query.channelId');
    const e = expectInvalid(await get('/v1/sponsorships?type=integration'), 'query.type');
    assert.match(e.errors[0].message, /Integration, Dedicated, Affiliate, Free Product/);
    expectInvalid(await get('/v1/sponsorships?platform=youtube'), 'query.platform');
    expectInvalid(await get(`/v1/sponsorships?search=${'q'.repeat(201)}`), 'query.search');
    assert.equal((await get(`/v1/sponsorships?search=${'q'.repeat(200)}`)).statusCode, 200);
  });

  test('pages at limits 1, 2 and 7 walk every filter result once', async () => {
    for (const limit of [1, 2, 7]) {
      const all = await walkPages(t.app.inject.bind(t.app), '/v1/sponsorships', H, { limit });
      assert.deepEqual(
        all.rows.map((s) => s.id),
        ordered(model),
      );
      const h = await walkPages(t.app.inject.bind(t.app), '/v1/sponsorships', H, {
        limit,
        brandDomain: 'hellofresh.example',
      });
      assert.deepEqual(
        h.rows.map((s) => s.id),
        ordered(model.filter((s) => s.brandId === hello.id)),
      );
    }
  });
});

describe('GET /v1/sponsorships/{id}', () => {
  test('the detail carries every field and the evidence', async () => {
    await insertCreator(t.db, {
      channelId: 'UCev',
      title: 'Evidence Ch',
      handle: '@ev',
      avatarUrl: 'https://img.example/ev.jpg',
    });
    const v = await insertVideo(t.db, 'UCev', {
      videoId: 'ev1',
      title: 'With evidence',
      format: 'short',
      publishedAt: '2026-02-02T02:02:02.202Z',
    });
    await setColumns(
      t.db,
      'videos',
      { column: 'video_id', value: 'ev1' },
      { thumbnail_url: 'https://img.example/ev1.jpg', like_count: 77, comment_count: 8 },
    );
    const evidence = {
      candidates: [
        { name: 'NordVPN', source: 'url', urls: ['https://nordvpn.com/linus'] },
        { name: 'NordVPN', source: 'description', urls: [] },
      ],
      chapters: [{ title: 'Sponsor: NordVPN', timeRangeStartMillis: 61000 }],
    };
    const s = await insertSponsorship(t.db, {
      videoId: v.videoId,
      brandId: nord.id,
      type: 'Integration',
      detectedAt: '2026-02-03T00:00:00.000Z',
      brandDomain: 'nordvpn.com',
      evidence,
    });
    const res = await get(`/v1/sponsorships/${s.id}`);
    assert.equal(res.statusCode, 200, res.body);
    const d: any = res.json();
    expectShape(d, DETAIL);
    assert.deepEqual(Object.keys(d).sort(), Object.keys(DETAIL).sort());
    assert.deepEqual(d, {
      id: s.id,
      detectedAt: '2026-02-03T00:00:00.000Z',
      type: 'Integration',
      brandId: nord.id,
      brandName: 'NordVPN',
      brandDomain: 'nordvpn.com',
      brandKind: 'Direct',
      domainWasResearched: false,
      confidence: 0.5,
      channelId: 'UCev',
      creator: 'Evidence Ch',
      channelHandle: '@ev',
      videoId: 'ev1',
      videoTitle: 'With evidence',
      videoPlatform: 'youtube',
      videoFormat: 'short',
      publishedAt: '2026-02-02T02:02:02.202Z',
      durationSeconds: 600,
      viewCount: 12345,
      videoThumbnailUrl: 'https://img.example/ev1.jpg',
      likeCount: 77,
      commentCount: 8,
      channelTitle: 'Evidence Ch',
      channelAvatarUrl: 'https://img.example/ev.jpg',
      evidenceAvailable: true,
      evidence,
    });
    // The list row for it matches the detail's summary fields.
    const listed = (await get('/v1/sponsorships?channelId=UCev')).json().data[0];
    for (const k of Object.keys(SUMMARY)) assert.deepEqual(listed[k], (d as Record<string, unknown>)[k], k);
  });

  test('evidenceAvailable is false with no candidates and no chapters, true with either', async () => {
    const none = model[0];
    const d = (await get(`/v1/sponsorships/${none.id}`)).json();
    assert.equal(d.evidenceAvailable, false);
    assert.deepEqual(d.evidence, { candidates: [], chapters: [] });
    await setColumns(
      t.db,
      'sponsorships',
      { column: 'id', value: none.id },
      { evidence: JSON.stringify({ candidates: [], chapters: [{ title: 'Ad', timeRangeStartMillis: 0 }] }) },
    );
    assert.equal((await get(`/v1/sponsorships/${none.id}`)).json().evidenceAvailable, true);
    await setColumns(t.db, 'sponsorships', { column: 'id', value: none.id }, { evidence: JSON.stringify({}) });
    const empty = (await get(`/v1/sponsorships/${none.id}`)).json();
    assert.equal(empty.evidenceAvailable, false);
    assert.deepEqual(empty.evidence, { candidates: [], chapters: [] });
  });

  test('unknown ids are 404; malformed ids are 400', async () => {
    const p = expectProblem(await get('/v1/sponsorships/7d3c1b4e-1f2a-4b5c-8d9e-0f1a2b3c4d5e'), 404, 'not_found');
    assert.match(p.detail, /7d3c1b4e-1f2a-4b5c-8d9e-0f1a2b3c4d5e/);
    for (const bad of [
      '123',
      'not-a-uuid',
      '7d3c1b4e-1f2a-4b5c-8d9e-0f1a2b3c4d5',
      '7d3c1b4e1f2a4b5c8d9e0f1a2b3c4d5e0',
      `${model[0].id}x`,
      '%00',
    ]) {
      expectInvalid(await get(`/v1/sponsorships/${bad}`), 'params.id');
    }
    // Upper-case hex is the same UUID.
    const up = await get(`/v1/sponsorships/${model[0].id.toUpperCase()}`);
    assert.equal(up.statusCode, 200, up.body);
    assert.equal(up.json().id, model[0].id);
  });
});
