// Naming: where a text spells a domain's name, whether a title names a brand, and a new brand's name.
import { STORE_NAMES } from '../hosts.js';
import { getDomainWithoutSuffix } from 'tldts';
import { ACRONYM, COMMON_WORDS, isOrdinaryWord, tokenize, type CatalogBrand } from '../catalog.js';
import { norm, domainLabel, withoutAccents } from './keys.js';
import { LATIN_CASE_ENDING } from './lexicon/worldLanguages.js';
import type { Doc, Target } from './types.js';

// Shop words around a brand's name in its domain: "getharvest", "tryfactor", "raycon-store".
const LABEL_PREFIXES = 'get try join drink use shop go my the buy hello with eat wear play'.split(' ');
// "audibletrial": a trial's landing domain.
const LABEL_SUFFIXES = 'app hq official shop store inc co usa us uk global online labs lab brand brands trial'.split(
  ' ',
);

/** The names a domain may stand for: its label, and the label without a shop prefix or suffix (3 letters or more). */
export function labelVariants(domain: string): string[] {
  // Asked per mention per statement (narrowing.ts): the public-suffix lookup behind it is the costly part.
  const known = variantsCache.get(domain);
  if (known) return known;
  const out = computeLabelVariants(domain);
  if (variantsCache.size >= VARIANTS_CACHE_MAX) variantsCache.clear();
  variantsCache.set(domain, out);
  return out;
}

const VARIANTS_CACHE_MAX = 10_000;
const variantsCache = new Map<string, string[]>();

function computeLabelVariants(domain: string): string[] {
  const label = norm(domainLabel(domain));
  const out = new Set([label]);
  for (const p of LABEL_PREFIXES) {
    if (label.startsWith(p) && label.length - p.length >= 3) out.add(label.slice(p.length));
  }
  // A suffix taken off leaves a name of three letters or more, not an ordinary word of three ("pet" of petco.com: "Pet
  // of the Week" spells no Petco).
  for (const s of LABEL_SUFFIXES) {
    const rest = label.slice(0, -s.length);
    if (label.endsWith(s) && rest.length >= 3 && !(rest.length === 3 && isOrdinaryWord(rest))) out.add(rest);
  }
  return [...out];
}

// The last text spelledName tokenized: it is asked about one sentence or line for each of the domains near it.
let lastText: string | undefined;
let lastTokens: ReturnType<typeof tokenize> = [];
function tokensOf(text: string): ReturnType<typeof tokenize> {
  if (text !== lastText) {
    lastTokens = tokenize(text);
    lastText = text;
  }
  return lastTokens;
}

/** Where prose (links blanked out) spells the domain's name ("Magic Spoon" for magicspoon.com): that spelling. */
export function spelledName(prose: string, domain: string): string | null {
  const tokens = tokensOf(prose);
  const variants = labelVariants(domain);
  for (const v of variants) {
    if (v.length < 3) continue;
    for (let i = 0; i < tokens.length; i++) {
      let acc = '';
      for (let k = i; k < Math.min(tokens.length, i + 4); k++) {
        if (k > i) {
          const gap = prose.slice(tokens[k - 1].end, tokens[k].start);
          // "Marks & Spencer" spells marksandspencer.com: "&" is the domain's "and".
          const and = gap.trim() === '&';
          if ((gap.length > 2 && !and) || /[\n\r]/.test(gap)) break;
          if (and) acc += 'and';
        }
        acc += tokens[k].t;
        if (acc === v) {
          const words = tokens.slice(i, k + 1);
          const first = prose[words[0].start];
          if (words.length === 1 && COMMON_WORDS.has(acc) && first === first.toLowerCase()) break;
          return prose.slice(tokens[i].start, tokens[k].end);
        }
        if (acc.length >= v.length) break;
      }
    }
  }
  return null;
}

/**
 * Whether a title names a brand by the lead of its name, the way titles name a product line: "Vortex Razor UHD"
 * for Vortex Optics, "The Anvil Foundry" for Anvil Brewing Equipment, "Grand Design Imagine" for
 * granddesignrv.com. The lead is the first word of the catalog name (or its first two when the first is a common
 * word), or capitalized title words that begin the domain's name and make at least 40% of it ("&" between them read
 * as "and"); at least 4 letters, never a single common word.
 */
export function titleNamesLead(title: string, tokens: { t: string; start: number }[], t: Target): boolean {
  if (!tokens.length) return false;
  const capital = (i: number) => /\p{Lu}/u.test(title[tokens[i].start]);
  if (t.brand) {
    const words = tokenize(t.brand.name).map((w) => w.t);
    if (words.length === 1 && inflectedIn(tokens, words[0])) return true;
    if (words.length < 2) return false;
    // A first word written with its "&" ("AT&T" of "AT&T México"), written so in the title, is the lead: the
    // ampersand makes it no common word, however short its letters.
    const first = t.brand.name.split(/\s+/)[0];
    if (first.includes('&') && first.length >= 3 && t.brand.name.length > first.length && writesExactly(title, first))
      return true;
    // A first word of two or three capitals ("SG" of "SG Cricket", "MG" of "MG Motor"), written so in the title, is the
    // lead too: its capitals make it the brand's initials, no common word, however short.
    if (/^\p{Lu}{2,3}$/u.test(first) && writesExactly(title, first)) return true;
    const lead = COMMON_WORDS.has(words[0]) ? words.slice(0, 2) : words.slice(0, 1);
    // An acronym of three the catalog writes in capitals and no ordinary word ("NYX" of NYX Professional Makeup), written
    // in capitals in the title too, as the catalog's byLead reads it ("Festival-Look mit NYX").
    if (lead.length === 1 && ACRONYM.test(first) && !isOrdinaryWord(lead[0]))
      return tokens.some((w) => w.t === lead[0] && title.slice(w.start, w.start + 3) === first);
    if (lead.join('').length < 4 || lead.every((w) => COMMON_WORDS.has(w))) return false;
    for (let i = 0; i + lead.length <= tokens.length; i++) {
      if (capital(i) && lead.every((w, k) => tokens[i + k].t === w)) return true;
    }
    return false;
  }
  const label = norm(domainLabel(t.domain));
  for (let i = 0; i < tokens.length; i++) {
    if (!capital(i)) continue;
    let acc = '';
    for (let k = i; k < Math.min(tokens.length, i + 3); k++) {
      // "&" between two words is the "and" of a domain's name ("Marks & Spencer" for marksandspencer.com).
      if (k > i && title.slice(tokens[k - 1].start + tokens[k - 1].t.length, tokens[k].start).includes('&'))
        acc += 'and';
      acc += tokens[k].t;
      if (!label.startsWith(acc)) break;
      if (acc.length >= 4 && acc.length >= label.length * 0.4 && !(k === i && COMMON_WORDS.has(acc))) return true;
    }
  }
  return false;
}

