// Lists and disclosures: the items a statement introduces (the lines below it, the item above a code's line, an
// item's label) and the links an affiliate disclosure covers.
import { DEFINITE_AFFILIATE_LINKS } from './lexicon/english.js';
import { narrowToNamedStores, narrowToShopLinks } from './narrowing.js';
import { disclosureScope } from './scopes.js';
import { mentionsOnLine, statementsOnLine } from './indexes.js';
import { unitText } from './text.js';
import type { Doc, Mention, Statement } from './types.js';
import { isRetailer, bindable } from './bindable.js';

/** The mentions of the item a code's line follows: the line above, in the same block (up to two lines up). */
export function itemAbove(doc: Doc, s: Statement, usable: (u: number, same: boolean) => Mention[]): Mention[] {
  for (let li = s.line - 1; li >= 0 && li >= s.line - 2; li--) {
    const l = doc.lines[li];
    if (l.blank || doc.paidLines.has(li)) break;
    for (const i of doc.lineUnits[li]) {
      const ms = usable(i, false);
      if (ms.length) return ms;
    }
    if (l.header) break;
  }
  return [];
}

/** Whether a line of the block above `line` (up to a blank line) holds a mention that is no profile or excluded link. */
export function blockAboveHasMentions(doc: Doc, line: number): boolean {
  let above = mentionedAbove.get(doc);
  if (!above) {
    // One pass per text: each line's answer from the line above it.
    above = new Array<boolean>(doc.lines.length).fill(false);
    for (let li = 1; li < doc.lines.length; li++) {
      const prev = doc.lines[li - 1];
      above[li] =
        !prev.blank &&
        (above[li - 1] ||
          mentionsOnLine(doc, li - 1).some((m) => m.cls !== 'excluded' && m.cls !== 'self' && !m.profile));
    }
    mentionedAbove.set(doc, above);
  }
  return above[line];
}
const mentionedAbove = new WeakMap<Doc, boolean[]>();

/**
 * The mentions of the following lines of a list's block (up to a blank line, a header or header-shaped line, or a
 * line with its own sponsor words).
 */
export function listItems(
  doc: Doc,
  from: number,
  s: Statement,
  usable: (u: number, same: boolean) => Mention[],
): Mention[] {
  const out: Mention[] = [];
  for (let li = from; li < doc.lines.length; li++) {
    const l = doc.lines[li];
    // A header-shaped line ends the list even when it opens no known section ("WHAT I FILM WITH").
    if (l.blank || l.header || l.headerLike || doc.paidLines.has(li) || statementsOnLine(doc, li).some((x) => x !== s))
      break;
    // An item the creator bought ("- a lamp I bought myself …") is no gift or sponsor of the list it stands in.
    for (const i of doc.lineUnits[li]) if (!doc.purchaseUnits.has(i)) out.push(...usable(i, false));
  }
  return out;
}

// A list item's label: the line's first words, up to a colon or a dash ("• Lumora: …", "- Lumora – …").
const ITEM_LABEL = /^[^\p{L}\p{N}]*([^:–—\n]{1,40}?)\s*(?::|\s[–—-]\s)/u;

/**
 * An item of a list whose label is a catalog brand the line links ("• Lumora: The Ritual of Spring lumora.com/…"):
 * the words after the label are the brand's product, and a name among them that the line does not link (a catalog
 * brand spelled by an ordinary word of the product's name, "Ritual") is no brand of the item.
 */
export function labelledItem(ms: Mention[], doc: Doc): Mention[] {
  const line = doc.lines[ms[0].line];
  const label = ITEM_LABEL.exec(line.prose);
  if (!label) return ms;
  const labelEnd = line.start + label[0].length;
  const linked = new Set(ms.filter((m) => m.kind === 'link' && m.target?.brand).map((m) => m.target!.brand!.id));
  const owner = ms.find(
    (m) => m.kind === 'name' && m.index < labelEnd && m.target?.brand && linked.has(m.target.brand.id),
  );
  if (!owner) return ms;
  return ms.filter((m) => m.kind !== 'name' || m.index < labelEnd || !m.target?.brand || linked.has(m.target.brand.id));
}

/**
 * A gift comes from the maker, not the shop that sells it: on an item naming a catalog brand that is no store
 * ("Rimmel mascara* – superdrug.com/…"), a gift statement leaves the retailer's link out.
 */
export function makerNotRetailer(ms: Mention[]): Mention[] {
  const maker = ms.some((m) => m.kind === 'name' && m.target?.brand && !isRetailer(m));
  return maker ? ms.filter((m) => m.kind !== 'link' || !isRetailer(m)) : ms;
}

/**
 * A marked item's links, for an affiliate footnote: "Morphe 35O*: awin1.com/…beautybay.com…" earns from the store the
 * link goes to, not from the maker its line names. A marked item without a link keeps its names.
 */
export function linksOfItem(ms: Mention[]): Mention[] {
  const links = ms.filter((m) => m.kind === 'link');
  return links.length ? links : ms;
}

/** The links (and names in its own sentence) an affiliate disclosure covers. */
export function bindDisclosure(doc: Doc, s: Statement): Mention[] {
  if (refersToLabeledItems(doc, s)) return [];
  const scope = disclosureScope(doc, s);
  // The mentions of the scope's lines, in text order (lines in order, each line's mentions in order).
  const inScope = [...scope].sort((a, b) => a - b).flatMap((li) => mentionsOnLine(doc, li));
  // A disclosure on the link's own line wins over a "no affiliate links" marker of another line.
  const ms = inScope.filter((m) => {
    if (doc.noAffiliateLines.has(m.line) && m.line !== s.line) return false;
    const same = m.unit === s.unit;
    if (m.kind === 'name' && !same) return false;
    return bindable(m, doc, 'affiliate', same);
  });
  // "Greenlight Hollywood series at Walmart (affiliate): <a network's link to Walmart>": a sentence with its own link
  // earns from that link's store; the other names it writes are the goods.
  const ownLinks = new Set(
    ms.filter((m) => m.kind === 'link' && m.unit === s.unit && m.target).map((m) => m.target!.key),
  );
  const kept = ownLinks.size
    ? ms.filter((m) => !(m.kind === 'name' && m.unit === s.unit && m.target && !ownLinks.has(m.target.key)))
    : ms;
  return narrowToNamedStores(narrowToShopLinks(kept, doc, s), doc, s);
}

function refersToLabeledItems(doc: Doc, s: Statement): boolean {
  if (!DEFINITE_AFFILIATE_LINKS.test(unitText(doc, s.unit))) return false;
  return doc.statements.some(
    (x) =>
      x !== s &&
      x.kind === 'affiliate' &&
      x.line !== s.line &&
      mentionsOnLine(doc, x.line).some((m) => m.kind === 'link' && m.unit === x.unit),
  );
}
