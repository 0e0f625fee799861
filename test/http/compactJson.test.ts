// Every body PostgreSQL renders is compact JSON, as every body Node writes: the four lists (the sponsorships list
// from its stored items), the details, batches, similar brands and JSON exports. No `" : "` (json_build_object's
// separator), no `}, {` (json_agg's and jsonb's), and each body is its own JSON.stringify(JSON.parse(...)). The
// fields, their order and their values are what the former rendering gave. Migration 027 renders every stored list
// item again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { migrationFiles } from '../../src/db/migrate.js';
import { sponsorshipList } from '../../src/directory/sponsorships.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
const ids: Record<string, string> = {};

/** The former rendering of the list item: json_build_object of the same columns. */
const spacedItem = sql`json_build_object(${sql.join(
  sponsorshipList.columns.map((c) => sql`${sql.lit(c.name)}, ${c.expr}`),
)})::text`;

const get = async (url: string) => {
  const r = await t.app.inject({ url, headers: H });
  assert.equal(r.statusCode, 200, `${url}: ${r.body.slice(0, 300)}`);
  return r.body;
};

function assertCompact(url: string, body: string) {
  assert.ok(!body.includes('" : '), `${url} has " : ": ${body.slice(0, 300)}`);
  assert.ok(!/\},\s+\{/.test(body), `${url} has "}, {": ${body.slice(0, 300)}`);
  assert.ok(!/": |, "/.test(body.replace(/"(?:[^"\\]|\\.)*"/g, '""')), `${url} has spaces between tokens`);
  assert.equal(body, JSON.stringify(JSON.parse(body)), url);
}

before(async () => {
  t = await createTestApp({}, { worker: true });
  H = bearer(await t.key());
  const brand = await insertBrand(t.db, { name: 'Quokka "Coffee"', domains: ['quokka.example', 'quokka.test'] });
  const other = await insertBrand(t.db, { name: 'Zebra Tools' });
  const creators = [
    await insertCreator(t.db, { title: 'Marla Bakes, ünd Söhne', handle: '@marla' }),
    await insertCreator(t.db),
  ];
  ids.brand = brand.id;
  ids.channel = creators[0].channelId;
  for (const c of creators)
    for (let i = 0; i < 2; i++) {
      const v = await insertVideo(t.db, c.channelId, { title: `Bread ${i} : part, two {x}` });
      ids.video = v.videoId;
      await sql`update videos set chapters = ${JSON.stringify([
        { title: 'Intro', startSeconds: 0 },
        { title: 'Sponsor', startSeconds: 30 },
      ])}::jsonb, keywords = ${['bread', 'oven']} where video_id = ${v.videoId}`.execute(t.db);
      for (const b of [brand, other])
        ids.sponsorship = (
          await insertSponsorship(t.db, {
            videoId: v.videoId,
            brandId: b.id,
            evidence: {
              candidates: [
                { source: 'description', url: 'https://quokka.example/?ref=1', excerpt: 'use code "BREAD"' },
                { source: 'pinned-comment', url: null, excerpt: 'thanks, {sponsor}' },
              ],
              chapters: [{ title: 'Sponsor', startSeconds: 30 }],
            },
          })
        ).id;
    }
});
after(() => t.close());

test('[review 30.10] migration 027 renders every stored list item again, compactly, with the same fields, order and values', async () => {
  // The items as the former rendering stored them.
  await sql`update sponsorships s set summary = ${spacedItem}
    from brands b, creators c, videos v
    where b.id = s.brand_id and c.channel_id = s.channel_id and v.video_id = s.video_id`.execute(t.db);
  const before = await sql<{ id: string; summary: string }>`select id::text as id, summary from sponsorships`.execute(
    t.db,
  );
  assert.ok(before.rows.every((r) => r.summary.includes('" : ')));

  const migration = migrationFiles().find((m) => m.version === 27)!;
  const session = await t.store.session();
  try {
    await session.exec(`begin;\n${migration.sql}\n;commit;`);
  } catch (err) {
    await session.exec('rollback');
    throw err;
  } finally {
    await session.end();
  }
  const after = new Map(
    (
      await sql<{ id: string; summary: string }>`select id::text as id, summary from sponsorships`.execute(t.db)
    ).rows.map((r) => [r.id, r.summary]),
  );
  for (const r of before.rows) {
    const now = after.get(r.id)!;
    assertCompact(`stored item ${r.id}`, now);
    // The same fields in the same order with the same values: the former text, parsed and written compactly.
    assert.equal(now, JSON.stringify(JSON.parse(r.summary)));
    assert.ok(Buffer.byteLength(now) < Buffer.byteLength(r.summary));
  }
});

test('[review 30.10] every list page, detail, batch, similar-brands page and JSON export is compact JSON', async () => {
  const urls = [
    '/v1/creators',
    '/v1/videos',
    '/v1/brands',
    '/v1/sponsorships',
    '/v1/sponsorships?limit=2',
    '/v1/sponsorships?search=quokka',
    '/v1/sponsorships/per-month',
    `/v1/creators/${ids.channel}`,
    `/v1/videos/${ids.video}`,
    `/v1/brands/${ids.brand}`,
    `/v1/brands/${ids.brand}/similar`,
    `/v1/sponsorships/${ids.sponsorship}`,
  ];
  for (const url of urls) assertCompact(url, await get(url));
  for (const [url, payload] of [
    ['/v1/creators/batch', { ids: [ids.channel] }],
    ['/v1/videos/batch', { ids: [ids.video] }],
  ] as const) {
    const r = await t.app.inject({ method: 'POST', url, headers: H, payload });
    assert.equal(r.statusCode, 200, r.body);
    assertCompact(url, r.body);
  }
  // The list items inside a page are the stored items as they are.
  const page = JSON.parse(await get('/v1/sponsorships?limit=200')).data as { id: string }[];
  const stored = new Map(
    (
      await sql<{ id: string; summary: string }>`select id::text as id, summary from sponsorships`.execute(t.db)
    ).rows.map((r) => [r.id, r.summary]),
  );
  for (const item of page) assert.equal(JSON.stringify(item), stored.get(item.id));

  for (const dataset of ['sponsorships', 'creators', 'videos', 'brands']) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/exports',
      headers: H,
      payload: { dataset, format: 'json' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id as string;
    const done = await waitFor(async () => {
      const e = (await t.app.inject({ url: `/v1/exports/${id}`, headers: H })).json();
      return e.status === 'completed' ? e : null;
    }, 30_000);
    assert.ok(done);
    const file = await get(`/v1/exports/${id}/file`);
    const lines = file.trim().slice(1, -1).trim().split(',\n');
    for (const line of lines) assertCompact(`${dataset} export line`, line);
  }
});
