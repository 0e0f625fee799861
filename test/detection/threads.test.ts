// @store-independent (detection threads take no database)
// Detection on worker threads (DETECTION_THREADS): the same findings and summaries as on the event loop, a new
// catalog reaching a thread that held an older one, a dead thread failing its jobs and being replaced, and a
// closed pool refusing work.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { BrandCatalog, type CatalogBrand } from '../../src/detection/catalog.js';
import type { DetectionInput } from '../../src/detection/detect.js';
import { CATALOGS_HELD, DetectionPool, detectOnLoop, type ThreadRequest } from '../../src/detection/threads.js';

const SET = path.join(import.meta.dirname, '../fixtures/eval-sixth');

function lines<T>(file: string): T[] {
  return fs
    .readFileSync(path.join(SET, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

const brands: CatalogBrand[] = lines<{
  name: string;
  domains: string[];
  shorteners?: string[];
  referralLinks?: string[];
  kind?: string;
}>('brands.jsonl').map((b, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: b.name,
  kind: b.kind ?? null,
  domains: b.domains,
  shorteners: b.shorteners ?? [],
  referralLinks: b.referralLinks ?? [],
}));

const inputs: DetectionInput[] = lines<{
  id: string;
  snippet: { title: string; description: string };
  paidProductPlacementDetails?: { hasPaidProductPlacement?: boolean };
}>('videos.jsonl').map((v) => ({
  videoId: v.id,
  title: v.snippet.title,
  description: v.snippet.description,
  transcript: null,
  includesPaidPromotion: v.paidProductPlacementDetails?.hasPaidProductPlacement ?? false,
  durationSeconds: null,
  channel: { title: null, handle: null, shorteners: [] },
}));

test('threads find what the event loop finds, video for video, across batches and threads', async () => {
  const catalog = new BrandCatalog(brands);
  const expected = await detectOnLoop.detect(inputs, catalog);
  assert.ok(expected.filter((d) => d.found.length).length > 100, 'the set has sponsorships to find');
  const pool = new DetectionPool(2);
  try {
    const batches = [];
    for (let i = 0; i < inputs.length; i += 40) batches.push(inputs.slice(i, i + 40));
    // Sent at once: both threads take batches, each built its catalog from what it was sent.
    const got = (await Promise.all(batches.map((b) => pool.detect(b, catalog)))).flat();
    assert.deepEqual(got, expected);
  } finally {
    await pool.close();
  }
});

test('a thread holding an older catalog is sent the new one', async () => {
  const video = inputs.find((v) => v.description.includes('nyxcosmetics.com'))!;
  const without = new BrandCatalog(brands.filter((b) => !b.domains.includes('nyxcosmetics.com')));
  const withNyx = new BrandCatalog(brands);
  const nyx = brands.find((b) => b.domains.includes('nyxcosmetics.com'))!;
  const pool = new DetectionPool(1);
  try {
    const [before] = await pool.detect([video], without);
    const [after] = await pool.detect([video], withNyx);
    const [again] = await pool.detect([video], without);
    assert.equal(before.found.find((d) => d.domain === 'nyxcosmetics.com')?.brandId ?? null, null);
    assert.equal(after.found.find((d) => d.domain === 'nyxcosmetics.com')?.brandId, nyx.id);
    assert.deepEqual(again, before);
  } finally {
    await pool.close();
  }
});

test('a thread keeps the last catalogs it was sent: operations taking turns send their brands once', async () => {
  const video = inputs.find((v) => v.description.includes('nyxcosmetics.com'))!;
  const without = new BrandCatalog(brands.filter((b) => !b.domains.includes('nyxcosmetics.com')));
  const withNyx = new BrandCatalog(brands);
  const [before] = await detectOnLoop.detect([video], without);
  const [after] = await detectOnLoop.detect([video], withNyx);
  assert.notDeepEqual(after, before, 'the catalogs tell the video apart');
  const pool = new DetectionPool(1);
  try {
    assert.deepEqual((await pool.detect([video], without))[0], before);
    const worker = (pool as unknown as { threads: { worker: { postMessage(m: ThreadRequest): void } }[] }).threads[0]
      .worker;
    const sent: boolean[] = [];
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (m) => (sent.push(!!m.brands), post(m));
    // Two operations' batches taking turns on one thread: each catalog's brands go once.
    for (let i = 0; i < 3; i++) {
      assert.deepEqual((await pool.detect([video], withNyx))[0], after);
      assert.deepEqual((await pool.detect([video], without))[0], before);
    }
    assert.deepEqual(sent, [true, false, false, false, false, false]);
    // Once more catalogs than it keeps have been used since, the oldest is sent again.
    for (let i = 0; i < CATALOGS_HELD; i++) await pool.detect([video], new BrandCatalog(brands));
    sent.length = 0;
    assert.deepEqual((await pool.detect([video], without))[0], before);
    assert.deepEqual(sent, [true]);
  } finally {
    await pool.close();
  }
});

test('a thread that dies fails its jobs, and the next batch runs on a new one', async () => {
  const catalog = new BrandCatalog(brands);
  const pool = new DetectionPool(1);
  try {
    const [first] = await pool.detect(inputs.slice(0, 1), catalog);
    const thread = (pool as unknown as { threads: { worker: { terminate(): Promise<number> } }[] }).threads[0];
    const pending = pool.detect(inputs, catalog);
    await thread.worker.terminate();
    await assert.rejects(pending, /detection thread exited/);
    const [again] = await pool.detect(inputs.slice(0, 1), catalog);
    assert.deepEqual(again, first);
  } finally {
    await pool.close();
  }
});

test('a closed pool refuses work; an empty batch needs no thread', async () => {
  const pool = new DetectionPool(1);
  assert.deepEqual(await pool.detect([], new BrandCatalog(brands)), []);
  await pool.close();
  await assert.rejects(pool.detect(inputs.slice(0, 1), new BrandCatalog(brands)), /closed/);
  assert.throws(() => new DetectionPool(0), /at least one thread/);
});

test('[review 30.7] a stopped batch ends between two videos: on a thread and on the event loop', async () => {
  const catalog = new BrandCatalog(brands);
  const pool = new DetectionPool(1);
  try {
    const stop = new AbortController();
    const pending = pool.detect(inputs, catalog, stop.signal);
    stop.abort(new Error('operation canceled'));
    await assert.rejects(pending, /operation canceled/);
    // The thread stopped its job and serves the next one.
    assert.deepEqual(
      await pool.detect(inputs.slice(0, 3), catalog),
      await detectOnLoop.detect(inputs.slice(0, 3), catalog),
    );
  } finally {
    await pool.close();
  }
  // On the loop: a signal aborted during the first video (its first look at the catalog) stops before the second.
  const stop = new AbortController();
  const counting = new Proxy(catalog, {
    get(target, prop, receiver) {
      if (!stop.signal.aborted) stop.abort(new Error('canceled mid-batch'));
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await assert.rejects(detectOnLoop.detect(inputs.slice(0, 20), counting, stop.signal), /canceled mid-batch/);
});
