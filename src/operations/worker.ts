// Runs operations: claims due ones (woken by NOTIFY, with polling as the fallback), keeps their leases
// alive with heartbeats, and finishes each exactly once. A worker that loses a lease stops that operation
// and writes nothing more; graceful shutdown gives running operations a grace period, then releases them.
import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { isConnectionLost, type Store } from '../db/database.js';
import { OperationDeferred, OperationFailure, type OperationKind, type RunContext } from './kinds/kind.js';
import {
  claimOperations,
  deferOperation,
  finishOperation,
  heartbeat,
  QUEUE_CHANNEL,
  releaseOperation,
  type OperationRow,
  type Progress,
} from './queue.js';
import { type OperationKindName } from './kinds/index.js';

export interface WorkerOptions {
  concurrency: number;
  leaseMs: number;
  pollMs: number;
  progressEventMs: number;
  /** Pause after each progress report (a testing aid; 0 in production). */
  stepDelayMs?: number;
  maxAttempts: number;
  /** Running operations allowed per account across every worker on the database (unset: no cap). */
  maxRunningPerAccount?: number;
  /**
   * The kinds this worker runs, each already given its services (runtime.ts: kinds/index.ts publicKinds and the
   * internal kinds). Benchmarks pass a no-op run to time the engine alone.
   */
  kinds: Partial<Record<OperationKindName, OperationKind>>;
  /** Called after an operation reaches a terminal status (the webhook dispatcher listens). */
  onTerminal?: (operationId: string) => void;
  /** Each operation's lines go through a child naming the operation and the API request that created it. */
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'child'>;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

class Stop extends Error {
  constructor(readonly reason: 'canceled' | 'lease-lost' | 'shutdown') {
    super(reason);
  }
}

/** A canceled operation's end, with the output its kind finished before the cancel when it kept one. */
function canceledEnd(owner: string, output: unknown): Parameters<typeof finishOperation>[2] {
  const kept = output !== undefined && output !== null;
  return {
    status: 'canceled',
    output: kept ? output : undefined,
    error: {
      code: 'canceled',
      message: kept
        ? 'The operation was canceled; what it finished before is kept as its partial result.'
        : 'The operation was canceled.',
    },
    owner,
    from: ['running'],
  };
}

export class OperationWorker {
  readonly id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  private running = new Map<string, AbortController>();
  private rounds = 0;
  private stopping = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly log: Log | undefined;

  constructor(
    private readonly store: Store,
    private readonly opts: WorkerOptions,
  ) {
    this.log = opts.logger?.child({ workerId: this.id });
  }

  async start() {
    this.unlisten = await this.store.listen(QUEUE_CHANNEL, () => this.poke());
    this.loop = this.run();
  }

  /** Claim rounds finished since start (each looked for due operations, or found no free slot): a caller can see the loop has looked again. */
  get claimRounds(): number {
    return this.rounds;
  }

  /** Wakes the claim loop now (a new operation, a finished one freeing a slot). */
  poke() {
    this.wake?.();
  }

