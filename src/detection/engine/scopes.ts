// Disclosure scopes: the lines an affiliate disclosure covers, and those a "no affiliate links" marker covers.
import { RETAILERS } from '../hosts.js';
import {
  ABOVE,
  AFFILIATE_LABEL,
  ALL_LINKS,
  BELOW,
  BELOW_OR_ABOVE,
  MARK_WORDS,
  POINTS_ELSEWHERE,
  THESE_LINKS,
  WHOLE_DESCRIPTION,
} from './lexicon/english.js';
import { ALL_LINKS_WORLD, MARK_WORDS_WORLD, WHOLE_DESCRIPTION_WORLD } from './lexicon/worldLanguages.js';
import { mentionsOnLine, statementsOnLine } from './indexes.js';
import type { Doc, Mention, Statement } from './types.js';

/** A store's sub-header inside a list ("From Flipkart :", "Amazon USA:"): part of the list, not a new section. */
const storeSubHeader = (doc: Doc, i: number) =>
  doc.lines[i].header &&
  doc.lines[i].prose.trim().length <= 40 &&
  RETAILERS.some((r) => r.name.test(doc.lines[i].prose));

/** Adds the non-blank lines of the block starting at `li` (blank and separator lines skipped first), going `dir`. */
function addBlock(doc: Doc, out: Set<number>, li: number, dir: 1 | -1): void {
  let i = li;
  while (i >= 0 && i < doc.lines.length && doc.lines[i].blank) i += dir;
  const start = i;
  while (
    i >= 0 &&
    i < doc.lines.length &&
    !doc.lines[i].blank &&
    (i === li || !doc.lines[i].header || storeSubHeader(doc, i)) &&
    // Going down, a list ends at a line of another kind (text.ts `closeLists`).
    (dir === -1 || i === li || !doc.lines[i].endsList) &&
    // A line with an affiliate disclosure of its own ends the block: that one speaks for its lines (a paragraph
    // that repeats a disclosure under every item otherwise gave each of them the whole paragraph).
    (i === start || i === li || !statementsOnLine(doc, i).some((x) => x.kind === 'affiliate'))
  ) {
    out.add(i);
    i += dir;
  }
}

/** A statement's block, the block it heads, and every line below or above it when it says "below" or "above". */
function blockScope(doc: Doc, s: Statement, out: Set<number>): Set<number> {
  const line = doc.lines[s.line];
  const t = line.prose.toLowerCase();
  addBlock(doc, out, s.line, 1);
  addBlock(doc, out, s.line, -1);
  // "Below" reaches down to the next line with its own affiliate disclosure, which speaks for the lines from there
  // (a description that repeats "affiliate links below" under every item otherwise gave each of them every line
  // after it: the square of its length).
  if (BELOW.test(t)) {
    // It also ends at a separator line ("~", "-----", "━━━") once it has covered a link: what follows a drawn rule
    // is another part of the description (the creator's prints, newsletter, socials).
    let covered = false;
    for (let i = s.line + 1; i < doc.lines.length; i++) {
      if (statementsOnLine(doc, i).some((x) => x.kind === 'affiliate' && x !== s)) break;
      const l = doc.lines[i];
      if (covered && l.text.trim() !== '' && !/[\p{L}\p{N}]/u.test(l.text)) break;
      out.add(i);
      if (mentionsOnLine(doc, i).some((m) => m.kind === 'link')) covered = true;
    }
  } else if (/:\s*\)?\s*$/.test(line.text) || line.header) addBlock(doc, out, s.line + 1, 1);
  if (ABOVE.test(t)) for (let i = 0; i < s.line; i++) out.add(i);
  return out;
}

