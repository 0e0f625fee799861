// Resolvers: the named ways a link is read to the brand it stands for. Each says what it reads and which records it
// applies to; the engine names the one that read each link (engine/mentions.ts, engine/stores.ts, engine/evidence.ts)
// and the evidence carries that name beside the link (docs/detection.md, sections 1 and 9). The readings that need
// only a link and the records are here; the order they are tried in is the engine's (resolveLinkTo).
import type { BrandCatalog, CatalogBrand } from './catalog.js';
import { ADVERTISER_SUBDOMAIN_NETWORKS, STORE_LINK_OWNERS, type Destination } from './hosts.js';
import { hostAndParents, parseLink } from './links.js';

export interface ResolverDeclaration {
  /** What of the link, or of the text around it, the resolver reads. */
  reads: string;
  /** The records it applies to: the directory's brands, hosts.ts records, or any link. */
  appliesTo: string;
  /** The host records' destination it reads (hosts.ts `Destination`), for the resolvers that read one. */
  destination?: Destination;
}

export const RESOLVERS = {
  'brand-referral': {
    reads: "the link's start: a brand's referral-link prefix (scheme and www. ignored)",
    appliesTo: "the directory's brands, their referral links",
  },
  'own-domain': {
    reads:
      "the link's host or registrable domain: the brand's own (a directory brand's domain or own shortener, a " +
      "store's domain, else the domain itself as a new brand)",
    appliesTo: "any link: the directory's brands (domains, shorteners), STORES records' domains, unknown domains",
  },
  'store-link-host': {
    reads: "the link's host: a store's own affiliate shortener or click host (amzn.to, fkrt.it, rover.ebay.com)",
    appliesTo: 'host records of kind store (STORES linkHosts)',
    destination: 'owner',
  },
  'network-advertiser-label': {
    reads: "the first label of an affiliate network's click host, a directory brand's name (sigma-beauty.7eer.net)",
    appliesTo: 'affiliate-network host records whose destination includes advertiser',
    destination: 'advertiser',
  },
  'network-query': {
    reads: "the destination an affiliate network's click link names in its query (u, url, murl, ued, p, …): `key`",
    appliesTo: 'affiliate-network host records (destination query)',
    destination: 'query',
  },
  'network-path': {
    reads:
      "the destination an affiliate network's click link writes in its path (prf.hn …/destination:<url>, CJ " +
      '…/type/dlg/<url>)',
    appliesTo: 'affiliate-network host records (destination query)',
    destination: 'query',
  },
  'short-link-expansion': {
    reads: 'where a short link leads when followed (SHORT_LINK_EXPANSION), that URL read in turn (`then`)',
    appliesTo: "host records whose destination includes expand, and the channel's own shorteners",
    destination: 'expand',
  },
  'short-link-path': {
    reads: "a directory brand named by a short link's path (bit.ly/nordvpn-mara, lmg.gg/squarespace)",
    appliesTo: "host records whose destination includes expand, the channel's own shorteners and its own redirectors",
    destination: 'expand',
  },
  'country-domain': {
    reads: "a directory brand's name under another country's suffix (amazon.co.uk, myprotein.de)",
    appliesTo: "the directory's brands, names of four characters or more",
  },
  'name-in-domain': {
    reads: "a directory brand's whole name in the domain, alone or with a shop prefix or suffix (buyraycon.com)",
    appliesTo: "the directory's brands",
  },
  'store-named-beside-link': {
    reads: 'a store named right before a short link, in brackets after it, or on a short label line over its list',
    appliesTo: 'STORES records with words, and directory brands of kind Marketplace',
  },
  'item-label': {
    reads: 'a list item\'s whole label, a directory brand\'s name ("1. Boxycharm: bit.ly/…")',
    appliesTo: "the directory's brands",
  },
  'disclosed-store': {
    reads: "the one store the description's affiliate disclosures name, for a link manager's short link (geni.us/x)",
    appliesTo: 'affiliate host records; STORES records with words and Marketplace brands',
  },
  'named-in-sentence': {
    reads: 'a reported brand named in the same sentence as a short link that names no brand of its own',
    appliesTo:
      "short links not read to a brand: host records whose destination includes expand, the channel's own " +
      'shorteners and redirectors',
  },
} as const satisfies Record<string, ResolverDeclaration>;

export type ResolverName = keyof typeof RESOLVERS;

/** How a link was read to its brand: the resolver, and what it read when that is not the link itself. */
export interface Resolution {
  resolver: ResolverName;
  /** network-query: the query key the destination was read from, as written (`murl`, `RD_PARM1`). */
  key?: string;
  /** network-query, network-path, short-link-expansion: the URL the link was read to. */
  destination?: string;
  /** The resolver that read `destination` to the brand. */
  then?: ResolverName;
}

/** A resolution without details, one object per resolver (links share them). */
export const resolvedBy = (resolver: ResolverName): Resolution => PLAIN[resolver];
const PLAIN = Object.fromEntries(
  Object.keys(RESOLVERS).map((name) => [name, Object.freeze({ resolver: name as ResolverName })]),
) as Record<ResolverName, Resolution>;

