// Wires the long-lived parts of a process around one store: the service's keys and secret box, the operation
// worker and the webhook dispatcher. `serve` uses all of it, `worker` everything but HTTP, tests the same as serve.
import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Store } from './db/database.js';
import type { OperationServices } from './operations/service.js';
import { exportKind } from './exports/run.js';
import { sweepExpiredExports } from './exports/records.js';
import { sweepSettledDeliveries } from './webhooks/retention.js';
import { DirectoryStorage, ExportStores } from './exports/storage.js';
import { S3Storage } from './exports/s3.js';
import { ShortLinkExpander } from './detection/shortLinks.js';
import { DetectionPool } from './detection/threads.js';
import { ReadYield } from './detection/readYield.js';
import { publicKinds } from './operations/kinds/index.js';
import { OperationWorker, type WorkerOptions } from './operations/worker.js';
import { YoutubeApiError, YoutubeClient, type YoutubeMeter } from './youtube/client.js';
import { QuotaExhausted, YoutubeQuota, systemClock, type Clock } from './tracking/quota.js';
import { channelSyncKind } from './tracking/sync.js';
import { TrackingScheduler } from './tracking/schedule.js';
import { discoveryRunKind } from './discovery/run.js';
import { DiscoveryScheduler } from './discovery/schedule.js';
import { SimilarRankingRefresher } from './directory/similarRankings.js';
import type { TrackingServices } from './tracking/service.js';
import { fetchVideosIntoDirectory } from './youtube/fetchVideos.js';
import { DeliveryDispatcher } from './webhooks/dispatcher.js';
import { WatchEventFormer } from './watches/events.js';
import { parseAllowedCidrs } from './outbound/screening.js';
import { createSecretBox } from './webhooks/secrets.js';
import { loadServiceKeys } from './serviceKeys.js';
import { restrictToOwner } from './ownerOnly.js';

