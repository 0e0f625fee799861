// Writes the deterministic demo dataset. Scale 1 is the small set `npm start` shows (60 creators, 1,500 videos);
// scale N is N times that (scale 1000: 60,000 creators, 1.5M videos, ~600k sponsorships), for benchmarks.
// Rows go in as batched `unnest` inserts with row triggers off, then one refresh_directory_stats() rebuilds
// every aggregate: a full recount is far cheaper than a million trigger calls, and gives the same numbers.
import type { Store } from '../db/database.js';
import type { Session } from '../db/migrate.js';
import {
  CREATORS_PER_SCALE,
  demoAgencies,
  demoBrands,
  generateCreator,
  type DemoCreator,
  type DemoSponsorship,
  type DemoVideo,
} from './generate.js';

export interface SeedSummary {
  creators: number;
  brands: number;
  videos: number;
  sponsorships: number;
  ms: number;
}

export interface SeedOptions {
  scale: number;
  /** Called after each batch with the number of creators written so far. */
  onProgress?: (done: number, total: number) => void;
}

const CREATORS_PER_BATCH = 200;

export async function seedDemo(store: Store, opts: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const scale = Math.max(1, Math.floor(opts.scale));
  const session = await store.session();
  const summary = { creators: 0, brands: 0, videos: 0, sponsorships: 0 };
  try {
    const agencies = demoAgencies();
    const brands = demoBrands();
    // Brands and agencies go in with their triggers on (brand_domains is kept by one).
    await session.query(
      `insert into agencies (id, name, domains)
       select a.id, a.name, string_to_array(a.d, ',') from unnest($1::uuid[], $2::text[], $3::text[]) as a(id, name, d)
       on conflict (id) do nothing`,
      [agencies.map((a) => a.id), agencies.map((a) => a.name), agencies.map((a) => a.domains.join(','))],
    );
    await session.query(
      `insert into brands (id, name, domains, shorteners, referral_links, parent_company_name, kind, marketplace_group, agency_id)
       select b.id, b.name, string_to_array(b.domains, ','), coalesce(string_to_array(nullif(b.shorteners, ''), ','), '{}'),
              coalesce(string_to_array(nullif(b.refs, ''), ' '), '{}'), b.parent, b.kind, b.market, b.agency
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::uuid[])
         as b(id, name, domains, shorteners, refs, parent, kind, market, agency)
       on conflict (id) do nothing`,
      [
        brands.map((b) => b.id),
        brands.map((b) => b.name),
        brands.map((b) => b.domains.join(',')),
        brands.map((b) => b.shorteners.join(',')),
        brands.map((b) => b.referralLinks.join(' ')),
        brands.map((b) => b.parentCompanyName),
        brands.map((b) => b.kind),
        brands.map((b) => b.marketplaceGroup),
        brands.map((b) => b.agencyId),
      ],
    );
    summary.brands = brands.length;

    // Everything else: row triggers (aggregates, FK checks) off for this session, one recount at the end.
    await session.exec(`set session_replication_role = replica`);
    try {
      const total = scale * CREATORS_PER_SCALE;
      for (let start = 0; start < total; start += CREATORS_PER_BATCH) {
        const creators: DemoCreator[] = [];
        const videos: DemoVideo[] = [];
        const sponsorships: DemoSponsorship[] = [];
        for (let i = start; i < Math.min(total, start + CREATORS_PER_BATCH); i++) {
          const g = generateCreator(i, brands);
          creators.push(g.creator);
          videos.push(...g.videos);
          sponsorships.push(...g.sponsorships);
        }
        await session.exec('begin');
        try {
          summary.creators += await insertCreators(session, creators);
          for (let j = 0; j < videos.length; j += 2000)
            summary.videos += await insertVideos(session, videos.slice(j, j + 2000));
          summary.sponsorships += await insertSponsorships(session, sponsorships);
          await session.exec('commit');
        } catch (err) {
          await session.exec('rollback');
          throw err;
        }
        opts.onProgress?.(Math.min(total, start + CREATORS_PER_BATCH), total);
      }
      // Each sponsorship's stored list item and search document (migration 014), triggers still off.
      await session.query(`select refresh_sponsorship_rendering()`);
    } finally {
      await session.exec(`set session_replication_role = origin`);
    }
    await session.query(`select refresh_directory_stats()`);
    // Triggers were off, so the data version (exports' file reuse) and the read caches' change log move by hand.
    await session.query(`select directory_changed_everything()`);
    // A bulk load leaves every row without hint bits and the visibility map empty: the first reader of each page
    // would then dirty it (and write it back on eviction), and no scan could be index-only. VACUUM sets both
    // once, as autovacuum would later, and ANALYZE gives the planner the new sizes.
    await session.exec('vacuum analyze');
  } finally {
    await session.end();
  }
  return { ...summary, ms: Date.now() - started };
}

