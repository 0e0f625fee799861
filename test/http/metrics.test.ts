// GET /metrics: a strictly valid Prometheus exposition; request counts by route template (never the raw URL);
// the shared state (operations, queue, deliveries, attempts) equal to what the database holds, whoever wrote it;
// the scrape cache; the optional bearer token; a database that cannot be read.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/server.js';
import { createOperation } from '../../src/operations/queue.js';
import { createRuntime } from '../../src/runtime.js';
import { YoutubeQuota } from '../../src/tracking/quota.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { expectProblem, insertBrand, insertCreator } from '../helpers/factories.js';
import { parseExposition, sampleValue, type Sample } from '../helpers/prometheus.js';

const TOKEN = 'mt_' + 'k3y'.repeat(12);
let t: TestApp;
let key: string;

before(async () => {
  t = await createTestApp({ METRICS_CACHE_MS: '0' });
  key = await t.key();
});
after(() => t.close());

/** A second app on the same database with other settings (a second process, in effect). */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ ...env, SEED_DEMO: 'false', SERVICE_ENCRYPTION_KEY: '7f'.repeat(32) });
  const app = await buildApp({ config, db: t.db, services: t.runtime.services, logger: false });
  await app.ready();
  return app;
}

async function scrape(app: FastifyInstance = t.app, headers: Record<string, string> = {}): Promise<Sample[]> {
  const r = await app.inject({ url: '/metrics', headers });
  assert.equal(r.statusCode, 200, r.body);
  assert.match(String(r.headers['content-type']), /^text\/plain; version=0\.0\.4; charset=utf-8$/);
  return parseExposition(r.body).samples;
}

const requests = (samples: Sample[], labels: Record<string, string>) =>
  sampleValue(samples, 'csds_http_request_duration_seconds_count', labels) ?? 0;

describe('the exposition', () => {
  test('parses strictly and carries the process, traffic and shared-state families', async () => {
    const r = await t.app.inject({ url: '/metrics' });
    const { types } = parseExposition(r.body);
    const expected: Record<string, string> = {
      csds_http_request_duration_seconds: 'histogram',
      csds_operations: 'gauge',
      csds_operations_queued: 'gauge',
      csds_operations_oldest_queued_age_seconds: 'gauge',
      csds_operations_expired_leases: 'gauge',
      csds_webhook_deliveries: 'gauge',
      csds_webhook_deliveries_oldest_due_age_seconds: 'gauge',
      csds_webhook_delivery_attempts_total: 'counter',
      csds_webhook_endpoints_open: 'gauge',
      csds_metrics_database_up: 'gauge',
      csds_youtube_quota_units_used_today: 'gauge',
      csds_tracked_channels_overdue: 'gauge',
      csds_discovery_units_total: 'counter',
      csds_discovery_candidates: 'gauge',
      csds_read_cache_requests_total: 'counter',
      csds_read_cache_invalidated_total: 'counter',
      csds_read_cache_looks_total: 'counter',
      csds_read_cache_look_seconds_total: 'counter',
      csds_read_cache_entries: 'gauge',
      csds_read_cache_bytes: 'gauge',
      process_cpu_seconds_total: 'counter',
      process_resident_memory_bytes: 'gauge',
      nodejs_eventloop_lag_seconds: 'gauge',
    };
    for (const [name, type] of Object.entries(expected)) assert.equal(types.get(name), type, name);
    assert.equal(r.headers['cache-control'], 'no-store');
    // Not part of the API's OpenAPI document, like the health checks.
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
    assert.equal(doc.paths['/metrics'], undefined);
  });

  test('the strict reader refuses what is not the format', () => {
    assert.throws(() => parseExposition('# TYPE a gauge\na{x="1} 1\n'), /not a valid|malformed/);
    assert.throws(() => parseExposition('b 1\n'), /without a TYPE/);
    assert.throws(() => parseExposition('# TYPE a gauge\n# TYPE a gauge\n'), /twice/);
    assert.throws(() => parseExposition('# TYPE a gauge\na 1'), /newline/);
  });
});

