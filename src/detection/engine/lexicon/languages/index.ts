// Every language's lexicon module, and the statement patterns they make: each module's hand-written patterns, then
// the patterns its gift and sponsor words build (words.ts).
import type { Pattern } from '../../types.js';
import { ARABIC } from './ar.js';
import { BENGALI } from './bn.js';
import { CZECH } from './cs.js';
import { DANISH } from './da.js';
import { GERMAN } from './de.js';
import { GREEK } from './el.js';
import { ENGLISH } from './en.js';
import { SPANISH } from './es.js';
import { FINNISH } from './fi.js';
import { FRENCH } from './fr.js';
import { HEBREW } from './he.js';
import { HINDI } from './hi.js';
import { HUNGARIAN } from './hu.js';
import { INDONESIAN } from './id.js';
import { ITALIAN } from './it.js';
import { JAPANESE } from './ja.js';
import { KOREAN } from './ko.js';
import { MALAY } from './ms.js';
import { DUTCH } from './nl.js';
import { NORWEGIAN } from './no.js';
import { POLISH } from './pl.js';
import { PORTUGUESE } from './pt.js';
import { ROMANIAN } from './ro.js';
import { RUSSIAN } from './ru.js';
import { SLOVAK } from './sk.js';
import { SWEDISH } from './sv.js';
import { TAMIL } from './ta.js';
import { TELUGU } from './te.js';
import { THAI } from './th.js';
import { FILIPINO } from './tl.js';
import { TURKISH } from './tr.js';
import { UKRAINIAN } from './uk.js';
import { URDU } from './ur.js';
import { VIETNAMESE } from './vi.js';
import { CHINESE } from './zh.js';
import { languagePatterns, type LanguageLexicon } from './words.js';

export const LANGUAGES: LanguageLexicon[] = [
  ENGLISH,
  GERMAN,
  FRENCH,
  SPANISH,
  PORTUGUESE,
  ITALIAN,
  DUTCH,
  SWEDISH,
  DANISH,
  NORWEGIAN,
  FINNISH,
  POLISH,
  CZECH,
  SLOVAK,
  HUNGARIAN,
  ROMANIAN,
  GREEK,
  TURKISH,
  RUSSIAN,
  UKRAINIAN,
  ARABIC,
  HEBREW,
  HINDI,
  BENGALI,
  URDU,
  TELUGU,
  TAMIL,
  INDONESIAN,
  MALAY,
  VIETNAMESE,
  THAI,
  FILIPINO,
  JAPANESE,
  KOREAN,
  CHINESE,
];

/** The languages' patterns, in the order of LANGUAGES: each one's hand-written patterns, then its built ones. */
export const LANGUAGE_PATTERNS: Pattern[] = LANGUAGES.flatMap((l) => [...(l.patterns ?? []), ...languagePatterns(l)]);
