// Statements in Dutch, Portuguese, French, Italian, German and Spanish: the same kinds as in English, tried
// only on lines that hold one of their hints (FOREIGN_HINT). A word ends where letters end (\b does not see
// accented letters): (?![\p{L}\p{N}]).
import type { Pattern } from '../types.js';
import { regex } from './regex.js';

/** Tried in this order, after the English ones; see patterns.ts. */
export const OTHER_LANGUAGES: Pattern[] = [
  // Paid.
  {
    re: regex('giu')`
      \b(?:gesponsord[e]?|gesponsert\w*|sponsoris[ée]e?s?|sponsorizzat[oaie]|patrocinad[oa]s?|patroc[íi]nio|patrocinio
      |patrocinador\w*|publi)(?![\p{L}\p{N}])
    `,
    hints: ['gesponsor', 'gesponsert', 'sponsoris', 'sponsorizzat', 'patrocin', 'publi'],
    kind: 'paid',
    foreign: true,
  },
  {
    re: regex('giu')`
      \b(?:betaalde (?:samenwerking|partnerschap|promotie|reclame)|bezahlte (?:kooperation|partnerschaft|werbung
      |zusammenarbeit|anzeige)|parceria (?:paga|remunerada|comercial)
      |collaborazione (?:retribuita|pagata|commerciale|sponsorizzata)|collaboration (?:rémunérée|commerciale|payée)
      |partenariat (?:rémunéré|commercial)|colaboraci[óo]n (?:pagada|remunerada|patrocinada|comercial)
      |publicidad pagada|(?:em|en) parceria com|in samenwerking met|in collaborazione con
      |en (?:partenariat|collaboration) avec|en colaboraci[óo]n con|in (?:kooperation|zusammenarbeit) mit)
      (?![\p{L}\p{N}])
    `,
    hints: [
      'betaalde',
      'bezahlte',
      'parceria',
      'collaborazione',
      'collaboration rém',
      'collaboration comm',
      'collaboration pay',
      'collaboration avec',
      'partenariat',
      'colaboraci',
      'publicidad',
      'samenwerking',
      'kooperation',
      'zusammenarbeit',
    ],
    kind: 'paid',
    foreign: true,
  },
  {
    re: regex('giu')`
      \b(?:(?:mi|ci) (?:ha|hanno) pagat[oaie]|stat[oaie] pagat[oaie]|pagat[oaie] per|(?:fui|fomos|foi) pag[oa]s?
      |me pag(?:ou|aram)|me (?:pagó|pagaron)|(?:fui|fuimos) pagad[oa]s?|(?:été|suis|étais) payée?s?
      |m['’](?:a|ont) payée?|betaald (?:voor|door)|bezahlt (?:für|von))(?![\p{L}\p{N}])
    `,
    hints: ['pagat', 'fui pag', 'foi pag', 'fomos pag', 'me pag', 'pagad', 'payé', 'betaald', 'bezahlt'],
    kind: 'paid',
    foreign: true,
  },
  {
    re: regex('giu')`
      #adv(?![\p{L}\p{N}])(?=[ \t]+[^\s#])|#(?:publi|publicidad|publicidade|pubblicit[àa]|publicit[ée]|reclame
      |advertentie|gesponsord|gesponsert|patrocinado|patrocinada|sponsorizzato|sponsorisé|sponso|samenwerking|parceria
      |colaboracion|kooperation)(?![\p{L}\p{N}])
    `,
    hints: [
      '#adv',
      '#publi',
      '#pubblicit',
      '#reclame',
      '#advertentie',
      '#gesponso',
      '#patrocin',
      '#sponso',
      '#samenwerking',
      '#parceria',
      '#colabora',
      '#kooperation',
    ],
    kind: 'paid',
    foreign: true,
  },
  {
    re: regex('giu')`
      [([](?:publi|werbung|anzeige|publicidad|publicidade|pubblicit[àa]|publicit[ée]|reclame|advertentie|gesponsord
      |gesponsert|patrocinado|sponsorizzato|sponsorisé)[)\]]
    `,
    hints: [
      'publi)',
      'werbung)',
      'anzeige)',
      'publicidad)',
      'publicidade)',
      'pubblicità)',
      'pubblicita)',
      'publicité)',
      'publicite)',
      'reclame)',
      'advertentie)',
      'gesponsord)',
      'gesponsert)',
      'patrocinado)',
      'sponsorizzato)',
      'sponsorisé)',
    ],
    kind: 'paid',
    foreign: true,
  },
  {
    re: regex('gimu')`
      ^[^\p{L}\p{N}]{0,3}(?:werbung|anzeige|publicidad|publicidade|pubblicit[àa]|publicit[ée]|reclame
      |advertentie)\s*[:|\-–—]
    `,
    hints: ['werbung', 'anzeige', 'publici', 'pubblicit', 'reclame', 'advertentie'],
    kind: 'paid',
    foreign: true,
  },
  // Gift.
  {
    re: regex('giu')`
      \b(?:(?:me|nos) (?:enviou|enviaram|mandou|mandaram|emprestou|emprestaram|presenteou|presentearam|deu|deram)
      |de presente|ganhei (?:da|do|de presente)|(?:enviad|cedid|emprestad)[oa]s? (?:pela?|pelo|por)
      |recebi[^.\n]{0,40}?(?:de graça|gratuitamente|de presente|gratuito)|recebidos|recebi (?:d[ao]s? )?marcas?
      |(?:enviam|mandam)[^.\n]{0,30}?(?:sem custo|de graça|gratuitamente|sem obriga\p{L}*)|é (?:um )?presente)
      (?![\p{L}\p{N}])
    `,
    hints: [
      'enviam',
      'mandam',
      'enviou',
      'enviaram',
      'mandou',
      'mandaram',
      'emprest',
      'presente',
      'me deu',
      'nos deu',
      'deram',
      'ganhei',
      'enviad',
      'cedid',
      'recebi',
    ],
    kind: 'gift',
    foreign: true,
  },
  {
    re: regex('giu')`
      \b(?:(?:me|nos) (?:lo |la |los |las )?(?:regaló|regalaron|envió|enviaron|mandó|mandaron|prestó|prestaron|cedió
      |cedieron)|regalo de|(?:enviárme|mandárme|regalárme|prestárme)\w*|(?:enviad|cedid|regalad|prestad)[oa]s? por)
      (?![\p{L}\p{N}])
    `,
    hints: [
      'regal',
      'envió',
      'enviaron',
      'mandó',
      'mandaron',
      'prestó',
      'prestaron',
      'prestárme',
      'prestad',
      'cedió',
      'cedieron',
      'cedid',
      'enviárme',
      'mandárme',
      'enviad',
    ],
    kind: 'gift',
    foreign: true,
  },
  {
    re: regex('giu')`
      \b(?:(?:m|nous)['’](?:a|ont|avait|avaient) (?:offert|envoyé|prêté|fait parvenir|fourni)
      |(?:envoyée?s?|offerte?s?|prêtée?s?|fournie?s?) (?:gratuitement|gracieusement)
      |m['’]a été (?:offerte?|envoyée?|prêtée?)|offerte?s? par)(?![\p{L}\p{N}])
    `,
    hints: ['offert', 'envoy', 'prêt', 'parvenir', 'fourni', 'gratuitement', 'gracieusement'],
    kind: 'gift',
    foreign: true,
  },
  {
    re: regex('giu')`
      \b(?:mi (?:è|e) stat[oa] (?:inviat|regalat|prestat|mandat|fornit|dat)[oa]
      |(?:mi|ci) sono stat[ie] (?:inviat|regalat|prestat|mandat|fornit|dat)[ie]
      |(?:mi|ci) (?:ha|hanno) (?:inviato|mandato|regalato|prestato|fornito)
      |(?:inviat|regalat|prestat|fornit|mandat)[oaie] (?:gratuitamente|in omaggio)|in (?:omaggio|regalo))
      (?![\p{L}\p{N}])
    `,
    hints: [
      'mi è stat',
      'mi e stat',
      'sono stat',
      'inviato',
      'mandato',
      'regalato',
      'prestato',
      'fornito',
      'gratuitamente',
      'omaggio',
      'regalo',
    ],
    kind: 'gift',
    foreign: true,
  },
  {
    re: regex('giu')`
      \b(?:(?:gratis |kosteloos )?(?:toegestuurd|opgestuurd|toegezonden|geschonken|uitgeleend)
      |(?:gratis|kosteloos|cadeau) (?:gekregen|ontvangen)|gekregen van|kreeg ik[^.\n]{0,30}?gratis
      |ter beschikking gesteld)(?![\p{L}\p{N}])
    `,
    hints: ['gestuurd', 'toegezonden', 'geschonken', 'uitgeleend', 'gekregen', 'ontvangen', 'kreeg', 'ter beschikking'],
    kind: 'gift',
    foreign: true,
  },
  {
    re: regex('giu')`
      \b(?:(?:kostenlos|kostenfrei|gratis|unentgeltlich)[^.\n]{0,30}?(?:zur verfügung gestellt|zugeschickt|geschickt
      |zugesandt|überlassen|bekommen|erhalten)|zur verfügung gestellt|geschenkt
      |(?:hat|haben) mir[^.\n]{0,40}?(?:geschickt|zugeschickt|geschenkt|geliehen|überlassen)|leihgabe)(?![\p{L}\p{N}])
    `,
    hints: [
      'kostenlos',
      'kostenfrei',
      'gratis',
      'unentgeltlich',
      'verfügung',
      'geschenkt',
      'geschickt',
      'geliehen',
      'überlassen',
      'leihgabe',
    ],
    kind: 'gift',
    foreign: true,
  },
  // Affiliate disclosures.
  {
    re: regex('giu')`
      \b(?:(?:links?|enlaces?) (?:de |d['’])?(?:afiliad[oa]s?|affili[ée]e?s?|affiliat[oi]|afiliaci[óo]n
      |indica[çc][ãa]o)|affili[ée]e?s?|affiliat[oi]|afiliad[oa]s?|partnerlinks?
      |(?:une |uma |una |een |eine |kleine |petite |pequena |pequeña |piccola )+
      (?:commission|comissão|comisión|commissione|commissie|provision)|(?:ricevo|riceviamo) un guadagno
      |acquisti idonei|compras (?:que cumplen|elegibles|qualificadas))(?![\p{L}\p{N}])
    `,
    hints: [
      'link de',
      'links de',
      'link d’',
      "link d'",
      'links d’',
      "links d'",
      'enlace',
      'affilié',
      'affiliato',
      'affiliati',
      'afiliad',
      'afiliaci',
      'partnerlink',
      'commission',
      'comissão',
      'comisión',
      'commissione',
      'commissie',
      'provision',
      'guadagno',
      'idonei',
      'compras',
    ],
    kind: 'affiliate',
    foreign: true,
  },
  // Promo codes and discounts.
  {
    re: regex('giu')`
      \b(?:c[óo]digo|cupom|cup[óo]n|codice(?: sconto)?|code promo|rabattcode|gutscheincode|kortingscode|mit dem code
      |avec le code|met (?:de )?code)(?![\p{L}\p{N}])
    `,
    hints: [
      'código',
      'codigo',
      'cupom',
      'cupón',
      'cupon',
      'codice',
      'code promo',
      'rabattcode',
      'gutscheincode',
      'kortingscode',
      'mit dem code',
      'avec le code',
      'met code',
      'met de code',
    ],
    kind: 'promo',
    foreign: true,
  },
  {
    re: regex('giu')`
      (?:(?<![\p{L}\p{N}])-\d{1,3} ?%|\d{1,3} ?% (?:de |di )?(?:desconto|réduction|remise|sconto|rabatt|korting
      |descuento)|(?:sconto|desconto|descuento|korting|rabatt|remise|réduction) (?:de |del |di |van |von )?\d{1,3} ?%)
    `,
    hints: [
      'desconto',
      'réduction',
      'remise',
      'sconto',
      'rabatt',
      'korting',
      'descuento',
      ' -1',
      ' -2',
      ' -3',
      ' -4',
      ' -5',
      ' -6',
      ' -7',
      ' -8',
      ' -9',
    ],
    kind: 'cta',
    foreign: true,
  },
];
