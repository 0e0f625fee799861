// Chapters and the paid segment: chapters naming a brand, sponsor chapters naming none, and the brand a paid
// segment promotes when no brand has sponsor words of its own (the paid-promotion flag, "#ad", an unnamed
// "Sponsor" chapter, sponsor words naming no brand).
import type { BrandCatalog } from '../catalog.js';
import { parseChapterLine, parseChapters, type Chapter } from '../chapters.js';
import { NEWS_SPONSOR } from './lexicon/exclusions.js';
import { negatesClause } from './lexicon/negation.js';
import { hintedPatterns, lineHolds, PATTERNS } from './lexicon/patterns.js';
import { AD_TOPIC_CHAPTER, CALL_TO_ACTION, PAYMENT_WORDS, SPONSOR_CHAPTER } from './lexicon/signals.js';
import { primaryDomain } from './keys.js';
import { linkedRecordOfName, spellsLabel } from './naming.js';
import { addContext, addUrl, type Tally } from './tally.js';
import { explicitPaid, isReported } from './typeAndScore.js';
import type { Agg, Doc, Line, Mention, Target } from './types.js';

export interface SponsorChapters {
  /** Sponsor chapters ("Sponsor", "#ad") that name no brand. */
  unnamed: Chapter[];
  /** Where each chapter's line starts in the description. */
  posOf: Map<Chapter, number>;
}

/**
 * A chapter title that holds a sponsor statement of another language than English, read by the languages' own
 * patterns ("Vedantu Master Class (प्रायोजक)", "Lumora (реклама)", "ছবির পরে Lumora (বিজ্ঞাপন)"): SPONSOR_CHAPTER holds
 * the Latin-script words of a chapter's ad label, the language modules hold every other language's sponsor words.
 * Patterns of two parts (an act and its cue) and those tied to a link are for prose, not for a title.
 */
function foreignSponsorTitle(title: string): boolean {
  const lower = title.toLowerCase();
  for (const pi of hintedPatterns(lower)) {
    const p = PATTERNS[pi];
    if (p.kind !== 'paid' || !p.foreign || p.near || p.withLink) continue;
    if (p.requires && !lineHolds(lower, p.requires)) continue;
    p.re.lastIndex = 0;
    const found = p.re.test(title);
    p.re.lastIndex = 0;
    if (p.notInSentence) p.notInSentence.lastIndex = 0;
    if (found && !p.notInSentence?.test(title)) return true;
  }
  return false;
}

