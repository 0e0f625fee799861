// Checks responses against the service's own OpenAPI document (GET /v1/openapi.json): the status is documented for
// the route, the Content-Type is one the response documents, and a JSON body is valid against its schema (JSON
// Schema 2020-12, as OpenAPI 3.1 uses). The route-matrix test runs every response it sees through it.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

interface MediaType {
  schema?: Record<string, unknown>;
}
interface Operation {
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

export interface SeenResponse {
  method: string;
  /** The request URL (path and query). */
  url: string;
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** A checker for one document: check() returns what is wrong with a response (empty: it is as documented). */
export function openApiChecker(doc: OpenApiDocument) {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  // The shared schemas, where the operations' "#/components/schemas/X" references point once rewritten.
  ajv.addSchema({ $id: 'components', $defs: doc.components?.schemas ?? {} });
  // Literal segments first: /v1/creators/lookup is not /v1/creators/{channelId}.
  const templates = Object.keys(doc.paths)
    .map((path) => ({
      path,
      params: (path.match(/\{/g) ?? []).length,
      re: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.params - b.params);
  const compiled = new Map<string, ValidateFunction>();

  const validator = (key: string, schema: Record<string, unknown>) => {
    let v = compiled.get(key);
    if (!v) {
      const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components#/$defs/'));
      v = ajv.compile(rewritten);
      compiled.set(key, v);
    }
    return v;
  };

  /** The documented path template a request path falls under, or null. */
  const templateOf = (path: string) => templates.find((t) => t.re.test(path))?.path ?? null;

  function check(r: SeenResponse): string[] {
    const path = r.url.split('?')[0].replace(/\/$/, '');
    const template = templateOf(path);
    if (!template) return [`${r.method} ${path} is not in the document`];
    const operation = doc.paths[template][r.method.toLowerCase()];
    if (!operation) return [`${r.method} ${template} is not in the document`];
    const status = String(r.statusCode);
    const documented =
      operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
    if (!documented)
      return [
        `${r.method} ${template}: status ${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`,
      ];
    if (r.body.length === 0) return [];
    const contentType = String(r.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    const media = documented.content?.[contentType];
    if (!media)
      return [
        `${r.method} ${template} ${status}: Content-Type ${contentType || '(none)'} is not documented (documented: ${Object.keys(documented.content ?? {}).join(', ') || 'no body'})`,
      ];
    if (!media.schema || !/[/+]json$/.test(contentType) || media.schema.format === 'binary') return [];
    let body: unknown;
    try {
      body = JSON.parse(r.body);
    } catch {
      return [`${r.method} ${template} ${status}: the body is not JSON`];
    }
    const validate = validator(`${r.method} ${template} ${status} ${contentType}`, media.schema);
    if (validate(body)) return [];
    return [
      `${r.method} ${template} ${status}: the body does not match the schema: ${ajv.errorsText(validate.errors)}; body ${r.body.slice(0, 300)}`,
    ];
  }

  return { check, templateOf };
}
