// One export of the whole sponsorships dataset as CSV, in a process of its own so its peak memory is its own,
// running the compiled service (dist/, as `npm start` and workers do), to EXPORTS_DIR or (EXPORTS_STORAGE=s3 in the
// environment) to a bucket. Prints {ms, rows, bytes, maxRssMb} as JSON. Used by bench/exports.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../dist/config.js';
import { openStore } from '../dist/db/database.js';
import { createExport } from '../dist/exports/records.js';
import { findOrCreateAccount } from '../dist/keys/apiKeys.js';
import { createRuntime } from '../dist/runtime.js';

const url = process.argv[2];
const exportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-bench-exports-'));
const store = await openStore({ databaseUrl: url, poolSize: 4 });
const config = loadConfig({
  DATABASE_URL: url,
  SERVICE_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
  EXPORTS_DIR: exportsDir,
  OPERATION_POLL_MS: '50',
  WORKER_CONCURRENCY: '1',
  // Every run keeps its file for an hour: no storage limit, so repeated runs measure the same work.
  MAX_EXPORT_BYTES_PER_ACCOUNT: '0',
  ...(process.env.EXPORT_BATCH_ROWS ? { EXPORT_BATCH_ROWS: process.env.EXPORT_BATCH_ROWS } : {}),
  // The S3 row (bench/exports.ts): the bucket of the loopback S3 server; credentials reach the SDK from the environment.
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => k.startsWith('EXPORTS_S3_') || k === 'EXPORTS_STORAGE' || k === 'AWS_REGION',
    ),
  ),
});
const runtime = createRuntime(config, store, { worker: true, deliver: false });
await runtime.checkStorage();
await runtime.start();
const account = await findOrCreateAccount(store.db, 'bench-exports');
const t0 = performance.now();
// A label unique to this run keeps the file cache out of the measurement: each run writes its own file.
const created = await createExport(store.db, {
  accountId: account.id,
  dataset: 'sponsorships',
  format: 'csv',
  label: null,
  csvFormulaGuard: true,
  filters: { detectedBefore: new Date(Date.now() + crypto.randomInt(1, 1_000_000) * 1000).toISOString() },
  idempotencyKey: null,
  requestHash: null,
  retentionMs: 3_600_000,
  maxKeptBytes: 0,
});
runtime.services.onCreated();
let row;
for (;;) {
  row = (
    await sql`select e.row_count::text, e.byte_size::text, o.status
      from exports e join operations o on o.id = e.operation_id where e.id = ${created.id}::uuid`.execute(store.db)
  ).rows[0];
  if (row.status === 'succeeded' || row.status === 'failed') break;
  await new Promise((r) => setTimeout(r, 20));
}
const ms = performance.now() - t0;
await runtime.stop();
await store.close();
fs.rmSync(exportsDir, { recursive: true, force: true });
process.stdout.write(
  `${JSON.stringify({ status: row.status, ms, rows: Number(row.row_count), bytes: Number(row.byte_size), maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
);
