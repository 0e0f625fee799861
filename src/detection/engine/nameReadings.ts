// Names where they stand: whether a catalog name found in a text's prose is that brand there, or an ordinary word, a
// person, part of a longer name, the channel's own name or the label of its own page (findMentions, mentions.ts).
import { isOrdinaryWord, tokenize, type BrandCatalog, type CatalogBrand } from '../catalog.js';
import { registrableDomain, urlPath, type FoundLink } from '../links.js';
import { norm } from './keys.js';
import { CODE_WORD_BEFORE_WORLD, PEOPLE_BEFORE, THANKS_BEFORE_NAME } from './lexicon/worldLanguages.js';
import type { Context, Mention } from './types.js';

/**
 * Whether prose writes a name of ordinary words joined and in lower case ("for this makeover" for Make Over): the
 * word, as the name's own words in lower case are (a hashtag, "#makeover", and a link's path still name the brand).
 */
export function writesOrdinaryNameJoined(b: CatalogBrand, prose: string, m: { index: number; end: number }): boolean {
  const written = prose.slice(m.index, m.end);
  if (written !== written.toLowerCase() || prose[m.index - 1] === '#') return false;
  const words = tokenize(b.name).map((t) => t.t);
  return words.length > 1 && words.every((w) => isOrdinaryWord(w)) && written === words.join('');
}

/**
 * Whether a one-word name the catalog capitalises is written in lower case right after an article of another language
 * ("el calor de Monterrey" for Calor, "la carrera" for Carrera): a noun of that language, not the brand.
 */
