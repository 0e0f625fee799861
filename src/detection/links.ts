// Links in free text (video descriptions, transcript segments): found with linkify-it, normalized,
// and reduced to the registrable domain with the public suffix list (tldts). Pure and deterministic.
//
// Normalization (see docs/detection.md):
// - a link written without a scheme ("nordvpn.com/mara", "www.ridge.com") gets "https://";
// - trailing punctuation that belongs to the sentence is dropped (".", ",", "!", "?", ":", ";", quotes,
//   "»", "…", an unbalanced ")" or "]");
// - `host` is the lowercase hostname without a leading "www." (and without a trailing dot);
// - `domain` is the registrable domain of the host ("shop.get-huel.co.uk" → "get-huel.co.uk"), the host
//   itself for IP literals or hosts the suffix list does not know;
// - e-mail addresses are not links (a business contact is not a sponsor); neither are links whose
//   schemeless top-level domain is written in mixed case ("great video.So" is a typo, not a link).
import { createRequire } from 'node:module';
import { LinkifyIt } from 'linkify-it';
import { getDomain, getPublicSuffix } from 'tldts';

export interface FoundLink {
  /** The link as written, with "https://" added when it had no scheme and sentence punctuation removed. */
  url: string;
  /** Lowercase hostname without "www.". */
  host: string;
  /** Registrable domain (public suffix list), lowercase, no "www.". */
  domain: string;
  /** Offset of the link in the text. */
  index: number;
  /** 0-based line of the text the link is on. */
  line: number;
  /** Offset just after the link as written (sentence punctuation after it excluded). */
  end: number;
}

export { AFFILIATE_NETWORKS, AFFILIATE_SHORTENERS, GENERIC_SHORTENERS, NOT_SPONSOR_DOMAINS } from './hosts.js';
import {
  GENERIC_SHORTENERS,
  PROGRAM_QUERY_KEYS,
  STOREFRONT_HOSTS,
  STORE_LINK_OWNERS,
  STORE_PRODUCT_PATHS,
} from './hosts.js';

/**
 * Reference hosts that are never sponsors whatever their name: government, military and academic domains under
 * any country (`fdic.gov`, `sec.gov`, `gov.uk`, `canada.ca`'s `*.gc.ca`, `*.edu`, `*.ac.uk`, `*.edu.au`) and
 * documentation / help / wiki subdomains (`docs.python.org`, `support.apple.com`, `developer.android.com`).
 */
export function isReferenceHost(host: string): boolean {
  const h = normalizeHost(host);
  const suffix = getPublicSuffix(h) ?? '';
  if (
    /(?:^|\.)(?:gov|mil|edu|gouv|gob|govt|go|gc|ac|int)(?:\.[a-z]{2})?$/.test(suffix) &&
    suffix.split('.').length <= 2
  ) {
    // "ac"/"go" alone are country codes (Ascension Island, no "go" TLD): only as a second level ("ac.uk", "go.jp").
    const first = suffix.split('.')[0];
    if (suffix.includes('.') || !['ac', 'go', 'gc', 'gouv', 'gob', 'govt'].includes(first)) return true;
  }
  if (/(?:^|\.)(?:gov|mil|edu)$/.test(h.split('.').slice(-2, -1)[0] ?? '')) return true;
  return /^(?:docs|doc|documentation|developer|developers|devdocs|api-docs|help|support|kb|knowledge|wiki|manual|manuals)\./.test(
    h,
  );
}

// Top-level domains accepted for links written without a scheme: every one IANA delegates (the `tlds` list), not
// only linkify-it's defaults (country codes plus com, net, org…), since creators link `plati.market`, `x.store`,
// `brand.shop` or `kit.co` alike without a scheme.
// The package is one JSON file: required rather than imported, which plain Node would refuse without an attribute.
const IANA_TLDS: string[] = createRequire(import.meta.url)('tlds');

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false, fuzzyIP: false });
linkify.tlds(IANA_TLDS, true);
linkify.add('mailto:', null);
linkify.add('ftp:', null);

