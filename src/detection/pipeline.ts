// Detection over a batch of directory videos, as the steps it takes in order: claim the videos, expand their short
// links, run the engine, create the new brands it names and write the sponsorships (writeSponsorships.ts).
import { sql } from 'kysely';
import { withRelaxedCommit, type Database } from '../db/database.js';
import type { BrandCatalog, CatalogCache } from './catalog.js';
import type { DetectedSponsorship, DetectionInput } from './detect.js';
import type { ShortLinkExpander } from './shortLinks.js';
import { detectOnLoop, loadEngine, type Detector } from './threads.js';
import { createNewBrands, writeSponsorships, type HeldSponsorship } from './writeSponsorships.js';
import type { ReadYield } from './readYield.js';

/** A video row as detection reads it (its creator's title, handle and shorteners beside it). */
export interface VideoRowForDetection {
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
  sponsorships: Map<string, HeldSponsorship[]>;
  newBrands: number;
}

export interface DetectBatchOptions {
  /** Expands generic short links before detection (SHORT_LINK_EXPANSION); absent: they are judged unexpanded. */
  shortLinks?: ShortLinkExpander;
  signal?: AbortSignal;
  /** Where the engine runs (the process's DetectionPool); absent: on the event loop. */
  detector?: Detector;
  /** Called after the expansion pre-pass; throws when the operation must stop (RunContext.checkpointNow). */
  checkpoint?: () => Promise<void>;
  /** Waits after a batch while directory reads run (DETECTION_PERCENT_WHILE_READING); absent: never waits. */
  readYield?: ReadYield;
}

/** The process's detection services a caller of detectBatch passes on (runtime.ts makes them; each kind gets them). */
export type DetectionServices = Pick<DetectBatchOptions, 'shortLinks' | 'detector' | 'readYield'>;

/** The detection services among a kind's or a run's dependencies, to pass on whole (a new service is added here). */
export const detectionServices = ({ shortLinks, detector, readYield }: DetectionServices): DetectionServices => ({
  shortLinks,
  detector,
  readYield,
});

/** `catalog` may be a loader: it is then called only when the batch has videos to detect in. */
export async function detectBatch(
  db: Database,
  catalogOrLoader: BrandCatalog | (() => Promise<BrandCatalog>),
  ids: string[],
  opts: DetectBatchOptions = {},
): Promise<BatchResult> {
  const started = Date.now();
  const rows = await claimVideos(db, ids);
  const catalog =
    rows.length === 0 ? null : typeof catalogOrLoader === 'function' ? await catalogOrLoader() : catalogOrLoader;
  const found = new Set(rows.map((r) => r.video_id));
  const missing = ids.filter((id) => !found.has(id));
  const inputs = rows.map(detectionInput);
  await expandShortLinks(inputs, catalog!, opts);
  const { detected, summaries } = await runEngine(inputs, catalog!, opts);
  const { newBrands, brandIdByDomain } = await createNewBrands(db, catalog!, detected);
  const channelOf = new Map(rows.map((r) => [r.video_id, r.channel_id]));
  const sponsorships = await writeSponsorships(db, { detected, summaries, channelOf, brandIdByDomain });
  if (rows.length) await opts.readYield?.after(Date.now() - started, opts.signal);
  return { processed: [...detected.keys()], missing, sponsorships, newBrands };
}

/** How many videos detectInBatches gives detectBatch at a time. */
export const DETECTION_BATCH = 100;

/**
 * detectBatch over an operation's videos, DETECTION_BATCH at a time: `beforeBatch` first (the operation's checkpoint,
 * which throws when it must stop; told the batch's index, so a caller that has just taken one can skip the first),
 * the catalog from `catalog` (loaded again after a batch that created brands), `checkpoint` passed on to each batch
 * (after its expansion pre-pass), and `onBatch` with each batch's result (progress counted as it is made).
 */
export async function detectInBatches(
  db: Database,
  catalog: CatalogCache,
  ids: string[],
  opts: DetectionServices & {
    signal?: AbortSignal;
    beforeBatch: (index: number) => Promise<void>;
    checkpoint?: () => Promise<void>;
    onBatch?: (r: BatchResult) => void;
  },
): Promise<void> {
  for (let i = 0; i < ids.length; i += DETECTION_BATCH) {
    await opts.beforeBatch(i / DETECTION_BATCH);
    const r = await detectBatch(db, catalog.get, ids.slice(i, i + DETECTION_BATCH), {
      ...detectionServices(opts),
      signal: opts.signal,
      checkpoint: opts.checkpoint,
    });
    if (r.newBrands) catalog.drop();
    opts.onBatch?.(r);
  }
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

/** What the engine takes of a video row. */
export function detectionInput(v: VideoRowForDetection): DetectionInput {
  return {
    videoId: v.video_id,
    title: v.title,
    description: v.description,
    transcript: v.transcript,
    includesPaidPromotion: v.includes_paid_promotion,
    durationSeconds: v.duration_seconds,
    channel: { title: v.channel_title, handle: v.channel_handle, shorteners: v.channel_shorteners ?? [] },
  };
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
  const { expandableLinks } = await loadEngine();
  const expandedLinks = await opts.shortLinks.expandForVideos(
    inputs.map((input) => expandableLinks(input, catalog)),
    opts.signal,
  );
  for (const input of inputs) input.expandedLinks = expandedLinks;
  // Expansion takes network time: an operation stopped meanwhile writes nothing from a partial expansion.
  await opts.checkpoint?.();
}

/** What the engine found and its summary, per video id, in the order of `inputs`. */
async function runEngine(
  inputs: DetectionInput[],
  catalog: BrandCatalog,
  opts: DetectBatchOptions,
): Promise<{ detected: Map<string, DetectedSponsorship[]>; summaries: Map<string, string> }> {
  // CPU work: on the process's detection threads when it has them, else on the event loop (threads.ts).
  const results = await (opts.detector ?? detectOnLoop).detect(inputs, catalog, opts.signal);
  const detected = new Map<string, DetectedSponsorship[]>();
  const summaries = new Map<string, string>();
  inputs.forEach((input, i) => {
    detected.set(input.videoId, results[i].found);
    summaries.set(input.videoId, results[i].summary);
  });
  return { detected, summaries };
}
