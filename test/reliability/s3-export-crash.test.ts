// Exports in an S3 bucket with real child processes and a real S3-protocol server on loopback (s3rver): a worker
// killed with SIGKILL in the middle of a multipart upload leaves no visible object and the export is written again
// from the start; an export made by a worker process is downloaded through another API process that shares no disk
// with it (and served from cache there); a missing bucket or an unknown access key stops the start, naming the
// bucket and the reason. On both stores (on the embedded one the processes take turns with its directory).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { openStore } from '../../src/db/database.js';
import { waitFor } from '../helpers/app.js';
import { cliOk, startProcess, type Child } from '../helpers/processes.js';
import { openScene, type Scene } from '../helpers/scene.js';
import { startS3, type LoopbackS3 } from '../helpers/s3.js';
import { storeKind } from '../helpers/store.js';

const ROWS = 16_000;
let s3: LoopbackS3;
let scene: Scene;
let env: NodeJS.ProcessEnv;
let headers: Record<string, string>;
const children: Child[] = [];

before(async () => {
  s3 = await startS3();
  scene = await openScene('s3-export', (dir) => ({
    ...s3.env,
    EXPORTS_DIR: path.join(dir, 'exports-a'),
    OPERATION_STEP_DELAY_MS: '150',
    EXPORT_BATCH_ROWS: '400',
  }));
  env = scene.env;
  // Rows with long titles: about 1 KB a CSV line, so the file spans two 8 MiB parts.
  const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await store.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`insert into brands (name, domains) values ('Bulk Brand', '{bulk.example}')`.execute(trx);
      await sql`insert into creators (channel_id, platform, title, subscriber_count)
        select 'UCbulk' || i, 'youtube', 'Bulk creator ' || i, i from generate_series(1, 100) i`.execute(trx);
      await sql`insert into videos (video_id, channel_id, platform, format, title, description, published_at, processing_state)
        select 'bulkv' || i, 'UCbulk' || (i % 100 + 1), 'youtube', 'video', 'Bulk video ' || i || ' ' || repeat('long title ', 90), '',
          timestamp '2025-01-01' + i * interval '1 minute', 'processed'
        from generate_series(1, ${ROWS}) i`.execute(trx);
      await sql`insert into sponsorships (video_id, channel_id, brand_id, type, detected_at, evidence)
        select 'bulkv' || i, 'UCbulk' || (i % 100 + 1), (select id from brands where name = 'Bulk Brand'), 'Integration',
          timestamp '2025-06-01' + i * interval '1 second', '{"candidates": [], "chapters": []}'
        from generate_series(1, ${ROWS}) i`.execute(trx);
      await sql`select refresh_directory_stats()`.execute(trx);
      await sql`select refresh_sponsorship_rendering()`.execute(trx);
      await sql`select directory_changed_everything()`.execute(trx);
    });
  } finally {
    await store.close();
  }
  const key = JSON.parse(
    cliOk(env, 'keys', 'create', '--name', 's3', '--scopes', 'data:read,exports:write,exports:read', '--json'),
  ).key;
  headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
});
after(async () => {
  for (const c of children) await c.stop('SIGKILL');
  await scene?.close();
  await s3?.close();
});

async function start(args: string[], extra: NodeJS.ProcessEnv = {}) {
  const c = await startProcess({ ...env, ...extra }, args);
  children.push(c);
  return c;
}
const getExport = async (base: string, id: string) =>
  (await fetch(`${base}/v1/exports/${id}`, { headers })).json() as Promise<any>;
const completed = (base: string, id: string) =>
  waitFor(async () => {
    const r = await getExport(base, id);
    if (r.status === 'failed') throw new Error(JSON.stringify(r));
    return r.status === 'completed' ? r : null;
  }, 120_000);

