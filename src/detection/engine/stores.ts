// Stores named before a short link they do not own: "Flipkart – goo.gl/…", "Amazon: geni.us/…", or a store's
// sub-header over its items ("From Flipkart :"). The name says where a generic short link leads; an affiliate
// shortener (geni.us) whose store is named that way is an affiliate link of that store.
import { AFFILIATE_SHORTENERS, RETAILERS } from '../hosts.js';
import { hostIn } from '../links.js';
import { resolvedBy } from '../resolvers.js';
import { catalogTarget } from './keys.js';
import { FROM_STORE } from './lexicon/sections.js';
import type { Context, Line, Mention, Target } from './types.js';

// How far back a store's sub-header may stand over the item it names, and how long it may be.
const SUBHEADER_LINES = 6;
const SUBHEADER_LENGTH = 40;

function storeIn(text: string, ctx: Context): Target | null {
  // The store named last before the link wins (several stores on one line: "Amazon – url, Flipkart – url").
  let at = -1;
  let store: Target | null = null;
  for (const m of ctx.catalog.byName(text)) {
    if (m.brand.kind === 'Marketplace' && m.index >= at) [at, store] = [m.index, catalogTarget(m.brand)];
  }
  for (const r of RETAILERS) {
    const m = r.name.exec(text);
    if (!m || m.index < at) continue;
    // A store whose name is an ordinary word (Boots, Target) right after a capitalized word is the end of a
    // product's name ("Chelsea Boots - bit.ly/…"), not the store.
    if (!r.name.flags.includes('i') && /\p{Lu}[\p{L}'’-]*\s+$/u.test(text.slice(Math.max(0, m.index - 30), m.index)))
      continue;
    const b = ctx.catalog.byDomain(r.domain);
    // The directory's own store of that name, matched at the same place, stands when the directory does not list
    // the record's domain (its Lazada under lazada.co.th and other countries' domains, not lazada.com).
    if (!b && m.index === at && store?.brand) continue;
    [at, store] = [m.index, b ? catalogTarget(b) : { key: `domain:${r.domain}`, brand: null, domain: r.domain }];
  }
  return store;
}

/** A short label line over a list naming one store ("From Flipkart :", "Amazon USA:", "[AMAZON]"). */
function subHeaderStore(lines: Line[], li: number, links: Set<number>, ctx: Context): Target | null {
  for (let i = li - 1; i >= 0 && i >= li - SUBHEADER_LINES; i--) {
    const l = lines[i];
    if (l.blank) return null;
    if (links.has(i)) continue;
    const core = l.prose.replace(/[^\p{L}\p{N}&' ]+/gu, ' ').trim();
    // A label line ("From Flipkart :", "[AMAZON]", a header) or a line that is only the store's name ("Amazon",
    // "Best Buy US"): a store named on its own line over its link.
    const label = /[:：]\s*$|^\W*\[.*\]\W*$/u.test(l.prose.trim()) || l.header;
    // A longer label that names its links by their store ("The Hepsiburada links of the products are below, …:",
    // "Bahsettiğim ürünlerin Hepsiburada linkleri aşağıda …:"): that store.
    if (label && core.length > SUBHEADER_LENGTH) {
      const named = STORE_LINKS.exec(core);
      const store = named ? storeIn(named[1], ctx) : null;
      if (store) return store;
    }
    if (!core || core.length > SUBHEADER_LENGTH) continue;
    // A short sentence that ends with the store ("All products from Walmart.", "Alles von Otto!") says where the
    // items under it are from.
    const fromStore = FROM_STORE.test(core);
    if (!label && !fromStore && (core.length > 20 || core.split(/\s+/).length > 3)) continue;
    const store = storeIn(core, ctx);
    if (store) return store;
  }
  return null;
}

// A store's name right before a word for its links, in the languages descriptions write it.
const STORE_LINKS =
  /([\p{L}\p{N}&'.-]+(?:\s+[\p{L}\p{N}&'.-]+){0,2})\s+(?:links?|linkleri|bağlantıları|enlaces|liens|linki|linków|ссылки)(?![\p{L}\p{N}])/iu;

/** A store named after the link in brackets ("Chelsea Boots – bit.ly/… (Nordstrom)"). */
const AFTER_LINK = /^\s*[([]\s*([^)\]\n]{2,30})[)\]]/u;

/** The catalog brand a list item's whole label is ("1. Boxycharm: bit.ly/…", "• Birchbox – bit.ly/…"), or null. */
function brandLabel(text: string, ctx: Context): Target | null {
  const core = text.replace(/^[^\p{L}\p{N}]*(?:\d{1,2}[.)]\s*)?/u, '').replace(/[\s:：\-–—|>»→]+$/u, '');
  if (!core || core.length > 40) return null;
  const m = ctx.catalog.byWholeName(core)[0];
  return m ? catalogTarget(m.brand) : null;
}

