// Negation: whether the clause before a statement negates it, and words after it that do.
import { regex } from './regex.js';

// Negation. A paid, gift or affiliate statement is negated by a negation word earlier in its own clause ("Neither
// Amazon nor Google sponsored this", "None of the banks mentioned sponsor this video", "They didn't pay for this
// video", "(no affiliate links here)", "not sponsored, I bought it"). A clause ends at , ; : ( ) — – " - " and at
// but/though/however/because/instead, so "I don't usually do sponsors, but this video is sponsored by X" stays
// positive. Idioms that are not negations ("not only", "no matter", "none other than", "don't forget", "wouldn't be
// possible without", "at no extra cost") and conditionals ("if you don't…") are ignored. Filipino "hindi" and "walang"
// negate only right before the words, or with the particles between ("Hindi sponsored", "Walang sponsor", "Hindi po ito
// sponsored": "hindi" is also the language's name); Danish and Norwegian "ikke", "uden"/"uten", Finnish "ilman" (its
// "ei" is Romanian "they": Finnish sponsor words list "ei sponsoroitu" as none, languages/fi.ts), Hungarian "nincs",
// Greek "δεν", "κανένας", "χωρίς", Hebrew "לא", "אין", Arabic "ليس", "لم", "بدون" and Malay "tiada" count as the others
// do (not Arabic "لا": "لا تنسوا الاشتراك", don't forget to subscribe; not "tak": Danish "thanks", Polish "yes"), and
// the full-width and Arabic commas end a clause too; Thai "ไม่" (with ใช่/ได้/มี/บอก) only when the statement follows
// it within a few letters, the script having no spaces ("ไม่ใช่โฆษณา", "ไม่ได้รับการสนับสนุน", "ไม่มีสปอนเซอร์").
const CLAUSE_BREAK = regex('gi')`
  [,;:()[\]—–，、；：（）،؛]|\s-\s|\b(?:but|though|although|however|instead|because|whereas|while|mas|mais|maar|aber|pero|però
  |porque|perch[ée]|weil|omdat|doch|sondern|toch)\b
`;
const NEGATION_CUE = regex('iu')`
  \b(?:not|never|no|non|none|neither|nor|nobody|no-one|noone|nothing|without|zero|cannot
  |(?:do|does|did|is|was|are|were|has|have|had|wo|ca|could|would|should|ai|must|need)n['’]?t)\b|(?<![\p{L}\p{N}])
  (?:niet|geen|nooit|niemand|zonder|n[ãa]o|nem|nenhum[a]?|nunca|ningu[ée]m|sem|n['’](?=\p{L})|pas|aucun[e]?|jamais
  |sans|ni|mai|nessun[oa]?|senza|né|nicht|kein(?:e|en|er|em|es)?|nie|niemals|ohne|ning[úu]n[oa]?|nadie|sin
  |unbezahlt\w*|unbeauftragt\w*|onbetaald\w*|unpaid|не|нет|без|ни|ні|немає|bukan|tidak|tanpa|bez|nada|niente|nulla
  |rien|personne(?=\s+n(?:e\s|['’]))|nichts|niets|niks|żaden|żadna|żadne|nic|hiçbir|hiç|ничего|никто|không(?= (?:nhận|có|ai|phải|được)(?![\p{L}\p{N}]))|chẳng
  |inte|ingen|inget|inga|aldrig|ikke|intet|uden|uten|eikä|ilman|nincs|δεν|όχι|χωρίς|κανένας|κανένα|καμία|ούτε|לא|ללא|אין|ليس|ليست|لم|بدون|tiada|není|nejedná|nejde|žádn\p{L}*|nikdy|nu|fără|niciun\p{L}*|nicio|niciodată|nici|жодн\p{L}*|ніхто|(?:hindi|walang)(?= (?:(?:po|naman|ito|ay) ){0,3}$))(?![\p{L}\p{N}])
  |ไม่(?:ใช่|ได้|มี|บอก)?[^\s]{0,8}\s?$
`;
const NEGATION_IDIOM = regex('giu')`
  \b(?:not (?:only|just|merely|all)|no (?:matter|doubt|wonder|joke|cap)|none other than|never (?:miss|forget)
  |(?:do|did)n['’]?t (?:forget|miss|hesitate|wait|sleep on)|do not (?:forget|miss|hesitate|wait)
  |without (?:further ado|a doubt)|\w+n['’]?t (?:be |have been |been )?possible without
  |(?:could|would)n['’]?t have (?:done|made|built|happened)\b[^,;]{0,30}?\bwithout|(?:\w+n['’]?t|not|no) (?:extra )?
  (?:cost|charge)s? (?:you )?(?:anything|a (?:thing|penny|cent|dime)|extra|more)|costs? (?:you )?nothing
  |no (?:extra|additional) (?:cost|charge))\b|(?<![\p{L}\p{N}])(?:sans (?:aucun )?(?:surcoût|frais|coût)\w*
  |sem (?:nenhum )?custo\w*|sin (?:ningún )?(?:coste|costo)\w*|senza (?:alcun )?(?:cost[oi]|spese)\w*
  |ohne (?:zusätzliche |weitere )?(?:mehr)?kosten\w*|zonder (?:extra )?kosten|n['’]hésitez pas
  |بدون (?:أي |اي )?(?:تكلفة|رسوم)\p{L}*|non (?:vedo l['’]ora|solo)|não (?:só|apenas|deixe de)|no (?:solo|dejes de)|nicht nur|niet alleen)(?![\p{L}\p{N}])
`;
const CONDITIONAL = /\b(?:if|unless|whether)\b/i;
// "sponsored by nobody", "paid by no one": negated after the words; Turkish puts "değil" at the end of the phrase
// ("sponsorlu bir tatil değildi": it was not a sponsored holiday).
// German "Werbung wegen Markennennung" / "Werbung (unbeauftragt)": advertising only because a brand is named, unpaid.
// Bengali "স্পন্সর নয়", "স্পন্সর ভিডিও না", Urdu "سپانسر نہیں", Hungarian "szponzor nélkül" (without);
// Hinglish "sponsor nahi kiya", "paid promotion nahi hai"; Korean "유료광고 표기 없이" / "협찬 없는" (without), Japanese "広告なし", Russian "реклама отсутствует", "рекламы нет".
export const NEGATED_AFTER = regex('iu')`
  ^\s*(?:(?:by\s+)?(?:nobody|no one|no-one|noone|no company|no brand|none(?! other))\b
  |[(,:]?\s*(?:wegen|weil|da|aufgrund(?: der)?|durch) (?:markennennung|markenerkennung|namensnennung|verlinkung|nennung)
  |(?:\s+\p{L}+){1,2}\s+değil\p{L}*
  |\s*(?:değil\p{L}*|yok|नहीं|(?:nahi|nahin|nhi)(?![\p{L}\p{N}])|じゃない|じゃありません|ではない|ではありません|なし|無し|아닙니다|아님|아니에요)
  |\s*(?:\p{L}{1,3}\s*)?(?:없이|없는)
  |(?:\s+[\p{L}\p{M}]+){0,2}\s+(?:নয়|নয়|না|نہیں)(?![\p{L}\p{M}\p{N}])|\s*(?:নয়|নয়|না|نہیں|nélkül)(?![\p{L}\p{M}\p{N}])
  |\s*(?:отсутствует|отсутствуют|нет)(?![\p{L}\p{N}]))
`;

