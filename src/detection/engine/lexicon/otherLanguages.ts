// Statements in Dutch, Portuguese, French, Italian, German and Spanish: the same kinds as in English, tried
// only on lines that hold one of their hints (hintedPatterns); each language's gift words and patterns are in its
// module, languages/<code>.ts. A word ends where letters end (\b does not see
// accented letters): (?![\p{L}\p{N}]).
import type { Pattern } from '../types.js';
import { regex } from './regex.js';

/** Tried in this order, after the English ones; see patterns.ts. */
export const OTHER_LANGUAGES: Pattern[] = [
  // Paid: the verbs and labels of sponsorship ("patrocinar", "sponsoriser", "sponsorizzare"), YouTube's own label
  // in each language ("Incluye promoción pagada", "Inclui promoção paga"), product placement, "made possible by".
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:patrocin\p{L}*|sponsoris\p{L}*|sponsorizz\p{L}*|promoci[óo]n pagada|promo[çc][ãa]o paga|promotion payée
      |promozione a pagamento|betaalde promotie|placements? de produits?|product ?placements?|produktplatzierung(?:en)?
      |(?:durch|von) (?!(?:euch|dir|uns|eure\p{L}*|meine\p{L}*|unsere\p{L}*|viele\p{L}*)(?![\p{L}\p{N}]))[^.\n]{1,40}? ermöglicht
      |inser[çc][ãa]o (?:de produto|publicit[áa]ria)|colocaci[óo]n de producto|communication commerciale
      |partenaire de (?:cette|la) vid[ée]o|(?:notre|nos) sites? partenaires?|notre partenaire|mogelijk gemaakt door|(?:bevat|enthält|beinhaltet|contient|contiene|cont[ée]m)
      (?: de la| bezahlte)? (?:reclame|werbung|publicit[ée]|pubblicit[àa]|publicidad|publicidade)
      |(?:dieses video wird |wird )?unterstützt (?:von|durch)(?! (?:euch|dir|uns|meine\p{L}*|unsere\p{L}*|viele\p{L}*))
      |(?:mit|in) freundlicher unterstützung (?:von|durch)(?! (?:euch|dir|uns|meine\p{L}*|unsere\p{L}*|viele\p{L}*))|(?:con il|com o|con el|tem o|teve o|conta com o) (?:supporto|apoio|apoyo) d\p{L}*
      |(?:video|puntata|episodio|programma|contenuto|diretta|live) (?:(?:è|e) )?offert[oa] da
      |(?:gracias|obrigad[oa]|merci|grazie|danke|dank|bedankt) (?:a |à |ao |aos |an |aan )?[^.\n]{1,40}?
      (?:por (?:patrocinar|apoiar|apoyar)|pour (?:son soutien|avoir soutenu|sponsoriser)|per (?:aver )?sponsorizz\p{L}*
      |für (?:die unterstützung|das sponsoring)|voor het sponsoren|pour (?:ce|le|leur|cette|notre) (?:partenariat|collaboration)
      |pour leur soutien|por (?:la|esta) colaboraci[óo]n|pela parceria|de soutenir (?:la cha[îi]ne|cette vid[ée]o)))
      (?![\p{L}\p{N}])|#partenariat(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:auspici\p{L}*|oferecimento|parceria com|(?:é|e) (?:uma )?publi|financ[ée]e? par
      |(?:wurden?|wurde) (?:mir |uns )?(?:kostenlos |kostenfrei )?gestellt|presentado por|apresentado por
      |(?:wordt|worden|werd|werden) (?:u |je |jullie )?aangeboden door)(?![\p{L}\p{N}])
    `,
    hints: [
      'patrocin',
      'sponsoris',
      'sponsorizz',
      'pagada',
      'paga',
      'payée',
      'pagamento',
      'promotie',
      'placement',
      'platzierung',
      'ermöglicht',
      'inserção',
      'insercao',
      'colocaci',
      'commerciale',
      'partenaire',
      'mogelijk gemaakt',
      'bevat',
      'enthält',
      'beinhaltet',
      'contient',
      'contiene',
      'contém',
      'contem',
      'unterstützt',
      'freundlicher unterstützung',
      'unterstützung',
      'supporto',
      'apoio',
      'apoiar',
      'offert',
      'apoyo',
      'apoyar',
      'aangeboden door',
      'soutien',
      'soutenu',
      'sponsoring',
      'sponsoren',
      'partenariat',
      'colaboraci',
      'parceria',
      'soutenir',
      'auspici',
      'oferecimento',
      'parceria com',
      'publi',
      'financ',
      'gestellt',
      'presentado por',
      'apresentado por',
    ],
    kind: 'paid',
    foreign: true,
    examples: [
      'Gracias a Audible por patrocinar este video',
      'Les cotes du match sur notre site partenaire : …',
      'Obrigado à Insider por patrocinar o vídeo de hoje',
      'Merci à NordVPN de sponsoriser cette vidéo',
      'Grazie a Squarespace per aver sponsorizzato questo video',
      'Incluye promoción pagada',
      'Inclui promoção paga',
      'Contient une promotion payée',
      'Dieses Video enthält Produktplatzierung',
      'Unterstützt durch Produktplatzierung',
      'Cette vidéo contient un placement de produit',
      'Dieses Video enthält Produktplatzierungen',
      'Dieses Video wurde durch Squarespace ermöglicht',
      'Deze video is mogelijk gemaakt door Bol',
      'Dieses Video wird unterstützt von HelloFresh',
      'Mit freundlicher Unterstützung von Lumora',
      'Bevat reclame voor Coolblue',
      'Vidéo réalisée avec le soutien de Ulule, merci à Ulule pour son soutien',
      'Con il supporto di Vodafone',
      'Merci à Dashlane pour ce partenariat',
      'Vielen Dank an Mediamarkt für die Unterstützung dieses Videos',
      'Merci à Ubisoft de soutenir la chaîne',
      'Cette vidéo est financée par la région',
      'Video auspiciado por Movistar',
      'Deze rubriek wordt u aangeboden door Coolblue',
      'Oferecimento: Natura',
      'Esse vídeo é publi da Natura',
      'Parceria com a Natura',
      'Die Kamera wurde mir kostenlos gestellt',
      'Capítulo presentado por Coca-Cola',
      'Obrigada à Natura pela parceria',
      '#partenariat avec Ubisoft',
    ],
  },
  // Paid.
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:gesponsord[e]?|gesponsert\w*|sponsoris[ée]e?s?|sponsorizzat[oaie]|patrocinad[oa]s?|patroc[íi]nio|patrocinio
      |patrocinador\w*|publi)(?![\p{L}\p{N}])
    `,
    hints: ['gesponsor', 'gesponsert', 'sponsoris', 'sponsorizzat', 'patrocin', 'patrocín', 'publi'],
    kind: 'paid',
    foreign: true,
    examples: [
      'Dit filmpje is gesponsord door Coolblue',
      'Vidéo sponsorisée par Dashlane',
      'Video sponsorizzato da NordVPN',
      'Vídeo patrocinado pela Insider',
      'Este quadro tem patrocínio da Vivo',
      'Este video es publi de Samsung',
    ],
  },
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:betaalde (?:samenwerking|partnerschap|promotie|reclame)|bezahlte (?:kooperation|partnerschaft|werbung
      |zusammenarbeit|anzeige)|parceria (?:paga|remunerada|comercial)
      |collaborazione (?:retribuita|pagata|commerciale|sponsorizzata)|collaboration (?:rémunérée|commerciale|payée)
      |partenariat (?:rémunéré|commercial)|colaboraci[óo]n (?:pagada|remunerada|patrocinada|comercial)
      |publicidad pagada|(?:em|en) parceria com|in samenwerking met|in collaborazione con
      |en (?:partenariat|collaboration) avec|en colaboraci[óo]n con|in (?:freundlicher |bezahlter )?(?:kooperation|zusammenarbeit) mit)
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
    examples: [
      'Betaalde samenwerking met Albert Heijn',
      'Bezahlte Kooperation mit Holy',
      'Parceria paga com a Natura',
      'Collaborazione retribuita con Samsung',
      'En partenariat avec Dashlane',
      'En colaboración con Movistar',
      'In Zusammenarbeit mit Lidl',
      'In freundlicher Zusammenarbeit mit Samsung',
    ],
  },
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:(?:mi|ci) (?:ha|hanno) pagat[oaie]|stat[oaie] pagat[oaie]|pagat[oaie] per|(?:fui|fomos|foi) pag[oa]s?
      |me pag(?:ou|aram)|me (?:pagó|pagaron)|(?:fui|fuimos) pagad[oa]s?|(?:été|suis|étais) payée?s?
      |m['’](?:a|ont) payée?|betaald (?:voor|door)|bezahlt (?:für|von))(?![\p{L}\p{N}])
    `,
    hints: ['pagat', 'fui pag', 'foi pag', 'fomos pag', 'me pag', 'pagad', 'payé', 'betaald', 'bezahlt'],
    kind: 'paid',
    foreign: true,
    examples: [
      'Mi hanno pagato per questo video',
      'Fui pago pela Natura para este vídeo',
      "J'ai été payé par Ubisoft pour cette vidéo",
      'Ik ben betaald door Bol voor deze video',
      'Bezahlt von Samsung',
    ],
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
      '#gesponsert',
      '#patrocin',
      '#sponso',
      '#samenwerking',
      '#parceria',
      '#colabora',
      '#kooperation',
    ],
    kind: 'paid',
    foreign: true,
    examples: [
      '#adv Grazie a Samsung',
      '#publi com a Natura',
      '#gesponsert Video mit Holy',
      '#samenwerking met Coolblue',
    ],
  },
  {
    re: regex('giu')`
      [([](?:publi|werbung|anzeige|publicidad|publicidade|pubblicit[àa]|publicit[ée]|reclame|advertentie|gesponsord
      |gesponsert|patrocinado|sponsorizzato|sponsorisé|reklam|reklame|annons|sponsrad)[)\]]
    `,
    // A label closes with ) or ]: "(Werbung)", "[Werbung]" in a title.
    hints: [
      'publi)',
      'publi]',
      'werbung)',
      'werbung]',
      'anzeige)',
      'anzeige]',
      'publicidad)',
      'publicidad]',
      'publicidade)',
      'publicidade]',
      'pubblicità)',
      'pubblicità]',
      'pubblicita)',
      'pubblicita]',
      'publicité)',
      'publicité]',
      'publicite)',
      'publicite]',
      'reclame)',
      'reclame]',
      'advertentie)',
      'advertentie]',
      'gesponsord)',
      'gesponsord]',
      'gesponsert)',
      'gesponsert]',
      'patrocinado)',
      'patrocinado]',
      'sponsorizzato)',
      'sponsorizzato]',
      'sponsorisé)',
      'sponsorisé]',
      'reklam)',
      'reklam]',
      'reklame)',
      'reklame]',
      'annons)',
      'annons]',
      'sponsrad)',
      'sponsrad]',
    ],
    kind: 'paid',
    foreign: true,
    examples: [
      'Neue Kamera (Werbung)',
      'Nuevo móvil (publicidad)',
      'Vi renoverar badrummet (reklam)',
      'Nouvelle montre (publicité)',
      'Braucht man ein VPN? [Werbung]',
    ],
  },
  {
    re: regex('gimu')`
      ^[^\p{L}\p{N}]{0,3}(?:werbung|anzeige|publicidad|publicidade|pubblicit[àa]|publicit[ée]|reclame
      |advertentie)(?:\s*[:|\-–—]|[^\p{L}\p{N}]{0,3}$)
    `,
    hints: ['werbung', 'anzeige', 'publici', 'pubblicit', 'reclame', 'advertentie'],
    kind: 'paid',
    foreign: true,
    // The label alone on its line ("ANZEIGE", "*Werbung*") labels the video.
    examples: [
      'Werbung: Dieses Video entstand mit Holy',
      'Publicidad: vídeo con Movistar',
      'Reclame | Coolblue',
      'ANZEIGE',
      '*Werbung*',
    ],
  },
  // The label closing a title or a line after a separator: "Meine Abendroutine | Werbung", "MI RUTINA – Publicidad".
  {
    re: regex('gimu')`
      (?:\s[|｜\-–—]|[|｜])\s*[^\p{L}\p{N}\s]{0,2}(?:werbung|anzeige|publicidad|publicidade|pubblicit[àa]|publicit[ée]
      |reclame|advertentie|реклама)[^\p{L}\p{N}]{0,3}$
    `,
    hints: ['werbung', 'anzeige', 'publici', 'pubblicit', 'reclame', 'advertentie', 'реклама'],
    kind: 'paid',
    foreign: true,
    examples: ['MI RUTINA DE NOCHE | Publicidad', 'Meine Abendroutine – Werbung', 'Обзор наушников | Реклама'],
  },
  // A label between asterisks or underscores, the way German creators mark an ad: "*Werbung*", "_Anzeige_".
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}*_])[*_]+\s?(?:werbung|anzeige|publicidad|publicidade|pubblicit[àa]|publicit[ée]|reclame|advertentie
      |реклама)\s?[*_]+
    `,
    hints: [
      '*werbung',
      '*anzeige',
      '*publici',
      '*pubblicit',
      '*reclame',
      '*advertentie',
      '*реклама',
      '_werbung',
      '_anzeige',
      '* werbung',
      '* anzeige',
    ],
    kind: 'paid',
    foreign: true,
    examples: ['*Werbung* Vielen Dank an Lidl', '_Anzeige_ Dieses Video entstand mit Holy', '*Реклама* Skillbox'],
  },
  // Affiliate: French "lien d'affiliation", "lien de parrainage"; Italian "link di affiliazione"; Spanish and
  // Portuguese referral links; German and Dutch closed compounds ("Affiliatelinks", "Empfehlungslink").
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:affiliation|affiliazion\p{L}*|parrainage|(?:enlaces?|links?) (?:de )?referid[oa]s?|referral ?links?
      |affiliate-?links?|affiliatelinks?|empfehlungslinks?|(?:je touche|on touche|je perçois) (?:une )?commission
      |(?:gano|recibo|ganho|recebo) (?:una |uma )?(?:pequeña |pequena )?comisi[óo]n|comissão)(?![\p{L}\p{N}])
    `,
    hints: [
      'affiliation',
      'affiliazion',
      'parrainage',
      'referid',
      'referral',
      'affiliate',
      'empfehlungslink',
      'commission',
      'comisi',
      'comissão',
    ],
    kind: 'affiliate',
    foreign: true,
    examples: [
      "Les liens ci-dessous sont des liens d'affiliation",
      'Link di affiliazione Amazon',
      'Mon lien de parrainage : ',
      'Enlace de referido para Revolut',
      'Alle Affiliatelinks findest du hier',
      'Empfehlungslink zu Tado',
      'Je touche une commission sur les ventes',
      'Gano comisión por cada compra',
    ],
  },
  // Affiliate disclosures.
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:(?:links?|enlaces?) (?:de |d['’])?(?:afiliad[oa]s?|affili[ée]e?s?|affiliat[oi]|afiliaci[óo]n
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
    examples: [
      'Links de afiliado na descrição',
      'Enlaces de afiliados abajo',
      'Liens affiliés ci-dessous',
      'Link affiliati Amazon',
      'Ricevo una piccola commissione',
      'Ik ontvang een kleine commissie',
    ],
  },
  // A game or an app to download for free: French "télécharge gratuitement", Spanish "descarga gratis", Portuguese
  // "baixe grátis", Italian "scarica gratis", German "kostenlos herunterladen / spielen".
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:(?:télécharge\p{L}*|telecharge\p{L}*|descarga\p{L}*|baixe|baixa|scarica|installe\p{L}*|instala\p{L}*|joue\p{L}*
      |juega\p{L}*|jogue)(?: [\p{L}\p{N}:'’-]+){0,4} (?:gratuitement|gratis|grátis|gratuitamente|gratuit)|kostenlos (?:herunterladen
      |downloaden|spielen|installieren))(?![\p{L}\p{N}])
    `,
    hints: ['gratuit', 'gratis', 'grátis', 'kostenlos'],
    kind: 'cta',
    foreign: true,
    examples: [
      'Télécharge Raid gratuitement ici',
      'Descarga el juego gratis aquí',
      'Baixe o app grátis',
      'Scarica gratis il gioco',
      'Jetzt kostenlos herunterladen',
    ],
  },
  // Promo codes: French "code de réduction", Italian "codice promozionale", Dutch "actiecode".
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:code (?:de )?(?:réduction|reduction|remise|parrainage|cr[ée]ateur)|codice promozionale|actiecode
      |gutschein|cupones?|c[óo]digo promocional|creator-?code|ersteller-?code)(?![\p{L}\p{N}])
    `,
    hints: [
      'code cr',
      'creator-code',
      'creatorcode',
      'ersteller',
      'code de',
      'code réduction',
      'code remise',
      'code parrainage',
      'codice promo',
      'actiecode',
      'gutschein',
      'cupon',
      'promocional',
    ],
    kind: 'promo',
    foreign: true,
    examples: [
      'Code de réduction : MARA10',
      'Codice promozionale MARA per il 10%',
      'Met de actiecode MARA krijg je korting',
      'Gutschein MARA10 für 10 Prozent',
      'Cupones de descuento en la descripción',
      'Code créateur MARA dans la boutique',
      'Creator-Code MARA im Item-Shop',
      'Use o código promocional MARA',
    ],
  },
  // Promo codes and discounts.
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:c[óo]digo|cupom|cup[óo]n|codice(?: sconto)?|code promo|rabattcode|gutscheincode|kortingscode|mit dem code
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
    examples: [
      'Código de desconto MARA10',
      'Cupón MARA',
      'Codice sconto MARA',
      'Code promo MARA',
      'Rabattcode MARA10',
      'Kortingscode MARA',
      'Mit dem Code MARA',
    ],
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
    examples: [
      'Nike -20% avec le code',
      '10% de desconto na primeira compra',
      '15% di sconto',
      'Rabatt von 10%',
      '20% korting',
      'Descuento del 10%',
    ],
  },
];
