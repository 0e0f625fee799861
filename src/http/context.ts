// What every route module receives: the database and the shared per-process services.
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { readDetail, readListPage, type ListName, type ListQuery } from '../directory/reads.js';
import type { CursorCodec } from '../pagination/cursor.js';
import type { ParsedCidr } from '../webhooks/screening.js';
import type { KeyAuthenticator } from './auth.js';
import type { RequestBudgets } from './rateLimit.js';
import type { ReadCache } from './readCache.js';
import type { DownloadLinks } from '../exports/service.js';
import type { ExportStorage } from '../exports/storage.js';

export interface AppContext {
  config: Config;
  db: Database;
  cursors: CursorCodec;
  auth: KeyAuthenticator;
  ops: OperationServices;
  cache: ReadCache;
  exports: { storage: ExportStorage; links: DownloadLinks };
  /** The principals' request budgets (rateLimit.ts); null when RATE_LIMIT_ENABLED is false. */
  budgets: RequestBudgets | null;
}

/** What the operation routes need beyond the database. */
export interface OperationServices {
  /** Seals a callback secret, token or URL for storage. */
  seal(plaintext: string): string;
  allowedCidrs: ParsedCidr[];
  /** A new operation was queued: wake this process's worker. */
  onCreated(): void;
  /** Something terminal happened or a delivery was queued: wake this process's dispatcher. */
  onTerminal(): void;
  /** Where export files are (the worker writes them, the API serves them). */
  exportStorage: ExportStorage;
}

/** Writes a list page (see directory/reads.ts: cursor, cache and rendering live there). */
export async function sendPage(reply: FastifyReply, ctx: AppContext, list: ListName, query: ListQuery) {
  return reply.type('application/json; charset=utf-8').send(await readListPage(ctx, list, query));
}

/** Writes a resource's JSON document; null when there is none. */
export async function sendDetail(reply: FastifyReply, ctx: AppContext, list: ListName, id: string) {
  const json = await readDetail(ctx, list, id);
  if (json === null) return null;
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Writes a JSON document computed by `fetch`, through the read cache under `key`; null when there is none. */
export async function sendCached(reply: FastifyReply, ctx: AppContext, key: string, fetch: () => Promise<string | null>) {
  const json = await ctx.cache.get(key, fetch);
  if (json === null) return null;
  return reply.type('application/json; charset=utf-8').send(json);
}
