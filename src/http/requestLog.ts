// What the request log records about a request: Fastify's own fields, except that a route whose query string is
// a credential (a signed download link's expiry and signature) is logged by its path only. Anyone who can read the
// logs could otherwise download the file until the link expires. And what every log of the service redacts.
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The query string authorizes the request (a signed link): the request log omits it. */
    credentialsInQuery?: boolean;
  }
}

/** Fastify's request serializer (lib/logger-pino.js) with the query of a credential-bearing route redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggedUrl(req),
    version: req.headers?.['accept-version'] as string | undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

function loggedUrl(req: FastifyRequest): string {
  const url = req.url;
  const q = url.indexOf('?');
  if (q < 0 || !req.routeOptions?.config?.credentialsInQuery) return url;
  return `${url.slice(0, q)}?[redacted]`;
}

/** Headers that carry credentials: never written to a log. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'req.headers["x-csrf-token"]',
  // Console sign-in bodies.
  'req.body.password',
  '*.password',
  'password',
  // Callback secrets and bearer tokens, wherever a body or an object carrying them is logged.
  'req.body.callback.secret',
  'req.body.callback.authorization.token',
  'callback.secret',
  'callback.authorization.token',
  '*.secret',
  '*.token',
  'secret',
  'token',
];
