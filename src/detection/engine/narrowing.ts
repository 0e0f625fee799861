// Narrowing: which of a statement's mentions it really names (named stores, unknown links spelled out).
import { isOrdinaryWord, tokenize } from '../catalog.js';
import { RETAILERS } from '../hosts.js';
import { registrableDomain } from '../links.js';
import { domainLabel, newBrandTarget, norm } from './keys.js';
import {
  ASSOCIATE_AFTER,
  ASSOCIATES_PROGRAM,
  DENIED_AFTER,
  DENIED_BEFORE,
  HOST_LINKS,
  NAMED_LIST,
  NO_OTHER,
  SHOP_LINKS,
} from './lexicon/english.js';
import { KATAKANA_NOT_NAME } from './lexicon/languages/ja.js';
import { KOREAN_GIVER, KOREAN_NOT_GIVER } from './lexicon/languages/ko.js';
import { CONTENTS_BEFORE_NAME, DEALER_OF_BEFORE, DENIED_AFTER_WORLD } from './lexicon/worldLanguages.js';
import { OTHER_STORES } from './lexicon/sections.js';
import { labelVariants, spelledName, spellsLabel, titleNamesLead } from './naming.js';
import { mentionsInUnit, mentionsOnLine, statementsInUnit } from './indexes.js';
import { profileOrShopPath } from './ownership.js';
import { isGuarded, unitText } from './text.js';
import type { Doc, Mention, Statement } from './types.js';

/**
 * An affiliate disclosure that names the stores it is about ("The Amazon links below are affiliate links", "My
 * JetPens links are affiliate links", "affiliate links to Northern Brewer", "Os links da Decathlon e da Amazon")
 * covers only the links of those stores; the other links of its scope stay plain links. Stores are catalog names
 * in its sentence and links of its scope whose name the sentence spells.
 */
export function narrowToNamedStores(ms: Mention[], doc: Doc, s: Statement): Mention[] {
  const sentence = unitText(doc, s.unit);
  if (OTHER_STORES.test(afterFirstName(doc, s, sentence).replace(NO_OTHER, ' '))) return ms;
  const byHost = narrowToNamedHosts(ms, doc, s);
  if (byHost) return byHost;
  const byList = narrowToNamedList(ms, doc, s, sentence);
  if (byList) return byList;
  // "Some links below are affiliate links, and NordVPN sponsored this video": the name is the sponsor's, not a
  // store's.
  if (statementsInUnit(doc, s.unit).some((x) => x.kind !== 'affiliate')) return ms;
  const named = new Set<string>();
  const denied = deniedStores(doc, s);
  // "As an Amazon Associate I earn from qualifying purchases" on a list's header is the program's required wording,
  // not a store list: the header covers its list. A sentence of its own (a footer's line) speaks of that program's
  // links only: the Best Buy and Newegg links of the description stay plain.
  const line = doc.lines[s.line];
  const header = line.header || line.headerLike;
  for (const m of mentionsInUnit(doc, s.unit)) {
    // A store's domain written bare as its name ("Every product link below goes to Amazon.ca") names it too.
    if (
      m.kind === 'link' &&
      m.target &&
      (m.cls === 'catalog' || m.cls === 'new') &&
      BARE_DOMAIN.test(doc.text.slice(m.index, m.end))
    )
      named.add(m.target.key);
    if (m.kind !== 'name' || !m.target) continue;
    if (!header || !ASSOCIATE_AFTER.test(doc.prose.slice(m.end, m.end + 12))) named.add(m.target.key);
  }
  const stores = header ? sentence.replace(ASSOCIATES_PROGRAM, ' ') : sentence;
  // The lead of a name is read outside the other brands the sentence names: "Brewer" of "Northern Brewer links" is
  // that store's word, not the lead of Brewer's Friend.
  const start = doc.units[s.unit].start;
  let outsideNames = sentence;
  for (const m of mentionsInUnit(doc, s.unit)) {
    if (m.kind !== 'name' || m.index < start || m.end > start + sentence.length) continue;
    outsideNames =
      outsideNames.slice(0, m.index - start) + ' '.repeat(m.end - m.index) + outsideNames.slice(m.end - start);
  }
  if (header) outsideNames = outsideNames.replace(ASSOCIATES_PROGRAM, ' ');
  const letters = norm(stores);
  // Stores named in their own words, in any script ("楽天アフィリエイト", "쿠팡 파트너스", "Ozon-ссылки").
  const storeDomains = new Set(RETAILERS.filter((r) => r.name.test(stores)).map((r) => r.domain));
  let tokens: ReturnType<typeof tokenize> | undefined;
  for (const m of ms) {
    if (!m.target || m.kind !== 'link' || (m.cls !== 'catalog' && m.cls !== 'new') || named.has(m.target.key)) continue;
    if (storeDomains.has(m.target.domain) || m.target.brand?.domains.some((d) => storeDomains.has(d))) {
      named.add(m.target.key);
      continue;
    }
    // A catalog store named by the lead of its name, as a title names it ("The Tiger and moomoo links below" for Tiger
    // Brokers).
    if (m.target.brand && titleNamesLead(outsideNames, (tokens ??= tokenize(outsideNames)), m.target)) {
      // Named only to say it pays nothing ("JB and Apple don't pay me anything"): no store of the disclosure.
      if (!leadDenied(outsideNames, m.target.brand.name)) named.add(m.target.key);
      continue;
    }
    // A cheap test first: the sentence's letters must hold the domain's name somewhere.
    if (!labelVariants(m.target.domain).some((v) => v.length >= 3 && letters.includes(v))) continue;
    if (spellsLabel(stores, m.target.domain)) named.add(m.target.key);
  }
  for (const key of denied) named.delete(key);
  const kept = denied.size ? ms.filter((m) => !m.target || !denied.has(m.target.key)) : ms;
  if (!named.size) return kept;
  return kept.filter((m) => m.unit === s.unit || (m.target && named.has(m.target.key)));
}

