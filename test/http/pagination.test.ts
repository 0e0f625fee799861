// Cursor pagination across every list: limits, cursor edges, tampering, filter binding, walks under
// concurrent writes, and keys that tie or differ only below the millisecond.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import {
  expectInvalid,
  expectProblem,
  insertBrand,
  insertCreator,
  insertSponsorship,
  insertVideo,
  walkPages,
} from '../helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
const get = (url: string) => t.app.inject({ url, headers: H });
const inject = (o: { url: string; headers?: Record<string, string> }) => t.app.inject(o);
const LISTS = ['/v1/creators', '/v1/videos', '/v1/brands', '/v1/sponsorships', '/v1/api-keys'];

async function firstCursor(url: string): Promise<string> {
  const res = await get(url);
  assert.equal(res.statusCode, 200, res.body);
  const c = res.json().meta.nextCursor;
  assert.equal(typeof c, 'string', `${url} should have a next page: ${res.body}`);
  return c;
}

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key());
  // 205 of everything, so that limit=200 has something to cut.
  const c = await insertCreator(t.db, { channelId: 'UCbulk', title: 'Bulk', subscriberCount: 1 });
  await sql`insert into creators (channel_id, platform, title, subscriber_count)
    select 'UCgen' || lpad(g::text, 4, '0'), 'youtube', 'Gen ' || g, g from generate_series(1, 204) g`.execute(t.db);
  await sql`insert into brands (name, domains) select 'Gen brand ' || lpad(g::text, 4, '0'), array['gen' || g || '.example'] from generate_series(1, 205) g`.execute(
    t.db,
  );
  await sql`insert into videos (video_id, channel_id, platform, title, published_at)
    select 'vgen' || lpad(g::text, 4, '0'), ${c.channelId}, 'youtube', 'Gen video ' || g, timestamptz '2025-01-01' + g * interval '1 minute'
    from generate_series(1, 205) g`.execute(t.db);
  const b = await insertBrand(t.db, { name: 'Bulk sponsor' });
  await sql`insert into sponsorships (video_id, brand_id, type, detected_at)
    select 'vgen' || lpad(g::text, 4, '0'), ${b.id}::uuid, 'Integration', timestamptz '2025-02-01' + g * interval '1 second'
    from generate_series(1, 205) g`.execute(t.db);
  for (let i = 0; i < 3; i++) await t.key(['data:read']);
});
after(() => t.close());

describe('limit', () => {
  test('default is 50; 1 and 200 are accepted and honoured', async () => {
    for (const list of ['/v1/creators', '/v1/videos', '/v1/brands', '/v1/sponsorships']) {
      const d = (await get(list)).json();
      assert.equal(d.data.length, 50, list);
      assert.equal(d.meta.hasMore, true);
      const one = (await get(`${list}?limit=1`)).json();
      assert.equal(one.data.length, 1, list);
      assert.equal(one.meta.hasMore, true);
      assert.deepEqual(one.data[0], d.data[0], 'limit never changes the order');
      const max = (await get(`${list}?limit=200`)).json();
      assert.equal(max.data.length, 200, list);
      assert.equal(max.meta.hasMore, true);
      assert.deepEqual(max.data.slice(0, 50), d.data);
    }
  });

  test('0, 201, negative, fractional, non-numeric, empty and repeated limits are 400 invalid_request', async () => {
    for (const list of LISTS) {
      for (const bad of ['0', '201', '-1', '1.5', '1e3', 'abc', '', '99999999999999999999', 'true']) {
        const p = expectInvalid(await get(`${list}?limit=${bad}`), 'query.limit');
        assert.match(p.detail, /query\.limit/);
      }
      expectInvalid(await get(`${list}?limit=1&limit=2`), 'query.limit');
    }
    const p = expectInvalid(await get('/v1/creators?limit=201'), 'query.limit');
    assert.deepEqual(p.errors, [{ path: 'query.limit', message: 'must be 200 or less' }]);
    const z = expectInvalid(await get('/v1/creators?limit=0'), 'query.limit');
    assert.deepEqual(z.errors, [{ path: 'query.limit', message: 'must be 1 or more' }]);
  });

  test('limit may change between pages of one walk', async () => {
    const c = await firstCursor('/v1/brands?limit=3');
    const res = await get(`/v1/brands?limit=5&cursor=${c}`);
    assert.equal(res.statusCode, 200, res.body);
    const all = (await get('/v1/brands?limit=8')).json().data;
    assert.deepEqual(res.json().data, all.slice(3, 8));
  });
});

