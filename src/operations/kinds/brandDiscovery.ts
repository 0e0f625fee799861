// brand-discovery: {brandId} → the creators and videos that sponsor the brand, as the directory knows them.
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ApiError } from '../../http/errors.js';
import type { OperationKind } from './kind.js';

export interface BrandDiscoveryInput {
  brandId: string;
}

export const brandDiscovery: OperationKind<BrandDiscoveryInput> = {
  name: 'brand-discovery',
  description: "Find the creators and videos that sponsor a brand.",
  input: Type.Object({ brandId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
  async validate(db, input) {
    const r = await sql`select 1 from brands where id = ${input.brandId}::uuid`.execute(db);
    if (!r.rows.length) {
      throw new ApiError('unprocessable', `input.brandId names no brand (${input.brandId}).`, [{ path: 'body.input.brandId', message: 'no such brand' }]);
    }
  },
  async run(input, ctx) {
    await ctx.progress({ current: 0, total: 1, phase: 'scanning' });
    const creators = await sql<{ channelId: string; title: string | null; sponsorshipCount: number; lastSponsorshipAt: string | null }>`
      select s.channel_id as "channelId", c.title, s.sponsorship_count as "sponsorshipCount", api_ts(s.last_sponsorship_at) as "lastSponsorshipAt"
      from creator_brand_stats s join creators c on c.channel_id = s.channel_id
      where s.brand_id = ${input.brandId}::uuid order by s.sponsorship_count desc, s.channel_id`.execute(ctx.db);
    const videos = await sql<{ videoId: string; channelId: string; sponsorshipId: string; type: string }>`
      select s.video_id as "videoId", s.channel_id as "channelId", s.id as "sponsorshipId", s.type
      from sponsorships s where s.brand_id = ${input.brandId}::uuid order by s.detected_at desc, s.id desc`.execute(ctx.db);
    await ctx.progress({ current: 1, total: 1, phase: 'done' });
    return {
      brandId: input.brandId,
      creators: creators.rows.map((c) => ({ ...c, new: false })),
      videos: videos.rows.map((v) => ({ ...v, new: false })),
      summary: { creators: creators.rows.length, videos: videos.rows.length, newCreators: 0, newVideos: 0 },
    };
  },
};
