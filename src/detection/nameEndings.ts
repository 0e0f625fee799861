// The endings, particles and clitics languages glue to a name, as data (docs/detection.md, section 2, "Names in
// other scripts and in other cases"): Hungarian "Alzáról", Finnish "Elisalta", Turkish "Trendyoldan", Russian
// "Тинькоффа", Korean "쿠팡에서", Hebrew "מאמזון". Lists per language, never per brand; `nameForms.ts` reads them.

/**
 * Case endings a language writes glued after a name, with the letters that tell a line is in that language (a line
 * in Latin letters says its language only by them: "Samsungot" counts on a line that shows á or ő; an ending of three
 * letters or more, "-tól", "-lta", "-dan", is its language's own). The letters are the language's own where its
 * neighbours share some (Turkish ı, ş, ğ, not the ç, ö, ü of French and German; Czech ř, ě, ů, not the acutes of
 * Spanish). `drop`:
 * the final letters a name loses before an ending ("Biedronka" → "Biedronki", "Лента" → "Ленты",
 * "Κωτσόβολος" → "Κωτσόβολου"). Endings are compared without accents, as the names are.
 */
export interface CaseEndings {
  language: string;
  script: 'Latin' | 'Cyrillic' | 'Greek' | 'Bengali';
  /** Letters a line in the language shows (Latin script only: other scripts name their languages themselves). */
  letters?: RegExp;
  /**
   * Letters the language never writes and a neighbour sharing its letters does (Latin script only): a line that shows
   * one is not in the language, whatever else it shows (German "zurück" beside "Eröffnungsspiel" is no Finnish line).
   */
  notLetters?: RegExp;
  endings: string[];
  drop?: RegExp;
  /**
   * Prepositions that govern a case right before a name: after one of them a one-letter ending counts on a
   * four-letter name as well ("w Lidlu", "z Lidla", "do Lidla"), which alone is too often another word ("Della").
   */
  governedBy?: string[];
}

const words = (s: string) => s.trim().split(/\s+/);

