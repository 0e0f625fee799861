// Property-based tests (fast-check) over every route the app serves, read from the app and checked against the
// route table: random path parameters, query strings, bodies (any JSON, non-JSON, empty, huge, deeply nested,
// unicode, NUL bytes, mutations of a valid body, JSON-RPC junk for /mcp) and headers (odd Authorization, Accept,
// Content-Type, Content-Length mismatches, Idempotency-Key shapes, X-Request-Id junk, cookies, ranges) never get a
// 5xx, and every 4xx is application/problem+json with a code from the closed set whose status it carries.
// Signed cursors that are truncated, altered by one character, or taken from another filter, list or account are a
// 400 invalid_cursor; signed download links that are altered, made for another export or expired are a 403.
//
// FUZZ_RUNS sets the runs per route (default 12); FUZZ_SEED replays a run. With RELIABILITY_OUT set, the totals
// go to fuzz.json there.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { DownloadLinks } from '../../src/exports/links.js';
import { ERROR_CODES } from '../../src/errors.js';
import { TOOLS } from '../../src/mcp/tools.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import {
  buildWorld,
  startWorldYoutube,
  fillPath,
  listRoutes,
  ROUTE_TABLE,
  validQuery,
  type AppRoute,
  type World,
} from '../helpers/routeTable.js';
import { writeReliabilityPart } from '../helpers/secretScan.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
// One seed for the whole file, printed, so that a failure found only at close (the secret scan) can be replayed too.
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
process.stdout.write(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays this run)\n`);
const BODY_LIMIT = 64 * 1024;

let t: TestApp;
let youtube: Awaited<ReturnType<typeof startWorldYoutube>>;
let w: World;
let routes: AppRoute[];
/** What fuzz.json reports (summed over the stores' runs, except endpoints and runsPerEndpoint: the largest). */
const totals = {
  storeRuns: 1,
  endpoints: 0,
  runsPerEndpoint: RUNS,
  propertyRuns: 0,
  requests: 0,
  serverErrors: 0,
  nonProblemErrors: 0,
  cursorCases: 0,
  downloadLinkCases: 0,
  failures: 0,
};

before(async () => {
  youtube = await startWorldYoutube();
  t = await createTestApp(
    { WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', BODY_LIMIT_BYTES: String(BODY_LIMIT), ...youtube.env },
    { worker: true },
  );
  w = await buildWorld(t);
  routes = listRoutes(t.app);
});
after(async () => {
  writeReliabilityPart('fuzz', totals, { max: ['endpoints', 'runsPerEndpoint'] });
  await t?.close();
  await youtube?.fake.close();
});

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The invariants every response keeps; returns a reason when one is broken. */
function broken(req: Sent, res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  if (res.statusCode >= 500) {
    totals.serverErrors++;
    return `a ${res.statusCode}`;
  }
  if (res.statusCode < 400 || req.method === 'HEAD') return null;
  const ct = String(res.headers['content-type'] ?? '');
  if (!ct.startsWith('application/problem+json')) {
    totals.nonProblemErrors++;
    return `a ${res.statusCode} that is ${ct || 'untyped'}, not problem+json`;
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body);
  } catch {
    totals.nonProblemErrors++;
    return 'a problem body that is not JSON';
  }
  const code = body.code as keyof typeof ERROR_CODES;
  if (typeof code !== 'string' || !(code in ERROR_CODES))
    return `code ${JSON.stringify(code)} is not in the closed set`;
  if (ERROR_CODES[code].status !== res.statusCode || body.status !== res.statusCode)
    return `code ${code} with status ${res.statusCode}`;
  if (body.type !== `urn:csds:problem:${code}`) return `type ${String(body.type)}`;
  if (body.requestId !== res.headers['x-request-id']) return 'requestId differs from X-Request-Id';
  return null;
}

async function send(req: Sent) {
  totals.requests++;
  let res;
  try {
    res = await t.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: req.headers,
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    });
  } catch (err) {
    // inject refuses what no HTTP client could send (a header Node would not write): not the service's doing.
    if (err instanceof TypeError || (err as { code?: string }).code?.startsWith('ERR_')) return null;
    throw err;
  }
  const why = broken(req, res);
  if (why) {
    const shown = {
      ...req,
      payload:
        typeof req.payload === 'string'
          ? req.payload.slice(0, 300)
          : req.payload
            ? `<${req.payload.length} bytes>`
            : undefined,
    };
    throw new Error(`${why}: ${JSON.stringify(shown)} → ${res.statusCode} ${res.body.slice(0, 500)}`);
  }
  return res;
}

// ---- arbitraries ----

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
};

const JUNK = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '..',
  '../..',
  'null',
  'true',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  '9'.repeat(40),
  'x'.repeat(3000),
  '😀'.repeat(300),
  '\uFFFF',
  '\uD800',
  '<script>',
  "' or 1=1 --",
  '{}',
  '[]',
];
const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...JUNK),
);
/** Raw text for a URL position, sometimes left unencoded or malformed on purpose. */
const rawUrlPart = fc.oneof(
  { weight: 4, arbitrary: junkText.map(enc) },
  fc.constantFrom('%', '%zz', '%C0%AE', '%FF', '%u0041', '..', '.', '%2e%2e%2f', '%252e', 'a%2Fb'),
);

const QUERY_NAMES = [
  'cursor',
  'limit',
  'search',
  'platform',
  'format',
  'processingState',
  'channelId',
  'brandId',
  'brandDomain',
  'type',
  'months',
  'status',
  'kind',
  'dataset',
  'expires',
  'signature',
];
const queryValue = fc.oneof(
  junkText,
  fc.integer().map(String),
  fc.constantFrom('youtube', 'Integration', 'brands', 'queued', 'video', '50', '200', '201', '0', 'csv'),
  fc.uuid(),
);
const queryString = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), junkText), queryValue), { maxLength: 6 })
      .map((pairs) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')),
  },
  fc.constantFrom(
    '&&==',
    'a[b]=c',
    'limit[]=1&limit[]=2',
    '%',
    '=',
    'limit',
    'cursor=',
    'search=%00',
    `limit=${'9'.repeat(400)}`,
  ),
);

const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 80,
});
const option = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 2 });

function headersArb(): fc.Arbitrary<Record<string, string>> {
  return fc
    .record({
      authorization: fc.oneof(
        { weight: 8, arbitrary: fc.constant(`Bearer ${w.owner}`) },
        fc.constant(`Bearer ${w.other}`),
        fc.constant(undefined),
        headerText,
        headerText.map((s) => `Bearer ${s}`),
        fc.constantFrom(
          `Bearer ${w.owner} extra`,
          'Bearer',
          `bearer  ${w.owner}`,
          `Basic ${w.owner}`,
          `Bearer ${w.owner.slice(0, -1)}`,
          `Bearer csds_${'A'.repeat(43)}`,
        ),
      ),
      accept: option(
        fc.oneof(
          fc.constantFrom(
            'application/json',
            '*/*',
            'text/html',
            'application/xml',
            'text/event-stream',
            'application/json, text/event-stream',
            '',
            'application/problem+json',
          ),
          headerText,
        ),
      ),
      'content-type': option(
        fc.oneof(
          fc.constantFrom(
            'application/json',
            'application/json; charset=utf-8',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/octet-stream',
            'application/json; charset=latin1',
            'APPLICATION/JSON',
            'application/problem+json',
            '',
          ),
          headerText,
        ),
      ),
      'content-length': option(
        fc.oneof(fc.nat(200_000).map(String), fc.constantFrom('-1', 'abc', '1e3', '99999999999999999999')),
      ),
      'idempotency-key': option(fc.oneof(headerText, fc.constantFrom('', 'x'.repeat(300), ' '))),
      'x-request-id': option(fc.oneof(headerText, fc.constantFrom('x'.repeat(200), 'ok-id.1:2'))),
      cookie: option(
        fc.oneof(
          fc.constant(w.console.cookie),
          fc.constantFrom('csds_session=', 'csds_session=junk', 'csds_session=%ff'),
          headerText,
        ),
      ),
      'x-csrf-token': option(fc.oneof(fc.constant(w.console.csrf), headerText)),
      origin: option(fc.oneof(fc.constantFrom('https://evil.example', 'null', 'http://localhost:80'), headerText)),
      range: option(
        fc.oneof(
          fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=5-2', 'bytes=0-1,3-4', 'bytes=999999999-', 'items=0-1'),
          headerText,
        ),
      ),
      'if-range': option(headerText),
      'accept-encoding': option(
        fc.oneof(fc.constantFrom('gzip', 'gzip;q=0', '*', 'br', 'identity;q=0, *;q=0', 'gzip;q=abc'), headerText),
      ),
    })
    .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);
}

const deep = (n: number, open: string, close: string) => open.repeat(n) + close.repeat(n);
const SPECIAL_BODIES = [
  deep(20_000, '[', ']'),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  JSON.stringify({ a: 'x'.repeat(BODY_LIMIT * 2) }),
  '{"a":"\\u0000"}',
  '{"name":"a\\u0000b","scopes":["data:read"]}',
  '{',
  '[]',
  'null',
  '""',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\uFEFF{}',
  '{"a":1,"a":2}',
  '1'.repeat(400),
];

function setAt(obj: unknown, path: string[], value: unknown, remove: boolean): unknown {
  if (!path.length) return value;
  const copy: Record<string, unknown> =
    obj && typeof obj === 'object' && !Array.isArray(obj) ? { ...(obj as Record<string, unknown>) } : {};
  const [head, ...rest] = path;
  if (!rest.length && remove) delete copy[head];
  else copy[head] = setAt(copy[head], rest, value, remove);
  return copy;
}

function pathsOf(v: unknown, prefix: string[] = []): string[][] {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return [prefix];
  return [prefix, ...Object.entries(v).flatMap(([k, x]) => pathsOf(x, [...prefix, k]))];
}

const mcpMessage = fc.record(
  {
    jsonrpc: fc.oneof({ weight: 4, arbitrary: fc.constant('2.0') }, fc.jsonValue()),
    id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.jsonValue()),
    method: fc.oneof(
      fc.constantFrom(
        'initialize',
        'tools/list',
        'tools/call',
        'ping',
        'resources/list',
        'prompts/get',
        'notifications/initialized',
        'logging/setLevel',
      ),
      junkText,
    ),
    params: fc.oneof(
      fc.record({
        name: fc.oneof(fc.constantFrom(...TOOLS.map((x) => x.name)), junkText),
        arguments: fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
      }),
      fc.record({
        protocolVersion: fc.oneof(fc.constant('2025-03-26'), junkText),
        capabilities: fc.jsonValue(),
        clientInfo: fc.jsonValue(),
      }),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);

function bodyArb(route: AppRoute): fc.Arbitrary<string | Buffer | undefined> {
  const rule = ROUTE_TABLE[route.id];
  const valid = rule.body?.(w);
  const options: fc.Arbitrary<string | Buffer | undefined>[] = [
    fc.constant(undefined),
    fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
    junkText,
    fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a)),
    fc.constantFrom(...SPECIAL_BODIES),
  ];
  if (valid !== undefined) {
    const paths = pathsOf(valid);
    const mutated = fc
      .record({
        path: fc.constantFrom(...paths),
        key: fc.oneof(fc.constant(null), junkText),
        value: fc.jsonValue(),
        remove: fc.boolean(),
      })
      .map(({ path, key, value, remove }) =>
        JSON.stringify(setAt(valid, key === null ? path : [...path, key], value, remove)),
      );
    options.push(mutated, mutated, fc.constant(JSON.stringify(valid)));
  }
  if (route.url === '/v1/operations' && route.method === 'POST') {
    const callback = fc.record(
      {
        url: fc.oneof(
          fc.constantFrom(
            'https://127.0.0.1:9/x',
            'https://8.8.8.8/x',
            'http://example.com/x',
            'https://user:pw@example.com/',
            'https://[::1]/x',
            'https://0x7f.1/x',
            'https://example.com/?q=1',
          ),
          junkText,
        ),
        events: fc.oneof(fc.constant(['terminal']), fc.jsonValue()),
        secret: fc.oneof(fc.string({ minLength: 32, maxLength: 40 }), junkText),
        payloadFormat: fc.oneof(fc.constantFrom('event', 'session-message'), junkText),
        authorization: fc.oneof(
          fc.record({ type: fc.constant('bearer'), token: fc.string({ minLength: 1, maxLength: 40 }) }),
          fc.jsonValue(),
        ),
      },
      { requiredKeys: ['url'] },
    );
    options.push(callback.map((c) => JSON.stringify({ ...(valid as object), callback: c })));
  }
  if (route.url === '/mcp')
    options.push(
      mcpMessage.map((m) => JSON.stringify(m)),
      fc.array(mcpMessage, { maxLength: 3 }).map((m) => JSON.stringify(m)),
    );
  return fc.oneof(...options);
}

function pathArb(route: AppRoute): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)|\*$/g)].map((m) => m[1] ?? '*');
  if (!names.length) return fc.constant(route.url);
  return fc
    .tuple(
      ...names.map(() => fc.oneof({ weight: 2, arbitrary: fc.constant<string | null>(null) }, fc.uuid(), rawUrlPart)),
    )
    .map((values) => {
      let i = 0;
      const valid = fillPath(route.url, w);
      // Each parameter: the owner's real value (null), a random uuid, or junk.
      return route.url.replace(/:(\w+)|\*$/g, (m) => {
        const v = values[i++];
        if (v !== null) return v;
        const at = valid.split('/')[route.url.split('/').indexOf(m)];
        return at ?? 'x';
      });
    });
}

function requestArb(route: AppRoute): fc.Arbitrary<Sent> {
  const methods = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
  return fc
    .record({
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...methods) },
        fc.constantFrom('PUT', 'PATCH', 'OPTIONS', 'DELETE', 'POST'),
      ),
      path: pathArb(route),
      query: fc.oneof({ weight: 2, arbitrary: fc.constant(validQuery(route.url, w).slice(1)) }, queryString),
      headers: headersArb(),
      payload: bodyArb(route),
      trailingSlash: fc.boolean(),
    })
    .map(({ method, path, query, headers, payload, trailingSlash }) => ({
      method,
      url: `${path}${trailingSlash && !path.endsWith('/') ? '/' : ''}${query ? `?${query}` : ''}`,
      headers,
      ...(payload === undefined || method === 'GET' || method === 'HEAD' ? {} : { payload }),
    }));
}

async function check<T>(name: string, arb: fc.Arbitrary<T>, run: (v: T) => Promise<void>, numRuns = RUNS) {
  try {
    await fc.assert(
      fc.asyncProperty(arb, async (v) => {
        totals.propertyRuns++;
        await run(v);
      }),
      { numRuns, seed: SEED, includeErrorInReport: true },
    );
  } catch (err) {
    totals.failures++;
    throw new Error(`${name}: ${(err as Error).message}`);
  }
}

describe('every route', () => {
  test('the fuzzed routes are exactly the routes the app serves', () => {
    const missing = routes.filter((r) => !(r.id in ROUTE_TABLE)).map((r) => r.id);
    assert.deepEqual(missing, [], `add these routes to test/helpers/routeTable.ts: ${missing.join(', ')}`);
    assert.ok(routes.length >= 30, routes.map((r) => r.id).join(', '));
  });

  test('random paths, queries, headers and bodies never get a 5xx, and every 4xx is problem+json with a known code', async () => {
    totals.endpoints = routes.length;
    for (const route of routes) {
      await check(route.id, requestArb(route), async (req) => {
        await send(req);
      });
    }
  });

  test('requests to paths that are no route get a problem+json 404 or 405', async () => {
    await check(
      'unknown paths',
      fc.record({
        method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        segs: fc.array(rawUrlPart, { minLength: 1, maxLength: 5 }),
        prefix: fc.constantFrom('', '/v1', '/v2', '/console/api', '/mcp'),
      }),
      async ({ method, segs, prefix }) => {
        await send({ method, url: `${prefix}/${segs.join('/')}`, headers: bearer(w.owner) });
      },
      RUNS * 4,
    );
  });
});

describe('cursors', () => {
  const lists = () => routes.filter((r) => ROUTE_TABLE[r.id].cursorList);

  async function cursorOf(url: string, key: string, query = '') {
    const r = await t.app.inject({ url: `${url}?limit=1${query ? `&${query}` : ''}`, headers: bearer(key) });
    assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
    const c = r.json().meta.nextCursor;
    assert.ok(typeof c === 'string' && c.length > 0, `${url} needs two rows for a cursor: ${r.body.slice(0, 300)}`);
    return c as string;
  }

  async function expectInvalidCursor(url: string, cursor: string, key = w.owner, query = '') {
    totals.cursorCases++;
    const res = await send({
      method: 'GET',
      url: `${url}?limit=1&cursor=${enc(cursor)}${query ? `&${query}` : ''}`,
      headers: bearer(key),
    });
    assert.ok(res, 'sent');
    if (res.statusCode !== 400 || res.json().code !== 'invalid_cursor') {
      throw new Error(
        `${url} with cursor ${JSON.stringify(cursor)} ${query}: ${res.statusCode} ${res.body.slice(0, 300)}`,
      );
    }
  }

  test('a cursor as issued reads the next page (the control)', async () => {
    for (const route of lists()) {
      const c = await cursorOf(route.url, w.owner);
      const r = await t.app.inject({ url: `${route.url}?limit=1&cursor=${enc(c)}`, headers: bearer(w.owner) });
      assert.equal(r.statusCode, 200, `${route.id}: ${r.body}`);
    }
  });

  test('truncated or altered by one character, a cursor is a 400 invalid_cursor', async () => {
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/% ';
    for (const route of lists()) {
      const c = await cursorOf(route.url, w.owner);
      await check(
        `${route.id} altered cursor`,
        fc.oneof(
          fc.integer({ min: 1, max: c.length - 1 }).map((n) => c.slice(0, n)),
          fc
            .record({ at: fc.integer({ min: 0, max: c.length - 1 }), ch: fc.constantFrom(...ALPHABET) })
            .filter(({ at, ch }) => c[at] !== ch)
            .map(({ at, ch }) => c.slice(0, at) + ch + c.slice(at + 1)),
          fc.constantFrom(c + 'A', c + '.', '.' + c, c.replace('.', ''), c.split('.').reverse().join('.')),
        ),
        (bad) => expectInvalidCursor(route.url, bad),
      );
    }
  });

  test('a cursor made with other filters, for another list, or by another account is a 400 invalid_cursor', async () => {
    const all = lists();
    const cursors = new Map<string, string>();
    for (const route of all) cursors.set(route.url, await cursorOf(route.url, w.owner));
    for (const route of all) {
      const { otherFilter } = ROUTE_TABLE[route.id].cursorList!;
      const c = cursors.get(route.url)!;
      const filter = new URLSearchParams(otherFilter).toString();
      if (filter) {
        await expectInvalidCursor(route.url, c, w.owner, filter);
        // And the other way round: made with the filter, used without it.
        const filtered = await t.app.inject({ url: `${route.url}?limit=1&${filter}`, headers: bearer(w.owner) });
        const fc2 = filtered.json().meta?.nextCursor;
        if (fc2) await expectInvalidCursor(route.url, fc2);
      }
      for (const other of all)
        if (other.url !== route.url) await expectInvalidCursor(route.url, cursors.get(other.url)!);
    }
    // Lists of an account's own things are bound to the account: another account's cursor is refused.
    for (const url of ['/v1/operations', '/v1/exports', '/v1/api-keys'])
      await expectInvalidCursor(url, cursors.get(url)!, w.other);
  });
});

describe('signed download links', () => {
  const url = (id: string, expires: string | number, signature: string) =>
    `/v1/exports/${id}/download?expires=${expires}&signature=${enc(signature)}`;

  async function expectRefused(u: string, code: string, headers: Record<string, string> = {}) {
    totals.downloadLinkCases++;
    const res = await send({ method: 'GET', url: u, headers });
    assert.ok(res);
    if (res.statusCode !== 403 || res.json().code !== code)
      throw new Error(`${u}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }

  test('the link as issued downloads without a key (the control)', async () => {
    const r = await t.app.inject({ url: url(w.ids.exportId, w.download.expires, w.download.signature) });
    assert.equal(r.statusCode, 200, r.body);
  });

  test('an altered signature or expiry, or another export’s signature, is a 403 invalid_download_link', async () => {
    const { expires, signature } = w.download;
    const other = (await t.app.inject({ url: '/v1/exports', headers: bearer(w.owner) }))
      .json()
      .data.find((e: { id: string }) => e.id !== w.ids.exportId);
    assert.ok(other, 'a second export');
    await expectRefused(url(other.id, expires, signature), 'invalid_download_link');
    await check(
      'altered link',
      fc.oneof(
        fc
          .integer({ min: 1, max: signature.length - 1 })
          .map((n) => url(w.ids.exportId, expires, signature.slice(0, n))),
        fc
          .record({
            at: fc.integer({ min: 0, max: signature.length - 1 }),
            ch: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
          })
          .filter(({ at, ch }) => signature[at] !== ch)
          .map(({ at, ch }) => url(w.ids.exportId, expires, signature.slice(0, at) + ch + signature.slice(at + 1))),
        fc.integer({ min: 1, max: 10_000_000 }).map((d) => url(w.ids.exportId, Number(expires) + d, signature)),
      ),
      // A bearer key does not rescue a bad link: the signature is the only credential here.
      (u) => expectRefused(u, 'invalid_download_link', bearer(w.owner)),
    );
  });

  test('a correctly signed link past its expiry is a 403 download_link_expired', async () => {
    const links = new DownloadLinks(t.runtime.services.keys.downloadLinks, t.config.exportLinkTtlSeconds);
    const old = links.url(w.ids.exportId, Date.now() - 2 * t.config.exportLinkTtlSeconds * 1000).url;
    await expectRefused(old, 'download_link_expired');
  });
});

