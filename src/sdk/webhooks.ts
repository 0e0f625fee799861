// The receiver toolkit (published as "<package>/webhooks"): verify a callback's X-Service-Signature over the raw
// body, then parse it into the typed event envelope, whichever adapter sent it ("event", or "session-message",
// whose {message} text carries the envelope). Depends on node:crypto only; nothing of the server is imported.
import { isEventEnvelope, sessionMessageJson, type EventEnvelope } from '../webhooks/envelope.js';
import { isWatchEventEnvelope, type WatchEventEnvelope } from '../webhooks/watchEnvelope.js';
import type { OperationKind, SponsorshipSummary, SponsorshipType } from './types.js';

export type { OperationKind };

export {
  DEFAULT_TOLERANCE_SECONDS,
  signPayload,
  verifyWebhookSignature,
  type VerifyOptions,
} from '../webhooks/signing.js';

export const SIGNATURE_HEADER = 'x-service-signature';
export const EVENT_ID_HEADER = 'x-service-event-id';
export const DELIVERY_ID_HEADER = 'x-service-delivery-id';

export type OperationStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';
export type WebhookEventType =
  | 'service.operation.progress.v1'
  | 'service.operation.succeeded.v1'
  | 'service.operation.failed.v1'
  | 'service.operation.canceled.v1';

export type WatchEventType =
  'service.sponsorship.created.v1' | 'service.sponsorship.removed.v1' | 'service.sponsorship.type_changed.v1';

/** The versioned envelope (version "1.0"): deduplicate on id; deliveryId is stable across retries of one delivery. */
export interface OperationWebhookEvent extends EventEnvelope {
  type: WebhookEventType;
  operation: EventEnvelope['operation'] & { kind: OperationKind; status: OperationStatus };
}

/**
 * A watch's event: the sponsorships (as the list shows them) that entered its answer, left it, or changed type, in
 * the order of the changes; a type_changed item also carries the type it had before.
 */
export interface SponsorshipWebhookEvent extends Omit<WatchEventEnvelope, 'sponsorships'> {
  type: WatchEventType;
  sponsorships: (SponsorshipSummary & { previousType?: SponsorshipType })[];
}

/** Any event the service sends: tell them apart by `type` (or isOperationEvent). */
export type WebhookEvent = OperationWebhookEvent | SponsorshipWebhookEvent;

export const isOperationEvent = (e: WebhookEvent): e is OperationWebhookEvent => 'operation' in e;

export interface ParsedWebhookEvent {
  /** Which body adapter the event came in. */
  payloadFormat: 'event' | 'session-message';
  event: WebhookEvent;
  /** The session-message text as sent (its first line is a summary a person can read). */
  message?: string;
}

export class WebhookEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookEventError';
  }
}

const TYPES = new Set<string>([
  'service.operation.progress.v1',
  'service.operation.succeeded.v1',
  'service.operation.failed.v1',
  'service.operation.canceled.v1',
  'service.sponsorship.created.v1',
  'service.sponsorship.removed.v1',
  'service.sponsorship.type_changed.v1',
]);

/** The value as a typed event, or null when it is not an envelope of version 1.0; throws for an unknown type. */
function typed(v: unknown): WebhookEvent | null {
  if (!isEventEnvelope(v) && !isWatchEventEnvelope(v)) return null;
  if (!TYPES.has(v.type)) throw new WebhookEventError(`unknown event type ${JSON.stringify(v.type)}`);
  return v as WebhookEvent;
}

/**
 * Parses a callback body (verify its signature first) into the typed envelope. A session-message body
 * ({message}) is unwrapped. Throws WebhookEventError for anything that is not a version 1.0 event.
 */
export function parseWebhookEvent(rawBody: string | Uint8Array): ParsedWebhookEvent {
  const text = typeof rawBody === 'string' ? rawBody : new TextDecoder('utf-8', { fatal: false }).decode(rawBody);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WebhookEventError('the body is not JSON');
  }
  const event = typed(body);
  if (event) return { payloadFormat: 'event', event };
  if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
    const message = (body as { message: string }).message;
    const env = typed(sessionMessageJson(message));
    if (!env) throw new WebhookEventError('the session message carries no event envelope');
    return { payloadFormat: 'session-message', event: env, message };
  }
  throw new WebhookEventError('the body is neither an event envelope nor a session message');
}
