// GET /v1/videos and GET /v1/videos/{videoId}: shapes, order, filters, limits, not found.
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

export const VIDEO_SUMMARY = {
  videoId: 'string',
  title: 'string',
  platform: 'string',
  format: 'string',
  thumbnailUrl: 'string|null',
  publishedAt: 'timestamp',
  durationSeconds: 'integer|null',
  viewCount: 'integer|null',
  includesPaidPromotionFlag: 'boolean',
  isLiveContent: 'boolean',
  processingRequestedAt: 'timestamp|null',
  processingState: 'string',
  hasTranscript: 'boolean',
  channelId: 'string',
  channelTitle: 'string|null',
  channelHandle: 'string|null',
  channelAvatarUrl: 'string|null',
  unavailableSince: 'timestamp|null',
};
const VIDEO_DETAIL = {
  ...VIDEO_SUMMARY,
  description: 'string',
  uploadDate: 'string',
  category: 'string|null',
  hasCaptions: 'boolean',
  isPrivate: 'boolean',
  isUnlisted: 'boolean',
  isMemberOnly: 'boolean',
  defaultVideoLanguageCode: 'string|null',
  aiSummary: 'string|null',
  keywords: 'array',
  chapters: 'array',
  sponsorships: 'array',
};

interface V {
  videoId: string;
  title: string;
  platform: string;
  format: string;
  publishedAt: string;
  processingState: string;
  channelId: string;
}
const model: V[] = [];
async function video(channelId: string, o: Partial<V> = {}) {
  const v = { ...(await insertVideo(t.db, channelId, o)), channelId };
  model.push(v);
  return v;
}
const ordered = (rows: V[]) =>
  [...rows]
    .sort((a, b) =>
      a.publishedAt === b.publishedAt ? (a.videoId < b.videoId ? 1 : -1) : a.publishedAt < b.publishedAt ? 1 : -1,
    )
    .map((v) => v.videoId);

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key(['data:read']));
  await insertCreator(t.db, { channelId: 'UCyt', platform: 'youtube', title: 'YT Channel', handle: '@yt' });
  await insertCreator(t.db, { channelId: 'UCtt', platform: 'tiktok', title: 'TT Channel', handle: '@tt' });
  await video('UCyt', {
    videoId: 'yt1',
    title: 'Unboxing the NEW phone',
    format: 'video',
    publishedAt: '2026-01-05T00:00:00.000Z',
    processingState: 'processed',
  });
  await video('UCyt', {
    videoId: 'yt2',
    title: 'Phone review 100% honest',
    format: 'short',
    publishedAt: '2026-01-07T00:00:00.000Z',
    processingState: 'processing',
  });
  await video('UCyt', {
    videoId: 'yt3',
    title: 'Cooking pasta',
    format: 'video',
    publishedAt: '2026-01-07T00:00:00.000Z',
    processingState: 'not-processed',
  });
  await video('UCtt', {
    videoId: 'tt1',
    title: 'dance_challenge',
    platform: 'tiktok',
    format: 'short',
    publishedAt: '2026-01-06T00:00:00.000Z',
    processingState: 'processed',
  });
  await video('UCtt', {
    videoId: 'tt2',
    title: 'dancexchallenge',
    platform: 'tiktok',
    format: 'short',
    publishedAt: '2025-12-31T23:59:59.999Z',
    processingState: 'not-processed',
  });
});
after(() => t.close());

