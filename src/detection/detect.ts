// Sponsor detection: a pure, deterministic function from a video (title, description, transcript, paid-
// promotion flag, channel) and the brand directory to the sponsorships the video holds, each with evidence and
// an explainable score. No I/O. The rules are written down, with examples, in docs/detection.md.
//
// Outline:
// 1. The description is split into lines, each line into sentence units; headers open sections (credits,
//    socials, self-promotion, gear, sponsors, affiliate links). Links are masked out of the prose.
// 2. Mentions: every link (resolved to a catalog brand, a new brand by its domain, a generic shortener, or
//    excluded) and every catalog brand name.
// 3. Statements: sponsor language (paid), gift language, affiliate disclosures, promo codes, discount calls to
//    action; ones negated in their own clause ("not sponsored", "Neither X nor Y sponsored this", "no affiliate
//    links") are dropped, and "no affiliate links" marks its block as plain links.
// 4. A statement binds the mentions of its sentence, else the nearest sentence with mentions within ~200
//    characters; an affiliate disclosure binds the links of its block (or the block above/below, or the
//    whole description when it says so).
// 5. Chapters and the transcript add evidence; the paid-promotion flag and unnamed sponsor chapters promote a
//    promoted brand to a paid segment when no brand has explicit sponsor language.
// 6. Each brand is reported at most once, typed, scored and sorted by its first evidence.
// The parts are in engine/: the lexicon (lexicon/), the text model (text.ts), mentions (mentions.ts,
// ownership.ts), statements and binding (analyze.ts, binding.ts, scopes.ts, narrowing.ts), naming (naming.ts),
// the score (typeAndScore.ts) and the summary (summary.ts).
import { tokenize, type BrandCatalog } from './catalog.js';
import { parseChapterLine, parseChapters, type Chapter } from './chapters.js';
import { findLinks } from './links.js';
import { analyze, makeContext, transcriptText } from './engine/analyze.js';
import { bindDoc } from './engine/binding.js';
import { CALL_TO_ACTION, SPONSOR_CHAPTER } from './engine/lexicon/signals.js';
import { primaryDomain, resolveLink } from './engine/mentions.js';
import { deriveName, spellsLabel, titleNamesLead } from './engine/naming.js';
import { score } from './engine/typeAndScore.js';
import type { Agg, DetectedSponsorship, DetectionInput, Doc, Line, Mention, SponsorshipType, Statement, Target } from './engine/types.js';

export type { DetectedSponsorship, DetectionInput, EvidenceSource, SponsorshipType } from './engine/types.js';
export { deriveName } from './engine/naming.js';
export { summarize } from './engine/summary.js';

/**
 * The short links of a video that detection judges by where they lead (generic shorteners whose owner is
 * unknown, the channel's own shorteners): what the expansion pre-pass fetches. Description first.
 */
export function expandableLinks(input: DetectionInput, catalog: BrandCatalog): string[] {
  const ctx = makeContext({ ...input, expandedLinks: undefined }, catalog);
  const texts = [input.description ?? '', input.transcript?.length ? transcriptText(input.transcript) : '', input.title ?? ''];
  const out = new Set<string>();
  for (const text of texts) for (const link of findLinks(text)) if (resolveLink(link, ctx).expandable) out.add(link.url);
  return [...out];
}

