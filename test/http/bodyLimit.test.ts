// Request bodies over the limit are refused before they are read whole: on a real socket, a client that declares
// (or streams) far more than BODY_LIMIT_BYTES gets a 413 problem+json while most of its body is still unsent,
// and the server does not go on reading it.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';

const LIMIT = 64 * 1024;
let t: TestApp;
let port: number;
let key: string;

before(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: String(LIMIT) });
  key = await t.key(['operations:write', 'keys:write']);
  const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(url).port);
});
after(() => t?.close());

interface Outcome {
  status: number;
  headers: string;
  body: string;
  /** Body bytes the client had written when the response's first byte arrived. */
  sentAtResponse: number;
  /** Whether the server ended the connection (rather than reading the rest). */
  closedByServer: boolean;
}

/**
 * Sends `head`, then body chunks of `chunk` bytes (as chunked encoding when `chunked`), until the response arrives
 * or `maxBytes` have gone; then waits up to a few seconds for the server to end the connection.
 */
function sendOversized(head: string, opts: { chunked: boolean; maxBytes: number; chunk?: number }): Promise<Outcome> {
  const chunkSize = opts.chunk ?? 16 * 1024;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let sentAtResponse = -1;
    let received = '';
    let closedByServer = false;
    let stopped = false;
    const piece = Buffer.alloc(chunkSize, 'a');
    const finish = () => {
      const [headers, ...rest] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
      resolve({ status, headers, body: rest.join('\r\n\r\n'), sentAtResponse, closedByServer });
    };
    socket.on('data', (d) => {
      if (sentAtResponse < 0) sentAtResponse = sent;
      received += d.toString('utf8');
      stopped = true;
    });
    socket.on('end', () => {
      closedByServer = true;
      socket.destroy();
    });
    socket.on('close', finish);
    // Writing to a socket the server has closed is expected here.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE' || err.code === 'ECONNRESET') {
        closedByServer = true;
        return;
      }
      reject(err);
    });
    socket.write(head);
    // A server that keeps the connection open is waited for, not forever: the test then fails on closedByServer.
    const giveUp = () => setTimeout(() => socket.destroy(), 20_000).unref();
    const pump = () => {
      if (stopped || socket.destroyed) return void giveUp();
      if (sent >= opts.maxBytes) return void giveUp();
      const ok = socket.write(
        opts.chunked
          ? Buffer.concat([Buffer.from(`${chunkSize.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
          : piece,
      );
      sent += chunkSize;
      if (ok) setImmediate(pump);
      else socket.once('drain', pump);
    };
    pump();
  });
}

const head = (headers: Record<string, string>) =>
  `POST /v1/operations HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n${Object.entries(
    headers,
  )
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

function expectTooLarge(o: Outcome) {
  assert.equal(o.status, 413, `${o.headers}\n${o.body.slice(0, 300)}`);
  assert.match(o.headers, /content-type: application\/problem\+json/i);
  const body = JSON.parse(o.body.slice(o.body.indexOf('{'), o.body.lastIndexOf('}') + 1));
  assert.equal(body.code, 'payload_too_large');
}

test('a Content-Length far over the limit is a 413 before the body is sent, and the connection is closed', async () => {
  const declared = 512 * 1024 * 1024;
  const o = await sendOversized(head({ Authorization: `Bearer ${key}`, 'Content-Length': String(declared) }), {
    chunked: false,
    maxBytes: 64 * 1024 * 1024,
  });
  expectTooLarge(o);
  assert.ok(
    o.sentAtResponse >= 0 && o.sentAtResponse < declared / 8,
    `the answer came after ${o.sentAtResponse} of ${declared} bytes`,
  );
  assert.ok(o.closedByServer, 'the server ended the connection instead of reading the rest');
});

test('a chunked body that keeps streaming is a 413 soon after the limit, and the connection is closed', async () => {
  const o = await sendOversized(head({ Authorization: `Bearer ${key}`, 'Transfer-Encoding': 'chunked' }), {
    chunked: true,
    maxBytes: 64 * 1024 * 1024,
  });
  expectTooLarge(o);
  assert.ok(
    o.sentAtResponse >= 0 && o.sentAtResponse < 16 * 1024 * 1024,
    `the answer came after ${o.sentAtResponse} bytes streamed`,
  );
  assert.ok(o.closedByServer, 'the server ended the connection instead of reading on');
});

test('without a key, an oversized body is refused with 401 before any of it is read', async () => {
  const o = await sendOversized(head({ 'Content-Length': String(512 * 1024 * 1024) }), {
    chunked: false,
    maxBytes: 64 * 1024 * 1024,
  });
  assert.equal(o.status, 401, o.headers);
  assert.ok(o.sentAtResponse >= 0 && o.sentAtResponse < 64 * 1024 * 1024);
  assert.ok(o.closedByServer, 'the server ended the connection instead of reading the rest');
});

test('a body just under the limit is read and validated as usual', async () => {
  const payload = JSON.stringify({ kind: 'brand-discovery', input: { brandId: 'x'.repeat(LIMIT - 200) } });
  assert.ok(payload.length < LIMIT);
  const r = await t.app.inject({
    method: 'POST',
    url: '/v1/operations',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload,
  });
  assert.equal(r.statusCode, 400, r.body);
  assert.equal(r.json().code, 'invalid_request');
});
