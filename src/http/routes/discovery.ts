// Discovery: GET/PUT /v1/discovery (the account's policy), POST/GET /v1/discovery/runs, GET /v1/discovery/runs/{id},
// GET /v1/discovery/candidates, POST /v1/discovery/candidates/{channelId}/track and …/reject.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { keyOf } from '../auth.js';
import type { AppContext } from '../context.js';
import { authErrors, Problem } from '../schemas.js';
import { listOf, listQuery, Uuid } from '../../schemas.js';
import {
  Candidate,
  CandidateListQuery,
  CandidateParams,
  DiscoveryPolicy,
  DiscoveryRun,
} from '../../discovery/present.js';
import {
  getPolicy,
  getRun,
  listCandidatesPage,
  listRunsPage,
  putPolicy,
  rejectCandidate,
  startRun,
  trackCandidate,
} from '../../discovery/service.js';
import { TrackedChannel } from '../../tracking/present.js';

/** POST /v1/discovery/runs body. */
export const StartRunBody = Type.Object(
  {
    units: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000_000,
        description: "The run's budget: at most what is left of the policy's dailyUnits today (the default)",
      }),
    ),
  },
  { additionalProperties: false },
);

export const RunListQuery = Type.Object(
  { cursor: listQuery.cursor, limit: listQuery.limit },
  { additionalProperties: false },
);

export const discoveryRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/discovery',
      {
        config: { scope: 'tracking:read' },
        schema: {
          tags: ['Discovery'],
          summary: "Your account's discovery policy (disabled by default)",
          response: { 200: DiscoveryPolicy, ...authErrors },
        },
      },
      async (request) => getPolicy(ctx.db, keyOf(request).account.id),
    );

    app.put(
      '/discovery',
      {
        config: { scope: 'tracking:write' },
        schema: {
          tags: ['Discovery'],
          summary: "Replace your account's discovery policy",
          body: DiscoveryPolicy,
          response: { 200: DiscoveryPolicy, ...authErrors },
        },
      },
      async (request) => putPolicy(ctx, keyOf(request).account.id, request.body),
    );

    app.post(
      '/discovery/runs',
      {
        config: { scope: 'tracking:write' },
        schema: {
          tags: ['Discovery'],
          summary: 'Start a discovery run: find, score and (autoTrack) track channels within a budget of units',
          body: StartRunBody,
          response: { 202: DiscoveryRun, ...authErrors, 409: Problem, 422: Problem },
        },
      },
      async (request, reply) => {
        const run = await startRun(ctx, keyOf(request).account.id, request.body);
        return reply.code(202).header('location', `/v1/discovery/runs/${run.id}`).send(run);
      },
    );

    app.get(
      '/discovery/runs',
      {
        config: { scope: 'tracking:read' },
        schema: {
          tags: ['Discovery'],
          summary: "Your account's discovery runs, newest first",
          querystring: RunListQuery,
          response: { 200: listOf(DiscoveryRun), ...authErrors },
        },
      },
      async (request) => listRunsPage(ctx, keyOf(request).account.id, request.query),
    );

    app.get(
      '/discovery/runs/:id',
      {
        config: { scope: 'tracking:read' },
        schema: {
          tags: ['Discovery'],
          summary: 'A discovery run: its status, units spent by source and what it found',
          params: Type.Object({ id: Uuid }),
          response: { 200: DiscoveryRun, ...authErrors, 404: Problem },
        },
      },
      async (request) => getRun(ctx.db, keyOf(request).account.id, request.params.id),
    );

    app.get(
      '/discovery/candidates',
      {
        config: { scope: 'tracking:read' },
        schema: {
          tags: ['Discovery'],
          summary: 'Channels discovery found for your account, best-scored first by default',
          querystring: CandidateListQuery,
          response: { 200: listOf(Candidate), ...authErrors },
        },
      },
      async (request) => listCandidatesPage(ctx, keyOf(request).account.id, request.query),
    );

    app.post(
      '/discovery/candidates/:channelId/track',
      {
        config: { scope: 'tracking:write' },
        schema: {
          tags: ['Discovery'],
          summary: 'Track a candidate as POST /v1/tracked-channels would',
          params: CandidateParams,
          response: {
            200: TrackedChannel,
            201: TrackedChannel,
            ...authErrors,
            404: Problem,
            422: Problem,
            503: Problem,
          },
        },
      },
      async (request, reply) => {
        const { record, created } = await trackCandidate(ctx, keyOf(request).account.id, request.params.channelId);
        return reply
          .code(created ? 201 : 200)
          .header('location', `/v1/tracked-channels/${record.id}`)
          .send(record);
      },
    );

    app.post(
      '/discovery/candidates/:channelId/reject',
      {
        config: { scope: 'tracking:write' },
        schema: {
          tags: ['Discovery'],
          summary: 'Reject a candidate: it is never proposed to your account again',
          params: CandidateParams,
          response: { 200: Candidate, ...authErrors, 404: Problem },
        },
      },
      async (request) => rejectCandidate(ctx.db, keyOf(request).account.id, request.params.channelId),
    );
  };
