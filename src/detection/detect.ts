// Sponsor detection: a pure, deterministic function from a video (title, description, transcript, paid-
// promotion flag, channel) and the brand directory to the sponsorships the video holds, each with evidence and
// an explainable score. No I/O. The rules are written down, with examples, in docs/detection.md.
//
// Outline:
// 1. The description is split into lines, each line into sentence units; headers open sections (credits,
//    socials, self-promotion, gear, sponsors, affiliate links). Links are masked out of the prose.
// 2. Mentions: every link (resolved to a catalog brand, a new brand by its domain, a generic shortener, or
//    excluded) and every catalog brand name.
// 3. Statements: sponsor language (paid), gift language, affiliate disclosures, promo codes, discount calls to
//    action; ones negated in their own clause ("not sponsored", "Neither X nor Y sponsored this", "no affiliate
//    links") are dropped, and "no affiliate links" marks its block as plain links.
// 4. A statement binds the mentions of its sentence, else the nearest sentence with mentions within ~200
//    characters; an affiliate disclosure binds the links of its block (or the block above/below, or the
//    whole description when it says so).
// 5. Chapters and the transcript add evidence; the paid-promotion flag and unnamed sponsor chapters promote a
//    promoted brand to a paid segment when no brand has explicit sponsor language.
// 6. Each brand is reported at most once, typed, scored and sorted by its first evidence.
import { getDomainWithoutSuffix, getPublicSuffix } from 'tldts';
import { BrandCatalog, COMMON_WORDS, tokenize, type CatalogBrand } from './catalog.js';
import { parseChapterLine, parseChapters, type Chapter } from './chapters.js';
import {
  AFFILIATE_SHORTENERS,
  GENERIC_SHORTENERS,
  NOT_SPONSOR_DOMAINS,
  SHORTENER_OWNERS,
  findLinks,
  hasAffiliateMarker,
  parseLink,
  hostIn,
  isReferenceHost,
  scanLinks,
  type FoundLink,
} from './links.js';

export interface DetectionInput {
  videoId: string;
  title: string;
  description: string;
  transcript: { startMillis: number; text: string }[] | null;
  includesPaidPromotion: boolean;
  durationSeconds: number | null;
  channel: { title: string | null; handle: string | null; shorteners: string[] };
  /**
   * Where short links lead, when short-link expansion is on: short URL as found (`FoundLink.url`) → final URL.
   * Filled by an I/O pre-pass (persist.ts, shortLinks.ts) from the links `expandableLinks` names.
   */
  expandedLinks?: ReadonlyMap<string, string>;
}

export type SponsorshipType = 'Integration' | 'Dedicated' | 'Affiliate' | 'Free Product';
export type EvidenceSource = 'url' | 'description' | 'chapter' | 'transcript' | 'redirect';

export interface DetectedSponsorship {
  brandId: string | null;
  brandName: string;
  domain: string;
  type: SponsorshipType;
  evidence: {
    candidates: { name: string; source: EvidenceSource; urls: string[] }[];
    chapters: { title: string; timeRangeStartMillis: number }[];
  };
  domainWasResearched: boolean;
  score: number;
}

// ---------------------------------------------------------------------------------------------------------
// Language

type Kind = 'paid' | 'gift' | 'affiliate' | 'promo' | 'cta';

interface Pattern {
  re: RegExp;
  /** Lowercase substrings of which one must be in the line for the pattern to be tried (a fast pre-check). */
  hints: string[];
  kind: Kind;
  /** "This whole video is sponsored by X": the sponsor is the subject of the video (Dedicated). */
  whole?: boolean;
  /** A pattern of another language than English: tried only on lines that pass FOREIGN_HINT. */
  foreign?: boolean;
}

const PATTERNS: Pattern[] = [
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
const FOREIGN_HINT = new RegExp(
  [...new Set(PATTERNS.filter((p) => p.foreign).flatMap((p) => p.hints))].map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'i',
);
const ANY_HINT = new RegExp([...new Set(PATTERNS.flatMap((p) => p.hints))].map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

// Negation. A paid, gift or affiliate statement is negated by a negation word earlier in its own clause ("Neither
// Amazon nor Google sponsored this", "None of the banks mentioned sponsor this video", "They didn't pay for this
// video", "(no affiliate links here)", "not sponsored, I bought it"). A clause ends at , ; : ( ) — – " - " and at
// but/though/however/because/instead, so "I don't usually do sponsors, but this video is sponsored by X" stays
// positive. Idioms that are not negations ("not only", "no matter", "none other than", "don't forget", "wouldn't
// be possible without", "at no extra cost") and conditionals ("if you don't…") are ignored.
const CLAUSE_BREAK = /[,;:()[\]—–]|\s-\s|\b(?:but|though|although|however|instead|because|whereas|while|mas|mais|maar|aber|pero|però|porque|perch[ée]|weil|omdat|doch|sondern|toch)\b/gi;
const NEGATION_CUE =
  /\b(?:not|never|no|non|none|neither|nor|nobody|no-one|noone|nothing|without|zero|cannot|(?:do|does|did|is|was|are|were|has|have|had|wo|ca|could|would|should|ai|must|need)n['’]?t)\b|(?<![\p{L}\p{N}])(?:niet|geen|nooit|niemand|zonder|n[ãa]o|nem|nenhum[a]?|nunca|ningu[ée]m|sem|n['’](?=\p{L})|pas|aucun[e]?|jamais|sans|ni|mai|nessun[oa]?|senza|né|nicht|kein(?:e|en|er|em|es)?|nie|niemals|ohne|ning[úu]n[oa]?|nadie|sin|unbezahlt\w*|unbeauftragt\w*|onbetaald\w*|unpaid)(?![\p{L}\p{N}])/iu;
const NEGATION_IDIOM =
  /\b(?:not (?:only|just|merely|all)|no (?:matter|doubt|wonder|joke|cap)|none other than|never (?:miss|forget)|(?:do|did)n['’]?t (?:forget|miss|hesitate|wait|sleep on)|do not (?:forget|miss|hesitate|wait)|without (?:further ado|a doubt)|\w+n['’]?t (?:be |have been |been )?possible without|(?:could|would)n['’]?t have (?:done|made|built|happened)\b[^,;]{0,30}?\bwithout|(?:\w+n['’]?t|not|no) (?:extra )?(?:cost|charge)s? (?:you )?(?:anything|a (?:thing|penny|cent|dime)|extra|more)|costs? (?:you )?nothing|no (?:extra|additional) (?:cost|charge))\b|(?<![\p{L}\p{N}])(?:sans (?:aucun )?(?:surcoût|frais|coût)\w*|sem (?:nenhum )?custo\w*|sin (?:ningún )?(?:coste|costo)\w*|senza (?:alcun )?(?:cost[oi]|spese)\w*|ohne (?:zusätzliche |weitere )?(?:mehr)?kosten\w*|zonder (?:extra )?kosten|n['’]hésitez pas|non (?:vedo l['’]ora|solo)|não (?:só|apenas|deixe de)|no (?:solo|dejes de)|nicht nur|niet alleen)(?![\p{L}\p{N}])/giu;
