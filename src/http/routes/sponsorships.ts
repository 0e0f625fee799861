// GET /v1/sponsorships and GET /v1/sponsorships/{id}
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { sendDetail, sendPage } from '../context.js';
import { ApiError } from '../../errors.js';
import { authErrors, Problem } from '../schemas.js';
import {
  SponsorshipDetail,
  SponsorshipListQuery,
  SponsorshipParams,
  SponsorshipSummary,
} from '../../directory/schemas.js';
import { listOf } from '../../schemas.js';

export const sponsorshipRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/sponsorships',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Sponsorships'],
          summary: 'List sponsorships, newest detection first (or by publication or views); date ranges',
          querystring: SponsorshipListQuery,
          response: { 200: listOf(SponsorshipSummary), ...authErrors },
        },
      },
      async (request, reply) => {
        await sendPage(reply, ctx, 'sponsorships', request.query);
        return reply;
      },
    );

    app.get(
      '/sponsorships/:id',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Sponsorships'],
          summary: 'Get a sponsorship with its evidence',
          params: SponsorshipParams,
          response: { 200: SponsorshipDetail, ...authErrors, 404: Problem },
        },
      },
      async (request, reply) => {
        const sent = await sendDetail(reply, ctx, 'sponsorships', request.params.id);
        if (!sent) throw new ApiError('not_found', `No sponsorship has the id ${request.params.id}.`);
        return reply;
      },
    );
  };
