// Mentions: every link of a text as its resolution reads it (linkResolution.ts), and every catalog brand name in its
// prose, with the readings that keep a name or a link from being a brand's mention.
import { isOrdinaryWord, tokenize, type BrandCatalog, type CatalogBrand } from '../catalog.js';
import { homeMarketNotEnglish, startsEnglishPhrase, startsImperative } from '../ordinaryWords.js';
import { registrableDomain, urlPath, type FoundLink } from '../links.js';
import { catalogTarget, domainLabel, norm } from './keys.js';
import { HOST_LIST_BEFORE_LINKS, LINK_VERB_BEFORE_HOST } from './lexicon/english.js';
import { LEGAL_LABEL, SHOW_HOME_LABEL } from './lexicon/sections.js';
import { CASHBACK_AT, CODE_WORD_BEFORE_WORLD, PEOPLE_BEFORE } from './lexicon/worldLanguages.js';
import { labelVariants, linkedRecordOfName } from './naming.js';
import { isOwnBrand, profileOrShopPath } from './ownership.js';
import { nameShortLinkStores } from './stores.js';
import { lineAt } from './text.js';
import type { Context, Line, Mention, Target } from './types.js';
import { LEGAL_PAGE, NAME_IN_DOMAIN, markOwnRedirectors, resolveLink } from './linkResolution.js';

