// influencer-similar: {channelId, limit?, platform?} → creators ranked by how alike their sponsorship
// profiles are: cosine similarity of brand vectors weighted by TF-IDF (a brand few creators work with says
// more than one everybody works with). A creator with fewer than three sponsor brands has too little profile
// for that alone, so keyword overlap, platform and audience size blend in, in proportion to what is missing.
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ApiError } from '../../http/errors.js';
import type { Database } from '../../db/database.js';
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
    const creators = await rankSimilar(ctx.db, input);
    await ctx.progress({ current: 1, total: 1, phase: 'done' });
    return { channelId: input.channelId, creators };
  },
};

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
  // Candidates sharing a sponsor brand, with the TF-IDF cosine of their brand vectors.
  const shared = await sql<Candidate>`
    with n as (select greatest(count(*), 1)::float8 as creators from creators),
    me as (
      select s.brand_id, (1 + ln(s.sponsorship_count)) * (ln((select creators from n) / greatest(b.creator_count, 1)) + 1) as w
      from creator_brand_stats s join brands b on b.id = s.brand_id where s.channel_id = ${input.channelId}
    ),
    cand as (
      select distinct s.channel_id from creator_brand_stats s join me on me.brand_id = s.brand_id where s.channel_id <> ${input.channelId}
    ),
    vec as (
      select s.channel_id, s.brand_id, (1 + ln(s.sponsorship_count)) * (ln((select creators from n) / greatest(b.creator_count, 1)) + 1) as w
      from creator_brand_stats s join brands b on b.id = s.brand_id where s.channel_id in (select channel_id from cand)
    ),
    norms as (select channel_id, sqrt(sum(w * w)) as norm from vec group by channel_id),
    mynorm as (select sqrt(sum(w * w)) as norm from me),
    scored as (
      select v.channel_id, sum(v.w * me.w) / nullif((select norm from mynorm) * nr.norm, 0) as cosine,
        json_agg(json_build_object('brandId', b.id, 'brandName', b.name) order by v.w * me.w desc) as shared
      from vec v join me on me.brand_id = v.brand_id join norms nr on nr.channel_id = v.channel_id join brands b on b.id = v.brand_id
      group by v.channel_id, nr.norm
    )
    select c.channel_id, c.title, c.handle, c.platform, c.subscriber_count, c.keywords, s.cosine::float8 as cosine, s.shared
    from scored s join creators c on c.channel_id = s.channel_id
    where (${platform}::text is null or c.platform = ${platform})
    order by s.cosine desc, c.channel_id limit ${Math.max(limit * 5, 200)}`.execute(db);
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
    if (sharedBrands.length) reasons.push(`${sharedBrands.length} shared sponsor brand(s): ${sharedBrands.slice(0, 3).map((b) => b.brandName).join(', ')}`);
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
