// Delivery records past their retention (webhooks/retention.ts): a delivery settled longer ago than the retention goes
// with its event and attempts, in batches; a pending one stays however old, as do recent ones; an event that never
// had a delivery goes after the same time. The API then lists what is left, and a removed delivery is a 404.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { createOperation } from '../../src/operations/queue.js';
import { sweepSettledDeliveries } from '../../src/webhooks/retention.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let key: string;
let accountId: string;

before(async () => {
  t = await createTestApp();
  key = await t.key(['operations:read', 'operations:write'], { account: 'keeper' });
  accountId = (await findOrCreateAccount(t.db, 'keeper')).id;
});
after(() => t.close());

async function operation(): Promise<string> {
  const op = await createOperation(t.db, {
    accountId,
    kind: 'brand-discovery',
    input: {},
    callback: null,
    idempotencyKey: null,
    requestHash: null,
  });
  return op.row.id;
}

/** An event of the operation, `daysAgo` old, with a delivery in `status` (settled then) and one attempt; or none. */
async function record(op: string, daysAgo: number, status: 'pending' | 'succeeded' | 'abandoned' | null) {
  const at = sql`now() - make_interval(days => ${daysAgo})`;
  const ev = await sql<{ id: string }>`insert into webhook_events (operation_id, type, terminal, operation, occurred_at)
    values (${op}::uuid, 'operation.progress', false, '{}', ${at}) returning id`.execute(t.db);
  const event = ev.rows[0].id;
  if (!status) return { event, delivery: null };
  const d = await sql<{ id: string }>`insert into webhook_deliveries
      (event_id, operation_id, event_type, status, attempt_count, created_at, last_attempt_at, delivered_at, next_attempt_at)
    values (${event}::uuid, ${op}::uuid, 'operation.progress', ${status}, 1, ${at}, ${at},
      ${status === 'succeeded' ? at : null}, ${status === 'pending' ? sql`now() + interval '1 hour'` : null})
    returning id`.execute(t.db);
  const delivery = d.rows[0].id;
  await sql`insert into webhook_attempts (delivery_id, attempt, started_at, duration_ms, http_status)
    values (${delivery}::uuid, 1, ${at}, 5, ${status === 'succeeded' ? 200 : 503})`.execute(t.db);
  return { event, delivery };
}

const count = async (table: 'webhook_events' | 'webhook_deliveries' | 'webhook_attempts', ids: string[]) => {
  const column = sql.raw(table === 'webhook_attempts' ? 'delivery_id' : 'id');
  const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
    where ${column} = any(${ids}::uuid[])`.execute(t.db);
  return r.rows[0].n;
};

test('settled records past the retention go with their events and attempts; pending and recent ones stay', async () => {
  const op = await operation();
  const oldSucceeded = await record(op, 40, 'succeeded');
  const oldAbandoned = await record(op, 31, 'abandoned');
  const oldPending = await record(op, 90, 'pending');
  const recent = await record(op, 29, 'succeeded');
  const oldBare = await record(op, 40, null);
  const recentBare = await record(op, 2, null);

  const removed = await sweepSettledDeliveries(t.db, 30);
  assert.equal(removed, 2);
  const gone = [oldSucceeded, oldAbandoned];
  const goneDeliveries = gone.map((r) => r.delivery!);
  assert.equal(await count('webhook_deliveries', goneDeliveries), 0);
  assert.equal(await count('webhook_attempts', goneDeliveries), 0);
  assert.equal(await count('webhook_events', [...gone.map((r) => r.event), oldBare.event]), 0);
  const kept = [oldPending, recent];
  const keptDeliveries = kept.map((r) => r.delivery!);
  assert.equal(await count('webhook_deliveries', keptDeliveries), 2);
  assert.equal(await count('webhook_attempts', keptDeliveries), 2);
  assert.equal(await count('webhook_events', [...kept.map((r) => r.event), recentBare.event]), 3);

  // What the API shows: the deliveries left; a removed one cannot be sent again.
  const listed = await t.app.inject({ url: `/v1/operations/${op}/deliveries`, headers: bearer(key) });
  assert.equal(listed.statusCode, 200, listed.body);
  assert.deepEqual((listed.json().data as { id: string }[]).map((d) => d.id).sort(), [...keptDeliveries].sort());
  const again = await t.app.inject({
    method: 'POST',
    url: `/v1/operations/${op}/deliveries/${oldSucceeded.delivery}/redeliver`,
    headers: bearer(key),
  });
  assert.equal(again.statusCode, 404, again.body);
  // The operation itself is kept.
  const got = await t.app.inject({ url: `/v1/operations/${op}`, headers: bearer(key) });
  assert.equal(got.statusCode, 200);

  assert.equal(await sweepSettledDeliveries(t.db, 30), 0, 'a second sweep finds nothing');
});

test('a delivery sent again is pending and stays, however long ago it first settled', async () => {
  const op = await operation();
  const old = await record(op, 60, 'abandoned');
  const r = await t.app.inject({
    method: 'POST',
    url: `/v1/operations/${op}/deliveries/${old.delivery}/redeliver`,
    headers: bearer(key),
  });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(await sweepSettledDeliveries(t.db, 30), 0);
  assert.equal(await count('webhook_deliveries', [old.delivery!]), 1);
});

test('many records are removed in batches, all of them', async () => {
  const op = await operation();
  await sql`with ev as (
      insert into webhook_events (operation_id, type, terminal, operation, occurred_at)
      select ${op}::uuid, 'operation.progress', false, '{}', now() - interval '45 days' from generate_series(1, 2500)
      returning id)
    insert into webhook_deliveries (event_id, operation_id, event_type, status, attempt_count, created_at, delivered_at)
    select id, ${op}::uuid, 'operation.progress', 'succeeded', 1, now() - interval '45 days', now() - interval '45 days'
    from ev`.execute(t.db);
  assert.equal(await sweepSettledDeliveries(t.db, 30), 2500);
  const left = await sql<{ n: number }>`select count(*)::int as n from webhook_deliveries
    where operation_id = ${op}::uuid`.execute(t.db);
  assert.equal(left.rows[0].n, 0);
});
