// The chaos run's webhook receiver: a real HTTPS server on loopback (test/helpers/receiver.ts) that fails a share
// of requests at random (500, a response that never comes, a connection reset) and can be taken down for a stretch;
// beside it, on ports of their own (other endpoints), a healthy tenant's receiver that always accepts and a blackhole
// that never answers until told to.
// A request it accepts must carry a valid signature (checked with the package's own receiver toolkit) and, when the
// callback registered one, the bearer token; it then keeps the event, deduplicated on the event id. A watch event
// sent again must be the body it first was.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  EVENT_ID_HEADER,
  isOperationEvent,
  parseWebhookEvent,
  SIGNATURE_HEADER,
  verifyWebhookSignature,
} from '../../src/sdk/webhooks.js';
import { startReceiver, type Receiver } from '../../test/helpers/receiver.js';
import type { TestCertificates } from '../../test/helpers/tls.js';

export interface CallbackCredentials {
  secret: string;
  token: string | null;
}

export interface HeldEvent {
  eventId: string;
  operationId: string;
  type: string;
  /** The callback (its path's label) that received it. */
  label: string;
}

export interface HeldWatchEvent {
  eventId: string;
  watchId: string;
  type: string;
  /** The callback (its path's label) that received it. */
  label: string;
  sponsorshipIds: string[];
  /** The body as first accepted: a retry must repeat it. */
  body: string;
}

export interface ChaosReceiverStats {
  hits: number;
  accepted: number;
  failed500: number;
  timedOut: number;
  reset: number;
  badSignature: number;
  badToken: number;
  unparsable: number;
  duplicates: number;
  progressEvents: number;
  watchEvents: number;
}

export interface ChaosReceiver {
  url(label: string): string;
  /** Registers the credentials of the callback whose path ends in `label`, before its operation is started. */
  register(label: string, creds: CallbackCredentials): void;
  /** Terminal events held, by event id. */
  terminal: Map<string, HeldEvent>;
  /** Watch events held, by event id. */
  watchEvents: Map<string, HeldWatchEvent>;
  stats: ChaosReceiverStats;
  /** Problems seen (bad signatures, unknown callbacks), each a line for the report. */
  problems: string[];
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
  /**
   * A third endpoint that always accepts (the healthy tenant's), and when each delivery first reached it (by
   * X-Service-Delivery-Id, in Date.now() milliseconds).
   */
  healthy: { url(label: string): string; firstHit: Map<string, number> };
  /**
   * A second endpoint (another port: another origin) that accepts connections and never answers until answer() is
   * called; from then on it accepts like the flaky one, without failures. Part of one account's callbacks go there.
   */
  blackhole: {
    url(label: string): string;
    answer(): void;
    /** Requests it held without answering, and the most it held at once. */
    held: number;
    mostAtOnce: number;
  };
}

