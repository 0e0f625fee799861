// What a client may do with operations, whichever interface it uses (HTTP routes, MCP tools): start one
// (kind input checks, callback screening and sealing, Idempotency-Key replay), read its own, cancel it, read its
// result and its deliveries, send a delivery again. Rules live here once; the adapters only map the outcome to
// their protocol.
import { idempotently, requestHash } from '../idempotency.js';
import type { ValidateFunction } from 'ajv';
import type { Database } from '../db/database.js';
import type { SigningKeys } from '../serviceKeys.js';
import type { ParsedCidr } from '../outbound/screening.js';
import { ApiError, invalidRequest, type FieldError } from '../errors.js';
import { createValidator, fieldErrors } from '../validation.js';
import { registerCallback, type CallbackRequest } from '../webhooks/callbacks.js';
import { KINDS } from './kinds/index.js';
import { listDeliveriesPage, requeueDelivery, type DeliveryRow } from '../webhooks/deliveries.js';
import { deliveryJson } from '../webhooks/present.js';
import {
  cancelOperation,
  createOperation,
  findByIdempotencyKey,
  getOperation,
  listOperations,
  type OperationRow,
} from './queue.js';
import { type PublicKindName } from './kinds/index.js';
import { operationJson, resultOf } from './present.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { listPage, type ListQuery } from '../pagination/listPage.js';

/** What starting, reading and canceling operations and exports needs beyond the database (runtime.ts makes it). */
export interface OperationServices {
  /** Seals a callback secret, token or URL for storage. */
  seal(plaintext: string): string;
  /** Cursor, download-link and request-digest keys, derived from the encryption key (serviceKeys.ts). */
  keys: SigningKeys;
  allowedCidrs: ParsedCidr[];
  /** A new operation was queued: wake this process's worker. */
  onCreated(): void;
  /** Something terminal happened or a delivery was queued: wake this process's dispatcher. */
  onTerminal(): void;
}

export interface OperationDeps {
  db: Database;
  services: OperationServices;
}

export interface StartRequest {
  kind: PublicKindName;
  input: object;
  callback?: CallbackRequest;
}

// Without defaults: the input is stored and shown as the client sent it.
const inputValidator = createValidator({ coerce: false, defaults: false });
const inputSchemas = Object.fromEntries(
  Object.values(KINDS).map((k) => [k.name, inputValidator.compile(k.input)]),
) as Record<PublicKindName, ValidateFunction>;

/**
 * The kind's own input schema, with the same validator and error wording as every request schema (so an unknown
 * field is named, and a bad enum value lists the allowed ones); `prefix` names where the input sits in the
 * caller's request (body.input, arguments.input).
 */
function checkInput(kind: PublicKindName, input: unknown, prefix: string): FieldError[] {
  const validate = inputSchemas[kind];
  return validate(input) ? [] : fieldErrors(validate.errors ?? [], prefix).slice(0, 20);
}

/**
 * Starts an operation for an account. With an idempotency key already used for the same request, returns the
 * earlier operation (`replayed`); used for a different request, throws idempotency_key_reused.
 */
export async function startOperation(
  deps: OperationDeps,
  accountId: string,
  request: StartRequest,
  opts: { idempotencyKey?: string | null; inputPath?: string } = {},
): Promise<{ operation: OperationRow; replayed: boolean }> {
  const { kind, input, callback } = request;
  const idemKey = opts.idempotencyKey ?? null;
  const hash = requestHash(deps.services.keys.requestHashes, request);
  const { record, replayed } = await idempotently(
    idemKey,
    hash,
    (key) => findByIdempotencyKey(deps.db, accountId, key),
    async () => {
      const errors = checkInput(kind, input, opts.inputPath ?? 'body.input');
      if (errors.length) throw invalidRequest(errors);
      await KINDS[kind].validate?.(deps.db, input, accountId);
      const sealed = callback
        ? await registerCallback(callback, { seal: deps.services.seal, allowedCidrs: deps.services.allowedCidrs })
        : null;
      const { row, created } = await createOperation(deps.db, {
        accountId,
        kind,
        input,
        callback: sealed,
        idempotencyKey: idemKey,
        requestHash: idemKey ? hash : null,
      });
      if (!created) return null;
      deps.services.onCreated();
      return row;
    },
  );
  return { operation: record, replayed };
}

