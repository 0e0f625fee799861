// Where detection's CPU work runs. The engine is pure and synchronous: on the process's event loop a batch of
// videos holds every HTTP request and database reply of the process for its whole run (tens of milliseconds a
// batch, batch after batch while operations run). A DetectionPool runs it on worker threads instead
// (DETECTION_THREADS), so the event loop stays free to serve reads and the operating system shares the cores;
// `detectOnLoop` is the same work on the event loop, yielding every few milliseconds (DETECTION_THREADS=0, and
// callers without a pool such as the benchmarks' baselines).
// Each thread keeps the last few brand catalogs it was sent (CATALOGS_HELD): a catalog is sent, with its brands,
// only to a thread that does not hold it (an operation's catalog is one object for its whole run, and concurrent
// operations take turns on a thread, so keeping only the last one rebuilt a catalog for nearly every batch).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BrandCatalog, CatalogBrand } from './catalog.js';
import type { Detected, DetectionInput } from './detect.js';

export type { Detected };

/**
 * The engine's module, loaded on first use: its lexicons and tables take about 16 MB of a process, which a process
 * that never detects on its event loop (an API process, a worker whose detection runs on threads, an export)
 * never needs (docs/decisions.md, "The detection engine loaded on first use").
 */
let engine: Promise<typeof import('./detect.js')> | null = null;
export const loadEngine = () => (engine ??= import('./detect.js'));

/**
 * Runs detection over inputs, in order. A `signal` aborted meanwhile stops the batch between two videos (a cancel
 * waits for one video, not for the batch): the promise then rejects with the signal's reason.
 */
export interface Detector {
  detect(inputs: DetectionInput[], catalog: BrandCatalog, signal?: AbortSignal): Promise<Detected[]>;
}

const YIELD_EVERY_MS = 4;

/**
 * Detection on the event loop. It yields every few milliseconds, so the statements of the process's other work
 * are answered and sent on meanwhile.
 */
export const detectOnLoop: Detector = {
  async detect(inputs, catalog, signal) {
    const { detectOne } = await loadEngine();
    const out: Detected[] = [];
    let slice = performance.now();
    for (const input of inputs) {
      signal?.throwIfAborted();
      out.push(detectOne(input, catalog));
      if (performance.now() - slice > YIELD_EVERY_MS) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        slice = performance.now();
      }
    }
    return out;
  },
};

/** How many catalogs a thread keeps, the most recently used ones (the pool and the thread drop the same). */
export const CATALOGS_HELD = 8;

/**
 * Uses `id` in a list of held catalog ids, most recently used last; returns the id dropped to make room, if any.
 * The pool mirrors each thread's catalogs with it, and the thread keeps its own with it, in the same order of jobs.
 */
export function useCatalog(held: number[], id: number): number | undefined {
  const at = held.indexOf(id);
  if (at >= 0) held.splice(at, 1);
  held.push(id);
  return held.length > CATALOGS_HELD ? held.shift() : undefined;
}

/** A message to a thread: a job, with the catalog's brands when the thread does not hold that catalog yet. */
export interface ThreadRequest {
  job: number;
  catalogId: number;
  brands?: CatalogBrand[];
  inputs: DetectionInput[];
  /** One Int32 the caller sets to 1 to stop the job: the thread reads it before each video. */
  stop: SharedArrayBuffer;
}
export type ThreadReply =
  { job: number; results: Detected[] } | { job: number; error: string } | { job: number; stopped: number };

interface Job {
  resolve(r: Detected[]): void;
  reject(e: unknown): void;
  /** Why the job was stopped (the signal's reason). */
  stopReason(): unknown;
}

interface Thread {
  worker: Worker;
  /** The catalogs the thread holds, most recently used last (useCatalog). */
  catalogIds: number[];
  jobs: Map<number, Job>;
}

// The thread's module beside this one: .ts when the sources run through tsx, .js once compiled.
const here = fileURLToPath(import.meta.url);
const THREAD_MODULE = path.join(path.dirname(here), `detectionThread${path.extname(here)}`);

export class DetectionPool implements Detector {
  private threads: (Thread | null)[];
  private nextJob = 1;
  private catalogIds = new WeakMap<BrandCatalog, number>();
  private nextCatalogId = 1;
  private closed = false;

