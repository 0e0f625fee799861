// The only reader of process.env: every setting is parsed and validated once, here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ipaddr from 'ipaddr.js';

export type StoreKind = 'embedded' | 'postgres';

/** TRUST_PROXY parsed: no proxy, or the addresses and ranges of the proxies to believe. */
export type TrustProxy = false | string[];

export interface Config {
  host: string;
  port: number;
  store: StoreKind;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  /**
   * The level of the one line logged per request (REQUEST_LOG_LEVEL): `debug` by default when standard output is
   * a terminal, so request lines do not scroll the start banner (and its one-time key) away; `info` otherwise.
   */
  requestLogLevel: string;
  /** Seconds an authenticated key stays cached in a process before it is read again (revocation delay across processes). */
  keyCacheSeconds: number;
  /** Largest request body accepted, in bytes. */
  bodyLimitBytes: number;
  /**
   * Milliseconds a request's headers and body may take to arrive in all; past it the client gets 408 and the
   * connection is closed. Responses (downloads) are not timed by it.
   */
  requestTimeoutMs: number;
  /** Milliseconds the headers alone may take (at most requestTimeoutMs), a new connection's first request included. */
  headersTimeoutMs: number;
  /** Milliseconds an idle keep-alive connection is kept open between requests. */
  keepAliveTimeoutMs: number;
  /**
   * Milliseconds a connection may go without a byte either way, a response in progress included (a client that stops
   * reading a download); 0: no limit.
   */
  connectionIdleTimeoutMs: number;
  /**
   * Connections one process keeps open at most (MAX_CONNECTIONS); at the cap the longest idle keep-alive one is closed
   * for a new one, else the new one is refused 503 (a few are let in for /healthz and /readyz only).
   */
  maxConnections: number;
  /** Connections one client address (an IPv6 /64) may keep open in a process; a trusted proxy's own address is not capped. */
  maxConnectionsPerAddress: number;
  /** Seed a small demo dataset when the database is empty. */
  seedDemo: boolean;
  /** Size of the PostgreSQL connection pool per process (writes, operations, exports, looks' neighbours). */
  pgPoolSize: number;
  /** Size of the directory's short reads' pool beside it (PG_READ_POOL_SIZE): twice the cores, at most ten, by default. */
  pgReadPoolSize: number;
  /** Size of the directory's long reads' pool (PG_SCAN_POOL_SIZE: searches, similar brands, monthly activity). */
  pgScanPoolSize: number;
  /**
   * PostgreSQL: milliseconds a directory read statement may run before it is cancelled and the request answers 503
   * read_timeout (READ_STATEMENT_TIMEOUT_MS); 0: no limit. Writes, exports, operations and migrations are not timed.
   */
  readStatementTimeoutMs: number;
  /**
   * PostgreSQL: read requests a process sends its own routes before it listens (WARM_UP_REQUESTS; http/warmUp.ts), so
   * its first clients meet a compiled request path; 0: none. Nothing is sent on an empty directory.
   */
  warmUpRequests: number;
  /** 32-byte key (hex or base64) sealing callback secrets and tokens; required on PostgreSQL. */
  encryptionKey: string | undefined;
  /** Run operation and webhook workers in this process. */
  worker: boolean;
  workerConcurrency: number;
  /**
   * Worker threads detection's CPU work runs on, per process (0: on the event loop, which it then shares with the
   * requests the process serves).
   */
  detectionThreads: number;
  /** The detection threads' nice value: they give way to the threads serving requests when the cores are busy. */
  detectionThreadNice: number;
  /**
   * PostgreSQL: the share of the time sponsor detection takes while directory reads are running, in (0, 1]
   * (DETECTION_PERCENT_WHILE_READING, 5–100, default 50): after a batch, it waits so its batches take at most that
   * share; 1: it never waits. Reads are what clients wait for; detection is background work.
   */
  detectionShareWhileReading: number;
  operationLeaseMs: number;
  operationPollMs: number;
  operationMaxAttempts: number;
  /** At most one progress event per operation per this many milliseconds. */
  progressEventMs: number;
  /** On SIGTERM/SIGINT, how long running operations may take to finish before they are released to the queue. */
  shutdownGraceMs: number;
  /** YouTube Data API v3 key: sponsor-detection fetches videos the directory does not have. Unset: reported not found. */
  youtubeApiKey: string | undefined;
  youtubeApiBaseUrl: string;
  /** Rendered directory responses kept per process (reused only while the directory data version is unchanged); 0 disables. */
  readCacheEntries: number;
  /** The read cache's bodies in all, at most, in bytes (READ_CACHE_MB). */
  readCacheBytes: number;
  /** Testing aid: pause after each progress report of an operation (default 0), to make runs observable. */
  operationStepDelayMs: number;
  /**
   * The longest line `import` reads from a JSON-lines file, in bytes (IMPORT_MAX_LINE_BYTES); a longer one is a bad
   * line, skipped without being held. At most 256 MiB, well under what a JavaScript string holds.
   */
  importMaxLineBytes: number;
  /** Seconds to wait before each retry of a failed delivery; its length is the number of retries. */
  webhookRetrySchedule: number[];
  /** CIDR ranges exempt from the private-address block (self-hosted receivers, tests). */
  webhookAllowedCidrs: string;
  webhookTimeoutMs: number;
  /** How long a dispatcher holds a delivery it claimed; a process that dies holding one delays it this long. */
  webhookLeaseMs: number;
  /** Attempts in flight to one endpoint (a callback URL's origin) at once, across every process. */
  webhookMaxConcurrentPerEndpoint: number;
  /** Consecutive failed attempts (no answer, timeout, 408, 429, 5xx) that open an endpoint's circuit. */
  webhookCircuitFailures: number;
  /** The first wait before an open circuit's probe; doubled after each failed probe, up to an hour. */
  webhookCircuitCooldownMs: number;
  deliveryConcurrency: number;
  /**
   * Expand generic short links (bit.ly, geni.us…) found by detection, through the same SSRF screening and pinned
   * connections as webhooks. Off by default: detection then judges a short link by its words alone.
   */
  shortLinkExpansion: boolean;
  /** Redirects followed per short link before expansion stops at the last URL reached. */
  shortLinkMaxHops: number;
  /** Per request (each hop) of an expansion. */
  shortLinkTimeoutMs: number;
  /** Short links expanded per video, and per detection batch (the rest are judged unexpanded). */
  shortLinkMaxPerVideo: number;
  shortLinkMaxPerBatch: number;
  /** Expansion requests one process has in flight at once. */
  shortLinkConcurrency: number;
  /** CIDR ranges an expansion may reach although they are not public (tests); like WEBHOOK_ALLOWED_CIDRS. */
  shortLinkAllowedCidrs: string;
  /** Where export files are written (the directory storage); default DATA_DIR/exports. */
  exportsDir: string;
  /**
   * Where new export files go: 'local' (exportsDir) or 's3' (the bucket of exportsS3). Each export record names its
   * storage, so files written before a switch stay downloadable until they expire.
   */
  exportsStorage: 'local' | 's3';
  /** EXPORTS_STORAGE=s3: the bucket, key prefix, optional endpoint (S3-compatible services) and path-style choice. */
  exportsS3: { bucket: string; prefix: string; endpoint?: string; forcePathStyle: boolean; region?: string } | null;
  /**
   * How a file in S3 is downloaded: 'proxy' (the service streams the object, with Range, If-Range and gzip) or
   * 'redirect' (302 to a presigned GET of the object, valid as long as the link that was followed).
   */
  exportsS3Downloads: 'proxy' | 'redirect';
  /** Days a finished export file is kept before the worker removes it. */
  exportRetentionDays: number;
  /** Days a settled webhook delivery record (with its event and attempts) is kept before the worker removes it. */
  webhookRecordRetentionDays: number;
  /** Seconds a signed downloadUrl stays valid. */
  exportLinkTtlSeconds: number;
  /** Rows per chunk an export reads from the database. */
  exportBatchRows: number;
  /**
   * Bytes of export files one account may keep (files in retention, each counted once): a new export is refused,
   * and a queued one fails when it starts, while the account's files already reach it. 0: no limit.
   */
  maxExportBytesPerAccount: number;
  /**
   * The service's public origin (and path prefix, behind a proxy that adds one), e.g. https://api.example.com:
   * links the API hands out (an export's downloadUrl) are absolute on it. Unset: the request's own scheme and
   * host, as the trusted proxy reports them.
   */
  publicBaseUrl: string | undefined;
  /** Console sessions end after this many seconds without use… */
  consoleSessionIdleSeconds: number;
  /** …and after this many seconds whatever the use. */
  consoleSessionMaxSeconds: number;
  /** Failed sign-ins allowed per (email, client address) within the window before sign-in is refused with 429… */
  signInMaxFailures: number;
  /** …per client address whatever the email (spraying many emails from one place)… */
  signInMaxFailuresPerAddress: number;
  /** …and over the whole service (spraying from many places). */
  signInMaxFailuresTotal: number;
  signInWindowSeconds: number;
  /** Mark the session cookie Secure: 'auto' when the request came over HTTPS (TLS or a trusted proxy's X-Forwarded-Proto). */
  consoleSecureCookie: 'auto' | 'always';
  /**
   * Which reverse proxies' X-Forwarded-For/-Proto/-Host to believe (for the client address and HTTPS): none, or the
   * proxies' addresses and CIDR ranges (Fastify's trustProxy). The client address is then the right-most
   * X-Forwarded-For entry that is not a trusted proxy. Never "every proxy" nor a hop count: the left-most entry is the
   * client's to write, and a hop count believes whoever connects, proxy or not.
   */
  trustProxy: TrustProxy;
  /** When set, GET /metrics requires `Authorization: Bearer <METRICS_TOKEN>`; unset, it is open like most exporters. */
  metricsToken: string | undefined;
  /** Milliseconds the database-derived metrics (operations, deliveries) are reused between scrapes; 0 reads every scrape. */
  metricsCacheMs: number;
  /** Per-key request budgets on /v1 and /mcp: at most `rateLimitBurst` requests at once, refilled at `rateLimitPerMinute`. */
  rateLimitEnabled: boolean;
  rateLimitPerMinute: number;
  rateLimitBurst: number;
  /**
   * The ceiling of every key and console user of one account together (RATE_LIMIT_ACCOUNT_PER_MINUTE), beside each
   * one's own: at most this many requests at once, refilled at this many a minute; 0 turns it off.
   */
  rateLimitAccountPerMinute: number;
  /**
   * Failed authentications (an unknown, revoked or expired key; an ended session) one client address may make per
   * minute, counted per process, before requests from it that present a credential get 429; 0 turns it off.
   */
  authFailuresPerMinute: number;
  /** Operations one account may have running at once; the rest wait in the queue. */
  maxRunningOperationsPerAccount: number;
  /** Tracked channels: every active one is synced this often (TRACKING_INTERVAL_MINUTES). */
  trackingIntervalMs: number;
  /** Known uploads younger than this many days are read again by each sync (view, like, comment counts). */
  trackingRefreshDays: number;
  /** How often a worker process looks for tracked channels that are due. */
  trackingTickMs: number;
  /** How soon a sync waiting for the daily quota looks again (it spends nothing to look). */
  trackingQuotaRecheckMs: number;
  /** Units of each day's YouTube budget discovery never spends: kept for syncing tracked channels. */
  trackingReservedUnits: number;
  /** An enabled discovery policy starts a run this often (DISCOVERY_INTERVAL_MINUTES). */
  discoveryIntervalMs: number;
  /** A candidate's sample is read again only when older than this many days. */
  discoveryRescoreDays: number;
  /** A chart page any run read in the last this many hours is reused for nothing (DISCOVERY_CHART_HOURS). */
  discoveryChartHours: number;
  /** YouTube calls a discovery run keeps in flight at once (DISCOVERY_CONCURRENCY). */
  discoveryConcurrency: number;
  /** YouTube Data API units the whole service may spend a day (YouTube's default project quota). */
  youtubeDailyQuota: number;
  /** Each account's share of it a day (YOUTUBE_ACCOUNT_DAILY_UNITS; a tenth of the budget by default). */
  youtubeAccountDailyUnits: number;
  /** Tracked channels one account may hold; tracking one more is a 409. */
  maxTrackedChannelsPerAccount: number;
  /** Live (neither revoked nor expired) API keys one account may hold; creating one more through the API is a 409. */
  maxApiKeysPerAccount: number;
  /** Watches one account may hold; creating one more is a 409. */
  maxWatchesPerAccount: number;
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}; got "${raw}"`);
  }
  return n;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false; got "${raw}"`);
}

