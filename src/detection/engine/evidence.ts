// Evidence per brand from the analyzed texts: bound statements, affiliate-shaped links, every link to a brand
// found, negated sentences, and the title.
import { isOrdinaryWord, tokenize } from '../catalog.js';
import { STOREFRONT_HOSTS } from '../hosts.js';
import { hostIn } from '../links.js';
import { resolvedBy } from '../resolvers.js';
import { bindDoc } from './binding.js';
import { recordHit } from './excerpts.js';
import { mentionsInUnit } from './indexes.js';
import { SPONSOR_NAME_AFTER } from './lexicon/english.js';
import { SPONSOR_NAME_AFTER_WORLD } from './lexicon/worldLanguages.js';
import { GIFT_TOO_AD_LABEL_ALONE, GIFT_TOO_TITLE_LABEL, SPACELESS_AD_WORDS } from './lexicon/signals.js';
import { domainLabel, norm } from './keys.js';
import { spellsLabel, titleNamesLead } from './naming.js';
import { isStorefront } from './linkResolution.js';
import { addContext, addUrl, type Tally } from './tally.js';
import { isGuarded, unitText } from './text.js';
import type { Binding, Context, Doc, Mention, Statement, Target } from './types.js';

/**
 * The statements of each text (description, transcript, title), bound to their brands. Returns whether sponsor
 * words of the description or transcript named no brand (a paid segment exists, its brand unnamed).
 */
export function addBindings(tally: Tally, docs: Doc[], ctx: Context): boolean {
  let unboundPaid = false;
  // A bare label that marks gifts as well as payment ("#werbung", "(Werbung)", a title's "【提供】"), read after every other
  // binding: over a brand with gift words and no sponsor words it says nothing of a payment.
  const bound: { doc: Doc; bindings: Binding[] }[] = [];
  const labels: { doc: Doc; bindings: Binding[] }[] = [];
  // Read once a statement: a statement binds every mention of its sentence.
  const labelAlone = new Map<Statement, boolean>();
  const isLabelAlone = (doc: Doc, s: Statement) => {
    let r = labelAlone.get(s);
    if (r === undefined) labelAlone.set(s, (r = GIFT_TOO_AD_LABEL_ALONE.test(doc.prose.slice(s.index, s.end))));
    return r;
  };
  const isTitleLabel = (doc: Doc, s: Statement) => GIFT_TOO_TITLE_LABEL.test(doc.prose.slice(s.index, s.end));
  // The brands each text's gifts were bound to, by key: a title's gift is not another's goods (titleGiftOfGoods).
  const given = new Set<string>();
  for (const doc of docs) {
    const { bindings, unbound } = bindDoc(doc, ctx);
    if (doc.origin !== 'title' && unbound.some((s) => s.kind === 'paid')) unboundPaid = true;
    const plain: Binding[] = [];
    const label: Binding[] = [];
    for (const b of bindings) {
      if (doc.origin === 'title' && titleWordOnly(doc, b.mention, docs)) continue;
      if (doc.origin === 'title' && titleGiftOfGoods(b, docs, given)) continue;
      if (doc.origin !== 'title' && b.kind === 'gift' && b.mention.target) given.add(b.mention.target.key);
      const isLabel =
        b.kind === 'paid' &&
        !!b.statement &&
        (doc.origin === 'title' ? isTitleLabel(doc, b.statement) : isLabelAlone(doc, b.statement));
      (isLabel ? label : plain).push(b);
    }
    bound.push({ doc, bindings: plain });
    if (label.length) labels.push({ doc, bindings: label });
  }
  for (const g of bound) for (const b of distinct(g.bindings)) bindOne(tally, ctx, g.doc, b, false);
  for (const g of labels) for (const b of distinct(g.bindings)) bindOne(tally, ctx, g.doc, b, true);
  return unboundPaid;
}

/**
 * "Turning on a Lumora Comet II: A Loaner Lathe for a Month" over "Velora lent me a Lumora Comet II": a title's gift
 * that names a brand the description names only as the goods of another's gift (binding.ts objectsNoGivers), and never
 * binds a gift of its own to, speaks of the product, not of its giver.
 */
