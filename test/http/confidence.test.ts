// A sponsorship's confidence in every layer: written by a detection (a change of confidence alone is a change), shown
// by the list item, the detail and a video's sponsorships, by MCP and in exports; the minConfidence filter's edges
// and errors, its cursor binding; and the evidence excerpts a detection keeps, read through the detail.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { jsonObject } from '../../src/directory/page.js';
import { sponsorshipList } from '../../src/directory/sponsorships.js';
import { BrandCatalog } from '../../src/detection/catalog.js';
import { detectBatch } from '../../src/detection/pipeline.js';
import { bearer, createTestApp, exportFinished, type TestApp } from '../helpers/app.js';
import {
  expectInvalid,
  expectProblem,
  insertBrand,
  insertCreator,
  insertSponsorship,
  insertVideo,
  walkPages,
} from '../helpers/factories.js';
import { callError, callOk, connectHttp } from '../helpers/mcp.js';

let t: TestApp;
let H: Record<string, string>;
let mcp: Client;
const get = (url: string) => t.app.inject({ url, headers: H });

/** Sponsorships of the filter brand, by confidence. */
const fixed: Record<string, string> = {};
let filterBrand: string;
let detected: { id: string; videoId: string };
let spoken: { id: string; videoId: string };

const confidenceOf = async (id: string) =>
  Number(
    (await sql<{ c: number }>`select confidence as c from sponsorships where id = ${id}::uuid`.execute(t.db)).rows[0].c,
  );

/** Sponsorships whose stored list item differs from what the columns render now. */
async function drift(): Promise<string[]> {
  const r = await sql<{ id: string }>`select s.id::text as id from sponsorships s
    left join brands b on b.id = s.brand_id
    left join creators c on c.channel_id = s.channel_id
    left join videos v on v.video_id = s.video_id
    where s.summary is distinct from ${jsonObject(sponsorshipList.columns)}::text`.execute(t.db);
  return r.rows.map((x) => x.id);
}

before(async () => {
  t = await createTestApp({ EXPORT_BATCH_ROWS: '2' }, { worker: true });
  H = bearer(await t.key());
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  mcp = await connectHttp(base, await t.key());

  await insertBrand(t.db, { name: 'NordVPN', domains: ['nordvpn.com'] });
  await insertBrand(t.db, { name: 'Brilliant', domains: ['brilliant.org'] });
  const creator = await insertCreator(t.db, { title: 'Cabin Builds', handle: '@cabinbuilds' });
  const v1 = await insertVideo(t.db, creator.channelId, {
    description: 'Cabin build, day two.\n\nThis video is sponsored by NordVPN: https://nordvpn.com/cabinbuilds',
  });
  const v2 = await insertVideo(t.db, creator.channelId, {
    description: 'Black holes explained.',
    transcript: [
      { startMillis: 0, text: 'Hey everyone, welcome back.' },
      { startMillis: 61_500, text: 'This video is sponsored by Brilliant, where you learn by doing.' },
    ],
  });
  const r = await detectBatch(t.db, () => BrandCatalog.load(t.db), [v1.videoId, v2.videoId]);
  detected = { id: r.sponsorships.get(v1.videoId)![0].id, videoId: v1.videoId };
  spoken = { id: r.sponsorships.get(v2.videoId)![0].id, videoId: v2.videoId };

  // The filter's fixture: one brand's sponsorships at known confidences.
  const b = await insertBrand(t.db, { name: 'Quokka Coffee' });
  filterBrand = b.id;
  for (const c of ['0.2', '0.7', '1']) {
    const v = await insertVideo(t.db, creator.channelId);
    const s = await insertSponsorship(t.db, { videoId: v.videoId, brandId: b.id });
    await sql`update sponsorships set confidence = ${Number(c)} where id = ${s.id}::uuid`.execute(t.db);
    fixed[c] = s.id;
  }
});
after(async () => {
  await mcp?.close();
  await t.close();
});

