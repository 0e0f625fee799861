// The MCP tools: each one a thin adapter over the same domain function as its HTTP route, with the route's TypeBox
// schema as its JSON input schema (so limits, enums and cursors are the HTTP API's; both take it from the domain
// module that owns the resource), a scope, and an output schema for its structured result. Adding a tool is one
// entry in TOOLS.
import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import {
  readBatch,
  readCreatorLookup,
  readDetail,
  readListPage,
  readSimilarBrands,
  type DirectoryDeps,
  type ListName,
} from '../directory/reads.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { requireExport, startExport, type ExportDeps } from '../exports/service.js';
import { Export, ExportParams, exportJson, StartExportBody } from '../exports/present.js';
import { ApiError } from '../errors.js';
import {
  BrandDetail,
  BrandListQuery,
  BrandParams,
  BrandSummary,
  CreatorBatch,
  CreatorBatchBody,
  CreatorDetail,
  CreatorListQuery,
  CreatorLookupQuery,
  CreatorParams,
  CreatorSummary,
  SimilarBrands,
  SimilarBrandsQuery,
  VideoBatch,
  VideoBatchBody,
  SponsorshipDetail,
  SponsorshipListQuery,
  SponsorshipParams,
  SponsorshipSummary,
  VideoDetail,
  VideoListQuery,
  VideoParams,
  VideoSummary,
} from '../directory/schemas.js';
import { brandDeclaration } from '../directory/fields/brands.js';
import { creatorDeclaration } from '../directory/fields/creators.js';
import { describeQuery } from '../directory/fields/list.js';
import { describeSponsorshipQuery } from '../directory/fields/sponsorships.js';
import { videoDeclaration } from '../directory/fields/videos.js';
import { listOf, Nullable } from '../schemas.js';
import { Candidate, CandidateListQuery, CandidateParams, DiscoveryPolicy, DiscoveryRun } from '../discovery/present.js';
import { getPolicy, listCandidatesPage, listRunsPage, trackCandidate } from '../discovery/service.js';
import { TrackChannelBody, TrackedChannel, TrackedChannelListQuery } from '../tracking/present.js';
import { listTrackedChannelsPage, trackChannel, type TrackingDeps } from '../tracking/service.js';
import {
  CreateWatchBody,
  UpdateWatchBody,
  Watch,
  WatchDeliveriesQuery,
  WatchListQuery,
  WatchParams,
} from '../watches/present.js';
import {
  changeWatch,
  createWatch,
  listWatchesPage,
  readWatch,
  removeWatch,
  watchDeliveriesPage,
  type WatchDeps,
} from '../watches/service.js';
import type { Config } from '../config.js';
import type { Scope } from '../keys/apiKeys.js';
import {
  IdempotencyKey,
  Operation,
  OperationListQuery,
  OperationParams,
  DeliveriesQuery,
  operationJson,
  OperationResult,
  StartOperationBody,
} from '../operations/present.js';
import { Delivery } from '../webhooks/present.js';
import {
  cancelOwnOperation,
  listOperationsPage,
  operationDeliveriesPage,
  operationResult,
  requireOperation,
  startOperation,
  type OperationDeps,
} from '../operations/service.js';

export interface ToolContext extends DirectoryDeps, OperationDeps, ExportDeps, TrackingDeps {
  cursors: CursorCodec;
  config: ExportDeps['config'] & Pick<Config, 'maxWatchesPerAccount' | 'discoveryIntervalMs'>;
}

/** What the watch services need, as the HTTP routes give it (http/routes/watches.ts watchDeps). */
const watchDeps = (ctx: ToolContext): WatchDeps => ({
  db: ctx.db,
  cursors: ctx.cursors,
  services: ctx.services,
  maxWatches: ctx.config.maxWatchesPerAccount,
});

