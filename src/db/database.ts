// Opens the one query layer (Kysely) over either store: embedded PGlite (DATA_DIR) or PostgreSQL (DATABASE_URL).
// The same SQL and the same migrations run on both.
import crypto from 'node:crypto';
import path from 'node:path';
import {
  Kysely,
  PGliteDialect,
  PostgresDialect,
  sql,
  type CompiledQuery,
  type QueryResult,
  type RawBuilder,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { lockDataDir } from './lock.js';
import { ownerOnlyUmask, restrictToOwner } from '../ownerOnly.js';
import { migrate, type Session } from './migrate.js';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

/**
 * Runs `fn` in a transaction that commits without waiting for its write-ahead log to reach the disk
 * (`synchronous_commit = off`), for a running operation's intermediate writes: its lease, progress and
 * checkpoint, the videos it claims and the data of each finished batch. A crash of the database may lose the
 * last fraction of a second of these (at most three times `wal_writer_delay`); the operation then runs again
 * from the checkpoint that survived, and redoing a batch is idempotent. The write that ends an operation is
 * synchronous and, the log being sequential, makes every earlier one durable with it. What is skipped is a disk
 * flush per statement, milliseconds each, several per batch.
 */
export function withRelaxedCommit<T>(db: Database, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local synchronous_commit = off`.execute(trx);
    return fn(trx);
  });
}

export interface Store {
  db: Database;
  /**
   * A connection of its own for short statements that must not queue behind the pool's page queries (the read
   * cache's looks: every cached answer waits for one). PostgreSQL: one connection beside the pool; embedded: `db`.
   */
  cacheChecks: Database;
  /**
   * Where the directory's reads run (list pages, details, batches, lookups, rankings): PostgreSQL, a pool of its own
   * whose statements end after READ_STATEMENT_TIMEOUT_MS (57014, isStatementTimeout), so one slow read cannot hold a
   * connection; writes, exports, operations and migrations keep `db`, untimed. Embedded: `db` (PGlite has no timer).
   */
  reads: Database;
  /**
   * The directory's long reads (searches, similar-brand rankings, monthly activity): on PostgreSQL a lane of their own
   * beside `reads`, with the same timeout and a size of its own (PG_SCAN_POOL_SIZE), so that the heavy statements a
   * write-heavy minute recomputes neither queue the short reads (details, keyset pages) behind them nor wait for the
   * few connections the short reads are held to (docs/decisions.md, "Eighth look"). Embedded: `db`.
   */
  scans: Database;
  kind: 'embedded' | 'postgres';
  /** A session for multi-statement scripts (migrations, bulk seeding); end() it when done. */
  session(): Promise<Session>;
  /** LISTEN on a channel; NOTIFY is plain SQL (`select pg_notify(...)`). Returns the unlisten function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: runs `fn` on a pooled connection of its own (for COPY streams, which the query builder
   * cannot carry). A connection `fn` failed on is destroyed rather than returned to the pool.
   */
  withClient?<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Embedded data directory; `null` keeps the embedded database in memory (tests). */
  dataDir?: string | null;
  poolSize?: number;
  /** PostgreSQL: connections of `reads` (opened as reads need them); `poolSize` when absent. */
  readPoolSize?: number;
  /** PostgreSQL: connections of `scans` (opened as reads need them); `readPoolSize` when absent. */
  scanPoolSize?: number;
  /** PostgreSQL: milliseconds a statement of `reads` may run (0: no limit). */
  readStatementTimeoutMs?: number;
  migrate?: boolean;
  /**
   * Embedded, in memory only: start from this dump of another embedded database (`dumpDataDir()` of a migrated
   * one) instead of an empty cluster. Creating an empty cluster runs initdb; the test suite opens hundreds.
   */
  embeddedTemplate?: Blob;
}

/**
 * Whether an error means the connection to PostgreSQL was lost or refused (a restart, a failover, a terminated
 * backend) rather than that the statement was wrong: the same work may succeed on a new connection.
 */
export function isConnectionLost(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  // Class 08 (connection exception); 57P01-57P03 (admin/crash shutdown, cannot connect now); socket errors.
  if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code)) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return /^Connection terminated|connection error and is not queryable|Client was closed and is not queryable/.test(
    message,
  );
}

// Return int8 and numeric as JS numbers: every count in this service fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export async function openStore(opts: OpenOptions): Promise<Store> {
  const store = opts.databaseUrl
    ? await openPostgres(
        opts.databaseUrl,
        opts.poolSize ?? 10,
        opts.readPoolSize ?? opts.poolSize ?? 10,
        opts.scanPoolSize ?? opts.readPoolSize ?? opts.poolSize ?? 10,
        opts.readStatementTimeoutMs ?? 0,
      )
    : await openEmbedded(opts.dataDir ?? null, opts.embeddedTemplate);
  if (opts.migrate !== false) {
    try {
      const session = await store.session();
      try {
        await migrate(session);
      } finally {
        await session.end();
      }
    } catch (err) {
      await store.close();
      throw err;
    }
  }
  return store;
}

/** Distinct statements a connection keeps prepared at most; later ones run unnamed, as every other statement does. */
const PREPARED_PER_CONNECTION = 100;

/**
 * The statement name of a text (a digest of it), kept per text for the process: every connection names a text
 * alike, and a request hashes nothing. Bounded: emptied when it would hold more than a connection keeps and more.
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= PREPARED_PER_CONNECTION * 10) statementNames.clear();
    name = `csds_${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** The PostgreSQL pool behind each of a store's query layers (`db`, `reads`, `cacheChecks`): where runPrepared runs. */
const pools = new WeakMap<Database, pg.Pool>();
/** The statements each pooled connection has prepared (by name). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * Runs a compiled statement as a named prepared statement on PostgreSQL: parsed and planned once per connection
 * instead of at every execution, for statements run often whose best plan is the same whatever their values (list
 * pages without a search, details by id; docs/decisions.md "Prepared page and detail statements"). A connection keeps
 * at most PREPARED_PER_CONNECTION; past them, and on the embedded store or in a transaction, the statement runs as
 * every other does.
 */
export async function runPrepared<R>(db: Database, query: CompiledQuery<R>): Promise<QueryResult<R>> {
  const pool = pools.get(db);
  if (!pool) return db.executeQuery(query);
  const client = await pool.connect();
  try {
    let names = preparedOn.get(client);
    if (!names) preparedOn.set(client, (names = new Set()));
    const name = statementName(query.sql);
    const values = query.parameters as unknown[];
    if (!names.has(name) && names.size >= PREPARED_PER_CONNECTION)
      return { rows: (await client.query(query.sql, values)).rows as R[] };
    names.add(name);
    return { rows: (await client.query({ name, text: query.sql, values })).rows as R[] };
  } finally {
    // As the query layer does: a statement's error leaves the connection usable (one that dropped is discarded by
    // the pool at its next use).
    client.release();
  }
}

/**
 * A statement of one shape compiled once for each query layer, then run with one value as a prepared statement
 * (runPrepared): `build(value)` writes it with `value` where each run's value goes (a detail's id). Compiling walks
 * the whole tree of a detail's JSON object; a read then only binds its value into the compiled parameters.
 */
export function compiledOnce<R>(build: (value: unknown) => RawBuilder<R>) {
  const slot = { value: 'compiledOnce' };
  const compiled = new WeakMap<Database, CompiledQuery<R>>();
  return (db: Database, value: unknown): Promise<QueryResult<R>> => {
    let query = compiled.get(db);
    if (query === undefined) {
      query = build(slot).compile(db);
      if (!query.parameters.includes(slot)) throw new Error('compiledOnce: the statement holds no value');
      compiled.set(db, query);
    }
    return runPrepared<R>(db, { ...query, parameters: query.parameters.map((p) => (p === slot ? value : p)) });
  };
}

/**
 * Whether an error is PostgreSQL cancelling a statement (57014): its statement_timeout passed (the `reads` pool), or
 * an operator cancelled it. The connection stays usable.
 */
export function isStatementTimeout(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '57014';
}

/**
 * How long a connection of the read pool may stay idle (pg-pool closes others after ten seconds): a session's catalog
 * caches and prepared statements are what make its reads fast (server.ts warms the pool at start), and a lull of
 * seconds should not cost the next burst new sessions.
 */
const READ_IDLE_CONNECTION_MS = 10 * 60_000;

/**
 * A pool of `max` connections behind the query builder, riding out dropped connections. `statementTimeoutMs` is sent
 * at connection start (a session setting, no statement of its own per query); 0 leaves statements untimed.
 * `idleTimeoutMs`: how long an idle connection is kept (pg-pool's ten seconds when absent).
 */
function pooled(
  url: string,
  max: number,
  name: string,
  statementTimeoutMs = 0,
  idleTimeoutMs?: number,
): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(idleTimeoutMs ? { idleTimeoutMillis: idleTimeoutMs } : {}),
    application_name: name,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Neither must one dropped while checked out between two queries (the pool listens only while a client is
  // idle, and an unheard 'error' event ends the process): the next query on it fails, and the pool discards it
  // on release. This is what lets every process ride out a database restart.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return { db, pool };
}

async function openPostgres(
  url: string,
  poolSize: number,
  readPoolSize: number,
  scanPoolSize: number,
  readStatementTimeoutMs: number,
): Promise<Store> {
  const { db, pool } = pooled(url, poolSize, 'csds');
  await sql`select 1`.execute(db);
  const cacheChecks = pooled(url, 1, 'csds-cache-checks').db;
  // Connections are opened on demand: a process that serves no reads (a worker) opens none.
  const reads = pooled(url, readPoolSize, 'csds-read', readStatementTimeoutMs, READ_IDLE_CONNECTION_MS).db;
  const scans = pooled(url, scanPoolSize, 'csds-scan', readStatementTimeoutMs, READ_IDLE_CONNECTION_MS).db;
  const session = async (): Promise<Session> => {
    const client = new pg.Client({ connectionString: url, application_name: 'csds-script' });
    client.on('error', () => {}); // its next query fails instead
    await client.connect();
    return {
      exec: async (script) => {
        await client.query(script);
      },
      query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
      end: () => client.end(),
    };
  };
  // One dedicated connection carries every LISTEN of this process; it reconnects if it drops.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listener: pg.Client | null = null;
  let closed = false;
  const connectListener = async (): Promise<pg.Client> => {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url, application_name: 'csds-listen' });
    client.on('notification', (m) => listeners.get(m.channel)?.forEach((fn) => fn(m.payload ?? '')));
    // A lost connection (an error, or the server closing it) is replaced and every channel listened to again.
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      client.end().catch(() => {});
      // Only the connection in use is replaced here; one that failed to connect is retried by resubscribe.
      if (listener !== client) return;
      listener = null;
      if (!closed) setTimeout(() => void resubscribe(), 1000).unref();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    await client.connect();
    listener = client;
    return client;
  };
  const resubscribe = async () => {
    try {
      const c = await connectListener();
      for (const ch of listeners.keys()) await c.query(`listen "${ch}"`);
    } catch {
      if (!closed) setTimeout(() => void resubscribe(), 1000).unref();
    }
  };
  const listen = async (channel: string, fn: (payload: string) => void) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set);
    set.add(fn);
    const c = await connectListener();
    if (set.size === 1) await c.query(`listen "${channel}"`);
    return async () => {
      set.delete(fn);
    };
  };
  return {
    db,
    cacheChecks,
    reads,
    scans,
    kind: 'postgres',
    session,
    listen,
    withClient: async (fn) => {
      const client = await pool.connect();
      try {
        const r = await fn(client);
        client.release();
        return r;
      } catch (err) {
        client.release(err as Error);
        throw err;
      }
    },
    close: async () => {
      closed = true;
      await listener?.end().catch(() => {});
      await cacheChecks.destroy();
      await reads.destroy();
      await scans.destroy();
      await db.destroy();
    },
  };
}