function titleGiftOfGoods(b: Binding, docs: Doc[], given: Set<string>): boolean {
  if (b.kind !== 'gift' || b.mention.kind !== 'name' || !b.mention.target) return false;
  const key = b.mention.target.key;
  return !given.has(key) && docs.some((d) => d.origin !== 'title' && d.giftGoods?.has(key));
}

/**
 * A title's name made only of ordinary words that no other text names or links: a title in title case capitalizes
 * every word, so "… the Best Game I Played This Year (contains ad)" names no store GAME; its label speaks of a brand
 * the description names. A name written in capitals inside a title that is not ("GAME haul") still counts.
 */
function titleWordOnly(doc: Doc, m: Mention, docs: Doc[]): boolean {
  if (m.kind !== 'name' || !m.target) return false;
  const spelled = doc.text.slice(m.index, m.end);
  const words = tokenize(spelled).map((t) => t.t);
  if (!words.length || !words.every((w) => isOrdinaryWord(w))) return false;
  if (spelled === spelled.toUpperCase() && doc.text !== doc.text.toUpperCase()) return false;
  const key = m.target.key;
  return !docs.some((d) => d !== doc && d.mentions.some((x) => x.target?.key === key));
}

/**
 * Bindings that repeat one another as one: a long sentence's statements each bind every mention of it ("sponsored by
 * X … sponsored by Y …" on one line without stops), and what a second binding of the same mention, kind and scope from
 * a statement of the same sentence adds is nothing (the same sentence, link and kind; the excerpt is the earliest
 * statement's). Each is kept where it first appears, with the earliest of its statements.
 */
function distinct(bindings: Binding[]): Binding[] {
  const kept: Binding[] = [];
  const at = new Map<Mention, Map<string, number>>();
  for (const b of bindings) {
    const key = `${b.kind} ${b.whole} ${b.gearScope} ${b.statement ? b.statement.unit : -1}`;
    let keys = at.get(b.mention);
    if (!keys) at.set(b.mention, (keys = new Map()));
    const i = keys.get(key);
    if (i === undefined) {
      keys.set(key, kept.length);
      kept.push(b);
    } else if (b.statement && kept[i].statement && b.statement.index < kept[i].statement!.index) kept[i] = b;
  }
  return kept;
}

/** One binding into its brand's tally: its kind, where it was said, its link and its sentence. */
function bindOne(tally: Tally, ctx: Context, doc: Doc, b: Binding, label: boolean): void {
  const m = b.mention;
  if (!m.target) return;
  const md = m.doc ?? doc;
  const a = tally.of(m.target, tally.offsetOf(md, m.index));
  recordHit(a, b, doc, ctx, tally.offsetOf(doc, b.statement ? b.statement.index : m.index));
  const prev = a.kinds.get(b.kind);
  const giftLabel = label && a.kinds.has('gift') && !a.kinds.has('paid');
  if (!giftLabel) a.kinds.set(b.kind, { gearOnly: (prev ? prev.gearOnly : true) && b.gearScope });
  if (doc.origin === 'transcript') a.transcriptStatement = true;
  else if (doc.origin === 'title') {
    if (b.kind === 'paid') a.titlePaid = true;
  } else a.descriptionStatement = true;
  if (b.whole) a.whole = true;
  addUrl(a, m, md);
  addContext(a, unitText(md, m.unit));
  if (b.context) addContext(a, b.context, b.kind === 'paid');
}

/** Links that are affiliate links by their shape need no words around them (outside credits and self-promotion). */
export function addShapedReferrals(tally: Tally, docs: Doc[]): void {
  for (const doc of docs) {
    for (const m of doc.mentions) {
      if (!m.target || !m.referral || m.cls === 'excluded' || m.cls === 'self') continue;
      // A link on the creator's own line ("Shop my Instagram: …") is the creator's, unless it is a page on a creators'
      // affiliate storefront or a store's creator shop page (`bookshop.org/shop/<name>`), which pays per sale whoever's
      // page it is.
      if (
        isGuarded(doc.lines[m.line]) &&
        !(m.link && (hostIn(STOREFRONT_HOSTS, m.link.host) || isStorefront(m.link.url, m.link.domain)))
      )
        continue;
      if (doc.noAffiliateLines.has(m.line)) continue;
      const a = tally.of(m.target, tally.offsetOf(doc, m.index));
      a.referral = true;
      addUrl(a, m, doc);
      addContext(a, unitText(doc, m.unit));
    }
  }
}

