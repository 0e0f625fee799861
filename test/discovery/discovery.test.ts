// Discovery through the API against the loopback fake of the YouTube Data API: the policy (defaults, replacement,
// validation naming the field), a run finding channels from every source (mentions in the directory's descriptions,
// featured channels, charts per region and category, the seed brands' creators, search within its share), the
// thresholds (subscribers, region), scoring on a sample through the detector, autoTrack, idempotence across runs,
// rejected candidates never proposed again, one run at a time (409), the quota's reset waited for, and another
// account's runs and candidates as 404s.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { SAMPLE_GROUP } from '../../src/discovery/sample.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { parseExposition, sampleValue } from '../helpers/prometheus.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { channelIdOf, startFakeYoutube, ytChannel, ytVideo, type FakeYoutube } from '../helpers/fakeYoutube.js';

const SPONSORED = `Today we build a tiny cabin.

This video is sponsored by NordVPN. Go to https://nordvpn.com/cabinbuilds and use code CABIN to get 4 extra months.`;

let t: TestApp;
let key: string;
let other: string;
let fake: FakeYoutube;
let now = Date.now();
let brandId: string;

const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, k = key) => {
  const r = await t.app.inject({ method, url, headers: bearer(k), ...(payload === undefined ? {} : { payload }) });
  return { status: r.statusCode, body: r.body ? r.json() : null };
};

/** A channel on the fake with `uploads` videos (every `sponsoredEvery`th a NordVPN read), in category 20. */
function channel(
  tag: string,
  o: {
    country?: string;
    subscribers?: number;
    uploads?: number;
    sponsoredEvery?: number;
    views?: number;
    title?: string;
    language?: string;
  } = {},
): string {
  const id = channelIdOf(tag);
  const c = ytChannel(id, {
    title: o.title ?? `Channel ${tag}`,
    handle: `@${tag.toLowerCase()}`,
    country: o.country ?? 'US',
    subscribers: String(o.subscribers ?? 250_000),
  });
  if (o.language) (c.snippet as Record<string, unknown>).defaultLanguage = o.language;
  fake.addChannel(c);
  for (let i = 0; i < (o.uploads ?? 4); i++) {
    const vid = `${crypto.createHash('sha1').update(tag).digest('hex').slice(0, 5)}${String(i).padStart(6, '0')}`;
    fake.addVideo(
      ytVideo(vid, {
        channelId: id,
        channelTitle: `Channel ${tag}`,
        description: o.sponsoredEvery && i % o.sponsoredEvery === 0 ? SPONSORED : `Upload ${i}.`,
        publishedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        views: String(o.views ?? 20_000),
        categoryId: '20',
      }),
    );
  }
  return id;
}

const policy = (p: Record<string, unknown> = {}) => ({
  enabled: false,
  regions: ['US'],
  categoryIds: ['20'],
  languages: ['en'],
  minSubscribers: 1000,
  maxTrackedChannels: 2,
  dailyUnits: 1000,
  autoTrack: true,
  seeds: { keywords: ['woodworking'], brands: [brandId], channels: [] },
  ...p,
});

async function finished(id: string, k = key): Promise<any> {
  return waitFor(async () => {
    const r = (await api('GET', `/v1/discovery/runs/${id}`, undefined, k)).body;
    return r.status === 'succeeded' || r.status === 'failed' ? r : null;
  }, 60_000);
}

async function candidates(k = key, query = ''): Promise<any[]> {
  const r = await api('GET', `/v1/discovery/candidates?limit=200${query}`, undefined, k);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data;
}

const ids: Record<string, string> = {};