/** Lines an affiliate disclosure covers: its block, the block below or above, or the whole description. */
export function disclosureScope(doc: Doc, s: Statement): Set<number> {
  const line = doc.lines[s.line];
  const t = line.prose.toLowerCase();
  const out = new Set<number>();
  // "These links:" heads the list under the line: that list (the block below), not the whole description.
  const headsList = /:\s*\)?\s*$/.test(line.text) && THESE_LINKS.test(t);
  const wide = !headsList && (ALL_LINKS.test(t) || ALL_LINKS_WORLD.test(t));
  const directed = BELOW_OR_ABOVE.test(t);
  // A disclosure on a line that holds its own link speaks about that link ("This is an affiliate link – costs you
  // nothing: racedayquads.com/?rfsn=…", "Slow cooker I use (Amazon affiliate link): amazon.co.uk/…"), unless it
  // points elsewhere ("below", "all links in this description").
  const ownLink = (m: Mention) => m.line === s.line && m.kind === 'link' && m.cls !== 'excluded' && m.cls !== 'self';
  if (
    !directed &&
    !wide &&
    !line.header &&
    !AFFILIATE_LABEL.test(line.prose) &&
    mentionsOnLine(doc, s.line).some(ownLink)
  ) {
    out.add(s.line);
    return out;
  }
  if (wide && !directed) {
    doc.lines.forEach((l) => out.add(l.index));
    return byOrdinal(doc, t, out);
  }
  // A disclosure about the code ("Every order made with the code sends a small commission back to the club") speaks of
  // the code's line, at or just above it, not of the links that follow in a description without blank lines.
  if (!directed && THE_CODE.test(t)) {
    for (let li = s.line; li >= 0 && li >= s.line - 2; li--) {
      if (statementsOnLine(doc, li).some((x) => x.kind === 'promo')) {
        for (let i = li; i <= s.line; i++) out.add(i);
        return out;
      }
    }
  }
  // A disclosure of one link that introduces it ("That link is an affiliate one and I get a sliver of each order:" over
  // the link): the first link under it, not the lines above it in a description without blank lines.
  if (ONE_LINK.test(t) && /:\s*$/.test(line.text)) {
    for (let li = s.line + 1; li < doc.lines.length && li <= s.line + 2; li++) {
      if (mentionsOnLine(doc, li).some((m) => m.kind === 'link' && m.cls !== 'excluded' && m.cls !== 'self')) {
        out.add(li);
        return out;
      }
    }
  }
  blockScope(doc, s, out);
  // A disclosure written after the list it covers, as a paragraph of its own ("^ some of these are referral links",
  // "* The Amazon links are affiliate links"): its own block holds no link, so it speaks of the block above.
  const linkIn = (lines: Set<number>) =>
    [...lines].some((li) => mentionsOnLine(doc, li).some((m) => m.kind === 'link'));
  if (!BELOW.test(t) && (POINTS_UP.test(line.text) || !linkIn(out))) {
    let first = s.line;
    while (first > 0 && !doc.lines[first - 1].blank && !doc.lines[first - 1].header) first--;
    addBlock(doc, out, first - 1, -1);
  }
  return byOrdinal(doc, t, out);
}

// A code spoken of as the one just given: "with the code", "this code", "my code".
const THE_CODE = /\b(?:the|this|that|my|our) (?:code|coupon code|discount code|promo code)\b/;

// "I earn a commission on the first link", "the last two links are affiliate links": some links of the list, by place.
const ORDINAL_LINKS =
  /\bthe (first|last|top|bottom|second|third)(?: (two|three|four|2|3|4))? (?:(?:affiliate|amazon|referral) )?links?\b/;
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, '2': 2, '3': 3, '4': 4 };

