// A PostgreSQL store outlives its connections: when the server ends every backend (a restart, a failover, an
// operator's pg_terminate_backend), a connection checked out mid-transaction fails its next query instead of
// crashing the process, the pool opens new connections, and LISTEN resumes on a new connection by itself; an
// operation whose connection is lost under it goes back to the queue instead of failing, and a request whose
// connection is lost is answered 503 unavailable with Retry-After, not 500.
// PostgreSQL only, by design: the embedded store has no connections to lose (the test is not registered there).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/server.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import type { OperationKind } from '../../src/operations/kinds/kind.js';
import { createOperation, getOperation } from '../../src/operations/queue.js';
import { OperationWorker } from '../../src/operations/worker.js';
import { createRuntime } from '../../src/runtime.js';
import { waitFor } from '../helpers/app.js';
import { createTestStore, storeKind } from '../helpers/store.js';

if (storeKind() === 'postgres') {
  let store: Awaited<ReturnType<typeof createTestStore>>;
  before(async () => {
    store = await createTestStore();
  });
  after(async () => {
    await store?.close();
  });

  /** Ends every backend of the test's own database (never another's: other test files share the server). */
  async function terminateBackends(): Promise<number> {
    const admin = new URL(store.url!);
    const name = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    try {
      const r = await c.query<{ n: number }>('select count(pg_terminate_backend(pid, 10000))::int as n from pg_stat_activity where datname = $1', [name]);
      return r.rows[0].n;
    } finally {
      await c.end();
    }
  }

  test('a connection lost mid-transaction fails its query, the pool reconnects, and LISTEN resumes', async () => {
    const heard: string[] = [];
    await store.listen('csds_reconnect_test', (p) => heard.push(p));
    await sql`select pg_notify('csds_reconnect_test', 'before')`.execute(store.db);
    await waitFor(async () => heard.includes('before'), 10_000);

    // A transaction holds a checked-out connection while every backend is ended under it.
    const inTx = store.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      // pg_terminate_backend with a timeout returns once each backend has exited.
      assert.ok((await terminateBackends()) >= 2, 'the pool and the listener connection were ended');
      await sql`select 1`.execute(trx);
    });
    await assert.rejects(inTx, 'the transaction on the lost connection fails');

    // New connections replace the lost ones, for queries and for notifications.
    const r = await waitFor(async () => (await sql<{ ok: number }>`select 1 as ok`.execute(store.db)).rows[0], 10_000, 200);
    assert.equal(r.ok, 1);
    await waitFor(
      async () => {
        await sql`select pg_notify('csds_reconnect_test', 'after')`.execute(store.db);
        return heard.includes('after');
      },
      15_000,
      300,
    );
  });

  test('an operation whose database connection is lost mid-run is queued again and finishes, not failed', async () => {
    let runs = 0;
    const kind: OperationKind = {
      name: 'brand-discovery',
      description: 'ends its own backend on the first run',
      input: Type.Object({}),
      async run(_input, ctx) {
        runs++;
        await ctx.progress({ current: 0, total: 1 });
        // A real lost connection: the backend serving this query is ended by the server.
        if (runs === 1) await sql`select pg_terminate_backend(pg_backend_pid())`.execute(ctx.db);
        await ctx.progress({ current: 1, total: 1 });
        return { runs };
      },
    };
    const account = await findOrCreateAccount(store.db, 'reconnect');
    const { row } = await createOperation(store.db, { accountId: account.id, kind: 'brand-discovery', input: {}, callback: null, idempotencyKey: null, requestHash: null });
    const worker = new OperationWorker(store, { concurrency: 1, leaseMs: 5_000, pollMs: 50, progressEventMs: 0, maxAttempts: 3, kinds: { 'brand-discovery': kind } });
    await worker.start();
    try {
      const done = await waitFor(async () => {
        const op = await getOperation(store.db, row.id);
        return op?.completed_at ? op : null;
      }, 20_000, 100);
      assert.equal(done.status, 'succeeded', JSON.stringify(done.error));
      assert.deepEqual(done.output, { runs: 2 });
      assert.equal(done.attempt, 1, 'a lost connection does not count as an interrupted attempt');
      const events = await sql<{ type: string }>`select type from webhook_events where operation_id = ${row.id}::uuid and terminal`.execute(store.db);
      assert.deepEqual(events.rows.map((e) => e.type), ['operation.succeeded']);
    } finally {
      await worker.stop(0);
    }
  });

  test('a request whose database connection is lost is answered 503 unavailable with Retry-After, not 500', async () => {
    const config = loadConfig({ SEED_DEMO: 'false', SERVICE_ENCRYPTION_KEY: '5e'.repeat(32) });
    const runtime = createRuntime(config, store, { worker: false, deliver: false });
    const app = await buildApp({ config, db: store.db, services: runtime.services, logger: false });
    // A route whose statement really loses its connection: the server ends the backend serving it.
    app.get('/lose-connection', { config: { scope: false }, schema: { hide: true } }, async () => {
      await sql`select pg_terminate_backend(pg_backend_pid())`.execute(store.db);
      return { reached: true };
    });
    await app.ready();
    try {
      const r = await app.inject({ method: 'GET', url: '/lose-connection' });
      assert.equal(r.statusCode, 503, r.body);
      assert.match(String(r.headers['content-type']), /^application\/problem\+json/);
      assert.equal(r.json().code, 'unavailable');
      assert.equal(r.headers['retry-after'], '1');
    } finally {
      await app.close();
    }
  });
}
