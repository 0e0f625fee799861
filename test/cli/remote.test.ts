// CLI commands that talk to a running server through the typed client: search with filters across pages, and
// operations started, waited for and read; the key comes from SERVICE_API_KEY and errors name the problem.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { sql } from 'kysely';
import { jsonLines as lines, runCliAsync as runCli } from '../helpers/processes.js';

/** The CLI as a child process, asynchronously: the server it talks to runs in this process and must keep serving. */

let t: TestApp;
let base: string;
let env: NodeJS.ProcessEnv;
let brandId: string;
let creatorId: string;
let creatorHandle: string;
let otherBrandId: string;

before(async () => {
  t = await createTestApp({}, { worker: true });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const creator = await insertCreator(t.db);
  creatorId = creator.channelId;
  creatorHandle = creator.handle;
  brandId = (await insertBrand(t.db, { name: 'Remoteco', domains: ['remoteco.example'] })).id;
  for (let i = 0; i < 3; i++) {
    const v = await insertVideo(t.db, creator.channelId);
    await insertSponsorship(t.db, { videoId: v.videoId, brandId, brandDomain: 'remoteco.example' });
  }
  otherBrandId = (await insertBrand(t.db, { name: 'Otherco' })).id;
  const v = await insertVideo(t.db, creator.channelId, { videoId: 'remote-other' });
  await insertSponsorship(t.db, { videoId: v.videoId, brandId: otherBrandId });
  const { DATABASE_URL, SERVICE_URL, ...rest } = process.env;
  env = { ...rest, SERVICE_API_KEY: await t.key() };
});
after(() => t.close());

test('search prints one JSON line per item, following every page with --all', async () => {
  const r = await runCli(
    env,
    'search',
    'sponsorships',
    '--url',
    base,
    '--where',
    'brandDomain=remoteco.example',
    '--limit',
    '1',
    '--all',
  );
  assert.equal(r.code, 0, r.stderr);
  const rows = lines(r.stdout);
  assert.equal(rows.length, 3);
  assert.ok(rows.every((s) => s.brandId === brandId));
  const bad = await runCli(env, 'search', 'sponsorships', '--url', base, '--where', 'colour=red');
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /invalid_request: query\.colour is not a known field/);
});

test('search --order and date ranges through --where', async () => {
  const all = lines((await runCli(env, 'search', 'videos', '--url', base, '--limit', '200')).stdout);
  const published = all.map((v) => v.publishedAt).sort();
  const r = await runCli(
    env,
    'search',
    'sponsorships',
    '--url',
    base,
    '--order',
    '-publishedAt',
    '--where',
    `publishedAfter=${published[1]}`,
    '--limit',
    '1',
    '--all',
  );
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(
    lines(r.stdout).map((s) => s.publishedAt),
    published.slice(1).reverse(),
  );
  const bad = await runCli(env, 'search', 'creators', '--url', base, '--order', '-viewCount');
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /query\.order must be one of: -subscriberCount, -sponsorshipCount, -lastSponsorshipAt/);
});

test('ops start --wait prints the result; ops get and ops list read it back; SERVICE_URL works like --url', async () => {
  const started = await runCli(
    { ...env, SERVICE_URL: base },
    'ops',
    'start',
    '--kind',
    'brand-discovery',
    '--input',
    JSON.stringify({ brandId }),
    '--wait',
  );
  assert.equal(started.code, 0, started.stderr);
  const result = JSON.parse(started.stdout);
  assert.equal(result.kind, 'brand-discovery');
  const listed = await runCli(env, 'ops', 'list', '--url', base, '--status', 'succeeded');
  assert.equal(listed.code, 0, listed.stderr);
  assert.deepEqual(
    lines(listed.stdout).map((o) => o.id),
    [result.operationId],
  );
  const missingKey = await runCli({ ...env, SERVICE_API_KEY: '' }, 'ops', 'get', result.operationId, '--url', base);
  assert.equal(missingKey.code, 1);
  assert.match(missingKey.stderr, /Set SERVICE_API_KEY/);
});

