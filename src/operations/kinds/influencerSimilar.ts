// influencer-similar: {channelId, limit?, platform?} → creators ranked by how alike their sponsorship
// profiles are: cosine similarity of brand vectors weighted by TF-IDF (a brand few creators work with says
// more than one everybody works with).
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ApiError } from '../../http/errors.js';
import type { OperationKind } from './kind.js';

export interface InfluencerSimilarInput {
  channelId: string;
  limit?: number;
  platform?: 'youtube' | 'instagram' | 'tiktok';
}

export const influencerSimilar: OperationKind<InfluencerSimilarInput> = {
  name: 'influencer-similar',
  description: 'Rank creators whose sponsorship profiles resemble a given creator.',
  input: Type.Object(
    {
      channelId: Type.String({ minLength: 1, maxLength: 64 }),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
      platform: Type.Optional(Type.Union([Type.Literal('youtube'), Type.Literal('instagram'), Type.Literal('tiktok')])),
    },
    { additionalProperties: false },
  ),
  async validate(db, input) {
    const r = await sql`select 1 from creators where channel_id = ${input.channelId}`.execute(db);
    if (!r.rows.length) {
      throw new ApiError('unprocessable', `input.channelId names no creator (${input.channelId}).`, [{ path: 'body.input.channelId', message: 'no such creator' }]);
    }
  },
  async run(input, ctx) {
    await ctx.progress({ current: 0, total: 1, phase: 'ranking' });
    const limit = input.limit ?? 20;
    const r = await sql<{ result: unknown }>`
      with n as (select greatest(count(*), 1)::float8 as creators from creators),
      idf as (select b.id as brand_id, ln((select creators from n) / greatest(b.creator_count, 1)) + 1 as w from brands b),
      vec as (
        select s.channel_id, s.brand_id, (1 + ln(s.sponsorship_count)) * idf.w as w
        from creator_brand_stats s join idf on idf.brand_id = s.brand_id
      ),
      me as (select brand_id, w from vec where channel_id = ${input.channelId}),
      candidates as (
        select distinct v.channel_id from vec v join me on me.brand_id = v.brand_id join creators c on c.channel_id = v.channel_id
        where v.channel_id <> ${input.channelId} and (${input.platform ?? null}::text is null or c.platform = ${input.platform ?? null})
      ),
      norms as (
        select v.channel_id, sqrt(sum(v.w * v.w)) as norm from vec v
        where v.channel_id in (select channel_id from candidates) or v.channel_id = ${input.channelId}
        group by v.channel_id
      ),
      scored as (
        select v.channel_id, sum(v.w * me.w) / nullif((select norm from norms where channel_id = ${input.channelId}) * nr.norm, 0) as score,
          json_agg(json_build_object('brandId', b.id, 'brandName', b.name) order by v.w * me.w desc) as shared
        from vec v join me on me.brand_id = v.brand_id join norms nr on nr.channel_id = v.channel_id join brands b on b.id = v.brand_id
        where v.channel_id in (select channel_id from candidates)
        group by v.channel_id, nr.norm
      )
      select coalesce(json_agg(json_build_object(
          'channelId', c.channel_id, 'title', c.title, 'handle', c.handle, 'platform', c.platform,
          'subscriberCount', c.subscriber_count, 'score', round(least(s.score, 1)::numeric, 4),
          'sharedBrands', s.shared,
          'reasons', json_build_array(format('%s shared sponsor brand(s)', json_array_length(s.shared))))
        order by s.score desc, c.channel_id), '[]') as result
      from (select * from scored order by score desc, channel_id limit ${limit}) s
      join creators c on c.channel_id = s.channel_id`.execute(ctx.db);
    await ctx.progress({ current: 1, total: 1, phase: 'done' });
    return { channelId: input.channelId, creators: r.rows[0].result };
  },
};
