// Fairness of webhook delivery (issue 30, item 3): one account's 40 watches point at an endpoint that accepts
// connections and never answers (a real HTTPS receiver on loopback), and a sponsorship they all match gives each a
// pending delivery; meanwhile another account starts operations with callbacks to a healthy receiver, one every
// 400 ms. Measured: that tenant's delivery latency (from the delivery's creation to its arrival) while the blackhole
// holds its share and until its circuit opens, how many attempts the blackhole held at once, whether its circuit
// opened, and whether all 40 deliveries arrive once it answers. Production settings (8 slots a process, 10 s timeout,
// 2 attempts per endpoint, 5 failures open a circuit) except the cool-down (5 s, to keep the run short).
// Target: the healthy tenant's p99 under 2 s, and nothing of the blackholed tenant lost.
import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { loadConfig } from '../../src/config.js';
import { openStore } from '../../src/db/database.js';
import { createApiKey, findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { createRuntime } from '../../src/runtime.js';
import { buildApp } from '../../src/server.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../../test/helpers/factories.js';
import { ok, startReceiver } from '../../test/helpers/receiver.js';
import { makeTestCertificates } from '../../test/helpers/tls.js';

export const name = 'webhooks';

const WATCHES = 40;
const HEALTHY = 80;
const EVERY_MS = 400;
const TARGET_P99_MS = 2000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : null;
};

export async function measure(): Promise<Record<string, number | string | boolean | null>> {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `csds_fair_webhooks_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const cleanups: (() => Promise<unknown>)[] = [
    async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    },
  ];
  try {
    const store = await openStore({ databaseUrl: url.href, poolSize: 10 });
    cleanups.unshift(() => store.close());
    const certs = makeTestCertificates(['127.0.0.1']);

    let holding = 0;
    let mostHeld = 0;
    const blackhole = await startReceiver(certs, (_n, req) => {
      holding++;
      mostHeld = Math.max(mostHeld, holding);
      req.socket.once('close', () => holding--);
    });
    cleanups.unshift(() => blackhole.close());
    const arrived = new Map<string, number>();
    const healthy = await startReceiver(certs, (_n, req, res) => {
      arrived.set(String(req.headers['x-service-delivery-id']), Date.now());
      ok(_n, req, res, '');
    });
    cleanups.unshift(() => healthy.close());

    const config = loadConfig({
      DATABASE_URL: url.href,
      SEED_DEMO: 'false',
      SERVICE_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
      WEBHOOK_CIRCUIT_COOLDOWN_MS: '5000',
      MAX_RUNNING_OPERATIONS_PER_ACCOUNT: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      OPERATION_POLL_MS: '200',
    });
    const runtime = createRuntime(config, store, { worker: true, deliver: true, ca: certs.ca });
    const app = await buildApp({ config, db: store.db, services: runtime.services, logger: false });
    await app.ready();
    await runtime.start();
    cleanups.unshift(async () => {
      await app.close();
      await runtime.stop();
    });

    const keyOf = async (account: string) => {
      const a = await findOrCreateAccount(store.db, account);
      return (
        await createApiKey(store.db, {
          accountId: a.id,
          name: 'fairness',
          scopes: ['operations:write', 'operations:read', 'watches:write', 'watches:read'],
        })
      ).key;
    };
    const noisy = await keyOf('noisy');
    const quiet = await keyOf('quiet');
    const post = async (key: string, path: string, payload: object) => {
      const r = await app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${key}` }, payload });
      if (r.statusCode !== 201) throw new Error(`${path}: ${r.statusCode} ${r.body}`);
      return r.json() as { id: string };
    };

    // The noisy tenant: 40 watches at the blackhole, and a sponsorship every one of them matches.
    const brand = await insertBrand(store.db);
    for (let i = 0; i < WATCHES; i++)
      await post(noisy, '/v1/watches', { filters: { brandId: brand.id }, callback: { url: blackhole.url(`/w/${i}`) } });
    const creator = await insertCreator(store.db);
    await insertSponsorship(store.db, {
      videoId: (await insertVideo(store.db, creator.channelId)).videoId,
      brandId: brand.id,
    });
    const pendingWatchDeliveries = async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from webhook_deliveries
            where watch_id is not null and status = 'pending'`.execute(store.db)
        ).rows[0].n,
      );
    const deadline = Date.now() + 30_000;
    while ((await pendingWatchDeliveries()) < WATCHES && Date.now() < deadline) await sleep(100);
    const blackholedPending = await pendingWatchDeliveries();

    // The quiet tenant: an operation with a callback every 400 ms; its deliveries' latency is measured.
    const quietBrand = await insertBrand(store.db);
    const ops: string[] = [];
    for (let i = 0; i < HEALTHY; i++) {
      ops.push(
        (
          await post(quiet, '/v1/operations', {
            kind: 'brand-discovery',
            input: { brandId: quietBrand.id },
            callback: { url: healthy.url() },
          })
        ).id,
      );
      await sleep(EVERY_MS);
    }
    const allArrived = Date.now() + 30_000;
    while (arrived.size < HEALTHY && Date.now() < allArrived) await sleep(100);
    const created = (
      await sql<{ id: string; created_at: Date }>`select id, created_at from webhook_deliveries
        where operation_id = any(${ops}::uuid[])`.execute(store.db)
    ).rows;
    const latencies = created
      .filter((d) => arrived.has(d.id))
      .map((d) => arrived.get(d.id)! - new Date(d.created_at).getTime());
    const circuit = (
      await sql<{
        open: boolean;
        failures: number;
      }>`select opened_at is not null as open, consecutive_failures as failures
        from webhook_endpoints where endpoint = ${new URL(blackhole.url()).origin}`.execute(store.db)
    ).rows[0];
    const attemptsWhileBlackholed = Number(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
          where d.watch_id is not null`.execute(store.db)
      ).rows[0].n,
    );
    const stillPending = await pendingWatchDeliveries();

    // The blackhole answers again: every one of its deliveries must arrive.
    blackhole.setBehaviour(ok);
    const recovered = Date.now() + 60_000;
    while ((await pendingWatchDeliveries()) > 0 && Date.now() < recovered) await sleep(250);
    const delivered = Number(
      (
        await sql<{ n: number }>`select count(*)::int as n from webhook_deliveries
          where watch_id is not null and status = 'succeeded'`.execute(store.db)
      ).rows[0].n,
    );

    const p99 = quantile(latencies, 0.99);
    return {
      blackholedWatches: WATCHES,
      blackholedDeliveriesPending: blackholedPending,
      healthyDeliveries: latencies.length,
      healthyP50Ms: quantile(latencies, 0.5),
      healthyP99Ms: p99,
      healthyMaxMs: latencies.length ? Math.max(...latencies) : null,
      blackholeMostAttemptsAtOnce: mostHeld,
      blackholeAttemptsDuringRun: attemptsWhileBlackholed,
      blackholeCircuitOpened: circuit?.open ?? false,
      blackholedStillPendingAfterRun: stillPending,
      blackholedDeliveredAfterRecovery: delivered,
      targetP99Ms: TARGET_P99_MS,
      met: latencies.length === HEALTHY && p99 !== null && p99 < TARGET_P99_MS && delivered === WATCHES,
    };
  } finally {
    for (const c of cleanups) await c().catch(() => {});
  }
}
