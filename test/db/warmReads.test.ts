// Warming the read pool at start (directory/reads.ts warmReads, called by server.ts before it listens): each read runs
// on a connection of its own at once, so every connection of the pool is opened and has run the reads; the reads find
// nothing and keep nothing of the data in the cache they are given; an unusable pool does not make it throw.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { ReadCache } from '../../src/directory/readCache.js';
import { warmReads } from '../../src/directory/reads.js';
import { CursorCodec } from '../../src/pagination/cursor.js';
import type { Store } from '../../src/db/database.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
  const creator = await insertCreator(store.db);
  const video = await insertVideo(store.db, creator.channelId);
  await insertSponsorship(store.db, { videoId: video.videoId, brandId: (await insertBrand(store.db)).id });
});
after(() => store.close());

const deps = (cache: ReadCache) => ({
  readDb: store.reads,
  cursors: new CursorCodec(Buffer.alloc(32, 7)),
  cache,
});

test('each connection of the pool is opened and runs the reads; only empty answers are kept', async () => {
  // Every answer kept (the service's warm-up cache keeps a key from its second computation, and each connection reads
  // ids of its own: it keeps none), so the test sees each one the warm-up computed.
  const cache = new ReadCache(store.cacheChecks, 1_000, { admission: 'first' });
  const connections = store.kind === 'postgres' ? 4 : 1;
  await warmReads(deps(cache), connections);
  if (store.kind === 'postgres') {
    const r = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = 'csds-read'`.execute(store.db);
    assert.equal(r.rows[0].n, connections);
  }
  // Every list page it read is kept, empty: `{"data":[],"meta":{"nextCursor":null,"hasMore":false}}`, 56 characters
  // (the details and rankings it read are not cached).
  const stats = cache.stats();
  assert.equal(stats.misses, 8 * connections);
  assert.equal(stats.entries, stats.misses);
  assert.equal(stats.size, stats.entries * '{"data":[],"meta":{"nextCursor":null,"hasMore":false}}'.length);
});

test('a pool that cannot reach its database leaves the warm-up without an error', async () => {
  const broken = await createTestStore();
  await broken.close();
  await assert.doesNotReject(
    warmReads(
      {
        readDb: broken.reads,
        cursors: new CursorCodec(Buffer.alloc(32, 7)),
        cache: new ReadCache(broken.cacheChecks, 10),
      },
      2,
    ),
  );
});
