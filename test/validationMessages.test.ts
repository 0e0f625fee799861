// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Validation messages read as plain sentences about the field their path names, over the keywords the service's
// schemas use, whoever validated (HTTP bodies and queries, MCP arguments): never Ajv's library wording.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCoercing, createValidator, fieldErrors } from '../src/validation.js';

function errorsOf(schema: object, value: unknown, coerce = false) {
  const ajv = createValidator({ coerce });
  const validate = coerce ? compileCoercing(ajv, schema) : ajv.compile(schema);
  assert.equal(validate(value), false, 'the value is refused');
  return fieldErrors(validate.errors ?? [], 'body');
}

const object = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

test('[review 30.16] validation messages are plain sentences for every common keyword', () => {
  const cases: [object, unknown, { path: string; message: string }[]][] = [
    [
      object({ ids: { type: 'array', uniqueItems: true } }),
      { ids: ['a', 'a'] },
      [{ path: 'body.ids', message: 'must not list the same value twice (items 0 and 1, counting from 0, are equal)' }],
    ],
    [
      object({ name: { type: 'string', minLength: 1 } }),
      { name: '' },
      [{ path: 'body.name', message: 'must not be empty' }],
    ],
    [
      object({ name: { type: 'string', minLength: 3, maxLength: 5 } }),
      { name: 'ab' },
      [{ path: 'body.name', message: 'must be at least 3 characters long' }],
    ],
    [
      object({ name: { type: 'string', maxLength: 1 } }),
      { name: 'ab' },
      [{ path: 'body.name', message: 'must be at most 1 character long' }],
    ],
    [
      object({ ids: { type: 'array', minItems: 1 } }),
      { ids: [] },
      [{ path: 'body.ids', message: 'must not be an empty list' }],
    ],
    [
      object({ ids: { type: 'array', maxItems: 2 } }),
      { ids: [1, 2, 3] },
      [{ path: 'body.ids', message: 'must hold at most 2 items' }],
    ],
    [object({ id: { type: 'string' } }, ['id']), {}, [{ path: 'body.id', message: 'is required' }]],
    [object({ n: { type: 'integer' } }), { n: 'x' }, [{ path: 'body.n', message: 'must be a whole number' }]],
    [object({ b: { type: 'boolean' } }), { b: 'yes' }, [{ path: 'body.b', message: 'must be true or false' }]],
    [object({ s: { type: ['string', 'null'] } }), { s: 1 }, [{ path: 'body.s', message: 'must be text or null' }]],
    [object({ n: { type: 'integer', minimum: 1 } }), { n: 0 }, [{ path: 'body.n', message: 'must be 1 or more' }]],
    [
      object({ n: { type: 'integer', maximum: 200 } }),
      { n: 201 },
      [{ path: 'body.n', message: 'must be 200 or less' }],
    ],
    [
      object({ id: { type: 'string', format: 'uuid' } }),
      { id: 'nope' },
      [{ path: 'body.id', message: 'must be a UUID (like 0b6c0d3e-5d1c-4f0a-9a8e-2f1d3c4b5a69)' }],
    ],
    [
      object({ at: { type: 'string', format: 'date-time' } }),
      { at: 'last week' },
      [{ path: 'body.at', message: 'must be an ISO 8601 date and time (like 2026-01-31T00:00:00Z)' }],
    ],
    [object({ x: { type: 'string' } }), { y: 1 }, [{ path: 'body.y', message: 'is not a known field' }]],
    [
      object({ kind: { type: 'string', enum: ['a', 'b'] } }),
      { kind: 'c' },
      [{ path: 'body.kind', message: 'must be one of: a, b' }],
    ],
  ];
  for (const [schema, value, expected] of cases)
    assert.deepEqual(errorsOf(schema, value), expected, JSON.stringify(value));
  // No message anywhere in the table reads like the library's ("must NOT", "must have required property", "##").
  for (const [schema, value] of cases)
    for (const e of errorsOf(schema, value))
      assert.doesNotMatch(e.message, /must NOT|required property|##|must match format|must be [<>]=?/);
});