  /**
   * `nice`: the threads' scheduling priority (0 to 19, DETECTION_THREAD_NICE). On a machine whose cores are all busy,
   * a niced thread gives way to the event loop serving requests, and takes what they leave (on Linux the nice value
   * is per thread; elsewhere the call may fail, and the threads keep the process's priority).
   */
  constructor(
    size: number,
    private readonly nice = 0,
  ) {
    if (!Number.isInteger(size) || size < 1) throw new Error('a detection pool needs at least one thread');
    this.threads = Array.from({ length: size }, () => null);
  }

  get size(): number {
    return this.threads.length;
  }

  /** Starts a thread in slot i. A thread that dies takes its jobs with it (they fail) and is replaced on next use. */
  private start(i: number): Thread {
    // Compiled, the thread is a module of its own; from the TypeScript sources (tsx: development, tests), the thread
    // registers the same loader first, as a worker does not inherit the loader hooks of its parent.
    const worker = THREAD_MODULE.endsWith('.ts')
      ? new Worker(
          `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); ` +
            `return import(${JSON.stringify(pathToFileURL(THREAD_MODULE).href)}); })`,
          { eval: true, workerData: { nice: this.nice } },
        )
      : new Worker(THREAD_MODULE, { workerData: { nice: this.nice } });
    // Idle threads never keep the process alive; close() ends them.
    worker.unref();
    const t: Thread = { worker, catalogIds: [], jobs: new Map() };
    const fail = (err: Error) => {
      if (this.threads[i] === t) this.threads[i] = null;
      for (const job of t.jobs.values()) job.reject(err);
      t.jobs.clear();
    };
    worker.on('message', (m: ThreadReply) => {
      const job = t.jobs.get(m.job);
      if (!job) return;
      t.jobs.delete(m.job);
      if ('error' in m) job.reject(new Error(`detection failed: ${m.error}`));
      else if ('stopped' in m) job.reject(job.stopReason());
      else job.resolve(m.results);
    });
    worker.on('error', (err) => fail(err));
    worker.on('exit', (code) => fail(new Error(`detection thread exited (code ${code})`)));
    this.threads[i] = t;
    return t;
  }

  detect(inputs: DetectionInput[], catalog: BrandCatalog, signal?: AbortSignal): Promise<Detected[]> {
    if (this.closed) return Promise.reject(new Error('the detection pool is closed'));
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (!inputs.length) return Promise.resolve([]);
    let catalogId = this.catalogIds.get(catalog);
    if (catalogId === undefined) {
      catalogId = this.nextCatalogId++;
      this.catalogIds.set(catalog, catalogId);
    }
    // The thread with the fewest jobs, preferring one that already holds this catalog.
    let best = -1;
    let bestCost = Infinity;
    for (let i = 0; i < this.threads.length; i++) {
      const t = this.threads[i];
      const cost = (t?.jobs.size ?? 0) * 2 + (t?.catalogIds.includes(catalogId) ? 0 : 1);
      if (cost < bestCost) {
        best = i;
        bestCost = cost;
      }
    }
    const t = this.threads[best] ?? this.start(best);
    const job = this.nextJob++;
    const stop = new SharedArrayBuffer(4);
    const request: ThreadRequest = { job, catalogId, inputs, stop };
    if (!t.catalogIds.includes(catalogId)) request.brands = catalog.brands;
    useCatalog(t.catalogIds, catalogId);
    const onAbort = () => Atomics.store(new Int32Array(stop), 0, 1);
    signal?.addEventListener('abort', onAbort, { once: true });
    return new Promise<Detected[]>((resolve, reject) => {
      const settle = () => signal?.removeEventListener('abort', onAbort);
      t.jobs.set(job, {
        resolve: (r) => (settle(), resolve(r)),
        reject: (e) => (settle(), reject(e)),
        stopReason: () => signal?.reason,
      });
      t.worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const running = this.threads.filter((t): t is Thread => t !== null);
    this.threads = this.threads.map(() => null);
    await Promise.all(running.map((t) => t.worker.terminate()));
  }
}
