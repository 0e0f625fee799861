// One text (description, transcript or title) analyzed: its lines and units, mentions and statements; and the
// context every text of a video is analyzed in.
import type { BrandCatalog } from '../catalog.js';
import { scanLinks } from '../links.js';
import { norm } from './keys.js';
import { regex } from './lexicon/regex.js';
import { findMentions } from './mentions.js';
import { ownKeys, ownNames } from './ownership.js';
import { noAffiliateScope } from './scopes.js';
import { findStatements } from './statements.js';
import { buildLines, buildUnits, closeSections, markChapterLines, mask } from './text.js';
import type { Context, DetectionInput, Doc } from './types.js';

export function analyze(text: string, origin: Doc['origin'], ctx: Context): Doc {
  const scanned = scanLinks(text);
  const prose = mask(text, scanned.spans);
  const lines = buildLines(text, prose, origin === 'description');
  if (origin === 'description') markChapterLines(lines);
  const { units, unitAt } = buildUnits(lines);
  const mentions = findMentions(scanned.links, prose, lines, unitAt, ctx);
  const { statements, negatedUnits, negatedAffiliate } = findStatements(text, prose, lines, units, unitAt, origin);
  if (origin === 'description') closeSections(lines, mentions, statements);
  const lineUnits: number[][] = lines.map(() => []);
  units.forEach((u, i) => lineUnits[u.line].push(i));
  const paidLines = new Set(statements.filter((x) => x.kind === 'paid').map((x) => x.line));
  const doc: Doc = {
    origin,
    text,
    prose,
    lines,
    units,
    mentions,
    statements,
    negatedUnits,
    lineUnits,
    paidLines,
    noAffiliateLines: new Set(),
  };
  // "No affiliate links" is an explicit non-affiliate marker for its block (and the block under a header).
  for (const s of negatedAffiliate) for (const li of noAffiliateScope(doc, s)) doc.noAffiliateLines.add(li);
  for (const m of mentions) m.doc = doc;
  return doc;
}

// A spoken address: "nordvpn dot com slash mara".
const SPOKEN_ADDRESS = regex('gi')`
  \b([a-z0-9][a-z0-9-]{1,40}) dot (com|net|org|co|io|me|tv|gg|app|news|link|shop|ai|co\.uk)\b
  (?: (?:slash|forward slash) ([a-z0-9-]+))?
`;

/** The transcript as one text, a segment a line; spoken addresses ("nordvpn dot com slash mara") become links. */
export function transcriptText(segments: { startMillis: number; text: string }[]): string {
  const address = (_m: string, a: string, b: string, c?: string) => `${a}.${b}${c ? `/${c}` : ''}`;
  return segments.map((s) => (s.text ?? '').replace(/\n/g, ' ').replace(SPOKEN_ADDRESS, address)).join('\n');
}

export function makeContext(input: DetectionInput, catalog: BrandCatalog): Context {
  const shorteners = (input.channel.shorteners ?? []).map((s) => s.toLowerCase().replace(/^www\./, ''));
  return {
    input,
    catalog,
    handleKey: norm(input.channel.handle),
    titleKey: norm(input.channel.title),
    ownKeys: ownKeys(input.channel),
    ownNames: ownNames(input.channel),
    channelShorteners: new Set(shorteners),
    ownBrands: new Map(),
    allDocs: [],
  };
}
