// The JSON Schema validators behind every edge: Ajv with formats, defaults and all errors. Query strings and path
// parameters are text and are coerced to the schema's types; JSON (request bodies, MCP tool arguments) never is.
// Their errors become the service's {path, message} field errors here, in one place, whoever validated.
import { Ajv, type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FieldError } from './errors.js';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

/**
 * `defaults: false` leaves the value as sent (an operation's input is stored as accepted). `verbose` keeps each
 * error's schema, which fieldErrors reads to tell an enumeration written as a union of constants.
 */
export function createValidator(opts: { coerce: boolean; defaults?: boolean }): Ajv {
  return addFormats(
    new Ajv({
      removeAdditional: false,
      useDefaults: opts.defaults ?? true,
      allErrors: true,
      verbose: true,
      coerceTypes: opts.coerce ? 'array' : false,
    }),
  );
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
    checked.errors =
      bad === null
        ? null
        : [
            {
              instancePath: bad,
              schemaPath: '#',
              keyword: 'type',
              params: {},
              message: 'must be a finite number',
            } as ErrorObject,
          ];
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

/** The values an enumeration-like schema allows ({const}, {enum}, {type: "null"}), or null when it is something else. */
function allowedValues(schema: unknown): unknown[] | null {
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as { const?: unknown; enum?: unknown; type?: unknown };
  if ('const' in s) return [s.const];
  if (Array.isArray(s.enum)) return s.enum;
  if (s.type === 'null') return [null];
  return null;
}

const oneOf = (values: unknown[]) =>
  `must be one of: ${values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')}`;
const parentOf = (schemaPath: string) => schemaPath.slice(0, schemaPath.lastIndexOf('/'));

/**
 * Ajv's errors as {path, message} pairs a client can act on; `at` names where the validated value sits (`query`,
 * `body`, `arguments`, `body.input`). A value outside an enumeration gets one error listing the allowed values,
 * however the schema spells it: an enum, a const, or a union of constants (whose branches would otherwise each
 * report "must be equal to constant", then "must match a schema in anyOf"); its type error is left out too.
 */
export function fieldErrors(errors: readonly ErrorObject[], at: string): FieldError[] {
  const dropped = new Set<ErrorObject>();
  const replaced = new Map<ErrorObject, string>();
  for (const e of errors) {
    let values: unknown[] | null = null;
    if (e.keyword === 'anyOf' && Array.isArray(e.schema)) {
      const branches = e.schema.map(allowedValues);
      if (branches.every((b) => b !== null)) values = branches.flat();
      const inside = `${e.schemaPath}/`;
      if (values)
        for (const x of errors)
          if (x.instancePath === e.instancePath && x.schemaPath.startsWith(inside)) dropped.add(x);
    } else if (e.keyword === 'enum' || e.keyword === 'const') {
      values = allowedValues(e.parentSchema);
    }
    if (!values) continue;
    replaced.set(e, oneOf(values));
    // The same schema's type error says less than the list does.
    const parent = parentOf(e.schemaPath);
    for (const x of errors)
      if (x.keyword === 'type' && x.instancePath === e.instancePath && parentOf(x.schemaPath) === parent)
        dropped.add(x);
  }
  return errors
    .filter((e) => !dropped.has(e))
    .map((v) => {
      let path = `${at}${v.instancePath.replace(/\//g, '.')}`;
      const params = v.params as Record<string, unknown>;
      if (typeof params.missingProperty === 'string') path += `.${params.missingProperty}`;
      if (typeof params.additionalProperty === 'string')
        return { path: `${path}.${params.additionalProperty}`, message: 'is not a known field' };
      return { path, message: replaced.get(v) ?? plainMessage(v) };
    });
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list (a JSON array)',
  object: 'an object',
  null: 'null',
};

const FORMAT_WORDS: Record<string, string> = {
  uuid: 'a UUID (like 0b6c0d3e-5d1c-4f0a-9a8e-2f1d3c4b5a69)',
  'date-time': 'an ISO 8601 date and time (like 2026-01-31T00:00:00Z)',
  date: 'a date (YYYY-MM-DD)',
  uri: 'an absolute URL',
  url: 'an absolute URL',
  email: 'an email address',
  hostname: 'a host name',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * One Ajv error as a plain sentence about the value at its path (the path names the field): "must not be empty"
 * rather than Ajv's "must NOT have fewer than 1 characters". A keyword not listed keeps Ajv's own words.
 */
export function plainMessage(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const n = Number(p.limit);
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'type': {
      const types = String(p.type).split(',');
      return `must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(' or ')}`;
    }
    case 'minLength':
      return n === 1 ? 'must not be empty' : `must be at least ${plural(n, 'character', 'characters')} long`;
    case 'maxLength':
      return `must be at most ${plural(n, 'character', 'characters')} long`;
    case 'minItems':
      return n === 1 ? 'must not be an empty list' : `must hold at least ${plural(n, 'item', 'items')}`;
    case 'maxItems':
      return `must hold at most ${plural(n, 'item', 'items')}`;
    case 'uniqueItems':
      return `must not list the same value twice (items ${p.j} and ${p.i}, counting from 0, are equal)`;
    case 'minProperties':
      return n === 1 ? 'must not be an empty object' : `must have at least ${plural(n, 'field', 'fields')}`;
    case 'maxProperties':
      return `must have at most ${plural(n, 'field', 'fields')}`;
    case 'minimum':
      return `must be ${n} or more`;
    case 'maximum':
      return `must be ${n} or less`;
    case 'exclusiveMinimum':
      return `must be more than ${n}`;
    case 'exclusiveMaximum':
      return `must be less than ${n}`;
    case 'multipleOf':
      return `must be a multiple of ${p.multipleOf}`;
    case 'format':
      return `must be ${FORMAT_WORDS[String(p.format)] ?? `in the ${String(p.format)} format`}`;
    case 'pattern':
      return `is not in the expected form (the pattern ${String(p.pattern)})`;
    case 'anyOf':
    case 'oneOf':
      return 'matches none of the forms this field takes';
    case 'not':
      return 'is not allowed here';
    case 'dependentRequired':
    case 'dependencies':
      return `needs ${String(p.missingProperty)} as well (given with ${String(p.property)})`;
    default:
      return e.message ?? 'is invalid';
  }
}
