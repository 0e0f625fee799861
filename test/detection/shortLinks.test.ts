// Short-link expansion against a loopback fake shortener (a real HTTP server; host names mapped to it by the
// lookup, nothing else resolvable): redirect chains followed hop by hop, loops, hop limits, the webhook SSRF rules
// on every hop (private and metadata addresses, credentials, schemes), timeouts, HEAD refused, and the cache
// in memory and in the database (a second run, or another process, makes no request).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { ShortLinkExpander, type ExpanderOptions } from '../../src/detection/shortLinks.js';
import { parseAllowedCidrs } from '../../src/outbound/screening.js';
import { startFakeShortener, type FakeShortener } from '../helpers/fakeShortener.js';
import { createTestStore } from '../helpers/store.js';

let fake: FakeShortener;
let store: Store;
const LOOPBACK = parseAllowedCidrs(['127.0.0.1/32']);

function expander(o: Partial<ExpanderOptions> = {}) {
  return new ShortLinkExpander({
    maxHops: 5,
    // Room for a loaded machine: a loopback answer took over 400 ms while other test files ran beside this one.
    timeoutMs: 1_500,
    maxPerVideo: 10,
    maxPerBatch: 100,
    concurrency: 4,
    allowedCidrs: LOOPBACK,
    lookup: fake.lookup({
      'bit.ly': '127.0.0.1',
      'tinyurl.com': '127.0.0.1',
      'nordvpn.com': '127.0.0.1',
      'internal.example': '10.0.0.5',
    }),
    ...o,
  });
}
const u = (host: string, path: string) => fake.url(host, path);
const hits = (path: string) => fake.requests.filter((r) => r.path === path).length;

before(async () => {
  fake = await startFakeShortener();
  store = await createTestStore();
  fake.route('nordvpn.com', '/landing', { status: 200 });
});
after(async () => {
  await fake.close();
  await store.close();
});

describe('following redirects', () => {
  test('a chain of 3 redirects (absolute and relative Locations) ends at the final URL', async () => {
    fake.route('bit.ly', '/chain', { status: 301, redirect: u('tinyurl.com', '/c2') });
    fake.route('tinyurl.com', '/c2', { status: 302, redirect: '/c3' });
    fake.route('tinyurl.com', '/c3', { status: 307, redirect: u('nordvpn.com', '/landing') });
    const e = await expander().expandOne(u('bit.ly', '/chain'));
    assert.deepEqual(e, {
      url: u('bit.ly', '/chain'),
      finalUrl: u('nordvpn.com', '/landing'),
      outcome: 'expanded',
      hops: 3,
    });
    assert.deepEqual(
      fake.requests
        .filter((r) => ['/chain', '/c2', '/c3'].includes(r.path))
        .map((r) => `${r.method} ${r.host}${r.path}`),
      ['HEAD bit.ly/chain', 'HEAD tinyurl.com/c2', 'HEAD tinyurl.com/c3'],
    );
  });

  test('a loop ends with the last good URL', async () => {
    fake.route('bit.ly', '/loop-a', { redirect: u('bit.ly', '/loop-b') });
    fake.route('bit.ly', '/loop-b', { redirect: u('bit.ly', '/loop-a') });
    const e = await expander().expandOne(u('bit.ly', '/loop-a'));
    assert.equal(e.outcome, 'loop');
    assert.equal(e.finalUrl, u('bit.ly', '/loop-b'));
    assert.equal(hits('/loop-a'), 1);
  });

  test('too many hops ends at the URL reached after the last one allowed', async () => {
    for (let i = 0; i < 10; i++) fake.route('bit.ly', `/h${i}`, { redirect: u('bit.ly', `/h${i + 1}`) });
    const e = await expander({ maxHops: 5 }).expandOne(u('bit.ly', '/h0'));
    assert.equal(e.outcome, 'too-many-hops');
    assert.equal(e.hops, 5);
    assert.equal(e.finalUrl, u('bit.ly', '/h5'));
    assert.equal(hits('/h6'), 0);
  });

  test('a link that answers without redirecting leads nowhere', async () => {
    fake.route('bit.ly', '/plain', { status: 200 });
    const e = await expander().expandOne(u('bit.ly', '/plain'));
    assert.deepEqual(e, { url: u('bit.ly', '/plain'), finalUrl: null, outcome: 'not-redirected', hops: 0 });
    fake.route('bit.ly', '/gone', { status: 404 });
    assert.equal((await expander().expandOne(u('bit.ly', '/gone'))).outcome, 'not-redirected');
  });

  test('a redirector that refuses HEAD is asked again with GET', async () => {
    fake.route('bit.ly', '/nohead', (req) =>
      req.method === 'HEAD' ? { status: 405 } : { redirect: u('nordvpn.com', '/landing') },
    );
    const e = await expander().expandOne(u('bit.ly', '/nohead'));
    assert.equal(e.outcome, 'expanded');
    assert.equal(e.finalUrl, u('nordvpn.com', '/landing'));
    assert.deepEqual(
      fake.requests.filter((r) => r.path === '/nohead').map((r) => r.method),
      ['HEAD', 'GET'],
    );
  });

  test('a hop that does not answer in time ends expansion (transient), keeping where the link was sent', async () => {
    fake.route('bit.ly', '/slow', 'hang');
    const first = await expander().expandOne(u('bit.ly', '/slow'));
    assert.equal(first.outcome, 'failed');
    assert.equal(first.finalUrl, null);
    assert.match(first.reason ?? '', /timed out/);
    fake.route('bit.ly', '/to-slow', { redirect: u('nordvpn.com', '/slow') });
    fake.route('nordvpn.com', '/slow', 'hang');
    const later = await expander().expandOne(u('bit.ly', '/to-slow'));
    assert.equal(later.outcome, 'failed');
    assert.equal(later.finalUrl, u('nordvpn.com', '/slow'));
  });
});

