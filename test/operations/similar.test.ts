// influencer-similar ranks by TF-IDF cosine of sponsorship profiles; creators with few sponsor brands get
// keyword, platform and audience similarity blended in, with reasons that say why.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { rankSimilar } from '../../src/operations/kinds/influencerSimilar.js';
import { createTestStore } from '../helpers/store.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';

let store: Awaited<ReturnType<typeof createTestStore>>;
const ids: Record<string, string> = {};

async function creator(
  name: string,
  brands: string[],
  o: { keywords?: string[]; subs?: number; platform?: string } = {},
) {
  const c = await insertCreator(store.db, {
    title: name,
    subscriberCount: o.subs ?? 100_000,
    platform: o.platform ?? 'youtube',
  });
  await sql`update creators set keywords = ${o.keywords ?? []} where channel_id = ${c.channelId}`.execute(store.db);
  for (const b of brands) {
    const v = await insertVideo(store.db, c.channelId);
    await insertSponsorship(store.db, { videoId: v.videoId, brandId: ids[b] });
  }
  ids[name] = c.channelId;
  return c.channelId;
}

before(async () => {
  store = await createTestStore();
  for (const b of ['rare1', 'rare2', 'common', 'other']) ids[b] = (await insertBrand(store.db, { name: b })).id;
  // "common" is sponsored by everyone, so it says little; rare1/rare2 say a lot.
  await creator('me', ['rare1', 'rare2', 'common'], { keywords: ['tech', 'reviews'] });
  await creator('twin', ['rare1', 'rare2', 'common']);
  await creator('half', ['rare1', 'common', 'other']);
  await creator('commonOnly', ['common']);
  for (let i = 0; i < 6; i++) await creator(`filler${i}`, ['common', 'other']);
  await creator('stranger', ['other']);
  await creator('tiktoker', ['rare1', 'rare2'], { platform: 'tiktok' });
  // A newcomer with one brand, and creators alike in keywords and audience.
  await creator('newbie', ['other'], { keywords: ['cooking', 'vegan'], subs: 50_000 });
  await creator('cook', [], { keywords: ['cooking', 'vegan', 'baking'], subs: 60_000 });
  await creator('gamer', [], { keywords: ['gaming'], subs: 50_000, platform: 'tiktok' });
});
after(() => store.close());

test('creators sharing rare brands rank above those sharing only a common one; strangers are absent', async () => {
  const r = await rankSimilar(store.db, { channelId: ids.me, limit: 20 });
  const order = r.map((c) => c.title);
  assert.equal(order[0], 'twin');
  assert.ok(order.indexOf('half') < order.indexOf('commonOnly'), order.join(' > '));
  assert.ok(!order.includes('stranger'));
  assert.ok(!order.includes('me'));
  assert.ok(r.every((c) => c.score > 0 && c.score <= 1));
  assert.ok(r[0].score > 0.95, `identical profiles score ~1 (got ${r[0].score})`);
  assert.deepEqual(r[0].sharedBrands.map((b) => b.brandName).sort(), ['common', 'rare1', 'rare2']);
  assert.match(r[0].reasons[0], /3 shared sponsor brand/);
  for (let i = 1; i < r.length; i++) assert.ok(r[i - 1].score >= r[i].score);
});

test('limit and platform filter apply', async () => {
  const one = await rankSimilar(store.db, { channelId: ids.me, limit: 1 });
  assert.equal(one.length, 1);
  const tiktok = await rankSimilar(store.db, { channelId: ids.me, platform: 'tiktok' });
  assert.ok(tiktok.length >= 1);
  assert.ok(tiktok.every((c) => c.platform === 'tiktok'));
  assert.equal(tiktok[0].title, 'tiktoker');
});

test('a creator with few sponsorships gets keyword, platform and audience neighbours, with reasons', async () => {
  const r = await rankSimilar(store.db, { channelId: ids.newbie, limit: 10 });
  const cook = r.find((c) => c.title === 'cook');
  assert.ok(cook, r.map((c) => c.title).join(', '));
  assert.ok(
    cook.reasons.some((x) => /shared keywords: cooking, vegan/.test(x)),
    cook.reasons.join('; '),
  );
  const gamer = r.find((c) => c.title === 'gamer');
  assert.ok(!gamer || gamer.score < cook.score);
});
