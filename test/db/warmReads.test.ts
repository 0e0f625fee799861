// Warming the read pool at start (directory/reads.ts warmReads, called by server.ts before it listens): each read runs
// on a connection of its own at once, so every connection of the pool is opened and has run the reads; the reads find
// nothing and keep nothing of the data in the cache they are given; an unusable pool does not make it throw. The
// reads' pool has a size of its own (PG_READ_POOL_SIZE), apart from the pool of writes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { ReadCache } from '../../src/directory/readCache.js';
import { warmReads } from '../../src/directory/reads.js';
import { CursorCodec } from '../../src/pagination/cursor.js';
import { ConfigError, loadConfig } from '../../src/config.js';
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
  scanDb: store.scans,
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
    // Similar brands run on the long reads' lane: they are prepared there, on as many connections.
    const scans = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = 'csds-scan'`.execute(store.db);
    assert.equal(scans.rows[0].n, connections);
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

test('the reads have a pool of their own size: more reads at once than it holds wait for its connections', async () => {
  const config = (env: Record<string, string>) => loadConfig({ DATABASE_URL: 'postgres://localhost/x', ...env }, false);
  assert.equal(config({ PG_READ_POOL_SIZE: '3', PG_POOL_SIZE: '20' }).pgReadPoolSize, 3);
  assert.equal(config({ PG_READ_POOL_SIZE: '3', PG_POOL_SIZE: '20' }).pgPoolSize, 20);
  // By default about twice the cores, never more than the ten of the writes' pool.
  const byDefault = config({}).pgReadPoolSize;
  assert.ok(byDefault >= 2 && byDefault <= 10, String(byDefault));
  for (const bad of ['0', '-1', 'four', '501']) assert.throws(() => config({ PG_READ_POOL_SIZE: bad }), ConfigError);
  // The long reads' lane (searches, rankings) has a size of its own, ten by default.
  assert.equal(config({}).pgScanPoolSize, 10);
  assert.equal(config({ PG_SCAN_POOL_SIZE: '7', PG_READ_POOL_SIZE: '3' }).pgScanPoolSize, 7);
  assert.throws(() => config({ PG_SCAN_POOL_SIZE: '0' }), ConfigError);
  if (store.kind !== 'postgres') return;
  // Six reads at once on a reads' pool of two, beside a writes' pool of ten: they are all answered, on two sessions
  // (a pool of the writes' size would have opened six; its connections stay open a while once idle).
  const small = await createTestStore({ readPoolSize: 2 });
  try {
    const reads = await Promise.all(
      Array.from({ length: 6 }, () =>
        sql<{ backend: number }>`select pg_backend_pid() as backend`.execute(small.reads),
      ),
    );
    assert.ok(new Set(reads.map((r) => r.rows[0].backend)).size <= 2);
    const r = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = 'csds-read'`.execute(small.db);
    assert.equal(r.rows[0].n, 2);
  } finally {
    await small.close();
  }
});
