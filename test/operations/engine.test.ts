// The operations engine against a real database: claim, lease, heartbeat, finish, cancel, and the
// guarantees that an operation is never lost, never finished twice, and has exactly one terminal event.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { withRelaxedCommit, type Store } from '../../src/db/database.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import {
  cancelOperation,
  claimOperations,
  createOperation,
  finishOperation,
  getOperation,
  heartbeat,
  type OperationRow,
} from '../../src/operations/queue.js';
import { KINDS, publicKinds } from '../../src/operations/kinds/index.js';
import { OperationWorker } from '../../src/operations/worker.js';
import { waitFor } from '../helpers/app.js';
import { insertBrand, insertCreator, insertVideo } from '../helpers/factories.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
let accountId: string;
before(async () => {
  store = await createTestStore();
  accountId = (await findOrCreateAccount(store.db, 'engine')).id;
});
after(() => store.close());

const callback = {
  origin: 'https://hooks.example.com',
  urlSealed: 'sealed-url',
  events: ['progress', 'terminal'] as ('progress' | 'terminal')[],
  format: 'event' as const,
  secretSealed: null,
  tokenSealed: null,
};

async function newOp(withCallback = true) {
  const { row } = await createOperation(store.db, {
    accountId,
    kind: 'brand-discovery',
    input: { brandId: '00000000-0000-4000-8000-000000000000' },
    callback: withCallback ? callback : null,
    idempotencyKey: null,
    requestHash: null,
  });
  return row;
}

async function events(opId: string) {
  return (
    await sql<{
      type: string;
      terminal: boolean;
    }>`select type, terminal from webhook_events where operation_id = ${opId}::uuid order by occurred_at`.execute(
      store.db,
    )
  ).rows;
}

async function deliveries(opId: string) {
  return (
    await sql<{
      event_type: string;
    }>`select event_type from webhook_deliveries where operation_id = ${opId}::uuid`.execute(store.db)
  ).rows;
}

async function drainQueue() {
  // Other tests' leftovers must not be claimed by the claims below.
  await sql`update operations set status = 'canceled', completed_at = now() where status in ('queued', 'running')`.execute(
    store.db,
  );
}

test('a claimed operation is leased to one owner; a second claim gets nothing', async () => {
  await drainQueue();
  const op = await newOp();
  const a = await claimOperations(store.db, 'worker-a', 10, 60_000);
  const b = await claimOperations(store.db, 'worker-b', 10, 60_000);
  assert.deepEqual(
    a.map((o) => o.id),
    [op.id],
  );
  assert.equal(b.length, 0);
  assert.equal(a[0].status, 'running');
  assert.equal(a[0].attempt, 1);
  assert.ok(a[0].started_at);
});

test('an expired lease is claimed again, and the stale owner can neither heartbeat nor finish', async () => {
  await drainQueue();
  const op = await newOp();
  const [first] = await claimOperations(store.db, 'stale', 1, 50);
  assert.equal(first.id, op.id);
  // Claimable again once the database's clock has passed the lease (a wait on the fact, not on a guess of it).
  const [again] = await waitFor(async () => {
    const got = await claimOperations(store.db, 'fresh', 1, 60_000);
    return got.length ? got : null;
  });
  assert.equal(again.id, op.id);
  assert.equal(again.attempt, 2);
  assert.deepEqual(
    await heartbeat(
      store.db,
      op.id,
      'stale',
      60_000,
      { progress: { current: 1, total: 2, percent: 50, phase: 'x', message: '' } },
      0,
    ),
    { held: false },
  );
  assert.equal(
    await finishOperation(store.db, op.id, {
      status: 'succeeded',
      output: { stale: true },
      owner: 'stale',
      from: ['running'],
    }),
    null,
  );
  const done = await finishOperation(store.db, op.id, {
    status: 'succeeded',
    output: { ok: 1 },
    owner: 'fresh',
    from: ['running'],
  });
  assert.equal(done?.status, 'succeeded');
  assert.deepEqual((await getOperation(store.db, op.id))?.output, { ok: 1 });
  assert.deepEqual(
    (await events(op.id)).filter((e) => e.terminal).map((e) => e.type),
    ['operation.succeeded'],
  );
});