/** Who calls: the account and scopes of the API key the call was authenticated with. */
export interface Caller {
  accountId: string;
  scopes: readonly Scope[];
  /** What links in results (downloadUrl) start with: the HTTP API's origin (http/context.ts publicBase), or ''. */
  linkBase: string;
}

export interface Tool<S extends TSchema = TSchema> {
  name: string;
  title: string;
  /** One line an agent can act on: what it returns and when to use it. */
  description: string;
  scope: Scope;
  input: S;
  output: TSchema;
  readOnly: boolean;
  run(ctx: ToolContext, caller: Caller, args: Static<S>): Promise<Record<string, unknown>>;
}

const tool = <S extends TSchema>(t: Tool<S>): Tool => t as unknown as Tool;

const search = (name: string, title: string, list: ListName, input: TSchema, item: TSchema, description: string) =>
  tool({
    name,
    title,
    description,
    scope: 'data:read',
    input,
    output: listOf(item),
    readOnly: true,
    run: async (ctx, _caller, args) => JSON.parse(await readListPage(ctx, list, args as Record<string, unknown>)),
  });

const detail = <S extends TSchema>(
  name: string,
  title: string,
  list: ListName,
  input: S,
  idOf: (a: Static<S>) => string,
  output: TSchema,
  description: string,
) =>
  tool({
    name,
    title,
    description,
    scope: 'data:read',
    input,
    output,
    readOnly: true,
    run: async (ctx, _caller, args) => {
      const id = idOf(args);
      const json = await readDetail(ctx, list, id);
      if (json === null) throw new ApiError('not_found', `No ${list.slice(0, -1)} has the id ${JSON.stringify(id)}.`);
      return JSON.parse(json);
    },
  });

const StartOperationArgs = Type.Object(
  { ...StartOperationBody.properties, idempotencyKey: Type.Optional(IdempotencyKey) },
  { additionalProperties: false },
);

const PAGING = 'Pass meta.nextCursor back as cursor (same filters and order) for the next page.';

