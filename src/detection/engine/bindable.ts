// What a statement may bind: a mention that is no excluded or own link, no chapter, no denied or bought-from store of
// another sentence, no quoted name, and guarded lines (credits, socials) only from their own sentence; and which
// mentions are stores (they sell, the maker gives); a catalog brand named by the lead of its name, as a mention.
import type { NameMatch } from '../catalog.js';
import { RETAILER_DOMAINS } from '../hosts.js';
import { urlPath } from '../links.js';
import { catalogTarget } from './keys.js';
import { OWN_WORK_AFTER, OWN_WORK_BEFORE } from './lexicon/english.js';
import { namesContents } from './narrowing.js';
import { isGuarded } from './text.js';
import type { Doc, Kind, Mention } from './types.js';

/** A store's link or name (a catalog Marketplace, or a store the engine knows): it sells, the maker gives. */
export const isRetailer = (m: Mention) =>
  m.target !== null && (m.target.brand?.kind === 'Marketplace' || RETAILER_DOMAINS.has(m.target.domain));

// A seller's own shop on a marketplace ("Wee Cutter Co on Etsy: etsy.com/shop/WeeCutterCo"): the maker a gift comes
// from, not a store that sold it.
// (An influencer's storefront, `amazon.com/shop/…`, is an affiliate link: no seller.)
export const sellerShop = (m: Mention) => {
  if (!m.link || m.referral) return false;
  const path = urlPath(m.link.url);
  return path !== null && SELLER_SHOP.test(path);
};
const SELLER_SHOP = /^\/(?:[a-z]{2}(?:-[a-z]{2,3})?\/)?shop\/[^/?#]+\/?(?:[?#]|$)/i;

export function bindable(m: Mention, doc: Doc, kind: Kind, sameUnitAsStatement: boolean): boolean {
  if (m.cls === 'excluded' || m.cls === 'self') return false;
  // A brand its own sentence says has nothing to do with the video is no other sentence's giver or sponsor, wherever
  // another sentence names it ("… posted me a Raspberry Pi 3 as a gift" beside "It's from a viewer, not from the
  // Raspberry Pi Foundation").
  if ((kind === 'gift' || kind === 'paid') && deniedElsewhere(doc, m)) return false;
  if (!sameUnitAsStatement && doc.deniedUnits.has(m.unit)) return false;
  if ((kind === 'gift' || kind === 'paid') && m.kind === 'name' && ownWorksTopic(doc, m)) return false;
  // Nor is a store its own sentence says the creator bought from ("… came from John Lewis on my own card") another
  // sentence's giver, or the store of its code.
  if (!sameUnitAsStatement && kind !== 'affiliate' && m.kind === 'name' && doc.purchaseUnits.has(m.unit)) return false;
  if (m.platform && kind !== 'paid' && kind !== 'gift') return false;
  // A profile is the creator's account on a site: a sponsor only when its own sentence says so.
  if (m.profile && !sameUnitAsStatement) return false;
  const line = doc.lines[m.line];
  if (line.chapter) return false;
  // A brand named as what a box is full of ("le mandó una caja llena de Lumora") is the gift's contents, no giver.
  if (kind === 'gift' && namesContents(doc, m)) return false;
  // A name in someone's quoted words ("'I'll have to buy everything from Amazon now,' one told us") is theirs: a
  // discount of another sentence (a shop's sale in a report) does not reach it.
  if ((kind === 'cta' || kind === 'promo') && !sameUnitAsStatement && m.kind === 'name' && quoted(doc, m)) return false;
  // Credits, socials and self-promotion only turn into sponsorships when the paid or affiliate words are in the
  // same sentence.
  if (isGuarded(line)) {
    if (!sameUnitAsStatement) return false;
    if (line.credit || line.section === 'credits') return kind === 'paid' || kind === 'affiliate' || kind === 'promo';
    return kind === 'paid';
  }
  return true;
}

/** Whether a name is the topic of the creator's own work ("who saw my Arduino videos and posted me …"). */
function ownWorksTopic(doc: Doc, m: Mention): boolean {
  return (
    OWN_WORK_BEFORE.test(doc.prose.slice(Math.max(0, m.index - 6), m.index)) &&
    OWN_WORK_AFTER.test(doc.prose.slice(m.end, m.end + 12))
  );
}

/** Whether a mention outside a text's denials names a brand one of them denies (bindable; binding.ts' leads). */
export function deniedElsewhere(doc: Doc, m: Mention): boolean {
  return doc.deniedUnits.size > 0 && !doc.deniedUnits.has(m.unit) && deniedKeys(doc).has(m.target?.key ?? '');
}

/** The brands a text's denials name (their name mentions' keys), read once a text. */
function deniedKeys(doc: Doc): Set<string> {
  let keys = DENIED_KEYS.get(doc);
  if (!keys) {
    keys = new Set();
    for (const x of doc.mentions) if (x.target && doc.deniedUnits.has(x.unit)) keys.add(x.target.key);
    DENIED_KEYS.set(doc, keys);
  }
  return keys;
}
const DENIED_KEYS = new WeakMap<Doc, Set<string>>();

/**
 * Whether a mention stands inside quotation marks opened on its line; in guillemets, only inside a quoted sentence
 * of three words or more (a character's «в этом магазине скидки настоящие»): a name alone in them is how Russian and French
 * write a brand («Короне», «Пятёрочка»).
 */
function quoted(doc: Doc, m: Mention): boolean {
  const line = doc.lines[m.line];
  const before = doc.prose.slice(line.start, m.index);
  if (before.lastIndexOf('“') > before.lastIndexOf('”')) return true;
  const open = before.lastIndexOf('«');
  if (open > before.lastIndexOf('»')) {
    const close = doc.prose.indexOf('»', m.index);
    const inner = close > 0 && close <= line.end ? doc.prose.slice(line.start + open + 1, close) : '';
    if (inner.trim().split(/\s+/).length >= 3) return true;
  }
  return (before.split('"').length - 1) % 2 === 1;
}

/** A catalog brand named by the lead of its name (catalog.byLead) in the sentence of statement `s` starting at `start`. */
export function leadMention(s: { line: number; unit: number }, start: number, m: NameMatch) {
  return {
    kind: 'name' as const,
    index: start + m.index,
    end: start + m.end,
    line: s.line,
    unit: s.unit,
    target: catalogTarget(m.brand),
    cls: 'name' as const,
    referral: false,
  };
}
