// Discovery's sources across runs, against the loopback fake of the YouTube Data API: search goes on from the page an
// earlier run stopped at (never the same page twice) and rests once YouTube has no further page; a policy without
// categories reads the chart of all categories and then each category an upload can be filed under, and a chart page
// read in the last DISCOVERY_CHART_HOURS costs nothing again; channels named in the descriptions a run samples are
// found in that run; featured channels of every candidate over the thresholds are followed, not only of those with
// sponsorships, and of the channels under the thresholds a sponsoring channel features; a candidate whose uploads
// hold no sponsorship costs its uploads page only; a query whose pages found sponsoring channels is read first.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { CHART_CATEGORIES } from '../../src/discovery/codes.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertBrand } from '../helpers/factories.js';
import { channelIdOf, startFakeYoutube, ytChannel, ytVideo, type FakeYoutube } from '../helpers/fakeYoutube.js';

let t: TestApp;
let fake: FakeYoutube;

const api = async (k: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  const r = await t.app.inject({ method, url, headers: bearer(k), ...(payload === undefined ? {} : { payload }) });
  return { status: r.statusCode, body: r.body ? r.json() : null };
};

const uploadId = (tag: string, i: number) =>
  `${crypto.createHash('sha1').update(tag).digest('hex').slice(0, 5)}${String(i).padStart(6, '0')}`;

/** A channel on the fake with `uploads` videos in category 20 (descriptions given, or "Upload i."). */
function channel(
  tag: string,
  o: { country?: string; subscribers?: number; title?: string; descriptions?: string[]; handle?: string } = {},
): string {
  const id = channelIdOf(tag);
  fake.addChannel(
    ytChannel(id, {
      title: o.title ?? `Channel ${tag}`,
      handle: o.handle ?? `@${tag.toLowerCase()}`,
      country: o.country ?? 'US',
      subscribers: String(o.subscribers ?? 250_000),
    }),
  );
  const descriptions = o.descriptions ?? ['Upload 0.', 'Upload 1.'];
  descriptions.forEach((description, i) => {
    const vid = uploadId(tag, i);
    fake.addVideo(
      ytVideo(vid, {
        channelId: id,
        channelTitle: `Channel ${tag}`,
        description,
        publishedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        views: '20000',
        categoryId: '20',
      }),
    );
  });
  return id;
}

const policy = (p: Record<string, unknown>) => ({
  enabled: false,
  regions: ['US'],
  categoryIds: ['1'],
  languages: [],
  minSubscribers: 1000,
  maxTrackedChannels: 10,
  dailyUnits: 5000,
  autoTrack: false,
  seeds: { keywords: [], brands: [], channels: [] },
  ...p,
});

async function run(k: string, units: number): Promise<any> {
  const started = await api(k, 'POST', '/v1/discovery/runs', { units });
  assert.equal(started.status, 202, JSON.stringify(started.body));
  const done = await waitFor(async () => {
    const r = (await api(k, 'GET', `/v1/discovery/runs/${started.body.id}`)).body;
    return r.status === 'succeeded' || r.status === 'failed' ? r : null;
  }, 60_000);
  assert.equal(done.status, 'succeeded', JSON.stringify(done));
  return done;
}

async function candidates(k: string): Promise<Map<string, any>> {
  const r = await api(k, 'GET', '/v1/discovery/candidates?limit=200');
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return new Map(r.body.data.map((c: any) => [c.channelId, c]));
}

before(async () => {
  fake = await startFakeYoutube();
  // An account's share of the day's quota past what the longest run here spends (eleven search pages).
  t = await createTestApp(
    { YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl, YOUTUBE_ACCOUNT_DAILY_UNITS: '3000' },
    { worker: true },
  );
});
after(async () => {
  await t.close();
  await fake.close();
});

