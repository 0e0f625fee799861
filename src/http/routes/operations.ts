// POST /v1/operations, GET /v1/operations[/{id}[/result|/deliveries]], POST .../cancel, POST .../redeliver
import { Type, type FastifyPluginAsyncTypebox, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { operationJson } from '../../operations/present.js';
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
import { PUBLIC_KIND_NAMES, PUBLIC_KINDS, type PublicKindName } from '../../operations/kinds/index.js';
import { CallbackBody } from '../../webhooks/callbacks.js';
import { keyOf } from '../auth.js';
import type { AppContext } from '../context.js';
import { authErrors, Problem } from '../schemas.js';
import { listOf, listQuery, Timestamp, Uuid } from '../../schemas.js';

const KindSchema = Type.Unsafe<PublicKindName>(Type.Union(PUBLIC_KIND_NAMES.map((k) => Type.Literal(k))));
// In responses: the same values, typed loosely because rows are read from a table that also holds internal kinds.
const KindOut = Type.String({ enum: [...PUBLIC_KIND_NAMES] });
const StatusSchema = Type.Union(
  ['queued', 'running', 'succeeded', 'failed', 'canceled'].map((s) => Type.Literal(s)) as never,
);
const NTimestamp = Type.Union([Timestamp, Type.Null()]);

export const Operation = Type.Object(
  {
    id: Uuid,
    kind: KindOut,
    input: Type.Record(Type.String(), Type.Unknown(), { description: "The operation's input, as accepted" }),
    status: Type.String({ enum: ['queued', 'running', 'succeeded', 'failed', 'canceled'] }),
    progress: Type.Object({
      current: Type.Integer(),
      total: Type.Integer(),
      percent: Type.Number(),
      phase: Type.String(),
      message: Type.String(),
    }),
    result: Type.Union([
      Type.Object({
        ref: Type.String(),
        partial: Type.Optional(
          Type.Literal(true, {
            description: 'A canceled operation kept what it finished before the cancel; its result is partial',
          }),
        ),
      }),
      Type.Null(),
    ]),
    error: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()]),
    callback: Type.Union([
      Type.Object({
        url: Type.String({ description: 'Only the origin of the registered URL' }),
        events: Type.Array(Type.String()),
        payloadFormat: Type.String(),
        signingEnabled: Type.Boolean(),
        standardWebhooks: Type.Boolean({
          description: 'Whether deliveries carry the Standard Webhooks headers beside X-Service-Signature',
        }),
      }),
      Type.Null(),
    ]),
    cancelRequested: Type.Boolean(),
    createdAt: Timestamp,
    startedAt: NTimestamp,
    updatedAt: Timestamp,
    completedAt: NTimestamp,
  },
  { title: 'Operation' },
);

const resultOf = <K extends string, O extends TSchema>(kind: K, output: O) =>
  Type.Object(
    {
      operationId: Uuid,
      kind: Type.Literal(kind),
      completedAt: Timestamp,
      partial: Type.Optional(
        Type.Literal(true, {
          description: 'The operation was canceled: the output covers the batches it finished before the cancel',
        }),
      ),
      output,
    },
    { title: `Result of ${kind}` },
  );
/** Each kind's result schema, typed by its name and output schema (so the union below keeps each kind's type). */
type ResultsOf<T extends readonly { name: string; output: TSchema }[]> = {
  -readonly [I in keyof T]: ReturnType<typeof resultOf<T[I]['name'], T[I]['output']>>;
};

/**
 * GET /v1/operations/{id}/result: the same wrapper for every kind; its `kind` says which output follows. The root
 * says `type: object` too, as MCP requires of a tool's output schema (get-operation-result uses this one).
 */
export const OperationResult = Type.Union(
  PUBLIC_KINDS.map((k) => resultOf(k.name, k.output)) as unknown as ResultsOf<typeof PUBLIC_KINDS>,
  { title: 'OperationResult', type: 'object' },
);

export const IdempotencyKey = Type.String({
  minLength: 1,
  maxLength: 255,
  description: 'Makes a retried start return the same operation',
});

/** POST /v1/operations body (also the start-operation tool's arguments, with an idempotencyKey beside them). */
export const StartOperationBody = Type.Object(
  { kind: KindSchema, input: Type.Object({}, { additionalProperties: true }), callback: Type.Optional(CallbackBody) },
  { additionalProperties: false },
);
export const OperationListQuery = Type.Object(
  {
    cursor: listQuery.cursor,
    limit: listQuery.limit,
    status: Type.Optional(StatusSchema),
    kind: Type.Optional(KindSchema),
  },
  { additionalProperties: false },
);
export const OperationParams = Type.Object({ id: Uuid });

/** GET /v1/operations/{id}/deliveries query: a page, as a watch's deliveries. */
export const DeliveriesQuery = Type.Object(
  { cursor: listQuery.cursor, limit: listQuery.limit },
  { additionalProperties: false },
);

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
