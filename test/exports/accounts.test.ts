// Exports seen from several accounts: the file cache never answers one account with another's work, the bytes of
// files an account keeps are capped, and downloadUrl is an absolute link (the request's host, or PUBLIC_BASE_URL).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../../src/config.js';
import { sweepExpiredExports } from '../../src/exports/records.js';
import { bearer, createTestApp, exportFinished, exportSettled, waitFor, type TestApp } from '../helpers/app.js';
import { expectProblem, insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';

let t: TestApp;

before(async () => {
  // A limit of one byte: any finished file reaches it. One running operation per account, each progress step
  // slowed down, so two exports created one after the other are both accepted before the first file exists.
  t = await createTestApp(
    { MAX_EXPORT_BYTES_PER_ACCOUNT: '1', MAX_RUNNING_OPERATIONS_PER_ACCOUNT: '1', OPERATION_STEP_DELAY_MS: '150' },
    { worker: true },
  );
  const brand = await insertBrand(t.db, { name: 'Acme VPN', domains: ['acmevpn.com'] });
  const creator = await insertCreator(t.db, { title: 'Plain Creator' });
  for (let i = 0; i < 3; i++) {
    const v = await insertVideo(t.db, creator.channelId, { title: `competitor-secret-project part ${i}` });
    await insertSponsorship(t.db, { videoId: v.videoId, brandId: brand.id });
  }
});
after(() => t?.close());

const start = (headers: Record<string, string>, body: object, host?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/exports',
    headers: { ...headers, ...(host ? { host } : {}) },
    payload: body,
  });

const finished = (headers: Record<string, string>, id: string) => exportSettled(t, headers, id);

const exportDone = (headers: Record<string, string>, body: object) => exportFinished(t, headers, body);

const exportCount = async () =>
  Number((await sql<{ n: string }>`select count(*)::text as n from exports`.execute(t.db)).rows[0].n);

test('[review 16.3] the file cache never crosses accounts: an export another account made is not served at once', async () => {
  const rival = bearer(await t.key(undefined, { account: 'rival' }));
  const mine = bearer(await t.key(undefined, { account: 'curious' }));
  const secret = { dataset: 'sponsorships', format: 'csv', filters: { search: 'competitor-secret-project' } };
  const theirs = await exportDone(rival, secret);
  assert.equal(theirs.status, 'completed');

  // The same request from another account starts like a request nobody made before: queued, nothing reused.
  const probe = (await start(mine, secret)).json();
  const unused = (await start(mine, { ...secret, filters: { search: 'a term nobody used' } })).json();
  for (const r of [probe, unused]) {
    assert.equal(r.servedFromCache, false, JSON.stringify(r));
    assert.ok(r.status === 'pending' || r.status === 'running', JSON.stringify(r));
    assert.equal(r.rowCount, null);
    assert.equal(r.downloadUrl, null);
  }
  const done = await finished(mine, probe.id);
  assert.equal(done.servedFromCache, false);
  assert.equal(done.rowCount, theirs.rowCount, 'the same data, read again for this account');
  const files = await sql<{
    storage_key: string;
  }>`select storage_key from exports where id in (${theirs.id}::uuid, ${probe.id}::uuid)`.execute(t.db);
  assert.notEqual(files.rows[0].storage_key, files.rows[1].storage_key, 'each account has its own file');
  await finished(mine, unused.id);

  // Within one account the cache still works (and, adding no bytes, even at the storage limit).
  const again = (await start(mine, { ...secret, label: 'again' })).json();
  assert.equal(again.servedFromCache, true);
  assert.equal(again.status, 'completed');
});

