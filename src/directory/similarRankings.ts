// Keeps the stored similar-brand rankings (similar.ts, migration 082) current, in every worker process: once the
// directory has been quiet for QUIET_MS (a ranking read while writes go on is stale within seconds: any directory
// write retires every stored ranking), a tick computes the missing and stale rankings, oldest first, until it has
// spent BUDGET_MS; ticks are TICK_MS apart, so the refresher takes at most a tenth of one database connection. Two
// processes computing the same brand both store a ranking exact for its own snapshot: the later write is kept.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { PeriodicTask } from '../periodic.js';
import { staleSimilarRankings, storeSimilarRanking } from './similar.js';

const TICK_MS = 2_000;
const BUDGET_MS = 200;
const QUIET_MS = 2_000;
/** Stale rankings read at a time. */
const BATCH = 10;

/** Computes stale or missing rankings until `budgetMs` is spent or none is left; returns how many it stored. */
export async function refreshSimilarRankings(db: Database, budgetMs = BUDGET_MS): Promise<number> {
  const until = Date.now() + budgetMs;
  let stored = 0;
  while (Date.now() < until) {
    const ids = await staleSimilarRankings(db, BATCH);
    for (const id of ids) {
      if (await storeSimilarRanking(db, id)) stored++;
      if (Date.now() >= until) break;
    }
    if (ids.length < BATCH) break;
  }
  return stored;
}

/** Whether the newest directory write committed less than `ms` ago (the change log's newest row, by its index). */
async function directoryWroteWithin(db: Database, ms: number): Promise<boolean> {
  const r = await sql<{ recent: boolean }>`
    select coalesce((select at > clock_timestamp() - ${ms} * interval '1 millisecond'
      from directory_changes order by xid desc limit 1), false) as recent`.execute(db);
  return r.rows[0].recent;
}

export class SimilarRankingRefresher extends PeriodicTask {
  constructor(
    private readonly db: Database,
    private readonly opts: { quietMs?: number; budgetMs?: number; logger?: Pick<FastifyBaseLogger, 'warn'> } = {},
  ) {
    super({ tickMs: TICK_MS, logger: opts.logger, failure: 'refreshing similar-brand rankings failed; retrying' });
  }

  /** Returns how many rankings it stored (none while the directory was written less than quietMs ago). */
  async tick(): Promise<number> {
    if (await directoryWroteWithin(this.db, this.opts.quietMs ?? QUIET_MS)) return 0;
    return refreshSimilarRankings(this.db, this.opts.budgetMs);
  }
}
