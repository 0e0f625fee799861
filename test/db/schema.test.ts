// The committed schema dump, src/db/schema.sql, is what the migrations make: `npm run schema:dump -- --check`
// migrates a scratch database, dumps it with pg_dump and compares, so `npm test` fails when a migration changes
// without the dump. PostgreSQL only: pg_dump reads a server, which the embedded store is not; on the PGlite pass of
// the suite the tests are not registered.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { storeKind } from '../helpers/store.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Runs the script as `npm run schema:dump` does, with `args`; its exit code and output. */
async function schemaDump(args: string[]): Promise<{ code: number; output: string }> {
  try {
    const argv = ['--import', 'tsx', 'scripts/schema-dump.ts', ...args];
    const r = await promisify(execFile)(process.execPath, argv, { cwd: root });
    return { code: 0, output: r.stdout + r.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

if (storeKind() === 'postgres') {
  test('src/db/schema.sql is what the migrations make (after changing them: npm run schema:dump)', async () => {
    const r = await schemaDump(['--check']);
    assert.equal(r.code, 0, r.output);
    assert.match(r.output, /src\/db\/schema\.sql is what the migrations make/);
  });

  test('the check fails with a diff when the committed dump is not what the migrations make', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-schema-test-'));
    try {
      const committed = fs.readFileSync(path.join(root, 'src/db/schema.sql'), 'utf8');
      // As if a migration had dropped a column and the dump had not been made again: the file still shows it.
      const table = 'CREATE TABLE public.videos (\n';
      assert.ok(committed.includes(table), 'the dump shows the videos table');
      const stale = committed.replace(table, `${table}    dropped_since boolean,\n`);
      const file = path.join(tmp, 'schema.sql');
      fs.writeFileSync(file, stale);
      const r = await schemaDump(['--check', '--file', file]);
      assert.equal(r.code, 1, r.output);
      assert.match(r.output, /^- {4}dropped_since boolean,$/m);
      assert.match(r.output, /is not what the migrations make: run `npm run schema:dump` and commit it/);
      assert.equal(fs.readFileSync(file, 'utf8'), stale, 'the check writes nothing');
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
}
