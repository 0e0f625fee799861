// GET /v1/brands and GET /v1/brands/{id}
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getBrand, listBrands } from '../../directory/brands.js';
import type { AppContext } from '../context.js';
import { sendDetail, sendPage } from '../context.js';
import { ApiError } from '../errors.js';
import { authErrors, BrandDetail, BrandSummary, listFilters, listOf, listQuery, Problem, Uuid } from '../schemas.js';

export const brandRoutes = (ctx: AppContext): FastifyPluginAsyncTypebox => async (app) => {
  app.get(
    '/brands',
    {
      config: { scope: 'data:read' },
      schema: {
        tags: ['Brands'],
        summary: 'List brands by name; search matches names and domains',
        querystring: Type.Object({ cursor: listQuery.cursor, limit: listQuery.limit, ...listFilters.brands }, { additionalProperties: false }),
        response: { 200: listOf(BrandSummary), ...authErrors },
      },
    },
    async (request, reply) => {
      const { cursor, limit = 50, ...filters } = request.query;
      const after = cursor ? ctx.cursors.decode(cursor, 'brands', filters, 2) : null;
      return sendPage(reply, ctx, 'brands', filters, { cursor, limit }, () => listBrands(ctx.db, filters, limit, after));
    },
  );

  app.get(
    '/brands/:id',
    {
      config: { scope: 'data:read' },
      schema: {
        tags: ['Brands'],
        summary: 'Get a brand with top creators, agencies and sponsorships by type',
        params: Type.Object({ id: Uuid }),
        response: { 200: BrandDetail, ...authErrors, 404: Problem },
      },
    },
    async (request, reply) => {
      const sent = await sendDetail(reply, ctx, `brands:${request.params.id}`, () => getBrand(ctx.db, request.params.id));
      if (!sent) throw new ApiError('not_found', `No brand has the id ${request.params.id}.`);
      return sent;
    },
  );
};