const NAMED_IN_SENTENCE = resolvedBy('named-in-sentence');

/**
 * Every link to a detected brand is its evidence, wherever it is (the sponsor named in one sentence, linked in
 * the next or in the links section); generic shortener links in a sentence naming a detected brand too.
 */
export function addLinkEvidence(tally: Tally, docs: Doc[]): void {
  for (const doc of docs) {
    for (const m of doc.mentions) {
      const found = m.target ? tally.get(m.target.key) : undefined;
      if (m.kind === 'link' && m.cls === 'catalog' && found) addUrl(found, m, doc);
      if (m.kind === 'link' && m.cls === 'new' && found) addUrl(found, m, doc);
      if (m.cls !== 'generic') continue;
      if (found) {
        addUrl(found, m, doc);
        continue;
      }
      // Its own reading names no reported brand: the brand named in its sentence (named-in-sentence).
      const peer = mentionsInUnit(doc, m.unit).find((o) => o.target && tally.get(o.target.key));
      if (peer) addUrl(tally.get(peer.target!.key)!, m, doc, NAMED_IN_SENTENCE);
    }
  }
}

/**
 * Negated sentences ("not sponsored by Sony") keep their brands from being promoted by the paid flag: marks
 * them, and returns the keys of every brand named or linked in one.
 */
export function markNegated(tally: Tally, docs: Doc[]): Set<string> {
  const negatedKeys = new Set<string>();
  for (const doc of docs) {
    for (const m of doc.mentions) if (m.target && doc.negatedUnits.has(m.unit)) negatedKeys.add(m.target.key);
  }
  for (const k of negatedKeys) {
    const a = tally.get(k);
    if (a) a.negated = true;
  }
  return negatedKeys;
}

/**
 * Brands the title names (Dedicated needs the brand in the title): mentioned in it, a new brand's name spelled in
 * it, or a brand named by the lead of its name.
 */
export function markTitleMentions(tally: Tally, title: Doc): void {
  for (const m of title.mentions) {
    const a = m.target ? tally.get(m.target.key) : undefined;
    if (a) a.inTitle = true;
  }
  const text = title.prose;
  const tokens = tally.size ? tokenize(text) : [];
  // The sponsor names a sentence gives, read once per sentence: brands share sentences, and one long sentence can
  // hold every brand of the description.
  const namesIn = new Map<string, string[]>();
  for (const a of tally.values()) {
    if (a.inTitle) continue;
    const spelled = !a.target.brand && spellsLabel(text, a.target.domain);
    if (spelled || (titleNamesLead(text, tokens, a.target) && !namedByTailOnly(a.target, a.contexts, text)))
      a.inTitle = true;
    // The title names the sponsor as its sponsor sentence does, in a script without spaces and whatever the catalog
    // calls it ("【新作】荒野行動で…" over "荒野行動 × … 協賛企画", "배달의민족으로 …" over "배달의민족의 지원을 받아").
    // Only the sponsor statements' sentences: the brand's other sentences share the title's topic ("PC방 마우스 60개
    // 교체" beside "마우스 60개도 로지텍에서 받았고요", a sentence after the paid one).
    else if (a.kinds.has('paid') && titleSharesSponsorName(text, a.paidContexts)) a.inTitle = true;
    else if (a.kinds.has('paid') && titleRepeatsSponsorName(text, a.paidContexts, namesIn)) a.inTitle = true;
  }
}

/**
 * Whether the text calls a new brand by the tail of its domain's label, a capitalised word the title does not write
 * ("Makasih Compass udah jadi sponsor" for sepatucompass.com): the label's lead is then a descriptor ("sepatu", shoes),
 * and a title that writes that word ("Beli Sepatu") names the goods, not the brand. A text that writes the whole label
 * too ("Bramley Watches") names the brand by it.
 */
