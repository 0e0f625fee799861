// Disclosure scopes: the lines an affiliate disclosure covers, and those a "no affiliate links" marker covers.
import type { Statement, Doc } from './types.js';

/** Adds the non-blank lines of the block starting at `li` (blank and separator lines skipped first), going `dir`. */
function addBlock(doc: Doc, out: Set<number>, li: number, dir: 1 | -1): void {
  let i = li;
  while (i >= 0 && i < doc.lines.length && doc.lines[i].blank) i += dir;
  while (i >= 0 && i < doc.lines.length && !doc.lines[i].blank && (i === li || !doc.lines[i].header)) {
    out.add(i);
    i += dir;
  }
}

/** Lines an affiliate disclosure covers: its block, the block below or above, or the whole description. */
// A line that starts with an affiliate label ("Affiliate links: amzn.to/…", "Amazon affiliate links – …") heads a
// list: its block is covered, not only its own link.
const AFFILIATE_LABEL = /^[^\p{L}\p{N}]*(?:my\s+|our\s+)?(?:[\p{L}\p{N}&]+\s+)?(?:affiliate|referral)(?:\s+links?)?\s*[:\-–—]/iu;

export function disclosureScope(doc: Doc, s: Statement): Set<number> {
  const line = doc.lines[s.line];
  const t = line.prose.toLowerCase();
  const out = new Set<number>();
  const wide = /\b(?:description|all (?:of )?(?:the |my )?links|links in|these links|some (?:of (?:the|my|these) )?links|links (?:may|might|are|on|here)|any links|product links|links to products)\b/.test(t);
  const directed = /\b(?:below|above)\b/.test(t);
  // A disclosure on a line that holds its own link speaks about that link ("This is an affiliate link – costs you
  // nothing: racedayquads.com/?rfsn=…", "Slow cooker I use (Amazon affiliate link): amazon.co.uk/…"), unless it
  // points elsewhere ("below", "all links in this description").
  if (!directed && !wide && !line.header && !AFFILIATE_LABEL.test(line.prose) && doc.mentions.some((m) => m.line === s.line && m.kind === 'link' && m.cls !== 'excluded' && m.cls !== 'self')) {
    out.add(s.line);
    return out;
  }
  if (wide && !directed) {
    doc.lines.forEach((l) => out.add(l.index));
    return out;
  }
  addBlock(doc, out, s.line, 1);
  addBlock(doc, out, s.line, -1);
  if (/\bbelow\b/.test(t)) for (let i = s.line + 1; i < doc.lines.length; i++) out.add(i);
  else if (/:\s*\)?\s*$/.test(line.text) || line.header) addBlock(doc, out, s.line + 1, 1);
  if (/\babove\b/.test(t)) for (let i = 0; i < s.line; i++) out.add(i);
  return out;
}

/**
 * Lines a negated disclosure ("no affiliate links", "these aren't affiliate links") covers: its block and the
 * block under it when it heads one; everything after it with "below"; the whole description only when it says
 * so ("no affiliate links in this description"). "here" is its own block, not the whole description.
 */
export function noAffiliateScope(doc: Doc, s: Statement): Set<number> {
  const line = doc.lines[s.line];
  const t = line.prose.toLowerCase();
  const out = new Set<number>();
  // An item of a list that says it has no affiliate link ("Math-U-See – no affiliate link, we just love it:
  // mathusee.com", "Ally (no referral): ally.com") speaks about its own line only.
  if (!line.header && !/:\s*\)?\s*$/.test(line.text) && !/\b(?:description|this video|any of (?:the|these|my) links|anywhere|below|above)\b/.test(t) && doc.mentions.some((m) => m.line === s.line && m.kind === 'link')) {
    out.add(s.line);
    return out;
  }
  if (/\b(?:description|this video|any of (?:the|these|my) links|anywhere)\b/.test(t) && !/\b(?:below|above)\b/.test(t)) {
    doc.lines.forEach((l) => out.add(l.index));
    return out;
  }
  addBlock(doc, out, s.line, 1);
  addBlock(doc, out, s.line, -1);
  if (/\bbelow\b/.test(t)) for (let i = s.line + 1; i < doc.lines.length; i++) out.add(i);
  else if (/:\s*\)?\s*$/.test(line.text) || line.header) addBlock(doc, out, s.line + 1, 1);
  if (/\babove\b/.test(t)) for (let i = 0; i < s.line; i++) out.add(i);
  return out;
}
