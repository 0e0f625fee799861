// `npm run schema:dump`: the current schema in one file. Migrates a scratch PostgreSQL database (created and
// dropped here) with src/db/migrations, dumps its schema with PostgreSQL's pg_dump and writes src/db/schema.sql, so
// that a reader learns the schema without replaying migrations that replace each other's functions.
//
//   npm run schema:dump                  rewrite src/db/schema.sql (commit it with the migration that changed it)
//   npm run schema:dump -- --check       exit 1, printing a diff, when src/db/schema.sql is not what the migrations
//                                        make (test/db/schema.test.ts runs this in `npm test`)
//
// DATABASE_URL (else postgres://postgres@127.0.0.1:5432/postgres) names the server and a database to connect to;
// only the scratch database is new. pg_dump's major version must be the server's (Debian: postgresql-client-<major>);
// `--pg-dump <path>` names another binary, `--file <path>` another file to write or compare.
import { execFile, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { openStore } from '../src/db/database.js';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SCHEMA_FILE = path.join(ROOT, 'src/db/schema.sql');

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    file: { type: 'string', default: SCHEMA_FILE },
    'pg-dump': { type: 'string', default: 'pg_dump' },
  },
});

/** Runs one statement on its own connection to `url`, returning the rows. */
async function query(url: string, statement: string): Promise<Record<string, unknown>[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(statement)).rows;
  } finally {
    await c.end();
  }
}

/** A database of its own on the server, for one dump; `drop()` removes it. */
async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `csds_schema_${Math.floor(Date.now() / 1000)}_${crypto.randomBytes(3).toString('hex')}`;
  await query(serverUrl, `create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const drop = async () => {
    await query(serverUrl, `drop database if exists ${name} with (force)`);
  };
  return { url: u.toString(), drop };
}

/**
 * pg_dump's text, made stable between runs and machines of one PostgreSQL major version: without its version
 * lines, the `\restrict` key newer releases draw at random for each dump, and the session settings a restore
 * would need. pg_dump orders objects by kind and name (then by what depends on what), not by when they were made.
 */
function normalizeDump(raw: string, major: number): string {
  const kept = raw
    .split('\n')
    .filter((line) => !/^\\(un)?restrict /.test(line))
    .filter((line) => !/^-- Dumped (from database|by pg_dump) version /.test(line))
    .filter((line) => !/^SET \w+ = /.test(line) && !/^SELECT pg_catalog\.set_config\(/.test(line))
    .join('\n')
    .replace(/^--\n-- PostgreSQL database dump( complete)?\n--\n/gm, '')
    .trim();
  const header = [
    '-- The schema the migrations in src/db/migrations make, generated: do not edit. `npm run schema:dump` migrates',
    `-- a scratch PostgreSQL database and writes this file from \`pg_dump --schema-only --no-owner --no-privileges\``,
    `-- (PostgreSQL ${major}); \`npm test\` fails when it differs from what the migrations make. To change the schema,`,
    '-- add a migration and run the command again. Rows that migrations insert are not shown.',
  ];
  return `${header.join('\n')}\n\n${kept}\n`;
}

async function dumpSchema(serverUrl: string, pgDump: string): Promise<string> {
  const run = promisify(execFile);
  // Another major version of pg_dump writes another text (or refuses a newer server): the file is made by one.
  const [{ server_version_num: serverVersion }] = await query(serverUrl, 'show server_version_num');
  const major = Math.floor(Number(serverVersion) / 10000);
  const version = await run(pgDump, ['--version']).catch((err: Error) => {
    const hint = `install postgresql-client-${major} or pass --pg-dump <path>`;
    throw new Error(`cannot run ${pgDump} (${err.message}): ${hint}`);
  });
  const dumpMajor = Number(/(\d+)(\.\d+)+/.exec(version.stdout)?.[1]);
  if (dumpMajor !== major) {
    throw new Error(`${pgDump} is version ${dumpMajor}, the server ${major}: use pg_dump ${major} (--pg-dump <path>)`);
  }
  const db = await createScratchDatabase(serverUrl);
  try {
    const store = await openStore({ databaseUrl: db.url, poolSize: 1 });
    await store.close();
    // The password, if any, goes to pg_dump through its environment rather than its argv, which `ps` shows.
    const target = new URL(db.url);
    const env = { ...process.env };
    if (target.password) env.PGPASSWORD = decodeURIComponent(target.password);
    target.password = '';
    const dump = await run(pgDump, ['--schema-only', '--no-owner', '--no-privileges', '--dbname', target.toString()], {
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return normalizeDump(dump.stdout, major);
  } finally {
    await db.drop();
  }
}

/** A unified diff of the committed file and the fresh dump (diff(1), part of every Debian and macOS install). */
function describeDifference(committedPath: string, fresh: string): string {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-schema-'));
  try {
    const freshPath = path.join(tmp, 'schema.sql');
    fs.writeFileSync(freshPath, fresh);
    const label = path.relative(ROOT, committedPath);
    const labels = ['--label', `${label} (committed)`, '--label', `${label} (from the migrations)`];
    const d = spawnSync('diff', ['-u', ...labels, committedPath, freshPath], { encoding: 'utf8' });
    if (d.error) return `(diff(1) could not run: ${d.error.message}; compare with \`npm run schema:dump\`)`;
    return d.stdout;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const file = path.resolve(values.file);
const fresh = await dumpSchema(serverUrl, values['pg-dump']).catch((err: Error) => {
  process.stderr.write(`schema:dump: ${err.message}\n`);
  process.exit(2);
});
const shown = path.relative(ROOT, file);
if (values.check) {
  if (!fs.existsSync(file)) {
    process.stdout.write(`${shown} is missing: run \`npm run schema:dump\` and commit it\n`);
    process.exit(1);
  }
  if (fs.readFileSync(file, 'utf8') === fresh) {
    process.stdout.write(`${shown} is what the migrations make\n`);
  } else {
    process.stdout.write(describeDifference(file, fresh));
    process.stdout.write(`\n${shown} is not what the migrations make: run \`npm run schema:dump\` and commit it\n`);
    process.exit(1);
  }
} else {
  fs.writeFileSync(file, fresh);
  process.stdout.write(`wrote ${shown} (${fresh.split('\n').length - 1} lines)\n`);
}
