// Watches: POST /v1/watches, GET /v1/watches[/{id}], PATCH and DELETE /v1/watches/{id}, GET /v1/watches/{id}/deliveries
// and POST /v1/watches/{id}/deliveries/{deliveryId}/redeliver.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOf, Uuid } from '../../schemas.js';
import { Delivery, deliveryJson } from '../../webhooks/present.js';
import {
  CreateWatchBody,
  UpdateWatchBody,
  Watch,
  WatchDeliveriesQuery,
  WatchListQuery,
  WatchParams,
} from '../../watches/present.js';
import {
  changeWatch,
  createWatch,
  listWatchesPage,
  readWatch,
  redeliverWatchDelivery,
  removeWatch,
  watchDeliveriesPage,
  type WatchDeps,
} from '../../watches/service.js';
import { keyOf } from '../auth.js';
import type { AppContext } from '../context.js';
import { authErrors, Problem } from '../schemas.js';

/** What the watch services need of the app. */
export const watchDeps = (ctx: AppContext): WatchDeps => ({
  db: ctx.db,
  cursors: ctx.cursors,
  services: ctx.services,
  maxWatches: ctx.config.maxWatchesPerAccount,
});

export const watchRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const deps = watchDeps(ctx);
    const tags = ['Watches'];

    app.post(
      '/watches',
      {
        config: { scope: 'watches:write' },
        schema: {
          tags,
          summary:
            'Watch the sponsorships a filter selects: a signed event when one is created (or removed, or retyped)',
          body: CreateWatchBody,
          response: { 201: Watch, ...authErrors, 409: Problem, 422: Problem },
        },
      },
      async (request, reply) => {
        const watch = await createWatch(deps, keyOf(request).account.id, request.body);
        return reply.code(201).header('location', `/v1/watches/${watch.id}`).send(watch);
      },
    );

    app.get(
      '/watches',
      {
        config: { scope: 'watches:read' },
        schema: {
          tags,
          summary: "Your account's watches, newest first",
          querystring: WatchListQuery,
          response: { 200: listOf(Watch), ...authErrors },
        },
      },
      async (request) => listWatchesPage(deps, keyOf(request).account.id, request.query),
    );

    app.get(
      '/watches/:id',
      {
        config: { scope: 'watches:read' },
        schema: {
          tags,
          summary: 'A watch',
          params: WatchParams,
          response: { 200: Watch, ...authErrors, 404: Problem },
        },
      },
      async (request) => readWatch(ctx.db, keyOf(request).account.id, request.params.id),
    );

    app.patch(
      '/watches/:id',
      {
        config: { scope: 'watches:write' },
        schema: {
          tags,
          summary: "Change a watch's label, filters, changes, batch size, or pause and resume it",
          params: WatchParams,
          body: UpdateWatchBody,
          response: { 200: Watch, ...authErrors, 404: Problem },
        },
      },
      async (request) => changeWatch(deps, keyOf(request).account.id, request.params.id, request.body),
    );

    app.delete(
      '/watches/:id',
      {
        config: { scope: 'watches:write' },
        schema: {
          tags,
          summary: 'Delete a watch (its waiting events and delivery records go with it); answers the watch as it was',
          params: WatchParams,
          response: { 200: Watch, ...authErrors, 404: Problem },
        },
      },
      async (request) => removeWatch(ctx.db, keyOf(request).account.id, request.params.id),
    );

    app.get(
      '/watches/:id/deliveries',
      {
        config: { scope: 'watches:read' },
        schema: {
          tags,
          summary: "A watch's webhook deliveries with their attempts, newest first (a page)",
          params: WatchParams,
          querystring: WatchDeliveriesQuery,
          response: { 200: listOf(Delivery), ...authErrors, 404: Problem },
        },
      },
      async (request) => watchDeliveriesPage(deps, keyOf(request).account.id, request.params.id, request.query),
    );

    app.post(
      '/watches/:id/deliveries/:deliveryId/redeliver',
      {
        config: { scope: 'watches:write' },
        schema: {
          tags,
          summary: 'Send a succeeded or abandoned delivery of a watch again (same event id)',
          params: Type.Object({ id: Uuid, deliveryId: Uuid }),
          response: { 200: Delivery, ...authErrors, 404: Problem, 409: Problem },
        },
      },
      async (request) =>
        deliveryJson(
          await redeliverWatchDelivery(deps, keyOf(request).account.id, request.params.id, request.params.deliveryId),
        ),
    );
  };
