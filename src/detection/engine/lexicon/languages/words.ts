// The shape of a language's lexicon module, and the builder that turns the words it declares into statement
// patterns: each language writes its words as plain data, the builder writes the regular expressions and derives
// their hints from the words, so a hint can never miss the words it stands for.
import type { Pattern } from '../../types.js';

/**
 * Words or phrases, each with a line a creator would write that uses it (test/detection/lexicon.test.ts reads every
 * line through the word's own expression and through the built pattern, hints included). A phrase is written in
 * lower case, as it is read:
 *
 * - words are separated by spaces (any run of white space between them in the text), and end where letters end;
 * - `*` stands for letters that continue the word ("zugesch*", "otrzymał*": otrzymałem, otrzymałam), at its end or
 *   its start (Hebrew "מ*": the preposition glued to the name);
 * - `…` stands for a few words of the same sentence between two parts ("hat mir … geschickt");
 * - `'` stands for either apostrophe (' or ’).
 *
 * Scripts written without spaces (Chinese, Japanese, Korean particles, Thai) are matched as written, without word
 * bounds.
 */
export type Words = Record<string, string>;

/** What a language says about a product given, sent or lent to the creator (a gift: docs/detection.md §1). */
export interface GiftWords {
  /**
   * Verbs in the forms creators write them: past, passive, first person, polite; each with whoever gives or the
   * creator as its object where the bare verb says less ("me enviaron", "zugeschickt", "提供していただきました").
   */
  verbs: Words;
  /** Nouns, with the word that ties them to a giver where the bare noun is a topic ("Leihgabe", "regalo de parte de"). */
  nouns?: Words;
  /** Labels an item carries in brackets: "(gifted)", "(prêté)", "(Geschenk)". Matched only in brackets. */
  labels?: Words;
  /**
   * A gift read from its two parts instead of every phrase they make: an act of giving (a verb of sending, giving,
   * lending, handing, putting or leaving, in the forms creators write: "popped", "dejaron", "gestellt", "одолжил") and,
   * a few words before or after it in the same sentence, a cue that makes the act a gift to the creator (`cues`). Each
   * act's line holds a cue, each cue's line an act.
   */
  acts?: Words;
  /**
   * What makes an act a gift to the creator: the creator as its receiver where a pronoun alone says too little ("our
   * way", "through my door", "entre les mains"), free of charge ("didn't charge", "umsonst"), for a while or to be
   * returned ("for two weeks", "wapas karna"), as a present or a surprise ("als Überraschung").
   */
  cues?: Words;
  /**
   * Cues read only after the act, never before it: the trial the thing was given for, after its receiver and the thing
   * ("gave Coach Hafiz a racket to try", "put the razor in the mail to me to review"). Before an act such words end
   * another clause ("shipped me this scope to review and never sent a bill").
   */
  cuesAfter?: Words;
  /**
   * The creator as the subject right before an act ("I", "we", "I just"): the act is the creator's own, no gift ("I put
   * the Lumora in my driveway for a week", "we dropped the bikes at their shop for two weeks"). Phrases (`Words`
   * rules), read as the last words before the act.
   */
  ownSubjects?: string[];
  /** Credit words: a gift word right after them ("Musik zur Verfügung gestellt von …") credits, it gives nothing. */
  credits?: string[];
  /**
   * Words that make a sentence none of the creator's gifts: gifts as a topic ("Geschenkideen", "regalos de
   * navidad"), a giveaway, the audience's or the family's gifts ("вы прислали", "mi mamá").
   */
  notGifts?: string[];
  /**
   * Words that name whom a gift is for ("para mi abuela", "pour ma mère"): a not-gift word right after one of them is
   * the gift's addressee, not its giver, and leaves the sentence a gift ("llegó en una caja de Lumora con una tarjetita
   * para mi abuela").
   */
  addressees?: string[];
}

/** What a language says about a payment for the video: sponsorship, a paid partnership, an ad label. */
export interface PaidWords {
  /** Phrases of sponsorship and paid partnership ("kaupallinen yhteistyö", "χορηγούμενο", "ditaja oleh"). */
  phrases: Words;
  /** Ad labels, read only in brackets: "(annonse)", "(mainos)", "(פרסומת)". */
  labels?: Words;
  /** Words that make a sentence none of the video's sponsors (a team's or an event's sponsor). */
  notPaid?: string[];
}