// A domain written as a word, with no scheme and no path: "Amazon.ca", "bhphotovideo.com".
const BARE_DOMAIN = /^(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u;

/**
 * A disclosure about the links to shops ("All the shop links I post are affiliate links") covers the links of stores
 * and of the directory's brands, and those that carry an affiliate mark; a link of the scope to a site the directory
 * does not know, with no mark (a park's page, a club's, a reference site's), is no shop link.
 */
export function narrowToShopLinks(ms: Mention[], doc: Doc, s: Statement): Mention[] {
  if (!SHOP_LINKS.test(unitText(doc, s.unit))) return ms;
  return ms.filter((m) => m.unit === s.unit || m.kind !== 'link' || m.cls !== 'new' || m.referral);
}

/** Whether the words right after a store's name deny its pay ("… don't pay me anything", "… are just links"). */
const deniesPay = (after: string) => DENIED_AFTER.test(after) || DENIED_AFTER_WORLD.test(after);

/** Whether the first word of a store's name, where the sentence writes it, is followed by words that deny its pay. */
function leadDenied(sentence: string, name: string): boolean {
  const first = name.split(/\s+/)[0].toLowerCase();
  const lower = sentence.toLowerCase();
  for (let at = lower.indexOf(first); at >= 0; at = lower.indexOf(first, at + 1)) {
    if (deniesPay(sentence.slice(at + first.length, at + first.length + 80))) return true;
  }
  return false;
}

/**
 * The stores a disclosure's sentence names only to say they pay nothing ("JB and Apple don't pay me anything", "the
 * Dymocks links are just links", "not the Flight Club one"): their keys.
 */
function deniedStores(doc: Doc, s: Statement): Set<string> {
  const out = new Set<string>();
  const u = doc.units[s.unit];
  for (const m of mentionsInUnit(doc, s.unit)) {
    if (m.kind !== 'name' || !m.target) continue;
    const after = doc.prose.slice(m.end, Math.min(u.end, m.end + 80));
    const before = doc.prose.slice(Math.max(u.start, m.index - 24), m.index);
    if (deniesPay(after) || DENIED_BEFORE.test(before)) out.add(m.target.key);
  }
  return out;
}

/**
 * The words of a disclosure's sentence from the first brand it names on: "Amazon and other stores", "Amazon, etc."
 * speak of more stores, while "Other parts (Amazon affiliate links)" qualifies its items, not its stores.
 */
function afterFirstName(doc: Doc, s: Statement, sentence: string): string {
  const first = mentionsInUnit(doc, s.unit).find((m) => m.kind === 'name');
  if (!first) return sentence;
  const start = doc.units[s.unit].start;
  return sentence.slice(Math.max(0, first.index - start));
}

/**
 * A disclosure that names the host of its links ("The bit.ly links above are affiliate links", "The AvantLink links
 * above earn me a commission") covers the links on that host only: a store's own link beside them stays a plain
 * link. Null when the sentence names no such host (a shortener's or a network's, not a store's own site).
 */
function narrowToNamedHosts(ms: Mention[], doc: Doc, s: Statement): Mention[] | null {
  // The sentence as written: its prose masks the links, and "bit.ly" written alone is read as one.
  const u = doc.units[s.unit];
  const lower = doc.text.slice(u.start, u.end).toLowerCase();
  const named = new Set<string>();
  for (const m of ms) {
    if (m.kind !== 'link' || !m.link || m.unit === s.unit) continue;
    const host = registrableDomain(m.link.host);
    // A store's own site is the store: "The Amazon links below" covers its amzn.to links too (narrowToNamedStores).
    // Only a host that is not its links' destination (a shortener, a network) is a kind of link of its own.
    if (m.target && (m.target.domain === host || m.target.brand?.domains.includes(host))) continue;
    const label = domainLabel(host);
    for (const written of [host, label]) {
      if (written.length < 3 || (written === label && label.length < 5)) continue;
      for (let at = lower.indexOf(written); at >= 0; at = lower.indexOf(written, at + 1)) {
        const before = at === 0 ? '' : lower[at - 1];
        if (/[\p{L}\p{N}.]/u.test(before)) continue;
        if (HOST_LINKS.test(lower.slice(at + written.length))) named.add(host);
      }
    }
  }
  if (!named.size) return null;
  // The stores its sentence names only to say they pay nothing ("the Wickes and Screwfix links earn nothing") are none
  // of its own either.
  const denied = deniedStores(doc, s);
  return ms.filter(
    (m) =>
      (m.unit === s.unit && !(m.target && denied.has(m.target.key))) ||
      (m.kind === 'link' && m.link && named.has(registrableDomain(m.link.host))),
  );
}

/**
 * A disclosure that names a list of the description ("Paid links: everything in the kit list above earns me a few
 * cents") covers the links of that list only: the lines after the header that names it ("Kit list:") up to a blank
 * line or the disclosure. A description without such a header has no such list, and the disclosure covers nothing
 * beyond its own sentence. Null when the sentence names no list.
 */
function narrowToNamedList(ms: Mention[], doc: Doc, s: Statement, sentence: string): Mention[] | null {
  const m = NAMED_LIST.exec(sentence);
  if (!m) return null;
  // Letters and spaces only: the name needs no escaping.
  const name = m[1].toLowerCase().replace(/\s+/g, ' ');
  const header = new RegExp(`^[^\\p{L}\\p{N}]*${name} list\\s*[:：]?\\s*$`, 'iu');
  const lines = new Set<number>();
  for (const l of doc.lines) {
    if (l.index === s.line || !header.test(l.text)) continue;
    for (let i = l.index + 1; i < doc.lines.length && !doc.lines[i].blank && i !== s.line; i++) lines.add(i);
  }
  return ms.filter((x) => x.unit === s.unit || lines.has(x.line));
}

/** Whether a name is what a box is full of ("una caja llena de Lumora", "a box full of Lumora"): a gift's contents. */
export function namesContents(doc: Doc, m: Mention): boolean {
  return m.kind === 'name' && CONTENTS_BEFORE_NAME.test(doc.prose.slice(Math.max(0, m.index - 30), m.index));
}

/** Whether a name is the make a dealer sells ("дилер LADA", "concesionario Nissan"): no giver nor payer of its own. */
export function namesDealersMake(doc: Doc, m: Mention): boolean {
  return m.kind === 'name' && DEALER_OF_BEFORE.test(doc.prose.slice(Math.max(0, m.index - 40), m.index));
}

/**
 * A statement that names a catalog brand keeps unknown links only when they look like that brand's
 * ("go.nordvpn.net" next to NordVPN); without catalog brands, it keeps the unknown links whose name the
 * sentence spells, else the one nearest to the statement.
 */
export function narrowNewLinks(ms: Mention[], doc: Doc, s: Statement, itemLine?: number): Mention[] {
  const news = ms.filter((m) => m.cls === 'new');
  if (!news.length) return ms;
  // Catalog brands of the statement's own line count too ("Thanks to Raycon! Use code X at go.partner.io/x"); for
  // an item of a list, those of the item's line.
  const line = itemLine ?? s.line;
  const lineNames = mentionsOnLine(doc, line).filter((m) => m.kind === 'name');
  // The make a gift's or a payment's dealer sells names no owner of the dealer's link ("«АвтоЦентр», дилер LADA:
  // avtocentr.ru").
  const known = [...ms, ...lineNames].filter(
    (m) =>
      m.target?.brand &&
      !((s.kind === 'gift' || s.kind === 'paid') && namesDealersMake(doc, m)) &&
      !(s.kind === 'gift' && namesContents(doc, m)),
  );
  const rest = ms.filter((m) => m.cls !== 'new');
  if (known.length) {
    const kept: Mention[] = [];
    for (const n of news) {
      const label = norm(domainLabel(n.target!.domain));
      const owner = known.find((k) => {
        const b = k.target!.brand!;
        const keys = [norm(b.name), ...b.domains.map((d) => norm(domainLabel(d)))].filter((x) => x.length >= 4);
        return keys.some((key) => label.includes(key) || key.includes(label));
      });
      if (owner) kept.push({ ...n, cls: 'catalog', target: owner.target });
    }
    return [...rest, ...kept];
  }
  const sentence = unitText(doc, s.unit);
  const spelled = news.filter((n) => spellsLabel(sentence, n.target!.domain));
  if (spelled.length) return [...rest, ...spelled];
  const distance = (m: Mention) => Math.abs(m.index - s.index);
  const nearest = [...news].sort((a, b) => distance(a) - distance(b) || a.index - b.index)[0];
  return [...rest, nearest];
}

/** New brands linked in any of the texts whose name the sentence spells (outside credits and self-promotion). */
export function newLinksNamedIn(sentence: string, docs: Doc[]): Mention[] {
  const { links, byTrigram } = newLinkCandidates(docs);
  // Only the domains one of whose names occurs in the sentence's letters can be spelled by it (spelledName joins
  // whole tokens into one of them): found through their first three letters, so each sentence costs its length,
  // not its length times the number of unknown domains. "&" is the domain's "and", as spelledName reads it ("Crown &
  // Caliber" spells crownandcaliber.com).
  const letters = norm(sentence.replace(/&/g, 'and'));
  const possible = new Set<number>();
  for (let p = 0; p + 3 <= letters.length; p++) {
    for (const e of byTrigram.get(letters.slice(p, p + 3)) ?? []) if (letters.startsWith(e.v, p)) possible.add(e.i);
  }
  const out: Mention[] = [];
  for (const i of [...possible].sort((a, b) => a - b)) {
    if (spellsLabel(sentence, links[i].target!.domain)) out.push(links[i]);
  }
  return out;
}

/**
 * The site of the creator's own page that a payment's sentence names: "Esse lançamento é parceria comercial com o Kwai"
 * over "kwai.com/@vitinhosanfona" (a platform the directory lacks, paying for the video its page is on). The page's
 * link, as the new brand of its domain.
 */
export function ownPagesSiteNamedIn(sentence: string, docs: Doc[]): Mention[] {
  const out: Mention[] = [];
  const seen = new Set<string>();
  for (const d of docs) {
    for (const m of d.mentions) {
      if (m.kind !== 'link' || m.cls !== 'self' || !m.link || seen.has(m.link.domain)) continue;
      if (!profileOrShopPath(m.link.url)?.profile || !spellsLabel(sentence, m.link.domain)) continue;
      seen.add(m.link.domain);
      out.push({ ...m, cls: 'new', target: newBrandTarget(m.link.domain) });
    }
  }
  return out;
}

/**
 * Catalog brands linked in any of the texts, never written by their catalog name, whose domain the sentence spells:
 * "Market Lane started sending me their subscription for free" with "marketlane.com.au/…" linked far below, where the
 * catalog writes "Market Lane Coffee". Only the gift's or the payment's giver (binding.ts), as for new brands.
 */
export function catalogLinksNamedIn(sentence: string, docs: Doc[]): Mention[] {
  const named = new Set<string>();
  for (const d of docs) for (const m of d.mentions) if (m.kind === 'name' && m.target) named.add(m.target.key);
  const seen = new Set<string>();
  const out: Mention[] = [];
  for (const d of docs) {
    for (const m of d.mentions) {
      if (m.kind !== 'link' || m.cls !== 'catalog' || !m.target || seen.has(m.target.key)) continue;
      seen.add(m.target.key);
      if (named.has(m.target.key) || isGuarded(d.lines[m.line])) continue;
      // Written as a name: every word capitalised, and not one ordinary word ("it's going back next week" is no Next).
      const spelled = spelledName(sentence, m.target.domain)?.trim();
      const words = spelled ? tokenize(spelled) : [];
      if (!words.length || words.some((w) => !/^\p{Lu}/u.test(spelled!.slice(w.start)))) continue;
      if (words.length === 1 && isOrdinaryWord(words[0].t)) continue;
      out.push(m);
    }
  }
  return out;
}

/**
 * New brands a sentence names by the lead of their domain, written as a word of the link's own line: "This video is a
 * PolarPro commission" with "PolarPro Cinema Series filters: polarprofilters.com/…" further down (the sentence cannot
 * spell the whole domain). A capitalised name of four letters or more, shorter than the domain's label.
 */
export function newLinksOfLead(sentence: string, docs: Doc[]): Mention[] {
  const names = sentence.match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}]{3,}(?![\p{L}\p{N}])/gu) ?? [];
  // The domains whose label starts with a name, found through its first three letters (the label variants'
  // index): each name costs the domains that share them, not every unknown domain.
  const { links, byTrigram } = newLinkCandidates(docs);
  const out = new Set<number>();
  for (const n of new Set(names)) {
    const key = norm(n);
    for (const e of byTrigram.get(key.slice(0, 3)) ?? []) {
      if (out.has(e.i) || e.v.length <= key.length || !e.v.startsWith(key)) continue;
      const m = links[e.i];
      if (norm(domainLabel(m.target!.domain)) !== e.v) continue;
      const line = m.doc!.lines[m.line].prose;
      const at = line.indexOf(n);
      if (at >= 0 && !/[\p{L}\p{N}]/u.test(line[at - 1] ?? '') && !/[\p{L}\p{N}]/u.test(line[at + n.length] ?? ''))
        out.add(e.i);
    }
  }
  // Two capitalised words together, a maker's name, that lead a domain's name ("Ben Long got in touch …" over
  // benlongfalconry.com): that domain, wherever the text links it, when they are 40% of its name or more.
  for (const pair of sentence.matchAll(/(?<![\p{L}\p{N}])(\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+)(?![\p{L}\p{N}])/gu)) {
    const key = norm(pair[1] + pair[2]);
    if (key.length < 6) continue;
    for (const e of byTrigram.get(key.slice(0, 3)) ?? []) {
      if (out.has(e.i) || e.v.length <= key.length || !e.v.startsWith(key) || key.length < e.v.length * 0.4) continue;
      if (norm(domainLabel(links[e.i].target!.domain)) === e.v) out.add(e.i);
    }
  }
  return [...out].sort((a, b) => a - b).map((i) => links[i]);
}

