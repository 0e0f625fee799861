// sponsor-detection: {videoYoutubeIds} → for each video its outcome and the sponsorships detected in it.
// Videos go through not-processed → processing → processed in batches; a video missing from the directory is
// fetched from the YouTube Data API when a key is configured, otherwise reported not-found. Each batch is a
// checkpoint, so a restarted attempt continues where the last one stopped; re-running is idempotent.
import { Type, type Static } from '@fastify/type-provider-typebox';
import { CatalogCache } from '../../detection/catalog.js';
import { detectBatch, detectionServices, type DetectionServices } from '../../detection/pipeline.js';
import { sponsorshipDetailsForVideos } from '../../directory/sponsorships.js';
import { SponsorshipDetail } from '../../directory/schemas.js';
import type { FetchOutcome } from '../../youtube/fetchVideos.js';
import { SPONSOR_DETECTION_KIND, type KindDeclaration, type OperationKind, type RunContext } from './kind.js';

/** What sponsor-detection runs with beyond its context: detection's services, and YouTube's fetch when a key is set. */
export interface SponsorDetectionServices extends DetectionServices {
  /** Fetches unknown videos from the YouTube Data API into the directory, on the account's quota; absent: no API key. */
  fetchVideos?: (accountId: string, ids: string[], signal?: AbortSignal) => Promise<FetchOutcome[]>;
}

export interface SponsorDetectionInput {
  videoYoutubeIds: string[];
}

/** What the checkpoint keeps per video: the outcome only; sponsorship details are read once at the end. */
export type VideoOutcome =
  | { videoId: string; status: 'processed'; count: number }
  | { videoId: string; status: 'not-found' | 'unavailable' | 'failed'; error: { code: string; message: string } };

const Count = Type.Integer({ minimum: 0 });

export const SponsorDetectionOutput = Type.Object(
  {
    videos: Type.Array(
      Type.Object({
        videoId: Type.String(),
        status: Type.Union([
          Type.Literal('processed'),
          Type.Literal('not-found'),
          Type.Literal('unavailable'),
          Type.Literal('failed'),
        ]),
        sponsorships: Type.Array(SponsorshipDetail, {
          description: 'The sponsorships detected in the video, with evidence',
        }),
        error: Type.Optional(
          Type.Object(
            { code: Type.String(), message: Type.String() },
            { description: 'Why the video was not processed: video_not_found, quota_exceeded, private…' },
          ),
        ),
      }),
      {
        description:
          'One entry per requested id, in the order given (after a cancel: the ids of the batches finished before it)',
      },
    ),
    summary: Type.Object({
      requested: Count,
      processed: Count,
      notFound: Count,
      unavailable: Count,
      failed: Count,
      sponsorships: Count,
    }),
  },
  { title: 'SponsorDetectionOutput' },
);

/**
 * Progress comes in about five steps; batches stay between 1 and 100 videos (each batch is one claim and one
 * write statement, so fewer, larger batches cost the database less per video).
 */
export const batchSize = (total: number) => Math.max(1, Math.min(100, Math.ceil(total / 5)));

export const sponsorDetection = {
  name: SPONSOR_DETECTION_KIND,
  description: 'Detect the sponsorships in videos (fetching unknown ones from YouTube when configured).',
  output: SponsorDetectionOutput,
  input: Type.Object(
    {
      videoYoutubeIds: Type.Array(Type.String({ minLength: 1, maxLength: 256 }), {
        minItems: 1,
        maxItems: 500,
        uniqueItems: true,
        description: 'Video ids, 1 to 500, no duplicates',
      }),
    },
    { additionalProperties: false },
  ),
} satisfies KindDeclaration<SponsorDetectionInput, Static<typeof SponsorDetectionOutput>>;

/** The kind with the services it runs with (runtime.ts wires them). */
export function sponsorDetectionKind(
  deps: SponsorDetectionServices,
): OperationKind<SponsorDetectionInput, Static<typeof SponsorDetectionOutput>> {
  return { ...sponsorDetection, run: (input, ctx) => detectVideos(input, ctx, deps) };
}

