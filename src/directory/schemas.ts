// The directory's resources, each list's query and filters and each detail's params, written once: the list and detail endpoints, the MCP tools,
// the export datasets (their filters) and the operation kinds (a sponsorship's detail) all use these.
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { listQuery, Timestamp, Uuid } from '../schemas.js';
import { brandFilterProperties, brandItemProperties, brandOrderNames } from './fields/brands.js';
import { creatorFilterProperties, creatorItemProperties, creatorOrderNames } from './fields/creators.js';
import {
  sponsorshipFilterProperties,
  sponsorshipItemProperties,
  sponsorshipOrderNames,
} from './fields/sponsorships.js';
import { ChannelId, Confidence, NInt, NString, NTimestamp, SponsorshipType } from './fields/types.js';
import { videoFilterProperties, videoItemProperties, videoOrderNames } from './fields/videos.js';

export {
  ChannelId,
  Confidence,
  Platform,
  ProcessingState,
  SPONSORSHIP_TYPES,
  SponsorshipType,
  VideoFormat,
  type SponsorshipTypeName,
} from './fields/types.js';
export const VideoId = Type.String({ minLength: 1, maxLength: 256 });

/**
 * Each list's own filters and date ranges (besides cursor, limit and order): the query of its list endpoint and the
 * filters of an export.
 */
export const listFilters = {
  creators: creatorFilterProperties,
  videos: videoFilterProperties,
  brands: brandFilterProperties,
  sponsorships: sponsorshipFilterProperties,
};

/**
 * The orders each list can be read in, the default first: a field name, descending when it starts with `-`, ties
 * broken by the resource's id in the same direction. Each is an index (migration 016). Exports keep the default.
 */
export const LIST_ORDERS = {
  sponsorships: sponsorshipOrderNames,
  creators: creatorOrderNames,
  brands: brandOrderNames,
  videos: videoOrderNames,
};
export type OrderName<L extends keyof typeof LIST_ORDERS> = (typeof LIST_ORDERS)[L][number];

/** The `order` query parameter of a list. */
export const orderParameter = <L extends keyof typeof LIST_ORDERS>(list: L) =>
  Type.Optional(
    Type.Enum([...LIST_ORDERS[list]] as OrderName<L>[], {
      type: 'string',
      default: LIST_ORDERS[list][0],
      description: `The order of the rows (default ${LIST_ORDERS[list][0]}): a field, descending when it starts with -; ties by id, nulls last`,
    }),
  );

// Each list's query and each detail's path parameters: the HTTP querystring and params, and the arguments of the MCP
// search and get tools.
export const CreatorListQuery = Type.Object(
  { cursor: listQuery.cursor, limit: listQuery.limit, ...listFilters.creators, order: orderParameter('creators') },
  { additionalProperties: false },
);
export const CreatorParams = Type.Object({ channelId: ChannelId });

export const VideoListQuery = Type.Object(
  { cursor: listQuery.cursor, limit: listQuery.limit, ...listFilters.videos, order: orderParameter('videos') },
  { additionalProperties: false },
);
export const VideoParams = Type.Object({ videoId: VideoId });

export const BrandListQuery = Type.Object(
  { cursor: listQuery.cursor, limit: listQuery.limit, ...listFilters.brands, order: orderParameter('brands') },
  { additionalProperties: false },
);
export const BrandParams = Type.Object({ id: Uuid });

export const SponsorshipListQuery = Type.Object(
  {
    cursor: listQuery.cursor,
    limit: listQuery.limit,
    ...listFilters.sponsorships,
    order: orderParameter('sponsorships'),
  },
  { additionalProperties: false },
);
export const SponsorshipParams = Type.Object({ id: Uuid });

export const ByType = Type.Array(Type.Object({ type: SponsorshipType, sponsorshipCount: Type.Integer() }));

export const CreatorSummary = Type.Object(creatorItemProperties, { title: 'CreatorSummary' });

export const CreatorDetail = Type.Object(
  {
    ...CreatorSummary.properties,
    avatarUrl: NString,
    videoCount: Type.Integer(),
    processedVideoCount: Type.Integer(),
    topBrands: Type.Array(
      Type.Object({
        brandId: Type.String(),
        brandName: Type.String(),
        brandDomain: NString,
        sponsorshipCount: Type.Integer(),
        lastSponsorshipAt: NTimestamp,
      }),
    ),
    sponsorshipsByType: ByType,
  },
  { title: 'CreatorDetail' },
);

export const VideoSummary = Type.Object(videoItemProperties, { title: 'VideoSummary' });

export const VideoSponsorshipEntry = Type.Object({
  id: Uuid,
  type: SponsorshipType,
  detectedAt: Timestamp,
  brandId: Uuid,
  brandName: Type.String(),
  brandDomain: NString,
  domainWasResearched: Type.Boolean(),
  confidence: Confidence,
});

export const Chapter = Type.Object({ title: Type.String(), timeRangeStartMillis: Type.Integer() });

export const VideoDetail = Type.Object(
  {
    ...VideoSummary.properties,
    description: Type.String(),
    uploadDate: Type.String({ description: 'YYYY-MM-DD (UTC)' }),
    category: NString,
    hasCaptions: Type.Boolean(),
    isPrivate: Type.Boolean(),
    isUnlisted: Type.Boolean(),
    isMemberOnly: Type.Boolean(),
    defaultVideoLanguageCode: NString,
    aiSummary: NString,
    keywords: Type.Array(Type.String()),
    chapters: Type.Array(Chapter),
    sponsorships: Type.Array(VideoSponsorshipEntry),
  },
  { title: 'VideoDetail' },
);

