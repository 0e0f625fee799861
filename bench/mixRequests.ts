// The request mix of `npm run bench -- mix`: distinct list and detail requests drawn from the benchmark set, each
// with its class (what the report groups by). Samples are deterministic (ordered by md5 of an id, words ranked by
// count), so two runs on the same set send the same requests.
import { sql } from 'kysely';
import type { Database } from '../src/db/database.js';
import type { CursorCodec } from '../src/pagination/cursor.js';
import { brandList } from '../src/directory/brands.js';
import { creatorList } from '../src/directory/creators.js';
import { fetchListPage, type ListSpec } from '../src/directory/page.js';
import { LIST_ORDERS, SPONSORSHIP_TYPES } from '../src/directory/schemas.js';
import { sponsorshipList } from '../src/directory/sponsorships.js';
import { videoList } from '../src/directory/videos.js';

export interface MixRequest {
  cls: string;
  path: string;
}

/**
 * The videos sponsor detection runs on while the mix is measured (mix.ts): their sponsorships are removed first and
 * detected again under new ids, so no detail request names one of them.
 */
export const DETECTION_VIDEOS = sql<{
  video_id: string;
}>`select video_id from videos order by video_id offset 100000 limit ${Number(process.env.BENCH_MIX_DETECT_VIDEOS ?? 100_000)}`;

const q = (params: Record<string, string | number>) => new URLSearchParams(params as Record<string, string>).toString();

