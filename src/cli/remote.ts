// Commands that talk to a running server over its HTTP API, through the typed client (src/sdk/client.ts):
// `ops start|get|list|result|cancel|deliveries`, `exports create|get`, `search <list>`, `lookup`, `batch` and `similar-brands`. The server is --url or SERVICE_URL; the key is
// SERVICE_API_KEY (never a flag, so it stays out of shell history and process lists). Output is JSON.
import { type Command, InvalidArgumentError } from 'commander';
import { ConfigError, loadClientConfig } from '../config.js';
import { PUBLIC_KIND_NAMES } from '../operations/kinds/kind.js';
import {
  ServiceClient,
  type ExportDataset,
  type ExportFormat,
  type ListName,
  type OperationKind,
  type StartExportRequest,
  type StartOperationRequest,
} from '../sdk/client.js';

const LISTS = ['creators', 'videos', 'brands', 'sponsorships', 'operations'] as const;
const EXPORT_DATASETS = ['sponsorships', 'creators', 'videos', 'brands'] as const;

export function clientFrom(opts: { url?: string }): ServiceClient {
  const cfg = loadClientConfig();
  const baseUrl = opts.url ?? cfg.serviceUrl;
  if (!baseUrl) throw new ConfigError('Give the server with --url or SERVICE_URL (e.g. http://127.0.0.1:8080).');
  if (!cfg.apiKey) throw new ConfigError('Set SERVICE_API_KEY to an API key with the scopes this command needs.');
  return new ServiceClient({ baseUrl, apiKey: cfg.apiKey, userAgent: 'csds-cli' });
}

export const print = (v: unknown): void => {
  process.stdout.write(JSON.stringify(v) + '\n');
};

