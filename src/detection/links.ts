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
}

/** Shorteners and redirectors anyone can use: the brand behind them is unknown until the link is expanded. */
export const GENERIC_SHORTENERS: Set<string> = new Set([
  'bit.ly', 'bitly.com', 'bit.do', 'geni.us', 'amzn.to', 'amzn.eu', 'a.co', 'tinyurl.com', 'ow.ly', 'rebrand.ly', 't.co',
  'goo.gl', 'buff.ly', 'lnk.to', 'smarturl.it', 'is.gd', 'v.gd', 'cutt.ly', 'shorturl.at', 't.ly', 'tiny.cc', 'rb.gy',
  'bl.ink', 'lnkd.in', 'po.st', 'trib.al', 'dlvr.it', 'ift.tt', 'hyperurl.co', 'shor.by', 'snip.ly', 's.id', 'clck.ru',
  'short.gy', 'tidd.ly', 'fave.co', 'bhpho.to', 'go.magik.ly', 'rstyle.me', 'liketk.it', 'howl.me', 'howl.link',
  'shopmy.us', 'shop-links.co', 'prf.hn', 'sjv.io', 'pxf.io', 'ojrq.net', 'evyy.net', '7eer.net', 'pntra.com',
  'anrdoezrs.net', 'jdoqocy.com', 'tkqlhce.com', 'dpbolvw.net', 'kqzyfj.com', 'awin1.com', 'shareasale.com',
  'linksynergy.com', 'skimresources.com', 'refs.cc', 'urlgeni.us', 'msha.ke', 'link.me', 'apple.co', 'spoti.fi',
]);

/**
 * Shorteners and redirectors whose links are affiliate links by nature (a store's associate program or an
 * affiliate network): reported as Affiliate when the brand behind them is known (the catalog owns the
 * shortener, or `SHORTENER_OWNERS` names the store).
 */
export const AFFILIATE_SHORTENERS: Set<string> = new Set([
  'amzn.to', 'amzn.eu', 'a.co', 'geni.us', 'urlgeni.us', 'bhpho.to', 'rstyle.me', 'liketk.it', 'howl.me', 'howl.link',
  'shopmy.us', 'shop-links.co', 'prf.hn', 'sjv.io', 'pxf.io', 'ojrq.net', 'evyy.net', '7eer.net', 'pntra.com',
  'anrdoezrs.net', 'jdoqocy.com', 'tkqlhce.com', 'dpbolvw.net', 'kqzyfj.com', 'awin1.com', 'shareasale.com',
  'linksynergy.com', 'skimresources.com', 'fave.co', 'tidd.ly',
]);

/** Store shorteners whose owner is known without expanding the link (used when the catalog lacks them). */
export const SHORTENER_OWNERS: Record<string, { domain: string; name: string }> = {
  'amzn.to': { domain: 'amazon.com', name: 'Amazon' },
  'amzn.eu': { domain: 'amazon.com', name: 'Amazon' },
  'a.co': { domain: 'amazon.com', name: 'Amazon' },
  'bhpho.to': { domain: 'bhphotovideo.com', name: 'B&H Photo' },
};

/**
 * Domains (or hosts) that never stand for a sponsoring brand on their own: platforms and social profiles,
 * links to other videos and channels, creator support and membership, link-in-bio pages, creator merch
 * platforms, music/podcast platforms used in credits, app stores and crowdfunding pages (the sponsor is the
 * app or project, not the store), and reference sources. A catalog brand that owns one of them still
 * matches through the catalog. Music licensing services that sponsor creators (Epidemic Sound, Artlist,
 * Musicbed) are deliberately NOT here: their links are judged by the words around them.
 */
