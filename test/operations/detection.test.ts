// sponsor-detection and brand-discovery through the API: processing states, sponsorships with evidence,
// idempotent re-runs, removal of sponsorships whose evidence is gone, new brands, unknown videos fetched from
// a loopback fake of the YouTube Data API (or reported not found without a key), and aggregates kept right.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, runOperation, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertVideo } from '../helpers/factories.js';
import { startFakeYoutube, ytChannel, ytVideo, type FakeYoutube } from '../helpers/fakeYoutube.js';

const SPONSORED = `Today we build a tiny cabin.

This video is sponsored by NordVPN. Go to https://nordvpn.com/cabinbuilds and use code CABIN to get 4 extra months.

CHAPTERS
0:00 Intro
1:05 NordVPN (sponsor)
2:30 Framing
5:00 Roof

Instagram: https://instagram.com/cabinbuilds`;

let t: TestApp;
let key: string;
let fake: FakeYoutube;
let channelId: string;
let nordId: string;

const run = (kind: string, input: unknown) => runOperation(t, key, kind, input);
const getJson = async (url: string) => (await t.app.inject({ url, headers: bearer(key) })).json();

before(async () => {
  fake = await startFakeYoutube();
  t = await createTestApp({ YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl }, { worker: true });
  key = await t.key(['operations:write', 'operations:read', 'data:read']);
  channelId = (await insertCreator(t.db, { handle: '@cabinbuilds', title: 'Cabin Builds' })).channelId;
  nordId = (await insertBrand(t.db, { name: 'NordVPN', domains: ['nordvpn.com'] })).id;
});
after(async () => {
  await t.close();
  await fake.close();
});

