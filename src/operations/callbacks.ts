// Turns a callback registration from a request into what is stored: the URL screened against the delivery
// rules (HTTPS, no credentials/query/fragment, public addresses only), the secret and bearer token sealed.
import { ApiError } from '../errors.js';
import { screenCallbackUrl } from '../outbound/screening.js';
import type { SealedCallback } from './queue.js';

export interface CallbackRequest {
  url: string;
  events?: ('progress' | 'terminal')[];
  secret?: string;
  payloadFormat?: 'event' | 'session-message';
  authorization?: { type: 'bearer'; token: string };
}

export interface CallbackDeps {
  seal(plaintext: string): string;
  allowedCidrs: Parameters<typeof screenCallbackUrl>[1]['allowedCidrs'];
}

export async function registerCallback(cb: CallbackRequest, deps: CallbackDeps): Promise<SealedCallback> {
  const format = cb.payloadFormat ?? 'event';
  if (format === 'session-message' && !cb.authorization) {
    throw new ApiError('unprocessable', 'A session-message callback needs authorization {type: "bearer", token}.', [
      { path: 'body.callback.authorization', message: 'is required when payloadFormat is "session-message"' },
    ]);
  }
  const screened = await screenCallbackUrl(cb.url, { allowedCidrs: deps.allowedCidrs });
  if (!screened.ok) {
    throw new ApiError('unprocessable', `callback.url is refused (${screened.rule}): ${screened.message}`, [
      { path: 'body.callback.url', message: `${screened.rule}: ${screened.message}` },
    ]);
  }
  return {
    origin: screened.url.origin,
    urlSealed: deps.seal(screened.url.href),
    events: cb.events && cb.events.length ? [...new Set(cb.events)] : ['terminal'],
    format,
    secretSealed: cb.secret ? deps.seal(cb.secret) : null,
    tokenSealed: cb.authorization ? deps.seal(cb.authorization.token) : null,
  };
}
