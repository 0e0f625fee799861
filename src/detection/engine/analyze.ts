// One text (description, transcript or title) analyzed: its lines and units, mentions and statements; and the
// context every text of a video is analyzed in.
import { getDomain } from 'tldts';
import type { BrandCatalog } from '../catalog.js';
import { CREATOR_PROGRAMS } from '../hosts.js';
import { scanLinks } from '../links.js';
import { catalogTarget, norm } from './keys.js';
import { PLAIN_LINK_NOTE } from './lexicon/english.js';
import { CREATOR_CODE } from './lexicon/exclusions.js';
import { regex } from './lexicon/regex.js';
import { findMentions } from './mentions.js';
import { readPlatformReferrals } from './linkResolution.js';
import { ownKeys, ownNames } from './ownership.js';
import { noAffiliateScope } from './scopes.js';
import { findStatements } from './statements.js';
import { buildLines, buildUnits, closeSections, markChapterLines, mask } from './text.js';
import type { Context, DetectionInput, Doc, Line, Mention } from './types.js';

export function analyze(input: string, origin: Doc['origin'], ctx: Context): Doc {
  let text = input;
  let scanned = scanLinks(text);
  if (origin === 'description') [text, scanned] = splitGluedItems(text, scanned);
  const prose = mask(text, scanned.spans);
  const lines = buildLines(text, prose, origin === 'description');
  if (origin === 'description') markChapterLines(lines);
  const { units, unitAt } = buildUnits(lines, origin === 'title');
  const mentions = findMentions(scanned.links, prose, lines, unitAt, ctx, origin);
  readCreatorPrograms(mentions, lines, ctx);
  const { statements, negatedUnits, deniedUnits, negatedAffiliate, purchases } = findStatements(
    text,
    prose,
    lines,
    units,
    unitAt,
    origin,
    ctx.ownKeys,
  );
  readPlatformReferrals(mentions, statements, lines, ctx);
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
    deniedUnits,
    purchaseUnits: purchases,
    lineUnits,
    paidLines,
    noAffiliateLines: new Set(),
  };
  // "No affiliate links" is an explicit non-affiliate marker for its block (and the block under a header).
  for (const s of negatedAffiliate) for (const li of noAffiliateScope(doc, s)) doc.noAffiliateLines.add(li);
  if (origin === 'description') markPlainLinkNotes(doc);
  for (const m of mentions) m.doc = doc;
  return doc;
}

/**
 * An item that says its own link is an ordinary one ("Sephora Singapore, for the toner (normal link): …", "… and that
 * one's a plain link: …"): its line's links are no affiliate links, whatever disclosure or header covers its list. Only a
 * line that holds a link of its own and no disclosure.
 */
function markPlainLinkNotes(doc: Doc): void {
  const linked = new Set<number>();
  for (const m of doc.mentions) if (m.kind === 'link' && m.cls !== 'excluded' && m.cls !== 'self') linked.add(m.line);
  if (!linked.size) return;
  const disclosed = new Set(doc.statements.filter((s) => s.kind === 'affiliate').map((s) => s.line));
  // The note on the line right above a line that is only its link ("Klookで予約しました（こっちは何ももらっていないリンク）"
  // over the link) speaks of that link.
  const onlyLink = (li: number) => linked.has(li) && doc.lines[li].prose.trim() === '';
  for (let li = 0; li < doc.lines.length; li++) {
    const l = doc.lines[li];
    const target = linked.has(li) ? li : onlyLink(li + 1) ? li + 1 : -1;
    if (target < 0 || l.header || !/\b(?:link|url)\b|リンク|linki|bağlantı/i.test(l.prose)) continue;
    if (disclosed.has(li)) continue;
    if (PLAIN_LINK_NOTE.test(l.prose)) doc.noAffiliateLines.add(target);
  }
}

/**
 * Creator programs (hosts.ts CREATOR_PROGRAMS) on a line with a creator code: a game's name there is its publisher's
 * program ("Type code CRUMPET into the Fortnite item shop" pays through Epic Games), and the publisher's own store
 * link there is the program's link, an affiliate link, not a store platform's. Only when the catalog lists the
 * publisher: a name stays a catalog brand's.
 */
