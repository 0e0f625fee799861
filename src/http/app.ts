// Builds the HTTP application: problem+json errors, bearer auth, every /v1 route (listed here, in one place),
// the OpenAPI document and the reference page. server.ts adds the MCP endpoint and starts and stops it.
import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { DownloadLinks } from '../exports/links.js';
import type { ExportStores } from '../exports/storage.js';
import { exportRoutes } from './routes/exports.js';
import { installMetrics } from './metrics.js';
import { trackRequestContext } from '../requestContext.js';
import { migrationsCurrent } from '../db/migrate.js';
import { CursorCodec } from '../pagination/cursor.js';
import { FailureBudgets } from '../limits/failures.js';
import { isWarmUp, KeyAuthenticator } from './auth.js';
import { createAccountRateLimiter, createRateLimiter, RequestBudgets } from './rateLimit.js';
import { consoleStatic } from './consoleStatic.js';
import { activityRoutes } from './routes/activity.js';
import { consoleRoutes } from './routes/console.js';
import { SessionAuthenticator } from './sessionAuth.js';
import { ReadCache } from '../directory/readCache.js';
import type { AppContext } from './context.js';
import type { OperationServices } from '../operations/service.js';
import type { TrackingServices } from '../tracking/service.js';
import { trackingRoutes } from './routes/trackedChannels.js';
import { discoveryRoutes } from './routes/discovery.js';
import { watchRoutes } from './routes/watches.js';
import { clientErrorHandler, errorHandler, sendProblem } from './errors.js';
import { ConnectionCaps } from './connectionCaps.js';
import { guardInput } from './inputGuard.js';
import { warmUp, type WarmUpReport } from './warmUp.js';
import { documentProblems, Problem } from './schemas.js';
import { compileCoercing, createValidator } from '../validation.js';
import { REDACTED_PATHS, serializeRequest } from './requestLog.js';
import { brandRoutes } from './routes/brands.js';
import { creatorRoutes } from './routes/creators.js';
import { keyRoutes } from './routes/keys.js';
import { operationRoutes } from './routes/operations.js';
import { sponsorshipRoutes } from './routes/sponsorships.js';
import { videoRoutes } from './routes/videos.js';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Where the read cache looks for changes (Store.cacheChecks); `db` when absent. */
  cacheChecksDb?: Database;
  /** Where the directory's reads run, under the read statement timeout (Store.reads); `db` when absent. */
  readDb?: Database;
  /** Where the directory's long reads run (Store.scans); `readDb` when absent. */
  scanDb?: Database;
  /** What the operation routes need (sealing callbacks, waking this process's workers), and where export files are. */
  services: OperationServices & { exportStores: ExportStores; tracking?: TrackingServices | null };
  /** pino options, or false for no logs (tests). */
  logger?: boolean | Record<string, unknown>;
}

/** A route module from outside http/ (the MCP endpoint), given the same context as the /v1 routes. */
export type RouteModule = (ctx: AppContext) => FastifyPluginAsync;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the read routes the process's own requests before it listens (warmUp.ts). */
    warmUp(opts: { requests: number; until: number }): Promise<WarmUpReport>;
  }
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;
/**
 * A request's own id: a random prefix drawn once a process, then a counter. Unique across processes and restarts as
 * the random ids were, without drawing random bytes for every request.
 */
const REQUEST_ID_PREFIX = `req_${crypto.randomBytes(12).toString('base64url')}`;
let requestCount = 0;
const newRequestId = () => `${REQUEST_ID_PREFIX}${(++requestCount).toString(36)}`;