describe('sponsor-detection', () => {
  test('finds the sponsor with evidence, moves the video to processed, and writes a summary', async () => {
    const v = await insertVideo(t.db, channelId, { title: 'Building a tiny cabin', description: SPONSORED });
    const before = await getJson(`/v1/videos/${v.videoId}`);
    assert.equal(before.processingState, 'not-processed');
    const out = await run('sponsor-detection', { videoYoutubeIds: [v.videoId] });
    assert.equal(out.summary.processed, 1);
    const res = out.videos[0];
    assert.equal(res.status, 'processed');
    assert.equal(res.sponsorships.length, 1);
    const s = res.sponsorships[0];
    assert.equal(s.brandId, nordId);
    assert.equal(s.brandName, 'NordVPN');
    assert.equal(s.type, 'Integration');
    assert.equal(s.evidenceAvailable, true);
    assert.ok(
      s.evidence.candidates.some(
        (c: any) => c.source === 'url' && c.urls.some((u: string) => u.includes('nordvpn.com/cabinbuilds')),
      ),
    );
    assert.deepEqual(
      s.evidence.chapters.map((c: any) => c.timeRangeStartMillis),
      [65_000],
    );
    const after = await getJson(`/v1/videos/${v.videoId}`);
    assert.equal(after.processingState, 'processed');
    assert.match(after.processingRequestedAt, /Z$/);
    assert.ok(after.aiSummary && after.aiSummary.length > 0 && after.aiSummary.length <= 400);
    assert.deepEqual(
      after.sponsorships.map((x: any) => x.brandName),
      ['NordVPN'],
    );
    const creator = await getJson(`/v1/creators/${channelId}`);
    assert.equal(creator.sponsorshipCount, 1);
    assert.equal(creator.topBrands[0].brandId, nordId);
  });

  test('re-running is idempotent, and a sponsorship whose evidence disappeared is removed with its counts', async () => {
    const v = await insertVideo(t.db, channelId, { title: 'Roof day', description: SPONSORED });
    const first = await run('sponsor-detection', { videoYoutubeIds: [v.videoId] });
    const again = await run('sponsor-detection', { videoYoutubeIds: [v.videoId] });
    assert.equal(
      again.videos[0].sponsorships[0].id,
      first.videos[0].sponsorships[0].id,
      'same sponsorship, not a duplicate',
    );
    const n = await sql<{
      n: number;
    }>`select count(*)::int as n from sponsorships where video_id = ${v.videoId}`.execute(t.db);
    assert.equal(n.rows[0].n, 1);
    const brandBefore = await getJson(`/v1/brands/${nordId}`);
    await sql`update videos set description = 'Just a roof. No sponsor today.' where video_id = ${v.videoId}`.execute(
      t.db,
    );
    const cleared = await run('sponsor-detection', { videoYoutubeIds: [v.videoId] });
    assert.deepEqual(cleared.videos[0].sponsorships, []);
    const brandAfter = await getJson(`/v1/brands/${nordId}`);
    assert.equal(brandAfter.sponsorshipCount, brandBefore.sponsorshipCount - 1);
    // The triggers agree with a full recount.
    const snapshot = JSON.stringify(await getJson(`/v1/brands/${nordId}`));
    await sql`select refresh_directory_stats()`.execute(t.db);
    assert.equal(
      JSON.stringify(await getJson(`/v1/brands/${nordId}`)).replace(/"updatedAt":"[^"]+"/, ''),
      snapshot.replace(/"updatedAt":"[^"]+"/, ''),
    );
  });

  test('a re-run rewrites a stored sponsorship that differs from what is found: its evidence alone, or its type and confidence with its rendered item', async () => {
    const v = await insertVideo(t.db, channelId, { title: 'Deck day', description: SPONSORED });
    const first = await run('sponsor-detection', { videoYoutubeIds: [v.videoId] });
    const id = first.videos[0].sponsorships[0].id;
    const stored = async () =>
      (
        await sql<{ type: string; confidence: number; evidence: unknown; summary: string }>`
          select type, confidence, evidence, summary from sponsorships where id = ${id}::uuid`.execute(t.db)
      ).rows[0];
    const original = await stored();

    // Only the evidence differs: it is written back, the rest of the row (and its rendered item) stays.
    await sql`update sponsorships set evidence = '{"chapters": [], "candidates": []}' where id = ${id}::uuid`.execute(
      t.db,
    );
    const second = await run('sponsor-detection', { videoYoutubeIds: [v.videoId] });
    assert.equal(second.videos[0].sponsorships[0].id, id);
    assert.deepEqual(await stored(), original);
    assert.deepEqual(second.videos[0].sponsorships, first.videos[0].sponsorships);

    // The type and confidence differ too: all are written back and the item is rendered again with them.
    const otherType = original.type === 'Affiliate' ? 'Integration' : 'Affiliate';
    await sql`update sponsorships set type = ${otherType}, confidence = 0.01, evidence = '{"chapters": [], "candidates": []}'
      where id = ${id}::uuid`.execute(t.db);
    assert.match((await stored()).summary, new RegExp(`"type":"${otherType}"`));
    const third = await run('sponsor-detection', { videoYoutubeIds: [v.videoId] });
    assert.equal(third.videos[0].sponsorships[0].id, id);
    assert.deepEqual(await stored(), original);
    assert.deepEqual(third.videos[0].sponsorships, first.videos[0].sponsorships);
  });
  test('a sponsor domain the directory does not know becomes a new brand', async () => {
    const v = await insertVideo(t.db, channelId, {
      description:
        'Thanks to Lumaweave for sponsoring this video! Get 15% off at https://lumaweave.io/cabin with code CABIN15.',
    });
    const out = await run('sponsor-detection', { videoYoutubeIds: [v.videoId] });
    const s = out.videos[0].sponsorships[0];
    assert.ok(s, JSON.stringify(out.videos[0]));
    assert.equal(s.brandDomain, 'lumaweave.io');
    assert.equal(s.domainWasResearched, false);
    const brand = await getJson(`/v1/brands/${s.brandId}`);
    assert.deepEqual(brand.domains, ['lumaweave.io']);
  });

  test('unknown videos are fetched from YouTube (with their channel) and detected; unknown to YouTube is not-found', async () => {
    fake.addChannel(ytChannel('UCyt0000000000000000001a', { title: 'Fetched Channel', handle: '@fetched' }));
    fake.addVideo(
      ytVideo('ytFetched01', {
        channelId: 'UCyt0000000000000000001a',
        channelTitle: 'Fetched Channel',
        description: SPONSORED,
        paid: true,
      }),
    );
    const out = await run('sponsor-detection', { videoYoutubeIds: ['ytFetched01', 'ytMissing01'] });
    assert.equal(out.videos[0].status, 'processed');
    assert.equal(out.videos[0].sponsorships[0].brandId, nordId);
    assert.equal(out.videos[1].status, 'not-found');
    assert.match(out.videos[1].error.message, /not found, deleted or private/);
    const v = await getJson('/v1/videos/ytFetched01');
    assert.equal(v.channelTitle, 'Fetched Channel');
    assert.equal(v.includesPaidPromotionFlag, true);
    assert.ok(fake.requests.some((r) => r.resource === 'videos'));
  });
});

describe('brand-discovery', () => {
  test('scans every video for the brand, records new sponsorships and tells new from known', async () => {
    const brand = await insertBrand(t.db, { name: 'Keychron', domains: ['keychron.com'] });
    const other = await insertCreator(t.db, { title: 'Desk Setups' });
    const a = await insertVideo(t.db, other.channelId, {
      description: 'This video is sponsored by Keychron: https://keychron.com/desk use code DESK.',
    });
    await insertVideo(t.db, other.channelId, {
      description: 'My keyboard collection, not sponsored. Links: https://x.com/desk',
    });
    const out = await run('brand-discovery', { brandId: brand.id });
    assert.equal(out.summary.videos, 1);
    assert.equal(out.summary.newVideos, 1);
    assert.equal(out.summary.newCreators, 1);
    assert.equal(out.videos[0].videoId, a.videoId);
    assert.equal(out.creators[0].channelId, other.channelId);
    assert.ok(out.summary.scanned >= 2);
    const again = await run('brand-discovery', { brandId: brand.id });
    assert.equal(again.summary.videos, 1);
    assert.equal(again.summary.newVideos, 0, 'known the second time');
    assert.equal(again.summary.newCreators, 0);
  });
});