describe('search', () => {
  test('a run reads the page after the one an earlier run stopped at; a query with no further page rests', async () => {
    // 60 small channels (under minSubscribers: never sampled) whose titles hold the keyword: two pages of results.
    const folders = Array.from({ length: 60 }, (_, i) =>
      channel(`Fold${String(i).padStart(2, '0')}`, { title: `Origami Folds ${i}`, subscribers: 500 }),
    );
    const k = await t.key(['tracking:write', 'tracking:read'], { account: 'paging' });
    assert.equal(
      (await api(k, 'PUT', '/v1/discovery', policy({ seeds: { keywords: ['origami'], brands: [], channels: [] } })))
        .status,
      200,
    );
    const searches = () => fake.requests.filter((r) => r.resource === 'search' && r.query.q === 'origami');

    // A run of 150 units: search's share (37) pays for no page; what is left once every candidate is paid for pays
    // for one.
    const first = await run(k, 150);
    assert.equal(first.unitsBySource.search, 100);
    assert.equal(searches().length, 1);
    assert.equal(searches()[0].query.pageToken, undefined, 'the first page');
    assert.equal(searches()[0].query.type, 'channel', 'a keyword names channels');
    assert.equal((await candidates(k)).size, 50);

    const second = await run(k, 150);
    assert.equal(second.unitsBySource.search, 100);
    assert.equal(searches().length, 2);
    assert.ok(searches()[1].query.pageToken, 'the second page, not the first again');
    const found = await candidates(k);
    assert.equal(found.size, 60, 'the ten channels of the second page');
    for (const id of folders) assert.equal(found.get(id)?.sources[0].kind, 'search');

    const third = await run(k, 150);
    assert.equal(third.unitsBySource.search, 0, 'YouTube listed no page after the second');
    assert.equal(searches().length, 2);
  });

  test("a brand's video search goes past the 500 results YouTube lists, newest first, window after window", async () => {
    const brand = await insertBrand(t.db, { name: 'Quarrystone', domains: ['quarrystone.example'] });
    // 500 newer uploads naming the brand on one channel; the only uploads of another are older than all of them.
    const newer = channel('QuarryNew', {
      subscribers: 500,
      descriptions: Array.from({ length: 520 }, (_, i) => (i < 20 ? `Upload ${i}.` : `Quarrystone haul ${i}.`)),
    });
    const older = channel('QuarryOld', {
      subscribers: 500,
      descriptions: Array.from({ length: 10 }, (_, i) => `Quarrystone dig ${i}.`),
    });
    const k = await t.key(['tracking:write', 'tracking:read'], { account: 'quarry' });
    await api(k, 'PUT', '/v1/discovery', policy({ seeds: { keywords: [], brands: [brand.id], channels: [] } }));
    await run(k, 1500);
    const asked = fake.requests.filter((r) => r.resource === 'search' && r.query.q === 'Quarrystone');
    assert.equal(asked.length, 11, 'ten pages, then the window before them: one page');
    for (const r of asked) assert.equal(r.query.order, 'date');
    assert.equal(asked[9].query.publishedBefore, undefined);
    assert.equal(asked[10].query.pageToken, undefined, 'a new window starts at its first page');
    // The 500th newest upload naming the brand was published 20 hours into the newer channel's uploads.
    assert.equal(asked[10].query.publishedBefore, '2026-01-01T20:00:00Z');
    const found = await candidates(k);
    assert.deepEqual(found.get(older)?.sources, [{ kind: 'search', ref: 'Quarrystone' }]);
    assert.ok(found.has(newer));
  });

  test("a brand's name is searched among videos: their channels are the finds", async () => {
    const brand = await insertBrand(t.db, { name: 'Kiteworks', domains: ['kiteworks.example'] });
    const flyer = channel('KiteFlyer', {
      descriptions: ['Big kites today. Sponsored by Kiteworks: https://kiteworks.example/flyer', 'Upload 1.'],
    });
    const k = await t.key(['tracking:write', 'tracking:read'], { account: 'kites' });
    await api(k, 'PUT', '/v1/discovery', policy({ seeds: { keywords: [], brands: [brand.id], channels: [] } }));
    await run(k, 400);
    const asked = fake.requests.filter((r) => r.resource === 'search' && r.query.q === 'Kiteworks');
    assert.equal(asked.length, 1);
    assert.equal(asked[0].query.type, 'video');
    const found = await candidates(k);
    assert.deepEqual(found.get(flyer)?.sources, [{ kind: 'search', ref: 'Kiteworks' }]);
    assert.equal(found.get(flyer)?.sample?.sponsoredVideos, 1, 'scored in the same run');
  });
});

