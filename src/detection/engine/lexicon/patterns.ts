// Statement patterns, in the order they are tried, and the hints that decide cheaply which of them a line can
// hold.
import type { Pattern } from '../types.js';
import { ENGLISH } from './english.js';
import { OTHER_LANGUAGES } from './otherLanguages.js';
import { WORLD_LANGUAGES } from './worldLanguages.js';

export const PATTERNS: Pattern[] = [...ENGLISH, ...OTHER_LANGUAGES, ...WORLD_LANGUAGES];

// One test per line decides whether any pattern is tried (most lines hold no statement), and one whether the
// patterns of other languages are (most lines are English).
const escape = (hint: string) => hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hintsOf = (patterns: Pattern[]) => [...new Set(patterns.flatMap((p) => p.hints))].map(escape).join('|');
export const FOREIGN_HINT = new RegExp(hintsOf(PATTERNS.filter((p) => p.foreign)), 'i');
export const ANY_HINT = new RegExp(hintsOf(PATTERNS));

export function hasHint(lower: string, hints: string[]): boolean {
  for (let i = 0; i < hints.length; i++) if (lower.includes(hints[i])) return true;
  return false;
}
