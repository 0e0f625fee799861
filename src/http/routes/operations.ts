// POST /v1/operations, GET /v1/operations[/{id}[/result|/deliveries]], POST .../cancel, POST .../redeliver
import crypto from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox, type TSchema } from '@fastify/type-provider-typebox';
import { Compile } from 'typebox/compile';
import { KINDS } from '../../operations/kinds/index.js';
import { listDeliveries, listOperations, redeliver } from '../../operations/reads.js';
import { registerCallback } from '../../operations/callbacks.js';
import { deliveryJson, operationJson } from '../../operations/present.js';
import { cancelOperation, createOperation, findByIdempotencyKey, getOperation, type OperationKindName } from '../../operations/queue.js';
import { keyOf } from '../auth.js';
import type { AppContext } from '../context.js';
import { ApiError, type FieldError } from '../errors.js';
import { authErrors, listOf, listQuery, Problem, Timestamp, Uuid } from '../schemas.js';

const KindSchema = Type.Union([Type.Literal('sponsor-detection'), Type.Literal('brand-discovery'), Type.Literal('influencer-similar')]);
const StatusSchema = Type.Union(['queued', 'running', 'succeeded', 'failed', 'canceled'].map((s) => Type.Literal(s)) as never);
const NTimestamp = Type.Union([Timestamp, Type.Null()]);