/**
 * New brands whose giver the sentence names in a script the domain cannot spell: "키보드는 앱코에서 제품만 지원해 줬고"
 * with "⌨ 키보드 : 앱코 HACKER K660 https://www.abko.co.kr" further down. The giver's name before its particle of
 * origin (lexicon/languages/ko.ts `KOREAN_GIVER`) written as a word of an unknown link's own line names that link.
 */
export function newLinksOfGiver(sentence: string, docs: Doc[]): Mention[] {
  if (!/\p{Script=Hangul}/u.test(sentence)) return [];
  const names = new Set<string>();
  KOREAN_GIVER.lastIndex = 0;
  for (const m of sentence.matchAll(KOREAN_GIVER)) if (!KOREAN_NOT_GIVER.test(m[1])) names.add(m[1]);
  if (!names.size) return [];
  const out: Mention[] = [];
  for (const m of newLinkCandidates(docs).links) {
    const line = m.doc!.lines[m.line].prose;
    for (const n of names) {
      const at = line.indexOf(n);
      if (at < 0) continue;
      const standing =
        !/\p{Script=Hangul}/u.test(line[at - 1] ?? '') && !/\p{Script=Hangul}/u.test(line[at + n.length] ?? '');
      if (standing) {
        out.push(m);
        break;
      }
    }
  }
  return out;
}

