// GET /v1/creators/lookup and POST /v1/creators/batch, /v1/videos/batch: every URL shape, handles in any case,
// unknown and malformed values, batch sizes 0/1/100/101, duplicates, order kept, missing listed, one unit each.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import {
  expectInvalid,
  expectProblem,
  insertBrand,
  insertCreator,
  insertSponsorship,
  insertVideo,
} from '../helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
const get = (url: string) => t.app.inject({ url, headers: H });
const lookup = (value: string) => get(`/v1/creators/lookup?url=${encodeURIComponent(value)}`);
const post = (url: string, payload: unknown, headers = H) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const ID = 'UCabcdefghijklmnopqrstuv'; // 24 characters: UC + 22
const OTHER = 'UCzyxwvutsrqponmlkjihgfe';
const videoIds: string[] = [];

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key(['data:read']));
  await insertCreator(t.db, { channelId: ID, handle: '@MixedCase.Name', title: 'Mixed' });
  await insertCreator(t.db, { channelId: OTHER, handle: '@other_one', title: 'Other' });
  // A creator whose handle is also a /c/ custom URL's name.
  await insertCreator(t.db, { channelId: 'UC0000000000000000000001', handle: '@customname', title: 'Custom' });
  const brand = await insertBrand(t.db, { name: 'Acme' });
  for (let i = 0; i < 3; i++) {
    const v = await insertVideo(t.db, ID, { videoId: `vid${i}` });
    videoIds.push(v.videoId);
  }
  await insertSponsorship(t.db, { videoId: 'vid0', brandId: brand.id });
});
after(() => t.close());

