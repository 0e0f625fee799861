// Runs the service: opens the store, seeds demo data on an empty embedded database, serves HTTP,
// and shuts down gracefully on SIGINT/SIGTERM (stop accepting, finish in-flight requests, close the store).
import { sql } from 'kysely';
import type { Config } from './config.js';
import { openStore, type Store } from './db/database.js';
import pino from 'pino';
import { buildApp, REDACTED_PATHS } from './http/app.js';
import { createApiKey, findOrCreateAccount, SCOPES } from './keys/apiKeys.js';
import { generatePassword } from './console/passwords.js';
import { createUser } from './console/users.js';
import { seedDemo } from './demo/seed.js';
import { createRuntime } from './runtime.js';

export interface ServeOptions {
  config: Config;
  /** Serve HTTP; false runs only the workers (`worker` command). */
  http?: boolean;
  /** Print the first-run banner (default true). */
  banner?: boolean;
}

async function isEmpty(store: Store): Promise<boolean> {
  const r = await sql<{ n: number }>`select (select count(*) from creators) + (select count(*) from api_keys) as n`.execute(store.db);
  return Number(r.rows[0].n) === 0;
}

export async function serve({ config, banner = true, http = true }: ServeOptions) {
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.pgPoolSize });
  let firstKey: string | null = null;
  let firstUser: { email: string; password: string } | null = null;
  try {
    if (config.seedDemo && (await isEmpty(store))) {
      await seedDemo(store, { scale: 1 });
      if (store.kind === 'embedded') {
        // A fresh embedded install has no other way to get a key while the server holds the directory:
        // make one with every scope and show it once, on the terminal, like `keys create` does.
        const account = await findOrCreateAccount(store.db, 'demo');
        firstKey = (await createApiKey(store.db, { accountId: account.id, name: 'first key', scopes: [...SCOPES] })).key;
        // And a console user of the same account, for the same reason.
        const password = generatePassword();
        const user = await createUser(store.db, { accountId: account.id, email: 'demo@example.com', password });
        firstUser = { email: user.email, password };
      }
    }
  } catch (err) {
    await store.close();
    throw err;
  }

  let runtime;
  try {
    // Workers log through their own pino instance with the same level and redaction as the HTTP logger.
    const logger = pino({ level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }).child({ component: 'workers' });
    runtime = createRuntime(config, store, { worker: http ? config.worker : true, logger: logger as never });
  } catch (err) {
    await store.close();
    throw err;
  }
  const app = await buildApp({ config, db: store.db, ops: runtime.services });
  const rt = runtime;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + 15_000);
    force.unref();
    try {
      await app.close();
      await rt.stop();
    } finally {
      await store.close();
      clearTimeout(force);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT').then(() => process.exit(0)));
  process.once('SIGTERM', () => void shutdown('SIGTERM').then(() => process.exit(0)));

  await rt.start();
  if (!http) {
    app.log.info({ workerId: rt.worker?.id }, 'worker started');
    return { app, store, address: null, shutdown };
  }
  const address = await app.listen({ host: config.host, port: config.port });
  if (banner) {
    const lines = [
      '',
      `Creator Sponsorship Data Service listening on ${address}`,
      `  store: ${store.kind === 'embedded' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
      `  API reference: ${address}/docs   OpenAPI: ${address}/v1/openapi.json`,
      `  Web console: ${address}/console`,
    ];
    if (firstUser) {
      lines.push(
        '',
        '  Sign in to the web console with (shown only this once):',
        `    email ${firstUser.email}   password ${firstUser.password}`,
      );
    } else {
      lines.push(
        '',
        '  To sign in to the web console, create a user: `npm run cli -- users create --email you@example.com --account demo`',
        '  (it prints a generated password once; on the embedded store, stop the server first).',
      );
    }
    if (firstKey) {
      lines.push(
        '',
        '  Demo data loaded. Your first API key (all scopes), shown only this once:',
        `    ${firstKey}`,
        `  Try: curl -H "Authorization: Bearer ${firstKey}" '${address}/v1/sponsorships?limit=3'`,
      );
    } else {
      lines.push(
        '',
        '  To get an API key: stop the server and run `npm run cli -- keys create --name me --scopes data:read`',
        '  (on PostgreSQL the CLI works while servers run), or create one with POST /v1/api-keys.',
      );
    }
    process.stdout.write(lines.join('\n') + '\n\n');
  }
  return { app, store, address, shutdown };
}