test('progress events are coalesced and none follow the terminal event', async () => {
  await drainQueue();
  const op = await newOp();
  await claimOperations(store.db, 'w', 1, 60_000);
  const p = (current: number) => ({ current, total: 10, percent: current * 10, phase: 'x', message: '' });
  for (let i = 1; i <= 5; i++) await heartbeat(store.db, op.id, 'w', 60_000, { progress: p(i) }, 60_000);
  assert.equal(
    (await events(op.id)).filter((e) => e.type === 'operation.progress').length,
    1,
    'one progress event in the window',
  );
  await finishOperation(store.db, op.id, { status: 'succeeded', output: {}, owner: 'w', from: ['running'] });
  await heartbeat(store.db, op.id, 'w', 60_000, { progress: p(9) }, 0);
  const evs = await events(op.id);
  assert.equal(evs[evs.length - 1].type, 'operation.succeeded');
  assert.equal(evs.filter((e) => e.type === 'operation.progress').length, 1);
  assert.deepEqual((await deliveries(op.id)).map((d) => d.event_type).sort(), [
    'operation.progress',
    'operation.succeeded',
  ]);
});

test('cancel: queued at once; running at its next heartbeat; terminal is refused', async () => {
  await drainQueue();
  const queued = await newOp();
  const c1 = await cancelOperation(store.db, queued.id);
  assert.equal(c1?.status, 'canceled');
  assert.equal((await events(queued.id)).filter((e) => e.terminal).length, 1);
  assert.equal(await cancelOperation(store.db, queued.id), null, 'a terminal operation cannot be canceled');

  const running = await newOp();
  await claimOperations(store.db, 'w', 1, 60_000);
  const c2 = await cancelOperation(store.db, running.id);
  assert.equal(c2?.status, 'running');
  assert.ok(c2?.cancel_requested_at);
  const hb = await heartbeat(store.db, running.id, 'w', 60_000, {}, 0);
  assert.deepEqual(hb, { held: true, cancelRequested: true });
});

test('a cancel racing a finish yields one terminal status and one terminal event', async () => {
  await drainQueue();
  for (let i = 0; i < 20; i++) {
    const op = await newOp();
    await claimOperations(store.db, 'racer', 1, 60_000);
    // The cancel path finishes directly only from queued; from running it flags. Race the direct finishers.
    const results = await Promise.all([
      finishOperation(store.db, op.id, { status: 'succeeded', output: {}, owner: 'racer', from: ['running'] }),
      finishOperation(store.db, op.id, {
        status: 'canceled',
        error: { code: 'canceled', message: 'x' },
        from: ['running'],
      }),
      finishOperation(store.db, op.id, {
        status: 'failed',
        error: { code: 'boom', message: 'x' },
        owner: 'racer',
        from: ['running'],
      }),
    ]);
    assert.equal(results.filter(Boolean).length, 1, 'exactly one finisher wins');
    const terminal = (await events(op.id)).filter((e) => e.terminal);
    assert.equal(terminal.length, 1);
    const final = await getOperation(store.db, op.id);
    assert.equal(`operation.${final!.status}`, terminal[0].type);
  }
});

test('the unique index refuses a second terminal event even from a buggy writer', async () => {
  await drainQueue();
  const op = await newOp();
  await cancelOperation(store.db, op.id);
  await assert.rejects(
    sql`insert into webhook_events (operation_id, type, terminal, operation) values (${op.id}::uuid, 'operation.succeeded', true, '{}')`.execute(
      store.db,
    ),
  );
});

test('a worker runs a sponsor-detection end to end and reports it terminal once', async () => {
  await drainQueue();
  const c = await insertCreator(store.db);
  await insertBrand(store.db, { name: 'Brilliant', domains: ['brilliant.org'] });
  const v = await insertVideo(store.db, c.channelId, {
    description: 'This video is sponsored by Brilliant. Try it free at https://brilliant.org/maths for 30 days.',
  });
  const { row } = await createOperation(store.db, {
    accountId,
    kind: 'sponsor-detection',
    input: { videoYoutubeIds: [v.videoId, 'missing-video'] },
    callback: null,
    idempotencyKey: null,
    requestHash: null,
  });
  const terminal: string[] = [];
  const worker = new OperationWorker(store, {
    concurrency: 2,
    leaseMs: 5_000,
    pollMs: 50,
    progressEventMs: 0,
    maxAttempts: 3,
    kinds: publicKinds(),
    onTerminal: (id) => terminal.push(id),
  });
  await worker.start();
  const op: OperationRow | null = await waitFor(async () => {
    const got = await getOperation(store.db, row.id);
    return got?.completed_at ? got : null;
  });
  await worker.stop();
  assert.equal(op?.status, 'succeeded');
  assert.deepEqual(terminal, [row.id]);
  const output = op!.output as {
    videos: { videoId: string; status: string; sponsorships: unknown[] }[];
    summary: Record<string, number>;
  };
  assert.deepEqual(
    output.videos.map((x) => [x.videoId, x.status]),
    [
      [v.videoId, 'processed'],
      ['missing-video', 'not-found'],
    ],
  );
  assert.equal(output.videos[0].sponsorships.length, 1);
  assert.deepEqual(op!.progress, { current: 2, total: 2, percent: 100, phase: 'done', message: '' });
  const state = await sql<{
    processing_state: string;
  }>`select processing_state from videos where video_id = ${v.videoId}`.execute(store.db);
  assert.equal(state.rows[0].processing_state, 'processed');
});

