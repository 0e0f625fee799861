// Boots the whole app in-process on an isolated database; tests call app.inject().
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database, Store } from '../../src/db/database.js';
import { buildApp } from '../../src/http/app.js';
import { createApiKey, findOrCreateAccount, type Scope, SCOPES } from '../../src/keys/apiKeys.js';
import { createTestStore } from './store.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  store: Store;
  config: Config;
  /** Creates a key and returns the bearer header value's key. */
  key(scopes?: readonly Scope[], opts?: { account?: string; expiresAt?: Date }): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const store = await createTestStore();
  const config = loadConfig({ SEED_DEMO: 'false', ...env });
  const app = await buildApp({ config, db: store.db, logger: false });
  await app.ready();
  return {
    app,
    db: store.db,
    store,
    config,
    key: async (scopes = SCOPES, opts = {}) => {
      const account = await findOrCreateAccount(store.db, opts.account ?? 'acme');
      return (await createApiKey(store.db, { accountId: account.id, name: 'test', scopes: [...scopes], expiresAt: opts.expiresAt })).key;
    },
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
