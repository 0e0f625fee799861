// Gift statements' givers and goods: who gave (the subject of the act, a possessive, the lead of a linked brand, the
// title's one maker), and what is no giver (a key's platform, discounted goods, a dealer's make, a coupon's store).
import { isOrdinaryWord, tokenize, type CatalogBrand } from '../catalog.js';
import {
  BOUGHT_AFTER,
  CREATOR_RECEIVER,
  CONTAINER_OF_BEFORE,
  DISCOUNTED_GOODS_BEFORE,
  GOODS_BEFORE,
  GOODS_FROM_STORE_AFTER,
  KEY_AFTER,
  OWNED_AFTER,
  POSSESSIVE_BEFORE_NOUN,
  PARCEL_MARK_AFTER,
  PARCEL_WORD,
  POSSESSIVE_CLOSES_CLAUSE,
} from './lexicon/english.js';
import { regex } from './lexicon/regex.js';
import { DEALER_GIVER, GIVER_BEFORE_NAME } from './lexicon/worldLanguages.js';
import { spellsLabel, spellsLongerLink, titleNamesLead, writesExactly } from './naming.js';
import { namesDealersMake } from './narrowing.js';
import { mentionsOnLine } from './indexes.js';
import { isGuarded, unitText } from './text.js';
import type { Context, Doc, Mention, Statement } from './types.js';
import { isRetailer, bindable, leadMention } from './bindable.js';

export const GIVER_AFTER = /\bfrom$/i;
// A line of two hashtags or more and nothing else.
export const TAG_LINE = /^\s*#[\p{L}\p{N}_]+(?:[\s,]+#[\p{L}\p{N}_]+)+\s*$/u;

/**
 * A store or platform named as the kind of a key or a copy in a gift sentence ("Devolver gave me a Steam code for the
 * game", "an Xbox key", "a PlayStation review copy") is where the key is redeemed, not who gave it.
 */
export function namesKeyPlatform(doc: Doc, m: Mention): boolean {
  return m.kind === 'name' && KEY_AFTER.test(doc.prose.slice(m.end, m.end + 40));
}

/**
 * `own` without every mention of the brands `isGoods` picks (the goods, a dealer's make), when `own` holds another
 * brand's mention that `other` accepts (the store, the giver, the dealer), or always when `other` is null: `own`
 * unchanged otherwise.
 */
function withoutGoods(
  own: Mention[],
  isGoods: (m: Mention) => boolean,
  other: ((m: Mention) => boolean) | null = () => true,
): Mention[] {
  const goods = own.filter((m) => m.target && isGoods(m));
  if (!goods.length) return own;
  const keys = new Set(goods.map((m) => m.target!.key));
  const rest = other === null || own.some((m) => m.target && !keys.has(m.target.key) && other(m));
  return rest ? own.filter((m) => !m.target || !keys.has(m.target.key)) : own;
}

/**
 * A sentence's mentions without the brands named as the goods a discount is taken off ("25% off select Nike", "$20
 * off all Adidas") when it links another brand: the store that sells them.
 */
export function withoutDiscountedGoods(doc: Doc, own: Mention[]): Mention[] {
  return withoutGoods(
    own,
    (m) => m.kind === 'name' && DISCOUNTED_GOODS_BEFORE.test(doc.prose.slice(Math.max(0, m.index - 40), m.index)),
    (m) => m.kind === 'link',
  );
}

/**
 * A gift's mentions without the brands named as the contents of a container ("Pet Circle sent the shelter a pallet of
 * Wombaroo, heat pads and bedding") when the sentence names another brand, the giver. Alone, the contents' brand may
 * be its own giver ("a box of Lumora arrived").
 */
export function withoutContainersGoods(doc: Doc, own: Mention[]): Mention[] {
  return withoutGoods(
    own,
    (m) => m.kind === 'name' && CONTAINER_OF_BEFORE.test(doc.prose.slice(Math.max(0, m.index - 24), m.index)),
    (m) => !!m.target!.brand,
  );
}

/**
 * A sentence's mentions without the makers named as goods bought at a store named right after them ("We used two
 * Black Diamond torches from BCF, and code CROCS15 gets you 15% off", "We buy our Disney tickets through Undercover
 * Tourist – Undercover Tourist pays us a little for each order"): the store, another brand of the sentence (by its
 * name, or by the name of its link), is what the code, the discount or the disclosure is about.
 */
export function withoutStoresGoods(doc: Doc, own: Mention[]): Mention[] {
  // (The store is another brand of `own` by storeAfterGoods itself: no second condition.)
  return withoutGoods(own, (m) => m.kind === 'name' && storeAfterGoods(doc, m, own), null);
}

