// MAX_CONNECTIONS and MAX_CONNECTIONS_PER_ADDRESS (src/http/connectionCaps.ts), on a real listener with loopback
// clients from several source addresses (127.0.0.1, .2, .3): connections that never finish their headers are counted
// from the first byte, one address cannot take more than its share, a full process closes its longest idle keep-alive
// connection first, and /healthz answers while the process is full.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { after, before, test } from 'node:test';
import type { AddressInfo } from 'node:net';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let port: number;
let auth: Record<string, string>;
const open: net.Socket[] = [];

before(async () => {
  t = await createTestApp({ MAX_CONNECTIONS: '6', MAX_CONNECTIONS_PER_ADDRESS: '4' });
  auth = bearer(await t.key(['data:read']));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
after(async () => {
  for (const s of open) s.destroy();
  await t.close();
});

/** A connection from `from` that sends half a request's headers and nothing more (a slow-header client). */
async function slowHeaders(from: string): Promise<net.Socket> {
  const s = net.connect({ host: '127.0.0.1', port, localAddress: from });
  open.push(s);
  s.on('error', () => {});
  await new Promise<void>((resolve) => s.once('connect', resolve));
  s.write('GET /v1/creators HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
  return s;
}

/** What a raw connection receives until the server closes it. */
const received = (s: net.Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    s.on('data', (d) => (text += d.toString('latin1')));
    s.once('close', () => resolve(text));
  });

/** One request on a connection of its own from `from`, closed after the answer. */
function request(from: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, localAddress: from, agent: false, headers: { connection: 'close', ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A keep-alive connection from `from` that has been answered once and now idles; resolves once answered. */
async function idleKeepAlive(from: string): Promise<{ socket: net.Socket; closed: Promise<void> }> {
  const s = net.connect({ host: '127.0.0.1', port, localAddress: from });
  open.push(s);
  s.on('error', () => {});
  const closed = new Promise<void>((resolve) => s.once('close', () => resolve()));
  await new Promise<void>((resolve) => s.once('connect', resolve));
  const answered = new Promise<string>((resolve) => {
    let text = '';
    const onData = (d: Buffer) => {
      text += d.toString('latin1');
      if (text.includes('{"status":"ok"}')) {
        s.off('data', onData);
        resolve(text);
      }
    };
    s.on('data', onData);
  });
  s.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  assert.match(await answered, /^HTTP\/1\.1 200 /);
  return { socket: s, closed };
}

test('[review 30.4] one address is capped, another address and /healthz still answer, and a full process closes an idle connection first', async () => {
  // Per address: four connections that never finish their headers, then a fifth from the same address is refused.
  for (let i = 0; i < 4; i++) await slowHeaders('127.0.0.2');
  const fifth = net.connect({ host: '127.0.0.1', port, localAddress: '127.0.0.2' });
  fifth.on('error', () => {});
  const refusal = await received(fifth);
  assert.match(refusal, /^HTTP\/1\.1 429 /);
  assert.match(refusal, /application\/problem\+json/);
  assert.match(refusal, /"code":"too_many_connections"/);
  assert.match(refusal, /MAX_CONNECTIONS_PER_ADDRESS/);
  // Another address is served, and so is /healthz.
  const other = await request('127.0.0.1', '/v1/creators?limit=1', auth);
  assert.equal(other.status, 200, other.body);
  assert.equal((await request('127.0.0.1', '/healthz')).status, 200);

  // Process cap (6): four slow connections from .2 and two idle keep-alive ones from .1. A new connection from .3
  // closes the longest idle one and is served.
  const first = await idleKeepAlive('127.0.0.1');
  const second = await idleKeepAlive('127.0.0.1');
  const served = await request('127.0.0.3', '/v1/creators?limit=1', auth);
  assert.equal(served.status, 200, served.body);
  await first.closed;
  assert.equal(second.socket.destroyed, false, 'only the longest idle connection is closed');

  // Two slow connections from .3 fill the process again, the second idle keep-alive connection making room for one:
  // now full of connections that are not idle, a request is refused 503 and /healthz is still answered.
  await slowHeaders('127.0.0.3');
  await slowHeaders('127.0.0.3');
  await second.closed;
  const refused = await request('127.0.0.1', '/v1/creators?limit=1', auth);
  assert.equal(refused.status, 503, refused.body);
  assert.equal(JSON.parse(refused.body).code, 'unavailable');
  assert.match(JSON.parse(refused.body).detail, /MAX_CONNECTIONS=6/);
  assert.ok(refused.headers['retry-after']);
  const health = await request('127.0.0.1', '/healthz');
  assert.equal(health.status, 200, health.body);
  assert.deepEqual(JSON.parse(health.body), { status: 'ok' });

  // Connections that close free their places: the slow ones gone, the process serves everyone again.
  for (const s of open) s.destroy();
  let again = await request('127.0.0.2', '/v1/creators?limit=1', auth);
  // The server sees the closes as they arrive: wait for the positive answer rather than for a time.
  while (again.status !== 200) again = await request('127.0.0.2', '/v1/creators?limit=1', auth);
  assert.equal(again.status, 200);
});