const TRAILING = /[.,!?:;'"”’»…*>~]+$/;

function stripTrailing(raw: string): string {
  let s = raw;
  for (;;) {
    const before = s;
    s = s.replace(TRAILING, '');
    // An unbalanced closing bracket belongs to the sentence, not to the link.
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
      ['{', '}'],
    ] as const) {
      while (s.endsWith(close) && count(s, open) < count(s, close)) s = s.slice(0, -1);
    }
    if (s === before) return s;
  }
}

function count(s: string, ch: string): number {
  let n = 0;
  for (const c of s) if (c === ch) n++;
  return n;
}

/** Lowercase host without "www." and without a trailing dot. */
export function normalizeHost(host: string): string {
  let h = host.toLowerCase().trim();
  if (h.endsWith('.')) h = h.slice(0, -1);
  if (h.startsWith('www.')) h = h.slice(4);
  return h;
}

/**
 * A pure function of a host name, remembered: detection asks the same few thousand hosts the same questions for
 * every link of every video (the public-suffix lookup and the parent domains are its costliest). Bounded: the
 * memory is dropped whole when it fills.
 */
function remembered<T>(fn: (host: string) => T, size = 20_000): (host: string) => T {
  const known = new Map<string, T>();
  return (host) => {
    let v = known.get(host);
    if (v === undefined && !known.has(host)) {
      if (known.size >= size) known.clear();
      v = fn(host);
      known.set(host, v);
    }
    return v as T;
  };
}

/** Registrable domain of a host (public suffix list, private suffixes included), lowercase, no "www.". */
export const registrableDomain: (host: string) => string = remembered((host) => {
  const h = normalizeHost(host);
  const d = getDomain(h, { allowPrivateDomains: true });
  return d ? normalizeHost(d) : h;
});

/**
 * The host and its parent domains, most specific first ("a.b.c.com" → a.b.c.com, b.c.com, c.com). The array is
 * shared between callers: read it, never change it.
 */
export const hostAndParents: (host: string) => readonly string[] = remembered((host) => {
  const h = normalizeHost(host);
  const out = [h];
  let i = h.indexOf('.');
  while (i >= 0) {
    const rest = h.slice(i + 1);
    if (!rest.includes('.')) break;
    out.push(rest);
    i = h.indexOf('.', i + 1);
  }
  return out;
});

/** Whether the link's host or any parent domain of it is in `set`. */
export function hostIn(set: Set<string>, host: string): boolean {
  return hostAndParents(host).some((h) => set.has(h));
}

