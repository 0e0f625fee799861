// Runs the service: assembles the app (HTTP routes and the MCP endpoint), opens the store, seeds demo data on an
// empty database, listens, makes a fresh install's first credentials once it listens, and shuts down gracefully
// on SIGINT/SIGTERM (stop accepting, finish in-flight requests, close the store).
import { sql } from 'kysely';
import type { Config } from './config.js';
import { openStore, type Store } from './db/database.js';
import pino from 'pino';
import { buildHttpApp, type BuildAppOptions } from './http/app.js';
import { REDACTED_PATHS } from './http/requestLog.js';
import { mcpRoutes } from './mcp/http.js';
import { llmsRoutes } from './mcp/llms.js';
import { seedDemo } from './demo/seed.js';
import {
  consoleUsers,
  DEMO_ACCOUNT,
  DEMO_EMAIL,
  firstCredentialsOwed,
  issueFirstCredentials,
  seedFirstStart,
  type FirstCredentials,
} from './demo/firstCredentials.js';
import { createRuntime } from './runtime.js';
import { warmReads } from './directory/reads.js';
import { ReadCache } from './directory/readCache.js';
import { CursorCodec } from './pagination/cursor.js';

/** The service's HTTP app: the /v1 routes, the console and the reference page (http/app.ts), and the MCP endpoint. */
export function buildApp(opts: BuildAppOptions) {
  // The same tools for AI agents, over MCP (Streamable HTTP), behind the same hooks as /v1.
  return buildHttpApp(opts, [mcpRoutes, llmsRoutes]);
}

export interface ServeOptions {
  config: Config;
  /** Serve HTTP; false runs only the workers (`worker` command). */
  http?: boolean;
  /** Print the first-run banner (default true). */
  banner?: boolean;
}

async function isEmpty(store: Store): Promise<boolean> {
  const r = await sql<{
    n: number;
  }>`select (select count(*) from creators) + (select count(*) from api_keys) as n`.execute(store.db);
  return Number(r.rows[0].n) === 0;
}

/** The longest a start waits for its read connections to be warmed before it listens. */
const WARM_UP_MS = 15_000;

/** A listen failure an operator can act on, said plainly; `owed`: the first credentials wait for a start that listens. */
function listenError(err: unknown, config: Config, owed: boolean): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  const where = `${config.host}:${config.port}`;
  const reason =
    code === 'EADDRINUSE'
      ? `port ${config.port} is already in use on ${config.host}. Stop the process using it, or set PORT to a free port.`
      : code === 'EACCES'
        ? `this user may not listen on port ${config.port} (ports below 1024 need privileges). Set PORT to 1024 or above.`
        : code === 'EADDRNOTAVAIL'
          ? `HOST ${config.host} is not an address of this machine. Set HOST to one of its addresses (or 0.0.0.0).`
          : null;
  if (reason === null) return err;
  const later = owed
    ? '\nThe demo data is loaded; your first API key and console password will be shown by the first start that listens.'
    : '';
  return new Error(`Cannot listen on ${where}: ${reason}${later}`);
}