describe('cursor', () => {
  test('length 0 and 2049 are invalid_request; a 2048-character garbage cursor is invalid_cursor', async () => {
    for (const list of LISTS) {
      expectInvalid(await get(`${list}?cursor=`), 'query.cursor');
      expectInvalid(await get(`${list}?cursor=${'a'.repeat(2049)}`), 'query.cursor');
      expectProblem(await get(`${list}?cursor=${'a'.repeat(2048)}`), 400, 'invalid_cursor');
      expectProblem(await get(`${list}?cursor=${'a.'.repeat(1024)}`), 400, 'invalid_cursor');
    }
  });

  test('garbage cursors are 400 invalid_cursor, never a 500', async () => {
    const junk = [
      'x',
      '.',
      '..',
      'abc.def',
      '.abc',
      'abc.',
      '%00',
      '%FF%FE',
      'null',
      '[]',
      '{}',
      '😀.😀',
      Buffer.from('[1,"sponsorships","x",["a","b"]]').toString('base64url') + '.AAAAAAAAAAAAAAAAAAAAAA',
    ];
    for (const list of LISTS) {
      for (const j of junk) {
        const res = await get(`${list}?cursor=${encodeURIComponent(j)}`);
        assert.equal(res.statusCode, 400, `${list} cursor ${j}: ${res.body}`);
        const body = res.json();
        assert.ok(['invalid_cursor', 'invalid_request'].includes(body.code), res.body);
        if (!j.includes('%00')) assert.equal(body.code, 'invalid_cursor', `${j}: ${res.body}`);
      }
    }
  });

  test('changing any single character of a cursor is a 400 invalid_cursor', async () => {
    const c = await firstCursor('/v1/sponsorships?limit=2');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < c.length; i++) {
      // The neighbouring character differs in the lowest bit: the change a lenient decoder would miss.
      const j = alphabet.indexOf(c[i]);
      const repl = c[i] === '.' ? 'A' : alphabet[j ^ 1];
      const tampered = c.slice(0, i) + repl + c.slice(i + 1);
      expectProblem(
        await get(`/v1/sponsorships?limit=2&cursor=${encodeURIComponent(tampered)}`),
        400,
        'invalid_cursor',
      );
    }
    expectProblem(await get(`/v1/sponsorships?limit=2&cursor=${c.slice(0, -1)}`), 400, 'invalid_cursor');
    expectProblem(await get(`/v1/sponsorships?limit=2&cursor=${c}A`), 400, 'invalid_cursor');
    expectProblem(await get(`/v1/sponsorships?limit=2&cursor=${c}.A`), 400, 'invalid_cursor');
    expectProblem(await get(`/v1/sponsorships?limit=2&cursor=${c.slice(1)}`), 400, 'invalid_cursor');
    // The genuine cursor still works.
    assert.equal((await get(`/v1/sponsorships?limit=2&cursor=${c}`)).statusCode, 200);
  });

  test('a cursor from one list is refused by every other list', async () => {
    const cursors: Record<string, string> = {};
    for (const list of LISTS) cursors[list] = await firstCursor(`${list}?limit=1`);
    for (const from of LISTS) {
      for (const to of LISTS) {
        const res = await get(`${to}?limit=1&cursor=${cursors[from]}`);
        if (from === to) assert.equal(res.statusCode, 200, res.body);
        else expectProblem(res, 400, 'invalid_cursor');
      }
    }
  });

  test('a cursor reused with other filters is a 400 invalid_cursor naming the filters', async () => {
    const c = await firstCursor('/v1/creators?limit=1&platform=youtube');
    assert.equal((await get(`/v1/creators?limit=1&platform=youtube&cursor=${c}`)).statusCode, 200);
    for (const other of ['', '&platform=tiktok', '&platform=youtube&search=gen', '&search=']) {
      const p = expectProblem(await get(`/v1/creators?limit=1&cursor=${c}${other}`), 400, 'invalid_cursor');
      assert.match(p.detail, /filters/);
      assert.deepEqual(
        p.errors.map((e: any) => e.path),
        ['query.cursor'],
      );
    }
    const s = await firstCursor('/v1/sponsorships?limit=1&type=Integration');
    expectProblem(await get(`/v1/sponsorships?limit=1&cursor=${s}&type=Dedicated`), 400, 'invalid_cursor');
    expectProblem(await get(`/v1/sponsorships?limit=1&cursor=${s}`), 400, 'invalid_cursor');
    const v = await firstCursor('/v1/videos?limit=1&channelId=UCbulk');
    expectProblem(await get(`/v1/videos?limit=1&cursor=${v}&channelId=UCother`), 400, 'invalid_cursor');
    // Filter order in the query string does not matter.
    const two = await firstCursor('/v1/videos?limit=1&channelId=UCbulk&format=video');
    assert.equal((await get(`/v1/videos?format=video&cursor=${two}&limit=1&channelId=UCbulk`)).statusCode, 200);
  });

  test('the last page has hasMore false and nextCursor null; an exact multiple ends cleanly', async () => {
    // 205 videos in UCbulk: at limit 205 one page, no more; at 41 exactly five pages.
    const one = (await get('/v1/videos?channelId=UCbulk&limit=200')).json();
    assert.equal(one.meta.hasMore, true);
    const last = (await get(`/v1/videos?channelId=UCbulk&limit=200&cursor=${one.meta.nextCursor}`)).json();
    assert.equal(last.data.length, 5);
    assert.deepEqual(last.meta, { nextCursor: null, hasMore: false });
    const { pages } = await walkPages(inject, '/v1/videos', H, { channelId: 'UCbulk', limit: 41 });
    assert.deepEqual(pages, [41, 41, 41, 41, 41]);
    const empty = (await get('/v1/videos?channelId=UCnone')).json();
    assert.deepEqual(empty, { data: [], meta: { nextCursor: null, hasMore: false } });
  });
});

