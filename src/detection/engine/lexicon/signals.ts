// Words outside statements that still point at a promotion: calls to action and sponsor chapter titles.
import { regex } from './regex.js';

// Words that present a brand to the viewer; with the paid-promotion flag they point at the sponsor.
export const CALL_TO_ACTION = regex('i')`
  \b(?:go to|head (?:over )?to|visit|check out|check them out|sign up|download|try|click|get (?:yours|it|started)
  |thanks? (?:you )?to|learn more|shop (?:now|at)|order (?:yours|one|now)|grab (?:yours|one))\b
`;

// Words end where letters end, accented ones included: "Podkład" (foundation) holds no "ad", nor "Zakład" (a bet).
// The Slavic and Turkish label of an ad break too ("Lumora (реклама)", "рекламная рубрика Lumora", "Lumora – reklama").
export const SPONSOR_CHAPTER = regex('iu')`
  (?<![\p{L}\p{N}])(?:sponsor(?:ed|s|ship)?|ad|advert(?:isement)?|paid promotion|promo|partner(?:ship)?)(?![\p{L}\p{N}])|#ad\b
  |(?<![\p{L}\p{N}])(?:gesponsord|gesponsert|sponsoris\w*|sponsorizzat\w*|patrocin\w*|commandit\w*|publi|werbung|anzeige|publicidad|publicidade
  |pubblicit[àa]|publicit[ée]|reclame|advertentie|pausa (?:comercial|publicitaria|pubblicitaria)|corte comercial
  |intervalo comercial|pause pub|commercial break|werbe(?:block|pause|unterbrechung)\p{L}*
  |реклама|рекламн(?:ая|ый|ое) (?:пауза|рубрика|интеграция|вставка|блок)|спонсор(?:ы|ский|ская)?|интеграция|reklama|reklam)(?![\p{L}\p{N}])
`;

// An ad the chapter is about, not an ad break: "The advert" (a car's listing), "Reacting to the ad", "their new advert";
// and a promotional price, which is the chapter's topic, not an ad: "The promo rate trap", "Promo APRs vs regular
// rates", "Intro/promo pricing" (a bank's or a plan's offer the video compares); a sale day's deals, "Promo 12.12",
// "Promo Black Friday" (the stores' sale the video compares); a person's partner, "why your partner cares", "Sparring
// partners" (not "our partner", an ad's); a club's, a league's or a shirt's sponsors, "primes, contrats, sponsors
// maillot", "Trikotsponsor" (the money of a sport the video explains).
export const AD_TOPIC_CHAPTER = regex('giu')`
  \b(?:the|this|that|their|his|her|its|old|new) (?:ad|advert|advertisement)\b
  |\b(?:los|las|the|their|sus|os|as|les|die) (?:sponsors|patrocinadores|patrocinios|patroc[íi]nios|sponsoren)\b
  |(?<![\p{L}\p{N}])(?:la|le|della|delle|sulla|chi fa|fare|fa|el|sobre la|de la|die|über|a|sobre a|da) (?:pubblicità|publicidad
  |publicité|werbung|publicidade)(?![\p{L}\p{N}])
  |\bpromo(?:tional)? (?:rates?|aprs?|interest(?: rates?)?|prices?|pricing|periods?|fares?|balances?|terms?|tiers?)\b
  |\bpromos? (?:\d{1,2}[./]\d{1,2}\b|black friday|cyber monday|prime day|singles'? day|harbolnas|ramadan|lebaran|gajian|akhir tahun)
  |\b(?:your|my|his|her|their|sparring|training|dance|climbing|life|drilling|practice) partners?\b
  |(?<![\p{L}\p{N}])(?:sponsors?|partenaires?|patrocinadores?|sponsoren) (?:du |de la |de l['’]|des |de |del |der |des )?(?:maillot
  |circuit|club|championnat|ligue|tournoi|fédération|camiseta|liga|torneo|trikots?|vereins?)(?![\p{L}\p{N}])
  |(?<![\p{L}\p{N}])(?:trikot|brust|haupt|ärmel)sponsor\p{L}*
`;

