// Mentions: every link of a text as its resolution reads it (linkResolution.ts), and every catalog brand name in its
// prose, with the readings that keep a name or a link from being a brand's mention.
import { isOrdinaryWord, tokenize, type CatalogBrand } from '../catalog.js';
import { homeMarketNotEnglish, shoutedInEnglish, startsEnglishPhrase, startsImperative } from '../ordinaryWords.js';
import type { FoundLink } from '../links.js';
import { catalogTarget, domainLabel, norm } from './keys.js';
import { HOST_LIST_BEFORE_LINKS, LINK_VERB_BEFORE_HOST } from './lexicon/english.js';
import { LEGAL_LABEL, SHOW_HOME_LABEL } from './lexicon/sections.js';
import { CASHBACK_AT, EXAMPLE_STORES_BEFORE } from './lexicon/worldLanguages.js';
import { labelVariants, linkedRecordOfName } from './naming.js';
import { isOwnBrand, profileOrShopPath } from './ownership.js';
import { nameShortLinkStores } from './stores.js';
import { lineAt } from './text.js';
import type { Context, Doc, Line, Mention, Target } from './types.js';
import { LEGAL_PAGE, NAME_IN_DOMAIN, markOwnRedirectors, resolveLink } from './linkResolution.js';
import {
  codeOfAnotherLink,
  commonNounAfterArticle,
  DIRECT_MESSAGE_BEFORE,
  ELIDED,
  EMAIL_AT,
  firstNameForm,
  headsLinkedName,
  inPlatformList,
  insideOwnName,
  longerNames,
  labelsOwnPage,
  linkIndex,
  onlyHeadOfLongerName,
  personsName,
  thankedPerson,
  VERB_APOSTROPHE,
  writesOrdinaryNameJoined,
  writesOrLinksDomain,
  type LinkIndex,
} from './nameReadings.js';

/** The mentions of a text, in order: its links (a link before a name at the same offset), then catalog names. */
export function findMentions(
  links: FoundLink[],
  prose: string,
  lines: Line[],
  unitAt: (pos: number) => number,
  ctx: Context,
  origin: Doc['origin'],
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
  // A title has no links of its own: it names the records the description and the transcript link ("Christmas ravioli
  // with Woolworths Food | AD" over woolworths.co.za links is the linked record's name, not another country's).
  const linkedCatalog = [...mentions, ...(origin === 'title' ? ctx.allDocs.flatMap((d) => d.mentions) : [])]
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
  const headsLinked = new Set<CatalogBrand>();
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
    // only with the brand's domain written or linked in the text; so is the word written in capitals between English
    // words ("Get your first month FREE (just pay shipping)").
    if (
      homeMarketNotEnglish(b.domains) &&
      tokenize(prose.slice(m.index, m.end)).every((t) => isOrdinaryWord(t.t)) &&
      (startsEnglishPhrase(prose, m.index, m.end, isOrdinaryWord) ||
        shoutedInEnglish(prose, m.index, m.end, isOrdinaryWord)) &&
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
    // Nor one named as an example of where something works ("on sites like Amazon, Target and Macy's").
    const listBefore = prose.slice(Math.max(0, m.index - 80), m.index);
    if (CASHBACK_AT.test(listBefore) || EXAMPLE_STORES_BEFORE.test(listBefore)) continue;
    const line = lineAt(lines, m.index);
    const longer = longerNames(prose, m);
    if (headsLinkedName(m, line, longer, linkIdx)) {
      headsLinked.add(b);
      continue;
    }
    if (insideOwnName(longer, ctx)) continue;
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
  // A name the text writes as the head of a longer linked name ("Weber Rescue Systems" … weber-rescue.com) is that
  // name's short form wherever it stands alone in the same text ("… bei Weber auch niemand"): no mention of the catalog's
  // Weber. Only with a link of the text for the longer name, and none for the catalog brand.
  if (headsLinked.size) {
    const linkedKeys = new Set(mentions.filter((x) => x.kind === 'link').map((x) => x.target?.key));
    const shortForm = (x: Mention) =>
      x.kind === 'name' && !!x.target?.brand && headsLinked.has(x.target.brand) && !linkedKeys.has(x.target.key);
    let kept = 0;
    for (const x of mentions) if (!shortForm(x)) mentions[kept++] = x;
    mentions.length = kept;
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