export const BrandSummary = Type.Object(brandItemProperties, { title: 'BrandSummary' });

export const BrandDetail = Type.Object(
  {
    ...BrandSummary.properties,
    topCreators: Type.Array(
      Type.Object({
        channelId: Type.String(),
        channelTitle: NString,
        avatarUrl: NString,
        sponsorshipCount: Type.Integer(),
        lastSponsorshipAt: NTimestamp,
      }),
    ),
    topAgencies: Type.Array(
      Type.Object({ agencyId: Uuid, agencyName: Type.String(), videoCount: Type.Integer(), lastSeenAt: NTimestamp }),
    ),
    sponsorshipsByType: ByType,
  },
  { title: 'BrandDetail' },
);

export const SponsorshipSummary = Type.Object(sponsorshipItemProperties, { title: 'SponsorshipSummary' });

export const EVIDENCE_EXCERPT_MAX = 300;
/** One link of an evidence candidate and the named resolver that read it to the brand (docs/detection.md §9). */
export const LinkResolution = Type.Object({
  url: Type.String({ description: "One of the candidate's urls" }),
  resolver: Type.String({
    description:
      'The resolver that read the link to the brand: own-domain, brand-referral, store-link-host, ' +
      'network-advertiser-label, network-query, network-path, short-link-expansion, short-link-path, ' +
      'country-domain, name-in-domain, store-named-beside-link, item-label, disclosed-store or named-in-sentence; ' +
      'more may come',
  }),
  key: Type.Optional(Type.String({ description: 'network-query: the query key the destination was read from' })),
  destination: Type.Optional(
    Type.String({
      description: 'network-query, network-path, short-link-expansion: the URL the link was read to',
    }),
  ),
  then: Type.Optional(Type.String({ description: 'The resolver that read destination to the brand' })),
});
export const EvidenceCandidate = Type.Object({
  name: Type.String(),
  source: Type.String({ description: 'url, description, chapter, transcript or redirect' }),
  urls: Type.Array(Type.String()),
  excerpt: Type.Optional(
    Type.String({
      maxLength: EVIDENCE_EXCERPT_MAX,
      description:
        'A description or transcript candidate: the line of its strongest statement, cut on word boundaries with … where text was left out',
    }),
  ),
  offsetMillis: Type.Optional(
    Type.Integer({ minimum: 0, description: 'A transcript candidate: where its segment starts in the video' }),
  ),
  resolutions: Type.Optional(
    Type.Array(LinkResolution, {
      description:
        'A url candidate, and a transcript candidate with links: how each of its urls was read to the brand, one ' +
        'per url in the order of urls (absent on sponsorships detected before it was kept)',
    }),
  ),
});
export const Evidence = Type.Object({
  candidates: Type.Array(EvidenceCandidate),
  chapters: Type.Array(Chapter),
});

export const SponsorshipDetail = Type.Object(
  {
    ...SponsorshipSummary.properties,
    videoThumbnailUrl: NString,
    likeCount: NInt,
    commentCount: NInt,
    channelTitle: NString,
    channelAvatarUrl: NString,
    evidenceAvailable: Type.Boolean(),
    evidence: Evidence,
  },
  { title: 'SponsorshipDetail' },
);

// Lookup, batches and similar brands: the HTTP routes, the MCP tools and the SDK read these.

/** Ids a batch read takes at most. */
export const BATCH_MAX_IDS = 100;
const batchIds = (id: typeof ChannelId | typeof VideoId, what: string) =>
  Type.Array(id, {
    minItems: 1,
    maxItems: BATCH_MAX_IDS,
    uniqueItems: true,
    description: `1 to ${BATCH_MAX_IDS} distinct ${what}; the answer keeps their order`,
  });
export const CreatorBatchBody = Type.Object(
  { ids: batchIds(ChannelId, 'channel ids') },
  { additionalProperties: false, title: 'CreatorBatchRequest' },
);
export const VideoBatchBody = Type.Object(
  { ids: batchIds(VideoId, 'video ids') },
  { additionalProperties: false, title: 'VideoBatchRequest' },
);
const batchOf = <T extends TSchema>(item: T, title: string) =>
  Type.Object(
    {
      data: Type.Array(item, { description: 'The details found, in the order the ids were given' }),
      missing: Type.Array(Type.String(), { description: 'The ids given that name nothing, in their order' }),
    },
    { title },
  );
export const CreatorBatch = batchOf(CreatorDetail, 'CreatorBatch');
export const VideoBatch = batchOf(VideoDetail, 'VideoBatch');

export const CreatorLookupQuery = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: 2048,
      description:
        'A YouTube channel URL (https://www.youtube.com/@name, /channel/UC…, /c/name; scheme, www. or m., trailing path and query optional), a handle (@name, any case) or a channel id (UC…)',
    }),
  },
  { additionalProperties: false },
);

export const SIMILAR_BRANDS_MAX = 50;
export const SimilarBrandsQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SIMILAR_BRANDS_MAX, default: 10 })) },
  { additionalProperties: false },
);
export const SimilarBrand = Type.Object(
  {
    ...BrandSummary.properties,
    score: Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'Creator overlap, each shared creator weighted by how few brands it works with',
    }),
    sharedCreators: Type.Integer({ description: 'Creators sponsored by both brands' }),
    sharedCreatorSamples: Type.Array(Type.Object({ channelId: Type.String(), title: NString, handle: NString }), {
      description: 'Up to five shared creators, the most telling (fewest other brands) first',
    }),
  },
  { title: 'SimilarBrand' },
);
export const SimilarBrands = Type.Object(
  { data: Type.Array(SimilarBrand, { description: 'Best first' }) },
  { title: 'SimilarBrands' },
);