export const NOT_SPONSOR_DOMAINS: Set<string> = new Set([
  // video platforms, other videos and channels
  'youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com', 'dailymotion.com', 'rumble.com', 'odysee.com',
  'twitch.tv', 'kick.com', 'floatplane.com',
  // social profiles
  'instagram.com', 'instagr.am', 'x.com', 'twitter.com', 'threads.net', 'threads.com', 'tiktok.com', 'facebook.com',
  'fb.com', 'fb.me', 'fb.watch', 'snapchat.com', 'pinterest.com', 'pin.it', 'reddit.com', 'redd.it', 'linkedin.com',
  'tumblr.com', 'bsky.app', 'mastodon.social', 'vk.com', 'weibo.com',
  // community, membership and support
  'discord.gg', 'discord.com', 'discordapp.com', 'patreon.com', 'ko-fi.com', 'buymeacoffee.com', 'paypal.me',
  'streamlabs.com', 'streamelements.com', 'throne.com', 'gofundme.com', 'kickstarter.com', 'indiegogo.com',
  'subscribestar.com', 'memberful.com', 't.me', 'telegram.me', 'telegram.org', 'whatsapp.com', 'wa.me',
  'substack.com', 'medium.com', 'onlyfans.com', 'fanhouse.app',
  // creator platforms: courses, digital products, newsletters and tip jars sold by the creator (the platform is
  // not the sponsor; a shop on a subdomain of one is the creator's own)
  'gumroad.com', 'gum.co', 'teachable.com', 'kajabi.com', 'mykajabi.com', 'podia.com', 'thinkific.com', 'payhip.com',
  'sellfy.com', 'skool.com', 'circle.so', 'learnworlds.com', 'systeme.io', 'ck.page', 'convertkit.com', 'kit.com',
  'beehiiv.com', 'buttondown.email', 'ghost.io', 'lemonsqueezy.com', 'uscreen.tv', 'gumroad.co',
  // link-in-bio pages and creator storefront builders
  'linktr.ee', 'beacons.ai', 'linkin.bio', 'lnk.bio', 'campsite.bio', 'bio.link', 'carrd.co', 'bio.site', 'solo.to',
  'stan.store', 'koji.to', 'kit.co', 'allmylinks.com', 'hoo.be', 'snipfeed.co', 'withkoji.com',
  // merch platforms
  'teespring.com', 'spri.ng', 'creator-spring.com', 'spreadshop.com', 'spreadshirt.com', 'fourthwall.com',
  'represent.com', 'bonfire.com', 'teepublic.com', 'redbubble.com', 'merchbar.com', 'crowdmade.com', 'shopmerch.me',
  'streamlabs.shop',
  // music and podcasts (credits)
  'spotify.com', 'spoti.fi', 'soundcloud.com', 'bandcamp.com', 'audiomack.com', 'deezer.com', 'music.apple.com',
  'podcasts.apple.com', 'itunes.apple.com', 'music.amazon.com', 'anchor.fm', 'podbean.com', 'pocketcasts.com',
  'distrokid.com', 'ffm.to', 'hypeddit.com', 'toneden.io', 'freemusicarchive.org', 'incompetech.com', 'ncs.io',
  'nocopyrightsounds.co.uk', 'chll.to', 'lofigirl.com', 'musicforvideos.com',
  // app stores and storefronts of software distributors
  'apps.apple.com', 'play.google.com', 'store.steampowered.com', 'steampowered.com', 'steamcommunity.com',
  'microsoft.com', 'apps.microsoft.com', 'itch.io', 'epicgames.com',
  // sources and references
  'wikipedia.org', 'wikimedia.org', 'wikidata.org', 'archive.org', 'doi.org', 'arxiv.org', 'nih.gov', 'ncbi.nlm.nih.gov',
  'pubmed.ncbi.nlm.nih.gov', 'scholar.google.com', 'researchgate.net', 'jstor.org', 'github.com', 'github.io',
  'gitlab.com', 'imgur.com', 'imdb.com', 'goodreads.com', 'britannica.com', 'investor.gov', 'who.int', 'europa.eu',
  'un.org', 'oecd.org', 'worldbank.org', 'imf.org', 'w3.org', 'ietf.org', 'rfc-editor.org', 'stackoverflow.com',
  'stackexchange.com', 'readthedocs.io', 'readthedocs.org', 'developer.mozilla.org', 'mozilla.org', 'python.org',
  'nodejs.org', 'kernel.org',
  // news outlets cited as sources
  'nytimes.com', 'washingtonpost.com', 'wsj.com', 'reuters.com', 'apnews.com', 'bbc.com', 'bbc.co.uk', 'cnn.com',
  'theguardian.com', 'npr.org', 'bloomberg.com', 'ft.com', 'cnbc.com', 'theverge.com', 'arstechnica.com',
  'techcrunch.com', 'wired.com', 'engadget.com', 'axios.com', 'politico.com', 'nbcnews.com', 'cbsnews.com',
  'abcnews.go.com', 'latimes.com', 'usatoday.com', 'forbes.com', 'businessinsider.com', 'theatlantic.com',
  // generic web tools
  'google.com', 'goo.gl', 'forms.gle', 'docs.google.com', 'drive.google.com', 'maps.google.com', 'maps.app.goo.gl',
  'dropbox.com', 'calendly.com', 'typeform.com', 'eventbrite.com', 'mailchimp.com', 'list-manage.com', 'gmail.com',
]);

