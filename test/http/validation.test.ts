// Validation errors read the same wherever a schema is checked: every enumeration-like field the app accepts (read
// from its own OpenAPI document, the operation kinds' inputs, the export datasets' filters and the MCP tools' input
// schemas) answers a value outside it with one error at its path listing the allowed values, and a kind's input is
// checked against the kind's own schema, so an unknown field is named.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DATASET, DATASETS } from '../../src/exports/datasets.js';
import { TOOLS } from '../../src/mcp/tools.js';
import { KINDS } from '../../src/operations/kinds/index.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { expectProblem } from '../helpers/factories.js';

let t: TestApp;
let key: string;
before(async () => {
  t = await createTestApp();
  key = await t.key();
});
after(() => t.close());

const BOGUS = 'not-a-listed-value';
const JARGON = /anyOf|constant|allowed values|schema is false/;

/** The values an enumeration-like schema allows ({const}, {enum}, a union of those), or null for any other schema. */
function enumValues(schema: any): unknown[] | null {
  if (!schema || typeof schema !== 'object') return null;
  if ('const' in schema) return [schema.const];
  if (Array.isArray(schema.enum)) return schema.enum;
  if (Array.isArray(schema.anyOf)) {
    const parts = schema.anyOf.map(enumValues);
    return parts.every((p: unknown) => p !== null) ? parts.flat() : null;
  }
  return null;
}

interface EnumField {
  /** Path segments below the schema's root (an array's items are at index 0). */
  path: string[];
  values: unknown[];
}

/** Every enumeration-like field of an object schema, at any depth. */
function enumFields(schema: any, path: string[] = []): EnumField[] {
  const values = enumValues(schema);
  if (values) return [{ path, values }];
  if (schema?.type === 'object' && schema.properties) {
    return Object.entries<any>(schema.properties).flatMap(([k, s]) => enumFields(s, [...path, k]));
  }
  if (schema?.type === 'array' && schema.items) return enumFields(schema.items, [...path, '0']);
  return [];
}

/** An object holding `value` at `path` (arrays where the path has an index). */
function holding(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = holding(rest, value);
  return /^\d+$/.test(head) ? [inner] : { [head]: inner };
}

const oneOf = (values: unknown[]) =>
  `must be one of: ${values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')}`;

/** The response's errors: exactly one at `path`, listing `values`, and none in Ajv's words. */
function expectOneEnumError(
  errors: { path: string; message: string }[],
  path: string,
  values: unknown[],
  what: string,
) {
  const here = errors.filter((e) => e.path === path);
  assert.deepEqual(here, [{ path, message: oneOf(values) }], `${what}: ${JSON.stringify(errors)}`);
  for (const e of errors) assert.doesNotMatch(e.message, JARGON, `${what}: ${JSON.stringify(errors)}`);
}

