// GET /v1/sponsorships and GET /v1/sponsorships/{id}
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getSponsorship, listSponsorships } from '../../directory/sponsorships.js';
import type { AppContext } from '../context.js';
import { sendDetail, sendPage } from '../context.js';
import { ApiError } from '../errors.js';
import { authErrors, listFilters, listOf, listQuery, Problem, SponsorshipDetail, SponsorshipSummary, Uuid } from '../schemas.js';

export const sponsorshipRoutes = (ctx: AppContext): FastifyPluginAsyncTypebox => async (app) => {
  app.get(
    '/sponsorships',
    {
      config: { scope: 'data:read' },
      schema: {
        tags: ['Sponsorships'],
        summary: 'List sponsorships, newest detection first',
        querystring: Type.Object({ cursor: listQuery.cursor, limit: listQuery.limit, ...listFilters.sponsorships }, { additionalProperties: false }),
        response: { 200: listOf(SponsorshipSummary), ...authErrors },
      },
    },
    async (request, reply) => {
      const { cursor, limit = 50, ...filters } = request.query;
      const after = cursor ? ctx.cursors.decode(cursor, 'sponsorships', filters, 2) : null;
      return sendPage(reply, ctx, 'sponsorships', filters, { cursor, limit }, () => listSponsorships(ctx.db, filters, limit, after));
    },
  );

  app.get(
    '/sponsorships/:id',
    {
      config: { scope: 'data:read' },
      schema: {
        tags: ['Sponsorships'],
        summary: 'Get a sponsorship with its evidence',
        params: Type.Object({ id: Uuid }),
        response: { 200: SponsorshipDetail, ...authErrors, 404: Problem },
      },
    },
    async (request, reply) => {
      const sent = await sendDetail(reply, ctx, `sponsorships:${request.params.id}`, () => getSponsorship(ctx.db, request.params.id));
      if (!sent) throw new ApiError('not_found', `No sponsorship has the id ${request.params.id}.`);
      return sent;
    },
  );
};
