// The text model: a text split into lines (with their sections) and sentence units, links masked out.
import { parseChapterLine, parseChapters } from '../chapters.js';
import { SELF_LINE, CREDIT_LINE, SPONSOR_FOOTER, headerSection } from './lexicon/sections.js';
import type { Doc, Line, Mention, Section, Statement, Unit } from './types.js';

// A header drawn with rules or bullets: "▬▬ GEAR ▬▬", "=== Links ===", "►► Sponsors".
const RULED = /^[\s]*[▬━═─—=*#~_|[<>►▶•✦★☆-]{2,}|[▬━═─—=*#~_|\]<>◄◀•✦★☆-]{2,}\s*$/u;

// A copyright notice ("©2018 … Film Partners", "℗ 2018 LUMORA MUSIC PARTNERS"): no header, though its sign is a
// pictograph and it may be in capitals; the partners it names hold the film's or the record's rights, no sponsors.
const COPYRIGHT = /^\s*[©®℗]/u;

/** The text with the given spans (its links) blanked out by spaces: same length, same offsets. */
export function mask(text: string, spans: { start: number; end: number }[]): string {
  if (!spans.length) return text;
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + ' '.repeat(s.end - s.start);
    at = s.end;
  }
  return out + text.slice(at);
}

/** The lines of a text; with `withSections` (the description), headers and the sections they open. */
export function buildLines(text: string, prose: string, withSections: boolean): Line[] {
  const lines: Line[] = [];
  let start = 0;
  const raw = text.split('\n');
  let section: Section = 'none';
  let sectionOpen = false;
  let awaitingBody = false;
  // The decoration leading the open section's header ("▷", "🔊", "☆"): a later header led the same way is its
  // sibling, and ends it even when its own words open no known section ("▷ ELSEWHERE" after "▷ MY KIT (affiliate)").
  let openLead = '';
  const headerLeads = withSections ? decoratedHeaderLeads(raw, prose) : new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i];
    const p = prose.slice(start, start + t.length);
    // A separator line ("━━━━━━", "-----", "* * *", "👇👇👇") ends a block like an empty line.
    // A single rule character ("~", "-", "=", "_") on its own line is one too; a lone emoji ("👇") is not.
    const blank =
      t.trim() === '' || (t.trim().length >= 3 && !/[\p{L}\p{N}]/u.test(t)) || /^[~\-_=.·]{1,2}$/.test(t.trim());
    let header = false;
    let headerLike = false;
    let credit = false;
    let self = false;
    if (withSections) {
      if (blank) {
        if (!awaitingBody) {
          section = 'none';
          sectionOpen = false;
        }
      } else {
        const core = p.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');
        const hasLink = p !== t;
        const lead = headerLeads.size ? leadOf(t) : '';
        const decorated = lead !== '' && headerLeads.has(lead);
        const looksHeader =
          !hasLink &&
          !COPYRIGHT.test(t) &&
          core.length > 0 &&
          (core.length <= 50 || (core.length <= 100 && decorated)) &&
          (decorated ||
            /:\s*$/.test(t) ||
            SPONSOR_FOOTER.test(core) ||
            (core === core.toUpperCase() && /\p{Lu}/u.test(core)) ||
            RULED.test(t) ||
            (/^\p{Extended_Pictographic}/u.test(t.trim()) && !/:\s*\S/.test(core)));
        // A long line ending in ":" that introduces a gear or affiliate list ("Gear I use (affiliate links — as an
        // Amazon Associate I earn from qualifying purchases):") heads that list too.
        const longHeader = !looksHeader && !hasLink && core.length <= 140 && /:\s*$/.test(t);
        let kind = looksHeader ? headerSection(core) : null;
        if (longHeader) {
          const k = headerSection(core);
          if (k === 'affiliate' || k === 'gear') kind = k;
        }
        const headLead = looksHeader ? (headerLeads.size ? lead : leadOf(t)) : '';
        headerLike = looksHeader;
        if (kind) {
          header = true;
          section = kind;
          sectionOpen = true;
          awaitingBody = true;
          openLead = headLead;
        } else if (headLead && ((sectionOpen && headLead === openLead) || decorated)) {
          header = true;
          section = 'none';
          sectionOpen = false;
          awaitingBody = false;
        } else {
          awaitingBody = false;
          if (!sectionOpen) section = 'none';
        }
        credit = CREDIT_LINE.test(p);
        self = SELF_LINE.test(p);
      }
    }
    lines.push({
      index: i,
      start,
      end: start + t.length,
      text: t,
      prose: p,
      blank,
      section: header ? 'none' : section,
      header,
      headerLike,
      credit,
      self,
      chapter: false,
      endsList: false,
    });
    start += t.length + 1;
  }
  return lines;
}

const GUARDED_SECTIONS: ReadonlySet<Section> = new Set(['credits', 'social', 'self']);