// A disclosure sentence that may name the one store a description's affiliate links lead to: "As an Amazon Associate
// I earn from qualifying purchases", "These are Amazon affiliate links".
const STORE_DISCLOSURE =
  /[^.!?\n]*\b(?:associates?|affiliate links?|qualifying purchases|commission|referral links?)\b[^.!?\n]*/giu;

/**
 * The one store the description's affiliate disclosures name, or null (none, or several). A link manager's short
 * link (`geni.us/…`, no query) with no store beside it leads there: the program its owner discloses.
 */
function disclosedStore(prose: string, ctx: Context): Target | null {
  const stores = new Map<string, Target>();
  for (const d of prose.matchAll(STORE_DISCLOSURE)) {
    const t = storeIn(d[0], ctx);
    if (t) stores.set(t.key, t);
  }
  return stores.size === 1 ? [...stores.values()][0] : null;
}

const NAMED_BESIDE = resolvedBy('store-named-beside-link');
const ITEM_LABEL = resolvedBy('item-label');
const DISCLOSED_STORE = resolvedBy('disclosed-store');

/** Gives each generic short link whose brand is unknown the store its item or sub-header names. */
export function nameShortLinkStores(mentions: Mention[], prose: string, lines: Line[], ctx: Context): void {
  const linkLines = new Set(mentions.filter((m) => m.kind === 'link').map((m) => m.line));
  let disclosed: Target | null | undefined;
  let prevEnd = 0;
  let prevLine = -1;
  for (const m of mentions) {
    if (m.kind !== 'link') continue;
    const from = m.line === prevLine ? prevEnd : lines[m.line].start;
    prevEnd = m.end;
    prevLine = m.line;
    if (m.cls !== 'generic' || m.target || m.expandedTo) continue;
    const before = prose.slice(from, m.index);
    const after = AFTER_LINK.exec(prose.slice(m.end, lines[m.line].start + lines[m.line].text.length));
    let store =
      (after ? storeIn(after[1], ctx) : null) ?? storeIn(before, ctx) ?? subHeaderStore(lines, m.line, linkLines, ctx);
    let resolution = NAMED_BESIDE;
    if (!store) {
      store = brandLabel(before, ctx);
      resolution = ITEM_LABEL;
    }
    if (!store && managedShortLink(m)) {
      store = disclosed === undefined ? (disclosed = disclosedStore(prose, ctx)) : disclosed;
      resolution = DISCLOSED_STORE;
    }
    if (!store) continue;
    m.target = store;
    m.resolution = resolution;
    if (m.link && hostIn(AFFILIATE_SHORTENERS, m.link.host)) m.referral = true;
  }
}

/** A link manager's short link: an affiliate host's link with a path and no query (`geni.us/Name`). */
function managedShortLink(m: Mention): boolean {
  return (
    !!m.link &&
    hostIn(AFFILIATE_SHORTENERS, m.link.host) &&
    !/[?#]/.test(m.link.url) &&
    /\/[^/]+/.test(m.link.url.replace(/^\w+:\/\//, ''))
  );
}
