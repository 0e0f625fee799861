// The API shapes of discovery (OpenAPI schemas): the policy, a run, a candidate, the candidates' query and parameters
// (the HTTP routes' and the MCP tools'); and the rows they are made from.
import { Type, type Static } from '@fastify/type-provider-typebox';
import { listQuery, Nullable, Timestamp, Uuid } from '../schemas.js';
import {
  CANDIDATE_STATUSES,
  CATEGORY_IDS,
  REGIONS,
  RUN_STATUSES,
  SOURCE_KINDS,
  SPEND_KINDS,
  type SourceKind,
  type SpendKind,
} from './codes.js';

export { CANDIDATE_STATUSES, CATEGORY_IDS, REGIONS, RUN_STATUSES, SOURCE_KINDS, SPEND_KINDS };
export type { SourceKind, SpendKind } from './codes.js';

const Units = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });

export const DiscoveryPolicy = Type.Object(
  {
    enabled: Type.Boolean({ description: `Runs start by themselves every DISCOVERY_INTERVAL_MINUTES` }),
    regions: Type.Array(Type.String({ enum: REGIONS }), {
      maxItems: 50,
      uniqueItems: true,
      description: 'ISO 3166-1 alpha-2 codes: the charts read, and the countries a channel may declare',
    }),
    categoryIds: Type.Array(Type.String({ enum: CATEGORY_IDS }), {
      maxItems: 32,
      uniqueItems: true,
      description: "YouTube video categories of the charts read (empty: every category's chart)",
    }),
    languages: Type.Optional(
      Type.Array(Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$', maxLength: 35 }), {
        maxItems: 50,
        uniqueItems: true,
        description: "Languages a channel's declared default language may be (left out or empty: any)",
      }),
    ),
    minSubscribers: Type.Integer({ minimum: 0, maximum: 10_000_000_000 }),
    maxTrackedChannels: Type.Integer({
      minimum: 0,
      maximum: 100_000,
      description: 'autoTrack tracks the best-scored candidates until the account tracks this many discovered channels',
    }),
    dailyUnits: Type.Integer({
      minimum: 0,
      maximum: 1_000_000_000,
      description: "YouTube units the account's runs may spend a quota day",
    }),
    autoTrack: Type.Boolean(),
    seeds: Type.Object(
      {
        keywords: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 }),
        brands: Type.Array(Uuid, { maxItems: 50, uniqueItems: true }),
        channels: Type.Array(Type.String({ pattern: '^UC[A-Za-z0-9_-]{22}$' }), { maxItems: 200, uniqueItems: true }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, title: 'DiscoveryPolicy' },
);
export type DiscoveryPolicyValue = Static<typeof DiscoveryPolicy>;

export const DEFAULT_POLICY: Required<DiscoveryPolicyValue> = {
  enabled: false,
  regions: [],
  categoryIds: [],
  languages: [],
  minSubscribers: 10_000,
  maxTrackedChannels: 50,
  dailyUnits: 5_000,
  autoTrack: false,
  seeds: { keywords: [], brands: [], channels: [] },
};

const UnitsBySource = Type.Object(
  Object.fromEntries(SPEND_KINDS.map((k) => [k, Units])) as Record<SpendKind, typeof Units>,
);

export const DiscoveryRun = Type.Object(
  {
    id: Uuid,
    status: Type.String({ enum: [...RUN_STATUSES] }),
    createdAt: Timestamp,
    startedAt: Nullable(Timestamp),
    completedAt: Nullable(Timestamp),
    resumesAt: Nullable(Timestamp),
    scheduled: Type.Boolean({ description: 'Started by the schedule of an enabled policy, not by a client' }),
    units: Type.Integer({ description: "The run's budget" }),
    unitsSpent: Units,
    unitsBySource: UnitsBySource,
    candidatesFound: Units,
    candidatesScored: Units,
    channelsTracked: Units,
    error: Nullable(Type.Object({ code: Type.String(), message: Type.String() })),
  },
  { title: 'DiscoveryRun' },
);

