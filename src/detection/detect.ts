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
//
// The parts are in engine/: the lexicon (lexicon/: statement patterns per language, negation, exclusions,
// section headers), the text model (text.ts), mentions (mentions.ts, ownership.ts), statements (statements.ts),
// binding (binding.ts, scopes.ts, narrowing.ts), the evidence per brand (tally.ts, evidence.ts, promotion.ts),
// the type decision and score (typeAndScore.ts), naming (naming.ts), the report (report.ts) and the summary.
import type { BrandCatalog } from './catalog.js';
import { findLinks } from './links.js';
import { analyze, makeContext, transcriptText } from './engine/analyze.js';
import { addBindings, addLinkEvidence, addShapedReferrals, markNegated, markTitleMentions } from './engine/evidence.js';
import { resolveLink } from './engine/linkResolution.js';
import { addChapters, dropPromotedNames, giveUnnamedChapters, promotePaidSegment } from './engine/promotion.js';
import { report } from './engine/report.js';
import { Tally } from './engine/tally.js';
import { explicitPaid, isReported } from './engine/typeAndScore.js';
import { GIFT_TOO_AD_LABEL } from './engine/lexicon/signals.js';
import { unitText } from './engine/text.js';
import type { DetectedSponsorship, DetectionInput, Doc } from './engine/types.js';

export type { DetectedSponsorship, DetectionInput, EvidenceSource, SponsorshipType } from './engine/types.js';
export { deriveName } from './engine/naming.js';
import { summarize } from './engine/summary.js';

export { summarize };

/** What detection finds in one video: its sponsorships and the extractive summary. */
export interface Detected {
  found: DetectedSponsorship[];
  summary: string;
}

/** One video's detection: the work a detection thread or the event loop does per input (threads.ts). */
export function detectOne(input: DetectionInput, catalog: BrandCatalog): Detected {
  const found = detectSponsorships(input, catalog);
  return { found, summary: summarize(input, found) };
}

/**
 * The short links of a video that detection judges by where they lead (generic shorteners whose owner is
 * unknown, the channel's own shorteners): what the expansion pre-pass fetches. Description first.
 */
export function expandableLinks(input: DetectionInput, catalog: BrandCatalog): string[] {
  const ctx = makeContext({ ...input, expandedLinks: undefined }, catalog);
  const transcript = input.transcript?.length ? transcriptText(input.transcript) : '';
  const texts = [input.description ?? '', transcript, input.title ?? ''];
  const out = new Set<string>();
  for (const text of texts) {
    for (const link of findLinks(text)) if (resolveLink(link, ctx).expandable) out.add(link.url);
  }
  return [...out];
}

/** The sponsorships of a video, sorted by their first evidence (see the outline above). */
export function detectSponsorships(input: DetectionInput, catalog: BrandCatalog): DetectedSponsorship[] {
  const description = input.description ?? '';
  const ctx = makeContext(input, catalog);
  const desc = analyze(description, 'description', ctx);
  const transcript = input.transcript?.length ? analyze(transcriptText(input.transcript), 'transcript', ctx) : null;
  const texts: Doc[] = transcript ? [desc, transcript] : [desc];
  // Before the title: its names read the records the texts link (mentions.ts, a namesake's linked record).
  ctx.allDocs = texts;
  const title = analyze(input.title ?? '', 'title', ctx);

  // Brands reached by following a short link: their domain was confirmed, not guessed.
  const expandedKeys = new Set<string>();
  for (const doc of [...texts, title]) {
    for (const m of doc.mentions) if (m.expandedTo && m.target) expandedKeys.add(m.target.key);
  }

  const tally = new Tally(description.length);
  const unboundPaid = addBindings(tally, [...texts, title], ctx);
  addShapedReferrals(tally, texts);
  addLinkEvidence(tally, texts);
  const negatedKeys = markNegated(tally, texts);
  const chapters = addChapters(tally, desc, catalog);
  // The paid-promotion flag, sponsor words naming no brand or an unnamed sponsor chapter: a paid segment exists.
  const paidSegment = input.includesPaidPromotion || unboundPaid || chapters.unnamed.length > 0;
  // The title carries sponsor words ("[광고] …", "【PR】…", "… #ad", "(Werbung)").
  const titleAdLabel = title.statements.some((s) => s.kind === 'paid');
  if (paidSegment) promotePaidSegment(tally, desc, negatedKeys, titleAdLabel);
  // After the paid segment has promoted its brands.
  markTitleMentions(tally, title);
  if (titleAdLabel) markTitleAdLabel(tally, title);
  dropPromotedNames(tally);
  giveUnnamedChapters(tally, chapters);
  return report(tally, input, expandedKeys, title.prose);
}

/**
 * A title that carries sponsor words ("[광고] …", "【PR】…", "… #ad", "(Werbung)"; called only then) says the whole
 * video is the sponsor's: when exactly one brand is paid, it is the video's subject (Dedicated), as with "this whole
 * video is sponsored by".
 */
function markTitleAdLabel(tally: Tally, title: Doc): void {
  const paid = tally
    .values()
    // A brand with gift words too counts when it has its own sponsor words ("【PR】…様より提供いただきました": in
    // Japanese the sponsor "provides" the video).
    .filter(
      (a) => isReported(a) && (explicitPaid(a) || a.implicitPaid) && (!a.kinds.has('gift') || a.kinds.has('paid')),
    );
  if (paid.length === 1) paid[0].whole = true;
  if (paid.length) return;
  // "【PR】…" over "モンストを提供していただきました" and no sponsor words: the label is the payment, the one brand given
  // "provides" the video (not "(Werbung)", which German creators write over gifts too).
  if (title.statements.some((s) => s.kind === 'paid' && GIFT_TOO_AD_LABEL.test(unitText(title, s.unit)))) return;
  const given = tally.values().filter((a) => isReported(a) && a.kinds.has('gift') && !a.negated);
  if (given.length !== 1) return;
  given[0].kinds.set('paid', { gearOnly: false });
  given[0].titlePaid = true;
  given[0].whole = true;
}
