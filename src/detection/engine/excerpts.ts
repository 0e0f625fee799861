// Excerpts: the words a sponsorship was found by, kept with its evidence. For each brand, the strongest statement
// of the description (or the title) and of the transcript: its line, cut to EXCERPT_MAX characters on word
// boundaries, and for the transcript the start of its segment.
import { EVIDENCE_EXCERPT_MAX } from '../../directory/schemas.js';
import type { Agg, Binding, Context, Doc, Kind, StatementHit } from './types.js';

/** At most this many characters (UTF-16 code units), the ellipsis markers included (the API's one limit). */
export const EXCERPT_MAX = EVIDENCE_EXCERPT_MAX;
/** Marks a cut: text left out before or after the excerpt. */
export const ELLIPSIS = '…';
/** How far around the statement a long line is read, in excerpts' lengths (cutExcerpt). */
const WINDOW_PER_MAX = 8;
/** How much of the line before the statement an excerpt of a long line keeps. */
const LEAD = 60;

/** Sponsor words are the strongest evidence, then gift words, promo codes, disclosures, discounts. */
const RANK: Record<Kind, number> = { paid: 0, gift: 1, promo: 2, affiliate: 3, cta: 4 };

/**
 * `text` in at most `max` characters: whitespace collapsed; a longer text is cut on word boundaries around `at`
 * (where the statement starts: up to LEAD characters before it are kept), with ELLIPSIS where text was left out.
 * A single word longer than the room is cut inside it.
 */
export function cutExcerpt(text: string, at = 0, max = EXCERPT_MAX): string {
  // A long line (a description with no line breaks) is cut to a window around the statement first: an excerpt
  // needs LEAD characters before it and `max` after, and flattening the whole line for every hit made a line of
  // many statements cost the square of its length. The window leaves room for runs of whitespace to collapse.
  const wide = WINDOW_PER_MAX * max;
  if (text.length > 2 * wide) {
    const from = Math.max(0, at - wide);
    const cut = cutExcerpt(text.slice(from, at + wide), at - from, max);
    return from > 0 && !cut.startsWith(ELLIPSIS) ? cutExcerpt(`${ELLIPSIS} ${cut}`, 0, max) : cut;
  }
  const flat = (t: string) => t.replace(/\s+/g, ' ');
  const before = flat(text.slice(0, at)).trimStart();
  const all = (before + flat(text.slice(at))).trim();
  if (all.length <= max) return all;
  let start = 0;
  if (before.length > LEAD) {
    // Up to LEAD characters before the statement, from a word's start.
    const from = before.length - LEAD;
    const space = all.indexOf(' ', from - 1);
    start = space >= 0 && space < before.length ? space + 1 : from;
  }
  const prefix = start > 0 ? ELLIPSIS : '';
  if (prefix.length + all.length - start <= max) return prefix + all.slice(start);
  const room = max - prefix.length - ELLIPSIS.length;
  let body = all.slice(start, start + room);
  if (all[start + room] !== ' ') {
    const cut = body.lastIndexOf(' ');
    if (cut > room / 2) body = body.slice(0, cut);
  }
  return prefix + body.trimEnd() + ELLIPSIS;
}

/** Lines of one excerpt at most: a statement and the brand it binds a line or two below ("…brought to you by" / link). */
const SPAN = 3;

/**
 * The hit a binding makes: the statement's line (the bound line under a section header), through the line of the
 * brand it binds when that is within SPAN lines, cut around the statement. In the transcript a line is a segment
 * (analyze.ts transcriptText): the segments as stored, and where the first starts.
 */
function hitOf(b: Binding, doc: Doc, ctx: Context, pos: number): StatementHit {
  const s = b.statement;
  const m = b.mention;
  const line = s ? s.line : m.line;
  const sameDoc = (m.doc ?? doc) === doc;
  const other = sameDoc && Math.abs(m.line - line) < SPAN ? m.line : line;
  const [from, to] = [Math.min(line, other), Math.max(line, other)];
  const segments = doc.origin === 'transcript' ? ctx.input.transcript : null;
  const textOf = (li: number) => segments?.[li]?.text ?? doc.lines[li].text;
  let at = 0;
  const parts: string[] = [];
  for (let li = from; li <= to; li++) {
    const t = textOf(li);
    if (li === line && s)
      at = parts.reduce((n, x) => n + x.length + 1, 0) + Math.min(t.length, s.index - doc.lines[li].start);
    parts.push(t);
  }
  const hit: StatementHit = { rank: RANK[b.kind], pos, excerpt: cutExcerpt(parts.join(' '), Math.max(0, at)) };
  const start = segments?.[from]?.startMillis;
  if (segments && typeof start === 'number') hit.offsetMillis = Math.max(0, Math.round(start));
  return hit;
}

/**
 * Keeps the binding's statement as the brand's excerpt of its text when it is stronger (by kind) or, as strong,
 * earlier than the one kept. Title statements count for the description candidate when they are sponsor words.
 */
export function recordHit(a: Agg, b: Binding, doc: Doc, ctx: Context, pos: number): void {
  if (doc.origin === 'title' && b.kind !== 'paid') return;
  const key = doc.origin === 'transcript' ? 'transcriptHit' : 'descriptionHit';
  const prev = a[key];
  const rank = RANK[b.kind];
  if (prev && (prev.rank < rank || (prev.rank === rank && prev.pos <= pos))) return;
  a[key] = hitOf(b, doc, ctx, pos);
}
