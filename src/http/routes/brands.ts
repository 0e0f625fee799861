// GET /v1/brands, GET /v1/brands/{id} and GET /v1/brands/{id}/similar
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { sendDetail, sendJson, sendPage } from '../context.js';
import { ApiError } from '../../errors.js';
import { authErrors, Problem } from '../schemas.js';
import {
  BrandDetail,
  BrandListQuery,
  BrandParams,
  BrandSummary,
  SimilarBrands,
  SimilarBrandsQuery,
} from '../../directory/schemas.js';
import { readSimilarBrands } from '../../directory/reads.js';
import { SIMILAR_CREATOR_CAP } from '../../directory/similar.js';
import { listOf } from '../../schemas.js';

export const brandRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/brands',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Brands'],
          summary: 'List brands by name (or by sponsorships); search matches names and domains',
          querystring: BrandListQuery,
          response: { 200: listOf(BrandSummary), ...authErrors },
        },
      },
      async (request, reply) => {
        await sendPage(reply, ctx, 'brands', request.query);
        return reply;
      },
    );

    app.get(
      '/brands/:id',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Brands'],
          summary: 'Get a brand with top creators, agencies and sponsorships by type',
          params: BrandParams,
          response: { 200: BrandDetail, ...authErrors, 404: Problem },
        },
      },
      async (request, reply) => {
        const sent = await sendDetail(reply, ctx, 'brands', request.params.id);
        if (!sent) throw new ApiError('not_found', `No brand has the id ${request.params.id}.`);
        return reply;
      },
    );

    app.get(
      '/brands/:id/similar',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Brands'],
          summary: 'Brands whose creators overlap with this brand’s, best first',
          description: `Each shared creator counts more the fewer brands it works with. For a brand with more than ${SIMILAR_CREATOR_CAP} creators, the ${SIMILAR_CREATOR_CAP} it has the most sponsorships with are considered.`,
          params: BrandParams,
          querystring: SimilarBrandsQuery,
          response: { 200: SimilarBrands, ...authErrors, 404: Problem },
        },
      },
      async (request, reply) => {
        sendJson(reply, await readSimilarBrands(ctx, request.params.id, request.query.limit ?? 10));
        return reply;
      },
    );
  };
