// Fetching videos and their channels from the (fake) YouTube Data API into the directory: rows as an import
// writes them, one outcome per id (fetched, not-found, private, unavailable), quota that stops further requests,
// idempotent re-fetches; on both stores.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { importRecords } from '../../src/importer/index.js';
import { YoutubeClient, type YoutubeClientOptions } from '../../src/youtube/client.js';
import { fetchVideosIntoDirectory, type FetchOutcome } from '../../src/youtube/fetchVideos.js';
import { failures, startFakeYoutube, ytChannel, ytVideo, type FakeYoutube } from '../helpers/fakeYoutube.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
let fake: FakeYoutube;
before(async () => {
  store = await createTestStore();
  fake = await startFakeYoutube();
});
after(async () => {
  await fake.close();
  await store.close();
});
beforeEach(async () => {
  fake.reset();
  fake.videos.clear();
  fake.channels.clear();
  await sql`delete from sponsorships`.execute(store.db);
  await sql`delete from videos`.execute(store.db);
  await sql`delete from creators`.execute(store.db);
});

const CH_A = 'UCaaaaaaaaaaaaaaaaaaaaaa';
const CH_B = 'UCbbbbbbbbbbbbbbbbbbbbbb';
const vid = (n: number) => `vid${String(n).padStart(8, '0')}`;
// The default timeout leaves room for a loaded machine (2 s was passed once); the hang tests set their own.
const client = (o: Partial<YoutubeClientOptions> = {}) =>
  new YoutubeClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, retryBaseMs: 1, timeoutMs: 10_000, ...o });
const fetchInto = (ids: string[], o: Partial<YoutubeClientOptions> = {}, signal?: AbortSignal) =>
  fetchVideosIntoDirectory(store.db, client(o), ids, signal);

async function rows<T = Record<string, any>>(q: ReturnType<typeof sql>): Promise<T[]> {
  return (await q.execute(store.db)).rows as T[];
}
const video = async (id: string) => (await rows(sql`select * from videos where video_id = ${id}`))[0];
const creator = async (id: string) => (await rows(sql`select * from creators where channel_id = ${id}`))[0];
const counts = async () =>
  (
    await rows<{ v: number; c: number }>(
      sql`select (select count(*)::int from videos) v, (select count(*)::int from creators) c`,
    )
  )[0];
const statuses = (o: FetchOutcome[]) => o.map((x) => x.status);
const codes = (o: FetchOutcome[]) => o.map((x) => ('error' in x ? x.error.code : null));

