// The command line: parses flags and calls the domain modules; no rule lives here.
import { Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '../config.js';
import { openStore, type Store } from '../db/database.js';
import {
  apiKeyJson,
  createApiKey,
  findOrCreateAccount,
  isScope,
  listApiKeys,
  revokeApiKey,
  type Scope,
  SCOPES,
} from '../keys/apiKeys.js';
import { defaultAccountName } from '../demo/firstCredentials.js';
import { importFile, IMPORT_KINDS, type ImportKind } from '../importer/index.js';
import { registerRemoteCommands } from './remote.js';
import { registerTrackCommands } from './track.js';
import { registerDiscoverCommands } from './discover.js';
import { registerWatchCommands } from './watch.js';
import { userCommands } from './users.js';

export async function withStore<T>(fn: (store: Store) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 4 });
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

function parseScopes(value: string): Scope[] {
  const scopes = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = scopes.filter((s) => !isScope(s));
  if (bad.length || scopes.length === 0) {
    throw new InvalidArgumentError(
      `unknown scope ${bad.join(', ') || '(none given)'}; choose from ${SCOPES.join(', ')}`,
    );
  }
  return scopes as Scope[];
}

function parsePositiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of at least 1');
  return n;
}

function parseMaxLineBytes(value: string): number {
  const n = parsePositiveInt(value);
  if (n > 256 * 1024 * 1024) throw new InvalidArgumentError('must be at most 268435456 (256 MiB)');
  return n;
}

function parseDate(value: string): Date {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw new InvalidArgumentError('must be an ISO 8601 date or timestamp');
  return d;
}