/** Parses one URL (with or without scheme) into its normalized parts; null when it is not a web link. */
export function parseLink(raw: string): { url: string; host: string; domain: string; written: string } | null {
  const cleaned = stripTrailing(raw.trim());
  if (!cleaned) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(cleaned);
  const url = hasScheme ? cleaned : cleaned.startsWith('//') ? `https:${cleaned}` : `https://${cleaned}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const host = normalizeHost(parsed.hostname);
  if (!host || !host.includes('.')) return null;
  return { url, host, domain: registrableDomain(host), written: cleaned };
}

export function findLinks(text: string): FoundLink[] {
  return scanLinks(text).links;
}

/** Links of a text and the raw extent of every match (for masking links out of prose), in one pass. */
export function scanLinks(text: string): { links: FoundLink[]; spans: { start: number; end: number }[] } {
  const links: FoundLink[] = [];
  const spans: { start: number; end: number }[] = [];
  if (!text) return { links, spans };
  // Line by line (a link never spans lines), and only lines that can hold one: linkify's matcher is the
  // costly part of detection, and most description lines hold no link.
  let start = 0;
  let line = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const l = text.slice(start, end);
    if (MAY_HOLD_LINK.test(l)) scanLine(unglue(l), start, line, links, spans);
    start = end + 1;
    line++;
  }
  return { links, spans };
}

/**
 * The line with what glues decoration to a link blanked out, keeping every offset: symbols and punctuation outside
 * ASCII ("►amzn.to/x", "amzn.to/y►(US)", "👉bit.ly/x") and a colon between a label and a link ("Amazon:amzn.to/x")
 * become spaces, so the link is read without them (linkify would take "►amzn.to" for an international name).
 */
function unglue(line: string): string {
  let out = ASCII_ONLY.test(line) ? line : line.replace(GLUE, (c) => ' '.repeat(c.length));
  if (mayGlueColon(out)) out = out.replace(GLUED_COLON, ' ');
  return out;
}
const ASCII_ONLY = /^[\x00-\x7f]*$/;
/** A colon after a letter and before something other than "//": what GLUED_COLON needs, found without a regex. */
function mayGlueColon(line: string): boolean {
  for (let i = line.indexOf(':', 1); i > 0; i = line.indexOf(':', i + 1)) {
    if (isWordChar(line.charCodeAt(i + 1)) && line.charCodeAt(i - 1) > 0x40) return true;
  }
  return false;
}
/** [A-Za-z0-9_-] by character code. */
function isWordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x2d;
}
const GLUE = /(?:[\p{S}\p{Pd}\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Po}\u200b-\u200f\u2060]|\ufe0e|\ufe0f)(?<![\x00-\x7f])/gu;
const APP_AFTER = /^\s+apps?\b/i;
// "links" right after a host, or after it and one more store's name ("Amazon.in and Flipkart links").
const LINKS_AFTER = /^\)?\s+(?:(?:and|&|or)\s+[\p{L}\p{N}.'’-]+(?:\s+[\p{L}\p{N}.'’-]+)?\s+)?links?\b/iu;
// A shortener's host or a store's own link host ("amzn.to"), not a creators' storefront's ("LIKEtoKNOW.it" names the
// storefront a creator links through, which is the brand paying per sale).
const namesLinkKind = (host: string) => {
  const h = normalizeHost(host);
  return hostIn(GENERIC_SHORTENERS, h) || (h in STORE_LINK_OWNERS && !STOREFRONT_HOSTS.has(h));
};
const GLUED_COLON = /(?<=\p{L}):(?=(?!\/\/)[\w-]+\.[a-z]{2})/giu;
// A scheme glued to the word before it ("Camerahttp://amzn.to/x", "Https://http://amzn.to/x"): linkify wants a
// word boundary before a scheme, so these are looked for on their own.
const GLUED_SCHEME = /(?<=[\p{L}\p{N}/:-])https?:\/\/[^\s<>"]+/giu;

function scanLine(
  l: string,
  start: number,
  line: number,
  links: FoundLink[],
  spans: { start: number; end: number }[],
): void {
  const covered: { start: number; end: number }[] = [];
  // match() alone: linkify-it's test() is a second scan of the same line, worth it only on text that rarely holds a
  // link (MAY_HOLD_LINK has already passed this one).
  for (const m of matchLinks(l)) {
    const index = start + m.index;
    spans.push({ start: index, end: start + m.lastIndex });
    if (m.schema === '' || m.schema === '//') {
      // An address right after "@" is the tail of an e-mail address; one right before "@" is its dotted local part
      // ("clara.makeup.pro@gmail.com" holds no link to makeup.pro).
      if (m.index > 0 && l[m.index - 1] === '@') continue;
      if (l[m.lastIndex] === '@') continue;
      // "great video.So": a schemeless link whose top-level domain is in mixed case is a typo.
      const bare = m.raw.replace(/^\/\//, '');
      const hostPart = bare.split(/[/?#:]/)[0];
      const tld = hostPart.slice(hostPart.lastIndexOf('.') + 1);
      // The address is a host alone: no path, query or port.
      const hostAlone = hostPart === bare.replace(/\/$/, '');
      if (tld !== tld.toLowerCase() && hostPart !== hostPart.toUpperCase()) continue;
      // "B.ZONE(비존)", "MR.WORLD": a name in capitals whose dot meets a long generic top-level domain, with no path,
      // is a stylized name, not an address ("SQUARESPACE.COM" and "NORDVPN.COM/KHAN" stay links).
      if (tld.length >= 4 && tld !== tld.toLowerCase() && hostAlone) continue;
      // "m.in." (Polish "among others"), "p.es." (Italian "for example"): one letter, a dot, a top-level domain's letters
      // and the abbreviation's closing dot is an abbreviation, not an address ("t.me/…", "x.com." stay links).
      if (/^\p{Ll}\.\p{Ll}{2}$/u.test(hostPart) && hostPart === bare && l[m.lastIndex] === '.') continue;
      // "Shop my looks on the LIKEtoKNOW.it app", "the Booking.com app": a bare host right before "app" names the app.
      if (hostAlone && APP_AFTER.test(l.slice(m.lastIndex, m.lastIndex + 12))) continue;
      // "Amazon links (amzn.to) pay me a little", "Amazon.in and Flipkart links in my descriptions": a host alone that is
      // a shortener's or a store's link host (whose links lead somewhere only by their path), or that "links" follows,
      // names a kind of link; it leads to nothing the video shows or sells.
      // Its text stays in the prose, where it names the store ("the Amazon.ca and Newegg.ca links are affiliate links"
      // covers those stores' links only).
      if (hostAlone && (namesLinkKind(hostPart) || LINKS_AFTER.test(l.slice(m.lastIndex, m.lastIndex + 48)))) {
        spans.pop();
        continue;
      }
    }
    const p = parseLink(m.raw);
    if (!p) continue;
    covered.push({ start: m.index, end: m.lastIndex });
    links.push({ url: p.url, host: p.host, domain: p.domain, index, line, end: index + p.written.length });
  }
  if (mayGlueScheme(l)) addGluedSchemes(l, start, line, covered, links, spans);
  links.sort((a, b) => a.index - b.index);
}

/**
 * Longer lines are read by linkify in pieces cut at a space: its matcher re-reads the rest of a line per link, so the
 * cost of a long line grows with the piece's length (one 50,000-character line: 1,024 is 10–15% faster than 4,096).
 */
const LINKIFY_PIECE = 1024;

/** linkify's matches in a line, their offsets in the line; a long line is read in pieces cut where a link cannot be. */
function matchLinks(l: string): { index: number; lastIndex: number; raw: string; schema: string }[] {
  if (l.length <= LINKIFY_PIECE) return linkify.match(l) ?? [];
  const out: { index: number; lastIndex: number; raw: string; schema: string }[] = [];
  for (let from = 0; from < l.length;) {
    let to = Math.min(l.length, from + LINKIFY_PIECE);
    if (to < l.length) {
      // Cut at the last space of the piece (a link holds none); a piece without one is read whole to its next space.
      const before = l.lastIndexOf(' ', to);
      const cut = before > from ? before : l.indexOf(' ', to);
      to = cut < 0 ? l.length : cut;
    }
    for (const m of linkify.match(l.slice(from, to)) ?? [])
      out.push({ index: from + m.index, lastIndex: from + m.lastIndex, raw: m.raw, schema: m.schema });
    from = to;
  }
  return out;
}

/** Links whose scheme is glued to the word before them, not already read by linkify. */
function addGluedSchemes(
  l: string,
  start: number,
  line: number,
  covered: { start: number; end: number }[],
  links: FoundLink[],
  spans: { start: number; end: number }[],
): void {
  for (const m of l.matchAll(GLUED_SCHEME)) {
    const at = m.index ?? 0;
    // Already read as (part of) a link: "Item-https://…", or a URL inside another's query ("?u=https://…").
    if (covered.some((c) => at >= c.start && at < c.end)) continue;
    const p = parseLink(m[0]);
    if (!p) continue;
    spans.push({ start: start + at, end: start + at + m[0].length });
    links.push({
      url: p.url,
      host: p.host,
      domain: p.domain,
      index: start + at,
      line,
      end: start + at + p.written.length,
    });
  }
}

/** A scheme ("http://", "https://") right after a letter, digit, "/", ":" or "-": what GLUED_SCHEME needs. */
function mayGlueScheme(line: string): boolean {
  for (let i = line.indexOf('://'); i >= 0; i = line.indexOf('://', i + 3)) {
    const at = line[i - 1] === 's' || line[i - 1] === 'S' ? i - 5 : i - 4;
    if (at > 0 && line.charCodeAt(at - 1) > 0x20 && GLUED_SCHEME_AT.test(line.slice(at - 1, i))) return true;
  }
  return false;
}
const GLUED_SCHEME_AT = /^[\p{L}\p{N}/:-]https?$/iu;

// A dot between a letter or digit and two letters, or a scheme: the least a link needs.
const MAY_HOLD_LINK = /[\p{L}\p{N}-]\.\p{L}{2}|:\/\//u;

/** The raw extent of each link in the text (index and length as written), for masking links out of prose. */
export function linkSpans(text: string): { start: number; end: number }[] {
  return scanLinks(text).spans;
}

// Query keys and path segments that mark a link as an affiliate or referral link.
const AFFILIATE_QUERY_KEYS = new Set([
  'aff',
  'aff_id',
  'affid',
  'affilid',
  'aff_code',
  'affiliate',
  'affiliate_id',
  'affiliateid',
  'affiliatecode',
  'afftrack',
  'aff_sub',
  'referral',
  'referral_code',
  'refcode',
  'ref_code',
  'ref_id',
  'rfsn',
  'sca_ref',
  'referenceid',
  'a_aid',
  'a_bid',
  'ranmid',
  'raneaid',
  'ransiteid',
  'ascsubtag',
  'irclickid',
  'partner_id',
  'partnerid',
  'invite_code',
  // Portuguese for a referral (`?indicacao=NAME`): the inviter's mark.
  'indicacao',
  'discount',
  'coupon',
  'promo',
  'code',
  'kbid',
  // A store plugin's affiliate key (`?mw_aref=name`, MageWorx's affiliate program on Magento stores).
  'mw_aref',
]);
// `ref`/`via` values that only say where the click came from, not who earns from it.
const GENERIC_REF_VALUES =
  /^(?:youtube|yt|youtu\.?be|description|desc|video|share|social|web|website|homepage|home|twitter|instagram|ig|tiktok|facebook|fb|email|newsletter|podcast|google|search|direct|organic|null|undefined|true|1|0)$/i;
// The same key as a path pair (`…/BI/2466/KBID/3031`): an affiliate id written into the path. A game's or a
// cash-back service's invitation is the same (`/referrals/name`, `/inviter/name`).
const AFFILIATE_PATH =
  /\/(?:ref|aff|affiliate|affiliates|referral|referrals|refer|invite|inviter|partner|go|discount|rewardsref)\/[^/]|\/kbid\/\d+(?:\/|$)/i;
// Other spellings of a store's name under country domains (`ebay.co.uk`, `amazon.de`): the program is the same.
const PROGRAM_LABELS = new Map(Object.keys(PROGRAM_QUERY_KEYS).map((d) => [d.split('.')[0], d]));
// Paths of programs that pay for sign-ups: cash-back (`/rf.do?referrerid=`), rides (`lyft.com/ida/CODE`),
// marketplaces (`g2a.com/r/name`, `rakuten.com/r/CODE`).
const REFERRAL_PATH = /^\/(?:r|ida|refer-a-friend|raf)\/[\w-]{3,}\/?$|\/rf\.do$/i;

// Values of shopping-ad tracking (`ref=pla_adv_goog_1`, `AFID=google_pla_US`, `ref=asc_df_B01…`): a product link
// copied from a search ad, where the store pays the search engine, not the creator.
const SHOPPING_AD =
  /(?:^|[_-])(?:adv|pla|cpc|ppc|sem|adwords|gshop|shopping|asc_df)(?:[_-]|$)|^(?:google|goog|bing|msn|gads)[_-]/i;
// Amazon's own tags for its Google and Bing shopping ads, Walmart's partner value of its own listing ads.
const SHOPPING_AD_TAGS = new Set([
  'hyprod-20',
  'googhydr-20',
  'bingshoppinga-20',
  'msnshopping-20',
  'googleads-20',
  'wlpa',
]);

/** A URL's path and what follows it, from the first slash after its authority (`/shop/x?y`), or null when it has none. */
export function urlPath(url: string): string | null {
  const at = url.indexOf('/', url.indexOf('//') + 2);
  return at < 0 ? null : url.slice(at);
}

/**
 * Whether a URL carries an affiliate or referral marker: an Amazon associate tag (`tag=xyz-20`), an
 * affiliate/referral query key (`aff=`, `ref=<not a generic source>`, `via=`, `rfsn=`, `discount=`, ...),
 * or a referral path (`/ref/x`, `/referral/x`, `/invite/x`, `/aff/x`, `/partner/x`, `/go/x`, `/discount/CODE`).
 */
export function hasAffiliateMarker(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  // Amazon's `ref=` is its own navigation trail (`ref=sr_1_3`, `ref=ppx_yo_dt_b_asin_title`): its program's key is `tag=`.
  const amazon = /(?:^|\.)amazon\.[a-z.]+$/i.test(u.hostname);
  for (const [k0, v] of u.searchParams) {
    const k = k0.toLowerCase();
    if (amazon && (k === 'ref' || k === 'ref_')) continue;
    // A link copied from a shopping ad carries the ad's tracking, not the creator's referral.
    if (SHOPPING_AD.test(v) || SHOPPING_AD_TAGS.has(v.toLowerCase())) continue;
    if (k === 'tag' && /-2\d$/.test(v)) return true;
    // `referer` is the HTTP header's spelling, which referral programs use too (`?referer=NAME`, Massdrop's).
    if (
      (k === 'ref' || k === 'via' || k === 'r' || k === 'referrer' || k === 'referer') &&
      v &&
      !GENERIC_REF_VALUES.test(v)
    )
      return true;
    if (AFFILIATE_QUERY_KEYS.has(k) && v) return true;
    // A tracking value that says it is an affiliate click (`om_mmc=aff-linkshare-…`, `cm=affiliate_…`, `Origin=site_aff`).
    if (/^(?:aff|affiliate)(?:[-_]|$)|[-_]aff(?:[-_]|$)/i.test(v)) return true;
    // A marketing-channel key that names the affiliate channel (`cm_mmc=AFC-<site>`, Newegg's and others' "AFC").
    if (/^(?:cm_mmc|om_mmc|mmc)$/.test(k) && /^afc(?:[-_]|$)/i.test(v)) return true;
  }
  const program = programOf(u.hostname);
  if (program) {
    for (const [k, v] of u.searchParams) {
      if (v && !SHOPPING_AD_TAGS.has(v.toLowerCase()) && PROGRAM_QUERY_KEYS[program].includes(k.toLowerCase()))
        return true;
    }
  }
  // A store's own product page whose path reads like a referral (`boulanger.com/ref/1088234`) is a plain link.
  if (STORE_PRODUCT_PATHS[registrableDomain(u.hostname)]?.test(u.pathname)) return false;
  return AFFILIATE_PATH.test(u.pathname) || REFERRAL_PATH.test(u.pathname);
}

const programOf: (hostname: string) => string | null = remembered((hostname) => {
  const domain = registrableDomain(hostname);
  if (PROGRAM_QUERY_KEYS[domain]) return domain;
  const label = domain.split('.')[0];
  return PROGRAM_LABELS.get(label) ?? null;
});
