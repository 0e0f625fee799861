// Boots the whole app in-process on an isolated database; tests call app.inject(). Every app is under the secret
// scan (secretScan.ts): its responses (inject and real listeners) and log lines (debug level) are recorded, and
// close() searches them and the database's rows for the secrets the test used. An error-level log line means
// something is wrong: close() fails the file when one was written, unless the test provokes errors on purpose.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database, Store } from '../../src/db/database.js';
import { buildApp } from '../../src/server.js';
import { REDACTED_PATHS } from '../../src/http/requestLog.js';
import { createApiKey, findOrCreateAccount, type Scope, SCOPES } from '../../src/keys/apiKeys.js';
import { createRuntime, type Runtime } from '../../src/runtime.js';
import { createTestStore } from './store.js';
import pino from 'pino';
import { finishScan, logSink, recordResponse, scanTotals, trackRequestBody, trackSecret } from './secretScan.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  store: Store;
  config: Config;
  runtime: Runtime;
  /** Creates a key and returns the bearer header value's key. */
  key(scopes?: readonly Scope[], opts?: { account?: string; expiresAt?: Date }): Promise<string>;
  /** The error-level (>= 50) log lines the app and its workers have written so far. */
  errorLogs(): string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Run the operation worker in-process (default false: operations stay queued). */
  worker?: boolean;
  /** Run the webhook dispatcher in-process (default false). */
  deliver?: boolean;
  /** Extra CA the dispatcher trusts (the test receivers' CA). */
  ca?: string;
  /** DNS for short-link expansion (a loopback fake shortener's names); nothing else is resolved. */
  shortLinkLookup?: (host: string) => Promise<string[]>;
  /** The workers' and dispatcher's logger (default: the secret scan's debug logger, or none without the scan). */
  logger?: FastifyBaseLogger;
  /** The clock of the YouTube quota day (default: the system's). */
  clock?: () => Date;
  /** Record traffic and logs for the secret scan and run it at close() (default true). */
  scan?: boolean;
  /**
   * The test provokes faults on purpose (a lost database, a failing receiver), so error-level log lines are
   * expected. Otherwise close() fails when any was written (default false).
   */
  expectErrorLogs?: boolean;
}

// A fixed key for tests: the embedded default would write a key file, and PostgreSQL mode requires one.
export const TEST_ENCRYPTION_KEY = '7f'.repeat(32);

