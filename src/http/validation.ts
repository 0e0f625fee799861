// The JSON Schema validators behind every edge: Ajv with formats, defaults and all errors. Query strings and path
// parameters are text and are coerced to the schema's types; JSON (request bodies, MCP tool arguments) never is.
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

export function createValidator(opts: { coerce: boolean }): Ajv {
  return addFormats(new Ajv({ removeAdditional: false, useDefaults: true, allErrors: true, coerceTypes: opts.coerce ? 'array' : false }));
}
