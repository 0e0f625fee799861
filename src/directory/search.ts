// What a search term must hold to be answered through the trigram indexes (migrations 001 and 014): `%` and `_` are
// matched as the characters they are (page.ts likePattern), and a term is refused unless it holds at least
// SEARCH_MIN_RUN letters or digits in a row. pg_trgm looks a LIKE pattern up by the trigrams of its words, and a
// word shorter than three characters inside `%…%` gives none: such a term ("zq", "__", "q%") would read every row of
// the list (docs/decisions.md, "Searches the index can answer"). One rule for every list page (HTTP, MCP, the CLI),
// every export and every watch, since a watch's filters are the list's.
import type { FieldError } from '../errors.js';

/** Letters or digits in a row a search term needs: one trigram the index can look up. */
export const SEARCH_MIN_RUN = 3;
const INDEXABLE = new RegExp(`[\\p{L}\\p{N}]{${SEARCH_MIN_RUN}}`, 'u');

/**
 * A term as the search documents hold their text: lowercased, as each list's search column is. The LIKE pattern of a
 * searching page (page.ts likePattern) and the gram it carries in the read cache (tags.ts searchGram) both read it, so
 * the gram is always one every matching document holds.
 */
export function searchedText(term: string): string {
  return term.toLowerCase();
}

/** The field error for a search term the index cannot answer, or null (an absent or empty term is no filter). */
export function searchTermError(search: unknown, path: string): FieldError | null {
  if (typeof search !== 'string' || search === '' || INDEXABLE.test(search)) return null;
  return {
    path,
    message: `needs at least ${SEARCH_MIN_RUN} letters or digits in a row (a shorter term, or one of only punctuation, cannot use the search index); % and _ match themselves`,
  };
}
