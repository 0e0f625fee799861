// A server process killed with SIGKILL in the middle of writing an export file: nothing half-written is ever
// served, and the next process writes the file again from the start, with a row count equal to its rows.
// Real child processes, on both stores.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { waitFor } from '../helpers/app.js';
import { cliOk } from '../helpers/processes.js';
import { openScene, type Scene } from '../helpers/scene.js';

let scene: Scene;
let env: NodeJS.ProcessEnv;

before(async () => {
  scene = await openScene('export-crash', (dir) => ({
    EXPORTS_DIR: path.join(dir, 'exports'),
    SERVICE_ENCRYPTION_KEY: 'cd'.repeat(32),
    OPERATION_STEP_DELAY_MS: '150',
    EXPORT_BATCH_ROWS: '40',
  }));
  env = scene.env;
});
after(() => scene?.close());

test('SIGKILL mid-export: no half file is served, and the next process writes the whole file', async () => {
  cliOk(env, 'seed', '--scale', '1');
  const key = JSON.parse(cliOk(env, 'keys', 'create', '--name', 'crash', '--scopes', 'data:read,exports:write,exports:read', '--json')).key;
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

  const a = await scene.startServer();
  const started = await fetch(`${a.base}/v1/exports`, { method: 'POST', headers, body: JSON.stringify({ dataset: 'sponsorships', format: 'csv' }) });
  assert.equal(started.status, 201, await started.clone().text());
  const id = (await started.json()).id;

  // Kill it while it is writing: some chunks are in the unfinished file, the record has no file yet.
  await waitFor(async () => {
    const e = await (await fetch(`${a.base}/v1/exports/${id}`, { headers })).json();
    if (e.status === 'completed') throw new Error('the export finished before the kill');
    return e.status === 'running' && fs.existsSync(env.EXPORTS_DIR!) && fs.readdirSync(env.EXPORTS_DIR!).some((f) => f.includes('.part-')) ? e : null;
  }, 30_000);
  const during = await fetch(`${a.base}/v1/exports/${id}/file`, { headers });
  assert.equal(during.status, 409, 'a file being written is not served');
  await a.stop('SIGKILL');

  const b = await scene.startServer();
  const e = await waitFor(async () => {
    const r = await (await fetch(`${b.base}/v1/exports/${id}`, { headers })).json();
    if (r.status === 'failed') throw new Error(JSON.stringify(r));
    return r.status === 'completed' ? r : null;
  }, 90_000);
  const all = await (await fetch(`${b.base}/v1/sponsorships?limit=1`, { headers })).json();
  assert.ok(all.data.length === 1);
  assert.ok(e.downloadUrl.startsWith(`${b.base}/v1/exports/`), e.downloadUrl);
  const file = await fetch(e.downloadUrl);
  const body = await file.text();
  assert.equal(Buffer.byteLength(body), e.byteSize);
  const records: string[][] = parse(body);
  assert.equal(records.length - 1, e.rowCount, 'the record counts the rows in the file');
  assert.ok(e.rowCount > 40 * 3, `several chunks were written (${e.rowCount} rows)`);
  assert.equal(new Set(records.slice(1).map((r) => r[0])).size, e.rowCount, 'no row twice');
  // The dead attempt's unfinished file is not the served one; only one finished file exists.
  const finished = fs.readdirSync(env.EXPORTS_DIR!).filter((f) => !f.includes('.part-'));
  assert.equal(finished.length, 1);
  assert.equal(await b.stop('SIGTERM'), 0);
});
