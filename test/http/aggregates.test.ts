// The aggregates the API shows (counts, last times, top lists, by-type) always equal a recount from the
// sponsorships themselves, after any insert, update or delete made straight in SQL, and
// refresh_directory_stats() (the full rebuild) leaves every response unchanged.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertAgency, insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';

let t: TestApp;
let H: Record<string, string>;
const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: H });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json();
};
const TYPES = ['Integration', 'Dedicated', 'Affiliate', 'Free Product'];
const creators: string[] = [];
const brands: string[] = [];
const agencies: string[] = [];
const videos: { videoId: string; channelId: string }[] = [];

interface Row {
  id: string;
  channel_id: string;
  brand_id: string;
  agency_id: string | null;
  type: string;
  us: string;
  ms: string;
}

async function recount() {
  const rows = (
    await sql<Row>`select id, channel_id, brand_id, agency_id, type, cursor_ts(detected_at) as us, api_ts(detected_at) as ms from sponsorships`.execute(
      t.db,
    )
  ).rows;
  const msOf = new Map(rows.map((r) => [r.us, r.ms]));
  const last = (rs: Row[]) =>
    rs.length
      ? msOf.get(
          rs
            .map((r) => r.us)
            .sort()
            .at(-1)!,
        )!
      : null;
  const lastUs = (rs: Row[]) =>
    rs
      .map((r) => r.us)
      .sort()
      .at(-1)!;
  const byType = (rs: Row[]) =>
    TYPES.map((type) => ({ type, sponsorshipCount: rs.filter((r) => r.type === type).length }));
  const group = <K extends keyof Row>(rs: Row[], k: K) => {
    const m = new Map<string, Row[]>();
    for (const r of rs) if (r[k] !== null) m.set(r[k] as string, [...(m.get(r[k] as string) ?? []), r]);
    return [...m.entries()];
  };
  const top = (g: [string, Row[]][]) =>
    g
      .sort(
        ([a, ra], [b, rb]) =>
          rb.length - ra.length || (lastUs(rb) > lastUs(ra) ? 1 : lastUs(rb) < lastUs(ra) ? -1 : 0) || (a < b ? -1 : 1),
      )
      .slice(0, 10);
  const creatorInfo = new Map(
    (
      await sql<{
        channel_id: string;
        title: string | null;
        avatar_url: string | null;
        videos: number;
        processed: number;
      }>`
      select c.channel_id, c.title, c.avatar_url, count(v.video_id)::int as videos, (count(*) filter (where v.processing_state = 'processed'))::int as processed
      from creators c left join videos v on v.channel_id = c.channel_id group by c.channel_id`.execute(t.db)
    ).rows.map((r) => [r.channel_id, r]),
  );
  const brandInfo = new Map(
    (
      await sql<{ id: string; name: string; domains: string[] }>`select id, name, domains from brands`.execute(t.db)
    ).rows.map((r) => [r.id, r]),
  );
  const agencyName = new Map(
    (await sql<{ id: string; name: string }>`select id, name from agencies`.execute(t.db)).rows.map((r) => [
      r.id,
      r.name,
    ]),
  );

  const creator = (ch: string) => {
    const rs = rows.filter((r) => r.channel_id === ch);
    return {
      sponsorshipCount: rs.length,
      brandCount: new Set(rs.map((r) => r.brand_id)).size,
      lastSponsorshipAt: last(rs),
      videoCount: creatorInfo.get(ch)!.videos,
      processedVideoCount: creatorInfo.get(ch)!.processed,
      topBrands: top(group(rs, 'brand_id')).map(([id, g]) => ({
        brandId: id,
        brandName: brandInfo.get(id)!.name,
        brandDomain: brandInfo.get(id)!.domains[0] ?? null,
        sponsorshipCount: g.length,
        lastSponsorshipAt: last(g),
      })),
      sponsorshipsByType: byType(rs),
    };
  };
  const brand = (id: string) => {
    const rs = rows.filter((r) => r.brand_id === id);
    return {
      sponsorshipCount: rs.length,
      creatorCount: new Set(rs.map((r) => r.channel_id)).size,
      lastSponsorshipAt: last(rs),
      topCreators: top(group(rs, 'channel_id')).map(([ch, g]) => ({
        channelId: ch,
        channelTitle: creatorInfo.get(ch)!.title,
        avatarUrl: creatorInfo.get(ch)!.avatar_url,
        sponsorshipCount: g.length,
        lastSponsorshipAt: last(g),
      })),
      topAgencies: top(group(rs, 'agency_id')).map(([a, g]) => ({
        agencyId: a,
        agencyName: agencyName.get(a)!,
        videoCount: g.length,
        lastSeenAt: last(g),
      })),
      sponsorshipsByType: byType(rs),
    };
  };
  return { creator, brand };
}