describe('into the directory', () => {
  test('fetched videos and their channels land with the fields an import writes', async () => {
    fake.addChannel(
      ytChannel(CH_A, {
        title: 'Tech With A',
        handle: '@techwitha',
        subscribers: '1234567',
        country: 'gb',
        keywords: 'tech "gadget reviews"',
      }),
    );
    fake.addVideo(
      ytVideo(vid(1), {
        channelId: CH_A,
        channelTitle: 'Tech With A',
        title: 'Best budget laptop',
        description:
          'Thanks to NordVPN for sponsoring: https://nordvpn.com/techa\n\n0:00 Intro\n1:05 Build quality\n4:30 Verdict',
        duration: 'PT14M33S',
        views: '4821337',
        likes: '153201',
        comments: '8812',
        paid: true,
        tags: ['laptop', 'review'],
      }),
    );
    fake.addVideo(
      ytVideo(vid(2), { channelId: CH_A, channelTitle: 'Tech With A', duration: 'PT45S', privacy: 'unlisted' }),
    );

    const outcomes = await fetchInto([vid(1), vid(2)]);
    assert.deepEqual(outcomes, [
      { videoId: vid(1), status: 'fetched' },
      { videoId: vid(2), status: 'fetched' },
    ]);
    assert.deepEqual(
      fake.requests.map((r) => [r.resource, r.ids]),
      [
        ['videos', [vid(1), vid(2)]],
        ['channels', [CH_A]],
      ],
    );

    const v = await video(vid(1));
    assert.equal(v.channel_id, CH_A);
    assert.equal(v.platform, 'youtube');
    assert.equal(v.title, 'Best budget laptop');
    assert.match(v.description, /^Thanks to NordVPN/);
    assert.equal(v.format, 'video');
    assert.equal(v.duration_seconds, 14 * 60 + 33);
    assert.equal(Number(v.view_count), 4821337);
    assert.equal(Number(v.like_count), 153201);
    assert.equal(Number(v.comment_count), 8812);
    assert.equal(v.includes_paid_promotion, true);
    assert.equal(v.category, 'Science & Technology');
    assert.equal(v.thumbnail_url, `https://i.ytimg.com/vi/${vid(1)}/hqdefault.jpg`);
    assert.equal(new Date(v.published_at).toISOString(), '2024-05-02T15:00:00.000Z');
    assert.equal(v.default_language, 'en');
    assert.deepEqual(v.keywords, ['laptop', 'review']);
    assert.deepEqual(v.chapters, [
      { title: 'Intro', timeRangeStartMillis: 0 },
      { title: 'Build quality', timeRangeStartMillis: 65_000 },
      { title: 'Verdict', timeRangeStartMillis: 270_000 },
    ]);
    assert.equal(v.processing_state, 'not-processed');
    assert.equal(v.is_private, false);

    const short = await video(vid(2));
    assert.equal(short.format, 'short');
    assert.equal(short.is_unlisted, true);
    assert.equal(short.includes_paid_promotion, false);

    const c = await creator(CH_A);
    assert.equal(c.platform, 'youtube');
    assert.equal(c.title, 'Tech With A');
    assert.equal(c.handle, '@techwitha');
    assert.equal(Number(c.subscriber_count), 1234567);
    assert.equal(c.country, 'GB');
    assert.equal(c.description, 'Reviews and more.');
    assert.equal(c.avatar_url, `https://yt3.ggpht.com/${CH_A}=s800`);
    assert.deepEqual(c.keywords, ['tech', 'gadget reviews']);
    assert.deepEqual(await counts(), { v: 2, c: 1 });
  });

  test('a channel YouTube does not return still gets a minimal creator, named after snippet.channelTitle', async () => {
    fake.addVideo(ytVideo(vid(1), { channelId: CH_B, channelTitle: 'Bee Channel' }));
    const outcomes = await fetchInto([vid(1)]);
    assert.deepEqual(statuses(outcomes), ['fetched']);
    const c = await creator(CH_B);
    assert.equal(c.title, 'Bee Channel');
    assert.equal(c.subscriber_count, null);
    assert.equal((await video(vid(1))).channel_id, CH_B);
  });

  test('every channel is fetched, even one already in the directory: a minimal creator gets full channel data', async () => {
    // A bare videos import leaves a minimal creator.
    await importRecords(store.db, 'videos', [
      { line: 1, value: ytVideo(vid(9), { channelId: CH_A, channelTitle: 'Old Title' }) },
    ]);
    assert.equal((await creator(CH_A)).subscriber_count, null);

    fake.addChannel(ytChannel(CH_A, { title: 'Tech With A', subscribers: '500' }));
    fake.addVideo(ytVideo(vid(1), { channelId: CH_A }));
    assert.deepEqual(statuses(await fetchInto([vid(1)])), ['fetched']);
    assert.deepEqual(
      fake.requests.map((r) => r.resource),
      ['videos', 'channels'],
    );
    const c = await creator(CH_A);
    assert.equal(Number(c.subscriber_count), 500);
    assert.equal(c.title, 'Tech With A');
  });

  test('re-fetching is idempotent: same rows, nothing rewritten, processing state kept', async () => {
    fake.addChannel(ytChannel(CH_A));
    fake.addVideo(ytVideo(vid(1), { channelId: CH_A }));
    fake.addVideo(ytVideo(vid(2), { channelId: CH_A }));
    await fetchInto([vid(1), vid(2)]);
    await sql`update videos set processing_state = 'processed', ai_summary = 'kept' where video_id = ${vid(1)}`.execute(
      store.db,
    );
    const before1 = await video(vid(1));
    const beforeC = await creator(CH_A);

    const again = await fetchInto([vid(1), vid(2)]);
    assert.deepEqual(statuses(again), ['fetched', 'fetched']);
    assert.deepEqual(await counts(), { v: 2, c: 1 });
    const after1 = await video(vid(1));
    assert.equal(after1.processing_state, 'processed');
    assert.equal(after1.ai_summary, 'kept');
    assert.equal(
      new Date(after1.updated_at).getTime(),
      new Date(before1.updated_at).getTime(),
      'an unchanged video is not rewritten',
    );
    assert.equal(new Date((await creator(CH_A)).updated_at).getTime(), new Date(beforeC.updated_at).getTime());

    // A changed count is updated.
    fake.addVideo(ytVideo(vid(2), { channelId: CH_A, views: '999999' }));
    await fetchInto([vid(2)]);
    assert.equal(Number((await video(vid(2))).view_count), 999999);
  });

  test('120 ids: 3 video requests of at most 50, channels asked once per channel', async () => {
    fake.addChannel(ytChannel(CH_A));
    fake.addChannel(ytChannel(CH_B));
    const ids = Array.from({ length: 120 }, (_, i) => vid(i));
    for (let i = 0; i < 120; i++) fake.addVideo(ytVideo(ids[i], { channelId: i < 70 ? CH_A : CH_B }));
    const outcomes = await fetchInto(ids);
    assert.ok(outcomes.every((o) => o.status === 'fetched'));
    const videoRequests = fake.requests.filter((r) => r.resource === 'videos');
    assert.deepEqual(
      videoRequests.map((r) => r.ids.length),
      [50, 50, 20],
    );
    assert.deepEqual(
      fake.requests.filter((r) => r.resource === 'channels').map((r) => r.ids),
      [[CH_A], [CH_B]],
      'a channel fetched for an earlier batch is not asked again',
    );
    assert.deepEqual(await counts(), { v: 120, c: 2 });
  });
});

