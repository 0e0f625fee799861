// Binding: the mentions each statement speaks about (its sentence, the nearest one within WINDOW characters, a
// list's items, a disclosure's scope, a label's value); gifts' givers (givers.ts), lists and disclosures (lists.ts)
// and sections (sectionBinding.ts) are read beside it, and what may be bound at all is bindable.ts'.
import { tokenize } from '../catalog.js';
import {
  CODE_BEFORE,
  LINKS_WITH_TAG,
  LIST_QUANTIFIER,
  NAMED_FUNDER_AFTER,
  PAYERS_POSSESSIVE,
  POINTS_BACK,
  ROLE_PAID_LABEL,
} from './lexicon/english.js';
import { STORE_OWN_OFFER } from './lexicon/exclusions.js';
import { LIST_QUANTIFIER_WORLD, UNLISTED_GIVER_WORLD } from './lexicon/worldLanguages.js';
import { spellsLabel, spellsLongerLink, titleNamesLead } from './naming.js';
import {
  narrowNewLinks,
  namesContents,
  newLinksNamedIn,
  catalogLinksNamedIn,
  newLinksOfGiver,
  newLinksOfLabel,
  ownPagesSiteNamedIn,
  newLinksOfLead,
} from './narrowing.js';
import { markedLines } from './scopes.js';
import { groupBy, mentionsInUnit, mentionsOnLine } from './indexes.js';
import { isGuarded, unitText } from './text.js';
import type { Binding, Context, Doc, Mention, Statement } from './types.js';
import { isRetailer, sellerShop, bindable, deniedElsewhere, leadMention } from './bindable.js';
import {
  GIVER_AFTER,
  TAG_LINE,
  namesKeyPlatform,
  withoutDiscountedGoods,
  storesCouponOnGoods,
  withoutDealersMake,
  dealersGift,
  withoutGroupsMake,
  withoutStoresGoods,
  withoutContainersGoods,
  ownedInClause,
  possessiveGiver,
  objectsNoGivers,
  ownerClosingClause,
  marksParcel,
  leadOfLinkAbove,
  subjectOfTitle,
  leadOfLinkedBrand,
} from './givers.js';
import {
  itemAbove,
  blockAboveHasMentions,
  labelledItem,
  makerNotRetailer,
  linksOfItem,
  bindDisclosure,
  listItems,
} from './lists.js';
import { type Push, bindSections, markAsBullet, markOfLine, markOfUnit } from './sectionBinding.js';

const WINDOW = 200;

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

/**
 * A code whose first link after it is the uploader's own site ("2x1 con el código BRAVA en https://<our site>/tienda.
 * Pagas con Lumora Pay o en efectivo en OXXO", "Use code SPRING at <our shop>, shipped by Lumora Post"): the code is
 * the uploader's own offer, and the brands its sentence names are how to pay or ship, no sponsor of it.
 */
function redeemedOnOwnSite(doc: Doc, s: Statement, byUnit: Map<number, Mention[]>): boolean {
  const first = (byUnit.get(s.unit) ?? [])
    .filter((m) => m.kind === 'link' && m.index >= s.end)
    .sort((a, b) => a.index - b.index)[0];
  return !!first && first.cls === 'self' && /^[^.!?\n]{0,40}$/.test(doc.prose.slice(s.end, first.index));
}

/**
 * "We're being paid by Lumora for this preview of their Kickstarter prototype", "Lumora sponsor this one, so their
 * Amazon store is linked below": a brand named after "their" or "its" in a paid sentence that names another brand
 * belongs to the payer's goods or pages (the platform of its campaign, the store it sells through), it is no second
 * payer. `own` unchanged when no other brand is named.
 */
function withoutPayersGoods(doc: Doc, own: Mention[]): Mention[] {
  const owned = (m: Mention) =>
    m.kind === 'name' && PAYERS_POSSESSIVE.test(doc.prose.slice(Math.max(0, m.index - 8), m.index));
  const goods = own.filter(owned);
  if (!goods.length || !own.some((m) => m.kind === 'name' && m.target?.brand && !owned(m))) return own;
  return own.filter((m) => !goods.includes(m));
}

/**
 * "This video is sponsored by Lumora, which is what we use to get our music onto Velora and everywhere else": brands
 * named in a relative clause about the payer right after its name belong to what the payer does (the platforms it
 * serves, the stores it sells through), they are no second payer. `own` unchanged when the payer does not follow the
 * statement.
 */