const pick = (o: any, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));

async function snapshot() {
  const out: Record<string, unknown> = {};
  for (const ch of creators) out[`c:${ch}`] = await get(`/v1/creators/${ch}`);
  for (const b of brands) out[`b:${b}`] = await get(`/v1/brands/${b}`);
  out.creatorList = await get('/v1/creators?limit=200');
  out.brandList = await get('/v1/brands?limit=200');
  return out;
}

async function verify(step: string) {
  const expected = await recount();
  const creatorList = (await get('/v1/creators?limit=200')).data;
  const brandList = (await get('/v1/brands?limit=200')).data;
  for (const ch of creators) {
    const want = expected.creator(ch);
    const got = await get(`/v1/creators/${ch}`);
    assert.deepEqual(pick(got, Object.keys(want)), want, `${step}: creator ${ch}`);
    const listed = creatorList.find((c: any) => c.channelId === ch);
    assert.deepEqual(
      pick(listed, ['sponsorshipCount', 'brandCount', 'lastSponsorshipAt']),
      pick(want, ['sponsorshipCount', 'brandCount', 'lastSponsorshipAt']),
      `${step}: listed creator ${ch}`,
    );
  }
  for (const id of brands) {
    const want = expected.brand(id);
    const got = await get(`/v1/brands/${id}`);
    assert.deepEqual(pick(got, Object.keys(want)), want, `${step}: brand ${id}`);
    const listed = brandList.find((b: any) => b.id === id);
    assert.deepEqual(
      pick(listed, ['sponsorshipCount', 'creatorCount', 'lastSponsorshipAt']),
      pick(want, ['sponsorshipCount', 'creatorCount', 'lastSponsorshipAt']),
      `${step}: listed brand ${id}`,
    );
  }
  // The full rebuild agrees with the triggers: nothing the API shows changes, updatedAt included.
  const before = await snapshot();
  await sql`select refresh_directory_stats()`.execute(t.db);
  assert.deepEqual(await snapshot(), before, `${step}: refresh_directory_stats() changed a response`);
}

const at = (day: number, ms = 0) => new Date(Date.UTC(2026, 0, day) + ms).toISOString();

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key(['data:read']));
  for (let i = 0; i < 3; i++)
    creators.push((await insertCreator(t.db, { channelId: `UCagg${i}`, title: `Agg ${i}` })).channelId);
  for (let i = 0; i < 4; i++)
    brands.push(
      (await insertBrand(t.db, { name: `Agg brand ${i}`, domains: [`agg${i}.example`, `agg${i}-alt.example`] })).id,
    );
  brands.push((await insertBrand(t.db, { name: 'No domains', domains: [] })).id);
  for (let i = 0; i < 2; i++) agencies.push((await insertAgency(t.db, `Agg agency ${i}`)).id);
  for (let i = 0; i < 12; i++) {
    const ch = creators[i % 3];
    videos.push({
      videoId: (
        await insertVideo(t.db, ch, {
          videoId: `vagg${i}`,
          processingState: i % 4 === 0 ? 'processed' : 'not-processed',
        })
      ).videoId,
      channelId: ch,
    });
  }
});
after(() => t.close());

test('inserts', async () => {
  await verify('empty');
  let n = 0;
  for (let v = 0; v < 12; v++) {
    for (let b = 0; b < 5; b++) {
      if ((v + b) % 3 !== 0) continue;
      n++;
      await insertSponsorship(t.db, {
        videoId: videos[v].videoId,
        brandId: brands[b],
        type: TYPES[(v * 7 + b) % 4],
        detectedAt: at(1 + ((v * 5 + b * 3) % 9), v), // repeated days, so ties on the last time occur
        agencyId: b === 4 ? null : agencies[(v + b) % 2],
      });
    }
  }
  assert.ok(n >= 15);
  await verify('after inserts');
});