export const Candidate = Type.Object(
  {
    channelId: Type.String(),
    title: Nullable(Type.String()),
    handle: Nullable(Type.String()),
    subscriberCount: Nullable(Type.Integer()),
    country: Nullable(Type.String()),
    foundAt: Timestamp,
    sources: Type.Array(Type.Object({ kind: Type.String({ enum: [...SOURCE_KINDS] }), ref: Type.String() })),
    sample: Nullable(
      Type.Object({
        videosChecked: Units,
        sponsoredVideos: Units,
        brands: Type.Array(Type.Object({ brandId: Type.String(), name: Type.String(), count: Units })),
      }),
    ),
    score: Nullable(Type.Number()),
    status: Type.String({ enum: [...CANDIDATE_STATUSES] }),
  },
  { title: 'DiscoveryCandidate' },
);

/** GET /v1/discovery/candidates query (also the list-discovery-candidates tool's arguments). */
export const CandidateListQuery = Type.Object(
  {
    cursor: listQuery.cursor,
    limit: listQuery.limit,
    status: Type.Optional(Type.String({ enum: [...CANDIDATE_STATUSES] })),
    order: Type.Optional(Type.String({ enum: ['-score', '-subscriberCount', '-foundAt'], default: '-score' })),
  },
  { additionalProperties: false },
);

export const CandidateParams = Type.Object({ channelId: Type.String({ pattern: '^UC[A-Za-z0-9_-]{22}$' }) });

export interface RunRow {
  id: string;
  account_id: string;
  units: number;
  units_spent: number;
  units_by_source: Record<SpendKind, number>;
  candidates_found: number;
  candidates_scored: number;
  channels_tracked: number;
  scheduled: boolean;
  created_at: Date;
  op_status: 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';
  op_phase: string | null;
  op_resumes_at: string | null;
  started_at: Date | null;
  completed_at: Date | null;
  error: { code: string; message: string } | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function runJson(r: RunRow) {
  const waiting = r.op_status === 'queued' && r.op_phase === 'waiting-for-quota';
  return {
    id: r.id,
    status: waiting
      ? 'waiting-for-quota'
      : r.op_status === 'canceled'
        ? 'failed'
        : (r.op_status as 'queued' | 'running' | 'succeeded' | 'failed'),
    createdAt: iso(r.created_at)!,
    startedAt: iso(r.started_at),
    completedAt: iso(r.completed_at),
    resumesAt: waiting ? iso(r.op_resumes_at) : null,
    scheduled: r.scheduled,
    units: r.units,
    unitsSpent: r.units_spent,
    unitsBySource: Object.fromEntries(SPEND_KINDS.map((k) => [k, Number(r.units_by_source?.[k] ?? 0)])) as Record<
      SpendKind,
      number
    >,
    candidatesFound: r.candidates_found,
    candidatesScored: r.candidates_scored,
    channelsTracked: r.channels_tracked,
    error: r.error,
  };
}

export interface CandidateRow {
  channel_id: string;
  title: string | null;
  handle: string | null;
  subscriber_count: string | number | null;
  country: string | null;
  found_at: Date;
  sources: { kind: SourceKind; ref: string }[];
  sample: {
    videosChecked: number;
    sponsoredVideos: number;
    brands: { brandId: string; name: string; count: number }[];
  } | null;
  score: number | null;
  status: (typeof CANDIDATE_STATUSES)[number];
}

export function candidateJson(r: CandidateRow) {
  return {
    channelId: r.channel_id,
    title: r.title,
    handle: r.handle,
    subscriberCount: r.subscriber_count === null ? null : Number(r.subscriber_count),
    country: r.country,
    foundAt: iso(r.found_at)!,
    sources: r.sources,
    sample: r.sample,
    score: r.score === null ? null : Number(r.score),
    status: r.status,
  };
}
