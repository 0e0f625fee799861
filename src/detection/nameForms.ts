// The forms a catalog name takes in running text besides its own spelling (docs/detection.md, section 2, "Names in
// other scripts and in other cases"): a case ending glued after it ("Alzáról", "Тинькоффа", "Trendyoldan"), a Korean
// particle ("쿠팡에서"), a Hebrew or Arabic clitic before it ("מאמזון", "بأمازون"), and a name inside a run of a
// script written without spaces ("ユニクロの", "感谢京东赞助", "ซื้อที่ลาซาด้า"). The lists are data (`nameEndings.ts`);
// the catalog (catalog.ts, byName) asks these helpers only for words no name spells as they stand.
import {
  CASE_ENDINGS,
  DECLINED_NAME_WORDS,
  HAN_AFTER_NAME,
  HAN_BEFORE_NAME,
  KOREAN_PARTICLES,
  NAME_DOUBLING,
  PREFIX_CLITICS,
  type CaseEndings,
} from './nameEndings.js';

/** A name shorter than this takes no glued ending: "Kia" + "n", "МТС" + "е" would be too many other words. */
const MIN_INFLECTED_NAME = 4;
/** How many first letters of a name, or of its stem without a dropped ending, a word must share to be looked at. */
const HEAD = 4;
/** A name followed by a one-letter ending is longer still in Latin letters ("Dell" + "a" is a first name). */
const MIN_LATIN_NAME_ONE_LETTER = 5;

type InflectingScript = CaseEndings['script'];

const SCRIPT_OF: [RegExp, InflectingScript][] = [
  [/^\p{Script=Latin}/u, 'Latin'],
  [/^\p{Script=Cyrillic}/u, 'Cyrillic'],
  [/^\p{Script=Greek}/u, 'Greek'],
  [/^\p{Script=Bengali}/u, 'Bengali'],
];

function inflectingScript(word: string): InflectingScript | null {
  for (const [re, s] of SCRIPT_OF) if (re.test(word)) return s;
  return null;
}

/**
 * A word without its accents and diacritics (á → a, ő → o, ё → е, ά → α), but for the breve that makes a letter of
 * its own (й, ğ): endings and names are compared so, and a Hungarian name's lengthened vowel ("Alzá-") is the name.
 */
export const fold = (s: string): string =>
  /[^\u0000-\u007f]/.test(s)
    ? s
        .normalize('NFD')
        .replace(/[\u0300-\u0305\u0307-\u036f]/g, '')
        .normalize('NFC')
    : s;

/** The endings of each script, without accents, to the languages that write them. */
const ENDINGS_BY_SCRIPT = new Map<InflectingScript, Map<string, CaseEndings[]>>();
let LONGEST_ENDING = 0;
for (const lang of CASE_ENDINGS) {
  const byEnding = ENDINGS_BY_SCRIPT.get(lang.script) ?? new Map<string, CaseEndings[]>();
  for (const e of lang.endings) {
    const f = fold(e);
    const list = byEnding.get(f) ?? [];
    if (!list.includes(lang)) list.push(lang);
    byEnding.set(f, list);
    LONGEST_ENDING = Math.max(LONGEST_ENDING, f.length);
  }
  ENDINGS_BY_SCRIPT.set(lang.script, byEnding);
}
const DOUBLING_LANGUAGE = CASE_ENDINGS.find((l) => l.language === NAME_DOUBLING.language)!;

/**
 * Names by the stems their inflected forms start with: the name itself ("telekom" in "telekomtól") and the name
 * without the final letters a language drops ("biedronk" in "biedronki", "лент" in "ленты"). Holds the words of
 * catalog names (lower case) in the scripts that decline them.
 */
export class InflectionIndex {
  private readonly whole = new Map<string, string[]>();
  private readonly dropped = new Map<string, { name: string; folded: string }[]>();
  /**
   * The first four letters of every name and stem, as written and without accents: most words share them with none
   * and are done with before any folding.
   */
  private readonly heads = new Set<string>();

  add(word: string): void {
    const script = inflectingScript(word);
    if (!script) return;
    const folded = fold(word);
    if ([...folded].length < MIN_INFLECTED_NAME) return;
    this.heads.add(folded.slice(0, HEAD));
    this.heads.add(word.slice(0, HEAD));
    const whole = this.whole.get(folded) ?? [];
    if (!whole.includes(word)) whole.push(word);
    this.whole.set(folded, whole);
    for (const lang of CASE_ENDINGS) {
      if (lang.script !== script || !lang.drop) continue;
      const stem = folded.replace(lang.drop, '');
      if (stem === folded || stem.length < HEAD) continue;
      const list = this.dropped.get(stem) ?? [];
      if (!list.some((d) => d.name === word)) list.push({ name: word, folded });
      this.dropped.set(stem, list);
    }
  }