test('updates of type, time, brand, agency and video', async () => {
  const ids = (await sql<{ id: string }>`select id from sponsorships order by id`.execute(t.db)).rows.map((r) => r.id);
  await sql`update sponsorships set type = 'Free Product' where id = ${ids[0]}::uuid`.execute(t.db);
  await verify('type changed');
  await sql`update sponsorships set detected_at = ${at(20, 123)}::timestamptz where id = ${ids[1]}::uuid`.execute(t.db);
  await verify('moved later');
  // Moving the latest one earlier must lower lastSponsorshipAt again.
  await sql`update sponsorships set detected_at = ${at(1)}::timestamptz where id = ${ids[1]}::uuid`.execute(t.db);
  await verify('moved earlier');
  const free = (
    await sql<{ id: string; video_id: string }>`select s.id, s.video_id from sponsorships s
    where not exists (select 1 from sponsorships o where o.video_id = s.video_id and o.brand_id = ${brands[3]}::uuid) order by s.id limit 1`.execute(
      t.db,
    )
  ).rows[0];
  await sql`update sponsorships set brand_id = ${brands[3]}::uuid where id = ${free.id}::uuid`.execute(t.db);
  await verify('brand changed');
  await sql`update sponsorships set agency_id = ${agencies[1]} where id = ${ids[2]}::uuid`.execute(t.db);
  await sql`update sponsorships set agency_id = null where id = ${ids[3]}::uuid`.execute(t.db);
  await verify('agency changed');
  // Moving a sponsorship to another creator's video moves it to that creator.
  const s = (
    await sql<{
      id: string;
      brand_id: string;
      channel_id: string;
    }>`select id, brand_id, channel_id from sponsorships where id = ${ids[4]}::uuid`.execute(t.db)
  ).rows[0];
  const target = videos.find((v) => v.channelId !== s.channel_id && v.videoId !== 'x')!;
  await sql`delete from sponsorships where video_id = ${target.videoId} and brand_id = ${s.brand_id}::uuid`.execute(
    t.db,
  );
  await sql`update sponsorships set video_id = ${target.videoId} where id = ${ids[4]}::uuid`.execute(t.db);
  const moved = (
    await sql<{ channel_id: string }>`select channel_id from sponsorships where id = ${ids[4]}::uuid`.execute(t.db)
  ).rows[0];
  assert.equal(moved.channel_id, target.channelId);
  await verify('video changed');
  // A no-op update and a multi-row update.
  await sql`update sponsorships set domain_was_researched = true where id = ${ids[5]}::uuid`.execute(t.db);
  await sql`update sponsorships set type = 'Affiliate' where brand_id = ${brands[0]}::uuid`.execute(t.db);
  await verify('bulk update');
  await sql`update sponsorships set detected_at = detected_at + interval '1 microsecond'`.execute(t.db);
  await verify('every row moved by a microsecond');
});

test('deletes: one row, a whole brand, a video (cascade), everything', async () => {
  const one = (
    await sql<{ id: string }>`select id from sponsorships order by detected_at desc, id desc limit 1`.execute(t.db)
  ).rows[0];
  await sql`delete from sponsorships where id = ${one.id}::uuid`.execute(t.db);
  await verify('latest deleted');
  await sql`delete from sponsorships where brand_id = ${brands[1]}::uuid`.execute(t.db);
  await verify('brand 1 emptied');
  const b1 = await get(`/v1/brands/${brands[1]}`);
  assert.equal(b1.sponsorshipCount, 0);
  assert.equal(b1.lastSponsorshipAt, null);
  assert.deepEqual(b1.topCreators, []);
  assert.deepEqual(b1.topAgencies, []);
  await sql`delete from videos where video_id = ${videos[0].videoId}`.execute(t.db);
  await verify('video deleted');
  await sql`update videos set processing_state = 'processed' where video_id = ${videos[1].videoId}`.execute(t.db);
  await verify('video processed');
  await sql`delete from sponsorships`.execute(t.db);
  await verify('all deleted');
  for (const ch of creators) {
    const c = await get(`/v1/creators/${ch}`);
    assert.equal(c.sponsorshipCount, 0);
    assert.equal(c.brandCount, 0);
    assert.equal(c.lastSponsorshipAt, null);
    assert.deepEqual(c.topBrands, []);
  }
});

test('updatedAt moves when the counts change', async () => {
  const before = await get(`/v1/brands/${brands[2]}`);
  const cBefore = await get(`/v1/creators/${creators[2]}`);
  // The database's clock a millisecond (the API's resolution) past what the reads show, so a change now shows a later
  // time (a wait on the fact, not a guess of it).
  await waitFor(
    async () =>
      (
        await sql<{
          ok: boolean;
        }>`select now() >= greatest(${before.updatedAt}::timestamptz, ${cBefore.updatedAt}::timestamptz) + interval '1 millisecond' as ok`.execute(
          t.db,
        )
      ).rows[0].ok,
    5_000,
    1,
  );
  const v = videos.find((x) => x.channelId === creators[2])!;
  await insertSponsorship(t.db, { videoId: v.videoId, brandId: brands[2], detectedAt: at(25) });
  const after = await get(`/v1/brands/${brands[2]}`);
  const cAfter = await get(`/v1/creators/${creators[2]}`);
  assert.ok(after.updatedAt > before.updatedAt, `${after.updatedAt} > ${before.updatedAt}`);
  assert.ok(cAfter.updatedAt > cBefore.updatedAt);
  await verify('re-added');
});
