// Lookups over one analyzed text, built once per text: its mentions by line and by unit, its statements by line,
// and the section header each line sits under. The binding rules ask these per statement and per mention; asked
// by scanning every mention or walking back over the lines each time, a long description cost the square of its
// length (review 30.7: 80k characters took 35 s).
import type { Doc, Mention, Statement } from './types.js';

interface DocIndex {
  mentionsByLine: Map<number, Mention[]>;
  mentionsByUnit: Map<number, Mention[]>;
  statementsByLine: Map<number, Statement[]>;
  statementsByUnit: Map<number, Statement[]>;
  /** For each line, the header line its section opened under, or -1 (see headerLineOf). */
  header: Int32Array;
}

const indexes = new WeakMap<Doc, DocIndex>();
const NONE: never[] = [];

/** `xs` grouped by `key`, each group in the order of `xs`, the groups in the order their first member comes. */
export function groupBy<T, K>(xs: T[], key: (x: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const x of xs) {
    const k = key(x);
    const g = out.get(k);
    if (g) g.push(x);
    else out.set(k, [x]);
  }
  return out;
}

function indexOf(doc: Doc): DocIndex {
  let ix = indexes.get(doc);
  if (ix) return ix;
  // The header a line's section opened under (binding.ts's rule, once per line instead of walking back from each):
  // the header just above; else the same as the line above when that is a text line; else, under blank lines, the
  // header right above them.
  const header = new Int32Array(doc.lines.length).fill(-1);
  let lastNonBlank = -1;
  for (let li = 0; li < doc.lines.length; li++) {
    const prev = li > 0 ? doc.lines[li - 1] : null;
    if (!prev) header[li] = -1;
    else if (prev.header) header[li] = li - 1;
    else if (!prev.blank) header[li] = header[li - 1];
    else header[li] = lastNonBlank >= 0 && doc.lines[lastNonBlank].header ? lastNonBlank : -1;
    if (!doc.lines[li].blank) lastNonBlank = li;
  }
  ix = {
    mentionsByLine: groupBy(doc.mentions, (m) => m.line),
    mentionsByUnit: groupBy(doc.mentions, (m) => m.unit),
    statementsByLine: groupBy(doc.statements, (s) => s.line),
    statementsByUnit: groupBy(doc.statements, (s) => s.unit),
    header,
  };
  indexes.set(doc, ix);
  return ix;
}

/** The mentions on line `li`, in text order. */
export const mentionsOnLine = (doc: Doc, li: number): Mention[] => indexOf(doc).mentionsByLine.get(li) ?? NONE;

/** The mentions in unit `u`, in text order. */
export const mentionsInUnit = (doc: Doc, u: number): Mention[] => indexOf(doc).mentionsByUnit.get(u) ?? NONE;

/** The statements on line `li`, in text order. */
export const statementsOnLine = (doc: Doc, li: number): Statement[] => indexOf(doc).statementsByLine.get(li) ?? NONE;

/** The header line a line's section opened under (-1 when none): blank lines only follow a header directly. */
export const headerLineOf = (doc: Doc, li: number): number => indexOf(doc).header[li];

/** The statements in unit `u`, in text order. */
export const statementsInUnit = (doc: Doc, u: number): Statement[] => indexOf(doc).statementsByUnit.get(u) ?? NONE;