/** The mentions of a text, in order: its links (a link before a name at the same offset), then catalog names. */
export function findMentions(
  links: FoundLink[],
  prose: string,
  lines: Line[],
  unitAt: (pos: number) => number,
  ctx: Context,
): Mention[] {
  const mentions: Mention[] = [];
  for (const link of links) {
    const r = resolveLink(link, ctx);
    if (namesKindOfLinks(link, lines[link.line])) {
      // "Links naar bol.com zijn affiliate links": the store is named, not linked.
      if (r.cls === 'catalog' && r.target) {
        const at = { index: link.index, end: link.end, line: link.line, unit: unitAt(link.index) };
        mentions.push({ kind: 'name', ...at, target: r.target, cls: 'name', referral: false });
      }
      continue;
    }
    const profile = !r.referral && profileOrShopPath(link.url)?.profile === true;
    mentions.push({
      kind: 'link',
      index: link.index,
      end: link.end,
      line: link.line,
      unit: unitAt(link.index),
      target: r.target,
      cls: r.cls,
      link,
      referral: r.referral,
      expandedTo: r.expandedTo,
      profile,
      platform: r.platform,
      resolution: r.resolution,
    });
  }
  // The site of the uploader's legal notice ("Impressum: nwr.de/impressum", "Mentions légales : …"), or of the show's
  // home on its broadcaster ("Catch up on full episodes: 8now.com.au/sunup"), is the uploader's own, or its
  // publisher's: none of its links is a sponsor.
  const legal = new Set<string>();
  for (const m of mentions) {
    if (!m.link || !m.target || (m.cls !== 'new' && m.cls !== 'catalog') || m.referral) continue;
    const l = lines[m.line];
    const label = textBefore(l.text, m.index - l.start, LABEL_REACH);
    if (LEGAL_PAGE.test(m.link.url) || LEGAL_LABEL.test(label) || SHOW_HOME_LABEL.test(label)) legal.add(m.link.domain);
  }
  if (legal.size) {
    for (const m of mentions) {
      if (!m.link || !legal.has(m.link.domain) || m.referral) continue;
      m.cls = 'self';
      m.target = null;
      m.resolution = undefined;
    }
  }
  // The platforms whose link on a line is the creator's own page there ("Twitch: twitch.tv/<handle>"), by where the
  // link starts: the platform's name as that link's label names no sponsor ("This video is sponsored by Linktree:
  // linktr.ee/<handle>" still does).
  const ownPages = new Map<string, number>();
  for (const m of mentions) if (m.link && m.cls === 'self') ownPages.set(`${m.line} ${m.link.domain}`, m.index);
  const names = ctx.catalog.byName(prose);
  // Where a catalog name ends: a name right after another, one space apart, continues its product's name ("the
  // Owlet Smart Sock" names no Smart, "Lumora Nova Pro" no Nova).
  const nameEnds = new Set(names.map((n) => n.end));
  // What a name stands for is the same wherever the text writes it: read once a brand, not once a mention (a text
  // repeating a name a thousand times reads its links once).
  const linkedCatalog = mentions
    .filter((x) => x.kind === 'link' && x.cls === 'catalog' && x.target?.brand)
    .map((x) => x.target!.brand!);
  const standsFor = new Map<CatalogBrand, Target>();
  const targetOf = (b: CatalogBrand): Target => {
    let t = standsFor.get(b);
    if (!t) {
      t = newLinkOfName(b, prose, mentions, links) ?? catalogTarget(linkedRecordOfName(b, linkedCatalog) ?? b);
      standsFor.set(b, t);
    }
    return t;
  };
  const people = new Map<string, boolean>();
  // The links' index, built once a text and only when a name has capitalised words around it.
  let index: LinkIndex | undefined;
  const linkIdx = () => (index ??= linkIndex(mentions));
  for (const m of names) {
    const b = m.brand;
    if (isOwnBrand(b, ctx)) continue;
    // The network whose site the text links as the show's home or its legal notice is named as the uploader's own
    // ("donnerstags auf ELF und danach in der ELF-Mediathek: elf-tv.de/…"): no sponsor by its name either.
    if (legal.size && b.domains.some((d) => legal.has(d))) continue;
    if (prose[m.index - 1] === ' ' && nameEnds.has(m.index - 1)) continue;
    // The local part of an e-mail address names a person or a desk ("Współpraca: ola@urodauoli.pl"), no brand.
    if (EMAIL_AT.test(prose.slice(m.end, m.end + 64))) continue;
    // A foreign market's brand whose name is an English word ("Free", free.fr), capitalised only by the start of a
    // sentence that reads on in English ("Free classes ke liye app download karo"), is the word: it names the brand
    // only with the brand's domain written or linked in the text.
    if (
      homeMarketNotEnglish(b.domains) &&
      tokenize(prose.slice(m.index, m.end)).every((t) => isOrdinaryWord(t.t)) &&
      startsEnglishPhrase(prose, m.index, m.end, isOrdinaryWord) &&
      !writesOrLinksDomain(b, prose, links)
    )
      continue;
    // The same brand written only as the head of one longer English name ("Free Fire", the game, in "Descarga Free Fire
    // gratis" and "Mi ID en Free Fire"), never alone: the text names the longer name, not the brand.
    if (
      homeMarketNotEnglish(b.domains) &&
      tokenize(prose.slice(m.index, m.end)).every((t) => isOrdinaryWord(t.t)) &&
      onlyHeadOfLongerName([prose, ctx.input.title, ctx.input.description ?? ''], m.index, m.end) &&
      !writesOrLinksDomain(b, prose, links) &&
      !b.domains.some((d) => (ctx.input.description ?? '').toLowerCase().includes(d))
    )
      continue;
    if (writesOrdinaryNameJoined(b, prose, m)) continue;
    if (commonNounAfterArticle(b, prose, m) && !writesOrLinksDomain(b, prose, links)) continue;
    // A word in lower case elided before the next ("dell'uscita", "nell'ordine") is an article, no brand.
    if (ELIDED.test(prose.slice(m.end, m.end + 2)) && !/\p{Lu}/u.test(prose.slice(m.index, m.end))) continue;
    // "send me a DM", "DM on Instagram": a direct message, not the drugstore.
    if (
      /^DMs?$/.test(prose.slice(m.index, m.end)) &&
      DIRECT_MESSAGE_BEFORE.test(prose.slice(Math.max(0, m.index - 16), m.index))
    )
      continue;
    if (firstNameForm(b, prose.slice(m.index, m.end)) && !writesOrLinksDomain(b, prose, links)) continue;
    if (thankedPerson(b, prose, m) && !writesOrLinksDomain(b, prose, links)) continue;
    if (personsName(prose.slice(m.index, m.end), prose, people) && !writesOrLinksDomain(b, prose, links)) continue;
    if (codeOfAnotherLink(b, prose, m, links)) continue;
    if (inPlatformList(b, prose, m, links, ctx.catalog)) continue;
    // A name written as a verb with an apostrophe ("Their team DM'd me", "DM'ing them", "Google'd") is the verb.
    if (VERB_APOSTROPHE.test(prose.slice(m.end, m.end + 5))) continue;
    // A one-word name that is a verb starting its sentence with its object after it ("Grab one at dbrand.com") is the
    // imperative, unless the text links or writes the brand's domain.
    const spelled = tokenize(prose.slice(m.index, m.end));
    if (
      spelled.length === 1 &&
      isOrdinaryWord(spelled[0].t) &&
      startsImperative(prose, m.index, m.end) &&
      !writesOrLinksDomain(b, prose, links)
    )
      continue;
    // A shop named as where a sponsor's card pays back ("кэшбэк за покупки в Steam и PlayStation Store") is no sponsor.
    if (CASHBACK_AT.test(prose.slice(Math.max(0, m.index - 80), m.index))) continue;
    const line = lineAt(lines, m.index);
    if (headsLinkedName(prose, m, line, linkIdx)) continue;
    if (insideOwnName(prose, m, ctx)) continue;
    if (
      ownPages.size &&
      labelsOwnPage(
        prose,
        m,
        lines[line].start,
        b.domains.map((d) => ownPages.get(`${line} ${d}`)),
      )
    )
      continue;
    mentions.push({
      kind: 'name',
      index: m.index,
      end: m.end,
      line,
      unit: unitAt(m.index),
      target: targetOf(b),
      cls: 'name',
      referral: false,
    });
  }
  mentions.sort((a, b) => a.index - b.index || (a.kind === b.kind ? 0 : a.kind === 'link' ? -1 : 1));
  linksOfNamedBrands(mentions);
  markOwnRedirectors(mentions, prose, ctx);
  nameShortLinkStores(mentions, prose, lines, ctx);
  return mentions;
}

