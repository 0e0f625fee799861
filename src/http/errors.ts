// The RFC 9457 problem+json body every error response uses, for the service's errors (errors.ts), Fastify's own
// (validation, body parsing) and connection-level ones.
import crypto from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { isConnectionLost } from '../db/database.js';
import { fieldErrors } from '../validation.js';
import { ApiError, ERROR_CODES, type ErrorCode, type FieldError } from '../errors.js';

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
      ? [
          'request_timeout',
          'The request headers and body did not all arrive in time (REQUEST_TIMEOUT_MS); the connection is closed.',
        ]
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
    return sendProblem(
      reply,
      'unavailable',
      'The database could not be reached for a moment. Retry the request shortly.',
    );
  }
  request.log.error({ err }, 'unhandled error');
  return sendProblem(
    reply,
    'internal_error',
    'Something went wrong on our side. Quote the requestId if you contact support.',
  );
}
