// What every route module receives: the database and the shared per-process services.
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Page } from '../directory/page.js';
import type { CursorCodec } from '../pagination/cursor.js';
import type { ParsedCidr } from '../webhooks/screening.js';
import type { KeyAuthenticator } from './auth.js';
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

/** The body of a list response, from a page whose rows PostgreSQL already rendered as JSON. */
function pageBody(ctx: AppContext, list: string, filters: Record<string, unknown>, page: Page) {
  const nextCursor = page.hasMore && page.lastKeys ? ctx.cursors.encode(list, filters, page.lastKeys) : null;
  const meta = JSON.stringify({ nextCursor, hasMore: page.hasMore });
  return `{"data":${page.json},"meta":${meta}}`;
}

/** Writes a list response, from the read cache when this exact page was rendered since the last write. */
export async function sendPage(
  reply: FastifyReply,
  ctx: AppContext,
  list: string,
  filters: Record<string, unknown>,
  position: { cursor: string | undefined; limit: number },
  fetch: () => Promise<Page>,
) {
  const key = `${list}\u0000${JSON.stringify(filters)}\u0000${position.cursor ?? ''}\u0000${position.limit}`;
  const body = await ctx.cache.get(key, async () => pageBody(ctx, list, filters, await fetch()));
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Writes a JSON document PostgreSQL already rendered (cached like pages); null when there is none. */
export async function sendDetail(reply: FastifyReply, ctx: AppContext, key: string, fetch: () => Promise<string | null>) {
  const json = await ctx.cache.get(key, fetch);
  if (json === null) return null;
  return reply.type('application/json; charset=utf-8').send(json);
}
