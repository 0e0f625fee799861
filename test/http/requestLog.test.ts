// The request log: one line per request, at REQUEST_LOG_LEVEL, which is debug by default when standard output is a
// terminal (so the first start's one-time key is not scrolled away) and info otherwise.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import pino from 'pino';
import { loadConfig } from '../../src/config.js';
import { createRuntime } from '../../src/runtime.js';
import { buildApp } from '../../src/server.js';
import { createTestStore } from '../helpers/store.js';

async function linesFor(env: Record<string, string>, terminal: boolean) {
  const config = loadConfig({ SEED_DEMO: 'false', SERVICE_ENCRYPTION_KEY: 'ab'.repeat(32), ...env }, terminal);
  const store = await createTestStore();
  const lines: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
  const stream = { write: (l: string) => void lines.push(JSON.parse(l)) };
  const runtime = createRuntime(config, store, { worker: false, logger: pino({ level: 'silent' }) as never });
  const app = await buildApp({ config, db: store.db, services: runtime.services, logger: { level: 'info', stream } });
  try {
    await app.ready();
    const r = await app.inject({ url: '/healthz' });
    assert.equal(r.statusCode, 200);
    return { config, lines: lines.filter((l) => l.req?.url === '/healthz' || /request/.test(l.msg)) };
  } finally {
    await app.close();
    await runtime.stop();
    await store.close();
  }
}

test('[review 30.16] in a terminal, requests log at debug by default: nothing at info around the start banner', async () => {
  const { config, lines } = await linesFor({}, true);
  assert.equal(config.requestLogLevel, 'debug');
  assert.deepEqual(lines, []);
});

test('[review 30.16] off a terminal, each request is one line at info with its status; REQUEST_LOG_LEVEL decides', async () => {
  const { config, lines } = await linesFor({}, false);
  assert.equal(config.requestLogLevel, 'info');
  assert.equal(lines.length, 1, JSON.stringify(lines));
  assert.equal(lines[0].level, 30);
  assert.equal(lines[0].res?.statusCode, 200);
  const chosen = await linesFor({ REQUEST_LOG_LEVEL: 'warn' }, true);
  assert.equal(chosen.lines.length, 1);
  assert.equal(chosen.lines[0].level, 40);
  assert.throws(() => loadConfig({ REQUEST_LOG_LEVEL: 'loud' }), /REQUEST_LOG_LEVEL must be one of/);
});