function storeAfterGoods(doc: Doc, m: Mention, own: Mention[]): boolean {
  if (!GOODS_BEFORE.test(doc.prose.slice(Math.max(0, m.index - 12), m.index))) return false;
  const after = GOODS_FROM_STORE_AFTER.exec(doc.prose.slice(m.end, m.end + 60));
  if (!after) return false;
  const at = m.end + after[0].length;
  const store = doc.prose.slice(at, at + 40).split(/[,.;:!?–—(]/)[0];
  return own.some(
    (o) =>
      o.target &&
      o.target.key !== m.target!.key &&
      (o.index === at || (o.kind === 'link' && spellsLabel(store, o.target.domain))),
  );
}

// A product's model after its maker's name: "the Sofirn C8F", "the Lumora H20" (a word with a digit).
const MODEL_AFTER = /^\s+[\p{L}\p{N}+-]*\d[\p{L}\p{N}+-]*(?![\p{L}\p{N}])/u;

/**
 * Whether a code's or a discount's sentence names only a product it takes off, by its maker and model ("Coupon X takes
 * 12% off the Sofirn C8F"), no link of its own, while the description links a store and never the maker: the store's
 * coupon on goods it sells (a deal channel's Banggood or GearBest code), not the maker's. The maker is no sponsor.
 */
export function storesCouponOnGoods(doc: Doc, own: Mention[], ctx: Context): boolean {
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
 * A gift's or a payment's mentions without a brand whose whole name is a word of another named brand's longer name
 * ("Astra Honda Motor invited me to ride the Honda Stylo", "Lumora Benelux sent the Lumora X2"): the longer name is the
 * local company that gave or paid, the shorter its group's make, named as the goods.
 */
export function withoutGroupsMake(own: Mention[]): Mention[] {
  const givers = own.filter((m) => m.kind === 'name' && m.target?.brand);
  if (givers.length < 2) return own;
  return withoutGoods(own, (m) => {
    const name = m.target!.brand?.name;
    if (m.kind !== 'name' || !name) return false;
    return givers.some((o) => {
      const longer = o.target!.brand!.name;
      return (
        o.target!.key !== m.target!.key &&
        longer.length > name.length &&
        writesExactly(longer.toLowerCase(), name.toLowerCase())
      );
    });
  });
}

/**
 * A sentence's mentions without the make a dealer sells ("дал покататься «АвтоЦентр», дилер LADA: <the dealer's
 * link>", "nos la prestó el concesionario Nissan de Monterrey: <link>") when it names or links another brand: the
 * dealer, who lent or paid.
 */
export function withoutDealersMake(doc: Doc, own: Mention[]): Mention[] {
  return withoutGoods(own, (m) => namesDealersMake(doc, m));
}

/**
 * A gift's mentions when its sentence names a car dealer as the business that gave ("einen alten Opel Astra hat uns das
 * Autohaus Steinle überlassen": DEALER_GIVER): the makes it names are the dealer's cars, so only a name inside the
 * dealer's own is kept (empty: the giver is the dealer the text does not list). Null when it names no dealer.
 */
export function dealersGift(doc: Doc, s: Statement, own: Mention[]): Mention[] | null {
  const from = doc.units[s.unit].start;
  const dealers = [...unitText(doc, s.unit).matchAll(DEALER_GIVER)].map((d) => [
    from + d.index,
    from + d.index + d[0].length,
  ]);
  if (!dealers.length) return null;
  return own.filter((m) => m.kind !== 'name' || dealers.some(([a, b]) => m.index >= a && m.index < b));
}

/**
 * Whether a name of a statement's sentence is one the creator says it owns, in its own clause after the name ("… and
 * the MSR and Big Agnes are our own", "the Canon is mine"), with the statement's words not between them, or a product
 * before the statement told as bought ("a Lumora drysuit she bought in 2019, and a beacon Velora lent her").
 */
export function ownedInClause(doc: Doc, s: Statement, m: Mention): boolean {
  if (m.kind !== 'name') return false;
  // Before the statement, a product told as bought in its own clause ("a Lumora drysuit she bought in 2019").
  if (m.index < s.index) return BOUGHT_AFTER.test(doc.prose.slice(m.end, Math.min(s.index, m.end + 60)));
  if (m.index < s.end) return false;
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
export function possessiveGiver(doc: Doc, s: Statement, own: Mention[]): Mention[] {
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
// ("Lumora sent me", "Lumora UK have kindly sent over", "big ups to Lumora, who sent the three of us").
const SUBJECT_BEFORE_ACT = regex('u')`
  (?<![\p{L}\p{N}&'’.+-])(\p{Lu}[\p{L}\p{N}&'’.+-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’.+-]*){0,3})(?:,\s*who)?\s+(?:(?:very\s+|so\s+)?(?:kindly
  |generously|also|just|recently|actually|have|has|had)\s+){0,3}$
`;

// An act in the active voice with the creator as its receiver, as the gift statement opens: "sent me", "lent us".
const ACT_TO_CREATOR = new RegExp(
  String.raw`^(?:sent|lent|loaned|leant|gave|gifted|shipped|mailed|posted|passed|handed|popped|dropped|couriered|supplied|offered)\s+${CREATOR_RECEIVER}\b`,
  'i',
);

/**
 * "GearBest sent me the Eachine Racer 250 for free", "Teknatool lent me a Nova lathe to try alongside my Rikon": a
 * gift act whose subject is a name right before it (a brand's, or capitalised words whose first is no ordinary word,
 * as an unknown brand's) is that name's gift; the brands named after the act are its goods and the creator's other
 * things, no givers. `own` unchanged when the act has no such subject ("They sent me the Lumora kit", "I was sent …", "Boots
 * provided by Lumora", "Ноутбук для теста дал Ситилинк").
 */
export function objectsNoGivers(doc: Doc, s: Statement, own: Mention[]): Mention[] {
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

/**
 * Whether a name is the sender marked on a parcel its sentence tells of ("A box landed … with a Penguin Magic label on
 * it. They'd seen my packing video and posted me …"): the store that sent the gift, not one that sold it.
 */
export function marksParcel(doc: Doc, m: Mention): boolean {
  if (m.kind !== 'name' || !PARCEL_MARK_AFTER.test(doc.prose.slice(m.end, m.end + 24))) return false;
  const u = doc.units[m.unit];
  return PARCEL_WORD.test(doc.prose.slice(u.start, u.end));
}

/** Whether a name closes its clause in the possessive ("… is Google's."): the owner of the unit a loan speaks of. */
export function ownerClosingClause(doc: Doc, m: Mention): boolean {
  return m.kind === 'name' && POSSESSIVE_CLOSES_CLAUSE.test(doc.prose.slice(m.end, m.end + 8));
}

/**
 * The catalog brands a gift or sponsor sentence names by the lead of their name ("Nemo" for Nemo Equipment) whose
 * link the text holds: the short name of a linked brand, as a title names it.
 */
export function leadOfLinkedBrand(doc: Doc, s: Statement, ctx: Context): Mention[] {
  if (isGuarded(doc.lines[s.line])) return [];
  const linked = linkedBrands(doc);
  if (!linked.size) return [];
  const u = doc.units[s.unit];
  const sentence = doc.prose.slice(u.start, u.end);
  const found = ctx.catalog
    .byLead(sentence)
    .filter((m) => linked.has(m.brand) && !m.brand.domains.some((d) => spellsLongerLink(doc, sentence, d)));
  // A linked brand whose name opens with two capitals, its initials ("SG" of SG Cricket), written so in the sentence
  // ("SG's team sent this bat over"): too short for the catalog's leads, named here because the text links the brand.
  // So are the initials of a linked brand's name of two to four words, in capitals ("ECD paid for this review" with
  // East Coast Dyes linked).
  for (const b of linked) {
    if (found.some((m) => m.brand === b)) continue;
    const words = b.name.trim().split(/\s+/);
    if (words.length < 2) continue;
    const initials = words.length <= 4 ? words.map((w) => w[0]).join('') : '';
    const shorts = [/^\p{Lu}{2}$/u.test(words[0]) ? words[0] : '', /^\p{Lu}{2,4}$/u.test(initials) ? initials : ''];
    for (const short of shorts) {
      if (!short || isOrdinaryWord(short.toLowerCase())) continue;
      const at = new RegExp(`(?<![\\p{L}\\p{N}])${short}(?![\\p{L}\\p{N}])`, 'u').exec(sentence);
      if (at) {
        found.push({ brand: b, index: at.index, end: at.index + short.length });
        break;
      }
    }
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

/**
 * "Desk: upliftdesk.com/… / UPLIFT sent me this desk": a gift sentence that opens its line with the lead of the one
 * unknown brand linked on the line above (capitalized, 40%+ of the domain's name, as a title names it) is about it.
 */
export function leadOfLinkAbove(doc: Doc, s: Statement): Mention[] {
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
export function subjectOfTitle(doc: Doc, s: Statement, ctx: Context): Mention[] {
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