test('lookup, batch and similar-brands print what the API answers; a bad list is refused', async () => {
  const found = await runCli(env, 'lookup', creatorHandle.toUpperCase(), '--url', base);
  assert.equal(found.code, 0, found.stderr);
  assert.equal(lines(found.stdout)[0].channelId, creatorId);
  const batch = await runCli(env, 'batch', 'videos', 'nope', 'remote-other', '--url', base);
  assert.equal(batch.code, 0, batch.stderr);
  const body = lines(batch.stdout)[0];
  assert.deepEqual([body.data.map((x: { videoId: string }) => x.videoId), body.missing], [['remote-other'], ['nope']]);
  const similar = await runCli(env, 'similar-brands', brandId, '--limit', '5', '--url', base);
  assert.equal(similar.code, 0, similar.stderr);
  assert.deepEqual(
    lines(similar.stdout).map((b) => b.id),
    [otherBrandId],
  );
  const wrong = await runCli(env, 'batch', 'brands', 'x', '--url', base);
  assert.notEqual(wrong.code, 0);
  assert.match(wrong.stderr, /creators or videos/);
  const unknown = await runCli(env, 'lookup', '@nobody-here', '--url', base);
  assert.notEqual(unknown.code, 0);
  assert.match(unknown.stderr, /not_found/);
});

test('search sponsorships --min-confidence keeps the sure ones; a bad value or another list is refused', async () => {
  await sql`update sponsorships set confidence = 0.9
    where id = (select id from sponsorships where brand_id = ${brandId}::uuid order by id limit 1)`.execute(t.db);
  const r = await runCli(
    env,
    'search',
    'sponsorships',
    '--url',
    base,
    '--where',
    'brandDomain=remoteco.example',
    '--min-confidence',
    '0.9',
    '--all',
  );
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(
    lines(r.stdout).map((s) => s.confidence),
    [0.9],
  );
  for (const bad of ['1.5', '-0.1', 'abc']) {
    const e = await runCli(env, 'search', 'sponsorships', '--url', base, '--min-confidence', bad);
    assert.equal(e.code, 1, bad);
    assert.match(e.stderr, /--min-confidence/);
  }
  const other = await runCli(env, 'search', 'brands', '--url', base, '--min-confidence', '0.5');
  assert.equal(other.code, 1);
  assert.match(other.stderr, /sponsorships only/);
});

test('[review 30.15] exports create --no-csv-formula-guard starts an unguarded CSV export; the default keeps the guard', async () => {
  const raw = await runCli(env, 'exports', 'create', '--url', base, '--dataset', 'creators', '--no-csv-formula-guard');
  assert.equal(raw.code, 0, raw.stderr);
  const made = JSON.parse(raw.stdout);
  assert.equal(made.csvFormulaGuard, false);
  const got = await runCli(env, 'exports', 'get', made.id, '--url', base);
  assert.equal(JSON.parse(got.stdout).csvFormulaGuard, false);
  const guarded = await runCli(env, 'exports', 'create', '--url', base, '--dataset', 'creators', '--label', 'sheet');
  assert.equal(JSON.parse(guarded.stdout).csvFormulaGuard, true);
});

test('[review 30.16] a server that cannot be reached is named with the cause, not just "fetch failed"', async () => {
  const net = await import('node:net');
  // A port that was just free: nothing listens there.
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as import('node:net').AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const r = await runCli(env, 'search', 'creators', '--url', `http://127.0.0.1:${port}`);
  assert.equal(r.code, 1);
  assert.match(
    r.stderr,
    new RegExp(`GET http://127\\.0\\.0\\.1:${port}/v1/creators failed: ECONNREFUSED 127\\.0\\.0\\.1:${port}`),
  );
  assert.doesNotMatch(r.stderr, /^fetch failed$/m);
});