/**
 * Reference hosts that are never sponsors whatever their name: government, military and academic domains under
 * any country (`fdic.gov`, `sec.gov`, `gov.uk`, `canada.ca`'s `*.gc.ca`, `*.edu`, `*.ac.uk`, `*.edu.au`) and
 * documentation / help / wiki subdomains (`docs.python.org`, `support.apple.com`, `developer.android.com`).
 */
export function isReferenceHost(host: string): boolean {
  const h = normalizeHost(host);
  const suffix = getPublicSuffix(h) ?? '';
  if (/(?:^|\.)(?:gov|mil|edu|gouv|gob|govt|go|gc|ac|int)(?:\.[a-z]{2})?$/.test(suffix) && suffix.split('.').length <= 2) {
    // "ac"/"go" alone are country codes (Ascension Island, no "go" TLD): only as a second level ("ac.uk", "go.jp").
    const first = suffix.split('.')[0];
    if (suffix.includes('.') || !['ac', 'go', 'gc', 'gouv', 'gob', 'govt'].includes(first)) return true;
  }
  if (/(?:^|\.)(?:gov|mil|edu)$/.test(h.split('.').slice(-2, -1)[0] ?? '')) return true;
  return /^(?:docs|doc|documentation|developer|developers|devdocs|api-docs|help|support|kb|knowledge|wiki|manual|manuals)\./.test(h);
}

// Top-level domains accepted for links written without a scheme, on top of linkify-it's defaults
// (every two-letter country code plus com, net, org, edu, gov, info, biz, shop, ...).
const EXTRA_TLDS = [
  'link', 'news', 'deals', 'app', 'dev', 'store', 'tech', 'online', 'site', 'club', 'live', 'world', 'xyz', 'io',
  'ai', 'gg', 'co', 'me', 'tv', 'fm', 'ly', 'to', 'health', 'fit', 'fitness', 'games', 'game', 'studio', 'design',
  'codes', 'digital', 'life', 'fun', 'blog', 'media', 'cloud', 'page', 'team', 'travel', 'money', 'finance', 'bio',
  'art', 'ink', 'one', 'plus', 'network', 'software', 'tools', 'email', 'social', 'supply', 'shopping', 'energy',
  'coffee', 'style', 'fashion', 'beauty', 'skin', 'care', 'golf', 'bike', 'run', 'space', 'website', 'works',
  'academy', 'school', 'education', 'courses', 'training', 'guide', 'guru', 'green', 'eco', 'hair', 'makeup',
  'audio', 'video', 'show', 'kitchen', 'recipes', 'deal', 'sale', 'promo', 'gift', 'gifts', 'click', 'download',
  'chat', 'community', 'company', 'agency', 'ventures', 'capital', 'fund', 'investments', 'bank', 'credit',
  'insurance', 'pet', 'pets', 'dog', 'toys', 'watch', 'camera', 'photo', 'photography', 'pics', 'film', 'movie',
  'music', 'band', 'rocks', 'party', 'wtf', 'lol', 'cool', 'top', 'best', 'new', 'global', 'city', 'vip', 'pro',
  'inc', 'llc', 'ltd', 'foundation', 'org', 'mobi', 'tel', 'earth', 'zone', 'systems', 'solutions',
];

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false, fuzzyIP: false });
linkify.tlds(EXTRA_TLDS, true);
linkify.add('mailto:', null);
linkify.add('ftp:', null);

