// Mentions: every link of a text resolved to a catalog brand, a new brand by its domain, a generic shortener, the
// creator's own site or a link that is never a sponsor; and every catalog brand name in its prose.
import { isOrdinaryWord, tokenize, type BrandCatalog, type CatalogBrand } from '../catalog.js';
import { homeMarketNotEnglish, startsEnglishPhrase, startsImperative } from '../ordinaryWords.js';
import { PLATFORM_HOSTS, STORE_NAMES } from '../hosts.js';
import {
  AFFILIATE_NETWORKS,
  AFFILIATE_SHORTENERS,
  GENERIC_SHORTENERS,
  NOT_SPONSOR_DOMAINS,
  hasAffiliateMarker,
  hostIn,
  isReferenceHost,
  parseLink,
  registrableDomain,
  urlPath,
  type FoundLink,
} from '../links.js';
import {
  advertiserOf,
  brandInPath,
  destinationOf,
  readThrough,
  resolvedBy,
  storeOfLinkHost,
  type Resolution,
} from '../resolvers.js';
import { catalogTarget, domainLabel, norm } from './keys.js';
import { HOST_LIST_BEFORE_LINKS, LINK_VERB_BEFORE_HOST } from './lexicon/english.js';
import { LEGAL_LABEL, SHOW_HOME_LABEL } from './lexicon/sections.js';
import { CASHBACK_AT, CODE_WORD_BEFORE_WORLD } from './lexicon/worldLanguages.js';
import { labelVariants, linkedRecordOfName, spellsLabel } from './naming.js';
import { isOwnBrand, isOwnHost, ownsName, profileOrShopPath } from './ownership.js';
import { nameShortLinkStores } from './stores.js';
import { lineAt } from './text.js';
import type { Context, Line, LinkClass, Mention, Statement, Target } from './types.js';

interface ResolvedLink {
  cls: LinkClass;
  target: Target | null;
  referral: boolean;
  /** A short link whose brand only its destination can tell (a generic or the channel's own shortener). */
  expandable?: boolean;
  /** The destination it was judged by, when the pre-pass expanded it. */
  expandedTo?: string;
  /** A catalog brand's link on a platform that is otherwise never a sponsor (linktr.ee, ko-fi.com, etsy.com/shop). */
  platform?: boolean;
  /** The resolver that read the link to its target (resolvers.ts), when it has one. */
  resolution?: Resolution;
}