/** The account's operation, or not_found (another account's operation is not found either). */
export async function requireOperation(db: Database, accountId: string, id: string): Promise<OperationRow> {
  const op = await getOperation(db, id, accountId);
  if (!op) throw new ApiError('not_found', `No operation has the id ${id}.`);
  return op;
}

/**
 * The output of a succeeded operation, or the partial output a canceled one kept (`partial: true`); conflict
 * (naming the status) otherwise.
 */
export async function operationResult(db: Database, accountId: string, id: string) {
  const op = await requireOperation(db, accountId, id);
  const result = resultOf(op);
  if (!result) {
    const why =
      op.status === 'canceled'
        ? 'it was canceled before it finished anything to keep'
        : 'its result exists only once it has succeeded';
    throw new ApiError('conflict', `The operation is ${op.status}; ${why}.`, [{ path: 'status', message: op.status }]);
  }
  return {
    operationId: op.id,
    kind: op.kind,
    completedAt: new Date(op.completed_at!).toISOString(),
    ...('partial' in result ? { partial: true as const } : {}),
    output: op.output as unknown,
  };
}

/** Cancels: queued at once, running at its next checkpoint; conflict when it already finished. */
export async function cancelOwnOperation(deps: OperationDeps, accountId: string, id: string): Promise<OperationRow> {
  const op = await requireOperation(deps.db, accountId, id);
  const after = await cancelOperation(deps.db, op.id);
  if (!after) {
    const now = await getOperation(deps.db, op.id);
    throw new ApiError('conflict', `The operation already ${now?.status ?? op.status}; it cannot be canceled.`);
  }
  if (after.status === 'canceled') deps.services.onTerminal();
  return after;
}

/**
 * A page of the operation's callback deliveries with their attempts, newest first: the same `{data, meta}` cursor
 * page as a watch's deliveries (an operation has a handful, so one page of the default limit usually holds them all).
 */
export async function operationDeliveriesPage(
  deps: { db: Database; cursors: CursorCodec },
  accountId: string,
  id: string,
  query: ListQuery,
) {
  const op = await requireOperation(deps.db, accountId, id);
  const { page, meta } = await listPage(
    deps.cursors,
    { list: `operation-deliveries:${op.id}`, accountId },
    query,
    (_filters, limit, after) => listDeliveriesPage(deps.db, { operationId: op.id }, limit, after),
  );
  return { data: page.rows.map(deliveryJson), meta };
}

/** Sends a succeeded or abandoned delivery of the account's operation again; conflict while it is still pending. */
export async function redeliverOwn(
  deps: OperationDeps,
  accountId: string,
  id: string,
  deliveryId: string,
): Promise<DeliveryRow> {
  const op = await requireOperation(deps.db, accountId, id);
  const r = await requeueDelivery(deps.db, { operationId: op.id }, deliveryId);
  if (r === 'not-found') throw new ApiError('not_found', `The operation has no delivery ${deliveryId}.`);
  if (r === 'pending')
    throw new ApiError('conflict', 'That delivery is still pending; it will be attempted on its schedule.');
  deps.services.onTerminal();
  return r;
}

/** A page of the account's operations, newest first, with the same signed cursors as every list. */
export async function listOperationsPage(
  deps: { db: Database; cursors: CursorCodec },
  accountId: string,
  query: ListQuery,
) {
  const { page, meta } = await listPage(
    deps.cursors,
    { list: 'operations', accountId },
    query,
    (filters, limit, after) => listOperations(deps.db, accountId, filters, limit, after),
  );
  return { data: page.rows.map(operationJson), meta };
}