export const CASE_ENDINGS: CaseEndings[] = [
  {
    // Hungarian: -ról/-ről "from (off)", -tól/-től "from", -ból/-ből "out of", -nál/-nél "at", -hoz/-hez/-höz "to",
    // -val/-vel "with" (after a consonant it doubles it: "Telekommal", NAME_DOUBLING), -ban/-ben, -ba/-be, -ra/-re,
    // -on/-en/-ön/-n "on", -nak/-nek, -t/-ot/-et/-at/-öt (object), -ért, -ig, -ként. A final a/e lengthens to á/é
    // ("Alza" → "Alzáról"): without accents it is the name again.
    language: 'hu',
    script: 'Latin',
    letters: /[áéíóőúű]/i,
    endings:
      words(`ról ről tól től ból ből nál nél hoz hez höz val vel ban ben ba be ra re on en ön n nak nek t ot et at
      öt ért ig ként`),
  },
  {
    // Finnish: -lta/-ltä "from", -sta/-stä "out of", -lla/-llä "at", -lle "to", -ssa/-ssä "in", -n (genitive),
    // -a/-ä/-ta/-tä (partitive), vowel + n (illative), -ksi, -na/-nä; a foreign name ending in a consonant takes an i
    // before them ("Lidlistä", "Applelta" aside).
    language: 'fi',
    script: 'Latin',
    letters: /[äöå]/i,
    // German and Swedish share ä and ö; German writes ü and ß, which Finnish never does.
    notLetters: /[üß]/i,
    endings: words(`lta ltä sta stä lla llä lle ssa ssä n a ä ta tä aan een iin oon uun yyn ään öön ksi na nä ista istä
      ilta iltä ille illa illä issa issä ia iä iksi`),
  },
  {
    // Estonian: -lt "from", -st "out of", -le "to", -l "at", -s "in", -sse "into", -ga "with", -ks, -ni, -na, -ta,
    // -t, -i, -d; a foreign name ending in a consonant takes an i ("Boltist", "Boltiga").
    language: 'et',
    script: 'Latin',
    letters: /[õ]/i,
    endings: words(`lt st le l s sse ga ks ni na ta t i d ilt ist ile il is isse iga iks`),
  },
  {
    // Turkish, when the apostrophe is left out ("Trendyoldan", "Getirde"): -dan/-den/-tan/-ten "from",
    // -da/-de/-ta/-te "at", -a/-e/-ya/-ye "to", -ı/-i/-u/-ü/-yı/-yi/-yu/-yü (object), -ın/-in/-un/-ün/-nın/-nin/-nun/
    // -nün "of", -la/-le/-yla/-yle "with", -ca/-ce/-ça/-çe. With the apostrophe the ending is a word of its own.
    language: 'tr',
    script: 'Latin',
    letters: /[ğĞışŞİ]/,
    endings: words(`dan den tan ten da de ta te a e ya ye ı i u ü yı yi yu yü ın in un ün nın nin nun nün la le yla yle
      ca ce ça çe`),
  },
  {
    // Polish: -a/-u (genitive), -owi (dative), -em (instrumental), -ie (locative), -ę/-ą, -i/-y after a dropped -a
    // ("Biedronki", "Żabce"), -om, -ach, -ami.
    language: 'pl',
    script: 'Latin',
    letters: /[ąćęłńśźż]/i,
    // German writes ü and ß, which this language never does ("zurück nach Schwalbach" is no locative of Schwalbe).
    notLetters: /[üß]/i,
    endings: words(`a u y e i em owi ie iem ę ą om ach ami ce ze`),
    drop: /[aeoy]$/,
    governedBy: words(`w we z ze do od u na po przy dla o ku`),
  },
  {
    // Czech and Slovak: -a/-u/-y/-e/-i, -em, -ovi, -ou, -ě, -ům, -ech, -ami ("Rohlíkem", "z Notina").
    language: 'cs',
    script: 'Latin',
    letters: /[čďěňřšťůžľĺŕ]/i,
    notLetters: /[üß]/i,
    endings: words(`a u y e i em ovi ou ě ům ech ami ách om`),
    drop: /[aeoy]$/,
  },
  {
    // Lithuanian and Latvian: -o/-ui/-ą/-u/-e/-ai/-os/-oje (a foreign name takes them straight: "Bolto", "Boltui";
    // "Telia" → "Telios"), Latvian -am/-ā/-ai/-u.
    language: 'lt-lv',
    script: 'Latin',
    letters: /[ąčęėįšųūžāēģīķļņ]/i,
    notLetters: /[üß]/i,
    endings: words(`o ui ą u e ai os oje as am ā ē im`),
    drop: /[aeo]$/,
  },
  {
    // Croatian, Serbian and Slovene in Latin letters: -a/-u/-om/-em/-e/-i/-ovi.
    language: 'hr-sr-sl',
    script: 'Latin',
    letters: /[čćđšž]/i,
    notLetters: /[üß]/i,
    endings: words(`a u om em e i ovi`),
    drop: /[ae]$/,
  },
  {
    // Russian, Ukrainian and Belarusian: every case of a noun ("от Тинькоффа", "Озону", "со Сбером", "в Ленте",
    // "продукты Ленты", "Київстару", "Приватбанком").
    language: 'ru-uk-be',
    script: 'Cyrillic',
    endings: words(`а я у ю ом ем ём ой ей е ы и ам ям ах ях ами ями ов ев ою ею і ї ові еві ом ам`),
    drop: /[аяьйоеы]$/,
  },
  {
    // Greek: a name in -ος/-ης/-ας declines ("του Κωτσόβολου", "στον Σκλαβενίτη").
    language: 'el',
    script: 'Greek',
    endings: words(`ο ου ε η α ων ους ας ης`),
    drop: /(?:ος|ης|ας|ες|ς|α|η|ο)$/,
  },
  {
    // Bengali glues its case endings: -এর/-র (genitive: "গ্রামীণফোনের"), -কে, -তে/-এ/-য় (locative), -ও.
    language: 'bn',
    script: 'Bengali',
    endings: ['ের', 'র', 'এর', 'কে', 'তে', 'ে', 'য়', 'এ', 'ও', 'েও', 'েরও'],
  },
];

