// Compile-time only: each hand-written client type in types.ts must match the TypeBox schema the server validates
// and documents, field for field. `npm run typecheck` fails when one side changes without the other.
import type { Static } from '@fastify/type-provider-typebox';
import type { BrandDiscoveryOutput } from '../operations/kinds/brandDiscovery.js';
import type { InfluencerSimilarOutput } from '../operations/kinds/influencerSimilar.js';
import type { SponsorDetectionOutput } from '../operations/kinds/sponsorDetection.js';
import type { PublicKindName } from '../operations/kinds/index.js';
import type { ApiKey, Me } from './routes/keys.js';
import type { Delivery } from '../webhooks/present.js';
import type { Operation as OperationSchema, OperationResult, StartOperationBody } from '../operations/present.js';
import type { QuotaToday, UpdateTrackedChannelBody } from './routes/trackedChannels.js';
import type { TrackChannelBody, TrackedChannel } from '../tracking/present.js';
import type { Candidate, CandidateListQuery, DiscoveryPolicy, DiscoveryRun } from '../discovery/present.js';
import type { StartRunBody } from './routes/discovery.js';
import type { CreateWatchBody, UpdateWatchBody, Watch, WatchListQuery } from '../watches/present.js';
import type { Export as ExportSchema, StartExportBody } from '../exports/present.js';
import type * as S from '../directory/schemas.js';
import type { Problem } from './schemas.js';
import type * as T from '../sdk/types.js';

/** Both types accept exactly the same values (same keys; a client type may name an enum the schema keeps as string). */
type Same<A, B> = [A] extends [B]
  ? [keyof A] extends [keyof B]
    ? [keyof B] extends [keyof A]
      ? true
      : false
    : false
  : false;
type Check<X extends true> = X;

