// Tracked channels: POST /v1/tracked-channels (track), GET /v1/tracked-channels[/{id}], PATCH /v1/tracked-channels/{id}
// (pause, resume), DELETE /v1/tracked-channels/{id} (stop tracking), POST /v1/tracked-channels/{id}/sync (sync now), and GET /v1/tracking/quota (today's YouTube budget).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { keyOf } from '../auth.js';
import type { AppContext } from '../context.js';
import { authErrors, Problem } from '../schemas.js';
import { listOf, Timestamp, Uuid } from '../../schemas.js';
import { TrackChannelBody, TrackedChannel, TrackedChannelListQuery } from '../../tracking/present.js';
import {
  listTrackedChannelsPage,
  quotaToday,
  readTrackedChannel,
  syncTrackedChannel,
  trackChannel,
  untrackChannel,
  updateTrackedChannel,
} from '../../tracking/service.js';

/** PATCH /v1/tracked-channels/{id} body: the fields to change; those left out keep their value. */
export const UpdateTrackedChannelBody = Type.Object(
  {
    status: Type.Optional(
      Type.Union([Type.Literal('active'), Type.Literal('paused')], {
        description:
          'paused: the schedule skips the channel and sync-now is refused; active: resume (also retries a failed channel)',
      }),
    ),
  },
  { additionalProperties: false },
);

const quotaUse = (of: string, budget: string) => ({
  used: Type.Integer({ description: `Units spent today by ${of}` }),
  budget: Type.Integer({ description: budget }),
  remaining: Type.Integer({ description: 'budget - used, at least 0' }),
  exhausted: Type.Boolean({ description: 'Nothing more can be spent until the reset (used equals the budget)' }),
});

export const QuotaToday = Type.Object(
  {
    day: Type.String({ description: "YouTube's quota day (Pacific time), YYYY-MM-DD" }),
    used: Type.Integer({
      description: 'The same as service.used (kept for clients written before the account shares)',
    }),
    budget: Type.Integer({ description: 'The same as service.budget (YOUTUBE_DAILY_QUOTA)' }),
    exhausted: Type.Boolean({ description: 'The same as service.exhausted' }),
    resetsAt: Timestamp,
    account: Type.Object(
      quotaUse(
        "the asking account's calls (its syncs, its tracking, its detection's fetches)",
        "The account's share a day: YOUTUBE_ACCOUNT_DAILY_UNITS",
      ),
      { additionalProperties: false },
    ),
    service: Type.Object(
      {
        ...quotaUse('every account and process', 'YOUTUBE_DAILY_QUOTA'),
        exhaustedByYoutube: Type.Boolean({
          description: 'YouTube answered quotaExceeded today: nothing more is spent until the reset',
        }),
      },
      { additionalProperties: false },
    ),
  },
  { title: 'YoutubeQuota' },
);

export const trackingRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/tracked-channels',
      {
        config: { scope: 'tracking:write' },
        schema: {
          tags: ['Tracked channels'],
          summary: 'Track a YouTube channel: the service keeps its uploads and their sponsorships current',
          body: TrackChannelBody,
          response: {
            200: TrackedChannel,
            201: TrackedChannel,
            ...authErrors,
            409: Problem,
            422: Problem,
            503: Problem,
          },
        },
      },
      async (request, reply) => {
        const { record, created } = await trackChannel(ctx, keyOf(request).account.id, request.body);
        return reply
          .code(created ? 201 : 200)
          .header('location', `/v1/tracked-channels/${record.id}`)
          .send(record);
      },
    );

    app.get(
      '/tracked-channels',
      {
        config: { scope: 'tracking:read' },
        schema: {
          tags: ['Tracked channels'],
          summary: "Your account's tracked channels, newest first",
          querystring: TrackedChannelListQuery,
          response: { 200: listOf(TrackedChannel), ...authErrors },
        },
      },
      async (request) => listTrackedChannelsPage(ctx, keyOf(request).account.id, request.query),
    );

    app.get(
      '/tracked-channels/:id',
      {
        config: { scope: 'tracking:read' },
        schema: {
          tags: ['Tracked channels'],
          summary: 'A tracked channel: its last sync, its next one, and the sync in progress',
          params: Type.Object({ id: Uuid }),
          response: { 200: TrackedChannel, ...authErrors, 404: Problem },
        },
      },
      async (request) => readTrackedChannel(ctx.db, keyOf(request).account.id, request.params.id),
    );

    app.patch(
      '/tracked-channels/:id',
      {
        config: { scope: 'tracking:write' },
        schema: {
          tags: ['Tracked channels'],
          summary: 'Pause or resume a tracked channel',
          params: Type.Object({ id: Uuid }),
          body: UpdateTrackedChannelBody,
          response: { 200: TrackedChannel, ...authErrors, 404: Problem, 422: Problem },
        },
      },
      async (request) => updateTrackedChannel(ctx, keyOf(request).account.id, request.params.id, request.body),
    );

    app.delete(
      '/tracked-channels/:id',
      {
        config: { scope: 'tracking:write' },
        schema: {
          tags: ['Tracked channels'],
          summary: 'Stop tracking a channel (the directory keeps what it learned); answers the record as it was',
          params: Type.Object({ id: Uuid }),
          response: { 200: TrackedChannel, ...authErrors, 404: Problem },
        },
      },
      async (request) => untrackChannel(ctx.db, keyOf(request).account.id, request.params.id),
    );

    app.post(
      '/tracked-channels/:id/sync',
      {
        config: { scope: 'tracking:write' },
        schema: {
          tags: ['Tracked channels'],
          summary: 'Sync a tracked channel now',
          params: Type.Object({ id: Uuid }),
          response: {
            202: Type.Object({ operationId: Uuid, trackedChannel: TrackedChannel }),
            ...authErrors,
            404: Problem,
            409: Problem,
            422: Problem,
          },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await syncTrackedChannel(ctx, keyOf(request).account.id, request.params.id)),
    );

    app.get(
      '/tracking/quota',
      {
        config: { scope: 'tracking:read' },
        schema: {
          tags: ['Tracked channels'],
          summary: "Today's YouTube Data API budget: the account's share and the service's, shared by every process",
          response: { 200: QuotaToday, ...authErrors, 422: Problem },
        },
      },
      async (request) => quotaToday(ctx, keyOf(request).account.id),
    );
  };