// Two players' partnership at the crease or on the court, their names joined ("Head-Labuschagne partnership", "Root &
// Stokes partnership"): a sport's word, no ad's. (Case-sensitive: the names are capitalised.)
const NAMES_PARTNERSHIP = /\p{Lu}\p{Ll}+\s?[-–&]\s?\p{Lu}\p{Ll}+(?:['’]s)? partnerships?(?![\p{L}\p{N}])/gu;

/** The description's chapters: each naming a brand is evidence for it (paid when it has sponsor words). */
export function addChapters(tally: Tally, desc: Doc, catalog: BrandCatalog): SponsorChapters {
  const chapters = parseChapters(desc.text);
  const posOf = new Map<Chapter, number>();
  let from = 0;
  for (const c of chapters) {
    const li = desc.lines.findIndex((l, i) => i >= from && parseChapterLine(l.text)?.title === c.title);
    posOf.set(c, li >= 0 ? desc.lines[li].start : 0);
    if (li >= 0) from = li + 1;
  }
  const unnamed: Chapter[] = [];
  // A chapter's name stands for the record the description links, as a name in its prose does (naming.ts).
  const linked = tally
    .values()
    .filter((a) => a.target.brand && a.urls.length)
    .map((a) => a.target.brand!);
  // The unknown links of the description no statement bound ("Cotiza en https://www.lumoraseguros.mx/canal" under
  // "6:10 Pausa comercial: Lumora Seguros"): a sponsor chapter that spells one's name names that new brand.
  const newLinks = chapters.length ? desc.mentions.filter((m) => m.kind === 'link' && m.cls === 'new' && m.target) : [];
  for (const c of chapters) {
    const pos = posOf.get(c) ?? 0;
    // A chapter about a league's or a shirt's sponsor ("Sponsor tytularny", "Title sponsor") is news, no ad break.
    // An ad it is about ("The advert": the listing a bought car came from) is none either.
    // Nor is one that says its brand is no sponsor ("Insurance: £265 (we're with Craftinsure, not sponsored)").
    const stripped = c.title.replace(AD_TOPIC_CHAPTER, ' ').replace(NAMES_PARTNERSHIP, ' ');
    const word = SPONSOR_CHAPTER.exec(stripped);
    const sponsorWord =
      ((word !== null && !negatesClause(stripped.slice(0, word.index))) || foreignSponsorTitle(c.title)) &&
      !NEWS_SPONSOR.test(c.title);
    const named = new Map<string, Target>();
    for (const m of catalog.byName(c.title)) {
      const brand = linkedRecordOfName(m.brand, linked) ?? m.brand;
      const key = `brand:${brand.id}`;
      named.set(key, { key, brand, domain: primaryDomain(brand, '') });
    }
    for (const a of tally.values()) {
      if (!a.target.brand && spellsLabel(c.title, a.target.domain)) named.set(a.target.key, a.target);
    }
    const spelledLinks =
      sponsorWord && !named.size ? newLinks.filter((m) => spellsLabel(c.title, m.target!.domain)) : [];
    for (const m of spelledLinks) {
      const a = tally.of(m.target!, m.index);
      addUrl(a, m, desc);
      named.set(m.target!.key, m.target!);
    }
    if (!named.size) {
      if (sponsorWord) unnamed.push(c);
      continue;
    }
    for (const t of named.values()) {
      if (!sponsorWord && !tally.get(t.key)) continue;
      const a = tally.of(t, pos);
      a.chapters.push({ chapter: c, paid: sponsorWord, pos });
    }
  }
  return { unnamed, posOf };
}

/**
 * A paid segment exists: when no brand has sponsor words of its own, the promoted brand is the sponsor (a brand
 * with promo or discount words outside gear lists, or with a chapter); else the brands linked or named at the top
 * of the description (first three non-empty lines, outside sections); else those linked or named in a call to
 * action ("go to", "check out", "thanks to") anywhere; else, under a title's ad label (`titleLabel`), the one brand
 * the description links.
 */
export function promotePaidSegment(tally: Tally, desc: Doc, negatedKeys: Set<string>, titleLabel = false): void {
  if (tally.values().some((a) => isReported(a) && explicitPaid(a))) return;
  const promoted = tally.values().filter((a) => {
    if (!isReported(a) || a.negated || a.kinds.has('gift')) return false;
    const promo = [...a.kinds.entries()].some(([k, v]) => (k === 'promo' || k === 'cta') && !v.gearOnly);
    return promo || a.chapters.length > 0;
  });
  if (promoted.length) {
    for (const a of promoted) a.implicitPaid = true;
    return;
  }
  const eligible = (m: Mention) =>
    !!m.target &&
    !m.profile &&
    // An app store or a music service (`apps.apple.com/…/app/…`, `play.google.com/store/apps/…`) stands for the app or
    // the record it lists, never for the store's owner.
    !m.platform &&
    (m.cls === 'catalog' || m.cls === 'new' || m.cls === 'name') &&
    !desc.negatedUnits.has(m.unit) &&
    !negatedKeys.has(m.target.key) &&
    !desc.lines[m.line].chapter;
  const open = (l: Line) => l.section === 'none' && !l.credit && !l.self && !l.header && !l.chapter;
  const topLines = new Set(
    desc.lines
      .filter((l) => !l.blank)
      .slice(0, 3)
      .filter(open)
      .map((l) => l.index),
  );
  let picked = desc.mentions.filter((m) => eligible(m) && topLines.has(m.line));
  if (!picked.length) {
    picked = desc.mentions.filter((m) => {
      if (!eligible(m) || !open(desc.lines[m.line])) return false;
      const u = desc.units[m.unit];
      return CALL_TO_ACTION.test(desc.text.slice(u.start, u.end));
    });
  }
  // A title that carries an ad label ("【PR】あたらしいプラレールで…", "[광고] …") over a paid segment that named nothing
  // above: the one brand the description links, wherever (its official site under the prose), is the label's. Only one:
  // two brands linked under a label leave the sponsor unsaid.
  if (!picked.length && titleLabel) {
    const links = desc.mentions.filter((m) => m.kind === 'link' && eligible(m) && open(desc.lines[m.line]));
    if (new Set(links.map((m) => m.target!.key)).size === 1) picked = links;
  }
  // An unknown link beside a named catalog brand is that brand's tracking link, not a second sponsor.
  const knownUnits = new Set(picked.filter((m) => m.target!.brand).map((m) => m.unit));
  picked = picked.filter((m) => m.target!.brand || !knownUnits.has(m.unit));
  for (const m of picked) {
    const a = tally.of(m.target!, m.index);
    if (a.kinds.has('gift')) continue;
    a.implicitPaid = true;
    if (m.cls === 'name' && PAYMENT_WORDS.test(desc.text.slice(desc.units[m.unit].start, desc.units[m.unit].end)))
      a.paidSentence = true;
    addUrl(a, m, desc);
    addContext(a, desc.lines[m.line].prose);
  }
}

/**
 * The paid segment names its sponsor in the title or by more than a name: a brand it promoted only because the text
 * names it near the top or in a call to action (no link to it, no words, code or chapter of its own) is reported only
 * when the title names it (Dedicated) or carries an ad label over it alone, or when the sentence naming it speaks of
 * money or advertising (PAYMENT_WORDS: "Les lots du quiz sont payés par Boulanger", "presented by State Farm"). The
 * flag says some brand paid; a name alone in the first lines is more often the video's subject, a character, a rival
 * or a company discussed: across five sets written blind, 8 of 45 such reports were right at their first run
 * (docs/detection.md §6).
 */
export function dropPromotedNames(tally: Tally): void {
  for (const a of tally.values()) {
    if (!a.implicitPaid || a.inTitle || a.whole || a.paidSentence) continue;
    if (a.kinds.size || a.referral || a.chapters.length || a.urls.length || a.transcriptUrls.length) continue;
    a.implicitPaid = false;
  }
}

/** Sponsor chapters that name no brand belong to the paid brands. */
export function giveUnnamedChapters(tally: Tally, chapters: SponsorChapters): void {
  const paid = (a: Agg) => isReported(a) && (explicitPaid(a) || a.implicitPaid) && !a.kinds.has('gift');
  const paidBrands = tally.values().filter(paid);
  for (const c of chapters.unnamed) {
    for (const a of paidBrands) a.chapters.push({ chapter: c, paid: true, pos: chapters.posOf.get(c) ?? 0 });
  }
}
