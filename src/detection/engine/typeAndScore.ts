// The score of a reported brand.
import type { Agg } from './types.js';

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
