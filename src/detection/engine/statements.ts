// Statements: the sponsor, gift, affiliate, promo-code and discount words of a text, each in its sentence unit.
// Ones negated in their own clause are dropped, and their units remembered; so are the creator's own purchases.
import {
  AUDIENCE_AFTER,
  OBJECT_FOLLOWS,
  SPONSOR_OF,
  CREDIT_PROVIDED,
  DECLINED_OR_PAST_SPONSOR,
  GIFT_EXCLUSION,
  MEMBER_PERK,
  STORE_OWN_OFFER,
  INQUIRY,
  NEWS_SPONSOR,
  PRESALE,
} from './lexicon/exclusions.js';
import {
  BROADCAST_CREDIT_LABEL,
  CREATOR_CODE,
  EVENT_BACKED,
  SPONSOR_EXCLUSION,
  SPONSOR_WORD,
} from './lexicon/exclusions.js';
import { reportsOthersSponsors } from './reportedSponsors.js';
import {
  ACQUISITION_ALTERNATIVES,
  DENIAL,
  DENIAL_HINTS,
  AD_MARKING_LINE,
  SELF_PURCHASE,
  SELF_PURCHASE_HINTS,
  SELF_PURCHASE_LIST,
} from './lexicon/exclusions.js';
import { PROVIDED_BY, SPONSOR_ROOT } from './lexicon/english.js';
import {
  NEGATED_AFTER,
  NEGATED_AFTER_NOUN,
  UNPAID_AFTER,
  PRICE_PER_UNIT_AFTER,
  clauseOf,
  inCondition,
  negatesClause,
} from './lexicon/negation.js';
import { PATTERNS, hintedPatterns, lineHolds } from './lexicon/patterns.js';
import { TAG_QUESTION_END } from './lexicon/worldLanguages.js';
import { norm } from './keys.js';
import type { Doc, Line, Statement, Unit } from './types.js';

export interface FoundStatements {
  statements: Statement[];
  /** Units whose statements were negated ("not sponsored"), or that tell of the creator's own purchases. */
  negatedUnits: Set<number>;
  /** Units that say a brand has nothing to do with the video (DENIAL); among the negated units too. */
  deniedUnits: Set<number>;
  /** Negated affiliate disclosures ("no affiliate links"): each marks lines as plain links. */
  negatedAffiliate: Statement[];
  /** Units that tell of the creator's own purchase. */
  purchases: Set<number>;
}

