// Mentions: a link resolved to a catalog brand, a new brand by its domain, a generic shortener, the creator's
// own site, or a link that is never a sponsor.
import type { BrandCatalog, CatalogBrand } from '../catalog.js';
import { AFFILIATE_SHORTENERS, GENERIC_SHORTENERS, NOT_SPONSOR_DOMAINS, SHORTENER_OWNERS, hasAffiliateMarker, parseLink, hostIn, isReferenceHost, type FoundLink } from '../links.js';
import { norm, domainLabel } from './keys.js';
import { labelVariants } from './naming.js';
import { isOwnHost, profileOrShopPath, ownsName } from './ownership.js';
import type { Target, LinkClass, Context } from './types.js';

interface ResolvedLink {
  cls: LinkClass;
  target: Target | null;
  referral: boolean;
  /** A short link whose brand only its destination can tell (a generic or the channel's own shortener). */
  expandable?: boolean;
  /** The destination it was judged by, when the pre-pass expanded it. */
  expandedTo?: string;
}

export function resolveLink(link: FoundLink, ctx: Context, followExpansion = true): ResolvedLink {
  const { catalog } = ctx;
  const catalogTarget = (b: CatalogBrand): Target => ({ key: `brand:${b.id}`, brand: b, domain: primaryDomain(b, link.domain) });
  // The channel's own shorteners usually redirect to its sponsors: judged by where they lead when expanded;
  // otherwise evidence for a brand named next to them, or in their path ("lmg.gg/squarespace"), but never a
  // brand of their own.
  if (hostIn(ctx.channelShorteners, link.host)) {
    const expanded = followExpansion ? resolveExpanded(link, ctx, false) : null;
    if (expanded) return expanded;
    const b = brandInPath(link.url, catalog);
    return { cls: 'generic', target: b ? catalogTarget(b) : null, referral: false, expandable: true };
  }
  const ref = catalog.byReferral(link.url);
  if (ref) return { cls: 'catalog', target: catalogTarget(ref), referral: true };
  // A shop or store page named after the channel (`etsy.com/shop/PaperAndThread`) is the creator's own shop (an
  // Amazon storefront, `amazon.co.uk/shop/<handle>`, is an affiliate link: section "Affiliate-shaped links").
  const path = profileOrShopPath(link.url);
  if (path && !path.profile && !hasAffiliateMarker(link.url) && domainLabel(link.domain) !== 'amazon' && ownsName(path.name, ctx)) return { cls: 'self', target: null, referral: false };
  const byDomain = catalog.byDomain(link.host);
  if (byDomain) {
    const affiliateShortener = hostIn(AFFILIATE_SHORTENERS, link.host);
    const storefront = /^amazon$/.test(domainLabel(link.domain)) && /^https?:\/\/[^/]+\/shop\//i.test(link.url);
    return { cls: 'catalog', target: catalogTarget(byDomain), referral: affiliateShortener || storefront || hasAffiliateMarker(link.url) };
  }
  if (isOwnHost(link.host, ctx)) return { cls: 'self', target: null, referral: false };
  if (hostIn(NOT_SPONSOR_DOMAINS, link.host)) return { cls: 'excluded', target: null, referral: false };
  if (hostIn(GENERIC_SHORTENERS, link.host)) {
    const owner = SHORTENER_OWNERS[link.host] ?? SHORTENER_OWNERS[link.domain];
    if (owner) {
      const b = catalog.byDomain(owner.domain);
      if (b) return { cls: 'catalog', target: catalogTarget(b), referral: true };
      return { cls: 'new', target: { key: `domain:${owner.domain}`, brand: null, domain: owner.domain }, referral: true };
    }
    const expanded = followExpansion ? resolveExpanded(link, ctx, hostIn(AFFILIATE_SHORTENERS, link.host)) : null;
    if (expanded) return expanded;
    const b = brandInPath(link.url, catalog);
    return { cls: 'generic', target: b ? catalogTarget(b) : null, referral: false, expandable: true };
  }
  const variant = catalog.byDomainCountryVariant(link.host);
  if (variant) {
    const storefront = /^https?:\/\/[^/]+\/shop\//i.test(link.url) && domainLabel(link.domain) === 'amazon';
    return { cls: 'catalog', target: catalogTarget(variant), referral: storefront || hasAffiliateMarker(link.url) };
  }
  const label = norm(domainLabel(link.domain));
  if (label.includes('merch') || isOwnHost(link.host, ctx)) return { cls: 'self', target: null, referral: false };
  // Government, academic and documentation links are references, never sponsors.
  if (isReferenceHost(link.host)) return { cls: 'excluded', target: null, referral: false };
  // "buyraycon.com", "tryfactor.com": a catalog brand's name with a shop prefix or suffix is that brand.
  for (const v of labelVariants(link.domain)) {
    if (v === label) continue;
    const hit = catalog.byName(v).find((m) => m.index === 0 && m.end === v.length);
    if (hit) return { cls: 'catalog', target: catalogTarget(hit.brand), referral: hasAffiliateMarker(link.url) };
  }
  return { cls: 'new', target: { key: `domain:${link.domain}`, brand: null, domain: link.domain }, referral: hasAffiliateMarker(link.url) };
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
  return { cls: r.cls, target: r.target, referral: r.referral || (affiliateShortener && branded), expandedTo: final.url };
}

export function primaryDomain(b: CatalogBrand, fallback: string): string {
  return (b.domains[0] ?? b.shorteners[0] ?? fallback).toLowerCase();
}

/** A catalog brand named by the path of a shortener link ("bit.ly/nordvpn-mara" → NordVPN). */
function brandInPath(url: string, catalog: BrandCatalog): CatalogBrand | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const words = path.replace(/[/_\-.+]+/g, ' ').trim();
  if (!words) return null;
  const hits = catalog.byName(words);
  return hits.length ? hits[0].brand : null;
}
