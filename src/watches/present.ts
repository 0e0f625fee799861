// The API shape of a watch (Watch in the OpenAPI document), from its row. Its callback shows only the origin of the
// URL, the payload format and whether events are signed: the secret and the token are never shown again. With it the
// bodies, list query and parameters that the HTTP routes and the MCP tools both take.
import { Type } from '@fastify/type-provider-typebox';
import { sponsorshipFilterNames } from '../directory/fields/sponsorships.js';
import { listFilters } from '../directory/schemas.js';
import { listQuery, Nullable, Timestamp, Uuid } from '../schemas.js';
import { CallbackBody } from '../webhooks/callbacks.js';
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

const Label = Type.String({ minLength: 1, maxLength: 200 });
const Filters = Type.Object(
  {},
  {
    additionalProperties: true,
    description: `The sponsorships list filters (${[
      ...sponsorshipFilterNames.named,
      ...sponsorshipFilterNames.ranges.map((r) => `${r}After/Before`),
    ].join(', ')}); {} watches every sponsorship`,
  },
);
const On = Type.Array(WatchChangeSchema, {
  minItems: 1,
  maxItems: 3,
  uniqueItems: true,
  description: 'The changes to be told of (default ["created"])',
});
const MaxBatch = Type.Integer({
  minimum: 1,
  maximum: 100,
  description: 'The most sponsorships one event carries (default 100; an event also stays within 32 KiB)',
});

/** POST /v1/watches body (also the create-watch tool's arguments). */
export const CreateWatchBody = Type.Object(
  {
    label: Type.Optional(Label),
    filters: Filters,
    on: Type.Optional(On),
    maxBatch: Type.Optional(MaxBatch),
    callback: Type.Omit(CallbackBody, ['events'], { additionalProperties: false }),
  },
  { additionalProperties: false },
);

/** PATCH /v1/watches/{id} body: the fields to change; those left out keep their value. */
export const UpdateWatchBody = Type.Object(
  {
    label: Type.Optional(Type.Union([Label, Type.Null()])),
    filters: Type.Optional(Filters),
    on: Type.Optional(On),
    paused: Type.Optional(Type.Boolean({ description: 'true: no new matches, no new events; false: resume' })),
    maxBatch: Type.Optional(MaxBatch),
  },
  { additionalProperties: false },
);

/** GET /v1/watches query (also the list-watches tool's arguments). */
export const WatchListQuery = Type.Object(
  { cursor: listQuery.cursor, limit: listQuery.limit, paused: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export const WatchParams = Type.Object({ id: Uuid });
export const WatchDeliveriesQuery = Type.Object(
  { cursor: listQuery.cursor, limit: listQuery.limit },
  { additionalProperties: false },
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