describe('GET /v1/creators/lookup', () => {
  const shapes: [string, string][] = [
    ['https://www.youtube.com/@MixedCase.Name', ID],
    ['https://youtube.com/@mixedcase.name', ID],
    ['http://m.youtube.com/@MIXEDCASE.NAME', ID],
    ['youtube.com/@mixedcase.name', ID],
    ['www.youtube.com/@mixedcase.name/videos', ID],
    ['https://www.youtube.com/@mixedcase.name/featured?si=abc&x=1', ID],
    ['https://www.youtube.com/@mixedcase.name#about', ID],
    [`https://www.youtube.com/channel/${OTHER}`, OTHER],
    [`m.youtube.com/channel/${OTHER}/videos?view=0`, OTHER],
    [`youtube.com/channel/${OTHER}`, OTHER],
    ['@MixedCase.Name', ID],
    ['@mixedcase.name', ID],
    ['  @other_one  ', OTHER],
    [OTHER, OTHER],
    ['https://www.youtube.com/c/CustomName', 'UC0000000000000000000001'],
  ];
  for (const [value, channelId] of shapes) {
    test(`${value} → ${channelId}`, async () => {
      const res = await lookup(value);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.channelId, channelId);
      // The same body as GET /v1/creators/{id}.
      assert.deepEqual(body, (await get(`/v1/creators/${channelId}`)).json());
    });
  }

  test('the detail carries what GET /v1/creators/{id} carries (top brands, types)', async () => {
    const body = (await lookup('@mixedcase.name')).json();
    assert.equal(body.topBrands[0].brandName, 'Acme');
    assert.equal(body.videoCount, 3);
  });

  for (const value of [
    '@nobody-here',
    'https://www.youtube.com/@nobody-here',
    'UCnonexistentnonexisten0',
    'https://www.youtube.com/channel/UCnonexistentnonexisten0',
    'https://www.youtube.com/c/unknowncustom',
  ]) {
    test(`unknown ${value} → 404`, async () => {
      expectProblem(await lookup(value), 404, 'not_found');
    });
  }

  test('a legacy /user/ URL is a 404 that says usernames are not stored', async () => {
    const body = expectProblem(await lookup('https://www.youtube.com/user/SomeOldName'), 404, 'not_found');
    assert.match(body.detail, /username/);
  });

  for (const value of [
    'not a channel',
    'https://example.com/@someone',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/',
    'https://www.youtube.com/channel/notanid',
    'UCshort',
    '@ab',
    '@has space',
    'ftp://www.youtube.com/@someone',
    'javascript:alert(1)',
  ]) {
    test(`malformed ${JSON.stringify(value)} → 400 naming url`, async () => {
      expectInvalid(await lookup(value), 'query.url');
    });
  }

  test('no url, an empty url, an over-long url and an unknown parameter are 400s', async () => {
    expectInvalid(await get('/v1/creators/lookup'), 'query.url');
    expectInvalid(await get('/v1/creators/lookup?url='), 'query.url');
    expectInvalid(await lookup(`https://www.youtube.com/@${'a'.repeat(2100)}`), 'query.url');
    expectProblem(await get('/v1/creators/lookup?url=%40mixedcase.name&extra=1'), 400, 'invalid_request');
  });

  test('"lookup" is not taken for a channel id, and a creator named lookup is still reachable by its own route', async () => {
    await insertCreator(t.db, { channelId: 'lookup-channel', handle: '@lookupper' });
    assert.equal((await get('/v1/creators/lookup-channel')).json().channelId, 'lookup-channel');
    expectInvalid(await get('/v1/creators/lookup'), 'query.url');
  });

  test('a handle answered once follows the handle: renamed, taken by another creator, the creator retitled', async () => {
    const FIRST = 'UC0000000000000000000011';
    const SECOND = 'UC0000000000000000000012';
    await insertCreator(t.db, { channelId: FIRST, handle: '@moving_handle', title: 'First' });
    assert.equal((await lookup('@moving_handle')).json().channelId, FIRST);
    assert.equal((await lookup('@moving_handle')).json().channelId, FIRST, 'asked again (now from the cache)');
    await t.db.updateTable('creators').set({ title: 'First, retitled' }).where('channel_id', '=', FIRST).execute();
    assert.equal((await lookup('@moving_handle')).json().title, 'First, retitled');
    await t.db.updateTable('creators').set({ handle: '@moved_handle' }).where('channel_id', '=', FIRST).execute();
    expectProblem(await lookup('@moving_handle'), 404, 'not_found');
    assert.equal((await lookup('@moved_handle')).json().channelId, FIRST);
    await insertCreator(t.db, { channelId: SECOND, handle: '@moving_handle', title: 'Second' });
    assert.equal((await lookup('youtube.com/@MOVING_HANDLE')).json().channelId, SECOND);
    assert.equal((await lookup('@moving_handle')).json().channelId, SECOND);
  });

  test('needs data:read', async () => {
    const other = bearer(await t.key(['operations:read']));
    expectProblem(
      await t.app.inject({ url: '/v1/creators/lookup?url=%40x12', headers: other }),
      403,
      'insufficient_scope',
    );
    expectProblem(await t.app.inject({ url: '/v1/creators/lookup?url=%40x12' }), 401, 'missing_api_key');
  });
});

