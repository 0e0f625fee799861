// When a tracked channel is next synced, and the loop that starts due syncs in every worker process.
//
// Each channel keeps a fixed phase within the interval (a hash of its id), so channels added together do not all
// come due together: their syncs spread over the interval. The next sync is the first time of the channel's phase
// at least half an interval after the last one ended, so the gap averages one interval.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { PeriodicTask } from '../periodic.js';
import { queueChannelSync, takeDueChannels } from './records.js';

export function nextSyncAfter(channelId: string, after: Date, intervalMs: number): Date {
  const phase = crypto.createHash('sha1').update(channelId).digest().readUInt32BE(0) % intervalMs;
  const earliest = after.getTime() + intervalMs / 2;
  const k = Math.ceil((earliest - phase) / intervalMs);
  return new Date(k * intervalMs + phase);
}

/**
 * When a resumed channel is next synced: the first time of its phase that is not in the past and at least half an
 * interval after its last successful sync, so pausing and resuming neither skips a due sync nor brings one forward.
 */
export function nextSyncOnResume(channelId: string, lastSyncedAt: Date | null, now: Date, intervalMs: number): Date {
  const after = Math.max(now.getTime() - intervalMs / 2, lastSyncedAt ? new Date(lastSyncedAt).getTime() : -Infinity);
  return nextSyncAfter(channelId, new Date(after), intervalMs);
}

/**
 * Every `tickMs`, queues a sync for each active tracked channel that is due. Every worker process runs one; the
 * rows a tick takes are locked (SKIP LOCKED) and moved on, and the one-sync-per-channel index refuses a second
 * sync, so processes never queue a channel twice.
 */
export class TrackingScheduler extends PeriodicTask {
  constructor(
    private readonly db: Database,
    private readonly opts: {
      intervalMs: number;
      tickMs: number;
      onQueued: () => void;
      logger?: Pick<FastifyBaseLogger, 'warn'>;
    },
  ) {
    super({ tickMs: opts.tickMs, logger: opts.logger, failure: 'scheduling tracked channel syncs failed; retrying' });
  }

  /** Queues the due syncs; returns how many were queued. */
  async tick(): Promise<number> {
    let queued = 0;
    // A few hundred a tick: more due at once wait for the next tick, a minute later.
    const due = await takeDueChannels(this.db, this.opts.intervalMs, 500);
    for (const d of due) if (await queueChannelSync(this.db, d.accountId, d.channelId)) queued++;
    if (queued) this.opts.onQueued();
    return queued;
  }
}
