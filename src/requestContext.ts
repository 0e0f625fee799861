// The id of the API request being served, carried through its asynchronous calls (AsyncLocalStorage), so
// work it causes later can name it: an operation stores it (operations.request_id) and the worker and the
// webhook dispatcher put it in their log lines. Domain code reads it without an HTTP type in its signature.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request whose handling is running now, or null outside one (workers, CLI, startup). */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}

/** Runs `fn` as part of the request `requestId` (also for callers that are not Fastify, such as tests). */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

/**
 * Runs every later hook and the handler of each request inside its context. Installed before any other hook.
 * Fastify resumes after reading a body in the async context the reading started in (content-type-parser.js
 * binds it), so a body that arrives later from the socket does not lose it (test/requestContext.test.ts).
 */
export function trackRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ requestId: String(request.id) }, done);
  });
}
