// The loop that starts the runs of enabled discovery policies every DISCOVERY_INTERVAL_MINUTES, in every worker
// process: the policies a tick takes are locked (SKIP LOCKED) and moved an interval on, and the one-run-per-account
// index refuses a second run, so processes never start an account's run twice.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { PeriodicTask } from '../periodic.js';
import type { YoutubeQuota } from '../tracking/quota.js';
import { createRun, readPolicy, takeDuePolicies, unitsLeftToday } from './records.js';

export class DiscoveryScheduler extends PeriodicTask {
  constructor(
    private readonly db: Database,
    private readonly opts: {
      intervalMs: number;
      tickMs: number;
      quota: YoutubeQuota;
      onQueued: () => void;
      logger?: Pick<FastifyBaseLogger, 'warn'>;
    },
  ) {
    super({ tickMs: opts.tickMs, logger: opts.logger, failure: 'scheduling discovery runs failed; retrying' });
  }

  /**
   * Starts the due runs, each with what is left today of its policy's dailyUnits and of the account's share of the
   * YouTube budget (none when nothing is); returns how many started.
   */
  async tick(): Promise<number> {
    let started = 0;
    for (const accountId of await takeDuePolicies(this.db, this.opts.intervalMs, 100)) {
      const policy = await readPolicy(this.db, accountId);
      const { runnable } = await unitsLeftToday(this.db, this.opts.quota, accountId, policy.dailyUnits);
      if (runnable <= 0) continue;
      if (await createRun(this.db, accountId, runnable, true)) started++;
    }
    if (started) this.opts.onQueued();
    return started;
  }
}
