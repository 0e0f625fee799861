// The API shape of a callback delivery with its attempts (the spec's "Callback delivery record"), an operation's or a
// watch's alike.
import { Type } from '@fastify/type-provider-typebox';
import { Timestamp, Uuid } from '../schemas.js';
import type { DeliveryRow } from './deliveries.js';

const NTimestamp = Type.Union([Timestamp, Type.Null()]);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const Delivery = Type.Object(
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
