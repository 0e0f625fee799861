// The API shape of an operation (the spec's "Operation") and of its result; the start body, the list query and the
// parameters, which the HTTP routes and the MCP tools both take. Its deliveries' shape is webhooks/present.ts.
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { listQuery, Timestamp, Uuid } from '../schemas.js';
import { CallbackBody } from '../webhooks/callbacks.js';
import { PUBLIC_KIND_NAMES, PUBLIC_KINDS, type PublicKindName } from './kinds/index.js';
import { resultRef, type OperationRow } from './queue.js';

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

const resultSchemaOf = <K extends string, O extends TSchema>(kind: K, output: O) =>
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
  -readonly [I in keyof T]: ReturnType<typeof resultSchemaOf<T[I]['name'], T[I]['output']>>;
};

/**
 * GET /v1/operations/{id}/result: the same wrapper for every kind; its `kind` says which output follows. The root
 * says `type: object` too, as MCP requires of a tool's output schema (get-operation-result uses this one).
 */
export const OperationResult = Type.Union(
  PUBLIC_KINDS.map((k) => resultSchemaOf(k.name, k.output)) as unknown as ResultsOf<typeof PUBLIC_KINDS>,
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

/**
 * `{ref}` once succeeded; `{ref, partial: true}` when a canceled operation kept what it finished before the cancel;
 * null otherwise.
 */
export function resultOf(op: Pick<OperationRow, 'id' | 'status' | 'output'>) {
  if (op.status === 'succeeded') return { ref: resultRef(op.id) };
  if (op.status === 'canceled' && op.output !== null && op.output !== undefined)
    return { ref: resultRef(op.id), partial: true as const };
  return null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function operationJson(op: OperationRow) {
  return {
    id: op.id,
    kind: op.kind,
    // The input as it was accepted, so a reader (the console's detail page) can tell what ran.
    input: op.input as Record<string, unknown>,
    status: op.status,
    progress: {
      current: op.progress.current ?? 0,
      total: op.progress.total ?? 0,
      percent: op.progress.percent ?? 0,
      phase: op.progress.phase ?? '',
      message: op.progress.message ?? '',
    },
    result: resultOf(op),
    error: op.error ?? null,
    callback: op.callback_origin
      ? {
          url: op.callback_origin,
          events: op.callback_events ?? [],
          payloadFormat: op.callback_format ?? 'event',
          signingEnabled: op.callback_secret_sealed !== null,
          standardWebhooks: op.callback_standard_webhooks,
        }
      : null,
    cancelRequested: op.cancel_requested_at !== null,
    createdAt: iso(op.created_at)!,
    startedAt: iso(op.started_at),
    updatedAt: iso(op.updated_at)!,
    completedAt: iso(op.completed_at),
  };
}