const ids = async (q: string) => {
  const res = await get(`/v1/sponsorships?brandId=${filterBrand}&${q}`);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as { id: string }[]).map((s) => s.id).sort();
};
const idsOf = (...cs: string[]) => cs.map((c) => fixed[c]).sort();

describe('confidence written by detection and shown everywhere', () => {
  test('a detection stores the confidence it computed; the list item, the detail and the video show it', async () => {
    const stored = await confidenceOf(detected.id);
    // Sponsor words in the description (+0.35) with a link (+0.1) for a catalog brand (0.4).
    assert.equal(stored, 0.85);
    const item = (
      await get(`/v1/sponsorships?channelId=${(await get(`/v1/sponsorships/${detected.id}`)).json().channelId}`)
    )
      .json()
      .data.find((s: { id: string }) => s.id === detected.id);
    assert.equal(item.confidence, 0.85);
    assert.equal((await get(`/v1/sponsorships/${detected.id}`)).json().confidence, 0.85);
    const video = (await get(`/v1/videos/${detected.videoId}`)).json();
    assert.equal(video.sponsorships[0].confidence, 0.85);
    for (const s of (await get('/v1/sponsorships?limit=200')).json().data) {
      assert.equal(typeof s.confidence, 'number');
      assert.ok(s.confidence >= 0 && s.confidence <= 1, JSON.stringify(s));
    }
    assert.deepEqual(await drift(), []);
  });

  test('a change of confidence alone is written by the next detection, and the list item follows', async () => {
    await sql`update sponsorships set confidence = 0.11 where id = ${detected.id}::uuid`.execute(t.db);
    assert.equal((await get(`/v1/sponsorships/${detected.id}`)).json().confidence, 0.11);
    const r = await detectBatch(t.db, () => BrandCatalog.load(t.db), [detected.videoId]);
    assert.equal(r.sponsorships.get(detected.videoId)![0].id, detected.id, 'the same sponsorship, updated');
    assert.equal(await confidenceOf(detected.id), 0.85);
    const page = (await get(`/v1/sponsorships?brandDomain=nordvpn.com`)).json();
    assert.equal(page.data.find((s: { id: string }) => s.id === detected.id).confidence, 0.85);
    assert.deepEqual(await drift(), []);
  });

  test('the database refuses a confidence outside 0..1', async () => {
    await assert.rejects(
      sql`update sponsorships set confidence = 1.5 where id = ${detected.id}::uuid`.execute(t.db),
      /sponsorships_confidence_range/,
    );
    await assert.rejects(
      sql`update sponsorships set confidence = -0.01 where id = ${detected.id}::uuid`.execute(t.db),
      /sponsorships_confidence_range/,
    );
  });
});

describe('evidence excerpts through the detail', () => {
  test('a description hit carries its words; a transcript hit its segment and where it starts', async () => {
    const d = (await get(`/v1/sponsorships/${detected.id}`)).json();
    const desc = d.evidence.candidates.find((c: { source: string }) => c.source === 'description');
    assert.equal(desc.excerpt, 'This video is sponsored by NordVPN: https://nordvpn.com/cabinbuilds');
    assert.equal(desc.offsetMillis, undefined);
    const s = (await get(`/v1/sponsorships/${spoken.id}`)).json();
    const tr = s.evidence.candidates.find((c: { source: string }) => c.source === 'transcript');
    assert.equal(tr.excerpt, 'This video is sponsored by Brilliant, where you learn by doing.');
    assert.equal(tr.offsetMillis, 61_500);
    // Sponsor words only spoken: 0.4 + 0.25, no link −0.1.
    assert.equal(s.confidence, 0.55);
  });
});