/**
 * Descriptions without blank lines: a credits, socials, self-promotion or sponsors section opened by a header ends,
 * before a blank line or the next header that opens a section, at the first line that is none of its items: a later
 * header-shaped line ("Source credit:" … "WATCH NEXT"), a disclosure that holds no link ("Some links are
 * affiliated."), a line with sponsor words (but under a sponsors header), or, under socials or self-promotion, a link
 * that is no profile, platform or own site (social links → product lines), under credits a referral-shaped link (no
 * source is cited through a referral). The lines from there are in no section,
 * but for lines of the section's own kind (links to profiles, platforms or the creator's own sites only).
 */
export function closeSections(lines: Line[], mentions: Mention[], statements: Statement[]): void {
  const paid = new Set<number>();
  const disclosure = new Set<number>();
  for (const s of statements) {
    if (s.kind === 'paid') paid.add(s.line);
    if (s.kind === 'affiliate') disclosure.add(s.line);
  }
  const linked = new Set<number>();
  const product = new Set<number>();
  const referral = new Set<number>();
  for (const m of mentions) {
    if (m.kind !== 'link') continue;
    linked.add(m.line);
    if (m.cls !== 'excluded' && m.cls !== 'self' && !m.profile && !m.platform) product.add(m.line);
    if (m.referral && m.target) referral.add(m.line);
  }
  let closed = false;
  let bodyLines = 0;
  for (const l of lines) {
    const sponsor = l.section === 'sponsor';
    // A gifts section ("▼提供品" over its items) ends the same way: the store's disclosure after it ("当チャンネルはAmazon
    // アソシエイト…") is no gift.
    if (l.header || l.blank || (!GUARDED_SECTIONS.has(l.section) && !sponsor && l.section !== 'gift')) {
      closed = false;
      bodyLines = 0;
      continue;
    }
    // A line of the section's own kind (links to profiles, platforms, the creator's own sites only) stays in it,
    // after a disclosure line too ("The sponsors above keep this show free." / "Patreon: patreon.com/…").
    if (linked.has(l.index) && !product.has(l.index) && !paid.has(l.index)) {
      bodyLines++;
      continue;
    }
    if (!closed) {
      const i = l.index;
      closed =
        bodyLines > 0 &&
        (l.headerLike ||
          (disclosure.has(i) && !linked.has(i)) ||
          (!sponsor && paid.has(i)) ||
          ((l.section === 'social' || l.section === 'self') && product.has(i)) ||
          (l.section === 'credits' && referral.has(i)));
      bodyLines++;
    }
    if (closed) l.section = 'none';
  }
  closeLists(lines, paid, disclosure);
}

const LISTS: ReadonlySet<Section> = new Set(['affiliate', 'gear']);

/** A line's bullet, by kind: "" for none, "emoji" for any pictograph (a list may vary them), else the symbols. */
function bulletOf(text: string): string {
  const lead = leadOf(text);
  return /\p{Extended_Pictographic}/u.test(lead) ? 'emoji' : lead;
}

/**
 * Descriptions without blank lines: an affiliate or gear list opened by a header ends at the first line of another
 * kind once two items have set its kind: a change of bullet ("Monitor: amzn.to/…", "Mic: amzn.to/…" then "► Subscribe!",
 * "► Server IP: …"), a header-shaped line, a line with sponsor words or a disclosure of its own. The lines from there
 * are in no section, and a disclosure heading the list does not cover them.
 */
function closeLists(lines: Line[], paid: Set<number>, disclosure: Set<number>): void {
  let bullet = '';
  let items = 0;
  let closed = false;
  for (const l of lines) {
    if (l.header || l.blank || !LISTS.has(l.section)) {
      items = 0;
      closed = false;
      continue;
    }
    if (!closed) {
      const b = bulletOf(l.text);
      if (items === 0) bullet = b;
      if (items >= 2 && (b !== bullet || l.headerLike || paid.has(l.index) || disclosure.has(l.index))) {
        closed = true;
        l.endsList = true;
      } else if (b !== bullet) items = -Infinity; // items of mixed bullets: no kind to change from
      items++;
    }
    if (closed) l.section = 'none';
  }
}

/**
 * The decorations that lead a description's headers: a lead ("▷", "🔊", "✦", "☆") that starts two or more lines of
 * words and never a line with a link (a lead on lines with links is a list's bullet: "► amzn.to/…").
 */
function decoratedHeaderLeads(raw: string[], prose: string): Set<string> {
  const count = new Map<string, number>();
  const bullets = new Set<string>();
  let start = 0;
  for (const t of raw) {
    const lead = leadOf(t);
    if (lead && /[\p{L}\p{N}]/u.test(t)) {
      if (prose.slice(start, start + t.length) !== t) bullets.add(lead);
      else count.set(lead, (count.get(lead) ?? 0) + 1);
    }
    start += t.length + 1;
  }
  const out = new Set<string>();
  // Bullets are no headers' decoration: the Japanese middle dot ("・", "･") among them ("・KOSÉ 雪肌精 …" items).
  for (const [lead, n] of count) if (n >= 2 && !bullets.has(lead) && !/^[-–—*•·・･+>]+$/.test(lead)) out.add(lead);
  return out;
}

