// The first-touch tail of `npm run bench -- mix` (bench/mixRequests.ts buildTail) is a set of requests the service
// answers, and the answers a cold read cache gives stay exact: every request of the tail sent once (each a first
// touch, computed without waiting for the cache's look), then writes that change what many of them show, then the
// tail again — each answer equals what the same service with no read cache gives at that moment.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildTail } from '../../bench/mixRequests.js';
import { seedDemo } from '../../src/demo/seed.js';
import { buildApp } from '../../src/server.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { insertSponsorship, insertVideo } from '../helpers/factories.js';

let t: TestApp;
let uncached: FastifyInstance;
before(async () => {
  t = await createTestApp();
  await seedDemo(t.store, { scale: 1 });
  // The same service on the same store, its read cache off: what every answer must equal.
  uncached = await buildApp({
    config: { ...t.config, readCacheEntries: 0 },
    db: t.db,
    readDb: t.store.reads,
    services: t.runtime.services,
    logger: false,
  });
  await uncached.ready();
});
after(async () => {
  await uncached?.close();
  await t.close();
});

test('every request of the first-touch tail answers 200, and as the uncached path does after writes', async () => {
  const tail = await buildTail(t.db, 600);
  const classes = new Set(tail.map((r) => r.cls));
  for (const cls of [
    'tail: sponsorships ?brandId&order=-viewCount',
    'tail: sponsorships ?channelId&order=-publishedAt',
    'tail: creator detail',
    'tail: brand detail',
    'tail: video detail',
    'tail: sponsorship detail',
    'tail: videos ?channelId',
    'tail: creator lookup',
    'tail: similar brands',
  ])
    assert.ok(classes.has(cls), `the tail has ${cls}: ${[...classes].join(' | ')}`);
  assert.equal(new Set(tail.map((r) => r.path)).size, tail.length, 'every request of the tail is distinct');
  const H = bearer(await t.key(['data:read']));
  const answer = async (app: FastifyInstance, path: string) => {
    const res = await app.inject({ url: path, headers: H });
    // A problem's requestId is the request's own.
    return `${res.statusCode} ${res.body.replace(/"requestId":"[^"]*"/, '')}`;
  };

  // First touch: each once.
  const failed: string[] = [];
  for (const r of tail) {
    const a = await answer(t.app, r.path);
    if (!a.startsWith('200 ')) failed.push(`${r.cls}: ${r.path} ${a.slice(0, 200)}`);
  }
  assert.deepEqual(failed, []);

  // Writes that change what many answers show: a brand renamed, a creator retitled, a video's views, a sponsorship
  // removed and one added on a channel of the tail.
  const channel = /channelId=([^&]+)/.exec(tail.find((r) => r.cls === 'tail: sponsorships ?channelId')!.path)![1];
  const channelId = decodeURIComponent(channel);
  const brandId = /brandId=([^&]+)/.exec(tail.find((r) => r.cls.startsWith('tail: sponsorships ?brandId'))!.path)![1];
  const spId = tail
    .find((r) => r.cls === 'tail: sponsorship detail')!
    .path.split('/')
    .pop()!;
  const videoId = decodeURIComponent(
    tail
      .find((r) => r.cls === 'tail: video detail')!
      .path.split('/')
      .pop()!,
  );
  await sql`update brands set name = name || ' Renamed' where id = ${brandId}::uuid`.execute(t.db);
  await sql`update creators set title = 'Retitled', subscriber_count = 4321 where channel_id = ${channelId}`.execute(
    t.db,
  );
  await sql`update videos set view_count = 98765 where video_id = ${videoId}`.execute(t.db);
  await sql`delete from sponsorships where id = ${spId}::uuid`.execute(t.db);
  const v = await insertVideo(t.db, channelId, { title: 'A new upload' });
  await insertSponsorship(t.db, { videoId: v.videoId, brandId });

  // The tail again: hits, invalidated entries and first touches alike equal the uncached answer.
  const differ: string[] = [];
  for (const r of tail) {
    const cached = await answer(t.app, r.path);
    const fresh = await answer(uncached, r.path);
    if (cached !== fresh)
      differ.push(`${r.cls}: ${r.path}\n  cached ${cached.slice(0, 160)}\n  fresh  ${fresh.slice(0, 160)}`);
  }
  assert.deepEqual(differ, []);
});