export async function startChaosReceiver(
  certs: TestCertificates,
  failRate: number,
  rand: () => number,
): Promise<ChaosReceiver> {
  const creds = new Map<string, CallbackCredentials>();
  const terminal = new Map<string, HeldEvent>();
  const progressSeen = new Set<string>();
  const watchEvents = new Map<string, HeldWatchEvent>();
  const hanging = new Set<ServerResponse>();
  const problems: string[] = [];
  const stats: ChaosReceiverStats = {
    hits: 0,
    accepted: 0,
    failed500: 0,
    timedOut: 0,
    reset: 0,
    badSignature: 0,
    badToken: 0,
    unparsable: 0,
    duplicates: 0,
    progressEvents: 0,
    watchEvents: 0,
  };
  let isDown = false;

  const accept = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const label = (req.url ?? '').replace(/^\/hooks\//, '');
    const c = creds.get(label);
    if (!c) {
      problems.push(`a request came for an unknown callback ${JSON.stringify(req.url)}`);
      return void res.writeHead(404).end();
    }
    const sig = req.headers[SIGNATURE_HEADER];
    if (typeof sig !== 'string' || !verifyWebhookSignature(body, sig, c.secret)) {
      stats.badSignature++;
      problems.push(`a request to callback ${label} carried no valid signature`);
      return void res.writeHead(401).end();
    }
    if (c.token !== null && req.headers.authorization !== `Bearer ${c.token}`) {
      stats.badToken++;
      problems.push(`a request to callback ${label} carried the wrong bearer token`);
      return void res.writeHead(401).end();
    }
    let event;
    try {
      event = parseWebhookEvent(body).event;
    } catch (err) {
      stats.unparsable++;
      problems.push(`callback ${label} got a body the toolkit could not parse: ${(err as Error).message}`);
      return void res.writeHead(400).end();
    }
    if (req.headers[EVENT_ID_HEADER] !== event.id)
      problems.push(`event ${event.id}: the ${EVENT_ID_HEADER} header says ${String(req.headers[EVENT_ID_HEADER])}`);
    stats.accepted++;
    if (!isOperationEvent(event)) {
      const earlier = watchEvents.get(event.id);
      if (earlier) {
        stats.duplicates++;
        if (earlier.body !== body) problems.push(`watch event ${event.id} came again with another body`);
      } else {
        stats.watchEvents++;
        watchEvents.set(event.id, {
          eventId: event.id,
          watchId: event.watch.id,
          type: event.type,
          label,
          sponsorshipIds: event.sponsorships.map((x) => x.id),
          body,
        });
      }
    } else if (event.type === 'service.operation.progress.v1') {
      if (progressSeen.has(event.id)) stats.duplicates++;
      else stats.progressEvents++;
      progressSeen.add(event.id);
    } else if (terminal.has(event.id)) {
      stats.duplicates++;
    } else {
      terminal.set(event.id, { eventId: event.id, operationId: event.operation.id, type: event.type, label });
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  };

  const receiver: Receiver = await startReceiver(certs, (_n, req, res, body) => {
    stats.hits++;
    const r = rand();
    if (r < failRate / 2) {
      stats.failed500++;
      return void res.writeHead(500).end('flaky receiver');
    }
    if (r < failRate * 0.75) {
      // Never answers: the sender's timeout ends it.
      stats.timedOut++;
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (r < failRate) {
      stats.reset++;
      req.socket.destroy();
      return;
    }
    accept(req, res, body);
  });

  let blackholing = true;
  let holding = 0;
  const blackhole = {
    url: (label: string) => blackholeReceiver.url(`/hooks/${label}`),
    answer: () => void (blackholing = false),
    held: 0,
    mostAtOnce: 0,
  };
  const blackholeReceiver: Receiver = await startReceiver(certs, (_n, req, res, body) => {
    if (!blackholing) return accept(req, res, body);
    blackhole.held++;
    holding++;
    blackhole.mostAtOnce = Math.max(blackhole.mostAtOnce, holding);
    hanging.add(res);
    res.on('close', () => {
      hanging.delete(res);
      holding--;
    });
  });

  const firstHit = new Map<string, number>();
  const healthyReceiver: Receiver = await startReceiver(certs, (_n, req, res, body) => {
    const id = String(req.headers['x-service-delivery-id']);
    if (!firstHit.has(id)) firstHit.set(id, Date.now());
    accept(req, res, body);
  });

  return {
    url: (label) => receiver.url(`/hooks/${label}`),
    healthy: { url: (label) => healthyReceiver.url(`/hooks/${label}`), firstHit },
    blackhole,
    register: (label, c) => void creds.set(label, c),
    terminal,
    watchEvents,
    stats,
    problems,
    down: async () => {
      if (isDown) return;
      isDown = true;
      await receiver.close();
    },
    up: async () => {
      if (!isDown) return;
      await receiver.reopen();
      isDown = false;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      await blackholeReceiver.close();
      await healthyReceiver.close();
      if (!isDown) await receiver.close();
      isDown = true;
    },
  };
}
