// The API shape of an export (the spec's "Export") and its file's name; the start body and the id parameter, which
// the HTTP routes and the MCP tools both take.
import { Type } from '@fastify/type-provider-typebox';
import { Nullable, Timestamp, Uuid } from '../schemas.js';
import { DATASETS, FORMATS } from './datasets.js';
import type { DownloadLinks } from './links.js';
import type { ExportRecord } from './records.js';

/** What an export's status can be: the Export schema's enum and the list's status filter. */
export const EXPORT_STATUSES = ['pending', 'running', 'completed', 'failed', 'expired'] as const;

export const Export = Type.Object(
  {
    id: Uuid,
    dataset: Type.String({ enum: [...DATASETS] }),
    label: Type.Union([Type.String(), Type.Null()]),
    filters: Type.Object({}, { additionalProperties: true }),
    format: Type.String({ enum: [...FORMATS] }),
    csvFormulaGuard: Type.Union([Type.Boolean(), Type.Null()], {
      description:
        "CSV: whether cells starting with =, +, -, @, tab or CR were written as text (quoted, with a leading '); null for the JSON formats",
    }),
    status: Type.String({ enum: [...EXPORT_STATUSES] }),
    rowCount: Type.Union([Type.Integer(), Type.Null()]),
    byteSize: Type.Union([Type.Integer(), Type.Null()]),
    sha256: Type.Union([Type.String({ pattern: '^[0-9a-f]{64}$' }), Type.Null()], {
      description:
        "The file's SHA-256 (hex), to check a download; null until the export is completed (and for files made before it was recorded)",
    }),
    servedFromCache: Type.Boolean(),
    error: Type.Union([Type.String(), Type.Null()]),
    fileName: Type.String(),
    completedAt: Nullable(Timestamp),
    createdAt: Timestamp,
    downloadUrl: Type.Union([
      Type.String({
        description:
          'An absolute signed link (on PUBLIC_BASE_URL, else the host asked), valid until downloadUrlExpiresAt, that needs no API key',
      }),
      Type.Null(),
    ]),
    downloadUrlExpiresAt: Nullable(Timestamp),
    expiresAt: Type.Union([Timestamp, Type.Null()], { description: 'When the file will be removed' }),
  },
  { title: 'Export' },
);

/** POST /v1/exports body (also the create-export tool's arguments). */
export const StartExportBody = Type.Object(
  {
    dataset: Type.String({ enum: [...DATASETS] }),
    format: Type.Optional(Type.String({ enum: [...FORMATS], default: 'csv' })),
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    csvFormulaGuard: Type.Optional(
      Type.Boolean({
        default: true,
        description:
          "CSV: write cells starting with =, +, -, @, tab or CR as text (quoted, with a leading ') so spreadsheets do not run them; false keeps every value as it is (for pandas, databases). Ignored for the JSON formats",
      }),
    ),
    filters: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: true,
          description: "The filters of the dataset's list endpoint, plus date bounds (docs/api.md)",
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export const ExportParams = Type.Object({ id: Uuid });

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
