// Caps on open connections (docs/decisions.md, "Connection caps"): MAX_CONNECTIONS per process and
// MAX_CONNECTIONS_PER_ADDRESS per client address, counted on the socket before any byte of HTTP is parsed, so a flood of
// connections that never finish their headers (bounded in time by HEADERS_TIMEOUT_MS) cannot take every file
// descriptor. At the process cap the oldest idle keep-alive connection is closed to make room; with none idle, a few
// connections beyond the cap (HEALTH_RESERVE) are held just long enough to see their first bytes, and handed to HTTP
// only when they ask for a health check, so /healthz and /readyz still answer while the process is full (a slow-header
// flood cannot keep the reserve). A refused connection gets a problem+json answer and is closed.
import crypto from 'node:crypto';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '../errors.js';
import { clientAddressKey, trustedProxies } from './clientAddress.js';
import { problemBody, sendProblem } from './errors.js';
import type { TrustProxy } from '../config.js';

/** Connections beyond MAX_CONNECTIONS let in for a health check (and nothing else) while the process is full. */
export const HEALTH_RESERVE = 16;
/** How long a connection held over the cap may take to send its request line before it is refused. */
const RESERVE_TIMEOUT_MS = 1_000;
/** A refused connection's late bytes are read and dropped this long at most, so the client can read the refusal. */
const LINGER_MS = 1_000;
const HEALTH_PATHS = new Set(['/healthz', '/readyz']);
/** The start of a health check's request line, as it arrives in the connection's first bytes. */
const HEALTH_REQUEST = /^(?:GET|HEAD) \/(?:healthz|readyz)[ ?]/;

export interface ConnectionCapOptions {
  maxConnections: number;
  maxPerAddress: number;
  trustProxy: TrustProxy;
}

export interface ConnectionCapStats {
  open: number;
  refusedPerAddress: number;
  refusedFull: number;
  idleClosed: number;
}

interface Tracked {
  address: string | null;
  /** Requests in flight on it; 0 after at least one request means an idle keep-alive connection. */
  active: number;
  served: boolean;
  reserve: boolean;
}

export class ConnectionCaps {
  private readonly sockets = new Map<Socket, Tracked>();
  /** Idle keep-alive connections, longest idle first (Map order: re-inserted when they become idle). */
  private readonly idle = new Map<Socket, true>();
  private readonly perAddress = new Map<string, number>();
  private reserved = 0;
  private readonly isProxy: (ip: string) => boolean;
  readonly stats: ConnectionCapStats = { open: 0, refusedPerAddress: 0, refusedFull: 0, idleClosed: 0 };

  constructor(private readonly opts: ConnectionCapOptions) {
    this.isProxy = trustedProxies(opts.trustProxy);
  }

  /** Puts the caps in front of `server`'s own connection handling: only admitted sockets reach HTTP. */
  install(server: Server): void {
    const handlers = server.listeners('connection') as ((socket: Socket) => void)[];
    server.removeAllListeners('connection');
    const serve = (socket: Socket) => {
      for (const h of handlers) h.call(server, socket);
    };
    server.on('connection', (socket: Socket) => {
      const admitted = this.admit(socket);
      if (admitted === 'serve') serve(socket);
      else if (admitted === 'health-only') this.healthOnly(socket, serve);
    });
    server.on('request', (req, res) => {
      const t = this.sockets.get(req.socket);
      if (!t) return;
      t.active++;
      t.served = true;
      this.idle.delete(req.socket);
      res.once('close', () => {
        t.active--;
        if (t.active === 0 && !req.socket.destroyed && this.sockets.has(req.socket)) this.idle.set(req.socket, true);
      });
    });
  }

  /**
   * Fastify onRequest hook: a connection let in over the cap is closed after its health check; a further request on
   * it (pipelined behind the check) is refused as the process is full.
   */
  readonly hook = async (request: FastifyRequest, reply: FastifyReply) => {
    const t = this.sockets.get(request.raw.socket);
    if (!t?.reserve) return;
    reply.header('connection', 'close');
    if (HEALTH_PATHS.has(request.url.split('?')[0])) return;
    reply.header('retry-after', '1');
    return sendProblem(reply, 'unavailable', fullDetail(this.opts.maxConnections));
  };