describe('[review 16.8] the bytes of export files an account keeps are capped', () => {
  test('[review 16.8] a new file is refused with 409 export_quota_exceeded while the kept files reach the limit; nothing is created', async () => {
    const H = bearer(await t.key(undefined, { account: 'heavy' }));
    // Both accepted: neither file exists yet. The first fills the account; the second fails as it starts.
    const first = await start(H, { dataset: 'brands', format: 'json' });
    const second = await start(H, { dataset: 'creators', format: 'json' });
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(second.statusCode, 201, second.body);
    const a = await finished(H, first.json().id);
    const b = await finished(H, second.json().id);
    assert.equal(a.status, 'completed');
    assert.equal(b.status, 'failed');
    assert.match(b.error, /export files.*limit of 1\b/, b.error);

    const before = await exportCount();
    const refused = expectProblem(await start(H, { dataset: 'videos', format: 'csv' }), 409, 'export_quota_exceeded');
    assert.match(refused.detail, new RegExp(`keeps ${a.byteSize} bytes of export files, at or over its limit of 1\\b`));
    assert.match(refused.detail, /next file is removed at \d{4}-\d\d-\d\dT/);
    assert.equal(await exportCount(), before, 'a refused export leaves no record');
    // An identical export reuses the kept file: no new bytes, so it is not refused.
    const reused = await start(H, { dataset: 'brands', format: 'json', label: 'same data' });
    assert.equal(reused.statusCode, 201, reused.body);
    assert.equal(reused.json().servedFromCache, true);
    // Another account has its own allowance.
    const other = await start(bearer(await t.key(undefined, { account: 'light' })), {
      dataset: 'videos',
      format: 'csv',
    });
    assert.equal(other.statusCode, 201, other.body);

    // Once the files are removed after their retention period, the account may export again.
    const account = (await sql<{ id: string }>`select id from accounts where name = 'heavy'`.execute(t.db)).rows[0].id;
    await sql`update exports set expires_at = now() - interval '1 second' where account_id = ${account}::uuid and storage_key is not null`.execute(
      t.db,
    );
    await sweepExpiredExports(t.db, t.runtime.services.exportStores);
    const later = await start(H, { dataset: 'videos', format: 'csv' });
    assert.equal(later.statusCode, 201, later.body);
    await finished(H, later.json().id);
  });

  test('[review 16.8] MAX_EXPORT_BYTES_PER_ACCOUNT is a whole number of bytes, 0 for no limit', () => {
    assert.equal(loadConfig({}).maxExportBytesPerAccount, 10 * 1024 ** 3);
    assert.equal(loadConfig({ MAX_EXPORT_BYTES_PER_ACCOUNT: '0' }).maxExportBytesPerAccount, 0);
    for (const bad of ['-1', '1.5', '10GB'])
      assert.throws(() => loadConfig({ MAX_EXPORT_BYTES_PER_ACCOUNT: bad }), ConfigError);
  });
});

describe('[review 16.13] downloadUrl is an absolute link a spreadsheet can import', () => {
  test('[review 16.13] without PUBLIC_BASE_URL it is on the scheme and host the request was made to', async () => {
    const H = bearer(await t.key(undefined, { account: 'sheets' }));
    const created = await start(H, { dataset: 'brands', format: 'csv' }, 'exports.example.test:8443');
    const e = await finished(H, created.json().id);
    const read = (
      await t.app.inject({ url: `/v1/exports/${e.id}`, headers: { ...H, host: 'exports.example.test:8443' } })
    ).json();
    assert.match(
      read.downloadUrl,
      new RegExp(`^http://exports\\.example\\.test:8443/v1/exports/${e.id}/download\\?expires=\\d+&signature=`),
    );
    const listed = (
      await t.app.inject({ url: '/v1/exports', headers: { ...H, host: 'exports.example.test:8443' } })
    ).json();
    assert.ok(
      listed.data.every(
        (x: any) => x.downloadUrl === null || x.downloadUrl.startsWith('http://exports.example.test:8443/'),
      ),
    );
    // The link works as given (inject takes the absolute URL's path and query).
    assert.equal((await t.app.inject({ url: read.downloadUrl })).statusCode, 200);
    // A Host header that is not a plain host name is never copied into a link.
    const odd = (await t.app.inject({ url: `/v1/exports/${e.id}`, headers: { ...H, host: 'evil.example/x?' } })).json();
    assert.match(odd.downloadUrl, /^\/v1\/exports\//);
  });

  test('[review 16.13] with PUBLIC_BASE_URL it is on that origin and path prefix, whatever host was asked', async () => {
    const p = await createTestApp({ PUBLIC_BASE_URL: 'https://api.example.com/csds/' }, { worker: true });
    try {
      const H = bearer(await p.key());
      const created = (
        await p.app.inject({ method: 'POST', url: '/v1/exports', headers: H, payload: { dataset: 'brands' } })
      ).json();
      const e = await waitFor(async () => {
        const r = (
          await p.app.inject({ url: `/v1/exports/${created.id}`, headers: { ...H, host: 'internal:8080' } })
        ).json();
        return r.status === 'completed' ? r : null;
      });
      assert.match(
        e.downloadUrl,
        new RegExp(`^https://api\\.example\\.com/csds/v1/exports/${e.id}/download\\?expires=`),
      );
    } finally {
      await p.close();
    }
  });

  test('[review 16.13] PUBLIC_BASE_URL must be an http(s) URL without credentials, query or fragment', () => {
    assert.equal(loadConfig({}).publicBaseUrl, undefined);
    assert.equal(loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/' }).publicBaseUrl, 'https://api.example.com');
    for (const bad of [
      'api.example.com',
      'ftp://api.example.com',
      'https://u:p@api.example.com',
      'https://api.example.com/?x=1',
      'https://api.example.com/#f',
    ]) {
      assert.throws(() => loadConfig({ PUBLIC_BASE_URL: bad }), ConfigError, bad);
    }
  });
});
