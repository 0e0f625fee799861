// Where export files live. The rest of the service sees only this interface, so an object store can be
// added beside the directory implementation without touching exports, routes or the worker.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface ExportWriter {
  /** Appends text or bytes; resolves when it is handed to storage (the caller's backpressure). */
  write(data: string | Buffer): Promise<void>;
  /** Makes the file durable and visible under its key, whole, and returns its size in bytes. */
  commit(): Promise<number>;
  /** Throws away what was written; nothing appears under the key. */
  abort(): Promise<void>;
}

export interface ExportStorage {
  /** Starts a file that becomes readable under `key` only at commit (a reader never sees half a file). */
  create(key: string): Promise<ExportWriter>;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Streams bytes `start`..`end` (inclusive; the whole file by default). */
  read(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
  /** Removes unfinished files older than `olderThanMs` (left by a process that died mid-export). */
  removeStale(olderThanMs: number): Promise<number>;
}

const KEY = /^[A-Za-z0-9._-]{1,200}$/;
const PART = '.part-';

/** Files in one directory; writes go to `<key>.part-<random>`, fsync'd and renamed into place. */
export class DirectoryStorage implements ExportStorage {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    // Keys are made by the service, never by a client; the check keeps it that way.
    if (!KEY.test(key) || key.includes(PART) || key.startsWith('.'))
      throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(this.dir, key);
  }

  async create(key: string): Promise<ExportWriter> {
    const final = this.file(key);
    await fsp.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const part = `${final}${PART}${crypto.randomBytes(6).toString('hex')}`;
    const fh = await fsp.open(part, 'w', 0o600);
    let closed = false;
    const close = async () => {
      if (!closed) {
        closed = true;
        await fh.close();
      }
    };
    return {
      write: async (data) => {
        if (typeof data === 'string') await fh.write(data);
        else await fh.write(data);
      },
      commit: async () => {
        await fh.sync();
        const { size } = await fh.stat();
        await close();
        await fsp.rename(part, final);
        // The rename itself is durable once the directory is synced.
        const dh = await fsp.open(this.dir, 'r');
        try {
          await dh.sync();
        } finally {
          await dh.close();
        }
        return size;
      },
      abort: async () => {
        await close().catch(() => {});
        await fsp.rm(part, { force: true });
      },
    };
  }

  async size(key: string): Promise<number | null> {
    try {
      const st = await fsp.stat(this.file(key));
      return st.isFile() ? st.size : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return fs.createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }

  async removeStale(olderThanMs: number): Promise<number> {
    let names: string[];
    try {
      names = await fsp.readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw err;
    }
    let removed = 0;
    const cutoff = Date.now() - olderThanMs;
    for (const name of names) {
      if (!name.includes(PART)) continue;
      const p = path.join(this.dir, name);
      const st = await fsp.stat(p).catch(() => null);
      if (st && st.mtimeMs < cutoff) {
        await fsp.rm(p, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
