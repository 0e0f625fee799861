// The JSON Schema validators behind every edge: Ajv with formats, defaults and all errors. Query strings and path
// parameters are text and are coerced to the schema's types; JSON (request bodies, MCP tool arguments) never is.
import { Ajv, type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

export function createValidator(opts: { coerce: boolean }): Ajv {
  return addFormats(new Ajv({ removeAdditional: false, useDefaults: true, allErrors: true, coerceTypes: opts.coerce ? 'array' : false }));
}

/**
 * Compiles a schema for text that is coerced (query strings, path parameters). Ajv turns "Infinity" or "1e400"
 * into Infinity, and its minimum/maximum checks compare finite numbers only, so `limit=1e400` would pass
 * `maximum: 200` and reach SQL; a coerced value that is not finite is refused here as the type error it is.
 */
export function compileCoercing(ajv: Ajv, schema: AnySchema): ValidateFunction {
  const validate = ajv.compile(schema);
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const bad = nonFinite(data, '');
    checked.errors = bad === null ? null : [{ instancePath: bad, schemaPath: '#', keyword: 'type', params: {}, message: 'must be a finite number' } as ErrorObject];
    return bad === null;
  }) as ValidateFunction;
  return checked;
}

function nonFinite(v: unknown, path: string): string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? null : path;
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      const at = nonFinite(x, `${path}/${k}`);
      if (at !== null) return at;
    }
  }
  return null;
}
