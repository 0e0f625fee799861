// The resources the console shows: the API's own types from the published SDK (type-only, erased from the bundle),
// and the few the SDK does not describe.
export type {
  Account,
  ApiKey,
  BrandDetail,
  BrandOrder,
  BrandSummary,
  ByType,
  CallbackDelivery,
  Chapter,
  CreatorDetail,
  CreatorOrder,
  CreatorSummary,
  CandidateStatus,
  DiscoveryCandidate,
  LinkResolution,
  DiscoveryPolicy,
  DiscoveryRun,
  Operation,
  Page,
  Platform,
  Problem as ApiProblemBody,
  ProcessingState,
  Scope,
  SponsorshipDetail,
  SponsorshipOrder,
  SponsorshipSummary,
  SponsorshipType,
  TrackedChannel,
  VideoDetail,
  VideoFormat,
  VideoOrder,
  VideoSummary,
  YoutubeQuota,
  // Lookup, batches and similar brands.
  SimilarBrands,
} from '../../src/sdk/types';
import type { ApiKey, SponsorshipQuery, VideoQuery } from '../../src/sdk/types';

/** The response that created a key: the only one that carries the key itself. */
export type CreatedApiKey = ApiKey & { key: string };

/** An export's record (`/v1/exports`). */
export interface ExportRecord {
  id: string;
  dataset: string;
  label: string | null;
  filters: Record<string, unknown>;
  format: string;
  status: 'pending' | 'running' | 'completed' | 'failed' | 'expired';
  rowCount: number | null;
  byteSize: number | null;
  sha256: string | null;
  servedFromCache: boolean;
  error: string | null;
  fileName: string | null;
  completedAt: string | null;
  createdAt: string;
  downloadUrl: string | null;
}

/** The sponsorships list's filters: its query without the paging and the order (a watch's `filters`). */
export type SponsorshipFilters = Omit<SponsorshipQuery, 'cursor' | 'limit' | 'order'>;

/**
 * The filters of any directory list (an export's `filters`): the sponsorships list's and the videos list's (which
 * hold the creators' and the brands'), without the paging and the order.
 */
export type ListFilters = SponsorshipFilters & Omit<VideoQuery, 'cursor' | 'limit' | 'order'>;

/** A change to the sponsorships a watch selects that it can be told of. */
export type WatchChange = 'created' | 'removed' | 'typeChanged';

/**
 * A watch (`/v1/watches`). Kept identical to the `Watch` schema of src/watches/present.ts until the SDK's types
 * describe it; then it comes from there like the others.
 */
export interface Watch {
  id: string;
  label: string | null;
  /** As accepted: date bounds as UTC instants. */
  filters: SponsorshipFilters;
  on: WatchChange[];
  paused: boolean;
  maxBatch: number;
  /** Only the origin of the URL; the secret and the token are never shown again. */
  callback: {
    url: string;
    payloadFormat: 'event' | 'session-message';
    signingEnabled: boolean;
    standardWebhooks: boolean;
  };
  createdAt: string;
  updatedAt: string;
}
