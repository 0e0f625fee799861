// Negation: whether the clause before a statement negates it, and words after it that do.
import { LANGUAGES } from './languages/index.js';
import { spaceless } from './languages/words.js';
import { regex } from './regex.js';

// Negation. A paid, gift or affiliate statement is negated by a negation word earlier in its own clause ("Neither
// Amazon nor Google sponsored this", "None of the banks mentioned sponsor this video", "They didn't pay for this
// video", "(no affiliate links here)", "not sponsored, I bought it"). A clause ends at , ; : ( ) — – " - " (and the
// full-width and Arabic commas) and at but/though/however/because/instead, so "I don't usually do sponsors, but this
// video is sponsored by X" stays positive; and at "and" opening a clause with its own subject ("your price doesn't
// change and the channel gets a bit of the sale"). Idioms that are not negations ("not only", "no matter", "none other than",
// "don't forget", "wouldn't be possible without", "at no extra cost", "a ti no te cuesta nada extra") and conditionals ("if you don't…") are ignored.
// Nor is the Malay "ni" (this) after the place or the link it points at ("Link Lazada kat bawah ni affiliate link",
// "guna link ni"): the Spanish "ni" is a negation, the Malay one a demonstrative.
// Each language's negation words are in its module (languages/<code>.ts, `negation`); English's are here, read with
// \b as english.ts reads English. A word that is a negation in one language and an ordinary word in another is left
// out or guarded where it is declared (not Arabic "لا": "لا تنسوا الاشتراك", don't forget to subscribe; not "tak":
// Danish "thanks", Polish "yes"; not Finnish "ei", Romanian "they": the Finnish sponsor words list "ei sponsoroitu"
// as none).
const CLAUSE_BREAK = regex('gi')`
  [,;:()[\]—–，、；：（）،؛]|\s-\s|\b(?:but|though|although|however|instead|because|whereas|while|mas|mais|maar|aber|pero|però
  |porque|perch[ée]|weil|omdat|doch|sondern|toch)\b|\band(?=\s+(?:the|my|our|this|these|that|i|we|you|they|he|she|it)\b)
`;
const NEGATION_BEFORE = LANGUAGES.flatMap((l) => l.negation?.before ?? []);
const NEGATION_CUE = new RegExp(
  regex('iu')`
    \b(?:not|never|no|non|none|neither|nor|nobody|no-one|noone|nothing|without|zero|cannot
    |(?:do|does|did|is|was|are|were|has|have|had|wo|ca|could|would|should|ai|must|need)n['’]?t)\b
  `.source +
    String.raw`|(?<![\p{L}\p{N}])(?:unpaid|${NEGATION_BEFORE.filter((w) => !spaceless(w)).join('|')})(?![\p{L}\p{N}])` +
    NEGATION_BEFORE.filter(spaceless)
      .map((w) => `|${w}`)
      .join(''),
  'iu',
);
const NEGATION_IDIOM = regex('giu')`
  \b(?:not (?:only|just|merely|all)|no (?:matter|doubt|wonder|joke|cap)|none other than|never (?:miss|forget)
  |non-?(?:stop|profit|slip|stick|toxic|fiction|woven|alcoholic|dairy|gmo)|no-?nonsense
  |(?:do|did)n['’]?t (?:forget|miss|hesitate|wait|sleep on)|do not (?:forget|miss|hesitate|wait)
  |without (?:further ado|a doubt)|\w+n['’]?t (?:be |have been |been )?possible without
  |(?:could|would)n['’]?t have (?:done|made|built|happened)\b[^,;]{0,30}?\bwithout|(?:\w+n['’]?t|not|no) (?:extra )?
  (?:cost|charge)s? (?:you )?(?:anything|a (?:thing|penny|cent|dime)|extra|more)|costs? (?:you )?nothing
  |no (?:extra|additional) (?:cost|charge))\b|(?<![\p{L}\p{N}])(?:sans (?:aucun )?(?:surcoût|frais|coût)\w*
  |sem (?:nenhum )?custo\w*|sin (?:ningún )?(?:coste|costo)\w*
  |no (?:te |les? |os )?cuesta(?:n)? (?:nada|ni un (?:peso|centavo|euro|sol)) (?:extra|más|de más|adicional)
  |não (?:te |lhe |vos )?custa(?:m)? nada (?:a mais|extra)|senza (?:alcun )?(?:cost[oi]|spese)\w*
  |ohne (?:zusätzliche |weitere )?(?:mehr)?kosten\w*|zonder (?:extra )?kosten|n['’]hésitez pas
  |(?:kat|dekat|di) (?:bawah|atas|sini) ni|(?:link|links|pautan) ni
  |بدون (?:أي |اي )?(?:تكلفة|رسوم)\p{L}*|non (?:vedo l['’]ora|solo)|não (?:só|apenas|deixe de)|no (?:vídeo|canal|meu|nosso)|no (?:solo|dejes de)|nicht nur|niet alleen)(?![\p{L}\p{N}])
`;
const CONDITIONAL = /\b(?:if|unless|whether)\b/i;
// "sponsored by nobody", "paid by no one": negated after the words; each language's words after a statement are in its
// module (`negation.after`: Turkish "değil", Hindi "नहीं", Korean "없는", Russian "нет", German "wegen Markennennung").
export const NEGATED_AFTER = new RegExp(
  String.raw`^\s*(?:(?:by\s+)?(?:nobody|no one|no-one|noone|no company|no brand|none(?! other))\b` +
    LANGUAGES.flatMap((l) => l.negation?.after ?? [])
      .map((w) => `|${w}`)
      .join('') +
    ')',
  'iu',
);