/** A link that names no brand: the creator's own, or never a sponsor. */
const noBrand = (cls: 'self' | 'excluded'): ResolvedLink => ({ cls, target: null, referral: false });
/** A catalog brand's link, referral-shaped when its URL carries an affiliate marker, found by `resolution`. */
const markedCatalogLink = (brand: CatalogBrand, link: FoundLink, resolution: Resolution): ResolvedLink => ({
  cls: 'catalog',
  target: catalogTarget(brand, link.domain),
  referral: hasAffiliateMarker(link.url),
  resolution,
});
/** A brand the catalog does not have, known by its domain. */
const newBrand = (domain: string): Target => ({ key: `domain:${domain}`, brand: null, domain });
/** A site's contact, about, press or submission page (`site.com/contact`, `/contact-us`, `/about`, `/submit`). */
const CONTACT_PAGE =
  /^https?:\/\/[^/]+\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:contact(?:-?us)?|about(?:-?us)?|press|submit|submissions|tips|careers|jobs)(?:\.html?|\.php)?\/?(?:[?#]|$)/i;
/** A legal-notice page, and the label of a line that links one: the publisher's own site. */
const LEGAL_PAGE =
  /^https?:\/\/[^/]+\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:impressum|imprint|mentions-legales|aviso-legal|legal-notice)(?:\.html?|\.php)?\/?(?:[?#]|$)/i;
/** An Amazon storefront (`amazon.co.uk/shop/<handle>`): an affiliate link. */
const isStorefront = (url: string) => /^https?:\/\/[^/]+\/shop\//i.test(url);

export function resolveLink(link: FoundLink, ctx: Context, followExpansion = true): ResolvedLink {
  // A contact or about page invites the viewer to write; it is nobody's promotion.
  if (CONTACT_PAGE.test(link.url)) return noBrand('excluded');
  const r = resolveLinkTo(link, ctx, followExpansion);
  // The uploader that is the brand ("Red Bull" on the Red Bull channel): its site is its own.
  return r.target?.brand && isOwnBrand(r.target.brand, ctx) ? noBrand('self') : r;
}

function resolveLinkTo(link: FoundLink, ctx: Context, followExpansion: boolean): ResolvedLink {
  const { catalog } = ctx;
  const target = (b: CatalogBrand): Target => catalogTarget(b, link.domain);
  // The channel's own shorteners usually redirect to its sponsors: judged by where they lead when expanded;
  // otherwise evidence for a brand named next to them, or in their path ("lmg.gg/squarespace"), but never a
  // brand of their own.
  if (hostIn(ctx.channelShorteners, link.host)) {
    const expanded = followExpansion ? resolveExpanded(link, ctx, false) : null;
    if (expanded) return expanded;
    return shortLinkByPath(link, catalog);
  }
  const ref = catalog.byReferral(link.url);
  if (ref) return { cls: 'catalog', target: target(ref), referral: true, resolution: BRAND_REFERRAL };
  // A shop or store page named after the channel (`etsy.com/shop/PaperAndThread`) is the creator's own shop (an
  // Amazon storefront, `amazon.co.uk/shop/<handle>`, is an affiliate link: section "Affiliate-shaped links").
  const path = profileOrShopPath(link.url);
  if (
    path &&
    !path.profile &&
    !hasAffiliateMarker(link.url) &&
    domainLabel(link.domain) !== 'amazon' &&
    ownsName(path.name, ctx)
  ) {
    return noBrand('self');
  }
  // The creator's own channel or page on a platform (`twitch.tv/<handle>`): theirs, even when the platform is a catalog
  // brand that sponsors others.
  if (hostIn(NOT_SPONSOR_DOMAINS, link.host) && !hasAffiliateMarker(link.url)) {
    const first = FIRST_PATH_SEGMENT.exec(link.url)?.[1];
    if (first && ownsName(first, ctx)) return noBrand('self');
  }
  // An affiliate network's click host is the merchant's link, never the network's own (AFFILIATE_NETWORKS), though the
  // catalog list the network by its domain (a merchant's click host, `adorama.rfvk.net`, stays the merchant's).
  const listed = catalog.byDomain(link.host);
  const byDomain =
    listed && hostIn(AFFILIATE_NETWORKS, link.host) && listed.domains.includes(link.domain) ? null : listed;
  if (byDomain) {
    const affiliateShortener = hostIn(AFFILIATE_SHORTENERS, link.host);
    const storefront = /^amazon$/.test(domainLabel(link.domain)) && isStorefront(link.url);
    const platform = hostIn(NOT_SPONSOR_DOMAINS, link.host);
    // A platform's paths are its communities and profiles (`reddit.com/r/physics`, `twitch.tv/x?ref=…`), never a
    // program that pays per sale.
    const referral = affiliateShortener || storefront || (!platform && hasAffiliateMarker(link.url));
    return { cls: 'catalog', target: target(byDomain), referral, platform, resolution: OWN_DOMAIN };
  }
  // A store's own affiliate shortener or click host (`amzn.to`, `fkrt.it`, `ali.pub`, `rover.ebay.com`): the store
  // is known without following the link.
  const owner = storeOfLinkHost(link.host);
  if (owner) {
    // The directory's record of that store under the link host's country (`c.lazada.sg` for a Lazada listed under
    // lazada.co.th and not lazada.com), when it bears the store's name.
    const listed = catalog.byDomain(owner.domain);
    const local = listed ? null : catalog.byDomainCountryVariant(link.host);
    const b = listed ?? (local && norm(local.name) === norm(owner.name) ? local : null);
    const referral = hostIn(AFFILIATE_SHORTENERS, link.host) || hasAffiliateMarker(link.url);
    return b
      ? { cls: 'catalog', target: target(b), referral, resolution: STORE_LINK_HOST }
      : { cls: 'new', target: newBrand(owner.domain), referral, resolution: STORE_LINK_HOST };
  }
  // An affiliate network's click host named for its advertiser (`sigma-beauty.7eer.net`): that advertiser, when the
  // catalog knows the name.
  const advertiser = advertiserOf(link.host, catalog);
  if (advertiser) return { cls: 'catalog', target: target(advertiser), referral: true, resolution: ADVERTISER_LABEL };
  // An affiliate network's click link that carries its destination (`shareasale.com/r.cfm?…&urllink=botach.com…`,
  // `awin1.com/cread.php?…&ued=…`, `go.redirectingat.com/?url=…`): the merchant is the destination's.
  if (followExpansion && hostIn(AFFILIATE_SHORTENERS, link.host)) {
    const to = destinationOf(link.url);
    if (to) {
      const { url, host, domain } = to.link;
      const r = resolveLink({ ...link, url, host, domain }, ctx, false);
      if (r.cls === 'catalog' || r.cls === 'new') {
        const via = to.key === undefined ? 'network-path' : 'network-query';
        return {
          cls: r.cls,
          target: r.target,
          referral: true,
          resolution: readThrough(via, url, r.resolution, to.key),
        };
      }
    }
  }
  if (isOwnHost(link.host, ctx) || ctx.contactDomains.has(link.domain)) return noBrand('self');
  if (hostIn(NOT_SPONSOR_DOMAINS, link.host)) return noBrand('excluded');
  if (hostIn(GENERIC_SHORTENERS, link.host)) {
    const expanded = followExpansion ? resolveExpanded(link, ctx, hostIn(AFFILIATE_SHORTENERS, link.host)) : null;
    if (expanded) return expanded;
    return shortLinkByPath(link, catalog);
  }
  // A known store's own domain is that store (`rakuten.co.jp` is Rakuten's Japanese market), never another catalog
  // brand's country variant ("Rakuten Rewards" on rakuten.com); the directory's record of that store under another
  // country's suffix, bearing the store's own name, is the store (mercadolibre.com for the directory's Mercado Libre
  // on mercadolibre.com.mx).
  const storeName = STORE_NAMES[link.domain];
  if (storeName) {
    const label = domainLabel(link.domain);
    const named = catalog.byWholeName(storeName).find((m) => m.brand.domains.some((d) => domainLabel(d) === label));
    if (named) return markedCatalogLink(named.brand, link, COUNTRY_DOMAIN);
    return {
      cls: 'new',
      target: newBrand(link.domain),
      referral: hasAffiliateMarker(link.url),
      resolution: OWN_DOMAIN,
    };
  }
  const variant = catalog.byDomainCountryVariant(link.host);
  if (variant) {
    const storefront = isStorefront(link.url) && domainLabel(link.domain) === 'amazon';
    const referral = storefront || hasAffiliateMarker(link.url);
    return { cls: 'catalog', target: target(variant), referral, resolution: COUNTRY_DOMAIN };
  }
  // (The uploader's own hosts returned above, before the catalog's readings.)
  const label = norm(domainLabel(link.domain));
  if (label.includes('merch')) return noBrand('self');
  // Government, academic and documentation links are references, never sponsors.
  if (isReferenceHost(link.host)) return noBrand('excluded');
  // "buyraycon.com", "tryfactor.com": a catalog brand's name with a shop prefix or suffix is that brand; and so is a
  // domain that is the brand's whole name when the catalog lists it under another ("morphe.com" for Morphe's
  // morphebrushes.com), unless that name is a short or ordinary word (next.com is not the store Next).
  for (const v of labelVariants(link.domain)) {
    if (v === label && (v.length < 5 || isOrdinaryWord(v))) continue;
    // A brand whose name is an ordinary word is matched only capitalised, and only beside its own domain under the same
    // suffix: a shop word taken off the domain leaves its whole name ("audibletrial.com" for Audible's audible.com; not
    // globebrand.com for a Globe on globe.com.ph).
    const sibling = `${v}${link.domain.slice(link.domain.indexOf('.'))}`;
    const hit =
      catalog.byWholeName(v)[0] ??
      (v === label
        ? undefined
        : catalog.byWholeName(v[0].toUpperCase() + v.slice(1)).find((m) => m.brand.domains.includes(sibling)));
    if (hit) return markedCatalogLink(hit.brand, link, NAME_IN_DOMAIN);
  }
  return { cls: 'new', target: newBrand(link.domain), referral: hasAffiliateMarker(link.url), resolution: OWN_DOMAIN };
}

const BRAND_REFERRAL = resolvedBy('brand-referral');
const OWN_DOMAIN = resolvedBy('own-domain');
const STORE_LINK_HOST = resolvedBy('store-link-host');
const ADVERTISER_LABEL = resolvedBy('network-advertiser-label');
const COUNTRY_DOMAIN = resolvedBy('country-domain');
const NAME_IN_DOMAIN = resolvedBy('name-in-domain');
const SHORT_LINK_PATH = resolvedBy('short-link-path');

/** A short link not expanded: no brand of its own, or the catalog brand its path names (short-link-path). */
function shortLinkByPath(link: FoundLink, catalog: BrandCatalog): ResolvedLink {
  const b = brandInPath(link.url, catalog);
  return b
    ? {
        cls: 'generic',
        target: catalogTarget(b, link.domain),
        referral: false,
        expandable: true,
        resolution: SHORT_LINK_PATH,
      }
    : { cls: 'generic', target: null, referral: false, expandable: true };
}

/**
 * A short link judged as the link it leads to (a catalog brand, a new brand, the creator's own site, a
 * platform…), when the pre-pass expanded it past every shortener. An affiliate shortener (geni.us) stays an
 * affiliate link whatever it leads to. Null when it was not expanded, or still ends at a shortener.
 */
function resolveExpanded(link: FoundLink, ctx: Context, affiliateShortener: boolean): ResolvedLink | null {
  const to = ctx.input.expandedLinks?.get(link.url);
  const final = to ? parseLink(to) : null;
  if (!final) return null;
  const r = resolveLink({ ...link, url: final.url, host: final.host, domain: final.domain }, ctx, false);
  if (r.cls === 'generic') return null;
  const branded = r.cls === 'catalog' || r.cls === 'new';
  const referral = r.referral || (affiliateShortener && branded);
  const resolution = branded ? readThrough('short-link-expansion', final.url, r.resolution) : undefined;
  return { cls: r.cls, target: r.target, referral, expandedTo: final.url, resolution };
}

// A path of one short segment without a query: `dealzone.tech/ps4`, `go.site.com/camera`.
const SHORT_PATH = /^https?:\/\/[^/?#]+\/[\w-]{1,24}\/?$/;

/**
 * A creator's own redirect domain (`dealzone.tech/ps4`, `/xbox`, `/tv` in front of store deals): an unknown domain
 * linked three times or more, every time by a different one-segment path and never with a query, is a shortener the
 * creator runs, like the channel's own shorteners: no brand of its own, evidence for the brand its path or its line
 * names. A brand's product pages have longer paths, and a brand the text names by its domain's name is no redirector.
 */
function markOwnRedirectors(mentions: Mention[], prose: string, ctx: Context): void {
  const byDomain = new Map<string, Mention[]>();
  for (const m of mentions) {
    if (m.kind !== 'link' || m.cls !== 'new' || !m.target) continue;
    const list = byDomain.get(m.target.domain);
    if (list) list.push(m);
    else byDomain.set(m.target.domain, [m]);
  }
  for (const ms of byDomain.values()) {
    if (ms.length < 3) continue;
    const paths = new Set(
      ms.map((m) =>
        m
          .link!.url.replace(/^https?:\/\/[^/]+/, '')
          .replace(/\/$/, '')
          .toLowerCase(),
      ),
    );
    if (paths.size !== ms.length || !ms.every((m) => SHORT_PATH.test(m.link!.url))) continue;
    // A brand the text names ("Sponsored by Gymshark: gymshark.com/men, /women, /sale") is no redirector.
    if (spellsLabel(prose, ms[0].target!.domain)) continue;
    for (const m of ms) {
      const b = brandInPath(m.link!.url, ctx.catalog);
      m.cls = 'generic';
      m.target = b ? catalogTarget(b) : null;
      m.resolution = b ? SHORT_LINK_PATH : undefined;
      m.referral = false;
    }
  }
}

/**
 * A platform's own referral link, told as such in its sentence: "this DistroKid link gets you 7% off your first year (I
 * get a referral reward): distrokid.com/vip/…", "my Bandcamp referral link pays me a bit: …". A platform's link is no
 * sponsor on its own (a song's distributor, a profile), but one the creator is paid for through the platform's own
 * program is that platform's affiliate link: a line with an affiliate statement that names the platform by its
 * domain's name reads its link as the platform's brand (a catalog brand when the directory lists it, else a new one).
 */
export function readPlatformReferrals(mentions: Mention[], statements: Statement[], lines: Line[], ctx: Context): void {
  let affiliateLines: Set<number> | undefined;
  for (const m of mentions) {
    if (m.kind !== 'link' || m.cls !== 'excluded' || !m.link || !hostIn(PLATFORM_HOSTS, m.link.host)) continue;
    affiliateLines ??= new Set(statements.filter((s) => s.kind === 'affiliate').map((s) => s.line));
    if (!affiliateLines.has(m.line)) continue;
    const label = norm(domainLabel(m.link.domain));
    if (label.length < 4 || !norm(lines[m.line].prose).includes(label)) continue;
    const listed = ctx.catalog.byDomain(m.link.domain);
    m.cls = listed ? 'catalog' : 'new';
    m.target = listed ? catalogTarget(listed, m.link.domain) : newBrand(m.link.domain);
    m.referral = true;
    m.resolution = OWN_DOMAIN;
  }
}

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
  for (const m of names) {
    const b = m.brand;
    if (isOwnBrand(b, ctx)) continue;
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
    if (headsLinkedName(prose, m, line, mentions)) continue;
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
  return pages.some((at) => at !== undefined && at >= m.end && !/[\p{L}\p{N}]/u.test(prose.slice(m.end, at)));
}

// The first segment of a link's path (`pixelnoob` of `twitch.tv/pixelnoob`).
const FIRST_PATH_SEGMENT = /^[a-z]+:\/\/[^/]+\/@?([^/?#]+)/i;

// Up to three capitalised words after a name: "Fire" after "Free" in "diamantes de Free Fire – telcel.com/freefire".
const CAPITALISED_AFTER = /^(?:[ \t]+\p{Lu}[\p{L}\p{N}]*){1,3}/u;

/**
 * Whether a name heads a longer name that a link on its line spells joined, on another brand's site ("Free Fire –
 * telcel.com/freefire", "Nova Reyes: novareyes.lnk.to/…"): the longer name is the linked page's game, product or
 * artist, not the brand. A link anywhere in the text whose domain is that longer name exactly ("Lumora Mall paid for
 * this segment" … "lumoramall.com/offers") is the longer name's own site: the name is that brand's, not the shorter one.
 */
function headsLinkedName(
  prose: string,
  m: { brand: CatalogBrand; index: number; end: number },
  line: number,
  mentions: Mention[],
): boolean {
  const after = CAPITALISED_AFTER.exec(prose.slice(m.end, m.end + 60));
  if (!after) return false;
  const words = after[0].trim().split(/\s+/);
  const name = prose.slice(m.index, m.end);
  for (let n = words.length; n >= 1; n--) {
    const joined = (name + words.slice(0, n).join('')).replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
    for (const x of mentions) {
      if (x.kind !== 'link' || !x.link) continue;
      if (m.brand.domains.some((d) => registrableDomain(d) === x.link!.domain)) continue;
      if (x.line !== line) {
        if (x.link.domain.split('.')[0] === joined) return true;
        continue;
      }
      if (x.link.url.toLowerCase().includes(joined)) return true;
    }
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
