// A task that a process runs every `tickMs` (the schedulers of tracked-channel syncs and discovery runs): once at
// start, then on a timer that does not keep the process alive; a tick never overlaps the one before it, a failed tick
// is logged at warn and the next one tries again, and stop() waits for the tick in progress.
import type { FastifyBaseLogger } from 'fastify';

export abstract class PeriodicTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly every: { tickMs: number; logger?: Pick<FastifyBaseLogger, 'warn'>; failure: string }) {}

  /** One round of the task; what it returns is the caller's (tests read it). */
  abstract tick(): Promise<unknown>;

  start() {
    const tick = () => {
      this.running ??= this.tick()
        .then(() => undefined)
        .catch((err) => this.every.logger?.warn({ err }, this.every.failure))
        .finally(() => (this.running = null));
    };
    tick();
    this.timer = setInterval(tick, this.every.tickMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
