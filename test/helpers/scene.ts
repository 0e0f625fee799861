// The scene of a test of service processes killed and restarted (test/reliability/*-crash.test.ts): a scratch
// directory with a migrated embedded data directory, the environment of the service's processes on the store under
// test (a database of its own on PostgreSQL), the processes started in it, and one close() for all of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess, type Child } from './processes.js';
import { createTestStore, prepareDataDir, storeKind } from './store.js';

export interface Scene {
  dir: string;
  env: NodeJS.ProcessEnv;
  /** Starts `serve` in the scene and waits until it listens; every process started is killed at close(). */
  startServer(): Promise<Child & { base: string }>;
  close(): Promise<void>;
}

/**
 * `extra` adds to or replaces the defaults (short operation leases and polls, no demo data). With `ca`, the
 * processes trust that certificate authority and may call loopback webhooks (a receiver from receiver.ts).
 */
export async function openScene(
  name: string,
  extra: (dir: string) => NodeJS.ProcessEnv = () => ({}),
  opts: { ca?: string } = {},
): Promise<Scene> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `csds-${name}-`));
  await prepareDataDir(path.join(dir, 'data'));
  const { DATABASE_URL: _, ...rest } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...rest,
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SERVICE_ENCRYPTION_KEY: 'ab'.repeat(32),
    OPERATION_LEASE_MS: '1500',
    OPERATION_POLL_MS: '200',
  };
  if (opts.ca) {
    fs.writeFileSync(path.join(dir, 'ca.pem'), opts.ca);
    Object.assign(env, { NODE_EXTRA_CA_CERTS: path.join(dir, 'ca.pem'), WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8' });
  }
  Object.assign(env, extra(dir));
  let closeStore: (() => Promise<void>) | null = null;
  if (storeKind() === 'postgres') {
    const store = await createTestStore();
    env.DATABASE_URL = store.url!;
    closeStore = store.close;
  }
  const children: Child[] = [];
  return {
    dir,
    env,
    startServer: async () => {
      const c = await startProcess(env, ['serve']);
      children.push(c);
      return c as Child & { base: string };
    },
    close: async () => {
      for (const c of children) await c.stop('SIGKILL');
      await closeStore?.();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
