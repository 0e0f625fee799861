// Issue 30.4: a slow-header flood (thousands of connections opened by this one process, each sending half its
// headers and then nothing) leaves /healthz answering from another address. Scene: a scratch PostgreSQL database,
// the service as a child process (`serve --no-worker`) with MAX_CONNECTIONS=1000 and the default per-address cap
// (256). First one address opens 2,000 connections (the per-address cap refuses what is over it); then twelve
// addresses open 250 each (3,000: the process cap is reached, the health reserve answers). Each time /healthz and
// /readyz are asked from 127.0.0.1 on a new connection, and /v1/openapi.json beside them.
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import { openStore } from '../../src/db/database.js';
import { startProcess } from '../../test/helpers/processes.js';
import { createScratchDatabase } from '../chaos/run.js';

export const name = 'connections';

const MAX_CONNECTIONS = 1000;
const PER_ADDRESS = 256;

/** This process's open-file limit (Linux), to keep the flood under it. */
function fileLimit(): number {
  try {
    const m = /^Max open files\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    return m ? Number(m[1]) : 1024;
  } catch {
    return 1024;
  }
}

interface Flood {
  sockets: net.Socket[];
  refused429: number;
  refused503: number;
}

/** Opens `count` connections from `from`, each sending half a request's headers. */
async function flood(port: number, from: string, count: number, into: Flood) {
  const batch = 100;
  for (let i = 0; i < count; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, async () => {
        const s = net.connect({ host: '127.0.0.1', port, localAddress: from });
        into.sockets.push(s);
        s.on('error', () => {});
        let text = '';
        s.on('data', (d) => {
          text += d.toString('latin1');
          if (text.startsWith('HTTP/1.1 429')) into.refused429++;
          else if (text.startsWith('HTTP/1.1 503')) into.refused503++;
          else return;
          text = '\u0000'; // counted once
        });
        await new Promise<void>((resolve) => {
          s.once('connect', () => resolve());
          s.once('close', () => resolve());
        });
        if (!s.destroyed) s.write('GET /v1/creators HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      }),
    );
  }
}

/** One GET on a new connection from `from`: its status and time (status 0: no answer). */
function probe(port: number, from: string, path: string): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, localAddress: from, agent: false, headers: { connection: 'close' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, ms: performance.now() - t0 }));
      },
    );
    req.setTimeout(20_000, () => req.destroy());
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    req.end();
  });
}

/** Waits (bounded) until the server's refusals have all arrived. */
async function settle(f: Flood, expected: number) {
  const until = Date.now() + 15_000;
  while (f.refused429 + f.refused503 < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
}

const ms = (n: number) => Math.round(n * 10) / 10;

export async function measure() {
  const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await createScratchDatabase(server, 'csds_fair_conn');
  let child: Awaited<ReturnType<typeof startProcess>> | null = null;
  const floods: Flood[] = [];
  try {
    await (await openStore({ databaseUrl: db.url, poolSize: 1 })).close();
    const limit = fileLimit();
    child = await startProcess(
      {
        ...process.env,
        DATABASE_URL: db.url,
        SERVICE_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        MAX_CONNECTIONS: String(MAX_CONNECTIONS),
        MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
      },
      ['serve', '--no-worker'],
    );
    const port = Number(new URL(child.base!).port);
    const idle = await probe(port, '127.0.0.1', '/healthz');

    // One address, 2,000 connections.
    const single: Flood = { sockets: [], refused429: 0, refused503: 0 };
    floods.push(single);
    const singleCount = Math.min(2_000, limit - 500);
    await flood(port, '127.0.0.2', singleCount, single);
    await settle(single, singleCount - PER_ADDRESS);
    const singleHealth = await probe(port, '127.0.0.1', '/healthz');
    const singleReady = await probe(port, '127.0.0.1', '/readyz');
    const singleOther = await probe(port, '127.0.0.3', '/v1/openapi.json');
    for (const s of single.sockets) s.destroy();

    // Twelve addresses, 250 each: past the process cap.
    const many: Flood = { sockets: [], refused429: 0, refused503: 0 };
    floods.push(many);
    const perAddress = 250;
    const addresses = Array.from({ length: 12 }, (_, i) => `127.0.1.${i + 1}`);
    const manyCount = Math.min(perAddress * addresses.length, limit - 500);
    // The first flood's connections are gone before the second counts: the server sees their closes first.
    while ((await probe(port, '127.0.0.2', '/healthz')).status !== 200);
    await Promise.all(addresses.map((a) => flood(port, a, Math.floor(manyCount / addresses.length), many)));
    // Past the cap every connection is refused at once, the few held for a health check after a second of silence.
    await settle(many, manyCount - MAX_CONNECTIONS);
    const manyHealth = await probe(port, '127.0.0.1', '/healthz');
    const manyReady = await probe(port, '127.0.0.1', '/readyz');
    const manyOther = await probe(port, '127.0.0.1', '/v1/openapi.json');

    return {
      fileLimit: limit,
      maxConnections: MAX_CONNECTIONS,
      maxConnectionsPerAddress: PER_ADDRESS,
      idleHealthzMs: ms(idle.ms),
      oneAddressOpened: singleCount,
      oneAddressRefused429: single.refused429,
      oneAddressHealthzStatus: singleHealth.status,
      oneAddressHealthzMs: ms(singleHealth.ms),
      oneAddressReadyzStatus: singleReady.status,
      oneAddressOtherClientStatus: singleOther.status,
      manyAddressesOpened: manyCount,
      manyAddressesRefused503: many.refused503,
      manyAddressesRefused429: many.refused429,
      manyAddressesHealthzStatus: manyHealth.status,
      manyAddressesHealthzMs: ms(manyHealth.ms),
      manyAddressesReadyzStatus: manyReady.status,
      manyAddressesOtherRequestStatus: manyOther.status,
      met: singleHealth.status === 200 && manyHealth.status === 200 && singleOther.status === 200,
    };
  } finally {
    for (const f of floods) for (const s of f.sockets) s.destroy();
    await child?.stop().catch(() => null);
    await db.drop();
  }
}
