// GET /v1/videos, GET /v1/videos/{videoId} and POST /v1/videos/batch
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { sendDetail, sendJson, sendPage } from '../context.js';
import { ApiError } from '../../errors.js';
import { authErrors, Problem } from '../schemas.js';
import {
  VideoBatch,
  VideoBatchBody,
  VideoDetail,
  VideoListQuery,
  VideoParams,
  VideoSummary,
} from '../../directory/schemas.js';
import { readBatch } from '../../directory/reads.js';
import { listOf } from '../../schemas.js';

export const videoRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/videos',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Videos'],
          summary: 'List videos, newest publication first (or most viewed); publication date range',
          querystring: VideoListQuery,
          response: { 200: listOf(VideoSummary), ...authErrors },
        },
      },
      async (request, reply) => {
        await sendPage(reply, ctx, 'videos', request.query);
        return reply;
      },
    );

    app.get(
      '/videos/:videoId',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Videos'],
          summary: 'Get a video with its sponsorships',
          params: VideoParams,
          response: { 200: VideoDetail, ...authErrors, 404: Problem },
        },
      },
      async (request, reply) => {
        const sent = await sendDetail(reply, ctx, 'videos', request.params.videoId);
        if (!sent) throw new ApiError('not_found', `No video has the id ${JSON.stringify(request.params.videoId)}.`);
        return reply;
      },
    );

    app.post(
      '/videos/batch',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Videos'],
          summary: 'Get up to 100 videos by video id, in the order asked',
          body: VideoBatchBody,
          response: { 200: VideoBatch, ...authErrors },
        },
      },
      async (request, reply) => {
        sendJson(reply, await readBatch(ctx, 'videos', request.body.ids));
        return reply;
      },
    );
  };