/** Words of 4+ letters in these texts, most frequent first (ties by word). */
function rankWords(texts: (string | null)[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const t of texts) {
    for (const w of (t ?? '').toLowerCase().match(/[a-z]{4,}/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/** Every `step`-th element, up to n. */
const spread = <T>(xs: T[], n: number) => {
  const step = Math.max(1, Math.floor(xs.length / n));
  return xs.filter((_, i) => i % step === 0).slice(0, n);
};

/**
 * First pages, detail pages and cursors built in SQL. Page-2 requests need the service's own cursors: they are
 * added by the caller (pageTwo) from the first pages' meta.nextCursor.
 */
export async function buildMix(db: Database, codec: CursorCodec): Promise<MixRequest[]> {
  const out: MixRequest[] = [];
  const add = (cls: string, path: string) => out.push({ cls, path });
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;

  const brands = await rows<{ id: string; name: string; n: number }>(sql`select id::text, name,
    sponsorship_count as n from brands where sponsorship_count > 0 order by sponsorship_count desc, id`);
  const popular = brands.slice(0, 30);
  const others = spread(brands.slice(30), 120);
  for (const b of [...popular, ...others]) add('sponsorships ?brandId', `/v1/sponsorships?${q({ brandId: b.id })}`);

  const domains = await rows<{ domain: string }>(sql`select d.domain from brand_domains d
    join brands b on b.id = d.brand_id where b.sponsorship_count > 0 order by md5(d.domain) limit 100`);
  for (const d of domains) add('sponsorships ?brandDomain', `/v1/sponsorships?${q({ brandDomain: d.domain })}`);

  const creators = await rows<{ channel_id: string; title: string | null }>(sql`select channel_id, title from creators
    where sponsorship_count > 0 order by md5(channel_id) limit 400`);
  for (const c of creators.slice(0, 150)) {
    add('sponsorships ?channelId', `/v1/sponsorships?${q({ channelId: c.channel_id })}`);
  }

  for (const type of SPONSORSHIP_TYPES) add('sponsorships ?type', `/v1/sponsorships?${q({ type })}`);
  for (const type of SPONSORSHIP_TYPES) {
    for (const b of popular.slice(0, 8)) add('sponsorships ?type', `/v1/sponsorships?${q({ type, brandId: b.id })}`);
  }
  for (const limit of [50, 10, 20, 100, 200]) add('sponsorships first page', `/v1/sponsorships?${q({ limit })}`);

  // Search terms: words of video titles (the demo's titles share a vocabulary of about 200 words: common ones are
  // in several percent of titles, the least frequent in about 1%), terms that match few sponsorships or none
  // (creator handles, title words spelled backwards), brand names and creator titles.
  const titles = await rows<{ title: string | null }>(
    sql`select title from videos tablesample system (2) repeatable (7)`,
  );
  const words = rankWords(titles.map((t) => t.title)).map(([w]) => w);
  const common = words.slice(0, 40);
  const lessCommon = words.slice(-60).filter((w) => !common.includes(w));
  const handles = await rows<{ handle: string }>(sql`select handle from creators
    where sponsorship_count > 0 and handle is not null order by md5(channel_id) desc limit 40`);
  const rare = [...handles.map((h) => h.handle), ...words.slice(0, 40).map((w) => [...w].reverse().join(''))];
  for (const w of common) add('sponsorships ?search (common word)', `/v1/sponsorships?${q({ search: w })}`);
  for (const w of lessCommon) add('sponsorships ?search (1% word)', `/v1/sponsorships?${q({ search: w })}`);
  for (const w of rare) add('sponsorships ?search (rare or absent)', `/v1/sponsorships?${q({ search: w })}`);
  const names = [
    ...spread(brands, 40).map((b) => b.name.toLowerCase().split(/\s+/)[0]),
    ...creators.slice(200, 240).map((c) => (c.title ?? '').split(/\s+/)[0]),
  ].filter((w) => w.length >= 3);
  for (const w of new Set(names)) add('sponsorships ?search (name)', `/v1/sponsorships?${q({ search: w })}`);

  // Deep cursors: the whole list at spread offsets, and halfway down the most popular brands.
  const total = (await rows<{ n: number }>(sql`select count(*)::int as n from sponsorships`))[0].n;
  const deep = await rows<{ ts: string; id: string }>(sql`select cursor_ts(detected_at) as ts, id::text as id
    from (select detected_at, id, row_number() over (order by detected_at desc, id desc) as r from sponsorships) x
    where r % ${Math.max(1, Math.floor(total / 60))} = 0`);
  for (const d of deep) {
    add(
      'sponsorships deep cursor',
      `/v1/sponsorships?${q({ cursor: codec.encode('sponsorships', {}, [d.ts, d.id]) })}`,
    );
  }
  for (const b of popular.slice(0, 20)) {
    const [k] = await rows<{ ts: string; id: string }>(sql`select cursor_ts(detected_at) as ts, id::text as id
      from sponsorships where brand_id = ${b.id}::uuid order by detected_at desc, id desc
      offset ${Math.floor(b.n / 2)} limit 1`);
    const cursor = codec.encode('sponsorships', { brandId: b.id }, [k.ts, k.id]);
    add('sponsorships deep cursor', `/v1/sponsorships?${q({ brandId: b.id, cursor })}`);
  }

  // Creators and videos: their lists by filter and search.
  add('creators list', '/v1/creators');
  for (const platform of ['youtube', 'instagram', 'tiktok']) {
    for (const limit of [50, 20]) add('creators list', `/v1/creators?${q({ platform, limit })}`);
  }
  const creatorWords = rankWords(creators.map((c) => c.title));
  for (const [w] of spread(creatorWords, 100)) add('creators ?search', `/v1/creators?${q({ search: w })}`);
  for (const c of creators.slice(240, 360)) add('videos ?channelId', `/v1/videos?${q({ channelId: c.channel_id })}`);
  for (const platform of ['youtube', 'instagram', 'tiktok']) {
    for (const format of ['video', 'short']) add('videos list', `/v1/videos?${q({ platform, format })}`);
  }
  for (const processingState of ['not-processed', 'processing', 'processed']) {
    add('videos list', `/v1/videos?${q({ processingState })}`);
  }
  add('videos list', '/v1/videos');
  for (const w of [...common.slice(0, 30), ...lessCommon.slice(0, 30), ...rare.slice(0, 40)]) {
    add('videos ?search', `/v1/videos?${q({ search: w })}`);
  }

  await addOrdersAndRanges(db, codec, add, {
    brands: popular
      .slice(0, 10)
      .concat(others.slice(0, 10))
      .map((b) => b.id),
    channels: creators.slice(0, 20).map((c) => c.channel_id),
    videoChannels: creators.slice(240, 260).map((c) => c.channel_id),
  });

  // Details.
  for (const b of spread(brands, 100)) add('brand detail', `/v1/brands/${b.id}`);
  for (const c of creators.slice(0, 150)) add('creator detail', `/v1/creators/${encodeURIComponent(c.channel_id)}`);
  const sps = await rows<{ id: string; video_id: string }>(sql`select id::text, video_id from sponsorships
    where video_id not in (${DETECTION_VIDEOS}) order by md5(id::text) limit 200`);
  for (const s of sps) add('sponsorship detail', `/v1/sponsorships/${s.id}`);
  for (const s of sps) add('video detail', `/v1/videos/${encodeURIComponent(s.video_id)}`);

  // What a person has: a channel URL in its shapes, a handle, an id; and a brand's similar brands.
  const withHandles = await rows<{ channel_id: string; handle: string }>(sql`select channel_id, handle from creators
    where platform = 'youtube' and handle is not null order by md5(channel_id || 'lookup') limit 90`);
  withHandles.forEach((c, i) => {
    const url = [`https://www.youtube.com/channel/${c.channel_id}`, c.handle, `https://youtube.com/${c.handle}/videos`][
      i % 3
    ];
    add('creator lookup', `/v1/creators/lookup?${q({ url })}`);
  });
  for (const b of [...popular.slice(0, 20), ...spread(brands.slice(30), 40)])
    add('similar brands', `/v1/brands/${b.id}/similar`);
  return out;
}

/** The list classes whose first pages lead to a page-2 request of their own. */
export const PAGE_TWO_OF = new Set([
  'sponsorships ?brandId',
  'sponsorships ?channelId',
  'sponsorships ?type',
  'sponsorships ?search (common word)',
  'sponsorships first page',
  'creators list',
  'videos ?channelId',
  'videos list',
]);

const SPECS: Record<keyof typeof LIST_ORDERS, ListSpec<any>> = {
  sponsorships: sponsorshipList,
  creators: creatorList,
  brands: brandList,
  videos: videoList,
};

/**
 * The lists' orders and date ranges (issue 20): each order's first page, alone and with a brand or a creator, and
 * date windows drawn from the data's own span (a week and a month, alone, with a brand or creator, in each order).
 * Each class has its page 2 as a class of its own, its cursor signed here from the keys the list's own page query
 * returns (as the service would sign it: the default order left out, bounds as ISO instants).
 */
async function addOrdersAndRanges(
  db: Database,
  codec: CursorCodec,
  add: (cls: string, path: string) => void,
  pick: { brands: string[]; channels: string[]; videoChannels: string[] },
) {
  const both = async (list: keyof typeof LIST_ORDERS, cls: string, filters: Record<string, string>) => {
    add(cls, `/v1/${list}?${q(filters)}`);
    const spec = SPECS[list];
    const order = spec.orders[filters.order ?? LIST_ORDERS[list][0]];
    const page = await fetchListPage(db, spec, filters, 50, null, order);
    if (page.lastKeys) {
      add(`${cls} page 2`, `/v1/${list}?${q({ ...filters, cursor: codec.encode(list, filters, page.lastKeys) })}`);
    }
  };

  for (const list of ['sponsorships', 'creators', 'brands', 'videos'] as const) {
    for (const order of LIST_ORDERS[list].slice(1)) await both(list, `${list} ?order=${order}`, { order });
  }
  for (const order of LIST_ORDERS.sponsorships) {
    const o: Record<string, string> = order === LIST_ORDERS.sponsorships[0] ? {} : { order };
    for (const brandId of pick.brands)
      await both('sponsorships', `sponsorships ?brandId&order=${order}`, { brandId, ...o });
    for (const channelId of pick.channels) {
      await both('sponsorships', `sponsorships ?channelId&order=${order}`, { channelId, ...o });
    }
  }
  for (const channelId of pick.videoChannels) {
    await both('videos', 'videos ?channelId&order=-viewCount', { channelId, order: '-viewCount' });
  }

  // Windows over the span of detection and publication times: 12 of a week and 12 of a month, evenly spread.
  const [span] = (
    await sql<{ d0: string; d1: string; p0: string; p1: string }>`select
      extract(epoch from min(detected_at))::text as d0, extract(epoch from max(detected_at))::text as d1,
      extract(epoch from min(published_at))::text as p0, extract(epoch from max(published_at))::text as p1
      from sponsorships`.execute(db)
  ).rows;
  const windows = (from: string, to: string) => {
    const a = Number(from) * 1000;
    const b = Number(to) * 1000;
    const out: [string, string][] = [];
    for (const days of [7, 30]) {
      for (let i = 0; i < 12; i++) {
        const start = Math.floor(a + ((b - a - days * 86_400_000) * i) / 11);
        out.push([new Date(start).toISOString(), new Date(start + days * 86_400_000).toISOString()]);
      }
    }
    return out;
  };
  if (!span?.d0) return;
  const detected = windows(span.d0, span.d1);
  const published = windows(span.p0, span.p1);
  for (const [i, [after, before]] of detected.entries()) {
    const order = LIST_ORDERS.sponsorships[i % 3];
    const o: Record<string, string> = i % 3 === 0 ? {} : { order };
    const range = { detectedAfter: after, detectedBefore: before };
    await both('sponsorships', 'sponsorships ?detectedAfter&Before', { ...range, ...o });
    await both('sponsorships', 'sponsorships ?brandId&detectedAfter&Before', {
      brandId: pick.brands[i % pick.brands.length],
      ...range,
    });
  }
  for (const [i, [after, before]] of published.entries()) {
    const range = { publishedAfter: after, publishedBefore: before };
    await both('sponsorships', 'sponsorships ?publishedAfter&Before', {
      ...range,
      ...(i % 2 ? { order: '-publishedAt' } : {}),
    });
    await both('sponsorships', 'sponsorships ?channelId&publishedAfter&Before', {
      channelId: pick.channels[i % pick.channels.length],
      ...range,
      order: '-publishedAt',
    });
    await both('videos', 'videos ?publishedAfter&Before', { ...range, ...(i % 2 ? { order: '-viewCount' } : {}) });
  }
}

/**
 * The first-touch tail (issue 35): at least `n` distinct requests, each meant to be sent once to a service that has
 * seen none of them, drawn from the whole set (md5 order, so deterministic): sponsorships by brand in each of the
 * three orders, by channel, and by channel newest-published first; videos by channel; creator, brand, video and
 * sponsorship details; channel lookups; similar brands. The classes' shares follow what an analyst walking the
 * directory, an agent looking things up and a dashboard paging every brand send.
 */
export async function buildTail(db: Database, n: number, salt = 'tail'): Promise<MixRequest[]> {
  const share = (f: number) => Math.ceil(n * f);
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;
  const out: MixRequest[] = [];
  const seen = new Set<string>();
  // Each request once (two sponsorships of one video name its detail twice).
  const add = (cls: string, path: string) => {
    if (!seen.has(path)) out.push({ cls, path });
    seen.add(path);
  };

  const brands = await rows<{ id: string }>(sql`select id::text from brands where sponsorship_count > 0
    order by md5(id::text || ${salt}) limit ${share(0.1)}`);
  for (const [i, b] of brands.entries()) {
    add('tail: sponsorships ?brandId', `/v1/sponsorships?${q({ brandId: b.id })}`);
    add(
      'tail: sponsorships ?brandId&order=-publishedAt',
      `/v1/sponsorships?${q({ brandId: b.id, order: '-publishedAt' })}`,
    );
    add(
      'tail: sponsorships ?brandId&order=-viewCount',
      `/v1/sponsorships?${q({ brandId: b.id, order: '-viewCount' })}`,
    );
    if (i % 2 === 0) add('tail: brand detail', `/v1/brands/${b.id}`);
    if (i % 4 === 1) add('tail: similar brands', `/v1/brands/${b.id}/similar`);
  }
  // What the brands (few in a directory, next to creators and videos) leave of n: 70% by creator, 30% details.
  const left = Math.max(0, n - out.length);
  const creators = await rows<{ channel_id: string; handle: string | null }>(sql`select channel_id, handle
    from creators where sponsorship_count > 0 order by md5(channel_id || ${salt})
    limit ${Math.ceil((left * 0.7) / 2.43)}`);
  for (const [i, c] of creators.entries()) {
    const id = encodeURIComponent(c.channel_id);
    if (i % 2 === 0) add('tail: sponsorships ?channelId', `/v1/sponsorships?${q({ channelId: c.channel_id })}`);
    else
      add(
        'tail: sponsorships ?channelId&order=-publishedAt',
        `/v1/sponsorships?${q({ channelId: c.channel_id, order: '-publishedAt' })}`,
      );
    add('tail: creator detail', `/v1/creators/${id}`);
    if (i % 3 === 0) add('tail: videos ?channelId', `/v1/videos?${q({ channelId: c.channel_id })}`);
    if (i % 10 === 0 && c.handle) add('tail: creator lookup', `/v1/creators/lookup?${q({ url: c.handle })}`);
  }
  const sps = await rows<{ id: string; video_id: string }>(sql`select id::text, video_id from sponsorships
    where video_id not in (${DETECTION_VIDEOS}) order by md5(id::text || ${salt}) limit ${Math.ceil((left * 0.3) / 2)}`);
  for (const s of sps) {
    add('tail: sponsorship detail', `/v1/sponsorships/${s.id}`);
    add('tail: video detail', `/v1/videos/${encodeURIComponent(s.video_id)}`);
  }
  return out;
}
