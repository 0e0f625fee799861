// Runs detection over a batch of directory videos and writes the outcome: processing states, new brands,
// sponsorships upserted per (video, brand) and the ones whose evidence disappeared removed, an extractive
// summary. One statement writes a batch; the aggregate triggers keep every count right.
import { sql } from 'kysely';
import { withRelaxedCommit, type Database } from '../db/database.js';
import type { BrandCatalog } from './catalog.js';
import { expandableLinks, type DetectedSponsorship, type DetectionInput } from './detect.js';
import type { ShortLinkExpander } from './shortLinks.js';
import { detectOnLoop, type Detector } from './threads.js';

interface VideoRowForDetection {
  video_id: string;
  channel_id: string;
  title: string;
  description: string;
  transcript: { startMillis: number; text: string }[] | null;
  includes_paid_promotion: boolean;
  duration_seconds: number | null;
  channel_title: string | null;
  channel_handle: string | null;
  channel_shorteners: string[];
}

export interface BatchResult {
  /** Ids found in the directory and processed. */
  processed: string[];
  /** Ids not in the directory. */
  missing: string[];
  /** The sponsorships each processed video has now (ids and keys; details come from directory/sponsorships.ts). */
  sponsorships: Map<string, { id: string; brandId: string; channelId: string; type: string }[]>;
  newBrands: number;
}

/**
 * Marks videos not yet processed as processing (their first request time kept) and returns what detection
 * needs. A video already processed stays processed while it is detected again: its data stays served, and
 * its creator's processed count does not flap. Like the batch write, its commit does not wait for the disk:
 * both are an operation's intermediate writes, redone after a crash (withRelaxedCommit).
 */
async function claimVideos(db: Database, ids: string[]): Promise<VideoRowForDetection[]> {
  const r = await withRelaxedCommit(db, (trx) =>
    sql<VideoRowForDetection>`
    with upd as (
      update videos set processing_state = 'processing', processing_requested_at = coalesce(processing_requested_at, now()), updated_at = now()
      where video_id = any(${ids}::text[]) and processing_state <> 'processed'
      returning video_id
    )
    select v.video_id, v.channel_id, v.title, v.description, v.transcript, v.includes_paid_promotion, v.duration_seconds,
      c.title as channel_title, c.handle as channel_handle, c.shorteners as channel_shorteners
    from videos v join creators c on c.channel_id = v.channel_id
    where v.video_id = any(${ids}::text[]) and (v.video_id in (select video_id from upd) or v.processing_state = 'processed')`.execute(
      trx,
    ),
  );
  return r.rows;
}

