// The benchmark mix's requests (bench/mixRequests.ts) are requests the service answers: drawn from the demo set,
// every one of them, cursors included, is a 200 with a page or a resource. A class whose request the API would
// refuse (a filter, an order or a date range it does not take; a cursor not bound as the service binds it) would
// make `npm run bench -- mix` stop at its first run on the large set.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildMix } from '../../bench/mixRequests.js';
import { seedDemo } from '../../src/demo/seed.js';
import { CursorCodec } from '../../src/pagination/cursor.js';
import { deriveSigningKeys } from '../../src/serviceKeys.js';
import { parseEncryptionKey } from '../../src/webhooks/secrets.js';
import { bearer, createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '../helpers/app.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await seedDemo(t.store, { scale: 1 });
});
after(() => t.close());

test('every request of the mix, date ranges, orders and their page-2 cursors included, answers 200', async () => {
  const codec = new CursorCodec(deriveSigningKeys(parseEncryptionKey(TEST_ENCRYPTION_KEY)).cursors);
  const mix = await buildMix(t.db, codec);
  const H = bearer(await t.key(['data:read']));
  const classes = new Map<string, number>();
  for (const r of mix) classes.set(r.cls, (classes.get(r.cls) ?? 0) + 1);
  for (const cls of [
    'sponsorships ?order=-viewCount',
    'sponsorships ?order=-viewCount page 2',
    'sponsorships ?brandId&order=-publishedAt page 2',
    'sponsorships ?channelId&order=-viewCount',
    'sponsorships ?detectedAfter&Before',
    'sponsorships ?publishedAfter&Before',
    'sponsorships ?channelId&publishedAfter&Before',
    'creators ?order=-lastSponsorshipAt page 2',
    'brands ?order=-sponsorshipCount',
    'videos ?order=-viewCount page 2',
    'videos ?publishedAfter&Before',
  ]) {
    assert.ok(classes.has(cls), `the mix has ${cls}: ${[...classes.keys()].join(' | ')}`);
  }
  const failed: string[] = [];
  for (const r of mix) {
    const res = await t.app.inject({ url: r.path, headers: H });
    if (res.statusCode !== 200) failed.push(`${r.cls}: ${res.statusCode} ${r.path} ${res.body.slice(0, 200)}`);
  }
  assert.deepEqual(failed, []);
});