const TRAILING = /[.,!?:;'"”’»…*>~]+$/;

function stripTrailing(raw: string): string {
  let s = raw;
  for (;;) {
    const before = s;
    s = s.replace(TRAILING, '');
    // An unbalanced closing bracket belongs to the sentence, not to the link.
    for (const [open, close] of [['(', ')'], ['[', ']'], ['{', '}']] as const) {
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

/** Registrable domain of a host (public suffix list, private suffixes included), lowercase, no "www.". */
export function registrableDomain(host: string): string {
  const h = normalizeHost(host);
  const d = getDomain(h, { allowPrivateDomains: true });
  return d ? normalizeHost(d) : h;
}

/** The host and its parent domains, most specific first ("a.b.c.com" → a.b.c.com, b.c.com, c.com). */
export function hostAndParents(host: string): string[] {
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
}

/** Whether the link's host or any parent domain of it is in `set`. */
export function hostIn(set: Set<string>, host: string): boolean {
  return hostAndParents(host).some((h) => set.has(h));
}

/** Parses one URL (with or without scheme) into its normalized parts; null when it is not a web link. */
export function parseLink(raw: string): { url: string; host: string; domain: string } | null {
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
  return { url, host, domain: registrableDomain(host) };
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
    if (MAY_HOLD_LINK.test(l) && linkify.test(l)) {
      for (const m of linkify.match(l) ?? []) {
        const index = start + m.index;
        spans.push({ start: index, end: start + m.lastIndex });
        if (m.schema === '' || m.schema === '//') {
          // An address right after "@" is the tail of an e-mail address.
          if (m.index > 0 && l[m.index - 1] === '@') continue;
          // "great video.So": a schemeless link whose top-level domain is in mixed case is a typo.
          const hostPart = m.raw.replace(/^\/\//, '').split(/[/?#:]/)[0];
          const tld = hostPart.slice(hostPart.lastIndexOf('.') + 1);
          if (tld !== tld.toLowerCase() && hostPart !== hostPart.toUpperCase()) continue;
        }
        const p = parseLink(m.raw);
        if (!p) continue;
        links.push({ url: p.url, host: p.host, domain: p.domain, index, line });
      }
    }
    start = end + 1;
    line++;
  }
  return { links, spans };
}

// A dot between a letter or digit and two letters, or a scheme: the least a link needs.
const MAY_HOLD_LINK = /[\p{L}\p{N}-]\.\p{L}{2}|:\/\//u;

/** The raw extent of each link in the text (index and length as written), for masking links out of prose. */
export function linkSpans(text: string): { start: number; end: number }[] {
  return scanLinks(text).spans;
}

// Query keys and path segments that mark a link as an affiliate or referral link.
const AFFILIATE_QUERY_KEYS = new Set([
  'aff', 'aff_id', 'affid', 'aff_code', 'affiliate', 'affiliate_id', 'affiliateid', 'afftrack', 'aff_sub', 'referral',
  'referral_code', 'refcode', 'ref_code', 'ref_id', 'rfsn', 'sca_ref', 'a_aid', 'a_bid', 'ranmid', 'raneaid',
  'ransiteid', 'ascsubtag', 'irclickid', 'partner_id', 'partnerid', 'invite_code', 'discount', 'coupon', 'promo',
  'code', 'kbid',
]);
// `ref`/`via` values that only say where the click came from, not who earns from it.
const GENERIC_REF_VALUES = /^(?:youtube|yt|youtu\.?be|description|desc|video|share|social|web|website|homepage|home|twitter|instagram|ig|tiktok|facebook|fb|email|newsletter|podcast|google|search|direct|organic|null|undefined|true|1|0)$/i;
const AFFILIATE_PATH = /\/(?:ref|aff|affiliate|affiliates|referral|refer|invite|partner|go|discount)\/[^/]/i;

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
  for (const [k0, v] of u.searchParams) {
    const k = k0.toLowerCase();
    if (k === 'tag' && /-2\d$/.test(v)) return true;
    if ((k === 'ref' || k === 'via' || k === 'r' || k === 'referrer') && v && !GENERIC_REF_VALUES.test(v)) return true;
    if (AFFILIATE_QUERY_KEYS.has(k) && v) return true;
  }
  return AFFILIATE_PATH.test(u.pathname);
}