export async function serve({ config, banner = true, http = true }: ServeOptions) {
  const store = await openStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.pgPoolSize,
    readPoolSize: config.pgReadPoolSize,
    scanPoolSize: config.pgScanPoolSize,
    readStatementTimeoutMs: config.readStatementTimeoutMs,
  });
  try {
    if (config.seedDemo) {
      // A fresh install is owed a key and a console user, made and shown once a process listens
      // (demo/firstCredentials.ts); on PostgreSQL, of several processes starting together, one seeds.
      await seedFirstStart(
        store,
        () => isEmpty(store),
        () => seedDemo(store, { scale: 1 }),
      );
    }
  } catch (err) {
    await store.close();
    throw err;
  }

  let runtime;
  try {
    // Workers log through their own pino instance with the same level and redaction as the HTTP logger.
    const logger = pino({ level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }).child({
      component: 'workers',
    });
    runtime = createRuntime(config, store, { worker: http ? config.worker : true, logger: logger as never });
    // A bucket that is missing or refuses the credentials stops the start, naming the bucket and the reason.
    await runtime.checkStorage();
  } catch (err) {
    await store.close();
    throw err;
  }
  const app = await buildApp({
    config,
    db: store.db,
    cacheChecksDb: store.cacheChecks,
    readDb: store.reads,
    scanDb: store.scans,
    services: runtime.services,
  });
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

  if (!http) {
    await rt.start();
    app.log.info({ workerId: rt.worker?.id }, 'worker started');
    return { app, store, address: null, shutdown };
  }
  // Each connection of the read pool prepared for the reads that follow before the first request arrives
  // (directory/reads.ts warmReads), with a cache and cursors of its own; at most WARM_UP_MS, then it listens anyway.
  const warmStarted = Date.now();
  await Promise.race([
    warmReads(
      {
        readDb: store.reads,
        scanDb: store.scans,
        cursors: new CursorCodec(runtime.services.keys.cursors),
        cache: new ReadCache(store.cacheChecks, 1_000),
      },
      store.kind === 'postgres' ? config.pgReadPoolSize : 1,
    ),
    new Promise((resolve) => setTimeout(resolve, WARM_UP_MS).unref()),
  ]);
  app.log.debug({ ms: Date.now() - warmStarted }, 'read connections warmed');
  // Then the request path itself, through the read routes (http/warmUp.ts), in what is left of WARM_UP_MS; the embedded
  // store is a single-host install whose start should be quick.
  if (store.kind === 'postgres') {
    const report = await app
      .warmUp({ requests: config.warmUpRequests, until: warmStarted + WARM_UP_MS })
      .catch((err: unknown) => ({ error: String(err) }));
    app.log.debug(report, 'request path warmed');
  }
  // Listen before anything starts or is made that a failed start would leave behind unseen.
  let address: string;
  try {
    address = await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    const owed = await firstCredentialsOwed(store.db).catch(() => false);
    await app.close().catch(() => {});
    await store.close();
    throw listenError(err, config, owed);
  }
  // Only a process that prints the banner settles the debt: credentials no one sees would be lost.
  const first = banner ? await issueFirstCredentials(store.db) : null;
  await rt.start();
  if (banner) process.stdout.write(await bannerText(address, config, store, first));
  return { app, store, address, shutdown };
}

async function bannerText(
  address: string,
  config: Config,
  store: Store,
  first: FirstCredentials | null,
): Promise<string> {
  const embedded = store.kind === 'embedded';
  const lines = [
    '',
    `Creator Sponsorship Data Service listening on ${address}`,
    `  store: ${embedded ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
    `  API reference: ${address}/docs   OpenAPI: ${address}/v1/openapi.json`,
    `  Web console: ${address}/console`,
    '',
  ];
  // The embedded directory is held by this server, so the CLI needs it stopped first; on PostgreSQL it does not.
  const stopFirst = embedded ? '; stop the server first' : '';
  const users = first?.user ? null : await consoleUsers(store.db);
  if (first?.user) {
    lines.push(
      '  Sign in to the web console with (shown only this once):',
      `    email ${first.user.email}   password ${first.user.password}`,
    );
  } else if (users?.demo) {
    lines.push(
      `  Sign in to the web console as ${DEMO_EMAIL} with the password shown on the first start.`,
      `  To set a new one: \`npm run cli -- users set-password --email ${DEMO_EMAIL}\`${stopFirst}.`,
    );
  } else if (users?.any) {
    lines.push(
      '  Sign in to the web console with your console user. `npm run cli -- users list` lists them,',
      `  \`npm run cli -- users set-password --email …\` sets a new password${stopFirst}.`,
    );
  } else {
    lines.push(
      '  To sign in to the web console, create a user: `npm run cli -- users create --email you@example.com --account demo`',
      `  (it prints a generated password once${stopFirst}).`,
    );
  }
  lines.push('');
  if (first) {
    lines.push(
      '  Demo data loaded. Your first API key (all scopes), shown only this once:',
      `    ${first.key}`,
      `  Try: curl -H "Authorization: Bearer ${first.key}" '${address}/v1/sponsorships?limit=3'`,
    );
  } else {
    const cli = '`npm run cli -- keys create --name me --scopes data:read`';
    lines.push(
      embedded
        ? `  To get an API key: stop the server and run ${cli},`
        : `  To get an API key: run ${cli} (beside the running server),`,
      `  or create one with POST /v1/api-keys. Without --account the CLI uses the account the first start made`,
      `  (${DEMO_ACCOUNT}, the console user's, when the demo data was loaded; otherwise one named default).`,
    );
  }
  return lines.join('\n') + '\n\n';
}
