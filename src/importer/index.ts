// The importer: how real data gets into the directory.
//
// Input is either JSON lines (one object per line; blank lines are skipped; line numbers are the file's
// 1-based line numbers) or one whole JSON document: a YouTube list response such as
// {"kind": "youtube#videoListResponse", "items": [...]} (or a bare JSON array of resources). For a whole
// document, the "line" of a record is its 1-based index in `items`, not a line of the file.
//
// JSON lines are streamed and written in batches (BATCH_SIZE records, one transaction each), so a large
// file imports quickly in constant memory. A bad record (not JSON, wrong shape, missing or invalid field, a
// line longer than IMPORT_MAX_LINE_BYTES, which is skipped without being held) is reported with its line number
// and changes nothing; the good records around it still land. Text longer than YouTube's own limits (a title
// of 100 characters, a description of 5,000, tags of 500 in all; youtubeLimits.ts) is cut, and the line warned. If the
// database refuses a batch, its records are retried one by one so that only the offending ones fail.
//
// Kinds:
// - videos: YouTube Data API v3 video resources, upserted on video_id. A re-import updates the fields that
//   come from YouTube and never touches processing_state, processing_requested_at, ai_summary, transcript.
//   A video whose channel is unknown creates a minimal creator (title = snippet.channelTitle).
// - channels: YouTube channel resources, upserted on channel_id.
// - brands: the service's own brand objects, matched to an existing brand by any of their domains.
//
// This module is the pipeline (batches, per-record errors); the parts: readFile.ts reads a file, fields.ts coerces
// fields, videos.ts, channels.ts and brands.ts parse and write one resource each, upsert.ts is the upsert that
// videos and channels share.
import type { Database } from '../db/database.js';
import { toBrandInput, writeBrands, type BrandInput } from './brands.js';
import { toChannelRow, writeChannels, type ChannelRow } from './channels.js';
import { ShapeError, type OnCut } from './fields.js';
import { readRecords, type ImportRecord, type ReadOptions } from './readFile.js';
import { toVideoRow, writeVideos, type VideoRow } from './videos.js';

export { BRAND_KINDS, toBrandInput, type BrandInput } from './brands.js';
export { normalizeHostname } from '../directory/domains.js';
export { parseChannelKeywords, toChannelRow, type ChannelRow } from './channels.js';
export { parseIsoDuration } from './fields.js';
export { DEFAULT_MAX_LINE_BYTES, readRecords, type ImportRecord, type ReadOptions } from './readFile.js';
export { YOUTUBE_LIMITS } from './youtubeLimits.js';
export { SHORT_MAX_SECONDS, YOUTUBE_CATEGORIES, toVideoRow, type VideoRow } from './videos.js';

export const IMPORT_KINDS = ['videos', 'channels', 'brands'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export interface ImportReport {
  imported: number;
  errors: { line: number; message: string }[];
  /**
   * Lines imported with text cut to YouTube's limits (youtubeLimits.ts): one per line, naming each field cut, its
   * length before the cut and the limit. A warned line is imported (and counted in `imported`).
   */
  warnings: { line: number; message: string }[];
}

export const BATCH_SIZE = 500;

interface Kind<T> {
  parse(v: unknown, onCut: OnCut): T;
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
    parse: (v) => toBrandInput(v),
    write: (db, rows) => writeBrands(db, rows as { line: number; row: BrandInput }[]),
  },
};

/** A parsed row waiting for its batch, with the warning its line gets if it lands. */
interface Pending {
  line: number;
  row: unknown;
  warning?: string;
}

/** `snippet.title cut from 20000000 to 100 characters; …`: what one line lost to YouTube's limits. */
function cutMessage(cuts: { field: string; length: number; limit: number }[]): string {
  const each = cuts.map((c) => `${c.field} cut from ${c.length} to ${c.limit} characters`);
  return `${each.join('; ')} (YouTube's limit${cuts.length > 1 ? 's' : ''})`;
}

/** Parses one record; a bad one is reported at once and yields nothing, so a batch holds only cut, typed rows. */
function parseRecord(kind: Kind<unknown>, r: ImportRecord, report: ImportReport): Pending | null {
  if (r.error !== undefined) {
    report.errors.push({ line: r.line, message: r.error });
    return null;
  }
  const cuts: { field: string; length: number; limit: number }[] = [];
  try {
    const row = kind.parse(r.value, (field, length, limit) => cuts.push({ field, length, limit }));
    return { line: r.line, row, ...(cuts.length ? { warning: cutMessage(cuts) } : {}) };
  } catch (err) {
    if (!(err instanceof ShapeError)) throw err;
    report.errors.push({ line: r.line, message: err.message });
    return null;
  }
}

/** Counts what landed: rows not refused, and the warnings of those that landed. */
function landed(report: ImportReport, rows: Pending[], refused: { line: number; message: string }[]) {
  const no = new Set(refused.map((r) => r.line));
  for (const g of rows) {
    if (no.has(g.line)) continue;
    report.imported++;
    if (g.warning) report.warnings.push({ line: g.line, message: g.warning });
  }
  report.errors.push(...refused);
}

async function writeBatch(db: Database, kind: Kind<unknown>, good: Pending[], report: ImportReport) {
  if (!good.length) return;
  try {
    landed(report, good, await db.transaction().execute((trx) => kind.write(trx, good)));
  } catch (batchErr) {
    if (good.length === 1) {
      report.errors.push({ line: good[0].line, message: `the database refused it (${(batchErr as Error).message})` });
      return;
    }
    // Find the rows the database refuses: each row on its own.
    for (const g of good) {
      try {
        landed(report, [g], await db.transaction().execute((trx) => kind.write(trx, [g])));
      } catch (err) {
        report.errors.push({ line: g.line, message: `the database refused it (${(err as Error).message})` });
      }
    }
  }
}

/**
 * Imports already-read records (tests, other callers); see importFile. Each record is parsed as it arrives, so a
 * batch holds rows already cut to YouTube's limits, never the raw records; every batch commits on its own, so the
 * lines before a bad one (or a failure) stay imported.
 */
export async function importRecords(
  db: Database,
  kind: ImportKind,
  records: Iterable<ImportRecord> | AsyncIterable<ImportRecord>,
  batchSize = BATCH_SIZE,
): Promise<ImportReport> {
  const k = KINDS[kind];
  if (!k) throw new Error(`Unknown import kind ${String(kind)}; choose from ${IMPORT_KINDS.join(', ')}.`);
  const report: ImportReport = { imported: 0, errors: [], warnings: [] };
  let batch: Pending[] = [];
  for await (const r of records) {
    const p = parseRecord(k, r, report);
    if (p) batch.push(p);
    if (batch.length >= batchSize) {
      await writeBatch(db, k, batch, report);
      batch = [];
    }
  }
  if (batch.length) await writeBatch(db, k, batch, report);
  report.errors.sort((a, b) => a.line - b.line);
  report.warnings.sort((a, b) => a.line - b.line);
  return report;
}

/**
 * Imports a JSON-lines file or a whole list response. Bad records are reported in `errors` (sorted by line)
 * and change nothing; a line longer than `maxLineBytes` is one of them, skipped without being read into memory.
 * A file that cannot be read throws.
 */
export async function importFile(
  db: Database,
  kind: ImportKind,
  file: string,
  opts: ReadOptions = {},
): Promise<ImportReport> {
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`Unknown import kind ${String(kind)}; choose from ${IMPORT_KINDS.join(', ')}.`);
  }
  return importRecords(db, kind, readRecords(file, opts));
}