describe('charts', () => {
  test('without categories: the chart of all, then every category an upload can be filed under; read once', async () => {
    const gb = channel('ChartBritain', { country: 'GB' });
    const k = await t.key(['tracking:write', 'tracking:read'], { account: 'charts' });
    await api(k, 'PUT', '/v1/discovery', policy({ regions: ['GB'], categoryIds: [] }));
    const charts = () => fake.requests.filter((r) => r.query.chart === 'mostPopular' && r.query.regionCode === 'GB');

    const first = await run(k, 400);
    const asked = charts().map((r) => r.query.videoCategoryId ?? 'all');
    assert.deepEqual(asked.sort(), ['all', ...CHART_CATEGORIES].sort());
    assert.equal(first.unitsBySource.chart, asked.length);
    assert.deepEqual(
      (await candidates(k))
        .get(gb)
        ?.sources.map((s: { ref: string }) => s.ref)
        .sort(),
      ['GB/20', 'GB/all'],
    );

    // Another account's run within DISCOVERY_CHART_HOURS: the same charts for nothing, the same finds.
    const k2 = await t.key(['tracking:write', 'tracking:read'], { account: 'charts-too' });
    await api(k2, 'PUT', '/v1/discovery', policy({ regions: ['GB'], categoryIds: [] }));
    const second = await run(k2, 400);
    assert.equal(second.unitsBySource.chart, 0);
    assert.equal(charts().length, asked.length);
    assert.ok((await candidates(k2)).has(gb));
  });
});

describe('mentions and featured channels within a run', () => {
  test('channels named in sampled descriptions, and featured channels of a candidate without sponsorships', async () => {
    const byId = channel('NamedById');
    const byHandle = channel('NamedByHandle', { handle: '@namedbyhandle' });
    const neighbour = channel('PlainNeighbour');
    const talker = channel('Talker', {
      descriptions: [
        `Thanks to https://www.youtube.com/channel/${byId} for the footage.`,
        'Go watch @namedbyhandle, they are great.',
      ],
    });
    fake.addFeatured(talker, [neighbour]);
    const root = channel('TalkRoot');
    fake.addFeatured(root, [talker]);
    const k = await t.key(['tracking:write', 'tracking:read'], { account: 'talk' });
    await api(k, 'PUT', '/v1/discovery', policy({ seeds: { keywords: [], brands: [], channels: [root] } }));
    const done = await run(k, 100);
    const found = await candidates(k);
    assert.equal(found.get(talker)?.status, 'scored');
    assert.equal(found.get(talker)?.score, 0, 'no sponsorship');
    assert.equal(found.get(byId)?.sources[0].kind, 'mention');
    assert.equal(found.get(byHandle)?.sources[0].kind, 'mention', 'the handle resolved in the same run');
    assert.deepEqual(found.get(neighbour)?.sources, [{ kind: 'featured', ref: talker }]);
    for (const id of [byId, byHandle, neighbour]) assert.equal(found.get(id)?.status, 'scored', id);
    assert.equal(done.candidatesFound, found.size);
  });
});