/** The same union of string literals, either way round. */
type SameUnion<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type Checks = [
  Check<SameUnion<T.OperationKind, PublicKindName>>,
  Check<Same<T.CreatorSummary, Static<typeof S.CreatorSummary>>>,
  Check<Same<Static<typeof S.CreatorSummary>, T.CreatorSummary>>,
  Check<Same<T.CreatorDetail, Static<typeof S.CreatorDetail>>>,
  Check<Same<Static<typeof S.CreatorDetail>, T.CreatorDetail>>,
  Check<Same<T.VideoSummary, Static<typeof S.VideoSummary>>>,
  Check<Same<Static<typeof S.VideoSummary>, T.VideoSummary>>,
  Check<Same<T.VideoDetail, Static<typeof S.VideoDetail>>>,
  Check<Same<Static<typeof S.VideoDetail>, T.VideoDetail>>,
  Check<Same<T.BrandSummary, Static<typeof S.BrandSummary>>>,
  Check<Same<Static<typeof S.BrandSummary>, T.BrandSummary>>,
  Check<Same<T.BrandDetail, Static<typeof S.BrandDetail>>>,
  Check<Same<Static<typeof S.BrandDetail>, T.BrandDetail>>,
  Check<Same<T.SponsorshipSummary, Static<typeof S.SponsorshipSummary>>>,
  Check<Same<Static<typeof S.SponsorshipSummary>, T.SponsorshipSummary>>,
  Check<Same<T.SponsorshipDetail, Static<typeof S.SponsorshipDetail>>>,
  Check<Same<Static<typeof S.SponsorshipDetail>, T.SponsorshipDetail>>,
  Check<Same<T.Problem, Static<typeof Problem>>>,
  Check<Same<T.Me, Static<typeof Me>>>,
  Check<Same<Static<typeof Me>, T.Me>>,
  Check<Same<T.ApiKey, Static<typeof ApiKey>>>,
  Check<Same<Static<typeof ApiKey>, T.ApiKey>>,
  Check<Same<T.SponsorDetectionOutput, Static<typeof SponsorDetectionOutput>>>,
  Check<Same<Static<typeof SponsorDetectionOutput>, T.SponsorDetectionOutput>>,
  // One way only: the server keeps some enums as plain strings (status) or objects (input); the client names them.
  Check<Same<T.Operation, Static<typeof OperationSchema>>>,
  Check<Same<T.CallbackDelivery, Static<typeof Delivery>>>,
  Check<Same<T.StartOperationRequest, Static<typeof StartOperationBody>>>,
  Check<Same<T.OperationResult, Static<typeof OperationResult>>>,
  Check<Same<T.BrandDiscoveryOutput, Static<typeof BrandDiscoveryOutput>>>,
  Check<Same<T.InfluencerSimilarOutput, Static<typeof InfluencerSimilarOutput>>>,
  Check<Same<T.CreatorQuery, Static<typeof S.CreatorListQuery>>>,
  Check<Same<T.VideoQuery, Static<typeof S.VideoListQuery>>>,
  Check<Same<T.SponsorshipQuery, Static<typeof S.SponsorshipListQuery>>>,
  Check<Same<T.BrandQuery, Static<typeof S.BrandListQuery>>>,
  Check<Same<T.TrackedChannel, Static<typeof TrackedChannel>>>,
  Check<Same<T.TrackChannelRequest, Static<typeof TrackChannelBody>>>,
  Check<Same<Static<typeof TrackChannelBody>, T.TrackChannelRequest>>,
  Check<Same<T.UpdateTrackedChannelRequest, Static<typeof UpdateTrackedChannelBody>>>,
  Check<Same<Static<typeof UpdateTrackedChannelBody>, T.UpdateTrackedChannelRequest>>,
  Check<Same<T.YoutubeQuota, Static<typeof QuotaToday>>>,
  Check<Same<T.DiscoveryPolicy, Static<typeof DiscoveryPolicy>>>,
  Check<Same<Static<typeof DiscoveryPolicy>, T.DiscoveryPolicy>>,
  Check<Same<T.DiscoveryRun, Static<typeof DiscoveryRun>>>,
  Check<Same<T.DiscoveryCandidate, Static<typeof Candidate>>>,
  Check<Same<T.DiscoveryCandidateQuery, Static<typeof CandidateListQuery>>>,
  Check<Same<T.StartDiscoveryRunRequest, Static<typeof StartRunBody>>>,
  Check<Same<Static<typeof StartRunBody>, T.StartDiscoveryRunRequest>>,
  Check<Same<Static<typeof QuotaToday>, T.YoutubeQuota>>,
  // Lookup, batches and similar brands.
  Check<Same<T.BatchResult<T.CreatorDetail>, Static<typeof S.CreatorBatch>>>,
  Check<Same<Static<typeof S.CreatorBatch>, T.BatchResult<T.CreatorDetail>>>,
  Check<Same<T.BatchResult<T.VideoDetail>, Static<typeof S.VideoBatch>>>,
  Check<Same<Static<typeof S.VideoBatch>, T.BatchResult<T.VideoDetail>>>,
  Check<Same<T.SimilarBrand, Static<typeof S.SimilarBrand>>>,
  Check<Same<Static<typeof S.SimilarBrand>, T.SimilarBrand>>,
  Check<Same<T.SimilarBrands, Static<typeof S.SimilarBrands>>>,
  Check<Same<T.SimilarBrandsQuery, Static<typeof S.SimilarBrandsQuery>>>,
  Check<Same<Static<typeof S.SimilarBrandsQuery>, T.SimilarBrandsQuery>>,
  // Watches.
  Check<Same<T.Watch, Static<typeof Watch>>>,
  Check<Same<T.WatchFilters, Static<typeof Watch>['filters']>>,
  Check<Same<Static<typeof Watch>['filters'], T.WatchFilters>>,
  Check<Same<T.CreateWatchRequest, Static<typeof CreateWatchBody>>>,
  Check<Same<Static<typeof CreateWatchBody>, T.CreateWatchRequest>>,
  Check<Same<T.UpdateWatchRequest, Static<typeof UpdateWatchBody>>>,
  Check<Same<Static<typeof UpdateWatchBody>, T.UpdateWatchRequest>>,
  Check<Same<T.WatchQuery, Static<typeof WatchListQuery>>>,
  Check<Same<Static<typeof WatchListQuery>, T.WatchQuery>>,
  // Exports (one way: the server keeps dataset, format and status as plain strings; the client names them).
  Check<Same<T.Export, Static<typeof ExportSchema>>>,
  Check<Same<T.StartExportRequest, Static<typeof StartExportBody>>>,
];
