// Request ids tie every log line to its cause: the API request that created an operation is stored with it
// (whatever the route: /v1/operations, /v1/exports, the MCP tool), and the worker's and the webhook dispatcher's
// lines about that operation carry it, in this process or any other. Logs are captured from a real pino logger.
import assert from 'node:assert/strict';
import http from 'node:http';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { sql } from 'kysely';
import pino from 'pino';
import { REDACTED_PATHS } from '../src/http/requestLog.js';
import { createOperation } from '../src/operations/queue.js';
import { currentRequestId, runWithRequestId } from '../src/requestContext.js';
import { bearer, createTestApp, waitFor, type TestApp } from './helpers/app.js';
import { insertBrand } from './helpers/factories.js';
import { ok, startReceiver, type Receiver } from './helpers/receiver.js';
import { makeTestCertificates } from './helpers/tls.js';

const SECRET = 'whsec_' + 'r3q1'.repeat(10);
let t: TestApp;
let rx: Receiver;
let key: string;
let brandId: string;
let logs = '';

before(async () => {
  const certs = makeTestCertificates(['localhost', '127.0.0.1']);
  const stream = new Writable({ write: (c, _e, cb) => ((logs += c.toString()), cb()) });
  const logger = pino({ level: 'info', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, stream).child({
    component: 'workers',
  });
  t = await createTestApp(
    { WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', WEBHOOK_RETRY_SCHEDULE: '0.05,0.05', WEBHOOK_TIMEOUT_MS: '1500' },
    { worker: true, deliver: true, ca: certs.ca, logger: logger as never },
  );
  rx = await startReceiver(certs, ok);
  key = await t.key();
  brandId = (await insertBrand(t.db)).id;
});
after(async () => {
  await rx?.close();
  await t.close();
});

const lines = () =>
  logs
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const storedRequestId = async (operationId: string) =>
  (
    await sql<{ request_id: string | null }>`select request_id from operations where id = ${operationId}::uuid`.execute(
      t.db,
    )
  ).rows[0].request_id;

test('worker and delivery log lines about an operation carry the id of the request that created it', async () => {
  const requestId = 'trace-ops-7f3a';
  const r = await t.app.inject({
    method: 'POST',
    url: '/v1/operations',
    headers: { ...bearer(key), 'x-request-id': requestId },
    payload: { kind: 'brand-discovery', input: { brandId }, callback: { url: rx.url(), secret: SECRET } },
  });
  assert.equal(r.statusCode, 201, r.body);
  const op = r.json() as { id: string };
  assert.equal(await storedRequestId(op.id), requestId);

  const delivered = () => lines().find((l) => l.operationId === op.id && l.msg === 'delivery succeeded');
  await waitFor(async () => delivered());
  const about = lines().filter((l) => l.operationId === op.id);
  const msgs = about.map((l) => l.msg);
  for (const m of ['operation claimed', 'operation finished', 'delivery succeeded'])
    assert.ok(msgs.includes(m), `no "${m}" line in ${JSON.stringify(msgs)}`);
  for (const l of about) {
    assert.equal(l.requestId, requestId, `a line without the request id: ${JSON.stringify(l)}`);
    assert.equal(l.component, 'workers');
  }
  assert.equal(about.find((l) => l.msg === 'operation finished')!.status, 'succeeded');
  const d = delivered()!;
  assert.match(String(d.deliveryId), /^[0-9a-f-]{36}$/);
  assert.equal(d.httpStatus, 200);
  assert.equal(d.eventType, 'operation.succeeded');
  // Nothing about the callback's secrets or its full URL reaches the log.
  assert.ok(!logs.includes(SECRET), 'the callback secret was logged');
  assert.ok(!logs.includes(rx.url()), 'the callback URL was logged');
});

test('without X-Request-Id, the generated id (the one in the response header) is stored', async () => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/v1/operations',
    headers: bearer(key),
    payload: { kind: 'brand-discovery', input: { brandId } },
  });
  assert.equal(r.statusCode, 201, r.body);
  const generated = String(r.headers['x-request-id']);
  assert.match(generated, /^req_/);
  assert.equal(await storedRequestId(r.json().id), generated);
  await waitFor(async () => lines().find((l) => l.operationId === r.json().id && l.msg === 'operation finished'));
  assert.ok(
    lines()
      .filter((l) => l.operationId === r.json().id)
      .every((l) => l.requestId === generated),
  );
});

