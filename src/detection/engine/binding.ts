// Binding: the mentions each statement speaks about (its sentence, the nearest one within WINDOW characters, a
// list's items, a disclosure's scope), and the sections whose every line is a statement.
import { isOrdinaryWord, tokenize, type CatalogBrand, type NameMatch } from '../catalog.js';
import { RETAILER_DOMAINS } from '../hosts.js';
import { catalogTarget } from './keys.js';
import {
  CODE_BEFORE,
  DEFINITE_AFFILIATE_LINKS,
  DISCOUNTED_GOODS_BEFORE,
  KEY_AFTER,
  LIST_QUANTIFIER,
  OWNED_AFTER,
  POINTS_BACK,
  POSSESSIVE_BEFORE_NOUN,
  POSSESSIVE_CLOSES_CLAUSE,
  SPONSOR_ROOT,
} from './lexicon/english.js';
import { regex } from './lexicon/regex.js';
import { GIVER_BEFORE_NAME, LIST_QUANTIFIER_WORLD } from './lexicon/worldLanguages.js';
import { spellsLabel, titleNamesLead } from './naming.js';
import {
  narrowNewLinks,
  namesContents,
  namesDealersMake,
  narrowToNamedStores,
  narrowToShopLinks,
  newLinksNamedIn,
  newLinksOfGiver,
  newLinksOfLabel,
  newLinksOfLead,
} from './narrowing.js';
import { disclosureScope, markedLines, markOf } from './scopes.js';
import { headerLineOf, mentionsInUnit, mentionsOnLine, statementsOnLine } from './indexes.js';
import { isGuarded, unitText } from './text.js';
import type { Binding, Context, Doc, Kind, Mention, Statement } from './types.js';

const WINDOW = 200;

/** A store's link or name (a catalog Marketplace, or a store the engine knows): it sells, the maker gives. */
const isRetailer = (m: Mention) =>
  m.target !== null && (m.target.brand?.kind === 'Marketplace' || RETAILER_DOMAINS.has(m.target.domain));