async function detectVideos(
  input: SponsorDetectionInput,
  ctx: RunContext,
  deps: SponsorDetectionServices,
): Promise<Static<typeof SponsorDetectionOutput>> {
  const done = (ctx.checkpoint as { results?: VideoOutcome[] } | null)?.results ?? [];
  const results: VideoOutcome[] = [...done];
  const ids = input.videoYoutubeIds;
  const total = ids.length;
  const size = batchSize(total);
  // Loaded when first needed (a run over unknown videos needs none), again after new brands appear.
  const catalog = new CatalogCache(ctx.db);
  try {
    await detectAll();
  } catch (err) {
    // Canceled: the videos of the finished batches keep their outcomes; the rest are left out of the output.
    if (!ctx.canceled()) throw err;
  }
  return outputOf(ctx, results, total);

  async function detectAll() {
    while (results.length < total) {
      await ctx.checkpointNow();
      const batch = ids.slice(results.length, results.length + size);
      const detectOpts = {
        ...detectionServices(deps),
        signal: ctx.signal,
        checkpoint: ctx.checkpointNow,
      };
      let r = await detectBatch(ctx.db, catalog.get, batch, detectOpts);
      const fetched = new Map<string, VideoOutcome>();
      if (r.missing.length && deps.fetchVideos) {
        const outcomes = await deps.fetchVideos(ctx.accountId, r.missing, ctx.signal);
        for (const o of outcomes) {
          if (o.status !== 'fetched')
            fetched.set(o.videoId, {
              videoId: o.videoId,
              status: o.status === 'private' ? 'unavailable' : o.status,
              error: o.error,
            });
        }
        const now = outcomes.filter((o) => o.status === 'fetched').map((o) => o.videoId);
        if (now.length) {
          const again = await detectBatch(ctx.db, catalog.get, now, detectOpts);
          for (const [k, v] of again.sponsorships) r.sponsorships.set(k, v);
          r = { ...r, processed: [...r.processed, ...again.processed], newBrands: r.newBrands + again.newBrands };
        }
      }
      const processed = new Set(r.processed);
      for (const videoId of batch) {
        if (processed.has(videoId))
          results.push({ videoId, status: 'processed', count: r.sponsorships.get(videoId)?.length ?? 0 });
        else
          results.push(
            fetched.get(videoId) ?? {
              videoId,
              status: 'not-found',
              error: {
                code: 'video_not_found',
                message: deps.fetchVideos
                  ? `Video ${videoId} is not in the directory and YouTube does not know it (deleted, private or never existed).`
                  : `Video ${videoId} is not in the directory (set YOUTUBE_API_KEY to fetch unknown videos).`,
              },
            },
          );
      }
      // New brands join the catalog for the rest of the run.
      if (r.newBrands) catalog.drop();
      await ctx.progress(
        { current: results.length, total, phase: 'detecting', message: `video ${results.length} of ${total}` },
        { results },
      );
    }
  }
}

/** The output over the outcomes so far: every video on success, the finished batches' after a cancel. */
async function outputOf(
  ctx: RunContext,
  results: VideoOutcome[],
  total: number,
): Promise<Static<typeof SponsorDetectionOutput>> {
  const count = (s: VideoOutcome['status']) => results.filter((x) => x.status === s).length;
  // Rendered by PostgreSQL in the SponsorshipDetail shape (directory/sponsorships.ts).
  const details = (await sponsorshipDetailsForVideos(
    ctx.db,
    results.filter((x) => x.status === 'processed').map((x) => x.videoId),
  )) as Map<string, Static<typeof SponsorshipDetail>[]>;
  const videos = results.map((x) =>
    x.status === 'processed'
      ? { videoId: x.videoId, status: x.status, sponsorships: details.get(x.videoId) ?? [] }
      : { videoId: x.videoId, status: x.status, sponsorships: [], error: x.error },
  );
  return {
    videos,
    summary: {
      requested: total,
      processed: count('processed'),
      notFound: count('not-found'),
      unavailable: count('unavailable'),
      failed: count('failed'),
      sponsorships: videos.reduce((n, x) => n + x.sponsorships.length, 0),
    },
  };
}
