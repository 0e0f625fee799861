// The engine path of the evaluation: the labeled sets and scoring of scripts/eval.ts, with no database and no HTTP.
// Each file is read by the importer's own parsers (toBrandInput, toChannelRow, toVideoRow: the same cuts and
// normalisation), each video becomes the engine's input through the pipeline's own detectionInput, and the engine
// runs on it directly (detectOne) in the operations and batches the sponsor-detection operation takes them in, with
// the brands a batch finds that the catalog lacks added to it before the next batch (as
// createNewBrands and the catalog's reload do). A set takes a fraction of a second this way instead of the ~25 s of
// the service path (a fresh embedded database, import, operations, reads).
//
// What it leaves out is the service's plumbing, not its judgement: test/detection/eval.test.ts runs both paths on a
// few sets and requires the same (video, brand domain, type) pairs from each, then holds every set to its floors
// through this one. `npm run eval` still measures every set the way a user would, through the service.
import fs from 'node:fs';
import path from 'node:path';
import { BrandCatalog, type CatalogBrand } from '../src/detection/catalog.js';
import { detectionInput } from '../src/detection/pipeline.js';
import type { DetectedSponsorship } from '../src/detection/engine/types.js';
import { detectOne } from '../src/detection/detect.js';
import { batchSize } from '../src/operations/kinds/sponsorDetection.js';
import { toBrandInput, toChannelRow, toVideoRow, type ChannelRow, type VideoRow } from '../src/importer/index.js';
import { CHUNK, canonicalDomain, loadEvalSet, reportOf, setName, type EvalReport, type Pair } from './eval.js';

function jsonLines(file: string): unknown[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as unknown);
}

/**
 * The catalog the import leaves: a line whose domains a brand already holds updates that brand (its name and domains
 * replaced, its optional fields replaced when present), as writeBrands does; brands in the order they were created.
 */
export function importedBrands(file: string): CatalogBrand[] {
  const brands: CatalogBrand[] = [];
  // Each domain's brand, kept as domains are replaced: a set's directory holds thousands of brands.
  const ownerOf = new Map<string, CatalogBrand>();
  for (const line of jsonLines(file)) {
    const b = toBrandInput(line);
    const owners = [...new Set(b.domains.flatMap((d) => ownerOf.get(d) ?? []))];
    if (owners.length > 1) throw new Error(`brands: ${b.name}'s domains belong to ${owners.length} brands`);
    const existing = owners[0];
    if (!existing) {
      const brand: CatalogBrand = {
        id: `brand-${brands.length + 1}`,
        name: b.name,
        kind: b.kind ?? null,
        domains: b.domains,
        shorteners: b.shorteners ?? [],
        referralLinks: b.referralLinks ?? [],
      };
      brands.push(brand);
      for (const d of b.domains) ownerOf.set(d, brand);
      continue;
    }
    existing.name = b.name;
    for (const d of existing.domains) ownerOf.delete(d);
    existing.domains = b.domains;
    for (const d of b.domains) ownerOf.set(d, existing);
    if (b.shorteners !== undefined) existing.shorteners = b.shorteners;
    if (b.referralLinks !== undefined) existing.referralLinks = b.referralLinks;
    if (b.kind !== undefined) existing.kind = b.kind;
  }
  return brands;
}

/**
 * Detects every video of a set through the engine; the pairs carry canonical domains, as readSponsorships gives them.
 * `onVideo` receives each video's whole detection (scripts/evalDump.ts prints it).
 */
export function detectThroughEngine(
  dir: string,
  brandsByDomain: Map<string, string>,
  onVideo?: (videoId: string, found: DetectedSponsorship[]) => void,
): Pair[] {
  const brands = importedBrands(path.join(dir, 'brands.jsonl'));
  // A creator is its channel line when the set has one, else the minimal creator the video import makes.
  const channels = new Map<string, ChannelRow>();
  for (const line of jsonLines(path.join(dir, 'channels.jsonl'))) {
    const c = toChannelRow(line);
    channels.set(c.channel_id, c);
  }
  const videos: VideoRow[] = jsonLines(path.join(dir, 'videos.jsonl')).map((line) => toVideoRow(line));
  const pairs: Pair[] = [];
  // The operations of CHUNK ids each, and each operation's batches (batchSize); the catalog is loaded at an
  // operation's start and again after a batch that created brands.
  const batches: VideoRow[][] = [];
  for (let i = 0; i < videos.length; i += CHUNK) {
    const chunk = videos.slice(i, i + CHUNK);
    const size = batchSize(chunk.length);
    for (let j = 0; j < chunk.length; j += size) batches.push(chunk.slice(j, j + size));
  }
  let catalog = new BrandCatalog(brands);
  for (const batch of batches) {
    const fresh = new Map<string, CatalogBrand>();
    for (const v of batch) {
      const channel = channels.get(v.channel_id);
      const { found } = detectOne(
        detectionInput({
          ...v,
          transcript: null,
          channel_title: channel?.title ?? v.channel_title,
          channel_handle: channel?.handle ?? null,
          channel_shorteners: [],
        }),
        catalog,
      );
      onVideo?.(v.video_id, found);
      // Two domains of one brand in a video: the first (strongest) is the one written (writeSponsorships).
      const seen = new Set<string>();
      for (const d of found) {
        const brand = d.brandId ?? catalog.byDomain(d.domain)?.id ?? `new:${d.domain}`;
        if (seen.has(brand)) continue;
        seen.add(brand);
        if (!d.brandId && !catalog.byDomain(d.domain) && !fresh.has(d.domain))
          fresh.set(d.domain, {
            id: brand,
            name: d.brandName,
            kind: null,
            domains: [d.domain],
            shorteners: [],
            referralLinks: [],
          });
        pairs.push({
          videoId: v.video_id,
          domain: canonicalDomain(d.domain, brandsByDomain),
          type: d.type,
          confidence: d.confidence,
        });
      }
    }
    if (fresh.size) {
      brands.push(...fresh.values());
      catalog = new BrandCatalog(brands);
    }
  }
  return pairs;
}

/** A set's report through the engine path (no operations; every video counts as processed). */
export function evaluateEngine(dir: string, name = setName(dir)): EvalReport {
  const startedAt = Date.now();
  const set = loadEvalSet(dir);
  const detected = detectThroughEngine(dir, set.brands);
  return reportOf(set, name, {
    detected,
    statuses: new Map(set.videoIds.map((id) => [id, 'processed'])),
    imported: {
      brands: jsonLines(path.join(dir, 'brands.jsonl')).length,
      channels: jsonLines(path.join(dir, 'channels.jsonl')).length,
      videos: set.videoIds.length,
    },
    operations: [],
    startedAt,
  });
}
