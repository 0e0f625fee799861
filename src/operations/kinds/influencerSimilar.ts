// influencer-similar: {channelId, limit?, platform?} → creators ranked by how alike their sponsorship
// profiles are: cosine similarity of brand vectors weighted by TF-IDF (a brand few creators work with says
// more than one everybody works with). A creator with fewer than three sponsor brands has too little profile
// for that alone, so keyword overlap, platform and audience size blend in, in proportion to what is missing.
import { Type, type Static } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ApiError } from '../../errors.js';
import type { Database } from '../../db/database.js';
import { INFLUENCER_SIMILAR_KIND, type OperationKind } from './kind.js';

export interface InfluencerSimilarInput {
  channelId: string;
  limit?: number;
  platform?: 'youtube' | 'instagram' | 'tiktok';
}

const NString = Type.Union([Type.String(), Type.Null()]);

export const InfluencerSimilarOutput = Type.Object(
  {
    channelId: Type.String(),
    creators: Type.Array(
      Type.Object({
        channelId: Type.String(),
        title: NString,
        handle: NString,
        platform: Type.String({ enum: ['youtube', 'instagram', 'tiktok'] }),
        subscriberCount: Type.Union([Type.Integer(), Type.Null()]),
        score: Type.Number({ minimum: 0, maximum: 1 }),
        sharedBrands: Type.Array(Type.Object({ brandId: Type.String({ format: 'uuid' }), brandName: Type.String() })),
        reasons: Type.Array(Type.String(), { description: 'Which signals matched, in words' }),
      }),
      { description: 'Best first' },
    ),
  },
  { title: 'InfluencerSimilarOutput' },
);

export const influencerSimilar = {
  name: INFLUENCER_SIMILAR_KIND,
  description: 'Rank creators whose sponsorship profiles resemble a given creator.',
  output: InfluencerSimilarOutput,
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
      throw new ApiError('unprocessable', `input.channelId names no creator (${input.channelId}).`, [
        { path: 'body.input.channelId', message: 'no such creator' },
      ]);
    }
  },
  async run(input, ctx) {
    await ctx.progress({ current: 0, total: 1, phase: 'ranking' });
    const creators = await rankSimilar(ctx.db, input);
    await ctx.progress({ current: 1, total: 1, phase: 'done' });
    return { channelId: input.channelId, creators };
  },
} satisfies OperationKind<InfluencerSimilarInput, Static<typeof InfluencerSimilarOutput>>;

interface Candidate {
  channel_id: string;
  title: string | null;
  handle: string | null;
  platform: string;
  subscriber_count: number | null;
  keywords: string[];
  cosine: number | null;
  shared: { brandId: string; brandName: string }[] | null;
}

/** Candidates (the best by dot product with the target) whose cosine is computed; a creator outside them would need a
 * small dot product and a much smaller norm to outrank them, which the IDF weighting makes rare. Documented as such. */
const CANDIDATE_POOL = 2000;

/** Brands a creator needs before its sponsorship profile alone decides; below it, the profile blends in. */
const PROFILE_BRANDS = 3;

