// GET /v1/videos and GET /v1/videos/{videoId}
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getVideo, listVideos } from '../../directory/videos.js';
import type { AppContext } from '../context.js';
import { sendDetail, sendPage } from '../context.js';
import { ApiError } from '../errors.js';
import { authErrors, listFilters, listOf, listQuery, Problem, VideoDetail, VideoId, VideoSummary } from '../schemas.js';

export const videoRoutes = (ctx: AppContext): FastifyPluginAsyncTypebox => async (app) => {
  app.get(
    '/videos',
    {
      config: { scope: 'data:read' },
      schema: {
        tags: ['Videos'],
        summary: 'List videos, newest publication first',
        querystring: Type.Object({ cursor: listQuery.cursor, limit: listQuery.limit, ...listFilters.videos }, { additionalProperties: false }),
        response: { 200: listOf(VideoSummary), ...authErrors },
      },
    },
    async (request, reply) => {
      const { cursor, limit = 50, ...filters } = request.query;
      const after = cursor ? ctx.cursors.decode(cursor, 'videos', filters, 2) : null;
      return sendPage(reply, ctx, 'videos', filters, { cursor, limit }, () => listVideos(ctx.db, filters, limit, after));
    },
  );

  app.get(
    '/videos/:videoId',
    {
      config: { scope: 'data:read' },
      schema: {
        tags: ['Videos'],
        summary: 'Get a video with its sponsorships',
        params: Type.Object({ videoId: VideoId }),
        response: { 200: VideoDetail, ...authErrors, 404: Problem },
      },
    },
    async (request, reply) => {
      const sent = await sendDetail(reply, ctx, `videos:${request.params.videoId}`, () => getVideo(ctx.db, request.params.videoId));
      if (!sent) throw new ApiError('not_found', `No video has the id ${JSON.stringify(request.params.videoId)}.`);
      return sent;
    },
  );
};