function parseJsonObject(value: string): Record<string, unknown> {
  let v: unknown;
  try {
    v = JSON.parse(value);
  } catch {
    throw new InvalidArgumentError('must be JSON, e.g. \'{"videoYoutubeIds":["dQw4w9WgXcQ"]}\'');
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new InvalidArgumentError('must be a JSON object');
  return v as Record<string, unknown>;
}

export function parseFilter(value: string, previous: Record<string, string> = {}): Record<string, string> {
  const eq = value.indexOf('=');
  if (eq <= 0) throw new InvalidArgumentError('must be name=value, e.g. brandDomain=nordvpn.com');
  return { ...previous, [value.slice(0, eq)]: value.slice(eq + 1) };
}

export function parseLimit(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw new InvalidArgumentError('must be a whole number');
  return n;
}

function parseConfidence(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1)
    throw new InvalidArgumentError('must be a number from 0 to 1, e.g. 0.8');
  return n;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function registerRemoteCommands(program: Command) {
  const url = ['--url <url>', 'the running server (default SERVICE_URL)'] as const;

  const ops = program.command('ops').description('operations on a running server (key from SERVICE_API_KEY)');
  ops
    .command('start')
    .description('start an operation and print it; --wait polls until it finishes and prints its result')
    .requiredOption('--kind <kind>', PUBLIC_KIND_NAMES.join(' | '))
    .requiredOption('--input <json>', "the kind's input as a JSON object", parseJsonObject)
    .option('--callback-url <url>', 'HTTPS endpoint to notify')
    .option('--callback-events <list>', 'progress,terminal (default terminal)')
    .option('--callback-format <format>', 'event | session-message')
    .option('--idempotency-key <key>', 'retrying with the same key returns the same operation')
    .option('--wait', 'wait for a terminal status; print the result (exit 3 if it did not succeed)')
    .option(...url)
    .action(
      async (o: {
        kind: string;
        input: Record<string, unknown>;
        callbackUrl?: string;
        callbackEvents?: string;
        callbackFormat?: string;
        idempotencyKey?: string;
        wait?: boolean;
        url?: string;
      }) => {
        if (!(PUBLIC_KIND_NAMES as readonly string[]).includes(o.kind)) {
          throw new InvalidArgumentError(`--kind must be one of ${PUBLIC_KIND_NAMES.join(', ')}`);
        }
        const client = clientFrom(o);
        const req: StartOperationRequest = { kind: o.kind as OperationKind, input: o.input };
        if (o.callbackUrl) {
          // Secrets and tokens come from the environment, never from flags.
          const secret = process.env.CALLBACK_SECRET;
          const token = process.env.CALLBACK_BEARER_TOKEN;
          req.callback = {
            url: o.callbackUrl,
            ...(o.callbackEvents
              ? { events: o.callbackEvents.split(',').map((e) => e.trim()) as ('progress' | 'terminal')[] }
              : {}),
            ...(o.callbackFormat ? { payloadFormat: o.callbackFormat as 'event' | 'session-message' } : {}),
            ...(secret ? { secret } : {}),
            ...(token ? { authorization: { type: 'bearer' as const, token } } : {}),
          };
        }
        let op = await client.startOperation(req, { idempotencyKey: o.idempotencyKey });
        if (!o.wait) return print(op);
        while (!op.completedAt) {
          await sleep(500);
          op = await client.getOperation(op.id);
        }
        if (op.status !== 'succeeded') {
          print(op);
          process.exitCode = 3;
          return;
        }
        print(await client.getOperationResult(op.id));
      },
    );
  ops
    .command('get <id>')
    .description('print an operation')
    .option(...url)
    .action(async (id: string, o: { url?: string }) => print(await clientFrom(o).getOperation(id)));
  ops
    .command('result <id>')
    .description("print a succeeded operation's output")
    .option(...url)
    .action(async (id: string, o: { url?: string }) => print(await clientFrom(o).getOperationResult(id)));
  ops
    .command('cancel <id>')
    .description('cancel an operation')
    .option(...url)
    .action(async (id: string, o: { url?: string }) => print(await clientFrom(o).cancelOperation(id)));
  ops
    .command('deliveries <id>')
    .description("print an operation's callback deliveries with their attempts as JSON lines, newest first")
    .option(...url)
    .action(async (id: string, o: { url?: string }) => {
      const client = clientFrom(o);
      let cursor: string | undefined;
      do {
        const page = await client.listDeliveries(id, { cursor, limit: 200 });
        for (const d of page.data) print(d);
        cursor = page.meta.nextCursor ?? undefined;
      } while (cursor);
    });
  ops
    .command('list')
    .description('print your operations as JSON lines, newest first')
    .option('--status <status>', 'queued | running | succeeded | failed | canceled')
    .option('--kind <kind>', PUBLIC_KIND_NAMES.join(' | '))
    .option('--all', 'follow every page')
    .option(...url)
    .action(async (o: { status?: string; kind?: string; all?: boolean; url?: string }) => {
      await printList(clientFrom(o), 'operations', { status: o.status, kind: o.kind }, o.all ?? false);
    });

  program
    .command('search <list>')
    .description(`print a list (${LISTS.slice(0, 4).join(', ')}) from a running server as JSON lines`)
    .option('--search <text>', 'case-insensitive substring')
    .option(
      '--where <name=value>',
      'a filter, repeatable (brandDomain=nordvpn.com, platform=youtube, publishedAfter=2025-01-01T00:00:00Z, ...)',
      parseFilter,
    )
    .option('--order <order>', 'the order (sponsorships: -detectedAt | -publishedAt | -viewCount; see docs/api.md)')
    .option('--limit <n>', 'rows per page (1 to 200)', parseLimit)
    .option('--all', 'follow every page')
    .option(...url)
    .option('--min-confidence <n>', 'sponsorships: only those at least this sure (0 to 1)', parseConfidence)
    .action(
      async (
        list: string,
        o: {
          search?: string;
          where?: Record<string, string>;
          order?: string;
          limit?: number;
          all?: boolean;
          url?: string;
          minConfidence?: number;
        },
      ) => {
        if (!(LISTS.slice(0, 4) as readonly string[]).includes(list))
          throw new InvalidArgumentError(`list must be one of ${LISTS.slice(0, 4).join(', ')}`);
        if (o.minConfidence !== undefined && list !== 'sponsorships')
          throw new InvalidArgumentError('--min-confidence applies to sponsorships only');
        await printList(
          clientFrom(o),
          list as ListName,
          { ...o.where, search: o.search, order: o.order, limit: o.limit, minConfidence: o.minConfidence },
          o.all ?? false,
        );
      },
    );

  const exports = program.command('exports').description('exports on a running server (key from SERVICE_API_KEY)');
  exports
    .command('create')
    .description('export a dataset to a file and print the export (poll `exports get` until completed)')
    .requiredOption('--dataset <name>', EXPORT_DATASETS.join(' | '))
    .option('--format <format>', 'csv | jsonl | json (default csv)')
    .option('--label <label>', 'names the file')
    .option(
      '--where <name=value>',
      "a filter of the dataset's list, repeatable (brandDomain=nordvpn.com, ...)",
      parseFilter,
    )
    .option(
      '--no-csv-formula-guard',
      "CSV: keep values as they are (@handles, -1) instead of writing formula-like cells as text with a leading '",
    )
    .option('--idempotency-key <key>', 'retrying with the same key returns the same export')
    .option(...url)
    .action(
      async (o: {
        dataset: string;
        format?: string;
        label?: string;
        where?: Record<string, string>;
        csvFormulaGuard: boolean;
        idempotencyKey?: string;
        url?: string;
      }) => {
        if (!(EXPORT_DATASETS as readonly string[]).includes(o.dataset))
          throw new InvalidArgumentError(`--dataset must be one of ${EXPORT_DATASETS.join(', ')}`);
        const req: StartExportRequest = {
          dataset: o.dataset as ExportDataset,
          ...(o.format ? { format: o.format as ExportFormat } : {}),
          ...(o.label ? { label: o.label } : {}),
          ...(o.where ? { filters: o.where } : {}),
          ...(o.csvFormulaGuard ? {} : { csvFormulaGuard: false }),
        };
        print(await clientFrom(o).createExport(req, { idempotencyKey: o.idempotencyKey }));
      },
    );
  exports
    .command('get <id>')
    .description('print an export (with its signed downloadUrl once completed)')
    .option(...url)
    .action(async (id: string, o: { url?: string }) => print(await clientFrom(o).getExport(id)));

  // Lookup, batches and similar brands.
  program
    .command('lookup <channel>')
    .description('print the creator a YouTube channel URL, handle (@name) or channel id (UC…) names')
    .option(...url)
    .action(async (channel: string, o: { url?: string }) => print(await clientFrom(o).lookupCreator(channel)));
  program
    .command('batch <list> <ids...>')
    .description('print up to 100 creators or videos by id as {data, missing}, data in the order given')
    .option(...url)
    .action(async (list: string, ids: string[], o: { url?: string }) => {
      if (list !== 'creators' && list !== 'videos') throw new InvalidArgumentError('list must be creators or videos');
      const client = clientFrom(o);
      print(list === 'creators' ? await client.getCreators(ids) : await client.getVideos(ids));
    });
  program
    .command('similar-brands <brandId>')
    .description('print brands whose creators overlap with the brand, best first, one JSON line each')
    .option('--limit <n>', 'how many (1 to 50, default 10)', parseLimit)
    .option(...url)
    .action(async (brandId: string, o: { limit?: number; url?: string }) => {
      for (const b of (await clientFrom(o).similarBrands(brandId, { limit: o.limit })).data) print(b);
    });
}

export async function printList(client: ServiceClient, list: ListName, query: Record<string, unknown>, all: boolean) {
  for await (const page of client.pages(list, query as never)) {
    for (const item of page.data) print(item);
    if (!all) {
      if (page.meta.hasMore) process.stderr.write(`more: --all, or cursor ${page.meta.nextCursor}\n`);
      return;
    }
  }
}