// Japanese and Korean put the negation after the noun the statement word begins, and an affiliate disclosure is
// negated that way too: "アソシエイトリンクではありません" (not an associate link), "紹介料のようなものは発生していません"
// (nothing like a referral fee arises: the word, its topic particle, a verb of arising, receiving or using, denied),
// "유료광고가 포함되어 있지 않습니다" (no paid advertising is included), "アフィリエイトリンクはありません" (there are no affiliate
// links: the statement's katakana word ends before its last part), "제휴 링크가 아니에요" (they are not affiliate links). A
// Korean denial of money that follows a gift is the gift's own disclosure, not its negation: "보내주셨고 광고비는 받지
// 않았어요" (sent, and no fee taken), so a word of money (광고비, 대가, 비용, 돈…)
// between the statement and "받지 않" leaves the statement standing. Hindi and Hinglish negate the link after its
// word too: "koi affiliate link nahi hai", "एफिलिएट लिंक नहीं है", whatever the noun of the link ("koi affiliate tag
// nahi", "referral code nahi hai", "एफिलिएट टैग नहीं"), and a commission denied: "इनमें मेरा कोई कमीशन नहीं है", "koi
// commission nahi".
export const NEGATED_AFTER_NOUN = regex('u')`
  ^(?:\p{Script=Katakana}{0,6}(?:じゃない|じゃありません|ではない|ではありません)
  |\p{Script=Katakana}{0,6}(?:のようなもの|の類い?|など)?(?:は|も)(?:一切|全く|まったく|特に|何も)?
  (?:発生|生じ|いただ|頂|もら|受け取|入|あり|ござい|含ま|使|利用)\p{Script=Hiragana}{0,6}?(?:ません|ない)
  |\p{Script=Hangul}{0,3}\s?(?:(?!광고비|광고료|원고료|협찬비|협찬금|제작비|홍보비|대가|비용|돈|금전)\p{Script=Hangul}+\s?){0,2}?
  (?:있지|하지|되지|받지)\s?않
  |\p{Script=Hangul}{0,3}\s?(?:이|가)\s?(?:아니에요|아닙니다|아니예요|아님|아니고|아니라)
  |\s*(?:(?:links?|tags?|codes?|ids?|program(?:me)?s?|लिंक|लिंक्स|टैग|कोड|प्रोग्राम)\s+)?(?:(?:nahi|nahin|nhi)(?![\p{L}\p{N}])|नहीं))
`;