  /** Whether a word starts as some name does: the cheap question `find` asks first, which most words fail. */
  private mayInflect(word: string): boolean {
    if (word.length <= HEAD) return false;
    const head = word.slice(0, HEAD);
    // A Hungarian name lengthens its last vowel ("Alza" → "Alzáról"): the head without accents may be the name's.
    return this.heads.has(head) || (/[^\u0000-\u007f]/.test(head) && this.heads.has(fold(head)));
  }

  /**
   * The names (as added) a word writes with a case ending of a language the line is in ("telekomtól" → "telekom",
   * "тинькоффа" → "тинькофф"; "prismasta" only on a line with ä or ö, the letters of Finnish, and without the ü or
   * ß of German). `line` is read only when an ending fits.
   */
  find(word: string, line: () => string, before: () => string = () => ''): string[] {
    if (!this.mayInflect(word)) return [];
    const f = fold(word);
    const script = inflectingScript(word);
    if (!script) return [];
    const endings = ENDINGS_BY_SCRIPT.get(script)!;
    const out: string[] = [];
    let lineText: string | undefined;
    // An ending of three letters or more is its language's own ("-ról", "-lta", "-dan"); a shorter one ("-n", "-t",
    // "-de") counts on a line that shows its language's letters.
    // A line that shows letters the language never writes is not in it (notLetters), whatever the ending's length
    // (German "zurück nach Schwalbach" holds no Polish "-ach").
    const shows = (lang: CaseEndings, n: number) =>
      (n > 2 || !lang.letters || lang.letters.test((lineText ??= line()))) &&
      !lang.notLetters?.test((lineText ??= line()));
    const minOneLetter = script === 'Latin' ? MIN_LATIN_NAME_ONE_LETTER : MIN_INFLECTED_NAME;
    // The word right before, when a language's preposition may govern the case ("w Lidlu").
    let previous: string | undefined;
    const governs = (lang: CaseEndings) =>
      !!lang.governedBy?.includes((previous ??= (/(\p{L}+)\s+$/u.exec(before())?.[1] ?? '').toLowerCase()));
    for (let n = 1; n <= LONGEST_ENDING && f.length - n >= 3; n++) {
      const langs = endings.get(f.slice(-n));
      if (!langs) continue;
      const stem = f.slice(0, -n);
      for (const name of this.whole.get(stem) ?? []) {
        const short = n === 1 && stem.length < minOneLetter;
        if (langs.some((l) => (!short || governs(l)) && shows(l, n)) && !out.includes(name)) out.push(name);
      }
      for (const d of this.dropped.get(stem) ?? []) {
        if (n === 1 && d.folded.length < minOneLetter) continue;
        const ok = langs.some((l) => l.drop && d.folded.replace(l.drop, '') === stem && shows(l, n));
        if (ok && !out.includes(d.name)) out.push(d.name);
      }
    }
    // Hungarian -val/-vel doubles a final consonant: "telekommal", "samsunggal".
    if (script === 'Latin' && f.length > 6 && NAME_DOUBLING.endings.includes(f.slice(-2)) && f.at(-3) === f.at(-4)) {
      for (const name of this.whole.get(f.slice(0, -3)) ?? [])
        if (shows(DOUBLING_LANGUAGE, 3) && !out.includes(name)) out.push(name);
    }
    return out;
  }
}

const DECLINED_ENDINGS = new Set(DECLINED_NAME_WORDS.endings.map(fold));
/** The shortest stem a declined word of a name keeps: "мир" (of "Детский мир") declines, "ТВ" does not. */
const MIN_DECLINED_STEM = 3;

/**
 * The stem every case of a word of a name of several words starts with (DECLINED_NAME_WORDS): "детский" → "детск",
 * "колёса" → "колес"; null for a word in another script or too short to decline.
 */
export function declinedStem(word: string): string | null {
  if (!/^\p{Script=Cyrillic}/u.test(word)) return null;
  const f = fold(word);
  const stem = f.replace(DECLINED_NAME_WORDS.drop, '');
  return [...stem].length >= MIN_DECLINED_STEM ? stem : null;
}

/** The stems a Cyrillic word may be a case of: the word without each ending it may carry, and the word itself. */
export function declinedStemsOf(word: string): string[] {
  if (!/^\p{Script=Cyrillic}/u.test(word)) return [];
  const f = fold(word);
  const out = [f];
  for (let n = 1; n <= 3 && f.length - n >= MIN_DECLINED_STEM; n++)
    if (DECLINED_ENDINGS.has(f.slice(-n))) out.push(f.slice(0, -n));
  return out;
}

/** Whether `word` (lower case) is the word `nameWord` of a name of several words in some case ("мира" of "мир"). */
export function isDeclinedForm(word: string, nameWord: string): boolean {
  if (word === nameWord) return true;
  const stem = declinedStem(nameWord);
  if (!stem) return false;
  const f = fold(word);
  return f.startsWith(stem) && (f.length === stem.length || DECLINED_ENDINGS.has(f.slice(stem.length)));
}