// A name in katakana, four characters or more ("アズールレーン", "オーディオテクニカ"), read whole.
const KATAKANA_NAME = /[\p{Script=Katakana}ー・]{3,}/gu;
// A katakana name of three letters names a company only as one: "ヤマサ醤油さんとタイアップ" (with its kanji and honorific).
const SHORT_KATAKANA_COMPANY = (name: string) => new RegExp(`${name}[\\p{Script=Han}]{0,4}(?:さん|様|さま|社)`, 'u');

/**
 * New brands whose link a label names in katakana, the name the sentence gives too: "Yostarさんからお仕事をいただいて、
 * アズールレーンを遊ばせてもらいました" with "▼アズールレーン公式サイト" over "https://www.azurlane.jp/" further down (the
 * Latin domain cannot be spelled from the katakana). The label is the prose of the link's own line, or the line right
 * above a line that holds only the link; words that name no one (ダウンロード, サイト, ショップ…: ja.ts
 * `KATAKANA_NOT_NAME`) are no names.
 */
export function newLinksOfLabel(sentence: string, docs: Doc[]): Mention[] {
  if (!/\p{Script=Katakana}/u.test(sentence)) return [];
  const out: Mention[] = [];
  for (const m of newLinkCandidates(docs).links) {
    const lines = m.doc!.lines;
    const own = lines[m.line].prose;
    const label = own.trim() || m.line === 0 ? own : lines[m.line - 1].prose;
    for (const [name] of label.matchAll(KATAKANA_NAME)) {
      if (KATAKANA_NOT_NAME.test(name) || !sentence.includes(name)) continue;
      if (name.length < 4 && !SHORT_KATAKANA_COMPANY(name).test(sentence)) continue;
      out.push(m);
      break;
    }
  }
  return out;
}

interface Candidates {
  /** The first link of each new domain outside credits and self-promotion, in text order. */
  links: Mention[];
  /** Each name (label variant, 3 letters or more) of those domains, by its first three letters. */
  byTrigram: Map<string, { v: string; i: number }[]>;
}

/** The new-brand links a statement may name, found once per video. */
function newLinkCandidates(docs: Doc[]): Candidates {
  let c = candidatesOf.get(docs);
  if (c) return c;
  c = { links: [], byTrigram: new Map() };
  const first = new Set<string>();
  for (const d of docs) {
    for (const m of d.mentions) {
      if (m.cls !== 'new' || !m.target || isGuarded(d.lines[m.line]) || first.has(m.target.key)) continue;
      first.add(m.target.key);
      const i = c.links.push(m) - 1;
      for (const v of labelVariants(m.target.domain)) {
        if (v.length < 3) continue;
        const k = v.slice(0, 3);
        const list = c.byTrigram.get(k);
        if (list) list.push({ v, i });
        else c.byTrigram.set(k, [{ v, i }]);
      }
    }
  }
  candidatesOf.set(docs, c);
  return c;
}
const candidatesOf = new WeakMap<Doc[], Candidates>();
