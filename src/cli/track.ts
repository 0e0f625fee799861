// `track add|list|pause|resume|remove|sync|quota`: tracked channels on a running server, through the typed client (like `ops`):
// the server is --url or SERVICE_URL, the key SERVICE_API_KEY (scopes tracking:write, tracking:read). Output is JSON.
import { type Command, InvalidArgumentError } from 'commander';
import { ServiceApiError } from '../sdk/client.js';
import { clientFrom, print, printList } from './remote.js';

function parseBackfill(value: string): number | 'all' {
  if (value === 'all') return 'all';
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('must be a whole number of uploads, or "all"');
  return n;
}

export function registerTrackCommands(program: Command) {
  const url = ['--url <url>', 'the running server (default SERVICE_URL)'] as const;
  const track = program
    .command('track')
    .description('tracked YouTube channels on a running server (key from SERVICE_API_KEY)');

  track
    .command('add <channels...>')
    .description('track channels by handle (@name), id (UC…) or URL; prints one record per line')
    .option('--backfill <n>', 'uploads the first sync fetches: a number (default 200) or "all"', parseBackfill)
    .option(...url)
    .action(async (channels: string[], o: { backfill?: number | 'all'; url?: string }) => {
      const client = clientFrom(o);
      // Each channel on its own: one that cannot be tracked is reported and the others still are.
      for (const channel of channels) {
        try {
          print(await client.trackChannel({ channel, ...(o.backfill === undefined ? {} : { backfill: o.backfill }) }));
        } catch (err) {
          if (!(err instanceof ServiceApiError)) throw err;
          process.stderr.write(`${channel}: ${err.message}\n`);
          process.exitCode = 1;
        }
      }
    });
  track
    .command('list')
    .description('print your tracked channels as JSON lines, newest first')
    .option('--status <status>', 'active | paused | failed')
    .option('--all', 'follow every page')
    .option(...url)
    .action(async (o: { status?: string; all?: boolean; url?: string }) => {
      await printList(clientFrom(o), 'tracked-channels', { status: o.status }, o.all ?? false);
    });
  track
    .command('pause <id>')
    .description('pause a tracked channel: the schedule skips it until it is resumed; prints the record')
    .option(...url)
    .action(async (id: string, o: { url?: string }) =>
      print(await clientFrom(o).updateTrackedChannel(id, { status: 'paused' })),
    );
  track
    .command('resume <id>')
    .description('resume a paused (or retry a failed) tracked channel at its next slot; prints the record')
    .option(...url)
    .action(async (id: string, o: { url?: string }) =>
      print(await clientFrom(o).updateTrackedChannel(id, { status: 'active' })),
    );
  track
    .command('remove <id>')
    .description('stop tracking a channel (the directory keeps what it learned); prints the record as it was')
    .option(...url)
    .action(async (id: string, o: { url?: string }) => print(await clientFrom(o).untrackChannel(id)));
  track
    .command('sync <id>')
    .description("sync a tracked channel now; prints the sync's operation id and the record")
    .option(...url)
    .action(async (id: string, o: { url?: string }) => print(await clientFrom(o).syncTrackedChannel(id)));
  track
    .command('quota')
    .description("print today's YouTube Data API budget: the account's share (account) and the service's (service)")
    .option(...url)
    .action(async (o: { url?: string }) => print(await clientFrom(o).youtubeQuota()));
}