export interface Runtime {
  /** What the API needs of this process: the operation rules' services, and where export files are. */
  services: OperationServices & { exportStores: ExportStores; tracking: TrackingServices | null };
  /**
   * Checks that the export storage can be used (S3: the bucket answers to these credentials); throws an error
   * naming the bucket and the reason. Called before a process starts serving or working.
   */
  checkStorage(): Promise<void>;
  worker: OperationWorker | null;
  dispatcher: DeliveryDispatcher | null;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Detection's meter: an account's share like any other call, and a refusal reads as YouTube's own quota error, so
 * the videos not fetched are reported one by one (quota_exceeded) and the operation goes on with the rest.
 */
function detectionMeter(quota: YoutubeQuota, accountId: string): YoutubeMeter {
  const meter = quota.meterFor(accountId);
  return async () => {
    try {
      return await meter();
    } catch (err) {
      if (err instanceof QuotaExhausted) throw new YoutubeApiError('quota_exceeded', err.message, null, err.scope);
      throw err;
    }
  };
}

export function createRuntime(
  config: Config,
  store: Store,
  opts: {
    worker?: boolean;
    deliver?: boolean;
    logger?: FastifyBaseLogger;
    ca?: string;
    kinds?: WorkerOptions['kinds'];
    /** DNS resolution for short-link expansion (tests map names to a loopback server); the system resolver by default. */
    shortLinkLookup?: (host: string) => Promise<string[]>;
    /** The clock of the YouTube quota day (tests move it to midnight Pacific). */
    clock?: Clock;
  } = {},
): Runtime {
  const { encryption, ...signingKeys } = loadServiceKeys(config, store.kind);
  const box = createSecretBox(encryption);
  const allowedCidrs = parseAllowedCidrs(
    config.webhookAllowedCidrs
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  );
  const runWorker = opts.worker ?? config.worker;
  // New files go to EXPORTS_STORAGE; the directory stays readable for files written before a switch to s3.
  const local = new DirectoryStorage(config.exportsDir);
  const s3 = config.exportsS3 ? new S3Storage(config.exportsS3) : null;
  const exportStores = s3 ? new ExportStores(s3, [local]) : new ExportStores(local);
  const exportRun = exportKind({
    storage: exportStores.write,
    storeKind: store.kind,
    withClient: store.withClient,
    batchRows: config.exportBatchRows,
    retentionMs: config.exportRetentionDays * 86_400_000,
    maxKeptBytes: config.maxExportBytesPerAccount,
  });
  const youtube = config.youtubeApiKey
    ? new YoutubeClient({ apiKey: config.youtubeApiKey, baseUrl: config.youtubeApiBaseUrl })
    : null;
  const clock = opts.clock ?? systemClock;
  const quota = new YoutubeQuota(store.db, config.youtubeDailyQuota, clock, config.youtubeAccountDailyUnits);
  // Every YouTube call takes a unit of its account's share and of the daily budget (tracking/quota.ts): tracking's
  // resolve, each sync (through its own meter, which also counts its units) and detection's fetches alike.
  const tracking: TrackingServices | null = youtube
    ? {
        clientFor: (accountId) => youtube.withMeter(quota.meterFor(accountId)),
        quota,
        maxPerAccount: config.maxTrackedChannelsPerAccount,
        intervalMs: config.trackingIntervalMs,
        onQueued: () => worker?.poke(),
      }
    : null;
  const shortLinks = config.shortLinkExpansion
    ? new ShortLinkExpander({
        maxHops: config.shortLinkMaxHops,
        timeoutMs: config.shortLinkTimeoutMs,
        maxPerVideo: config.shortLinkMaxPerVideo,
        maxPerBatch: config.shortLinkMaxPerBatch,
        concurrency: config.shortLinkConcurrency,
        allowedCidrs: parseAllowedCidrs(
          config.shortLinkAllowedCidrs
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean),
        ),
        db: store.db,
        lookup: opts.shortLinkLookup,
        ca: opts.ca,
      })
    : undefined;
  // Started only where operations run; its threads start on first use.
  const detector =
    runWorker && config.detectionThreads > 0
      ? new DetectionPool(config.detectionThreads, config.detectionThreadNice)
      : undefined;
  // What every kind that detects runs with: the public kinds, a channel sync and a discovery run alike.
  // Detection waits after a batch while directory reads run (detection/readYield.ts); the embedded store's one session
  // serves reads and writes in turn, so there is nothing to give way to.
  const readYield =
    store.kind === 'postgres' && config.detectionShareWhileReading < 1
      ? new ReadYield(store.db, config.detectionShareWhileReading)
      : undefined;
  const detection = { shortLinks, detector, readYield };
  const watchEvents = new WatchEventFormer(store.db);
  const dispatcher =
    (opts.deliver ?? runWorker)
      ? new DeliveryDispatcher(store, {
          concurrency: config.deliveryConcurrency,
          schedule: config.webhookRetrySchedule,
          timeoutMs: config.webhookTimeoutMs,
          leaseMs: config.webhookLeaseMs,
          maxPerEndpoint: config.webhookMaxConcurrentPerEndpoint,
          circuitFailures: config.webhookCircuitFailures,
          circuitCooldownMs: config.webhookCircuitCooldownMs,
          allowedCidrs,
          open: (s) => box.open(s),
          ca: opts.ca,
          logger: opts.logger,
          formEvents: () => watchEvents.form(),
        })
      : null;
  const worker = runWorker
    ? new OperationWorker(store, {
        concurrency: config.workerConcurrency,
        leaseMs: config.operationLeaseMs,
        pollMs: config.operationPollMs,
        progressEventMs: config.progressEventMs,
        stepDelayMs: config.operationStepDelayMs,
        maxAttempts: config.operationMaxAttempts,
        maxRunningPerAccount: config.maxRunningOperationsPerAccount,
        // Each kind gets the services it runs with; the engine's context carries none of them.
        kinds: {
          ...(opts.kinds ??
            publicKinds({
              ...detection,
              fetchVideos: youtube
                ? (accountId, ids, signal) =>
                    fetchVideosIntoDirectory(store.db, youtube.withMeter(detectionMeter(quota, accountId)), ids, signal)
                : undefined,
            })),
          export: exportRun,
          ...(youtube && {
            'channel-sync': channelSyncKind({
              client: youtube,
              quota,
              clock,
              refreshDays: config.trackingRefreshDays,
              intervalMs: config.trackingIntervalMs,
              quotaRecheckMs: config.trackingQuotaRecheckMs,
              ...detection,
            }),
            'discovery-run': discoveryRunKind({
              client: youtube,
              quota,
              clock,
              reservedUnits: config.trackingReservedUnits,
              maxTrackedPerAccount: config.maxTrackedChannelsPerAccount,
              rescoreDays: config.discoveryRescoreDays,
              chartHours: config.discoveryChartHours,
              concurrency: config.discoveryConcurrency,
              trackingIntervalMs: config.trackingIntervalMs,
              quotaRecheckMs: config.trackingQuotaRecheckMs,
              onQueued: () => worker?.poke(),
              ...detection,
            }),
          }),
        },
        onTerminal: () => dispatcher?.poke(),
        logger: opts.logger,
      })
    : null;
  // Every worker process looks for due tracked channels; the database keeps them from queuing one twice.
  const scheduler =
    worker && youtube
      ? new TrackingScheduler(store.db, {
          intervalMs: config.trackingIntervalMs,
          tickMs: config.trackingTickMs,
          onQueued: () => worker.poke(),
          logger: opts.logger,
        })
      : null;
  const discoveryScheduler =
    worker && youtube
      ? new DiscoveryScheduler(store.db, {
          intervalMs: config.discoveryIntervalMs,
          tickMs: config.trackingTickMs,
          quota,
          onQueued: () => worker.poke(),
          logger: opts.logger,
        })
      : null;
  // Every worker process keeps the stored similar-brand rankings current while the directory is quiet.
  const similarRankings = worker ? new SimilarRankingRefresher(store.db, { logger: opts.logger }) : null;
  let sweepTimers: NodeJS.Timeout[] = [];
  return {
    services: {
      seal: (p) => box.seal(p),
      keys: signingKeys,
      allowedCidrs,
      onCreated: () => worker?.poke(),
      onTerminal: () => dispatcher?.poke(),
      exportStores,
      tracking,
    },
    checkStorage: async () => {
      try {
        await exportStores.write.check();
      } catch (err) {
        throw new Error(`EXPORTS_STORAGE=s3 cannot be used: ${(err as Error).message}`, { cause: err });
      }
    },
    worker,
    dispatcher,
    start: async () => {
      // Export files are account data: a directory left readable (by an earlier version, or made by hand) is
      // repaired at start; the storage creates its folder and files owner-only.
      if (fs.existsSync(config.exportsDir)) restrictToOwner(config.exportsDir, 'EXPORTS_DIR');
      await dispatcher?.start();
      await worker?.start();
      scheduler?.start();
      discoveryScheduler?.start();
      similarRankings?.start();
      if (worker) {
        // Export files past their retention are removed by the worker processes every ten minutes; settled
        // delivery records every hour (finding none reads the whole delivery table).
        const sweep = () =>
          sweepExpiredExports(store.db, exportStores).catch((err) =>
            opts.logger?.warn({ err }, 'export retention sweep failed; retrying later'),
          );
        const sweepRecords = () =>
          sweepSettledDeliveries(store.db, config.webhookRecordRetentionDays).catch((err) =>
            opts.logger?.warn({ err }, 'delivery record retention sweep failed; retrying later'),
          );
        void sweep().then(sweepRecords);
        sweepTimers = [setInterval(sweep, 10 * 60_000), setInterval(sweepRecords, 60 * 60_000)];
        for (const t of sweepTimers) t.unref();
      }
    },
    stop: async () => {
      for (const t of sweepTimers) clearInterval(t);
      await scheduler?.stop();
      await discoveryScheduler?.stop();
      await similarRankings?.stop();
      await worker?.stop(config.shutdownGraceMs);
      await dispatcher?.stop();
      await detector?.close();
      s3?.destroy();
    },
  };
}
