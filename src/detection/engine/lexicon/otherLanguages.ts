// Statements in Dutch, Portuguese, French, Italian, German and Spanish: the same kinds as in English, tried
// only on lines that hold one of their hints (hintedPatterns). A word ends where letters end (\b does not see
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
  // Gift.
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:(?:me|nos) (?:enviou|enviaram|mandou|mandaram|emprestou|emprestaram|presenteou|presentearam|deu|deram)
      |(?:enviou|enviaram|mandou|mandaram|emprestou|emprestaram|cedeu|cederam) (?:o|a|os|as) (?:aparelho|produto|celular|smartphone|notebook|unidade|fone|kit)s?
      |de presente|ganhei (?:da|do|de presente)|(?:enviad|cedid|emprestad|oferecid)[oa]s? (?:pela?|pelo|por)
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
      'oferecid',
      'recebi',
      'cedeu',
      'cederam',
    ],
    kind: 'gift',
    foreign: true,
    examples: [
      'A Natura me enviou esses produtos',
      'Produtos enviados pela marca',
      'Recebi de presente da Sephora',
      'A Motorola enviou o aparelho para análise',
      'A Positivo cedeu o notebook',
      'Os presentes foram oferecidos pela Continente',
    ],
  },
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:(?:me|nos) (?:lo |la |los |las )?(?:regaló|regalaron|envió|enviaron|mandó|mandaron|prestó|prestaron|cedió
      |cedieron|hospedaron|hospedó|alojaron|alojó|invitó|invitaron)|regalo de|(?:enviárme|mandárme|regalárme|prestárme)\w*|(?:enviad|cedid|regalad|prestad)[oa]s? por
      |por (?:enviar|mandar|regalar|prestar)(?:me|nos)\p{L}*|(?:me|nos) hosped(?:ou|aram))
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
      'por enviar',
      'por mandar',
      'por regalar',
      'por prestar',
      'hosped',
      'aloj',
      'invitó',
      'invitaron',
    ],
    kind: 'gift',
    foreign: true,
    examples: [
      'Gracias a Bimba por enviarme estos pendientes',
      'En el Hotel Sol nos hospedaron dos noches',
      'Nos alojó el hostal Luna',
      'A pousada nos hospedou no fim de semana',
      'Xiaomi me lo regaló para probarlo',
      'Producto cedido por Samsung',
      'Me enviaron estos productos de Sephora',
      'El hotel Arena nos invitó a dos noches',
      'Gracias a Nivea por regalarnos los protectores',
    ],
  },
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:(?:m['’]|nous )(?:a|ont|avait|avaient) (?:offert|envoyé|prêté|fait parvenir|fourni)
      |(?:envoyée?s?|offerte?s?|prêtée?s?|fournie?s?) (?:gratuitement|gracieusement)
      |m['’](?:a|ont) été (?:offerte?s?|envoyée?s?|prêtée?s?)|offerte?s? par
      |nous (?:a|ont|avait|avaient) (?:invité|accueilli)e?s?|nous avoir (?:invité|accueilli|offert|prêté|envoyé)e?s?)(?![\p{L}\p{N}])
    `,
    hints: ['offert', 'envoy', 'prêt', 'parvenir', 'fourni', 'gratuitement', 'gracieusement', 'invité', 'accueilli'],
    kind: 'gift',
    foreign: true,
    examples: [
      "Sephora m'a envoyé cette palette",
      'Produits envoyés gratuitement par la marque',
      'Offert par Dior',
      "Ces baskets m'ont été offertes par Veja",
      'Le camping des Pins nous a accueillis trois nuits',
      'Merci à la Maison Blanche de nous avoir invités',
      'Le loueur nous a prêté les vélos',
    ],
  },
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:mi (?:è|e) stat[oa] (?:inviat|regalat|prestat|mandat|fornit|dat)[oa]
      |(?:mi|ci) sono stat[ie] (?:inviat|regalat|prestat|mandat|fornit|dat)[ie]
      |(?:mi|ci) (?:ha|hanno) (?:inviato|mandato|regalato|prestato|fornito)
      |(?:inviat|regalat|prestat|fornit|mandat)[oaie] (?:gratuitamente|in omaggio)|in (?:omaggio|regalo)
      |ricevut[oaie] (?:in regalo |in omaggio )?da|(?:mi|ci) (?:ha|hanno) ospitat[oaie]|ospiti d(?:i|ella|el)
      |regalo di(?! (?:natale|compleanno|laurea|nozze|matrimonio|pasqua|san valentino|mi[aoe]|miei|mamma|pap[aà]|nonn[aoie]|amic\p{L}*|un\p{L}*|tutti|famiglia)(?![\p{L}\p{N}])))
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
      'ricevut',
      'ospit',
    ],
    kind: 'gift',
    foreign: true,
    examples: [
      'Mi è stato inviato da Xiaomi',
      'Mi hanno regalato questo profumo',
      'Prodotto inviato in omaggio',
      'Cuffie (ricevute da Jabra)',
      'Il B&B che ci ha ospitato',
      'La bici è un regalo di Decathlon',
    ],
  },
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:(?:gratis |kosteloos )?(?:toegestuurd|opgestuurd|toegezonden|geschonken|uitgeleend)
      |(?:gratis|kosteloos|cadeau) (?:gekregen|ontvangen)|gekregen van|kreeg ik[^.\n]{0,30}?gratis|kreeg ik van|ik kreeg van
      |ter beschikking gesteld)(?![\p{L}\p{N}])
    `,
    hints: ['gestuurd', 'toegezonden', 'geschonken', 'uitgeleend', 'gekregen', 'ontvangen', 'kreeg', 'ter beschikking'],
    kind: 'gift',
    foreign: true,
    examples: [
      'Deze producten zijn gratis opgestuurd door Kruidvat',
      'Cadeau gekregen van Rituals',
      'Staafmixer (kreeg ik van Bamix)',
      'Ter beschikking gesteld door Philips',
    ],
  },
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:(?:kostenlos|kostenfrei|gratis|unentgeltlich)[^.\n]{0,30}?(?:zur verfügung gestellt|zugeschickt|geschickt
      |zugesandt|überlassen|bekommen|erhalten)|zur verfügung gestellt|geschenkt
      |(?:hat|haben) (?:mir|uns)[^.\n]{0,40}?(?:geschickt|zugeschickt|geschenkt|geliehen|überlassen)|leihgabe
      |(?:für das|fürs) bereitstellen|(?:wurden?|wurde) (?:mir |uns )?[^.\n]{0,30}?bereitgestellt)(?![\p{L}\p{N}])
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
      'bereitstellen',
      'bereitgestellt',
    ],
    kind: 'gift',
    foreign: true,
    examples: [
      'Kostenlos zur Verfügung gestellt von Sony',
      'Rossmann hat mir die Produkte geschickt',
      'Leihgabe von Canon',
      'Den Grill hat uns Weber zugeschickt',
      'Danke an Dell für das Bereitstellen des Testgeräts',
      'Das Headset wurde mir von HyperX bereitgestellt',
    ],
  },
  // Gift: sent, given, lent or supplied by the maker, in the participles creators write under a product.
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:(?:envoy|prêt|fourni|offert)[ée]?e?s? par|(?:inviat|regalat|fornit|offert|prestat)[oaie] da
      |(?:proporcionad|prestad|facilitad|cedid)[oa]s? por
      |(?:wurden?|wurde) (?:mir|uns)[^.\n]{0,40}?(?:zugeschickt|geschickt|geschenkt|zur verfügung gestellt|überlassen|geliehen)
      |pr[- ](?:pakket|paket|päckchen|sample|muster|produkt)\p{L}*|(?:producto|productos|produto|produtos) (?:enviad|regalad|cedid)\p{L}*
      |(?:me|nos) (?:lo |la )?(?:han|ha) (?:enviado|regalado|prestado|cedido|mandado)|(?:recib[íi]|ricevut[oaie]) (?:gratis|gratuitamente|in omaggio))
      (?![\p{L}\p{N}])
    `,
    hints: [
      'envoy',
      'prêt',
      'fourni',
      'offert',
      'inviat',
      'regalat',
      'fornit',
      'prestat',
      'wurde',
      'pr-',
      'pr ',
      'producto',
      'produto',
      'enviado',
      'regalado',
      'prestado',
      'cedido',
      'mandado',
      'recib',
      'ricevut',
      'proporcionad',
      'facilitad',
      'prestad',
      'cedid',
    ],
    kind: 'gift',
    foreign: true,
    examples: [
      'Casque envoyé par Logitech',
      'Prodotto fornito da Xiaomi',
      'Die Kamera wurde mir von Sony zur Verfügung gestellt',
      'PR-Paket von Rossmann',
      'Productos enviados por la marca',
      'Me lo han enviado de Xiaomi para probarlo',
      'Ricevuto in omaggio da Dyson',
      'Equipo proporcionado por Motorola para esta reseña',
    ],
  },
  // Gift: a unit to test, a shipment and an invitation — German "zum Testen bekommen / geschickt", "hat uns
  // eingeladen"; French "reçu de la part de", "pour l'invitation"; Spanish "cortesía de", "por el envío", "me llegó de
  // parte de", "por invitarnos".
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:zum test(?:en)?[^.\n]{0,30}?(?:bekommen|erhalten|geschickt|zugeschickt|gestellt|überlassen|geliehen)
      |(?:hat|haben) (?:mich|uns)[^.\n]{0,30}?eingeladen|reçue?s?[^.\n]{0,40}?de la part de|reçue?s? en (?:rp|relations? presse)
      |(?:pour|de) (?:l['’]|leur |son |votre )invitation|cortes[íi]a de|por (?:el|su|tu) env[íi]o|me lleg[óo][^.\n]{0,20}? de parte de
      |recib[íi][^.\n]{0,30}? de parte de|por (?:invitarnos|invitarme|la invitaci[óo]n))(?![\p{L}\p{N}])
    `,
    hints: [
      'zum test',
      'eingeladen',
      'reçu',
      'invitation',
      'cortesía',
      'cortesia',
      'envío',
      'envio',
      'de parte de',
      'invitarnos',
      'invitarme',
      'invitaci',
    ],
    kind: 'gift',
    foreign: true,
    examples: [
      'Das Notebook habe ich von Asus zum Testen bekommen',
      'Das Spa hat uns für zwei Nächte eingeladen',
      "J'ai reçu cette console de la part de Nintendo",
      'Produit reçu en RP, mon avis reste honnête',
      "Merci à l'hôtel des Pins pour l'invitation",
      'Cortesía de Nike',
      'Gracias a Xiaomi por el envío',
      'Me llegó de parte de Huawei',
      'Gracias al hotel por invitarnos',
    ],
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