export function buildCli(): Command {
  const program = new Command('csds').description('Creator Sponsorship Data Service').showHelpAfterError();

  program
    .command('serve')
    .description('run the HTTP API with operation and webhook workers (embedded database unless DATABASE_URL is set)')
    .option('--no-worker', 'serve the API only; other processes run the workers')
    .action(async (opts: { worker: boolean }) => {
      const config = loadConfig();
      const { serve } = await import('../server.js');
      await serve({ config: { ...config, worker: config.worker && opts.worker } });
    });

  program
    .command('worker')
    .description('run operation and webhook workers only, no HTTP (share a PostgreSQL database with API processes)')
    .action(async () => {
      const { serve } = await import('../server.js');
      await serve({ config: { ...loadConfig(), seedDemo: false }, http: false, banner: false });
    });

  const keys = program.command('keys').description('manage API keys');
  keys
    .command('create')
    .description('create an API key; the key is printed once and never stored')
    .requiredOption('--name <name>', 'a name that says what the key is for')
    .requiredOption('--scopes <list>', `comma-separated: ${SCOPES.join(',')}`, parseScopes)
    .option(
      '--account <name>',
      'account that owns the key (created if new); default: the account the first start made (demo), else "default"',
    )
    .option('--expires-at <date>', 'when the key stops working (ISO 8601)', parseDate)
    .option('--json', 'print {id, key, name, scopes, account, createdAt} as JSON')
    .action(async (opts: { name: string; scopes: Scope[]; account?: string; expiresAt?: Date; json?: boolean }) => {
      await withStore(async (store) => {
        const name = opts.account ?? (await defaultAccountName(store.db));
        // Said on stderr, so --json output stays one JSON line: which account got the key when none was named.
        if (opts.account === undefined) {
          process.stderr.write(`No --account given: the key goes to account ${name} (the CLI's default account).\n`);
        }
        const account = await findOrCreateAccount(store.db, name);
        const k = await createApiKey(store.db, {
          accountId: account.id,
          name: opts.name,
          scopes: opts.scopes,
          expiresAt: opts.expiresAt,
        });
        if (opts.json) {
          process.stdout.write(
            JSON.stringify({
              id: k.id,
              key: k.key,
              name: k.name,
              scopes: k.scopes,
              account: { id: k.account.id, name: k.account.name },
              createdAt: k.createdAt.toISOString(),
              expiresAt: k.expiresAt?.toISOString() ?? null,
            }) + '\n',
          );
        } else {
          process.stdout.write(
            `Created key ${k.id} (${k.name}) for account ${k.account.name} with scopes ${k.scopes.join(', ')}.\n`,
          );
          process.stdout.write(`Copy it now; it will not be shown again:\n\n  ${k.key}\n\n`);
        }
      });
    });
  keys
    .command('list')
    .description('list API keys (never the keys themselves)')
    .option('--account <name>', 'only this account')
    .option('--json', 'print JSON lines')
    .action(async (opts: { account?: string; json?: boolean }) => {
      await withStore(async (store) => {
        const rows = (await listApiKeys(store.db, {})).rows.filter(
          (k) => !opts.account || k.account.name === opts.account,
        );
        for (const k of rows) {
          const j = apiKeyJson(k);
          process.stdout.write(
            opts.json
              ? JSON.stringify(j) + '\n'
              : `${j.id}  ${j.status.padEnd(7)}  ${j.account.name.padEnd(12)}  ${j.prefix}…  ${j.name}  [${j.scopes.join(',')}]\n`,
          );
        }
      });
    });
  keys
    .command('revoke <id>')
    .description('revoke an API key at once')
    .action(async (id: string) => {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new InvalidArgumentError('the key id is a UUID');
      await withStore(async (store) => {
        const k = await revokeApiKey(store.db, null, id);
        if (!k) throw new Error(`No API key has the id ${id}.`);
        process.stdout.write(`Revoked ${k.id} (${k.name}).\n`);
      });
    });

  program.addCommand(userCommands(withStore));

  program
    .command('import <kind> <file>')
    .description(`import ${IMPORT_KINDS.join(', ')} from a JSON-lines file or a list response ({"items": [...]})`)
    .option(
      '--max-line-bytes <n>',
      'longest line read; a longer one is reported and skipped (default IMPORT_MAX_LINE_BYTES, 16 MiB; at most 256 MiB)',
      parseMaxLineBytes,
    )
    .action(async (kind: string, file: string, opts: { maxLineBytes?: number }) => {
      if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
        throw new InvalidArgumentError(`kind must be one of ${IMPORT_KINDS.join(', ')}`);
      }
      const maxLineBytes = opts.maxLineBytes ?? loadConfig().importMaxLineBytes;
      const report = await withStore((store) => importFile(store.db, kind as ImportKind, file, { maxLineBytes }));
      // One stderr line per line of the file that was refused or cut, in the file's order.
      const notes = [
        ...report.errors.map((e) => ({ line: e.line, text: `line ${e.line}: ${e.message}` })),
        ...report.warnings.map((w) => ({ line: w.line, text: `line ${w.line}: warning: ${w.message}` })),
      ].sort((a, b) => a.line - b.line);
      for (const n of notes) process.stderr.write(`${n.text}\n`);
      process.stdout.write(
        `${report.imported} imported, ${report.errors.length} rejected, ${report.warnings.length} cut to YouTube's limits\n`,
      );
      if (report.errors.length) process.exitCode = 2;
    });

  program
    .command('seed')
    .description('write the deterministic demo dataset (scale 1: small demo; scale 1000: 1M videos, 300k sponsorships)')
    .option('--scale <n>', 'size multiplier', parsePositiveInt, 1)
    .action(async (opts: { scale: number }) => {
      const { seedDemo } = await import('../demo/seed.js');
      const summary = await withStore((store) => seedDemo(store, { scale: opts.scale }));
      process.stdout.write(JSON.stringify(summary) + '\n');
    });

  program
    .command('mcp')
    .description('serve the MCP tools over stdio (key: SERVICE_API_KEY; with SERVICE_URL, through that running server)')
    .action(async () => {
      const { runStdioMcp } = await import('../mcp/stdio.js');
      await runStdioMcp();
    });

  registerRemoteCommands(program);
  registerTrackCommands(program);
  registerDiscoverCommands(program);
  registerWatchCommands(program);

  return program;
}

export async function runCli(argv: string[]) {
  await buildCli().parseAsync(argv);
}