/** About a day of attempts, after Svix and Standard Webhooks: 0, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const DEFAULT_RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 36000];

function schedule(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const parts = raw.split(',').map((p) => p.trim());
  const nums = parts.map(Number);
  if (nums.some((n, i) => parts[i] === '' || !Number.isFinite(n) || n < 0 || n > 7 * 86400)) {
    throw new ConfigError(`${name} must be comma-separated seconds (0 to 604800), e.g. "0,1,2"; got "${raw}"`);
  }
  return nums;
}

function metricsToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 32 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new ConfigError(
      'METRICS_TOKEN must be at least 32 printable characters without spaces, e.g. `openssl rand -hex 32`',
    );
  }
  return raw;
}

/** proxy-addr's names for reserved ranges, which Fastify accepts beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * The directory reads' connections: about twice the cores (PostgreSQL's usual guidance), at most ten. Reads are short
 * statements of one process's event loop, which keeps few in flight: more backends than the cores can run only queue
 * inside the database, and cost its CPU (measured: docs/decisions.md, "Eighth look: the reads' pool sized to the cores").
 */
function defaultReadPoolSize(): number {
  return Math.min(10, Math.max(2, 2 * os.availableParallelism()));
}

/**
 * MAX_CONNECTIONS's default: 8,192, or fewer when the process's open-file limit (Linux: /proc/self/limits; Node
 * raises the soft limit to the hard one at start) leaves less than that with 512 descriptors to spare for the
 * database, export files and logs.
 */
