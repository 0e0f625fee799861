// Writes what detection found in a batch: the new brands it names, then the videos' sponsorships upserted per
// (video, brand) and the ones whose evidence disappeared removed, the videos marked processed with their extractive
// summaries. One statement writes a batch; the aggregate triggers keep every count right.
import { sql } from 'kysely';
import { withRelaxedCommit, type Database } from '../db/database.js';
import type { BrandCatalog } from './catalog.js';
import type { DetectedSponsorship } from './detect.js';

/** A sponsorship a video holds after the write (ids and keys; details come from directory/sponsorships.ts). */
export interface HeldSponsorship {
  id: string;
  brandId: string;
  channelId: string;
  type: string;
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

/**
 * The brand of every detected domain no catalog brand was matched to, created when no brand owns it yet. Runs
 * before the batch statement: a brand, once created, is right whatever happens next. `newBrands` counts the
 * domains the catalog did not know.
 */
export async function createNewBrands(
  db: Database,
  catalog: BrandCatalog,
  detected: Map<string, DetectedSponsorship[]>,
): Promise<{ newBrands: number; brandIdByDomain: Map<string, string> }> {
  let newBrands = 0;
  const brandIdByDomain = new Map<string, string>();
  for (const list of detected.values()) {
    for (const d of list) {
      if (d.brandId || brandIdByDomain.has(d.domain)) continue;
      const known = catalog.byDomain(d.domain);
      const id = known?.id ?? (await brandForNewDomain(db, d.domain, d.brandName));
      if (!known) newBrands++;
      brandIdByDomain.set(d.domain, id);
    }
  }
  return { newBrands, brandIdByDomain };
}

export interface SponsorshipsToWrite {
  /** Per processed video id, what the engine found, strongest first. */
  detected: Map<string, DetectedSponsorship[]>;
  /** Per processed video id, its extractive summary. */
  summaries: Map<string, string>;
  /** Per processed video id, its channel (from the claimed row). */
  channelOf: Map<string, string>;
  /** The brand of each domain the engine found without one (createNewBrands). */
  brandIdByDomain: Map<string, string>;
}

/**
 * Writes a batch's sponsorships and marks its videos processed; returns the sponsorships each video holds now,
 * every processed video present (an empty list when it has none).
 */
export async function writeSponsorships(
  db: Database,
  { detected, summaries, channelOf, brandIdByDomain }: SponsorshipsToWrite,
): Promise<Map<string, HeldSponsorship[]>> {
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
      const brandId = d.brandId ?? brandIdByDomain.get(d.domain)!;
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
  const now = new Map<string, HeldSponsorship[]>(processed.map((id) => [id, []]));
  if (processed.length) {
    const r = await withRelaxedCommit(db, (trx) =>
      sql<{ id: string; video_id: string; brand_id: string; channel_id: string; type: string }>`
      with k as (
        select * from unnest(${v}::text[], ${ch}::text[], ${b}::uuid[], ${type}::text[], ${domain}::text[], ${researched}::bool[], ${evidence}::jsonb[], ${confidence}::real[])
          k(v, c, b, t, d, r, e, f)
      ), cur as (
        select s.id, s.video_id, s.brand_id, s.channel_id, s.type, s.brand_domain, s.domain_was_researched, s.evidence, s.confidence, s.detected_at
        from sponsorships s where s.video_id = any(${processed}::text[])
      ), del as (
        delete from sponsorships s
        where s.id in (select cur.id from cur where not exists (select 1 from k where k.v = cur.video_id and k.b = cur.brand_id))
      ), ins as (
        insert into sponsorships (video_id, channel_id, brand_id, agency_id, type, brand_domain, domain_was_researched, evidence, confidence)
        select k.v, k.c, k.b, br.agency_id, k.t, k.d, k.r, k.e, k.f from k join brands br on br.id = k.b
        where not exists (select 1 from cur where cur.video_id = k.v and cur.brand_id = k.b)
        on conflict (video_id, brand_id) do update set
          type = excluded.type, brand_domain = excluded.brand_domain, evidence = excluded.evidence, confidence = excluded.confidence,
          domain_was_researched = sponsorships.domain_was_researched or excluded.domain_was_researched
        where (sponsorships.type, sponsorships.brand_domain, sponsorships.evidence, sponsorships.confidence)
          is distinct from (excluded.type, excluded.brand_domain, excluded.evidence, excluded.confidence)
        returning id, video_id, brand_id, channel_id, type, detected_at
      ), chg as (
        select cur.id, k.t, k.d, k.r, k.e, k.f,
          (cur.type, cur.brand_domain, cur.confidence) is not distinct from (k.t, k.d, k.f)
            and (cur.domain_was_researched or not k.r) as evidence_only
        from cur join k on k.v = cur.video_id and k.b = cur.brand_id
        where (cur.type, cur.brand_domain, cur.evidence, cur.confidence) is distinct from (k.t, k.d, k.e, k.f)
      ), upd_e as (
        update sponsorships s set evidence = chg.e
        from chg where s.id = chg.id and chg.evidence_only
      ), upd_s as (
        update sponsorships s set type = chg.t, brand_domain = chg.d, evidence = chg.e, confidence = chg.f,
          domain_was_researched = s.domain_was_researched or chg.r
        from chg where s.id = chg.id and not chg.evidence_only
        returning s.id, s.type
      ), upd as (
        update videos set processing_state = 'processed', ai_summary = x.s,
          processing_requested_at = coalesce(processing_requested_at, now()), updated_at = now()
        from unnest(${processed}::text[], ${processed.map((id) => summaries.get(id) ?? '')}::text[]) x(id, s)
        where videos.video_id = x.id and (videos.processing_state <> 'processed' or videos.ai_summary is distinct from x.s)
      )
      select id, video_id, brand_id, channel_id, type from (
        select id, video_id, brand_id, channel_id, type, detected_at from ins
        union all
        select cur.id, cur.video_id, cur.brand_id, cur.channel_id, coalesce(upd_s.type, cur.type), cur.detected_at
        from cur join k on k.v = cur.video_id and k.b = cur.brand_id left join upd_s on upd_s.id = cur.id
      ) x order by video_id, detected_at, id`.execute(trx),
    );
    for (const row of r.rows)
      now.get(row.video_id)?.push({ id: row.id, brandId: row.brand_id, channelId: row.channel_id, type: row.type });
  }
  return now;
}
