// The read cache keeps a response until a commit changes what it shows (migration 019's change tags), on both
// stores: every kind of write a response shows makes the next read fresh, and writes it does not show (another
// creator's counts, a video's processing state, an operation, a key) leave it cached.
// A cached response is told from a fresh one by a marker: a column changed with triggers off (no change is
// recorded), which only a fresh read shows.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { ReadCache } from '../../src/directory/readCache.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { createTestStore, storeKind } from '../helpers/store.js';
import { insertAgency, insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: H });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json();
};

/** Runs a statement with triggers off: no change is recorded, so only a fresh read shows it. */
async function silently(statement: ReturnType<typeof sql>) {
  await t.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await statement.execute(trx);
  });
}

/** Reads the brand's name through `cache` under one key tagged with the brand, counting the computations. */
function brandNameReads(cache: ReadCache) {
  const counter = { computed: 0 };
  const read = () =>
    cache.get(
      'k',
      () => [`bn:${brand.id}`],
      async () => {
        counter.computed++;
        return (await sql<{ n: string }>`select name as n from brands where id = ${brand.id}::uuid`.execute(t.db))
          .rows[0].n;
      },
    );
  return { read, counter };
}

/** Marks a creator's title silently: a response showing the mark was read after the marking. */
let marks = 0;
async function markCreator(channelId: string): Promise<string> {
  const mark = `mark ${++marks}`;
  await silently(sql`update creators set title = ${mark} where channel_id = ${channelId}`);
  return mark;
}

/** Marks a brand's parent company silently. */
async function markBrand(id: string): Promise<string> {
  const mark = `mark ${++marks}`;
  await silently(sql`update brands set parent_company_name = ${mark} where id = ${id}::uuid`);
  return mark;
}

/** Marks the creator's name in the stored list items of its sponsorships (what a list page reads), silently. */
async function markItems(channelId: string): Promise<string> {
  const mark = `mark ${++marks}`;
  await silently(sql`update sponsorships set summary = jsonb_set(summary::jsonb, '{creator}', to_jsonb(${mark}::text))::text
    where channel_id = ${channelId}`);
  return mark;
}

/** Runs a statement (a write the case makes), discarding its result. */
const exec = (q: ReturnType<typeof sql>) => q.execute(t.db).then(() => {});

/** A sponsorship of `brandId` on a new video of `channelId`. */
async function sponsorOnNewVideo(channelId: string, brandId: string, type?: string) {
  const v = await insertVideo(t.db, channelId);
  await insertSponsorship(t.db, { videoId: v.videoId, brandId, type });
}

let brand: Awaited<ReturnType<typeof insertBrand>>;
let otherBrand: Awaited<ReturnType<typeof insertBrand>>;
let creator: Awaited<ReturnType<typeof insertCreator>>;
let otherCreator: Awaited<ReturnType<typeof insertCreator>>;
let video: Awaited<ReturnType<typeof insertVideo>>;
let otherVideo: Awaited<ReturnType<typeof insertVideo>>;
let sp: { id: string };
/** A video of the other creator that no list case shows until it is renamed into one. */
let gardenVideo: Awaited<ReturnType<typeof insertVideo>>;

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key());
  brand = await insertBrand(t.db, { name: 'Quokka Coffee', domains: ['quokka-coffee.example'] });
  otherBrand = await insertBrand(t.db, { name: 'Zebra Tools' });
  creator = await insertCreator(t.db, { title: 'Marla Bakes' });
  otherCreator = await insertCreator(t.db, { title: 'Tom Builds' });
  video = await insertVideo(t.db, creator.channelId, { title: 'Sourdough diary' });
  otherVideo = await insertVideo(t.db, otherCreator.channelId, { title: 'Shed roof' });
  sp = await insertSponsorship(t.db, { videoId: video.videoId, brandId: brand.id });
  await insertSponsorship(t.db, { videoId: otherVideo.videoId, brandId: otherBrand.id });
  gardenVideo = await insertVideo(t.db, otherCreator.channelId, { title: 'Garden path' });
});
after(() => t.close());