export function commonNounAfterArticle(b: CatalogBrand, prose: string, m: { index: number; end: number }): boolean {
  const written = prose.slice(m.index, m.end);
  if (written !== written.toLowerCase() || b.name === b.name.toLowerCase() || /\s/.test(b.name.trim())) return false;
  return ARTICLE_BEFORE.test(prose.slice(Math.max(0, m.index - 8), m.index));
}
export const ELIDED = /^['’]\p{L}/u;
export const DIRECT_MESSAGE_BEFORE =
  /(?<![\p{L}\p{N}])(?:a|my|your|our|the|via|by|in|into|send|sent|drop|slide into)[ \t]+$/iu;
const ARTICLE_BEFORE =
  /(?<![\p{L}\p{N}])(?:el|la|los|las|un|una|unos|unas|le|les|il|lo|gli|der|die|das|dem|den|o|os|um|uma|het|een)[ \t]+$/u;

/**
 * Whether a name is one of a run joined by slashes without spaces that holds a word no brand is named by ("PC/PS4/Xbox",
 * "iOS/Android/Switch"): what a game or an accessory runs on, not a brand the text promotes; unless the text links or
 * writes the brand's domain. A run of brands only ("Amazon/Flipkart") still names each.
 */
export function inPlatformList(
  b: CatalogBrand,
  prose: string,
  m: { index: number; end: number },
  links: FoundLink[],
  catalog: BrandCatalog,
): boolean {
  const glued = (at: number) => /[\p{L}\p{N}]/u.test(prose[at] ?? '');
  const before = prose[m.index - 1] === '/' && glued(m.index - 2);
  const after = prose[m.end] === '/' && glued(m.end + 1);
  if (!before && !after) return false;
  let start = m.index;
  while (start > 0 && !/\s/u.test(prose[start - 1])) start--;
  let end = m.end;
  while (end < prose.length && !/\s/u.test(prose[end])) end++;
  const run = prose.slice(start, end);
  // A link's path is no list.
  if (/:\/\/|\.[a-z]{2,}\//i.test(run)) return false;
  const words = run.split('/').map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  if (words.length < 3 || words.some((w) => !w)) return false;
  const named = (w: string) => catalog.byWholeName(w).length > 0;
  if (words.every(named)) return false;
  return !writesOrLinksDomain(b, prose, links);
}

/**
 * Whether a name is written as a discount code that a link of another domain on its line carries in its path ("-10 %
 * avec le code CLIO : hostinger.fr/clio", "código ANA en lumora.mx/ana"): the creator's own code word at that store,
 * not the brand it spells, unless the text links or writes that brand's domain ("code NORD: nordvpn.com/nord").
 */
export function codeOfAnotherLink(
  b: CatalogBrand,
  prose: string,
  m: { index: number; end: number },
  links: FoundLink[],
): boolean {
  const lineStart = prose.lastIndexOf('\n', m.index - 1) + 1;
  if (!CODE_WORD_BEFORE_WORLD.test(prose.slice(Math.max(lineStart, m.index - 30), m.index))) return false;
  if (writesOrLinksDomain(b, prose, links)) return false;
  const word = norm(prose.slice(m.index, m.end));
  if (word.length < 3) return false;
  const lineEnd = prose.indexOf('\n', m.end);
  return links.some((l) => {
    if (l.index < lineStart || (lineEnd >= 0 && l.index > lineEnd)) return false;
    const path = urlPath(l.url);
    return path !== null && path.split(/[/?#=&]/).some((seg) => norm(seg) === word);
  });
}

/**
 * Whether a name is followed by the same capitalised English word wherever the video's texts write it ("Free Fire" …
 * "FREE FIRE"): the head of one longer name, never written alone. `texts`: the text read and the video's title and
 * description.
 */
export function onlyHeadOfLongerName(texts: string[], start: number, end: number): boolean {
  const next = NEXT_NAME_WORD.exec(texts[0].slice(end, end + 40))?.[1].toLowerCase();
  if (!next || !isOrdinaryWord(next)) return false;
  const name = texts[0].slice(start, end).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = new RegExp(`(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])`, 'giu');
  for (const text of texts)
    for (const m of text.matchAll(at))
      if (
        NEXT_NAME_WORD.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 40))?.[1].toLowerCase() !== next
      )
        return false;
  return true;
}
// A short name the catalog writes with a capital inside it ("SoFi"): written with its first capital only ("Sofi") it
// is a first name ("Somos Rodrigo, Paty, Sofi y Emi"), read as the brand only where the text links or writes its domain.
const INNER_CAPITAL_NAME = /^\p{Lu}\p{Ll}+\p{Lu}\p{L}*$/u;
const FIRST_NAME_SHAPE = /^\p{Lu}\p{Ll}{2,3}$/u;
export function firstNameForm(b: CatalogBrand, spelled: string): boolean {
  return FIRST_NAME_SHAPE.test(spelled) && INNER_CAPITAL_NAME.test(b.name) && b.name.length === spelled.length;
}

/**
 * Whether a short name the catalog writes in capitals ("TIM") is written as a first name ("Tim") and thanked as one
 * ("(thanks Tim!)", "cheers Tim,", "Obrigada Ana Clara de Recife"): the person who helped, not the brand.
 */
export function thankedPerson(b: CatalogBrand, prose: string, m: { index: number; end: number }): boolean {
  const spelled = prose.slice(m.index, m.end);
  return (
    ACRONYM_NAME.test(b.name) &&
    FIRST_NAME_SHAPE.test(spelled) &&
    b.name.length === spelled.length &&
    THANKS_BEFORE_NAME.test(prose.slice(Math.max(0, m.index - 16), m.index)) &&
    FIRST_NAME_ENDS.test(prose.slice(m.end, m.end + 24))
  );
}
const ACRONYM_NAME = /^\p{Lu}{3,4}$/u;
// After a first name: the end of the thanks, or a second name or surname ("Ana Clara", "Tim Okafor").
const FIRST_NAME_ENDS = /^(?:\s*(?:[!),.;:]|$)| \p{Lu}\p{Ll}+(?![\p{L}\p{N}]))/u;

/**
 * Whether a one-word name is a person's first name in this text: written somewhere with a surname after it (a
 * capitalised word that is no ordinary word) in a list of people ("Players: Marcus Oyelaran, Priya Sandoval", "ft.
 * Chase Moreno"), so "Marcus's dice tower" is the player's, not the bank's. `seen` keeps each name's answer.
 */
export function personsName(spelled: string, prose: string, seen: Map<string, boolean>): boolean {
  let is = seen.get(spelled);
  if (is !== undefined) return is;
  is = false;
  if (PERSON_NAME_SHAPE.test(spelled) && !isOrdinaryWord(spelled.toLowerCase())) {
    for (let at = prose.indexOf(spelled); at >= 0 && !is; at = prose.indexOf(spelled, at + 1)) {
      if (/[\p{L}\p{N}]/u.test(prose[at - 1] ?? '')) continue;
      const surname = SURNAME_AFTER.exec(prose.slice(at + spelled.length, at + spelled.length + 40))?.[1];
      if (!surname || isOrdinaryWord(surname.toLowerCase())) continue;
      is = PEOPLE_BEFORE.test(prose.slice(Math.max(prose.lastIndexOf('\n', at - 1) + 1, at - 200), at));
    }
  }
  seen.set(spelled, is);
  return is;
}
const PERSON_NAME_SHAPE = /^\p{Lu}\p{Ll}{2,}$/u;
const SURNAME_AFTER = /^[ \t]+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}\p{N}])/u;

