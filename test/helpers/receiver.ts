// Real HTTPS webhook receivers on loopback, with a certificate made at test time. Each records what it got
// and answers with whatever behaviour the test gives it (fail N times, hang, redirect, 410, drop the socket).
import https from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../../src/sdk/webhooks.js';
import type { TestCertificates } from './tls.js';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

export type Behaviour = (n: number, req: IncomingMessage, res: ServerResponse, body: string) => void;

export const ok: Behaviour = (_n, _req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
};

/** Whether a received request carries a valid X-Service-Signature for secret (the published receiver toolkit checks). */
export function signedWith(r: Received, secret: string): boolean {
  const header = r.headers[SIGNATURE_HEADER];
  return typeof header === 'string' && verifyWebhookSignature(r.body, header, secret);
}

/** A receiver that, like a careful one, refuses a request whose signature does not verify (401), else answers next. */
export const requireSignature =
  (secret: string, next: Behaviour = ok): Behaviour =>
  (n, req, res, body) => {
    const header = req.headers[SIGNATURE_HEADER];
    if (typeof header !== 'string' || !verifyWebhookSignature(body, header, secret))
      return void res.writeHead(401).end();
    next(n, req, res, body);
  };

/**
 * An agent gateway's session endpoint: the bearer token required (401 without it), the signature checked over the
 * raw body (400 when it does not verify), then 202.
 */
export const sessionEndpoint =
  (token: string, secret: string): Behaviour =>
  (_n, req, res, body) => {
    if (req.headers.authorization !== `Bearer ${token}`) return void res.writeHead(401).end();
    if (!verifyWebhookSignature(body, String(req.headers[SIGNATURE_HEADER] ?? ''), secret))
      return void res.writeHead(400).end('bad signature');
    res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
  };

export interface Receiver {
  url: (path?: string) => string;
  port: number;
  received: Received[];
  setBehaviour(b: Behaviour): void;
  close(): Promise<void>;
  /** Listens again on the same port (a receiver that was down comes back). */
  reopen(): Promise<void>;
}

export async function startReceiver(
  certs: TestCertificates,
  behaviour: Behaviour = ok,
  opts: { host?: string; port?: number } = {},
): Promise<Receiver> {
  const host = opts.host ?? '127.0.0.1';
  let b = behaviour;
  const received: Received[] = [];
  const make = () =>
    https.createServer({ key: certs.key, cert: certs.cert }, (req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body, path: req.url ?? '' });
        b(received.length, req, res, body);
      });
    });
  let server = make();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    url: (path = '/hooks/csds') => `https://${host}:${port}${path}`,
    port,
    received,
    setBehaviour: (nb) => (b = nb),
    close,
    reopen: async () => {
      server = make();
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
    },
  };
}
