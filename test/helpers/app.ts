// Boots the whole app in-process on an isolated database; tests call app.inject().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database, Store } from '../../src/db/database.js';
import { buildApp } from '../../src/http/app.js';
import { createApiKey, findOrCreateAccount, type Scope, SCOPES } from '../../src/keys/apiKeys.js';
import { createRuntime, type Runtime } from '../../src/runtime.js';
import { createTestStore } from './store.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  store: Store;
  config: Config;
  runtime: Runtime;
  /** Creates a key and returns the bearer header value's key. */
  key(scopes?: readonly Scope[], opts?: { account?: string; expiresAt?: Date }): Promise<string>;
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
  /** The workers' and dispatcher's logger (default none), e.g. pino writing into a test's buffer. */
  logger?: FastifyBaseLogger;
}

// A fixed key for tests: the embedded default would write a key file, and PostgreSQL mode requires one.
const TEST_ENCRYPTION_KEY = '7f'.repeat(32);

export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const store = await createTestStore();
  // Export files go to a directory of this app's own, removed at close.
  const exportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-exports-'));
  const config = loadConfig({ SEED_DEMO: 'false', SERVICE_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, OPERATION_POLL_MS: '200', EXPORTS_DIR: exportsDir, ...env });
  const runtime = createRuntime(config, store, {
    worker: opts.worker ?? false,
    deliver: opts.deliver ?? false,
    ca: opts.ca,
    shortLinkLookup: opts.shortLinkLookup,
    logger: opts.logger,
  });
  const app = await buildApp({ config, db: store.db, ops: runtime.services, logger: false });
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
      return (await createApiKey(store.db, { accountId: account.id, name: 'test', scopes: [...scopes], expiresAt: opts.expiresAt })).key;
    },
    close: async () => {
      await app.close();
      await runtime.stop();
      await store.close();
      fs.rmSync(exportsDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** Polls `fn` until it returns a value other than null/undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(fn: () => Promise<T | null | undefined | false>, timeoutMs = 15_000, everyMs = 25): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v !== null && v !== undefined && v !== false) return v as T;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`waitFor timed out after ${timeoutMs} ms${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