/**
 * Russian, Ukrainian and Belarusian decline every word of a name of several words, not its last only ("Детский мир" →
 * "из «Детского мира»", "в Детском мире"; "Колёса Даром" → "в «Колёсах Даром»"): a word of such a name is its stem (the
 * word without the nominative's ending, `drop`) and a noun's or an adjective's ending.
 */
export const DECLINED_NAME_WORDS = {
  script: 'Cyrillic' as const,
  endings: words(`а я у ю ом ем ём ой ей е ы и ам ям ах ях ами ями ов ев ою ею і ї ові еві ого его ому ему ым им ую юю
    ая яя ое ее ые ие ых их ыми ими`),
  drop: /(?:ий|ый|ой|ая|яя|ое|ее|ие|ые|ій|[аяьйоеыи])$/,
};

/** Hungarian -val/-vel after a consonant doubles it: "Telekom" + "mal", "Samsung" + "gal". */
export const NAME_DOUBLING = { language: 'hu', endings: ['al', 'el'] };

/**
 * Korean particles glued to the noun before them: 에서 "from/at", (으)로부터 "from", 에게서, 의, 와/과, 이/가, 은/는,
 * 을/를, 에, (으)로, (이)랑, 님, 측, 도 "also", 만 "only", 까지, 한테(서), 께(서), 처럼, 하고, 이나/나, 에서도/에서는.
 */
export const KOREAN_PARTICLES: string[] =
  words(`에서 으로부터 로부터 에게서 에게 의 와 과 이 가 은 는 을 를 에 으로 로 이랑 랑 님 측
  도 만 까지 한테서 한테 께서 께 처럼 하고 이나 나 에서도 에서는 에서의 에는 에도 이랑은 으로도 로도`);

/**
 * Clitics Hebrew and Arabic glue before a word: Hebrew ו "and", ה "the", ב "in/at", ל "to", מ "from", ש "that",
 * כ "as" and their pairs ("מאמזון", "בשופרסל", "ולסלקום"); Arabic و "and", ف, ب "with/in", ل "for", ك "as" and their
 * pairs ("وسامسونج", "بأمازون", "لنتفليكس").
 */
export const PREFIX_CLITICS: { script: 'Hebrew' | 'Arabic'; clitics: string[] }[] = [
  { script: 'Hebrew', clitics: words(`ו ה ב ל מ ש כ וב ול ומ וה וש שב של שמ שה מה לה כש בה`) },
  { script: 'Arabic', clitics: words(`و ف ب ل ك وب ول فب فل لل ولل وك`) },
];

/**
 * Chinese characters that stand next to a two-character name without making a word with it: before it 在 "at", 从
 * "from", 由 "by", 和/与/跟 "and/with", 谢/感谢 "thanks", 是 "is", 用 "use", 上 "on", 去/到 "to", 买/购 "buy"; after it 的
 * "of", 上 "on", 买/购 "buy", 赞/提/送/给 (sponsor, provide, give), 和/与/及 "and", 官/旗/商/店/平 (official, flagship,
 * mall, shop, platform). A two-character name glued to other characters names a brand only beside them ("感谢京东赞助";
 * "日清戦争" is no Nissin); a longer name stands anywhere in a run.
 */
export const HAN_BEFORE_NAME = new Set([...'在从從由于於和与與跟向到谢謝是及或用上去买買购購逛']);
export const HAN_AFTER_NAME = new Set([...'的上买買购購赞贊提送给給和与與及或官旗商店平']);
