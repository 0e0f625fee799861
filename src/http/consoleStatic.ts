// Serves the built console (dist/web, made by `npm run build`) under /console: hashed assets cached for
// good, index.html for every page path so deep links work, and headers that keep the pages to their own origin.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './errors.js';

// src/http and dist/http are both two levels below the package root.
export const CONSOLE_DIR = fileURLToPath(new URL('../../dist/web/', import.meta.url));

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
};

export function consoleBuilt(dir = CONSOLE_DIR): boolean {
  return fs.existsSync(`${dir}index.html`);
}

export async function consoleStatic(app: FastifyInstance, dir = CONSOLE_DIR) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
  if (!consoleBuilt(dir)) {
    const notBuilt = async (_req: unknown, reply: Parameters<typeof sendProblem>[0]) =>
      sendProblem(
        reply,
        'unavailable',
        'The console has not been built. Run `npm run build` (npm start does it for you).',
      );
    app.get('/', { schema: { hide: true } }, notBuilt);
    app.get('/*', { schema: { hide: true } }, notBuilt);
    return;
  }
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    index: false,
    setHeaders: (res, filePath) => {
      res.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (
    _request: unknown,
    reply: { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown },
  ) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/', { schema: { hide: true } }, sendIndex as never);
  // Page paths (/console/keys, /console/operations/…) are the app's own routes: answer them with the app.
  // A missing file under assets/ stays a 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (request.method === 'GET' && !path.startsWith('/console/assets/') && !path.startsWith('/console/api/')) {
      return sendIndex(request, reply as never);
    }
    return sendProblem(reply, 'route_not_found', `There is no route ${request.method} ${path}.`);
  });
}