// A capitalised word right after a name, one space apart: "Fire", "FIRE".
const NEXT_NAME_WORD = /^ (\p{Lu}\p{L}*)(?![\p{L}\p{N}])/u;

/** Whether the text links one of a brand's domains or writes one ("free.fr"). */
export function writesOrLinksDomain(b: CatalogBrand, prose: string, links: FoundLink[]): boolean {
  const own = new Set(b.domains.map((d) => registrableDomain(d)));
  if (links.some((l) => own.has(l.domain))) return true;
  const lower = prose.toLowerCase();
  return b.domains.some((d) => lower.includes(d.toLowerCase()));
}

// What follows the local part of an e-mail address: "@" and a dotted domain.
export const EMAIL_AT = /^[\w.+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)+/i;

/**
 * Whether a name is the label of the creator's own page on its line: nothing but marks before it on the line, and
 * nothing but marks between it and the link (`pages`: where the brand's own-page links of the line start).
 */
export function labelsOwnPage(
  prose: string,
  m: { index: number; end: number },
  lineStart: number,
  pages: (number | undefined)[],
): boolean {
  if (/[\p{L}\p{N}]/u.test(prose.slice(lineStart, m.index))) return false;
  // A note in brackets between them is the label's ("Patreon (early videos and the STL files): patreon.com/…").
  return pages.some(
    (at) =>
      at !== undefined && at >= m.end && !/[\p{L}\p{N}]/u.test(prose.slice(m.end, at).replace(/\([^()\n]*\)/gu, '')),
  );
}

// Up to three capitalised words after a name: "Fire" after "Free" in "diamantes de Free Fire – telcel.com/freefire";
// up to two before it: "Pendle" before "Slot" in "Jo at Pendle Slot Racing".
const CAPITALISED_AFTER = /^(?:[ \t]+\p{Lu}[\p{L}\p{N}]*){1,3}/u;
const CAPITALISED_BEFORE = /(?:\p{Lu}[\p{L}\p{N}]*[ \t]+){1,2}$/u;

/** One longer name a name stands in: its words joined, and how many of them come before and after the name. */
export interface LongerName {
  words: string;
  before: number;
  after: number;
}

/**
 * The longer names a name may stand in, with the capitalised words around it (the most words first; none when no
 * capitalised word touches it): what headsLinkedName and insideOwnName compare with links and the channel's keys.
 */
export function longerNames(prose: string, m: { index: number; end: number }): LongerName[] {
  const after =
    CAPITALISED_AFTER.exec(prose.slice(m.end, m.end + 60))?.[0]
      .trim()
      .split(/\s+/) ?? [];
  const before =
    CAPITALISED_BEFORE.exec(prose.slice(Math.max(0, m.index - 40), m.index))?.[0]
      .trim()
      .split(/\s+/) ?? [];
  const name = prose.slice(m.index, m.end);
  const out: LongerName[] = [];
  for (let k = before.length; k >= 0; k--)
    for (let n = after.length; n >= 0; n--)
      if (k > 0 || n > 0)
        out.push({
          words: [...before.slice(before.length - k), name, ...after.slice(0, n)].join(''),
          before: k,
          after: n,
        });
  return out;
}

