// The report: each reported brand once, typed, named, with its evidence and score, sorted by its first evidence.
import { RETAILER_DOMAINS } from '../hosts.js';
import { deriveName } from './naming.js';
import type { Tally } from './tally.js';
import { confidence, decideType, isReported, score } from './typeAndScore.js';
import type { Agg, DetectedSponsorship, DetectionInput } from './types.js';

type Candidate = DetectedSponsorship['evidence']['candidates'][number];

function candidates(a: Agg, name: string): Candidate[] {
  const out: Candidate[] = [];
  if (a.urls.length) out.push({ name, source: 'url', urls: a.urls, resolutions: a.resolutions });
  for (const pair of a.redirects) out.push({ name, source: 'redirect', urls: [...pair] });
  if (a.descriptionStatement || a.titlePaid) {
    const hit = a.descriptionHit;
    out.push({ name, source: 'description', urls: [], ...(hit ? { excerpt: hit.excerpt } : {}) });
  }
  if (a.chapters.length) out.push({ name, source: 'chapter', urls: [] });
  const transcript = a.transcriptStatement || a.transcriptUrls.length;
  if (transcript) {
    const hit = a.transcriptHit;
    const at = hit
      ? { excerpt: hit.excerpt, ...(hit.offsetMillis !== undefined ? { offsetMillis: hit.offsetMillis } : {}) }
      : {};
    const read = a.transcriptUrls.length ? { resolutions: a.transcriptResolutions } : {};
    out.push({ name, source: 'transcript', urls: a.transcriptUrls, ...at, ...read });
  }
  return out;
}

/** The brand's chapters in time order, each once. */
function chapters(a: Agg): DetectedSponsorship['evidence']['chapters'] {
  const seen = new Set<string>();
  return [...a.chapters]
    .sort((x, y) => x.chapter.timeRangeStartMillis - y.chapter.timeRangeStartMillis)
    .filter((c) => {
      const k = `${c.chapter.timeRangeStartMillis}|${c.chapter.title}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .map((c) => ({ title: c.chapter.title, timeRangeStartMillis: c.chapter.timeRangeStartMillis }));
}

const MAX_PAID_SHOPS = 5;
const plain = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Whether a store's links all lead to the shop of a brand paid in the same video (`shopee.ph/skin1004.ph` under
 * "Paid partnership with SKIN1004", the Knorr store on Shopee under "Hợp tác quảng cáo" with Knorr): where the
 * paying brand sells, not a second sponsor.
 */
function isPaidBrandShop(a: Agg, paidNames: string[]): boolean {
  const store = a.target.brand?.kind === 'Marketplace' || RETAILER_DOMAINS.has(a.target.domain);
  // A video pays a few brands; a text that seems to pay dozens is no place for the rule (and its cost stays linear).
  if (!store || !a.urls.length || !paidNames.length || paidNames.length > MAX_PAID_SHOPS) return false;
  const own = plain(a.target.brand?.name ?? a.target.domain);
  return a.urls.every((u) => {
    let shop: string;
    try {
      shop = plain(new URL(u).pathname.split('/').find((seg) => seg !== '') ?? '');
    } catch {
      return false;
    }
    return paidNames.some((n) => n !== own && n.length >= 4 && shop.includes(n));
  });
}

/**
 * The sponsorships of the tally. `expandedKeys`: brands reached by following a short link (their domain was
 * confirmed, not guessed); `titleText`: the title's prose, where a new brand's name may be spelled.
 */
export function report(
  tally: Tally,
  input: DetectionInput,
  expandedKeys: Set<string>,
  titleText: string,
): DetectedSponsorship[] {
  const out: (DetectedSponsorship & { pos: number })[] = [];
  const decided = new Map(
    tally
      .values()
      .filter(isReported)
      .map((a) => [a, decideType(a)]),
  );
  const paidNames = [...decided]
    .filter(([, d]) => d.type === 'Dedicated' || d.type === 'Integration')
    .map(([a]) => plain(a.target.brand ? a.target.brand.name : deriveName(a.target.domain, a.contexts)));
  for (const [a, { type, paid, gift }] of decided) {
    if (type !== 'Dedicated' && isPaidBrandShop(a, paidNames)) continue;
    const b = a.target.brand;
    const brandName = b ? b.name : deriveName(a.target.domain, [...a.contexts, titleText]);
    const evidence = { candidates: candidates(a, brandName), chapters: chapters(a) };
    const total = score(a, { paid, gift, catalog: !!b, videoPaid: input.includesPaidPromotion });
    const firstPos = Math.min(a.firstPos, ...a.chapters.map((c) => c.pos));
    out.push({
      brandId: b ? b.id : null,
      brandName,
      domain: a.target.domain,
      type,
      evidence,
      // A new brand's domain counts as researched when a short link was followed to it.
      domainWasResearched: !!b || expandedKeys.has(a.target.key),
      score: total,
      confidence: confidence(a, total),
      pos: firstPos,
    });
  }
  out.sort((x, y) => x.pos - y.pos || x.brandName.localeCompare(y.brandName) || x.domain.localeCompare(y.domain));
  return out.map(({ pos: _pos, ...s }) => s);
}
