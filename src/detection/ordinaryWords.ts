// Brand names that are ordinary words in the languages the engine reads (docs/detection.md §2, §1p): the words of
// other languages a catalog name may be ("nos", French and Spanish for "our", is also the Portuguese telecom NOS),
// and the two shapes in which a capitalised ordinary word is still no brand: after a possessive ("Unser Partner für
// diese Folge", "our Partner") and as the first word of a longer proper name ("Nova Reyes" the singer). Data and small predicates only; `catalog.ts` asks them for names that must be capitalised to count.
import { fold } from './nameForms.js';

/**
 * Function words of French, Spanish, Portuguese, Italian, German and Dutch that a catalog name may spell, and the
 * everyday words of those languages a catalog name is ("claro", clear or of course, is the telecom Claro): a name
 * made of them counts only capitalised, as English ordinary words do ("nos chroniqueurs" names no NOS, "para que
 * quede claro" no Claro; "gratis", free, the Turkish store Gratis; "subito", at once, the Italian marketplace Subito;
 * "paris", French for bets, the Chilean department store Paris: "partenaire paris sportifs"; "robi", Polish for
 * "does", the Bangladeshi telecom Robi).
 */
export const ORDINARY_WORDS_WORLD: Set<string> = new Set(
  `
  nos vos notre votre mon ton son mes tes ses leur leurs les des une sur sous chez avec sans pour mais donc
  nuestro nuestra nuestros nuestras mis tus sus con sin por para pero muy todo todos
  nosso nossa nossos nossas meu minha seu sua com sem mas
  nostro nostra nostri mio mia suo sua con senza per
  unser unsere mein meine dein deine euer eure sein seine ihr ihre mit ohne und oder aber
  onze ons mijn jouw zijn haar met zonder
  claro gratis subito mec bata paris vivo ingresso prima costa
  robi
  `
    .split(/\s+/)
    .filter((w) => w),
);

// Catalog names that are a verb of Hinglish, and the words that follow that verb: "Bata dein", "bata doon", "bata raha
// hoon" (tell) name no Bata; "Bata ke shoes", "Bata se liye" (a case ending after it) still do.
const VERB_AND_AUXILIARY: Record<string, RegExp> = {
  bata: /^ (?:de|dein|dena|deta|deti|dete|diya|diye|di|do|doon|dun|du|dunga|dungi|denge|raha|rahi|rahe|rha|rhi|chuka|chuki|chuke|sakta|sakti|sakte)(?![\p{L}\p{N}])/iu,
};

/** Whether a one-word name is the Hinglish verb it spells, told by the word after it ("Bata dein:"). */
export function isVerbBeforeAuxiliary(word: string, text: string, end: number): boolean {
  return VERB_AND_AUXILIARY[word]?.test(text.slice(end, end + 12)) ?? false;
}