export const TOOLS: Tool[] = [
  search(
    'search-creators',
    'Search creators',
    'creators',
    CreatorListQuery,
    CreatorSummary,
    `Find creators (channels) by ${describeQuery(creatorDeclaration)}. ${PAGING}`,
  ),
  detail(
    'get-creator',
    'Get a creator',
    'creators',
    CreatorParams,
    (a) => a.channelId,
    CreatorDetail,
    'One creator by channelId, with its top brands and sponsorship counts by type.',
  ),
  search(
    'search-videos',
    'Search videos',
    'videos',
    VideoListQuery,
    VideoSummary,
    `Find videos by ${describeQuery(videoDeclaration)}. ${PAGING}`,
  ),
  detail(
    'get-video',
    'Get a video',
    'videos',
    VideoParams,
    (a) => a.videoId,
    VideoDetail,
    'One video by videoId, with its description, chapters and detected sponsorships.',
  ),
  search(
    'search-brands',
    'Search brands',
    'brands',
    BrandListQuery,
    BrandSummary,
    `Find brands by ${describeQuery(brandDeclaration)}. ${PAGING}`,
  ),
  detail(
    'get-brand',
    'Get a brand',
    'brands',
    BrandParams,
    (a) => a.id,
    BrandDetail,
    'One brand by id, with its domains, top creators, agencies and sponsorship counts by type.',
  ),
  search(
    'search-sponsorships',
    'Search sponsorships',
    'sponsorships',
    SponsorshipListQuery,
    SponsorshipSummary,
    `Find sponsorships by ${describeSponsorshipQuery()}. ${PAGING}`,
  ),
  detail(
    'get-sponsorship',
    'Get a sponsorship',
    'sponsorships',
    SponsorshipParams,
    (a) => a.id,
    SponsorshipDetail,
    'One sponsorship by id, with its evidence: the links and chapters it was detected from.',
  ),
  tool({
    name: 'start-operation',
    title: 'Start an operation',
    description:
      'Start sponsor-detection {videoYoutubeIds}, brand-discovery {brandId} or influencer-similar; add a callback ' +
      '(payloadFormat "session-message" with a bearer token) to be messaged when it ends, then call get-operation-result.',
    scope: 'operations:write',
    input: StartOperationArgs,
    output: Operation,
    readOnly: false,
    run: async (ctx, caller, { idempotencyKey, ...request }) => {
      const { operation } = await startOperation(ctx, caller.accountId, request, {
        idempotencyKey,
        inputPath: 'arguments.input',
      });
      return operationJson(operation);
    },
  }),
  tool({
    name: 'get-operation',
    title: 'Get an operation',
    description: 'Status and progress of one of your operations; result.ref is set once it has succeeded.',
    scope: 'operations:read',
    input: OperationParams,
    output: Operation,
    readOnly: true,
    run: async (ctx, caller, { id }) => operationJson(await requireOperation(ctx.db, caller.accountId, id)),
  }),
  tool({
    name: 'list-operations',
    title: 'List operations',
    description: `Your operations, newest first, optionally by status or kind. ${PAGING}`,
    scope: 'operations:read',
    input: OperationListQuery,
    output: listOf(Operation),
    readOnly: true,
    run: async (ctx, caller, args) => listOperationsPage(ctx, caller.accountId, args),
  }),
  tool({
    name: 'cancel-operation',
    title: 'Cancel an operation',
    description: 'Cancel one of your operations: a queued one at once, a running one at its next checkpoint.',
    scope: 'operations:write',
    input: OperationParams,
    output: Operation,
    readOnly: false,
    run: async (ctx, caller, { id }) => operationJson(await cancelOwnOperation(ctx, caller.accountId, id)),
  }),
  tool({
    name: 'get-operation-result',
    title: 'Get an operation result',
    description: 'The output of a succeeded operation, by the operation id (from a session message or get-operation).',
    scope: 'operations:read',
    input: OperationParams,
    output: OperationResult,
    readOnly: true,
    run: async (ctx, caller, { id }) => operationResult(ctx.db, caller.accountId, id),
  }),
  tool({
    name: 'list-deliveries',
    title: 'List callback deliveries',
    description:
      "An operation's callback deliveries with every attempt, newest first, a page at a time (cursor): whether the receiver got the event, or why not.",
    scope: 'operations:read',
    input: Type.Object(
      { ...OperationParams.properties, ...DeliveriesQuery.properties },
      { additionalProperties: false },
    ),
    output: listOf(Delivery),
    readOnly: true,
    run: async (ctx, caller, { id, ...query }) => operationDeliveriesPage(ctx, caller.accountId, id, query),
  }),
  tool({
    name: 'create-export',
    title: 'Export a dataset',
    description:
      'Export sponsorships, creators, videos or brands (csv, jsonl or json) with the list filters and date bounds; poll get-export until completed, then fetch downloadUrl (no key needed).',
    scope: 'exports:write',
    input: Type.Object(
      { ...StartExportBody.properties, idempotencyKey: Type.Optional(IdempotencyKey) },
      { additionalProperties: false },
    ),
    output: Export,
    readOnly: false,
    run: async (ctx, caller, { idempotencyKey, ...request }) =>
      exportJson(
        (await startExport(ctx, caller.accountId, request, { idempotencyKey, filtersPath: 'arguments.filters' }))
          .record,
        ctx.exports.links,
        caller.linkBase,
      ),
  }),
  tool({
    name: 'get-export',
    title: 'Get an export',
    description: 'One of your exports: status, row count, and once completed a signed downloadUrl valid for an hour.',
    scope: 'exports:read',
    input: ExportParams,
    output: Export,
    readOnly: true,
    run: async (ctx, caller, { id }) =>
      exportJson(await requireExport(ctx.db, caller.accountId, id), ctx.exports.links, caller.linkBase),
  }),
  tool({
    name: 'track-channel',
    title: 'Track a YouTube channel',
    description:
      'Keep a YouTube channel (handle @name, id UC…, or channel URL) current: its uploads and their sponsorships are synced now and every few hours; tracking it again returns the same record.',
    scope: 'tracking:write',
    input: TrackChannelBody,
    output: Type.Object({ ...TrackedChannel.properties, created: Type.Boolean() }),
    readOnly: false,
    run: async (ctx, caller, args) => {
      const { record, created } = await trackChannel(ctx, caller.accountId, args, { path: 'arguments' });
      return { ...record, created };
    },
  }),
  tool({
    name: 'list-tracked-channels',
    title: 'List tracked channels',
    description:
      "Your tracked channels, newest first, with each one's last sync (new videos, sponsorships found, quota used), next sync and status.",
    scope: 'tracking:read',
    input: TrackedChannelListQuery,
    output: listOf(TrackedChannel),
    readOnly: true,
    run: async (ctx, caller, query) => listTrackedChannelsPage(ctx, caller.accountId, query),
  }),
  // Discovery (issue 31).
  tool({
    name: 'get-discovery',
    title: "Read the account's discovery",
    description:
      'Your discovery policy (regions, categories, thresholds, dailyUnits, autoTrack, seeds) and your latest run (status, units spent by source, candidates found and scored, channels tracked); change the policy and start runs through PUT /v1/discovery and POST /v1/discovery/runs.',
    scope: 'tracking:read',
    input: Type.Object({}, { additionalProperties: false }),
    output: Type.Object({ policy: DiscoveryPolicy, latestRun: Nullable(DiscoveryRun) }),
    readOnly: true,
    run: async (ctx, caller) => ({
      policy: await getPolicy(ctx.db, caller.accountId),
      latestRun: (await listRunsPage(ctx, caller.accountId, { limit: 1 })).data[0] ?? null,
    }),
  }),
  tool({
    name: 'list-discovery-candidates',
    title: 'List discovery candidates',
    description:
      'Channels discovery found for you, best-scored first: where each was found, its sample (videos checked, sponsored, brands) and score; status new, scored, tracked, rejected or below-threshold.',
    scope: 'tracking:read',
    input: CandidateListQuery,
    output: listOf(Candidate),
    readOnly: true,
    run: async (ctx, caller, query) => listCandidatesPage(ctx, caller.accountId, query),
  }),
  tool({
    name: 'track-candidate',
    title: 'Track a discovery candidate',
    description:
      'Track a candidate (by its channel id) as track-channel would: its uploads and sponsorships are synced now and kept current; tracking it again returns the same record.',
    scope: 'tracking:write',
    input: CandidateParams,
    output: Type.Object({ ...TrackedChannel.properties, created: Type.Boolean() }),
    readOnly: false,
    run: async (ctx, caller, { channelId }) => {
      const { record, created } = await trackCandidate(ctx, caller.accountId, channelId);
      return { ...record, created };
    },
  }),
  // Lookup, batches and similar brands (issue 20).
  tool({
    name: 'lookup-creator',
    title: 'Look up a creator',
    description:
      'One creator by what you have: a YouTube channel URL (youtube.com/@name, /channel/UC…), a handle (@name, any case) or a channel id; the same detail as get-creator.',
    scope: 'data:read',
    input: CreatorLookupQuery,
    output: CreatorDetail,
    readOnly: true,
    run: async (ctx, _caller, { url }) => JSON.parse(await readCreatorLookup(ctx, url, 'arguments.url')),
  }),
  tool({
    name: 'get-creators',
    title: 'Get creators',
    description:
      'Up to 100 creators by channelId in one call: data (details, in the order asked) and missing (ids not found).',
    scope: 'data:read',
    input: CreatorBatchBody,
    output: CreatorBatch,
    readOnly: true,
    run: async (ctx, _caller, { ids }) => JSON.parse(await readBatch(ctx, 'creators', ids)),
  }),
  tool({
    name: 'get-videos',
    title: 'Get videos',
    description:
      'Up to 100 videos by videoId in one call: data (details with sponsorships, in the order asked) and missing.',
    scope: 'data:read',
    input: VideoBatchBody,
    output: VideoBatch,
    readOnly: true,
    run: async (ctx, _caller, { ids }) => JSON.parse(await readBatch(ctx, 'videos', ids)),
  }),
  tool({
    name: 'get-similar-brands',
    title: 'Get similar brands',
    description:
      'Brands whose sponsored creators overlap with a brand (by id), best first: score, sharedCreators and sample shared creators; niche shared creators count more.',
    scope: 'data:read',
    input: Type.Object(
      { ...BrandParams.properties, ...SimilarBrandsQuery.properties },
      { additionalProperties: false },
    ),
    output: SimilarBrands,
    readOnly: true,
    run: async (ctx, _caller, { id, limit }) => JSON.parse(await readSimilarBrands(ctx, id, limit ?? 10)),
  }),
  // Watches (issue 21).
  tool({
    name: 'create-watch',
    title: 'Watch sponsorships',
    description:
      'Be told when a sponsorship matching the sponsorships list filters appears (or, with on, is removed or retyped): signed service.sponsorship.*.v1 events, batched, to your callback.',
    scope: 'watches:write',
    input: CreateWatchBody,
    output: Watch,
    readOnly: false,
    run: async (ctx, caller, args) => createWatch(watchDeps(ctx), caller.accountId, args, { path: 'arguments' }),
  }),
  tool({
    name: 'list-watches',
    title: 'List watches',
    description: `Your watches, newest first, optionally only the paused (or active) ones. ${PAGING}`,
    scope: 'watches:read',
    input: WatchListQuery,
    output: listOf(Watch),
    readOnly: true,
    run: async (ctx, caller, query) => listWatchesPage(watchDeps(ctx), caller.accountId, query),
  }),
  tool({
    name: 'get-watch',
    title: 'Get a watch',
    description:
      'One of your watches by id: its filters, the changes it hears of, whether paused, its callback origin.',
    scope: 'watches:read',
    input: WatchParams,
    output: Watch,
    readOnly: true,
    run: async (ctx, caller, { id }) => readWatch(ctx.db, caller.accountId, id),
  }),
  tool({
    name: 'update-watch',
    title: 'Change a watch',
    description:
      "Change a watch's label, filters, changes (on) or maxBatch, or pause (paused true) and resume it; fields left out keep their value.",
    scope: 'watches:write',
    input: Type.Object({ ...WatchParams.properties, ...UpdateWatchBody.properties }, { additionalProperties: false }),
    output: Watch,
    readOnly: false,
    run: async (ctx, caller, { id, ...changes }) =>
      changeWatch(watchDeps(ctx), caller.accountId, id, changes, { path: 'arguments' }),
  }),
  tool({
    name: 'delete-watch',
    title: 'Delete a watch',
    description: 'Delete one of your watches: no more events; its waiting events and delivery records go with it.',
    scope: 'watches:write',
    input: WatchParams,
    output: Watch,
    readOnly: false,
    run: async (ctx, caller, { id }) => removeWatch(ctx.db, caller.accountId, id),
  }),
  tool({
    name: 'list-watch-deliveries',
    title: "List a watch's deliveries",
    description:
      "A watch's event deliveries with every attempt, newest first, a page at a time (cursor): whether your callback got each event, or why not.",
    scope: 'watches:read',
    input: Type.Object(
      { ...WatchParams.properties, ...WatchDeliveriesQuery.properties },
      { additionalProperties: false },
    ),
    output: listOf(Delivery),
    readOnly: true,
    run: async (ctx, caller, { id, ...query }) => watchDeliveriesPage(watchDeps(ctx), caller.accountId, id, query),
  }),
];