describe('GET /v1/videos', () => {
  test('lists every video newest first, ties by videoId descending, with every summary field', async () => {
    const res = await get('/v1/videos');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(body.meta, { nextCursor: null, hasMore: false });
    assert.deepEqual(
      body.data.map((v: V) => v.videoId),
      ['yt3', 'yt2', 'tt1', 'yt1', 'tt2'],
    );
    assert.deepEqual(
      body.data.map((v: V) => v.videoId),
      ordered(model),
    );
    for (const v of body.data) {
      expectShape(v, VIDEO_SUMMARY, v.videoId);
      assert.deepEqual(Object.keys(v).sort(), Object.keys(VIDEO_SUMMARY).sort());
    }
    const tt2 = body.data.find((v: V) => v.videoId === 'tt2');
    assert.deepEqual(tt2, {
      videoId: 'tt2',
      title: 'dancexchallenge',
      platform: 'tiktok',
      format: 'short',
      thumbnailUrl: null,
      publishedAt: '2025-12-31T23:59:59.999Z',
      durationSeconds: 600,
      viewCount: 12345,
      includesPaidPromotionFlag: false,
      isLiveContent: false,
      processingRequestedAt: null,
      processingState: 'not-processed',
      hasTranscript: false,
      channelId: 'UCtt',
      channelTitle: 'TT Channel',
      channelHandle: '@tt',
      channelAvatarUrl: tt2.channelAvatarUrl,
      unavailableSince: null,
    });
    assert.equal(typeof tt2.channelAvatarUrl, 'string');
  });

  test('every filter returns exactly its rows, in order', async () => {
    const ids = async (qs: string) => {
      const res = await get(`/v1/videos?${qs}`);
      assert.equal(res.statusCode, 200, `${qs}: ${res.body}`);
      return res.json().data.map((v: V) => v.videoId);
    };
    const pick = (f: (v: V) => boolean) => ordered(model.filter(f));
    assert.deepEqual(
      await ids('channelId=UCyt'),
      pick((v) => v.channelId === 'UCyt'),
    );
    assert.deepEqual(await ids('channelId=UCnobody'), []);
    for (const platform of ['youtube', 'tiktok', 'instagram'])
      assert.deepEqual(
        await ids(`platform=${platform}`),
        pick((v) => v.platform === platform),
      );
    for (const format of ['video', 'short'])
      assert.deepEqual(
        await ids(`format=${format}`),
        pick((v) => v.format === format),
      );
    for (const st of ['not-processed', 'processing', 'processed'])
      assert.deepEqual(
        await ids(`processingState=${st}`),
        pick((v) => v.processingState === st),
        st,
      );
    assert.deepEqual(await ids('search=PHONE'), ['yt2', 'yt1']);
    assert.deepEqual(await ids('search=100%25'), ['yt2']);
    assert.deepEqual(await ids('search=dance_'), ['tt1'], '_ is literal');
    assert.deepEqual(await ids('search=yt1'), [], 'search matches the title only');
    assert.deepEqual(await ids('channelId=UCyt&format=video&processingState=processed'), ['yt1']);
    assert.deepEqual(await ids('channelId=UCtt&platform=youtube'), []);
    assert.deepEqual(await ids('platform=tiktok&search=challenge&format=short'), ['tt1', 'tt2']);
  });

  test('filter limits: channelId 1 to 64, enums checked, unknown parameters refused', async () => {
    assert.equal((await get(`/v1/videos?channelId=${'c'.repeat(64)}`)).statusCode, 200);
    expectInvalid(await get(`/v1/videos?channelId=${'c'.repeat(65)}`), 'query.channelId');
    expectInvalid(await get('/v1/videos?channelId='), 'query.channelId');
    expectInvalid(await get('/v1/videos?format=long'), 'query.format');
    expectInvalid(await get('/v1/videos?processingState=done'), 'query.processingState');
    expectInvalid(await get('/v1/videos?platform=vimeo'), 'query.platform');
    expectInvalid(await get('/v1/videos?type=Integration'), 'query.type');
    expectInvalid(await get(`/v1/videos?search=${'s'.repeat(201)}`), 'query.search');
    assert.equal((await get(`/v1/videos?search=${'s'.repeat(200)}`)).statusCode, 200);
    const multi = expectProblem(
      await get('/v1/videos?format=long&processingState=done&limit=0'),
      400,
      'invalid_request',
    );
    assert.deepEqual(
      multi.errors.map((e: any) => e.path).sort(),
      ['query.format', 'query.limit', 'query.processingState'],
      'every bad field is reported',
    );
  });

  test('walking pages at limits 1, 2 and 7 gives the whole list once', async () => {
    for (const limit of [1, 2, 7]) {
      const { rows } = await walkPages(t.app.inject.bind(t.app), '/v1/videos', H, { limit });
      assert.deepEqual(
        rows.map((v) => v.videoId),
        ordered(model),
      );
      const yt = await walkPages(t.app.inject.bind(t.app), '/v1/videos', H, { limit, channelId: 'UCyt' });
      assert.deepEqual(
        yt.rows.map((v) => v.videoId),
        ordered(model.filter((v) => v.channelId === 'UCyt')),
      );
    }
  });
});