/**
 * What a language says to negate a statement, as regular-expression source (many are stems or need a guard:
 * "kein(?:e|en|er|em|es)?", French "personne" only with its "ne"): ../negation.ts reads them.
 */
export interface NegationWords {
  /**
   * Words that negate a statement later in their clause ("nicht", "sin", "ikke"): bounded where letters end on both
   * sides, or read as written in a script without spaces (Thai "ไม่…", which must end the clause itself).
   */
  before?: string[];
  /** Words right after a statement that negate it (Turkish "değil", Hindi "नहीं"), read after any white space. */
  after?: string[];
}

/** One language's lexicon: its gift and sponsor words, as data, and the statement patterns it writes by hand. */
export interface LanguageLexicon {
  /** ISO 639-1 code; the module's file name. */
  code: string;
  name: string;
  gift: GiftWords;
  /** Sponsor words as data: phrases and bracket labels (the language's other sponsor wordings are its `patterns`). */
  paid?: PaidWords;
  /** Its negation words. */
  negation?: NegationWords;
  /**
   * Hand-written patterns of the language (any kind: sponsor, gift, affiliate, promo code, discount), tried before the
   * ones its words build; a word two languages share ("patrocinado", "publi") is in one of them only, so a line is not
   * read twice.
   */
  patterns?: Pattern[];
}

