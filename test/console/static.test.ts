// The built console under /console: index.html for page paths, cached hashed assets, headers that keep the
// pages to their own origin, and a clear answer when the console was never built.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import Fastify from 'fastify';
import { consoleStatic, CONSOLE_DIR } from '../../src/http/consoleStatic.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { expectProblem } from '../helpers/factories.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('page paths answer the app, with a CSP that allows only its own origin', async () => {
  for (const url of [
    '/console',
    '/console/',
    '/console/keys',
    '/console/operations/6f1c2b1e-0000-4000-8000-000000000000',
    '/console/directory?list=brands',
  ]) {
    const res = await t.app.inject({ url });
    assert.equal(res.statusCode, 200, url);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.body, /<div id="root"><\/div>/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self';/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  }
});

test('hashed assets are served and cached for good; a missing asset is a problem+json 404', async () => {
  const html = (await t.app.inject({ url: '/console/' })).body;
  const script = /src="(\/console\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  assert.ok(script, html);
  const res = await t.app.inject({ url: script });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /javascript/);
  assert.match(String(res.headers['cache-control']), /immutable/);
  expectProblem(await t.app.inject({ url: '/console/assets/nothing-here.js' }), 404, 'route_not_found');
  expectProblem(await t.app.inject({ url: '/console/api/nothing' }), 404, 'route_not_found');
  // Files outside the build are out of reach.
  const escape = await t.app.inject({ url: '/console/..%2f..%2fpackage.json' });
  assert.ok(!escape.body.includes('"name": "creator-sponsorship-data-service"'));
  assert.ok(fs.existsSync(path.join(CONSOLE_DIR, 'index.html')));
});

test('a server whose console was never built says so with a 503', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-noconsole-')) + '/';
  const app = Fastify();
  await app.register(async (c) => consoleStatic(c, empty), { prefix: '/console' });
  try {
    const res = await app.inject({ url: '/console/keys' });
    assert.equal(res.statusCode, 503);
    assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
    assert.equal(res.json().code, 'unavailable');
    assert.match(res.json().detail, /npm run build/);
  } finally {
    await app.close();
    fs.rmSync(empty, { recursive: true, force: true });
  }
});