describe('what the fuzzing found, pinned', () => {
  test('a number query parameter that coerces to Infinity is a 400, not a 500 from SQL', async () => {
    for (const v of ['1e400', 'Infinity', '-Infinity', '9'.repeat(400)]) {
      for (const url of [
        `/v1/creators?limit=${v}`,
        `/v1/operations?limit=${v}`,
        `/v1/sponsorships/per-month?months=${v}`,
      ]) {
        const r = await send({ method: 'GET', url, headers: bearer(w.owner) });
        assert.equal(r?.statusCode, 400, `${url}: ${r?.body}`);
      }
    }
  });

  test('a malformed URL is a problem+json 400 whose requestId is the X-Request-Id header', async () => {
    const r = await send({ method: 'GET', url: '/v1/creators/%zz', headers: { 'x-request-id': 'trace-1' } });
    assert.equal(r?.statusCode, 400);
    assert.equal(r?.headers['x-request-id'], 'trace-1');
  });

  test('/mcp refuses what its transport cannot take with problem+json: Accept, non-JSON-RPC bodies, batches', async () => {
    const post = (
      payload: unknown,
      accept = 'application/json, text/event-stream',
      extra: Record<string, string> = {},
    ) =>
      send({
        method: 'POST',
        url: '/mcp',
        headers: { ...bearer(w.owner), accept, 'content-type': 'application/json', ...extra },
        payload: JSON.stringify(payload),
      });
    const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
    assert.equal((await post(ping, 'application/json'))?.statusCode, 406);
    assert.equal((await post({ hello: 'world' }))?.statusCode, 400);
    assert.equal((await post([]))?.statusCode, 400);
    assert.equal((await post(Array.from({ length: 101 }, (_, i) => ({ ...ping, id: i }))))?.statusCode, 400);
    assert.equal((await post(ping, undefined, { 'mcp-protocol-version': '1999-01-01' }))?.statusCode, 400);
    const ok = await post(ping);
    assert.equal(ok?.statusCode, 200, ok?.body);
  });
});
