// brand-discovery: {brandId} → every video in the directory that sponsors the brand, and their creators,
// new versus already known. Videos are scanned in keyset batches (by video id) with a cheap SQL prefilter on
// the brand's domains, shorteners and name; candidates go through full detection, which writes sponsorships
// with evidence. The scan position is the checkpoint, so a restart continues instead of starting over.
import { Type, type Static } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { CatalogCache } from '../../detection/catalog.js';
import { shortLinksLeadingTo } from '../../detection/expansionStore.js';
import { detectInBatches, detectionServices, type DetectionServices } from '../../detection/pipeline.js';
import { SPONSORSHIP_TYPES } from '../../directory/schemas.js';
import { ApiError } from '../../errors.js';
import {
  BRAND_DISCOVERY_KIND,
  OperationFailure,
  type KindDeclaration,
  type OperationKind,
  type RunContext,
} from './kind.js';

export interface BrandDiscoveryInput {
  brandId: string;
}

interface Found {
  videoId: string;
  channelId: string;
  sponsorshipId: string;
  type: string;
  new: boolean;
}

interface Checkpoint {
  after: string;
  scanned: number;
  total: number;
  /** Creators that already sponsored the brand when the scan began. */
  knownCreators: string[];
  found: Found[];
}

const SCAN_BATCH = 5000;

const Count = Type.Integer({ minimum: 0 });
const NString = Type.Union([Type.String(), Type.Null()]);

export const BrandDiscoveryOutput = Type.Object(
  {
    brandId: Type.String({ format: 'uuid' }),
    brandName: Type.String(),
    creators: Type.Array(
      Type.Object({
        channelId: Type.String(),
        title: NString,
        handle: NString,
        videoCount: Count,
        new: Type.Boolean({ description: 'The creator had no sponsorship of the brand before the scan' }),
      }),
      { description: 'Creators of the videos found, most videos first' },
    ),
    videos: Type.Array(
      Type.Object({
        videoId: Type.String(),
        channelId: Type.String(),
        sponsorshipId: Type.String({ format: 'uuid' }),
        type: Type.String({
          description: `The sponsorship type: ${SPONSORSHIP_TYPES.slice(0, -1).join(', ')} or ${SPONSORSHIP_TYPES.at(-1)}`,
        }),
        new: Type.Boolean({ description: 'The video had no sponsorship of the brand before the scan' }),
      }),
    ),
    summary: Type.Object({
      scanned: Type.Integer({
        minimum: 0,
        description: 'Videos of the scan batches finished (after a cancel: fewer than the directory holds)',
      }),
      videos: Count,
      newVideos: Count,
      creators: Count,
      newCreators: Count,
    }),
  },
  { title: 'BrandDiscoveryOutput' },
);