/**
 * An unknown link whose domain starts with the name of a catalog brand its own line names, a word of its own after it
 * ("my Ledger referral code is baked into this link: ledgerwallet.com/r/…", "Lumora: lumoraphones.com/…"): that
 * brand's link under a domain the directory lacks, not a new brand beside it. A name of five letters or more.
 */
function linksOfNamedBrands(mentions: Mention[]): void {
  const namesByLine = new Map<number, CatalogBrand[]>();
  for (const m of mentions)
    if (m.kind === 'name' && m.target?.brand)
      (namesByLine.get(m.line) ?? namesByLine.set(m.line, []).get(m.line)!).push(m.target.brand);
  if (!namesByLine.size) return;
  for (const m of mentions) {
    if (m.kind !== 'link' || m.cls !== 'new' || !m.target) continue;
    const brands = namesByLine.get(m.line);
    if (!brands) continue;
    const label = norm(domainLabel(m.target.domain));
    const owner = brands.find((b) =>
      [norm(b.name), ...b.domains.map((d) => norm(domainLabel(d)))].some(
        (key) => key.length >= 5 && label.length > key.length && label.startsWith(key),
      ),
    );
    if (!owner) continue;
    m.cls = 'catalog';
    m.target = catalogTarget(owner);
    m.resolution = NAME_IN_DOMAIN;
  }
}

/**
 * A directory name the text links under another domain of that name, the directory's own not written or linked
 * ("Globe skateboards: globebrand.com/au" with the directory's Globe a telecom at globe.com.ph): the name is the
 * linked brand's, a new one; null when no link or several domains spell it. The brand's own label under another
 * country's suffix is the brand itself (mercadolibre.com beside the directory's mercadolibre.com.mx).
 */
