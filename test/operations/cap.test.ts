// The cap on running operations per account (MAX_RUNNING_OPERATIONS_PER_ACCOUNT), enforced in the claim: several
// workers never run more than the cap for one account, other accounts are not held up, the rest wait queued and
// run as slots free, a queued operation can still be canceled, and a dead worker's operations keep their slots
// only until they are claimed again, so no slot leaks.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import type { OperationKind } from '../../src/operations/kinds/kind.js';
import { cancelOperation, claimOperations, createOperation, getOperation } from '../../src/operations/queue.js';
import { OperationWorker } from '../../src/operations/worker.js';
import { waitFor } from '../helpers/app.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());

async function newOps(accountId: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { row } = await createOperation(store.db, {
      accountId,
      kind: 'brand-discovery',
      input: { brandId: '00000000-0000-4000-8000-000000000000' },
      callback: null,
      idempotencyKey: null,
      requestHash: null,
    });
    ids.push(row.id);
  }
  return ids;
}

async function statuses(accountId: string) {
  const rows = (
    await sql<{
      status: string;
      n: number;
    }>`select status, count(*)::int as n from operations where account_id = ${accountId}::uuid group by status`.execute(
      store.db,
    )
  ).rows;
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
}

const counted = async (accountId: string) =>
  (
    await sql<{ n: number }>`select running_operations as n from accounts where id = ${accountId}::uuid`.execute(
      store.db,
    )
  ).rows[0].n;

/** A kind that runs until the test lets it finish, and records how many of each account's run at once. */
function gatedKind() {
  const gates = new Map<string, () => void>();
  const now = new Map<string, number>();
  const most = new Map<string, number>();
  const kind: OperationKind = {
    name: 'brand-discovery',
    description: 'waits for the test',
    input: Type.Any(),
    async run(_input, ctx) {
      const n = (now.get(ctx.accountId) ?? 0) + 1;
      now.set(ctx.accountId, n);
      most.set(ctx.accountId, Math.max(most.get(ctx.accountId) ?? 0, n));
      try {
        await new Promise<void>((resolve, reject) => {
          gates.set(ctx.operationId, resolve);
          // On shutdown, stop the way a kind does: at a checkpoint, which throws.
          ctx.signal.addEventListener('abort', () => void ctx.checkpointNow().catch(reject));
        });
      } finally {
        now.set(ctx.accountId, (now.get(ctx.accountId) ?? 1) - 1);
      }
      return { ok: true };
    },
  };
  return { kind, gates, most };
}

test('two workers keep one account at the cap, run another account alongside, and start the queued ones as slots free', async () => {
  const a = (await findOrCreateAccount(store.db, 'capped')).id;
  const b = (await findOrCreateAccount(store.db, 'neighbour')).id;
  const opsA = await newOps(a, 5);
  const [opB] = await newOps(b, 1);
  const { kind, gates, most } = gatedKind();
  const opts = {
    concurrency: 4,
    leaseMs: 5_000,
    pollMs: 50,
    progressEventMs: 0,
    maxAttempts: 3,
    maxRunningPerAccount: 2,
    kinds: { 'brand-discovery': kind },
  };
  const workers = [new OperationWorker(store, opts), new OperationWorker(store, opts)];
  for (const w of workers) await w.start();
  try {
    await waitFor(async () => gates.size === 3);
    // Several claim rounds of both workers later, still two of five: the rest are queued, not refused.
    const rounds = workers.map((w) => w.claimRounds);
    await waitFor(async () => workers.every((w, i) => w.claimRounds >= rounds[i] + 3));
    assert.deepEqual(await statuses(a), { running: 2, queued: 3 });
    assert.deepEqual(await statuses(b), { running: 1 });
    assert.equal(gates.has(opB), true, 'the other account was not held up');
    assert.equal(await counted(a), 2);

    // A queued operation beyond the cap cancels as before: at once, and it never runs.
    const queued = opsA.filter((id) => !gates.has(id));
    const canceled = await cancelOperation(store.db, queued[queued.length - 1]);
    assert.equal(canceled?.status, 'canceled');

    // Letting operations finish one at a time starts the queued ones, never more than two at once.
    const finished = new Set<string>();
    while (finished.size < 5) {
      const next = [...gates.keys()].find((id) => !finished.has(id));
      if (!next) {
        await waitFor(async () => [...gates.keys()].some((id) => !finished.has(id)));
        continue;
      }
      finished.add(next);
      gates.get(next)!();
      await waitFor(async () => (await getOperation(store.db, next))?.status === 'succeeded');
    }
    for (const id of [...opsA.filter((id) => id !== canceled!.id), opB])
      assert.equal((await getOperation(store.db, id))?.status, 'succeeded');
    assert.equal(most.get(a), 2);
    assert.equal(most.get(b), 1);
    assert.equal(gates.has(canceled!.id), false, 'the canceled operation never ran');
    assert.equal(await counted(a), 0);
    assert.equal(await counted(b), 0);
  } finally {
    for (const g of gates.values()) g();
    await Promise.all(workers.map((w) => w.stop(1_000)));
  }
});