  private async run() {
    while (!this.stopping) {
      const free = this.opts.concurrency - this.running.size;
      let claimed: OperationRow[] = [];
      if (free > 0) {
        try {
          claimed = await claimOperations(
            this.store.db,
            this.id,
            free,
            this.opts.leaseMs,
            this.opts.maxRunningPerAccount,
          );
        } catch (err) {
          this.log?.warn({ err }, 'claiming operations failed; retrying');
        }
        for (const op of claimed) void this.execute(op);
      }
      this.rounds++;
      if (claimed.length > 0 && claimed.length === free) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.opts.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  private async execute(op: OperationRow) {
    const ctl = new AbortController();
    this.running.set(op.id, ctl);
    const db = this.store.db;
    // Every line about this operation names it, its attempt and the request that created it.
    const log = this.opts.logger?.child({
      workerId: this.id,
      operationId: op.id,
      requestId: op.request_id,
      kind: op.kind,
      attempt: op.attempt,
    });
    const startedAt = Date.now();
    log?.info('operation claimed');
    let last: Progress = op.progress;
    let stopReason: Stop | null = null;
    const beat = async (update: { progress?: Progress; checkpoint?: unknown }) => {
      if (stopReason) throw stopReason;
      const r = await heartbeat(db, op.id, this.id, this.opts.leaseMs, update, this.opts.progressEventMs);
      if (!r.held) stopReason = new Stop('lease-lost');
      else if (r.cancelRequested) stopReason = new Stop('canceled');
      else if (ctl.signal.aborted) stopReason = new Stop('shutdown');
      if (stopReason) {
        // Whatever the kind is waiting on (detection between videos, a fetch) stops too.
        ctl.abort();
        throw stopReason;
      }
    };
    // The lease is renewed even when a kind is busy in one long step and reports nothing.
    const keepAlive = setInterval(() => void beat({}).catch(() => ctl.abort()), Math.max(50, this.opts.leaseMs / 3));
    try {
      if (op.cancel_requested_at) throw new Stop('canceled');
      const kind = this.opts.kinds[op.kind as OperationKindName];
      if (!kind) throw new OperationFailure('internal_error', `This worker cannot run operations of kind ${op.kind}.`);
      if (op.attempt > this.opts.maxAttempts) {
        throw new OperationFailure(
          'attempts_exhausted',
          `The operation was interrupted ${op.attempt - 1} times and will not be retried.`,
        );
      }
      const ctx: RunContext = {
        db,
        operationId: op.id,
        accountId: op.account_id,
        checkpoint: op.checkpoint ?? null,
        signal: ctl.signal,
        progress: async (p, checkpoint) => {
          const total = Math.max(0, Math.floor(p.total));
          const current = Math.max(0, Math.floor(p.current));
          last = {
            current,
            total,
            percent: total > 0 ? Math.min(100, Math.round((current / total) * 1000) / 10) : 0,
            phase: p.phase ?? last.phase,
            message: p.message ?? '',
          };
          await beat({ progress: last, checkpoint });
          if (this.opts.stepDelayMs) await new Promise((r) => setTimeout(r, this.opts.stepDelayMs));
        },
        checkpointNow: async () => {
          if (ctl.signal.aborted && !stopReason) throw new Stop('shutdown');
          await beat({});
        },
        canceled: () => stopReason?.reason === 'canceled',
      };
      const output = await kind.run(op.input, ctx);
      if ((stopReason as Stop | null)?.reason === 'canceled') {
        // The kind stopped at a cancel and returned what it finished: kept as the canceled operation's partial result.
        clearInterval(keepAlive);
        await this.finish(op, canceledEnd(this.id, output), log, startedAt);
        return;
      }
      if (stopReason as Stop | null) throw stopReason;
      clearInterval(keepAlive);
      await this.finish(op, { status: 'succeeded', output, owner: this.id, from: ['running'] }, log, startedAt);
    } catch (err) {
      clearInterval(keepAlive);
      // Work interrupted by this worker's own abort (a fetch given the signal rejects with an AbortError, not a Stop)
      // was stopped, not failed: at shutdown, or when the lease could not be renewed, it goes back to the queue.
      const reason =
        err instanceof Stop
          ? err.reason
          : ((stopReason as Stop | null)?.reason ??
            (ctl.signal.aborted && !(err instanceof OperationFailure) ? 'shutdown' : undefined));
      if (reason === 'lease-lost') {
        log?.warn('lease lost; another worker owns the operation now');
      } else if (reason === 'canceled') {
        await this.finish(op, canceledEnd(this.id, undefined), log, startedAt);
      } else if (reason === 'shutdown') {
        await releaseOperation(db, op.id, this.id).catch(() => {});
        log?.info('operation released to the queue at shutdown');
      } else if (isConnectionLost(err)) {
        // The database went away under the run (a restart, a failover): not the operation's fault. Give it back
        // to the queue; if the database is still unreachable, the lease runs out and it is claimed again anyway.
        log?.warn({ err: { message: (err as Error).message } }, 'database connection lost; releasing the operation');
        await this.releaseAfterConnectionLoss(op.id);
      } else if (err instanceof OperationDeferred) {
        await deferOperation(db, op.id, this.id, err.delayMs, {
          phase: 'waiting-for-quota',
          message: err.message,
          resumesAt: err.resumesAt?.toISOString() ?? null,
        });
        log?.info({ delayMs: err.delayMs }, 'operation deferred');
      } else if (err instanceof OperationFailure) {
        await this.finish(
          op,
          { status: 'failed', error: { code: err.code, message: err.message }, owner: this.id, from: ['running'] },
          log,
          startedAt,
        );
      } else {
        log?.error({ err }, 'operation failed unexpectedly');
        await this.finish(
          op,
          {
            status: 'failed',
            error: { code: 'internal_error', message: 'The operation failed because of an error on our side.' },
            owner: this.id,
            from: ['running'],
          },
          log,
          startedAt,
        );
      }
    } finally {
      clearInterval(keepAlive);
      this.running.delete(op.id);
      this.poke();
    }
  }

  /** The first statements after an outage may meet pooled connections that are dead too: try a few times. */
  private async releaseAfterConnectionLoss(id: string) {
    for (let attempt = 1; attempt <= 5; attempt++) {
      try {
        await releaseOperation(this.store.db, id, this.id);
        return;
      } catch (err) {
        if (!isConnectionLost(err) || this.stopping) return;
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  private async finish(
    op: OperationRow,
    f: Parameters<typeof finishOperation>[2],
    log: Log | undefined,
    startedAt: number,
  ) {
    for (let attempt = 1; ; attempt++) {
      try {
        const row = await finishOperation(this.store.db, op.id, f);
        if (row) {
          log?.info(
            { status: f.status, errorCode: f.error?.code, durationMs: Date.now() - startedAt },
            'operation finished',
          );
          this.opts.onTerminal?.(op.id);
        } else {
          log?.warn({ status: f.status }, "the operation was no longer this worker's; its end was not recorded");
        }
        return;
      } catch (err) {
        // A dead pooled connection after an outage: the statement is guarded and atomic, so trying again is safe
        // (if the first try committed, the second matches nothing).
        if (isConnectionLost(err) && attempt < 5 && !this.stopping) {
          await new Promise((r) => setTimeout(r, 200 * attempt));
          continue;
        }
        // The lease will expire and another attempt will finish it; nothing is lost.
        log?.error({ err }, 'could not record the end of an operation');
        return;
      }
    }
  }

  /** Stops claiming, lets running operations finish for up to `graceMs`, then releases the rest. */
  async stop(graceMs = 10_000) {
    this.stopping = true;
    this.poke();
    await this.loop;
    await this.unlisten?.();
    const deadline = Date.now() + graceMs;
    while (this.running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    for (const ctl of this.running.values()) ctl.abort();
    while (this.running.size > 0) await new Promise((r) => setTimeout(r, 25));
  }

  get busy() {
    return this.running.size;
  }
}
