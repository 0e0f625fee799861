// Reading an import file: JSON lines streamed record by record, or the items of one whole JSON document.
import fs from 'node:fs';
import readline from 'node:readline';

/** One input record: its line (or 1-based index in `items`) and either its parsed value or why it could not be read. */
export type ImportRecord =
  { line: number; value: unknown; error?: undefined } | { line: number; error: string; value?: undefined };

/** Whole-document input is parsed in memory; larger files must be JSON lines. */
const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;

function parseLine(line: number, text: string): ImportRecord {
  try {
    return { line, value: JSON.parse(text) };
  } catch (err) {
    return { line, error: `not valid JSON (${(err as Error).message})` };
  }
}

function isListDocument(v: unknown): v is { items: unknown[] } {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Array.isArray((v as { items?: unknown }).items);
}

/**
 * Streams the records of an import file: JSON lines, or the items of one whole JSON document.
 * Throws (before yielding anything) when the file cannot be read.
 */
export async function* readRecords(file: string): AsyncGenerator<ImportRecord> {
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
  const first = await firstNonBlankLine(file);
  if (first === null) return;
  let whole = false;
  try {
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
  const rl = readline.createInterface({ input: fs.createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const raw of rl) {
      n++;
      const text = n === 1 ? stripBom(raw) : raw;
      if (text.trim() === '') continue;
      yield parseLine(n, text);
    }
  } finally {
    rl.close();
  }
}

function stripBom(s: string): string {
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
}

async function firstNonBlankLine(file: string): Promise<{ line: number; text: string } | null> {
  const rl = readline.createInterface({ input: fs.createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const raw of rl) {
      n++;
      const text = n === 1 ? stripBom(raw) : raw;
      if (text.trim() !== '') return { line: n, text };
    }
    return null;
  } finally {
    rl.close();
  }
}
