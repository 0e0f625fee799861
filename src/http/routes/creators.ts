// GET /v1/creators and GET /v1/creators/{channelId}
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { sendDetail, sendPage } from '../context.js';
import { ApiError } from '../../errors.js';
import { authErrors, Problem } from '../schemas.js';
import { ChannelId, CreatorDetail, CreatorSummary, listFilters, orderParameter } from '../../directory/schemas.js';
import { listOf, listQuery } from '../../schemas.js';

/** The list's query: the HTTP querystring, and the arguments of the MCP search tool. */
export const CreatorListQuery = Type.Object(
  { cursor: listQuery.cursor, limit: listQuery.limit, ...listFilters.creators, order: orderParameter('creators') },
  { additionalProperties: false },
);
export const CreatorParams = Type.Object({ channelId: ChannelId });

export const creatorRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/creators',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Creators'],
          summary: 'List creators, largest audience first (or by sponsorships)',
          querystring: CreatorListQuery,
          response: { 200: listOf(CreatorSummary), ...authErrors },
        },
      },
      async (request, reply) => {
        await sendPage(reply, ctx, 'creators', request.query);
        return reply;
      },
    );

    app.get(
      '/creators/:channelId',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Creators'],
          summary: 'Get a creator with top brands and sponsorships by type',
          params: CreatorParams,
          response: { 200: CreatorDetail, ...authErrors, 404: Problem },
        },
      },
      async (request, reply) => {
        const sent = await sendDetail(reply, ctx, 'creators', request.params.channelId);
        if (!sent)
          throw new ApiError('not_found', `No creator has the channel id ${JSON.stringify(request.params.channelId)}.`);
        return reply;
      },
    );
  };