function defaultMaxConnections(): number {
  let files = Infinity;
  try {
    const m = /^Max open files\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    if (m) files = Number(m[1]);
  } catch {
    // Not Linux: the plain default.
  }
  return Math.max(64, Math.min(8_192, files - 512));
}

function trustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', 'false', 'no', 'off'].includes(value)) return false;
  const forms =
    'List the addresses or CIDR ranges of the proxies in front of the service, e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1.';
  if (['true', 'yes', 'on'].includes(value)) {
    throw new ConfigError(
      `TRUST_PROXY=${raw} is no longer accepted: trusting every proxy lets a client pick its own address with X-Forwarded-For. ${forms}`,
    );
  }
  if (/^\d+$/.test(value)) {
    throw new ConfigError(
      `TRUST_PROXY=${raw}: a number of proxy hops is not accepted, because it cannot tell a proxy from a client that reaches the ` +
        `service directly and writes X-Forwarded-For itself. ${forms}`,
    );
  }
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter(
    (e) =>
      !PROXY_RANGE_NAMES.includes(e) &&
      !ipaddr.IPv4.isValidFourPartDecimal(e) &&
      !ipaddr.IPv4.isValidCIDRFourPartDecimal(e) &&
      !ipaddr.IPv6.isValid(e) &&
      !ipaddr.IPv6.isValidCIDR(e),
  );
  if (bad.length) {
    throw new ConfigError(
      `TRUST_PROXY must be comma-separated proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal); ` +
        `not ${bad.map((e) => JSON.stringify(e)).join(', ')}`,
    );
  }
  return entries;
}