describe('request metrics', () => {
  test('counts move by method, route template and status code; the raw path is never a label', async () => {
    const creator = await insertCreator(t.db);
    const route = '/v1/creators/:channelId';
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({ url: `/v1/creators/${creator.channelId}`, headers: bearer(key) });
      assert.equal(r.statusCode, 200, r.body);
    }
    assert.equal((await t.app.inject({ url: `/v1/creators/${creator.channelId}` })).statusCode, 401);
    const nowhere = `/no/such/${'x'.repeat(12)}`;
    assert.equal((await t.app.inject({ url: nowhere })).statusCode, 404);
    assert.equal((await t.app.inject({ url: '/healthz' })).statusCode, 200);
    const after = await scrape();

    assert.equal(
      requests(after, { method: 'GET', route, status_code: '200' }) -
        requests(before, { method: 'GET', route, status_code: '200' }),
      3,
    );
    assert.equal(
      requests(after, { method: 'GET', route, status_code: '401' }) -
        requests(before, { method: 'GET', route, status_code: '401' }),
      1,
    );
    assert.equal(
      requests(after, { route: 'unmatched', status_code: '404' }) -
        requests(before, { route: 'unmatched', status_code: '404' }),
      1,
    );
    assert.equal(
      requests(after, { route: '/healthz', status_code: '200' }) -
        requests(before, { route: '/healthz', status_code: '200' }),
      1,
    );
    // The latency histogram is cumulative and its +Inf bucket equals the count.
    const inf = sampleValue(after, 'csds_http_request_duration_seconds_bucket', {
      method: 'GET',
      route,
      status_code: '200',
      le: '+Inf',
    });
    assert.equal(inf, requests(after, { method: 'GET', route, status_code: '200' }));
    // Scrapes are not counted, and no label anywhere holds a concrete path.
    assert.ok(!after.some((s) => s.labels.route === '/metrics'), 'scrapes are not traffic');
    const labels = after.flatMap((s) => Object.values(s.labels));
    assert.ok(
      !labels.some((v) => v.includes(creator.channelId) || v.includes(nowhere)),
      'a raw URL became a label value',
    );
  });
});

describe('read cache metrics', () => {
  test('a first read misses, a second is computed and kept, the next hits, and a commit that changes it drops it', async () => {
    const creator = await insertCreator(t.db);
    const cache = (samples: Sample[], result: string) =>
      sampleValue(samples, 'csds_read_cache_requests_total', { result }) ?? 0;
    const read = async () => {
      const r = await t.app.inject({ url: `/v1/creators/${creator.channelId}`, headers: bearer(key) });
      assert.equal(r.statusCode, 200, r.body);
      return r.json() as { title: string };
    };
    // A read of a key the cache holds, kept from its second computation: the third waits for a look, which sees the
    // insert. (A first touch waits for none; one computed before a look saw a change it shows is computed again at its
    // next read.)
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/v1/creators?limit=1', headers: bearer(key) });
    const s0 = await scrape();
    await read();
    await read();
    await read();
    const s1 = await scrape();
    assert.equal(cache(s1, 'miss') - cache(s0, 'miss'), 2);
    assert.equal(cache(s1, 'hit') - cache(s0, 'hit'), 1);
    // The first touch waited for no look; the hit waited for one that began after it arrived.
    assert.ok(
      (sampleValue(s1, 'csds_read_cache_looks_total') ?? 0) - (sampleValue(s0, 'csds_read_cache_looks_total') ?? 0) >=
        1,
    );
    assert.ok((sampleValue(s1, 'csds_read_cache_entries') ?? 0) >= 1);
    assert.ok((sampleValue(s1, 'csds_read_cache_bytes') ?? 0) > 0);

    await sql`update creators set title = 'Renamed for the cache' where channel_id = ${creator.channelId}`.execute(
      t.db,
    );
    assert.equal((await read()).title, 'Renamed for the cache');
    const s2 = await scrape();
    assert.ok(
      (sampleValue(s2, 'csds_read_cache_invalidated_total') ?? 0) >
        (sampleValue(s1, 'csds_read_cache_invalidated_total') ?? 0),
    );
    assert.equal(cache(s2, 'miss') - cache(s1, 'miss'), 1);
  });
});