test('an operation that keeps crashing its workers fails with attempts_exhausted instead of looping', async () => {
  await drainQueue();
  const op = await newOp(false);
  await sql`update operations set attempt = 3 where id = ${op.id}::uuid`.execute(store.db);
  const worker = new OperationWorker(store, {
    concurrency: 1,
    leaseMs: 5_000,
    pollMs: 50,
    progressEventMs: 0,
    maxAttempts: 3,
    kinds: publicKinds(),
  });
  await worker.start();
  const row: OperationRow | null = await waitFor(async () => {
    const got = await getOperation(store.db, op.id);
    return got?.completed_at ? got : null;
  });
  await worker.stop();
  assert.equal(row?.status, 'failed');
  assert.equal(row?.error?.code, 'attempts_exhausted');
});

test('an operation whose work ends with the abort at shutdown goes back to the queue instead of failing', async () => {
  await drainQueue();
  const op = await newOp(false);
  let started!: () => void;
  const running = new Promise<void>((r) => (started = r));
  // As a fetch does: the awaited call rejects with the signal's reason (an AbortError), not with the worker's own stop.
  const kind = {
    ...KINDS['brand-discovery'],
    run: (_input: unknown, ctx: { signal: AbortSignal }) =>
      new Promise((_resolve, reject) => {
        started();
        ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason), { once: true });
      }),
  };
  const worker = new OperationWorker(store, {
    concurrency: 1,
    leaseMs: 5_000,
    pollMs: 50,
    progressEventMs: 0,
    maxAttempts: 3,
    kinds: { 'brand-discovery': kind } as never,
  });
  await worker.start();
  await running;
  await worker.stop(0);
  const row = await getOperation(store.db, op.id);
  assert.equal(row?.status, 'queued', JSON.stringify(row?.error));
  assert.equal(row?.completed_at, null);
});

test('claimers racing over many operations never claim one twice, and claim them all', async () => {
  await drainQueue();
  const ids = new Set<string>();
  for (let i = 0; i < 60; i++) ids.add((await newOp(false)).id);
  const claimedBy = new Map<string, string>();
  const dupes: string[] = [];
  await Promise.all(
    ['a', 'b', 'c', 'd'].map(async (w) => {
      for (;;) {
        const got = await claimOperations(store.db, w, 3, 60_000);
        if (!got.length) return;
        for (const o of got) {
          if (claimedBy.has(o.id)) dupes.push(o.id);
          claimedBy.set(o.id, w);
        }
      }
    }),
  );
  assert.deepEqual(dupes, []);
  assert.deepEqual([...claimedBy.keys()].sort(), [...ids].sort());
});

test('intermediate writes commit without waiting for the disk, and only they do: the setting ends with their transaction', async () => {
  const setting = async (db: Parameters<typeof withRelaxedCommit>[0]) =>
    (await sql<{ s: string }>`select current_setting('synchronous_commit') as s`.execute(db)).rows[0].s;
  assert.equal(await setting(store.db), 'on');
  assert.equal(await withRelaxedCommit(store.db, (trx) => setting(trx)), 'off');
  // Every pooled connection afterwards, the one the relaxed transaction used included, commits synchronously
  // again: the terminal write of an operation must reach the disk before it is acknowledged.
  const after = await Promise.all(Array.from({ length: 8 }, () => setting(store.db)));
  assert.deepEqual(after, Array(8).fill('on'));
  // A relaxed write is an ordinary transaction otherwise: what it wrote is there, what it failed on is not.
  const op = await newOp(false);
  await assert.rejects(
    withRelaxedCommit(store.db, async (trx) => {
      await sql`update operations set progress = progress || '{"phase": "half"}' where id = ${op.id}::uuid`.execute(
        trx,
      );
      throw new Error('boom');
    }),
  );
  assert.notEqual((await getOperation(store.db, op.id))?.progress.phase, 'half');
});
