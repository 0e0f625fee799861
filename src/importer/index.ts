// The importer: how real data gets into the directory.
//
// Input is either JSON lines (one object per line; blank lines are skipped; line numbers are the file's
// 1-based line numbers) or one whole JSON document: a YouTube list response such as
// {"kind": "youtube#videoListResponse", "items": [...]} (or a bare JSON array of resources). For a whole
// document, the "line" of a record is its 1-based index in `items`, not a line of the file.
//
// JSON lines are streamed and written in batches (BATCH_SIZE records, one transaction each), so a large
// file imports quickly in constant memory. A bad record (not JSON, wrong shape, missing or invalid field)
// is reported with its line number and changes nothing; the good records around it still land. If the
// database refuses a batch, its records are retried one by one so that only the offending ones fail.
//
// Kinds:
// - videos: YouTube Data API v3 video resources, upserted on video_id. A re-import updates the fields that
//   come from YouTube and never touches processing_state, processing_requested_at, ai_summary, transcript.
//   A video whose channel is unknown creates a minimal creator (title = snippet.channelTitle).
// - channels: YouTube channel resources, upserted on channel_id.
// - brands: the service's own brand objects, matched to an existing brand by any of their domains.
//
// This module is the pipeline (batches, per-record errors); the parts: records.ts reads a file, fields.ts coerces
// fields, videos.ts, channels.ts and brands.ts parse and write one resource each, upsert.ts is the upsert that
// videos and channels share.
import type { Database } from '../db/database.js';
import { toBrandInput, writeBrands, type BrandInput } from './brands.js';
import { toChannelRow, writeChannels, type ChannelRow } from './channels.js';
import { ShapeError } from './fields.js';
import { readRecords, type ImportRecord } from './records.js';
import { toVideoRow, writeVideos, type VideoRow } from './videos.js';

export { BRAND_KINDS, toBrandInput, type BrandInput } from './brands.js';
export { normalizeHostname } from '../directory/domains.js';
export { parseChannelKeywords, toChannelRow, type ChannelRow } from './channels.js';
export { parseIsoDuration } from './fields.js';
export { readRecords, type ImportRecord } from './records.js';
export { SHORT_MAX_SECONDS, YOUTUBE_CATEGORIES, toVideoRow, type VideoRow } from './videos.js';

export const IMPORT_KINDS = ['videos', 'channels', 'brands'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export interface ImportReport {
  imported: number;
  errors: { line: number; message: string }[];
}

export const BATCH_SIZE = 500;

interface Kind<T> {
  parse(v: unknown): T;
  /** Writes valid rows inside a transaction; returns rows it refused (they must have written nothing). */
  write(db: Database, rows: { line: number; row: T }[]): Promise<{ line: number; message: string }[]>;
}

const KINDS: { [K in ImportKind]: Kind<unknown> } = {
  videos: {
    parse: toVideoRow,
    write: async (db, rows) => (
      await writeVideos(
        db,
        rows.map((r) => r.row as VideoRow),
      ),
      []
    ),
  },
  channels: {
    parse: toChannelRow,
    write: async (db, rows) => (
      await writeChannels(
        db,
        rows.map((r) => r.row as ChannelRow),
      ),
      []
    ),
  },
  brands: {
    parse: toBrandInput,
    write: (db, rows) => writeBrands(db, rows as { line: number; row: BrandInput }[]),
  },
};

async function writeBatch(db: Database, kind: Kind<unknown>, batch: ImportRecord[], report: ImportReport) {
  const good: { line: number; row: unknown }[] = [];
  for (const r of batch) {
    if (r.error !== undefined) {
      report.errors.push({ line: r.line, message: r.error });
      continue;
    }
    try {
      good.push({ line: r.line, row: kind.parse(r.value) });
    } catch (err) {
      if (!(err instanceof ShapeError)) throw err;
      report.errors.push({ line: r.line, message: err.message });
    }
  }
  if (!good.length) return;
  try {
    const refused = await db.transaction().execute((trx) => kind.write(trx, good));
    report.imported += good.length - refused.length;
    report.errors.push(...refused);
  } catch (batchErr) {
    if (good.length === 1) {
      report.errors.push({ line: good[0].line, message: `the database refused it (${(batchErr as Error).message})` });
      return;
    }
    // Find the rows the database refuses: each row on its own.
    for (const g of good) {
      try {
        const refused = await db.transaction().execute((trx) => kind.write(trx, [g]));
        report.imported += 1 - refused.length;
        report.errors.push(...refused);
      } catch (err) {
        report.errors.push({ line: g.line, message: `the database refused it (${(err as Error).message})` });
      }
    }
  }
}

/** Imports already-read records (tests, other callers); see importFile. */
export async function importRecords(
  db: Database,
  kind: ImportKind,
  records: Iterable<ImportRecord> | AsyncIterable<ImportRecord>,
  batchSize = BATCH_SIZE,
): Promise<ImportReport> {
  const k = KINDS[kind];
  if (!k) throw new Error(`Unknown import kind ${String(kind)}; choose from ${IMPORT_KINDS.join(', ')}.`);
  const report: ImportReport = { imported: 0, errors: [] };
  let batch: ImportRecord[] = [];
  for await (const r of records) {
    batch.push(r);
    if (batch.length >= batchSize) {
      await writeBatch(db, k, batch, report);
      batch = [];
    }
  }
  if (batch.length) await writeBatch(db, k, batch, report);
  report.errors.sort((a, b) => a.line - b.line);
  return report;
}

/**
 * Imports a JSON-lines file or a whole list response. Bad records are reported in `errors` (sorted by line)
 * and change nothing; a file that cannot be read throws.
 */
export async function importFile(db: Database, kind: ImportKind, file: string): Promise<ImportReport> {
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`Unknown import kind ${String(kind)}; choose from ${IMPORT_KINDS.join(', ')}.`);
  }
  return importRecords(db, kind, readRecords(file));
}
