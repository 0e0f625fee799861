// Italian: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns.
import { regex } from '../regex.js';
import { closingAdLabel, phrasesSource, type LanguageLexicon } from './words.js';

// Words that make a sentence none of the creator's gifts: gifts as a topic, a giveaway, the family's, friends' and
// neighbours' gifts and loans, the audience's messages (the hand-written gift patterns read them too).
const NOT_GIFTS = [
  'idee regalo',
  'regali di natale',
  'regalo di natale',
  'regalo di compleanno',
  'compleanno',
  'concorso',
  'estrazione',
  'mia mamma',
  'mia madre',
  'mio padre',
  'mio papà',
  'miei genitori',
  'mio marito',
  'mia moglie',
  'il mio ragazzo',
  'la mia ragazza',
  'mio fratello',
  'mia sorella',
  'mio cugino',
  'mia cugina',
  'mio zio',
  'mia zia',
  'mio nonno',
  'mia nonna',
  'miei nonni',
  'un amico',
  "un'amica",
  'un vicino',
  'una vicina',
  'i vicini',
  'un collega',
  'una collega',
  'iscritti',
  'follower',
  'messaggi',
  'domande',
  'commenti',
];
const NOT_GIFT_SENTENCE = new RegExp(phrasesSource(NOT_GIFTS), 'iu');