// Letters of a word, marks included (Devanagari, Bengali and Thai vowel signs are marks, not letters).
const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}]`;
const LETTERS = String.raw`[\p{L}\p{M}]*`;
// Where a word starts and ends: no letter, mark or digit before it, after it.
const WORD_START = `(?<!${WORD_CHAR})`;
const WORD_END = `(?!${WORD_CHAR})`;
// A few words of the same sentence.
const GAP = String.raw`[^.!?。！？\n]{0,40}?`;
const SPACELESS =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u;
const LETTER_AT_START = /^[\p{L}\p{M}\p{N}*]/u;
const LETTER_AT_END = /[\p{L}\p{M}\p{N}*]$/u;
// Characters with a meaning in a regular expression with the u flag (only these may be escaped there).
const SYNTAX = /[\^$\\.+?()[\]{}|/]/g;

/** The expression of one token of a phrase: `*` letters, `'` either apostrophe, everything else as written. */
function tokenSource(token: string): string {
  return token
    .replace(SYNTAX, (c) => `\\${c}`)
    .replace(/\*/g, LETTERS)
    .replace(/['’]/g, "['’]");
}

/** Whether a word is of a script written without spaces (its `*` prefix aside): it is read without word bounds. */
export const spaceless = (token: string) => SPACELESS.test(token.replace(/^\*+/, ''));

/** The expression of a phrase (see `Words`): its words in order, bounded where letters end. */
export function phraseSource(phrase: string): string {
  const tokens = phrase.trim().split(/\s+/);
  let out = '';
  let prev: string | undefined;
  let gap = false;
  for (const t of tokens) {
    if (t === '…') {
      gap = true;
      continue;
    }
    const open = !spaceless(t) && LETTER_AT_START.test(t) ? WORD_START : '';
    if (prev === undefined) out += open;
    else if (gap) out += (!spaceless(prev) && LETTER_AT_END.test(prev) ? WORD_END : '') + GAP + open;
    // (White space is no letter: a word followed by it needs no bound of its own. Every bound is a Unicode class the
    // engine compiles anew, a large part of the time to build an expression of many phrases.)
    else out += spaceless(prev) && spaceless(t) ? String.raw`\s*` : String.raw`\s+`;
    out += tokenSource(t);
    prev = t;
    gap = false;
  }
  if (gap || prev === undefined) throw new Error(`a phrase does not end with a word: "${phrase}"`);
  if (!spaceless(prev) && LETTER_AT_END.test(prev)) out += WORD_END;
  return out;
}

/** A label's expression: the phrase alone in brackets, "(gifted)", "[Geschenk]", "（提供品）", "【PR品】". */
export function labelSource(label: string): string {
  return String.raw`[(\[（【]\s*` + phraseSource(label) + String.raw`\s*[)\]）】]`;
}

// Words too frequent to be a phrase's hint while it has another: a hint only decides which lines a pattern is tried
// on, and one in most lines ("nous", "from") would try it on most.
const FREQUENT = new Set([
  'from',
  'nous',
  'free',
  'with',
  'this',
  'pelo',
  'pela',
  'para',
  'por',
  'von',
  'van',
  'voor',
  'för',
]);

/**
 * The hint of a phrase: its longest run of literal characters in lower case (a frequent word only when it has no
 * other), which every match of the phrase holds (a `*`, a `…`, a space or an apostrophe ends a run).
 */
export function phraseHint(phrase: string): string {
  const runs = phrase
    .toLowerCase()
    .split(/[\s…*'’]+/)
    .filter(Boolean);
  if (!runs.length) throw new Error(`a phrase has no letters: "${phrase}"`);
  const rare = runs.filter((r) => !FREQUENT.has(r));
  return (rare.length ? rare : runs).reduce((a, b) => (b.length > a.length ? b : a));
}

// Words no language's gift words are read in: a giveaway, a gift card, gift ideas (written in English everywhere).
const EVERY_NOT_GIFT = ['giveaway*', 'give away', 'gift card*', 'gift idea*', 'gift guide*'];
// Credits in English, written in every language's descriptions ("Music provided by Epidemic Sound").
const EVERY_CREDIT = ['music', 'bgm', 'footage', 'b-roll', 'stock footage', 'soundtrack', 'sfx'];

/**
 * The alternation of some expressions, in their order, with the word bounds that open and close most of them written
 * once around each run of branches that share them: `(?<!…)(?:a|b)(?!…)|c` matches what `(?<!…)a(?!…)|(?<!…)b(?!…)|c`
 * does (the same branches tried in the same order, each followed by the same check), but the engine checks the
 * lookbehind once at each position instead of once per branch, sees the branches' first letters, and compiles two
 * Unicode classes instead of two per branch (an alternation of phrases each written with their own bounds ran up to a
 * hundred times slower, and took a third of a second to compile).
 */
export function alternation(sources: string[]): string {
  const out: string[] = [];
  const sharing = (i: number, open: boolean, close: boolean) =>
    i < sources.length && sources[i].startsWith(WORD_START) === open && sources[i].endsWith(WORD_END) === close;
  for (let i = 0; i < sources.length;) {
    const open = sources[i].startsWith(WORD_START);
    const close = sources[i].endsWith(WORD_END);
    const run: string[] = [];
    for (; sharing(i, open, close); i++)
      run.push(sources[i].slice(open ? WORD_START.length : 0, close ? -WORD_END.length : undefined));
    if (!open && !close) out.push(...run);
    else
      out.push((open ? WORD_START : '') + (run.length > 1 ? `(?:${run.join('|')})` : run[0]) + (close ? WORD_END : ''));
  }
  return out.join('|');
}

/** The alternation of some phrases' expressions (see `Words`), in their order. */
export const phrasesSource = (phrases: string[]) => alternation(phrases.map(phraseSource));

/** A lookbehind that leaves out a not-gift word right after a word of its addressee ("para mi abuela"), or nothing. */
export const addressedNot = (addressees: string[]) =>
  addressees.length ? String.raw`(?<!(?<![\p{L}\p{N}])(?:${addressees.join('|')})\s+)` : '';

/**
 * A regular expression built when it is first read. The expressions the words build hold two `\p{…}` classes a phrase
 * (a word's bounds), and building one costs about 0.1 ms a class under the `u` flag: built at load, the languages'
 * expressions took a second or more of every process's start (the CLI's, the API's, each detection thread's), although
 * a text reads only the patterns whose hints it holds, and a process that detects nothing reads none.
 */
function once(build: () => RegExp): () => RegExp {
  let re: RegExp | undefined;
  return () => (re ??= build());
}

/** `target` with `fields`' properties as they are declared: a getter stays a getter (a spread would call it). */
const withFields = <T extends object>(target: T, fields: object): T =>
  Object.defineProperties(target, Object.getOwnPropertyDescriptors(fields));

/** A pattern's words, longest first: at one position the longest phrase is the statement's words. */
const longestFirst = (a: string, b: string) => b.length - a.length;

/**
 * The gift patterns of a language's words: its verbs and nouns, and its labels, grouped by hint (byHint), of kind `gift`
 * (bound to a brand as the hand-written gift patterns are: engine/binding.ts), with the language's credits and
 * exclusions, its hints derived from its words and its words' lines as its examples.
 */
export function giftPatterns(lexicon: LanguageLexicon): Pattern[] {
  const { verbs, nouns = {}, labels = {}, credits = [], notGifts = [], addressees = [] } = lexicon.gift;
  const creditWords = () => phrasesSource([...credits, ...EVERY_CREDIT]);
  // A credit word stands a few words before the gift word, or right before it where words are written without spaces
  // ("映像提供": "この映像は…" some way before is the video itself).
  const reach = Object.keys(verbs).every(spaceless) ? String.raw`[\s:：的の]{0,3}` : String.raw`[^.!?。\n]{0,30}`;
  const notInSentence = once(
    () => new RegExp(addressedNot(addressees) + `(?:${phrasesSource([...notGifts, ...EVERY_NOT_GIFT])})`, 'iu'),
  );
  const creditBefore = once(() => new RegExp(`(?:${creditWords()})${reach}$`, 'iu'));
  // Before an act, the creator as its subject too (GiftWords.ownSubjects): "I put …", "we dropped …".
  const { ownSubjects = [] } = lexicon.gift;
  const actBefore = ownSubjects.length
    ? once(() => new RegExp(`(?:${creditWords()})${reach}$|(?:${phrasesSource(ownSubjects)})\\s+$`, 'iu'))
    : creditBefore;
  const creditAfter = once(() => new RegExp(String.raw`^[\s:：的の]{0,2}(?:${creditWords()})`, 'iu'));
  const exclusions: Partial<Pattern> = {
    get notInSentence() {
      return notInSentence();
    },
    get creditBefore() {
      return creditBefore();
    },
    get creditAfter() {
      return creditAfter();
    },
  };
  return [
    ...byHint({ ...verbs, ...nouns }, phraseSource, 'gift', lexicon, exclusions),
    ...byHint(labels, labelSource, 'gift', lexicon, exclusions),
    ...actsAndCues(
      lexicon,
      withFields(withFields({}, exclusions), {
        get creditBefore() {
          return actBefore();
        },
      }),
    ),
  ];
}

/**
 * The patterns of a language's acts and cues: an act, grouped by hint as the other words are, read as a gift only
 * with a cue a few words before or after it in its sentence (Pattern.near), and tried only on the lines that hold the
 * hint of a cue as well.
 */
function actsAndCues(lexicon: LanguageLexicon, exclusions: Partial<Pattern>): Pattern[] {
  const { acts = {}, cues = {}, cuesAfter = {} } = lexicon.gift;
  if (!Object.keys(acts).length || !Object.keys(cues).length) return [];
  const near = once(() => new RegExp(phrasesSource(Object.keys(cues).sort(longestFirst)), 'giu'));
  const after = Object.keys(cuesAfter).length
    ? once(() => new RegExp(phrasesSource(Object.keys(cuesAfter).sort(longestFirst)), 'giu'))
    : null;
  const requires = [...new Set([...Object.keys(cues), ...Object.keys(cuesAfter)].map(phraseHint))];
  const patterns = byHint(
    acts,
    phraseSource,
    'gift',
    lexicon,
    // withFields, not a spread: a spread would read the exclusions' getters and build their expressions at load.
    withFields(
      withFields(
        {
          get near() {
            return near();
          },
          get nearAfter() {
            return after?.() ?? undefined;
          },
        },
        exclusions,
      ),
      { requires },
    ),
  );
  // A cue's line is an example of the pattern of the act it holds (found when the examples are first read: tests).
  const examples = new Map(patterns.map((p) => [p, [...(p.examples ?? [])]]));
  const assign = once(() => {
    for (const line of [...Object.values(cues), ...Object.values(cuesAfter)]) {
      const p = patterns.find((x) => new RegExp(x.re.source, 'iu').test(line));
      if (!p) throw new Error(`${lexicon.code}: a cue's line holds no act: "${line}"`);
      examples.get(p)!.push(line);
    }
    return /(?:)/;
  });
  for (const p of patterns)
    Object.defineProperty(p, 'examples', {
      get: () => (assign(), examples.get(p)),
      enumerable: true,
      configurable: true,
    });
  return patterns;
}

/**
 * One pattern per hint: the phrases that share a hint in one expression, tried only on the lines that hold it. (One
 * expression of every phrase, tried on a line holding any of their hints, cost the engine more than all the other
 * patterns together: a long alternation whose branches each start with a lookbehind is tried at every position.)
 */
function byHint(
  words: Words,
  source: (phrase: string) => string,
  kind: Pattern['kind'],
  lexicon: LanguageLexicon,
  extra: Partial<Pattern>,
): Pattern[] {
  const groups = new Map<string, string[]>();
  for (const phrase of Object.keys(words).sort(longestFirst)) {
    const hint = phraseHint(phrase);
    groups.set(hint, [...(groups.get(hint) ?? []), phrase]);
  }
  return [...groups].map(([hint, phrases]) => {
    const re = once(() => new RegExp(alternation(phrases.map(source)), 'giu'));
    const pattern: Pattern = {
      get re() {
        return re();
      },
      hints: [hint],
      kind,
      foreign: lexicon.code !== 'en',
      examples: phrases.map((p) => words[p]),
    };
    return withFields(pattern, extra);
  });
}

/**
 * The paid patterns of a language's sponsor words: its phrases and its bracket labels, grouped by hint, of kind `paid`,
 * with the exclusions every sponsor statement has (statements.ts: inquiries, news of a team's sponsor, the audience)
 * and the language's own.
 */
export function paidPatterns(lexicon: LanguageLexicon): Pattern[] {
  if (!lexicon.paid) return [];
  const { phrases, labels = {}, notPaid = [] } = lexicon.paid;
  const notInSentence = once(() => new RegExp(phrasesSource(notPaid), 'iu'));
  const extra: Partial<Pattern> = notPaid.length
    ? {
        get notInSentence() {
          return notInSentence();
        },
      }
    : {};
  return [
    ...byHint(phrases, phraseSource, 'paid', lexicon, extra),
    ...byHint(labels, labelSource, 'paid', lexicon, extra),
  ];
}

/**
 * The pattern of an ad label closing a title or a line after a separator ("Meine Abendroutine | Werbung", "MI RUTINA –
 * Publicidad", "AUTUMN GLAM ~ AD", "… / Anzeige", "… // AD", "… • AD"): the label says the whole video is an ad (docs/detection.md §7). `labels`: the label's spellings, in
 * lower case, each its own hint; `example`: a title that carries it. `capitals`: the label counts only in capitals
 * (English "… | AD": "… Super Bowl Ad" names a commercial), for English's own patterns (not `foreign`).
 */
export function closingAdLabel(labels: string[], example: string, { capitals = false } = {}): Pattern {
  const words = labels.map((l) => (capitals ? l.toUpperCase() : l).replace(SYNTAX, (c) => `\\${c}`)).join('|');
  return {
    re: new RegExp(
      String.raw`(?:\s[|｜\-–—~/•·]{1,2}|[|｜~•·])\s*[^\p{L}\p{N}\s]{0,2}(?:${words})[^\p{L}\p{N}]{0,3}$`,
      capitals ? 'gmu' : 'gimu',
    ),
    hints: labels,
    kind: 'paid',
    foreign: !capitals,
    examples: [example],
  };
}

/** Every pattern a language's words build: its gift words', then its sponsor words'. */
export const languagePatterns = (lexicon: LanguageLexicon): Pattern[] => [
  ...giftPatterns(lexicon),
  ...paidPatterns(lexicon),
];