/**
 * A reading through a URL the link names or leads to (network-query, network-path, short-link-expansion): that URL,
 * the query key it was read from, and the resolver that read it to the brand.
 */
export function readThrough(
  resolver: ResolverName,
  destination: string,
  then: Resolution | undefined,
  key?: string,
): Resolution {
  const r: Resolution = { resolver };
  if (key !== undefined) r.key = key;
  r.destination = destination;
  if (then) r.then = then.resolver;
  return r;
}

/** store-link-host: the store a host (or a parent of it) is an own link host of. */
export function storeOfLinkHost(host: string): { domain: string; name: string } | null {
  for (const h of hostAndParents(host)) if (STORE_LINK_OWNERS[h]) return STORE_LINK_OWNERS[h];
  return null;
}

/** network-advertiser-label: the directory brand an advertiser-named click host (`brand.pxf.io`) names. */
export function advertiserOf(host: string, catalog: BrandCatalog): CatalogBrand | null {
  const network = hostAndParents(host).find((h) => ADVERTISER_SUBDOMAIN_NETWORKS.has(h));
  if (!network || network === host) return null;
  const label = host
    .slice(0, -network.length - 1)
    .split('.')
    .pop()!;
  if (label.length < 3 || /^(?:www|go|click|track|link|links|c|t)$/.test(label)) return null;
  const words = label.replace(/[-_]+/g, ' ');
  const hit = catalog.byWholeName(words)[0];
  if (hit) return hit.brand;
  return catalog.byName(label.replace(/[-_]+/g, '')).find((m) => m.index === 0)?.brand ?? null;
}

// Query keys affiliate networks put their click's destination in.
const DESTINATION_KEYS = [
  'u',
  'url',
  'murl',
  // Rakuten LinkShare's older click links: `click.linksynergy.com/fs-bin/click?…&RD_PARM1=<store page>`
  'rd_parm1',
  'ued',
  // Awin's deep links also name the store page as `cread.php?awinmid=…&awinaffid=…&p=<url>`
  'p',
  'ulp',
  'dl',
  'urllink',
  'dl_target_url',
  'deeplink',
  'destination',
  // 2Performant (Romania): `redirect_to=`
  'redirect_to',
  // LinkPrice (Korea): `tu=`; A8.net and ValueCommerce deep links: `a8ejpredirect=`, `vc_url=`
  'tu',
  'a8ejpredirect',
  'vc_url',
  // Webgains: `track.webgains.com/click.html?wgcampaignid=…&wgtarget=<store page>`
  'wgtarget',
  // Adcell: `adcell.de/promotion/click?promoId=…&slotId=…&param0=<store page>`
  'param0',
  // ePN (AliExpress's Russian network): `alipromo.com/redirect/cpa/o/<id>/?to=<store page>`
  'to',
];

// A web link as a query value: with a scheme or `www.`, or a bare host and its path (ShareASale writes
// `urllink=fellowproducts.com%2Fproducts%2F…`); a host needs a letter in its last label, so "1.5" or an id is none.
const WEB_LINK_VALUE = /^(?:https?:\/\/|www\.|(?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*\/)/i;

const DOUBLE_ENCODED = /^https?%3a%2f%2f/i;
function decodeOnce(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

const BRACKETED_VALUE = /^\[\[(.+)\]\]$/s;

type ParsedLink = NonNullable<ReturnType<typeof parseLink>>;

/**
 * network-query and network-path: the destination an affiliate network's click link names in its query (with the
 * key it was read from) or in its path, when it is a web link.
 */
export function destinationOf(url: string): { link: ParsedLink; key?: string } | null {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return null;
  }
  for (const [k, raw] of params) {
    // A destination encoded twice (Rakuten's older `RD_PARM1=https%253A%252F%252F…`) reads as `https%3A%2F%2F…` once.
    // Zanox (Awin's German network) writes its deep link's store page in double brackets: `ULP=[[www.store.de/…]]`.
    const v = (DOUBLE_ENCODED.test(raw) ? decodeOnce(raw) : raw).replace(BRACKETED_VALUE, '$1');
    if (!DESTINATION_KEYS.includes(k.toLowerCase()) || !WEB_LINK_VALUE.test(v)) continue;
    const p = parseLink(v);
    if (p) return { link: p, key: k };
  }
  // Networks that write the destination into the path: Partnerize's `prf.hn/click/camref:…/destination:<encoded
  // url>`, CJ's deep links `anrdoezrs.net/links/<id>/type/dlg/https://…`.
  const inPath = PATH_DESTINATION.exec(url);
  if (inPath) {
    let v = inPath[1];
    try {
      if (/^https?%3a/i.test(v)) v = decodeURIComponent(v);
    } catch {
      return null;
    }
    const p = parseLink(v);
    return p ? { link: p } : null;
  }
  return null;
}
const PATH_DESTINATION = /\/(?:destination:|type\/dlg\/(?:sid\/[^/]+\/)?)(https?(?::\/\/|%3a%2f%2f)\S+)$/i;

/** short-link-path: a directory brand named by the path of a short link ("bit.ly/nordvpn-mara" → NordVPN). */
export function brandInPath(url: string, catalog: BrandCatalog): CatalogBrand | null {
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
