// What every route module receives: the database and the shared per-process services.
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Page } from '../directory/page.js';
import type { CursorCodec } from '../pagination/cursor.js';
import type { ParsedCidr } from '../webhooks/screening.js';
import type { KeyAuthenticator } from './auth.js';

export interface AppContext {
  config: Config;
  db: Database;
  cursors: CursorCodec;
  auth: KeyAuthenticator;
  ops: OperationServices;
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
}

/** Writes a list response from a page whose rows PostgreSQL already rendered as JSON. */
export function sendPage(
  reply: FastifyReply,
  ctx: AppContext,
  list: string,
  filters: Record<string, unknown>,
  page: Page,
) {
  const nextCursor = page.hasMore && page.lastKeys ? ctx.cursors.encode(list, filters, page.lastKeys) : null;
  const meta = JSON.stringify({ nextCursor, hasMore: page.hasMore });
  return reply.type('application/json; charset=utf-8').send(`{"data":${page.json},"meta":${meta}}`);
}

/** Writes a JSON document PostgreSQL already rendered. */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
