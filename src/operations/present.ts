// The API shapes of an operation and of its deliveries (the spec's "Operation" and "Callback delivery record").
import type { DeliveryRow } from '../webhooks/deliveries.js';
import { resultRef, type OperationRow } from './queue.js';

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
    result: op.status === 'succeeded' ? { ref: resultRef(op.id) } : null,
    error: op.error ?? null,
    callback: op.callback_origin
      ? {
          url: op.callback_origin,
          events: op.callback_events ?? [],
          payloadFormat: op.callback_format ?? 'event',
          signingEnabled: op.callback_secret_sealed !== null,
        }
      : null,
    cancelRequested: op.cancel_requested_at !== null,
    createdAt: iso(op.created_at)!,
    startedAt: iso(op.started_at),
    updatedAt: iso(op.updated_at)!,
    completedAt: iso(op.completed_at),
  };
}

export function deliveryJson(d: DeliveryRow) {
  return {
    id: d.id,
    eventId: d.event_id,
    eventType: d.event_type,
    status: d.status,
    attemptCount: d.attempt_count,
    nextAttemptAt: d.status === 'pending' ? iso(d.next_attempt_at) : null,
    lastAttemptAt: iso(d.last_attempt_at),
    lastHttpStatus: d.last_http_status,
    lastError: d.last_error,
    deliveredAt: iso(d.delivered_at),
    createdAt: iso(d.created_at)!,
    attempts: (d.attempts ?? []).map((a) => ({
      attempt: a.attempt,
      startedAt: iso(a.started_at)!,
      durationMs: a.duration_ms,
      httpStatus: a.http_status,
      error: a.error,
    })),
  };
}
