// The value types the resource declarations (fields/<resource>.ts) and the API schemas (directory/schemas.ts) share:
// kept below both so a declaration can name them and schemas.ts can read the declarations without an import cycle.
import { Type } from '@fastify/type-provider-typebox';
import { Nullable, Timestamp } from '../../schemas.js';

// Enumerations are plain JSON Schema enums, so the OpenAPI document shows them as enums. (A wrong value gives one
// error listing the allowed values whichever way an enumeration is written: validation.ts fieldErrors.)
// Text needs no NUL rule of its own: no string with NUL passes the edge (inputGuard.ts).
export const Platform = Type.Enum(['youtube', 'instagram', 'tiktok'], { type: 'string' });
export const VideoFormat = Type.Enum(['video', 'short'], { type: 'string' });
/**
 * The sponsorship types, the one list, in the order counts by type are shown. The SDK (sdk/types.ts) spells them for
 * clients, checked by http/sdkTypes.check.ts; migration 001's CHECK guards them (test/db/checks.test.ts).
 */
export const SPONSORSHIP_TYPES = ['Integration', 'Dedicated', 'Affiliate', 'Free Product'] as const;
export type SponsorshipTypeName = (typeof SPONSORSHIP_TYPES)[number];
export const SponsorshipType = Type.Enum([...SPONSORSHIP_TYPES], { type: 'string' });

/** How sure a detection is (docs/detection.md §8a). */
export const Confidence = Type.Number({
  minimum: 0,
  maximum: 1,
  description: 'How sure the detection is, 0 to 1: the detector score adjusted by what lowers it (docs/detection.md)',
});
export const ChannelId = Type.String({ minLength: 1, maxLength: 64 });
export const NTimestamp = Nullable(Timestamp);
export const NString = Nullable(Type.String());
export const NInt = Nullable(Type.Integer());
export const ProcessingState = Type.Enum(['not-processed', 'processing', 'processed'], { type: 'string' });