const col = <T, K extends keyof T>(rows: T[], k: K) => rows.map((r) => r[k]);
const json = <T>(rows: T[], f: (r: T) => unknown) => rows.map((r) => (f(r) == null ? null : JSON.stringify(f(r))));
// Arrays of arrays cannot pass through unnest (it flattens them), so text[] columns travel as one JSON text each.
const textArray = <T>(rows: T[], f: (r: T) => string[]) => rows.map((r) => JSON.stringify(f(r)));
const fromJsonArray = (c: string) => `coalesce(array(select jsonb_array_elements_text(${c}::jsonb)), '{}')`;

async function insertCreators(s: Session, rows: DemoCreator[]) {
  const r = await s.query<{ n: number }>(
    `with ins as (
       insert into creators (channel_id, platform, handle, title, description, subscriber_count, country, keywords, shorteners, created_at, updated_at)
       select c.channel_id, c.platform, c.handle, c.title, c.description, c.subscribers, c.country,
              ${fromJsonArray('c.keywords')}, ${fromJsonArray('c.shorteners')}, c.created_at, c.updated_at
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::text[], $10::timestamptz[],
         $11::timestamptz[])
         as c(channel_id, platform, handle, title, description, subscribers, country, keywords, shorteners, created_at, updated_at)
       on conflict (channel_id) do nothing returning 1)
     select count(*)::int as n from ins`,
    [
      col(rows, 'channelId'),
      col(rows, 'platform'),
      col(rows, 'handle'),
      col(rows, 'title'),
      col(rows, 'description'),
      col(rows, 'subscriberCount'),
      col(rows, 'country'),
      textArray(rows, (c) => c.keywords),
      textArray(rows, (c) => c.shorteners),
      col(rows, 'createdAt'),
      col(rows, 'updatedAt'),
    ],
  );
  return Number(r[0].n);
}

async function insertVideos(s: Session, rows: DemoVideo[]) {
  const r = await s.query<{ n: number }>(
    `with ins as (
       insert into videos (video_id, channel_id, platform, format, title, description, thumbnail_url, published_at, duration_seconds,
         view_count, like_count, comment_count, includes_paid_promotion, is_live_content, processing_requested_at, processing_state,
         category, has_captions, default_language, keywords, chapters, transcript, created_at, updated_at)
       select v.video_id, v.channel_id, v.platform, v.format, v.title, v.description, v.thumbnail_url, v.published_at, v.duration,
         v.views, v.likes, v.comments, v.paid, v.live, v.requested, v.state, v.category, v.captions, v.lang,
         ${fromJsonArray('v.keywords')}, v.chapters::jsonb, v.transcript::jsonb, v.published_at, coalesce(v.requested, v.published_at)
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::int[],
         $10::bigint[], $11::bigint[], $12::bigint[], $13::bool[], $14::bool[], $15::timestamptz[], $16::text[], $17::text[], $18::bool[],
         $19::text[], $20::text[], $21::text[], $22::text[])
         as v(video_id, channel_id, platform, format, title, description, thumbnail_url, published_at, duration, views, likes, comments,
              paid, live, requested, state, category, captions, lang, keywords, chapters, transcript)
       on conflict (video_id) do nothing returning 1)
     select count(*)::int as n from ins`,
    [
      col(rows, 'videoId'),
      col(rows, 'channelId'),
      col(rows, 'platform'),
      col(rows, 'format'),
      col(rows, 'title'),
      col(rows, 'description'),
      col(rows, 'thumbnailUrl'),
      col(rows, 'publishedAt'),
      col(rows, 'durationSeconds'),
      col(rows, 'viewCount'),
      col(rows, 'likeCount'),
      col(rows, 'commentCount'),
      col(rows, 'includesPaidPromotion'),
      col(rows, 'isLiveContent'),
      col(rows, 'processingRequestedAt'),
      col(rows, 'processingState'),
      col(rows, 'category'),
      col(rows, 'hasCaptions'),
      col(rows, 'defaultLanguage'),
      textArray(rows, (v) => v.keywords),
      json(rows, (v) => v.chapters),
      json(rows, (v) => v.transcript),
    ],
  );
  return Number(r[0].n);
}

async function insertSponsorships(s: Session, rows: DemoSponsorship[]) {
  if (!rows.length) return 0;
  const r = await s.query<{ n: number }>(
    `with ins as (
       insert into sponsorships (id, video_id, channel_id, brand_id, agency_id, type, brand_domain, domain_was_researched, evidence, detected_at, confidence)
       select * from unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::uuid[], $6::text[], $7::text[], $8::bool[], $9::jsonb[], $10::timestamptz[], $11::real[])
       on conflict do nothing returning 1)
     select count(*)::int as n from ins`,
    [
      col(rows, 'id'),
      col(rows, 'videoId'),
      col(rows, 'channelId'),
      col(rows, 'brandId'),
      col(rows, 'agencyId'),
      col(rows, 'type'),
      col(rows, 'brandDomain'),
      col(rows, 'domainWasResearched'),
      json(rows, (x) => x.evidence),
      col(rows, 'detectedAt'),
      col(rows, 'confidence'),
    ],
  );
  return Number(r[0].n);
}
