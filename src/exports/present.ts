// The API shape of an export (the spec's "Export") and its file's name.
import type { DownloadLinks } from './links.js';
import type { ExportRecord } from './records.js';

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
    // Which the file got: the CSV formula guard (docs/api.md "Exports"); null for the JSON formats, which have none.
    csvFormulaGuard: e.format === 'csv' ? e.csv_formula_guard : null,
    status: e.status,
    rowCount: finished && e.row_count !== null ? Number(e.row_count) : null,
    byteSize: finished && e.byte_size !== null ? Number(e.byte_size) : null,
    sha256: finished ? e.sha256 : null,
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

/** `sponsorships-q4-brand-review-2026-11-23.csv`: dataset, label and creation date, safe in any file system. */
export function exportFileName(e: Pick<ExportRecord, 'dataset' | 'label' | 'format' | 'created_at'>): string {
  const slug = (e.label ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const date = new Date(e.created_at).toISOString().slice(0, 10);
  return `${[e.dataset, slug, date].filter(Boolean).join('-')}.${e.format}`;
}