function newLinkOfName(b: CatalogBrand, prose: string, mentions: Mention[], links: FoundLink[]): Target | null {
  if (writesOrLinksDomain(b, prose, links)) return null;
  const name = norm(b.name);
  // A domain of the brand's own label under another country's suffix (mercadolibre.com beside .com.mx) is the brand.
  const own = new Set(b.domains.map((d) => norm(domainLabel(d))));
  const spelling = new Map<string, Target>();
  for (const x of mentions)
    if (
      x.kind === 'link' &&
      x.cls === 'new' &&
      x.target &&
      !own.has(norm(domainLabel(x.target.domain))) &&
      labelVariants(x.target.domain).includes(name)
    )
      spelling.set(x.target.domain, x.target);
  return spelling.size === 1 ? [...spelling.values()][0] : null;
}

/**
 * Whether prose writes a name of ordinary words joined and in lower case ("for this makeover" for Make Over): the
 * word, as the name's own words in lower case are (a hashtag, "#makeover", and a link's path still name the brand).
 */
function writesOrdinaryNameJoined(b: CatalogBrand, prose: string, m: { index: number; end: number }): boolean {
  const written = prose.slice(m.index, m.end);
  if (written !== written.toLowerCase() || prose[m.index - 1] === '#') return false;
  const words = tokenize(b.name).map((t) => t.t);
  return words.length > 1 && words.every((w) => isOrdinaryWord(w)) && written === words.join('');
}

/**
 * Whether a one-word name the catalog capitalises is written in lower case right after an article of another language
 * ("el calor de Monterrey" for Calor, "la carrera" for Carrera): a noun of that language, not the brand.
 */