// A seller's own shop on a marketplace ("Wee Cutter Co on Etsy: etsy.com/shop/WeeCutterCo"): the maker a gift comes
// from, not a store that sold it.
// (An influencer's storefront, `amazon.com/shop/…`, is an affiliate link: no seller.)
const sellerShop = (m: Mention) => {
  if (!m.link || m.referral) return false;
  const url = m.link.url;
  const at = url.indexOf('/', url.indexOf('//') + 2);
  return at > 0 && SELLER_SHOP.test(url.slice(at));
};
const SELLER_SHOP = /^\/(?:[a-z]{2}(?:-[a-z]{2,3})?\/)?shop\/[^/?#]+\/?(?:[?#]|$)/i;

function bindable(m: Mention, doc: Doc, kind: Kind, sameUnitAsStatement: boolean): boolean {
  if (m.cls === 'excluded' || m.cls === 'self') return false;
  // A brand its own sentence says has nothing to do with the video is no other sentence's giver or sponsor.
  if (!sameUnitAsStatement && doc.deniedUnits.has(m.unit)) return false;
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

/**
 * A code or a deal for the uploader's own page on a store or a delivery app ("Free delivery on Lumora Eats with code
 * BOX: lumoraeats.com/brand/<our name>", "10% off with code SPRING in our Etsy shop: etsy.com/shop/<our name>"): the
 * store named beside its own page in the sentence is where the offer is, no sponsor of it.
 */
function withoutHostOfOwnPage(doc: Doc, s: Statement, own: Mention[], byUnit: Map<number, Mention[]>): Mention[] {
  const hosts = new Set<string>();
  for (const m of byUnit.get(s.unit) ?? [])
    if (m.kind === 'link' && m.cls === 'self' && m.link) hosts.add(m.link.domain);
  if (!hosts.size) return own;
  return own.filter((m) => !(m.kind === 'name' && m.target?.brand?.domains.some((d) => hosts.has(d))));
}

/** Mentions a statement speaks about: its sentence, else the nearest sentence with mentions within WINDOW chars. */
function bindStatement(doc: Doc, s: Statement, byUnit: Map<number, Mention[]>, ctx: Context): Mention[] {
  const usable = (u: number, same: boolean) => (byUnit.get(u) ?? []).filter((m) => bindable(m, doc, s.kind, same));
  let own = usable(s.unit, true);
  if (s.kind === 'gift' || s.kind === 'paid') {
    // "Nemo supplied the Hornet for this test, and the MSR and Big Agnes are our own": the brands the creator says
    // are its own are no giver; the giver is the brand the sentence names by the lead of its name, linked in the text.
    own = own.filter((m) => !ownedInClause(doc, s, m));
    if (!own.some((m) => m.target?.brand)) own = [...own, ...leadOfLinkedBrand(doc, s, ctx)];
    own = withoutDealersMake(doc, own);
  }
  if (s.kind === 'promo' || s.kind === 'cta' || s.kind === 'affiliate') own = withoutHostOfOwnPage(doc, s, own, byUnit);
  if (s.kind === 'gift')
    own = objectsNoGivers(doc, s, possessiveGiver(doc, s, own)).filter((m) => !namesKeyPlatform(doc, m));
  // A title's gift that names its giver after "from" ("HAUL + a surprise box from Lumora") is that giver's alone: the
  // title's other brands are its topic (the store of the haul), and a giver the title does not link is no other's.
  if (s.kind === 'gift' && doc.origin === 'title' && GIVER_AFTER.test(doc.prose.slice(s.index, s.end)))
    return own.filter((m) => m.index >= s.end);
  // So is a title's gift whose giver is the subject right before its act ("Velotrek Saddle Review – Mosswick Sent It
  // Over", "Lumora Gifted Me Their Whole Range"): the brands before it are the product reviewed.
  if (s.kind === 'gift' && doc.origin === 'title') {
    const giver = own.find((m) => m.index < s.index && /^\s*$/.test(doc.prose.slice(m.end, s.index)));
    if (giver) return own.filter((m) => m === giver || m.index >= s.end);
  }
  // "Finish Line, 25% off select Nike Running: <Finish Line's link>": the brand a discount is taken off is the goods
  // on sale at the store the sentence links, not who offers it.
  if ((s.kind === 'cta' || s.kind === 'promo') && own.length > 1) own = withoutDiscountedGoods(doc, own);
  if (s.kind === 'paid') {
    const valued = labelValue(doc, s, own);
    if (valued) return valued;
  }
  if (own.length) return own;
  if (s.kind === 'affiliate') return [];
  // A statement about a link of its own sentence that is the creator's own or no sponsor ("first week free:
  // mysite.com/join", "20% off my guide") speaks about that link, not about the next line's product. Promo,
  // discount and gift words on a self-promotion, social or credit line do not reach other lines either.
  const noSponsor = (m: Mention) =>
    m.kind === 'link' && (m.cls === 'self' || (m.cls === 'excluded' && s.kind !== 'paid'));
  if ((byUnit.get(s.unit) ?? []).some(noSponsor)) return [];
  const sl = doc.lines[s.line];
  if (s.kind !== 'paid' && isGuarded(sl)) return [];
  const sentence = unitText(doc, s.unit);
  // A code or a discount that points back at the item above ("Type IRON into the code box there", "… knocks 10% off
  // your order there", "on that site") is that item's, not the next line's store.
  if ((s.kind === 'promo' || s.kind === 'cta') && POINTS_BACK.test(sentence)) {
    const above = itemAbove(doc, s, usable);
    if (above.length) return above;
  }
  // A statement that introduces a list ("Gifted:", "Both feeders were sent to me by the companies …") speaks about
  // every item of the block it finds, not only the first.
  // The statement's own sentence ends in ":", not a later sentence of its line ("… wurde mir zur Verfügung gestellt.
  // Vorbestellen bei MediaMarkt: …" introduces no list of gifts).
  const list =
    (s.kind === 'gift' || s.kind === 'paid') &&
    (/:\s*$/.test(sentence) || LIST_QUANTIFIER.test(sentence) || LIST_QUANTIFIER_WORLD.test(sentence));
  // A statement whose sentence spells a link's name within reach ("Materiał powstał we współpracy reklamowej z marką
  // Cobi" … "cobi.pl/titanic", "Das Gerät ist eine Leihgabe von Huawei" … "Infos: huawei.com/de") speaks about that
  // link, not about a nearer one ("… z LEGO", "P20 Pro bei Amazon: amzn.to/…").
  // The units after the statement within WINDOW characters, each read once: a long line costs its reach, not its
  // length. A list statement keeps every name it spells ("Thank you Glowly and Dewdrop for sending me these goodies!"
  // over their two links).
  const spelledAll: Mention[] = [];
  // A sponsor or gift sentence names an unknown link also by the lead of its name, as a title does ("sponsored by
  // Makeup Revolution" … "revolutionbeauty.com/…", not the store's link between them: "Shop the range at Superdrug").
  let tokens: ReturnType<typeof tokenize> | undefined;
  const names = (m: Mention) =>
    spellsLabel(sentence, m.target!.domain) ||
    ((s.kind === 'paid' || s.kind === 'gift') &&
      m.cls === 'new' &&
      titleNamesLead(sentence, (tokens ??= tokenize(sentence)), m.target!));
  for (let u = s.unit + 1; u < doc.units.length; u++) {
    const unit = doc.units[u];
    if (unit.start - s.end > WINDOW || (unit.line !== s.line && doc.lines[unit.line].header)) break;
    const spelled = mentionsInUnit(doc, u).filter(
      (m) =>
        m.kind === 'link' &&
        m.target &&
        (m.cls === 'new' || m.cls === 'catalog') &&
        bindable(m, doc, s.kind, false) &&
        names(m),
    );
    if (spelled.length && !list) return spelled;
    spelledAll.push(...spelled);
  }
  if (spelledAll.length) return spelledAll;
  // "Магазин MAKEUP собрал для меня коробку …, мне её просто подарили" over the box's contents, the store linked far
  // below ("Магазин: makeup.com.ua"): a gift or a payment whose sentence spells an unknown link of the text names its
  // giver there, and the lines after it are what was given.
  if ((s.kind === 'gift' || s.kind === 'paid') && !list && doc.origin !== 'title') {
    const named = newLinksNamedIn(sentence, ctx.allDocs);
    if (named.length) return named;
  }
  // A gift comes from the maker: a gift sentence that names nobody ("삼성전자로부터 제품을 제공받았습니다", "the
  // phone was sent for review") and lists nothing does not make the store linked after it ("Buy on 11st: …",
  // "Amazon: amzn.to/…") the sender.
  // A store named as the unit's owner ("The Pixel we reviewed is Google's. … it returns to their office") is the lender.
  const reach = (ms: Mention[]) =>
    s.kind === 'gift' && !list ? ms.filter((m) => !isRetailer(m) || ownerClosingClause(doc, m) || sellerShop(m)) : ms;
  // Rest of the line, then the sentence before on the same line, then following lines.
  for (let u = s.unit + 1; u < doc.units.length && doc.units[u].line === s.line; u++) {
    if (doc.units[u].start - s.end > WINDOW) break;
    const ms = reach(usable(u, false));
    if (ms.length) return ms;
  }
  for (let u = s.unit - 1; u >= 0 && doc.units[u].line === s.line; u--) {
    if (s.index - doc.units[u].end > WINDOW) break;
    const ms = reach(usable(u, false));
    if (ms.length) return ms;
    // A sentence that names a box's contents ("… le mandó una caja llena de Lumora!") is the gift the statement
    // speaks of: its giver is no name of a sentence before it ("¡Sofi no lo podía creer!").
    if (s.kind === 'gift' && (byUnit.get(u) ?? []).some((m) => namesContents(doc, m))) break;
  }
  if (doc.origin === 'title') return [];
  // A statement that closes a block of mentions ("(none of these paid to be here)" under a list) speaks of that
  // block: it does not reach over a blank line into the next one (the footer's gear, socials).
  // A line of topic hashtags ("#TheQuibble #ad #influencers") labels the video: it does not reach over a blank line
  // into the next block's links (the show's own streaming page).
  const closesBlock = blockAboveHasMentions(doc, s.line) || TAG_LINE.test(doc.lines[s.line].text);
  for (let li = s.line + 1; li < doc.lines.length; li++) {
    const l = doc.lines[li];
    if (l.start - s.end > WINDOW) break;
    if (l.blank) {
      if (closesBlock) break;
      continue;
    }
    if (l.header) break;
    if (doc.paidLines.has(li)) break;
    for (const i of doc.lineUnits[li]) {
      const ms = reach(usable(i, false));
      if (ms.length) return list ? [...ms, ...listItems(doc, li + 1, s, usable)] : ms;
    }
    if (mentionsOnLine(doc, li).some((m) => m.cls !== 'excluded')) break;
  }
  // A code on the line under its brand ("GET A FREE UBER RIDE" / "Code: LENA22"): the line above, in the same block.
  if (s.kind === 'promo') return itemAbove(doc, s, usable);
  return [];
}

// A sponsor label's value, before a dash or a bar that opens the slogan after it: "Season partner: Lumora 🛵 — …".
const LABEL_VALUE =
  /^\s*[:：]\s*([^\s:–—|,;.!?()]+(?: [^\s:–—|,;.!?()]+){0,3}?)\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)*[–—|]\s/u;

/**
 * A sponsor label's value is its sponsor ("Season partner: Lumora 🛵 — raat ke 2 baje Maggi khatam? Lumora karo: <link>",
 * "Episode sponsor: Lumora | order your Pepsi in ten minutes"): the brand named there, else the link within reach whose
 * name the value spells, not the goods the slogan after the dash names. Null when the label has no such value.
 */
function labelValue(doc: Doc, s: Statement, own: Mention[]): Mention[] | null {
  const u = doc.units[s.unit];
  const m = LABEL_VALUE.exec(doc.prose.slice(s.end, u.end));
  if (!m) return null;
  const start = s.end + m.index + m[0].indexOf(m[1]);
  const end = start + m[1].length;
  const at = own.filter((x) => x.index >= start && x.index < end);
  if (at.length) return at;
  for (let v = s.unit; v < doc.units.length; v++) {
    const unit = doc.units[v];
    if (unit.start - s.end > WINDOW || (unit.line !== s.line && doc.lines[unit.line].header)) break;
    const spelled = mentionsInUnit(doc, v).filter(
      (x) =>
        x.kind === 'link' &&
        x.target &&
        (x.cls === 'new' || x.cls === 'catalog') &&
        bindable(x, doc, s.kind, v === s.unit) &&
        spellsLabel(m[1], x.target.domain),
    );
    if (spelled.length) return spelled;
  }
  return null;
}

const GIVER_AFTER = /\bfrom$/i;
// A line of two hashtags or more and nothing else.
const TAG_LINE = /^\s*#[\p{L}\p{N}_]+(?:[\s,]+#[\p{L}\p{N}_]+)+\s*$/u;

/**
 * A store or platform named as the kind of a key or a copy in a gift sentence ("Devolver gave me a Steam code for the
 * game", "an Xbox key", "a PlayStation review copy") is where the key is redeemed, not who gave it.
 */
function namesKeyPlatform(doc: Doc, m: Mention): boolean {
  return m.kind === 'name' && KEY_AFTER.test(doc.prose.slice(m.end, m.end + 40));
}

/**
 * A sentence's mentions without the brands named as the goods a discount is taken off ("25% off select Nike", "$20
 * off all Adidas") when it links another brand: the store that sells them.
 */
function withoutDiscountedGoods(doc: Doc, own: Mention[]): Mention[] {
  const goods = own.filter(
    (m) =>
      m.kind === 'name' &&
      m.target &&
      DISCOUNTED_GOODS_BEFORE.test(doc.prose.slice(Math.max(0, m.index - 40), m.index)),
  );
  if (!goods.length) return own;
  const keys = new Set(goods.map((m) => m.target!.key));
  const store = own.some((m) => m.kind === 'link' && m.target && !keys.has(m.target.key));
  return store ? own.filter((m) => !m.target || !keys.has(m.target.key)) : own;
}

// A product's model after its maker's name: "the Sofirn C8F", "the Lumora H20" (a word with a digit).
const MODEL_AFTER = /^\s+[\p{L}\p{N}+-]*\d[\p{L}\p{N}+-]*(?![\p{L}\p{N}])/u;

/**
 * Whether a code's or a discount's sentence names only a product it takes off, by its maker and model ("Coupon X takes
 * 12% off the Sofirn C8F"), no link of its own, while the description links a store and never the maker: the store's
 * coupon on goods it sells (a deal channel's Banggood or GearBest code), not the maker's. The maker is no sponsor.
 */
function storesCouponOnGoods(doc: Doc, own: Mention[], ctx: Context): boolean {
  if (
    !own.every(
      (m) =>
        m.kind === 'name' &&
        m.target &&
        DISCOUNTED_GOODS_BEFORE.test(doc.prose.slice(Math.max(0, m.index - 40), m.index)) &&
        MODEL_AFTER.test(doc.prose.slice(m.end, m.end + 24)),
    )
  )
    return false;
  const keys = new Set(own.map((m) => m.target!.key));
  const links = ctx.allDocs.flatMap((d) => d.mentions.filter((m) => m.kind === 'link' && m.target));
  return !links.some((m) => keys.has(m.target!.key)) && links.some(isRetailer);
}

/**
 * A sentence's mentions without the make a dealer sells ("дал покататься «АвтоЦентр», дилер LADA: <the dealer's
 * link>", "nos la prestó el concesionario Nissan de Monterrey: <link>") when it names or links another brand: the
 * dealer, who lent or paid.
 */
function withoutDealersMake(doc: Doc, own: Mention[]): Mention[] {
  const makes = own.filter((m) => m.target && namesDealersMake(doc, m));
  if (!makes.length) return own;
  const keys = new Set(makes.map((m) => m.target!.key));
  const dealer = own.some((m) => m.target && !keys.has(m.target.key));
  return dealer ? own.filter((m) => !m.target || !keys.has(m.target.key)) : own;
}

/**
 * Whether a name of a statement's sentence is one the creator says it owns, in its own clause after the name ("… and
 * the MSR and Big Agnes are our own", "the Canon is mine"), with the statement's words not between them.
 */
function ownedInClause(doc: Doc, s: Statement, m: Mention): boolean {
  if (m.kind !== 'name' || m.index < s.end) return false;
  const u = doc.units[m.unit];
  const after = doc.prose.slice(m.end, Math.min(u.end, m.end + 60));
  return OWNED_AFTER.test(after);
}

/**
 * "This Puma ST came off Ford UK's press fleet", "The two tubs came free from Dis-Chem's marketing team, and the USN
 * ones I paid for myself": the brand named in the possessive right before a gift's noun, inside the gift's words or
 * just before them, is the giver, and so is the brand right after gift words ending on "from" or "of"; the sentence's
 * other brands are products or purchases. `own` unchanged otherwise.
 */
function possessiveGiver(doc: Doc, s: Statement, own: Mention[]): Mention[] {
  const givers = new Set<string>();
  // A gift's words ending on "from" or "of" name their giver right after them ("por empréstimo da Renault": GIVER_BEFORE_NAME).
  const after = GIVER_BEFORE_NAME.test(doc.prose.slice(s.index, s.end))
    ? own.find(
        (m) =>
          m.kind === 'name' && m.target?.brand && m.index >= s.end && /^\s*$/.test(doc.prose.slice(s.end, m.index)),
      )
    : undefined;
  if (after) givers.add(after.target!.key);
  for (const m of own) {
    if (m.kind !== 'name' || !m.target?.brand || m.index > s.end) continue;
    const p = POSSESSIVE_BEFORE_NOUN.exec(doc.prose.slice(m.end, m.end + 40));
    const noun = p ? m.end + p[0].length : -1;
    if (noun >= s.index && noun < s.end) givers.add(m.target.key);
  }
  return givers.size ? own.filter((m) => m.target && givers.has(m.target.key)) : own;
}

// A gift act's subject: capitalised words right before it, with the adverbs and auxiliaries creators put between
// ("Lumora sent me", "Lumora UK have kindly sent over").
const SUBJECT_BEFORE_ACT = regex('u')`
  (?<![\p{L}\p{N}&'’.+-])(\p{Lu}[\p{L}\p{N}&'’.+-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’.+-]*){0,3})\s+(?:(?:very\s+|so\s+)?(?:kindly
  |generously|also|just|recently|actually|have|has|had)\s+){0,3}$
`;

// An act in the active voice with the creator as its receiver, as the gift statement opens: "sent me", "lent us".
const ACT_TO_CREATOR =
  /^(?:sent|lent|loaned|leant|gave|gifted|shipped|mailed|posted|passed|handed|popped|dropped|couriered|supplied|offered)\s+(?:me|us)\b/i;

/**
 * "GearBest sent me the Eachine Racer 250 for free", "Teknatool lent me a Nova lathe to try alongside my Rikon": a
 * gift act whose subject is a name right before it (a brand's, or capitalised words whose first is no ordinary word,
 * as an unknown brand's) is that name's gift; the brands named after the act are its goods and the creator's other
 * things, no givers. `own` unchanged when the act has no such subject ("They sent me the Lumora kit", "I was sent …", "Boots
 * provided by Lumora", "Ноутбук для теста дал Ситилинк").
 */
function objectsNoGivers(doc: Doc, s: Statement, own: Mention[]): Mention[] {
  if (!ACT_TO_CREATOR.test(doc.prose.slice(s.index, s.end))) return own;
  const u = doc.units[s.unit];
  const m = SUBJECT_BEFORE_ACT.exec(doc.prose.slice(u.start, s.index));
  if (!m) return own;
  const start = u.start + m.index;
  const end = start + m[1].length;
  const subject = own.some((x) => x.kind === 'name' && x.target && x.index >= start && x.end <= end);
  if (!subject && isOrdinaryWord(m[1].split(/\s+/)[0].toLowerCase())) return own;
  const goods = own.filter((x) => x.kind === 'name' && x.target && x.index >= s.index);
  // A link after the act to another brand than the named giver ("Lumora shipped me the X to try … I earn from this
  // link: amzn.to/…") is where the goods are sold, not a second giver: only when the giver is a name the text knows
  // (an unknown giver's own link, "Larkspur Tools lent me …: larkspurtools.com", is its own).
  const givers = new Set(
    own.filter((x) => x.kind === 'name' && x.target && x.index >= start && x.end <= end).map((x) => x.target!.key),
  );
  const sold = subject
    ? own.filter((x) => x.kind === 'link' && x.target && x.index >= s.end && !givers.has(x.target.key))
    : [];
  if (!goods.length && !sold.length) return own;
  doc.giftGoods ??= new Set();
  for (const x of goods) doc.giftGoods.add(x.target!.key);
  return own.filter((x) => !goods.includes(x) && !sold.includes(x));
}

/** Whether a name closes its clause in the possessive ("… is Google's."): the owner of the unit a loan speaks of. */
function ownerClosingClause(doc: Doc, m: Mention): boolean {
  return m.kind === 'name' && POSSESSIVE_CLOSES_CLAUSE.test(doc.prose.slice(m.end, m.end + 8));
}

/**
 * The catalog brands a gift or sponsor sentence names by the lead of their name ("Nemo" for Nemo Equipment) whose
 * link the text holds: the short name of a linked brand, as a title names it.
 */
function leadOfLinkedBrand(doc: Doc, s: Statement, ctx: Context): Mention[] {
  if (isGuarded(doc.lines[s.line])) return [];
  const linked = linkedBrands(doc);
  if (!linked.size) return [];
  const u = doc.units[s.unit];
  const sentence = doc.prose.slice(u.start, u.end);
  const found = ctx.catalog.byLead(sentence).filter((m) => linked.has(m.brand));
  // A linked brand whose name opens with two capitals, its initials ("SG" of SG Cricket), written so in the sentence
  // ("SG's team sent this bat over"): too short for the catalog's leads, named here because the text links the brand.
  for (const b of linked) {
    if (found.some((m) => m.brand === b)) continue;
    const first = b.name.trim().split(/\s+/)[0];
    if (!/^\p{Lu}{2}$/u.test(first) || isOrdinaryWord(first.toLowerCase()) || b.name.trim() === first) continue;
    const at = new RegExp(`(?<![\\p{L}\\p{N}])${first}(?![\\p{L}\\p{N}])`, 'u').exec(sentence);
    if (at) found.push({ brand: b, index: at.index, end: at.index + first.length });
  }
  return found.map((m) => leadMention(s, u.start, m));
}

/** The catalog brands a text links to, found once per text (asked for each of its sponsor and gift statements). */
function linkedBrands(doc: Doc): Set<CatalogBrand> {
  let linked = linkedBrandsOf.get(doc);
  if (!linked) {
    linked = new Set(
      doc.mentions
        .filter((m) => m.kind === 'link' && m.cls === 'catalog' && m.target?.brand)
        .map((m) => m.target!.brand!),
    );
    linkedBrandsOf.set(doc, linked);
  }
  return linked;
}
const linkedBrandsOf = new WeakMap<Doc, Set<CatalogBrand>>();

/** The mentions of the item a code's line follows: the line above, in the same block (up to two lines up). */
function itemAbove(doc: Doc, s: Statement, usable: (u: number, same: boolean) => Mention[]): Mention[] {
  for (let li = s.line - 1; li >= 0 && li >= s.line - 2; li--) {
    const l = doc.lines[li];
    if (l.blank || doc.paidLines.has(li)) break;
    for (const i of doc.lineUnits[li]) {
      const ms = usable(i, false);
      if (ms.length) return ms;
    }
    if (l.header) break;
  }
  return [];
}

/** Whether a line of the block above `line` (up to a blank line) holds a mention that is no profile or excluded link. */
function blockAboveHasMentions(doc: Doc, line: number): boolean {
  let above = mentionedAbove.get(doc);
  if (!above) {
    // One pass per text: each line's answer from the line above it.
    above = new Array<boolean>(doc.lines.length).fill(false);
    for (let li = 1; li < doc.lines.length; li++) {
      const prev = doc.lines[li - 1];
      above[li] =
        !prev.blank &&
        (above[li - 1] ||
          mentionsOnLine(doc, li - 1).some((m) => m.cls !== 'excluded' && m.cls !== 'self' && !m.profile));
    }
    mentionedAbove.set(doc, above);
  }
  return above[line];
}
const mentionedAbove = new WeakMap<Doc, boolean[]>();

function groupBy<T, K>(xs: T[], key: (x: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const x of xs) {
    const k = key(x);
    const g = out.get(k);
    if (g) g.push(x);
    else out.set(k, [x]);
  }
  return out;
}

/**
 * The mentions of the following lines of a list's block (up to a blank line, a header or header-shaped line, or a
 * line with its own sponsor words).
 */
function listItems(doc: Doc, from: number, s: Statement, usable: (u: number, same: boolean) => Mention[]): Mention[] {
  const out: Mention[] = [];
  for (let li = from; li < doc.lines.length; li++) {
    const l = doc.lines[li];
    // A header-shaped line ends the list even when it opens no known section ("WHAT I FILM WITH").
    if (l.blank || l.header || l.headerLike || doc.paidLines.has(li) || statementsOnLine(doc, li).some((x) => x !== s))
      break;
    // An item the creator bought ("- a lamp I bought myself …") is no gift or sponsor of the list it stands in.
    for (const i of doc.lineUnits[li]) if (!doc.purchaseUnits.has(i)) out.push(...usable(i, false));
  }
  return out;
}

// A list item's label: the line's first words, up to a colon or a dash ("• Lumora: …", "- Lumora – …").
const ITEM_LABEL = /^[^\p{L}\p{N}]*([^:–—\n]{1,40}?)\s*(?::|\s[–—-]\s)/u;

/**
 * An item of a list whose label is a catalog brand the line links ("• Lumora: The Ritual of Spring lumora.com/…"):
 * the words after the label are the brand's product, and a name among them that the line does not link (a catalog
 * brand spelled by an ordinary word of the product's name, "Ritual") is no brand of the item.
 */
function labelledItem(ms: Mention[], doc: Doc): Mention[] {
  const line = doc.lines[ms[0].line];
  const label = ITEM_LABEL.exec(line.prose);
  if (!label) return ms;
  const labelEnd = line.start + label[0].length;
  const linked = new Set(ms.filter((m) => m.kind === 'link' && m.target?.brand).map((m) => m.target!.brand!.id));
  const owner = ms.find(
    (m) => m.kind === 'name' && m.index < labelEnd && m.target?.brand && linked.has(m.target.brand.id),
  );
  if (!owner) return ms;
  return ms.filter((m) => m.kind !== 'name' || m.index < labelEnd || !m.target?.brand || linked.has(m.target.brand.id));
}

/**
 * A gift comes from the maker, not the shop that sells it: on an item naming a catalog brand that is no store
 * ("Rimmel mascara* – superdrug.com/…"), a gift statement leaves the retailer's link out.
 */
function makerNotRetailer(ms: Mention[]): Mention[] {
  const maker = ms.some((m) => m.kind === 'name' && m.target?.brand && !isRetailer(m));
  return maker ? ms.filter((m) => m.kind !== 'link' || !isRetailer(m)) : ms;
}

/**
 * A marked item's links, for an affiliate footnote: "Morphe 35O*: awin1.com/…beautybay.com…" earns from the store the
 * link goes to, not from the maker its line names. A marked item without a link keeps its names.
 */
function linksOfItem(ms: Mention[]): Mention[] {
  const links = ms.filter((m) => m.kind === 'link');
  return links.length ? links : ms;
}

/** The links (and names in its own sentence) an affiliate disclosure covers. */
function bindDisclosure(doc: Doc, s: Statement): Mention[] {
  if (refersToLabeledItems(doc, s)) return [];
  const scope = disclosureScope(doc, s);
  // The mentions of the scope's lines, in text order (lines in order, each line's mentions in order).
  const inScope = [...scope].sort((a, b) => a - b).flatMap((li) => mentionsOnLine(doc, li));
  // A disclosure on the link's own line wins over a "no affiliate links" marker of another line.
  const ms = inScope.filter((m) => {
    if (doc.noAffiliateLines.has(m.line) && m.line !== s.line) return false;
    const same = m.unit === s.unit;
    if (m.kind === 'name' && !same) return false;
    return bindable(m, doc, 'affiliate', same);
  });
  return narrowToNamedStores(narrowToShopLinks(ms, doc, s), doc, s);
}

function refersToLabeledItems(doc: Doc, s: Statement): boolean {
  if (!DEFINITE_AFFILIATE_LINKS.test(unitText(doc, s.unit))) return false;
  return doc.statements.some(
    (x) =>
      x !== s &&
      x.kind === 'affiliate' &&
      x.line !== s.line &&
      mentionsOnLine(doc, x.line).some((m) => m.kind === 'link' && m.unit === x.unit),
  );
}

/** Catalog brands a code's sentence names by the lead of their name ("Sigma" for Sigma Beauty), as name mentions. */
function leadNamedIn(doc: Doc, s: Statement, ctx: Context): Mention[] {
  const u = doc.units[s.unit];
  if (isGuarded(doc.lines[s.line])) return [];
  // A sentence whose link is never a sponsor or is the creator's own ("10% off with code X at store.google.com")
  // speaks of that link.
  if (mentionsInUnit(doc, s.unit).some((m) => m.kind === 'link' && (m.cls === 'excluded' || m.cls === 'self')))
    return [];
  const sentence = doc.prose.slice(u.start, u.end);
  // The code itself is no lead of a brand: "Use creator code PADDY in the Item Shop" is the creator's own word (not
  // Paddy Power), whatever brand's name it happens to begin.
  const codeWord = (m: { index: number }) => CODE_BEFORE.test(sentence.slice(Math.max(0, m.index - 30), m.index));
  return ctx.catalog
    .byLead(sentence)
    .filter((m) => !codeWord(m))
    .map((m) => ({ ...leadMention(s, u.start, m), doc }));
}

/**
 * "Desk: upliftdesk.com/… / UPLIFT sent me this desk": a gift sentence that opens its line with the lead of the one
 * unknown brand linked on the line above (capitalized, 40%+ of the domain's name, as a title names it) is about it.
 */
function leadOfLinkAbove(doc: Doc, s: Statement): Mention[] {
  if (s.line === 0) return [];
  const u = doc.units[s.unit];
  if (doc.prose.slice(doc.lines[s.line].start, u.start).trim()) return [];
  const above = mentionsOnLine(doc, s.line - 1).filter((m) => m.kind === 'link' && m.cls === 'new' && m.target);
  if (above.length !== 1) return [];
  const sentence = doc.prose.slice(u.start, u.end);
  const first = tokenize(sentence).slice(0, 1);
  return titleNamesLead(sentence, first, above[0].target!) ? above : [];
}

/**
 * "El kit llegó a mi casa de sorpresa", "Das Päckchen kam unangekündigt" under the title "PROBANDO LA NUEVA LÍNEA DE
 * JAFRA": a gift sentence that names nobody and introduces no list, with no brand within reach, speaks of the video's
 * subject, the one maker (no store) the title names and the description names or links too.
 */
const BOUGHT = regex('iu')`
  (?<![\p{L}\p{N}])(?:(?:i|we) (?:\p{L}+ )?(?:bought|purchased)|(?:selbst |selber )?gekauft|compr[ée]|compramos|comprei
  |achet[ée]e?s?)(?![\p{L}\p{N}])
`;
function subjectOfTitle(doc: Doc, s: Statement, ctx: Context): Mention[] {
  if (doc.origin !== 'description' || /:\s*$/.test(unitText(doc, s.unit))) return [];
  // A description that tells of the creator's own purchase ("I bought this pair in 2015") keeps a general note about
  // loans ("loaned by the brands unless stated otherwise") off the product the video is about.
  if (BOUGHT.test(doc.prose)) return [];
  const named = new Set(ctx.catalog.byName(ctx.input.title).map((m) => m.brand.id));
  if (!named.size) return [];
  const ofSubject = doc.mentions.filter(
    (m) => m.target?.brand && named.has(m.target.brand.id) && !isRetailer(m) && bindable(m, doc, 'gift', false),
  );
  const subjects = new Set(ofSubject.map((m) => m.target!.key));
  return subjects.size === 1 ? ofSubject.slice(0, 1) : [];
}

/** The header line a line's section opened under (-1 when none): blank lines only follow a header directly. */
const headerLine = headerLineOf;

type Push = (mention: Mention, kind: Kind, whole: boolean, gearScope: boolean, s?: Statement) => void;

/**
 * A creator-code, discount or referral line under a "Partners" header ("GFUEL "FRAG" → gfuel.com", "use code FRAG
 * in the item shop", "Splice (free trial w/ my link) → splice.com/mia?ref_id=…"): a standing program that pays per
 * sale, not a paid segment; under a "Sponsors" header a line is paid whatever.
 */
function partnerCode(doc: Doc, li: number): boolean {
  const h = headerLine(doc, li);
  if (h < 0 || SPONSOR_ROOT.test(doc.lines[h].prose)) return false;
  return (
    statementsOnLine(doc, li).some((s) => s.kind === 'promo' || s.kind === 'cta') ||
    mentionsOnLine(doc, li).some((m) => m.kind === 'link' && m.referral)
  );
}

/** Sections under a "Sponsors", "Affiliate links" or "PR list" header: every line is a statement of that kind. */
function bindSections(doc: Doc, push: Push): void {
  const affiliateSection = new Map<number, Mention[]>();
  for (const m of doc.mentions) {
    const sec = doc.lines[m.line].section;
    if (sec === 'sponsor' && bindable(m, doc, 'paid', true))
      push(m, partnerCode(doc, m.line) ? 'promo' : 'paid', false, false);
    // Under a "PR LIST" or "Gifted:" header every item is a gift.
    if (sec === 'gift' && bindable(m, doc, 'gift', true)) push(m, 'gift', false, false);
    if (
      sec === 'affiliate' &&
      m.kind === 'link' &&
      !m.profile &&
      !doc.noAffiliateLines.has(m.line) &&
      bindable(m, doc, 'affiliate', true)
    ) {
      const h = headerLine(doc, m.line);
      const list = affiliateSection.get(h);
      if (list) list.push(m);
      else affiliateSection.set(h, [m]);
    }
  }
  // A header that names its stores ("Amazon affiliate links:") covers only their links, as a disclosure does. A list
  // whose items carry the mark an affiliate statement explains ("Produkte mit * sind Affiliate-Links:", "(Partnerlinks*)",
  // a "*Partnerlink" footnote) is affiliate in its marked items only: the others are plain links.
  const marked = affiliateSection.size ? affiliateMarkedLines(doc) : null;
  for (const [h, ms] of affiliateSection) {
    const s = h >= 0 ? statementsOnLine(doc, h).find((x) => x.kind === 'affiliate') : undefined;
    const carrying = marked && ms.some((m) => marked.has(m.line)) ? ms.filter((m) => marked.has(m.line)) : ms;
    for (const m of s ? narrowToNamedStores(carrying, doc, s) : carrying) push(m, 'affiliate', false, true);
  }
}

/** The lines carrying a mark that an affiliate statement of the text explains ("* = Affiliate-Link"), or null. */
function affiliateMarkedLines(doc: Doc): Set<number> | null {
  let out: Set<number> | null = null;
  for (const s of doc.statements) {
    if (s.kind !== 'affiliate') continue;
    if (markOfUnit(doc, s.unit) === null) continue;
    const lines = markedLines(doc, s, unitText(doc, s.unit));
    if (lines) for (const li of lines) (out ??= new Set()).add(li);
  }
  return out;
}

/**
 * Whether a linked line carries the mark where it is no mark of an item: the creator's bullets ("*CZC: …" on every
 * item), which a statement about marked links still speaks of.
 */
function markAsBullet(doc: Doc, mark: string): boolean {
  let byMark = bulletByDoc.get(doc);
  if (!byMark) bulletByDoc.set(doc, (byMark = new Map()));
  let found = byMark.get(mark);
  if (found === undefined) {
    const linked = new Set(doc.mentions.filter((m) => m.kind === 'link').map((m) => m.line));
    found = [...linked].some((li) => doc.lines[li].text.trimStart().startsWith(mark));
    byMark.set(mark, found);
  }
  return found;
}
const bulletByDoc = new WeakMap<Doc, Map<string, boolean>>();

/**
 * The mark an earlier statement of the same kind on the statement's line explains: "Mit * gekennzeichnete Links sind
 * Affiliate-Links. Wenn ihr darüber etwas kauft, bekomme ich eine kleine Provision" — the second sentence goes on
 * about the marked links, not about every link of the description.
 */
function markOfLine(doc: Doc, s: Statement): string | null {
  // The first statement of each kind on a line that explains a mark, found once per line and kind: a line holding
  // many statements is read once, not once per statement.
  let byLine = firstMarkByDoc.get(doc);
  if (!byLine) firstMarkByDoc.set(doc, (byLine = new Map()));
  const key = `${s.line}\u0000${s.kind}`;
  let first = byLine.get(key);
  if (first === undefined) {
    first = null;
    for (const x of statementsOnLine(doc, s.line)) {
      if (x.kind !== s.kind) continue;
      const mark = markOfUnit(doc, x.unit);
      if (mark !== null && (first === null || x.unit < first.unit)) first = { unit: x.unit, mark };
    }
    byLine.set(key, first);
  }
  return first !== null && first.unit < s.unit ? first.mark : null;
}
const firstMarkByDoc = new WeakMap<Doc, Map<string, { unit: number; mark: string } | null>>();

/** The mark a sentence of the text explains (markOf), read once a sentence: a long one holds many statements. */
function markOfUnit(doc: Doc, unit: number): string | null {
  let byUnit = marksByDoc.get(doc);
  if (!byUnit) marksByDoc.set(doc, (byUnit = new Map()));
  let mark = byUnit.get(unit);
  if (mark === undefined) byUnit.set(unit, (mark = markOf(unitText(doc, unit))));
  return mark;
}
const marksByDoc = new WeakMap<Doc, Map<number, string | null>>();

/** The bindings of a text's statements and sections, and the statements that found no mention. */
export function bindDoc(doc: Doc, ctx: Context): { bindings: Binding[]; unbound: Statement[] } {
  const byUnit = new Map<number, Mention[]>();
  for (const m of doc.mentions) {
    if (!byUnit.has(m.unit)) byUnit.set(m.unit, []);
    byUnit.get(m.unit)!.push(m);
  }
  const bindings: Binding[] = [];
  const unbound: Statement[] = [];
  const push: Push = (mention, kind, whole, gearScope, s) =>
    bindings.push({
      mention,
      kind,
      origin: doc.origin,
      whole,
      gearScope,
      context: s ? unitText(doc, s.unit) : '',
      statement: s,
    });

  // Marks already explained, by kind and mark: whether their items bound anything. A text that explains its mark
  // again and again ("items marked * were gifted" under every item) binds the items once: the later statements
  // would only repeat the same bindings with a later, never preferred, excerpt, at the cost of every item each.
  const explained = new Map<string, boolean>();
  for (const s of doc.statements) {
    let ms: Mention[];
    // "Anything marked * was sent to me": the statement is about the marked items, wherever they are.
    const sentence = s.kind !== 'cta' && s.kind !== 'promo' ? unitText(doc, s.unit) : '';
    const mark = sentence ? (markOfUnit(doc, s.unit) ?? markOfLine(doc, s)) : null;
    const again = mark === null ? undefined : explained.get(`${s.kind}\u0000${mark}`);
    if (again) continue;
    const marked = mark !== null && again === undefined ? markedLines(doc, s, sentence) : null;
    // A marked line that holds no mention is no item ("A link without the 💲 earns me nothing" under the footnote "a 💲
    // after a link means it earns me a commission"), unless the mark closes it, as a header marks its list ("MEIN
    // EQUIPMENT*"): with no other, no item carries the mark.
    let itemsMarked = marked !== null;
    if (marked) {
      const onMarked = [...marked]
        .sort((a, b) => a - b)
        .flatMap((li) => mentionsOnLine(doc, li))
        .filter((m) => bindable(m, doc, s.kind, false));
      ms = [...groupBy(onMarked, (m) => m.line).values()].flatMap((g) =>
        narrowNewLinks(
          s.kind === 'gift' ? makerNotRetailer(g) : s.kind === 'affiliate' ? linksOfItem(g) : g,
          doc,
          s,
          g[0].line,
        ),
      );
      for (const m of ms) push(m, s.kind, false, s.kind === 'affiliate', s);
      explained.set(`${s.kind}\u0000${mark}`, ms.length > 0);
      if (ms.length) continue;
      itemsMarked = [...marked].some(
        (li) => mentionsOnLine(doc, li).length > 0 || doc.lines[li].text.trimEnd().replace(/:$/, '').endsWith(mark!),
      );
    }
    // "Any links marked with * are affiliate links", "Anything marked with a * was sent to me" over a description whose
    // links carry no mark: the footnote speaks of the marked items only, and there are none; the unmarked store links
    // and the lines after it stay plain. (An item carrying the mark on its own line, "Blazer (gifted): …", is the
    // marked item itself.)
    if (
      mark !== null &&
      !itemsMarked &&
      !mentionsOnLine(doc, s.line).some((m) => m.kind === 'link') &&
      !markAsBullet(doc, mark)
    ) {
      unbound.push(s);
      continue;
    }
    if (s.kind === 'affiliate') {
      ms = bindDisclosure(doc, s);
      // "Lumora paid for this one … use the invite code X for a bonus: pl.ay/x": a code in a sponsor's read on its line
      // is the sponsor's offer, and an unknown link of that line its tracking link (narrowed as the read's own links
      // are). The links of other lines a disclosure covers ("Links below are affiliate links, and this video is
      // sponsored by NordVPN") stay the disclosure's.
      const ofLine = ms.filter((m) => m.line === s.line);
      if (doc.paidLines.has(s.line) && ofLine.some((m) => m.cls === 'new')) {
        ms = [...ms.filter((m) => m.line !== s.line), ...narrowNewLinks(ofLine, doc, s)];
      }
      for (const m of ms) push(m, 'affiliate', false, true, s);
      if (!ms.length) unbound.push(s);
      continue;
    }
    ms = bindStatement(doc, s, byUnit, ctx);
    // A discount in a block marked "no affiliate links" is a fact about a product, not a promotion.
    if (s.kind === 'cta') ms = ms.filter((m) => !doc.noAffiliateLines.has(m.line));
    // The items of a list are each their own brand: an unknown link is narrowed by the catalog names of its own
    // line only.
    if (ms.some((m) => m.line !== ms[0].line)) {
      ms = [...groupBy(ms, (m) => m.line).values()].flatMap((g) =>
        narrowNewLinks(labelledItem(g, doc), doc, s, g[0].line),
      );
    } else ms = narrowNewLinks(ms, doc, s);
    if (!ms.length) {
      // "Thanks to Acme for sponsoring" with acme.com linked elsewhere in the description.
      let named = newLinksNamedIn(unitText(doc, s.unit), ctx.allDocs);
      // "The pomade and the kit are from Sculpted by Aimee. Aimee's team posted them to me": a gift or a payment whose
      // giver the sentence before, on its line, spells.
      const before = s.unit - 1;
      if (!named.length && (s.kind === 'gift' || s.kind === 'paid') && before >= 0 && doc.units[before].line === s.line)
        named = newLinksNamedIn(unitText(doc, before), ctx.allDocs);
      // "앱코에서 제품만 지원해 줬고" with "⌨ 키보드 : 앱코 … abko.co.kr": the giver's name on the link's own line.
      const ofGiver =
        named.length || (s.kind !== 'gift' && s.kind !== 'paid')
          ? []
          : newLinksOfGiver(unitText(doc, s.unit), ctx.allDocs);
      // "This video is a PolarPro commission" with "PolarPro … filters: polarprofilters.com/…": the lead of the domain.
      const ofLead =
        named.length || ofGiver.length || (s.kind !== 'gift' && s.kind !== 'paid')
          ? []
          : newLinksOfLead(unitText(doc, s.unit), ctx.allDocs);
      // "…アズールレーンを遊ばせてもらいました" with "▼アズールレーン公式サイト" over azurlane.jp: the link's label in katakana.
      const ofLabel =
        named.length || ofGiver.length || ofLead.length || (s.kind !== 'gift' && s.kind !== 'paid')
          ? []
          : newLinksOfLabel(unitText(doc, s.unit), ctx.allDocs);
      if (named.length) ms = named;
      else if (ofGiver.length) ms = ofGiver;
      else if (ofLead.length) ms = ofLead;
      else if (ofLabel.length) ms = ofLabel;
      else if (s.kind === 'gift') ms = leadOfLinkAbove(doc, s);
      if (!ms.length && s.kind === 'gift') ms = subjectOfTitle(doc, s, ctx);
    }
    // "Sigma – use code NATE": a code beside the lead of a catalog brand's name names that brand.
    // (Also when its sentence holds only links that name no brand: "Sigma: use code NATE at bit.ly/x".)
    if ((s.kind === 'promo' || s.kind === 'cta') && !ms.some((m) => m.target))
      ms = [...ms, ...leadNamedIn(doc, s, ctx)];
    if ((s.kind === 'promo' || s.kind === 'cta') && ms.length && storesCouponOnGoods(doc, ms, ctx)) ms = [];
    if (!ms.length) {
      // "I'm partnered with Freedom! (freedom.tm) – that's how I get paid": paid words that bound nothing, on a line
      // whose link is never a sponsor (a creator network, a platform) or the creator's own, speak of that link; they
      // tell of no paid segment.
      const ofOwnLink = mentionsOnLine(doc, s.line).some(
        (m) => m.kind === 'link' && (m.cls === 'excluded' || m.cls === 'self'),
      );
      if (!(s.kind === 'paid' && ofOwnLink)) unbound.push(s);
      continue;
    }
    const lineSection = doc.lines[s.line].section;
    const gearScope = lineSection === 'gear' || lineSection === 'affiliate';
    for (const m of ms) push(m, s.kind, s.whole, gearScope, s);
  }
  if (doc.origin === 'description') bindSections(doc, push);
  return { bindings, unbound };
}

/** A catalog brand named by the lead of its name (catalog.byLead) in the sentence of statement `s` starting at `start`. */
function leadMention(s: { line: number; unit: number }, start: number, m: NameMatch) {
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