async function mcpCall(name: string, args: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/mcp',
    headers: { ...bearer(key), accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
    payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result as { isError?: boolean; content: { type: string; text: string }[] };
}

describe('a value outside an enumeration is one error listing the allowed values', () => {
  test('[review 16.11] every enum-like query parameter and body field of every route in the OpenAPI document', async () => {
    const doc: any = t.app.swagger();
    let checked = 0;
    for (const [url, ops] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(ops)) {
        if (method === 'head') continue;
        for (const p of op.parameters ?? []) {
          const values = enumValues(p.schema);
          if (!values || (p.in !== 'query' && p.in !== 'path')) continue;
          const filled = url.replace(/\{(\w+)\}/g, (_, name: string) =>
            name === p.name ? BOGUS : '00000000-0000-4000-8000-000000000000',
          );
          const res = await t.app.inject({
            method,
            url: p.in === 'query' ? `${filled}?${p.name}=${BOGUS}` : filled,
            headers: bearer(key),
          });
          const body = expectProblem(res, 400, 'invalid_request');
          expectOneEnumError(
            body.errors,
            `${p.in === 'query' ? 'query' : 'params'}.${p.name}`,
            values,
            `${method} ${url} ${p.name}`,
          );
          checked++;
        }
        const schema = op.requestBody?.content?.['application/json']?.schema;
        for (const f of schema ? enumFields(schema) : []) {
          const res = await t.app.inject({
            method,
            // A well-formed id in the path ("PATCH /v1/tracked-channels/{id}"), so the body is what is judged.
            url: url.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
            headers: bearer(key),
            payload: holding(f.path, BOGUS) as object,
          });
          const body = expectProblem(res, 400, 'invalid_request');
          expectOneEnumError(
            body.errors,
            ['body', ...f.path].join('.'),
            f.values,
            `${method} ${url} ${f.path.join('.')}`,
          );
          checked++;
        }
      }
    }
    // Among them the fields the review named: kind, callback.events, payloadFormat, authorization.type.
    assert.ok(checked >= 16, `only ${checked} enumeration-like fields found`);
  });

  test("[review 16.11] every enum-like field of each operation kind's input, and unknown input fields named", async () => {
    let checked = 0;
    for (const kind of Object.values(KINDS)) {
      for (const f of enumFields(kind.input)) {
        const payload = { kind: kind.name, input: holding(f.path, BOGUS) as object };
        const res = await t.app.inject({ method: 'POST', url: '/v1/operations', headers: bearer(key), payload });
        const errors = expectProblem(res, 400, 'invalid_request').errors;
        expectOneEnumError(
          errors,
          ['body', 'input', ...f.path].join('.'),
          f.values,
          `${kind.name} ${f.path.join('.')}`,
        );
        checked++;
      }
    }
    assert.ok(checked >= 1);
    // An input of another kind names the field that does not belong, not "schema is false".
    const payload = { kind: 'brand-discovery', input: { videoYoutubeIds: ['abc'] } };
    const res = await t.app.inject({ method: 'POST', url: '/v1/operations', headers: bearer(key), payload });
    const body = expectProblem(res, 400, 'invalid_request');
    assert.deepEqual(
      body.errors,
      [
        { path: 'body.input.brandId', message: 'is required' },
        { path: 'body.input.videoYoutubeIds', message: 'is not a known field' },
      ],
      res.body,
    );
  });

  test('[review 16.11] every enum-like filter of every export dataset', async () => {
    for (const dataset of DATASETS) {
      for (const [name, schema] of Object.entries(DATASET[dataset].filterProperties)) {
        const values = enumValues(schema);
        if (!values) continue;
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/exports',
          headers: bearer(key),
          payload: { dataset, filters: { [name]: BOGUS } },
        });
        expectOneEnumError(
          expectProblem(res, 400, 'invalid_request').errors,
          `body.filters.${name}`,
          values,
          `${dataset} ${name}`,
        );
      }
    }
  });

  test('[review 16.11] every enum-like argument of every MCP tool reads the same as over HTTP', async () => {
    let checked = 0;
    const cases: { tool: string; path: string[]; values: unknown[]; args: unknown }[] = [];
    for (const tool of TOOLS) {
      for (const f of enumFields(tool.input))
        cases.push({ tool: tool.name, path: f.path, values: f.values, args: holding(f.path, BOGUS) });
    }
    for (const kind of Object.values(KINDS)) {
      for (const f of enumFields(kind.input)) {
        cases.push({
          tool: 'start-operation',
          path: ['input', ...f.path],
          values: f.values,
          args: { kind: kind.name, input: holding(f.path, BOGUS) },
        });
      }
    }
    for (const dataset of DATASETS) {
      for (const [name, schema] of Object.entries(DATASET[dataset].filterProperties)) {
        const values = enumValues(schema);
        if (values)
          cases.push({
            tool: 'create-export',
            path: ['filters', name],
            values,
            args: { dataset, filters: { [name]: BOGUS } },
          });
      }
    }
    for (const c of cases) {
      const r = await mcpCall(c.tool, c.args);
      assert.equal(r.isError, true, `${c.tool} ${c.path.join('.')}`);
      const text = r.content[0].text;
      assert.match(text, /^invalid_request: /);
      const path = ['arguments', ...c.path].join('.');
      const lines = text.split('\n').filter((l) => l.startsWith(`- ${path}: `));
      assert.deepEqual(lines, [`- ${path}: ${oneOf(c.values)}`], `${c.tool}: ${text}`);
      assert.doesNotMatch(text, JARGON, text);
      checked++;
    }
    assert.ok(checked >= 15, `only ${checked} tool arguments checked`);
  });
});