async function expectOperationsAsInDatabase(samples: Sample[]) {
  const rows = (
    await sql<{
      kind: string;
      status: string;
      n: number;
    }>`select kind, status, count(*)::int as n from operations group by 1, 2`.execute(t.db)
  ).rows;
  for (const kind of ['sponsor-detection', 'brand-discovery', 'influencer-similar', 'export']) {
    for (const status of ['queued', 'running', 'succeeded', 'failed', 'canceled']) {
      const db = rows.find((r) => r.kind === kind && r.status === status)?.n ?? 0;
      assert.equal(sampleValue(samples, 'csds_operations', { kind, status }), db, `${kind} ${status}`);
    }
  }
  return rows;
}

/** Deliveries by status as the rows are; with `attempts`, the attempts' counter as the rows are too (none deleted). */
async function expectDeliveriesAsInDatabase(samples: Sample[], { attempts: countAttempts = true } = {}) {
  for (const status of ['pending', 'succeeded', 'abandoned']) {
    const n = (
      await sql<{ n: number }>`select count(*)::int as n from webhook_deliveries where status = ${status}`.execute(t.db)
    ).rows[0].n;
    assert.equal(sampleValue(samples, 'csds_webhook_deliveries', { status }), n, status);
  }
  if (!countAttempts) return;
  const attempts = (
    await sql<{ outcome: string; n: number }>`select case when http_status between 200 and 299 then 'delivered'
      when http_status is not null then 'rejected' else 'unreachable' end as outcome, count(*)::int as n from webhook_attempts group by 1`.execute(
      t.db,
    )
  ).rows;
  for (const outcome of ['delivered', 'rejected', 'unreachable']) {
    const n = attempts.find((a) => a.outcome === outcome)?.n ?? 0;
    assert.equal(sampleValue(samples, 'csds_webhook_delivery_attempts_total', { outcome }), n, outcome);
  }
}

