// What a client may do with exports, whichever interface it uses (HTTP routes, MCP tools): start one (idempotency,
// filter checks, cache reuse), read its own, list its own. Rules live here once; the adapters only map the outcome
// to their protocol.
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { listPage, type ListQuery } from '../pagination/listPage.js';
import type { OperationServices } from '../operations/service.js';
import { ApiError, invalidRequest } from '../errors.js';
import { idempotently, requestHash } from '../idempotency.js';
import { checkFilters, type DatasetName, type ExportFormat } from './datasets.js';
import type { DownloadLinks } from './links.js';
import { exportJson } from './present.js';
import { createExport, findExportByIdempotencyKey, getExport, listExports, type ExportRecord } from './records.js';
import type { ExportStores } from './storage.js';

export interface ExportDeps {
  db: Database;
  services: OperationServices;
  config: Pick<Config, 'exportRetentionDays' | 'maxExportBytesPerAccount' | 'publicBaseUrl'>;
  exports: { stores: ExportStores; links: DownloadLinks };
}

export interface StartExportRequest {
  dataset: string;
  format?: string;
  label?: string;
  filters?: object;
  /** CSV: quote cells a spreadsheet would read as formulas (default true). */
  csvFormulaGuard?: boolean;
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
  // The guard's default (true) is left out of the digest, as before it was a choice: an old key's replay still matches.
  const { csvFormulaGuard, ...rest } = request;
  const hash = requestHash(deps.services.keys.requestHashes, {
    ...rest,
    format,
    ...(csvFormulaGuard === false ? { csvFormulaGuard } : {}),
  });
  return idempotently(
    idemKey,
    hash,
    (key) => findExportByIdempotencyKey(deps.db, accountId, key),
    async () => {
      const checked = checkFilters(dataset, (request.filters ?? {}) as Record<string, unknown>);
      if ('errors' in checked) {
        throw invalidRequest(
          checked.errors.map((e) => ({
            ...e,
            path: e.path.replace(/^body\.filters/, opts.filtersPath ?? 'body.filters'),
          })),
        );
      }
      const created = await createExport(deps.db, {
        accountId,
        dataset,
        format,
        label: request.label ?? null,
        filters: checked.filters,
        csvFormulaGuard: csvFormulaGuard !== false,
        idempotencyKey: idemKey,
        requestHash: idemKey ? hash : null,
        retentionMs: deps.config.exportRetentionDays * 86_400_000,
        maxKeptBytes: deps.config.maxExportBytesPerAccount,
      });
      if (!created) return null;
      if (!created.servedFromCache) deps.services.onCreated();
      return (await getExport(deps.db, accountId, created.id))!;
    },
  );
}

/** One of the account's exports; another account's is as absent as one that never existed. */
export async function requireExport(db: Database, accountId: string, id: string): Promise<ExportRecord> {
  const e = await getExport(db, accountId, id);
  if (!e) throw new ApiError('not_found', `No export has the id ${id}.`);
  return e;
}

/** A page of the account's exports, newest first, with the same signed cursors as every list. */
export async function listExportsPage(
  deps: ExportDeps & { cursors: CursorCodec },
  accountId: string,
  query: ListQuery,
  base = '',
) {
  const { page, meta } = await listPage(deps.cursors, { list: 'exports', accountId }, query, (filters, limit, after) =>
    listExports(deps.db, accountId, filters, limit, after),
  );
  return { data: page.rows.map((e) => exportJson(e, deps.exports.links, base)), meta };
}
