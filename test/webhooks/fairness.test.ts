// Webhook delivery is fair between tenants: an endpoint that accepts connections and never answers (a real HTTPS
// receiver on loopback) holds at most its per-endpoint share of the dispatcher, its circuit opens after a few
// failures so its many pending deliveries are not all tried, another account's delivery goes meanwhile, and every
// delivery of the blackholed endpoint arrives once it answers again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertBrand } from '../helpers/factories.js';
import { parseExposition, sampleValue } from '../helpers/prometheus.js';
import { ok, startReceiver, type Receiver } from '../helpers/receiver.js';
import { makeTestCertificates, type TestCertificates } from '../helpers/tls.js';

const PER_ENDPOINT = 2;
const FAILURES = 3;
const BLACKHOLED = 16;

let certs: TestCertificates;
let t: TestApp;
let brandId: string;
const receivers: Receiver[] = [];

before(async () => {
  certs = makeTestCertificates(['localhost', '127.0.0.1']);
  t = await createTestApp(
    {
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
      WEBHOOK_TIMEOUT_MS: '1000',
      WEBHOOK_CONCURRENCY: '6',
      WEBHOOK_MAX_CONCURRENT_PER_ENDPOINT: String(PER_ENDPOINT),
      WEBHOOK_CIRCUIT_FAILURES: String(FAILURES),
      WEBHOOK_CIRCUIT_COOLDOWN_MS: '300',
      WEBHOOK_RETRY_SCHEDULE: '0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2',
      MAX_RUNNING_OPERATIONS_PER_ACCOUNT: '100',
      METRICS_CACHE_MS: '0',
    },
    { worker: true, deliver: true, ca: certs.ca },
  );
  brandId = (await insertBrand(t.db)).id;
});
after(async () => {
  await Promise.all(receivers.map((r) => r.close().catch(() => {})));
  await t.close();
});

async function start(key: string, url: string) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/v1/operations',
    headers: bearer(key),
    payload: { kind: 'brand-discovery', input: { brandId }, callback: { url } },
  });
  assert.equal(r.statusCode, 201, r.body);
  return (r.json() as { id: string }).id;
}

async function openCircuits() {
  const { samples } = parseExposition((await t.app.inject({ url: '/metrics' })).body);
  return sampleValue(samples, 'csds_webhook_endpoints_open');
}

async function deliveriesOf(opIds: string[]) {
  const r = await sql<{ status: string; attempt_count: number }>`select status, attempt_count from webhook_deliveries
    where operation_id = any(${opIds}::uuid[])`.execute(t.db);
  return r.rows;
}

test('[review 30.3] a blackholed endpoint holds at most its share, its circuit opens, another tenant is served meanwhile, and its deliveries arrive when it answers', async () => {
  // The blackhole accepts, reads the request and never answers; it counts the requests it holds at once.
  let holding = 0;
  let mostHeld = 0;
  const blackhole = await startReceiver(certs, (_n, req, res) => {
    holding++;
    mostHeld = Math.max(mostHeld, holding);
    void res;
    req.socket.once('close', () => holding--);
  });
  const healthy = await startReceiver(certs, ok);
  receivers.push(blackhole, healthy);

  const noisy = await t.key(['operations:write', 'operations:read'], { account: 'noisy' });
  const quiet = await t.key(['operations:write', 'operations:read'], { account: 'quiet' });
  const noisyOps: string[] = [];
  for (let i = 0; i < BLACKHOLED; i++) noisyOps.push(await start(noisy, blackhole.url(`/hooks/${i}`)));

  // The circuit opens after FAILURES failures in a row; the blackholed deliveries then wait, most never tried.
  await waitFor(async () => {
    const r = await sql<{ n: number }>`select count(*)::int as n from webhook_endpoints
      where endpoint = ${new URL(blackhole.url()).origin} and opened_at is not null`.execute(t.db);
    return r.rows[0].n === 1;
  }, 30_000);

  assert.equal(await openCircuits(), 1);

  // Another account's delivery goes while the blackholed ones are still pending.
  const quietOp = await start(quiet, healthy.url());
  await waitFor(async () => healthy.received.length === 1, 30_000);
  const waiting = await deliveriesOf(noisyOps);
  assert.equal(waiting.length, BLACKHOLED);
  assert.ok(
    waiting.every((d) => d.status === 'pending'),
    'the blackholed deliveries are still pending when the healthy one has arrived',
  );
  const tried = waiting.filter((d) => d.attempt_count > 0).length;
  assert.ok(tried < BLACKHOLED, `not every blackholed delivery was tried while the circuit was open (${tried} were)`);
  assert.ok(mostHeld <= PER_ENDPOINT, `the blackhole held ${mostHeld} attempts at once; the limit is ${PER_ENDPOINT}`);
  await waitFor(async () => (await deliveriesOf([quietOp]))[0].status === 'succeeded');

  // The endpoint answers again: the probe succeeds, the circuit closes and every delivery arrives, none lost.
  blackhole.setBehaviour(ok);
  const settled = await waitFor(async () => {
    const ds = await deliveriesOf(noisyOps);
    return ds.every((d) => d.status === 'succeeded') ? ds : null;
  }, 60_000);
  assert.equal(settled.length, BLACKHOLED);
  const answered = new Set(
    blackhole.received.filter((r) => r.path.startsWith('/hooks/')).map((r) => JSON.parse(r.body).operation.id),
  );
  assert.deepEqual([...answered].sort(), [...noisyOps].sort());
  assert.ok(mostHeld <= PER_ENDPOINT, `the blackhole held ${mostHeld} attempts at once; the limit is ${PER_ENDPOINT}`);
  const open = await sql<{ n: number }>`select count(*)::int as n from webhook_endpoints`.execute(t.db);
  assert.equal(open.rows[0].n, 0, 'an answer forgets the endpoint’s failures');
  assert.equal(await openCircuits(), 0);
});
