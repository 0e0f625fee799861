// Cancel that keeps what was done: a running brand-discovery or sponsor-detection sees a cancel at its next batch
// (not after scanning everything), stops there, and ends canceled with the output of the batches it finished,
// readable from GET …/result with `partial: true`; the operation's `result` and its terminal event say so.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { operationJson } from '../../src/operations/present.js';
import { cancelOperation, createOperation, getOperation, type OperationRow } from '../../src/operations/queue.js';
import { operationResult } from '../../src/operations/service.js';
import { publicKinds } from '../../src/operations/kinds/index.js';
import { OperationWorker } from '../../src/operations/worker.js';
import { detectOnLoop, type Detector } from '../../src/detection/threads.js';
import { insertBrand, insertCreator } from '../helpers/factories.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
let accountId: string;
let worker: OperationWorker | null = null;

before(async () => {
  store = await createTestStore();
  accountId = (await findOrCreateAccount(store.db, 'cancel-partial')).id;
});
beforeEach(async () => {
  await sql`update operations set status = 'canceled', completed_at = now() where status in ('queued', 'running')`.execute(
    store.db,
  );
});
after(async () => {
  await worker?.stop();
  await store.close();
});

/** `count` sponsored videos of one creator, ids `${prefix}0000`… in order. */
async function sponsoredVideos(prefix: string, count: number, domain: string): Promise<string[]> {
  const c = await insertCreator(store.db);
  const ids = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  await sql`insert into videos (video_id, channel_id, platform, format, title, description, published_at, processing_state)
    select id, ${c.channelId}, 'youtube', 'video', 'Video ' || id,
      'This video is sponsored by Brilliant. Try it free for 30 days at https://' || ${domain} || '/maths',
      now(), 'not-processed'
    from unnest(${ids}::text[]) id`.execute(store.db);
  return ids;
}

/** Detection on the event loop that cancels the operation when its `cancelOn`th batch starts. */
function cancelingDetector(cancelOn: number, opId: () => string): { detector: Detector; calls: () => number } {
  let calls = 0;
  return {
    calls: () => calls,
    detector: {
      async detect(inputs, catalog, signal) {
        if (++calls === cancelOn) await cancelOperation(store.db, opId());
        return detectOnLoop.detect(inputs, catalog, signal);
      },
    },
  };
}

async function runUntilTerminal(
  kind: 'brand-discovery' | 'sponsor-detection',
  input: unknown,
  detector: Detector,
  set: (id: string) => void,
) {
  const { row } = await createOperation(store.db, {
    accountId,
    kind,
    input,
    callback: null,
    idempotencyKey: null,
    requestHash: null,
  });
  set(row.id);
  const ended = new Promise<void>((resolve) => {
    worker = new OperationWorker(store, {
      concurrency: 1,
      // Long: the cancel is seen at a batch boundary, not by a lease renewal meanwhile.
      leaseMs: 120_000,
      pollMs: 50,
      progressEventMs: 0,
      maxAttempts: 3,
      kinds: publicKinds({ detector }),
      onTerminal: (id) => id === row.id && resolve(),
    });
  });
  await worker!.start();
  await ended;
  await worker!.stop();
  worker = null;
  return (await getOperation(store.db, row.id)) as OperationRow;
}

async function terminalEvent(opId: string) {
  return (
    await sql<{
      operation: { status: string; result: unknown };
    }>`select operation from webhook_events where operation_id = ${opId}::uuid and terminal`.execute(store.db)
  ).rows[0].operation;
}

test('[review 30.13] brand-discovery canceled at its second detection batch stops there and keeps what it found', async () => {
  const domain = 'brilliant-partial.org';
  const brand = await insertBrand(store.db, { name: 'Brilliant Partial', domains: [domain] });
  await sponsoredVideos('bd', 350, domain);
  let id = '';
  const c = cancelingDetector(2, () => id);
  const op = await runUntilTerminal('brand-discovery', { brandId: brand.id }, c.detector, (x) => (id = x));

  assert.equal(op.status, 'canceled');
  assert.equal(c.calls(), 2, 'no detection batch started after the cancel (350 candidates are 4 batches)');
  assert.deepEqual(operationJson(op).result, { ref: `/v1/operations/${op.id}/result`, partial: true });
  const result = await operationResult(store.db, accountId, op.id);
  assert.equal(result.partial, true);
  const output = result.output as { videos: { videoId: string }[]; summary: { videos: number } };
  // Both finished batches (100 candidates each) wrote their sponsorships; the output lists exactly those.
  assert.equal(output.videos.length, 200);
  assert.equal(output.summary.videos, 200);
  const stored = await sql<{
    n: number;
  }>`select count(*)::int as n from sponsorships where brand_id = ${brand.id}::uuid`.execute(store.db);
  assert.equal(stored.rows[0].n, 200);
  assert.deepEqual(await terminalEvent(op.id), {
    ...(await terminalEvent(op.id)),
    status: 'canceled',
    result: { ref: `/v1/operations/${op.id}/result`, partial: true },
  });
});

test('[review 30.13] sponsor-detection canceled during its second batch keeps the outcomes of the batches done', async () => {
  const domain = 'brilliant-detect.org';
  await insertBrand(store.db, { name: 'Brilliant Detect', domains: [domain] });
  const ids = await sponsoredVideos('sd', 10, domain); // batches of 2
  let id = '';
  const c = cancelingDetector(2, () => id);
  const op = await runUntilTerminal('sponsor-detection', { videoYoutubeIds: ids }, c.detector, (x) => (id = x));

  assert.equal(op.status, 'canceled');
  assert.equal(c.calls(), 2);
  const result = await operationResult(store.db, accountId, op.id);
  assert.equal(result.partial, true);
  const output = result.output as {
    videos: { videoId: string; status: string; sponsorships: unknown[] }[];
    summary: { requested: number; processed: number };
  };
  assert.deepEqual(
    output.videos.map((v) => v.videoId),
    ids.slice(0, 4),
  );
  assert.ok(output.videos.every((v) => v.status === 'processed' && v.sponsorships.length === 1));
  assert.deepEqual(output.summary, { ...output.summary, requested: 10, processed: 4 });
});

test('[review 30.13] an operation canceled before it finished a batch has no partial result: 409 naming canceled', async () => {
  const domain = 'brilliant-none.org';
  await insertBrand(store.db, { name: 'Brilliant None', domains: [domain] });
  const ids = await sponsoredVideos('nn', 10, domain); // batches of 2
  let id = '';
  const c = cancelingDetector(1, () => id);
  const op = await runUntilTerminal('sponsor-detection', { videoYoutubeIds: ids }, c.detector, (x) => (id = x));
  assert.equal(op.status, 'canceled');
  // The first batch was written (the cancel came while it ran) and is kept: partial, one batch.
  const result = await operationResult(store.db, accountId, op.id);
  assert.equal((result.output as { videos: unknown[] }).videos.length, 2);

  // Canceled while queued: nothing ran, nothing to keep.
  const { row } = await createOperation(store.db, {
    accountId,
    kind: 'sponsor-detection',
    input: { videoYoutubeIds: ids },
    callback: null,
    idempotencyKey: null,
    requestHash: null,
  });
  await cancelOperation(store.db, row.id);
  assert.equal(operationJson((await getOperation(store.db, row.id))!).result, null);
  await assert.rejects(operationResult(store.db, accountId, row.id), (err: { code?: string; message: string }) => {
    assert.equal(err.code, 'conflict');
    assert.match(err.message, /canceled/);
    return true;
  });
});
