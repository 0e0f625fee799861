// sponsor-detection with short-link expansion, through the API, against a loopback fake shortener: off (the
// default) nothing is fetched and a sponsor behind bit.ly stays unknown; on, the brand is matched through the
// final domain with both URLs in the evidence, a new brand reached that way has a researched domain,
// re-running detection fetches nothing again, and brand-discovery finds videos through stored expansions.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, runOperation, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertVideo } from '../helpers/factories.js';
import { startFakeShortener, type FakeShortener } from '../helpers/fakeShortener.js';

let fake: FakeShortener;

const run = (
  t: TestApp,
  key: string,
  videoYoutubeIds: string[],
  kind = 'sponsor-detection',
  input: unknown = { videoYoutubeIds },
) => runOperation(t, key, kind, input);

/** Two videos whose sponsors are known only through bit.ly links, in a fresh directory with NordVPN. */
async function seed(t: TestApp) {
  const channelId = (await insertCreator(t.db, { handle: '@cabinbuilds', title: 'Cabin Builds' })).channelId;
  const nordId = (await insertBrand(t.db, { name: 'NordVPN', domains: ['nordvpn.com'] })).id;
  const viaShortLink = await insertVideo(t.db, channelId, {
    title: 'Framing the cabin walls',
    description: `Framing day!\n\nThanks to our sponsor for supporting this video! Get 60% off: ${fake.url('bit.ly', '/cabin')}\n\nInstagram: https://instagram.com/cabinbuilds`,
  });
  const newBrand = await insertVideo(t.db, channelId, {
    title: 'Roofing the cabin',
    description: `Roof day.\n\nThis video is sponsored by Flowstate: ${fake.url('bit.ly', '/flow')}`,
  });
  return { nordId, ids: [viaShortLink.videoId, newBrand.videoId] };
}

before(async () => {
  fake = await startFakeShortener();
  fake.route('bit.ly', '/cabin', { status: 301, redirect: fake.url('nordvpn.com', '/cabinbuilds') });
  fake.route('nordvpn.com', '/cabinbuilds', { status: 200 });
  fake.route('bit.ly', '/flow', { redirect: fake.url('go.flowstate.app', '/r/cabin') });
  fake.route('go.flowstate.app', '/r/cabin', { redirect: fake.url('www.flowstate.app', '/?utm_source=cabin') });
  fake.route('www.flowstate.app', '/?utm_source=cabin', { status: 200 });
});
after(() => fake.close());

describe('expansion off (the default)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(
      {},
      {
        worker: true,
        shortLinkLookup: fake.lookup(['bit.ly', 'nordvpn.com', 'go.flowstate.app', 'www.flowstate.app']),
      },
    );
  });
  after(() => t.close());

  test('nothing is fetched and a sponsor known only through a generic short link is not reported', async () => {
    assert.equal(t.config.shortLinkExpansion, false);
    const key = await t.key(['operations:write', 'operations:read', 'data:read']);
    const { ids } = await seed(t);
    const before = fake.requests.length;
    const out = await run(t, key, ids);
    assert.equal(out.summary.processed, 2);
    assert.equal(out.summary.sponsorships, 0);
    assert.equal(fake.requests.length, before);
  });
});

describe('expansion on', () => {
  let t: TestApp;
  let key: string;
  let nordId: string;
  let ids: string[];
  before(async () => {
    t = await createTestApp(
      { SHORT_LINK_EXPANSION: 'true', SHORT_LINK_ALLOWED_CIDRS: '127.0.0.1/32' },
      {
        worker: true,
        shortLinkLookup: fake.lookup(['bit.ly', 'nordvpn.com', 'go.flowstate.app', 'www.flowstate.app']),
      },
    );
    key = await t.key(['operations:write', 'operations:read', 'data:read']);
    ({ nordId, ids } = await seed(t));
  });
  after(() => t.close());

  let first: any;
  test('the brand is matched through the final domain; the evidence keeps the short link and shows where it leads', async () => {
    first = await run(t, key, ids);
    const [nord] = first.videos[0].sponsorships;
    assert.equal(first.videos[0].sponsorships.length, 1);
    assert.equal(nord.brandId, nordId);
    assert.equal(nord.type, 'Integration');
    assert.deepEqual(nord.evidence.candidates.find((c: any) => c.source === 'url').urls, [
      fake.url('bit.ly', '/cabin'),
    ]);
    assert.deepEqual(nord.evidence.candidates.find((c: any) => c.source === 'redirect').urls, [
      fake.url('bit.ly', '/cabin'),
      fake.url('nordvpn.com', '/cabinbuilds'),
    ]);
  });

  test('a new brand reached through a short link is created with its domain researched', async () => {
    const [flow] = first.videos[1].sponsorships;
    assert.equal(first.videos[1].sponsorships.length, 1);
    assert.equal(flow.brandDomain, 'flowstate.app');
    assert.equal(flow.brandName, 'Flowstate');
    assert.equal(flow.domainWasResearched, true);
    const brand = (await t.app.inject({ url: `/v1/brands/${flow.brandId}`, headers: bearer(key) })).json();
    assert.equal(brand.name, 'Flowstate');
  });

  test('re-running detection fetches nothing and gives the same sponsorships', async () => {
    const before = fake.requests.length;
    const again = await run(t, key, ids);
    assert.equal(fake.requests.length, before);
    const idsOf = (o: any) =>
      o.videos.flatMap((v: any) => v.sponsorships.map((s: any) => `${s.id} ${s.brandId} ${s.type}`));
    assert.deepEqual(idsOf(again), idsOf(first));
  });

  test('brand-discovery finds a video that links the brand only through a short link already expanded', async () => {
    const other = await insertCreator(t.db, { handle: '@tinyhomes', title: 'Tiny Homes Weekly' });
    const v = await insertVideo(t.db, other.channelId, {
      title: 'A tiny home on wheels',
      description: `Thanks to today's sponsor for supporting the channel! Get 60% off: ${fake.url('bit.ly', '/cabin')}`,
    });
    const before = fake.requests.length;
    const out = await run(t, key, [], 'brand-discovery', { brandId: nordId });
    const found = out.videos.find((x: any) => x.videoId === v.videoId);
    assert.ok(found, JSON.stringify(out.videos));
    assert.equal(found.new, true);
    assert.ok(out.creators.some((c: any) => c.channelId === other.channelId && c.new));
    assert.equal(fake.requests.length, before, 'the stored expansion is reused');
  });
});
