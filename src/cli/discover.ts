// `discover policy|run|runs|candidates|track|reject`: discovery on a running server, through the typed client (like
// `track`): the server is --url or SERVICE_URL, the key SERVICE_API_KEY (scopes tracking:write, tracking:read).
// Output is JSON; `run --wait` writes a progress line to standard error while the run goes on.
import { type Command, InvalidArgumentError } from 'commander';
import type { DiscoveryPolicy, DiscoveryRun } from '../sdk/client.js';
import { clientFrom, print, printList } from './remote.js';

const LISTS = new Set(['regions', 'categoryIds', 'languages', 'seeds.keywords', 'seeds.brands', 'seeds.channels']);
const NUMBERS = new Set(['minSubscribers', 'maxTrackedChannels', 'dailyUnits']);
const BOOLEANS = new Set(['enabled', 'autoTrack']);

/** `name=value` of a policy field: lists comma-separated, numbers, true/false. */
function parseSet(value: string, previous: [string, unknown][] = []): [string, unknown][] {
  const eq = value.indexOf('=');
  if (eq < 1) throw new InvalidArgumentError('must be name=value (e.g. regions=US,GB or dailyUnits=2000)');
  const name = value.slice(0, eq).trim();
  const raw = value.slice(eq + 1).trim();
  let v: unknown;
  if (LISTS.has(name))
    v = raw
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  else if (NUMBERS.has(name)) {
    v = Number(raw);
    if (raw === '' || !Number.isInteger(v)) throw new InvalidArgumentError(`${name} must be a whole number`);
  } else if (BOOLEANS.has(name)) {
    if (raw !== 'true' && raw !== 'false') throw new InvalidArgumentError(`${name} must be true or false`);
    v = raw === 'true';
  } else
    throw new InvalidArgumentError(
      `unknown policy field "${name}" (one of ${[...BOOLEANS, ...NUMBERS, ...LISTS].join(', ')})`,
    );
  return [...previous, [name, v]];
}

function parseUnits(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('must be a whole number of units');
  return n;
}

const done = (r: DiscoveryRun) => r.status === 'succeeded' || r.status === 'failed';

function progressLine(r: DiscoveryRun): string {
  const wait = r.status === 'waiting-for-quota' && r.resumesAt ? ` until ${r.resumesAt}` : '';
  return `${r.status}${wait}: ${r.unitsSpent}/${r.units} units, ${r.candidatesFound} found, ${r.candidatesScored} scored, ${r.channelsTracked} tracked`;
}

export function registerDiscoverCommands(program: Command) {
  const url = ['--url <url>', 'the running server (default SERVICE_URL)'] as const;
  const discover = program
    .command('discover')
    .description('discovery of channels on YouTube on a running server (key from SERVICE_API_KEY)');

  discover
    .command('policy')
    .description("print the account's discovery policy; with --set, change fields and print the new one")
    .option(
      '--set <name=value>',
      'a field, repeatable: enabled=true, regions=US,GB, categoryIds=20, languages=en, minSubscribers=10000, maxTrackedChannels=50, dailyUnits=2000, autoTrack=true, seeds.keywords=a,b, seeds.brands=<ids>, seeds.channels=<UC ids>',
      parseSet,
    )
    .option(...url)
    .action(async (o: { set?: [string, unknown][]; url?: string }) => {
      const client = clientFrom(o);
      const policy = await client.discoveryPolicy();
      if (!o.set?.length) return print(policy);
      const next: DiscoveryPolicy = { ...policy, seeds: { ...policy.seeds } };
      for (const [name, v] of o.set) {
        if (name.startsWith('seeds.')) (next.seeds as Record<string, unknown>)[name.slice(6)] = v;
        else (next as unknown as Record<string, unknown>)[name] = v;
      }
      print(await client.setDiscoveryPolicy(next));
    });

  discover
    .command('run')
    .description('start a discovery run and print it; --wait shows its progress and prints it when it ends')
    .option('--units <n>', "the run's budget (default: what is left of the policy's dailyUnits today)", parseUnits)
    .option('--wait', 'wait until the run ends (a progress line on standard error)')
    .option(...url)
    .action(async (o: { units?: number; wait?: boolean; url?: string }) => {
      const client = clientFrom(o);
      let run = await client.startDiscoveryRun(o.units === undefined ? {} : { units: o.units });
      if (o.wait) {
        const tty = process.stderr.isTTY;
        let last = '';
        while (!done(run)) {
          const line = progressLine(run);
          if (line !== last) process.stderr.write(tty ? `\r\x1b[K${line}` : `${line}\n`);
          last = line;
          await new Promise((r) => setTimeout(r, 1000));
          run = await client.getDiscoveryRun(run.id);
        }
        process.stderr.write(tty ? `\r\x1b[K${progressLine(run)}\n` : `${progressLine(run)}\n`);
        if (run.status === 'failed') process.exitCode = 1;
      }
      print(run);
    });

  discover
    .command('runs')
    .description('print your discovery runs as JSON lines, newest first')
    .option('--all', 'follow every page')
    .option(...url)
    .action(async (o: { all?: boolean; url?: string }) => {
      await printList(clientFrom(o), 'discovery/runs', {}, o.all ?? false);
    });

  discover
    .command('candidates')
    .description('print the channels discovery found as JSON lines, best-scored first')
    .option('--status <status>', 'new | scored | tracked | rejected | below-threshold')
    .option('--order <order>', '-score (default) | -subscriberCount | -foundAt')
    .option('--all', 'follow every page')
    .option(...url)
    .action(async (o: { status?: string; order?: string; all?: boolean; url?: string }) => {
      await printList(clientFrom(o), 'discovery/candidates', { status: o.status, order: o.order }, o.all ?? false);
    });

  discover
    .command('track <channelId>')
    .description('track a candidate as `track add` would; prints the tracked channel')
    .option(...url)
    .action(async (channelId: string, o: { url?: string }) => print(await clientFrom(o).trackCandidate(channelId)));

  discover
    .command('reject <channelId>')
    .description('reject a candidate: never proposed again; prints it')
    .option(...url)
    .action(async (channelId: string, o: { url?: string }) => print(await clientFrom(o).rejectCandidate(channelId)));
}
