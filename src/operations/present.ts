// The API shape of an operation (the spec's "Operation"); its deliveries' is webhooks/present.ts.
import { resultRef, type OperationRow } from './queue.js';

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
