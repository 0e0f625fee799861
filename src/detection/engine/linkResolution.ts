// Link resolution: every link of a text read to a catalog brand, a new brand by its domain, a generic shortener, the
// creator's own site or a link that is never a sponsor, by the resolver whose name goes into the evidence
// (resolvers.ts); a creator's own redirect domain and a platform's referral link told as such.
import { isOrdinaryWord, type BrandCatalog, type CatalogBrand } from '../catalog.js';
import { PLATFORM_HOSTS, SHOP_PAGE_STORES, STORE_NAMES } from '../hosts.js';
import {
  AFFILIATE_NETWORKS,
  AFFILIATE_SHORTENERS,
  GENERIC_SHORTENERS,
  NOT_SPONSOR_DOMAINS,
  hasAffiliateMarker,
  hostIn,
  isReferenceHost,
  parseLink,
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
import { catalogTarget, domainLabel, newBrandTarget, norm } from './keys.js';
import { labelVariants, spellsLabel } from './naming.js';
import { isOwnBrand, isOwnHost, ownsName, profileOrShopPath } from './ownership.js';
import type { Context, Line, LinkClass, Mention, Statement, Target } from './types.js';

// The first segment of a link's path (`pixelnoob` of `twitch.tv/pixelnoob`).
export const FIRST_PATH_SEGMENT = /^[a-z]+:\/\/[^/]+\/@?([^/?#]+)/i;

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
/** A site's contact, about, press or submission page (`site.com/contact`, `/contact-us`, `/about`, `/submit`). */
const CONTACT_PAGE =
  /^https?:\/\/[^/]+\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:contact(?:-?us)?|about(?:-?us)?|press|submit|submissions|tips|careers|jobs)(?:\.html?|\.php)?\/?(?:[?#]|$)/i;
/** A legal-notice page, and the label of a line that links one: the publisher's own site. */
export const LEGAL_PAGE =
  /^https?:\/\/[^/]+\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:impressum|imprint|mentions-legales|aviso-legal|legal-notice)(?:\.html?|\.php)?\/?(?:[?#]|$)/i;
/** A creator's affiliate shop page on a store that runs them (`amazon.co.uk/shop/<handle>`, `bookshop.org/shop/<name>`). */
export const isStorefront = (url: string, domain: string) =>
  SHOP_PAGE_STORES.has(domainLabel(domain)) && /^https?:\/\/[^/]+\/shop\//i.test(url);

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
  // Amazon storefront, `amazon.co.uk/shop/<handle>`, or a page on a creators' affiliate storefront,
  // `bookshop.org/shop/<name>`, is an affiliate link: section "Affiliate-shaped links").
  const path = profileOrShopPath(link.url);
  if (
    path &&
    !path.profile &&
    !hasAffiliateMarker(link.url) &&
    !SHOP_PAGE_STORES.has(domainLabel(link.domain)) &&
    ownsName(path.name, ctx)
  ) {
    return noBrand('self');
  }
  // A shop on a platform's subdomain named after the channel (`mara.myshopify.com`, `bia.lojaintegrada.com.br`): the
  // creator's own, though the catalog list the platform.
  if (link.host !== link.domain && !hasAffiliateMarker(link.url)) {
    const sub = link.host.slice(0, -link.domain.length - 1).split('.');
    if (sub.some((label) => ownsName(label, ctx))) return noBrand('self');
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
    const storefront = isStorefront(link.url, link.domain);
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
    // Else its record under another country's domain (Shopee listed under shopee.com.br for `collshp.com`).
    const listed = catalog.byDomain(owner.domain);
    const local = listed ? null : (catalog.byDomainCountryVariant(link.host) ?? catalog.byDomainLabel(owner.domain));
    const b = listed ?? (local && norm(local.name) === norm(owner.name) ? local : null);
    const referral = hostIn(AFFILIATE_SHORTENERS, link.host) || hasAffiliateMarker(link.url);
    return b
      ? { cls: 'catalog', target: target(b), referral, resolution: STORE_LINK_HOST }
      : { cls: 'new', target: newBrandTarget(owner.domain), referral, resolution: STORE_LINK_HOST };
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
      target: newBrandTarget(link.domain),
      referral: hasAffiliateMarker(link.url),
      resolution: OWN_DOMAIN,
    };
  }
  const variant = catalog.byDomainCountryVariant(link.host);
  if (variant) {
    const storefront = isStorefront(link.url, link.domain);
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
  return {
    cls: 'new',
    target: newBrandTarget(link.domain),
    referral: hasAffiliateMarker(link.url),
    resolution: OWN_DOMAIN,
  };
}

const BRAND_REFERRAL = resolvedBy('brand-referral');
const OWN_DOMAIN = resolvedBy('own-domain');
const STORE_LINK_HOST = resolvedBy('store-link-host');
const ADVERTISER_LABEL = resolvedBy('network-advertiser-label');
const COUNTRY_DOMAIN = resolvedBy('country-domain');
export const NAME_IN_DOMAIN = resolvedBy('name-in-domain');
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
export function markOwnRedirectors(mentions: Mention[], prose: string, ctx: Context): void {
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
    m.target = listed ? catalogTarget(listed, m.link.domain) : newBrandTarget(m.link.domain);
    m.referral = true;
    m.resolution = OWN_DOMAIN;
  }
}