const PARTICLES = new Set(KOREAN_PARTICLES);
const LONGEST_PARTICLE = Math.max(...KOREAN_PARTICLES.map((p) => p.length));
const ALL_HANGUL = /^\p{Script=Hangul}+$/u;

/** A Hangul word's stems before a glued particle, longest first ("쿠팡이츠에서" → "쿠팡이츠"; "티몬이" → "티몬"). */
export function stemsBeforeParticle(word: string): string[] {
  const out: string[] = [];
  for (let n = 1; n <= LONGEST_PARTICLE && word.length - n >= 2; n++) {
    const stem = word.slice(0, -n);
    if (PARTICLES.has(word.slice(-n)) && ALL_HANGUL.test(stem)) out.push(stem);
  }
  return out;
}

const CLITICS = PREFIX_CLITICS.map((c) => ({
  script: new RegExp(`^\\p{Script=${c.script}}`, 'u'),
  clitics: [...c.clitics].sort((a, b) => b.length - a.length),
}));

/** A Hebrew or Arabic word's stems after a glued clitic ("מאמזון" → "אמזון"), names of three letters or more. */
export function stemsAfterClitic(word: string): string[] {
  const c = CLITICS.find((x) => x.script.test(word));
  if (!c) return [];
  return c.clitics.filter((p) => word.startsWith(p) && word.length - p.length >= 3).map((p) => word.slice(p.length));
}

// Scripts written without spaces whose names are looked for inside runs of letters: Han, kana, Thai. (Korean writes
// spaces between words: its names are words, with their particles.)
const HAN = /\p{Script=Han}/u;
const KANA_OR_MARK = /[\p{Script=Katakana}ー・]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const IN_RUN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}ー]/u;

/** Whether an alias is looked for inside runs of a script written without spaces (it starts and ends in one). */
export const foundInRuns = (alias: string): boolean => IN_RUN.test(alias) && IN_RUN.test(alias.at(-1)!);

/**
 * Names written in Han, kana or Thai, found inside a run of such letters: a katakana name ends where katakana
 * ends ("ユニクロの", not "アップルパイ"); a name of two Chinese characters beside other characters only when they
 * are words that stand next to names (HAN_BEFORE_NAME, HAN_AFTER_NAME; none in Japanese text, where "楽天的" is an
 * adjective); longer Han names and Thai names of four letters or more anywhere in the run.
 */
export class RunNames<T> {
  private readonly byFirst = new Map<string, { alias: string; value: T }[]>();

  add(alias: string, value: T): void {
    // One character is a word of its own anywhere; Thai and hiragana have no boundary to ask for but the length.
    const length = [...alias].length;
    if (length < 2 || (length < 4 && !/[\p{Script=Han}\p{Script=Katakana}]/u.test(alias))) return;
    const list = this.byFirst.get(alias[0]) ?? [];
    if (!list.some((x) => x.alias === alias && x.value === value)) list.push({ alias, value });
    list.sort((a, b) => b.alias.length - a.alias.length);
    this.byFirst.set(alias[0], list);
  }

  get size(): number {
    return this.byFirst.size;
  }

  /** The names in a run, left to right, longest first at a position, without overlaps. */
  find(run: string): { index: number; end: number; value: T }[] {
    const out: { index: number; end: number; value: T }[] = [];
    let japanese: boolean | undefined;
    const isJapanese = () => (japanese ??= KANA.test(run));
    for (let i = 0; i < run.length;) {
      const candidates = this.byFirst.get(run[i]);
      let hit: { alias: string; value: T } | undefined;
      // A loop, not a callback per letter: every run of every text in these scripts passes here.
      if (candidates)
        for (const c of candidates)
          if (run.startsWith(c.alias, i) && standsInRun(run, i, c.alias, isJapanese)) {
            hit = c;
            break;
          }
      if (hit) {
        out.push({ index: i, end: i + hit.alias.length, value: hit.value });
        i += hit.alias.length;
      } else i++;
    }
    return out;
  }
}

/**
 * Whether an alias found at `i` in a run of Han, kana or Thai letters is a word of the run rather than part of a
 * longer one (see RunNames). `japanese`: the run has kana, so its Han characters make words with their neighbours.
 */
export function standsInRun(run: string, i: number, alias: string, japanese: () => boolean): boolean {
  const before = i > 0 ? run[i - 1] : '';
  const after = run[i + alias.length] ?? '';
  if (KANA_OR_MARK.test(alias[0]) && before && KANA_OR_MARK.test(before)) return false;
  if (KANA_OR_MARK.test(alias.at(-1)!) && after && KANA_OR_MARK.test(after)) return false;
  if (HAN.test(alias) && [...alias].length === 2) {
    const ok = (c: string, words: Set<string>) => !c || !HAN.test(c) || (!japanese() && words.has(c));
    if (!ok(before, HAN_BEFORE_NAME) || !ok(after, HAN_AFTER_NAME)) return false;
  }
  return true;
}

/** Whether a run of letters has kana: Japanese, where two Han characters beside others make a word of their own. */
export const hasKana = (run: string): boolean => KANA.test(run);