/** The lines of `scope` a disclosure speaking of links by their place picks; all of them when it does not. */
function byOrdinal(doc: Doc, lower: string, scope: Set<number>): Set<number> {
  const m = ORDINAL_LINKS.exec(lower);
  if (!m) return scope;
  const linked = [...scope]
    .filter((li) => mentionsOnLine(doc, li).some((x) => x.kind === 'link' && x.cls !== 'self' && x.cls !== 'excluded'))
    .sort((a, b) => a - b);
  const n = m[2] ? COUNTS[m[2]] : 1;
  const picked =
    m[1] === 'second'
      ? linked.slice(1, 2)
      : m[1] === 'third'
        ? linked.slice(2, 3)
        : m[1] === 'last' || m[1] === 'bottom'
          ? linked.slice(-n)
          : linked.slice(0, n);
  return picked.length ? new Set(picked) : scope;
}
// One link, in the singular, as a sentence's subject: "that link is an affiliate one", "this link's a referral link".
const ONE_LINK = /\b(?:that|this|the) (?:\w+ )?link(?: (?:below|here|under this))?(?: is|['’]s)\b/;
// An arrow or caret that points at the lines above ("^ affiliate links", "↑ referral links", "👆").
const POINTS_UP = /^[\s*]*(?:\^|↑|⬆|👆|☝)/u;

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
  const ownLink = (m: Mention) => m.line === s.line && m.kind === 'link';
  if (!line.header && !/:\s*\)?\s*$/.test(line.text) && !POINTS_ELSEWHERE.test(t) && doc.mentions.some(ownLink)) {
    out.add(s.line);
    return out;
  }
  if ((WHOLE_DESCRIPTION.test(t) || WHOLE_DESCRIPTION_WORLD.test(t)) && !BELOW_OR_ABOVE.test(t)) {
    doc.lines.forEach((l) => out.add(l.index));
    return out;
  }
  // "None of the above are affiliate links" speaks of the list right above it, not of every line above (an
  // affiliate list further up keeps its links).
  if (ABOVE.test(t) && !BELOW.test(t)) {
    addBlock(doc, out, s.line, 1);
    addBlock(doc, out, s.line, -1);
    let first = s.line;
    while (first > 0 && !doc.lines[first - 1].blank && !doc.lines[first - 1].header) first--;
    addBlock(doc, out, first - 1, -1);
    return out;
  }
  return blockScope(doc, s, out);
}

// A statement about marked items: "anything marked * was sent to me", "products marked with (*) were gifted",
// "** denotes an affiliate link", "(*) = PR sample", "mit * gekennzeichnete Links sind Affiliate-Links", "Affiliate
// links are marked (a)". The words of each part, by language, are the lexicon's (MARK_WORDS, MARK_WORDS_WORLD).
const words = (part: keyof typeof MARK_WORDS) => [MARK_WORDS[part], MARK_WORDS_WORLD[part]].filter(Boolean).join('|');
// Besides the asterisk and the daggers, a symbol of its own serves as a mark: "Links marked with ♡ are affiliate
// links", "★ = gifted", the caret of "Links marked ^ are affiliate links", a currency sign in brackets ("Links marked
// (£) are affiliate links", "[$]"), or a symbol in brackets ("(✉) = arrived in the post from the brand") (a letter or
// a digit never does); so does a bare currency sign no amount follows ("A link ending in ¢ is one the store pays me a
// commission on", "Links followed by £ …").
const MARK =
  String.raw`\(\*\)|\*{1,3}|†|‡|\^{1,2}|\p{So}\uFE0F?|\(\p{Sc}\)|\[\p{Sc}\]|\p{Sc}(?!\s?\p{N})|\(\p{So}\uFE0F?\)|\[\p{So}\uFE0F?\]|` +
  words('brackets');
const AFFILIATE_WORD = words('affiliate');
const ASTERISK_WORD = words('asterisk');
const ARTICLE = words('article');
// A sign named by a word, the sign in brackets after it: "marked with a dagger (†)", "marked with a little heart (♡)".
const NAMED_SIGN = String.raw`(?:[\p{L}-]+\s+){1,2}\((\*{1,3}|†|‡|\^{1,2}|\p{So}\uFE0F?|\p{Sc})\)`;
const MARKER_REF = new RegExp(
  String.raw`(?:${words('marked')})\s+(?:(?:${words('by')})\s+)?(?:(?:${ARTICLE})\s+)?(?:${NAMED_SIGN}|(${MARK}|${ASTERISK_WORD}))` +
    // "With a * after it", and the word with its sign in brackets: "Die Links mit einem Sternchen (*) sind Partnerlinks".
    String.raw`|(?:^|[\s(])(?:${words('with')})\s+(?:(?:${ARTICLE})\s+)?(${MARK}|${ASTERISK_WORD})(?:\s*\((?:\*{1,3}|†|‡)\))?\s+\p{L}` +
    String.raw`|(?:^|[\s(])(${MARK})\s*(?:=|:|–|-|${words('means')})\s` +
    // The mark and where it stands before its meaning: "A * after a link means it's an affiliate link", "An asterisk
    // next to a product name = affiliate link".
    String.raw`|(?:^|[\s(])(${MARK}|${ASTERISK_WORD})\s+(?:${words('place')})\s+(?:(?:${ARTICLE}|the|any|each)\s+)?` +
    String.raw`(?:${words('item')})(?![\p{L}\p{N}])\s*(?:=|:|–|-|${words('means')})\s` +
    // Where the item stands seen from the mark, before it: "Hinter einem Sternchen (*) steckt ein Affiliate-Link",
    // "Behind an asterisk (*) is an affiliate link"; the word and its sign in brackets are one mark.
    String.raw`|(?:^|[\s(])(?:${words('behind')})\s+(?:(?:${ARTICLE}|jedem|jeder|each|every)\s+)?(${MARK}|${ASTERISK_WORD})` +
    String.raw`(?:\s*\((?:\*{1,3}|†|‡)\))?\s+(?:${words('hides')})(?![\p{L}\p{N}])` +
    // A mark glued to the disclosure's own word, as a footnote under a list or on the list's header: "*Partnerlink",
    // "* lien affilié", "(Affiliate-Links*)". Emphasis around a word ("*Werbung*") is no mark.
    String.raw`|(?:^|[\s(])(\*{1,3})\s?(?=${AFFILIATE_WORD})[\p{L}-]+(?![\p{L}-]|\*)` +
    String.raw`|(?:^|[\s(])(?<!\*)(?:${AFFILIATE_WORD})[\p{L}-]*(\*{1,3})(?![*\p{L}\p{N}])`,
  'iu',
);