/** Finds or creates the brand for a domain no catalog brand owns, safely against concurrent creators. */
async function brandForNewDomain(db: Database, domain: string, name: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${'brand-domain:' + domain}))`.execute(trx);
    const existing = await sql<{
      brand_id: string;
    }>`select brand_id from brand_domains where domain = ${domain}`.execute(trx);
    if (existing.rows[0]) return existing.rows[0].brand_id;
    const ins = await sql<{
      id: string;
    }>`insert into brands (name, domains, kind) values (${name}, ${[domain]}, null) returning id`.execute(trx);
    return ins.rows[0].id;
  });
}

export interface DetectBatchOptions {
  /** Expands generic short links before detection (SHORT_LINK_EXPANSION); absent: they are judged unexpanded. */
  shortLinks?: ShortLinkExpander;
  signal?: AbortSignal;
  /** Where the engine runs (the process's DetectionPool); absent: on the event loop. */
  detector?: Detector;
  /** Called after the expansion pre-pass; throws when the operation must stop (RunContext.checkpointNow). */
  checkpoint?: () => Promise<void>;
}

/**
 * The expansion pre-pass: detection is pure, so the short links it would judge by their destination are
 * fetched (or read from the cache) here, and every input gets the same map short URL → final URL.
 */
async function expandShortLinks(
  inputs: DetectionInput[],
  catalog: BrandCatalog,
  opts: DetectBatchOptions,
): Promise<void> {
  if (!opts.shortLinks || !inputs.length) return;
  const expandedLinks = await opts.shortLinks.expandForVideos(
    inputs.map((input) => expandableLinks(input, catalog)),
    opts.signal,
  );
  for (const input of inputs) input.expandedLinks = expandedLinks;
  // Expansion takes network time: an operation stopped meanwhile writes nothing from a partial expansion.
  await opts.checkpoint?.();
}

/** `catalog` may be a loader: it is then called only when the batch has videos to detect in. */
export async function detectBatch(
  db: Database,
  catalogOrLoader: BrandCatalog | (() => Promise<BrandCatalog>),
  ids: string[],
  opts: DetectBatchOptions = {},
): Promise<BatchResult> {
  const rows = await claimVideos(db, ids);
  const catalog =
    rows.length === 0 ? null : typeof catalogOrLoader === 'function' ? await catalogOrLoader() : catalogOrLoader;
  const found = new Set(rows.map((r) => r.video_id));
  const missing = ids.filter((id) => !found.has(id));
  const detected = new Map<string, DetectedSponsorship[]>();
  const summaries = new Map<string, string>();
  const inputs = rows.map((v): DetectionInput => ({
    videoId: v.video_id,
    title: v.title,
    description: v.description,
    transcript: v.transcript,
    includesPaidPromotion: v.includes_paid_promotion,
    durationSeconds: v.duration_seconds,
    channel: { title: v.channel_title, handle: v.channel_handle, shorteners: v.channel_shorteners ?? [] },
  }));
  await expandShortLinks(inputs, catalog!, opts);
  // CPU work: on the process's detection threads when it has them, else on the event loop (threads.ts).
  const results = await (opts.detector ?? detectOnLoop).detect(inputs, catalog!, opts.signal);
  inputs.forEach((input, i) => {
    detected.set(input.videoId, results[i].found);
    summaries.set(input.videoId, results[i].summary);
  });

  // Brands first (before the batch statement: a brand, once created, is right whatever happens next).
  let newBrands = 0;
  const newBrandIds = new Map<string, string>();
  for (const list of detected.values()) {
    for (const d of list) {
      if (d.brandId || newBrandIds.has(d.domain)) continue;
      const known = catalog!.byDomain(d.domain);
      const id = known?.id ?? (await brandForNewDomain(db, d.domain, d.brandName));
      if (!known) newBrands++;
      newBrandIds.set(d.domain, id);
    }
  }

  const channelOf = new Map(rows.map((r) => [r.video_id, r.channel_id]));
  const v: string[] = [];
  const ch: string[] = [];
  const b: string[] = [];
  const type: string[] = [];
  const domain: string[] = [];
  const researched: boolean[] = [];
  const evidence: string[] = [];
  const confidence: number[] = [];
  for (const [videoId, list] of detected) {
    const seen = new Set<string>();
    for (const d of list) {
      const brandId = d.brandId ?? newBrandIds.get(d.domain)!;
      if (seen.has(brandId)) continue; // two domains of one brand: the first (strongest) wins
      seen.add(brandId);
      v.push(videoId);
      ch.push(channelOf.get(videoId)!);
      b.push(brandId);
      type.push(d.type);
      domain.push(d.domain);
      researched.push(d.domainWasResearched);
      evidence.push(JSON.stringify(d.evidence));
      confidence.push(d.confidence);
    }
  }
  const processed = [...detected.keys()];

  // One statement, so atomic by itself (its transaction only relaxes the commit). It reads the videos' sponsorships once
  // (`cur`), removes the ones whose evidence is gone, writes only the detected ones that are new or changed (a
  // re-detection mostly finds what is stored: those rows are not touched, so no trigger, index or WAL work),
  // marks the videos processed with their summaries, and returns every sponsorship the videos hold now. The
  // channel comes from the video row just read, which spares the insert trigger its per-row lookup.
  const now = new Map<string, { id: string; brandId: string; channelId: string; type: string }[]>(
    processed.map((id) => [id, []]),
  );
  if (processed.length) {
    const r = await withRelaxedCommit(db, (trx) =>
      sql<{ id: string; video_id: string; brand_id: string; channel_id: string; type: string }>`
      with k as (
        select * from unnest(${v}::text[], ${ch}::text[], ${b}::uuid[], ${type}::text[], ${domain}::text[], ${researched}::bool[], ${evidence}::jsonb[], ${confidence}::real[])
          k(v, c, b, t, d, r, e, f)
      ), cur as (
        select s.id, s.video_id, s.brand_id, s.channel_id, s.type, s.brand_domain, s.evidence, s.confidence, s.detected_at
        from sponsorships s where s.video_id = any(${processed}::text[])
      ), del as (
        delete from sponsorships s
        where s.id in (select cur.id from cur where not exists (select 1 from k where k.v = cur.video_id and k.b = cur.brand_id))
      ), ins as (
        insert into sponsorships (video_id, channel_id, brand_id, agency_id, type, brand_domain, domain_was_researched, evidence, confidence)
        select k.v, k.c, k.b, br.agency_id, k.t, k.d, k.r, k.e, k.f from k join brands br on br.id = k.b
        where not exists (
          select 1 from cur where cur.video_id = k.v and cur.brand_id = k.b
            and (cur.type, cur.brand_domain, cur.evidence, cur.confidence) is not distinct from (k.t, k.d, k.e, k.f))
        on conflict (video_id, brand_id) do update set
          type = excluded.type, brand_domain = excluded.brand_domain, evidence = excluded.evidence, confidence = excluded.confidence,
          domain_was_researched = sponsorships.domain_was_researched or excluded.domain_was_researched
        where (sponsorships.type, sponsorships.brand_domain, sponsorships.evidence, sponsorships.confidence)
          is distinct from (excluded.type, excluded.brand_domain, excluded.evidence, excluded.confidence)
        returning id, video_id, brand_id, channel_id, type, detected_at
      ), upd as (
        update videos set processing_state = 'processed', ai_summary = x.s,
          processing_requested_at = coalesce(processing_requested_at, now()), updated_at = now()
        from unnest(${processed}::text[], ${processed.map((id) => summaries.get(id) ?? '')}::text[]) x(id, s)
        where videos.video_id = x.id and (videos.processing_state <> 'processed' or videos.ai_summary is distinct from x.s)
      )
      select id, video_id, brand_id, channel_id, type from (
        select id, video_id, brand_id, channel_id, type, detected_at from ins
        union all
        select cur.id, cur.video_id, cur.brand_id, cur.channel_id, cur.type, cur.detected_at from cur join k on k.v = cur.video_id and k.b = cur.brand_id
        where not exists (select 1 from ins where ins.id = cur.id)
      ) x order by video_id, detected_at, id`.execute(trx),
    );
    for (const row of r.rows)
      now.get(row.video_id)?.push({ id: row.id, brandId: row.brand_id, channelId: row.channel_id, type: row.type });
  }
  return { processed, missing, sponsorships: now, newBrands };
}