function withoutPayersClause(doc: Doc, s: Statement, own: Mention[]): Mention[] {
  const payer = own.find((m) => m.index >= s.end && PAYER_NEXT.test(doc.prose.slice(s.end, m.index)));
  if (!payer?.target) return own;
  return own.filter(
    (m) =>
      m === payer ||
      m.kind !== 'name' ||
      m.target?.key === payer.target!.key ||
      m.index < payer.end ||
      !PAYERS_CLAUSE.test(doc.prose.slice(payer.end, m.index)),
  );
}
// What may stand between a payment word and its payer: "sponsored by", "Sponsor:".
const PAYER_NEXT = /^[\s:]*(?:by|from|with)?[\s:]*$/i;
// A relative clause right after the payer's name: ", which is what we use to …", ", who make …".
const PAYERS_CLAUSE = /^[^.!?\n]{0,3}?,\s*(?:which|who|whose|that)\b[^.!?\n]*$/i;

/** Unit `u`'s links to a brand (a catalog or a new one) that `named` accepts. */
function brandLinksIn(doc: Doc, u: number, named: (m: Mention) => boolean): Mention[] {
  return mentionsInUnit(doc, u).filter(
    (m) => m.kind === 'link' && !!m.target && (m.cls === 'new' || m.cls === 'catalog') && named(m),
  );
}

/** The links of the sentences before a statement (within WINDOW, its block) that `named` accepts. */
function spelledAbove(doc: Doc, s: Statement, named: (m: Mention) => boolean): Mention[] {
  for (let u = s.unit - 1; u >= 0; u--) {
    const unit = doc.units[u];
    if (s.index - unit.end > WINDOW) break;
    const l = doc.lines[unit.line];
    if (unit.line !== s.line && (l.blank || l.header)) break;
    const spelled = brandLinksIn(doc, u, named);
    if (spelled.length) return spelled;
    if (unit.line !== s.line && doc.lines[unit.line - 1]?.blank) break;
  }
  return [];
}