describe('walks', () => {
  test('every list walked at limits 1, 2, 7 and 200 yields the single-page order exactly once', async () => {
    for (const list of ['/v1/creators', '/v1/videos', '/v1/brands', '/v1/sponsorships']) {
      const id = (r: any) => (list === '/v1/videos' ? r.videoId : list === '/v1/creators' ? r.channelId : r.id);
      const full = (await walkPages(inject, list, H, { limit: 200 })).rows.map(id);
      assert.ok(full.length >= 205, `${list}: ${full.length}`);
      assert.equal(new Set(full).size, full.length, `${list}: duplicates`);
      for (const limit of [1, 2, 7]) {
        const { rows, pages } = await walkPages(inject, list, H, { limit });
        assert.deepEqual(rows.map(id), full, `${list} limit ${limit}`);
        assert.equal(pages.length, Math.ceil(full.length / limit));
      }
    }
  });

  test('sponsorships: rows inserted or deleted between pages never make an original row skip or repeat', async () => {
    const brand = await insertBrand(t.db, { name: 'Concurrent Sponsor' });
    const ch = await insertCreator(t.db, { channelId: 'UCconcurrent' });
    const originals: string[] = [];
    for (let i = 0; i < 20; i++) {
      const v = await insertVideo(t.db, ch.channelId);
      // Pairs share a timestamp so the id tiebreak is exercised too.
      originals.push(
        (
          await insertSponsorship(t.db, {
            videoId: v.videoId,
            brandId: brand.id,
            detectedAt: new Date(Date.UTC(2025, 5, 1, 0, 0, Math.floor(i / 2))).toISOString(),
          })
        ).id,
      );
    }
    const expected = (await walkPages(inject, '/v1/sponsorships', H, { brandId: brand.id, limit: 200 })).rows.map(
      (r) => r.id,
    );
    assert.equal(expected.length, 20);
    let added = 0;
    const deleted = new Set<string>();
    const rows: any[] = [];
    let cursor: string | null = null;
    for (let page = 0; ; page++) {
      const body: any = (
        await get(`/v1/sponsorships?brandId=${brand.id}&limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      rows.push(...body.data);
      if (!body.meta.hasMore) break;
      cursor = body.meta.nextCursor;
      // Newer than everything (they belong before the first page)...
      for (let k = 0; k < 2; k++) {
        const v = await insertVideo(t.db, ch.channelId);
        await insertSponsorship(t.db, { videoId: v.videoId, brandId: brand.id, detectedAt: new Date().toISOString() });
        added++;
      }
      // ...one with exactly the timestamp of an original pair, and the cursor's own row is deleted.
      const v = await insertVideo(t.db, ch.channelId);
      await insertSponsorship(t.db, {
        videoId: v.videoId,
        brandId: brand.id,
        detectedAt: new Date(Date.UTC(2025, 5, 1, 0, 0, page % 10)).toISOString(),
      });
      const victim = rows[rows.length - 1].id;
      await sql`delete from sponsorships where id = ${victim}::uuid`.execute(t.db);
      deleted.add(victim);
    }
    const ids = rows.map((r) => r.id);
    assert.equal(new Set(ids).size, ids.length, 'no row is repeated');
    for (const id of expected) {
      const n = ids.filter((x) => x === id).length;
      assert.equal(n, 1, `original ${id} appears ${n} times`);
    }
    // The originals keep their relative order.
    assert.deepEqual(
      ids.filter((x) => expected.includes(x)),
      expected,
    );
    assert.ok(added > 0 && deleted.size > 0);
  });

  test('creators and videos: new rows ahead of the cursor do not shift the walk', async () => {
    const base = await walkPages(inject, '/v1/creators', H, { search: 'gen 1', limit: 200 });
    let n = 0;
    const walked = await walkPages(inject, '/v1/creators', H, { search: 'gen 1', limit: 4 }, async () => {
      n++;
      await insertCreator(t.db, {
        channelId: `UCgenNew${n}`,
        title: `Gen 1 newcomer ${n}`,
        subscriberCount: 1_000_000 + n,
      });
    });
    const ids = walked.rows.map((r) => r.channelId);
    assert.equal(new Set(ids).size, ids.length);
    assert.deepEqual(
      ids,
      base.rows.map((r) => r.channelId),
      'the newcomers sort before the cursor, so the walk is the original list',
    );

    const vbase = await walkPages(inject, '/v1/videos', H, { channelId: 'UCbulk', limit: 200 });
    let m = 0;
    const vwalk = await walkPages(inject, '/v1/videos', H, { channelId: 'UCbulk', limit: 9 }, async () => {
      m++;
      await insertVideo(t.db, 'UCbulk', {
        videoId: `vnew${m}`,
        publishedAt: new Date(Date.UTC(2030, 0, 1) + m).toISOString(),
      });
    });
    assert.deepEqual(
      vwalk.rows.map((r) => r.videoId),
      vbase.rows.map((r) => r.videoId),
    );
  });

  test('sort keys that differ only in microseconds, or tie, are neither skipped nor repeated', async () => {
    const brand = await insertBrand(t.db, { name: 'Micro Sponsor' });
    const ch = await insertCreator(t.db, { channelId: 'UCmicro' });
    const made: { id: string; at: string }[] = [];
    const stamps = ['000001', '000002', '000002', '000003', '999999', '000000', '000001', '000500'];
    for (const us of stamps) {
      const v = await insertVideo(t.db, ch.channelId);
      const at = `2025-07-01T00:00:00.${us}Z`;
      const { id } = await insertSponsorship(t.db, { videoId: v.videoId, brandId: brand.id, detectedAt: at });
      await sql`update sponsorships set detected_at = ${at}::timestamptz where id = ${id}::uuid`.execute(t.db);
      made.push({ id, at: us });
    }
    const expected = [...made]
      .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
      .map((m) => m.id);
    for (const limit of [1, 2, 3]) {
      const { rows } = await walkPages(inject, '/v1/sponsorships', H, { brandId: brand.id, limit });
      assert.deepEqual(
        rows.map((r) => r.id),
        expected,
        `limit ${limit}`,
      );
      for (const r of rows)
        assert.match(r.detectedAt, /^2025-07-01T00:00:00\.(000|999)Z$/, 'the API shows milliseconds');
    }
    // Videos with the same publishedAt are ordered by videoId descending.
    for (const id of ['vtie-a', 'vtie-c', 'vtie-b'])
      await insertVideo(t.db, ch.channelId, { videoId: id, publishedAt: '2031-01-01T00:00:00.000Z' });
    const { rows } = await walkPages(inject, '/v1/videos', H, { channelId: ch.channelId, limit: 1 });
    assert.deepEqual(
      rows.slice(0, 3).map((r) => r.videoId),
      ['vtie-c', 'vtie-b', 'vtie-a'],
    );
  });
});