// Japanese and Korean put the negation after the noun the statement word begins, and an affiliate disclosure is
// negated that way too: "アソシエイトリンクではありません" (not an associate link), "유료광고가 포함되어 있지 않습니다" (no
// paid advertising is included).
export const NEGATED_AFTER_NOUN = regex('u')`
  ^(?:\p{Script=Katakana}{0,6}(?:じゃない|じゃありません|ではない|ではありません)
  |\p{Script=Hangul}{0,3}\s?(?:\p{Script=Hangul}+\s?){0,2}?(?:있지|하지|되지|받지)\s?않)
`;

// "Werbung (unbezahlt)", "hat uns X zugeschickt (unbezahlte Werbung)": unpaid says there was no payment, so it negates
// paid words after it; a gift stays a gift (the German label marks gifts and purchases alike: docs/detection.md §1f).
export const UNPAID_AFTER = /^\s*[(,:]?\s*(?:unbeauftragt|unbezahlt|ohne auftrag)/iu;

/**
 * Whether a statement stands in a condition ("if a video is sponsored, it says so at the top", "whenever I'm sent
 * something"): the clause before it opens with if, whenever, unless or in case. A condition tells of no sponsor.
 */
export function inCondition(before: string): boolean {
  let clause = before;
  let last = -1;
  CLAUSE_BREAK.lastIndex = 0;
  for (const m of before.matchAll(CLAUSE_BREAK)) last = m.index! + m[0].length;
  if (last >= 0) clause = before.slice(last);
  return /\b(?:if|whenever|unless|in case)\b|(?<![\p{L}\p{N}])(?:wenn|falls|indien|если)(?![\p{L}\p{N}])/iu.test(
    clause,
  );
}

/** Whether the text of a clause before a statement negates it. */
export function negatesClause(before: string): boolean {
  let clause = before;
  let last = -1;
  CLAUSE_BREAK.lastIndex = 0;
  for (const m of before.matchAll(CLAUSE_BREAK)) last = m.index! + m[0].length;
  if (last >= 0) clause = before.slice(last);
  clause = clause.replace(NEGATION_IDIOM, (x) => ' '.repeat(x.length));
  const cue = NEGATION_CUE.exec(clause);
  if (!cue) return false;
  return !CONDITIONAL.test(clause.slice(0, cue.index));
}
