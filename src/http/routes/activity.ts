// GET /v1/sponsorships/per-month: how many sponsorships a brand, a creator, or the whole directory had each month.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sponsorshipsPerMonth } from '../../directory/activity.js';
import { readTimed } from '../../directory/reads.js';
import { tags } from '../../directory/tags.js';
import { sendCached, type AppContext } from '../context.js';
import { ApiError } from '../../errors.js';
import { authErrors, Problem } from '../schemas.js';
import { ChannelId } from '../../directory/schemas.js';
import { Uuid } from '../../schemas.js';

const PerMonth = Type.Object(
  {
    data: Type.Array(
      Type.Object({
        month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM (UTC)' }),
        sponsorshipCount: Type.Integer(),
      }),
    ),
    total: Type.Integer({ description: 'Sum over the months returned' }),
  },
  { title: 'SponsorshipsPerMonth' },
);

export const activityRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/sponsorships/per-month',
      {
        config: { scope: 'data:read' },
        schema: {
          tags: ['Sponsorships'],
          summary:
            'Sponsorships per month of the video’s publication, oldest month first, for a brand, a creator or all',
          querystring: Type.Object(
            {
              brandId: Type.Optional(Uuid),
              channelId: Type.Optional(ChannelId),
              months: Type.Optional(
                Type.Integer({
                  minimum: 1,
                  maximum: 120,
                  default: 24,
                  description: 'How many months, ending with the current one',
                }),
              ),
            },
            { additionalProperties: false },
          ),
          response: { 200: PerMonth, ...authErrors, 404: Problem },
        },
      },
      async (request, reply) => {
        const { months = 24, ...filters } = request.query;
        // The series ends with the current month, so the month is part of what the cached answer depends on.
        const key = `per-month:${new Date().toISOString().slice(0, 7)}:${filters.brandId ?? ''}:${filters.channelId ?? ''}:${months}`;
        // Counted from sponsorship rows (a change of a video's publication time rewrites its sponsorships' rows): the
        // brand's, the creator's, or all; and the brand or creator must still exist (its shown-fields tag moves when it
        // is deleted, and not with its counters).
        const shows = filters.brandId
          ? [tags.sponsorships.ofBrand.of(filters.brandId), tags.brands.shown.of(filters.brandId)]
          : filters.channelId
            ? [tags.sponsorships.ofCreator.of(filters.channelId), tags.creators.shown.of(filters.channelId)]
            : [tags.sponsorships.all.tag];
        const sent = await sendCached(reply, ctx, key, shows, async () => {
          const rows = await readTimed(() => sponsorshipsPerMonth(ctx.scanDb, filters, months));
          return rows ? JSON.stringify({ data: rows, total: rows.reduce((n, r) => n + r.sponsorshipCount, 0) }) : null;
        });
        if (!sent) {
          throw new ApiError(
            'not_found',
            filters.brandId
              ? `No brand has the id ${filters.brandId}.`
              : `No creator has the channel id ${filters.channelId}.`,
          );
        }
        return reply;
      },
    );
  };
