// `watch add|list|show|pause|resume|remove|deliveries|redeliver`: watches on a running server, through the typed
// client (like `track`): the server is --url or SERVICE_URL, the key SERVICE_API_KEY (scopes watches:write,
// watches:read). The callback secret comes from standard input (--secret-stdin) and a bearer token from
// CALLBACK_BEARER_TOKEN, never from flags. Output is JSON (lists: one line per item).
import { type Command, InvalidArgumentError } from 'commander';
import type { CreateWatchRequest, WatchChange, WatchFilters } from '../sdk/client.js';
import { clientFrom, parseFilter, parseLimit, print, printList } from './remote.js';
import { readStdin } from './stdin.js';

/** `--filter name=value` pairs as the watch's filters; minConfidence is the one number among them. */
function watchFilters(pairs: Record<string, string>): WatchFilters {
  const filters: Record<string, unknown> = { ...pairs };
  const n = Number(pairs.minConfidence);
  // A value that is not a number goes as written, for the server to refuse naming the filter.
  if (pairs.minConfidence !== undefined && pairs.minConfidence.trim() !== '' && Number.isFinite(n))
    filters.minConfidence = n;
  return filters as WatchFilters;
}

const parseList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function registerWatchCommands(program: Command) {
  const url = ['--url <url>', 'the running server (default SERVICE_URL)'] as const;
  const watch = program
    .command('watch')
    .description('watches on a running server: signed events when sponsorships match (key from SERVICE_API_KEY)');

  watch
    .command('add')
    .description('watch the sponsorships the filters select; prints the watch')
    .requiredOption('--callback-url <url>', 'the HTTPS endpoint the events are POSTed to')
    .option(
      '--filter <name=value>',
      'a sponsorships list filter, repeatable (brandId=…, brandDomain=…, channelId=…, type=Dedicated, search=…, minConfidence=0.8, detectedAfter=…); none: every sponsorship',
      parseFilter,
    )
    .option('--secret-stdin', 'read the signing secret (32 to 256 characters) from standard input')
    .option('--callback-format <format>', 'event (default) | session-message (bearer token from CALLBACK_BEARER_TOKEN)')
    .option('--label <label>', 'a name for the watch, shown in its events')
    .option('--on <changes>', 'created,removed,typeChanged: the changes to be told of (default created)', parseList)
    .option('--max-batch <n>', 'the most sponsorships one event carries (1 to 100, default 100)', parseLimit)
    .option(...url)
    .action(
      async (o: {
        callbackUrl: string;
        filter?: Record<string, string>;
        secretStdin?: boolean;
        callbackFormat?: string;
        label?: string;
        on?: string[];
        maxBatch?: number;
        url?: string;
      }) => {
        const client = clientFrom(o);
        const secret = o.secretStdin ? await readStdin() : undefined;
        const token = process.env.CALLBACK_BEARER_TOKEN;
        const req: CreateWatchRequest = {
          filters: watchFilters(o.filter ?? {}),
          callback: {
            url: o.callbackUrl,
            ...(secret !== undefined ? { secret } : {}),
            ...(o.callbackFormat ? { payloadFormat: o.callbackFormat as 'event' | 'session-message' } : {}),
            ...(token ? { authorization: { type: 'bearer' as const, token } } : {}),
          },
          ...(o.label !== undefined ? { label: o.label } : {}),
          ...(o.on ? { on: o.on as WatchChange[] } : {}),
          ...(o.maxBatch !== undefined ? { maxBatch: o.maxBatch } : {}),
        };
        print(await client.createWatch(req));
      },
    );
  watch
    .command('list')
    .description('print your watches as JSON lines, newest first')
    .option('--paused', 'only paused watches')
    .option('--active', 'only watches that are not paused')
    .option('--all', 'follow every page')
    .option(...url)
    .action(async (o: { paused?: boolean; active?: boolean; all?: boolean; url?: string }) => {
      if (o.paused && o.active) throw new InvalidArgumentError('give --paused or --active, not both');
      const paused = o.paused ? true : o.active ? false : undefined;
      await printList(clientFrom(o), 'watches', { paused }, o.all ?? false);
    });
  watch
    .command('show <id>')
    .description('print a watch')
    .option(...url)
    .action(async (id: string, o: { url?: string }) => print(await clientFrom(o).getWatch(id)));
  watch
    .command('pause <id>')
    .description('pause a watch: nothing is recorded or sent until it is resumed; prints the watch')
    .option(...url)
    .action(async (id: string, o: { url?: string }) => print(await clientFrom(o).updateWatch(id, { paused: true })));
  watch
    .command('resume <id>')
    .description('resume a paused watch: it hears of what is new from then on; prints the watch')
    .option(...url)
    .action(async (id: string, o: { url?: string }) => print(await clientFrom(o).updateWatch(id, { paused: false })));
  watch
    .command('remove <id>')
    .description('delete a watch with its waiting events and delivery records; prints the watch as it was')
    .option(...url)
    .action(async (id: string, o: { url?: string }) => print(await clientFrom(o).deleteWatch(id)));
  watch
    .command('deliveries <id>')
    .description("print a watch's deliveries with their attempts as JSON lines, newest first")
    .option(...url)
    .action(async (id: string, o: { url?: string }) => {
      const client = clientFrom(o);
      let cursor: string | undefined;
      do {
        const page = await client.listWatchDeliveries(id, { cursor, limit: 200 });
        for (const d of page.data) print(d);
        cursor = page.meta.nextCursor ?? undefined;
      } while (cursor);
    });
  watch
    .command('redeliver <id> <deliveryId>')
    .description('send a succeeded or abandoned delivery again (the same event id); prints the delivery')
    .option(...url)
    .action(async (id: string, deliveryId: string, o: { url?: string }) =>
      print(await clientFrom(o).redeliverWatchDelivery(id, deliveryId)),
    );
}
