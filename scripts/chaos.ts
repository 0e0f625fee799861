// `npm run chaos`: the full chaos run on PostgreSQL (scripts/chaos/run.ts) in a database of its own, created and
// dropped here. It prints every check, writes reliability/chaos.json, renders RELIABILITY.md, and exits 1 on any miss.
//
//   npm run chaos                        2 API + 3 worker processes, 1,000 operations, PostgreSQL restarted once
//   npm run chaos -- --operations 200 --database-fault terminate   a smaller run that leaves the server up
//
// CHAOS_DATABASE_URL (default DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) names the server;
// only the scratch database's name is new. Restarting the server needs pg_ctlcluster (Debian's postgresql-common)
// run by root or the cluster's owner; --restart-command "<argv>" replaces it.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createScratchDatabase, runChaos, type DatabaseFault } from './chaos/run.js';
import { RESULTS_DIR, renderReliability } from './reliability-report.js';

const { values } = parseArgs({
  options: {
    operations: { type: 'string', default: '1000' },
    apis: { type: 'string', default: '2' },
    workers: { type: 'string', default: '3' },
    accounts: { type: 'string', default: '4' },
    'submit-seconds': { type: 'string', default: '60' },
    'database-fault': { type: 'string', default: 'restart' },
    'restart-command': { type: 'string' },
    seed: { type: 'string' },
    'no-report': { type: 'boolean', default: false },
  },
});

const num = (name: keyof typeof values, min: number) => {
  const v = Number(values[name]);
  if (!Number.isInteger(v) || v < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
  return v;
};
const fault = values['database-fault'];
if (fault !== 'restart' && fault !== 'terminate') throw new Error('--database-fault is restart or terminate');

const server =
  process.env.CHAOS_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const seed = values.seed ? num('seed', 0) : Math.floor(Math.random() * 2 ** 31);
const db = await createScratchDatabase(server);
const log = (line: string) => process.stdout.write(line + '\n');
log(`chaos run, seed ${seed}, database ${new URL(db.url).pathname.slice(1)}`);
let outcome;
try {
  outcome = await runChaos({
    databaseUrl: db.url,
    apis: num('apis', 1),
    workers: num('workers', 1),
    operations: num('operations', 1),
    accounts: num('accounts', 1),
    submitMs: num('submit-seconds', 1) * 1000,
    cancelShare: 0.1,
    killEveryMs: [2000, 5000],
    receiverFailRate: 0.3,
    receiverDownMs: 10_000,
    databaseFault: fault as DatabaseFault,
    restartCommand: values['restart-command']?.split(' ').filter(Boolean),
    // 0.5 s to 6 s apart, about 40 s in all: longer than the receiver's downtime, short enough to end in minutes.
    retrySchedule: '0.5,1,1,2,2,3,3,4,4,5,5,6,6',
    healthyTenantP99TargetMs: 2000,
    // Generous: on a loaded machine a TLS handshake with the receiver can take seconds.
    webhookTimeoutMs: 5000,
    drainTimeoutMs: 1_500_000,
    seed,
    log,
  });
} finally {
  await db.drop().catch((err) => log(`could not drop the scratch database: ${(err as Error).message}`));
}

const { results, misses } = outcome;
log('');
for (const [k, v] of Object.entries(results)) log(`${k.padEnd(48)} ${String(v)}`);
log('');
if (misses.length) {
  log(`${misses.length} MISSES:`);
  for (const m of misses) log(`  - ${m}`);
} else {
  log(
    'no misses: every operation finished, with one terminal event each, held by the receiver with a valid signature; ' +
      'every watch match carried by one event its watch received',
  );
}
if (!values['no-report']) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS_DIR, 'chaos.json'),
    JSON.stringify({ generatedAt: new Date().toISOString(), ...results, misses: misses.slice(0, 100) }, null, 2) + '\n',
  );
  renderReliability();
  log(`wrote ${path.join(RESULTS_DIR, 'chaos.json')} and RELIABILITY.md`);
}
process.exit(misses.length ? 1 : 0);
