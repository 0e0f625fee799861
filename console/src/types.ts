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
  Operation,
  Page,
  Problem as ApiProblemBody,
  Scope,
  SponsorshipDetail,
  SponsorshipOrder,
  SponsorshipSummary,
  SponsorshipType,
  TrackedChannel,
  VideoDetail,
  VideoOrder,
  VideoSummary,
  YoutubeQuota,
  // Lookup, batches and similar brands.
  SimilarBrands,
} from '../../src/sdk/types';
import type { ApiKey, SponsorshipQuery } from '../../src/sdk/types';

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
  servedFromCache: boolean;
  error: string | null;
  fileName: string | null;
  completedAt: string | null;
  createdAt: string;
  downloadUrl: string | null;
}

/** The sponsorships list's filters: its query without the paging and the order (a watch's `filters`). */
export type SponsorshipFilters = Omit<SponsorshipQuery, 'cursor' | 'limit' | 'order'>;
