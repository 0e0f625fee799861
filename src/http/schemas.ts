// The error responses of the OpenAPI document: the problem+json body (errors.ts) every route can answer with.
// Routes name the statuses of their own errors (`404: Problem`); documentProblems() (app.ts's onRoute hook) turns
// each into the one shared declaration and adds the statuses any route can give, so every code of the one error
// table (errors.ts) is documented the same way, under application/problem+json, wherever its status is.
import { Type } from '@fastify/type-provider-typebox';
import type { RouteOptions } from 'fastify';
import { ERROR_CODES } from '../errors.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export const Problem = Type.Object(
  {
    type: Type.String({ description: 'urn:csds:problem:<code>' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.String({ description: 'One of the codes listed on the response.' }),
    requestId: Type.String(),
    errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
  },
  { $id: 'Problem', title: 'Problem', description: 'An RFC 9457 problem: every error response.' },
);

/**
 * The error responses every authenticated route can give, for the OpenAPI document (documentProblems() adds the
 * rest of the common ones).
 */
export const authErrors = {
  400: Problem,
  401: Problem,
  403: Problem,
  429: Problem,
  500: Problem,
};

/** The codes of the error table answered with this status. */
export function codesOf(status: number): string[] {
  return Object.entries(ERROR_CODES)
    .filter(([, e]) => e.status === status)
    .map(([code]) => code);
}

/** The one declaration of an error response: problem+json, the shared Problem schema, the codes it can carry. */
export function problemResponse(status: number) {
  const codes = codesOf(status)
    .map((code) => `\`${code}\` (${ERROR_CODES[code as keyof typeof ERROR_CODES].title})`)
    .join(', ');
  return {
    description: codes ? `Problem: ${codes}.` : 'Problem.',
    content: { [PROBLEM_CONTENT_TYPE]: { schema: Type.Ref('Problem') } },
  };
}

/** Statuses any documented route can answer with, whatever it does. */
const EVERY_ROUTE = [400, 429, 500, 503];
/** And any route that takes credentials (scope !== false). */
const AUTHENTICATED = [401, 403];
/** A path parameter longer than the router takes (maxParamLength) is a 414 before the route runs. */
const WITH_PATH_PARAMETERS = [414];
/** A request body can be too large or not JSON. */
const WITH_BODY = [413, 415];

function isProblem(schema: unknown): boolean {
  return (
    schema === Problem ||
    (typeof schema === 'object' && schema !== null && (schema as { $id?: string }).$id === 'Problem')
  );
}

/**
 * Rewrites a documented route's error responses (an onRoute hook, run before the OpenAPI plugin's): each status
 * declared as Problem, and each status any such route can give, becomes problemResponse(status). A status is
 * documented once its code is in the error table; only a status no route declared before needs naming here or on
 * the route.
 */
export function documentProblems(route: RouteOptions) {
  const schema = route.schema as
    (Record<string, unknown> & { hide?: boolean; response?: Record<string, unknown> }) | undefined;
  if (!schema || schema.hide || !schema.response) return;
  const statuses = new Set<number>(EVERY_ROUTE);
  const config = route.config as { scope?: unknown } | undefined;
  if (config?.scope !== false) for (const s of AUTHENTICATED) statuses.add(s);
  if (route.url.includes(':')) for (const s of WITH_PATH_PARAMETERS) statuses.add(s);
  if (schema.body) for (const s of WITH_BODY) statuses.add(s);
  const response: Record<string, unknown> = {};
  for (const [status, declared] of Object.entries(schema.response)) {
    if (isProblem(declared)) statuses.add(Number(status));
    else response[status] = declared;
  }
  for (const status of [...statuses].sort((a, b) => a - b)) response[status] = problemResponse(status);
  route.schema = { ...schema, response };
}