export const Operation = Type.Object(
  {
    id: Uuid,
    kind: KindSchema,
    input: Type.Record(Type.String(), Type.Unknown(), { description: "The operation's input, as accepted" }),
    status: Type.String({ enum: ['queued', 'running', 'succeeded', 'failed', 'canceled'] }),
    progress: Type.Object({ current: Type.Integer(), total: Type.Integer(), percent: Type.Number(), phase: Type.String(), message: Type.String() }),
    result: Type.Union([Type.Object({ ref: Type.String() }), Type.Null()]),
    error: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()]),
    callback: Type.Union([
      Type.Object({
        url: Type.String({ description: 'Only the origin of the registered URL' }),
        events: Type.Array(Type.String()),
        payloadFormat: Type.String(),
        signingEnabled: Type.Boolean(),
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

const Delivery = Type.Object(
  {
    id: Uuid,
    eventId: Uuid,
    eventType: Type.String(),
    status: Type.String({ enum: ['pending', 'succeeded', 'abandoned'] }),
    attemptCount: Type.Integer(),
    nextAttemptAt: NTimestamp,
    lastAttemptAt: NTimestamp,
    lastHttpStatus: Type.Union([Type.Integer(), Type.Null()]),
    lastError: Type.Union([Type.String(), Type.Null()]),
    deliveredAt: NTimestamp,
    createdAt: Timestamp,
    attempts: Type.Array(
      Type.Object({
        attempt: Type.Integer(),
        startedAt: Timestamp,
        durationMs: Type.Integer(),
        httpStatus: Type.Union([Type.Integer(), Type.Null()]),
        error: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
  },
  { title: 'CallbackDelivery' },
);

const CallbackBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2048 }),
    events: Type.Optional(Type.Array(Type.Union([Type.Literal('progress'), Type.Literal('terminal')]), { minItems: 1, maxItems: 2, uniqueItems: true })),
    secret: Type.Optional(Type.String({ minLength: 32, maxLength: 256, description: 'Write-only; enables X-Service-Signature' })),
    payloadFormat: Type.Optional(Type.Union([Type.Literal('event'), Type.Literal('session-message')])),
    authorization: Type.Optional(
      Type.Object({ type: Type.Literal('bearer'), token: Type.String({ minLength: 1, maxLength: 4096 }) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);

const compiledInputs = Object.fromEntries(Object.values(KINDS).map((k) => [k.name, Compile(k.input as TSchema)])) as Record<
  OperationKindName,
  ReturnType<typeof Compile>
>;

function checkInput(kind: OperationKindName, input: unknown): FieldError[] {
  const check = compiledInputs[kind];
  if (check.Check(input)) return [];
  return [...check.Errors(input)].slice(0, 20).map((e: { instancePath?: string; message?: string }) => ({
    path: `body.input${(e.instancePath ?? '').replace(/\//g, '.')}`,
    message: e.message ?? 'is invalid',
  }));
}

/** A canonical JSON (sorted keys) digest of a request body, to tell a retry from a different request. */
function requestHash(body: unknown): string {
  const canon = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canon) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as Record<string, unknown>)[k])])) : v;
  return crypto.createHash('sha256').update(JSON.stringify(canon(body))).digest('hex');
}

const IdempotencyKey = Type.String({ minLength: 1, maxLength: 255, description: 'Makes a retried start return the same operation' });

export const operationRoutes = (ctx: AppContext): FastifyPluginAsyncTypebox => async (app) => {
  app.post(
    '/operations',
    {
      config: { scope: 'operations:write' },
      schema: {
        tags: ['Operations'],
        summary: 'Start an operation (optionally with a signed callback)',
        headers: Type.Object({ 'idempotency-key': Type.Optional(IdempotencyKey) }),
        body: Type.Object(
          { kind: KindSchema, input: Type.Object({}, { additionalProperties: true }), callback: Type.Optional(CallbackBody) },
          { additionalProperties: false },
        ),
        response: { 201: Operation, ...authErrors, 409: Problem, 422: Problem },
      },
    },
    async (request, reply) => {
      const me = keyOf(request);
      const { kind, input, callback } = request.body;
      const idemKey = request.headers['idempotency-key'] ?? null;
      const hash = requestHash(request.body);
      if (idemKey) {
        const existing = await findByIdempotencyKey(ctx.db, me.account.id, idemKey);
        if (existing) return replay(existing, hash);
      }
      const errors = checkInput(kind, input);
      if (errors.length) throw new ApiError('invalid_request', errors.map((e) => `${e.path} ${e.message}`).join('; '), errors);
      await KINDS[kind].validate?.(ctx.db, input, me.account.id);
      const sealed = callback ? await registerCallback(callback, { seal: ctx.ops.seal, allowedCidrs: ctx.ops.allowedCidrs }) : null;
      const { row, created } = await createOperation(ctx.db, {
        accountId: me.account.id,
        kind,
        input,
        callback: sealed,
        idempotencyKey: idemKey,
        requestHash: idemKey ? hash : null,
      });
      if (!created) return replay(row, hash);
      ctx.ops.onCreated();
      return reply.code(201).header('location', `/v1/operations/${row.id}`).send(operationJson(row));

      function replay(existing: NonNullable<Awaited<ReturnType<typeof getOperation>>>, h: string) {
        if (existing.request_hash !== h) {
          throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was used with a different request body. Use a new key for a new request.');
        }
        return reply.code(201).header('idempotent-replayed', 'true').header('location', `/v1/operations/${existing.id}`).send(operationJson(existing));
      }
    },
  );

  app.get(
    '/operations',
    {
      config: { scope: 'operations:read' },
      schema: {
        tags: ['Operations'],
        summary: "List your account's operations, newest first",
        querystring: Type.Object(
          { cursor: listQuery.cursor, limit: listQuery.limit, status: Type.Optional(StatusSchema), kind: Type.Optional(KindSchema) },
          { additionalProperties: false },
        ),
        response: { 200: listOf(Operation), ...authErrors },
      },
    },
    async (request) => {
      const me = keyOf(request);
      const { cursor, limit = 50, ...filters } = request.query;
      const after = cursor ? ctx.cursors.decode(cursor, 'operations', filters, 2) : null;
      const page = await listOperations(ctx.db, me.account.id, filters as { status?: string; kind?: string }, limit, after);
      return {
        data: page.rows.map(operationJson),
        meta: { hasMore: page.lastKeys !== null, nextCursor: page.lastKeys ? ctx.cursors.encode('operations', filters, page.lastKeys) : null },
      };
    },
  );

  const idParams = Type.Object({ id: Uuid });
  const mine = async (id: string, accountId: string) => {
    const op = await getOperation(ctx.db, id, accountId);
    if (!op) throw new ApiError('not_found', `No operation has the id ${id}.`);
    return op;
  };

  app.get(
    '/operations/:id',
    {
      config: { scope: 'operations:read' },
      schema: { tags: ['Operations'], summary: 'Get an operation', params: idParams, response: { 200: Operation, ...authErrors, 404: Problem } },
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
          200: Type.Object({ operationId: Uuid, kind: KindSchema, completedAt: Timestamp, output: Type.Unknown() }),
          ...authErrors,
          404: Problem,
          409: Problem,
        },
      },
    },
    async (request) => {
      const op = await mine(request.params.id, keyOf(request).account.id);
      if (op.status !== 'succeeded') {
        throw new ApiError('conflict', `The operation is ${op.status}; its result exists only once it has succeeded.`, [
          { path: 'status', message: op.status },
        ]);
      }
      return { operationId: op.id, kind: op.kind, completedAt: new Date(op.completed_at!).toISOString(), output: op.output };
    },
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
    async (request) => {
      const op = await mine(request.params.id, keyOf(request).account.id);
      const after = await cancelOperation(ctx.db, op.id);
      if (!after) {
        const now = await getOperation(ctx.db, op.id);
        throw new ApiError('conflict', `The operation already ${now?.status ?? op.status}; it cannot be canceled.`);
      }
      if (after.status === 'canceled') ctx.ops.onTerminal();
      return operationJson(after);
    },
  );

  app.get(
    '/operations/:id/deliveries',
    {
      config: { scope: 'operations:read' },
      schema: {
        tags: ['Operations'],
        summary: "The operation's callback deliveries (a JSON array), each with its attempts",
        params: idParams,
        response: { 200: Type.Array(Delivery), ...authErrors, 404: Problem },
      },
    },
    async (request) => {
      const op = await mine(request.params.id, keyOf(request).account.id);
      return (await listDeliveries(ctx.db, op.id)).map(deliveryJson);
    },
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
    async (request) => {
      const op = await mine(request.params.id, keyOf(request).account.id);
      const r = await redeliver(ctx.db, op.id, request.params.deliveryId);
      if (r === 'not-found') throw new ApiError('not_found', `The operation has no delivery ${request.params.deliveryId}.`);
      if (r === 'pending') throw new ApiError('conflict', 'That delivery is still pending; it will be attempted on its schedule.');
      ctx.ops.onTerminal();
      return deliveryJson(r);
    },
  );
};