test('SIGKILL mid-upload: no visible object; the next process uploads the whole file again', async () => {
  const a = await scene.startServer();
  const started = await fetch(`${a.base}/v1/exports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ dataset: 'sponsorships', format: 'csv', label: 'crash' }),
  });
  assert.equal(started.status, 201, await started.clone().text());
  const id = (await started.json()).id;

  // Killed once the first 8 MiB part is in the store: a multipart upload is open, no object is complete.
  await waitFor(async () => {
    const e = await getExport(a.base, id);
    if (e.status === 'completed') throw new Error('the export finished before the kill');
    return s3.openUploads().length > 0 ? e : null;
  }, 60_000);
  assert.equal((await fetch(`${a.base}/v1/exports/${id}/file`, { headers })).status, 409, 'nothing is served yet');
  await a.stop('SIGKILL');
  assert.deepEqual(await s3.objects(), [], 'the killed upload left no visible object');
  assert.equal(s3.openUploads().length, 1, 'only an incomplete multipart upload, which no reader sees');

  const b = await scene.startServer();
  const e = await completed(b.base, id);
  const body = Buffer.from(await (await fetch(e.downloadUrl)).arrayBuffer());
  assert.equal(body.length, e.byteSize);
  assert.ok(body.length > 8 * 1024 * 1024, `the file spans more than one part (${body.length} bytes)`);
  assert.equal(crypto.createHash('sha256').update(body).digest('hex'), e.sha256);
  const records: string[][] = parse(body);
  assert.equal(records.length - 1, ROWS);
  assert.equal(e.rowCount, ROWS);
  assert.equal(new Set(records.slice(1).map((r) => r[0])).size, ROWS, 'no row twice');
  const objects = await s3.objects();
  assert.equal(objects.length, 1, 'one finished object');
  assert.match(objects[0], new RegExp(`^exports/${id}-`));
  assert.equal(await b.stop('SIGTERM'), 0);
});

test('an export made by a worker process is downloaded through an API process with no shared disk', async () => {
  const fast = { OPERATION_STEP_DELAY_MS: '0', EXPORT_BATCH_ROWS: '10000' };
  const own = (name: string) => ({ ...fast, EXPORTS_DIR: path.join(scene.dir, name) });
  const create = (base: string, label: string) =>
    fetch(`${base}/v1/exports`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ dataset: 'sponsorships', format: 'jsonl', label, filters: { type: 'Integration' } }),
    }).then(async (r) => {
      assert.equal(r.status, 201, await r.clone().text());
      return r.json() as Promise<any>;
    });
  let id: string;
  let api: Child;
  if (storeKind() === 'postgres') {
    // Both at once, as deployed: the API process queues, the worker on "another machine" writes to the bucket.
    api = await start(['serve', '--no-worker'], own('exports-api'));
    await start(['worker'], own('exports-worker'));
    id = (await create(api.base!, 'made elsewhere')).id;
  } else {
    // One process at a time holds the embedded directory: the writer stops before the reader starts.
    const writer = await start(['serve'], own('exports-worker'));
    id = (await create(writer.base!, 'made elsewhere')).id;
    await completed(writer.base!, id);
    assert.equal(await writer.stop('SIGTERM'), 0);
    api = await start(['serve', '--no-worker'], own('exports-api'));
  }
  const e = await completed(api.base!, id);
  const file = await fetch(e.downloadUrl, { headers: { range: 'bytes=0-99' } });
  assert.equal(file.status, 206);
  const whole = Buffer.from(await (await fetch(`${api.base}/v1/exports/${id}/file`, { headers })).arrayBuffer());
  assert.equal(crypto.createHash('sha256').update(whole).digest('hex'), e.sha256);
  assert.deepEqual(Buffer.from(await file.arrayBuffer()), whole.subarray(0, 100));
  assert.equal(whole.toString().trim().split('\n').length, ROWS);

  // The API process serves an identical export from cache, out of the same object.
  const again = await create(api.base!, 'again');
  assert.equal(again.servedFromCache, true);
  assert.equal(again.sha256, e.sha256);
  const cached = Buffer.from(await (await fetch(again.downloadUrl)).arrayBuffer());
  assert.deepEqual(cached, whole);
});

test('a missing bucket or an unknown access key stops the start, naming the bucket and the reason', async () => {
  // The embedded directory is held by a running process: these starts must get as far as the bucket.
  for (const c of children) await c.stop('SIGTERM');
  // Started asynchronously: the S3 server answers from this process, which a synchronous spawn would block.
  const stopped = async (extra: NodeJS.ProcessEnv) => {
    const err: Error = await startProcess({ ...env, ...extra }, ['serve']).then(
      () => assert.fail('the process started'),
      (e: Error) => e,
    );
    assert.match(err.message, /^process exited 1 before it was ready/);
    return err.message;
  };
  assert.match(
    await stopped({ EXPORTS_S3_BUCKET: 'no-such-bucket' }),
    /EXPORTS_STORAGE=s3 cannot be used: the bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+ \(404/,
  );
  // s3rver knows one access key id; any other is refused (403 InvalidAccessKeyId) as AWS refuses an unknown key.
  const refused = await stopped({ AWS_ACCESS_KEY_ID: 'AKIAUNKNOWNKEY000000' });
  assert.match(refused, /access to the bucket "csds-exports" at http:\/\/127\.0\.0\.1:\d+ was refused \(403/);
  assert.doesNotMatch(refused, /S3RVER/, 'no secret in the message');
});
