// The API shape of a watch (Watch in the OpenAPI document), from its row. Its callback shows only the origin of the
// URL, the payload format and whether events are signed: the secret and the token are never shown again.
import { Type } from '@fastify/type-provider-typebox';
import { listFilters } from '../directory/schemas.js';
import { Nullable, Timestamp, Uuid } from '../schemas.js';
import { WATCH_CHANGES, type WatchChange, type WatchRow } from './records.js';

export const WatchChangeSchema = Type.Unsafe<WatchChange>({ type: 'string', enum: [...WATCH_CHANGES] });

export const Watch = Type.Object(
  {
    id: Uuid,
    label: Nullable(Type.String()),
    filters: Type.Object(listFilters.sponsorships, {
      description: 'The sponsorships list filters the watch asks about, as accepted (date bounds as UTC instants)',
    }),
    on: Type.Array(WatchChangeSchema, { description: 'The changes the watch is told of' }),
    paused: Type.Boolean(),
    maxBatch: Type.Integer({ minimum: 1, maximum: 100 }),
    callback: Type.Object({
      url: Type.String({ description: 'Only the origin of the registered URL' }),
      payloadFormat: Type.String({ enum: ['event', 'session-message'] }),
      signingEnabled: Type.Boolean(),
      standardWebhooks: Type.Boolean({
        description: 'Whether deliveries carry the Standard Webhooks headers beside X-Service-Signature',
      }),
    }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { title: 'Watch' },
);

export function watchJson(w: WatchRow) {
  return {
    id: w.id,
    label: w.label,
    filters: w.filters as Record<string, unknown>,
    on: w.on_changes,
    paused: w.paused,
    maxBatch: w.max_batch,
    callback: {
      url: w.callback_origin,
      payloadFormat: w.callback_format,
      signingEnabled: w.signing_enabled,
      standardWebhooks: w.callback_standard_webhooks,
    },
    createdAt: new Date(w.created_at).toISOString(),
    updatedAt: new Date(w.updated_at).toISOString(),
  };
}
