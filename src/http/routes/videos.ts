// GET /v1/videos and GET /v1/videos/{videoId}
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { sendDetail, sendPage } from '../context.js';
import { ApiError } from '../../errors.js';
import { authErrors, Problem } from '../schemas.js';
import { listFilters, orderParameter, VideoDetail, VideoId, VideoSummary } from '../../directory/schemas.js';
import { listOf, listQuery } from '../../schemas.js';

/** The list's query: the HTTP querystring, and the arguments of the MCP search tool. */
export const VideoListQuery = Type.Object(
  { cursor: listQuery.cursor, limit: listQuery.limit, ...listFilters.videos, order: orderParameter('videos') },
  { additionalProperties: false },
);
export const VideoParams = Type.Object({ videoId: VideoId });

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
  };