before(async () => {
  fake = await startFakeYoutube();
  t = await createTestApp(
    { YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl, TRACKING_QUOTA_RECHECK_MS: '100' },
    { worker: true, clock: () => new Date(now) },
  );
  key = await t.key(['tracking:write', 'tracking:read', 'data:read']);
  other = await t.key(['tracking:write', 'tracking:read'], { account: 'globex' });
  await insertBrand(t.db, { name: 'NordVPN', domains: ['nordvpn.com'] });
  brandId = (await insertBrand(t.db, { name: 'Acme Gear', domains: ['acmegear.example'] })).id;

  // Featured: a tracked root features F1 (sponsoring), F2 (too small), F3 (outside the regions), F4 (outside the
  // languages) and F5 (English as spoken in Britain).
  ids.root = channel('Root', { subscribers: 1_000_000 });
  ids.f1 = channel('FeatOne', { sponsoredEvery: 2 });
  ids.f2 = channel('FeatTwo', { subscribers: 500 });
  ids.f3 = channel('FeatThree', { country: 'DE' });
  ids.f4 = channel('FourthFeat', { language: 'fr' });
  ids.f5 = channel('FifthFeat', { language: 'en-GB' });
  fake.addFeatured(ids.root, [ids.f1, ids.f2, ids.f3, ids.f4, ids.f5]);
  // Charts: the US chart of category 20 holds the videos of US channels (the root's and the featured ones' too).
  ids.chart = channel('ChartTop', { views: 5_000_000, sponsoredEvery: 1 });
  // Mentions in a description already in the directory: a /channel/ link and a bare handle.
  ids.m1 = channel('MentOne');
  ids.m2 = channel('MentTwo');
  const writer = await insertCreator(t.db);
  await insertVideo(t.db, writer.channelId, {
    description: `Thanks to https://www.youtube.com/channel/${ids.m1} and @menttwo for the help. Mail me: me@example.com`,
  });
  // The seed brand's creator, in the directory with a sponsorship.
  ids.brand = channel('BrandMade');
  await insertCreator(t.db, { channelId: ids.brand, handle: '@brandmade' });
  const v = await insertVideo(t.db, ids.brand);
  await insertSponsorship(t.db, { videoId: v.videoId, brandId });
  // Search: a channel whose title holds the seed keyword.
  ids.search = channel('SearchHit', { title: 'Woodworking Weekly', sponsoredEvery: 3 });

  const tracked = await api('POST', '/v1/tracked-channels', { channel: ids.root });
  assert.equal(tracked.status, 201, JSON.stringify(tracked.body));
});
after(async () => {
  await t.close();
  await fake.close();
});

describe('the policy', () => {
  test('defaults to disabled; PUT replaces it; GET reads it back', async () => {
    const first = await api('GET', '/v1/discovery');
    assert.equal(first.status, 200);
    assert.equal(first.body.enabled, false);
    const put = await api('PUT', '/v1/discovery', policy());
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.deepEqual((await api('GET', '/v1/discovery')).body, policy());
    // languages may be left out: any language.
    const { languages: _, ...withoutLanguages } = policy();
    const put2 = await api('PUT', '/v1/discovery', withoutLanguages);
    assert.equal(put2.status, 200, JSON.stringify(put2.body));
    assert.deepEqual(put2.body.languages, []);
    assert.equal((await api('PUT', '/v1/discovery', policy())).status, 200);
    // Another account's policy is its own.
    assert.equal((await api('GET', '/v1/discovery', undefined, other)).body.enabled, false);
  });

  test('an unknown field, a bad region or category, a negative number or an unknown brand: 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...policy(), surprise: 1 }, 'surprise'],
      [policy({ regions: ['XX'] }), 'body.regions.0'],
      [policy({ categoryIds: ['999'] }), 'body.categoryIds.0'],
      [policy({ minSubscribers: -1 }), 'body.minSubscribers'],
      [policy({ dailyUnits: -5 }), 'body.dailyUnits'],
      [
        policy({ seeds: { keywords: [], brands: ['00000000-0000-4000-8000-000000000000'], channels: [] } }),
        'body.seeds.brands.0',
      ],
    ];
    for (const [body, field] of cases) {
      const r = await api('PUT', '/v1/discovery', body);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.ok(
        r.body.errors.some((e: { path: string }) => e.path.includes(field)),
        `${field}: ${JSON.stringify(r.body.errors)}`,
      );
    }
    assert.deepEqual((await api('GET', '/v1/discovery')).body, policy(), 'nothing changed');
  });
});

