// The exports as the API layers serve them: the record's JSON, starting one (idempotency, filter checks, cache
// reuse), and reading one's own. The HTTP routes and the MCP tools both call these.
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { listPage, type ListQuery } from '../pagination/listPage.js';
import type { OperationServices } from '../operations/service.js';
import { ApiError } from '../errors.js';
import { requestHash, sameRequest } from '../idempotency.js';
import { checkFilters, type DatasetName, type ExportFormat } from './datasets.js';
import { createExport, exportFileName, findExportByIdempotencyKey, getExport, listExports, type DownloadLinks, type ExportRecord } from './service.js';
import type { ExportStorage } from './storage.js';

export interface ExportDeps {
  db: Database;
  ops: OperationServices;
  config: Pick<Config, 'exportRetentionDays' | 'maxExportBytesPerAccount' | 'publicBaseUrl'>;
  exports: { storage: ExportStorage; links: DownloadLinks };
}

export interface StartExportRequest {
  dataset: string;
  format?: string;
  label?: string;
  filters?: object;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The export as the API shows it; `base` (see http/context.ts publicBase) makes downloadUrl absolute. */
export function exportJson(e: ExportRecord, links: DownloadLinks, base = '') {
  const downloadable = e.status === 'completed';
  const finished = downloadable || e.status === 'expired';
  const link = downloadable ? links.url(e.id) : null;
  return {
    id: e.id,
    dataset: e.dataset,
    label: e.label,
    filters: e.filters,
    format: e.format,
    status: e.status,
    rowCount: finished && e.row_count !== null ? Number(e.row_count) : null,
    byteSize: finished && e.byte_size !== null ? Number(e.byte_size) : null,
    servedFromCache: e.served_from_cache,
    error: e.status === 'failed' ? (e.error_message ?? 'The export failed.') : null,
    fileName: exportFileName(e),
    completedAt: finished ? iso(e.completed_at) : null,
    createdAt: iso(e.created_at)!,
    downloadUrl: link ? `${base}${link.url}` : null,
    downloadUrlExpiresAt: link ? link.expiresAt.toISOString() : null,
    expiresAt: iso(e.expires_at),
  };
}

/**
 * Starts an export (or returns the one an Idempotency-Key already made). `filtersPath` names where the filters sit
 * in the caller's request, for error paths (`body.filters`, `arguments.filters`).
 */
export async function startExport(
  deps: ExportDeps,
  accountId: string,
  request: StartExportRequest,
  opts: { idempotencyKey?: string | null; filtersPath?: string } = {},
): Promise<{ record: ExportRecord; replayed: boolean }> {
  const dataset = request.dataset as DatasetName;
  const format = (request.format ?? 'csv') as ExportFormat;
  const idemKey = opts.idempotencyKey ?? null;
  const hash = requestHash(deps.ops.keys.requestHashes, { ...request, format });
  const replay = (existing: ExportRecord) => {
    if (!sameRequest(existing.request_hash, hash)) {
      throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was used with a different request body. Use a new key for a new request.');
    }
    return { record: existing, replayed: true };
  };
  if (idemKey) {
    const existing = await findExportByIdempotencyKey(deps.db, accountId, idemKey);
    if (existing) return replay(existing);
  }
  const checked = checkFilters(dataset, (request.filters ?? {}) as Record<string, unknown>);
  if ('errors' in checked) {
    const errors = checked.errors.map((e) => ({ ...e, path: e.path.replace(/^body\.filters/, opts.filtersPath ?? 'body.filters') }));
    throw new ApiError('invalid_request', errors.map((e) => `${e.path} ${e.message}`).join('; '), errors);
  }
  const created = await createExport(deps.db, {
    accountId,
    dataset,
    format,
    label: request.label ?? null,
    filters: checked.filters,
    idempotencyKey: idemKey,
    requestHash: idemKey ? hash : null,
    retentionMs: deps.config.exportRetentionDays * 86_400_000,
    maxKeptBytes: deps.config.maxExportBytesPerAccount,
  });
  if (!created) return replay((await findExportByIdempotencyKey(deps.db, accountId, idemKey!))!);
  if (!created.servedFromCache) deps.ops.onCreated();
  return { record: (await getExport(deps.db, accountId, created.id))!, replayed: false };
}

/** One of the account's exports; another account's is as absent as one that never existed. */
export async function requireExport(db: Database, accountId: string, id: string): Promise<ExportRecord> {
  const e = await getExport(db, accountId, id);
  if (!e) throw new ApiError('not_found', `No export has the id ${id}.`);
  return e;
}

/** A page of the account's exports, newest first, with the same signed cursors as every list. */
export async function listExportsPage(deps: ExportDeps & { cursors: CursorCodec }, accountId: string, query: ListQuery, base = '') {
  const { page, meta } = await listPage(deps.cursors, { list: 'exports', accountId }, query, (filters, limit, after) =>
    listExports(deps.db, accountId, filters, limit, after),
  );
  return { data: page.rows.map((e) => exportJson(e, deps.exports.links, base)), meta };
}