export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  // Export files go to a directory of this app's own, removed at close.
  const exportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-exports-'));
  // Rate limiting stays on (its headers and budget draws run in every test), with a budget no test reaches by
  // walking pages; the rate-limit tests set their own small budgets.
  const config = loadConfig({
    SEED_DEMO: 'false',
    SERVICE_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    OPERATION_POLL_MS: '200',
    EXPORTS_DIR: exportsDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    // Likewise for failed authentications per address: the security and fuzz tests fail thousands on purpose.
    AUTH_FAILURES_PER_MINUTE: '1000000',
    ...env,
  });
  // After the configuration is read: a setting refused at load leaves no store open behind it.
  const store = await createTestStore({
    readStatementTimeoutMs: config.readStatementTimeoutMs,
    // The reads' lanes keep the test store's size unless a test sets PG_READ_POOL_SIZE or PG_SCAN_POOL_SIZE.
    readPoolSize: env.PG_READ_POOL_SIZE ? config.pgReadPoolSize : undefined,
    scanPoolSize: env.PG_SCAN_POOL_SIZE ? config.pgScanPoolSize : undefined,
  });
  const scan = opts.scan ?? true;
  // Logs go to the scan at debug level (without it, error level only), with the production redaction (server.ts
  // does the same for workers); error-level lines are kept aside for close().
  const errorLines: string[] = [];
  const sink = {
    write(line: string) {
      if (Number(/^\{"level":(\d+)/.exec(line)?.[1] ?? 0) >= 50) errorLines.push(line);
      if (scan) logSink.write(line);
    },
  };
  const level = scan ? 'debug' : 'error';
  const workerLog = pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink).child({
    component: 'workers',
  });
  const runtime = createRuntime(config, store, {
    worker: opts.worker ?? false,
    deliver: opts.deliver ?? false,
    ca: opts.ca,
    shortLinkLookup: opts.shortLinkLookup,
    clock: opts.clock,
    logger: opts.logger ?? (workerLog as FastifyBaseLogger),
  });
  const app = await buildApp({
    config,
    db: store.db,
    readDb: store.reads,
    scanDb: store.scans,
    services: runtime.services,
    logger: { level, stream: sink },
  });
  if (scan) recordTraffic(app);
  await app.ready();
  await runtime.start();
  return {
    app,
    db: store.db,
    store,
    config,
    runtime,
    key: async (scopes = SCOPES, opts = {}) => {
      const account = await findOrCreateAccount(store.db, opts.account ?? 'acme');
      const { key } = await createApiKey(store.db, {
        accountId: account.id,
        name: 'test',
        scopes: [...scopes],
        expiresAt: opts.expiresAt,
      });
      trackSecret(key, 'api-key');
      return key;
    },
    errorLogs: () => [...errorLines],
    close: async () => {
      await app.close();
      await runtime.stop();
      try {
        if (scan) {
          scanTotals.apps++;
          await finishScan(store.db);
        }
        if (errorLines.length && !opts.expectErrorLogs) {
          const shown = errorLines.slice(0, 5).map((l) => l.trim().slice(0, 2000));
          throw new Error(
            `${errorLines.length} error-level log line(s) were written (pass expectErrorLogs: true to createTestApp if the test provokes them):\n  ${shown.join('\n  ')}`,
          );
        }
      } finally {
        await store.close();
        fs.rmSync(exportsDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Records every response of `app` for the secret scan: app.inject() calls, and requests to its real listener
 * (`app.listen`), whose raw writes are observed, hijacked replies (MCP) and streamed files included. Request
 * bodies are read for the secrets they carry (callback secrets, bearer tokens, passwords).
 */
function recordTraffic(app: FastifyInstance) {
  const inject = app.inject.bind(app) as (...a: unknown[]) => unknown;
  app.inject = ((opts?: unknown, cb?: unknown) => {
    if (opts === undefined || cb !== undefined) return inject(opts, cb);
    const o = (typeof opts === 'string' ? { url: opts } : opts) as {
      method?: string;
      url?: unknown;
      path?: unknown;
      payload?: unknown;
      body?: unknown;
    };
    trackRequestBody(o.payload ?? o.body);
    return (inject(opts) as Promise<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }>).then(
      (res) => {
        recordResponse(
          (o.method ?? 'GET').toUpperCase(),
          String(o.url ?? o.path ?? ''),
          res.statusCode,
          res.headers,
          res.rawPayload,
        );
        return res;
      },
    );
  }) as FastifyInstance['inject'];

  const LIMIT = 1 << 20;
  app.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const sent: Buffer[] = [];
    const received: Buffer[] = [];
    let sentBytes = 0;
    let receivedBytes = 0;
    const keep = (into: Buffer[], chunk: unknown, encoding: unknown, size: number) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > LIMIT) return 0;
      const b =
        typeof chunk === 'string'
          ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
          : Buffer.from(chunk as Uint8Array);
      into.push(b);
      return b.length;
    };
    // Observing emit reads nothing itself, so the request stream flows exactly as it would without the scan.
    const emit = req.emit;
    req.emit = function (this: IncomingMessage, event: string | symbol, ...args: unknown[]) {
      if (event === 'data') receivedBytes += keep(received, args[0], undefined, receivedBytes);
      return emit.call(this, event, ...args);
    } as typeof req.emit;
    const write = res.write;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      sentBytes += keep(sent, chunk, rest[0], sentBytes);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    const end = res.end;
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      sentBytes += keep(sent, chunk, rest[0], sentBytes);
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as typeof res.end;
    res.once('close', () => {
      trackRequestBody(Buffer.concat(received));
      recordResponse(
        req.method ?? 'GET',
        req.url ?? '',
        res.statusCode,
        res.getHeaders() as Record<string, unknown>,
        Buffer.concat(sent),
      );
    });
  });
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** Starts an operation through the API, waits until it ends, asserts it succeeded and returns its output. */
export async function runOperation(
  t: TestApp,
  key: string,
  kind: string,
  input: unknown,
  // A bound for a stuck operation, not a measure: CI runs two test processes at a time per core, and under that load
  // a detection operation of a few dozen videos once took over 30 s.
  timeoutMs = 120_000,
): Promise<any> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/v1/operations',
    headers: bearer(key),
    payload: { kind, input },
  });
  if (r.statusCode !== 201) throw new Error(`starting ${kind}: ${r.statusCode} ${r.body}`);
  const id = r.json().id;
  const op = await waitFor(async () => {
    const o = (await t.app.inject({ url: `/v1/operations/${id}`, headers: bearer(key) })).json();
    return o.completedAt ? o : null;
  }, timeoutMs);
  if (op.status !== 'succeeded') throw new Error(`${kind} ended ${op.status}: ${JSON.stringify(op.error)}`);
  return (await t.app.inject({ url: `/v1/operations/${id}/result`, headers: bearer(key) })).json().output;
}

/**
 * Polls `fn` until it returns a value other than null/undefined/false, or fails after `timeoutMs`. Every 50 ms: each
 * poll is usually a request and a query, and on two cores a tighter loop takes its CPU from the work it waits for.
 */
export async function waitFor<T>(
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
  everyMs = 50,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v !== null && v !== undefined && v !== false) return v as T;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until)
      throw new Error(`waitFor timed out after ${timeoutMs} ms${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Waits until export `id` is completed or failed, as `headers` sees it; returns the export record. */
export async function exportSettled(app: TestApp, headers: Record<string, string>, id: string): Promise<any> {
  return waitFor(async () => {
    const r = (await app.app.inject({ url: `/v1/exports/${id}`, headers })).json();
    return r.status === 'completed' || r.status === 'failed' ? r : null;
  });
}

/** Starts an export through the API (201 expected) and waits until it is completed or failed; returns the record. */
export async function exportFinished(app: TestApp, headers: Record<string, string>, body: object): Promise<any> {
  const res = await app.app.inject({ method: 'POST', url: '/v1/exports', headers, payload: body });
  assert.equal(res.statusCode, 201, res.body);
  return exportSettled(app, headers, res.json().id);
}