test('an export records the request that created its operation', async () => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/v1/exports',
    headers: { ...bearer(key), 'x-request-id': 'trace-export-1' },
    payload: { dataset: 'brands' },
  });
  assert.equal(r.statusCode, 201, r.body);
  const opId = (
    await sql<{ operation_id: string }>`select operation_id from exports where id = ${r.json().id}::uuid`.execute(t.db)
  ).rows[0].operation_id;
  assert.equal(await storedRequestId(opId), 'trace-export-1');
  await waitFor(async () => lines().find((l) => l.operationId === opId && l.msg === 'operation finished'));
  assert.ok(
    lines()
      .filter((l) => l.operationId === opId)
      .every((l) => l.requestId === 'trace-export-1'),
  );
});

let base: string;
const listening = async () => (base ??= await t.app.listen({ host: '127.0.0.1', port: 0 }));

test("a body that arrives in pieces over a socket still runs in its request's context", async () => {
  const payload = JSON.stringify({ kind: 'brand-discovery', input: { brandId } });
  const url = new URL('/v1/operations', await listening());
  const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        ...bearer(key),
        'x-request-id': 'trace-slow-body',
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
      },
    });
    req.on('response', (r) => {
      let body = '';
      r.setEncoding('utf8')
        .on('data', (c) => (body += c))
        .on('end', () => resolve({ status: r.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.flushHeaders();
    req.write(payload.slice(0, 10));
    // The rest comes later, from the socket's own callbacks, after the request's hooks have run.
    setTimeout(() => req.end(payload.slice(10)), 300);
  });
  assert.equal(res.status, 201, res.body);
  assert.equal(await storedRequestId(JSON.parse(res.body).id), 'trace-slow-body');
});

test('the MCP start-operation tool records the request id of its HTTP request', async () => {
  const base = await listening();
  const client = new Client({ name: 'csds-test', version: '1.0.0' });
  const headers = { ...bearer(key), 'x-request-id': 'trace-mcp-42' };
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', base), { requestInit: { headers } }));
  try {
    const res = (await client.callTool({
      name: 'start-operation',
      arguments: { kind: 'brand-discovery', input: { brandId } },
    })) as {
      isError?: boolean;
      structuredContent?: { id: string };
    };
    assert.ok(!res.isError, JSON.stringify(res));
    assert.equal(await storedRequestId(res.structuredContent!.id), 'trace-mcp-42');
  } finally {
    await client.close();
  }
});

test('outside a request there is no request id; concurrent requests never see each other’s', async () => {
  assert.equal(currentRequestId(), null);
  const account = (await sql<{ id: string }>`select account_id as id from operations limit 1`.execute(t.db)).rows[0].id;
  const made = await createOperation(t.db, {
    accountId: account,
    kind: 'brand-discovery',
    input: { brandId },
    callback: null,
    idempotencyKey: null,
    requestHash: null,
  });
  assert.equal(made.row.request_id, null);
  const seen = await Promise.all(
    ['a', 'b', 'c'].map((id) =>
      runWithRequestId(id, async () => {
        await new Promise((r) => setTimeout(r, 5));
        await sql`select 1`.execute(t.db);
        return currentRequestId();
      }),
    ),
  );
  assert.deepEqual(seen, ['a', 'b', 'c']);
  // Many bodies parsed at once: each operation gets its own request's id.
  const ids = Array.from({ length: 8 }, (_, i) => `trace-par-${i}`);
  const created = await Promise.all(
    ids.map((id) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/operations',
        headers: { ...bearer(key), 'x-request-id': id },
        payload: { kind: 'brand-discovery', input: { brandId } },
      }),
    ),
  );
  for (const [i, r] of created.entries()) {
    assert.equal(r.statusCode, 201, r.body);
    assert.equal(await storedRequestId(r.json().id), ids[i]);
  }
});