// Possessive determiners of the same languages and English: "our Partner", "Unser Partner", "notre Partenaire".
const POSSESSIVE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:my|our|your|their|his|her|mein(?:e[mnrs]?)?|unser(?:e[mnrs]?)?|dein(?:e[mnrs]?)?|` +
    String.raw`eure?[mnrs]?|ihre?[mnrs]?|mon|ma|mes|notre|nos|votre|vos|mi|mis|nuestr[oa]s?|tus?|sus?|` +
    String.raw`meu|minha|nossa|nosso|il mio|la mia|il nostro|la nostra|mijn|onze)\s+$`,
  'iu',
);

// A German preposition fused with its article ("zum", "beim"): what follows is a common noun ("Infos zum Partner").
const FUSED_ARTICLE = /(?<![\p{L}\p{N}])(?:zum|zur|beim|vom)\s+$/iu;

// What the creator holds of a brand, after the name: "my Ledger referral code", "our Target affiliate link", "my Chime
// invite link", "my Ring promo code", "my Uber code KAVERI150" (a bare "code" with the code in capitals after it): after
// the possessive the name is the brand whose code or link it is.
const CODE_OR_LINK_AFTER =
  /^\s+(?:referral|affiliate|promo|discount|coupon|invite|invitation|ref|partner|creator)\s+(?:codes?|links?|urls?)(?![\p{L}\p{N}])/iu;
const BARE_CODE_AFTER = /^\s+[Cc]odes?:?\s+[\p{Lu}\d]*\p{Lu}[\p{Lu}\d]{2,}(?![\p{L}\p{N}])/u;

/** Whether a name after a possessive is followed by its referral, affiliate or promo code or link ("my Ledger referral code"). */
export function codeOrLinkAfter(text: string, end: number): boolean {
  const after = text.slice(end, end + 40);
  return CODE_OR_LINK_AFTER.test(after) || BARE_CODE_AFTER.test(after);
}

/**
 * A name right after a possessive ("Unser Partner", "our Partner") or a German preposition fused with its article
 * ("Infos zum Partner", "beim Partner") is the common noun, not the brand.
 */
export function followsPossessive(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 20), start);
  return POSSESSIVE.test(before) || FUSED_ARTICLE.test(before);
}

/**
 * A name joined by a hyphen into a compound is a word of that compound, not the brand: as its head, after the word it
 * qualifies ("Premium-Partner", "Werbe-Partner"), or, a word of another language's everyday vocabulary, before it
 * ("Gratis-Testgerät", "Gratis-Versand"). A brand that is an English word still qualifies a compound ("Audible-Abo").
 */
export function inCompound(text: string, start: number, end: number, name: string): boolean {
  if (/[\p{L}\p{N}]-$/u.test(text.slice(Math.max(0, start - 2), start))) return true;
  return ORDINARY_WORDS_WORLD.has(name) && /^-\p{L}/u.test(text.slice(end, end + 2));
}

// A capitalised word (a capital then lower-case letters) right after the name, one space apart on its line.
const NEXT_PROPER_WORD = /^ (\p{Lu}\p{Ll}+)(?![\p{L}\p{N}])/u;

// The markets a brand's arm is named for after the brand's name ("Sigma America", "Nova Canada", "Lumora Europe"): the
// brand, not the head of a longer proper name.
// Written with or without its accents ("Six Flags México", "Lumora España", "Nova Perú").
const REGION_WORDS = new Set(
  `america americas canada europe asia africa australia india japan korea china ireland germany france italy spain mexico
  brazil brasil nordic nordics benelux deutschland espana italia nederland polska singapore malaysia philippines indonesia
  thailand vietnam turkey pakistan nigeria kenya egypt arabia emirates latam emea apac colombia chile peru argentina
  ecuador uruguay paraguay bolivia venezuela latinoamerica portugal belgique belgie schweiz suisse osterreich austria
  sverige norge danmark suomi turkiye uk usa россия украина казахстан viet hong saudi taiwan uae ksa nz mena`
    .split(/\s+/)
    .filter((w) => w),
);

/** Whether a capitalised word after a name names a market the brand's arm serves ("America" in "Sigma America"). */
export function isRegionWord(word: string): boolean {
  return REGION_WORDS.has(fold(word).toLowerCase());
}

/**
 * The capitalised word right after a name ("Reyes" after "Nova"), or null. A capitalised ordinary word followed by a
 * proper name is the head of a longer name ("Nova Reyes" the singer), not the brand; followed by an ordinary word it
 * may be the brand and its product ("Glossier Stretch Concealer", "Too Faced Born This Way"): `catalog.ts` tells.
 */
export function nextCapitalisedWord(text: string, end: number): string | null {
  return NEXT_PROPER_WORD.exec(text.slice(end, end + 40))?.[1] ?? null;
}

// A determiner, one to three capitalised words and a space right before a name: "the Money " before "Makeover",
// "their Complete Fermentation " before "Kit", "a ComFiTec " before "Plus", "son GO Expert " before "Plus" (French,
// Spanish, Portuguese, Italian and German determiners too); a title's small word may follow each ("Our Learn to "
// before "Ring": the series, not the doorbell).
// (Case-sensitive: under the i flag \p{Lu} would take "team at " for capitalised words.)
const DETERMINER_AND_PROPER_WORD =
  /(?<![\p{L}\p{N}])(?:[Tt]he|[Aa]n?|[Oo]ur|[Mm]y|[Tt]his|[Tt]heir|[Hh]is|[Hh]er|[Ii]ts|[Yy]our|[Ll]e|[Uu]ne?|[Ss]on|[Ss]a|[Mm]on|[Mm]a|[Nn]otre|[Ll]eur|[Cc]e|[Cc]ette|[Ee]l|[Ss]u|[Mm]i|[Ss]eu|[Ss]ua|[Mm]eu|[Mm]inha|[Ii]l|[Ss]uo|[Ss]ua|[Mm]io|[Dd]er|[Dd]ie|[Dd]as|[Dd]en|[Dd]em|[Ee]in|[Ee]ine[nm]?|[Ss]eine?[nm]?|[Mm]eine?[nm]?|[Uu]nser(?:e[nm]?)?)(?: \p{Lu}[\p{L}\p{N}'’-]*(?: (?:to|of|the|and|in|on|for|a))?){1,3} $/u;

/**
 * Whether a one-word ordinary name ends a capitalised name inside a sentence ("The Money Makeover series": "Makeover"
 * is the show's, not Make Over; "their Complete Fermentation Kit"): a determiner and capitalised words stand right before it, and the word after it is
 * not capitalised ("Spring Capsule Wardrobe With Old Navy" and "Try Honey at checkout" keep their brands).
 */
export function endsCapitalisedRun(text: string, start: number, end: number): boolean {
  return (
    DETERMINER_AND_PROPER_WORD.test(text.slice(Math.max(0, start - 40), start)) &&
    !/^ \p{Lu}/u.test(text.slice(end, end + 2))
  );
}

// A word in lower case and a capitalised word right before a name, one space apart: "o quadro Casa " before "Nova".
const LOWER_WORD_AND_PROPER_WORD = /(?<![\p{L}\p{N}])\p{Ll}+ \p{Lu}\p{Ll}+ $/u;

/**
 * Whether a one-word ordinary name is the second word of a capitalised name inside a sentence ("o quadro Casa Nova é
 * …", "a team from Villa Nova won"): a word in lower case, then a capitalised word, stand right before it, and the word
 * after it is not capitalised. In languages whose adjectives follow the noun a proper name's second word is an
 * everyday word ("Casa Nova", "Vila Nova", "Lua Nova"); at a sentence's start ("Nova sent me …") or after a
 * capitalised run ("Thanks Lumora Nova") the name stands.
 */
export function secondWordOfName(text: string, start: number, end: number): boolean {
  return (
    LOWER_WORD_AND_PROPER_WORD.test(text.slice(Math.max(0, start - 40), start)) &&
    !/^ \p{Lu}/u.test(text.slice(end, end + 2))
  );
}

// The first words of places named in two words whose second word a catalog name may be ("Hong Kong" and KONG).
const PLACE_HEAD_BEFORE = /(?<![\p{L}\p{N}])(?:Hong|Sri|Costa|Puerto|Kuala|Abu|Los|Las|San)\s$/u;

/** Whether a name follows the first word of a two-word place's name ("Kong" in "Garmin Hong Kong"). */
export function endsPlaceHead(text: string, start: number): boolean {
  return PLACE_HEAD_BEFORE.test(text.slice(Math.max(0, start - 8), start));
}

// Number words a catalog name may be ("Three", the UK operator three.co.uk), and the words a number counts.
const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve twenty hundred thousand million'.split(' '),
);
const COUNTED = new Set(
  `more of seconds minutes hours days nights weeks months years decades times things ways steps tips reasons people
  kids children men women friends guys girls boys items products pieces pairs colours colors shades looks outfits
  recipes games rounds levels episodes videos parts stars points goals dollars pounds euros bucks grand`
    .split(/\s+/)
    .filter((w) => w),
);

/**
 * Whether a name that is a number word counts the word after it ("it took us THREE DAYS", "Three days later", "Three
 * things I learned"): the number, not the brand ("Three UK", "Three sent me the phone", "Three's network" and "on
 * Three" are the brand).
 */
export function countsAWord(name: string, text: string, end: number): boolean {
  if (!NUMBER_WORDS.has(name.toLowerCase())) return false;
  const next = NEXT_WORD.exec(text.slice(end, end + 40))?.[1];
  return next !== undefined && COUNTED.has(next.toLowerCase());
}

// Country codes of markets whose language is not English: a brand whose every domain is under one of them is that
// market's ("free.fr", "orange.ro", "alternate.de"), and its name, where it is an English word, is prose in English.
const NON_ENGLISH_MARKETS = new Set(
  `fr de at ch es mx ar cl co pe it pt br ro cz sk pl hu gr tr ru ua by kz jp kr cn tw nl be se dk no fi is ee lv lt
  si hr rs ba bg id vn th`
    .split(/\s+/)
    .filter((w) => w),
);

/** Whether a brand's every domain is under the country code of a market whose language is not English. */
export function homeMarketNotEnglish(domains: string[]): boolean {
  return domains.length > 0 && domains.every((d) => NON_ENGLISH_MARKETS.has(d.split('.').pop()!.toLowerCase()));
}

// The start of a sentence before a word: its line's start, or the end of a sentence, with only marks, bullets or
// emoji between.
const SENTENCE_START_BEFORE = /(?:^|[.!?:;]\s)[^\p{L}\p{N}]*$/u;
// The next word on the line, one space apart.
const NEXT_WORD = /^ (\p{L}+)/u;

/**
 * A name that is an English word, capitalised only because it starts a sentence and read on as English with the
 * word after it ("Free classes ke liye app download karo"): the capital is the sentence's, the phrase is English.
 * `isOrdinary` tells an ordinary word (catalog.ts's vocabulary).
 */
export function startsEnglishPhrase(
  text: string,
  start: number,
  end: number,
  isOrdinary: (word: string) => boolean,
): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (!SENTENCE_START_BEFORE.test(text.slice(lineStart, start))) return false;
  const next = NEXT_WORD.exec(text.slice(end, end + 40))?.[1];
  return !!next && next.length >= 3 && next === next.toLowerCase() && isOrdinary(next);
}

const PREVIOUS_WORD = /([\p{L}'’]+)[\s,]*$/u;

/**
 * A name that is an English word, written in capitals for emphasis between two English words in lower case ("Get your
 * first month FREE (just pay shipping)"): the word shouted, not the brand.
 */
export function shoutedInEnglish(
  text: string,
  start: number,
  end: number,
  isOrdinary: (word: string) => boolean,
): boolean {
  const spelled = text.slice(start, end);
  if (spelled.length < 3 || spelled !== spelled.toUpperCase() || spelled === spelled.toLowerCase()) return false;
  const before = PREVIOUS_WORD.exec(text.slice(Math.max(0, start - 40), start))?.[1];
  const next = /^[\s(,–—-]*([\p{L}'’]+)/u.exec(text.slice(end, end + 40))?.[1];
  const english = (w: string | undefined) => !!w && w.length >= 2 && w === w.toLowerCase() && isOrdinary(w);
  return english(before) && english(next);
}

// The objects an imperative verb takes right after it: "Grab one", "Chase the dream", "Ring the bell", "Wish you luck".
const OBJECTS = new Set('one it them yours a an the your some this these that those you'.split(' '));

/**
 * A name that is an English verb, capitalised only because it starts a sentence and followed by its object ("Grab one
 * at dbrand.com", "Ring the bell", "Wish you all a merry Christmas"): an imperative, not the brand ("Grab sponsored
 * this video", "Ring sent me a doorbell" are the brand).
 */
export function startsImperative(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (!SENTENCE_START_BEFORE.test(text.slice(lineStart, start))) return false;
  const next = NEXT_WORD.exec(text.slice(end, end + 40))?.[1];
  return next !== undefined && OBJECTS.has(next);
}