async function openEmbedded(dataDir: string | null, template?: Blob): Promise<Store> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let release = () => {};
  if (dataDir) {
    // The database's files are every account's data: only this user may read them (ownerOnly.ts). The umask
    // covers what PGlite creates from now on; the walks repair a directory left readable by an earlier version,
    // and what PGlite itself made readable (the files of a new cluster) once it has opened and again at close.
    ownerOnlyUmask();
    release = lockDataDir(dataDir);
  }
  try {
    if (dataDir) restrictToOwner(dataDir);
    const pglite = await PGlite.create({
      dataDir: dataDir ? path.join(dataDir, 'pgdata') : undefined,
      extensions: { pg_trgm },
      loadDataDir: dataDir ? undefined : template,
    });
    if (dataDir) restrictToOwner(dataDir);
    const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) as never });
    // PGlite is one session already: scripts run on it directly, and end() leaves it open.
    const session = async (): Promise<Session> => ({
      exec: async (script) => {
        await pglite.exec(script);
      },
      query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
      end: async () => {},
    });
    return {
      db,
      cacheChecks: db,
      reads: db,
      scans: db,
      kind: 'embedded',
      session,
      listen: async (channel, fn) => {
        const unsub = await pglite.listen(channel, fn);
        return async () => unsub();
      },
      close: async () => {
        try {
          await db.destroy();
          if (!pglite.closed) await pglite.close();
          if (dataDir) restrictToOwner(dataDir);
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