function secureCookie(raw: string | undefined): 'auto' | 'always' {
  if (raw === undefined || raw === '' || raw === 'auto') return 'auto';
  if (raw === 'always' || raw === 'true') return 'always';
  throw new ConfigError(`CONSOLE_SECURE_COOKIE must be auto or always; got "${raw}"`);
}

/** An http(s) origin with an optional path prefix; no query, fragment or credentials; kept without a trailing slash. */
function publicBaseUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const refuse = (why: string) =>
    new ConfigError(`PUBLIC_BASE_URL must be an http(s) URL such as https://api.example.com (${why}); got "${value}"`);
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw refuse('not a URL');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw refuse('http or https only');
  if (u.username || u.password) throw refuse('no credentials');
  if (u.search || u.hash || value.includes('?') || value.includes('#')) throw refuse('no query or fragment');
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
}

/** EXPORTS_STORAGE and the EXPORTS_S3_* settings (README "Export storage"). */
function exportStorage(env: NodeJS.ProcessEnv): Pick<Config, 'exportsStorage' | 'exportsS3' | 'exportsS3Downloads'> {
  const kind = (env.EXPORTS_STORAGE || 'local').trim().toLowerCase();
  if (kind !== 'local' && kind !== 's3')
    throw new ConfigError(`EXPORTS_STORAGE must be local or s3; got "${env.EXPORTS_STORAGE}"`);
  const downloads = (env.EXPORTS_S3_DOWNLOADS || 'proxy').trim().toLowerCase();
  if (downloads !== 'proxy' && downloads !== 'redirect')
    throw new ConfigError(`EXPORTS_S3_DOWNLOADS must be proxy or redirect; got "${env.EXPORTS_S3_DOWNLOADS}"`);
  if (kind === 'local') return { exportsStorage: 'local', exportsS3: null, exportsS3Downloads: downloads };
  const bucket = env.EXPORTS_S3_BUCKET?.trim() ?? '';
  // S3's rules for bucket names (3-63 lower-case letters, digits, dots and hyphens), loosened to the characters
  // S3-compatible services also allow (upper case, underscore).
  if (!bucket) throw new ConfigError('EXPORTS_STORAGE=s3 needs EXPORTS_S3_BUCKET, the name of an existing bucket');
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{2,254}$/.test(bucket))
    throw new ConfigError(
      `EXPORTS_S3_BUCKET must be a bucket name (3 to 255 letters, digits, '.', '_' or '-'); got "${bucket}"`,
    );
  let prefix = (env.EXPORTS_S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  if (prefix && !/^[A-Za-z0-9._/-]{1,200}$/.test(prefix))
    throw new ConfigError(`EXPORTS_S3_PREFIX may hold letters, digits, '.', '_', '-' and '/'; got "${prefix}"`);
  const rawEndpoint = env.EXPORTS_S3_ENDPOINT?.trim();
  let endpoint: string | undefined;
  if (rawEndpoint) {
    let u: URL;
    try {
      u = new URL(rawEndpoint);
    } catch {
      throw new ConfigError(
        `EXPORTS_S3_ENDPOINT must be an http(s) URL such as https://s3.example.com; got "${rawEndpoint}"`,
      );
    }
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password || u.search)
      throw new ConfigError(
        `EXPORTS_S3_ENDPOINT must be an http(s) URL without credentials or query, such as https://s3.example.com; got "${rawEndpoint}"`,
      );
    endpoint = rawEndpoint.replace(/\/+$/, '');
  }
  return {
    exportsStorage: 's3',
    exportsS3: {
      bucket,
      prefix,
      endpoint,
      forcePathStyle: bool(env, 'EXPORTS_S3_FORCE_PATH_STYLE', false),
      region: env.AWS_REGION?.trim() || undefined,
    },
    exportsS3Downloads: downloads,
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env, terminal = Boolean(process.stdout.isTTY)): Config {
  const requestLogLevel = env.REQUEST_LOG_LEVEL || (terminal ? 'debug' : 'info');
  if (!LOG_LEVELS.includes(requestLogLevel))
    throw new ConfigError(`REQUEST_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${requestLogLevel})`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const webhookTimeoutMs = int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 10_000);
  // The lease must outlast one attempt (its timeout) and the recording of its outcome.
  const webhookLeaseMs = int(env, 'WEBHOOK_LEASE_MS', webhookTimeoutMs + 30_000, 1_000, 3_600_000);
  if (webhookLeaseMs < webhookTimeoutMs + 1_000) {
    throw new ConfigError(
      `WEBHOOK_LEASE_MS must be at least WEBHOOK_TIMEOUT_MS + 1000 (${webhookTimeoutMs + 1_000}); got ${webhookLeaseMs}`,
    );
  }
  const requestTimeoutMs = int(env, 'REQUEST_TIMEOUT_MS', 60_000, 100, 3_600_000);
  const headersTimeoutMs = int(env, 'HEADERS_TIMEOUT_MS', requestTimeoutMs, 100, 3_600_000);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  }
  const signInMaxFailures = int(env, 'SIGN_IN_MAX_FAILURES', 5, 1, 1000);
  const signInMaxFailuresPerAddress = int(
    env,
    'SIGN_IN_MAX_FAILURES_PER_ADDRESS',
    Math.max(50, signInMaxFailures),
    1,
    100_000,
  );
  const signInMaxFailuresTotal = int(
    env,
    'SIGN_IN_MAX_FAILURES_TOTAL',
    Math.max(500, signInMaxFailuresPerAddress),
    1,
    1_000_000,
  );
  if (signInMaxFailuresPerAddress < signInMaxFailures || signInMaxFailuresTotal < signInMaxFailuresPerAddress) {
    throw new ConfigError(
      `Sign-in limits must widen: SIGN_IN_MAX_FAILURES (${signInMaxFailures}) <= SIGN_IN_MAX_FAILURES_PER_ADDRESS ` +
        `(${signInMaxFailuresPerAddress}) <= SIGN_IN_MAX_FAILURES_TOTAL (${signInMaxFailuresTotal})`,
    );
  }
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env, 'PORT', 8080, 0, 65535),
    store: databaseUrl ? 'postgres' : 'embedded',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    logLevel: env.LOG_LEVEL || 'info',
    requestLogLevel,
    keyCacheSeconds: int(env, 'API_KEY_CACHE_SECONDS', 2, 0, 300),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
    requestTimeoutMs,
    headersTimeoutMs,
    // Fastify's default: above the 60 s idle timeout of common load balancers, so they close first.
    keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 3_600_000),
    connectionIdleTimeoutMs: int(env, 'CONNECTION_IDLE_TIMEOUT_MS', 300_000, 0, 86_400_000),
    maxConnections: int(env, 'MAX_CONNECTIONS', defaultMaxConnections(), 1, 1_000_000),
    maxConnectionsPerAddress: int(env, 'MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 1_000_000),
    seedDemo: bool(env, 'SEED_DEMO', true),
    pgPoolSize: int(env, 'PG_POOL_SIZE', 10, 1, 500),
    pgReadPoolSize: int(env, 'PG_READ_POOL_SIZE', defaultReadPoolSize(), 1, 500),
    pgScanPoolSize: int(env, 'PG_SCAN_POOL_SIZE', 10, 1, 500),
    readStatementTimeoutMs: int(env, 'READ_STATEMENT_TIMEOUT_MS', 5_000, 0, 3_600_000),
    warmUpRequests: int(env, 'WARM_UP_REQUESTS', 2_000, 0, 100_000),
    encryptionKey: env.SERVICE_ENCRYPTION_KEY || undefined,
    worker: bool(env, 'RUN_WORKER', true),
    workerConcurrency: int(env, 'WORKER_CONCURRENCY', 4, 1, 256),
    // One core is left to the event loop (and, on a small machine, to the database beside it).
    detectionThreadNice: int(env, 'DETECTION_THREAD_NICE', 5, 0, 19),
    detectionShareWhileReading: int(env, 'DETECTION_PERCENT_WHILE_READING', 50, 5, 100) / 100,
    detectionThreads: int(env, 'DETECTION_THREADS', Math.min(4, Math.max(1, os.availableParallelism() - 1)), 0, 64),
    operationLeaseMs: int(env, 'OPERATION_LEASE_MS', 15_000, 200, 3_600_000),
    operationPollMs: int(env, 'OPERATION_POLL_MS', 1_000, 10, 60_000),
    operationMaxAttempts: int(env, 'OPERATION_MAX_ATTEMPTS', 5, 1, 100),
    progressEventMs: int(env, 'PROGRESS_EVENT_INTERVAL_MS', 2_000, 0, 3_600_000),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    youtubeApiKey: env.YOUTUBE_API_KEY || undefined,
    youtubeApiBaseUrl: env.YOUTUBE_API_BASE_URL || 'https://www.googleapis.com/youtube/v3',
    readCacheEntries: int(env, 'READ_CACHE_ENTRIES', 20_000, 0, 1_000_000),
    readCacheBytes: int(env, 'READ_CACHE_MB', 128, 1, 65_536) * 1024 * 1024,
    operationStepDelayMs: int(env, 'OPERATION_STEP_DELAY_MS', 0, 0, 60_000),
    importMaxLineBytes: int(env, 'IMPORT_MAX_LINE_BYTES', 16 * 1024 * 1024, 1024, 256 * 1024 * 1024),
    webhookRetrySchedule: schedule(env, 'WEBHOOK_RETRY_SCHEDULE', DEFAULT_RETRY_SCHEDULE),
    webhookAllowedCidrs: env.WEBHOOK_ALLOWED_CIDRS ?? '',
    webhookTimeoutMs,
    webhookLeaseMs,
    deliveryConcurrency: int(env, 'WEBHOOK_CONCURRENCY', 8, 1, 256),
    webhookMaxConcurrentPerEndpoint: int(env, 'WEBHOOK_MAX_CONCURRENT_PER_ENDPOINT', 2, 1, 256),
    webhookCircuitFailures: int(env, 'WEBHOOK_CIRCUIT_FAILURES', 5, 1, 1000),
    webhookCircuitCooldownMs: int(env, 'WEBHOOK_CIRCUIT_COOLDOWN_MS', 30_000, 100, 3_600_000),
    shortLinkExpansion: bool(env, 'SHORT_LINK_EXPANSION', false),
    shortLinkMaxHops: int(env, 'SHORT_LINK_MAX_HOPS', 5, 1, 10),
    shortLinkTimeoutMs: int(env, 'SHORT_LINK_TIMEOUT_MS', 3_000, 100, 10_000),
    shortLinkMaxPerVideo: int(env, 'SHORT_LINK_MAX_PER_VIDEO', 10, 1, 100),
    shortLinkMaxPerBatch: int(env, 'SHORT_LINK_MAX_PER_BATCH', 200, 1, 10_000),
    shortLinkConcurrency: int(env, 'SHORT_LINK_CONCURRENCY', 4, 1, 64),
    shortLinkAllowedCidrs: env.SHORT_LINK_ALLOWED_CIDRS ?? '',
    exportsDir: path.resolve(env.EXPORTS_DIR || path.join(env.DATA_DIR || './data', 'exports')),
    ...exportStorage(env),
    exportRetentionDays: int(env, 'EXPORT_RETENTION_DAYS', 7, 1, 3650),
    webhookRecordRetentionDays: int(env, 'WEBHOOK_RECORD_RETENTION_DAYS', 30, 1, 3650),
    exportLinkTtlSeconds: int(env, 'EXPORT_LINK_TTL_SECONDS', 3600, 10, 7 * 86_400),
    exportBatchRows: int(env, 'EXPORT_BATCH_ROWS', 10_000, 1, 100_000),
    maxExportBytesPerAccount: int(env, 'MAX_EXPORT_BYTES_PER_ACCOUNT', 10 * 1024 ** 3, 0, Number.MAX_SAFE_INTEGER),
    publicBaseUrl: publicBaseUrl(env.PUBLIC_BASE_URL),
    consoleSessionIdleSeconds: int(env, 'CONSOLE_SESSION_IDLE_SECONDS', 12 * 3600, 60, 30 * 86_400),
    consoleSessionMaxSeconds: int(env, 'CONSOLE_SESSION_MAX_SECONDS', 7 * 86_400, 60, 90 * 86_400),
    signInMaxFailures,
    signInMaxFailuresPerAddress,
    signInMaxFailuresTotal,
    signInWindowSeconds: int(env, 'SIGN_IN_WINDOW_SECONDS', 900, 1, 86_400),
    consoleSecureCookie: secureCookie(env.CONSOLE_SECURE_COOKIE),
    trustProxy: trustProxy(env.TRUST_PROXY),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    metricsCacheMs: int(env, 'METRICS_CACHE_MS', 5_000, 0, 300_000),
    rateLimitEnabled: bool(env, 'RATE_LIMIT_ENABLED', true),
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    // By default a minute's worth: "600 a minute" holds over any minute, at whatever pace it is spent.
    rateLimitBurst: int(env, 'RATE_LIMIT_BURST', int(env, 'RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000), 1, 1_000_000),
    authFailuresPerMinute: int(env, 'AUTH_FAILURES_PER_MINUTE', 100, 0, 1_000_000),
    // By default five keys' worth: a few busy keys of one account run at full speed, a hundred do not.
    rateLimitAccountPerMinute: int(
      env,
      'RATE_LIMIT_ACCOUNT_PER_MINUTE',
      5 * int(env, 'RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
      0,
      5_000_000,
    ),
    maxRunningOperationsPerAccount: int(env, 'MAX_RUNNING_OPERATIONS_PER_ACCOUNT', 10, 1, 100_000),
    trackingIntervalMs: int(env, 'TRACKING_INTERVAL_MINUTES', 360, 1, 30 * 24 * 60) * 60_000,
    trackingRefreshDays: int(env, 'TRACKING_REFRESH_DAYS', 30, 0, 3650),
    trackingTickMs: int(env, 'TRACKING_SCHEDULE_TICK_MS', 60_000, 50, 3_600_000),
    trackingQuotaRecheckMs: int(env, 'TRACKING_QUOTA_RECHECK_MS', 300_000, 50, 86_400_000),
    trackingReservedUnits: int(env, 'TRACKING_RESERVED_UNITS', 2_000, 0, 1_000_000_000),
    discoveryIntervalMs: int(env, 'DISCOVERY_INTERVAL_MINUTES', 1440, 1, 30 * 24 * 60) * 60_000,
    discoveryRescoreDays: int(env, 'DISCOVERY_RESCORE_DAYS', 30, 0, 3650),
    discoveryChartHours: int(env, 'DISCOVERY_CHART_HOURS', 12, 0, 24 * 30),
    discoveryConcurrency: int(env, 'DISCOVERY_CONCURRENCY', 4, 1, 32),
    youtubeDailyQuota: int(env, 'YOUTUBE_DAILY_QUOTA', 10_000, 1, 1_000_000_000),
    youtubeAccountDailyUnits: int(
      env,
      'YOUTUBE_ACCOUNT_DAILY_UNITS',
      Math.ceil(int(env, 'YOUTUBE_DAILY_QUOTA', 10_000, 1, 1_000_000_000) / 10),
      1,
      1_000_000_000,
    ),
    maxTrackedChannelsPerAccount: int(env, 'MAX_TRACKED_CHANNELS_PER_ACCOUNT', 500, 1, 1_000_000),
    maxApiKeysPerAccount: int(env, 'MAX_API_KEYS_PER_ACCOUNT', 100, 1, 100_000),
    maxWatchesPerAccount: int(env, 'MAX_WATCHES_PER_ACCOUNT', 1_000, 1, 1_000_000),
  };
}

/** What commands that talk to a running server (and `mcp`) read: where the server is and the key to use. */
export interface ClientConfig {
  /** SERVICE_URL: the running server's origin, e.g. http://127.0.0.1:8080. */
  serviceUrl: string | undefined;
  /** SERVICE_API_KEY: the bearer key those commands send. */
  apiKey: string | undefined;
}

export function loadClientConfig(env: NodeJS.ProcessEnv = process.env): ClientConfig {
  const serviceUrl = env.SERVICE_URL?.trim() || undefined;
  if (serviceUrl !== undefined) {
    let u: URL;
    try {
      u = new URL(serviceUrl);
    } catch {
      throw new ConfigError(`SERVICE_URL must be an http(s) URL such as http://127.0.0.1:8080; got "${serviceUrl}"`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:')
      throw new ConfigError(`SERVICE_URL must use http or https; got "${serviceUrl}"`);
  }
  return { serviceUrl, apiKey: env.SERVICE_API_KEY?.trim() || undefined };
}
