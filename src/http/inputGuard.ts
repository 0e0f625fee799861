// The rule every input passes before its schema: no NUL characters in any string or field name, and JSON nested at
// most MAX_INPUT_DEPTH deep. PostgreSQL text and jsonb cannot hold U+0000, so one NUL anywhere would reach the
// database as a 500; and code that walks a value recursively (JSON.stringify, structuredClone, canonical hashing)
// overflows the stack on a body nested a few thousand deep, which a 1 MiB body easily is. Checked once, here, for
// query strings, path parameters and JSON bodies (a preValidation hook) and for MCP tool arguments (mcp/server.ts).
import type { FastifyRequest } from 'fastify';
import { invalidRequest, type FieldError } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body's strings are checked by the route itself (POST /mcp: a NUL in a tool's arguments is a tool error
     * result, as every other argument error is); its depth is still bounded here.
     */
    bodyTextCheckedByRoute?: boolean;
  }
}

/** How deep objects and arrays may nest in a JSON body or an MCP message; the service's own inputs nest at most 5 deep. */
export const MAX_INPUT_DEPTH = 32;

const NUL_IN_VALUE = 'must not contain NUL (U+0000) characters';
const NUL_IN_NAME = 'has a field name containing NUL (U+0000) characters';
const MAX_REPORTED = 20;

/**
 * What in `value` the service cannot take: strings or field names with NUL (unless `nul` is false), and nesting
 * deeper than MAX_INPUT_DEPTH. `at` names where the value sits (`body`, `query`, `arguments`) and `depth` how many
 * objects or arrays already enclose it (an MCP tool's arguments sit two deep in their message). The walk is
 * iterative, so no input can exhaust the stack here; a value too deep yields that one error, naming the top-level
 * field it is under.
 */
export function unstorableInput(
  value: unknown,
  at: string,
  opts: { depth?: number; nul?: boolean } = {},
): FieldError[] {
  const checkNul = opts.nul ?? true;
  const errors: FieldError[] = [];
  const stack: { v: unknown; path: string; depth: number; top: string }[] = [
    { v: value, path: at, depth: opts.depth ?? 0, top: at },
  ];
  while (stack.length > 0 && errors.length < MAX_REPORTED) {
    const { v, path, depth, top } = stack.pop()!;
    if (typeof v === 'string') {
      if (checkNul && v.includes('\u0000')) errors.push({ path, message: NUL_IN_VALUE });
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      return [{ path: top, message: `nests objects and arrays more than ${MAX_INPUT_DEPTH} levels deep` }];
    }
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    if (checkNul && entries.some(([k]) => k.includes('\u0000'))) errors.push({ path, message: NUL_IN_NAME });
    // Pushed last to first, so the errors come in the order of the document.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, x] = entries[i];
      const child = `${path}.${k}`;
      stack.push({ v: x, path: child, depth: depth + 1, top: path === at ? child : top });
    }
  }
  return errors;
}

/** preValidation hook: path parameters, query and JSON body, before the route's schema sees them. */
export async function guardInput(request: FastifyRequest): Promise<void> {
  const errors = [
    ...unstorableInput(request.params, 'params'),
    ...unstorableInput(request.query, 'query'),
    ...unstorableInput(request.body, 'body', { nul: request.routeOptions.config?.bodyTextCheckedByRoute !== true }),
  ];
  if (errors.length > 0) throw invalidRequest(errors);
}
