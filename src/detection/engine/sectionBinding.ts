// Sections whose every line is a statement (under a "Sponsors", "Affiliate links" or "PR list" header), and the
// marks an affiliate statement explains ("* = Affiliate-Link") read once a text.
import { SPONSOR_ROOT } from './lexicon/english.js';
import { narrowToNamedStores } from './narrowing.js';
import { markedLines, markOf } from './scopes.js';
import { headerLineOf, mentionsOnLine, statementsOnLine } from './indexes.js';
import { unitText } from './text.js';
import type { Doc, Kind, Mention, Statement } from './types.js';
import { bindable } from './bindable.js';

/** The header line a line's section opened under (-1 when none): blank lines only follow a header directly. */
const headerLine = headerLineOf;

export type Push = (mention: Mention, kind: Kind, whole: boolean, gearScope: boolean, s?: Statement) => void;

/**
 * A creator-code, discount or referral line under a "Partners" header ("GFUEL "FRAG" → gfuel.com", "use code FRAG
 * in the item shop", "Splice (free trial w/ my link) → splice.com/mia?ref_id=…"): a standing program that pays per
 * sale, not a paid segment; under a "Sponsors" header a line is paid whatever.
 */
function partnerCode(doc: Doc, li: number): boolean {
  const h = headerLine(doc, li);
  if (h < 0 || SPONSOR_ROOT.test(doc.lines[h].prose)) return false;
  return (
    statementsOnLine(doc, li).some((s) => s.kind === 'promo' || s.kind === 'cta') ||
    mentionsOnLine(doc, li).some((m) => m.kind === 'link' && m.referral)
  );
}

/** Sections under a "Sponsors", "Affiliate links" or "PR list" header: every line is a statement of that kind. */
export function bindSections(doc: Doc, push: Push): void {
  const affiliateSection = new Map<number, Mention[]>();
  for (const m of doc.mentions) {
    const sec = doc.lines[m.line].section;
    if (sec === 'sponsor' && bindable(m, doc, 'paid', true))
      push(m, partnerCode(doc, m.line) ? 'promo' : 'paid', false, false);
    // Under a "PR LIST" or "Gifted:" header every item is a gift.
    if (sec === 'gift' && bindable(m, doc, 'gift', true)) push(m, 'gift', false, false);
    if (
      sec === 'affiliate' &&
      m.kind === 'link' &&
      !m.profile &&
      !doc.noAffiliateLines.has(m.line) &&
      bindable(m, doc, 'affiliate', true)
    ) {
      const h = headerLine(doc, m.line);
      const list = affiliateSection.get(h);
      if (list) list.push(m);
      else affiliateSection.set(h, [m]);
    }
  }
  // A header that names its stores ("Amazon affiliate links:") covers only their links, as a disclosure does. A list
  // whose items carry the mark an affiliate statement explains ("Produkte mit * sind Affiliate-Links:", "(Partnerlinks*)",
  // a "*Partnerlink" footnote) is affiliate in its marked items only: the others are plain links.
  const marked = affiliateSection.size ? affiliateMarkedLines(doc) : null;
  for (const [h, ms] of affiliateSection) {
    const s = h >= 0 ? statementsOnLine(doc, h).find((x) => x.kind === 'affiliate') : undefined;
    const carrying = marked && ms.some((m) => marked.has(m.line)) ? ms.filter((m) => marked.has(m.line)) : ms;
    for (const m of s ? narrowToNamedStores(carrying, doc, s) : carrying) push(m, 'affiliate', false, true);
  }
}

/** The lines carrying a mark that an affiliate statement of the text explains ("* = Affiliate-Link"), or null. */
function affiliateMarkedLines(doc: Doc): Set<number> | null {
  let out: Set<number> | null = null;
  for (const s of doc.statements) {
    if (s.kind !== 'affiliate') continue;
    if (markOfUnit(doc, s.unit) === null) continue;
    const lines = markedLines(doc, s, unitText(doc, s.unit));
    if (lines) for (const li of lines) (out ??= new Set()).add(li);
  }
  return out;
}

/**
 * Whether a linked line carries the mark where it is no mark of an item: the creator's bullets ("*CZC: …" on every
 * item), which a statement about marked links still speaks of.
 */
export function markAsBullet(doc: Doc, mark: string): boolean {
  let byMark = bulletByDoc.get(doc);
  if (!byMark) bulletByDoc.set(doc, (byMark = new Map()));
  let found = byMark.get(mark);
  if (found === undefined) {
    const linked = new Set(doc.mentions.filter((m) => m.kind === 'link').map((m) => m.line));
    found = [...linked].some((li) => doc.lines[li].text.trimStart().startsWith(mark));
    byMark.set(mark, found);
  }
  return found;
}
const bulletByDoc = new WeakMap<Doc, Map<string, boolean>>();

/**
 * The mark an earlier statement of the same kind on the statement's line explains: "Mit * gekennzeichnete Links sind
 * Affiliate-Links. Wenn ihr darüber etwas kauft, bekomme ich eine kleine Provision" — the second sentence goes on
 * about the marked links, not about every link of the description.
 */
export function markOfLine(doc: Doc, s: Statement): string | null {
  // The first statement of each kind on a line that explains a mark, found once per line and kind: a line holding
  // many statements is read once, not once per statement.
  let byLine = firstMarkByDoc.get(doc);
  if (!byLine) firstMarkByDoc.set(doc, (byLine = new Map()));
  const key = `${s.line}\u0000${s.kind}`;
  let first = byLine.get(key);
  if (first === undefined) {
    first = null;
    for (const x of statementsOnLine(doc, s.line)) {
      if (x.kind !== s.kind) continue;
      const mark = markOfUnit(doc, x.unit);
      if (mark !== null && (first === null || x.unit < first.unit)) first = { unit: x.unit, mark };
    }
    byLine.set(key, first);
  }
  return first !== null && first.unit < s.unit ? first.mark : null;
}
const firstMarkByDoc = new WeakMap<Doc, Map<string, { unit: number; mark: string } | null>>();

/** The mark a sentence of the text explains (markOf), read once a sentence: a long one holds many statements. */
export function markOfUnit(doc: Doc, unit: number): string | null {
  let byUnit = marksByDoc.get(doc);
  if (!byUnit) marksByDoc.set(doc, (byUnit = new Map()));
  let mark = byUnit.get(unit);
  if (mark === undefined) byUnit.set(unit, (mark = markOf(unitText(doc, unit))));
  return mark;
}
const marksByDoc = new WeakMap<Doc, Map<number, string | null>>();
