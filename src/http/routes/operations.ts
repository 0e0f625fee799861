// POST /v1/operations, GET /v1/operations[/{id}[/result|/deliveries]], POST .../cancel, POST .../redeliver
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import {
  DeliveriesQuery,
  IdempotencyKey,
  Operation,
  OperationListQuery,
  OperationParams,
  operationJson,
  OperationResult,
  StartOperationBody,
} from '../../operations/present.js';
import { Delivery, deliveryJson } from '../../webhooks/present.js';
import {
  cancelOwnOperation,
  listOperationsPage,
  operationDeliveriesPage,
  operationResult,
  redeliverOwn,
  requireOperation,
  startOperation,
} from '../../operations/service.js';
import { keyOf } from '../auth.js';
import type { AppContext } from '../context.js';
import { authErrors, Problem } from '../schemas.js';
import { listOf, Uuid } from '../../schemas.js';

export const operationRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/operations',
      {
        config: { scope: 'operations:write' },
        schema: {
          tags: ['Operations'],
          summary: 'Start an operation (optionally with a signed callback)',
          headers: Type.Object({ 'idempotency-key': Type.Optional(IdempotencyKey) }),
          body: StartOperationBody,
          response: { 201: Operation, ...authErrors, 409: Problem, 422: Problem },
        },
      },
      async (request, reply) => {
        const me = keyOf(request);
        const { operation, replayed } = await startOperation(ctx, me.account.id, request.body, {
          idempotencyKey: request.headers['idempotency-key'] ?? null,
        });
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).header('location', `/v1/operations/${operation.id}`).send(operationJson(operation));
      },
    );

    app.get(
      '/operations',
      {
        config: { scope: 'operations:read' },
        schema: {
          tags: ['Operations'],
          summary: "List your account's operations, newest first",
          querystring: OperationListQuery,
          response: { 200: listOf(Operation), ...authErrors },
        },
      },
      async (request) => listOperationsPage(ctx, keyOf(request).account.id, request.query),
    );

    const idParams = OperationParams;
    const mine = (id: string, accountId: string) => requireOperation(ctx.db, accountId, id);

    app.get(
      '/operations/:id',
      {
        config: { scope: 'operations:read' },
        schema: {
          tags: ['Operations'],
          summary: 'Get an operation',
          params: idParams,
          response: { 200: Operation, ...authErrors, 404: Problem },
        },
      },
      async (request) => operationJson(await mine(request.params.id, keyOf(request).account.id)),
    );

    app.get(
      '/operations/:id/result',
      {
        config: { scope: 'operations:read' },
        schema: {
          tags: ['Operations'],
          summary: 'The output of a succeeded operation (409 with the status otherwise)',
          params: idParams,
          response: {
            200: OperationResult,
            ...authErrors,
            404: Problem,
            409: Problem,
          },
        },
      },
      // Stored as the kind's run returned it, which its output schema types.
      async (request) =>
        (await operationResult(ctx.db, keyOf(request).account.id, request.params.id)) as Static<typeof OperationResult>,
    );

    app.post(
      '/operations/:id/cancel',
      {
        config: { scope: 'operations:write' },
        schema: {
          tags: ['Operations'],
          summary: 'Cancel: queued ones at once, running ones at their next checkpoint; 409 when already finished',
          params: idParams,
          response: { 200: Operation, ...authErrors, 404: Problem, 409: Problem },
        },
      },
      async (request) => operationJson(await cancelOwnOperation(ctx, keyOf(request).account.id, request.params.id)),
    );

    app.get(
      '/operations/:id/deliveries',
      {
        config: { scope: 'operations:read' },
        schema: {
          tags: ['Operations'],
          summary: "The operation's callback deliveries with their attempts, newest first (a page)",
          params: idParams,
          querystring: DeliveriesQuery,
          response: { 200: listOf(Delivery), ...authErrors, 404: Problem },
        },
      },
      async (request) => operationDeliveriesPage(ctx, keyOf(request).account.id, request.params.id, request.query),
    );

    app.post(
      '/operations/:id/deliveries/:deliveryId/redeliver',
      {
        config: { scope: 'operations:write' },
        schema: {
          tags: ['Operations'],
          summary: 'Send a succeeded or abandoned delivery again (same delivery id, fresh retry schedule)',
          params: Type.Object({ id: Uuid, deliveryId: Uuid }),
          response: { 200: Delivery, ...authErrors, 404: Problem, 409: Problem },
        },
      },
      async (request) =>
        deliveryJson(await redeliverOwn(ctx, keyOf(request).account.id, request.params.id, request.params.deliveryId)),
    );
  };
