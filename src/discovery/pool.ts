// A discovery run keeps several YouTube calls in flight (DISCOVERY_CONCURRENCY): YouTube answers in 50–300 ms, and a
// run that waited for each answer before asking the next spent most of its wall time waiting. Two pieces:
//   Slots        at most n calls in flight across the whole run, whichever phase makes them
//   inParallel   a phase's independent pieces of work (sample groups, resolve batches, featured reads), n at a time;
//                the first failure stops new pieces from starting, the pieces in flight settle, then it is thrown, so
//                nothing of the run is still writing once the run has ended

/** At most `n` holders at a time, served in the order they asked. */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(n: number) {
    this.free = Math.max(1, Math.floor(n));
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

/**
 * Runs `fn` over `items`, at most `n` at a time, in order of start. On a failure no further item starts; the ones
 * running finish (or fail) first; then the first failure that `prefer` accepts is thrown, else the first of all.
 */
export async function inParallel<T>(
  items: readonly T[],
  n: number,
  fn: (item: T) => Promise<void>,
  prefer: (err: unknown) => boolean = () => true,
): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const lane = async () => {
    while (next < items.length && !errors.length) {
      const item = items[next++];
      try {
        await fn(item);
      } catch (err) {
        errors.push(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, items.length)) }, lane));
  if (errors.length) throw errors.find(prefer) ?? errors[0];
}