describe('where the units go', () => {
  test('a candidate whose uploads hold no sponsorship costs its uploads page; a sponsoring one is read whole', async () => {
    const brand = await insertBrand(t.db, { name: 'Lampwick', domains: ['lampwick.example'] });
    const quiet = channel('QuietLamp');
    const paid = channel('PaidLamp', {
      descriptions: ['Lamps today. Sponsored by Lampwick: https://lampwick.example/paid', 'Upload 1.'],
    });
    const root = channel('LampRoot');
    fake.addFeatured(root, [quiet, paid]);
    const k = await t.key(['tracking:write', 'tracking:read'], { account: 'lamps' });
    await api(k, 'PUT', '/v1/discovery', policy({ seeds: { keywords: [], brands: [], channels: [root] } }));
    const done = await run(k, 100);
    const found = await candidates(k);
    assert.deepEqual(found.get(quiet)?.sample, { videosChecked: 2, sponsoredVideos: 0, brands: [] });
    assert.equal(found.get(quiet)?.score, 0);
    assert.equal(found.get(paid)?.sample?.sponsoredVideos, 1);
    assert.deepEqual(found.get(paid)?.sample?.brands, [{ brandId: brand.id, name: 'Lampwick', count: 1 }]);
    assert.ok(found.get(paid)?.score > 0);
    const read = fake.requests.filter((r) => r.resource === 'videos' && !r.query.chart).flatMap((r) => r.ids);
    assert.ok(read.includes(uploadId('PaidLamp', 0)) && read.includes(uploadId('PaidLamp', 1)));
    assert.ok(!read.includes(uploadId('QuietLamp', 0)), 'the quiet channel is screened on its uploads page');
    // Two uploads pages and one videos.list call for the sponsoring channel's uploads.
    assert.equal(done.unitsBySource.sample, 3);
    // What a source's yield is measured on: the kind that first named each candidate.
    const firsts = await sql<{ found_by: string }>`select found_by from discovery_candidates
      where channel_id = any(${[quiet, paid]}::text[])`.execute(t.db);
    assert.deepEqual(
      firsts.rows.map((x) => x.found_by),
      ['featured', 'featured'],
    );
    const inDirectory = await t.db
      .selectFrom('videos')
      .select('video_id')
      .where('video_id', 'in', [uploadId('QuietLamp', 0), uploadId('PaidLamp', 0)])
      .execute();
    assert.deepEqual(
      inDirectory.map((v) => v.video_id),
      [uploadId('PaidLamp', 0)],
    );
  });

  test('after each query has been read once, the next page goes to the query whose pages found sponsoring channels', async () => {
    // Two brands, each named in 60 channels' uploads (two pages of results): Aquillon by channels it does not pay,
    // Zinkwell by channels it sponsors. Aquillon comes first in the queries' order.
    const dry = await insertBrand(t.db, { name: 'Aquillon', domains: ['aquillon.example'] });
    const paid = await insertBrand(t.db, { name: 'Zinkwell', domains: ['zinkwell.example'] });
    for (let i = 0; i < 60; i++) {
      const n = String(i).padStart(2, '0');
      channel(`Aquil${n}`, { subscribers: 500, descriptions: [`My old Aquillon pen, ${i} years on.`] });
      channel(`Zink${n}`, { descriptions: [`Ink tests. Sponsored by Zinkwell: https://zinkwell.example/${n}`] });
    }
    const k = await t.key(['tracking:write', 'tracking:read'], { account: 'inks' });
    await api(k, 'PUT', '/v1/discovery', policy({ seeds: { keywords: [], brands: [dry.id, paid.id], channels: [] } }));
    await run(k, 1000);
    const asked = fake.requests
      .filter((r) => r.resource === 'search' && ['Aquillon', 'Zinkwell'].includes(r.query.q))
      .map((r) => `${r.query.q}${r.query.pageToken ? ' next' : ''}`);
    assert.deepEqual(asked.slice(0, 3), ['Aquillon', 'Zinkwell', 'Zinkwell next']);
  });

  test('channels under the thresholds that a sponsoring channel features are read for their featured channels', async () => {
    await insertBrand(t.db, { name: 'Ropeline', domains: ['ropeline.example'] });
    const sponsored = ['Climbing. Sponsored by Ropeline: https://ropeline.example/a', 'Upload 1.'];
    const target = channel('RopeTarget', { descriptions: sponsored });
    const small = channel('RopeSmall', { subscribers: 300 });
    fake.addFeatured(small, [target]);
    const stranger = channel('RopeStranger', { subscribers: 300 });
    fake.addFeatured(stranger, [channel('RopeNever')]);
    const sponsor = channel('RopeSponsor', { descriptions: sponsored });
    fake.addFeatured(sponsor, [small]);
    const plain = channel('RopePlain');
    fake.addFeatured(plain, [stranger]);
    const root = channel('RopeRoot');
    fake.addFeatured(root, [sponsor, plain]);
    const k = await t.key(['tracking:write', 'tracking:read'], { account: 'ropes' });
    await api(k, 'PUT', '/v1/discovery', policy({ seeds: { keywords: [], brands: [], channels: [root] } }));
    await run(k, 300);
    const found = await candidates(k);
    assert.equal(found.get(small)?.status, 'below-threshold');
    assert.equal(found.get(stranger)?.status, 'below-threshold');
    assert.ok(
      found.get(target)?.sources.some((x: { kind: string; ref: string }) => x.kind === 'featured' && x.ref === small),
      JSON.stringify(found.get(target)?.sources),
    );
    assert.ok(found.get(target)?.score > 0, 'found through the small channel, and scored');
    const sections = fake.requests.filter((r) => r.resource === 'channelSections').map((r) => r.query.channelId);
    assert.ok(!sections.includes(stranger), 'a small channel only a channel without sponsorships features is not read');
  });
});