// "Werbung (unbezahlt)", "hat uns X zugeschickt (unbezahlte Werbung)": unpaid says there was no payment, so it negates
// paid words after it; a gift stays a gift (the German label marks gifts and purchases alike: docs/detection.md §1f).
export const UNPAID_AFTER = /^\s*[(,:]?\s*(?:unbeauftragt|unbezahlt|ohne auftrag)/iu;
// A price per unit after a payment word: "on a été payés 323 € les 1000 litres", "we get paid $1.80 a bushel", "paid
// ₹40 per kilo": what a farm or a trade is paid for its goods, no sponsorship.
export const PRICE_PER_UNIT_AFTER = regex('iu')`
  ^\s*(?:\d[\d\s.,]*\s?(?:€|\$|£|₹|euros?|dollars?|pounds?|rs\.?|rupees?|roupies?)|(?:€|\$|£|₹|rs\.?)\s?\d[\d.,]*)\s*
  (?:les?|la|l['’]|per|par|pro|por|a|an|the|le|each)\s*(?:\d[\d\s.,]*)?\s*(?:litres?|liters?|kilos?|kg|kilogrammes?|tonnes?
  |tons?|pounds?|lbs?|bushels?|gallons?|hl|hectolitres?|quintals?|l|head|têtes?|kilo)(?![\p{L}\p{N}])
`;

/**
 * Whether a statement stands in a condition ("if a video is sponsored, it says so at the top", "whenever I'm sent
 * something", "y si es publi lo pongo arriba del todo"): the clause before it opens with if, whenever, unless or in
 * case (wenn, falls, indien, если, Spanish and French si). A condition tells of no sponsor.
 */
export function inCondition(before: string, clause = clauseOf(before)): boolean {
  return /\b(?:if|whenever|unless|in case)\b|(?<![\p{L}\p{N}])(?:wenn|falls|indien|если|si)(?![\p{L}\p{N}])/iu.test(
    clause,
  );
}

/**
 * The last clause of the text before a statement: what follows its last clause break. A caller asking both
 * inCondition and negatesClause of one text reads it once and passes it to both.
 */
export function clauseOf(before: string): string {
  let last = -1;
  CLAUSE_BREAK.lastIndex = 0;
  for (const m of before.matchAll(CLAUSE_BREAK)) last = m.index! + m[0].length;
  return last >= 0 ? before.slice(last) : before;
}

// Portuguese written around a bare "no", which is there "in the" ("as noites no Riu Palace foram-nos oferecidas pela
// RIU", "chegou no estúdio"), never a negation (Portuguese negates with "não"): its letters ã and õ, or words only it
// writes.
const PORTUGUESE_AROUND = regex('iu')`
  [ãõ]|(?<![\p{L}\p{N}])(?:pela|pelo|pelas|pelos|uma|umas|foram|foi|são|estão|também|você|vocês|num|numa|aos|às|nossa|nosso
  |minha|meu|eles|elas|deles|delas)(?![\p{L}\p{N}])|-(?:nos|me|lhe|lhes)(?![\p{L}\p{N}])
  |(?<![\p{L}\p{N}])(?!you(?![\p{L}\p{N}])|thou(?![\p{L}\p{N}]))\p{L}{2,}ou(?![\p{L}\p{N}])
`;

/** Whether the text of a clause before a statement negates it. */
export function negatesClause(before: string, lastClause = clauseOf(before)): boolean {
  const clause = lastClause.replace(NEGATION_IDIOM, (x) => ' '.repeat(x.length));
  const cue = NEGATION_CUE.exec(clause);
  if (!cue) return false;
  if (cue[0] === 'no' && !NEGATION_CUE.exec(clause.slice(cue.index + 2)) && PORTUGUESE_AROUND.test(before))
    return false;
  return !CONDITIONAL.test(clause.slice(0, cue.index));
}