const CONDITIONAL = /\b(?:if|unless|whether)\b/i;
// "sponsored by nobody", "paid by no one": negated after the words.
// German "Werbung wegen Markennennung" / "Werbung (unbeauftragt)": advertising only because a brand is named, unpaid.
const NEGATED_AFTER = /^\s*(?:(?:by\s+)?(?:nobody|no one|no-one|noone|no company|no brand|none(?! other))\b|[(,:]?\s*(?:wegen|da|aufgrund(?: der)?|durch) (?:markennennung|markenerkennung|namensnennung|verlinkung|nennung)|[(,:]?\s*(?:unbeauftragt|unbezahlt|ohne auftrag))/i;

/** Whether the text of a clause before a statement negates it. */
function negatesClause(before: string): boolean {
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
// Sentences about asking for sponsorships, or about the creator's own supporters, are not sponsor statements.
const SPONSOR_EXCLUSION = /\b(?:inquir\w*|enquir\w*|business|contact|e-?mail|reach out|interested in|work with (?:me|us)|get in touch|booking|media kit|become a (?:channel )?sponsor|be a sponsor|sponsor (?:me|us|the channel|this channel|my work|my channel|a creator|an? (?:video|episode|stream|upload|segment)s?|(?:one of )?(?:my|our) (?:next |future |upcoming )?(?:videos?|episodes?|streams?|content))|(?:want|wanna|like|looking|hoping|love|open) to (?:sponsor|partner)|sponsor(?:ship)? (?:requests?|opportunit\w*|deals? for (?:the|this) channel)|looking for sponsors?|open (?:to|for) sponsor\w*|accepting sponsor\w*|(?:sponsored|paid) (?:segments|videos|content|posts|reads|integrations|partnerships) (?:are|will be|get) (?:always|never|clearly)|(?:sponsor\w*|paid \w+) (?:are|is|will be) always (?:disclosed|marked|labell?ed|said|mentioned)|github sponsors?|sponsor ?block|patreon|patrons?|members?hip|supporters?|channel members?|viewers like you|you guys)\b|@[\w-]+\.\w/i;
// Viewers and family sending things ("you guys sent me so many questions") are not gifts from a brand.
const GIFT_EXCLUSION =
  /\byou (?:sent|send|gave|gifted)\b|\b(?:you guys|you all|y'?all|viewers?|subscribers?|many of you|a lot of you|some of you|lots of you|a fan|fans|someone|somebody|people|my (?:mom|mum|dad|parents|friends?|wife|husband|brother|sister|girlfriend|boyfriend|family|partner|patrons?))\b[^.\n]{0,20}\b(?:sent|send|sending|gave|gifted)\b|\b(?:sent|send|sending) (?:me|us|over|in)\b[^.\n]{0,20}?\b(?:questions|messages|comments|e-?mails|dms|photos|pictures|videos|requests|suggestions|ideas|links|clips|memes|letters|drawings|fan ?art|submissions)\b|\b(?:gift|on loan|lent|loaned|borrowed) from (?:my|our|a (?:friend|viewer|fan|neighbou?r)|family)\b|(?:regalo de|presente d[aeo]|cadeau de|regalo d[ai]|cadeau van|geschenk (?:von|meiner|meines)) (?:mi|mis|minha|meu|meus|ma|mon|mes|mijn|meine?[rm]?|mia|mio|miei|mie)(?![\p{L}\p{N}])|\b(?:gave|give|given|giving) (?:me|us) (?:the |a |an )?(?:best |good |great |better |fair |lowest |cheapest )?(?:quotes?|price|deal|estimate|offer|advice|tips?|answer|idea|discount|heads-up|feedback|permission)\b/iu;
// "provided by" in credits ("music provided by", "footage provided by") is not a gift.
const CREDIT_PROVIDED = /\b(?:music|songs?|tracks?|footage|data|images?|photos?|clips?|audio|sounds?|video|content|info|information|b-?roll|graphics|animations?|art|artwork|stock|maps?|charts?|thumbnail|captions?|subtitles?|translations?)\b[^.\n]{0,20}$/i;

// Lines that promote the creator's own things: links on them are not sponsors unless paid language is there.
const SELF_LINE =
  /\b(?:my|our)\s+(?:own\s+|new\s+|free\s+|official\s+)?(?:website|site|web ?site|store|shop|merch|merchandise|course|courses|class|classes|book|books|e-?book|newsletter|app|podcast|channel|second channel|other channel|gaming channel|main channel|blog|studio|brand|company|business|patreon|discord|community|membership|presets?|luts?|prints?|art|music|album|ep|single|clothing|apparel|guide|program|coaching|templates?|planner|game|games|substack|agency|portfolio|mentorship|workshop|newsletter|instagram|twitter|tiktok|socials|links?tree|wishlist)\b|\b(?:support (?:me|us|the channel|this channel|my work)|join (?:my|our|the) (?:discord|community|patreon|membership|newsletter|server)|become a (?:member|patron)|follow (?:me|us)\b|merch\b|business (?:inquiries|enquiries|email|contact)|contact me|e-?mail me|(?:previous|last|next|other|full|related|part \d|bonus) (?:video|episode)|playlist|watch next|check out my other)/i;
// Credit lines: "Music: ...", "Song - ...", "Sources: ...", "Edited by ...".
const CREDIT_LINE =
  /^[^\p{L}\p{N}]*(?:music|songs?|tracks?|soundtrack|bgm|background music|audio|sounds?|sfx|sound effects|sources?|references?|citations?|credits?|footage|stock footage|b-?roll|clips?|images?|photos?|photography|thumbnail|artwork|animations?|animated|edited|editor|editing|edit|filmed|videography|cinematography|produced|producer|written|writer|script|research|licensed|intro music|outro music|outro|intro|further reading|read more|data|study|studies|paper|article|beat|beats|instrumental)\b[^:\n]{0,40}?(?::|\bby\b|\bfrom\b|[-–—|])/iu;

type Section = 'none' | 'credits' | 'social' | 'self' | 'gear' | 'sponsor' | 'affiliate';

function headerSection(core: string): Section | null {
  const c = core.toLowerCase();
  // "Providers compared (no affiliate links):" is a list, not an affiliate section.
  const aff = /\baffiliat|\bcommission|\breferral/.exec(c);
  if (aff && !negatesClause(c.slice(0, aff.index))) return 'affiliate';
  if (/\bsponsor|\bpartners?\b|\bpartnership/.test(c) && !/inquir|enquir|business|contact|become/.test(c)) return 'sponsor';
  if (/\b(?:music|songs?|tracks?|soundtrack|sources?|references?|citations?|credits?|footage|further reading|reading list|bibliography|attributions?|licen[sc]es?|sounds?|sfx|stock|research|papers?|studies|articles?|data)\b/.test(c)) return 'credits';
  if (/\b(?:follow|socials?|social media|connect|find me|find us|where to find|stalk|contact|inquir\w*|enquir\w*|business|e-?mail|instagram|twitter|tiktok|facebook)\b/.test(c)) return 'social';
  if (/\b(?:shop (?:the|this|my)|products?|gear|equipment|set-?up|what i use|tools|kit|cameras?|lens(?:es)?|mics?|microphones?|items|recommendations?|recommended|favou?rites|mentioned|links|amazon)\b/.test(c)) return 'gear';
  if (/\b(?:merch|store|shop|support|patreon|members?(?:hip)?|join|courses?|books?|newsletter|podcast|channels?|videos?|watch|playlists?|subscribe|discord|community)\b/.test(c)) return 'self';
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Text model

interface Line {
  index: number;
  start: number;
  end: number;
  text: string;
  /** The line with its links blanked out (same length). */
  prose: string;
  blank: boolean;
  section: Section;
  header: boolean;
  credit: boolean;
  self: boolean;
  /** A line of the chapter list: chapters are judged on their own, not as sentences. */
  chapter: boolean;
}

interface Unit {
  line: number;
  start: number;
  end: number;
}

interface Target {
  key: string;
  brand: CatalogBrand | null;
  domain: string;
}

type LinkClass = 'catalog' | 'new' | 'generic' | 'excluded' | 'self';

interface Mention {
  kind: 'name' | 'link';
  index: number;
  end: number;
  line: number;
  unit: number;
  target: Target | null;
  cls: LinkClass | 'name';
  link?: FoundLink;
  /** A link that is an affiliate/referral link by its own shape (catalog referral prefix, amzn.to, ?ref=). */
  referral: boolean;
  /** A short link resolved through where it leads (`DetectionInput.expandedLinks`): that final URL. */
  expandedTo?: string;
  /** A link to an account on a site (`/profile/…`, `/u/…`, `/@…`): bound only by words in its own sentence. */
  profile?: boolean;
  /** The text the mention is in (a statement may bind a mention of another text: a title naming a linked brand). */
  doc?: Doc;
}

interface Statement {
  kind: Kind;
  index: number;
  end: number;
  line: number;
  unit: number;
  whole: boolean;
}

interface Doc {
  origin: 'description' | 'transcript' | 'title';
  text: string;
  /** The text with its links blanked out (same length). */
  prose: string;
  lines: Line[];
  units: Unit[];
  mentions: Mention[];
  statements: Statement[];
  negatedUnits: Set<number>;
  /** Units of each line, in order. */
  lineUnits: number[][];
  /** Lines holding a paid statement. */
  paidLines: Set<number>;
  /** Lines a negated affiliate disclosure ("no affiliate links") covers: no link there is an affiliate link. */
  noAffiliateLines: Set<number>;
}

interface Binding {
  mention: Mention;
  kind: Kind;
  origin: Doc['origin'];
  whole: boolean;
  /** Bound through an affiliate disclosure or an affiliate/gear section (not a promoted segment). */
  gearScope: boolean;
  /** The statement's sentence, for naming new brands. */
  context: string;
}

interface Context {
  input: DetectionInput;
  catalog: BrandCatalog;
  handleKey: string;
  titleKey: string;
  /** The handle and title in the forms a creator's own domain uses (see isOwnHost). */
  ownKeys: string[];
  channelShorteners: Set<string>;
  /** The analyzed description and transcript, for statements that name a brand linked elsewhere. */
  allDocs: Doc[];
}

const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().replace(/^@/, '').replace(/[^\p{L}\p{N}]/gu, '');

function mask(text: string, spans: { start: number; end: number }[]): string {
  if (!spans.length) return text;
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + ' '.repeat(s.end - s.start);
    at = s.end;
  }
  return out + text.slice(at);
}

function buildLines(text: string, prose: string, withSections: boolean): Line[] {
  const lines: Line[] = [];
  let start = 0;
  const raw = text.split('\n');
  let section: Section = 'none';
  let sectionOpen = false;
  let awaitingBody = false;
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i];
    const p = prose.slice(start, start + t.length);
    // A separator line ("━━━━━━", "-----", "* * *", "👇👇👇") ends a block like an empty line.
    const blank = t.trim() === '' || (t.trim().length >= 3 && !/[\p{L}\p{N}]/u.test(t));
    let header = false;
    let credit = false;
    let self = false;
    if (withSections) {
      if (blank) {
        if (!awaitingBody) {
          section = 'none';
          sectionOpen = false;
        }
      } else {
        const core = p.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');
        const hasLink = p !== t;
        const looksHeader =
          !hasLink &&
          core.length > 0 &&
          core.length <= 50 &&
          (/:\s*$/.test(t) || (core === core.toUpperCase() && /\p{Lu}/u.test(core)) || /^[\s]*[▬━═─—=*#~_|\[<>►▶•✦★☆-]{2,}|[▬━═─—=*#~_|\]<>◄◀•✦★☆-]{2,}\s*$/u.test(t) || (/^\p{Extended_Pictographic}/u.test(t.trim()) && !/:\s*\S/.test(core)));
        // A long line ending in ":" that introduces a gear or affiliate list ("Gear I use (affiliate links — as an
        // Amazon Associate I earn from qualifying purchases):") heads that list too.
        const longHeader = !looksHeader && !hasLink && core.length <= 140 && /:\s*$/.test(t);
        let kind = looksHeader ? headerSection(core) : null;
        if (longHeader) {
          const k = headerSection(core);
          if (k === 'affiliate' || k === 'gear') kind = k;
        }
        if (kind) {
          header = true;
          section = kind;
          sectionOpen = true;
          awaitingBody = true;
        } else {
          awaitingBody = false;
          if (!sectionOpen) section = 'none';
        }
        credit = CREDIT_LINE.test(p);
        self = SELF_LINE.test(p);
      }
    }
    lines.push({ index: i, start, end: start + t.length, text: t, prose: p, blank, section: header ? 'none' : section, header, credit, self, chapter: false });
    start += t.length + 1;
  }
  return lines;
}

/** Marks the lines of the description's chapter list (when it has one, by the rules of chapters.ts). */
function markChapterLines(lines: Line[]): void {
  const chapters = parseChapters(lines.map((l) => l.text).join('\n'));
  if (!chapters.length) return;
  let k = 0;
  const startAt = lines.findIndex((l) => parseChapterLine(l.text)?.seconds === 0);
  for (let i = Math.max(0, startAt); i < lines.length && k < chapters.length; i++) {
    if (lines[i].blank) continue;
    const c = parseChapterLine(lines[i].text);
    if (!c) break;
    lines[i].chapter = true;
    k++;
  }
}

function buildUnits(lines: Line[]): { units: Unit[]; unitAt: (pos: number) => number } {
  const units: Unit[] = [];
  for (const l of lines) {
    let s = l.start;
    // Sentence ends: ".", "!", "?" followed by a space, and " | " separators; links are masked so their dots do not split.
    const re = /[.!?]+(?=\s)|\s\|\s/g;
    for (const m of l.prose.matchAll(re)) {
      const e = l.start + m.index! + m[0].length;
      if (e > s) units.push({ line: l.index, start: s, end: e });
      s = e;
    }
    units.push({ line: l.index, start: s, end: l.end });
  }
  const starts = units.map((u) => u.start);
  const unitAt = (pos: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    let ans = 0;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] <= pos) {
        ans = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return ans;
  };
  return { units, unitAt };
}

function lineAt(lines: Line[], pos: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  let ans = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid].start <= pos) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}

function domainLabel(domain: string): string {
  return (getDomainWithoutSuffix(domain, { allowPrivateDomains: true }) ?? domain.split('.')[0]).toLowerCase();
}

interface ResolvedLink {
  cls: LinkClass;
  target: Target | null;
  referral: boolean;
  /** A short link whose brand only its destination can tell (a generic or the channel's own shortener). */
  expandable?: boolean;
  /** The destination it was judged by, when the pre-pass expanded it. */
  expandedTo?: string;
}

function resolveLink(link: FoundLink, ctx: Context, followExpansion = true): ResolvedLink {
  const { catalog } = ctx;
  const catalogTarget = (b: CatalogBrand): Target => ({ key: `brand:${b.id}`, brand: b, domain: primaryDomain(b, link.domain) });
  // The channel's own shorteners usually redirect to its sponsors: judged by where they lead when expanded;
  // otherwise evidence for a brand named next to them, or in their path ("lmg.gg/squarespace"), but never a
  // brand of their own.
  if (hostIn(ctx.channelShorteners, link.host)) {
    const expanded = followExpansion ? resolveExpanded(link, ctx, false) : null;
    if (expanded) return expanded;
    const b = brandInPath(link.url, catalog);
    return { cls: 'generic', target: b ? catalogTarget(b) : null, referral: false, expandable: true };
  }
  const ref = catalog.byReferral(link.url);
  if (ref) return { cls: 'catalog', target: catalogTarget(ref), referral: true };
  // A shop or store page named after the channel (`etsy.com/shop/PaperAndThread`) is the creator's own shop (an
  // Amazon storefront, `amazon.co.uk/shop/<handle>`, is an affiliate link: section "Affiliate-shaped links").
  const path = profileOrShopPath(link.url);
  if (path && !path.profile && !hasAffiliateMarker(link.url) && domainLabel(link.domain) !== 'amazon' && ownsName(path.name, ctx)) return { cls: 'self', target: null, referral: false };
  const byDomain = catalog.byDomain(link.host);
  if (byDomain) {
    const affiliateShortener = hostIn(AFFILIATE_SHORTENERS, link.host);
    const storefront = /^amazon$/.test(domainLabel(link.domain)) && /^https?:\/\/[^/]+\/shop\//i.test(link.url);
    return { cls: 'catalog', target: catalogTarget(byDomain), referral: affiliateShortener || storefront || hasAffiliateMarker(link.url) };
  }
  if (isOwnHost(link.host, ctx)) return { cls: 'self', target: null, referral: false };
  if (hostIn(NOT_SPONSOR_DOMAINS, link.host)) return { cls: 'excluded', target: null, referral: false };
  if (hostIn(GENERIC_SHORTENERS, link.host)) {
    const owner = SHORTENER_OWNERS[link.host] ?? SHORTENER_OWNERS[link.domain];
    if (owner) {
      const b = catalog.byDomain(owner.domain);
      if (b) return { cls: 'catalog', target: catalogTarget(b), referral: true };
      return { cls: 'new', target: { key: `domain:${owner.domain}`, brand: null, domain: owner.domain }, referral: true };
    }
    const expanded = followExpansion ? resolveExpanded(link, ctx, hostIn(AFFILIATE_SHORTENERS, link.host)) : null;
    if (expanded) return expanded;
    const b = brandInPath(link.url, catalog);
    return { cls: 'generic', target: b ? catalogTarget(b) : null, referral: false, expandable: true };
  }
  const variant = catalog.byDomainCountryVariant(link.host);
  if (variant) {
    const storefront = /^https?:\/\/[^/]+\/shop\//i.test(link.url) && domainLabel(link.domain) === 'amazon';
    return { cls: 'catalog', target: catalogTarget(variant), referral: storefront || hasAffiliateMarker(link.url) };
  }
  const label = norm(domainLabel(link.domain));
  if (label.includes('merch') || isOwnHost(link.host, ctx)) return { cls: 'self', target: null, referral: false };
  // Government, academic and documentation links are references, never sponsors.
  if (isReferenceHost(link.host)) return { cls: 'excluded', target: null, referral: false };
  // "buyraycon.com", "tryfactor.com": a catalog brand's name with a shop prefix or suffix is that brand.
  for (const v of labelVariants(link.domain)) {
    if (v === label) continue;
    const hit = catalog.byName(v).find((m) => m.index === 0 && m.end === v.length);
    if (hit) return { cls: 'catalog', target: catalogTarget(hit.brand), referral: hasAffiliateMarker(link.url) };
  }
  return { cls: 'new', target: { key: `domain:${link.domain}`, brand: null, domain: link.domain }, referral: hasAffiliateMarker(link.url) };
}

/**
 * A short link judged as the link it leads to (a catalog brand, a new brand, the creator's own site, a
 * platform…), when the pre-pass expanded it past every shortener. An affiliate shortener (geni.us) stays an
 * affiliate link whatever it leads to. Null when it was not expanded, or still ends at a shortener.
 */
function resolveExpanded(link: FoundLink, ctx: Context, affiliateShortener: boolean): ResolvedLink | null {
  const to = ctx.input.expandedLinks?.get(link.url);
  const final = to ? parseLink(to) : null;
  if (!final) return null;
  const r = resolveLink({ ...link, url: final.url, host: final.host, domain: final.domain }, ctx, false);
  if (r.cls === 'generic') return null;
  const branded = r.cls === 'catalog' || r.cls === 'new';
  return { cls: r.cls, target: r.target, referral: r.referral || (affiliateShortener && branded), expandedTo: final.url };
}

/**
 * The short links of a video that detection judges by where they lead (generic shorteners whose owner is
 * unknown, the channel's own shorteners): what the expansion pre-pass fetches. Description first.
 */
export function expandableLinks(input: DetectionInput, catalog: BrandCatalog): string[] {
  const ctx = makeContext({ ...input, expandedLinks: undefined }, catalog);
  const texts = [input.description ?? '', input.transcript?.length ? transcriptText(input.transcript) : '', input.title ?? ''];
  const out = new Set<string>();
  for (const text of texts) for (const link of findLinks(text)) if (resolveLink(link, ctx).expandable) out.add(link.url);
  return [...out];
}

// Subdomain labels that say nothing about the owner ("shop.", "store.", "go.").
const GENERIC_HOST_LABELS = new Set(['www', 'shop', 'store', 'go', 'get', 'try', 'link', 'links', 'app', 'my', 'en', 'us', 'uk', 'eu', 'm', 'blog', 'home', 'pay', 'checkout', 'buy']);

/**
 * The creator's own site or store: a label of the host (the registrable name or any subdomain, so a shop on a
 * platform counts: `beatbasement.gumroad.com`, `ledgerandlatte.gumroad.com`, `mara.myshopify.com`,
 * `mara.etsy.com`) that contains the channel handle or title (written together, "&" read as "and"), or that is
 * most of it (`mara-makes` for "Mara Makes" too).
 */
function isOwnHost(host: string, ctx: Context): boolean {
  const keys = ctx.ownKeys.filter((k) => k.length >= 4);
  if (!keys.length) return false;
  const h = normalizeHostLabels(host);
  for (const raw of h) {
    const label = norm(raw);
    if (label.length < 4 || GENERIC_HOST_LABELS.has(label)) continue;
    for (const k of keys) {
      if (label.includes(k)) return true;
      if (label.length >= 6 && k.includes(label) && label.length >= k.length * 0.7) return true;
    }
  }
  return false;
}

const PROFILE_PATH = /^\/(?:(?:profile|profiles|user|users|u|people|member|members)\/([^/?#]+)|@([^/?#]+))/i;
const SHOP_PATH = /^\/(?:shop|store|stores|seller|sellers|designers?|creators?|authors?|storefront)\/([^/?#]+)/i;

/** A profile path (`/profile/58213`, `/u/mudseason`, `/@LayerShiftLab`) or a shop path (`/shop/PaperAndThread`) and the name in it. */
function profileOrShopPath(url: string): { profile: boolean; name: string } | null {
  const i = url.indexOf('/', url.indexOf('//') + 2);
  if (i < 0) return null;
  const p = url.slice(i);
  const m = PROFILE_PATH.exec(p);
  if (m) return { profile: true, name: m[1] ?? m[2] };
  const s = SHOP_PATH.exec(p);
  if (s) return { profile: false, name: s[1] };
  return null;
}

/** Whether a name (a path segment) is the channel's: it contains the handle or title, or is most of it. */
function ownsName(name: string, ctx: Context): boolean {
  const label = norm(decodeURIComponentSafe(name));
  if (label.length < 4) return false;
  for (const k of ctx.ownKeys) {
    if (k.length < 4) continue;
    if (label.includes(k)) return true;
    if (label.length >= 6 && k.includes(label) && label.length >= k.length * 0.7) return true;
  }
  return false;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The labels of a host without its public suffix ("a.b.gumroad.com" → a, b, gumroad). */
function normalizeHostLabels(host: string): string[] {
  const suffix = getPublicSuffix(host) ?? '';
  const rest = suffix && host.endsWith(`.${suffix}`) ? host.slice(0, -suffix.length - 1) : host;
  return rest.split('.').filter(Boolean);
}

/** Normalized forms of the channel's handle and title a creator's own domain is made of. */
function ownKeys(channel: DetectionInput['channel']): string[] {
  const out = new Set<string>();
  const add = (s: string) => {
    const k = norm(s);
    if (k) out.add(k);
  };
  for (const v of [channel.handle, channel.title]) {
    if (!v) continue;
    add(v);
    add(v.replace(/&|\+/g, ' and '));
    add(v.replace(/^the\s+/i, '').replace(/\s+(?:official|tv|channel|studios?|hq)$/i, ''));
  }
  // A title of three words or more without its last one, the word that says what the channel does: "Kettle &
  // Quill Games" owns kettlequill.com, "Ted Harrow Woodturning" tedharrow.co.uk.
  const words = (channel.title ?? '').split(/[\s&+]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length >= 3) {
    const lead = norm(words.slice(0, -1).join(''));
    if (lead.length >= 6) out.add(lead);
  }
  return [...out];
}

function primaryDomain(b: CatalogBrand, fallback: string): string {
  return (b.domains[0] ?? b.shorteners[0] ?? fallback).toLowerCase();
}

/** A catalog brand named by the path of a shortener link ("bit.ly/nordvpn-mara" → NordVPN). */
function brandInPath(url: string, catalog: BrandCatalog): CatalogBrand | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const words = path.replace(/[/_\-.+]+/g, ' ').trim();
  if (!words) return null;
  const hits = catalog.byName(words);
  return hits.length ? hits[0].brand : null;
}

function analyze(text: string, origin: Doc['origin'], ctx: Context): Doc {
  const scanned = scanLinks(text);
  const prose = mask(text, scanned.spans);
  const lines = buildLines(text, prose, origin === 'description');
  if (origin === 'description') markChapterLines(lines);
  const { units, unitAt } = buildUnits(lines);
  const mentions: Mention[] = [];
  for (const link of scanned.links) {
    const r = resolveLink(link, ctx);
    const profile = !r.referral && profileOrShopPath(link.url)?.profile === true;
    mentions.push({ kind: 'link', index: link.index, end: link.index + link.url.length, line: link.line, unit: unitAt(link.index), target: r.target, cls: r.cls, link, referral: r.referral, expandedTo: r.expandedTo, profile });
  }
  for (const m of ctx.catalog.byName(prose)) {
    const b = m.brand;
    mentions.push({
      kind: 'name',
      index: m.index,
      end: m.end,
      line: lineAt(lines, m.index),
      unit: unitAt(m.index),
      target: { key: `brand:${b.id}`, brand: b, domain: primaryDomain(b, '') },
      cls: 'name',
      referral: false,
    });
  }
  mentions.sort((a, b) => a.index - b.index || (a.kind === b.kind ? 0 : a.kind === 'link' ? -1 : 1));

  const statements: Statement[] = [];
  const negatedUnits = new Set<number>();
  const negatedAffiliate: Statement[] = [];
  for (const l of lines) {
    if (l.blank || l.chapter) continue;
    const lower = l.prose.toLowerCase();
    // "I bought it myself", "Every tool I paid for:": what the creator bought is not promoted as a sponsor.
    if (hasHint(lower, SELF_PURCHASE_HINTS)) {
      SELF_PURCHASE.lastIndex = 0;
      for (const m of l.prose.matchAll(SELF_PURCHASE)) negatedUnits.add(unitAt(l.start + m.index!));
      if (SELF_PURCHASE_LIST.test(l.prose)) {
        for (let i = l.index + 1; i < lines.length && !lines[i].blank && !lines[i].header; i++) {
          for (let u = unitAt(lines[i].start); u < units.length && units[u].line === i; u++) negatedUnits.add(u);
        }
      }
    }
    if (!ANY_HINT.test(lower)) continue;
    const foreign = FOREIGN_HINT.test(lower);
    for (const p of PATTERNS) {
      if (p.foreign && !foreign) continue;
      if (!hasHint(lower, p.hints)) continue;
      p.re.lastIndex = 0;
      for (const m of l.prose.matchAll(p.re)) {
        const index = l.start + m.index!;
        const unit = unitAt(index);
        const u = units[unit];
        if (p.kind === 'paid' || p.kind === 'gift' || p.kind === 'affiliate') {
          const before = prose.slice(u.start, index);
          const after = prose.slice(index + m[0].length, Math.min(u.end, index + m[0].length + 24));
          if (negatesClause(before) || (p.kind !== 'affiliate' && NEGATED_AFTER.test(after))) {
            negatedUnits.add(unit);
            if (p.kind === 'affiliate') negatedAffiliate.push({ kind: p.kind, index, end: index + m[0].length, line: l.index, unit, whole: false });
            continue;
          }
        }
        // Spoken discounts are too loose without a brand's ad read around them; spoken disclosures point at the description.
        if (origin === 'transcript' && (p.kind === 'cta' || p.kind === 'affiliate')) continue;
        const sentence = prose.slice(u.start, u.end);
        if (p.kind === 'paid' && /sponsor/i.test(m[0]) && SPONSOR_EXCLUSION.test(sentence)) continue;
        if (p.kind === 'gift' && /provided by/i.test(m[0]) && CREDIT_PROVIDED.test(text.slice(u.start, index))) continue;
        if (p.kind === 'gift' && GIFT_EXCLUSION.test(sentence)) continue;
        statements.push({ kind: p.kind, index, end: index + m[0].length, line: l.index, unit, whole: !!p.whole });
      }
    }
  }
  statements.sort((a, b) => a.index - b.index || a.kind.localeCompare(b.kind));
  const lineUnits: number[][] = lines.map(() => []);
  units.forEach((u, i) => lineUnits[u.line].push(i));
  const paidLines = new Set(statements.filter((x) => x.kind === 'paid').map((x) => x.line));
  const doc: Doc = { origin, text, prose, lines, units, mentions, statements, negatedUnits, lineUnits, paidLines, noAffiliateLines: new Set() };
  // "No affiliate links" is an explicit non-affiliate marker for its block (and the block under a header).
  for (const s of negatedAffiliate) for (const li of noAffiliateScope(doc, s)) doc.noAffiliateLines.add(li);
  for (const m of mentions) m.doc = doc;
  return doc;
}

// The creator's own purchases: "I bought every spool myself", "bought at Boots with my own money", "I paid full
// price", "li ho comprati io", "comprei com meu dinheiro", "acheté avec mon argent", "selbst gekauft", "zelf gekocht".
const SELF_PURCHASE =
  /\b(?:bought|purchased|(?:i|we) paid for)\b[^.\n]{0,60}?\b(?:myself|ourselves|with (?:my|our) own money|out of (?:my|our) (?:own )?pocket)\b|\bwith (?:my|our) own money\b|\bpaid (?:full|retail) price\b|\b(?:i|we) (?:\w+ )?(?:paid for|bought|purchased)\b[^.\n]{0,20}?\b(?:myself|ourselves|used|second-?hand)\b|\b(?:l[ie] |la |l['’])?ho comprat[oaie] io\b|\bcomprat[oaie] da me\b|\bcomprei\b[^.\n]{0,30}?\b(?:com (?:meu|o meu) (?:próprio )?dinheiro|eu mesm[oa])|\bachet[ée]e?s? (?:moi-même|avec mon (?:propre )?argent)|\bselbst gekauft\b|\bzelf gekocht\b|\bcompr(?:é|ado) (?:yo|por mí)\b/gi;
const SELF_PURCHASE_HINTS = ['bought', 'purchased', 'paid', 'own money', 'price', 'compr', 'achet', 'gekauft', 'gekocht'];
// A header or title line over a list of the creator's purchases: "Every tool and asset pack I paid for:", "Stuff we bought:".
const SELF_PURCHASE_LIST = /\b(?:i|we) (?:\w+ )?(?:paid for|bought|purchased)\b[^.\n]{0,30}:\s*$/i;

function hasHint(lower: string, hints: string[]): boolean {
  for (let i = 0; i < hints.length; i++) if (lower.includes(hints[i])) return true;
  return false;
}

const WINDOW = 200;

function bindable(m: Mention, doc: Doc, kind: Kind, sameUnitAsStatement: boolean): boolean {
  if (m.cls === 'excluded' || m.cls === 'self') return false;
  // A profile is the creator's account on a site: a sponsor only when its own sentence says so.
  if (m.profile && !sameUnitAsStatement) return false;
  const line = doc.lines[m.line];
  if (line.chapter) return false;
  // Credits, socials and self-promotion only turn into sponsorships when the paid or affiliate words are in the same sentence.
  const guarded = line.credit || line.self || line.section === 'credits' || line.section === 'social' || line.section === 'self';
  if (guarded) {
    if (!sameUnitAsStatement) return false;
    if (line.credit || line.section === 'credits') return kind === 'paid' || kind === 'affiliate' || kind === 'promo';
    return kind === 'paid';
  }
  return true;
}

/** Mentions a statement speaks about: its sentence, else the nearest sentence with mentions within WINDOW chars. */
function bindStatement(doc: Doc, s: Statement, byUnit: Map<number, Mention[]>): Mention[] {
  const usable = (u: number, same: boolean) => (byUnit.get(u) ?? []).filter((m) => bindable(m, doc, s.kind, same));
  const own = usable(s.unit, true);
  if (own.length) return own;
  if (s.kind === 'affiliate') return [];
  // A statement about a link of its own sentence that is the creator's own or no sponsor ("first week free:
  // mysite.com/join", "20% off my guide") speaks about that link, not about the next line's product. Promo,
  // discount and gift words on a self-promotion, social or credit line do not reach other lines either.
  if ((byUnit.get(s.unit) ?? []).some((m) => m.kind === 'link' && (m.cls === 'self' || (m.cls === 'excluded' && s.kind !== 'paid')))) return [];
  const sl = doc.lines[s.line];
  if (s.kind !== 'paid' && (sl.credit || sl.self || sl.section === 'credits' || sl.section === 'social' || sl.section === 'self')) return [];
  // Rest of the line, then the sentence before on the same line, then following lines.
  for (let u = s.unit + 1; u < doc.units.length && doc.units[u].line === s.line; u++) {
    if (doc.units[u].start - s.end > WINDOW) break;
    const ms = usable(u, false);
    if (ms.length) return ms;
  }
  for (let u = s.unit - 1; u >= 0 && doc.units[u].line === s.line; u--) {
    if (s.index - doc.units[u].end > WINDOW) break;
    const ms = usable(u, false);
    if (ms.length) return ms;
  }
  if (doc.origin === 'title') return [];
  // A statement that introduces a list ("Gifted:", "Both feeders were sent to me by the companies …") speaks about
  // every item of the block it finds, not only the first.
  const sentence = doc.prose.slice(doc.units[s.unit].start, doc.units[s.unit].end);
  const list = (s.kind === 'gift' || s.kind === 'paid') && (/:\s*$/.test(sl.prose) || LIST_QUANTIFIER.test(sentence));
  for (let li = s.line + 1; li < doc.lines.length; li++) {
    const l = doc.lines[li];
    if (l.start - s.end > WINDOW) break;
    if (l.blank) continue;
    if (l.header) break;
    if (doc.paidLines.has(li)) break;
    for (const i of doc.lineUnits[li]) {
      const ms = usable(i, false);
      if (ms.length) return list ? [...ms, ...listItems(doc, li + 1, s, usable)] : ms;
    }
    if (doc.mentions.some((m) => m.line === li && m.cls !== 'excluded')) break;
  }
  return [];
}

function groupBy<T, K>(xs: T[], key: (x: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const x of xs) {
    const k = key(x);
    const g = out.get(k);
    if (g) g.push(x);
    else out.set(k, [x]);
  }
  return out;
}

const LIST_QUANTIFIER = /\b(?:both|all (?:of )?(?:them|these|those|three|four|five|six|seven|eight|nine|ten|\d+)|each of (?:them|these|those)|every one of|all the (?:products|items|things))\b/i;

/** The mentions of the following lines of a list's block (up to a blank line, a header or a line with its own sponsor words). */
function listItems(doc: Doc, from: number, s: Statement, usable: (u: number, same: boolean) => Mention[]): Mention[] {
  const out: Mention[] = [];
  for (let li = from; li < doc.lines.length; li++) {
    const l = doc.lines[li];
    if (l.blank || l.header || doc.paidLines.has(li) || doc.statements.some((x) => x.line === li && x !== s)) break;
    for (const i of doc.lineUnits[li]) out.push(...usable(i, false));
  }
  return out;
}

/** Adds the non-blank lines of the block starting at `li` (blank and separator lines skipped first), going `dir`. */
function addBlock(doc: Doc, out: Set<number>, li: number, dir: 1 | -1): void {
  let i = li;
  while (i >= 0 && i < doc.lines.length && doc.lines[i].blank) i += dir;
  while (i >= 0 && i < doc.lines.length && !doc.lines[i].blank && (i === li || !doc.lines[i].header)) {
    out.add(i);
    i += dir;
  }
}

/** Lines an affiliate disclosure covers: its block, the block below or above, or the whole description. */
// A line that starts with an affiliate label ("Affiliate links: amzn.to/…", "Amazon affiliate links – …") heads a
// list: its block is covered, not only its own link.
const AFFILIATE_LABEL = /^[^\p{L}\p{N}]*(?:my\s+|our\s+)?(?:[\p{L}\p{N}&]+\s+)?(?:affiliate|referral)(?:\s+links?)?\s*[:\-–—]/iu;

function disclosureScope(doc: Doc, s: Statement): Set<number> {
  const line = doc.lines[s.line];
  const t = line.prose.toLowerCase();
  const out = new Set<number>();
  const wide = /\b(?:description|all (?:of )?(?:the |my )?links|links in|these links|some (?:of (?:the|my|these) )?links|links (?:may|might|are|on|here)|any links|product links|links to products)\b/.test(t);
  const directed = /\b(?:below|above)\b/.test(t);
  // A disclosure on a line that holds its own link speaks about that link ("This is an affiliate link – costs you
  // nothing: racedayquads.com/?rfsn=…", "Slow cooker I use (Amazon affiliate link): amazon.co.uk/…"), unless it
  // points elsewhere ("below", "all links in this description").
  if (!directed && !wide && !line.header && !AFFILIATE_LABEL.test(line.prose) && doc.mentions.some((m) => m.line === s.line && m.kind === 'link' && m.cls !== 'excluded' && m.cls !== 'self')) {
    out.add(s.line);
    return out;
  }
  if (wide && !directed) {
    doc.lines.forEach((l) => out.add(l.index));
    return out;
  }
  addBlock(doc, out, s.line, 1);
  addBlock(doc, out, s.line, -1);
  if (/\bbelow\b/.test(t)) for (let i = s.line + 1; i < doc.lines.length; i++) out.add(i);
  else if (/:\s*\)?\s*$/.test(line.text) || line.header) addBlock(doc, out, s.line + 1, 1);
  if (/\babove\b/.test(t)) for (let i = 0; i < s.line; i++) out.add(i);
  return out;
}

/**
 * Lines a negated disclosure ("no affiliate links", "these aren't affiliate links") covers: its block and the
 * block under it when it heads one; everything after it with "below"; the whole description only when it says
 * so ("no affiliate links in this description"). "here" is its own block, not the whole description.
 */
function noAffiliateScope(doc: Doc, s: Statement): Set<number> {
  const line = doc.lines[s.line];
  const t = line.prose.toLowerCase();
  const out = new Set<number>();
  // An item of a list that says it has no affiliate link ("Math-U-See – no affiliate link, we just love it:
  // mathusee.com", "Ally (no referral): ally.com") speaks about its own line only.
  if (!line.header && !/:\s*\)?\s*$/.test(line.text) && !/\b(?:description|this video|any of (?:the|these|my) links|anywhere|below|above)\b/.test(t) && doc.mentions.some((m) => m.line === s.line && m.kind === 'link')) {
    out.add(s.line);
    return out;
  }
  if (/\b(?:description|this video|any of (?:the|these|my) links|anywhere)\b/.test(t) && !/\b(?:below|above)\b/.test(t)) {
    doc.lines.forEach((l) => out.add(l.index));
    return out;
  }
  addBlock(doc, out, s.line, 1);
  addBlock(doc, out, s.line, -1);
  if (/\bbelow\b/.test(t)) for (let i = s.line + 1; i < doc.lines.length; i++) out.add(i);
  else if (/:\s*\)?\s*$/.test(line.text) || line.header) addBlock(doc, out, s.line + 1, 1);
  if (/\babove\b/.test(t)) for (let i = 0; i < s.line; i++) out.add(i);
  return out;
}

function bindDoc(doc: Doc, ctx: Context): { bindings: Binding[]; unbound: Statement[] } {
  const byUnit = new Map<number, Mention[]>();
  for (const m of doc.mentions) {
    if (!byUnit.has(m.unit)) byUnit.set(m.unit, []);
    byUnit.get(m.unit)!.push(m);
  }
  const bindings: Binding[] = [];
  const unbound: Statement[] = [];
  const push = (mention: Mention, kind: Kind, whole: boolean, gearScope: boolean, s?: Statement) =>
    bindings.push({ mention, kind, origin: doc.origin, whole, gearScope, context: s ? doc.prose.slice(doc.units[s.unit].start, doc.units[s.unit].end) : '' });

  for (const s of doc.statements) {
    let ms: Mention[];
    let gearScope = false;
    if (s.kind === 'affiliate') {
      const scope = disclosureScope(doc, s);
      // A disclosure on the link's own line wins over a "no affiliate links" marker of another line.
      ms = doc.mentions.filter((m) => {
        if (!scope.has(m.line) || (doc.noAffiliateLines.has(m.line) && m.line !== s.line)) return false;
        const same = m.unit === s.unit;
        if (m.kind === 'name' && !same) return false;
        return bindable(m, doc, 'affiliate', same);
      });
      ms = narrowToNamedStores(ms, doc, s);
      gearScope = true;
      for (const m of ms) push(m, 'affiliate', false, true, s);
      if (!ms.length) unbound.push(s);
      continue;
    }
    ms = bindStatement(doc, s, byUnit);
    // A discount in a block marked "no affiliate links" is a fact about a product, not a promotion.
    if (s.kind === 'cta') ms = ms.filter((m) => !doc.noAffiliateLines.has(m.line));
    // The items of a list are each their own brand: an unknown link is narrowed by the catalog names of its own line only.
    ms = ms.some((m) => m.line !== ms[0].line) ? [...groupBy(ms, (m) => m.line).values()].flatMap((g) => narrowNewLinks(g, doc, s, ctx, g[0].line)) : narrowNewLinks(ms, doc, s, ctx);
    if (!ms.length) {
      // "Thanks to Acme for sponsoring" with acme.com linked elsewhere in the description.
      const named = newLinksNamedIn(doc.prose.slice(doc.units[s.unit].start, doc.units[s.unit].end), ctx.allDocs);
      if (named.length) ms = named;
    }
    if (!ms.length) {
      unbound.push(s);
      continue;
    }
    const lineSection = doc.lines[s.line].section;
    gearScope = lineSection === 'gear' || lineSection === 'affiliate';
    for (const m of ms) push(m, s.kind, s.whole, gearScope, s);
  }

  // Sections under a "Sponsors" or "Affiliate links" header: every line is a statement of that kind.
  if (doc.origin === 'description') {
    const affiliateSection = new Map<number, Mention[]>();
    for (const m of doc.mentions) {
      const sec = doc.lines[m.line].section;
      if (sec === 'sponsor' && bindable(m, doc, 'paid', true)) push(m, 'paid', false, false);
      if (sec === 'affiliate' && m.kind === 'link' && !m.profile && !doc.noAffiliateLines.has(m.line) && bindable(m, doc, 'affiliate', true)) {
        const h = headerLine(doc, m.line);
        const list = affiliateSection.get(h);
        if (list) list.push(m);
        else affiliateSection.set(h, [m]);
      }
    }
    // A header that names its stores ("Amazon affiliate links:") covers only their links, as a disclosure does.
    for (const [h, ms] of affiliateSection) {
      const s = h >= 0 ? doc.statements.find((x) => x.line === h && x.kind === 'affiliate') : undefined;
      for (const m of s ? narrowToNamedStores(ms, doc, s) : ms) push(m, 'affiliate', false, true);
    }
  }
  return { bindings, unbound };
}

/** The header line a line's section opened under (-1 when none): blank lines only follow a header directly. */
function headerLine(doc: Doc, li: number): number {
  let i = li - 1;
  while (i >= 0 && !doc.lines[i].blank && !doc.lines[i].header) i--;
  while (i >= 0 && doc.lines[i].blank) i--;
  return i >= 0 && doc.lines[i].header ? i : -1;
}

// "Amazon and other retailers", "Amazon, etc.": the disclosure names examples, not every store it covers.
const OTHER_STORES = /\b(?:others?|etc|and more|similar|outr[oa]s|autres|altri|andere|otros|overige|andere)\b/i;

/**
 * An affiliate disclosure that names the stores it is about ("The Amazon links below are affiliate links", "My
 * JetPens links are affiliate links", "affiliate links to Northern Brewer", "Os links da Decathlon e da Amazon")
 * covers only the links of those stores; the other links of its scope stay plain links. Stores are catalog names
 * in its sentence and links of its scope whose name the sentence spells.
 */
function narrowToNamedStores(ms: Mention[], doc: Doc, s: Statement): Mention[] {
  const u = doc.units[s.unit];
  const sentence = doc.prose.slice(u.start, u.end);
  if (OTHER_STORES.test(sentence)) return ms;
  // "Some links below are affiliate links, and NordVPN sponsored this video": the name is the sponsor's, not a store's.
  if (doc.statements.some((x) => x.unit === s.unit && x.kind !== 'affiliate')) return ms;
  const named = new Set<string>();
  // "As an Amazon Associate I earn from qualifying purchases" is the program's required wording, not a store list.
  for (const m of doc.mentions) if (m.unit === s.unit && m.kind === 'name' && m.target && !/^\s*associates?\b/i.test(doc.prose.slice(m.end, m.end + 12))) named.add(m.target.key);
  const stores = sentence.replace(/\b[\p{L}\p{N}]+ associates?\b/giu, ' ');
  const letters = norm(stores);
  for (const m of ms) {
    if (!m.target || m.kind !== 'link' || (m.cls !== 'catalog' && m.cls !== 'new') || named.has(m.target.key)) continue;
    // A cheap test first: the sentence's letters must hold the domain's name somewhere.
    if (!labelVariants(m.target.domain).some((v) => v.length >= 3 && letters.includes(v))) continue;
    if (spellsLabel(stores, m.target.domain)) named.add(m.target.key);
  }
  if (!named.size) return ms;
  return ms.filter((m) => m.unit === s.unit || (m.target && named.has(m.target.key)));
}

/**
 * A statement that names a catalog brand keeps unknown links only when they look like that brand's
 * ("go.nordvpn.net" next to NordVPN); without catalog brands, it keeps the unknown links whose name the
 * sentence spells, else the one nearest to the statement.
 */
function narrowNewLinks(ms: Mention[], doc: Doc, s: Statement, ctx: Context, itemLine?: number): Mention[] {
  const news = ms.filter((m) => m.cls === 'new');
  if (!news.length) return ms;
  // Catalog brands of the statement's own line count too ("Thanks to Raycon! Use code X at go.partner.io/x"); for
  // an item of a list, those of the item's line.
  const line = itemLine ?? s.line;
  const known = [...ms, ...doc.mentions.filter((m) => m.line === line && m.kind === 'name')].filter((m) => m.target?.brand);
  const rest = ms.filter((m) => m.cls !== 'new');
  if (known.length) {
    const kept: Mention[] = [];
    for (const n of news) {
      const label = norm(domainLabel(n.target!.domain));
      const owner = known.find((k) => {
        const b = k.target!.brand!;
        const keys = [norm(b.name), ...b.domains.map((d) => norm(domainLabel(d)))].filter((x) => x.length >= 4);
        return keys.some((key) => label.includes(key) || key.includes(label));
      });
      if (owner) kept.push({ ...n, cls: 'catalog', target: owner.target });
    }
    return [...rest, ...kept];
  }
  const sentence = doc.prose.slice(doc.units[s.unit].start, doc.units[s.unit].end);
  const spelled = news.filter((n) => spellsLabel(sentence, n.target!.domain));
  if (spelled.length) return [...rest, ...spelled];
  void ctx;
  const nearest = [...news].sort((a, b) => Math.abs(a.index - s.index) - Math.abs(b.index - s.index) || a.index - b.index)[0];
  return [...rest, nearest];
}

const LABEL_PREFIXES = ['get', 'try', 'join', 'drink', 'use', 'shop', 'go', 'my', 'the', 'buy', 'hello', 'with', 'eat', 'wear', 'play'];
const LABEL_SUFFIXES = ['app', 'hq', 'official', 'shop', 'store', 'inc', 'co', 'usa', 'us', 'uk', 'global', 'online', 'labs', 'lab'];

function labelVariants(domain: string): string[] {
  const label = norm(domainLabel(domain));
  const out = new Set([label]);
  for (const p of LABEL_PREFIXES) if (label.startsWith(p) && label.length - p.length >= 3) out.add(label.slice(p.length));
  for (const s of LABEL_SUFFIXES) if (label.endsWith(s) && label.length - s.length >= 3) out.add(label.slice(0, -s.length));
  return [...out];
}

/** Where prose (links blanked out) spells the domain's name ("Magic Spoon" for magicspoon.com): that spelling. */
function spelledName(prose: string, domain: string): string | null {
  const tokens = tokenize(prose);
  const variants = labelVariants(domain);
  for (const v of variants) {
    if (v.length < 3) continue;
    for (let i = 0; i < tokens.length; i++) {
      let acc = '';
      for (let k = i; k < Math.min(tokens.length, i + 4); k++) {
        if (k > i) {
          const gap = prose.slice(tokens[k - 1].end, tokens[k].start);
          if (gap.length > 2 || /[\n\r]/.test(gap)) break;
        }
        acc += tokens[k].t;
        if (acc === v) {
          const words = tokens.slice(i, k + 1);
          if (words.length === 1 && COMMON_WORDS.has(acc) && prose[words[0].start] === prose[words[0].start].toLowerCase()) break;
          return prose.slice(tokens[i].start, tokens[k].end);
        }
        if (acc.length >= v.length) break;
      }
    }
  }
  return null;
}

/**
 * Whether a title names a brand by the lead of its name, the way titles name a product line: "Vortex Razor UHD"
 * for Vortex Optics, "The Anvil Foundry" for Anvil Brewing Equipment, "Grand Design Imagine" for
 * granddesignrv.com. The lead is the first word of the catalog name (or its first two when the first is a common
 * word), or capitalized title words that begin the domain's name and make at least 40% of it; at least 4 letters,
 * never a single common word.
 */
function titleNamesLead(title: string, tokens: { t: string; start: number }[], t: Target): boolean {
  if (!tokens.length) return false;
  const capital = (i: number) => /\p{Lu}/u.test(title[tokens[i].start]);
  if (t.brand) {
    const words = tokenize(t.brand.name).map((w) => w.t);
    if (words.length < 2) return false;
    const lead = COMMON_WORDS.has(words[0]) ? words.slice(0, 2) : words.slice(0, 1);
    if (lead.join('').length < 4 || lead.every((w) => COMMON_WORDS.has(w))) return false;
    for (let i = 0; i + lead.length <= tokens.length; i++) {
      if (capital(i) && lead.every((w, k) => tokens[i + k].t === w)) return true;
    }
    return false;
  }
  const label = norm(domainLabel(t.domain));
  for (let i = 0; i < tokens.length; i++) {
    if (!capital(i)) continue;
    let acc = '';
    for (let k = i; k < Math.min(tokens.length, i + 3); k++) {
      acc += tokens[k].t;
      if (!label.startsWith(acc)) break;
      if (acc.length >= 4 && acc.length >= label.length * 0.4 && !(k === i && COMMON_WORDS.has(acc))) return true;
    }
  }
  return false;
}

function spellsLabel(text: string, domain: string): boolean {
  return spelledName(text, domain) !== null;
}

function newLinksNamedIn(sentence: string, docs: Doc[]): Mention[] {
  const out: Mention[] = [];
  const seen = new Set<string>();
  for (const d of docs) {
    for (const m of d.mentions) {
      if (m.cls !== 'new' || !m.target || seen.has(m.target.key)) continue;
      const l = d.lines[m.line];
      if (l.credit || l.self || l.section === 'credits' || l.section === 'social' || l.section === 'self') continue;
      if (spellsLabel(sentence, m.target.domain)) {
        out.push(m);
        seen.add(m.target.key);
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Aggregation per brand

interface Agg {
  target: Target;
  firstPos: number;
  kinds: Map<Kind, { gearOnly: boolean }>;
  descriptionStatement: boolean;
  transcriptStatement: boolean;
  titlePaid: boolean;
  whole: boolean;
  urls: string[];
  transcriptUrls: string[];
  /** Short links judged by where they lead: [short URL, final URL]. */
  redirects: [string, string][];
  referral: boolean;
  chapters: { chapter: Chapter; paid: boolean; pos: number }[];
  implicitPaid: boolean;
  inTitle: boolean;
  negated: boolean;
  /** Spellings of the brand seen in the text, for naming new brands. */
  contexts: string[];
}

function transcriptText(segments: { startMillis: number; text: string }[]): string {
  // Spoken addresses ("nordvpn dot com slash mara") become links.
  return segments
    .map((s) =>
      (s.text ?? '')
        .replace(/\n/g, ' ')
        .replace(/\b([a-z0-9][a-z0-9-]{1,40}) dot (com|net|org|co|io|me|tv|gg|app|news|link|shop|ai|co\.uk)\b(?: (?:slash|forward slash) ([a-z0-9-]+))?/gi, (_m, a: string, b: string, c?: string) => `${a}.${b}${c ? `/${c}` : ''}`),
    )
    .join('\n');
}

// Words that present a brand to the viewer; with the paid-promotion flag they point at the sponsor.
const CALL_TO_ACTION = /\b(?:go to|head (?:over )?to|visit|check out|check them out|sign up|download|try|click|get (?:yours|it|started)|thanks? (?:you )?to|learn more|shop (?:now|at))\b/i;

const SPONSOR_CHAPTER =
  /\bsponsor(?:ed|s|ship)?\b|#ad\b|\bad\b|\badvert(?:isement)?\b|\bpaid promotion\b|\bpromo\b|\bpartner(?:ship)?\b|\b(?:gesponsord|gesponsert|sponsoris\w*|sponsorizzat\w*|patrocin\w*|publi|werbung|anzeige|publicidad|publicidade|pubblicit[àa]|publicit[ée]|reclame|advertentie)(?![\p{L}\p{N}])/iu;

function makeContext(input: DetectionInput, catalog: BrandCatalog): Context {
  return {
    input,
    catalog,
    handleKey: norm(input.channel.handle),
    titleKey: norm(input.channel.title),
    ownKeys: ownKeys(input.channel),
    channelShorteners: new Set((input.channel.shorteners ?? []).map((s) => s.toLowerCase().replace(/^www\./, ''))),
    allDocs: [],
  };
}

export function detectSponsorships(input: DetectionInput, catalog: BrandCatalog): DetectedSponsorship[] {
  const description = input.description ?? '';
  const ctx = makeContext(input, catalog);
  const desc = analyze(description, 'description', ctx);
  const transcript = input.transcript?.length ? analyze(transcriptText(input.transcript), 'transcript', ctx) : null;
  const title = analyze(input.title ?? '', 'title', ctx);
  ctx.allDocs = transcript ? [desc, transcript] : [desc];

  // Brands reached by following a short link: their domain was confirmed, not guessed.
  const expandedKeys = new Set<string>();
  for (const doc of [desc, transcript, title]) for (const m of doc?.mentions ?? []) if (m.expandedTo && m.target) expandedKeys.add(m.target.key);

  const aggs = new Map<string, Agg>();
  const offsetOf = (doc: Doc, pos: number) => (doc.origin === 'transcript' ? description.length + 1 + pos : doc.origin === 'title' ? Number.MAX_SAFE_INTEGER : pos);
  const agg = (t: Target, pos: number): Agg => {
    let a = aggs.get(t.key);
    if (!a) {
      a = {
        target: t,
        firstPos: pos,
        kinds: new Map(),
        descriptionStatement: false,
        transcriptStatement: false,
        titlePaid: false,
        whole: false,
        urls: [],
        transcriptUrls: [],
        redirects: [],
        referral: false,
        chapters: [],
        implicitPaid: false,
        inTitle: false,
        negated: false,
        contexts: [],
      };
      aggs.set(t.key, a);
    } else if (pos < a.firstPos) a.firstPos = pos;
    return a;
  };
  const addUrl = (a: Agg, m: Mention, doc: Doc) => {
    if (!m.link) return;
    const list = doc.origin === 'transcript' ? a.transcriptUrls : a.urls;
    if (!list.includes(m.link.url)) list.push(m.link.url);
    if (m.expandedTo && !a.redirects.some(([short]) => short === m.link!.url)) a.redirects.push([m.link.url, m.expandedTo]);
  };

  let videoPaid = input.includesPaidPromotion;
  const unboundByDoc: Statement[] = [];
  const bound = new Map<Mention, Doc>();

  for (const doc of [desc, transcript, title]) {
    if (!doc) continue;
    const { bindings, unbound } = bindDoc(doc, ctx);
    for (const s of unbound) if (s.kind === 'paid') unboundByDoc.push(s);
    if (doc !== title && unbound.some((s) => s.kind === 'paid')) videoPaid = true;
    for (const b of bindings) {
      const m = b.mention;
      if (!m.target) continue;
      const md = m.doc ?? doc;
      const a = agg(m.target, offsetOf(md, m.index));
      const prev = a.kinds.get(b.kind);
      a.kinds.set(b.kind, { gearOnly: (prev ? prev.gearOnly : true) && b.gearScope });
      if (doc.origin === 'transcript') a.transcriptStatement = true;
      else if (doc.origin === 'title') {
        if (b.kind === 'paid') a.titlePaid = true;
      } else a.descriptionStatement = true;
      if (b.whole) a.whole = true;
      addUrl(a, m, md);
      bound.set(m, md);
      const u = md.units[m.unit];
      a.contexts.push(md.prose.slice(u.start, u.end));
      if (b.context) a.contexts.push(b.context);
    }
  }

  // Links that are affiliate links by their shape need no words around them (outside credits and self-promotion).
  for (const doc of [desc, transcript]) {
    if (!doc) continue;
    for (const m of doc.mentions) {
      if (!m.target || !m.referral || m.cls === 'excluded' || m.cls === 'self') continue;
      const l = doc.lines[m.line];
      if (l.credit || l.self || l.section === 'credits' || l.section === 'social' || l.section === 'self') continue;
      if (doc.noAffiliateLines.has(m.line)) continue;
      const a = agg(m.target, offsetOf(doc, m.index));
      a.referral = true;
      addUrl(a, m, doc);
      const u = doc.units[m.unit];
      a.contexts.push(doc.prose.slice(u.start, u.end));
    }
  }

  // Every link to a detected brand is its evidence, wherever it is (the sponsor named in one sentence, linked in
  // the next or in the links section); generic shortener links in a sentence naming a detected brand too.
  for (const doc of [desc, transcript]) {
    if (!doc) continue;
    for (const m of doc.mentions) {
      if (m.kind === 'link' && m.cls === 'catalog' && m.target && aggs.has(m.target.key)) addUrl(aggs.get(m.target.key)!, m, doc);
      if (m.kind === 'link' && m.cls === 'new' && m.target && aggs.has(m.target.key)) addUrl(aggs.get(m.target.key)!, m, doc);
      if (m.cls !== 'generic') continue;
      const peers = doc.mentions.filter((o) => o.unit === m.unit && o.target && aggs.has(o.target.key));
      const target = m.target && aggs.has(m.target.key) ? m.target : peers[0]?.target;
      if (target) addUrl(aggs.get(target.key)!, m, doc);
    }
  }

  // Negated sentences ("not sponsored by Sony") keep their brands from being promoted by the paid flag.
  const negatedKeys = new Set<string>();
  for (const doc of [desc, transcript]) {
    if (!doc) continue;
    for (const m of doc.mentions) if (m.target && doc.negatedUnits.has(m.unit)) negatedKeys.add(m.target.key);
  }
  for (const k of negatedKeys) if (aggs.has(k)) aggs.get(k)!.negated = true;

  // Chapters.
  const chapters = parseChapters(description);
  const chapterPos = new Map<Chapter, number>();
  {
    let from = 0;
    for (const c of chapters) {
      const li = desc.lines.findIndex((l, i) => i >= from && parseChapterLine(l.text)?.title === c.title);
      chapterPos.set(c, li >= 0 ? desc.lines[li].start : 0);
      if (li >= 0) from = li + 1;
    }
  }
  const unnamedSponsorChapters: Chapter[] = [];
  for (const c of chapters) {
    const pos = chapterPos.get(c) ?? 0;
    const sponsorWord = SPONSOR_CHAPTER.test(c.title);
    const named = new Map<string, Target>();
    for (const m of catalog.byName(c.title)) named.set(`brand:${m.brand.id}`, { key: `brand:${m.brand.id}`, brand: m.brand, domain: primaryDomain(m.brand, '') });
    for (const a of aggs.values()) if (!a.target.brand && spellsLabel(c.title, a.target.domain)) named.set(a.target.key, a.target);
    if (!named.size) {
      if (sponsorWord) unnamedSponsorChapters.push(c);
      continue;
    }
    for (const t of named.values()) {
      if (!sponsorWord && !aggs.has(t.key)) continue;
      const a = agg(t, pos);
      a.chapters.push({ chapter: c, paid: sponsorWord, pos });
    }
  }
  if (unnamedSponsorChapters.length) videoPaid = true;

  const titleText = title.prose;

  const isReported = (a: Agg) => {
    const k = a.kinds;
    if (a.target.brand) return k.size > 0 || a.referral || a.chapters.some((c) => c.paid) || a.implicitPaid;
    return k.has('paid') || k.has('gift') || k.has('promo') || k.has('affiliate') || k.has('cta') || a.referral || a.chapters.some((c) => c.paid) || a.implicitPaid;
  };
  const explicitPaid = (a: Agg) => a.kinds.has('paid') || a.chapters.some((c) => c.paid);

  // The paid-promotion flag (or "#ad" / an unnamed "Sponsor" chapter / sponsor words naming no brand) says a
  // paid segment exists; when no brand has sponsor words of its own, the promoted brand is the sponsor.
  if (videoPaid && ![...aggs.values()].some((a) => isReported(a) && explicitPaid(a))) {
    const promoted = [...aggs.values()].filter(
      (a) => isReported(a) && !a.negated && !a.kinds.has('gift') && ([...a.kinds.entries()].some(([k, v]) => (k === 'promo' || k === 'cta') && !v.gearOnly) || a.chapters.length > 0),
    );
    if (promoted.length) for (const a of promoted) a.implicitPaid = true;
    else {
      // Brands linked or named at the top of the description (first three non-empty lines, outside sections);
      // else brands linked or named in a call to action ("go to", "check out", "thanks to") anywhere.
      const eligible = (m: Mention) =>
        !!m.target &&
        !m.profile &&
        (m.cls === 'catalog' || m.cls === 'new' || m.cls === 'name') &&
        !desc.negatedUnits.has(m.unit) &&
        !negatedKeys.has(m.target.key) &&
        !desc.lines[m.line].chapter;
      const open = (l: Line) => l.section === 'none' && !l.credit && !l.self && !l.header && !l.chapter;
      const topLines = new Set(desc.lines.filter((l) => !l.blank).slice(0, 3).filter(open).map((l) => l.index));
      let picked = desc.mentions.filter((m) => eligible(m) && topLines.has(m.line));
      if (!picked.length) {
        picked = desc.mentions.filter((m) => {
          if (!eligible(m) || !open(desc.lines[m.line])) return false;
          const u = desc.units[m.unit];
          return CALL_TO_ACTION.test(desc.text.slice(u.start, u.end));
        });
      }
      // An unknown link beside a named catalog brand is that brand's tracking link, not a second sponsor.
      const knownUnits = new Set(picked.filter((m) => m.target!.brand).map((m) => m.unit));
      picked = picked.filter((m) => m.target!.brand || !knownUnits.has(m.unit));
      for (const m of picked) {
        const a = agg(m.target!, m.index);
        if (a.kinds.has('gift')) continue;
        a.implicitPaid = true;
        addUrl(a, m, desc);
        a.contexts.push(desc.lines[m.line].prose);
      }
    }
  }

  // Title mentions (Dedicated needs the brand in the title), after the paid segment has promoted its brands.
  for (const m of title.mentions) if (m.target && aggs.has(m.target.key)) aggs.get(m.target.key)!.inTitle = true;
  const titleTokens = aggs.size ? tokenize(titleText) : [];
  for (const a of aggs.values()) if (!a.inTitle && ((!a.target.brand && spellsLabel(titleText, a.target.domain)) || titleNamesLead(titleText, titleTokens, a.target))) a.inTitle = true;

  // Unnamed sponsor chapters belong to the paid brands.
  const paidBrands = [...aggs.values()].filter((a) => isReported(a) && (explicitPaid(a) || a.implicitPaid) && !a.kinds.has('gift'));
  for (const c of unnamedSponsorChapters) for (const a of paidBrands) a.chapters.push({ chapter: c, paid: true, pos: chapterPos.get(c) ?? 0 });

  const out: (DetectedSponsorship & { pos: number })[] = [];
  for (const a of aggs.values()) {
    if (!isReported(a)) continue;
    const gift = a.kinds.has('gift');
    // Gift words win over a "(sponsor)" chapter alone: only sponsor words in the text are payment language.
    const paid = a.kinds.has('paid') || (!gift && !a.negated && a.chapters.some((c) => c.paid));
    const segment = paid || a.implicitPaid || (a.chapters.length > 0 && (a.kinds.has('promo') || a.kinds.has('cta')) && !gift);
    let type: SponsorshipType;
    if (paid) type = a.inTitle || a.whole ? 'Dedicated' : 'Integration';
    else if (gift) type = 'Free Product';
    else if (segment) type = a.inTitle || a.whole ? 'Dedicated' : 'Integration';
    else type = 'Affiliate';

    const b = a.target.brand;
    const brandName = b ? b.name : deriveName(a.target.domain, [...a.contexts, titleText]);
    const candidates: DetectedSponsorship['evidence']['candidates'] = [];
    if (a.urls.length) candidates.push({ name: brandName, source: 'url', urls: a.urls });
    for (const pair of a.redirects) candidates.push({ name: brandName, source: 'redirect', urls: [...pair] });
    if (a.descriptionStatement || a.titlePaid) candidates.push({ name: brandName, source: 'description', urls: [] });
    if (a.chapters.length) candidates.push({ name: brandName, source: 'chapter', urls: [] });
    if (a.transcriptStatement || a.transcriptUrls.length) candidates.push({ name: brandName, source: 'transcript', urls: a.transcriptUrls });
    const seenChapter = new Set<string>();
    const evChapters = [...a.chapters]
      .sort((x, y) => x.chapter.timeRangeStartMillis - y.chapter.timeRangeStartMillis)
      .filter((c) => {
        const k = `${c.chapter.timeRangeStartMillis}|${c.chapter.title}`;
        if (seenChapter.has(k)) return false;
        seenChapter.add(k);
        return true;
      })
      .map((c) => ({ title: c.chapter.title, timeRangeStartMillis: c.chapter.timeRangeStartMillis }));
    const firstPos = Math.min(a.firstPos, ...a.chapters.map((c) => c.pos));

    out.push({
      brandId: b ? b.id : null,
      brandName,
      domain: a.target.domain,
      type,
      evidence: { candidates, chapters: evChapters },
      // A new brand's domain counts as researched when a short link was followed to it.
      domainWasResearched: !!b || expandedKeys.has(a.target.key),
      score: score(a, { paid, gift, catalog: !!b, videoPaid: input.includesPaidPromotion }),
      pos: firstPos,
    });
  }
  out.sort((x, y) => x.pos - y.pos || x.brandName.localeCompare(y.brandName) || x.domain.localeCompare(y.domain));
  return out.map(({ pos: _pos, ...s }) => s);
}

/**
 * Confidence from the rules that fired (see docs/detection.md):
 * catalog brand 0.4 / new brand 0.2; explicit sponsor words in the description or title +0.35, in the
 * transcript +0.25, a sponsor chapter +0.2; gift words +0.3; promo code or affiliate disclosure +0.2; a
 * referral/affiliate-shaped link +0.15; a discount call to action +0.1; promoted by the paid flag +0.15;
 * a link to the brand +0.1; a chapter naming it +0.05; the paid flag agreeing with a paid type +0.05. Capped at 1.
 */
function score(a: Agg, f: { paid: boolean; gift: boolean; catalog: boolean; videoPaid: boolean }): number {
  let s = f.catalog ? 0.4 : 0.2;
  if (a.kinds.has('paid') && (a.descriptionStatement || a.titlePaid)) s += 0.35;
  else if (a.kinds.has('paid') && a.transcriptStatement) s += 0.25;
  if (a.chapters.some((c) => c.paid)) s += 0.2;
  if (f.gift) s += 0.3;
  if (a.kinds.has('promo') || a.kinds.has('affiliate')) s += 0.2;
  if (a.referral) s += 0.15;
  if (a.kinds.has('cta')) s += 0.1;
  if (a.implicitPaid) s += 0.15;
  if (a.urls.length || a.transcriptUrls.length) s += 0.1;
  if (a.chapters.some((c) => !c.paid)) s += 0.05;
  if (f.videoPaid && (f.paid || a.implicitPaid)) s += 0.05;
  return Math.round(Math.min(1, s) * 100) / 100;
}

// Stores whose name cannot be read off their domain.
const KNOWN_NAMES: Record<string, string> = {
  'bhphotovideo.com': 'B&H Photo',
  'bestbuy.com': 'Best Buy',
  'ebay.com': 'eBay',
  'aliexpress.com': 'AliExpress',
  'newegg.com': 'Newegg',
  'amazon.com': 'Amazon',
  'walmart.com': 'Walmart',
  'homedepot.com': 'The Home Depot',
  'lowes.com': "Lowe's",
  'sweetwater.com': 'Sweetwater',
  'adorama.com': 'Adorama',
  'etsy.com': 'Etsy',
};

/** A new brand's name: the text's own spelling of the domain name ("Magic Spoon"), else "get-huel.co.uk" → "Get Huel". */
export function deriveName(domain: string, contexts: string[]): string {
  for (const c of contexts) {
    const s = spelledName(c, domain);
    if (s) {
      const clean = s.replace(/\s+/g, ' ').trim();
      // Keep the text's spelling when it is a proper name (some capital letter); lowercase prose gets title case.
      if (/\p{Lu}/u.test(clean)) return clean;
      return clean.replace(/(^|[\s-])(\p{L})/gu, (_m, p: string, ch: string) => p + ch.toUpperCase());
    }
  }
  const known = KNOWN_NAMES[domain];
  if (known) return known;
  const label = getDomainWithoutSuffix(domain, { allowPrivateDomains: true }) ?? domain.split('.')[0];
  return label
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

// ---------------------------------------------------------------------------------------------------------
// Extractive summary

const SUMMARY_SKIP =
  /\b(?:subscribe|follow (?:me|us)|instagram|twitter|tiktok|facebook|discord|patreon|merch|affiliate|commission|sponsor\w*|promo code|discount|use code|% off|business inquir\w*|e-?mail|contact|chapters?|timestamps?|links?\b|gear|music|credits?|sources?|partnered|brought to you by|free trial|sign up)\b/i;

export function summarize(input: DetectionInput, sponsorships: DetectedSponsorship[]): string {
  const description = input.description ?? '';
  const sentences: string[] = [];
  for (const raw of description.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (sentences.length >= 2) break;
    if (parseChapterLine(line)) continue;
    if (findLinks(line).length || /@\w/.test(line)) continue;
    if (/^[#\s\p{P}\p{S}]*$/u.test(line.replace(/#[\p{L}\p{N}_]+/gu, ''))) continue;
    if (/:\s*$/.test(line)) continue;
    for (const part of line.split(/(?<=[.!?])\s+/)) {
      const s = part
        .replace(/#[\p{L}\p{N}_]+/gu, '')
        .replace(/\p{Extended_Pictographic}/gu, '')
        .replace(/\s+/g, ' ')
        .trim();
      const letters = (s.match(/\p{L}/gu) ?? []).length;
      if (letters < 12 || s.split(' ').length < 3) continue;
      if (SUMMARY_SKIP.test(s)) continue;
      sentences.push(/[.!?…]$/.test(s) ? s : `${s}.`);
      if (sentences.length >= 2) break;
    }
  }
  if (!sentences.length && input.title?.trim()) {
    const t = input.title.replace(/#[\p{L}\p{N}_]+/gu, '').replace(/\s+/g, ' ').trim();
    if (t) sentences.push(/[.!?…]$/.test(t) ? t : `${t}.`);
  }
  const list = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);
  const uniq = (xs: string[]) => [...new Set(xs)];
  const paid = uniq(sponsorships.filter((s) => s.type === 'Integration' || s.type === 'Dedicated').map((s) => s.brandName));
  const gifts = uniq(sponsorships.filter((s) => s.type === 'Free Product').map((s) => s.brandName));
  const affiliates = uniq(sponsorships.filter((s) => s.type === 'Affiliate').map((s) => s.brandName));
  const tail: string[] = [];
  if (paid.length) tail.push(`Sponsored by ${list(paid)}.`);
  if (gifts.length) tail.push(`Features products provided by ${list(gifts)}.`);
  if (affiliates.length) tail.push(`Includes affiliate links for ${list(affiliates)}.`);
  const tailText = tail.join(' ');
  const budget = 400 - (tailText ? tailText.length + 1 : 0);
  let body = '';
  for (const s of sentences) {
    const next = body ? `${body} ${s}` : s;
    if (next.length <= budget) body = next;
    else if (!body) body = truncate(s, budget);
    else break;
  }
  const out = [body, tailText].filter(Boolean).join(' ');
  return out.length <= 400 ? out : truncate(out, 400);
}

function truncate(s: string, max: number): string {
  if (max <= 1) return '';
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const sp = cut.lastIndexOf(' ');
  return `${(sp > max / 2 ? cut.slice(0, sp) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