/** The symbols a line starts with, without spaces ("▷ GEAR" → "▷", "🔊🔊 Links" → "🔊🔊"); "" for none. */
function leadOf(line: string): string {
  const c = line.charCodeAt(0) | 0x20; // most lines start with an ASCII letter or digit: no lead
  if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) return '';
  return (/^[^\p{L}\p{N}]*/u.exec(line)?.[0] ?? '').replace(/\s+/g, '');
}

/** Marks the lines of the description's chapter list (when it has one, by the rules of chapters.ts). */
export function markChapterLines(lines: Line[]): void {
  const chapters = parseChapters(lines.map((l) => l.text).join('\n'));
  if (!chapters.length) return;
  let k = 0;
  const startAt = lines.findIndex((l) => parseChapterLine(l.text)?.seconds === 0);
  for (let i = Math.max(0, startAt); i < lines.length && k < chapters.length; i++) {
    if (lines[i].blank) continue;
    const c = parseChapterLine(lines[i].text);
    if (!c) break;
    lines[i].chapter = true;
    k++;
  }
}

/** The longest sentence unit, in characters (buildUnits). Real sentences are far shorter. */
export const MAX_UNIT = 1000;

/**
 * The sentence units of the lines, and the unit a text offset falls in. A title's parts joined by " + " are units of
 * their own too ("Lumora m'a offert ma veste 😱 + HAUL Acme": the haul is no gift of Lumora's).
 */
export function buildUnits(lines: Line[], title = false): { units: Unit[]; unitAt: (pos: number) => number } {
  const units: Unit[] = [];
  const breaks = title ? TITLE_BREAK : SENTENCE_BREAK;
  for (const l of lines) {
    let s = l.start;
    // Stepped with exec on the one expression: matchAll copies it for every line.
    breaks.lastIndex = 0;
    for (let m = breaks.exec(l.prose); m; m = breaks.exec(l.prose)) {
      const e = l.start + m.index + m[0].length;
      s = cutLong(units, l, s, e);
      if (e > s) units.push({ line: l.index, start: s, end: e });
      s = e;
    }
    s = cutLong(units, l, s, l.end);
    units.push({ line: l.index, start: s, end: l.end });
  }
  const starts = units.map((u) => u.start);
  const unitAt = (pos: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    let ans = 0;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] <= pos) {
        ans = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return ans;
  };
  return { units, unitAt };
}

// Sentence ends: ".", "!", "?" followed by a space (a closing quote may stand between: "… use a robot?\" So when …"),
// and " | " separators; links are masked so their dots do not split, and a link followed by a capitalised word ends its
// sentence ("… в подарок: <link> Огромное спасибо …": the masked link's run of spaces).
// The dot of a company's or a title's abbreviation ("Vanishing Inc. links", "Dr. Bronner's"), or of a mark's ("[aff.
// link]"), is none.
const SENTENCE_BREAK =
  /(?<!\b(?:Inc|Ltd|Corp|Bros|Mr|Mrs|Ms|Dr|Jr|Sr|vs|aff|Aff)(?=\.\s))[.!?]+["”’»]?(?=\s)|[。！？]+(?=\s*[^\s」』）)】])|\s\|\s| {12,}(?=\p{Lu}\p{Ll})/gu;

const TITLE_BREAK = new RegExp(`${SENTENCE_BREAK.source}|\\s\\+\\s`, 'gu');

/**
 * A "sentence" of line `l` from `s` to `end` longer than MAX_UNIT (a description without stops or line breaks) is cut
 * at a space every MAX_UNIT characters or so: a statement binds the mentions of its own sentence, and one sentence
 * holding every mention of a long text made binding cost the square of its length. Returns where the rest begins.
 */
function cutLong(units: Unit[], l: Line, s: number, end: number): number {
  while (end - s > MAX_UNIT) {
    const space = l.prose.lastIndexOf(' ', s - l.start + MAX_UNIT);
    const cut = space > s - l.start ? l.start + space + 1 : s + MAX_UNIT;
    units.push({ line: l.index, start: s, end: cut });
    s = cut;
  }
  return s;
}

/** The line a text offset falls in. */
export function lineAt(lines: Line[], pos: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  let ans = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid].start <= pos) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}

/**
 * A line of credits, socials or self-promotion: its links and names turn into sponsorships only through words
 * in their own sentence.
 */
export function isGuarded(l: Line): boolean {
  return l.credit || l.self || l.section === 'credits' || l.section === 'social' || l.section === 'self';
}

/** The prose (links blanked out) of a sentence unit: one string per unit, so comparing two is cheap. */
export function unitText(doc: Doc, unit: number): string {
  const u = doc.units[unit];
  return (u.prose ??= doc.prose.slice(u.start, u.end));
}