/** The mark a sentence says the meaning of ("items marked * were gifted": `*`), or null. */
export function markOf(sentence: string): string | null {
  const m = MARKER_REF.exec(sentence);
  if (!m) return null;
  const raw = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? m[8]).toLowerCase();
  return new RegExp(`^(?:${ASTERISK_WORD})$`, 'iu').test(raw) ? '*' : raw;
}

/**
 * The lines of the items a statement marks (`Blush* - sleekmakeup.com`, `Primer (*) …`), when its sentence says
 * what a mark means; null when it speaks of no mark. A mark at the start of a line is a bullet, not a mark.
 */
export function markedLines(doc: Doc, s: Statement, sentence: string): Set<number> | null {
  const mark = markOf(sentence);
  if (mark === null) return null;
  const escaped = mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const attached = /^[([]/.test(mark)
    ? new RegExp(escaped, 'i')
    : new RegExp(String.raw`[\p{L}\p{N})\]]\s?${escaped}(?![*\p{L}\p{N}])`, 'u');
  // The lines carrying a mark are found once per text and mark, not once per statement that speaks of it.
  const key = `${mark}\u0000${attached.source}`;
  let byMark = markedByDoc.get(doc);
  if (!byMark) markedByDoc.set(doc, (byMark = new Map()));
  let all = byMark.get(key);
  if (!all) {
    all = [];
    for (const l of doc.lines) if (!l.blank && attached.test(l.text)) all.push(l.index);
    // A mark glued to the first word of a line ("*Alza: …", "* Amazon: …"), or a symbol opening it ("✧ Boots: …"), marks
    // that item when other linked lines go without it; on every linked line it is a bullet.
    if (!/^[([]/.test(mark)) {
      const glued =
        mark === '*'
          ? /^\s*\*{1,3}\s?(?=[\p{L}\p{N}])/u
          : new RegExp(String.raw`^\s*${escaped}\s?(?=[\p{L}\p{N}])`, 'u');
      const linked = new Set(doc.mentions.filter((m) => m.kind === 'link').map((m) => m.line));
      // With no item marked after its words, the mark may stand apart at the line's start too ("* Amazon: …" over
      // "Nykaa: …" under "Shop (* = affiliate):"): it marks the items that carry it, as long as other linked lines
      // go without it.
      const opening = !all.length && mark === '*' ? /^\s*\*{1,3}\s?(?=[\p{L}\p{N}])/u : glued;
      const starts = doc.lines.filter((l) => !l.blank && opening.test(l.text)).map((l) => l.index);
      if (starts.length && [...linked].some((li) => !starts.includes(li) && li !== s.line)) all.push(...starts);
    }
    byMark.set(key, all);
  }
  const out = new Set(all.filter((li) => li !== s.line));
  return out.size ? out : null;
}

const markedByDoc = new WeakMap<Doc, Map<string, number[]>>();