function readCreatorPrograms(mentions: Mention[], lines: Line[], ctx: Context): void {
  const codeLines = new Map<number, boolean>();
  const onCodeLine = (li: number) => {
    let v = codeLines.get(li);
    if (v === undefined) codeLines.set(li, (v = CREATOR_CODE.test(lines[li].prose)));
    return v;
  };
  for (const m of mentions) {
    const domains = m.target?.brand?.domains;
    if (!domains) continue;
    const program = CREATOR_PROGRAMS.find(
      (p) => domains.includes(p.owner.domain) || p.games.some((g) => domains.includes(g)),
    );
    if (!program || !onCodeLine(m.line)) continue;
    if (domains.includes(program.owner.domain)) {
      if (m.kind === 'link' && m.platform) {
        m.platform = false;
        m.referral = true;
      }
      continue;
    }
    const owner = m.kind === 'name' ? ctx.catalog.byDomain(program.owner.domain) : undefined;
    if (owner) m.target = catalogTarget(owner);
  }
}

// Items glued on one line (a description whose line breaks were lost, then split into sentences: "Buy it here:
// amzn.to/a Best cases: amzn.to/b ▶ Follow us: Twitter: twitter.com/x … participates in the Amazon Associates
// Program."): on a line with three links or more, the space after each link that more text follows becomes a line
// break, so each item is a line of its own and a social or credit label guards its own link only. A bracket right
// after a link stays with it ("bit.ly/… (Nordstrom)"). Offsets do not move: one character replaces another.
const GLUED_ITEMS = 3;
const GLUED_LINE_MAX = 3000;

function splitGluedItems(text: string, scanned: ReturnType<typeof scanLinks>): [string, ReturnType<typeof scanLinks>] {
  const { links } = scanned;
  if (links.length < GLUED_ITEMS) return [text, scanned];
  const perLine = new Map<number, number>();
  for (const l of links) perLine.set(l.line, (perLine.get(l.line) ?? 0) + 1);
  if (![...perLine.values()].some((n) => n >= GLUED_ITEMS)) return [text, scanned];
  // Only lines of ordinary length: a line of many thousand characters is no glued description but a dump, and
  // cutting it into thousands of lines would cost every block and scope rule its square.
  for (let start = 0, line = 0; start <= text.length; line++) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (end - start > GLUED_LINE_MAX) perLine.delete(line);
    start = end + 1;
  }
  const sorted = [...links].sort((a, b) => a.index - b.index);
  let out = '';
  let from = 0;
  for (const l of sorted) {
    if ((perLine.get(l.line) ?? 0) < GLUED_ITEMS) continue;
    const at = l.end;
    const rest = /^[ \t]+([^\s])/.exec(text.slice(at, at + 8));
    if (!rest || rest[1] === '(' || rest[1] === '[') continue;
    out += text.slice(from, at) + '\n';
    from = at + 1;
  }
  if (!from) return [text, scanned];
  out += text.slice(from);
  // The links' lines, counted again.
  let line = 0;
  let pos = 0;
  for (const l of sorted) {
    for (; pos < l.index; pos++) if (out.charCodeAt(pos) === 10) line++;
    l.line = line;
  }
  return [out, scanned];
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

// An e-mail address: its domain after "@".
const EMAIL = /[\w.+-]@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi;

/**
 * The domains of the description's e-mail addresses ("제보하기 jebo@hanbitnews.kr", "Business: team@mara.studio"):
 * the uploader's, or its management's, so a link to one is the uploader's own site, whatever its name.
 */
function contactDomains(description: string): Set<string> {
  const out = new Set<string>();
  if (!description.includes('@')) return out;
  for (const m of description.matchAll(EMAIL)) {
    const d = getDomain(m[1].toLowerCase());
    if (d) out.add(d);
  }
  return out;
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
    contactDomains: contactDomains(input.description ?? ''),
    ownBrands: new Map(),
    allDocs: [],
  };
}
