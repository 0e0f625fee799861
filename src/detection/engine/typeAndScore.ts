// Which brands are reported, as which type (Integration, Dedicated, Affiliate, Free Product), and with what
// score: the decisions made on a brand's aggregated evidence.
import type { Agg, SponsorshipType } from './types.js';

/** Whether a brand is reported at all: a catalog brand with any evidence, a new brand with statements about it. */
export function isReported(a: Agg): boolean {
  const k = a.kinds;
  // A discount read in the title alone, about a brand no text links or speaks of otherwise: a headline's price
  // ("Nutella à -70 % chez Intermarché", "Walmart cuts TVs 40% off"), not a promotion.
  if (k.size === 1 && k.has('cta') && !a.descriptionStatement && !a.transcriptStatement && !linked(a)) return false;
  // An affiliate disclosure is about links: a store it only names ("As an Amazon Associate I earn from qualifying
  // purchases" above no Amazon link) has no affiliate link here to report.
  if (k.size === 1 && k.has('affiliate') && !a.urls.length && !a.transcriptUrls.length && !a.referral) {
    return a.chapters.some((c) => c.paid) || a.implicitPaid;
  }
  if (a.target.brand) return k.size > 0 || a.referral || a.chapters.some((c) => c.paid) || a.implicitPaid;
  const statement = k.has('paid') || k.has('gift') || k.has('promo') || k.has('affiliate') || k.has('cta');
  return statement || a.referral || a.chapters.some((c) => c.paid) || a.implicitPaid;
}

/** A link to the brand, an affiliate-shaped link, a chapter or a paid segment: evidence beyond words. */
function linked(a: Agg): boolean {
  return a.urls.length > 0 || a.transcriptUrls.length > 0 || a.referral || a.chapters.length > 0 || a.implicitPaid;
}

/** Sponsor words about the brand, or a sponsor chapter naming it. */
export function explicitPaid(a: Agg): boolean {
  return a.kinds.has('paid') || a.chapters.some((c) => c.paid);
}

export interface TypeDecision {
  type: SponsorshipType;
  /** Payment language for the brand (sponsor words, or a sponsor chapter without gift words). */
  paid: boolean;
  /** Gift language for the brand. */
  gift: boolean;
}

/**
 * The type of a reported brand. Paid (sponsor words, or a sponsor chapter when no gift words): Dedicated when the
 * title names the brand or the whole video is about it, else Integration. Else gift words: Free Product. Else a
 * paid segment (promoted by the paid flag, or a chapter with a promo code or discount): Dedicated or Integration
 * as above. Else Affiliate.
 */
export function decideType(a: Agg): TypeDecision {
  const gift = a.kinds.has('gift');
  // Gift words win over a "(sponsor)" chapter alone: only sponsor words in the text are payment language.
  const paid = a.kinds.has('paid') || (!gift && !a.negated && a.chapters.some((c) => c.paid));
  // A chapter naming a brand with a code is an ad segment, unless the brand is the video's subject (in its title):
  // then the chapter is about the subject ("What is Fetch" in "Fetch Rewards: how I got $100"); or unless the code is
  // the creator's referral, said so ("10% off through my rep link, and I earn credit"): a referral pays per sign-up.
  const promoChapter =
    a.chapters.length > 0 &&
    (a.kinds.has('promo') || a.kinds.has('cta')) &&
    !gift &&
    !a.inTitle &&
    !a.kinds.has('affiliate');
  const segment = paid || a.implicitPaid || promoChapter;
  let type: SponsorshipType;
  if (paid) type = a.inTitle || a.whole ? 'Dedicated' : 'Integration';
  else if (gift) type = 'Free Product';
  else if (segment) type = a.inTitle || a.whole ? 'Dedicated' : 'Integration';
  else type = 'Affiliate';
  return { type, paid, gift };
}

/**
 * Confidence from the rules that fired (see docs/detection.md):
 * catalog brand 0.4 / new brand 0.2; explicit sponsor words in the description or title +0.35, in the
 * transcript +0.25, a sponsor chapter +0.2; gift words +0.3; promo code or affiliate disclosure +0.2; a
 * referral/affiliate-shaped link +0.15; a discount call to action +0.1; promoted by the paid flag +0.15;
 * a link to the brand +0.1; a chapter naming it +0.05; the paid flag agreeing with a paid type +0.05. Capped at 1.
 */
export function score(a: Agg, f: { paid: boolean; gift: boolean; catalog: boolean; videoPaid: boolean }): number {
  let s = f.catalog ? 0.4 : 0.2;
  if (a.kinds.has('paid') && (a.descriptionStatement || a.titlePaid)) s += 0.35;
  else if (a.kinds.has('paid') && a.transcriptStatement) s += 0.25;
  if (a.chapters.some((c) => c.paid)) s += 0.2;
  if (f.gift) s += 0.3;
  if (a.kinds.has('promo') || a.kinds.has('affiliate')) s += 0.2;
  if (a.referral) s += 0.15;
  if (a.kinds.has('cta')) s += 0.1;
  if (a.implicitPaid) s += 0.15;
  if (a.urls.length || a.transcriptUrls.length) s += 0.1;
  if (a.chapters.some((c) => !c.paid)) s += 0.05;
  if (f.videoPaid && (f.paid || a.implicitPaid)) s += 0.05;
  return Math.round(Math.min(1, s) * 100) / 100;
}

/**
 * How sure the report is, 0..1 (docs/detection.md §8a): the score, lowered by what made reports wrong in the
 * labeled sets. A sentence negating sponsorship names the brand −0.2; no link to the brand (named only) −0.1;
 * only promoted by the paid segment (no words, affiliate-shaped link or sponsor chapter of its own) −0.3; a new brand
 * whose only evidence is an affiliate disclosure over a plain link −0.1; a discount call to action alone −0.1.
 * Never below 0.05 (a reported brand had some evidence), rounded to 0.01. Monotonic: more evidence of any kind
 * never lowers it, a lowering signal never raises it.
 */
export function confidence(a: Agg, score: number): number {
  let c = score;
  const k = a.kinds;
  const onlyKind = (kind: string) => k.size === 1 && k.has(kind as never);
  if (a.negated) c -= 0.2;
  if (!a.urls.length && !a.transcriptUrls.length) c -= 0.1;
  if (a.implicitPaid && !k.size && !a.referral && !a.chapters.some((x) => x.paid)) c -= 0.3;
  if (!a.target.brand && onlyKind('affiliate') && !a.referral) c -= 0.1;
  if (onlyKind('cta') && !a.referral) c -= 0.1;
  return Math.round(Math.max(0.05, Math.min(1, c)) * 100) / 100;
}
