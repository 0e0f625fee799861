// Statement patterns, in the order they are tried (the sponsor, affiliate and promo patterns of english.ts, then each
// language module's: languages/), and the hints that decide cheaply which of them a line can hold.
import type { Pattern } from '../types.js';
import { ENGLISH_PATTERNS } from './english.js';
import { LANGUAGE_PATTERNS } from './languages/index.js';
import { DENIAL_HINTS, SELF_PURCHASE_HINTS } from './exclusions.js';

export const PATTERNS: Pattern[] = [...ENGLISH_PATTERNS, ...LANGUAGE_PATTERNS];

export function hasHint(lower: string, hints: string[]): boolean {
  for (let i = 0; i < hints.length; i++) if (lower.includes(hints[i])) return true;
  return false;
}

/**
 * Whether one of `hints` is in `lower`: Pattern.requires, or a list a caller asks of whole lines (LINE_LISTS). On the
 * line last given to `hintedPatterns` an indexed list is answered from the index's pass, with no search of the line:
 * patterns share a few long lists (a language's gift cues: dozens of patterns, over a hundred words each).
 */
export function lineHolds(lower: string, hints: string[]): boolean {
  const ids = lower === lastLine ? LIST_IDS.get(hints) : undefined;
  if (!ids) return hasHint(lower, hints);
  for (let i = 0; i < ids.length; i++) if (seen[ids[i]] === line) return true;
  return false;
}

// Which patterns a line can hold, found in one pass over the line: every hint is indexed by its first (up to) four
// characters, so each position of the line looks up the few hints that can start there. Most lines hold some
// hint ("#", "(", "off", "link" are everywhere), so asking each pattern in turn whether one of its hints is in the
// line cost more than the patterns themselves on most lines; an index by two characters still tried every hint
// that shares them ("sp", "co", "li" start dozens) at every position.
// The lists asked of whole lines are indexed too, so one pass answers them (lineHolds): each pattern's other words
// (Pattern.requires), a creator's own purchase, a denial.
const LINE_LISTS = [
  ...new Set([...PATTERNS.flatMap((p) => (p.requires ? [p.requires] : [])), SELF_PURCHASE_HINTS, DENIAL_HINTS]),
].filter((list) => list.every((h) => h.length > 0));
const HINTS = [...new Set([...PATTERNS.flatMap((p) => p.hints), ...LINE_LISTS.flat()])];
const HINT_ID = new Map(HINTS.map((h, i) => [h, i]));
/** Each indexed list's hints, by the list's identity. */
const LIST_IDS = new Map(LINE_LISTS.map((list) => [list, Int32Array.from(list, (h) => HINT_ID.get(h)!)]));
/** The patterns of each hint. */
const HINT_PATTERNS: number[][] = HINTS.map(() => []);
PATTERNS.forEach((p, i) => {
  for (const h of new Set(p.hints)) HINT_PATTERNS[HINT_ID.get(h)!].push(i);
});
/** The longest prefix a hint is indexed by. */
const KEY = 4;
// Buckets by a hash of the prefix (a collision costs one startsWith): small integer indexes into arrays, cheap
// enough to look up at every position of every line.
const BUCKET_MASK = 16383;
const step = (h: number, c: number) => (Math.imul(h, 31) + c) | 0;
const bucketOf = (h: number) => (h ^ (h >>> 14)) & BUCKET_MASK;
/** BY_PREFIX[k - 1]: the hints of k characters (k < KEY) or longer (k = KEY), by the bucket of their first k. */
const BY_PREFIX: (number[] | undefined)[][] = Array.from({ length: KEY }, () => new Array(BUCKET_MASK + 1));
/**
 * STARTS[c]: bit k - 1 set when a hint indexed by its first k characters (see BY_PREFIX) begins with character code c.
 * A hint's first character is a UTF-16 unit, so the table covers every one.
 */
const STARTS = new Uint8Array(65536);
for (const [id, hint] of HINTS.entries()) {
  const k = Math.min(hint.length, KEY);
  let h = 0;
  for (let j = 0; j < k; j++) h = step(h, hint.charCodeAt(j));
  (BY_PREFIX[k - 1][bucketOf(h)] ??= []).push(id);
  STARTS[hint.charCodeAt(0)] |= 1 << (k - 1);
}
/**
 * `seen[id] === line` when hint `id` is in the line last given to `hintedPatterns`, `hinted[p] === line` when one
 * of pattern p's is (stamps: nothing to clear between lines).
 */
const seen = new Uint32Array(HINTS.length);
const hinted = new Uint32Array(PATTERNS.length);
let line = 0;
/** The line last given to hintedPatterns (the one the stamps are of). */
let lastLine = '';

/**
 * The patterns (indexes into PATTERNS, in order) of which a hint is in `lower` (a line in lower case): the only
 * ones worth trying on it; none for a line without any hint.
 */
export function hintedPatterns(lower: string): number[] {
  if (++line === 0xffffffff) {
    seen.fill(0);
    hinted.fill(0);
    line = 1;
  }
  lastLine = lower;
  // The patterns in the order the line meets their hints, sorted at the end (a few per line): a scan of every pattern
  // per line costs more once each language's words make patterns of their own.
  const out: number[] = [];
  for (let i = 0; i < lower.length; i++) {
    // The lengths of the hints this character starts (a space, a digit, most marks start none: nothing to look up).
    const lengths = STARTS[lower.charCodeAt(i)];
    if (lengths === 0) continue;
    let h = 0;
    for (let k = 1; k <= KEY && i + k <= lower.length; k++) {
      h = step(h, lower.charCodeAt(i + k - 1));
      if ((lengths & (1 << (k - 1))) === 0) continue;
      const bucket = BY_PREFIX[k - 1][bucketOf(h)];
      if (!bucket) continue;
      for (const id of bucket) {
        if (seen[id] !== line && lower.startsWith(HINTS[id], i)) {
          seen[id] = line;
          for (const p of HINT_PATTERNS[id]) {
            if (hinted[p] !== line) out.push(p);
            hinted[p] = line;
          }
        }
      }
    }
  }
  return out.length > 1 ? out.sort((a, b) => a - b) : out;
}
