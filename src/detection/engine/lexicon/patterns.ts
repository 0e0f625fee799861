// Statement patterns: sponsor, gift, affiliate, promo-code and discount language, in English and in Dutch,
// Portuguese, French, Italian, German and Spanish, with the hints that decide cheaply which patterns a line can hold.
import type { Pattern } from '../types.js';

export const PATTERNS: Pattern[] = [
  // Paid: explicit sponsor or partnership language.
  { re: /\b(?:this|the|today'?s) (?:whole|entire|full|complete) (?:video|episode)\b[^.\n]{0,40}?\b(?:sponsor(?:ed)?|brought to you|made possible|in partnership|partnered)/gi, hints: ['sponsor', 'brought', 'possible', 'partner'], kind: 'paid', whole: true },
  { re: /\b(?:video|episode) is (?:entirely|fully|completely|wholly) (?:sponsored|paid for)\b/gi, hints: ['sponsored', 'paid for'], kind: 'paid', whole: true },
  { re: /\bdedicated (?:video|episode|sponsorship)\b/gi, hints: ['dedicated'], kind: 'paid', whole: true },
  { re: /\bsponsor(?:ed|ing|s|ship)?\b/gi, hints: ['sponsor'], kind: 'paid' },
  { re: /\bbrought to you by\b/gi, hints: ['brought'], kind: 'paid' },
  { re: /\bmade possible by\b/gi, hints: ['possible'], kind: 'paid' },
  { re: /\b(?:partnered|partnering|teamed up|teaming up) with\b/gi, hints: ['partner', 'teamed', 'teaming'], kind: 'paid' },
  { re: /\bin (?:paid )?(?:partnership|collaboration|collab) with\b/gi, hints: ['partnership', 'collab'], kind: 'paid' },
  { re: /\bpaid (?:partnership|promotion|promo|sponsorship|ad|advertisement|endorsement)\b/gi, hints: ['paid'], kind: 'paid' },
  { re: /\b(?:this|today'?s) (?:video|episode) is supported by\b/gi, hints: ['supported'], kind: 'paid' },
  { re: /\bsupported by\b(?! (?:viewers|patrons|members|you|my|our|the community|listeners|fans))/gi, hints: ['supported'], kind: 'paid' },
  { re: /\bfor supporting (?:this|today'?s|the|our) (?:video|episode|channel)\b/gi, hints: ['supporting'], kind: 'paid' },
  { re: /\bad (?:read|spot|break|segment)\b/gi, hints: ['ad '], kind: 'paid' },
  { re: /\b(?:paid|pay|pays|paying) (?:me |us )?(?:for|to make|to feature) (?:this|today'?s) (?:video|episode)\b/gi, hints: ['pay', 'paid'], kind: 'paid' },
  { re: /\bpaid (?:me|us) to\b/gi, hints: ['paid'], kind: 'paid' },
  { re: /#(?:ad|sponsored|sponsor|paid|partner|advert|advertisement|spon|paidpartnership|werbung|anzeige)\b/gi, hints: ['#'], kind: 'paid' },
  { re: /[([](?:ad|advert|advertisement|paid)[)\]]/gi, hints: ['(', '['], kind: 'paid' },
  { re: /^\W{0,3}(?:ad|advert|advertisement)\s*[:|\-–—]/gim, hints: ['ad', 'advert'], kind: 'paid' },
  // Gift: product given, not paid for.
  { re: /\b(?:sent|send|sending|gave|given|gifted|provided|loaned|lent|shipped)\s+(?:me|us)\b/gi, hints: ['sen', 'gave', 'given', 'gifted', 'provided', 'loaned', 'lent', 'shipped'], kind: 'gift' },
  { re: /\bsent (?:this|these|it|them|one|a|an|the|over|out)\b[^.\n]{0,40}?\b(?:to (?:me|us)|over|for (?:me|us)|free)\b/gi, hints: ['sent'], kind: 'gift' },
  { re: /\bsent over\b/gi, hints: ['sent over'], kind: 'gift' },
  { re: /\bsent (?:to )?(?:me|us)\b/gi, hints: ['sent'], kind: 'gift' },
  { re: /\bgifted\b/gi, hints: ['gifted'], kind: 'gift' },
  { re: /\bfor sending\b/gi, hints: ['for sending'], kind: 'gift' },
  { re: /\bkindly (?:sent|provided|gifted|lent|loaned)\b/gi, hints: ['kindly'], kind: 'gift' },
  // A press kit is a media kit for journalists, not a gift.
  { re: /\bpr (?:package|sample|unit|kit)s?\b|\bpress (?:package|sample|unit)s?\b/gi, hints: ['pr ', 'press '], kind: 'gift' },
  { re: /\breview (?:unit|sample|copy|sample)s?\b/gi, hints: ['review '], kind: 'gift' },
  { re: /\b(?:was|were|is|are|been) (?:provided|sent|gifted|given|loaned|lent)(?: to (?:me|us))?\b/gi, hints: ['provided', 'sent', 'gifted', 'given', 'loaned', 'lent'], kind: 'gift' },
  { re: /\bprovided by\b/gi, hints: ['provided by'], kind: 'gift' },
  { re: /\breceived\b[^.\n]{0,40}?\bfree\b/gi, hints: ['received'], kind: 'gift' },
  { re: /\b(?:got|received|given) (?:it|this|these|them|one)(?: \w+)? for free\b/gi, hints: ['for free'], kind: 'gift' },
  { re: /\bfree of charge\b/gi, hints: ['free of charge'], kind: 'gift' },
  { re: /\b(?:provided|supplied|sent|gave|lent|loaned|shipped)\b[^.\n]{0,60}?\b(?:for free|at no cost|free of charge)\b/gi, hints: ['provided', 'supplied', 'sent', 'gave', 'lent', 'loaned', 'shipped'], kind: 'gift' },
  { re: /\bcomplimentary\b/gi, hints: ['complimentary'], kind: 'gift' },
  { re: /\bloaner\b|\bon loan\b/gi, hints: ['loan'], kind: 'gift' },
  { re: /\b(?:a |as a )?gift from\b/gi, hints: ['gift from'], kind: 'gift' },
  { re: /\bsent (?:this|these|it|them|the|a|an|one|my|our)\b[^.\n]{0,40}?\b(?:for (?:review|testing|this (?:video|review|comparison|test))|to (?:review|test|try))\b/gi, hints: ['sent'], kind: 'gift' },
  // Affiliate disclosures.
  { re: /\baffiliate\b(?! marketing)/gi, hints: ['affiliate'], kind: 'affiliate' },
  { re: /\b(?:earn|earns|receive|get|make|small|a|some)\s+(?:a\s+)?(?:small\s+)?commission/gi, hints: ['commission'], kind: 'affiliate' },
  { re: /\b(?:amazon )?associate\b[^.\n]{0,30}?\bqualifying purchases\b/gi, hints: ['qualifying'], kind: 'affiliate' },
  { re: /\bqualifying purchases\b/gi, hints: ['qualifying'], kind: 'affiliate' },
  { re: /\b(?:referral|ref) (?:link|code|program)s?\b|(?<=\b(?:my|our|no|non-?)\s*)referrals?\b(?! (?:link|code|program|to|from|for)\b)|\breferrals? (?:bonus|credit|reward|perk|offer|url)s?\b/gi, hints: ['ref'], kind: 'affiliate' },
  { re: /\bkickback\b/gi, hints: ['kickback'], kind: 'affiliate' },
  { re: /\bat no (?:extra|additional) cost to you\b/gi, hints: ['no '], kind: 'affiliate' },
  // Promo codes and personal links.
  { re: /\b(?:promo|discount|coupon|voucher|creator|partner|offer) ?codes?\b/gi, hints: ['code', 'coupon', 'voucher'], kind: 'promo' },
  { re: /\b(?:use|using|enter|apply|with|redeem) (?:my |the |our |code |promo )*(?:code|coupon)\b/gi, hints: ['code', 'coupon'], kind: 'promo' },
  { re: /\b[Cc]ode:?\s+["'“‘]?[A-Z0-9][A-Za-z0-9_-]{2,}/g, hints: ['code'], kind: 'promo' },
  { re: /\b(?:use|using|through|via|with|click) (?:my|our|the) (?:special |exclusive |personal )?link\b/gi, hints: ['link'], kind: 'promo' },
  // Calls to action of a promotion (discounts, trials).
  { re: /\b\d{1,3} ?(?:%|percent) off\b/gi, hints: ['off', 'percent'], kind: 'cta' },
  { re: /(?:[$€£]\d+|\d+ ?[$€£]) off\b/gi, hints: ['off'], kind: 'cta' },
  { re: /\bsave \d{1,3} ?%/gi, hints: ['save'], kind: 'cta' },
  { re: /\bexclusive (?:deal|discount|offer|bundle)\b/gi, hints: ['exclusive'], kind: 'cta' },
  { re: /\bspecial (?:deal|discount|offer)\b/gi, hints: ['special'], kind: 'cta' },
  { re: /\bfree trial\b/gi, hints: ['free trial'], kind: 'cta' },
  { re: /\b\d+[- ]day (?:free )?trial\b/gi, hints: ['trial'], kind: 'cta' },
  { re: /\b(?:first|1st) (?:month|box|order|week|year)s? (?:is )?(?:for )?free\b/gi, hints: ['free'], kind: 'cta' },
  { re: /\bmoney[- ]back guarantee\b/gi, hints: ['money'], kind: 'cta' },
  { re: /\brisk[- ]free\b/gi, hints: ['risk'], kind: 'cta' },
  { re: /\b(?:months?|weeks?) (?:for )?free\b/gi, hints: ['free'], kind: 'cta' },
  { re: /\bfree (?:shipping|gift|bonus|months?)\b/gi, hints: ['free '], kind: 'cta' },
  { re: /\bfree for \d+ (?:days|weeks|months)\b/gi, hints: ['free for'], kind: 'cta' },
  { re: /\b(?:try|start|get started with) [^.\n]{0,30}?\bfor free\b/gi, hints: ['for free'], kind: 'cta' },

  // The same statements in Dutch, Portuguese, French, Italian, German and Spanish. A word ends where letters end
  // (\b does not see accented letters): (?![\p{L}\p{N}]).
  // Paid.
  {
    re: /\b(?:gesponsord[e]?|gesponsert\w*|sponsoris[ée]e?s?|sponsorizzat[oaie]|patrocinad[oa]s?|patroc[íi]nio|patrocinio|patrocinador\w*|publi)(?![\p{L}\p{N}])/giu,
    hints: ['gesponsor', 'gesponsert', 'sponsoris', 'sponsorizzat', 'patrocin', 'publi'],
    kind: 'paid',
    foreign: true,
  },
  {
    re: /\b(?:betaalde (?:samenwerking|partnerschap|promotie|reclame)|bezahlte (?:kooperation|partnerschaft|werbung|zusammenarbeit|anzeige)|parceria (?:paga|remunerada|comercial)|collaborazione (?:retribuita|pagata|commerciale|sponsorizzata)|collaboration (?:rémunérée|commerciale|payée)|partenariat (?:rémunéré|commercial)|colaboraci[óo]n (?:pagada|remunerada|patrocinada|comercial)|publicidad pagada|(?:em|en) parceria com|in samenwerking met|in collaborazione con|en (?:partenariat|collaboration) avec|en colaboraci[óo]n con|in (?:kooperation|zusammenarbeit) mit)(?![\p{L}\p{N}])/giu,
    hints: ['betaalde', 'bezahlte', 'parceria', 'collaborazione', 'collaboration rém', 'collaboration comm', 'collaboration pay', 'collaboration avec', 'partenariat', 'colaboraci', 'publicidad', 'samenwerking', 'kooperation', 'zusammenarbeit'],
    kind: 'paid',
    foreign: true,
  },
  {
    re: /\b(?:(?:mi|ci) (?:ha|hanno) pagat[oaie]|stat[oaie] pagat[oaie]|pagat[oaie] per|(?:fui|fomos|foi) pag[oa]s?|me pag(?:ou|aram)|me (?:pagó|pagaron)|(?:fui|fuimos) pagad[oa]s?|(?:été|suis|étais) payée?s?|m['’](?:a|ont) payée?|betaald (?:voor|door)|bezahlt (?:für|von))(?![\p{L}\p{N}])/giu,
    hints: ['pagat', 'fui pag', 'foi pag', 'fomos pag', 'me pag', 'pagad', 'payé', 'betaald', 'bezahlt'],
    kind: 'paid',
    foreign: true,
  },
  { re: /#adv(?![\p{L}\p{N}])(?=[ \t]+[^\s#])|#(?:publi|publicidad|publicidade|pubblicit[àa]|publicit[ée]|reclame|advertentie|gesponsord|gesponsert|patrocinado|patrocinada|sponsorizzato|sponsorisé|sponso|samenwerking|parceria|colaboracion|kooperation)(?![\p{L}\p{N}])/giu, hints: ['#adv', '#publi', '#pubblicit', '#reclame', '#advertentie', '#gesponso', '#patrocin', '#sponso', '#samenwerking', '#parceria', '#colabora', '#kooperation'], kind: 'paid', foreign: true },
  { re: /[([](?:publi|werbung|anzeige|publicidad|publicidade|pubblicit[àa]|publicit[ée]|reclame|advertentie|gesponsord|gesponsert|patrocinado|sponsorizzato|sponsorisé)[)\]]/giu, hints: ['publi)', 'werbung)', 'anzeige)', 'publicidad)', 'publicidade)', 'pubblicità)', 'pubblicita)', 'publicité)', 'publicite)', 'reclame)', 'advertentie)', 'gesponsord)', 'gesponsert)', 'patrocinado)', 'sponsorizzato)', 'sponsorisé)'], kind: 'paid', foreign: true },
  { re: /^[^\p{L}\p{N}]{0,3}(?:werbung|anzeige|publicidad|publicidade|pubblicit[àa]|publicit[ée]|reclame|advertentie)\s*[:|\-–—]/gimu, hints: ['werbung', 'anzeige', 'publici', 'pubblicit', 'reclame', 'advertentie'], kind: 'paid', foreign: true },
  // Gift.
  {
    re: /\b(?:(?:me|nos) (?:enviou|enviaram|mandou|mandaram|emprestou|emprestaram|presenteou|presentearam|deu|deram)|de presente|ganhei (?:da|do|de presente)|(?:enviad|cedid|emprestad)[oa]s? (?:pela?|pelo|por)|recebi[^.\n]{0,40}?(?:de graça|gratuitamente|de presente|gratuito))(?![\p{L}\p{N}])/giu,
    hints: ['enviou', 'enviaram', 'mandou', 'mandaram', 'emprest', 'presente', 'me deu', 'nos deu', 'deram', 'ganhei', 'enviad', 'cedid', 'recebi'],
    kind: 'gift',
    foreign: true,
  },
  {
    re: /\b(?:(?:me|nos) (?:lo |la |los |las )?(?:regaló|regalaron|envió|enviaron|mandó|mandaron|prestó|prestaron|cedió|cedieron)|regalo de|(?:enviárme|mandárme|regalárme|prestárme)\w*|(?:enviad|cedid|regalad|prestad)[oa]s? por)(?![\p{L}\p{N}])/giu,
    hints: ['regal', 'envió', 'enviaron', 'mandó', 'mandaron', 'prestó', 'prestaron', 'prestárme', 'prestad', 'cedió', 'cedieron', 'cedid', 'enviárme', 'mandárme', 'enviad'],
    kind: 'gift',
    foreign: true,
  },
  {
    re: /\b(?:(?:m|nous)['’](?:a|ont|avait|avaient) (?:offert|envoyé|prêté|fait parvenir|fourni)|(?:envoyée?s?|offerte?s?|prêtée?s?|fournie?s?) (?:gratuitement|gracieusement)|m['’]a été (?:offerte?|envoyée?|prêtée?)|offerte?s? par)(?![\p{L}\p{N}])/giu,
    hints: ['offert', 'envoy', 'prêt', 'parvenir', 'fourni', 'gratuitement', 'gracieusement'],
    kind: 'gift',
    foreign: true,
  },
  {
    re: /\b(?:mi (?:è|e) stat[oa] (?:inviat|regalat|prestat|mandat|fornit|dat)[oa]|(?:mi|ci) sono stat[ie] (?:inviat|regalat|prestat|mandat|fornit|dat)[ie]|(?:mi|ci) (?:ha|hanno) (?:inviato|mandato|regalato|prestato|fornito)|(?:inviat|regalat|prestat|fornit|mandat)[oaie] (?:gratuitamente|in omaggio)|in (?:omaggio|regalo))(?![\p{L}\p{N}])/giu,
    hints: ['mi è stat', 'mi e stat', 'sono stat', 'inviato', 'mandato', 'regalato', 'prestato', 'fornito', 'gratuitamente', 'omaggio', 'regalo'],
    kind: 'gift',
    foreign: true,
  },
  {
    re: /\b(?:(?:gratis |kosteloos )?(?:toegestuurd|opgestuurd|toegezonden|geschonken|uitgeleend)|(?:gratis|kosteloos|cadeau) (?:gekregen|ontvangen)|gekregen van|kreeg ik[^.\n]{0,30}?gratis|ter beschikking gesteld)(?![\p{L}\p{N}])/giu,
    hints: ['gestuurd', 'toegezonden', 'geschonken', 'uitgeleend', 'gekregen', 'ontvangen', 'kreeg', 'ter beschikking'],
    kind: 'gift',
    foreign: true,
  },
  {
    re: /\b(?:(?:kostenlos|kostenfrei|gratis|unentgeltlich)[^.\n]{0,30}?(?:zur verfügung gestellt|zugeschickt|geschickt|zugesandt|überlassen|bekommen|erhalten)|zur verfügung gestellt|geschenkt|(?:hat|haben) mir[^.\n]{0,40}?(?:geschickt|zugeschickt|geschenkt|geliehen|überlassen)|leihgabe)(?![\p{L}\p{N}])/giu,
    hints: ['kostenlos', 'kostenfrei', 'gratis', 'unentgeltlich', 'verfügung', 'geschenkt', 'geschickt', 'geliehen', 'überlassen', 'leihgabe'],
    kind: 'gift',
    foreign: true,
  },
  // Affiliate disclosures.
  {
    re: /\b(?:(?:links?|enlaces?) (?:de |d['’])?(?:afiliad[oa]s?|affili[ée]e?s?|affiliat[oi]|afiliaci[óo]n|indica[çc][ãa]o)|affili[ée]e?s?|affiliat[oi]|afiliad[oa]s?|partnerlinks?|(?:une |uma |una |een |eine |kleine |petite |pequena |pequeña |piccola )+(?:commission|comissão|comisión|commissione|commissie|provision)|(?:ricevo|riceviamo) un guadagno|acquisti idonei|compras (?:que cumplen|elegibles|qualificadas))(?![\p{L}\p{N}])/giu,
    hints: ['link de', 'links de', 'link d’', "link d'", 'links d’', "links d'", 'enlace', 'affilié', 'affiliato', 'affiliati', 'afiliad', 'afiliaci', 'partnerlink', 'commission', 'comissão', 'comisión', 'commissione', 'commissie', 'provision', 'guadagno', 'idonei', 'compras'],
    kind: 'affiliate',
    foreign: true,
  },
  // Promo codes and discounts.
  { re: /\b(?:c[óo]digo|cupom|cup[óo]n|codice(?: sconto)?|code promo|rabattcode|gutscheincode|kortingscode|mit dem code|avec le code|met (?:de )?code)(?![\p{L}\p{N}])/giu, hints: ['código', 'codigo', 'cupom', 'cupón', 'cupon', 'codice', 'code promo', 'rabattcode', 'gutscheincode', 'kortingscode', 'mit dem code', 'avec le code', 'met code', 'met de code'], kind: 'promo', foreign: true },
  {
    re: /(?:(?<![\p{L}\p{N}])-\d{1,3} ?%|\d{1,3} ?% (?:de |di )?(?:desconto|réduction|remise|sconto|rabatt|korting|descuento)|(?:sconto|desconto|descuento|korting|rabatt|remise|réduction) (?:de |del |di |van |von )?\d{1,3} ?%)/giu,
    hints: ['desconto', 'réduction', 'remise', 'sconto', 'rabatt', 'korting', 'descuento', ' -1', ' -2', ' -3', ' -4', ' -5', ' -6', ' -7', ' -8', ' -9'],
    kind: 'cta',
    foreign: true,
  },
];

// One test per line decides whether any pattern is tried (most lines hold no statement), and one whether the
// patterns of other languages are (most lines are English).
export const FOREIGN_HINT = new RegExp(
  [...new Set(PATTERNS.filter((p) => p.foreign).flatMap((p) => p.hints))].map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'i',
);
export const ANY_HINT = new RegExp([...new Set(PATTERNS.flatMap((p) => p.hints))].map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

export function hasHint(lower: string, hints: string[]): boolean {
  for (let i = 0; i < hints.length; i++) if (lower.includes(hints[i])) return true;
  return false;
}