// A code's negation right before it: "pas de", "plus de" (no more), "no", "not a", "kein", "sin", "nessun", "bez",
// "nenhum", "aucun".
const NO_CODE_BEFORE =
  /(?:\b(?:pas|plus|jamais) d[e'’]\s?|(?<![\p{L}\p{N}])(?:no|not an?|kein(?:en)?|sin|nessun|bez|nenhum|sem|ni|aucun)\s+)(?:(?:any|a|un|de)\s+)?$/iu;

/** "I bought it myself", "Every tool I paid for:": what the creator bought is not promoted as a sponsor. */
function markSelfPurchases(
  l: Line,
  lines: Line[],
  units: Unit[],
  unitAt: (pos: number) => number,
  out: Set<number>,
  purchases: Set<number>,
) {
  SELF_PURCHASE.lastIndex = 0;
  for (const m of l.prose.matchAll(SELF_PURCHASE)) {
    out.add(unitAt(l.start + m.index!));
    purchases.add(unitAt(l.start + m.index!));
  }
  if (SELF_PURCHASE_LIST.test(l.prose)) {
    for (let i = l.index + 1; i < lines.length && !lines[i].blank && !lines[i].header; i++) {
      for (let u = unitAt(lines[i].start); u < units.length && units[u].line === i; u++) out.add(u);
    }
  }
}

// A quotation on one line: "…", “…”, „…“, «…».
const QUOTATION = /["“„«]([^"“”„«»\n]{1,200}?)["”“»]/gu;

/**
 * The spans of a line's quotations that quote rather than state: a quoted sentence of three words or more (a
 * show mocking an ad read, "Use code DEX for 10% off nothing"; a rule that asks for "i samarbete med"), or a quoted
 * label alone ("#reclame", "Reklam"). A creator's code in quotes is matched with its quotes, so it is never inside one.
 */
function quotedSpans(prose: string): [number, number][] {
  const out: [number, number][] = [];
  QUOTATION.lastIndex = 0;
  for (const q of prose.matchAll(QUOTATION)) out.push([q.index! + 1, q.index! + 1 + q[1].length]);
  return out;
}

/** Whether a statement's words [start, end) of a line are inside a quotation that quotes them (see quotedSpans). */
function quoted(spans: [number, number][], prose: string, start: number, end: number): boolean {
  return spans.some(([a, b]) => {
    if (start < a || end > b) return false;
    const inner = prose.slice(a, b).trim();
    return inner.split(/\s+/).length >= 3 || inner.length <= end - start + 2;
  });
}

/** Whether the words right after a sponsor phrase are the channel's own name (its handle or title, 4+ letters). */
function namesUploader(after: string, ownKeys: readonly string[]): boolean {
  const words = /^\s*((?:[\p{L}\p{N}&'’-]+\s*){1,5})/u.exec(after)?.[1].split(/\s+/).filter(Boolean) ?? [];
  for (let n = 1; n <= words.length; n++) {
    const k = norm(words.slice(0, n).join(''));
    if (k.length >= 4 && ownKeys.includes(k)) return true;
  }
  return false;
}

/**
 * "Lumora is the official sponsor of Road Notes" on Road Notes' channel: the sponsor of the uploader itself, which the
 * exclusions of an event's or a team's sponsor ("the official sponsor of the Olympics") do not cover.
 */
function sponsorOfUploader(sentence: string, ownKeys: readonly string[]): boolean {
  for (const m of sentence.matchAll(SPONSOR_OF))
    if (namesUploader(sentence.slice(m.index + m[0].length, m.index + m[0].length + 60), ownKeys)) return true;
  return false;
}

/**
 * A payee named as the uploader: its name, or the lead of it ("Pitchline" of "Pitchline Sport"), four letters or more.
 */
function payeeIsUploader(payee: string, ownKeys: readonly string[]): boolean {
  const k = norm(payee);
  return k.length >= 4 && ownKeys.some((own) => own.startsWith(k));
}

/**
 * A sentence's tests, each made once: a long sentence holds many statements (a run-on line repeating its sponsor
 * hundreds of times), and each statement asks the same questions of the sentence. `re` must be neither global nor
 * sticky (its test keeps no position).
 */
function sentenceTests(): (re: RegExp, unit: number, sentence: string) => boolean {
  const answers = new Map<RegExp, Map<number, boolean>>();
  return (re, unit, sentence) => {
    let byUnit = answers.get(re);
    if (!byUnit) answers.set(re, (byUnit = new Map()));
    let answer = byUnit.get(unit);
    if (answer === undefined) byUnit.set(unit, (answer = re.test(sentence)));
    return answer;
  };
}

// A dash between spaces, a semicolon, or a colon before a word in lower case: what follows is a clause of its own (a
// question there asks of itself: "Lumora loaned me a pair … the question every skater asks: are they worth it?"); a
// question inside brackets after the statement is an aside ("… patrocínio do Lumora 🟢 (reparou na laje? kkkk)"). After
// sponsor words, an emoji before a capitalised word ends the sentence as a full stop would ("sponsorisé par Lumora ⚽
// Nouveau joueur ?": the offer's question); gift words keep the whole line ("Hat uns niemand geschickt, … 😄 Nach einem
// Jahr: …?").
const OWN_CLAUSE = /\s[–—]\s|;|:\s+\p{Ll}|\([^()]*\?[^()]*(?:\)|$)/u;
const OWN_CLAUSE_AFTER_PAID = /\s\p{Extended_Pictographic}\uFE0F?\s+\p{Lu}/u;

/** The statements of a text (its lines and units built, links masked out of `prose`), sorted by offset. */
export function findStatements(
  text: string,
  prose: string,
  lines: Line[],
  units: Unit[],
  unitAt: (pos: number) => number,
  origin: Doc['origin'],
  ownKeys: readonly string[] = [],
): FoundStatements {
  const statements: Statement[] = [];
  const negatedUnits = new Set<number>();
  const deniedUnits = new Set<number>();
  const negatedAffiliate: Statement[] = [];
  // Sentences that tell of the creator's own purchase ("I bought these myself at Ulta with a 20% off coupon"): a
  // discount or a code there is a fact of the purchase, not a promotion.
  const purchases = new Set<number>();
  const sentenceHas = sentenceTests();
  // Each denied unit's denials, in text order: the sponsor or gift words before the first one in its sentence are what
  // it denies ("방송 끝에 '제작지원 X'라고 나오던데, 그건 프로그램 쪽 스폰서고 저랑은 아무 상관없어요").
  const denialSpans = new Map<number, [number, number][]>();
  for (const l of lines) {
    if (l.blank || l.chapter) continue;
    const lower = l.prose.toLowerCase();
    // First: the pass that finds the line's hints also answers lineHolds on it.
    const hinted = hintedPatterns(lower);
    if (lineHolds(lower, SELF_PURCHASE_HINTS)) markSelfPurchases(l, lines, units, unitAt, negatedUnits, purchases);
    if (lineHolds(lower, DENIAL_HINTS)) {
      for (const m of l.prose.matchAll(DENIAL)) {
        const u = unitAt(l.start + m.index);
        negatedUnits.add(u);
        deniedUnits.add(u);
        // The words a denial holds are denied too ("B&Q have never heard of me, let alone sent me anything").
        (denialSpans.get(u) ?? denialSpans.set(u, []).get(u)!).push([
          l.start + m.index,
          l.start + m.index + m[0].length,
        ]);
      }
    }
    let creatorCode: boolean | undefined;
    let broadcastCredit: boolean | undefined;
    const quotes = /["“„«]/u.test(l.prose) ? quotedSpans(l.prose) : [];
    // The next line, when it goes on from this one (no blank line, no header between): a description written one
    // sentence per line puts a gift's cue on the line after its act ("… the postman brought me one of their binders." /
    // "I haven't paid a penny for any of it.").
    const next = origin === 'description' ? lines[l.index + 1] : undefined;
    const follows = next && !next.blank && !next.header && !next.chapter ? next : undefined;
    let nextLower: string | undefined;
    for (const pi of hinted) {
      const p = PATTERNS[pi];
      if (p.withLink && l.text === l.prose) continue;
      if (
        p.requires &&
        !lineHolds(lower, p.requires) &&
        !(follows && lineHolds((nextLower ??= follows.prose.toLowerCase()), p.requires))
      )
        continue;
      // Stepped with exec on the pattern's own expression: matchAll copies it for every line, and V8 compiles each
      // dropped copy anew (milliseconds for an expression of Unicode classes).
      p.re.lastIndex = 0;
      for (let m = p.re.exec(l.prose); m; m = nextMatch(p.re, l.prose, m)) {
        // A pattern of two parts reads both as its statement: the act and its cue ("ohne Gegenleistung geschickt"); a
        // negation between a cue and the act after it still negates ("humein kuch nahi bheja").
        const pair = p.near
          ? (nearby(p.near, l.prose, m.index, m.index + m[0].length, p.nearAfter) ??
            cueOpensNextLine(p.near, l, [m.index, m.index + m[0].length], follows, unitAt, units))
          : null;
        if (p.near && !pair) continue;
        const span = pair ? pair.span : [m.index, m.index + m[0].length];
        const index = l.start + span[0];
        const end = l.start + span[1];
        const unit = unitAt(index);
        const u = units[unit];
        if ((p.kind === 'cta' || p.kind === 'promo') && purchases.has(unit)) continue;
        // "Et non, je n'ai pas de code promo", "no promo code, sorry": a code said not to exist promotes nothing.
        if (p.kind === 'promo' && NO_CODE_BEFORE.test(prose.slice(Math.max(u.start, index - 24), index))) continue;
        // "промокодов не будет", "promo code: none": denied after the word.
        if (p.kind === 'promo' && NEGATED_AFTER.test(prose.slice(end, Math.min(u.end, end + 24)))) continue;
        // Words quoted are reported speech (satire of an ad read, a rule's required label), not the creator's own.
        if (quotes.length && quoted(quotes, l.prose, span[0], span[1])) continue;
        // "Brought to you by our Patreon supporters", "made possible by viewers like you": the audience, not a brand.
        if (p.kind === 'paid' && AUDIENCE_AFTER.test(prose.slice(end, Math.min(u.end, end + 60)))) continue;
        // "Presentado por Ritmo Latino Records" on Ritmo Latino Records' channel: the uploader presents its own video.
        // Not after a verb whose object follows ("Thanks to Lumora for sponsoring Road Notes" on Road Notes' channel):
        // the channel named there is the one paid, and the payer was named before.
        if (
          p.kind === 'paid' &&
          !OBJECT_FOLLOWS.test(l.prose.slice(span[0], span[1])) &&
          namesUploader(prose.slice(end, Math.min(u.end, end + 60)), ownKeys)
        )
          continue;
        if (p.kind === 'paid' || p.kind === 'gift' || p.kind === 'affiliate') {
          const between = pair?.between ? ` ${l.prose.slice(...pair.between)}` : '';
          // A label in brackets opens a clause of its own: "WENN DER AKKU LEER IST (Werbevideo)" is no condition on it.
          const before = prose.slice(u.start, index + (OPENING_BRACKET.test(m[0]) ? 1 : 0)) + between;
          const clause = clauseOf(before);
          if (p.kind !== 'affiliate' && inCondition(before, clause)) continue;
          const after = prose.slice(end, Math.min(u.end, end + 24));
          const negatedAfter =
            (p.kind !== 'affiliate' && NEGATED_AFTER.test(after)) ||
            NEGATED_AFTER_NOUN.test(after) ||
            (p.kind === 'paid' && UNPAID_AFTER.test(after));
          // A price per unit is what goods are paid, no sponsorship (PRICE_PER_UNIT_AFTER).
          if (p.kind === 'paid' && PRICE_PER_UNIT_AFTER.test(prose.slice(end, Math.min(u.end, end + 48)))) continue;
          if (negatesClause(before, clause) || negatedAfter) {
            negatedUnits.add(unit);
            if (p.kind === 'affiliate') {
              negatedAffiliate.push({ kind: p.kind, index, end, line: l.index, unit, whole: false });
            }
            continue;
          }
        }
        // Spoken discounts are too loose without a brand's ad read around them; spoken disclosures point at the
        // description.
        if (origin === 'transcript' && (p.kind === 'cta' || p.kind === 'affiliate')) continue;
        const sentence = prose.slice(u.start, u.end);
        if (p.kind === 'paid' && SPONSOR_WORD.test(m[0])) {
          if (
            SPONSOR_ROOT.test(m[0]) &&
            sentenceHas(SPONSOR_EXCLUSION, unit, sentence) &&
            !sponsorOfUploader(sentence, ownKeys)
          )
            continue;
          if (sentenceHas(NEWS_SPONSOR, unit, sentence)) continue;
          if (reportsOthersSponsors(m[0], sentence, index - u.start)) continue;
        }
        // "The woodchop arena is proudly supported by …", "The 2019 series is presented by …": an event's backer.
        if (
          p.kind === 'paid' &&
          !SPONSOR_WORD.test(m[0]) &&
          sentenceHas(EVENT_BACKED, unit, sentence) &&
          !sponsorOfUploader(sentence, ownKeys)
        )
          continue;
        if (p.kind === 'paid' && sentenceHas(INQUIRY, unit, sentence)) continue;
        if ((p.kind === 'paid' || p.kind === 'gift') && sentenceHas(ACQUISITION_ALTERNATIVES, unit, sentence)) continue;
        if (p.kind === 'paid' && sentenceHas(DECLINED_OR_PAST_SPONSOR, unit, sentence)) continue;
        if ((p.kind === 'paid' || p.kind === 'gift') && (broadcastCredit ??= inBroadcastCredits(l, lines))) continue;
        if (p.kind === 'promo' && sentenceHas(PRESALE, unit, sentence)) continue;
        if ((p.kind === 'promo' || p.kind === 'cta') && sentenceHas(MEMBER_PERK, unit, sentence)) continue;
        if ((p.kind === 'promo' || p.kind === 'cta') && sentenceHas(STORE_OWN_OFFER, unit, sentence)) continue;
        // A line with a creator code ("Use creator code X in the item shop! #ad"): the label its program asks for.
        if (p.kind === 'paid' && (creatorCode ??= CREATOR_CODE.test(l.prose))) continue;
        // "Want to send us something?", "Sponsored by Mercedes? No —": a question asks, it tells of no sponsor or gift.
        // A question after a dash, a semicolon or a colon is a clause of its own: "कुकर मुफ़्त मिला है – बस पूछा कि इसमें केक
        // बनेगा क्या?" (free, and they asked whether a cake would bake in it) still tells of the gift. A bracketed ad
        // label opening the line is no part of the question ("[광고] … 5만원대 끝판왕?"): it labels the video. A tag
        // question closing it ("…, vocês me conhecem né?") asks for agreement only.
        if (
          (p.kind === 'paid' || p.kind === 'gift') &&
          /\?\s*$/.test(sentence) &&
          !OWN_CLAUSE.test(prose.slice(end, u.end)) &&
          !(p.kind === 'paid' && OWN_CLAUSE_AFTER_PAID.test(prose.slice(end, u.end))) &&
          !TAG_QUESTION_END.test(sentence)
        ) {
          if (!(p.kind === 'paid' && OPENING_BRACKET.test(m[0]) && span[0] === 0)) continue;
        }
        if (p.kind === 'gift') {
          if (PROVIDED_BY.test(m[0]) && CREDIT_PROVIDED.test(text.slice(u.start, index))) continue;
          if (sentenceHas(GIFT_EXCLUSION, unit, sentence)) continue;
        }
        // A language's own exclusions for the words it declares (lexicon/languages/): a credit, a gift as a topic.
        // A credit word that goes on a capitalised name is the name's ("Lumora Audio put a turntable in my hands", "Nova
        // Sound sent …"): no credit.
        if (p.creditBefore?.test(text.slice(u.start, index).replace(NAME_WORD_AFTER_NAME, ' '))) continue;
        if (p.creditAfter?.test(text.slice(end, Math.min(u.end, end + 12)))) continue;
        if (p.notInSentence && sentenceHas(p.notInSentence, unit, sentence)) continue;
        const payee = p.payee ? m.groups?.payee : undefined;
        if (payee && !/^(?:me|us)$/i.test(payee) && !payeeIsUploader(payee, ownKeys)) continue;
        statements.push({ kind: p.kind, index, end, line: l.index, unit, whole: !!p.whole });
      }
    }
  }
  const deniedBy = (x: Statement) => {
    const spans = denialSpans.get(x.unit);
    return !!spans && (x.index < spans[0][0] || spans.some(([a, b]) => x.index >= a && x.index < b));
  };
  // An ad marking over affiliate links (AD_MARKING_LINE) marks the links, when the text says they are affiliate.
  const markedAffiliate =
    statements.some((x) => x.kind === 'affiliate') && statements.some((x) => x.kind === 'paid')
      ? (x: Statement) => x.kind === 'paid' && AD_MARKING_LINE.test(lines[x.line].prose)
      : null;
  const kept =
    denialSpans.size || markedAffiliate
      ? statements.filter((x) => !((x.kind === 'paid' || x.kind === 'gift') && deniedBy(x)) && !markedAffiliate?.(x))
      : statements;
  kept.sort((a, b) => a.index - b.index || a.kind.localeCompare(b.kind));
  return { statements: kept, negatedUnits, deniedUnits, negatedAffiliate, purchases };
}

/** The match of global `re` in `text` after `last`, stepping over an empty one as matchAll does. */
function nextMatch(re: RegExp, text: string, last: RegExpExecArray): RegExpExecArray | null {
  if (last[0] === '') re.lastIndex++;
  return re.exec(text);
}

// A statement that opens with a bracket: a label ("(Werbung)", "[Anzeige]", "（広告）").
const OPENING_BRACKET = /^[([（【]/u;

// A capitalised word right after another one: the second word of a name ("Audio" of "Lumora Audio").
const NAME_WORD_AFTER_NAME = /(?<=\p{Lu}[\p{L}\p{N}'’&.-]*[ -])\p{Lu}\p{Ll}+/gu;

// How far a pattern's second part (Pattern.near) may be from its match, in the same sentence: a list of the goods can
// stand between an act and its cue ("a truck showed up with sixty bags of feed, bedding and a pallet of treats for
// the goats – all on the house"). Twice the earlier 50 characters changed no labeled set's detections but that one.
const NEAR = 100;
/** The longest second part a window around a match has to hold whole beyond NEAR. */
const LONGEST_CUE = 40;
// (A dot between digits is no end: "a Plant 3.0 for the tank"; nor a mark a bracket or a quote closes at once, an
// aside's: "ポテトチップス1年分（365袋！）が届きました", "「最高！」と".)
const SENTENCE_END = /[!?。！？](?![)）」』])|(?<!\d)\.|\.(?!\d)/u;

/**
 * Where `near` (a global expression) is within a few words of `text[start, end)`, before or after it in the same
 * sentence: the span of both, and the words between a cue before and the match; or null.
 */
function nearby(
  near: RegExp,
  text: string,
  start: number,
  end: number,
  nearAfter?: RegExp,
): { span: [number, number]; between?: [number, number] } | null {
  const cut = text.slice(Math.max(0, start - NEAR - LONGEST_CUE), start).split(SENTENCE_END);
  const before = cut[cut.length - 1];
  let first: RegExpExecArray | undefined;
  near.lastIndex = 0;
  for (let m = near.exec(before); m && !first; m = nextMatch(near, before, m)) {
    if (before.length - m.index - m[0].length <= NEAR) first = m;
  }
  if (first) {
    const from = start - before.length;
    return { span: [from + first.index, end], between: [from + first.index + first[0].length, start] };
  }
  const after = text.slice(end, end + NEAR + LONGEST_CUE).split(SENTENCE_END)[0];
  near.lastIndex = 0;
  let a = near.exec(after);
  if (nearAfter && !(a && a.index <= NEAR)) {
    nearAfter.lastIndex = 0;
    a = nearAfter.exec(after);
  }
  return a && a.index <= NEAR ? { span: [start, end + a.index + a[0].length] } : null;
}

/**
 * The act's own span when its sentence closes its line and the cue opens the first sentence of the line after it
 * (`follows`, see the loop): "Lumora got in touch and a week later the postman brought me one of their binders." /
 * "I haven't paid a penny for any of it." Null otherwise.
 */
function cueOpensNextLine(
  near: RegExp,
  l: Line,
  act: [number, number],
  follows: Line | undefined,
  unitAt: (pos: number) => number,
  units: Unit[],
): { span: [number, number]; between?: [number, number] } | null {
  if (!follows) return null;
  const u = units[unitAt(l.start + act[0])];
  if (u.end < l.end - 1) return null;
  const first = units[unitAt(follows.start)];
  const sentence = follows.prose.slice(0, Math.min(first.end - follows.start, NEXT_LINE_CUE_REACH));
  near.lastIndex = 0;
  const c = near.exec(sentence);
  near.lastIndex = 0;
  return c ? { span: act } : null;
}
// How far into the next line's first sentence its cue may stand ("I haven't paid a penny …", "They were free, …").
const NEXT_LINE_CUE_REACH = 40;

/**
 * A line of a broadcast's credit block (`BROADCAST_CREDIT_LABEL`): a credit label that another credit label follows on
 * its line after a bar, or opens the line before or after it.
 */
function inBroadcastCredits(l: Line, lines: Line[]): boolean {
  if (!BROADCAST_CREDIT_LABEL.test(l.prose)) return false;
  const parts = l.prose.split(/\s[|｜]\s?/u);
  if (parts.slice(1).some((x) => BROADCAST_CREDIT_LABEL.test(x))) return true;
  return [lines[l.index - 1], lines[l.index + 1]].some(
    (x) => x !== undefined && !x.blank && BROADCAST_CREDIT_LABEL.test(x.prose),
  );
}