export const brandDiscovery = {
  name: BRAND_DISCOVERY_KIND,
  description: 'Scan every video in the directory for a brand and record the sponsorships found, with evidence.',
  output: BrandDiscoveryOutput,
  input: Type.Object({ brandId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
  async validate(db, input) {
    const r = await sql`select 1 from brands where id = ${input.brandId}::uuid`.execute(db);
    if (!r.rows.length) {
      throw new ApiError('unprocessable', `input.brandId names no brand (${input.brandId}).`, [
        { path: 'body.input.brandId', message: 'no such brand' },
      ]);
    }
  },
} satisfies KindDeclaration<BrandDiscoveryInput, Static<typeof BrandDiscoveryOutput>>;

/** The kind with detection's services (runtime.ts wires them). */
export function brandDiscoveryKind(
  deps: DetectionServices,
): OperationKind<BrandDiscoveryInput, Static<typeof BrandDiscoveryOutput>> {
  return { ...brandDiscovery, run: (input, ctx) => discoverBrand(input, ctx, deps) };
}

async function discoverBrand(
  input: BrandDiscoveryInput,
  ctx: RunContext,
  deps: DetectionServices,
): Promise<Static<typeof BrandDiscoveryOutput>> {
  const db = ctx.db;
  const brand = (
    await sql<{
      name: string;
      domains: string[];
      shorteners: string[];
    }>`select name, domains, shorteners from brands where id = ${input.brandId}::uuid`.execute(db)
  ).rows[0];
  if (!brand) throw new OperationFailure('not_found', `The brand ${input.brandId} no longer exists.`);
  let cp = ctx.checkpoint as Checkpoint | null;
  if (!cp) {
    const total = Number((await sql<{ n: number }>`select count(*)::int as n from videos`.execute(db)).rows[0].n);
    const known = await sql<{
      channel_id: string;
    }>`select channel_id from creator_brand_stats where brand_id = ${input.brandId}::uuid`.execute(db);
    cp = { after: '', scanned: 0, total, knownCreators: known.rows.map((r) => r.channel_id), found: [] };
  }
  // With short-link expansion on, the short links already known to lead to the brand are candidates too.
  const viaShortLinks = deps.shortLinks ? await shortLinksLeadingTo(db, brand.domains) : [];
  const patterns = [
    ...new Set(
      [...brand.domains, ...brand.shorteners, brand.name, ...viaShortLinks]
        .map((p) => p.toLowerCase())
        .filter((p) => p.length >= 3),
    ),
  ].map((p) => `%${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const catalog = new CatalogCache(db);
  const seen = new Set(cp.found.map((f) => f.videoId));
  try {
    await scan(cp);
  } catch (err) {
    // Canceled: what the finished detection batches found stands (each wrote its sponsorships already).
    if (!ctx.canceled()) throw err;
  }
  return outputOf(db, input.brandId, brand.name, cp);

  async function scan(cp: Checkpoint) {
    for (;;) {
      await ctx.checkpointNow();
      const batch = await sql<{ video_id: string; hit: boolean }>`
      select video_id, (lower(title) like any(${patterns}::text[]) or lower(description) like any(${patterns}::text[])
        or coalesce(lower(transcript::text), '') like any(${patterns}::text[])) as hit
      from videos where video_id > ${cp.after} order by video_id limit ${SCAN_BATCH}`.execute(db);
      if (!batch.rows.length) break;
      const candidates = batch.rows.filter((r) => r.hit).map((r) => r.video_id);
      if (candidates.length) {
        const before = new Set(
          (
            await sql<{
              video_id: string;
            }>`select video_id from sponsorships where brand_id = ${input.brandId}::uuid and video_id = any(${candidates}::text[])`.execute(
              db,
            )
          ).rows.map((r) => r.video_id),
        );
        await detectInBatches(db, catalog, candidates, {
          ...detectionServices(deps),
          signal: ctx.signal,
          // A cancel is seen between detection batches, not only between scan batches of 5,000 videos (the scan
          // took a checkpoint just before the first).
          beforeBatch: (index) => (index > 0 ? ctx.checkpointNow() : Promise.resolve()),
          checkpoint: ctx.checkpointNow,
          onBatch: (r) => {
            for (const [videoId, list] of r.sponsorships) {
              for (const s of list) {
                if (s.brandId !== input.brandId || seen.has(videoId)) continue;
                seen.add(videoId);
                cp.found.push({
                  videoId,
                  channelId: s.channelId,
                  sponsorshipId: s.id,
                  type: s.type,
                  new: !before.has(videoId),
                });
              }
            }
          },
        });
      }
      cp.after = batch.rows[batch.rows.length - 1].video_id;
      cp.scanned += batch.rows.length;
      await ctx.progress(
        {
          current: Math.min(cp.scanned, Math.max(cp.total, cp.scanned)),
          total: Math.max(cp.total, cp.scanned),
          phase: 'scanning',
          message: `${cp.found.length} sponsored videos so far`,
        },
        cp,
      );
    }
  }
}

/** The output over what the scan found so far: all of it on success, the finished batches' after a cancel. */
async function outputOf(
  db: RunContext['db'],
  brandId: string,
  brandName: string,
  cp: Checkpoint,
): Promise<Static<typeof BrandDiscoveryOutput>> {
  const known = new Set(cp.knownCreators);
  const byCreator = new Map<string, { channelId: string; videos: number; new: boolean }>();
  for (const f of cp.found) {
    const c = byCreator.get(f.channelId) ?? { channelId: f.channelId, videos: 0, new: !known.has(f.channelId) };
    c.videos++;
    byCreator.set(f.channelId, c);
  }
  const titles = new Map(
    (
      await sql<{
        channel_id: string;
        title: string | null;
        handle: string | null;
      }>`select channel_id, title, handle from creators where channel_id = any(${[...byCreator.keys()]}::text[])`.execute(
        db,
      )
    ).rows.map((r) => [r.channel_id, r]),
  );
  const creators = [...byCreator.values()]
    .map((c) => ({
      channelId: c.channelId,
      title: titles.get(c.channelId)?.title ?? null,
      handle: titles.get(c.channelId)?.handle ?? null,
      videoCount: c.videos,
      new: c.new,
    }))
    .sort((a, b) => b.videoCount - a.videoCount || a.channelId.localeCompare(b.channelId));
  return {
    brandId,
    brandName,
    creators,
    videos: cp.found,
    summary: {
      scanned: cp.scanned,
      videos: cp.found.length,
      newVideos: cp.found.filter((f) => f.new).length,
      creators: creators.length,
      newCreators: creators.filter((c) => c.new).length,
    },
  };
}
