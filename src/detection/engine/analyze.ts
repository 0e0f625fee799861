// One text (description, transcript or title) analyzed: lines, units, mentions and statements.
import type { BrandCatalog } from '../catalog.js';
import { scanLinks } from '../links.js';
import { norm } from './keys.js';
import { SPONSOR_EXCLUSION, GIFT_EXCLUSION, CREDIT_PROVIDED, SELF_PURCHASE, SELF_PURCHASE_HINTS, SELF_PURCHASE_LIST } from './lexicon/exclusions.js';
import { NEGATED_AFTER, negatesClause } from './lexicon/negation.js';
import { PATTERNS, FOREIGN_HINT, ANY_HINT, hasHint } from './lexicon/patterns.js';
import { resolveLink, primaryDomain } from './mentions.js';
import { profileOrShopPath, ownKeys } from './ownership.js';
import { noAffiliateScope } from './scopes.js';
import { mask, buildLines, markChapterLines, buildUnits, lineAt } from './text.js';
import type { DetectionInput, Mention, Statement, Doc, Context } from './types.js';

export function analyze(text: string, origin: Doc['origin'], ctx: Context): Doc {
  const scanned = scanLinks(text);
  const prose = mask(text, scanned.spans);
  const lines = buildLines(text, prose, origin === 'description');
  if (origin === 'description') markChapterLines(lines);
  const { units, unitAt } = buildUnits(lines);
  const mentions: Mention[] = [];
  for (const link of scanned.links) {
    const r = resolveLink(link, ctx);
    const profile = !r.referral && profileOrShopPath(link.url)?.profile === true;
    mentions.push({ kind: 'link', index: link.index, end: link.index + link.url.length, line: link.line, unit: unitAt(link.index), target: r.target, cls: r.cls, link, referral: r.referral, expandedTo: r.expandedTo, profile });
  }
  for (const m of ctx.catalog.byName(prose)) {
    const b = m.brand;
    mentions.push({
      kind: 'name',
      index: m.index,
      end: m.end,
      line: lineAt(lines, m.index),
      unit: unitAt(m.index),
      target: { key: `brand:${b.id}`, brand: b, domain: primaryDomain(b, '') },
      cls: 'name',
      referral: false,
    });
  }
  mentions.sort((a, b) => a.index - b.index || (a.kind === b.kind ? 0 : a.kind === 'link' ? -1 : 1));

  const statements: Statement[] = [];
  const negatedUnits = new Set<number>();
  const negatedAffiliate: Statement[] = [];
  for (const l of lines) {
    if (l.blank || l.chapter) continue;
    const lower = l.prose.toLowerCase();
    // "I bought it myself", "Every tool I paid for:": what the creator bought is not promoted as a sponsor.
    if (hasHint(lower, SELF_PURCHASE_HINTS)) {
      SELF_PURCHASE.lastIndex = 0;
      for (const m of l.prose.matchAll(SELF_PURCHASE)) negatedUnits.add(unitAt(l.start + m.index!));
      if (SELF_PURCHASE_LIST.test(l.prose)) {
        for (let i = l.index + 1; i < lines.length && !lines[i].blank && !lines[i].header; i++) {
          for (let u = unitAt(lines[i].start); u < units.length && units[u].line === i; u++) negatedUnits.add(u);
        }
      }
    }
    if (!ANY_HINT.test(lower)) continue;
    const foreign = FOREIGN_HINT.test(lower);
    for (const p of PATTERNS) {
      if (p.foreign && !foreign) continue;
      if (!hasHint(lower, p.hints)) continue;
      p.re.lastIndex = 0;
      for (const m of l.prose.matchAll(p.re)) {
        const index = l.start + m.index!;
        const unit = unitAt(index);
        const u = units[unit];
        if (p.kind === 'paid' || p.kind === 'gift' || p.kind === 'affiliate') {
          const before = prose.slice(u.start, index);
          const after = prose.slice(index + m[0].length, Math.min(u.end, index + m[0].length + 24));
          if (negatesClause(before) || (p.kind !== 'affiliate' && NEGATED_AFTER.test(after))) {
            negatedUnits.add(unit);
            if (p.kind === 'affiliate') negatedAffiliate.push({ kind: p.kind, index, end: index + m[0].length, line: l.index, unit, whole: false });
            continue;
          }
        }
        // Spoken discounts are too loose without a brand's ad read around them; spoken disclosures point at the description.
        if (origin === 'transcript' && (p.kind === 'cta' || p.kind === 'affiliate')) continue;
        const sentence = prose.slice(u.start, u.end);
        if (p.kind === 'paid' && /sponsor/i.test(m[0]) && SPONSOR_EXCLUSION.test(sentence)) continue;
        if (p.kind === 'gift' && /provided by/i.test(m[0]) && CREDIT_PROVIDED.test(text.slice(u.start, index))) continue;
        if (p.kind === 'gift' && GIFT_EXCLUSION.test(sentence)) continue;
        statements.push({ kind: p.kind, index, end: index + m[0].length, line: l.index, unit, whole: !!p.whole });
      }
    }
  }
  statements.sort((a, b) => a.index - b.index || a.kind.localeCompare(b.kind));
  const lineUnits: number[][] = lines.map(() => []);
  units.forEach((u, i) => lineUnits[u.line].push(i));
  const paidLines = new Set(statements.filter((x) => x.kind === 'paid').map((x) => x.line));
  const doc: Doc = { origin, text, prose, lines, units, mentions, statements, negatedUnits, lineUnits, paidLines, noAffiliateLines: new Set() };
  // "No affiliate links" is an explicit non-affiliate marker for its block (and the block under a header).
  for (const s of negatedAffiliate) for (const li of noAffiliateScope(doc, s)) doc.noAffiliateLines.add(li);
  for (const m of mentions) m.doc = doc;
  return doc;
}

export function transcriptText(segments: { startMillis: number; text: string }[]): string {
  // Spoken addresses ("nordvpn dot com slash mara") become links.
  return segments
    .map((s) =>
      (s.text ?? '')
        .replace(/\n/g, ' ')
        .replace(/\b([a-z0-9][a-z0-9-]{1,40}) dot (com|net|org|co|io|me|tv|gg|app|news|link|shop|ai|co\.uk)\b(?: (?:slash|forward slash) ([a-z0-9-]+))?/gi, (_m, a: string, b: string, c?: string) => `${a}.${b}${c ? `/${c}` : ''}`),
    )
    .join('\n');
}

export function makeContext(input: DetectionInput, catalog: BrandCatalog): Context {
  return {
    input,
    catalog,
    handleKey: norm(input.channel.handle),
    titleKey: norm(input.channel.title),
    ownKeys: ownKeys(input.channel),
    channelShorteners: new Set((input.channel.shorteners ?? []).map((s) => s.toLowerCase().replace(/^www\./, ''))),
    allDocs: [],
  };
}