// Ad labels of scripts without spaces, and the words for the video itself (브이로그, 에피소드: "이번 브이로그는 … 광고주로
// 참여한 영상" under a title "퇴근 브이로그"), taken out before a title and a sponsor's sentence are compared.
export const SPACELESS_AD_WORDS =
  /유료\s?광고|광고|협찬|지원|포함|후원|영상|브이로그|에피소드|클립|제작|제품|提供|広告|協賛|案件|動画|商品|製品|本動画|ブイログ|エピソード/gu;

// Title ad labels that mark gifts and purchases as well as payment (German "Werbung", "Anzeige": docs/detection.md
// §1f; Japanese "【提供】", "provided", over a product given as much as over a sponsor): over a gift they say nothing
// of a payment.
const GIFT_TOO_LABEL_WORDS_DE = String.raw`werbung|anzeige|reklame`;
const GIFT_TOO_LABEL_WORDS = String.raw`${GIFT_TOO_LABEL_WORDS_DE}|提供`;
/** One of `words` standing alone, with nothing but signs around it. */
const labelAlone = (words: string) => new RegExp(String.raw`^[^\p{L}\p{N}]*(?:${words})[^\p{L}\p{N}]*$`, 'iu');
export const GIFT_TOO_AD_LABEL = new RegExp(GIFT_TOO_LABEL_WORDS, 'iu');

// The German labels standing alone as a statement of the description ("#werbung", "(Werbung)", "*Anzeige*"): over a
// brand with gift words and no sponsor words of its own they mark the gift, not a payment ("Das Headset hat mir Sony
// kostenlos geschickt. #werbung" is a gift).
export const GIFT_TOO_AD_LABEL_ALONE = labelAlone(GIFT_TOO_LABEL_WORDS_DE);

// The same labels as a title's label ("【提供】メガハウスさんのカードゲームで…", "Werbung | …"): over a brand the body gives
// gift words ("商品提供：メガハウス様") and no sponsor words of its own, the title's label marks the gift, not a payment.
// The label alone, not a sentence of the title ("ソニーの提供でお送りします" is a sponsor's).
export const GIFT_TOO_TITLE_LABEL = labelAlone(GIFT_TOO_LABEL_WORDS);

// Money or advertising words in a sentence, in any language: with the paid-promotion flag, a brand a sentence names
// beside them is the one the flag speaks of ("Ocean Spray paid to be part of tonight's showdown", "presented by
// Verizon", "Sosh a payé pour apparaître dans ce clip", "花王さまの広告動画です"), where a name alone in the first lines
// is more often the video's subject or a company discussed (promotion.ts, dropPromotedNames). Roots, not statements:
// the flag has said a brand paid; these only say which sentence speaks of it.
export const PAYMENT_WORDS = regex('iu')`
  (?<![\p{L}\p{N}])(?:paid|pays?|paying|funded|funds|financed|underwr\w*|commissioned|bought (?:the|a|an|this)
  |presented by|brought to you by|in partnership with|advert\w*|commercial
  |pag(?:ó|o|aron|ou|aram|a|ado|ada|ati|ato|ata|ano|ò)|payé\w*|pay(?:e|ent)|financ\w*|finanzi\w*|publicit\w*|pubblicit\w*|publi
  |bezahlt\w*|gezahlt|zahl(?:t|en|te)|werbung|anzeige|werbe\w*|präsentiert
  |за(?:плат|каз)\w*|оплат\w*|платн\w*|профинансир\w*|реклам\w*
  |zapłaci\w*|opłaci\w*|płaci\w*|sfinansow\w*|reklam\w*|ödedi\w*|ücret\w*|betaald|reclame|dibayar|trả tiền|quảng cáo)(?![\p{L}\p{N}])
  |広告|提供|案件|報酬|ギャラ|광고|유료|협찬|广告|赞助
`;