export const ITALIAN: LanguageLexicon = {
  code: 'it',
  name: 'Italian',
  gift: {
    verbs: {
      'ci è stat* inviat*': 'Il pacco ci è stato inviato da Lumora',
      'ci è stat* regalat*': 'La cena ci è stata regalata da Lumora',
      'ci è stat* prestat*': 'Il camper ci è stato prestato da Lumora',
      'ci è stat* fornit*': "L'attrezzatura ci è stata fornita da Lumora",
      'ci è stat* concess*': "L'auto ci è stata concessa dall'ufficio stampa Lumora per una settimana",
      'mi è stat* concess*': 'La moto mi è stata concessa da Lumora per il test',
      'ci è stat* affidat*': 'Il furgone ci è stato affidato da Lumora per il viaggio',
      'mi è stat* affidat*': 'Il telefono mi è stato affidato da Lumora per tre settimane',
      'mi è stat* spedit*': 'La palette mi è stata spedita da Lumora come novità da provare',
      'ci è stat* spedit*': 'Il kit ci è stato spedito da Lumora',
      'mi è stat* recapitat*': 'Il pacco mi è stato recapitato da Lumora',
      'ci sono stat* spedit*': 'Le creme ci sono state spedite da Lumora',
      'mi sono stat* spedit*': 'I pennelli mi sono stati spediti da Lumora',
      'mi ha spedito': 'Lumora mi ha spedito la nuova collezione',
      'ci ha spedito': 'Lumora ci ha spedito le tende',
      'mi hanno spedito': 'Quelli di Lumora mi hanno spedito un pacco',
      'ci hanno spedito': 'Quelli di Lumora ci hanno spedito i caschi',
      'gentilmente inviat*': 'Prodotti gentilmente inviati da Lumora',
      'gentilmente offert*': 'Soggiorno gentilmente offerto da Lumora',
      'gentilmente concess*': 'Auto gentilmente concessa da Lumora',
      'gentilmente fornit*': 'Materiale gentilmente fornito da Lumora',
      'gentilmente prestat*': 'Obiettivo gentilmente prestato da Lumora',
      'gentilmente regalat*': 'Borsa gentilmente regalata da Lumora',
      'concess* in prova': 'Auto concessa in prova da Lumora',
      'in prova da': 'Smartphone in prova da Lumora',
      'mess* a disposizione da': 'Bici messa a disposizione da Lumora',
      // Put at the creator's disposal, provided for the review ("mi ha messo a disposizione la moto per una settimana",
      // "l'ha fornito Lumora Italia per la recensione").
      'mi ha messo a disposizione': 'Lumora mi ha messo a disposizione la moto per una settimana',
      'ci ha messo a disposizione': 'Lumora ci ha messo a disposizione il camper',
      'mi hanno messo a disposizione': 'Quelli di Lumora mi hanno messo a disposizione la bici',
      "l'ha fornito": "Il telefono che vedete l'ha fornito Lumora Italia per la recensione",
      "l'ha fornita": "La moto l'ha fornita Lumora per il test",
      "l'hanno fornito": "Il portatile l'hanno fornito quelli di Lumora per la prova",
      'omaggiat*': 'Sono stata omaggiata da Lumora di questo profumo',
      'ricevut* in prova': 'Cuffie ricevute in prova da Lumora',
      'mi ha mandato': 'Lumora mi ha mandato il nuovo modello',
      'mi hanno mandato': 'Quelli di Lumora mi hanno mandato un pacco',
      'ci hanno mandato': 'Lumora ci hanno mandato le tende',
      'ci ha regalato': 'Lumora ci ha regalato il soggiorno',
      'mi ha regalato': 'Lumora mi ha regalato questo orologio',
      'prodott* ricevut*': 'Prodotto ricevuto da Lumora',
      'in comodato': 'Smartphone in comodato d’uso da Lumora',
      'in cambio di una recensione': 'Prodotto ricevuto in cambio di una recensione da Lumora',
      "per l'invio": "Grazie a Lumora per l'invio",
      'grazie … per i prodotti': 'Grazie a Lumora per i prodotti',
      'mi ha fatto arrivare': 'Lumora mi ha fatto arrivare la nuova palette',
      'mi hanno fatto arrivare': 'Quelli di Lumora mi hanno fatto arrivare il kit',
      'ci ha fatto arrivare': 'Lumora ci ha fatto arrivare le tende',
      'ci hanno fatto arrivare': 'Quelli di Lumora ci hanno fatto arrivare il forno',
      'mi ha fatto avere': 'Lumora mi ha fatto avere il telefono prima dell’uscita',
      'ci ha fatto avere': 'Lumora ci ha fatto avere le bici',
    },
    acts: {
      'prestat*': 'Il telefono ce l’ha prestato Lumora',
      'regalat*': 'Il forno ce l’hanno regalato quelli di Lumora',
      'mandat*': 'Le cuffie me le ha mandate Lumora in anteprima',
      'inviat*': 'La palette me l’ha inviata Lumora in omaggio',
      'fatto arrivare': 'Lumora ha fatto arrivare il kit in omaggio',
      'fatto avere': 'Lumora ha fatto avere le cuffie da provare',
      'dat* in prova': 'La macchina ce l’ha data in prova Lumora',
      'affidat*': 'Lumora ci ha affidato la fotocamera per un mese',
      'spedit*': 'Le cuffie me le ha spedite Lumora in anteprima',
      'recapitat*': 'Le tende ce le ha recapitate Lumora senza chiedere nulla in cambio',
      'fatt* recapitare': 'Le tute ce le ha fatte recapitare in studio Lumora, gratis',
    },
    cues: {
      "ce l'ha": "L'obiettivo ce l'ha prestato Lumora",
      "ce l'hanno": "La bici ce l'hanno regalata quelli di Lumora",
      "me l'ha": "La borsa me l'ha regalata Lumora",
      "me l'hanno": "Il profumo me l'hanno mandato da Lumora",
      'ce li': 'Gli occhiali ce li ha prestati Lumora',
      'ce le': 'Le scarpe ce le ha regalate Lumora',
      'me li': 'I pennelli me li ha mandati Lumora',
      'me le': 'Le creme me le ha inviate Lumora',
      'in anteprima': 'Lumora ha mandato il telefono in anteprima',
      'in regalo': 'Lumora ha mandato la crema in regalo',
      'in omaggio': 'Lumora ha inviato il rossetto in omaggio',
      gratuitamente: 'Lumora ha prestato la macchina gratuitamente',
      'in prestito': 'Lumora ha mandato la fotocamera in prestito',
      'per la recensione': 'Lumora ha prestato il portatile per la recensione',
      'da provare': 'Lumora ha mandato le cuffie da provare',
      'per un mese': 'Lumora ha affidato la bici per un mese',
      'senza chiedere nulla in cambio': 'Lumora ha regalato il kit senza chiedere nulla in cambio',
      'senza condizioni': 'Lumora ha spedito gli scarponi senza condizioni',
    },
    nouns: {
      'regalo da parte d*': 'Un regalo da parte di Lumora',
      'campione omaggio': 'Campione omaggio di Lumora',
      'prodotto omaggio': 'Prodotto omaggio di Lumora',
      'unità stampa': "Il telefono è un'unità stampa di Lumora",
      'auto stampa': "È un'auto stampa del parco Lumora",
      'parco stampa': 'La vettura arriva dal parco stampa Lumora',
      'esemplare stampa': 'Un esemplare stampa che Lumora ci ha lasciato',
      'copia stampa': 'Copia stampa fornita da Lumora',
    },
    labels: {
      omaggio: 'Rossetto (omaggio) – lumora.it',
      regalo: 'Borsa (regalo) – lumora.it',
      inviato: 'Profumo (inviato) – lumora.it',
      'in prova': 'Obiettivo (in prova) – lumora.it',
      prestito: 'Obiettivo (prestito) – lumora.it',
    },
    credits: ['musica', 'musiche', 'immagini', 'foto', 'filmati', 'dati', 'audio', 'clip'],
    notGifts: NOT_GIFTS,
  },
  negation: {
    before: ['mai', 'nessun[oa]?', 'senza', 'né', 'niente', 'nulla'],
    // "(di) sponsor non ne abbiamo", "sponsor non ne ha": the noun first, its denial after it.
    after: [String.raw`\s*non ne (?:ho|ha|abbiamo|hanno|avete)(?![\p{L}\p{N}])`],
  },
  patterns: [
    // Paid: "sponsorizzare", YouTube's label "Include promozione a pagamento", "con il supporto di", "offerto da",
    // thanks for sponsoring.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:sponsorizz\p{L}*|promozione a pagamento|contiene pubblicit[àa]|con il supporto d\p{L}*
        |(?:video|puntata|episodio|programma|contenuto|diretta|live) (?:(?:è|e) )?offert[oa] da
        |grazie (?:a )?[^.\n]{1,40}?per (?:aver )?sponsorizz\p{L}*)(?![\p{L}\p{N}])
      `,
      hints: ['sponsorizz', 'pagamento', 'contiene', 'supporto', 'offert'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Grazie a Squarespace per aver sponsorizzato questo video',
        'Con il supporto di Vodafone',
        'Include promozione a pagamento',
      ],
    },
    // Paid: "sponsorizzato".
    {
      re: /(?<![\p{L}\p{N}])(?:sponsorizzat[oaie])(?![\p{L}\p{N}])/giu,
      hints: ['sponsorizzat'],
      kind: 'paid',
      foreign: true,
      examples: ['Video sponsorizzato da NordVPN'],
    },
    // Paid partnerships: "collaborazione retribuita", "in collaborazione con".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:collaborazione (?:retribuita|pagata|commerciale|sponsorizzata)
        |in collaborazione con)(?![\p{L}\p{N}])
      `,
      hints: ['collaborazione'],
      kind: 'paid',
      foreign: true,
      examples: ['Collaborazione retribuita con Samsung'],
    },
    // Paid: "mi hanno pagato".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:mi|ci) (?:ha|hanno) pagat[oaie]|stat[oaie] pagat[oaie]|pagat[oaie] per)(?![\p{L}\p{N}])
      `,
      hints: ['pagat'],
      kind: 'paid',
      foreign: true,
      examples: ['Mi hanno pagato per questo video'],
    },
    // Paid: the hashtags "#adv" (before the text or closing its line), "#pubblicità".
    {
      re: /#adv(?![\p{L}\p{N}])(?=[ \t]+[^\s#]|[ \t]*$)|#(?:pubblicit[àa]|sponsorizzato)(?![\p{L}\p{N}])/giu,
      hints: ['#adv', '#pubblicit', '#sponso'],
      kind: 'paid',
      foreign: true,
      examples: ['#adv Grazie a Samsung', 'Quanto ci ho fatto in un mese? #adv'],
    },
    // Paid: a label in brackets, "(pubblicità)".
    {
      re: /[([](?:pubblicit[àa]|sponsorizzato)[)\]]/giu,
      hints: ['pubblicità)', 'pubblicità]', 'pubblicita)', 'pubblicita]', 'sponsorizzato)', 'sponsorizzato]'],
      kind: 'paid',
      foreign: true,
      examples: ['Nuovo telefono (pubblicità)'],
    },
    // Paid, the whole video: "Questo video è pubblicità", "questa puntata è interamente pubblicitaria", "il video è
    // tutto sponsorizzato" (with one paid brand, Dedicated: docs/detection.md §7). Not "il video è sponsorizzato da"
    // (a sponsor, not the whole video), "il video pubblicitario di Lumora" (news of a commercial), "questo video non è
    // pubblicità" (negated).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:quest[oa]|il|la|l['’]intero) (?:video|puntata|episodio|contenuto|filmato)
        (?: (?:è|e) (?:(?:interamente|tutt[oa]|per intero) )?(?:una )?(?:pubblicit[àa]|pubblicitari[oa])
        | (?:(?:è|e) )?(?:interamente|tutt[oa]|per intero) sponsorizzat[oa])(?![\p{L}\p{N}])
      `,
      hints: ['pubblicit', 'sponsorizzat'],
      kind: 'paid',
      whole: true,
      foreign: true,
      examples: ['Questo video è pubblicità: Lumora mi ha pagata', 'Il video è interamente sponsorizzato da Lumora'],
    },
    // Paid: the label alone at the start of its line ("Pubblicità: …") labels the video.
    {
      re: /^[^\p{L}\p{N}]{0,3}(?:pubblicit[àa])(?:\s*[:|\-–—]|[^\p{L}\p{N}]{0,3}$)/gimu,
      hints: ['pubblicit'],
      kind: 'paid',
      foreign: true,
      examples: ['Pubblicità: video con Samsung'],
    },
    // Paid: the label closing a title or a line after a separator ("La mia routine | Pubblicità") labels the video.
    closingAdLabel(['pubblicità', 'pubblicita'], 'La mia routine | Pubblicità'),
    // Paid: a label between asterisks or underscores: "*Pubblicità*".
    {
      re: /(?<![\p{L}\p{N}*_])[*_]+\s?(?:pubblicit[àa])\s?[*_]+/giu,
      hints: ['*pubblicit'],
      kind: 'paid',
      foreign: true,
      examples: ['*Pubblicità* Grazie a Samsung'],
    },
    // Affiliate: "link di affiliazione".
    {
      re: /(?<![\p{L}\p{N}])(?:affiliazion\p{L}*)(?![\p{L}\p{N}])/giu,
      hints: ['affiliazion'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Link di affiliazione Amazon'],
    },
    // Affiliate disclosures: "link affiliati", "una piccola commissione", "acquisti idonei", a percentage that comes to
    // the creator ("a me arriva una piccola percentuale", "guadagno una percentuale").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:links? affiliat[oi]|affiliat[oi]|(?:una |piccola )+commissione|(?:ricevo
        |riceviamo) un guadagno|acquisti idonei|(?:a me|mi|a noi|ci) (?:arriva|spetta|va|viene) (?:una )?(?:piccola )?percentuale
        |(?:guadagno|guadagniamo|ricevo|riceviamo|prendo|prendiamo) una (?:piccola )?percentuale)(?![\p{L}\p{N}])
      `,
      hints: ['affiliato', 'affiliati', 'commissione', 'guadagno', 'idonei', 'percentuale'],
      kind: 'affiliate',
      foreign: true,
      examples: [
        'Link affiliati Amazon',
        'Ricevo una piccola commissione',
        'Con il mio link risparmiate e a me arriva una piccola percentuale',
      ],
    },
    // Sign-up referrals: "col nostro link invito avete uno sconto", "il mio codice d'invito", "con il mio invito" (the
    // inviter earns a credit: a referral).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:link|codice|codici) (?:di |d['’])?invito|(?:il|col|con il) (?:mio|nostro) invito)(?![\p{L}\p{N}])
      `,
      hints: ['invito'],
      kind: 'affiliate',
      foreign: true,
      examples: [
        'Col nostro link invito avete uno sconto sul primo soggiorno',
        "Con il mio codice d'invito avete 10 € di credito",
      ],
    },
    // A game or an app to download for free: "scarica gratis".
    {
      re: /(?<![\p{L}\p{N}])(?:scarica(?: [\p{L}\p{N}:'’-]+){0,4} (?:gratis|gratuitamente))(?![\p{L}\p{N}])/giu,
      hints: ['gratis', 'gratuit'],
      kind: 'cta',
      foreign: true,
      examples: ['Scarica gratis il gioco'],
    },
    // Promo codes: "codice promozionale".
    {
      re: /(?<![\p{L}\p{N}])(?:codice promozionale)(?![\p{L}\p{N}])/giu,
      hints: ['codice promo'],
      kind: 'promo',
      foreign: true,
      examples: ['Codice promozionale MARA per il 10%'],
    },
    // Promo codes: "codice sconto", "codice creator", or "codice" before the code itself ("codice MARA10", "Codice:
    // PEPPEFUT"); not the source code a sketch shares ("il codice che ha scritto Luca è qui"). Case-sensitive: the
    // code's capitals tell it.
    {
      re: /(?<![\p{L}\p{N}])(?:[Cc]odice (?:[Ss]conto|creator|creatore)|CODICE SCONTO|(?:[Cc]odice|CODICE)(?=\s*[:=]?\s*["'“‘«]?[\p{Lu}\d][\p{Lu}\d_-]{2,}(?![\p{L}\p{N}])))(?![\p{L}\p{N}])/gu,
      hints: ['codice'],
      kind: 'promo',
      foreign: true,
      examples: [
        'Codice sconto MARA',
        'Usate il codice MARA10 al checkout',
        'Codice: PEPPEFUT',
        'EA mi ha dato il codice creator',
      ],
    },
    // Discounts: "15% di sconto".
    {
      re: /\d{1,3} ?% (?:di )?(?:sconto)|(?:sconto) (?:di |del )?\d{1,3} ?%/giu,
      hints: ['sconto'],
      kind: 'cta',
      foreign: true,
      examples: ['15% di sconto'],
    },
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:mi (?:è|e) stat[oa] (?:inviat|regalat|prestat|mandat|fornit|dat)[oa]
        |(?:mi|ci) sono stat[ie] (?:inviat|regalat|prestat|mandat|fornit|dat)[ie]
        |(?:mi|ci) (?:ha|hanno) (?:inviato|mandato|regalato|prestato|fornito)
        |(?:inviat|regalat|prestat|fornit|mandat)[oaie] (?:gratuitamente|in omaggio)|in (?:omaggio|regalo)
        |ricevut[oaie] (?:in regalo |in omaggio )?da|(?:mi|ci) (?:ha|hanno) ospitat[oaie]|ospiti d(?:i|ella|el)
        |(?:regalo|dono) di(?! (?:natale|compleanno|laurea|nozze|matrimonio|pasqua|san valentino|mi[aoe]|miei|mamma|pap[aà]|nonn[aoie]|amic\p{L}*|un\p{L}*|tutti|famiglia)(?![\p{L}\p{N}])))
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
        'dono',
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
        'La planetaria è un dono di Kenwood per il traguardo del canale',
      ],
    },
    // Sent, given, supplied or lent by the maker, in the participles creators write under a product.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:inviat|regalat|fornit|offert|prestat)[oaie] da|ricevut[oaie] (?:gratis|gratuitamente|in omaggio))
        (?![\p{L}\p{N}])
      `,
      hints: ['inviat', 'regalat', 'fornit', 'offert', 'prestat', 'ricevut'],
      kind: 'gift',
      foreign: true,
      examples: ['Prodotto fornito da Xiaomi', 'Ricevuto in omaggio da Dyson'],
    },
    // Shipped or delivered by the maker: "Scarpe spedite da Lumora", "il pacco recapitato da Lumora" (not a relative's or
    // a friend's parcel: NOT_GIFTS).
    {
      re: /(?<![\p{L}\p{N}])(?:spedit|recapitat)[oaie] da(?![\p{L}\p{N}])/giu,
      hints: ['spedit', 'recapitat'],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: ['Scarpe spedite da Lumora', 'Il pacco recapitato da Lumora in studio'],
    },
    // A loan to the creator told with how long it lasts or its return: "Lumora ce l'ha lasciato in prova per un mese e a
    // fine mese lo riconsegniamo", "ci hanno lasciato il furgone per dieci giorni", "me l'ha concessa fino a lunedì"
    // (the creator its receiver; not a relative's, a friend's or a neighbour's: NOT_GIFTS).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:ce|me) l['’]|(?:ce|me) l[oaie] |(?:ci|mi) )(?:ha|hanno|aveva|avevano) (?:lasciat|concess)[oaie]
        (?![\p{L}\p{N}])
      `,
      hints: ['lasciat', 'concess'],
      near: regex('giu')`
        (?<![\p{L}\p{N}])(?:per (?:un|una|due|tre|quattro|cinque|sei|sette|otto|dieci|quindici|qualche|\d+) (?:giorn[oi]|settiman[ae]|mes[ei])
        |in prova|(?:lo|la|li|le) (?:riconsegn|restitu|riport|rimand|rend)\p{L}*|torna(?:no)? indietro|fino a (?:fine|luned|marted|mercoled|gioved|venerd|sabato|domenica)\p{L}*)
        (?![\p{L}\p{N}])
      `,
      requires: [
        'giorn',
        'settiman',
        'mese',
        'mesi',
        'in prova',
        'riconsegn',
        'restitu',
        'riport',
        'rimand',
        'rend',
        'indietro',
        'fino a',
      ],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        "Lumora ce l'ha lasciato in prova per un mese e poi lo riconsegniamo",
        'Quelli di Lumora ci hanno lasciato il furgone per dieci giorni',
        "Lumora me l'ha concessa fino a lunedì",
      ],
    },
    // A trip or a stay at the host's invitation, or its tickets and nights offered to the creator: "Lumora ci ha invitati
    // per due giorni", "su invito di Lumora abbiamo passato tre notti", "gli ingressi ce li ha offerti il parco", "ci ha
    // offerto il soggiorno" (with a word of the trip or the stay; not a friend's or a relative's invitation: NOT_GIFTS).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:mi|ci) (?:ha|hanno|aveva|avevano) invitat[oaie]|su invito d(?:i|el|ella|ell['’]|ello)|invitat[oaie] da
        |(?:(?:ce|me) l['’]|(?:ce|me) l[oaie] |(?:ci|mi) )(?:ha|hanno|aveva|avevano) offert[oaie])(?![\p{L}\p{N}])
      `,
      hints: ['invit', 'offert'],
      near: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:due|tre|quattro|cinque|qualche|\d+) (?:giorn[oi]|nott[ei])|la notte|soggiorno|ingress[oi]|bigliett[oi]
        |hotel|albergo|viaggio|vol[oi]|weekend|fine settimana)(?![\p{L}\p{N}])
      `,
      requires: [
        'giorn',
        'nott',
        'soggiorno',
        'ingress',
        'bigliett',
        'hotel',
        'albergo',
        'viaggio',
        'vol',
        'weekend',
        'settimana',
      ],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        'Lumora ci ha invitati per due giorni nel suo resort',
        'Su invito di Lumora abbiamo passato tre notti in montagna',
        'Gli ingressi ce li ha offerti Lumora Park',
        'Lumora ci ha offerto il soggiorno',
      ],
    },
    // A parcel's arrival from the brand told as a gift: "sono arrivate per posta da Lumora, un pensiero loro che non avevo
    // chiesto", "è arrivato in studio da Lumora con un bigliettino" (an order's arrival from a shop has no such cue).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])arrivat[oaie] (?:(?:per posta|in studio|a casa(?: mia| nostra)?|in redazione|col corriere) )?(?:da|dal|dalla|dall['’]|dai|dagli)
        (?![\p{L}\p{N}])
      `,
      hints: ['arrivat'],
      near: regex('giu')`
        (?<![\p{L}\p{N}])(?:un (?:pensiero|pensierino)|(?:che )?non (?:avevo|avevamo) chiesto|non richiest[oaie]|a sorpresa|bigliettin[oi]
        |in regalo|in omaggio|gratis|senza chiedere nulla)(?![\p{L}\p{N}])
      `,
      requires: ['pensier', 'chiesto', 'richiest', 'sorpresa', 'bigliettin', 'regalo', 'omaggio', 'gratis', 'chiedere'],
      kind: 'gift',
      foreign: true,
      notInSentence: NOT_GIFT_SENTENCE,
      examples: [
        'Le pellicole sono arrivate per posta da Lumora, un pensiero loro che non avevo chiesto',
        'La borraccia è arrivata in studio da Lumora con un bigliettino',
      ],
    },
  ],
};
