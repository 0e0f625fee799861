// An isolated database for one test file: an in-memory PGlite, or (when DATABASE_URL is set)
// a fresh PostgreSQL database cloned from the migrated template that scripts/test.mjs prepares.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openStore, type Store } from '../../src/db/database.js';

import { migrationFiles } from '../../src/db/migrate.js';

const schemaDigest = crypto
  .createHash('sha256')
  .update(
    migrationFiles()
      .map((m) => m.name + m.sql)
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 12);

/** The template's name carries a digest of the migrations, so a changed schema gets a new template. */
export const TEMPLATE_DB = `csds_tpl_${schemaDigest}`;

// The package does not export its package.json: read it beside its entry point.
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion: string = JSON.parse(
  fs.readFileSync(path.join(pgliteEntry.slice(0, pgliteEntry.lastIndexOf('dist')), 'package.json'), 'utf8'),
).version;

/**
 * The embedded counterpart: a dump of a migrated PGlite database (test/helpers/prepareEmbeddedTemplate.ts, run by
 * scripts/test.mjs), named by schema and PGlite version. Without it a store starts empty and migrates.
 */
export const EMBEDDED_TEMPLATE_FILE = path.join(
  os.tmpdir(),
  `csds-embedded-${schemaDigest}-pglite-${pgliteVersion}.tar`,
);

let embeddedTemplate: Blob | undefined;
function loadEmbeddedTemplate(): Blob | undefined {
  if (!embeddedTemplate && fs.existsSync(EMBEDDED_TEMPLATE_FILE))
    embeddedTemplate = new Blob([fs.readFileSync(EMBEDDED_TEMPLATE_FILE)]);
  return embeddedTemplate;
}

/**
 * Starts an embedded data directory for the service's child processes (DATA_DIR) from the migrated dump, as
 * in-memory test stores do: the first process in an empty directory would run initdb and every migration, about
 * 9 s of CPU more. Only on the embedded pass (on PostgreSQL the children use DATABASE_URL), and only with the dump.
 * The users-cli first-start test keeps an empty directory, so a fresh install still runs in the suite.
 */
export async function prepareDataDir(dataDir: string, opts: { onEitherPass?: boolean } = {}): Promise<void> {
  // `onEitherPass`: for a test of the embedded directory itself, which opens it on the PostgreSQL pass too.
  const template = storeKind() === 'embedded' || opts.onEitherPass ? loadEmbeddedTemplate() : undefined;
  if (!template) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // The layout the service opens: DATA_DIR/pgdata (src/db/database.ts).
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: path.join(dataDir, 'pgdata'),
    extensions: { pg_trgm },
    loadDataDir: template,
  });
  await pglite.close();
}

export function storeKind(): 'embedded' | 'postgres' {
  return process.env.DATABASE_URL ? 'postgres' : 'embedded';
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** `readStatementTimeoutMs`: PostgreSQL, the directory reads' statement timeout (Store.reads; 0 or absent: none). */
export async function createTestStore(
  opts: { readStatementTimeoutMs?: number; readPoolSize?: number; scanPoolSize?: number } = {},
): Promise<Store & { url?: string }> {
  const base = process.env.DATABASE_URL;
  if (!base) return openStore({ dataDir: null, embeddedTemplate: loadEmbeddedTemplate() });
  // The creation time in the name lets a later run drop databases that an interrupted run left behind.
  const name = `csds_t_${Math.floor(Date.now() / 1000)}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(base, name);
  const store = await openStore({
    databaseUrl: url,
    poolSize: 10,
    readPoolSize: opts.readPoolSize,
    scanPoolSize: opts.scanPoolSize,
    readStatementTimeoutMs: opts.readStatementTimeoutMs,
  });
  return {
    ...store,
    url,
    close: async () => {
      await store.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
