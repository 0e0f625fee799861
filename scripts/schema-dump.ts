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
    '-- add a migration and run the command again. Rows that migrations insert are not shown. Tables come first, then',
    '-- their constraints and indexes, then the functions and triggers by family (scripts/schema-dump.ts FAMILIES).',
  ];
  return `${header.join('\n')}\n\n${arrange(kept)}\n`;
}

/**
 * The families of functions and triggers, in the order the dump shows them, each with what its names match (a
 * trigger belongs to the family of the function it executes). The first family a name matches is its family; a name
 * none matches goes to the last, `helpers`.
 */
const FAMILIES: { title: string; match: RegExp }[] = [
  {
    title:
      'Change log: the read-cache tags each directory write moved, read by the read cache and the export cache; a ' +
      'statement trigger an event and one truncate trigger a directory table (migrations 019, 022, 060, 061, 075, ' +
      '088; generated from src/directory/tags.ts)',
    match: /^(\w+_changed|directory_change\w*)$/,
  },
  {
    title:
      'Sponsorship list items rendered on the row (migration 014; generated from src/directory/fields/sponsorships.ts)',
    match:
      /^(\w+_render(_row)?|refresh_sponsorship_rendering|sponsorship_summary|sponsorship_search|sponsorships_set_channel)$/,
  },
  {
    title: 'Directory aggregates (migration 008)',
    match: /^(\w+_stats_\w+|refresh_directory_stats|brands_sync_domains|brand_domain_list)$/,
  },
  { title: 'Watches and their change outbox (migrations 020, 021)', match: /^(watch\w*|sponsorships_watch_\w+)$/ },
  {
    title: 'Counters of operations, webhooks and rate limits',
    match: /^(count_\w+|rate_limit_take|webhook_attempt_outcome)$/,
  },
  { title: 'Helpers', match: /./ },
];

/**
 * The dump's objects in the order a reader wants them: extensions and types, tables (with their sequences and
 * defaults), then their constraints and indexes, then functions and triggers by family. pg_dump writes them by kind
 * and name, functions first; the file is read, never restored, so the order is free. Each object keeps its comment.
 */
function arrange(dump: string): string {
  const blocks = dump.split(/\n(?=--\n-- Name: )/).map((text) => {
    const m = /^--\n-- Name: (.*); Type: ([A-Z ]+); Schema:/.exec(text);
    return { name: m?.[1] ?? '', type: m?.[2] ?? '', text: text.trim() };
  });
  // A comment follows its object in pg_dump's output: keep it there.
  const objects: { name: string; type: string; text: string }[] = [];
  for (const b of blocks) {
    if (b.type === 'COMMENT' && objects.length) objects[objects.length - 1].text += `\n\n\n${b.text}`;
    else objects.push(b);
  }
  const family = (o: { name: string; type: string; text: string }) => {
    const fn =
      o.type === 'TRIGGER'
        ? (/EXECUTE FUNCTION public\.(\w+)\(/.exec(o.text)?.[1] ?? '')
        : o.type === 'FUNCTION'
          ? o.name.replace(/\(.*$/, '')
          : '';
    return FAMILIES.findIndex((f) => f.match.test(fn));
  };
  const sections: { title: string; objects: typeof objects }[] = [
    { title: 'Extensions and types', objects: objects.filter((o) => ['EXTENSION', 'TYPE', 'SCHEMA'].includes(o.type)) },
    {
      title: 'Tables',
      objects: objects.filter((o) => ['TABLE', 'SEQUENCE', 'SEQUENCE OWNED BY', 'DEFAULT'].includes(o.type)),
    },
    {
      title: 'Constraints and indexes',
      objects: objects.filter((o) => ['CONSTRAINT', 'FK CONSTRAINT', 'INDEX'].includes(o.type)),
    },
    ...FAMILIES.map((f, i) => ({
      title: `Functions and triggers: ${f.title}`,
      objects: [
        ...objects.filter((o) => o.type === 'FUNCTION' && family(o) === i),
        ...objects.filter((o) => o.type === 'TRIGGER' && family(o) === i),
      ],
    })),
  ];
  const placed = new Set(sections.flatMap((s) => s.objects));
  sections.push({ title: 'Other objects', objects: objects.filter((o) => !placed.has(o)) });
  return sections
    .filter((s) => s.objects.length)
    .map((s) =>
      [`-- ${'='.repeat(110)}\n-- ${s.title}\n-- ${'='.repeat(110)}`, ...s.objects.map((o) => o.text)].join('\n\n\n'),
    )
    .join('\n\n\n');
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