export function detectSponsorships(input: DetectionInput, catalog: BrandCatalog): DetectedSponsorship[] {
  const description = input.description ?? '';
  const ctx = makeContext(input, catalog);
  const desc = analyze(description, 'description', ctx);
  const transcript = input.transcript?.length ? analyze(transcriptText(input.transcript), 'transcript', ctx) : null;
  const title = analyze(input.title ?? '', 'title', ctx);
  ctx.allDocs = transcript ? [desc, transcript] : [desc];

  // Brands reached by following a short link: their domain was confirmed, not guessed.
  const expandedKeys = new Set<string>();
  for (const doc of [desc, transcript, title]) for (const m of doc?.mentions ?? []) if (m.expandedTo && m.target) expandedKeys.add(m.target.key);

  const aggs = new Map<string, Agg>();
  const offsetOf = (doc: Doc, pos: number) => (doc.origin === 'transcript' ? description.length + 1 + pos : doc.origin === 'title' ? Number.MAX_SAFE_INTEGER : pos);
  const agg = (t: Target, pos: number): Agg => {
    let a = aggs.get(t.key);
    if (!a) {
      a = {
        target: t,
        firstPos: pos,
        kinds: new Map(),
        descriptionStatement: false,
        transcriptStatement: false,
        titlePaid: false,
        whole: false,
        urls: [],
        transcriptUrls: [],
        redirects: [],
        referral: false,
        chapters: [],
        implicitPaid: false,
        inTitle: false,
        negated: false,
        contexts: [],
      };
      aggs.set(t.key, a);
    } else if (pos < a.firstPos) a.firstPos = pos;
    return a;
  };
  const addUrl = (a: Agg, m: Mention, doc: Doc) => {
    if (!m.link) return;
    const list = doc.origin === 'transcript' ? a.transcriptUrls : a.urls;
    if (!list.includes(m.link.url)) list.push(m.link.url);
    if (m.expandedTo && !a.redirects.some(([short]) => short === m.link!.url)) a.redirects.push([m.link.url, m.expandedTo]);
  };

  let videoPaid = input.includesPaidPromotion;
  const unboundByDoc: Statement[] = [];
  const bound = new Map<Mention, Doc>();

  for (const doc of [desc, transcript, title]) {
    if (!doc) continue;
    const { bindings, unbound } = bindDoc(doc, ctx);
    for (const s of unbound) if (s.kind === 'paid') unboundByDoc.push(s);
    if (doc !== title && unbound.some((s) => s.kind === 'paid')) videoPaid = true;
    for (const b of bindings) {
      const m = b.mention;
      if (!m.target) continue;
      const md = m.doc ?? doc;
      const a = agg(m.target, offsetOf(md, m.index));
      const prev = a.kinds.get(b.kind);
      a.kinds.set(b.kind, { gearOnly: (prev ? prev.gearOnly : true) && b.gearScope });
      if (doc.origin === 'transcript') a.transcriptStatement = true;
      else if (doc.origin === 'title') {
        if (b.kind === 'paid') a.titlePaid = true;
      } else a.descriptionStatement = true;
      if (b.whole) a.whole = true;
      addUrl(a, m, md);
      bound.set(m, md);
      const u = md.units[m.unit];
      a.contexts.push(md.prose.slice(u.start, u.end));
      if (b.context) a.contexts.push(b.context);
    }
  }

  // Links that are affiliate links by their shape need no words around them (outside credits and self-promotion).
  for (const doc of [desc, transcript]) {
    if (!doc) continue;
    for (const m of doc.mentions) {
      if (!m.target || !m.referral || m.cls === 'excluded' || m.cls === 'self') continue;
      const l = doc.lines[m.line];
      if (l.credit || l.self || l.section === 'credits' || l.section === 'social' || l.section === 'self') continue;
      if (doc.noAffiliateLines.has(m.line)) continue;
      const a = agg(m.target, offsetOf(doc, m.index));
      a.referral = true;
      addUrl(a, m, doc);
      const u = doc.units[m.unit];
      a.contexts.push(doc.prose.slice(u.start, u.end));
    }
  }

  // Every link to a detected brand is its evidence, wherever it is (the sponsor named in one sentence, linked in
  // the next or in the links section); generic shortener links in a sentence naming a detected brand too.
  for (const doc of [desc, transcript]) {
    if (!doc) continue;
    for (const m of doc.mentions) {
      if (m.kind === 'link' && m.cls === 'catalog' && m.target && aggs.has(m.target.key)) addUrl(aggs.get(m.target.key)!, m, doc);
      if (m.kind === 'link' && m.cls === 'new' && m.target && aggs.has(m.target.key)) addUrl(aggs.get(m.target.key)!, m, doc);
      if (m.cls !== 'generic') continue;
      const peers = doc.mentions.filter((o) => o.unit === m.unit && o.target && aggs.has(o.target.key));
      const target = m.target && aggs.has(m.target.key) ? m.target : peers[0]?.target;
      if (target) addUrl(aggs.get(target.key)!, m, doc);
    }
  }

  // Negated sentences ("not sponsored by Sony") keep their brands from being promoted by the paid flag.
  const negatedKeys = new Set<string>();
  for (const doc of [desc, transcript]) {
    if (!doc) continue;
    for (const m of doc.mentions) if (m.target && doc.negatedUnits.has(m.unit)) negatedKeys.add(m.target.key);
  }
  for (const k of negatedKeys) if (aggs.has(k)) aggs.get(k)!.negated = true;

  // Chapters.
  const chapters = parseChapters(description);
  const chapterPos = new Map<Chapter, number>();
  {
    let from = 0;
    for (const c of chapters) {
      const li = desc.lines.findIndex((l, i) => i >= from && parseChapterLine(l.text)?.title === c.title);
      chapterPos.set(c, li >= 0 ? desc.lines[li].start : 0);
      if (li >= 0) from = li + 1;
    }
  }
  const unnamedSponsorChapters: Chapter[] = [];
  for (const c of chapters) {
    const pos = chapterPos.get(c) ?? 0;
    const sponsorWord = SPONSOR_CHAPTER.test(c.title);
    const named = new Map<string, Target>();
    for (const m of catalog.byName(c.title)) named.set(`brand:${m.brand.id}`, { key: `brand:${m.brand.id}`, brand: m.brand, domain: primaryDomain(m.brand, '') });
    for (const a of aggs.values()) if (!a.target.brand && spellsLabel(c.title, a.target.domain)) named.set(a.target.key, a.target);
    if (!named.size) {
      if (sponsorWord) unnamedSponsorChapters.push(c);
      continue;
    }
    for (const t of named.values()) {
      if (!sponsorWord && !aggs.has(t.key)) continue;
      const a = agg(t, pos);
      a.chapters.push({ chapter: c, paid: sponsorWord, pos });
    }
  }
  if (unnamedSponsorChapters.length) videoPaid = true;

  const titleText = title.prose;

  const isReported = (a: Agg) => {
    const k = a.kinds;
    if (a.target.brand) return k.size > 0 || a.referral || a.chapters.some((c) => c.paid) || a.implicitPaid;
    return k.has('paid') || k.has('gift') || k.has('promo') || k.has('affiliate') || k.has('cta') || a.referral || a.chapters.some((c) => c.paid) || a.implicitPaid;
  };
  const explicitPaid = (a: Agg) => a.kinds.has('paid') || a.chapters.some((c) => c.paid);

  // The paid-promotion flag (or "#ad" / an unnamed "Sponsor" chapter / sponsor words naming no brand) says a
  // paid segment exists; when no brand has sponsor words of its own, the promoted brand is the sponsor.
  if (videoPaid && ![...aggs.values()].some((a) => isReported(a) && explicitPaid(a))) {
    const promoted = [...aggs.values()].filter(
      (a) => isReported(a) && !a.negated && !a.kinds.has('gift') && ([...a.kinds.entries()].some(([k, v]) => (k === 'promo' || k === 'cta') && !v.gearOnly) || a.chapters.length > 0),
    );
    if (promoted.length) for (const a of promoted) a.implicitPaid = true;
    else {
      // Brands linked or named at the top of the description (first three non-empty lines, outside sections);
      // else brands linked or named in a call to action ("go to", "check out", "thanks to") anywhere.
      const eligible = (m: Mention) =>
        !!m.target &&
        !m.profile &&
        (m.cls === 'catalog' || m.cls === 'new' || m.cls === 'name') &&
        !desc.negatedUnits.has(m.unit) &&
        !negatedKeys.has(m.target.key) &&
        !desc.lines[m.line].chapter;
      const open = (l: Line) => l.section === 'none' && !l.credit && !l.self && !l.header && !l.chapter;
      const topLines = new Set(desc.lines.filter((l) => !l.blank).slice(0, 3).filter(open).map((l) => l.index));
      let picked = desc.mentions.filter((m) => eligible(m) && topLines.has(m.line));
      if (!picked.length) {
        picked = desc.mentions.filter((m) => {
          if (!eligible(m) || !open(desc.lines[m.line])) return false;
          const u = desc.units[m.unit];
          return CALL_TO_ACTION.test(desc.text.slice(u.start, u.end));
        });
      }
      // An unknown link beside a named catalog brand is that brand's tracking link, not a second sponsor.
      const knownUnits = new Set(picked.filter((m) => m.target!.brand).map((m) => m.unit));
      picked = picked.filter((m) => m.target!.brand || !knownUnits.has(m.unit));
      for (const m of picked) {
        const a = agg(m.target!, m.index);
        if (a.kinds.has('gift')) continue;
        a.implicitPaid = true;
        addUrl(a, m, desc);
        a.contexts.push(desc.lines[m.line].prose);
      }
    }
  }

  // Title mentions (Dedicated needs the brand in the title), after the paid segment has promoted its brands.
  for (const m of title.mentions) if (m.target && aggs.has(m.target.key)) aggs.get(m.target.key)!.inTitle = true;
  const titleTokens = aggs.size ? tokenize(titleText) : [];
  for (const a of aggs.values()) if (!a.inTitle && ((!a.target.brand && spellsLabel(titleText, a.target.domain)) || titleNamesLead(titleText, titleTokens, a.target))) a.inTitle = true;

  // Unnamed sponsor chapters belong to the paid brands.
  const paidBrands = [...aggs.values()].filter((a) => isReported(a) && (explicitPaid(a) || a.implicitPaid) && !a.kinds.has('gift'));
  for (const c of unnamedSponsorChapters) for (const a of paidBrands) a.chapters.push({ chapter: c, paid: true, pos: chapterPos.get(c) ?? 0 });

  const out: (DetectedSponsorship & { pos: number })[] = [];
  for (const a of aggs.values()) {
    if (!isReported(a)) continue;
    const gift = a.kinds.has('gift');
    // Gift words win over a "(sponsor)" chapter alone: only sponsor words in the text are payment language.
    const paid = a.kinds.has('paid') || (!gift && !a.negated && a.chapters.some((c) => c.paid));
    const segment = paid || a.implicitPaid || (a.chapters.length > 0 && (a.kinds.has('promo') || a.kinds.has('cta')) && !gift);
    let type: SponsorshipType;
    if (paid) type = a.inTitle || a.whole ? 'Dedicated' : 'Integration';
    else if (gift) type = 'Free Product';
    else if (segment) type = a.inTitle || a.whole ? 'Dedicated' : 'Integration';
    else type = 'Affiliate';

    const b = a.target.brand;
    const brandName = b ? b.name : deriveName(a.target.domain, [...a.contexts, titleText]);
    const candidates: DetectedSponsorship['evidence']['candidates'] = [];
    if (a.urls.length) candidates.push({ name: brandName, source: 'url', urls: a.urls });
    for (const pair of a.redirects) candidates.push({ name: brandName, source: 'redirect', urls: [...pair] });
    if (a.descriptionStatement || a.titlePaid) candidates.push({ name: brandName, source: 'description', urls: [] });
    if (a.chapters.length) candidates.push({ name: brandName, source: 'chapter', urls: [] });
    if (a.transcriptStatement || a.transcriptUrls.length) candidates.push({ name: brandName, source: 'transcript', urls: a.transcriptUrls });
    const seenChapter = new Set<string>();
    const evChapters = [...a.chapters]
      .sort((x, y) => x.chapter.timeRangeStartMillis - y.chapter.timeRangeStartMillis)
      .filter((c) => {
        const k = `${c.chapter.timeRangeStartMillis}|${c.chapter.title}`;
        if (seenChapter.has(k)) return false;
        seenChapter.add(k);
        return true;
      })
      .map((c) => ({ title: c.chapter.title, timeRangeStartMillis: c.chapter.timeRangeStartMillis }));
    const firstPos = Math.min(a.firstPos, ...a.chapters.map((c) => c.pos));

    out.push({
      brandId: b ? b.id : null,
      brandName,
      domain: a.target.domain,
      type,
      evidence: { candidates, chapters: evChapters },
      // A new brand's domain counts as researched when a short link was followed to it.
      domainWasResearched: !!b || expandedKeys.has(a.target.key),
      score: score(a, { paid, gift, catalog: !!b, videoPaid: input.includesPaidPromotion }),
      pos: firstPos,
    });
  }
  out.sort((x, y) => x.pos - y.pos || x.brandName.localeCompare(y.brandName) || x.domain.localeCompare(y.domain));
  return out.map(({ pos: _pos, ...s }) => s);
}