describe('GET /v1/videos/{videoId}', () => {
  test('the detail carries every field with its sponsorships', async () => {
    await insertCreator(t.db, {
      channelId: 'UCdet',
      title: 'Detail',
      handle: '@det',
      avatarUrl: 'https://img.example/det.jpg',
    });
    const v = await video('UCdet', {
      videoId: 'det1',
      title: 'Full detail',
      publishedAt: '2026-03-04T23:30:00.250Z',
      processingState: 'processed',
    });
    await setColumns(
      t.db,
      'videos',
      { column: 'video_id', value: 'det1' },
      {
        description: 'Thanks to Nord!\n0:00 Intro\n1:05 Sponsor',
        thumbnail_url: 'https://img.example/t.jpg',
        category: 'Science & Technology',
        has_captions: true,
        is_private: false,
        is_unlisted: true,
        is_member_only: false,
        default_language: 'en',
        ai_summary: 'A video.',
        keywords: ['tech', 'review'],
        chapters: JSON.stringify([
          { title: 'Intro', timeRangeStartMillis: 0 },
          { title: 'Sponsor', timeRangeStartMillis: 65000 },
        ]),
        transcript: JSON.stringify([{ startMillis: 0, text: 'hi' }]),
        includes_paid_promotion: true,
        is_live_content: true,
        processing_requested_at: '2026-03-05T01:02:03.004Z',
        unavailable_since: '2026-03-07T08:09:10.011Z',
      },
    );
    const b1 = await insertBrand(t.db, { name: 'Nord', domains: ['nord.example'] });
    const b2 = await insertBrand(t.db, { name: 'Acme', domains: ['acme.example'] });
    const s2 = await insertSponsorship(t.db, {
      videoId: v.videoId,
      brandId: b2.id,
      type: 'Affiliate',
      detectedAt: '2026-03-06T00:00:00.000Z',
    });
    const s1 = await insertSponsorship(t.db, {
      videoId: v.videoId,
      brandId: b1.id,
      type: 'Integration',
      detectedAt: '2026-03-05T00:00:00.000Z',
      brandDomain: 'nord.example',
    });
    await setColumns(t.db, 'sponsorships', { column: 'id', value: s1.id }, { domain_was_researched: true });

    const res = await get('/v1/videos/det1');
    assert.equal(res.statusCode, 200, res.body);
    const d: any = res.json();
    expectShape(d, VIDEO_DETAIL);
    assert.deepEqual(Object.keys(d).sort(), Object.keys(VIDEO_DETAIL).sort());
    assert.deepEqual(d, {
      videoId: 'det1',
      title: 'Full detail',
      platform: 'youtube',
      format: 'video',
      thumbnailUrl: 'https://img.example/t.jpg',
      publishedAt: '2026-03-04T23:30:00.250Z',
      durationSeconds: 600,
      viewCount: 12345,
      includesPaidPromotionFlag: true,
      isLiveContent: true,
      processingRequestedAt: '2026-03-05T01:02:03.004Z',
      processingState: 'processed',
      hasTranscript: true,
      channelId: 'UCdet',
      channelTitle: 'Detail',
      channelHandle: '@det',
      channelAvatarUrl: 'https://img.example/det.jpg',
      unavailableSince: '2026-03-07T08:09:10.011Z',
      description: 'Thanks to Nord!\n0:00 Intro\n1:05 Sponsor',
      uploadDate: '2026-03-04',
      category: 'Science & Technology',
      hasCaptions: true,
      isPrivate: false,
      isUnlisted: true,
      isMemberOnly: false,
      defaultVideoLanguageCode: 'en',
      aiSummary: 'A video.',
      keywords: ['tech', 'review'],
      chapters: [
        { title: 'Intro', timeRangeStartMillis: 0 },
        { title: 'Sponsor', timeRangeStartMillis: 65000 },
      ],
      sponsorships: [
        {
          id: s1.id,
          type: 'Integration',
          detectedAt: '2026-03-05T00:00:00.000Z',
          brandId: b1.id,
          brandName: 'Nord',
          brandDomain: 'nord.example',
          domainWasResearched: true,
          confidence: 0.5,
        },
        {
          id: s2.id,
          type: 'Affiliate',
          detectedAt: '2026-03-06T00:00:00.000Z',
          brandId: b2.id,
          brandName: 'Acme',
          brandDomain: null,
          domainWasResearched: false,
          confidence: 0.5,
        },
      ],
    });
    for (const s of d.sponsorships)
      expectShape(s, {
        id: 'uuid',
        type: 'string',
        detectedAt: 'timestamp',
        brandId: 'uuid',
        brandName: 'string',
        brandDomain: 'string|null',
        domainWasResearched: 'boolean',
        confidence: 'number',
      });
    // The summary in the list agrees with the detail.
    const listed = (await get('/v1/videos?channelId=UCdet')).json().data[0];
    for (const k of Object.keys(VIDEO_SUMMARY)) assert.deepEqual(listed[k], (d as Record<string, unknown>)[k], k);
  });

  test('a bare video has empty arrays and nulls', async () => {
    const d = (await get('/v1/videos/tt2')).json();
    assert.deepEqual(d.sponsorships, []);
    assert.deepEqual(d.keywords, []);
    assert.deepEqual(d.chapters, []);
    assert.equal(d.category, null);
    assert.equal(d.aiSummary, null);
    assert.equal(d.defaultVideoLanguageCode, null);
    assert.equal(d.uploadDate, '2025-12-31');
  });

  test('unknown ids are 404; the id is 1 to 256 characters', async () => {
    const p = expectProblem(await get('/v1/videos/nope'), 404, 'not_found');
    assert.match(p.detail, /nope/);
    expectProblem(await get(`/v1/videos/${'v'.repeat(256)}`), 404, 'not_found');
    expectInvalid(await get(`/v1/videos/${'v'.repeat(257)}`), 'params.videoId');
    await video('UCyt', { videoId: 'V'.repeat(256) });
    assert.equal((await get(`/v1/videos/${'V'.repeat(256)}`)).json().videoId, 'V'.repeat(256));
    await video('UCyt', { videoId: 'ÿ vídeo/😀?#' });
    const r = await get(`/v1/videos/${encodeURIComponent('ÿ vídeo/😀?#')}`);
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.json().videoId, 'ÿ vídeo/😀?#');
  });
});
