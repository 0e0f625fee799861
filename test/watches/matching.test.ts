// A watch's answer is the sponsorships list's answer: migration 020 restates the list's filters in SQL for one row at a
// time, so this compares the two over many filter sets drawn from the data (every filter, alone and combined, search
// terms in other cases and with LIKE's own characters, date and confidence edges) through inserts, type and confidence
// changes, renames and deletions. For each watch, replaying its created and removed changes in order must give exactly
// the rows the list shows with the same filters, and a type change must be recorded only for a row that stays.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertVideo, walkPages } from '../helpers/factories.js';

let t: TestApp;
let key: string;

before(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', MAX_WATCHES_PER_ACCOUNT: '1000' });
  key = await t.key(['watches:write', 'watches:read', 'data:read']);
});
after(() => t.close());

/** mulberry32: the same draws every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES = ['Integration', 'Dedicated', 'Affiliate', 'Free Product'];
const INSTANTS = ['2025-06-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-03-01T12:00:00.000Z'];

test('every watch records exactly the changes of the rows the list shows with its filters', async () => {
  const rnd = random(21);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const brands = [
    await insertBrand(t.db, { name: 'Nord Shield VPN', domains: ['nordshield.com'] }),
    await insertBrand(t.db, { name: 'Squarely 100%_Off', domains: ['squarely.io', 'sqly.co'] }),
    await insertBrand(t.db, { name: 'Raid Legends', domains: ['raidlegends.gg'] }),
  ];
  const creators = [
    await insertCreator(t.db, { title: 'Linus Tech Tips', handle: '@linustech' }),
    await insertCreator(t.db, { title: 'Mark Rober', handle: '@markrober' }),
    await insertCreator(t.db, { title: 'Café Ça Va', handle: '@cafe' }),
  ];
  const titles = ['Building a VPN router', 'The 100% honest review', 'raid night', 'Why NORD wins', 'Coffee at 5_am'];
  const videos: string[] = [];
  for (let i = 0; i < 24; i++) {
    const c = creators[i % creators.length];
    const publishedAt = new Date(Date.parse('2025-03-01T00:00:00Z') + i * 17 * 86_400_000).toISOString();
    videos.push((await insertVideo(t.db, c.channelId, { title: pick(titles), publishedAt })).videoId);
  }

  // Filter sets: each filter alone and combinations, drawn from the data and around it.
  // A term with a line break is matched field by field: 'legends\nlinus' spans a brand's name and a creator's title.
  const searches = [
    'nord',
    'NORD',
    '100%',
    'fee at 5_am',
    'tech tips',
    'café ça va',
    'rober',
    'raid',
    'absent-word',
    '',
    'legends\nlinus',
  ];
  const draws: Record<string, () => unknown> = {
    brandId: () => pick(brands).id,
    brandDomain: () => pick(['nordshield.com', 'SQLY.CO', 'www.raidlegends.gg', 'unknown.example']),
    channelId: () => pick(creators).channelId,
    type: () => pick(TYPES),
    minConfidence: () => pick([0, 0.3, 0.5, 0.75, 1]),
    search: () => pick(searches),
    detectedAfter: () => pick(INSTANTS),
    detectedBefore: () => pick(['2026-02-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']),
    publishedAfter: () => pick(INSTANTS),
    publishedBefore: () => pick(['2025-09-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z']),
  };
  const filterSets: Record<string, unknown>[] = [{}, ...searches.map((search) => ({ search }))];
  for (const [name, draw] of Object.entries(draws)) filterSets.push({ [name]: draw() }, { [name]: draw() });
  for (let i = 0; i < 40; i++) {
    const f: Record<string, unknown> = {};
    for (const [name, draw] of Object.entries(draws)) if (rnd() < 0.3) f[name] = draw();
    if (f.detectedAfter && f.detectedBefore && f.detectedAfter >= f.detectedBefore) delete f.detectedBefore;
    if (f.publishedAfter && f.publishedBefore && f.publishedAfter >= f.publishedBefore) delete f.publishedBefore;
    filterSets.push(f);
  }
  const watches: { id: string; filters: Record<string, unknown> }[] = [];
  for (const filters of filterSets) {
    const r = await t.app.inject({
      method: 'POST',
      url: '/v1/watches',
      headers: bearer(key),
      payload: { filters, on: ['created', 'removed', 'typeChanged'], callback: { url: 'https://127.0.0.1:9/h' } },
    });
    assert.equal(r.statusCode, 201, `${JSON.stringify(filters)}: ${r.body}`);
    watches.push({ id: r.json().id, filters });
  }

  // Writes of every kind, as statements of several rows.
  const write = async () => {
    const rows = videos.flatMap((v) =>
      brands
        .filter(() => rnd() < 0.4)
        .map((b) => ({
          v,
          b: b.id,
          t: pick(TYPES),
          c: Math.round(rnd() * 100) / 100,
          d: new Date(Date.parse('2025-05-01T00:00:00Z') + rnd() * 600 * 86_400_000).toISOString(),
        })),
    );
    await sql`insert into sponsorships (video_id, brand_id, type, confidence, detected_at)
      select * from unnest(${rows.map((r) => r.v)}::text[], ${rows.map((r) => r.b)}::uuid[], ${rows.map((r) => r.t)}::text[],
        ${rows.map((r) => r.c)}::real[], ${rows.map((r) => r.d)}::timestamptz[])
      on conflict (video_id, brand_id) do update set type = excluded.type, confidence = excluded.confidence`.execute(
      t.db,
    );
  };
  await write();
  await write(); // upserts: new rows, and changed types and confidences of existing ones
  await sql`update sponsorships set type = 'Dedicated' where confidence > 0.6`.execute(t.db);
  await sql`update brands set name = 'Nordic Shield' where id = ${brands[0].id}::uuid`.execute(t.db);
  await sql`update videos set title = 'now about raid' where video_id = any(${videos.slice(0, 5)}::text[])`.execute(
    t.db,
  );
  await sql`delete from sponsorships where confidence < 0.2`.execute(t.db);

  const changes = await sql<{
    watch_id: string;
    sponsorship_id: string;
    change: string;
    previous_type: string | null;
    type: string;
  }>`
    select u.watch_id::text, c.sponsorship_id::text, c.change, c.type_old as previous_type, c.item_new->>'type' as type
    from sponsorship_changes c cross join unnest(c.watch_ids) u(watch_id) order by c.txid, c.id`.execute(t.db);
  let compared = 0;
  for (const w of watches) {
    const answer = new Set<string>();
    for (const m of changes.rows.filter((x) => x.watch_id === w.id)) {
      if (m.change === 'created') {
        assert.ok(!answer.has(m.sponsorship_id), `${JSON.stringify(w.filters)}: created twice`);
        answer.add(m.sponsorship_id);
      } else if (m.change === 'removed') {
        assert.ok(answer.delete(m.sponsorship_id), `${JSON.stringify(w.filters)}: removed what was not in`);
      } else {
        assert.ok(answer.has(m.sponsorship_id), `${JSON.stringify(w.filters)}: type change of a row not in`);
        assert.notEqual(m.previous_type, m.type);
      }
    }
    const params = Object.fromEntries(Object.entries(w.filters).map(([k, v]) => [k, String(v)]));
    const listed = await walkPages((o) => t.app.inject(o), '/v1/sponsorships', bearer(key), { ...params, limit: 200 });
    assert.deepEqual(
      [...answer].sort(),
      listed.rows.map((r) => r.id).sort(),
      `the watch and the list disagree for ${JSON.stringify(w.filters)}`,
    );
    if (answer.size) compared += 1;
  }
  // The draws must exercise the comparison: most filter sets select something.
  assert.ok(compared > watches.length / 2, `${compared} of ${watches.length} watches selected a row`);
});
