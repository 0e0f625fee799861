// GET /v1/creators, GET /v1/creators/{channelId}, GET /v1/creators/lookup and POST /v1/creators/batch
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { sendDetail, sendJson, sendPage } from '../context.js';
import { ApiError } from '../../errors.js';
import { authErrors, Problem } from '../schemas.js';
import {
  CreatorBatch,
  CreatorBatchBody,
  CreatorDetail,
  CreatorListQuery,
  CreatorLookupQuery,
  CreatorParams,
  CreatorSummary,
} from '../../directory/schemas.js';
import { readBatch, readCreatorLookup } from '../../directory/reads.js';
import { listOf } from '../../schemas.js';

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

    // A static segment: find-my-way matches it before the parametric /creators/:channelId below.
    app.get(
      '/creators/lookup',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Creators'],
          summary: 'Find a creator by channel URL, handle or channel id',
          description:
            'A /c/name URL is looked up as the handle @name; a legacy /user/name URL is a 404 (usernames are not stored).',
          querystring: CreatorLookupQuery,
          response: { 200: CreatorDetail, ...authErrors, 404: Problem },
        },
      },
      async (request, reply) => {
        sendJson(reply, await readCreatorLookup(ctx, request.query.url, 'query.url'));
        return reply;
      },
    );

    app.post(
      '/creators/batch',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Creators'],
          summary: 'Get up to 100 creators by channel id, in the order asked',
          body: CreatorBatchBody,
          response: { 200: CreatorBatch, ...authErrors },
        },
      },
      async (request, reply) => {
        sendJson(reply, await readBatch(ctx, 'creators', request.body.ids));
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
