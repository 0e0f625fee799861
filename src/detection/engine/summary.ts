// The extractive summary: the description's first sentences and the sponsorships found.
import { parseChapterLine } from '../chapters.js';
import { findLinks } from '../links.js';
import { SUMMARY_SKIP } from './lexicon/english.js';
import type { DetectedSponsorship, DetectionInput } from './types.js';

/**
 * At most 400 characters: the description's first two sentences of prose (no chapters, links, headers or
 * promotion), else the title, then the sponsors, gifts and affiliate links found.
 */
export function summarize(input: DetectionInput, sponsorships: DetectedSponsorship[]): string {
  const description = input.description ?? '';
  const sentences: string[] = [];
  // Line by line from the top, as far as the two sentences take (a long description is not split whole).
  for (let start = 0; start <= description.length && sentences.length < 2;) {
    let end = description.indexOf('\n', start);
    if (end < 0) end = description.length;
    const line = description.slice(start, end).trim();
    start = end + 1;
    if (!line) continue;
    if (parseChapterLine(line)) continue;
    if (findLinks(line).length || /@\w/.test(line)) continue;
    if (/^[#\s\p{P}\p{S}]*$/u.test(line.replace(/#[\p{L}\p{N}_]+/gu, ''))) continue;
    if (/:\s*$/.test(line)) continue;
    for (const part of line.split(/(?<=[.!?])\s+/)) {
      const s = part
        .replace(/#[\p{L}\p{N}_]+/gu, '')
        .replace(/\p{Extended_Pictographic}/gu, '')
        .replace(/\s+/g, ' ')
        .trim();
      const letters = (s.match(/\p{L}/gu) ?? []).length;
      if (letters < 12 || s.split(' ').length < 3) continue;
      if (SUMMARY_SKIP.test(s)) continue;
      sentences.push(/[.!?…]$/.test(s) ? s : `${s}.`);
      if (sentences.length >= 2) break;
    }
  }
  if (!sentences.length && input.title?.trim()) {
    const t = input.title
      .replace(/#[\p{L}\p{N}_]+/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (t) sentences.push(/[.!?…]$/.test(t) ? t : `${t}.`);
  }
  const list = (names: string[]) =>
    names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const uniq = (xs: string[]) => [...new Set(xs)];
  const paidTypes = (s: DetectedSponsorship) => s.type === 'Integration' || s.type === 'Dedicated';
  const paid = uniq(sponsorships.filter(paidTypes).map((s) => s.brandName));
  const gifts = uniq(sponsorships.filter((s) => s.type === 'Free Product').map((s) => s.brandName));
  const affiliates = uniq(sponsorships.filter((s) => s.type === 'Affiliate').map((s) => s.brandName));
  const tail: string[] = [];
  if (paid.length) tail.push(`Sponsored by ${list(paid)}.`);
  if (gifts.length) tail.push(`Features products provided by ${list(gifts)}.`);
  if (affiliates.length) tail.push(`Includes affiliate links for ${list(affiliates)}.`);
  const tailText = tail.join(' ');
  const budget = 400 - (tailText ? tailText.length + 1 : 0);
  let body = '';
  for (const s of sentences) {
    const next = body ? `${body} ${s}` : s;
    if (next.length <= budget) body = next;
    else if (!body) body = truncate(s, budget);
    else break;
  }
  const out = [body, tailText].filter(Boolean).join(' ');
  return out.length <= 400 ? out : truncate(out, 400);
}

function truncate(s: string, max: number): string {
  if (max <= 1) return '';
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const sp = cut.lastIndexOf(' ');
  return `${(sp > max / 2 ? cut.slice(0, sp) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