function commonNounAfterArticle(b: CatalogBrand, prose: string, m: { index: number; end: number }): boolean {
  const written = prose.slice(m.index, m.end);
  if (written !== written.toLowerCase() || b.name === b.name.toLowerCase() || /\s/.test(b.name.trim())) return false;
  return ARTICLE_BEFORE.test(prose.slice(Math.max(0, m.index - 8), m.index));
}
const ELIDED = /^['’]\p{L}/u;
const DIRECT_MESSAGE_BEFORE =
  /(?<![\p{L}\p{N}])(?:a|my|your|our|the|via|by|in|into|send|sent|drop|slide into)[ \t]+$/iu;
const ARTICLE_BEFORE =
  /(?<![\p{L}\p{N}])(?:el|la|los|las|un|una|unos|unas|le|les|il|lo|gli|der|die|das|dem|den|o|os|um|uma|het|een)[ \t]+$/u;

/**
 * Whether a name is one of a run joined by slashes without spaces that holds a word no brand is named by ("PC/PS4/Xbox",
 * "iOS/Android/Switch"): what a game or an accessory runs on, not a brand the text promotes; unless the text links or
 * writes the brand's domain. A run of brands only ("Amazon/Flipkart") still names each.
 */
function inPlatformList(
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
function codeOfAnotherLink(
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
function onlyHeadOfLongerName(texts: string[], start: number, end: number): boolean {
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
function firstNameForm(b: CatalogBrand, spelled: string): boolean {
  return FIRST_NAME_SHAPE.test(spelled) && INNER_CAPITAL_NAME.test(b.name) && b.name.length === spelled.length;
}

/**
 * Whether a short name the catalog writes in capitals ("TIM") is written as a first name ("Tim") and thanked as one
 * ("(thanks Tim!)", "cheers Tim,"): the person who helped, not the brand.
 */
function thankedPerson(b: CatalogBrand, prose: string, m: { index: number; end: number }): boolean {
  const spelled = prose.slice(m.index, m.end);
  return (
    ACRONYM_NAME.test(b.name) &&
    FIRST_NAME_SHAPE.test(spelled) &&
    b.name.length === spelled.length &&
    THANKS_BEFORE.test(prose.slice(Math.max(0, m.index - 16), m.index)) &&
    /^\s*(?:[!),.;:]|$)/.test(prose.slice(m.end, m.end + 2))
  );
}
const ACRONYM_NAME = /^\p{Lu}{3,4}$/u;
const THANKS_BEFORE = /(?<![\p{L}\p{N}])(?:thanks|thank you|thanks to|cheers|ta|big thanks to|shout-?out to)[ \t]+$/iu;

/**
 * Whether a one-word name is a person's first name in this text: written somewhere with a surname after it (a
 * capitalised word that is no ordinary word) in a list of people ("Players: Marcus Oyelaran, Priya Sandoval", "ft.
 * Chase Moreno"), so "Marcus's dice tower" is the player's, not the bank's. `seen` keeps each name's answer.
 */
function personsName(spelled: string, prose: string, seen: Map<string, boolean>): boolean {
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
function writesOrLinksDomain(b: CatalogBrand, prose: string, links: FoundLink[]): boolean {
  const own = new Set(b.domains.map((d) => registrableDomain(d)));
  if (links.some((l) => own.has(l.domain))) return true;
  const lower = prose.toLowerCase();
  return b.domains.some((d) => lower.includes(d.toLowerCase()));
}

// What follows the local part of an e-mail address: "@" and a dotted domain.
const EMAIL_AT = /^[\w.+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)+/i;

/**
 * Whether a name is the label of the creator's own page on its line: nothing but marks before it on the line, and
 * nothing but marks between it and the link (`pages`: where the brand's own-page links of the line start).
 */
function labelsOwnPage(
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

/**
 * Whether a name is part of a longer name that a link on its line spells joined, on another brand's site ("Free Fire –
 * telcel.com/freefire", "Nova Reyes: novareyes.lnk.to/…"): the longer name is the linked page's game, product or
 * artist, not the brand. A link anywhere in the text whose domain is that longer name exactly ("Lumora Mall paid for
 * this segment" … "lumoramall.com/offers", "Jo at Pendle Slot Racing put a few bits in" … "pendleslotracing.co.uk") is
 * the longer name's own site: the name is that brand's, not the shorter one's.
 */
function headsLinkedName(
  prose: string,
  m: { brand: CatalogBrand; index: number; end: number },
  line: number,
  links: () => LinkIndex,
): boolean {
  const after =
    CAPITALISED_AFTER.exec(prose.slice(m.end, m.end + 60))?.[0]
      .trim()
      .split(/\s+/) ?? [];
  const before =
    CAPITALISED_BEFORE.exec(prose.slice(Math.max(0, m.index - 40), m.index))?.[0]
      .trim()
      .split(/\s+/) ?? [];
  if (!after.length && !before.length) return false;
  const { byLabel, byLine, bySegment } = links();
  const notOwn = (domain: string) => !m.brand.domains.some((d) => registrableDomain(d) === domain);
  const name = prose.slice(m.index, m.end);
  for (let k = before.length; k >= 0; k--) {
    for (let n = after.length; n >= 0; n--) {
      if (k === 0 && n === 0) continue;
      const joined = [...before.slice(before.length - k), name, ...after.slice(0, n)]
        .join('')
        .replace(/[^\p{L}\p{N}]/gu, '')
        .toLowerCase();
      // Words after the name only: a link on its own line whose address holds them.
      if (
        k === 0 &&
        (byLine.get(line) ?? []).some((x) => notOwn(x.link!.domain) && x.link!.url.toLowerCase().includes(joined))
      )
        return true;
      if (byLabel.get(joined)?.some(notOwn)) return true;
      // A page of the text whose last path segment is the longer name ("our Chipotle Honey" …
      // "pecosfire.com/shop/chipotle-honey"): that page's product, not the catalog's Chipotle.
      if (n > 0 && bySegment.get(joined)?.some(notOwn)) return true;
    }
  }
  return false;
}

/** A text's links by the first label of their domain and by line: what headsLinkedName compares names against. */
interface LinkIndex {
  byLabel: Map<string, string[]>;
  byLine: Map<number, Mention[]>;
  /** Links by the last segment of their path, its letters and digits only ("chipotle-honey" → "chipotlehoney"). */
  bySegment: Map<string, string[]>;
}
function linkIndex(mentions: Mention[]): LinkIndex {
  const byLabel = new Map<string, string[]>();
  const byLine = new Map<number, Mention[]>();
  const bySegment = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, domain: string) =>
    (map.get(key) ?? map.set(key, []).get(key)!).push(domain);
  for (const x of mentions) {
    if (x.kind !== 'link' || !x.link) continue;
    add(byLabel, x.link.domain.split('.')[0], x.link.domain);
    (byLine.get(x.line) ?? byLine.set(x.line, []).get(x.line)!).push(x);
    const segment = norm((urlPath(x.link.url) ?? '').replace(/\/+$/, '').split('/').pop() ?? '');
    if (segment.length >= 6) add(bySegment, segment, x.link.domain);
  }
  return { byLabel, byLine, bySegment };
}

/**
 * Whether a name is a word of the channel's own name, written whole with the capitalised words around it ("Pelorus
 * Line passengers get 10% off" on Pelorus Line's channel): the uploader, not the catalog's Line.
 */
function insideOwnName(prose: string, m: { index: number; end: number }, ctx: Context): boolean {
  const after =
    CAPITALISED_AFTER.exec(prose.slice(m.end, m.end + 60))?.[0]
      .trim()
      .split(/\s+/) ?? [];
  const before =
    CAPITALISED_BEFORE.exec(prose.slice(Math.max(0, m.index - 40), m.index))?.[0]
      .trim()
      .split(/\s+/) ?? [];
  if (!after.length && !before.length) return false;
  const name = prose.slice(m.index, m.end);
  for (let k = before.length; k >= 0; k--)
    for (let n = after.length; n >= 0; n--) {
      if (k === 0 && n === 0) continue;
      const joined = norm([...before.slice(before.length - k), name, ...after.slice(0, n)].join(''));
      if (joined.length >= 6 && ctx.ownKeys.includes(joined)) return true;
    }
  return false;
}

// A name's verb endings after an apostrophe: "DM'd", "DM’ing", "X'ed".
const VERB_APOSTROPHE = /^['’](?:d|ed|ing)(?![\p{L}\p{N}])/u;

// A kind of link named by its site: "bol.com links", "Amazon.com-Links", "links to bol.com", "Links naar bol.com",
// "Links zu otto.de", "liens vers fnac.com", "links da amazon.com.br", Turkish "Amazon.com.tr bağlantıları / linkleri",
// Polish "linki do allegro.pl", "linki z x-kom.pl"; and a link told by how it starts: "when a link starts with amzn.to",
// "links beginning with geni.us" (the site's name, no link of its own).
const LINKS_AFTER =
  /^[\s-]*(?:links?|urls?|liens?|link(?:ler)?(?:i|imiz|imizi)?|bağlantı\p{L}*|linki|linków|odnośnik\p{L}*)(?![\p{L}\p{N}])/iu;
const LINKS_BEFORE =
  /(?<![\p{L}\p{N}])(?:(?:links?|urls?|liens?|linki|linków|odnośnik\p{L}*)\s+(?:to|naar|van|zu|auf|von|vers|de|da|do|para|a|di|al|z|ze)|(?:starts?|starting|begins?|beginning)\s+with)\s+$/iu;

/** Whether a link is written as a bare site that names a kind of links rather than linking ("bol.com links"). */
function namesKindOfLinks(link: FoundLink, line: Line): boolean {
  const at = link.index - line.start;
  const to = link.end - line.start;
  if (/[/?#:]/.test(line.text.slice(at, to))) return false;
  const after = line.text.slice(to, to + 120);
  const list = HOST_LIST_BEFORE_LINKS.exec(after);
  return (
    LINKS_AFTER.test(after.slice(0, 12)) ||
    (!!list && LINKS_AFTER.test(after.slice(list[0].length, list[0].length + 12))) ||
    LINKS_BEFORE.test(line.text.slice(Math.max(0, at - 20), at)) ||
    LINK_VERB_BEFORE_HOST.test(line.text.slice(Math.max(0, at - 120), at))
  );
}

/** How far before a link its label is looked for: the longest label, its separator and one character before it. */
const LABEL_REACH = 120;

/**
 * The `reach` characters of `text` before `at` (all of them when fewer): a label is read right before its link, and
 * reading every link's whole line before it made one long line cost the square of its length.
 */
function textBefore(text: string, at: number, reach: number): string {
  return text.slice(Math.max(0, at - reach), at);
}