describe('POST /v1/creators/batch and /v1/videos/batch', () => {
  test('data in the order asked, missing listed in theirs', async () => {
    const res = await post('/v1/creators/batch', { ids: ['UCmissing1', OTHER, 'UCmissing2', ID] });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(
      body.data.map((c: { channelId: string }) => c.channelId),
      [OTHER, ID],
    );
    assert.deepEqual(body.missing, ['UCmissing1', 'UCmissing2']);
    // Each item is the creator's detail.
    assert.deepEqual(body.data[1], (await get(`/v1/creators/${ID}`)).json());
  });

  test('videos: details in order, missing listed', async () => {
    const res = await post('/v1/videos/batch', { ids: ['vid2', 'nope', 'vid0'] });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(
      body.data.map((v: { videoId: string }) => v.videoId),
      ['vid2', 'vid0'],
    );
    assert.deepEqual(body.missing, ['nope']);
    assert.deepEqual(body.data[1], (await get('/v1/videos/vid0')).json());
    assert.equal(body.data[1].sponsorships.length, 1);
  });

  test('one id; all missing', async () => {
    assert.deepEqual((await post('/v1/videos/batch', { ids: ['vid1'] })).json().missing, []);
    assert.deepEqual((await post('/v1/creators/batch', { ids: ['UCx'] })).json(), { data: [], missing: ['UCx'] });
  });

  test('100 ids are taken (in order), 101 and 0 are refused naming ids', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => (i === 50 ? 'vid1' : `missing${i}`));
    const res = await post('/v1/videos/batch', { ids });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data[0].videoId, 'vid1');
    assert.deepEqual(
      res.json().missing,
      ids.filter((id) => id !== 'vid1'),
    );
    expectInvalid(await post('/v1/videos/batch', { ids: [...ids, 'one-more'] }), 'body.ids');
    expectInvalid(await post('/v1/videos/batch', { ids: [] }), 'body.ids');
    expectInvalid(await post('/v1/creators/batch', { ids: [] }), 'body.ids');
  });

  test('duplicates are refused, so each id is answered once', async () => {
    expectInvalid(await post('/v1/creators/batch', { ids: [ID, OTHER, ID] }), 'body.ids');
    expectInvalid(await post('/v1/videos/batch', { ids: ['vid0', 'vid0'] }), 'body.ids');
  });

  test('bad shapes are 400s', async () => {
    expectInvalid(await post('/v1/creators/batch', {}), 'body.ids');
    expectInvalid(await post('/v1/creators/batch', { ids: 'UCx' }), 'body.ids');
    expectInvalid(await post('/v1/creators/batch', { ids: [1, 2] }), 'body.ids.0');
    expectInvalid(await post('/v1/creators/batch', { ids: [''] }), 'body.ids.0');
    expectInvalid(await post('/v1/creators/batch', { ids: ['x'.repeat(65)] }), 'body.ids.0');
    expectProblem(await post('/v1/creators/batch', { ids: ['UCx'], more: true }), 400, 'invalid_request');
    expectProblem(await post('/v1/videos/batch', [['vid0']]), 400, 'invalid_request');
    const res = await t.app.inject({ method: 'POST', url: '/v1/videos/batch', headers: H });
    assert.equal(res.statusCode >= 400 && res.statusCode < 500, true, res.body);
  });

  test('a batch draws one unit of the rate limit, however many ids', async () => {
    const small = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const key = bearer(await small.key(['data:read']));
      const send = (ids: string[]) =>
        small.app.inject({
          method: 'POST',
          url: '/v1/videos/batch',
          headers: { ...key, 'content-type': 'application/json' },
          payload: JSON.stringify({ ids }),
        });
      const many = Array.from({ length: 100 }, (_, i) => `id${i}`);
      assert.equal((await send(many)).headers['ratelimit-remaining'], '4');
      assert.equal((await send(many)).headers['ratelimit-remaining'], '3');
      assert.equal((await send(['id0'])).headers['ratelimit-remaining'], '2');
    } finally {
      await small.close();
    }
  });

  test('a write in between is seen (the cached batch is never stale)', async () => {
    const before = (await post('/v1/creators/batch', { ids: ['UCnewcomer', ID] })).json();
    assert.deepEqual(before.missing, ['UCnewcomer']);
    await insertCreator(t.db, { channelId: 'UCnewcomer' });
    const afterWrite = (await post('/v1/creators/batch', { ids: ['UCnewcomer', ID] })).json();
    assert.deepEqual(afterWrite.missing, []);
    assert.equal(afterWrite.data[0].channelId, 'UCnewcomer');
  });

  test('needs data:read', async () => {
    const other = bearer(await t.key(['operations:read']));
    expectProblem(await post('/v1/creators/batch', { ids: [ID] }, other), 403, 'insufficient_scope');
  });
});