/** Mentions a statement speaks about: its sentence, else the nearest sentence with mentions within WINDOW chars. */
function bindStatement(doc: Doc, s: Statement, byUnit: Map<number, Mention[]>, ctx: Context): Mention[] {
  const usable = (u: number, same: boolean) => (byUnit.get(u) ?? []).filter((m) => bindable(m, doc, s.kind, same));
  // A title's label that names the payer by its role ("[publisher-paid]") binds none of the title's brands: they are
  // the product or the platform, the payer is the one the text says pays.
  if (doc.origin === 'title' && s.kind === 'paid' && ROLE_PAID_LABEL.test(doc.prose.slice(s.index, s.end))) return [];
  let own = usable(s.unit, true);
  if (s.kind === 'gift' || s.kind === 'paid') {
    // "Nemo supplied the Hornet for this test, and the MSR and Big Agnes are our own": the brands the creator says
    // are its own are no giver; the giver is the brand the sentence names by the lead of its name, linked in the text.
    own = own.filter((m) => !ownedInClause(doc, s, m));
    if (!own.some((m) => m.target?.brand))
      own = [...own, ...leadOfLinkedBrand(doc, s, ctx).filter((m) => !deniedElsewhere(doc, m))];
    own = withoutGroupsMake(withoutDealersMake(doc, own));
    if (s.kind === 'gift') {
      const fromDealer = dealersGift(doc, s, own);
      if (fromDealer?.length === 0) return [];
      own = fromDealer ?? own;
    }
  }
  if (s.kind === 'paid') own = withoutPayersClause(doc, s, withoutPayersGoods(doc, own));
  if ((s.kind === 'promo' || s.kind === 'cta') && redeemedOnOwnSite(doc, s, byUnit)) return [];
  if (s.kind === 'promo' || s.kind === 'cta' || s.kind === 'affiliate')
    own = withoutStoresGoods(doc, withoutHostOfOwnPage(doc, s, own, byUnit));
  if (s.kind === 'gift')
    own = withoutContainersGoods(
      doc,
      objectsNoGivers(doc, s, possessiveGiver(doc, s, own)).filter((m) => !namesKeyPlatform(doc, m)),
    );
  // A title's gift that names its giver after "from" ("HAUL + a surprise box from Lumora") is that giver's alone: the
  // title's other brands are its topic (the store of the haul), and a giver the title does not link is no other's.
  if (s.kind === 'gift' && doc.origin === 'title' && GIVER_AFTER.test(doc.prose.slice(s.index, s.end)))
    return own.filter((m) => m.index >= s.end);
  // So is a title's gift whose giver is the subject right before its act ("Velotrek Saddle Review – Mosswick Sent It
  // Over", "Lumora Gifted Me Their Whole Range"): the brands before it are the product reviewed.
  if (s.kind === 'gift' && doc.origin === 'title') {
    const giver = own.find((m) => m.index < s.index && /^\s*$/.test(doc.prose.slice(m.end, s.index)));
    if (giver) return own.filter((m) => m === giver || m.index >= s.end);
    // "My Church Gave Me a New Alto!! (Lumora YAS-280 unboxing)": the creator's own people gave it, the brand is the
    // thing given.
    if (OWN_PEOPLE_SUBJECT.test(doc.prose.slice(Math.max(0, s.index - 30), s.index))) return [];
  }
  // A title's payment told with its payer as the subject right before the verb ("PCBWay sponsored my first real PCB –
  // Arduino weather station") is that payer's: the brands after the verb are what the video is about.
  if (
    s.kind === 'paid' &&
    doc.origin === 'title' &&
    TITLE_PAYER_VERB.test(doc.prose.slice(s.index, s.end)) &&
    SUBJECT_BEFORE.test(doc.prose.slice(Math.max(0, s.index - 40), s.index))
  )
    return own.filter((m) => m.index < s.index);
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
  // "They lent me a saw and are paying me for this comparison": a sentence whose subject is a company's pronoun speaks
  // of the brand the sentence before it names (bindDoc), not of the next line's ("The Stihl is my own saw").
  if (
    (s.kind === 'paid' || s.kind === 'gift') &&
    COMPANY_PRONOUN_OPENS.test(sentence) &&
    s.unit > 0 &&
    (byUnit.get(s.unit - 1) ?? []).some((m) => m.kind === 'name' && m.target?.brand)
  )
    return [];
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
  // A label the sentence spells only inside a longer linked name ("Jo at Pendle Slot Racing" … slot.it beside
  // pendleslotracing.co.uk) is the longer name's.
  const spells = (m: Mention) =>
    spellsLabel(sentence, m.target!.domain) && !spellsLongerLink(doc, sentence, m.target!.domain);
  const namesLead = (m: Mention) =>
    m.cls === 'new' && titleNamesLead(sentence, (tokens ??= tokenize(sentence)), m.target!);
  const names = (m: Mention) => spells(m) || ((s.kind === 'paid' || s.kind === 'gift') && namesLead(m));
  for (let u = s.unit + 1; u < doc.units.length; u++) {
    const unit = doc.units[u];
    if (unit.start - s.end > WINDOW || (unit.line !== s.line && doc.lines[unit.line].header)) break;
    const spelled = brandLinksIn(doc, u, (m) => bindable(m, doc, s.kind, false) && names(m));
    if (spelled.length && !list) return spelled;
    spelledAll.push(...spelled);
  }
  if (spelledAll.length) return spelledAll;
  // A code or a discount that names its store ("Code DIRTLOT17 = $10 off orders over $100 at AMain") under that store's
  // link ("AMain Hobbies has it in stock: amainhobbies.com/…") is that link's, not the next line's referral: the
  // sentences before it within WINDOW characters, up to a blank line or a header.
  if (s.kind === 'promo' || s.kind === 'cta') {
    // Read by the lead of an unknown link's name too, as a title reads it.
    const above = spelledAbove(doc, s, (m) => bindable(m, doc, s.kind, false) && (spells(m) || namesLead(m)));
    if (above.length) return above;
  }
  // "Магазин MAKEUP собрал для меня коробку …, мне её просто подарили" over the box's contents, the store linked far
  // below ("Магазин: makeup.com.ua"): a gift or a payment whose sentence spells an unknown link of the text names its
  // giver there, and the lines after it are what was given.
  if ((s.kind === 'gift' || s.kind === 'paid') && !list && doc.origin !== 'title') {
    const named = newLinksNamedIn(sentence, ctx.allDocs);
    if (named.length) return named;
    const known = catalogLinksNamedIn(sentence, ctx.allDocs);
    if (known.length) return known;
  }
  // A gift whose giver the sentence names as a place or a business the text neither links nor lists ("Huge thanks to
  // the Newpark Hotel, who gave us the ballroom for the day") is that giver's: no link of the next lines is it.
  if (s.kind === 'gift' && !list && (UNLISTED_GIVER.test(sentence) || UNLISTED_GIVER_WORLD.test(sentence))) return [];
  // "Новую домбру Ерлан-ага подарил нам сам": a gift whose giver the sentence names as a person right before the act, in
  // a script with capitals, no brand of the text, is that person's: no link or name of the next lines is its giver.
  if (s.kind === 'gift' && !list && PERSON_GIVER_BEFORE.test(doc.prose.slice(Math.max(0, s.index - 40), s.index)))
    return [];
  // A gift comes from the maker: a gift sentence that names nobody ("삼성전자로부터 제품을 제공받았습니다", "the
  // phone was sent for review") and lists nothing does not make the store linked after it ("Buy on 11st: …",
  // "Amazon: amzn.to/…") the sender.
  // A store named as the unit's owner ("The Pixel we reviewed is Google's. … it returns to their office") is the lender.
  // A local company's gift or payment beside its group's make (withoutGroupsMake) is the company's, read from any unit.
  const reach = (ms: Mention[]) =>
    s.kind === 'gift' && !list
      ? withoutGroupsMake(
          ms.filter((m) => !isRetailer(m) || ownerClosingClause(doc, m) || marksParcel(doc, m) || sellerShop(m)),
        )
      : s.kind === 'paid'
        ? withoutGroupsMake(ms)
        : ms;
  // "Head lent me a demo for two weeks. / It goes back to them on Monday. / … I strung it with Luxilon": a gift sentence
  // that opens with a pronoun speaks of the brand the sentence right before it names (the unbound statement's reading
  // in bindDoc); no brand after it is its giver.
  if (
    s.kind === 'gift' &&
    !list &&
    s.unit > 0 &&
    PRONOUN_OPENS.test(sentence) &&
    (byUnit.get(s.unit - 1) ?? []).some((m) => m.kind === 'name' && m.target?.brand)
  )
    return [];
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

// A person right before a gift's act, in Cyrillic: a name with its honorific ("Ерлан-ага подарил") or a kinship or
// trade word before it ("дядя Коля подарил", "мастер Ерлан подарил"); never a brand's form.
const PERSON_GIVER_BEFORE =
  /(?<![\p{L}\p{N}])(?:[А-ЯЁ][а-яё]+-(?:ага|апа|эке|ата|аға|бай|джан|хан)|(?:дядя|тётя|тетя|дед|дедушка|бабушка|мастер|сосед|соседка) [А-ЯЁ][а-яё]+)\s+(?:сам\s+|сама\s+)?$/u;

// The creator's own people as a title's subject right before the act: "My Church", "Our Neighbours", "My Mum".
const OWN_PEOPLE_SUBJECT = /(?<![\p{L}\p{N}])(?:my|our)\s+\p{L}+\s*$/iu;

// A payment's verb in the active voice ("sponsored my …", "paid for"), and a capitalised subject right before it.
const TITLE_PAYER_VERB = /^(?:sponsored|sponsors|paid for|pays for|funded)$/i;
const SUBJECT_BEFORE = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}.&'’-]*[ \t]+$/u;

