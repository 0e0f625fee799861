// Reading an import file: JSON lines streamed record by record, or the items of one whole JSON document.
import fs from 'node:fs';
import { isObj } from '../json.js';

/** One input record: its line (or 1-based index in `items`) and either its parsed value or why it could not be read. */
export type ImportRecord =
  { line: number; value: unknown; error?: undefined } | { line: number; error: string; value?: undefined };

/** Whole-document input is parsed in memory; larger files must be JSON lines. */
const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;

/**
 * The longest JSON line read, in bytes (IMPORT_MAX_LINE_BYTES): a longer line is a bad line, skipped without being
 * held. A YouTube video resource with every part is some tens of kilobytes; 16 MiB leaves room for resources
 * carrying many localizations while keeping a line far from what a JavaScript string can hold (about 512 MiB).
 */
export const DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;

export interface ReadOptions {
  /** Lines longer than this many bytes (without their line break) are reported and skipped. */
  maxLineBytes?: number;
}

/** One line of a file: its text, or only its length when it was longer than the maximum (it was not kept). */
type Line = { line: number; text: string; bytes?: undefined } | { line: number; bytes: number; text?: undefined };

function parseLine(line: number, text: string): ImportRecord {
  try {
    return { line, value: JSON.parse(text) };
  } catch (err) {
    return { line, error: `not valid JSON (${(err as Error).message})` };
  }
}

function isListDocument(v: unknown): v is { items: unknown[] } {
  return isObj(v) && Array.isArray(v.items);
}

/**
 * Streams the records of an import file: JSON lines, or the items of one whole JSON document.
 * Throws (before yielding anything) when the file cannot be read.
 */
export async function* readRecords(file: string, opts: ReadOptions = {}): AsyncGenerator<ImportRecord> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file.' : (err as Error).message;
    throw new Error(`Cannot import ${file}: ${why}`);
  }
  if (!stat.isFile()) throw new Error(`Cannot import ${file}: not a regular file.`);
  try {
    await fs.promises.access(file, fs.constants.R_OK);
  } catch (err) {
    throw new Error(`Cannot import ${file}: ${(err as Error).message}`);
  }

  // Decide the form from the first non-blank line: if it is a complete JSON object it is JSON lines,
  // unless it is itself a list response (a one-line document). If it is not complete JSON, the file
  // may be a pretty-printed document.
  const maxLineBytes = opts.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  const first = await firstNonBlankLine(file, maxLineBytes);
  if (first === null) return;
  let whole = false;
  try {
    if (first.text === undefined) throw new Error('longer than a line may be');
    const v: unknown = JSON.parse(first.text);
    whole = isListDocument(v) || Array.isArray(v);
  } catch {
    whole = stat.size <= MAX_DOCUMENT_BYTES;
  }
  if (whole) {
    let doc: unknown;
    let parsed = false;
    try {
      doc = JSON.parse(stripBom(await fs.promises.readFile(file, 'utf8')));
      parsed = true;
    } catch {
      // not one document: read it as JSON lines and report the lines that are not JSON
    }
    if (parsed) {
      const items = isListDocument(doc) ? doc.items : Array.isArray(doc) ? doc : [doc];
      for (let i = 0; i < items.length; i++) yield { line: i + 1, value: items[i] };
      return;
    }
  }
  for await (const l of readLines(file, maxLineBytes)) {
    if (l.text === undefined) {
      const limit = `the longest line read is ${maxLineBytes} bytes (IMPORT_MAX_LINE_BYTES, --max-line-bytes)`;
      yield { line: l.line, error: `line too long: ${l.bytes} bytes; ${limit}; skipped unread` };
    } else if (l.text.trim() !== '') {
      yield parseLine(l.line, l.text);
    }
  }
}

function stripBom(s: string): string {
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
}

async function firstNonBlankLine(file: string, maxLineBytes: number): Promise<Line | null> {
  for await (const l of readLines(file, maxLineBytes)) {
    if (l.text === undefined || l.text.trim() !== '') return l;
  }
  return null;
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * The lines of a file, streamed: a line ends at LF, CRLF or a lone CR (as readline splits them), the first line
 * loses a byte-order mark. A line longer than `maxLineBytes` is not kept: its bytes are counted as they pass and
 * only its length is given, so one enormous line costs no memory and the lines after it are read as usual.
 */
export async function* readLines(file: string, maxLineBytes: number): AsyncGenerator<Line> {
  let parts: Buffer[] = [];
  let bytes = 0;
  let line = 1;
  let afterCr = false;
  const finish = (): Line => {
    const l: Line =
      bytes > maxLineBytes
        ? { line, bytes }
        : { line, text: (line === 1 ? stripBom : (x: string) => x)(Buffer.concat(parts, bytes).toString('utf8')) };
    parts = [];
    bytes = 0;
    line++;
    return l;
  };
  // Adds buf[from, to) to the current line: kept while the line is within the maximum, counted past it.
  const take = (buf: Buffer, from: number, to: number) => {
    if (to <= from) return;
    if (bytes + (to - from) > maxLineBytes) parts = [];
    else parts.push(buf.subarray(from, to));
    bytes += to - from;
  };
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 64 * 1024 })) {
    const buf = chunk as Buffer;
    let start = 0;
    if (afterCr && buf.length > 0) {
      afterCr = false;
      if (buf[0] === LF) start = 1;
    }
    for (let i = start; i < buf.length; i++) {
      const b = buf[i];
      if (b !== LF && b !== CR) continue;
      take(buf, start, i);
      yield finish();
      if (b === CR) {
        if (i + 1 < buf.length) {
          if (buf[i + 1] === LF) i++;
        } else {
          afterCr = true;
        }
      }
      start = i + 1;
    }
    take(buf, start, buf.length);
  }
  if (bytes > 0 || parts.length > 0) yield finish();
}