describe('a run', () => {
  let run: any;

  test('finds channels from every source, drops those under the thresholds, scores on a sample and tracks the best', async () => {
    const started = await api('POST', '/v1/discovery/runs', { units: 400 });
    assert.equal(started.status, 202, JSON.stringify(started.body));
    assert.equal(started.body.units, 400);
    run = await finished(started.body.id);
    assert.equal(run.status, 'succeeded', JSON.stringify(run));

    const list = await candidates();
    const by = new Map(list.map((c) => [c.channelId, c]));
    const kinds = (id: string) => by.get(id)?.sources.map((s: { kind: string }) => s.kind) ?? [];
    assert.ok(kinds(ids.f1).includes('featured'));
    assert.ok(kinds(ids.chart).includes('chart'));
    assert.ok(kinds(ids.m1).includes('mention'));
    assert.ok(kinds(ids.m2).includes('mention'), 'the bare handle resolved');
    assert.ok(kinds(ids.brand).includes('brand'));
    assert.ok(kinds(ids.search).includes('search'));
    assert.equal(by.has(ids.root), false, 'a channel the account tracks is no candidate');
    assert.equal(by.get(ids.f2).status, 'below-threshold', 'under minSubscribers');
    assert.equal(by.get(ids.f3).status, 'below-threshold', 'outside the regions');
    assert.equal(by.get(ids.f4).status, 'below-threshold', 'outside the languages');
    assert.notEqual(by.get(ids.f5).status, 'below-threshold', 'en-GB is English');
    assert.equal(by.get(ids.f2).sample, null, 'never sampled');

    const f1 = by.get(ids.f1);
    assert.equal(f1.sample.videosChecked, 4);
    assert.equal(f1.sample.sponsoredVideos, 2);
    assert.deepEqual(
      f1.sample.brands.map((b: { name: string; count: number }) => [b.name, b.count]),
      [['NordVPN', 2]],
    );
    assert.ok(f1.score > 0);
    assert.equal(by.get(ids.m1).score, 0, 'no sponsorship in the sample');

    // The two best-scored are tracked as ordinary tracked channels.
    const best = list
      .filter((c) => c.score !== null)
      .sort((a, b) => b.score - a.score || (a.channelId < b.channelId ? 1 : -1))
      .slice(0, 2);
    assert.deepEqual(
      best.map((c) => c.status),
      ['tracked', 'tracked'],
    );
    assert.equal(run.channelsTracked, 2);
    const tracked = (await api('GET', '/v1/tracked-channels?limit=50')).body.data.map((x: any) => x.channelId);
    for (const c of best) assert.ok(tracked.includes(c.channelId));

    // Every unit accounted for, within the budget.
    const sum = Object.values(run.unitsBySource as Record<string, number>).reduce((a, b) => a + b, 0);
    assert.equal(run.unitsSpent, sum);
    assert.ok(run.unitsSpent <= run.units);
    // Search's share (100 of 400) pays for the keyword's page; what is left once every candidate is scored pays for
    // the seed brand's and then for the brand the samples found, both searched among videos.
    const searches = fake.requests
      .filter((r) => r.resource === 'search')
      .map((r) => [r.query.q, r.query.type, r.query.pageToken ?? null]);
    assert.deepEqual(searches, [
      ['woodworking', 'channel', null],
      ['Acme Gear', 'video', null],
      ['NordVPN', 'video', null],
    ]);
    // Each page of a video search is followed by one videos.list of its videos (1 unit, charged to search).
    const videoReads = fake.requests.filter(
      (r, i) => r.resource === 'videos' && fake.requests[i - 1]?.resource === 'search',
    );
    assert.ok(videoReads.length >= 1, 'the videos of a brand search are read');
    assert.equal(run.unitsBySource.search, 300 + videoReads.length);
    // A page of uploads a candidate, and one videos.list for the uploads of up to SAMPLE_GROUP candidates.
    assert.ok(run.candidatesScored >= 2);
    assert.ok(run.unitsBySource.sample >= run.candidatesScored + Math.ceil(run.candidatesScored / SAMPLE_GROUP));
    assert.ok(run.unitsBySource.sample < 2 * run.candidatesScored, 'uploads of several candidates read in one call');
    assert.ok(run.unitsBySource.featured >= 1 && run.unitsBySource.chart >= 1 && run.unitsBySource.resolve >= 1);
    assert.equal(run.candidatesFound, list.length);

    // The default order is by score, best first.
    const scores = list.map((c) => c.score ?? -1);
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
    );
  });

  test('a second run finds nothing new for nothing: no resolve, no sample, cached featured channels', async () => {
    const before = fake.requests.length;
    const started = await api('POST', '/v1/discovery/runs', { units: 100 });
    assert.equal(started.status, 202, JSON.stringify(started.body));
    const second = await finished(started.body.id);
    assert.equal(second.status, 'succeeded');
    assert.equal(second.candidatesFound, 0);
    assert.equal(second.unitsBySource.resolve, 0);
    assert.equal(second.unitsBySource.sample, 0);
    assert.equal(second.unitsBySource.featured, 0, "the root's featured channels were read by the first run");
    const calls = fake.requests
      .slice(before)
      .filter((r) => r.resource === 'channelSections' || r.resource === 'search');
    assert.ok(
      calls.every((r) => r.resource === 'channelSections'),
      'search is not within the share of 100 units',
    );
  });

  test('a sample older than DISCOVERY_RESCORE_DAYS is read again, the others are not', async () => {
    await sql`update discovery_candidates set sampled_at = now() - interval '31 days' where channel_id = ${ids.f1}`.execute(
      t.db,
    );
    const uploads = `UU${ids.f1.slice(2)}`;
    const pages = () =>
      fake.requests.filter((r) => r.resource === 'playlistItems' && r.query.playlistId === uploads).length;
    const before = pages();
    const started = await api('POST', '/v1/discovery/runs', { units: 20 });
    const run = await finished(started.body.id);
    assert.equal(run.status, 'succeeded');
    assert.equal(run.unitsBySource.sample, 2, 'one channel sampled again: one page and one videos.list');
    assert.equal(pages(), before + 1);
    const f1 = (await candidates()).find((c) => c.channelId === ids.f1);
    assert.ok(Date.now() - Date.parse(f1.foundAt) < 86_400_000);
    assert.equal(f1.sample.sponsoredVideos, 2);
  });

  test('a rejected candidate is never proposed again', async () => {
    const rejected = await api('POST', `/v1/discovery/candidates/${ids.m1}/reject`);
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal(rejected.body.status, 'rejected');
    await api('PUT', '/v1/discovery', policy({ maxTrackedChannels: 50 }));
    const started = await api('POST', '/v1/discovery/runs', { units: 50 });
    assert.equal((await finished(started.body.id)).status, 'succeeded');
    const m1 = (await candidates()).find((c) => c.channelId === ids.m1);
    assert.equal(m1.status, 'rejected');
    assert.deepEqual(
      (await candidates(key, '&status=rejected')).map((c) => c.channelId),
      [ids.m1],
    );
  });

  test('track: a candidate tracked as POST /v1/tracked-channels would (201, then 200)', async () => {
    const first = await api('POST', `/v1/discovery/candidates/${ids.m2}/track`);
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.equal(first.body.channelId, ids.m2);
    const again = await api('POST', `/v1/discovery/candidates/${ids.m2}/track`);
    assert.equal(again.status, 200);
    assert.equal((await candidates()).find((c) => c.channelId === ids.m2).status, 'tracked');
  });

  test('candidates page with cursors in each order', async () => {
    for (const order of ['-score', '-subscriberCount', '-foundAt']) {
      const all = await candidates(key, `&order=${order}`);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const r: any = await api(
          'GET',
          `/v1/discovery/candidates?limit=2&order=${order}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        assert.equal(r.status, 200, JSON.stringify(r.body));
        seen.push(...r.body.data.map((c: any) => c.channelId));
        cursor = r.body.meta.nextCursor;
      } while (cursor);
      assert.deepEqual(
        seen,
        all.map((c) => c.channelId),
        order,
      );
    }
  });
});

describe('a changed policy', () => {
  test('applies to the candidates found before: one now above the thresholds is resolved again and scored', async () => {
    const before = (await candidates()).find((c) => c.channelId === ids.f2);
    assert.equal(before.status, 'below-threshold');
    await api('PUT', '/v1/discovery', policy({ minSubscribers: 100, maxTrackedChannels: 0 }));
    const started = await api('POST', '/v1/discovery/runs', { units: 20 });
    const run = await finished(started.body.id);
    assert.equal(run.status, 'succeeded', JSON.stringify(run));
    assert.equal(run.unitsBySource.resolve, 1);
    const after = (await candidates()).find((c) => c.channelId === ids.f2);
    assert.equal(after.status, 'scored');
    assert.equal(after.sample.videosChecked, 4);
    assert.equal((await candidates()).find((c) => c.channelId === ids.f3).status, 'below-threshold', 'still outside');
    await api('PUT', '/v1/discovery', policy({ maxTrackedChannels: 50 }));
  });
});

describe('rounds', () => {
  test('a niche is followed channel to channel: featured channels of each newly scored sponsoring channel', async () => {
    const chain = ['ChainA', 'ChainB', 'ChainC', 'ChainD'].map((tag) => channel(tag, { sponsoredEvery: 1 }));
    const start = channel('ChainStart');
    fake.addFeatured(start, [chain[0]]);
    for (let i = 0; i + 1 < chain.length; i++) fake.addFeatured(chain[i], [chain[i + 1]]);
    const k = await t.key(['tracking:write', 'tracking:read'], { account: 'chain' });
    await api(
      'PUT',
      '/v1/discovery',
      policy({ categoryIds: ['1'], autoTrack: false, seeds: { keywords: [], brands: [], channels: [start] } }),
      k,
    );
    const started = await api('POST', '/v1/discovery/runs', { units: 100 }, k);
    const run = await finished(started.body.id, k);
    assert.equal(run.status, 'succeeded', JSON.stringify(run));
    const found = await candidates(k);
    for (const id of chain)
      assert.equal(found.find((c) => c.channelId === id)?.status, 'scored', `${id}: ${JSON.stringify(found)}`);
    assert.equal(found.find((c) => c.channelId === chain[3]).sources[0].ref, chain[2], 'found through its neighbour');
  });
});

describe('one run at a time, the budget and the quota', () => {
  test('two starts at once: one 202, one 409', async () => {
    const k = await t.key(['tracking:write', 'tracking:read'], { account: 'initech' });
    await api('PUT', '/v1/discovery', policy({ seeds: { keywords: [], brands: [], channels: [] } }), k);
    const [a, b] = await Promise.all([
      api('POST', '/v1/discovery/runs', { units: 5 }, k),
      api('POST', '/v1/discovery/runs', { units: 5 }, k),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [202, 409]);
    const run = await finished((a.status === 202 ? a : b).body.id, k);
    assert.ok(run.unitsSpent <= 5, JSON.stringify(run));
    // More than what is left of dailyUnits today: 400 naming the field.
    const over = await api('POST', '/v1/discovery/runs', { units: 1000 - run.unitsSpent + 1 }, k);
    assert.equal(over.status, 400, JSON.stringify(over.body));
    assert.equal(over.body.errors[0].path, 'body.units');
  });

  test("YouTube's quotaExceeded: the run waits for the reset, then goes on", async () => {
    const k = await t.key(['tracking:write', 'tracking:read'], { account: 'umbrella' });
    await api('PUT', '/v1/discovery', policy({ seeds: { keywords: [], brands: [], channels: [ids.root] } }), k);
    fake.setDailyQuota(fake.unitsUsed());
    const started = await api('POST', '/v1/discovery/runs', { units: 30 }, k);
    const waiting = await waitFor(async () => {
      const r = (await api('GET', `/v1/discovery/runs/${started.body.id}`, undefined, k)).body;
      return r.status === 'waiting-for-quota' ? r : null;
    }, 30_000);
    assert.ok(waiting.resumesAt);
    // Midnight Pacific passes: YouTube's quota is whole again.
    fake.setDailyQuota(null);
    now = new Date(waiting.resumesAt).getTime() + 1000;
    const run = await finished(started.body.id, k);
    assert.equal(run.status, 'succeeded', JSON.stringify(run));
    assert.ok(run.candidatesScored > 0);
    assert.ok(run.unitsSpent <= 30);
  });
});

describe("another account's", () => {
  test('runs and candidates are 404s, and its lists are empty', async () => {
    const runs = (await api('GET', '/v1/discovery/runs')).body.data;
    assert.ok(runs.length >= 3);
    assert.equal((await api('GET', `/v1/discovery/runs/${runs[0].id}`, undefined, other)).status, 404);
    assert.equal((await api('POST', `/v1/discovery/candidates/${ids.f1}/track`, undefined, other)).status, 404);
    assert.equal((await api('POST', `/v1/discovery/candidates/${ids.f1}/reject`, undefined, other)).status, 404);
    assert.deepEqual(await candidates(other), []);
    assert.deepEqual((await api('GET', '/v1/discovery/runs', undefined, other)).body.data, []);
    assert.equal((await candidates()).find((c) => c.channelId === ids.f1).status !== 'rejected', true);
  });
});

describe('metrics', () => {
  test('units by source, candidates by status and runs by outcome, as the database has them', async () => {
    const { samples } = parseExposition((await t.app.inject({ url: '/metrics' })).body);
    const runs = (await api('GET', '/v1/discovery/runs')).body.data;
    const search = runs.reduce((n: number, r: any) => n + r.unitsBySource.search, 0);
    assert.equal(sampleValue(samples, 'csds_discovery_units_total', { source: 'search' }), search);
    const mine = await candidates();
    const rejected = mine.filter((c) => c.status === 'rejected').length;
    assert.equal(sampleValue(samples, 'csds_discovery_candidates', { status: 'rejected' }), rejected);
    assert.ok(sampleValue(samples, 'csds_operations', { kind: 'discovery-run', status: 'succeeded' })! >= runs.length);
  });
});