// "thanks to the Newpark Hotel, who gave us …": a giver named by its capitalised name right before "who" and the act.
const UNLISTED_GIVER =
  /\b(?:thanks?|thank you) to (?:the )?(?:\p{Lu}[\p{L}'’&-]*\s){0,3}\p{Lu}[\p{L}'’&-]*,? who (?:gave|sent|lent|loaned|donated|provided|supplied|let)\b/u;

// A sentence that opens with a pronoun for someone named before it: "It was sent free", "They sent it over".
const PRONOUN_OPENS = /^\s*(?:it|they|he|she|this|these|that|those)\b/i;
const COMPANY_PRONOUN_OPENS = /^\s*(?:they|they['’](?:ve|re|d))\b/i;

const THE_COUPON = /\bthe (?:coupon|voucher)\b/i;

/** Whether a disclosure tells its links by a tag (LINKS_WITH_TAG) that no link of the video's texts carries. */
function noLinkCarriesTag(doc: Doc, s: Statement, ctx: Context): boolean {
  const tag = LINKS_WITH_TAG.exec(unitText(doc, s.unit))?.[1]?.toLowerCase();
  if (!tag) return false;
  return !ctx.allDocs.some((d) => d.mentions.some((m) => m.link && m.link.url.toLowerCase().includes(tag)));
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
    // "* = produits que Lumora m'a envoyés": a gift's footnote that names its giver is the giver's; the marked items are
    // its products, whatever other names their lines carry ("Palette Ultimate Shadow …*").
    const giver =
      marked && s.kind === 'gift'
        ? mentionsOnLine(doc, s.line).filter((m) => m.unit === s.unit && bindable(m, doc, s.kind, true))
        : [];
    if (giver.length) {
      for (const m of giver) push(m, s.kind, false, false, s);
      explained.set(`${s.kind}\u0000${mark}`, true);
      continue;
    }
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
    // "Amazon links with "trebletop-21" in them are my Associates links" over links that carry no such tag: no item.
    if (s.kind === 'promo' && noLinkCarriesTag(doc, s, ctx)) continue;
    // "($29.99 with the coupon)" where the text tells of the store's own coupon for everyone ("Every week Hobby Lobby
    // puts a 40% off coupon on their website"): that coupon, no promotion of the video's.
    if (
      (s.kind === 'promo' || s.kind === 'cta') &&
      THE_COUPON.test(doc.prose.slice(s.index, s.end)) &&
      STORE_OWN_OFFER.test(doc.prose)
    )
      continue;
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
    if (!ms.length && !(s.kind === 'gift' && UNLISTED_GIVER.test(unitText(doc, s.unit)))) {
      // "Thanks to Acme for sponsoring" with acme.com linked elsewhere in the description.
      let named = newLinksNamedIn(unitText(doc, s.unit), ctx.allDocs);
      // "The pomade and the kit are from Sculpted by Aimee. Aimee's team posted them to me": a gift or a payment whose
      // giver the sentence before, on its line, spells.
      // So does a sentence of its own line that opens with a pronoun for the giver named in the line right above
      // ("Ben Long got in touch and asked if I'd like to try one of his gauntlets" / "It was sent free, …"), as
      // descriptions written one sentence per line put it.
      const before = s.unit - 1;
      const beforeNames =
        (s.kind === 'gift' || s.kind === 'paid') &&
        before >= 0 &&
        (doc.units[before].line === s.line ||
          (doc.units[before].line === s.line - 1 && PRONOUN_OPENS.test(unitText(doc, s.unit))));
      if (!named.length && beforeNames) named = newLinksNamedIn(unitText(doc, before), ctx.allDocs);
      // "앱코에서 제품만 지원해 줬고" with "⌨ 키보드 : 앱코 … abko.co.kr": the giver's name on the link's own line.
      const ofGiver =
        named.length || (s.kind !== 'gift' && s.kind !== 'paid')
          ? []
          : newLinksOfGiver(unitText(doc, s.unit), ctx.allDocs);
      // "This video is a PolarPro commission" with "PolarPro … filters: polarprofilters.com/…": the lead of the domain.
      let ofLead =
        named.length || ofGiver.length || (s.kind !== 'gift' && s.kind !== 'paid')
          ? []
          : newLinksOfLead(unitText(doc, s.unit), ctx.allDocs);
      if (!named.length && !ofGiver.length && !ofLead.length && beforeNames && doc.units[before].line !== s.line)
        ofLead = newLinksOfLead(unitText(doc, before), ctx.allDocs);
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
      else if (s.kind === 'paid') ms = ownPagesSiteNamedIn(unitText(doc, s.unit), ctx.allDocs);
      // "Got a box in the mail from Lumora Supply! / They sent me three tools to try out, free of charge": a gift whose
      // sentence opens with a pronoun for the one catalog brand the sentence right before names.
      if (
        !ms.length &&
        (s.kind === 'gift' || (s.kind === 'paid' && COMPANY_PRONOUN_OPENS.test(unitText(doc, s.unit)))) &&
        beforeNames &&
        PRONOUN_OPENS.test(unitText(doc, s.unit))
      ) {
        const givers = (byUnit.get(before) ?? []).filter((m) => m.kind === 'name' && m.target?.brand);
        if (new Set(givers.map((m) => m.target!.key)).size === 1) ms = givers.slice(0, 1);
      }
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
      // Paid words that name a public or non-profit funder ("made possible by the Friends of the Library") name their
      // payer: no paid segment of an unnamed brand either.
      const funder = s.kind === 'paid' && NAMED_FUNDER_AFTER.test(doc.prose.slice(s.end, doc.units[s.unit].end));
      if (!(s.kind === 'paid' && (ofOwnLink || funder))) unbound.push(s);
      continue;
    }
    const lineSection = doc.lines[s.line].section;
    const gearScope = lineSection === 'gear' || lineSection === 'affiliate';
    for (const m of ms) push(m, s.kind, s.whole, gearScope, s);
  }
  if (doc.origin === 'description') bindSections(doc, push);
  return { bindings, unbound };
}