describe('ReadCache', () => {
  test("the change log is pruned through its own pool, never on the looks' connection", async () => {
    // Each database records the statements it ran (a query plugin); the cache prunes on a look a minute after the last.
    const recording = (seen: string[]) =>
      t.db.withPlugin({
        transformQuery: (args) => {
          seen.push(JSON.stringify(args.node));
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
    const looked: string[] = [];
    const pruned: string[] = [];
    const cache = new ReadCache(recording(looked), 10, { pruneDb: recording(pruned), admission: 'first' });
    (cache as unknown as { lastPruneAt: number }).lastPruneAt = 0;
    await cache.get(
      'a',
      () => [],
      async () => 'a',
    );
    await cache.get(
      'a',
      () => [],
      async () => 'a',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(
      looked.some((q) => q.includes('directory_changes_since')),
      'the looks ran',
    );
    assert.ok(
      pruned.some((q) => q.includes('directory_changes_prune')),
      'the prune ran on its pool',
    );
    assert.ok(!looked.some((q) => q.includes('directory_changes_prune')), "the prune held a look's connection");
  });

  test('keeps a body as its UTF-8 bytes and answers it back exactly, counting its size in bytes', async () => {
    const cache = new ReadCache(t.db, 10, { maxSize: 1_000, admission: 'first' });
    const body = JSON.stringify({ name: 'Café Ñandú 🍰', note: 'x'.repeat(50) });
    let computed = 0;
    const read = () =>
      cache.get(
        'utf8',
        () => ['utf8'],
        async () => {
          computed++;
          return body;
        },
      );
    assert.equal(await read(), body);
    assert.equal(await read(), body);
    assert.equal(computed, 1, 'the second read is a hit');
    assert.equal(cache.stats().size, Buffer.byteLength(body));
    assert.notEqual(Buffer.byteLength(body), body.length);
    // A body over the size bound in bytes (though not in characters) is answered and not kept.
    const wide = '€'.repeat(400);
    const small = new ReadCache(t.db, 10, { maxSize: 1_000, admission: 'first' });
    let n = 0;
    const get = () =>
      small.get(
        'wide',
        () => [],
        async () => {
          n++;
          return wide;
        },
      );
    assert.equal(await get(), wide);
    assert.equal(await get(), wide);
    assert.equal(n, 2, `1,200 bytes in 400 characters is over a bound of 1,000 bytes`);
  });

  test('keeps an entry through commits outside its tags; drops it at one that names them', async () => {
    const cache = new ReadCache(t.db, 10, { admission: 'first' });
    const { read, counter } = brandNameReads(cache);
    assert.equal(await read(), 'Quokka Coffee');
    assert.equal(await read(), 'Quokka Coffee');
    assert.equal(counter.computed, 1);
    // Not directory data: keys, operations.
    const ops = await t.key(['operations:write']);
    const started = await t.app.inject({
      method: 'POST',
      url: '/v1/operations',
      headers: bearer(ops),
      payload: { kind: 'sponsor-detection', input: { videoYoutubeIds: ['no-such-video'] } },
    });
    assert.equal(started.statusCode, 201, started.body);
    // Directory statements that change no row; rows of other tags; the brand's own counters.
    await sql`update videos set title = 'never' where video_id = 'no-such-video'`.execute(t.db);
    await sql`update creators set subscriber_count = 7 where channel_id = ${creator.channelId}`.execute(t.db);
    await sql`update brands set name = 'Other name' where id = ${otherBrand.id}::uuid`.execute(t.db);
    await sql`update brands set sponsorship_count = sponsorship_count where id = ${brand.id}::uuid`.execute(t.db);
    assert.equal(await read(), 'Quokka Coffee');
    assert.equal(counter.computed, 1, 'a commit outside the tags dropped the entry');
    await sql`update brands set name = 'Numbat Beans' where id = ${brand.id}::uuid`.execute(t.db);
    assert.equal(await read(), 'Numbat Beans');
    assert.equal(counter.computed, 2);
    // Everything: a bulk load's call, and TRUNCATE of a directory table.
    await sql`select directory_changed_everything()`.execute(t.db);
    await read();
    assert.equal(counter.computed, 3);
    await sql`update brands set name = 'Quokka Coffee' where id = ${brand.id}::uuid`.execute(t.db);
  });

  test('a response computed while a change it shows committed is not kept', async () => {
    const cache = new ReadCache(t.db, 10, { admission: 'first' });
    let computed = 0;
    const read = () =>
      cache.get(
        'k',
        () => [`c:${otherCreator.channelId}`],
        async () => {
          computed++;
          const r = await sql<{ n: number }>`select subscriber_count::int as n from creators
            where channel_id = ${otherCreator.channelId}`.execute(t.db);
          if (computed === 1) {
            // A commit after this response's read, seen by another request's look before the response is stored.
            await sql`update creators set subscriber_count = 99 where channel_id = ${otherCreator.channelId}`.execute(
              t.db,
            );
            await cache.get(
              'other',
              () => [],
              async () => 'x',
            );
          }
          return String(r.rows[0].n);
        },
      );
    const first = await read();
    assert.notEqual(first, '99');
    assert.equal(await read(), '99', 'the response read before the commit was kept');
    assert.equal(computed, 2);
  });

  // Only PostgreSQL runs a transaction beside another (the embedded store has one connection).
  if (storeKind() === 'postgres') {
    test('a write running during a look, committed after it, is seen by the next look', async () => {
      const cache = new ReadCache(t.db, 10, { admission: 'first' });
      const read = () =>
        cache.get(
          'k',
          () => [`c:${otherCreator.channelId}`],
          async () => {
            const r = await sql<{ n: number }>`select subscriber_count::int as n from creators
              where channel_id = ${otherCreator.channelId}`.execute(t.db);
            return String(r.rows[0].n);
          },
        );
      await read();
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let written!: () => void;
      const wrote = new Promise<void>((r) => (written = r));
      const writer = t.db.transaction().execute(async (trx) => {
        await sql`update creators set subscriber_count = 4242 where channel_id = ${otherCreator.channelId}`.execute(
          trx,
        );
        written();
        await gate;
      });
      await wrote;
      // A later transaction commits first: the look's snapshot then has the writer below its xmax, among the running.
      // It takes an xid and writes nothing to the directory, so that the look's change is the writer's alone.
      await sql`select txid_current()`.execute(t.db);
      // Looks while the writer runs: its change is not visible, the entry stays (and would be recomputed the same).
      assert.notEqual(await read(), '4242');
      release();
      await writer;
      assert.equal(await read(), '4242', 'a commit of a transaction running at the last look was missed');
    });
  }

  test('a first touch waits for no look; a later request looks, and reads a change it shows', async () => {
    const cache = new ReadCache(t.db, 10, { admission: 'first' });
    const name = () =>
      sql<{ n: string }>`select name as n from brands where id = ${otherBrand.id}::uuid`
        .execute(t.db)
        .then((r) => r.rows[0].n);
    let computed = 0;
    const read = (key: string) =>
      cache.get(
        key,
        () => [`bn:${otherBrand.id}`],
        async () => {
          computed++;
          return name();
        },
      );
    // The first request of a process looks (the cache's baseline); the first touch of another key then does not.
    await read('first');
    const looks = cache.stats().looks;
    await sql`update brands set name = 'Renamed before the request' where id = ${otherBrand.id}::uuid`.execute(t.db);
    assert.equal(await read('cold'), 'Renamed before the request', 'a first touch reads every commit before it');
    assert.equal(cache.stats().looks, looks, 'the first touch waited for a look');
    // The next request of that key looks first: the rename committed after the baseline look, and the look cannot
    // tell it came before the first touch's read, so the entry is computed again (never answered stale) ...
    assert.equal(await read('cold'), 'Renamed before the request');
    assert.equal(computed, 3);
    // ... and kept from then on, through looks that see no change of its tags.
    assert.equal(await read('cold'), 'Renamed before the request');
    assert.equal(computed, 3);
    // A change it shows, committed after it was computed: the next request reads it.
    await sql`update brands set name = 'Renamed after' where id = ${otherBrand.id}::uuid`.execute(t.db);
    assert.equal(await read('cold'), 'Renamed after');
    assert.equal(computed, 4);
    await sql`update brands set name = 'Other name' where id = ${otherBrand.id}::uuid`.execute(t.db);
  });

  test('a first touch computed while a change it shows committed is not kept', async () => {
    const cache = new ReadCache(t.db, 10, { admission: 'first' });
    await cache.get(
      'baseline',
      () => [],
      async () => 'x',
    );
    let computed = 0;
    const read = () =>
      cache.get(
        'k',
        () => [`c:${otherCreator.channelId}`],
        async () => {
          computed++;
          const r = await sql<{ n: number }>`select subscriber_count::int as n from creators
            where channel_id = ${otherCreator.channelId}`.execute(t.db);
          if (computed === 1) {
            // Committed after this first touch read, and seen by a look (another key's request) before it is stored.
            await sql`update creators set subscriber_count = 1234 where channel_id = ${otherCreator.channelId}`.execute(
              t.db,
            );
            await cache.get(
              'baseline',
              () => [],
              async () => 'x',
            );
          }
          return String(r.rows[0].n);
        },
      );
    assert.notEqual(await read(), '1234');
    assert.equal(await read(), '1234', 'the first touch read before the commit was kept');
    assert.equal(computed, 2);
  });

  test('the bodies held stay within the size bound, least recently used going first', async () => {
    const cache = new ReadCache(t.db, 10, { maxSize: 5, admission: 'first' });
    let computed = 0;
    const read = (k: string, body: string) =>
      cache.get(
        k,
        () => [],
        async () => {
          computed++;
          return body;
        },
      );
    await read('a', 'aa');
    await read('b', 'bb');
    await read('c', 'cc'); // 6 characters: a goes
    await read('b', 'bb');
    await read('c', 'cc');
    assert.equal(computed, 3);
    await read('a', 'aa');
    assert.equal(computed, 4);
    await read('big', 'x'.repeat(6)); // larger than the bound: answered, never kept
    await read('big', 'x'.repeat(6));
    assert.equal(computed, 6);
    await read('c', 'cc');
    assert.equal(computed, 6, 'a body too large to keep evicted the others');
  });

  test('least recently used entries go first', async () => {
    const cache = new ReadCache(t.db, 2, { admission: 'first' });
    let computed = 0;
    const read = (k: string) =>
      cache.get(
        k,
        () => [],
        async () => {
          computed++;
          return k;
        },
      );
    await read('a');
    await read('b');
    await read('a');
    await read('c'); // evicts b
    assert.equal(computed, 3);
    await read('a');
    assert.equal(computed, 3);
    await read('b');
    assert.equal(computed, 4);
  });

  test("keeps an answer from its key's second computation on, and a known key whenever it is computed again", async () => {
    const cache = new ReadCache(t.db, 10);
    const { read, counter } = brandNameReads(cache);
    assert.equal(await read(), 'Quokka Coffee');
    assert.equal(cache.stats().entries, 0, 'a key computed once was kept');
    assert.equal(await read(), 'Quokka Coffee');
    assert.equal(cache.stats().entries, 1);
    assert.equal(await read(), 'Quokka Coffee');
    assert.equal(counter.computed, 2);
    // A commit drops it; computed again, it is kept at once.
    await sql`update brands set name = 'Numbat Beans' where id = ${brand.id}::uuid`.execute(t.db);
    assert.equal(await read(), 'Numbat Beans');
    assert.equal(await read(), 'Numbat Beans');
    assert.equal(counter.computed, 3);
    await sql`update brands set name = 'Quokka Coffee' where id = ${brand.id}::uuid`.execute(t.db);
  });

  test('a long tail of keys asked once evicts none of the entries asked again', async () => {
    const cache = new ReadCache(t.db, 2);
    const computed: string[] = [];
    const read = (k: string) =>
      cache.get(
        k,
        () => [],
        async () => {
          computed.push(k);
          return k;
        },
      );
    for (const k of ['a', 'b', 'a', 'b']) await read(k);
    for (let i = 0; i < 10; i++) await read(`tail-${i}`);
    computed.length = 0;
    assert.equal(await read('a'), 'a');
    assert.equal(await read('b'), 'b');
    assert.deepEqual(computed, [], 'the tail evicted an entry asked again');
    assert.equal(cache.stats().entries, 2);
  });

  test('a look that fails fails the requests waiting for it, and leaves no rejection unheard', async () => {
    // A database that cannot be reached: requests arriving together share a look, and the ones that arrive during it
    // the next; every request fails with the look's error. An unheard rejection would end the serving process.
    const gone = await createTestStore();
    await gone.close();
    const cache = new ReadCache(gone.db, 10, { admission: 'first' });
    const reads = Array.from({ length: 6 }, (_, i) =>
      cache.get(
        `k${i}`,
        () => [],
        async () => `v${i}`,
      ),
    );
    for (const r of await Promise.allSettled(reads)) assert.equal(r.status, 'rejected');
    // What rejects after the requests were answered (a look's bookkeeping) has a turn to surface before the test ends.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

describe('through the API: fresh after every write a response shows, cached through the others', () => {
  // Each case: a response, a write it shows (the next read must be fresh), and writes it does not show.
  const cases: {
    name: string;
    url: () => string;
    /** What the response shows of the creator marked (its title), found in the body. */
    shows: (body: any) => string | undefined;
    /** Changes what the response shows silently, returning the new value a fresh read shows. */
    mark: () => Promise<string>;
    unrelated: (() => Promise<void>)[];
    related: (() => Promise<void>)[];
  }[] = [
    {
      name: 'sponsorship detail',
      url: () => `/v1/sponsorships/${sp.id}`,
      shows: (b) => b.creator,
      mark: () => markCreator(creator.channelId),
      unrelated: [
        // Counters of its brand and creator, its video's processing state, other rows.
        () =>
          exec(
            sql`update brands set sponsorship_count = sponsorship_count + 0, updated_at = now() where id = ${brand.id}::uuid`,
          ),
        () =>
          exec(
            sql`update creators set sponsorship_count = sponsorship_count + 0, updated_at = now() where channel_id = ${creator.channelId}`,
          ),
        () =>
          exec(
            sql`update videos set processing_state = 'processed', ai_summary = 'x' where video_id = ${video.videoId}`,
          ),
        () => exec(sql`update creators set title = 'Tom B.' where channel_id = ${otherCreator.channelId}`),
      ],
      related: [
        () => exec(sql`update brands set name = 'Quokka Coffee Co' where id = ${brand.id}::uuid`),
        () =>
          exec(
            sql`update creators set avatar_url = 'https://img.example/new.jpg' where channel_id = ${creator.channelId}`,
          ),
        () => exec(sql`update videos set like_count = 5 where video_id = ${video.videoId}`),
        () => exec(sql`update sponsorships set type = 'Dedicated' where id = ${sp.id}::uuid`),
        // Its evidence alone, as a re-detection reading the same sponsor rewrites it: the detail shows it.
        () => exec(sql`update sponsorships set evidence = evidence || '{"reread": 1}' where id = ${sp.id}::uuid`),
      ],
    },
    {
      name: 'video detail',
      url: () => `/v1/videos/${video.videoId}`,
      shows: (b) => b.channelTitle,
      mark: () => markCreator(creator.channelId),
      unrelated: [
        () =>
          exec(
            sql`update creators set sponsorship_count = sponsorship_count + 0, updated_at = now() where channel_id = ${creator.channelId}`,
          ),
        () => exec(sql`update brands set updated_at = now() where id = ${brand.id}::uuid`),
        () => exec(sql`update videos set ai_summary = 'y' where video_id = ${otherVideo.videoId}`),
      ],
      related: [
        () => exec(sql`update videos set ai_summary = 'z' where video_id = ${video.videoId}`),
        () => insertSponsorship(t.db, { videoId: video.videoId, brandId: otherBrand.id }).then(() => {}),
        () => exec(sql`update brands set name = 'Zebra Tools Ltd' where id = ${otherBrand.id}::uuid`),
        () => exec(sql`update creators set handle = '@marla2' where channel_id = ${creator.channelId}`),
      ],
    },
    {
      name: 'creator detail',
      url: () => `/v1/creators/${creator.channelId}`,
      shows: (b) => b.title,
      mark: () => markCreator(creator.channelId),
      unrelated: [
        () => exec(sql`update creators set subscriber_count = 1 where channel_id = ${otherCreator.channelId}`),
        () => exec(sql`update brands set updated_at = now() where id = ${brand.id}::uuid`),
        () => exec(sql`update videos set processing_state = 'processing' where video_id = ${otherVideo.videoId}`),
      ],
      related: [
        () => exec(sql`update creators set subscriber_count = 2 where channel_id = ${creator.channelId}`),
        () => sponsorOnNewVideo(creator.channelId, brand.id, 'Affiliate'),
        () =>
          exec(sql`update brands set domains = '{quokka-coffee.example,quokka.example}' where id = ${brand.id}::uuid`),
      ],
    },
    {
      name: 'brand detail',
      url: () => `/v1/brands/${brand.id}`,
      shows: (b) => b.topCreators.find((c: { channelId: string }) => c.channelId === creator.channelId)?.channelTitle,
      mark: () => markCreator(creator.channelId),
      unrelated: [
        () =>
          exec(
            sql`update creators set sponsorship_count = sponsorship_count + 0, updated_at = now() where channel_id = ${creator.channelId}`,
          ),
        () => exec(sql`update brands set updated_at = now() where id = ${otherBrand.id}::uuid`),
      ],
      related: [
        () => exec(sql`update brands set parent_company_name = 'Marsupial Holdings' where id = ${brand.id}::uuid`),
        () => exec(sql`update creators set title = 'Marla B.' where channel_id = ${creator.channelId}`),
        () => sponsorOnNewVideo(otherCreator.channelId, brand.id),
        () => insertAgency(t.db).then(() => {}),
      ],
    },
    {
      name: 'sponsorships of a brand',
      url: () => `/v1/sponsorships?brandId=${brand.id}`,
      shows: (b) => b.data.find((s: { channelId: string }) => s.channelId === creator.channelId)?.creator,
      mark: () => markItems(creator.channelId),
      unrelated: [
        () =>
          exec(
            sql`update creators set sponsorship_count = sponsorship_count + 0, updated_at = now() where channel_id = ${creator.channelId}`,
          ),
        () => exec(sql`update videos set processing_state = 'processed' where video_id = ${video.videoId}`),
        () => sponsorOnNewVideo(otherCreator.channelId, otherBrand.id),
        // The evidence of its sponsorships, rewritten by a re-detection: no list item shows it.
        () =>
          exec(sql`update sponsorships set evidence = evidence || '{"reread": 2}' where brand_id = ${brand.id}::uuid`),
      ],
      related: [
        // A creator rename rewrites its sponsorships' stored items.
        () => exec(sql`update creators set title = 'Marla Bakes!' where channel_id = ${creator.channelId}`),
        () => exec(sql`update videos set title = 'Sourdough diary 2' where video_id = ${video.videoId}`),
        () => sponsorOnNewVideo(otherCreator.channelId, brand.id),
      ],
    },
    {
      name: 'sponsorships of a creator',
      url: () => `/v1/sponsorships?channelId=${creator.channelId}`,
      shows: (b) => b.data[0]?.creator,
      mark: () => markItems(creator.channelId),
      unrelated: [() => sponsorOnNewVideo(otherCreator.channelId, brand.id)],
      related: [
        () => exec(sql`update brands set kind = 'Agency-led' where id = ${brand.id}::uuid`),
        () =>
          exec(
            sql`delete from sponsorships where id = (select id from sponsorships where channel_id = ${creator.channelId} order by detected_at limit 1)`,
          ),
      ],
    },
    {
      name: 'sponsorships by brand domain',
      url: () => `/v1/sponsorships?brandDomain=quokka-coffee.example`,
      shows: (b) => b.data.find((s: { channelId: string }) => s.channelId === creator.channelId)?.creator,
      mark: () => markItems(creator.channelId),
      unrelated: [() => sponsorOnNewVideo(otherCreator.channelId, otherBrand.id)],
      related: [() => sponsorOnNewVideo(creator.channelId, brand.id)],
    },
    {
      name: 'videos of a creator',
      url: () => `/v1/videos?channelId=${creator.channelId}`,
      shows: (b) => b.data[0]?.channelTitle,
      mark: () => markCreator(creator.channelId),
      unrelated: [
        () =>
          exec(
            sql`update creators set sponsorship_count = sponsorship_count + 0, updated_at = now() where channel_id = ${creator.channelId}`,
          ),
        () => insertVideo(t.db, otherCreator.channelId).then(() => {}),
      ],
      related: [
        () =>
          exec(
            sql`update creators set avatar_url = 'https://img.example/newer.jpg' where channel_id = ${creator.channelId}`,
          ),
        () => insertVideo(t.db, creator.channelId).then(() => {}),
      ],
    },
    // Lists of videos, creators and brands (migration 022): a page changes with the rows it shows, with a row entering
    // or leaving it, and with the column its order reads; an update of another row's other columns leaves it.
    // A write that brings a row into the page comes last: after it, that row's writes are the page's too.
    {
      name: 'videos found by search',
      url: () => `/v1/videos?search=sourdough`,
      shows: (b) => b.data.find((v: { channelId: string }) => v.channelId === creator.channelId)?.channelTitle,
      mark: () => markCreator(creator.channelId),
      unrelated: [
        // Detection's writes to a video the page does not show; its view count (not this order's).
        () =>
          exec(
            sql`update videos set processing_state = 'processing', processing_requested_at = now() where video_id = ${otherVideo.videoId}`,
          ),
        () =>
          exec(
            sql`update videos set processing_state = 'processed', ai_summary = 'shed' where video_id = ${otherVideo.videoId}`,
          ),
        () => exec(sql`update videos set view_count = 77 where video_id = ${gardenVideo.videoId}`),
        () => exec(sql`update creators set title = 'Tom Builds Sheds' where channel_id = ${otherCreator.channelId}`),
      ],
      related: [
        () => exec(sql`update videos set processing_state = 'processing' where video_id = ${video.videoId}`),
        () => exec(sql`update videos set view_count = 78 where video_id = ${video.videoId}`),
        () => insertVideo(t.db, creator.channelId, { title: 'Sourdough, second loaf' }).then(() => {}),
        () => exec(sql`update videos set title = 'Sourdough in the garden' where video_id = ${gardenVideo.videoId}`),
      ],
    },
    {
      name: 'videos found by search, most viewed first',
      url: () => `/v1/videos?search=sourdough&order=-viewCount`,
      shows: (b) => b.data.find((v: { channelId: string }) => v.channelId === creator.channelId)?.channelTitle,
      mark: () => markCreator(creator.channelId),
      unrelated: [() => exec(sql`update videos set ai_summary = 'roof' where video_id = ${otherVideo.videoId}`)],
      // The view count of a video it does not show: this order reads it.
      related: [() => exec(sql`update videos set view_count = view_count + 1 where video_id = ${otherVideo.videoId}`)],
    },
    {
      name: 'videos being processed',
      url: () => `/v1/videos?processingState=processing`,
      shows: (b) => b.data.find((v: { channelId: string }) => v.channelId === creator.channelId)?.channelTitle,
      mark: () => markCreator(creator.channelId),
      unrelated: [() => exec(sql`update videos set view_count = 79 where video_id = ${otherVideo.videoId}`)],
      related: [
        // A state change of a video it does not show (it might have come in), then one that brings it in.
        () => exec(sql`update videos set processing_state = 'not-processed' where video_id = ${otherVideo.videoId}`),
        () => exec(sql`update videos set processing_state = 'processing' where video_id = ${otherVideo.videoId}`),
      ],
    },
    {
      name: 'creators found by search',
      url: () => `/v1/creators?search=marla`,
      shows: (b) => b.data.find((c: { channelId: string }) => c.channelId === creator.channelId)?.title,
      mark: () => markCreator(creator.channelId),
      unrelated: [
        // Another creator's counters (a sponsorship of its), and its subscribers are not this page's.
        () => sponsorOnNewVideo(otherCreator.channelId, otherBrand.id),
        () =>
          exec(
            sql`update creators set avatar_url = 'https://img.example/tom.jpg' where channel_id = ${otherCreator.channelId}`,
          ),
      ],
      related: [
        () => exec(sql`update creators set subscriber_count = 3 where channel_id = ${creator.channelId}`),
        () => sponsorOnNewVideo(creator.channelId, otherBrand.id),
        () => exec(sql`update creators set subscriber_count = 10000000 where channel_id = ${otherCreator.channelId}`),
        () => insertCreator(t.db, { title: 'Marla Paints' }).then(() => {}),
      ],
    },
    {
      name: 'creators by sponsorship count',
      url: () => `/v1/creators?search=marla&order=-sponsorshipCount`,
      shows: (b) => b.data.find((c: { channelId: string }) => c.channelId === creator.channelId)?.title,
      mark: () => markCreator(creator.channelId),
      unrelated: [
        () => exec(sql`update creators set subscriber_count = 11 where channel_id = ${otherCreator.channelId}`),
      ],
      related: [() => sponsorOnNewVideo(otherCreator.channelId, otherBrand.id)],
    },
    {
      name: 'brands found by search',
      url: () => `/v1/brands?search=quokka`,
      shows: (b) => b.data.find((x: { id: string }) => x.id === brand.id)?.parentCompanyName,
      mark: () => markBrand(brand.id),
      unrelated: [
        () => sponsorOnNewVideo(otherCreator.channelId, otherBrand.id),
        () => exec(sql`update brands set kind = 'Agency-led' where id = ${otherBrand.id}::uuid`),
      ],
      related: [
        () => sponsorOnNewVideo(otherCreator.channelId, brand.id),
        () =>
          exec(
            sql`update brands set domains = '{zebra.example,quokka-tools.example}' where id = ${otherBrand.id}::uuid`,
          ),
      ],
    },
    {
      name: 'brands by last sponsorship',
      url: () => `/v1/brands?search=coffee&order=-lastSponsorshipAt`,
      shows: (b) => b.data.find((x: { id: string }) => x.id === brand.id)?.parentCompanyName,
      mark: () => markBrand(brand.id),
      unrelated: [() => exec(sql`update brands set kind = 'Direct' where id = ${otherBrand.id}::uuid`)],
      related: [() => sponsorOnNewVideo(otherCreator.channelId, otherBrand.id)],
    },
  ];

  for (const c of cases.filter((x) => x.related.length)) {
    test(c.name, async () => {
      for (const [i, write] of c.related.entries()) {
        await get(c.url()); // cached now
        const before = c.shows(await get(c.url()));
        assert.notEqual(before, undefined, `${c.name}: the response does not show what the case marks`);
        for (const other of c.unrelated) {
          await other();
          await c.mark();
          const body = await get(c.url());
          assert.equal(c.shows(body), before, `${c.name}: an unrelated write dropped the cached response`);
        }
        await write();
        const mark = await c.mark();
        const body = await get(c.url());
        assert.equal(c.shows(body), mark, `${c.name}: still cached after write ${i + 1} it shows`);
      }
    });
  }

  test('sponsorships per month: fresh after a new sponsorship of the creator, kept through another creator’s', async () => {
    const url = `/v1/sponsorships/per-month?channelId=${otherCreator.channelId}&months=120`;
    const total = async () => (await get(url)).total as number;
    const n = await total();
    assert.equal(await total(), n); // kept from its second read
    await sponsorOnNewVideo(creator.channelId, brand.id);
    // Written silently: only a fresh read would count it.
    const w = await insertVideo(t.db, otherCreator.channelId);
    await silently(
      sql`insert into sponsorships (video_id, channel_id, brand_id, type) values (${w.videoId}, ${otherCreator.channelId}, ${brand.id}::uuid, 'Integration')`,
    );
    assert.equal(await total(), n, 'another creator’s sponsorship dropped the cached series');
    await sponsorOnNewVideo(otherCreator.channelId, brand.id);
    assert.equal(await total(), n + 2);
  });

  test('pages of detections between two times: kept through detections at other times, fresh after one of their days', async () => {
    const archive = await insertCreator(t.db, { title: 'Ada Archives' });
    const detectedOn = async (at: string, channelId = archive.channelId, brandId = otherBrand.id) => {
      const v = await insertVideo(t.db, channelId);
      return insertSponsorship(t.db, { videoId: v.videoId, brandId, detectedAt: at });
    };
    const rows = [];
    for (let d = 1; d <= 12; d++) rows.push(await detectedOn(`2025-03-${String(d).padStart(2, '0')}T12:00:00.000Z`));
    // March 12, 11, 10 (their days and the range's up to April 1), then March 9, 8, 7 (March 6 to 10).
    const first = `/v1/sponsorships?detectedBefore=2025-04-01T00:00:00.000Z&limit=3`;
    const second = `${first}&cursor=${encodeURIComponent((await get(first)).meta.nextCursor)}`;
    const marked = async (url: string, mark: string) =>
      (await get(url)).data.some((x: { creator: string }) => x.creator === mark);
    assert.deepEqual(
      (await get(second)).data.map((x: { detectedAt: string }) => x.detectedAt.slice(0, 10)),
      ['2025-03-09', '2025-03-08', '2025-03-07'],
    );
    // Cached now: each read once more after a look that saw the writes above.
    for (const url of [first, second, first, second]) await get(url);
    let mark = await markItems(archive.channelId);
    // Detections written now, of this creator and of another: neither page can show them.
    await detectedOn(new Date().toISOString());
    await sponsorOnNewVideo(otherCreator.channelId, brand.id);
    assert.equal(await marked(first, mark), false, 'a detection written now dropped a page of March');
    assert.equal(await marked(second, mark), false, 'a detection written now dropped a page after a cursor');
    // One among the second page's days, not the first's.
    await detectedOn('2025-03-08T06:00:00.000Z');
    assert.equal(await marked(second, mark), true, 'a detection of March 8 kept the page of March 7 to 9');
    assert.equal(await marked(first, mark), false, 'a detection of March 8 dropped the page of March 10 to 12');
    await detectedOn('2025-03-20T00:00:00.000Z', otherCreator.channelId, brand.id);
    assert.equal(await marked(first, mark), true, 'a detection of March 20 kept the page up to April 1');
    // A change of a row a page shows, and its removal.
    mark = await markItems(archive.channelId);
    await exec(sql`update sponsorships set type = 'Affiliate' where id = ${rows[6].id}::uuid`);
    assert.equal(await marked(second, mark), true, 'a changed row of March 7 kept its page');
    mark = await markItems(archive.channelId);
    await exec(sql`delete from sponsorships where id = ${rows[7].id}::uuid`);
    assert.equal(await marked(second, mark), true, 'a removed row kept its page');
  });

  test('a brand’s and a creator’s pages of past days, and pages of publication days: kept through writes of other days, fresh after one of theirs', async () => {
    const vault = await insertCreator(t.db, { title: 'Vault Reviews' });
    const gear = await insertBrand(t.db, { name: 'Harbor Gear' });
    const sponsored = async (o: {
      detectedAt?: string;
      publishedAt?: string;
      channelId?: string;
      brandId?: string;
    }) => {
      const v = await insertVideo(t.db, o.channelId ?? vault.channelId, { publishedAt: o.publishedAt });
      const s = await insertSponsorship(t.db, {
        videoId: v.videoId,
        brandId: o.brandId ?? gear.id,
        detectedAt: o.detectedAt,
      });
      return { ...s, videoId: v.videoId };
    };
    for (let d = 1; d <= 4; d++)
      await sponsored({
        detectedAt: `2025-05-0${d}T12:00:00.000Z`,
        publishedAt: `2024-02-0${d}T08:00:00.000Z`,
      });
    const range = 'detectedAfter=2025-05-01T00:00:00.000Z&detectedBefore=2025-05-10T00:00:00.000Z';
    const pages = {
      brandInMay: `/v1/sponsorships?brandId=${gear.id}&${range}`,
      creatorInMayByViews: `/v1/sponsorships?channelId=${vault.channelId}&${range}&order=-viewCount`,
      anyInMayByPublication: `/v1/sponsorships?${range}&order=-publishedAt`,
      publishedInFebruary: `/v1/sponsorships?publishedAfter=2024-02-01T00:00:00.000Z&publishedBefore=2024-02-15T00:00:00.000Z`,
      brandPublishedInFebruary: `/v1/sponsorships?brandId=${gear.id}&publishedAfter=2024-02-01T00:00:00.000Z&publishedBefore=2024-02-15T00:00:00.000Z&order=-publishedAt`,
    };
    const marked = async (url: string, mark: string) =>
      (await get(url)).data.some((x: { creator: string }) => x.creator === mark);
    for (const url of Object.values(pages)) assert.equal((await get(url)).data.length, 4, url);
    // Cached now: each read once more after a look that saw the writes above.
    for (const url of [...Object.values(pages), ...Object.values(pages)]) await get(url);
    let mark = await markItems(vault.channelId);
    // Detections written now, of this brand and creator, of videos published now: no page can show them.
    await sponsored({});
    await sponsored({ channelId: otherCreator.channelId });
    for (const [name, url] of Object.entries(pages))
      assert.equal(await marked(url, mark), false, `${name}: a detection written now dropped it`);
    // A detection of another creator and brand on one of May's days: the pages of May are fresh, February's kept.
    await sponsored({ detectedAt: '2025-05-07T00:00:00.000Z', channelId: otherCreator.channelId, brandId: brand.id });
    for (const name of ['brandInMay', 'creatorInMayByViews', 'anyInMayByPublication'] as const)
      assert.equal(await marked(pages[name], mark), true, `${name}: a detection of May 7 kept it`);
    for (const name of ['publishedInFebruary', 'brandPublishedInFebruary'] as const)
      assert.equal(await marked(pages[name], mark), false, `${name}: a detection of May 7 dropped it`);
    assert.equal((await get(pages.anyInMayByPublication)).data.length, 5);
    // A sponsorship of a video published on February 10, detected now: February's pages are fresh.
    mark = await markItems(vault.channelId);
    const late = await sponsored({ publishedAt: '2024-02-10T00:00:00.000Z' });
    for (const name of ['publishedInFebruary', 'brandPublishedInFebruary'] as const) {
      assert.equal(await marked(pages[name], mark), true, `${name}: a sponsorship published on February 10 kept it`);
      assert.equal((await get(pages[name])).data.length, 5);
    }
    // A video's publication moved out of the range: its sponsorship leaves February's pages.
    mark = await markItems(vault.channelId);
    await exec(sql`update videos set published_at = '2023-07-01T00:00:00Z' where video_id = ${late.videoId}`);
    assert.equal(await marked(pages.publishedInFebruary, mark), true, 'a publication moved out kept the page');
    assert.equal((await get(pages.publishedInFebruary)).data.length, 4);
  });

  test('pages of one type (a brand’s, a creator’s, all): kept through sponsorships of other types, fresh after one of theirs', async () => {
    const den = await insertCreator(t.db, { title: 'Den of Deals' });
    const kite = await insertBrand(t.db, { name: 'Kite Supply' });
    const sponsored = async (type: string, channelId = den.channelId, brandId = kite.id) => {
      const v = await insertVideo(t.db, channelId);
      return insertSponsorship(t.db, { videoId: v.videoId, brandId, type });
    };
    const first = await sponsored('Dedicated');
    const pages = {
      brand: `/v1/sponsorships?brandId=${kite.id}&type=Dedicated`,
      creator: `/v1/sponsorships?channelId=${den.channelId}&type=Dedicated&order=-viewCount`,
      all: `/v1/sponsorships?type=Dedicated&limit=200`,
    };
    const marked = async (url: string, mark: string) =>
      (await get(url)).data.some((x: { creator: string }) => x.creator === mark);
    for (const url of [...Object.values(pages), ...Object.values(pages), ...Object.values(pages)]) await get(url);
    let mark = await markItems(den.channelId);
    // Of this brand and creator, of other types; and a change of a row of another type.
    const other = await sponsored('Integration');
    await sponsored('Affiliate');
    await exec(sql`update sponsorships set type = 'Free Product' where id = ${other.id}::uuid`);
    for (const [name, url] of Object.entries(pages))
      assert.equal(await marked(url, mark), false, `${name}: a sponsorship of another type dropped it`);
    // One of another brand and creator, of the type: only the page of every Dedicated sponsorship is fresh.
    await sponsored('Dedicated', otherCreator.channelId, brand.id);
    assert.equal(await marked(pages.all, mark), true, 'a Dedicated sponsorship kept the page of the type');
    assert.equal(await marked(pages.brand, mark), false, 'another brand’s Dedicated sponsorship dropped the brand’s');
    assert.equal(await marked(pages.creator, mark), false, 'another creator’s dropped the creator’s');
    // A row of this brand and creator changing into the type, then out of it.
    for (const [type, count] of [
      ['Dedicated', 2],
      ['Affiliate', 1],
    ] as const) {
      mark = await markItems(den.channelId);
      await exec(sql`update sponsorships set type = ${type} where id = ${other.id}::uuid`);
      for (const [name, url] of Object.entries(pages)) {
        assert.equal(await marked(url, mark), true, `${name}: a row changed to ${type} kept it`);
        if (name !== 'all') assert.equal((await get(url)).data.length, count, name);
      }
    }
    assert.deepEqual(
      (await get(pages.brand)).data.map((x: { id: string }) => x.id),
      [first.id],
    );
  });

  test('a brand’s and a creator’s pages in view order: kept through sponsorships of fewer views, fresh after one of their magnitudes', async () => {
    const loud = await insertCreator(t.db, { title: 'Loud Reviews' });
    const pebble = await insertBrand(t.db, { name: 'Pebble Audio' });
    const sponsored = async (views: number, channelId = loud.channelId, brandId = pebble.id) => {
      const v = await insertVideo(t.db, channelId);
      await exec(sql`update videos set view_count = ${views} where video_id = ${v.videoId}`);
      return { ...(await insertSponsorship(t.db, { videoId: v.videoId, brandId })), videoId: v.videoId };
    };
    const rows = [];
    for (const views of [5_000_000, 2_000_000, 900_000, 300_000, 40_000]) rows.push(await sponsored(views));
    const views = (body: { data: { viewCount: number }[] }) => body.data.map((x) => x.viewCount);
    const first = `/v1/sponsorships?brandId=${pebble.id}&order=-viewCount&limit=2`;
    const firstBody = await get(first);
    assert.deepEqual(views(firstBody), [5_000_000, 2_000_000]);
    const pages = {
      first,
      second: `${first}&cursor=${encodeURIComponent(firstBody.meta.nextCursor)}`,
      creator: `/v1/sponsorships?channelId=${loud.channelId}&order=-viewCount&limit=2`,
    };
    assert.deepEqual(views(await get(pages.second)), [900_000, 300_000]);
    const marked = async (url: string, mark: string) =>
      (await get(url)).data.some((x: { creator: string }) => x.creator === mark);
    for (const url of [...Object.values(pages), ...Object.values(pages), ...Object.values(pages)]) await get(url);
    let mark = await markItems(loud.channelId);
    // New sponsorships of the brand and the creator with five-digit views: neither page can show them.
    await sponsored(12_345);
    for (const [name, url] of Object.entries(pages))
      assert.equal(await marked(url, mark), false, `${name}: a sponsorship of 12,345 views dropped it`);
    // A count of the second page's magnitude changing: the second page is fresh, the first kept.
    await exec(sql`update videos set view_count = 350000 where video_id = ${rows[3].videoId}`);
    assert.equal(await marked(pages.second, mark), true, 'a count of the second page’s magnitude kept it');
    assert.equal(await marked(pages.first, mark), false, 'a six-digit count dropped the first page (seven digits up)');
    assert.deepEqual(views(await get(pages.second)), [900_000, 350_000]);
    // A sponsorship of seven-digit views: the first page and the creator's are fresh and show it.
    mark = await markItems(loud.channelId);
    await sponsored(3_000_000);
    assert.equal(await marked(pages.first, mark), true, 'a sponsorship of 3,000,000 views kept the first page');
    assert.deepEqual(views(await get(pages.first)), [5_000_000, 3_000_000]);
    assert.deepEqual(views(await get(pages.creator)), [5_000_000, 3_000_000]);
    // A count falling out of the page's magnitudes (the page's own row): it leaves the page.
    mark = await markItems(loud.channelId);
    await exec(sql`update videos set view_count = 10 where video_id = ${rows[0].videoId}`);
    assert.equal(await marked(pages.first, mark), true, 'a shown row falling to 10 views kept the first page');
    assert.deepEqual(views(await get(pages.first)), [3_000_000, 2_000_000]);
  });

  test('sponsorship searches: kept through sponsorships without the term, fresh after a write of one with it', async () => {
    const scouts = await insertCreator(t.db, { title: 'Wombat Scouts' });
    const lantern = await insertBrand(t.db, { name: 'Lantern Gear' });
    const sponsored = async (title: string, channelId = scouts.channelId, brandId = lantern.id) => {
      const v = await insertVideo(t.db, channelId, { title });
      return { ...(await insertSponsorship(t.db, { videoId: v.videoId, brandId })), videoId: v.videoId };
    };
    const shown = await sponsored('Night hike with a Kookaburra');
    // The term in capitals, as a user types it: the page's gram is its lowercase's.
    const url = `/v1/sponsorships?search=KOOKABURRA&limit=5`;
    const marked = async (mark: string) => (await get(url)).data.some((x: { creator: string }) => x.creator === mark);
    assert.deepEqual(
      (await get(url)).data.map((x: { id: string }) => x.id),
      [shown.id],
    );
    // Kept from its second read; the third reads it after a look that saw the writes above.
    await get(url);
    await get(url);
    let mark = await markItems(scouts.channelId);
    // Sponsorships whose documents lack the term: of the same creator and brand, of others; a change of one of them.
    const paddle = await sponsored('Morning paddle');
    await sponsorOnNewVideo(otherCreator.channelId, otherBrand.id);
    await exec(sql`update sponsorships set type = 'Affiliate' where id = ${paddle.id}::uuid`);
    assert.equal(await marked(mark), false, 'a sponsorship without the term dropped the page');
    // One holding it in its creator's title.
    const club = await insertCreator(t.db, { title: 'The Kookaburra Club' });
    await sponsored('Camp stove', club.channelId, otherBrand.id);
    assert.equal(await marked(mark), true, 'a new sponsorship holding the term kept the page');
    // A video renamed into the term: its sponsorship's document now holds it.
    mark = await markItems(scouts.channelId);
    await exec(sql`update videos set title = 'Kookaburra at dawn' where video_id = ${paddle.videoId}`);
    assert.equal(await marked(mark), true, 'a sponsorship renamed into the term kept the page');
    assert.equal((await get(url)).data.length, 3);
    // And out of it: the old document held the term.
    mark = await markItems(scouts.channelId);
    await exec(sql`update videos set title = 'Morning paddle' where video_id = ${paddle.videoId}`);
    assert.equal(await marked(mark), true, 'a sponsorship renamed out of the term kept the page');
    assert.equal((await get(url)).data.length, 2);
    // A change of a row the page shows, and its removal.
    await exec(sql`update sponsorships set type = 'Dedicated' where id = ${shown.id}::uuid`);
    assert.equal(
      (await get(url)).data.find((x: { id: string }) => x.id === shown.id)?.type,
      'Dedicated',
      'a changed row kept its page',
    );
    await exec(sql`delete from sponsorships where id = ${shown.id}::uuid`);
    assert.deepEqual(
      (await get(url)).data.map((x: { channelId: string }) => x.channelId),
      [club.channelId],
    );
  });
});
