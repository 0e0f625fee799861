// GET /v1/creators and GET /v1/creators/{channelId}
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getCreator, listCreators } from '../../directory/creators.js';
import type { AppContext } from '../context.js';
import { sendDetail, sendPage } from '../context.js';
import { ApiError } from '../errors.js';
import { authErrors, ChannelId, CreatorDetail, CreatorSummary, listFilters, listOf, listQuery, Problem } from '../schemas.js';

export const creatorRoutes = (ctx: AppContext): FastifyPluginAsyncTypebox => async (app) => {
  app.get(
    '/creators',
    {
      config: { scope: 'data:read' },
      schema: {
        tags: ['Creators'],
        summary: 'List creators, largest audience first',
        querystring: Type.Object({ cursor: listQuery.cursor, limit: listQuery.limit, ...listFilters.creators }, { additionalProperties: false }),
        response: { 200: listOf(CreatorSummary), ...authErrors },
      },
    },
    async (request, reply) => {
      const { cursor, limit = 50, ...filters } = request.query;
      const after = cursor ? ctx.cursors.decode(cursor, 'creators', filters, 2) : null;
      return sendPage(reply, ctx, 'creators', filters, { cursor, limit }, () => listCreators(ctx.db, filters, limit, after));
    },
  );

  app.get(
    '/creators/:channelId',
    {
      config: { scope: 'data:read' },
      schema: {
        tags: ['Creators'],
        summary: 'Get a creator with top brands and sponsorships by type',
        params: Type.Object({ channelId: ChannelId }),
        response: { 200: CreatorDetail, ...authErrors, 404: Problem },
      },
    },
    async (request, reply) => {
      const sent = await sendDetail(reply, ctx, `creators:${request.params.channelId}`, () => getCreator(ctx.db, request.params.channelId));
      if (!sent) throw new ApiError('not_found', `No creator has the channel id ${JSON.stringify(request.params.channelId)}.`);
      return sent;
    },
  );
};
