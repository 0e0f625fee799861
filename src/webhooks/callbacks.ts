// A callback registration, for operations and watches alike: its request schema, and what is stored of it, the URL
// screened against the delivery rules (HTTPS, no credentials/query/fragment, public addresses only), the URL, secret
// and bearer token sealed. Nothing of it but the origin is ever shown again.
import { Type } from '@fastify/type-provider-typebox';
import { ApiError } from '../errors.js';
import { screenCallbackUrl } from '../outbound/screening.js';
import type { PayloadFormat } from './envelope.js';

/** The callback object of a request: an operation's (with `events`) or a watch's (without). */
export const CallbackBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2048 }),
    events: Type.Optional(
      Type.Array(Type.Union([Type.Literal('progress'), Type.Literal('terminal')]), {
        minItems: 1,
        maxItems: 2,
        uniqueItems: true,
      }),
    ),
    secret: Type.Optional(
      Type.String({ minLength: 32, maxLength: 256, description: 'Write-only; enables X-Service-Signature' }),
    ),
    payloadFormat: Type.Optional(Type.Union([Type.Literal('event'), Type.Literal('session-message')])),
    standardWebhooks: Type.Optional(
      Type.Boolean({
        description:
          'Also send the Standard Webhooks headers webhook-id, webhook-timestamp and webhook-signature (needs secret); default false',
      }),
    ),
    authorization: Type.Optional(
      Type.Object(
        { type: Type.Literal('bearer'), token: Type.String({ minLength: 1, maxLength: 4096 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export interface CallbackRequest {
  url: string;
  events?: ('progress' | 'terminal')[];
  secret?: string;
  payloadFormat?: PayloadFormat;
  standardWebhooks?: boolean;
  authorization?: { type: 'bearer'; token: string };
}

export interface SealedCallback {
  origin: string;
  urlSealed: string;
  events: ('progress' | 'terminal')[];
  format: PayloadFormat;
  secretSealed: string | null;
  tokenSealed: string | null;
  /** Whether deliveries carry the Standard Webhooks headers too (signing.ts). */
  standardWebhooks: boolean;
}

export interface CallbackDeps {
  seal(plaintext: string): string;
  allowedCidrs: Parameters<typeof screenCallbackUrl>[1]['allowedCidrs'];
}

/** `path` names where the callback sits in the caller's request (body.callback, arguments.callback). */
export async function registerCallback(
  cb: CallbackRequest,
  deps: CallbackDeps,
  path = 'body.callback',
): Promise<SealedCallback> {
  const format = cb.payloadFormat ?? 'event';
  if (format === 'session-message' && !cb.authorization) {
    throw new ApiError('unprocessable', 'A session-message callback needs authorization {type: "bearer", token}.', [
      { path: `${path}.authorization`, message: 'is required when payloadFormat is "session-message"' },
    ]);
  }
  if (cb.standardWebhooks && !cb.secret) {
    throw new ApiError(
      'unprocessable',
      'Standard Webhooks headers are signed: a callback with standardWebhooks needs a secret.',
      [{ path: `${path}.secret`, message: 'is required when standardWebhooks is true' }],
    );
  }
  const screened = await screenCallbackUrl(cb.url, { allowedCidrs: deps.allowedCidrs });
  if (!screened.ok) {
    throw new ApiError('unprocessable', `callback.url is refused (${screened.rule}): ${screened.message}`, [
      { path: `${path}.url`, message: `${screened.rule}: ${screened.message}` },
    ]);
  }
  return {
    origin: screened.url.origin,
    urlSealed: deps.seal(screened.url.href),
    events: cb.events && cb.events.length ? [...new Set(cb.events)] : ['terminal'],
    format,
    secretSealed: cb.secret ? deps.seal(cb.secret) : null,
    tokenSealed: cb.authorization ? deps.seal(cb.authorization.token) : null,
    standardWebhooks: cb.standardWebhooks === true,
  };
}
