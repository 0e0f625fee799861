// A detection thread (threads.ts DetectionPool): builds each brand catalog it is sent once and keeps the last few,
// then detects the videos of each job and posts back what it found. Pure CPU work; no database, no network.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { BrandCatalog } from './catalog.js';
import { detectOne } from './detect.js';
import { useCatalog, type ThreadReply, type ThreadRequest } from './threads.js';

// This thread's priority (threads.ts DetectionPool): on Linux setpriority of 0 is the calling thread alone.
const nice = (workerData as { nice?: number } | null)?.nice ?? 0;
if (nice > 0) {
  try {
    os.setPriority(0, nice);
  } catch {
    // Not permitted or not per thread here: the thread keeps the process's priority.
  }
}

const catalogs = new Map<number, BrandCatalog>();
const held: number[] = [];

parentPort!.on('message', (m: ThreadRequest) => {
  let reply: ThreadReply;
  try {
    if (m.brands) catalogs.set(m.catalogId, new BrandCatalog(m.brands));
    const catalog = catalogs.get(m.catalogId);
    if (!catalog) throw new Error('the catalog of this job was never sent');
    const dropped = useCatalog(held, m.catalogId);
    if (dropped !== undefined) catalogs.delete(dropped);
    const stop = new Int32Array(m.stop);
    const results = [];
    for (const input of m.inputs) {
      // A stopped job (its operation canceled) ends between two videos, not at the end of the batch.
      if (Atomics.load(stop, 0) === 1) break;
      results.push(detectOne(input, catalog));
    }
    reply =
      results.length < m.inputs.length ? { job: m.job, stopped: results.length } : { job: m.job, results: results };
  } catch (err) {
    reply = { job: m.job, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