export async function rankSimilar(db: Database, input: InfluencerSimilarInput) {
  const limit = input.limit ?? 20;
  const platform = input.platform ?? null;
  const me = (
    await sql<{ platform: string; subscriber_count: number | null; keywords: string[]; brands: number }>`
      select platform, subscriber_count, keywords, (select count(*)::int from creator_brand_stats where channel_id = ${input.channelId}) as brands
      from creators where channel_id = ${input.channelId}`.execute(db)
  ).rows[0];
  if (!me) return [];
  // Candidates sharing a sponsor brand, with the TF-IDF cosine of their brand vectors. Dot products come from
  // the creators of the target's brands only; the best CANDIDATE_POOL by dot product get their full norms.
  const shared = await sql<Candidate>`
    with n as (select greatest(count(*), 1)::float8 as creators from creators),
    me as (
      select s.brand_id, (1 + ln(s.sponsorship_count)) * (ln((select creators from n) / greatest(b.creator_count, 1)) + 1) as w,
        ln((select creators from n) / greatest(b.creator_count, 1)) + 1 as idf
      from creator_brand_stats s join brands b on b.id = s.brand_id where s.channel_id = ${input.channelId}
    ),
    dots as (
      select s.channel_id, sum(me.w * (1 + ln(s.sponsorship_count)) * me.idf) as dot
      from creator_brand_stats s join me on me.brand_id = s.brand_id
      where s.channel_id <> ${input.channelId}
        and (${platform}::text is null or s.channel_id in (select channel_id from creators where platform = ${platform}))
      group by s.channel_id
      order by dot desc, s.channel_id
      limit ${CANDIDATE_POOL}
    ),
    norms as (
      select s.channel_id, sqrt(sum(power((1 + ln(s.sponsorship_count)) * (ln((select creators from n) / greatest(b.creator_count, 1)) + 1), 2))) as norm
      from creator_brand_stats s join brands b on b.id = s.brand_id
      where s.channel_id in (select channel_id from dots)
      group by s.channel_id
    ),
    top as (
      select d.channel_id, d.dot / nullif((select sqrt(sum(w * w)) from me) * nr.norm, 0) as cosine
      from dots d join norms nr on nr.channel_id = d.channel_id
      order by cosine desc, d.channel_id
      limit ${Math.max(limit * 5, 200)}
    )
    select c.channel_id, c.title, c.handle, c.platform, c.subscriber_count, c.keywords, t.cosine::float8 as cosine,
      (select json_agg(json_build_object('brandId', b.id, 'brandName', b.name) order by me.w desc, b.id)
         from creator_brand_stats s join me on me.brand_id = s.brand_id join brands b on b.id = s.brand_id
         where s.channel_id = t.channel_id) as shared
    from top t join creators c on c.channel_id = t.channel_id
    order by t.cosine desc, c.channel_id`.execute(db);
  const rows = new Map(shared.rows.map((r) => [r.channel_id, r]));
  const weight = Math.min(1, me.brands / PROFILE_BRANDS);
  if (weight < 1) {
    // Few sponsorships to go on: widen to creators alike in keywords, platform and audience size.
    const extra = await sql<Candidate>`
      select c.channel_id, c.title, c.handle, c.platform, c.subscriber_count, c.keywords, null::float8 as cosine, null as shared
      from creators c
      where c.channel_id <> ${input.channelId} and (${platform}::text is null or c.platform = ${platform})
        and (c.keywords && ${me.keywords}::text[] or c.platform = ${me.platform})
      order by cardinality(array(select unnest(c.keywords) intersect select unnest(${me.keywords}::text[]))) desc,
        abs(ln(greatest(coalesce(c.subscriber_count, 1), 1)) - ln(greatest(${me.subscriber_count ?? 1}::float8, 1))), c.channel_id
      limit 500`.execute(db);
    for (const r of extra.rows) if (!rows.has(r.channel_id)) rows.set(r.channel_id, r);
  }
  const myKeywords = new Set(me.keywords.map((k) => k.toLowerCase()));
  const scored = [...rows.values()].map((c) => {
    const cosine = Math.min(1, Math.max(0, c.cosine ?? 0));
    const kw = c.keywords.map((k) => k.toLowerCase());
    const common = kw.filter((k) => myKeywords.has(k));
    const union = new Set([...kw, ...myKeywords]).size;
    const jaccard = union ? common.length / union : 0;
    const samePlatform = c.platform === me.platform ? 1 : 0;
    const audience =
      c.subscriber_count && me.subscriber_count
        ? Math.max(0, 1 - Math.abs(Math.log10(c.subscriber_count) - Math.log10(me.subscriber_count)) / 3)
        : 0;
    const profile = 0.4 * jaccard + 0.3 * samePlatform + 0.3 * audience;
    const score = weight * cosine + (1 - weight) * (0.5 * cosine + 0.5 * profile);
    const reasons: string[] = [];
    const sharedBrands = c.shared ?? [];
    if (sharedBrands.length)
      reasons.push(
        `${sharedBrands.length} shared sponsor brand(s): ${sharedBrands
          .slice(0, 3)
          .map((b) => b.brandName)
          .join(', ')}`,
      );
    if (weight < 1) {
      if (common.length) reasons.push(`shared keywords: ${common.slice(0, 5).join(', ')}`);
      if (samePlatform) reasons.push(`same platform (${c.platform})`);
      if (audience >= 0.67) reasons.push('similar audience size');
    }
    return {
      channelId: c.channel_id,
      title: c.title,
      handle: c.handle,
      platform: c.platform,
      subscriberCount: c.subscriber_count === null ? null : Number(c.subscriber_count),
      score: Math.round(score * 10_000) / 10_000,
      sharedBrands,
      reasons,
    };
  });
  return scored
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.channelId.localeCompare(b.channelId))
    .slice(0, limit);
}