/** Whether `text` writes `word` as written, not inside a longer word. */
export function writesExactly(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + word.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

/**
 * Whether a title names a one-word Cyrillic brand in another case: Russian and Ukrainian names decline ("ужин из
 * продуктов Ленты" for Лента, "карта Тинькоффа" for Тинькофф), so a word that keeps the name but its last letter
 * and adds at most two letters names it. Names of four letters or more only. Czech, Slovak and Polish decline
 * Latin names too ("Týden vaření s Rohlíkem" for Rohlik, "dárky z Notina" for Notino): a word that is the name,
 * or the name without its last vowel, accents aside, followed by a case ending (LATIN_CASE_ENDING) names it, for
 * names of five letters or more.
 */
function inflectedIn(tokens: { t: string }[], name: string): boolean {
  if (name.length < 4) return false;
  if (/^\p{Script=Cyrillic}+$/u.test(name)) {
    const stem = name.slice(0, -1);
    return tokens.some((x) => x.t !== name && x.t.startsWith(stem) && x.t.length <= name.length + 2);
  }
  if (name.length < 5 || !/^\p{Script=Latin}+$/u.test(name)) return false;
  const plain = withoutAccents(name);
  const stems = /[aeiouy]$/.test(plain) ? [plain, plain.slice(0, -1)] : [plain];
  return tokens.some((x) => {
    const w = withoutAccents(x.t);
    return w !== plain && stems.some((s) => w.startsWith(s) && LATIN_CASE_ENDING.test(w.slice(s.length)));
  });
}

/** Whether a text spells the domain's name (see spelledName). */
export function spellsLabel(text: string, domain: string): boolean {
  return spelledName(text, domain) !== null;
}

/**
 * Whether a text spells a link of `doc` whose label holds `domain`'s and is longer: "Jo at Pendle Slot Racing" names
 * pendleslotracing.co.uk, not slot.it (nor a brand led by "Slot") beside it.
 */
export function spellsLongerLink(doc: Doc, text: string, domain: string): boolean {
  const label = domainLabel(domain);
  for (const [other, longer] of linkLabels(doc))
    if (other !== domain && longer.length > label.length && longer.includes(label) && spellsLabel(text, other))
      return true;
  return false;
}

/** The distinct domains a text's links go to, with their labels: read once a text (spellsLongerLink). */
function linkLabels(doc: Doc): Map<string, string> {
  let labels = LINK_LABELS.get(doc);
  if (!labels) {
    labels = new Map();
    for (const x of doc.mentions)
      if (x.kind === 'link' && x.target && !labels.has(x.target.domain))
        labels.set(x.target.domain, domainLabel(x.target.domain));
    LINK_LABELS.set(doc, labels);
  }
  return labels;
}
const LINK_LABELS = new WeakMap<Doc, Map<string, string>>();

/**
 * A new brand's name: the text's own spelling of the domain name ("Magic Spoon"), else "get-huel.co.uk" →
 * "Get Huel".
 */
export function deriveName(domain: string, contexts: string[]): string {
  for (const c of contexts) {
    const s = spelledName(c, domain);
    if (s) {
      const clean = s.replace(/\s+/g, ' ').trim();
      // Keep the text's spelling when it is a proper name (some capital letter); lowercase prose gets title case.
      if (/\p{Lu}/u.test(clean)) return clean;
      return clean.replace(/(^|[\s-])(\p{L})/gu, (_m, p: string, ch: string) => p + ch.toUpperCase());
    }
  }
  const known = STORE_NAMES[domain];
  if (known) return known;
  const label = getDomainWithoutSuffix(domain, { allowPrivateDomains: true }) ?? domain.split('.')[0];
  return label
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * The catalog brand whose longer name begins with a named brand's, linked in the text while the named brand is not
 * ("Benefit sent me the new brows" over benefitcosmetics.com links, with both "Benefit" and "Benefit Cosmetics" in
 * the catalog): the text's name is the short form of the linked brand's; null when there is none or several. So is
 * a record of the same name under other domains (a maker's European site beside its American one, two records
 * "Lumora"): the name stands for the record the text links. `linked`: the catalog brands the text links. Names in
 * prose (mentions.ts) and in chapters (promotion.ts) are read this way.
 */
export function linkedRecordOfName(b: CatalogBrand, linked: CatalogBrand[]): CatalogBrand | null {
  if (linked.includes(b)) return null;
  const name = b.name.trim().toLowerCase();
  const longer = new Set(
    linked.filter((x) => {
      const other = x.name.trim().toLowerCase();
      return x !== b && (other === name || other.startsWith(`${name} `));
    }),
  );
  return longer.size === 1 ? [...longer][0] : null;
}
