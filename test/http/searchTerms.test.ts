// The search terms every list, export and watch takes (src/directory/search.ts): `%` and `_` match themselves, and a
// term the trigram indexes cannot answer (fewer than three letters or digits in a row) is a 400 naming `search`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { expectInvalid, insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
const get = (url: string) => t.app.inject({ url, headers: H });
const LISTS = ['creators', 'videos', 'brands', 'sponsorships'] as const;

/** Terms no trigram index can answer: too short, or wildcards and punctuation only. */
const UNINDEXABLE = ['zq', '__', 'q%', '%', '_', '%_', '  ', 'a b c', 'ab-cd', 'é1', '%%%%%%'];

const found = async (list: string, q: string, id: string) => {
  const res = await get(`/v1/${list}?limit=200&search=${encodeURIComponent(q)}`);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as Record<string, string>[]).map((x) => x[id]);
};

let real: { channelId: string };
let look: { channelId: string };
let realVideo: { videoId: string };
let realBrand: { id: string };

before(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8' });
  H = bearer(await t.key(['data:read', 'exports:write', 'exports:read', 'watches:write', 'watches:read']));
  // Each pair: the literal `100%_real`, and a row its wildcard reading (`100` … one character … `r`) would match.
  real = await insertCreator(t.db, { title: '100%_real fitness', handle: '@hundredreal' });
  look = await insertCreator(t.db, { title: '100 lookalike: 100abreal', handle: '@lookalike' });
  realVideo = await insertVideo(t.db, real.channelId, { title: 'Honest: 100%_real review' });
  await insertVideo(t.db, look.channelId, { title: 'Honest: 100xyreal review' });
  realBrand = await insertBrand(t.db, { name: 'Squarely 100%_Real', domains: ['squarely-real.io'] });
  const other = await insertBrand(t.db, { name: 'Squarely 100abReal', domains: ['squarely-other.io'] });
  await insertSponsorship(t.db, { videoId: realVideo.videoId, brandId: realBrand.id });
  const otherVideo = await insertVideo(t.db, look.channelId, { title: 'Plain title' });
  await insertSponsorship(t.db, { videoId: otherVideo.videoId, brandId: other.id });
});
after(() => t.close());

test('[review 30.2] % and _ in a search match themselves on every list', async () => {
  assert.deepEqual(await found('creators', '100%_r', 'channelId'), [real.channelId]);
  assert.deepEqual(await found('videos', '100%_r', 'videoId'), [realVideo.videoId]);
  assert.deepEqual(await found('brands', '100%_r', 'id'), [realBrand.id]);
  const sponsored = await found('sponsorships', 'squarely 100%_r', 'brandId');
  assert.deepEqual(sponsored, [realBrand.id]);
  // The wildcard reading would have found the lookalikes too; the literal one finds them only by their own text.
  assert.deepEqual(await found('creators', '100abreal', 'channelId'), [look.channelId]);
});

test('[review 30.2] a term the trigram index cannot answer is a 400 naming search, on every list', async () => {
  for (const list of LISTS) {
    for (const q of UNINDEXABLE) {
      const body = expectInvalid(await get(`/v1/${list}?search=${encodeURIComponent(q)}`), 'query.search');
      assert.match(body.detail, /3 letters or digits in a row/, `${list} ${JSON.stringify(q)}`);
    }
    // Three letters or digits in a row anywhere in the term are enough; an empty term is no filter.
    for (const q of ['abc', '100%', '5_am coffee', 'a-b-cde', 'été', '']) {
      assert.equal((await get(`/v1/${list}?search=${encodeURIComponent(q)}`)).statusCode, 200, `${list} ${q}`);
    }
  }
  // With a cursor too: the term is checked whatever page is asked for.
  const first = (await get('/v1/creators?limit=1&search=real')).json();
  assert.ok(first.meta.nextCursor);
  expectInvalid(
    await get(`/v1/creators?limit=1&search=re&cursor=${encodeURIComponent(first.meta.nextCursor)}`),
    'query.search',
  );
});

test('[review 30.2] exports and watches refuse the same terms, naming the filter, and create nothing', async () => {
  const post = (url: string, payload: unknown, key: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...H, 'idempotency-key': key }, payload: payload as object });
  for (const [i, q] of UNINDEXABLE.entries()) {
    expectInvalid(
      await post('/v1/exports', { dataset: 'creators', format: 'json', filters: { search: q } }, `e${i}`),
      'body.filters.search',
    );
    expectInvalid(
      await post(
        '/v1/watches',
        { filters: { search: q }, on: ['created'], callback: { url: 'https://127.0.0.1:9/h' } },
        `w${i}`,
      ),
      'body.filters.search',
    );
  }
  assert.deepEqual((await get('/v1/exports')).json().data, []);
  assert.deepEqual((await get('/v1/watches')).json().data, []);
  const ok = await post('/v1/exports', { dataset: 'creators', format: 'json', filters: { search: '100%_r' } }, 'ok');
  assert.equal(ok.statusCode, 201, ok.body);
});