describe('the SSRF rules on every hop', () => {
  for (const [name, target] of [
    ['a private address', 'http://10.0.0.1/admin'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['the metadata address in IPv4-mapped IPv6', 'http://[::ffff:169.254.169.254]/latest/meta-data/'],
    ['the metadata address as one integer', 'http://2852039166/latest/meta-data/'],
  ] as const) {
    test(`a redirect into ${name} is refused`, async () => {
      const path = `/into-${name.replace(/\W+/g, '-')}`;
      fake.route('bit.ly', path, { redirect: target });
      const e = await expander().expandOne(u('bit.ly', path));
      assert.equal(e.outcome, 'refused');
      assert.equal(e.finalUrl, null, 'a refused URL is never where the link leads');
      assert.match(e.reason ?? '', /private, loopback, link-local or otherwise non-public address/);
    });
  }

  test('a host name resolving to a private address is refused before any connection', async () => {
    fake.route('bit.ly', '/internal', { redirect: u('internal.example', '/') });
    const e = await expander().expandOne(u('bit.ly', '/internal'));
    assert.equal(e.outcome, 'refused');
    assert.equal(fake.requests.filter((r) => r.host === 'internal.example').length, 0);
  });

  test('after good hops, a refused one ends expansion at the last good URL', async () => {
    fake.route('bit.ly', '/late', { redirect: u('nordvpn.com', '/step') });
    fake.route('nordvpn.com', '/step', { redirect: 'http://10.0.0.1/' });
    const e = await expander().expandOne(u('bit.ly', '/late'));
    assert.equal(e.outcome, 'refused');
    assert.equal(e.finalUrl, u('nordvpn.com', '/step'));
  });

  test('credentials in a Location and schemes other than http(s) are refused', async () => {
    fake.route('bit.ly', '/creds', { redirect: `http://user:pw@nordvpn.com:${fake.port}/landing` });
    fake.route('bit.ly', '/file', { redirect: 'file:///etc/passwd' });
    const creds = await expander().expandOne(u('bit.ly', '/creds'));
    assert.equal(creds.outcome, 'refused');
    assert.match(creds.reason ?? '', /credentials/);
    const file = await expander().expandOne(u('bit.ly', '/file'));
    assert.equal(file.outcome, 'refused');
    assert.match(file.reason ?? '', /scheme/);
  });

  test('loopback is refused unless allowed (the tests allow 127.0.0.1)', async () => {
    fake.route('bit.ly', '/loopback', { redirect: u('nordvpn.com', '/landing') });
    const before = fake.requests.length;
    const e = await expander({ allowedCidrs: [] }).expandOne(u('bit.ly', '/loopback'));
    assert.equal(e.outcome, 'refused');
    assert.equal(fake.requests.length, before);
  });
});

describe('the cache and the limits', () => {
  test('a second run, and another process sharing the database, make no request', async () => {
    fake.route('bit.ly', '/cached', { redirect: u('nordvpn.com', '/landing') });
    fake.route('bit.ly', '/cached-slow', 'hang');
    const links = [u('bit.ly', '/cached'), u('bit.ly', '/cached-slow')];
    const one = expander({ db: store.db });
    const first = await one.expandForVideos([links]);
    assert.deepEqual([...first], [[u('bit.ly', '/cached'), u('nordvpn.com', '/landing')]]);
    assert.equal(hits('/cached'), 1);
    assert.deepEqual([...(await one.expandForVideos([links]))], [...first]);
    assert.equal(hits('/cached'), 1, 'the same process answers from memory');
    assert.equal(hits('/cached-slow'), 1, 'a transient failure is not retried at once in the same process');
    const other = expander({ db: store.db });
    assert.deepEqual([...(await other.expandForVideos([[u('bit.ly', '/cached')]]))], [...first]);
    assert.equal(hits('/cached'), 1, 'another process reads the stored expansion');
    const stored = await sql<{
      short_url: string;
      outcome: string;
    }>`select short_url, outcome from short_link_expansions order by short_url`.execute(store.db);
    assert.deepEqual(
      stored.rows,
      [{ short_url: u('bit.ly', '/cached'), outcome: 'expanded' }],
      'transient failures are not stored',
    );
  });

  test('a run stopped mid-expansion remembers and stores nothing: the next run fetches the link', async () => {
    fake.route('bit.ly', '/stopped', 'hang');
    const ex = expander({ db: store.db, timeoutMs: 10_000 });
    const ctl = new AbortController();
    const pending = ex.expandForVideos([[u('bit.ly', '/stopped')]], ctl.signal);
    while (hits('/stopped') === 0) await new Promise((r) => setTimeout(r, 10));
    ctl.abort();
    assert.deepEqual([...(await pending)], []);
    fake.route('bit.ly', '/stopped', { redirect: u('nordvpn.com', '/landing') });
    assert.deepEqual(
      [...(await ex.expandForVideos([[u('bit.ly', '/stopped')]]))],
      [[u('bit.ly', '/stopped'), u('nordvpn.com', '/landing')]],
    );
    assert.equal(hits('/stopped'), 2);
  });

  test('at most maxPerVideo links per video and maxPerBatch per batch are fetched', async () => {
    for (let i = 0; i < 6; i++) fake.route('bit.ly', `/lim${i}`, { redirect: u('nordvpn.com', '/landing') });
    const v1 = [0, 1, 2].map((i) => u('bit.ly', `/lim${i}`));
    const v2 = [3, 4, 5].map((i) => u('bit.ly', `/lim${i}`));
    const out = await expander({ maxPerVideo: 2, maxPerBatch: 3 }).expandForVideos([v1, v2]);
    assert.deepEqual([...out.keys()], [v1[0], v1[1], v2[0]]);
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5].map((i) => hits(`/lim${i}`)),
      [1, 1, 0, 1, 0, 0],
    );
  });
});
