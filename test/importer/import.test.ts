// The importer: YouTube video and channel resources and our brand objects, from JSON lines or a whole
// list response, on both stores; and `csds import` in a real child process.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import {
  importFile,
  importRecords,
  parseChannelKeywords,
  parseIsoDuration,
  normalizeHostname,
} from '../../src/importer/index.js';
import { insertBrand, insertCreator } from '../helpers/factories.js';
import { createTestStore, storeKind, prepareDataDir } from '../helpers/store.js';
import { ROOT, serviceArgs } from '../helpers/processes.js';

const FIX = path.join(ROOT, 'test/fixtures/import');
const fixture = (name: string) => path.join(FIX, name);

let store: Store;
let tmp: string;
before(async () => {
  store = await createTestStore();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-import-'));
});
after(async () => {
  await store.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

// Each test starts from an empty directory (the tables this importer writes).
beforeEach(async () => {
  await sql`delete from sponsorships`.execute(store.db);
  await sql`delete from videos`.execute(store.db);
  await sql`delete from creators`.execute(store.db);
  await sql`delete from brands`.execute(store.db);
  await sql`delete from agencies`.execute(store.db);
});

let fileNo = 0;
function writeFile(content: string, ext = 'jsonl'): string {
  const f = path.join(tmp, `in-${++fileNo}.${ext}`);
  fs.writeFileSync(f, content);
  return f;
}
const jsonl = (...objs: unknown[]) =>
  objs.map((o) => (typeof o === 'string' ? o : JSON.stringify(o))).join('\n') + '\n';

async function rows<T = Record<string, any>>(q: ReturnType<typeof sql>): Promise<T[]> {
  return (await q.execute(store.db)).rows as T[];
}
const video = async (id: string) => (await rows(sql`select * from videos where video_id = ${id}`))[0];
const creator = async (id: string) => (await rows(sql`select * from creators where channel_id = ${id}`))[0];
const counts = async () =>
  (
    await rows<{ v: number; c: number; b: number; d: number; a: number }>(sql`select
    (select count(*)::int from videos) v, (select count(*)::int from creators) c, (select count(*)::int from brands) b,
    (select count(*)::int from brand_domains) d, (select count(*)::int from agencies) a`)
  )[0];

function ytVideo(
  id: string,
  o: {
    channelId?: string;
    channelTitle?: string;
    title?: string;
    duration?: string;
    views?: string;
    extra?: Record<string, unknown>;
  } = {},
) {
  return {
    kind: 'youtube#video',
    id,
    snippet: {
      publishedAt: '2024-06-01T08:00:00Z',
      channelId: o.channelId ?? 'UCchan00000000000000000A',
      channelTitle: o.channelTitle ?? 'Channel A',
      title: o.title ?? `Video ${id}`,
      description: '',
      thumbnails: { default: { url: `https://i.ytimg.com/vi/${id}/default.jpg` } },
      categoryId: '22',
      liveBroadcastContent: 'none',
    },
    contentDetails: { duration: o.duration ?? 'PT5M', caption: 'false' },
    statistics: { viewCount: o.views ?? '100', likeCount: '5', commentCount: '1' },
    ...o.extra,
  };
}

describe('videos', () => {
  test('a videos.list response: every mapped field lands (the line of an item is its index in items)', async () => {
    const report = await importFile(store.db, 'videos', fixture('videos-list-response.json'));
    assert.deepEqual(report, { imported: 3, errors: [], warnings: [] });

    const v = await video('dQw4w9WgXcQ');
    assert.equal(v.channel_id, 'UCBJycsmduvYEL83R_U4JriQ');
    assert.equal(v.platform, 'youtube');
    assert.equal(v.format, 'video');
    assert.equal(v.title, 'The Best Budget Laptop of 2024');
    assert.match(v.description, /^Thanks to NordVPN/);
    assert.equal(v.thumbnail_url, 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg');
    assert.equal(new Date(v.published_at).toISOString(), '2024-03-14T16:00:07.000Z');
    assert.equal(v.duration_seconds, 14 * 60 + 33);
    assert.equal(Number(v.view_count), 4821337);
    assert.equal(Number(v.like_count), 153201);
    assert.equal(Number(v.comment_count), 8812);
    assert.equal(v.includes_paid_promotion, true);
    assert.equal(v.is_live_content, false);
    assert.equal(v.category, 'Science & Technology');
    assert.equal(v.has_captions, true);
    assert.equal(v.is_private, false);
    assert.equal(v.is_unlisted, false);
    assert.equal(v.default_language, 'en-US', 'defaultAudioLanguage wins over defaultLanguage');
    assert.deepEqual(v.keywords, ['laptop', 'budget laptop', 'review']);
    assert.deepEqual(v.chapters, [
      { title: 'Intro', timeRangeStartMillis: 0 },
      { title: 'Build quality', timeRangeStartMillis: 65_000 },
      { title: 'Display', timeRangeStartMillis: 270_000 },
      { title: 'Battery life', timeRangeStartMillis: 552_000 },
      { title: 'Verdict', timeRangeStartMillis: 765_000 },
    ]);
    assert.equal(v.processing_state, 'not-processed');
    assert.equal(v.ai_summary, null);
    assert.equal(v.transcript, null);

    const short = await video('9bZkp7q19f0');
    assert.equal(short.format, 'short');
    assert.equal(short.duration_seconds, 58);
    assert.equal(
      short.thumbnail_url,
      'https://i.ytimg.com/vi/9bZkp7q19f0/hqdefault.jpg',
      'high is the best one present',
    );
    assert.equal(short.like_count, null, 'an absent count is null');
    assert.equal(Number(short.view_count), 120044);
    assert.equal(short.is_unlisted, true);
    assert.equal(short.is_private, false);
    assert.equal(short.category, 'Entertainment');
    assert.equal(short.default_language, 'de');
    assert.equal(short.includes_paid_promotion, false);
    assert.deepEqual(short.keywords, []);

    const live = await video('jNQXAC9IVRw');
    assert.equal(live.is_live_content, true, 'liveStreamingDetails marks a past stream');
    assert.equal(live.duration_seconds, 86400 + 2 * 3600 + 3 * 60 + 4);
    assert.equal(live.is_private, true);
    assert.equal(live.category, null, 'an unknown category id is null');
    assert.equal(live.view_count, null);
    assert.equal(live.default_language, null);

    // Minimal creators for the two unknown channels, with the channel title from the videos.
    const c = await creator('UCBJycsmduvYEL83R_U4JriQ');
    assert.equal(c.title, 'Marques Brownlee');
    assert.equal(c.platform, 'youtube');
    assert.equal(c.handle, null);
    assert.equal(c.subscriber_count, null);
    assert.equal(c.video_count, 2);
    assert.equal((await creator('UCX6OQ3DkcsbYNE6H8uQQuVA')).title, 'Gadget Lab');
  });

  test('a one-line list response and a bare array also work; an item error names its index in items', async () => {
    const oneLine = writeFile(
      JSON.stringify({ kind: 'youtube#videoListResponse', items: [ytVideo('one1'), { id: 'x' }, ytVideo('one3')] }),
      'json',
    );
    const r = await importFile(store.db, 'videos', oneLine);
    assert.deepEqual(r, { imported: 2, errors: [{ line: 2, message: 'snippet is missing' }], warnings: [] });
    const pretty = writeFile(JSON.stringify([ytVideo('arr1'), ytVideo('arr2')], null, 2), 'json');
    assert.deepEqual(await importFile(store.db, 'videos', pretty), { imported: 2, errors: [], warnings: [] });
    assert.equal((await counts()).v, 4);
  });

  test('bad lines are reported with their line numbers and change nothing; good lines land', async () => {
    const before = await counts();
    const report = await importFile(store.db, 'videos', fixture('videos-with-bad-lines.jsonl'));
    assert.equal(report.imported, 3);
    assert.deepEqual(
      report.errors.map((e) => e.line),
      [2, 3, 5, 6, 8, 9, 10],
    );
    const msg = Object.fromEntries(report.errors.map((e) => [e.line, e.message]));
    assert.equal(msg[2], 'snippet.publishedAt is missing');
    assert.match(msg[3], /^not valid JSON \(.+\)$/);
    assert.match(msg[5], /^statistics\.viewCount must be a non-negative integer \(got "lots"\)$/);
    assert.match(msg[6], /^contentDetails\.duration is not an ISO 8601 duration/);
    assert.match(msg[8], /^id must be a string \(got 12345\)$/);
    assert.match(msg[9], /^expected a JSON object/);
    assert.match(msg[10], /^snippet\.publishedAt is not a valid ISO 8601 timestamp/);
    const ids = (await rows<{ video_id: string }>(sql`select video_id from videos order by video_id`)).map(
      (r) => r.video_id,
    );
    assert.deepEqual(ids, ['vid00000001', 'vid00000007', 'vid00000011']);
    assert.equal((await counts()).c, before.c + 1);
  });

  test('more wrong shapes are bad lines, not exceptions', async () => {
    const cases: [unknown, RegExp][] = [
      ['"just a string"', /^expected a JSON object/],
      ['null', /^expected a JSON object/],
      [{ ...ytVideo('k1'), kind: 'youtube#channel' }, /^kind is "youtube#channel", expected "youtube#video"$/],
      [{ ...ytVideo('k2'), id: '' }, /^id is empty$/],
      [{ ...ytVideo('k3'), id: 'x'.repeat(257) }, /^id must have at most 256 characters/],
      [{ ...ytVideo('k4'), snippet: 'nope' }, /^snippet must be an object/],
      [
        { ...ytVideo('k5'), snippet: { ...ytVideo('k5').snippet, channelId: undefined } },
        /^snippet\.channelId is missing$/,
      ],
      [
        { ...ytVideo('k6'), snippet: { ...ytVideo('k6').snippet, title: 42 } },
        /^snippet\.title must be a string \(got 42\)$/,
      ],
      [{ ...ytVideo('k7'), snippet: { ...ytVideo('k7').snippet, title: undefined } }, /^snippet\.title is missing$/],
      [
        { ...ytVideo('k8'), snippet: { ...ytVideo('k8').snippet, tags: 'a,b' } },
        /^snippet\.tags must be an array of strings/,
      ],
      [
        { ...ytVideo('k9'), snippet: { ...ytVideo('k9').snippet, publishedAt: '2024-13-45T00:00:00Z' } },
        /^snippet\.publishedAt is not a valid/,
      ],
      [ytVideo('k10', { duration: 'P1Y' }), /^contentDetails\.duration is not an ISO 8601 duration/],
      [ytVideo('k11', { duration: 'PT' }), /^contentDetails\.duration is not an ISO 8601 duration/],
      [ytVideo('k12', { views: '-5' }), /^statistics\.viewCount must be a non-negative integer/],
      [ytVideo('k13', { views: '99999999999999999999' }), /^statistics\.viewCount must be a non-negative integer/],
      [ytVideo('k14', { extra: { statistics: [] } }), /^statistics must be an object/],
      [
        ytVideo('k15', { extra: { contentDetails: { duration: 'PT1M', caption: 'maybe' } } }),
        /^contentDetails\.caption must be true or false/,
      ],
    ];
    const r = await importRecords(
      store.db,
      'videos',
      cases.map(([v], i) =>
        typeof v === 'string' ? { line: i + 1, value: JSON.parse(v) } : { line: i + 1, value: v },
      ),
    );
    assert.equal(r.imported, 0);
    assert.equal(r.errors.length, cases.length, JSON.stringify(r.errors, null, 1));
    cases.forEach(([, re], i) => assert.match(r.errors[i].message, re, `case ${i + 1}`));
    assert.deepEqual(await counts(), { v: 0, c: 0, b: 0, d: 0, a: 0 });
  });

  test('re-import is idempotent: same rows, same counts, no write when nothing changed', async () => {
    const f = fixture('videos-list-response.json');
    await importFile(store.db, 'videos', f);
    const first = await rows(sql`select * from videos order by video_id`);
    const firstCreators = await rows(sql`select * from creators order by channel_id`);
    const again = await importFile(store.db, 'videos', f);
    assert.deepEqual(again, { imported: 3, errors: [], warnings: [] });
    assert.deepEqual(await rows(sql`select * from videos order by video_id`), first);
    assert.deepEqual(await rows(sql`select * from creators order by channel_id`), firstCreators);
  });

  test('a re-import updates YouTube fields but keeps processing state, request time, summary and transcript', async () => {
    await importFile(store.db, 'videos', fixture('videos-list-response.json'));
    await sql`update videos set processing_state = 'processed', processing_requested_at = '2025-01-02T03:04:05Z',
      ai_summary = 'A laptop review.', transcript = '[{"startMillis": 0, "text": "hi"}]'::jsonb where video_id = 'dQw4w9WgXcQ'`.execute(
      store.db,
    );
    const doc = JSON.parse(fs.readFileSync(fixture('videos-list-response.json'), 'utf8'));
    doc.items[0].snippet.title = 'The Best Budget Laptop of 2024 (updated)';
    doc.items[0].statistics.viewCount = '5000000';
    const r = await importFile(store.db, 'videos', writeFile(JSON.stringify(doc), 'json'));
    assert.deepEqual(r, { imported: 3, errors: [], warnings: [] });
    const v = await video('dQw4w9WgXcQ');
    assert.equal(v.title, 'The Best Budget Laptop of 2024 (updated)');
    assert.equal(Number(v.view_count), 5000000);
    assert.equal(v.processing_state, 'processed');
    assert.equal(new Date(v.processing_requested_at).toISOString(), '2025-01-02T03:04:05.000Z');
    assert.equal(v.ai_summary, 'A laptop review.');
    assert.deepEqual(v.transcript, [{ startMillis: 0, text: 'hi' }]);
    const c = await creator('UCBJycsmduvYEL83R_U4JriQ');
    assert.equal(c.video_count, 2);
    assert.equal(c.processed_video_count, 1);
  });

  test('the same video twice in one file: the later line wins, both count as imported', async () => {
    const f = writeFile(jsonl(ytVideo('dup1', { title: 'first' }), ytVideo('dup1', { title: 'second' })));
    assert.deepEqual(await importFile(store.db, 'videos', f), { imported: 2, errors: [], warnings: [] });
    assert.equal((await video('dup1')).title, 'second');
    assert.equal((await counts()).v, 1);
  });

  test('live, upcoming and short heuristics', async () => {
    const upcoming = ytVideo('up1', { duration: 'P0D' });
    upcoming.snippet.liveBroadcastContent = 'upcoming';
    const liveNow = ytVideo('live1', { duration: 'PT30S' });
    liveNow.snippet.liveBroadcastContent = 'live';
    const f = writeFile(
      jsonl(
        upcoming,
        liveNow,
        ytVideo('s60', { duration: 'PT1M' }),
        ytVideo('s61', { duration: 'PT1M1S' }),
        ytVideo('nodur', { extra: { contentDetails: undefined } }),
      ),
    );
    assert.deepEqual(await importFile(store.db, 'videos', f), { imported: 5, errors: [], warnings: [] });
    const got = await rows<{
      video_id: string;
      format: string;
      is_live_content: boolean;
      duration_seconds: number | null;
    }>(sql`select video_id, format, is_live_content, duration_seconds from videos order by video_id`);
    assert.deepEqual(got, [
      { video_id: 'live1', format: 'video', is_live_content: true, duration_seconds: 30 },
      { video_id: 'nodur', format: 'video', is_live_content: false, duration_seconds: null },
      { video_id: 's60', format: 'short', is_live_content: false, duration_seconds: 60 },
      { video_id: 's61', format: 'video', is_live_content: false, duration_seconds: 61 },
      { video_id: 'up1', format: 'video', is_live_content: true, duration_seconds: 0 },
    ]);
  });

  test('[review 16.7] a line with a NUL in a field is a bad line naming it; lone surrogates are replaced; year 0 is refused', async () => {
    const f = writeFile(
      [
        JSON.stringify(ytVideo('nul1', { title: 'a\u0000b' })),
        JSON.stringify(ytVideo('sur1')).replace('"Video sur1"', '"bad \\ud800 surrogate"'),
        JSON.stringify({
          ...ytVideo('y0'),
          snippet: { ...ytVideo('y0').snippet, publishedAt: '0000-01-01T00:00:00Z' },
        }),
        JSON.stringify(ytVideo('nul\u00002')),
      ].join('\n'),
    );
    const r = await importFile(store.db, 'videos', f);
    assert.equal(r.imported, 1);
    assert.deepEqual(
      r.errors.map((e) => e.line),
      [1, 3, 4],
    );
    assert.match(r.errors[0].message, /^snippet\.title contains a NUL \(U\+0000\) character/);
    assert.match(r.errors[2].message, /^id contains a NUL/);
    assert.equal(await video('nul1'), undefined, 'nothing of the line was stored');
    assert.equal(await video('nul2'), undefined, 'nor under the id without its NUL');
    assert.equal((await video('sur1')).title, 'bad \ufffd surrogate');
  });

  test('rows the database refuses are found one by one; the rest of the batch lands', async () => {
    await sql`alter table videos add constraint test_refuse check (title <> 'REFUSE ME')`.execute(store.db);
    try {
      const f = writeFile(
        jsonl(ytVideo('ok1'), ytVideo('no1', { title: 'REFUSE ME', channelId: 'UConlyOnRefused' }), ytVideo('ok2')),
      );
      const r = await importFile(store.db, 'videos', f);
      assert.equal(r.imported, 2);
      assert.equal(r.errors.length, 1);
      assert.equal(r.errors[0].line, 2);
      assert.match(r.errors[0].message, /^the database refused it \(.*test_refuse/);
      assert.deepEqual(
        (await rows<{ video_id: string }>(sql`select video_id from videos order by video_id`)).map((x) => x.video_id),
        ['ok1', 'ok2'],
      );
      assert.equal(await creator('UConlyOnRefused'), undefined, 'the refused line changed nothing');
    } finally {
      await sql`alter table videos drop constraint test_refuse`.execute(store.db);
    }
  });

  test('ISO 8601 durations', () => {
    assert.equal(parseIsoDuration('PT1H2M3S'), 3723);
    assert.equal(parseIsoDuration('P1DT2H'), 93600);
    assert.equal(parseIsoDuration('PT45S'), 45);
    assert.equal(parseIsoDuration('PT15M'), 900);
    assert.equal(parseIsoDuration('P0D'), 0);
    assert.equal(parseIsoDuration('P1W'), 604800);
    assert.equal(parseIsoDuration('PT1.6S'), 2);
    for (const bad of ['', 'P', 'PT', '1H', 'PT1H2', 'P1Y', 'P1M', 'PT-1S', 'pt1m'])
      assert.equal(parseIsoDuration(bad), null, bad);
  });

  test('a large file imports in batches', async () => {
    const n = 2_000;
    const lines: string[] = [];
    for (let i = 0; i < n; i++) lines.push(JSON.stringify(ytVideo(`big${i}`, { channelId: `UCbig${i % 7}` })));
    lines[1234] = '{oops';
    const started = Date.now();
    const r = await importFile(store.db, 'videos', writeFile(lines.join('\n')));
    const elapsed = Date.now() - started;
    assert.equal(r.imported, n - 1);
    assert.deepEqual(
      r.errors.map((e) => e.line),
      [1235],
    );
    const c = await counts();
    assert.equal(c.v, n - 1);
    assert.equal(c.c, 7);
    assert.ok(elapsed < 30_000, `took ${elapsed} ms`);
  });
});

describe('channels', () => {
  test('channel resources: every mapped field lands; hidden subscriber counts are null', async () => {
    const r = await importFile(store.db, 'channels', fixture('channels.jsonl'));
    assert.deepEqual(r, { imported: 3, errors: [{ line: 3, message: 'snippet is missing' }], warnings: [] });
    const c = await creator('UCBJycsmduvYEL83R_U4JriQ');
    assert.equal(c.platform, 'youtube');
    assert.equal(c.handle, '@mkbhd');
    assert.equal(c.title, 'Marques Brownlee');
    assert.equal(c.description, 'MKBHD: Quality Tech Videos');
    assert.equal(Number(c.subscriber_count), 19600000);
    assert.equal(c.avatar_url, 'https://yt3.ggpht.com/mkbhd=s800');
    assert.equal(c.country, 'US');
    assert.deepEqual(c.keywords, ['MKBHD', 'tech', 'Marques Brownlee', 'reviews', 'smartphone reviews']);
    const g = await creator('UCX6OQ3DkcsbYNE6H8uQQuVA');
    assert.equal(g.handle, '@gadgetlab', 'a leading @ is added');
    assert.equal(g.subscriber_count, null, 'hiddenSubscriberCount');
    assert.equal(g.avatar_url, 'https://yt3.ggpht.com/gl=s88');
    assert.deepEqual(g.keywords, []);
    const f = await creator('UCfixtureChannel000000001');
    assert.equal(Number(f.subscriber_count), 12345);
    assert.equal(f.handle, null);
    assert.equal(f.avatar_url, null);
    assert.equal(await creator('UCnoSnippet0000000000000'), undefined);
  });

  test('re-import is idempotent, and changes land', async () => {
    await importFile(store.db, 'channels', fixture('channels.jsonl'));
    const first = await rows(sql`select * from creators order by channel_id`);
    assert.equal((await importFile(store.db, 'channels', fixture('channels.jsonl'))).imported, 3);
    assert.deepEqual(await rows(sql`select * from creators order by channel_id`), first);
    const changed = {
      id: 'UCBJycsmduvYEL83R_U4JriQ',
      snippet: { title: 'MKBHD', customUrl: '@MKBHD' },
      statistics: { subscriberCount: '20000000' },
    };
    assert.deepEqual(await importFile(store.db, 'channels', writeFile(jsonl(changed))), {
      imported: 1,
      errors: [],
      warnings: [],
    });
    const c = await creator('UCBJycsmduvYEL83R_U4JriQ');
    assert.equal(c.title, 'MKBHD');
    assert.equal(c.handle, '@MKBHD');
    assert.equal(Number(c.subscriber_count), 20000000);
  });

  test('bad channel lines', async () => {
    const f = writeFile(
      jsonl(
        { id: 'UCok', snippet: { title: 'Ok' } },
        { snippet: { title: 'No id' } },
        { id: 'UCbad', snippet: { title: 'Bad subs' }, statistics: { subscriberCount: 'many' } },
        { id: 'UCbad2', snippet: { title: 'Bad thumb', thumbnails: { high: { url: 'javascript:alert(1)' } } } },
        { kind: 'youtube#video', id: 'UCbad3', snippet: { title: 'x' } },
        'not json',
      ),
    );
    const r = await importFile(store.db, 'channels', f);
    assert.equal(r.imported, 1);
    assert.deepEqual(
      r.errors.map((e) => [e.line, e.message.split(' (')[0]]),
      [
        [2, 'id is missing'],
        [3, 'statistics.subscriberCount must be a non-negative integer'],
        [4, 'snippet.thumbnails.high.url must be an http(s) URL'],
        [5, 'kind is "youtube#video", expected "youtube#channel"'],
        [6, 'not valid JSON'],
      ],
    );
  });

  test('keywords: space separated with quoted phrases', () => {
    assert.deepEqual(parseChannelKeywords('tech "smartphone reviews" tech  gadgets "" '), [
      'tech',
      'smartphone reviews',
      'gadgets',
    ]);
    assert.deepEqual(parseChannelKeywords(''), []);
  });
});

describe('channels and videos in either order', () => {
  test('channels first: the video import keeps the known creator and its title', async () => {
    await importFile(store.db, 'channels', fixture('channels.jsonl'));
    const f = writeFile(
      jsonl(ytVideo('ord1', { channelId: 'UCBJycsmduvYEL83R_U4JriQ', channelTitle: 'Some Other Title' })),
    );
    assert.deepEqual(await importFile(store.db, 'videos', f), { imported: 1, errors: [], warnings: [] });
    const c = await creator('UCBJycsmduvYEL83R_U4JriQ');
    assert.equal(c.title, 'Marques Brownlee');
    assert.equal(c.handle, '@mkbhd');
    assert.equal(Number(c.subscriber_count), 19600000);
    assert.equal(c.video_count, 1);
  });

  test('videos first: the minimal creator is completed by the channel import', async () => {
    await importFile(store.db, 'videos', fixture('videos-list-response.json'));
    assert.equal((await creator('UCBJycsmduvYEL83R_U4JriQ')).handle, null);
    await importFile(store.db, 'channels', fixture('channels.jsonl'));
    const c = await creator('UCBJycsmduvYEL83R_U4JriQ');
    assert.equal(c.handle, '@mkbhd');
    assert.equal(c.title, 'Marques Brownlee');
    assert.equal(Number(c.subscriber_count), 19600000);
    assert.equal(c.video_count, 2, 'the channel import leaves the video counts alone');
    assert.equal((await counts()).c, 3);
  });

  test('a known creator made elsewhere keeps its title; a creator with no title gets one', async () => {
    await insertCreator(store.db, { channelId: 'UCknown', title: 'Known Title' });
    await sql`insert into creators (channel_id, platform) values ('UCuntitled', 'youtube')`.execute(store.db);
    const f = writeFile(
      jsonl(
        ytVideo('t1', { channelId: 'UCknown', channelTitle: 'Other' }),
        ytVideo('t2', { channelId: 'UCuntitled', channelTitle: 'Filled In' }),
      ),
    );
    assert.equal((await importFile(store.db, 'videos', f)).imported, 2);
    assert.equal((await creator('UCknown')).title, 'Known Title');
    assert.equal((await creator('UCuntitled')).title, 'Filled In');
  });
});

describe('brands', () => {
  test('brand objects land, normalized; bad brand lines are reported', async () => {
    const r = await importFile(store.db, 'brands', fixture('brands.jsonl'));
    assert.equal(r.imported, 3);
    assert.deepEqual(
      r.errors.map((e) => [e.line, e.message]),
      [
        [3, 'domains[0] is not a valid domain (got "not a domain")'],
        [5, 'domains is empty; a brand needs at least one domain'],
        [6, 'kind must be one of Direct, Agency, Marketplace (got "Reseller")'],
      ],
    );
    const [nord] = await rows(sql`select * from brands where name = 'NordVPN'`);
    assert.deepEqual(nord.domains, ['nordvpn.com', 'nordvpn.net']);
    assert.deepEqual(nord.shorteners, ['nord.vpn']);
    assert.deepEqual(nord.referral_links, ['https://nordvpn.com/mkbhd']);
    assert.equal(nord.parent_company_name, 'Nord Security');
    assert.equal(nord.kind, 'Direct');
    assert.equal(nord.agency_id, null);
    const domains = await rows<{ domain: string; is_shortener: boolean }>(
      sql`select domain, is_shortener from brand_domains where brand_id = ${nord.id}::uuid order by domain`,
    );
    assert.deepEqual(domains, [
      { domain: 'nord.vpn', is_shortener: true },
      { domain: 'nordvpn.com', is_shortener: false },
      { domain: 'nordvpn.net', is_shortener: false },
    ]);
    // One agency, found case-insensitively by the second brand that names it.
    const agencies = await rows<{ id: string; name: string }>(sql`select id, name from agencies`);
    assert.deepEqual(
      agencies.map((a) => a.name),
      ['Acme Media'],
    );
    const [sq] = await rows(sql`select * from brands where name = 'Squarespace'`);
    const [raid] = await rows(sql`select * from brands where name = 'Raid: Shadow Legends'`);
    assert.equal(sq.agency_id, agencies[0].id);
    assert.equal(raid.agency_id, agencies[0].id);
    assert.equal(raid.kind, 'Marketplace');
    assert.equal(raid.marketplace_group, 'Plarium Partners');
  });

  test('re-import changes nothing: same brands, ids, domains and agencies', async () => {
    await importFile(store.db, 'brands', fixture('brands.jsonl'));
    const before = await rows(sql`select * from brands order by id`);
    const c1 = await counts();
    const again = await importFile(store.db, 'brands', fixture('brands.jsonl'));
    assert.equal(again.imported, 3);
    assert.equal(again.errors.length, 3);
    assert.deepEqual(await counts(), c1);
    assert.deepEqual(await rows(sql`select * from brands order by id`), before);
  });

  test('an existing brand is matched by any of its domains and updated in place', async () => {
    const existing = await insertBrand(store.db, { name: 'Nord', domains: ['nordvpn.net'], kind: 'Direct' });
    const f = writeFile(
      jsonl({
        name: 'NordVPN',
        domains: ['https://www.NORDVPN.com/deal', 'nordvpn.net'],
        kind: 'Agency',
        agency: 'Big Agency',
      }),
    );
    assert.deepEqual(await importFile(store.db, 'brands', f), { imported: 1, errors: [], warnings: [] });
    const all = await rows(sql`select * from brands`);
    assert.equal(all.length, 1);
    assert.equal(all[0].id, existing.id);
    assert.equal(all[0].name, 'NordVPN');
    assert.deepEqual(all[0].domains, ['nordvpn.com', 'nordvpn.net']);
    assert.equal(all[0].kind, 'Agency');
    assert.notEqual(all[0].agency_id, null);
    const owned = await rows<{ domain: string }>(
      sql`select domain from brand_domains where brand_id = ${existing.id}::uuid order by domain`,
    );
    assert.deepEqual(
      owned.map((d) => d.domain),
      ['nordvpn.com', 'nordvpn.net'],
    );
  });

  test('absent optional fields keep stored values; null clears them', async () => {
    await importFile(
      store.db,
      'brands',
      writeFile(
        jsonl({
          name: 'Acme',
          domains: ['acme.com'],
          parentCompanyName: 'Acme Holdings',
          shorteners: ['acme.co'],
          kind: 'Direct',
        }),
      ),
    );
    await importFile(store.db, 'brands', writeFile(jsonl({ name: 'Acme Inc', domains: ['acme.com'] })));
    let [b] = await rows(sql`select * from brands`);
    assert.equal(b.name, 'Acme Inc');
    assert.equal(b.parent_company_name, 'Acme Holdings');
    assert.deepEqual(b.shorteners, ['acme.co']);
    assert.equal(b.kind, 'Direct');
    await importFile(
      store.db,
      'brands',
      writeFile(
        jsonl({ name: 'Acme Inc', domains: ['acme.com'], parentCompanyName: null, shorteners: [], kind: null }),
      ),
    );
    [b] = await rows(sql`select * from brands`);
    assert.equal(b.parent_company_name, null);
    assert.deepEqual(b.shorteners, []);
    assert.equal(b.kind, null);
  });

  test('domains of two different brands on one line are a bad line', async () => {
    await insertBrand(store.db, { name: 'One', domains: ['one.com'] });
    await insertBrand(store.db, { name: 'Two', domains: ['two.com'] });
    const r = await importFile(
      store.db,
      'brands',
      writeFile(jsonl({ name: 'Both', domains: ['one.com', 'two.com'] }, { name: 'Three', domains: ['three.com'] })),
    );
    assert.equal(r.imported, 1);
    assert.equal(r.errors[0].line, 1);
    assert.match(r.errors[0].message, /belong to 2 different brands \(One, Two\)/);
    assert.equal((await counts()).b, 3);
  });

  test('more bad brand shapes', async () => {
    const f = writeFile(
      jsonl(
        { domains: ['a.com'] },
        { name: '', domains: ['a.com'] },
        { name: 'x'.repeat(201), domains: ['a.com'] },
        { name: 'A', domains: 'a.com' },
        { name: 'A', domains: ['a.com', 7] },
        { name: 'A', domains: ['localhost'] },
        { name: 'A', domains: ['a.com'], shorteners: ['bad host!'] },
        { name: 'A', domains: ['a.com'], referralLinks: ['ftp://a.com'] },
        { name: 'A', domains: ['a.com'], agency: 5 },
        { name: 'A', domains: ['a.com'], kind: 'direct' },
      ),
    );
    const r = await importFile(store.db, 'brands', f);
    assert.equal(r.imported, 0);
    assert.deepEqual(
      r.errors.map((e) => [e.line, e.message.split(' (')[0]]),
      [
        [1, 'name is missing'],
        [2, 'name is empty'],
        [3, 'name must have at most 200 characters'],
        [4, 'domains must be an array of hostnames'],
        [5, 'domains[1] must be a string'],
        [6, 'domains[0] is not a valid domain'],
        [7, 'shorteners[0] is not a valid domain'],
        [8, 'referralLinks[0] must be an http(s) URL'],
        [9, 'agency must be a string'],
        [10, 'kind must be one of Direct, Agency, Marketplace'],
      ],
    );
    assert.deepEqual(await counts(), { v: 0, c: 0, b: 0, d: 0, a: 0 });
  });

  test('hostname normalization', () => {
    assert.equal(normalizeHostname('WWW.Example.COM'), 'example.com');
    assert.equal(normalizeHostname(' https://www.shop.example.co.uk/path?q=1 '), 'shop.example.co.uk');
    assert.equal(normalizeHostname('example.com.'), 'example.com');
    assert.equal(normalizeHostname('xn--bcher-kva.example'), 'xn--bcher-kva.example');
    for (const bad of ['', 'localhost', 'a b.com', '-a.com', 'a..com', 'http://', '1.2.3.4'])
      assert.equal(normalizeHostname(bad), null, bad);
  });
});

describe('files', () => {
  test('an empty or blank file imports nothing and reports nothing', async () => {
    assert.deepEqual(await importFile(store.db, 'videos', writeFile('')), { imported: 0, errors: [], warnings: [] });
    assert.deepEqual(await importFile(store.db, 'channels', writeFile('\n\n   \n')), {
      imported: 0,
      errors: [],
      warnings: [],
    });
  });

  test('blank lines, CRLF and a byte-order mark keep the line numbers right', async () => {
    const f = writeFile(
      '\ufeff' + JSON.stringify(ytVideo('crlf1')) + '\r\n\r\n' + '{bad\r\n' + JSON.stringify(ytVideo('crlf2')) + '\r\n',
    );
    const r = await importFile(store.db, 'videos', f);
    assert.equal(r.imported, 2);
    assert.deepEqual(
      r.errors.map((e) => e.line),
      [3],
    );
  });

  test('a pretty-printed file that is not valid JSON is read as lines', async () => {
    const r = await importFile(store.db, 'videos', writeFile('{\n  "items": [\n'));
    assert.equal(r.imported, 0);
    assert.deepEqual(
      r.errors.map((e) => e.line),
      [1, 2],
    );
  });

  test('a missing file throws a clear error', async () => {
    await assert.rejects(
      importFile(store.db, 'videos', path.join(tmp, 'nope.jsonl')),
      /Cannot import .*nope\.jsonl: no such file/,
    );
    await assert.rejects(importFile(store.db, 'videos', tmp), /not a regular file/);
  });
});

describe('csds import (child process)', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let closeStore: (() => Promise<void>) | null = null;
  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-import-cli-'));
    await prepareDataDir(dataDir);
    const { DATABASE_URL, ...rest } = process.env;
    env = { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' };
    if (storeKind() === 'postgres') {
      const s = await createTestStore();
      env.DATABASE_URL = s.url!;
      closeStore = s.close;
    }
  });
  after(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await closeStore?.();
  });
  const cli = (...args: string[]) => {
    const r = spawnSync(process.execPath, serviceArgs(...args), { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  test('bad lines: exit code 2, each bad line named on stderr, the good ones imported', () => {
    const r = cli('import', 'videos', fixture('videos-with-bad-lines.jsonl'));
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /^line 2: snippet\.publishedAt is missing$/m);
    assert.match(r.stderr, /^line 3: not valid JSON \(/m);
    assert.match(r.stderr, /^line 6: contentDetails\.duration/m);
    assert.match(r.stdout, /3 imported, 7 rejected/);
  });

  test('a clean file: exit code 0', () => {
    const r = cli('import', 'videos', fixture('videos-list-response.json'));
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /3 imported, 0 rejected/);
    const c = cli('import', 'channels', fixture('videos-clean.jsonl'));
    assert.equal(c.code, 2, 'video resources are not channels');
  });

  test('a missing file and an unknown kind fail with a message', () => {
    const r = cli('import', 'videos', path.join(dataDir, 'missing.jsonl'));
    assert.equal(r.code, 1);
    assert.match(r.stderr, /no such file/);
    const k = cli('import', 'podcasts', fixture('videos-clean.jsonl'));
    assert.notEqual(k.code, 0);
    assert.match(k.stderr, /kind must be one of videos, channels, brands/);
  });
});