describe('outcomes', () => {
  test('not-found, private and fetched, one per id in input order (duplicates and impossible ids included)', async () => {
    fake.addChannel(ytChannel(CH_A));
    fake.addVideo(ytVideo(vid(1), { channelId: CH_A }));
    fake.addVideo(ytVideo(vid(2), { channelId: CH_B, privacy: 'private' }));
    const ids = [vid(3), vid(1), vid(2), 'not an id', vid(1)];
    const outcomes = await fetchInto(ids);
    assert.deepEqual(
      outcomes.map((o) => o.videoId),
      ids,
    );
    assert.deepEqual(statuses(outcomes), ['not-found', 'fetched', 'private', 'not-found', 'fetched']);
    assert.deepEqual(codes(outcomes), ['not_found', null, 'private', 'not_found', null]);
    const [missing, , priv, bad] = outcomes as Extract<FetchOutcome, { error: unknown }>[];
    assert.match(missing.error.message, /not found, deleted or private/);
    assert.match(missing.error.message, new RegExp(vid(3)));
    assert.match(priv.error.message, /private/);
    assert.match(bad.error.message, /not a YouTube video id/);

    assert.deepEqual(
      fake.requests.map((r) => [r.resource, r.ids]),
      [
        ['videos', [vid(3), vid(1), vid(2)]],
        ['channels', [CH_A]],
      ],
    );
    assert.equal(await video(vid(2)), undefined, 'a private video is not added');
    assert.equal(await creator(CH_B), undefined, 'nor its channel');
    assert.deepEqual(await counts(), { v: 1, c: 1 });
  });

  test('a resource the importer refuses is unavailable with invalid_resource; the rest land', async () => {
    fake.addVideo(ytVideo(vid(1)));
    const broken = ytVideo(vid(2));
    (broken.snippet as Record<string, unknown>).publishedAt = 'yesterday';
    fake.addVideo(broken);
    const outcomes = await fetchInto([vid(1), vid(2)]);
    assert.deepEqual(statuses(outcomes), ['fetched', 'unavailable']);
    assert.equal(codes(outcomes)[1], 'invalid_resource');
    assert.match((outcomes[1] as { error: { message: string } }).error.message, /publishedAt/);
    assert.ok(await video(vid(1)));
  });

  test('no ids: no request', async () => {
    assert.deepEqual(await fetchInto([]), []);
    assert.equal(fake.requests.length, 0);
  });
});