describe('shared state from the database', () => {
  test('operations by kind and status, queue depth, oldest queued age and expired leases equal the database', async () => {
    const account = (
      await sql<{ id: string }>`insert into accounts (name) values ('metrics-ops') returning id`.execute(t.db)
    ).rows[0].id;
    const brandId = (await insertBrand(t.db)).id;
    // Written as another process would write them: straight into the shared tables.
    const make = async (kind: 'brand-discovery' | 'sponsor-detection') =>
      (
        await createOperation(t.db, {
          accountId: account,
          kind,
          input: { brandId },
          callback: null,
          idempotencyKey: null,
          requestHash: null,
        })
      ).row.id;
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await make(i % 2 ? 'sponsor-detection' : 'brand-discovery'));
    await sql`update operations set created_at = now() - interval '120 seconds' where id = ${ids[0]}::uuid`.execute(
      t.db,
    );
    await sql`update operations set status = 'running', lease_owner = 'gone', lease_expires_at = now() - interval '1 minute', started_at = now()
      where id = any(${[ids[1], ids[2]]}::uuid[])`.execute(t.db);
    await sql`update operations set status = 'running', lease_owner = 'alive', lease_expires_at = now() + interval '1 hour', started_at = now()
      where id = ${ids[3]}::uuid`.execute(t.db);
    await sql`update operations set status = 'failed', completed_at = now(), error = '{"code":"internal_error","message":"x"}'
      where id = ${ids[4]}::uuid`.execute(t.db);
    await sql`update operations set status = 'succeeded', completed_at = now() where id = ${ids[5]}::uuid`.execute(
      t.db,
    );

    const samples = await scrape();
    const rows = await expectOperationsAsInDatabase(samples);
    assert.ok(rows.length >= 4);
    const queued = (
      await sql<{ n: number }>`select count(*)::int as n from operations where status = 'queued'`.execute(t.db)
    ).rows[0].n;
    assert.equal(queued, 2);
    assert.equal(sampleValue(samples, 'csds_operations_queued'), queued);
    assert.equal(sampleValue(samples, 'csds_operations_expired_leases'), 2);
    const age = sampleValue(samples, 'csds_operations_oldest_queued_age_seconds')!;
    assert.ok(age >= 120 && age < 600, `oldest queued age ${age}`);
    assert.equal(sampleValue(samples, 'csds_metrics_database_up'), 1);

    // The queue drains: no queued operation means depth 0 and age 0, not a stale value.
    await sql`update operations set status = 'canceled', completed_at = now() where status = 'queued'`.execute(t.db);
    const drained = await scrape();
    assert.equal(sampleValue(drained, 'csds_operations_queued'), 0);
    assert.equal(sampleValue(drained, 'csds_operations_oldest_queued_age_seconds'), 0);
    assert.equal(sampleValue(drained, 'csds_operations', { kind: 'brand-discovery', status: 'queued' }), 0);
    await expectOperationsAsInDatabase(drained);
  });

  test("tracking: today's YouTube units and the overdue channels equal the database; a deferred sync is not 'oldest queued'", async () => {
    const account = (
      await sql<{ id: string }>`insert into accounts (name) values ('metrics-tracking') returning id`.execute(t.db)
    ).rows[0].id;
    await new YoutubeQuota(t.db, 100).take(7);
    await sql`insert into tracked_channels (account_id, channel_id, next_sync_at) values
      (${account}::uuid, 'UClate1', now() - interval '1 hour'),
      (${account}::uuid, 'UClate2', now() - interval '20 minutes'),
      (${account}::uuid, 'UCjustdue', now() - interval '1 minute'),
      (${account}::uuid, 'UCsoon', now() + interval '1 hour')`.execute(t.db);
    await sql`insert into tracked_channels (account_id, channel_id, status, next_sync_at)
      values (${account}::uuid, 'UCpaused', 'paused', now() - interval '1 day')`.execute(t.db);
    // A sync waiting for the quota reset: queued, due only later.
    await sql`insert into operations (account_id, kind, input, created_at, run_after)
      values (${account}::uuid, 'channel-sync', '{"channelId":"UClate1"}', now() - interval '3 hours', now() + interval '3 hours')`.execute(
      t.db,
    );
    const samples = await scrape();
    assert.equal(sampleValue(samples, 'csds_youtube_quota_units_used_today'), 7);
    assert.equal(sampleValue(samples, 'csds_tracked_channels_overdue'), 2);
    assert.equal(sampleValue(samples, 'csds_operations', { kind: 'channel-sync', status: 'queued' }), 1);
    assert.ok(sampleValue(samples, 'csds_operations_oldest_queued_age_seconds')! < 3 * 3600);
    await sql`delete from operations where kind = 'channel-sync'`.execute(t.db);
    await sql`delete from tracked_channels`.execute(t.db);
  });

  test('deliveries by status, the most overdue one and attempts by outcome equal the database', async () => {
    const account = (
      await sql<{ id: string }>`insert into accounts (name) values ('metrics-deliveries') returning id`.execute(t.db)
    ).rows[0].id;
    const op = (
      await createOperation(t.db, {
        accountId: account,
        kind: 'brand-discovery',
        input: {},
        callback: null,
        idempotencyKey: null,
        requestHash: null,
      })
    ).row.id;
    const delivery = async (status: string, nextAttempt: string | null) => {
      const ev = await sql<{ id: string }>`insert into webhook_events (operation_id, type, terminal, operation)
        values (${op}::uuid, 'operation.progress', false, '{}') returning id`.execute(t.db);
      const d = await sql<{
        id: string;
      }>`insert into webhook_deliveries (event_id, operation_id, event_type, status, next_attempt_at)
        values (${ev.rows[0].id}::uuid, ${op}::uuid, 'operation.progress', ${status}, ${nextAttempt}::timestamptz) returning id`.execute(
        t.db,
      );
      return d.rows[0].id;
    };
    const overdue = await delivery('pending', new Date(Date.now() - 90_000).toISOString());
    await delivery('pending', new Date(Date.now() + 3_600_000).toISOString());
    const done = await delivery('succeeded', null);
    const given = await delivery('abandoned', null);
    const attempt = (id: string, n: number, status: number | null) =>
      sql`insert into webhook_attempts (delivery_id, attempt, started_at, duration_ms, http_status, error)
        values (${id}::uuid, ${n}, now(), 5, ${status}, ${status === 200 ? null : 'x'})`.execute(t.db);
    await attempt(overdue, 1, 500);
    await attempt(overdue, 2, null);
    await attempt(done, 1, 503);
    await attempt(done, 2, 204);
    await attempt(given, 1, null);
    await attempt(given, 2, 410);

    const samples = await scrape();
    await expectDeliveriesAsInDatabase(samples);
    assert.equal(sampleValue(samples, 'csds_webhook_deliveries', { status: 'pending' }), 2);
    assert.equal(sampleValue(samples, 'csds_webhook_delivery_attempts_total', { outcome: 'delivered' }), 1);
    assert.equal(sampleValue(samples, 'csds_webhook_delivery_attempts_total', { outcome: 'rejected' }), 3);
    assert.equal(sampleValue(samples, 'csds_webhook_delivery_attempts_total', { outcome: 'unreachable' }), 2);
    const late = sampleValue(samples, 'csds_webhook_deliveries_oldest_due_age_seconds')!;
    assert.ok(late >= 90 && late < 600, `oldest due ${late}`);

    // A delivery that succeeds on a retry moves between statuses; deleting the operation takes its deliveries and
    // attempts along (cascades): the deliveries' gauge follows the rows, and the attempts' counter keeps the attempts
    // made (a counter that fell would read as a restart to Prometheus).
    await sql`update webhook_deliveries set status = 'succeeded', next_attempt_at = null where id = ${overdue}::uuid`.execute(
      t.db,
    );
    await attempt(overdue, 3, 200);
    const made = await scrape();
    await expectDeliveriesAsInDatabase(made);
    await sql`delete from operations where id = ${op}::uuid`.execute(t.db);
    const gone = await scrape();
    await expectOperationsAsInDatabase(gone);
    await expectDeliveriesAsInDatabase(gone, { attempts: false });
    for (const outcome of ['delivered', 'rejected', 'unreachable']) {
      assert.equal(
        sampleValue(gone, 'csds_webhook_delivery_attempts_total', { outcome }),
        sampleValue(made, 'csds_webhook_delivery_attempts_total', { outcome }),
        `${outcome} fell when attempt records were deleted`,
      );
    }
    assert.equal(sampleValue(gone, 'csds_webhook_delivery_attempts_total', { outcome: 'delivered' }), 2);
  });

  test('after workers ran operations concurrently, the counts still equal a recount of the tables', async () => {
    const config = loadConfig({
      SEED_DEMO: 'false',
      SERVICE_ENCRYPTION_KEY: '7f'.repeat(32),
      OPERATION_POLL_MS: '50',
      WORKER_CONCURRENCY: '6',
    });
    const workers = [
      createRuntime(config, t.store, { worker: true, deliver: false }),
      createRuntime(config, t.store, { worker: true, deliver: false }),
    ];
    const brandId = (await insertBrand(t.db)).id;
    await Promise.all(workers.map((w) => w.start()));
    try {
      const started = await Promise.all(
        Array.from({ length: 24 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/v1/operations',
            headers: bearer(key),
            payload: { kind: 'brand-discovery', input: { brandId } },
          }),
        ),
      );
      const ids = started.map((r) => (assert.equal(r.statusCode, 201, r.body), r.json().id as string));
      for (const id of ids.slice(0, 4))
        await t.app.inject({ method: 'POST', url: `/v1/operations/${id}/cancel`, headers: bearer(key) });
      await waitFor(async () => {
        const left = await sql<{
          n: number;
        }>`select count(*)::int as n from operations where id = any(${ids}::uuid[]) and status in ('queued', 'running')`.execute(
          t.db,
        );
        return left.rows[0].n === 0;
      });
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    await expectOperationsAsInDatabase(await scrape());
  });

  test('a database that cannot be read still gives the process metrics, with csds_metrics_database_up 0', async () => {
    await sql`alter table webhook_attempt_counts rename to webhook_attempt_counts_away`.execute(t.db);
    try {
      const samples = await scrape();
      assert.equal(sampleValue(samples, 'csds_metrics_database_up'), 0);
      assert.equal(sampleValue(samples, 'csds_operations_queued'), 0);
      assert.equal(
        sampleValue(samples, 'csds_operations', { kind: 'brand-discovery', status: 'succeeded' }),
        undefined,
      );
      assert.ok(sampleValue(samples, 'process_resident_memory_bytes')! > 0);
    } finally {
      await sql`alter table webhook_attempt_counts_away rename to webhook_attempt_counts`.execute(t.db);
    }
    assert.equal(sampleValue(await scrape(), 'csds_metrics_database_up'), 1);
  });
});

