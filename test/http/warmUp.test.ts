// A process's own read requests before it listens (http/warmUp.ts, called by server.ts on PostgreSQL): they reach
// every read route a resource keys and are answered 200, then leave the read cache as they found it (empty), spend no
// request budget, and count in no client's metrics. An empty directory sends nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { warmUpSample } from '../../src/directory/reads.js';
import { warmUpPaths } from '../../src/http/warmUp.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { parseExposition, sampleValue, type Sample } from '../helpers/prometheus.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('an empty directory is sent nothing', async () => {
  const report = await t.app.warmUp({ requests: 100, until: Date.now() + 60_000 });
  assert.equal(report.sent, 0);
});

test('the warm-up reads every read route of the sampled resources, all 200, and leaves no trace', async () => {
  const brands = [await insertBrand(t.db), await insertBrand(t.db)];
  for (let i = 0; i < 3; i++) {
    const creator = await insertCreator(t.db, { handle: `@warmup${i}` });
    for (let j = 0; j < 2; j++) {
      const video = await insertVideo(t.db, creator.channelId);
      await insertSponsorship(t.db, { videoId: video.videoId, brandId: brands[(i + j) % 2].id });
    }
  }
  const paths = warmUpPaths(await warmUpSample(t.store.reads, 200), 400);
  // Every route a resource keys, in each list's orders (similar brands once every twenty rounds).
  const route = (path: string) =>
    path
      .split('?')[0]
      .split('/')
      .map((segment, i) => (i === 3 && segment !== 'lookup' ? ':id' : segment))
      .join('/');
  const routes = new Set(paths.map(route));
  for (const expected of [
    '/v1/creators/:id',
    '/v1/creators/lookup',
    '/v1/videos/:id',
    '/v1/videos',
    '/v1/sponsorships/:id',
    '/v1/sponsorships',
    '/v1/brands/:id',
    '/v1/brands/:id/similar',
  ])
    assert.ok(routes.has(expected), `${expected} in ${[...routes].join(', ')}`);
  assert.ok(paths.some((p) => p.includes('brandId=') && p.includes('order=-viewCount')));
  assert.ok(paths.some((p) => p.includes('channelId=') && p.includes('order=-publishedAt')));

  const scrapedBefore = await scrape();
  const report = await t.app.warmUp({ requests: 120, until: Date.now() + 60_000 });
  assert.equal(report.sent, 120);
  assert.deepEqual(report.byStatus, { 200: 120 });
  assert.equal(sampleValue(await scrape(), 'csds_read_cache_entries'), 0, 'the read cache is left empty');
  // A page asked twice by the warm-up would have been kept on its second computation; after the warm-up, a client's
  // first request of it is a first touch again (computed, not kept).
  const again = await t.app.inject({ url: paths[1], headers: bearer(await t.key(['data:read'])) });
  assert.equal(again.statusCode, 200);
  assert.equal(sampleValue(await scrape(), 'csds_read_cache_entries'), 0);
  if (t.store.kind === 'postgres') {
    const r = await sql<{ n: number }>`select count(*)::int as n from rate_limits where key like '%warm-up%'`.execute(
      t.db,
    );
    assert.equal(r.rows[0].n, 0, 'no request budget is drawn');
  }
  // The request histogram counts clients' requests only: the one above, not the warm-up's.
  const counted = (samples: Sample[]) =>
    samples
      .filter((x) => x.name === 'csds_http_request_duration_seconds_count' && x.labels.route?.startsWith('/v1/'))
      .reduce((n, x) => n + x.value, 0);
  assert.equal(counted(await scrape()) - counted(scrapedBefore), 1);
});

async function scrape(): Promise<Sample[]> {
  const res = await t.app.inject({ url: '/metrics' });
  assert.equal(res.statusCode, 200);
  return parseExposition(res.body).samples;
}
