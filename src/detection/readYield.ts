// Detection gives way to directory reads. A batch of detection is background work: its engine thread is niced
// (DETECTION_THREAD_NICE), but its writes run in PostgreSQL backends at the same priority as the reads clients wait
// for, and on a machine whose cores are all busy every read then waits for them. So after each batch, when any API
// process's read connection is running a statement, detection waits before its next batch, long enough that it takes
// at most DETECTION_PERCENT_WHILE_READING of the time (PostgreSQL's own autovacuum_vacuum_cost_delay, applied to a batch).
// With no read running it does not wait at all: detection alone runs at full speed.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/** The longest one wait lasts, whatever a batch took. */
const MAX_WAIT_MS = 2_000;

/** Read statements running now on the database: the API processes' read pools (database.ts, `csds-read`). */
async function runningReads(db: Database): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and application_name = 'csds-read' and state = 'active'`.execute(db);
  return r.rows[0]?.n ?? 0;
}

export class ReadYield {
  constructor(
    private readonly db: Database,
    /** The share of the time detection takes while reads run, in (0, 1]; 1: it never waits. */
    private readonly share: number,
  ) {}

  /** After a batch that took `ms`: waits while reads are running (never throws; a cancel ends the wait). */
  async after(ms: number, signal?: AbortSignal): Promise<void> {
    if (this.share >= 1 || ms <= 0 || signal?.aborted) return;
    const reads = await runningReads(this.db).catch(() => 0);
    if (reads === 0) return;
    const wait = Math.min(MAX_WAIT_MS, (ms * (1 - this.share)) / this.share);
    // A cancel rejects the wait; the batch is written, so the caller goes on to record it and sees the cancel next.
    await sleep(wait, undefined, { signal }).catch(() => {});
  }
}
