// A loopback fake of link shorteners and the sites they lead to: one real HTTP server on 127.0.0.1 that answers
// for any host name (tests map bit.ly, nordvpn.com… to it with `lookup`), with routes the test defines.
// Nothing reaches the internet: `lookup` answers only the names it was given and refuses every other.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  host: string;
  path: string;
}

/** What a route answers: a redirect to a URL, a status, or nothing at all (a hang, for timeouts). */
export type Answer =
  { redirect: string; status?: number } | { status: number } | 'hang' | ((req: http.IncomingMessage) => Answer);

export interface FakeShortener {
  port: number;
  /** `http://<host>:<port><path>`: a URL of this server under a made-up host name. */
  url(host: string, path: string): string;
  /** Requests received, in order. */
  requests: FakeRequest[];
  route(host: string, path: string, answer: Answer): void;
  /** Resolves the hosts given (to 127.0.0.1 unless said otherwise) and no other. */
  lookup(hosts: Record<string, string> | string[]): (host: string) => Promise<string[]>;
  close(): Promise<void>;
}

export async function startFakeShortener(): Promise<FakeShortener> {
  const routes = new Map<string, Answer>();
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    requests.push({ method: req.method ?? '', host, path: req.url ?? '' });
    let answer: Answer = routes.get(`${host}${req.url}`) ?? { status: 404 };
    while (typeof answer === 'function') answer = answer(req);
    if (answer === 'hang') return; // never answers; the client's timeout ends it
    if ('redirect' in answer) res.writeHead(answer.status ?? 302, { location: answer.redirect }).end();
    else
      res
        .writeHead(answer.status, { 'content-type': 'text/html' })
        .end(req.method === 'HEAD' ? undefined : '<html><body>page</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (host, path) => `http://${host}:${port}${path}`,
    requests,
    route: (host, path, answer) => void routes.set(`${host}${path}`, answer),
    lookup: (hosts) => {
      const map: Record<string, string> = Array.isArray(hosts)
        ? Object.fromEntries(hosts.map((h) => [h, '127.0.0.1']))
        : hosts;
      return async (host) => {
        const a = map[host];
        if (a) return [a];
        throw Object.assign(new Error(`unexpected DNS lookup for ${host}`), { code: 'ENOTFOUND' });
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
