// sponsor-detection: {videoYoutubeIds} → each video's processing state and its sponsorships.
// This run walks the videos through not-processed → processing → processed and reports the sponsorships
// the directory holds for each; reading sponsors out of descriptions and transcripts belongs to the
// detection module, which plugs in at `detectVideo` below.
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { getSponsorship } from '../../directory/sponsorships.js';
import type { OperationKind } from './kind.js';

export interface SponsorDetectionInput {
  videoYoutubeIds: string[];
}

type VideoOutcome =
  | { videoId: string; status: 'processed'; sponsorships: unknown[] }
  | { videoId: string; status: 'not-found'; sponsorships: []; error: { code: string; message: string } };

async function detectVideo(db: Database, videoId: string): Promise<VideoOutcome> {
  const found = await sql<{ video_id: string }>`update videos set processing_state = 'processing',
      processing_requested_at = coalesce(processing_requested_at, now()), updated_at = now()
    where video_id = ${videoId} returning video_id`.execute(db);
  if (!found.rows[0]) {
    return { videoId, status: 'not-found', sponsorships: [], error: { code: 'video_not_found', message: `No video ${videoId} in the directory.` } };
  }
  const ids = await sql<{ id: string }>`select id from sponsorships where video_id = ${videoId} order by detected_at, id`.execute(db);
  const sponsorships = [];
  for (const { id } of ids.rows) {
    const json = await getSponsorship(db, id);
    if (json) sponsorships.push(JSON.parse(json));
  }
  await sql`update videos set processing_state = 'processed', updated_at = now() where video_id = ${videoId}`.execute(db);
  return { videoId, status: 'processed', sponsorships };
}

export const sponsorDetection: OperationKind<SponsorDetectionInput> = {
  name: 'sponsor-detection',
  description: 'Process videos and report the sponsorships found in each.',
  input: Type.Object(
    {
      videoYoutubeIds: Type.Array(Type.String({ minLength: 1, maxLength: 256 }), { minItems: 1, maxItems: 500, uniqueItems: true }),
    },
    { additionalProperties: false },
  ),
  async run(input, ctx) {
    const done = (ctx.checkpoint as { results?: VideoOutcome[] } | null)?.results ?? [];
    const results: VideoOutcome[] = [...done];
    const total = input.videoYoutubeIds.length;
    for (const videoId of input.videoYoutubeIds.slice(results.length)) {
      await ctx.checkpointNow();
      results.push(await detectVideo(ctx.db, videoId));
      // The checkpoint lets a restarted attempt skip the videos already done.
      await ctx.progress({ current: results.length, total, phase: 'detecting', message: `video ${results.length} of ${total}` }, { results });
    }
    return {
      videos: results,
      summary: {
        requested: total,
        processed: results.filter((r) => r.status === 'processed').length,
        notFound: results.filter((r) => r.status === 'not-found').length,
        sponsorships: results.reduce((n, r) => n + r.sponsorships.length, 0),
      },
    };
  },
};