  /**
   * A connection held over the cap: its first bytes are read here; a health check's are put back and the connection
   * handed to HTTP (which parses them as if nothing had been read), anything else is refused at once, and silence
   * past RESERVE_TIMEOUT_MS too.
   */
  private healthOnly(socket: Socket, serve: (socket: Socket) => void) {
    const full = () => refuse(socket, 'unavailable', fullDetail(this.opts.maxConnections));
    const timer = setTimeout(() => {
      socket.off('data', first);
      full();
    }, RESERVE_TIMEOUT_MS);
    timer.unref();
    const first = (chunk: Buffer) => {
      clearTimeout(timer);
      if (!HEALTH_REQUEST.test(chunk.toString('latin1', 0, 32))) return full();
      socket.pause();
      socket.unshift(chunk);
      serve(socket);
      socket.resume();
    };
    socket.once('data', first);
    socket.once('close', () => clearTimeout(timer));
  }

  private admit(socket: Socket): 'serve' | 'health-only' | 'refused' {
    const ip = socket.remoteAddress ?? '';
    // Behind a trusted proxy every client arrives from the proxy's address: the proxy caps its clients.
    const address = ip && !this.isProxy(ip) ? clientAddressKey(ip) : null;
    if (address !== null && (this.perAddress.get(address) ?? 0) >= this.opts.maxPerAddress) {
      this.stats.refusedPerAddress++;
      refuse(
        socket,
        'too_many_connections',
        `This client address already has ${this.opts.maxPerAddress} connections open (MAX_CONNECTIONS_PER_ADDRESS). Reuse them (keep-alive) or close some.`,
      );
      return 'refused';
    }
    let reserve = false;
    if (this.sockets.size - this.reserved >= this.opts.maxConnections) {
      const oldest = this.idle.keys().next();
      if (!oldest.done) {
        // Room is made by the connection that is doing nothing: the longest idle keep-alive one.
        this.stats.idleClosed++;
        this.forget(oldest.value);
        oldest.value.destroy();
      } else if (this.reserved < HEALTH_RESERVE) {
        reserve = true;
      } else {
        this.stats.refusedFull++;
        refuse(socket, 'unavailable', fullDetail(this.opts.maxConnections));
        return 'refused';
      }
    }
    const t: Tracked = { address, active: 0, served: false, reserve };
    this.sockets.set(socket, t);
    this.stats.open = this.sockets.size;
    if (address !== null) this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    if (reserve) this.reserved++;
    socket.once('close', () => this.forget(socket));
    return reserve ? 'health-only' : 'serve';
  }

  private forget(socket: Socket) {
    const t = this.sockets.get(socket);
    if (!t) return;
    this.sockets.delete(socket);
    this.idle.delete(socket);
    if (t.reserve) this.reserved--;
    if (t.address !== null) {
      const n = (this.perAddress.get(t.address) ?? 1) - 1;
      if (n > 0) this.perAddress.set(t.address, n);
      else this.perAddress.delete(t.address);
    }
    this.stats.open = this.sockets.size;
  }
}

const fullDetail = (max: number) =>
  `The server has as many connections open as it accepts (MAX_CONNECTIONS=${max}). Retry shortly.`;

/** Answers a connection refused before its request was read, then closes it once the answer is out. */
function refuse(socket: Socket, code: ErrorCode, detail: string) {
  const requestId = `req_${crypto.randomBytes(12).toString('base64url')}`;
  const body = JSON.stringify(problemBody(code, detail, requestId));
  const { status, title } = ERROR_CODES[code];
  socket.on('error', () => {});
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nRetry-After: 1\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
  // The request the client sends meanwhile is read and dropped (an unread one would turn the close into a reset).
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