/** The app with its /v1 routes, the console and the reference page; `more` are registered after them, at the root. */
export async function buildHttpApp(opts: BuildAppOptions, more: RouteModule[] = []): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            serializers: { req: serializeRequest },
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
          },
    // One line per request, when it completes, at REQUEST_LOG_LEVEL (below), instead of Fastify's two at info.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // A request must arrive whole in time; the response may take as long as it takes (docs/api.md, "Timeouts").
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.connectionIdleTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      // Node looks for late requests every this often (30 s by default, which would let a 60 s limit run to 90 s).
      connectionsCheckingInterval: Math.min(30_000, Math.max(25, Math.floor(config.headersTimeoutMs / 10))),
    },
    clientErrorHandler,
    trustProxy: config.trustProxy,
    // A client's X-Request-Id is kept when it is sane, so one id follows a request across systems.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : newRequestId();
    },
    routerOptions: { maxParamLength: 512, ignoreTrailingSlash: true },
    // Errors the router raises before any route runs (a malformed URL, an over-long path segment) get the
    // same problem+json body as every other error.
    frameworkErrors: (error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      if (status === 414) return sendProblem(reply, 'uri_too_long', 'A path segment is longer than 512 characters.');
      return sendProblem(reply, 'invalid_request', error.message || 'The request URL is malformed.');
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Query strings and path parameters are text, so they are coerced to the schema's types ("50" → 50, a single
  // value → a one-element array); JSON bodies already carry types, so a body is never coerced: {"name": 42} is a 400.
  const coercing = createValidator({ coerce: true });
  const strict = createValidator({ coerce: false });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : compileCoercing(coercing, schema),
  );

  const sessions = new SessionAuthenticator(db, config);
  const ctx: AppContext = {
    config,
    db,
    readDb: opts.readDb ?? db,
    scanDb: opts.scanDb ?? opts.readDb ?? db,
    cursors: new CursorCodec(opts.services.keys.cursors),
    auth: new KeyAuthenticator(
      db,
      config.keyCacheSeconds * 1000,
      sessions,
      // In this process's memory, on either store (docs/decisions.md, "Abuse limits").
      config.authFailuresPerMinute > 0
        ? new FailureBudgets({ burst: config.authFailuresPerMinute, intervalMs: 60_000 / config.authFailuresPerMinute })
        : undefined,
    ),
    services: opts.services,
    cache: new ReadCache(opts.cacheChecksDb ?? db, config.readCacheEntries, {
      maxSize: config.readCacheBytes,
      pruneDb: db,
    }),
    exports: {
      stores: opts.services.exportStores,
      links: new DownloadLinks(opts.services.keys.downloadLinks, config.exportLinkTtlSeconds),
    },
    tracking: opts.services.tracking ?? null,
    budgets: config.rateLimitEnabled
      ? new RequestBudgets(createRateLimiter(config, db), createAccountRateLimiter(config, db))
      : null,
  };

  // JSON only: a body in any other media type is a 415, not a guess.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      reply,
      'route_not_found',
      `There is no route ${request.method} ${request.url.split('?')[0]}. See /v1/openapi.json.`,
    ),
  );
  app.decorateRequest('apiKey', null);
  // First: everything a request does (an operation it creates, say) can name it (requestContext.ts).
  trackRequestContext(app);
  // Before authentication: a connection let in over MAX_CONNECTIONS may ask for a health check only (connectionCaps.ts).
  const caps = new ConnectionCaps({
    maxConnections: config.maxConnections,
    maxPerAddress: config.maxConnectionsPerAddress,
    trustProxy: config.trustProxy,
  });
  caps.install(app.server);
  app.addHook('onRequest', caps.hook);
  installMetrics(app, { config, db, readCache: ctx.cache });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // The request log: one line per request as it completes (method, URL with a signed link's query redacted, status,
  // time), at REQUEST_LOG_LEVEL. In a terminal that is debug, so the start banner stays on screen.
  const requestLevel = config.requestLogLevel as 'info';
  if (requestLevel !== ('silent' as string)) {
    app.addHook('onResponse', async (request, reply) => {
      // The process's own warm-up before it listens is no client's request (warmUp.ts).
      if (isWarmUp(request.apiKey)) return;
      request.log[requestLevel]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    });
  }
  // Authentication first: a request without a valid key learns that before anything about its parameters.
  app.addHook('onRequest', ctx.auth.hook);
  // Then the authenticated principal's request budget (docs/api.md, "Rate limits").
  if (ctx.budgets) app.addHook('onRequest', ctx.budgets.hook);
  // Before any route's schema: no NUL in any text, no JSON nested past the bound (inputGuard.ts).
  app.addHook('preValidation', guardInput);

  // The reference page's own routes are public, like the document it shows.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/docs') || route.url.startsWith('/console'))
      route.config = { ...(route.config ?? {}), scope: false } as never;
  });

  // Every error response is documented one way, from the error table (schemas.ts); the Problem schema is shared.
  app.addSchema(Problem);
  app.addHook('onRoute', documentProblems);
  await app.register(swagger, {
    // Shared schemas keep their own names in components.schemas (Problem, not def-0).
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Creator Sponsorship Data Service',
        version: '1.0.0',
        description:
          'Which brands pay which creators, with proof. Every endpoint takes "Authorization: Bearer <API_KEY>". Errors are RFC 9457 problem+json.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });

  app.get('/v1/openapi.json', { config: { scope: false }, schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { url: '/v1/openapi.json' } as never });
  // Cookies are parsed where sessions are read (sessionAuth.ts); the plugin only writes them.
  await app.register(cookie, { hook: false });
  await app.register(async (c) => consoleStatic(c), { prefix: '/console' });
  await app.register(consoleRoutes(ctx, sessions), { prefix: '/console/api' });
  // The bucket is asked at most every five seconds, however often /readyz is.
  let bucketSeen: { at: number; state: Promise<string> } | null = null;
  const bucketState = (storage: ExportStores['write']) => {
    if (!bucketSeen || Date.now() - bucketSeen.at > 5_000)
      bucketSeen = {
        at: Date.now(),
        state: storage.check().then(
          () => 'reachable',
          (err: Error) => `unreachable: ${err.message}`,
        ),
      };
    return bucketSeen.state;
  };
  app.get('/healthz', { config: { scope: false }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Ready: the database answers and every migration this build knows is applied (a load balancer's check).
  app.get('/readyz', { config: { scope: false }, schema: { hide: true } }, async (_request, reply) => {
    let current: boolean;
    try {
      current = await migrationsCurrent(db);
    } catch {
      return sendProblem(reply, 'unavailable', 'The database cannot be reached.');
    }
    if (!current)
      return sendProblem(
        reply,
        'unavailable',
        'The database schema is behind this build: its migrations have not all been applied.',
      );
    // The export storage is reported, not required: every process shares the one bucket, so failing readiness on it
    // would take every instance out at once for a fault none of them can fix, while the rest of the API works.
    const storage = ctx.exports.stores.write;
    if (storage.location === 'local')
      return { status: 'ready', database: 'reachable', migrations: 'current', storage: 'local' };
    return {
      status: 'ready',
      database: 'reachable',
      migrations: 'current',
      storage: storage.location,
      bucket: await bucketState(storage),
    };
  });

  await app.register(
    async (v1) => {
      await v1.register(keyRoutes(ctx));
      await v1.register(creatorRoutes(ctx));
      await v1.register(videoRoutes(ctx));
      await v1.register(brandRoutes(ctx));
      await v1.register(sponsorshipRoutes(ctx));
      await v1.register(activityRoutes(ctx));
      await v1.register(operationRoutes(ctx));
      await v1.register(exportRoutes(ctx));
      await v1.register(trackingRoutes(ctx));
      await v1.register(watchRoutes(ctx));
      await v1.register(discoveryRoutes(ctx));
    },
    { prefix: '/v1' },
  );
  for (const routes of more) await app.register(routes(ctx));
  app.decorate('warmUp', (opts: { requests: number; until: number }) => warmUp(app, ctx, opts));

  return app;
}
