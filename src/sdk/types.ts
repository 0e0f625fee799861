// The API's resources as TypeScript types, for consumers of the client (no runtime code, no server imports).
// src/http/sdkTypes.check.ts checks at compile time that each one equals the schema the server validates and documents.

export type Platform = 'youtube' | 'instagram' | 'tiktok';
export type VideoFormat = 'video' | 'short';
export type ProcessingState = 'not-processed' | 'processing' | 'processed';
export type SponsorshipType = 'Integration' | 'Dedicated' | 'Affiliate' | 'Free Product';
/** The kinds clients start (the server's list: operations/kinds/index.ts; http/sdkTypes.check.ts keeps them equal). */
export type OperationKind = 'sponsor-detection' | 'brand-discovery' | 'influencer-similar';
export type OperationStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';
export type Scope =
  | 'data:read'
  | 'operations:write'
  | 'operations:read'
  | 'exports:write'
  | 'exports:read'
  | 'tracking:write'
  | 'tracking:read'
  | 'watches:write'
  | 'watches:read'
  | 'keys:write';

export interface PageMeta {
  nextCursor: string | null;
  hasMore: boolean;
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

export interface ByType {
  type: SponsorshipType;
  sponsorshipCount: number;
}

export interface CreatorSummary {
  channelId: string;
  platform: Platform;
  handle: string | null;
  title: string | null;
  subscriberCount: number | null;
  shorteners: string[];
  sponsorshipCount: number;
  brandCount: number;
  lastSponsorshipAt: string | null;
  updatedAt: string;
}

export interface CreatorDetail extends CreatorSummary {
  avatarUrl: string | null;
  videoCount: number;
  processedVideoCount: number;
  topBrands: {
    brandId: string;
    brandName: string;
    brandDomain: string | null;
    sponsorshipCount: number;
    lastSponsorshipAt: string | null;
  }[];
  sponsorshipsByType: ByType[];
}

export interface VideoSummary {
  videoId: string;
  title: string;
  platform: Platform;
  format: VideoFormat;
  thumbnailUrl: string | null;
  publishedAt: string;
  durationSeconds: number | null;
  viewCount: number | null;
  includesPaidPromotionFlag: boolean;
  isLiveContent: boolean;
  processingRequestedAt: string | null;
  processingState: ProcessingState;
  hasTranscript: boolean;
  channelId: string;
  channelTitle: string | null;
  channelHandle: string | null;
  channelAvatarUrl: string | null;
  /** When a sync of a tracked channel found the video deleted or private (null while available). */
  unavailableSince: string | null;
}

export interface Chapter {
  title: string;
  timeRangeStartMillis: number;
}

export interface VideoDetail extends VideoSummary {
  description: string;
  uploadDate: string;
  category: string | null;
  hasCaptions: boolean;
  isPrivate: boolean;
  isUnlisted: boolean;
  isMemberOnly: boolean;
  defaultVideoLanguageCode: string | null;
  aiSummary: string | null;
  keywords: string[];
  chapters: Chapter[];
  sponsorships: {
    id: string;
    type: SponsorshipType;
    detectedAt: string;
    brandId: string;
    brandName: string;
    brandDomain: string | null;
    domainWasResearched: boolean;
    /** How sure the detection is, 0 to 1. */
    confidence: number;
  }[];
}

export interface BrandSummary {
  id: string;
  name: string;
  domains: string[];
  shorteners: string[];
  referralLinks: string[];
  parentCompanyName: string | null;
  kind: string | null;
  marketplaceGroup: string | null;
  sponsorshipCount: number;
  creatorCount: number;
  lastSponsorshipAt: string | null;
  updatedAt: string;
  agencyId: string | null;
}

export interface BrandDetail extends BrandSummary {
  topCreators: {
    channelId: string;
    channelTitle: string | null;
    avatarUrl: string | null;
    sponsorshipCount: number;
    lastSponsorshipAt: string | null;
  }[];
  topAgencies: { agencyId: string; agencyName: string; videoCount: number; lastSeenAt: string | null }[];
  sponsorshipsByType: ByType[];
}

export interface SponsorshipSummary {
  id: string;
  detectedAt: string;
  type: SponsorshipType;
  brandId: string;
  brandName: string;
  brandDomain: string | null;
  brandKind: string | null;
  domainWasResearched: boolean;
  /** How sure the detection is, 0 to 1 (the detector's score adjusted by what lowers it). */
  confidence: number;
  channelId: string;
  creator: string | null;
  channelHandle: string | null;
  videoId: string;
  videoTitle: string;
  videoPlatform: Platform;
  videoFormat: VideoFormat;
  publishedAt: string;
  durationSeconds: number | null;
  viewCount: number | null;
}

export interface SponsorshipDetail extends SponsorshipSummary {
  videoThumbnailUrl: string | null;
  likeCount: number | null;
  commentCount: number | null;
  channelTitle: string | null;
  channelAvatarUrl: string | null;
  evidenceAvailable: boolean;
  evidence: { candidates: EvidenceCandidate[]; chapters: Chapter[] };
}

/** One source of a sponsorship's evidence: url, description, chapter, transcript or redirect. */
export interface EvidenceCandidate {
  name: string;
  source: string;
  urls: string[];
  /** description and transcript candidates: the words found (at most 300 characters, cut with …). */
  excerpt?: string;
  /** transcript candidates: where the segment of those words starts, in milliseconds. */
  offsetMillis?: number;
  /** url candidates (and transcript ones with links): how each url was read to the brand, in the order of urls. */
  resolutions?: LinkResolution[];
}

/** One link of a candidate and the named resolver that read it to the brand (`own-domain`, `network-query`, …). */
export interface LinkResolution {
  url: string;
  resolver: string;
  /** network-query: the query key the destination was read from (`murl`). */
  key?: string;
  /** network-query, network-path, short-link-expansion: the URL the link was read to. */
  destination?: string;
  /** The resolver that read `destination` to the brand. */
  then?: string;
}

export interface Operation {
  id: string;
  kind: OperationKind;
  /** The operation's input, as accepted. */
  input: Record<string, unknown>;
  status: OperationStatus;
  progress: { current: number; total: number; percent: number; phase: string; message: string };
  /** `partial: true` when a canceled operation kept what it finished before the cancel. */
  result: { ref: string; partial?: true } | null;
  error: { code: string; message: string } | null;
  callback: {
    url: string;
    events: string[];
    payloadFormat: string;
    signingEnabled: boolean;
    /** Whether deliveries carry the Standard Webhooks headers beside X-Service-Signature. */
    standardWebhooks: boolean;
  } | null;
  cancelRequested: boolean;
  createdAt: string;
  startedAt: string | null;
  updatedAt: string;
  completedAt: string | null;
}

/** sponsor-detection: each requested video's outcome, with the sponsorships detected in it. */
export interface SponsorDetectionOutput {
  videos: {
    videoId: string;
    status: 'processed' | 'not-found' | 'unavailable' | 'failed';
    sponsorships: SponsorshipDetail[];
    /** Why the video was not processed (video_not_found, quota_exceeded, private…). */
    error?: { code: string; message: string };
  }[];
  summary: {
    requested: number;
    processed: number;
    notFound: number;
    unavailable: number;
    failed: number;
    sponsorships: number;
  };
}

/** brand-discovery: the videos and creators found sponsoring the brand; `new` when unknown before the scan. */
export interface BrandDiscoveryOutput {
  brandId: string;
  brandName: string;
  creators: { channelId: string; title: string | null; handle: string | null; videoCount: number; new: boolean }[];
  videos: { videoId: string; channelId: string; sponsorshipId: string; type: SponsorshipType; new: boolean }[];
  summary: { scanned: number; videos: number; newVideos: number; creators: number; newCreators: number };
}

/** influencer-similar: creators ranked by how alike their sponsorship profiles are, best first. */
export interface InfluencerSimilarOutput {
  channelId: string;
  creators: {
    channelId: string;
    title: string | null;
    handle: string | null;
    platform: Platform;
    subscriberCount: number | null;
    /** 0 to 1. */
    score: number;
    sharedBrands: { brandId: string; brandName: string }[];
    reasons: string[];
  }[];
}

export interface OperationOutputs {
  'sponsor-detection': SponsorDetectionOutput;
  'brand-discovery': BrandDiscoveryOutput;
  'influencer-similar': InfluencerSimilarOutput;
}

/** GET /v1/operations/{id}/result: the same wrapper for every kind; `kind` tells which output follows. */
export type OperationResult<K extends OperationKind = OperationKind> = {
  [P in K]: {
    operationId: string;
    kind: P;
    completedAt: string;
    /** Present (true) when the operation was canceled: the output covers what it finished before the cancel. */
    partial?: true;
    output: OperationOutputs[P];
  };
}[K];

export interface CallbackDelivery {
  id: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'succeeded' | 'abandoned';
  attemptCount: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastHttpStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
  attempts: {
    attempt: number;
    startedAt: string;
    durationMs: number;
    httpStatus: number | null;
    error: string | null;
  }[];
}

export interface CallbackRequest {
  /** HTTPS only; no credentials or query; public addresses only. */
  url: string;
  events?: ('progress' | 'terminal')[];
  /** Enables X-Service-Signature; 32 to 256 characters, write-only. */
  secret?: string;
  payloadFormat?: 'event' | 'session-message';
  /** Also send the Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature); needs secret. */
  standardWebhooks?: boolean;
  authorization?: { type: 'bearer'; token: string };
}

export interface StartOperationRequest {
  kind: OperationKind;
  input: Record<string, unknown>;
  callback?: CallbackRequest;
}

export interface ListParams {
  cursor?: string;
  limit?: number;
  search?: string;
}
/** The orders of each list, the default first (`-` is descending; ties by id, nulls last). */
export type SponsorshipOrder = '-detectedAt' | '-publishedAt' | '-viewCount';
export type CreatorOrder = '-subscriberCount' | '-sponsorshipCount' | '-lastSponsorshipAt';
export type BrandOrder = 'name' | '-sponsorshipCount' | '-lastSponsorshipAt';
export type VideoOrder = '-publishedAt' | '-viewCount';
export interface CreatorQuery extends ListParams {
  platform?: Platform;
  order?: CreatorOrder;
}
export interface VideoQuery extends ListParams {
  channelId?: string;
  platform?: Platform;
  format?: VideoFormat;
  processingState?: ProcessingState;
  /** ISO 8601; `…After` is inclusive, `…Before` exclusive. */
  publishedAfter?: string;
  publishedBefore?: string;
  order?: VideoOrder;
}
export interface BrandQuery extends ListParams {
  order?: BrandOrder;
}
export interface SponsorshipQuery extends ListParams {
  channelId?: string;
  brandId?: string;
  brandDomain?: string;
  type?: SponsorshipType;
  /** Only sponsorships at least this sure (0 to 1, inclusive). */
  minConfidence?: number;
  /** ISO 8601; `…After` is inclusive, `…Before` exclusive. */
  detectedAfter?: string;
  detectedBefore?: string;
  publishedAfter?: string;
  publishedBefore?: string;
  order?: SponsorshipOrder;
}
export interface OperationQuery {
  cursor?: string;
  limit?: number;
  status?: OperationStatus;
  kind?: OperationKind;
}

/** The account a key acts for: the same shape in /v1/me and in API-key records. */
export interface Account {
  id: string;
  name: string;
}

/** GET /v1/me: the API key in use. */
export interface Me {
  keyId: string;
  name: string;
  scopes: Scope[];
  account: Account;
  expiresAt: string | null;
  createdAt: string;
}

/** An API key's record (`/v1/api-keys`); the key itself appears only in the response that created it. */
export interface ApiKey {
  id: string;
  name: string;
  /** The first characters of the key, to recognise it. */
  prefix: string;
  scopes: Scope[];
  account: Account;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  status: 'active' | 'revoked' | 'expired';
}

/** An RFC 9457 problem+json body, as every error response carries. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  requestId: string;
  errors?: { path: string; message: string }[];
}

/** What a tracked channel's last sync did. */
export interface LastSync {
  startedAt: string;
  completedAt: string | null;
  videosSeen: number;
  videosNew: number;
  videosUpdated: number;
  sponsorshipsFound: number;
  quotaUnits: number;
  error: { code: string; message: string } | null;
}

/** A YouTube channel the account asked the service to keep current (`/v1/tracked-channels`). */
export interface TrackedChannel {
  id: string;
  channelId: string;
  platform: 'youtube';
  handle: string | null;
  title: string | null;
  status: 'active' | 'paused' | 'failed';
  createdAt: string;
  lastSyncedAt: string | null;
  nextSyncAt: string;
  lastSync: LastSync | null;
  /** The sync in progress: queued, running, or waiting for the daily YouTube quota (until resumesAt). */
  sync: {
    operationId: string | null;
    state: 'queued' | 'running' | 'waiting-for-quota';
    resumesAt: string | null;
  } | null;
}

/** POST /v1/tracked-channels: a channel id (UC…), a handle (@name) or a channel URL; backfill: uploads of the first sync. */
export interface TrackChannelRequest {
  channel: string;
  backfill?: number | 'all';
}

/** PATCH /v1/tracked-channels/{id}: the fields to change (those left out keep their value). */
export interface UpdateTrackedChannelRequest {
  status?: 'active' | 'paused';
}

export interface TrackedChannelQuery {
  cursor?: string;
  limit?: number;
  status?: 'active' | 'paused' | 'failed';
}

/** One budget's day in GET /v1/tracking/quota. */
export interface YoutubeQuotaUse {
  used: number;
  budget: number;
  remaining: number;
  /** Nothing more can be spent until the reset. */
  exhausted: boolean;
}

/**
 * GET /v1/tracking/quota: today's YouTube Data API budget: the asking account's share (YOUTUBE_ACCOUNT_DAILY_UNITS)
 * and the service's (YOUTUBE_DAILY_QUOTA), shared by every process. The top-level used, budget and exhausted are the
 * service's, kept for clients written before the shares.
 */
export interface YoutubeQuota {
  day: string;
  used: number;
  budget: number;
  exhausted: boolean;
  resetsAt: string;
  account: YoutubeQuotaUse;
  service: YoutubeQuotaUse & { exhaustedByYoutube: boolean };
}

// Discovery.

/** GET/PUT /v1/discovery: the account's policy for finding channels on YouTube (disabled by default). */
export interface DiscoveryPolicy {
  /** Runs start by themselves every DISCOVERY_INTERVAL_MINUTES. */
  enabled: boolean;
  /** ISO 3166-1 alpha-2 codes: the charts read, and the countries a channel may declare. */
  regions: string[];
  /** YouTube video categories of the charts read (empty: every category). */
  categoryIds: string[];
  /** A channel's declared default language must be one of these (left out or empty: any; GET always has it). */
  languages?: string[];
  minSubscribers: number;
  maxTrackedChannels: number;
  /** YouTube units the account's runs may spend a quota day. */
  dailyUnits: number;
  autoTrack: boolean;
  seeds: { keywords: string[]; brands: string[]; channels: string[] };
}

export type DiscoverySpendKind = 'chart' | 'featured' | 'mention' | 'search' | 'sample' | 'resolve';

/** A discovery run (`/v1/discovery/runs`). */
export interface DiscoveryRun {
  id: string;
  status: 'queued' | 'running' | 'waiting-for-quota' | 'succeeded' | 'failed';
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /** While waiting for the quota: when the daily quota resets. */
  resumesAt: string | null;
  /** Started by the schedule of an enabled policy. */
  scheduled: boolean;
  /** The run's budget. */
  units: number;
  unitsSpent: number;
  unitsBySource: Record<DiscoverySpendKind, number>;
  candidatesFound: number;
  candidatesScored: number;
  channelsTracked: number;
  error: { code: string; message: string } | null;
}

export type CandidateStatus = 'new' | 'scored' | 'tracked' | 'rejected' | 'below-threshold';

/** A channel discovery found for the account (`/v1/discovery/candidates`). */
export interface DiscoveryCandidate {
  channelId: string;
  title: string | null;
  handle: string | null;
  subscriberCount: number | null;
  country: string | null;
  foundAt: string;
  sources: { kind: 'chart' | 'featured' | 'mention' | 'search' | 'brand'; ref: string }[];
  sample: {
    videosChecked: number;
    sponsoredVideos: number;
    brands: { brandId: string; name: string; count: number }[];
  } | null;
  /** Share of sampled videos with a sponsorship × log10(1 + mean views of the sample); null before sampling. */
  score: number | null;
  status: CandidateStatus;
}

export interface DiscoveryCandidateQuery {
  cursor?: string;
  limit?: number;
  status?: CandidateStatus;
  order?: '-score' | '-subscriberCount' | '-foundAt';
}

export interface StartDiscoveryRunRequest {
  /** At most what is left of the policy's dailyUnits today (the default). */
  units?: number;
}

// Lookup, batches and similar brands.

/** What POST /v1/creators/batch and /v1/videos/batch answer: the details found in the order asked, and the rest. */
export interface BatchResult<T> {
  data: T[];
  missing: string[];
}

export interface SimilarBrandsQuery {
  /** 1 to 50 (default 10). */
  limit?: number;
}

export interface SharedCreatorSample {
  channelId: string;
  title: string | null;
  handle: string | null;
}

export interface SimilarBrand extends BrandSummary {
  /** 0..1: creator overlap, each shared creator weighted by how few brands it works with. */
  score: number;
  sharedCreators: number;
  /** Up to five shared creators, the most telling first. */
  sharedCreatorSamples: SharedCreatorSample[];
}

export interface SimilarBrands {
  data: SimilarBrand[];
}

// Watches.

/** The changes a watch can be told of (`on`). */
export type WatchChange = 'created' | 'removed' | 'typeChanged';

/** A watch's filters: exactly the sponsorships list's filters; `{}` watches every sponsorship. */
export type WatchFilters = Omit<SponsorshipQuery, 'cursor' | 'limit' | 'order'>;

/** A watch's callback: an operation callback's fields but `events`. */
export type WatchCallbackRequest = Omit<CallbackRequest, 'events'>;

/** A standing question over the sponsorships list (`/v1/watches`), answered by signed events to its callback. */
export interface Watch {
  id: string;
  label: string | null;
  /** As accepted: date bounds as UTC instants. */
  filters: WatchFilters;
  on: WatchChange[];
  paused: boolean;
  /** The most sponsorships one event carries (1 to 100; an event also stays within 32 KiB). */
  maxBatch: number;
  /** Only the origin of the URL: the secret and the token are never shown again. */
  callback: {
    url: string;
    payloadFormat: 'event' | 'session-message';
    signingEnabled: boolean;
    /** Whether deliveries carry the Standard Webhooks headers beside X-Service-Signature. */
    standardWebhooks: boolean;
  };
  createdAt: string;
  updatedAt: string;
}

/** POST /v1/watches. `on` defaults to ["created"], `maxBatch` to 100. */
export interface CreateWatchRequest {
  label?: string;
  filters: WatchFilters;
  on?: WatchChange[];
  maxBatch?: number;
  callback: WatchCallbackRequest;
}

/** PATCH /v1/watches/{id}: the fields to change (those left out keep their value; `label: null` clears it). */
export interface UpdateWatchRequest {
  label?: string | null;
  filters?: WatchFilters;
  on?: WatchChange[];
  paused?: boolean;
  maxBatch?: number;
}

export interface WatchQuery {
  cursor?: string;
  limit?: number;
  /** Only paused (true) or only active (false) watches. */
  paused?: boolean;
}

/** GET /v1/watches/{id}/deliveries query. */
export interface WatchDeliveriesQuery {
  cursor?: string;
  limit?: number;
}

export type ExportDataset = 'sponsorships' | 'creators' | 'videos' | 'brands';
export type ExportFormat = 'csv' | 'jsonl' | 'json';
export type ExportStatus = 'pending' | 'running' | 'completed' | 'failed' | 'expired';

/** An export of a dataset to a file (`/v1/exports`). */
export interface Export {
  id: string;
  dataset: ExportDataset;
  label: string | null;
  /** The normalized filters of the dataset's list. */
  filters: Record<string, unknown>;
  format: ExportFormat;
  /**
   * CSV: whether cells starting with =, +, -, @, tab or CR were written as text (quoted, with a leading '), so that
   * spreadsheets do not run them; false when the values are as they are. Null for the JSON formats.
   */
  csvFormulaGuard: boolean | null;
  status: ExportStatus;
  rowCount: number | null;
  byteSize: number | null;
  sha256: string | null;
  servedFromCache: boolean;
  error: string | null;
  fileName: string;
  completedAt: string | null;
  createdAt: string;
  /** A signed link that needs no API key, valid until downloadUrlExpiresAt. */
  downloadUrl: string | null;
  downloadUrlExpiresAt: string | null;
  expiresAt: string | null;
}

/** POST /v1/exports. `format` defaults to csv, `csvFormulaGuard` to true. */
export interface StartExportRequest {
  dataset: ExportDataset;
  format?: ExportFormat;
  label?: string;
  /** CSV: false keeps every value as it is (for pandas, databases); true (default) guards spreadsheet users. */
  csvFormulaGuard?: boolean;
  filters?: Record<string, unknown>;
}

/** GET /v1/operations/{id}/deliveries query (the same page as a watch's deliveries). */
export type DeliveriesQuery = WatchDeliveriesQuery;