describe('minConfidence', () => {
  test('0 is every sponsorship, 1 only the sure ones, and a bound equal to a stored value includes it', async () => {
    assert.deepEqual(await ids('minConfidence=0'), idsOf('0.2', '0.7', '1'));
    assert.deepEqual(await ids('minConfidence=0.7'), idsOf('0.7', '1'));
    assert.deepEqual(await ids('minConfidence=0.2'), idsOf('0.2', '0.7', '1'));
    assert.deepEqual(await ids('minConfidence=0.71'), idsOf('1'));
    assert.deepEqual(await ids('minConfidence=1'), idsOf('1'));
    assert.deepEqual(await ids('minConfidence=1.0'), idsOf('1'));
  });

  test('a value outside 0..1 or not a number is a 400 naming minConfidence', async () => {
    for (const bad of ['1.01', '-0.1', 'abc', '', 'NaN', 'Infinity', '2e0']) {
      const res = await get(`/v1/sponsorships?minConfidence=${encodeURIComponent(bad)}`);
      assert.equal(res.statusCode, 400, `${bad}: ${res.body}`);
      expectInvalid(res, 'query.minConfidence');
    }
  });

  test('the cursor is bound to minConfidence', async () => {
    const first = (await get(`/v1/sponsorships?brandId=${filterBrand}&minConfidence=0.5&limit=1`)).json();
    assert.equal(first.data.length, 1);
    const cursor = encodeURIComponent(first.meta.nextCursor);
    expectProblem(
      await get(`/v1/sponsorships?brandId=${filterBrand}&minConfidence=0.6&limit=1&cursor=${cursor}`),
      400,
      'invalid_cursor',
    );
    expectProblem(await get(`/v1/sponsorships?brandId=${filterBrand}&limit=1&cursor=${cursor}`), 400, 'invalid_cursor');
    const all = await walkPages((o) => t.app.inject(o), '/v1/sponsorships', H, {
      brandId: filterBrand,
      minConfidence: 0.5,
      limit: 1,
    });
    assert.deepEqual(all.rows.map((r) => r.id).sort(), idsOf('0.7', '1'));
  });
});

describe('MCP', () => {
  test('search-sponsorships takes minConfidence and its items carry confidence; get-sponsorship too', async () => {
    const page = await callOk(mcp, 'search-sponsorships', { brandId: filterBrand, minConfidence: 0.7 });
    assert.deepEqual(page.data.map((s: { id: string }) => s.id).sort(), idsOf('0.7', '1'));
    for (const s of page.data) assert.ok(s.confidence >= 0.7 && s.confidence <= 1);
    assert.equal((await callOk(mcp, 'get-sponsorship', { id: detected.id })).confidence, 0.85);
    const e = await callError(mcp, 'search-sponsorships', { minConfidence: 1.5 });
    assert.match(e, /minConfidence/);
  });
});

describe('exports', () => {
  const exportDone = (body: unknown) => exportFinished(t, H, body as object);

  test('a sponsorships export has a confidence column and takes the minConfidence filter', async () => {
    const e = await exportDone({
      dataset: 'sponsorships',
      format: 'csv',
      filters: { brandId: filterBrand, minConfidence: 0.7 },
    });
    assert.equal(e.status, 'completed', JSON.stringify(e));
    const rows = parse((await t.app.inject({ url: e.downloadUrl })).body) as string[][];
    const col = rows[0].indexOf('confidence');
    assert.ok(col >= 0, rows[0].join(','));
    assert.deepEqual(
      rows
        .slice(1)
        .map((r) => Number(r[col]))
        .sort(),
      [0.7, 1],
    );
    const jsonl = await exportDone({ dataset: 'sponsorships', format: 'jsonl', filters: { brandId: filterBrand } });
    const lines = (await t.app.inject({ url: jsonl.downloadUrl })).body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(lines.map((l) => l.confidence).sort(), [0.2, 0.7, 1]);
  });

  test('a bad minConfidence filter is a 400 naming it', async () => {
    for (const bad of [1.01, -0.1, 'abc']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/exports',
        headers: H,
        payload: { dataset: 'sponsorships', format: 'csv', filters: { minConfidence: bad } },
      });
      expectInvalid(res, 'body.filters.minConfidence');
    }
  });
});
