// One error type with a closed set of codes, one table from code to HTTP status,
// and the RFC 9457 problem+json body every error response uses.
import crypto from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { isConnectionLost } from '../db/database.js';
import { fieldErrors } from './validation.js';

export const ERROR_CODES = {
  invalid_request: { status: 400, title: 'Invalid request' },
  invalid_cursor: { status: 400, title: 'Invalid cursor' },
  invalid_json: { status: 400, title: 'Malformed JSON body' },
  missing_api_key: { status: 401, title: 'Missing API key' },
  invalid_api_key: { status: 401, title: 'Invalid API key' },
  revoked_api_key: { status: 401, title: 'Revoked API key' },
  expired_api_key: { status: 401, title: 'Expired API key' },
  invalid_credentials: { status: 401, title: 'Invalid email or password' },
  session_expired: { status: 401, title: 'Console session ended' },
  invalid_metrics_token: { status: 401, title: 'Invalid metrics token' },
  insufficient_scope: { status: 403, title: 'Insufficient scope' },
  invalid_download_link: { status: 403, title: 'Invalid download link' },
  download_link_expired: { status: 403, title: 'Download link expired' },
  csrf_failed: { status: 403, title: 'CSRF check failed' },
  not_found: { status: 404, title: 'Not found' },
  route_not_found: { status: 404, title: 'No such route' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  not_acceptable: { status: 406, title: 'Not acceptable' },
  request_timeout: { status: 408, title: 'Request timeout' },
  conflict: { status: 409, title: 'Conflict' },
  idempotency_key_reused: { status: 409, title: 'Idempotency key reused' },
  export_not_ready: { status: 409, title: 'Export not ready' },
  export_quota_exceeded: { status: 409, title: 'Export storage limit reached' },
  limit_reached: { status: 409, title: 'Limit reached' },
  export_expired: { status: 410, title: 'Export file removed' },
  payload_too_large: { status: 413, title: 'Request body too large' },
  uri_too_long: { status: 414, title: 'URI too long' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  range_not_satisfiable: { status: 416, title: 'Range not satisfiable' },
  unprocessable: { status: 422, title: 'Unprocessable request' },
  expires_after_parent_key: { status: 422, title: 'Expiry later than the creating key' },
  rate_limited: { status: 429, title: 'Too many requests' },
  header_fields_too_large: { status: 431, title: 'Request header fields too large' },
  internal_error: { status: 500, title: 'Internal error' },
  unavailable: { status: 503, title: 'Service unavailable' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? ERROR_CODES[code].title);
    this.status = ERROR_CODES[code].status;
  }
}

/** Field errors as the one 400 every validation failure is: the detail lists them all. */
export function invalidRequest(errors: FieldError[]): ApiError {
  return new ApiError('invalid_request', errors.map((e) => `${e.path} ${e.message}`).join('; '), errors);
}

export function problemBody(code: ErrorCode, detail: string, requestId: string, errors?: FieldError[]) {
  const { status, title } = ERROR_CODES[code];
  return {
    type: `urn:csds:problem:${code}`,
    title,
    status,
    detail,
    code,
    requestId,
    ...(errors && errors.length ? { errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, code: ErrorCode, detail: string, errors?: FieldError[]) {
  const body = problemBody(code, detail, String(reply.request.id), errors);
  // Errors the router raises answer before the onRequest hooks that set it: the header must still match the body.
  reply.header('x-request-id', reply.request.id);
  if (reply.request.raw.complete === false) closeAfterLinger(reply);
  return reply.code(body.status).type('application/problem+json; charset=utf-8').send(JSON.stringify(body));
}

const LINGER_MS = 1000;

/**
 * A request refused before its body was read whole (too large, or no key): Node would read and discard the rest
 * to keep the connection alive, however much the client sends. Closing at once can reset the connection before the
 * client reads the answer, so the rest is discarded for at most LINGER_MS (a lingering close bounded in time, as
 * nginx's lingering_time; a bound in bytes would reset fast clients before they read the answer), then closed.
 */
function closeAfterLinger(reply: FastifyReply) {
  const req = reply.request.raw;
  // Fastify marks a too-large Content-Length "Connection: close", which makes Node close the socket as soon as the
  // answer is written: with the client still sending, that close is a reset that can discard the unread answer.
  reply.removeHeader('connection');
  reply.raw.once('finish', () => {
    const timer = setTimeout(() => req.socket?.destroy(), LINGER_MS);
    timer.unref();
    req.once('end', () => clearTimeout(timer));
    req.resume();
  });
}

/**
 * Fastify's clientErrorHandler: what Node reports on a connection before (or instead of) a request Fastify can answer
 * (REQUEST_TIMEOUT_MS or HEADERS_TIMEOUT_MS passed, headers too large, unparsable HTTP). The answer is problem+json
 * like every other error, written straight to the socket, which is then closed. As Node does, nothing is written
 * once a response has begun on the socket (it would corrupt it); the socket is closed all the same.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, detail]: [ErrorCode, string] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ['request_timeout', 'The request headers and body did not all arrive in time (REQUEST_TIMEOUT_MS); the connection is closed.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? ['header_fields_too_large', 'The request headers are larger than the server accepts.']
        : ['invalid_request', 'The request is not valid HTTP.'];
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const requestId = `req_${crypto.randomBytes(12).toString('base64url')}`;
    const body = JSON.stringify(problemBody(code, detail, requestId));
    const { status, title } = ERROR_CODES[code];
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** A Fastify validation failure's errors, each path starting with the part of the request (query, params, body). */
export function validationErrors(err: Pick<FastifyError, 'validation'> & { validationContext?: string }): FieldError[] {
  const raw = (err as FastifyError & { validationContext?: string }).validationContext ?? 'body';
  return fieldErrors((err.validation ?? []) as ErrorObject[], raw === 'querystring' ? 'query' : raw);
}

export function errorHandler(err: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof ApiError) {
    if (err.headers) reply.headers(err.headers);
    return sendProblem(reply, err.code, err.message, err.errors);
  }
  if (err.validation) {
    const errors = validationErrors(err);
    return sendProblem(reply, 'invalid_request', errors.map((e) => `${e.path} ${e.message}`).join('; '), errors);
  }
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return sendProblem(reply, 'payload_too_large', 'The request body is larger than this endpoint accepts.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sendProblem(reply, 'unsupported_media_type', 'Send the request body as application/json.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return sendProblem(reply, 'invalid_json', 'The body is empty but the Content-Type says JSON.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return sendProblem(reply, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (err instanceof SyntaxError || err.statusCode === 400) {
    return sendProblem(reply, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (err.statusCode === 413) return sendProblem(reply, 'payload_too_large', 'The request body is too large.');
  if (err.statusCode === 415) return sendProblem(reply, 'unsupported_media_type', 'Unsupported Content-Type.');
  if (err.statusCode === 406) return sendProblem(reply, 'not_acceptable', 'This endpoint answers in JSON only.');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return sendProblem(reply, 'invalid_request', 'The request could not be understood.');
  }
  if (isConnectionLost(err)) {
    // The database went away under the request (a restart, a failover): the request may succeed when retried.
    request.log.warn({ err: { message: err.message, code: err.code } }, 'database connection lost');
    reply.header('retry-after', '1');
    return sendProblem(reply, 'unavailable', 'The database could not be reached for a moment. Retry the request shortly.');
  }
  request.log.error({ err }, 'unhandled error');
  return sendProblem(reply, 'internal_error', 'Something went wrong on our side. Quote the requestId if you contact support.');
}