describe('scrape cache and access', () => {
  test('within METRICS_CACHE_MS a scrape reuses the last database read', async () => {
    const cached = await appWith({ METRICS_CACHE_MS: '300000' });
    try {
      const account = (
        await sql<{ id: string }>`insert into accounts (name) values ('cache') returning id`.execute(t.db)
      ).rows[0].id;
      const first = sampleValue(await scrape(cached), 'csds_operations_queued')!;
      await createOperation(t.db, {
        accountId: account,
        kind: 'brand-discovery',
        input: {},
        callback: null,
        idempotencyKey: null,
        requestHash: null,
      });
      assert.equal(sampleValue(await scrape(cached), 'csds_operations_queued'), first, 'served from the cache');
      assert.equal(
        sampleValue(await scrape(), 'csds_operations_queued'),
        first + 1,
        'an uncached process sees it at once',
      );
      // Per-process traffic is never cached.
      const a = requests(await scrape(cached), { route: '/healthz' });
      await cached.inject({ url: '/healthz' });
      assert.equal(requests(await scrape(cached), { route: '/healthz' }), a + 1);
    } finally {
      await cached.close();
    }
  });

  test('with METRICS_TOKEN set, /metrics needs that bearer token; API keys are not it', async () => {
    const guarded = await appWith({ METRICS_TOKEN: TOKEN });
    try {
      const none = expectProblem(await guarded.inject({ url: '/metrics' }), 401, 'invalid_metrics_token');
      assert.match(none.detail, /METRICS_TOKEN/);
      const wrong = await guarded.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
      expectProblem(wrong, 401, 'invalid_metrics_token');
      assert.match(String(wrong.headers['www-authenticate']), /^Bearer/);
      expectProblem(await guarded.inject({ url: '/metrics', headers: bearer(key) }), 401, 'invalid_metrics_token');
      expectProblem(
        await guarded.inject({ url: '/metrics', headers: { authorization: TOKEN } }),
        401,
        'invalid_metrics_token',
      );
      const samples = await scrape(guarded, { authorization: `Bearer ${TOKEN}` });
      assert.equal(sampleValue(samples, 'csds_metrics_database_up'), 1);
      assert.ok(
        !(await guarded.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body.includes(
          TOKEN,
        ),
      );
    } finally {
      await guarded.close();
    }
    // Without it the endpoint is open, like most exporters.
    assert.equal((await t.app.inject({ url: '/metrics' })).statusCode, 200);
  });

  test('METRICS_TOKEN and METRICS_CACHE_MS are validated at start', () => {
    assert.throws(() => loadConfig({ METRICS_TOKEN: 'short' }), ConfigError);
    assert.throws(() => loadConfig({ METRICS_TOKEN: 'a'.repeat(31) + ' b' }), ConfigError);
    assert.throws(() => loadConfig({ METRICS_CACHE_MS: '-1' }), ConfigError);
    assert.equal(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken, TOKEN);
    assert.equal(loadConfig({}).metricsToken, undefined);
    assert.equal(loadConfig({}).metricsCacheMs, 5000);
  });
});
