// Where export files live: a local directory (DirectoryStorage) or an S3 bucket (s3.ts, EXPORTS_STORAGE=s3). The rest
// of the service sees only this interface; each export record names the storage its file is in (exports.storage),
// and ExportStores finds it, so earlier files stay readable after a deployment switches.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BlockWriter } from './blocks.js';

export type StorageLocation = 'local' | 's3';

export interface ExportWriter {
  /** The key the file gets (what the export record stores). */
  readonly key: string;
  /** Appends text or bytes; resolves when it is handed to storage (the caller's backpressure), and `data` may be reused. */
  write(data: string | Buffer): Promise<void>;
  /** Makes the file durable and visible under its key, whole, and returns its size in bytes. */
  commit(): Promise<number>;
  /** Throws away what was written; nothing appears under the key. */
  abort(): Promise<void>;
}

export interface ExportStorage {
  readonly location: StorageLocation;
  /** Starts a file that becomes readable under `key` only at commit (a reader never sees half a file). */
  create(key: string): Promise<ExportWriter>;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Streams bytes `start`..`end` (inclusive; the whole file by default); null when there is no such file. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** Removes unfinished files older than `olderThanMs` (left by a process that died mid-export). */
  removeStale(olderThanMs: number): Promise<number>;
  /** Throws an error that says what is wrong when the storage cannot be used (checked at start, and by /readyz). */
  check(): Promise<void>;
  /** Object stores: a URL that serves the file itself for `seconds` (EXPORTS_S3_DOWNLOADS=redirect), else absent. */
  presign?(key: string, seconds: number, headers: { contentType: string; contentDisposition: string }): Promise<string>;
}

/** The storage new files go to, and every storage an existing record may name. */
export class ExportStores {
  constructor(
    readonly write: ExportStorage,
    private readonly others: ExportStorage[] = [],
  ) {}

  get all(): ExportStorage[] {
    return [this.write, ...this.others];
  }

  /** The storage of `location`, or null when this process is not configured for it. */
  at(location: StorageLocation): ExportStorage | null {
    return this.all.find((s) => s.location === location) ?? null;
  }
}

const KEY = /^[A-Za-z0-9._-]{1,200}$/;
/** Bytes per write of a local file. */
const FILE_BLOCK_BYTES = 1024 * 1024;
const PART = '.part-';

/** Files in one directory; writes go to `<key>.part-<random>`, fsync'd and renamed into place. */
export class DirectoryStorage implements ExportStorage {
  readonly location = 'local' as const;
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
    // 1 MiB blocks, one written while the next fills (blocks.ts): the export's chunks are copied in, not each
    // written and waited for.
    const blocks = new BlockWriter(FILE_BLOCK_BYTES, async (block) => {
      for (let at = 0; at < block.length;) at += (await fh.write(block, at, block.length - at)).bytesWritten;
    });
    return {
      key,
      write: (data) => blocks.write(data),
      commit: async () => {
        await blocks.finish();
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
        await blocks.settle();
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

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    const stream = fs.createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
    // Opened before it is handed out, so a missing file is a null here rather than an error mid-response.
    return new Promise((resolve, reject) => {
      stream.once('open', () => resolve(stream));
      stream.once('error', (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? resolve(null) : reject(err)));
    });
  }

  async check(): Promise<void> {
    // The directory is made on first write; nothing to reach.
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