function namedByTailOnly(t: Target, contexts: string[], title: string): boolean {
  if (t.brand) return false;
  const label = norm(domainLabel(t.domain));
  const titleKey = norm(title);
  return contexts.some(
    (c) =>
      !norm(c).includes(label) &&
      (c.match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}]{3,}/gu) ?? []).some((w) => {
        const n = norm(w);
        return n.length < label.length && label.endsWith(n) && !titleKey.includes(n);
      }),
  );
}

/**
 * Whether the title repeats the name a sponsor sentence gives its sponsor right after "sponsored by" (or its words in
 * another language: "Bu videonun sponsoru RAID: Shadow Legends" under "RAID: Shadow Legends'ı ilk kez oynadım"), in capitalized
 * words of five letters or more in all ("Kayden Plays RAID: Shadow Legends" over "sponsored by RAID: Shadow Legends!"
 * for Plarium): the title names the sponsor by the sponsor's own words, not by a topic the two share.
 */
export function titleRepeatsSponsorName(
  title: string,
  contexts: string[],
  namesIn: Map<string, string[]> = new Map(),
): boolean {
  const edge = (ch: string | undefined) => ch === undefined || !/[\p{L}\p{N}]/u.test(ch);
  for (const c of contexts) {
    let names = namesIn.get(c);
    if (!names) namesIn.set(c, (names = sponsorNamesIn(c)));
    for (const name of names) {
      const at = title.indexOf(name);
      if (at >= 0 && edge(title[at - 1]) && edge(title[at + name.length])) return true;
    }
  }
  return false;
}

/** The names a sentence gives its sponsor right after "sponsored by" (or its words elsewhere), five letters or more. */
function sponsorNamesIn(context: string): string[] {
  const names = new Set<string>();
  for (const m of [...context.matchAll(SPONSOR_NAME_AFTER), ...context.matchAll(SPONSOR_NAME_AFTER_WORLD)]) {
    const name = m[1].replace(/[:.]+$/, '');
    if (name.replace(/[^\p{L}\p{N}]/gu, '').length >= 5) names.add(name);
  }
  return [...names];
}

// The words of a part of a video: a corner, a part, a slot, a section (Japanese, Korean).
const PART_OF_VIDEO = /コーナー|パート|スポンサー枠|코너|부분|구간|파트/u;

const SPACELESS_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]{3,}/gu;

/**
 * Whether the title and a sentence about the sponsor share a name written in a script without spaces, whatever the
 * catalog calls the brand: three characters or more once ad labels are taken out ("荒野行動", "배달의민족"). Latin
 * words are not compared: a title shares places and topics with its sponsor's sentence ("my trip to Japan").
 */
export function titleSharesSponsorName(title: string, contexts: string[]): boolean {
  if (!contexts.length) return false;
  const runs = [...title.replace(SPACELESS_AD_WORDS, ' ').matchAll(SPACELESS_RUN)].map((m) => m[0]);
  if (!runs.length) return false;
  return contexts.some((c) => {
    // A sentence that pays for a part of the video (a corner, a part, a slot: "결승 무대는 굽네치킨이 광고비를 부담한
    // 코너입니다") shares the title's topic, not its sponsor's name: that part is an integration.
    if (PART_OF_VIDEO.test(c)) return false;
    const plain = c.replace(SPACELESS_AD_WORDS, ' ');
    return runs.some((r) => sharesRun(r, plain, 3));
  });
}

// Hiragana beside letters of another script: a phrase's particle or ending ("夜のオフ", "毎日の"), not a name.
const HIRAGANA = /\p{Script=Hiragana}/u;
const NOT_HIRAGANA = /[^\p{Script=Hiragana}ー]/u;

/**
 * Whether `a` and `b` share a run of at least `n` characters that may be a name: a run mixing hiragana with kanji or
 * katakana is a phrase the title and a sponsor's sentence share by topic ("…夜のオフまで" over "夜のオフのパートは有料のお仕事
 * です"), not a name.
 */
function sharesRun(a: string, b: string, n: number): boolean {
  for (let i = 0; i + n <= a.length; i++) {
    const run = a.slice(i, i + n);
    if (HIRAGANA.test(run) && NOT_HIRAGANA.test(run)) continue;
    if (b.includes(run)) return true;
  }
  return false;
}
