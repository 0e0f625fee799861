// The receiver toolkit (published as "<package>/webhooks"): verify a callback's X-Service-Signature over the raw
// body, then parse it into the typed event envelope, whichever adapter sent it ("event", or "session-message",
// whose {message} text carries the envelope). Depends on node:crypto only; nothing of the server is imported.
import { isEventEnvelope, parseSessionMessage, type EventEnvelope } from '../webhooks/envelope.js';
import type { OperationKind } from './types.js';

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

/** The versioned envelope (version "1.0"): deduplicate on id; deliveryId is stable across retries of one delivery. */
export interface WebhookEvent extends EventEnvelope {
  type: WebhookEventType;
  operation: EventEnvelope['operation'] & { kind: OperationKind; status: OperationStatus };
}

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
]);

function typed(env: EventEnvelope): WebhookEvent {
  if (!TYPES.has(env.type)) throw new WebhookEventError(`unknown event type ${JSON.stringify(env.type)}`);
  return env as WebhookEvent;
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
  if (isEventEnvelope(body)) return { payloadFormat: 'event', event: typed(body) };
  if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
    const message = (body as { message: string }).message;
    const env = parseSessionMessage(message);
    if (!env) throw new WebhookEventError('the session message carries no event envelope');
    return { payloadFormat: 'session-message', event: typed(env), message };
  }
  throw new WebhookEventError('the body is neither an event envelope nor a session message');
}
