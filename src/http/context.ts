// What every route module receives: the database and the shared per-process services.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { flatText } from '../json.js';
import { readDetail, readListPage, type ListName } from '../directory/reads.js';
import type { ListQuery } from '../pagination/listPage.js';
import type { CursorCodec } from '../pagination/cursor.js';
import type { OperationServices } from '../operations/service.js';
import type { KeyAuthenticator } from './auth.js';
import type { RequestBudgets } from './rateLimit.js';
import type { ReadCache } from '../directory/readCache.js';
import type { DownloadLinks } from '../exports/links.js';
import type { ExportStores } from '../exports/storage.js';
import type { TrackingServices } from '../tracking/service.js';

export interface AppContext {
  config: Config;
  db: Database;
  /** The directory's reads (Store.reads): on PostgreSQL, statements end after READ_STATEMENT_TIMEOUT_MS. */
  readDb: Database;
  /** The directory's long reads (Store.scans): searches, similar brands, monthly activity. */
  scanDb: Database;
  cursors: CursorCodec;
  auth: KeyAuthenticator;
  services: OperationServices;
  cache: ReadCache;
  exports: { stores: ExportStores; links: DownloadLinks };
  /** The tracked channels' YouTube client, quota and schedule; null when YOUTUBE_API_KEY is not set. */
  tracking: TrackingServices | null;
  /** The principals' request budgets (rateLimit.ts); null when RATE_LIMIT_ENABLED is false. */
  budgets: RequestBudgets | null;
}

/** A Host header of a name or address and an optional port, nothing else (it is copied into links). */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Where the links the API hands out (an export's downloadUrl) point: PUBLIC_BASE_URL when set, else the request's
 * own scheme and host as the trusted proxy reports them (Fastify's trustProxy). '' (links stay paths) when the
 * request names no usable host.
 */
export function publicBase(config: Pick<Config, 'publicBaseUrl'>, request: FastifyRequest): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const host = request.host;
  return host && PLAIN_HOST.test(host) ? `${request.protocol}://${host}` : '';
}

// A FastifyReply is a thenable that resolves (to undefined) once the response is written. So a helper must never
// hand the reply back from an async function: the caller's await would wait for the send and get undefined, and a
// handler treating that as "nothing to send" throws after the response went out (an error logged on every read).
// The helpers below answer whether they wrote, as a plain boolean.

/** Writes a list page (see directory/reads.ts: cursor, cache and rendering live there). */
export async function sendPage(reply: FastifyReply, ctx: AppContext, list: ListName, query: ListQuery): Promise<void> {
  sendJson(reply, await readListPage(ctx, list, query));
}

/** Writes a resource's JSON document; false (nothing written) when there is none. */
export async function sendDetail(reply: FastifyReply, ctx: AppContext, list: ListName, id: string): Promise<boolean> {
  const json = await readDetail(ctx, list, id);
  if (json === null) return false;
  sendJson(reply, json);
  return true;
}

/**
 * Writes a JSON document computed by `fetch`, through the read cache under `key` with the tags of what it shows
 * (directory/readCache.ts); false when there is none.
 */
export async function sendCached(
  reply: FastifyReply,
  ctx: AppContext,
  key: string,
  tags: string[],
  fetch: () => Promise<string | null>,
): Promise<boolean> {
  const json = await ctx.cache.get(key, () => tags, fetch);
  if (json === null) return false;
  sendJson(reply, json);
  return true;
}

/** A JSON text already rendered (by PostgreSQL or the read cache) goes out as is (flat: its length is measured). */
export function sendJson(reply: FastifyReply, json: string): void {
  reply.type('application/json; charset=utf-8').send(flatText(json));
}