/**
 * Whether a name is part of a longer name that a link on its line spells joined, on another brand's site ("Free Fire –
 * telcel.com/freefire", "Nova Reyes: novareyes.lnk.to/…"): the longer name is the linked page's game, product or
 * artist, not the brand. A link anywhere in the text whose domain is that longer name exactly ("Lumora Mall paid for
 * this segment" … "lumoramall.com/offers", "Jo at Pendle Slot Racing put a few bits in" … "pendleslotracing.co.uk") is
 * the longer name's own site: the name is that brand's, not the shorter one's.
 */
export function headsLinkedName(
  m: { brand: CatalogBrand },
  line: number,
  longer: LongerName[],
  links: () => LinkIndex,
): boolean {
  if (!longer.length) return false;
  const { byLabel, byLine, bySegment } = links();
  const notOwn = (domain: string) => !m.brand.domains.some((d) => registrableDomain(d) === domain);
  for (const l of longer) {
    const joined = l.words.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
    // Words after the name only: a link on its own line whose address holds them.
    if (
      l.before === 0 &&
      (byLine.get(line) ?? []).some((x) => notOwn(x.link!.domain) && x.link!.url.toLowerCase().includes(joined))
    )
      return true;
    if (byLabel.get(joined)?.some(notOwn)) return true;
    // A page of the text whose last path segment is the longer name ("our Chipotle Honey" …
    // "pecosfire.com/shop/chipotle-honey"): that page's product, not the catalog's Chipotle.
    if (l.after > 0 && bySegment.get(joined)?.some(notOwn)) return true;
  }
  return false;
}

/** A text's links by the first label of their domain and by line: what headsLinkedName compares names against. */
export interface LinkIndex {
  byLabel: Map<string, string[]>;
  byLine: Map<number, Mention[]>;
  /** The creator's own pages by the last segment of their path, letters and digits ("chipotle-honey" → "chipotlehoney"). */
  bySegment: Map<string, string[]>;
}
export function linkIndex(mentions: Mention[]): LinkIndex {
  const byLabel = new Map<string, string[]>();
  const byLine = new Map<number, Mention[]>();
  const bySegment = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, domain: string) =>
    (map.get(key) ?? map.set(key, []).get(key)!).push(domain);
  for (const x of mentions) {
    if (x.kind !== 'link' || !x.link) continue;
    add(byLabel, x.link.domain.split('.')[0].replace(/-/g, ''), x.link.domain);
    (byLine.get(x.line) ?? byLine.set(x.line, []).get(x.line)!).push(x);
    const segment = norm((urlPath(x.link.url) ?? '').replace(/\/+$/, '').split('/').pop() ?? '');
    // Only the creator's own pages: a store's product page names a maker's product ("Velora Cloud Mist:
    // quillmart.com/velora-cloud-mist" is still Velora's).
    if (segment.length >= 6 && x.cls === 'self') add(bySegment, segment, x.link.domain);
  }
  return { byLabel, byLine, bySegment };
}

/**
 * Whether a name is a word of the channel's own name, written whole with the capitalised words around it ("Pelorus
 * Line passengers get 10% off" on Pelorus Line's channel): the uploader, not the catalog's Line.
 */
export function insideOwnName(longer: LongerName[], ctx: Context): boolean {
  return longer.some((l) => {
    const joined = norm(l.words);
    return joined.length >= 6 && ctx.ownKeys.includes(joined);
  });
}

// A name's verb endings after an apostrophe: "DM'd", "DM’ing", "X'ed".
export const VERB_APOSTROPHE = /^['’](?:d|ed|ing)(?![\p{L}\p{N}])/u;