test('claimers racing over three accounts never exceed the cap of any', async () => {
  const accounts = await Promise.all(
    ['race-1', 'race-2', 'race-3'].map(async (n) => (await findOrCreateAccount(store.db, n)).id),
  );
  for (const acc of accounts) await newOps(acc, 8);
  await Promise.all(
    ['w1', 'w2', 'w3', 'w4'].map(async (w) => {
      for (let i = 0; i < 20; i++) {
        const got = await claimOperations(store.db, w, 2, 60_000, 2);
        if (!got.length) return;
      }
    }),
  );
  for (const acc of accounts) {
    assert.deepEqual(await statuses(acc), { running: 2, queued: 6 });
    assert.equal(await counted(acc), 2);
  }
  // Leave nothing running for the next test.
  await sql`update operations set status = 'canceled', completed_at = now(), lease_owner = null where status in ('queued', 'running')`.execute(
    store.db,
  );
  for (const acc of accounts) assert.equal(await counted(acc), 0);
});

test("a dead worker's operations keep their slots only until they are claimed again", async () => {
  const c = (await findOrCreateAccount(store.db, 'crashy')).id;
  const ids = await newOps(c, 3);
  // A worker claims two with a short lease and dies: no heartbeat, no finish.
  const dead = await claimOperations(store.db, 'dead-worker', 5, 100, 2);
  assert.equal(dead.length, 2);
  assert.equal(await counted(c), 2);
  const done: OperationKind = {
    name: 'brand-discovery',
    description: 'returns at once',
    input: Type.Any(),
    run: async () => ({ ok: true }),
  };
  const worker = new OperationWorker(store, {
    concurrency: 4,
    leaseMs: 5_000,
    pollMs: 50,
    progressEventMs: 0,
    maxAttempts: 3,
    maxRunningPerAccount: 2,
    kinds: { 'brand-discovery': done },
  });
  await worker.start();
  try {
    const rows = await waitFor(async () => {
      const r = await Promise.all(ids.map((id) => getOperation(store.db, id)));
      return r.every((o) => o?.status === 'succeeded') ? r : null;
    });
    // The two taken over ran a second attempt; the third started once a slot was free.
    assert.deepEqual(rows.map((o) => o!.attempt).sort(), [1, 2, 2]);
    assert.equal(await counted(c), 0);
  } finally {
    await worker.stop(1_000);
  }
});

test('a worker shutting down gives its operations back to the queue, and their slots with them', async () => {
  const d = (await findOrCreateAccount(store.db, 'restarting')).id;
  await newOps(d, 3);
  const { kind, gates } = gatedKind();
  const worker = new OperationWorker(store, {
    concurrency: 4,
    leaseMs: 5_000,
    pollMs: 50,
    progressEventMs: 0,
    maxAttempts: 3,
    maxRunningPerAccount: 2,
    kinds: { 'brand-discovery': kind },
  });
  await worker.start();
  await waitFor(async () => gates.size === 2);
  assert.equal(await counted(d), 2);
  // No grace: the two running operations stop at once and are released.
  await worker.stop(0);
  assert.deepEqual(await statuses(d), { queued: 3 });
  assert.equal(await counted(d), 0);
});