describe('failures', () => {
  test('quota on the second batch: the first lands, that batch and every later one are unavailable, no more requests', async () => {
    fake.addChannel(ytChannel(CH_A));
    const ids = Array.from({ length: 130 }, (_, i) => vid(i));
    for (const id of ids) fake.addVideo(ytVideo(id, { channelId: CH_A }));
    fake.failNext(1, failures.quota(), (r) => r.resource === 'videos' && r.ids.includes(vid(50)));

    const outcomes = await fetchInto(ids);
    assert.equal(outcomes.length, 130);
    assert.ok(outcomes.slice(0, 50).every((o) => o.status === 'fetched'));
    assert.ok(outcomes.slice(50).every((o) => o.status === 'unavailable'));
    assert.ok(codes(outcomes.slice(50)).every((c) => c === 'quota_exceeded'));
    const msg = (o: FetchOutcome) => (o as { error: { message: string } }).error.message;
    assert.match(msg(outcomes[50]), /quota exceeded/i);
    assert.match(msg(outcomes[120]), /Not requested/);
    assert.ok(outcomes.every((o) => !('error' in o) || !o.error.message.includes(fake.apiKey)));

    assert.deepEqual(
      fake.requests.map((r) => [r.resource, r.answer]),
      [
        ['videos', 200],
        ['channels', 200],
        ['videos', 403],
      ],
      'no retry of the quota error and no request for the third batch',
    );
    assert.deepEqual(await counts(), { v: 50, c: 1 });
  });

  test('quota on the channel request: the batch videos still land (minimal creator), later batches are not asked', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => vid(i));
    for (const id of ids) fake.addVideo(ytVideo(id, { channelId: CH_A, channelTitle: 'From The Video' }));
    fake.addChannel(ytChannel(CH_A));
    fake.failNext(1, failures.quota(), 'channels');
    const outcomes = await fetchInto(ids);
    assert.ok(outcomes.slice(0, 50).every((o) => o.status === 'fetched'));
    assert.ok(outcomes.slice(50).every((o) => o.status === 'unavailable' && o.error.code === 'quota_exceeded'));
    assert.deepEqual(
      fake.requests.map((r) => r.resource),
      ['videos', 'channels'],
    );
    const c = await creator(CH_A);
    assert.equal(c.title, 'From The Video');
    assert.equal(c.subscriber_count, null);
  });

  test('an upstream failure after every retry marks only its batch; the next batch is still fetched', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => vid(i));
    for (const id of ids) fake.addVideo(ytVideo(id));
    fake.failNext(2, failures.unavailable(), 'videos');
    const outcomes = await fetchInto(ids, { maxRetries: 1 });
    assert.ok(
      outcomes.slice(0, 50).every((o) => o.status === 'unavailable' && o.error.code === 'upstream_unavailable'),
    );
    assert.match((outcomes[0] as { error: { message: string } }).error.message, /unavailable/i);
    assert.ok(outcomes.slice(50).every((o) => o.status === 'fetched'));
    assert.deepEqual(await counts(), { v: 10, c: 1 });
  });

  test('a server that never answers: unavailable with upstream_unavailable, after the timeout', async () => {
    fake.failNext(2, failures.hang());
    const outcomes = await fetchInto([vid(1)], { timeoutMs: 100, maxRetries: 1 });
    assert.deepEqual(statuses(outcomes), ['unavailable']);
    assert.deepEqual(codes(outcomes), ['upstream_unavailable']);
    assert.match((outcomes[0] as { error: { message: string } }).error.message, /within 100 ms/);
    // Both attempts reach the fake before the next test resets it: on a loaded machine the second can arrive after the
    // client gave up on it, and the next test would count it as its own.
    for (let i = 0; fake.requests.length < 2 && i < 400; i++) await new Promise((r) => setTimeout(r, 25));
    assert.equal(fake.requests.length, 2);
  });

  test('a wrong key: every id unavailable with invalid_api_key after a single request, the key in no message', async () => {
    const wrong = 'AIzaWRONG-must-not-leak-0000';
    const ids = Array.from({ length: 75 }, (_, i) => vid(i));
    const outcomes = await fetchVideosIntoDirectory(store.db, client({ apiKey: wrong }), ids);
    assert.ok(outcomes.every((o) => o.status === 'unavailable' && o.error.code === 'invalid_api_key'));
    assert.ok(outcomes.every((o) => 'error' in o && !o.error.message.includes(wrong)));
    assert.equal(fake.requests.length, 1);
  });

  test('an abort is thrown, not reported', async () => {
    fake.failNext(1, failures.hang());
    const ac = new AbortController();
    setTimeout(() => ac.abort(new Error('lease lost')), 50);
    await assert.rejects(fetchInto([vid(1)], { timeoutMs: 5000 }, ac.signal), /lease lost/);
  });
});
