// German: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns.
import { regex } from '../regex.js';
import { closingAdLabel, type LanguageLexicon } from './words.js';

export const GERMAN: LanguageLexicon = {
  code: 'de',
  name: 'German',
  gift: {
    verbs: {
      zugeschickt: 'Die Kopfhörer hat Lumora zugeschickt',
      zugesandt: 'Das Gerät wurde von Lumora zugesandt',
      zugesendet: 'Die Produkte wurden von Lumora zugesendet',
      'zur verfügung gestellt': 'Die Kamera hat Lumora zur Verfügung gestellt',
      'bereitgestellt von': 'Testgerät bereitgestellt von Lumora',
      'kostenlos erhalten': 'Die Uhr habe ich kostenlos erhalten, danke Lumora',
      'kostenfrei erhalten': 'Kostenfrei erhalten von Lumora',
      'gratis erhalten': 'Die Creme habe ich gratis erhalten von Lumora',
      'geschenkt bekommen': 'Die Tasche habe ich von Lumora geschenkt bekommen',
      'geliehen bekommen': 'Das Auto habe ich von Lumora geliehen bekommen',
      'mir … geliehen': 'Das Handy hat Lumora mir nur geliehen',
      'uns … geliehen': 'Lumora hat uns das Zelt für den Test geliehen',
      'zum testen erhalten': 'Das Notebook habe ich von Lumora zum Testen erhalten',
      'zum testen geschickt': 'Lumora hat das Notebook zum Testen geschickt',
      'zum testen überlassen': 'Lumora hat das Rad zum Testen überlassen',
      'schickte mir': 'Lumora schickte mir das neue Modell',
      'schickten mir': 'Die Leute von Lumora schickten mir ein Paket',
      'schickte uns': 'Lumora schickte uns zwei Zelte',
      'schickten uns': 'Lumora schickten uns die Räder',
      'bekam ich von': 'Den Mixer bekam ich von Lumora',
      'habe ich von … bekommen': 'Die Uhr habe ich von Lumora bekommen',
      'haben wir von … bekommen': 'Das Zelt haben wir von Lumora bekommen',
      'habe ich von … erhalten': 'Die Produkte habe ich von Lumora erhalten',
      'freundlicherweise überlassen': 'Freundlicherweise überlassen von Lumora',
      'freundlicherweise geliehen': 'Lumora hat uns die Kamera freundlicherweise geliehen',
      'freundlicherweise bereitgestellt': 'Freundlicherweise bereitgestellt von Lumora',
      'kostenlos überlassen': 'Die Kamera wurde kostenlos überlassen, danke Lumora',
      'kostenlos zugeschickt': 'Lumora hat das Set kostenlos zugeschickt',
      'gestellt bekommen': 'Die Kamera habe ich von Lumora gestellt bekommen',
      'kostenlos bekommen': 'Die Uhr habe ich kostenlos bekommen, danke Lumora',
      'gratis bekommen': 'Die Creme habe ich gratis bekommen von Lumora',
      'umsonst bekommen': 'Das Set habe ich von Lumora umsonst bekommen',
      'vom hersteller … bekommen': 'Das Gerät habe ich vom Hersteller Lumora bekommen',
      'vom hersteller … erhalten': 'Das Gerät habe ich vom Hersteller Lumora erhalten',
      'vom hersteller … gestellt': 'Das Gerät wurde vom Hersteller Lumora gestellt',
      'für das testgerät': 'Vielen Dank an Lumora für das Testgerät',
      'für die testgeräte': 'Danke an Lumora für die Testgeräte',
      'für die zusendung': 'Vielen Dank an Lumora für die Zusendung',
      'fürs zusenden': 'Danke an Lumora fürs Zusenden',
      'danke … für die produkte': 'Danke an Lumora für die Produkte',
    },
    nouns: {
      leihgerät: 'Leihgerät von Lumora',
      leihgeräte: 'Die Leihgeräte stammen von Lumora',
      testgerät: 'Das Testgerät kam von Lumora',
      'rezensionsexemplar*': 'Rezensionsexemplar von Lumora Verlag',
      'testexemplar*': 'Testexemplar von Lumora',
      testmuster: 'Testmuster von Lumora',
      'pr-sample*': 'PR-Sample von Lumora',
      'pr sample*': 'PR Sample von Lumora',
      'geschenk von': 'Ein Geschenk von Lumora',
      'geschenk der firma': 'Das Set war ein Geschenk der Firma Lumora',
      'pr-produkt*': 'Alles PR-Produkte von Lumora',
      pressemuster: 'Pressemuster von Lumora',
      'presseexemplar*': 'Presseexemplar von Lumora',
      'pressepaket*': 'Pressepaket von Lumora',
      'testprodukt*': 'Testprodukt von Lumora',
      'im rahmen eines produkttests': 'Im Rahmen eines Produkttests von Lumora',
    },
    labels: {
      geschenk: 'Pullover (Geschenk) – lumora.de',
      geschenkt: 'Pullover (geschenkt) – lumora.de',
      leihgabe: 'Objektiv (Leihgabe) – lumora.de',
      zugeschickt: 'Objektiv (zugeschickt) – lumora.de',
      'pr-sample': 'Serum (PR-Sample) – lumora.de',
      'kostenlos erhalten': 'Serum (kostenlos erhalten) – lumora.de',
    },
    acts: {
      gestellt: 'Den Backofen hat uns Lumora umsonst in die Küche gestellt',
      geschickt: 'Lumora hat mir das Set als Überraschung geschickt',
      geschenkt: 'Lumora hat uns die Räder als Dankeschön geschenkt',
      überlassen: 'Lumora hat uns die Kamera unentgeltlich überlassen',
      geliefert: 'Lumora hat die Küche kostenlos geliefert',
      gebracht: 'Lumora hat die Boxen vor die Tür gebracht, gratis',
      vorbeigebracht: 'Lumora hat das Paket als Überraschung vorbeigebracht',
      spendiert: 'Lumora hat uns die Getränke umsonst spendiert',
      'in die hand gedrückt': 'Lumora hat mir das Handy kostenlos in die Hand gedrückt',
      mitgegeben: 'Lumora hat mir die Probe kostenlos mitgegeben',
      gegeben: 'Lumora hat uns die Zelte kostenlos gegeben',
      hergegeben: 'Den Topf hat Lumora nur für die Aufnahmen hergegeben',
      rausgegeben: 'Lumora hat die Kamera für den Dreh rausgegeben',
      herausgegeben: 'Lumora hat das Rad zum Testen herausgegeben',
      geliehen: 'Lumora hat uns die Drohne für den Dreh geliehen',
      ausgeliehen: 'Lumora hat mir das Objektiv zum Testen ausgeliehen, es geht danach zurück',
      verliehen: 'Lumora hat uns die Kamera für den Dreh verliehen',
      geborgt: 'Lumora hat mir den Mixer für die Aufnahmen geborgt',
      ausgeborgt: 'Lumora hat uns das Zelt für den Dreh ausgeborgt',
      bereitgestellt: 'Lumora hat die Kamera für den Dreh bereitgestellt',
      anvertraut: 'Lumora hat uns das Testgerät anvertraut, zurückgeben müssen wir es nächste Woche',
      hergeschickt: 'Lumora hat den Grill zum Ausprobieren hergeschickt',
      rübergeschickt: 'Lumora hat das Set zum Testen rübergeschickt',
    },
    cues: {
      umsonst: 'Lumora hat uns die Zelte umsonst gegeben',
      kostenlos: 'Lumora hat uns die Kamera kostenlos überlassen',
      kostenfrei: 'Lumora hat das Rad kostenfrei geliefert',
      gratis: 'Lumora hat die Proben gratis mitgegeben',
      unentgeltlich: 'Lumora hat das Auto unentgeltlich überlassen',
      'als überraschung': 'Lumora hat mir den Kalender als Überraschung vor die Tür gestellt',
      'als geschenk': 'Lumora hat uns das Set als Geschenk geschickt',
      'als dankeschön': 'Lumora hat mir die Jacke als Dankeschön geschickt',
      'vor die tür': 'Lumora hat mir ein Paket vor die Tür gestellt',
      'vor meine tür': 'Lumora hat die Box vor meine Tür gestellt',
      'zum behalten': 'Lumora hat mir das Handy zum Behalten überlassen',
      leihweise: 'Lumora hat uns den Wagen leihweise überlassen',
      'ohne gegenleistung': 'Lumora hat die Geräte ohne Gegenleistung geschickt',
      'für die aufnahmen': 'Lumora hat den Topf für die Aufnahmen hergegeben',
      'für den dreh': 'Lumora hat uns die Kamera für den Dreh geliehen',
      'für die dreharbeiten': 'Lumora hat die Küche für die Dreharbeiten bereitgestellt',
      'für das shooting': 'Lumora hat mir die Jacke für das Shooting geliehen',
      'fürs shooting': 'Lumora hat mir die Jacke fürs Shooting mitgegeben',
      'zum testen': 'Lumora hat mir das Handy zum Testen gegeben',
      'zum ausprobieren': 'Lumora hat uns den Grill zum Ausprobieren geliehen',
      'für den test': 'Lumora hat uns das Rad für den Test überlassen',
      'für den testzeitraum': 'Lumora hat mir das Handy für den Testzeitraum überlassen',
      'geht danach zurück': 'Lumora hat das Gerät geliehen, es geht danach zurück',
      'geht zurück': 'Lumora hat den Topf hergegeben, er geht zurück an die Firma',
      'gehen zurück': 'Lumora hat die Kameras geliehen, sie gehen zurück',
      'geht sie zurück': 'Lumora hat die Kamera für zwei Wochen verliehen, danach geht sie zurück',
      'geht er zurück': 'Lumora hat den Topf hergegeben, danach geht er zurück',
      'geht es zurück': 'Lumora hat das Rad geliehen, nächste Woche geht es zurück',
      'gehen sie zurück': 'Lumora hat die Boxen geliehen, danach gehen sie zurück',
      'geht wieder zurück': 'Lumora hat die Uhr verliehen, sie geht wieder zurück',
      zurückgeben: 'Lumora hat mir das Handy überlassen, ich muss es zurückgeben',
      zurückgegeben: 'Lumora hat uns das Auto geliehen, wir haben es zurückgegeben',
      zurückschicken: 'Lumora hat mir die Kamera geschickt, ich muss sie zurückschicken',
      zurückgeschickt: 'Lumora hat mir die Drohne geliehen, sie wird zurückgeschickt',
      'wieder abgeholt': 'Lumora hat uns die Küche geliefert und danach wieder abgeholt',
      'wieder abholen': 'Lumora hat das Auto gebracht und lässt es wieder abholen',
    },
    credits: [
      'musik',
      'bilder',
      'fotos',
      'bildmaterial',
      'videomaterial',
      'filmmaterial',
      'aufnahmen',
      'daten',
      'grafiken',
      'animationen',
      'sounds',
      'titelbild',
      'clips',
    ],
    notGifts: [
      'geschenkidee*',
      'geschenktipp*',
      'weihnachtsgeschenk*',
      'geburtstagsgeschenk*',
      'geburtstag*',
      'gewinnspiel*',
      'verlosung*',
      'verlose*',
      'wichteln',
      'von euch',
      'ihr habt mir',
      'zuschauer*',
      'abonnent*',
      'mama',
      'papa',
      'oma',
      'opa',
      'meiner mutter',
      'meinem vater',
      'meinen eltern',
      'meiner freundin',
      'meinem freund',
      'meiner frau',
      'meinem mann',
      'meiner schwester',
      'meinem bruder',
      'meiner familie',
      'nachricht*',
      'fragen',
      'kommentar*',
    ],
  },
  negation: {
    // after the words: "Werbung wegen Markennennung", advertising only because a brand is named.
    before: [
      'nicht',
      'kein(?:e|en|er|em|es)?',
      'niemals',
      'ohne',
      String.raw`unbezahlt\w*`,
      String.raw`unbeauftragt\w*`,
      'nichts',
    ],
    after: [
      String.raw`[(,:]?\s*(?:wegen|weil|da|aufgrund(?: der)?|durch) (?:markennennung|markenerkennung|namensnennung|verlinkung|nennung)`,
    ],
  },
  patterns: [
    // Paid: product placement, "ermöglicht durch", "enthält Werbung", "unterstützt von", "mit freundlicher
    // Unterstützung", thanks for the support, "kostenlos gestellt".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:produktplatzierung(?:en)?|(?:durch|von) (?!(?:euch|dir|uns|eure\p{L}*|meine\p{L}*
        |unsere\p{L}*|viele\p{L}*)(?![\p{L}\p{N}]))[^.\n]{1,40}? ermöglicht|(?:enthält|beinhaltet)(?: bezahlte)? werbung
        |(?:dieses video wird |wird )?unterstützt (?:von|durch)(?! (?:euch|dir|uns|meine\p{L}*|unsere\p{L}*
        |viele\p{L}*))|(?:mit|in) freundlicher unterstützung (?:von|durch)(?! (?:euch|dir|uns|meine\p{L}*|unsere\p{L}*
        |viele\p{L}*))|(?:danke|dank) (?:an )?[^.\n]{1,40}?für (?:die unterstützung|das sponsoring)|(?:wurden?
        |wurde) (?:mir |uns )?(?:kostenlos |kostenfrei )?gestellt)(?![\p{L}\p{N}])
      `,
      hints: [
        'platzierung',
        'ermöglicht',
        'enthält',
        'beinhaltet',
        'unterstützt',
        'freundlicher unterstützung',
        'unterstützung',
        'sponsoring',
        'gestellt',
      ],
      kind: 'paid',
      foreign: true,
      examples: [
        'Dieses Video enthält Produktplatzierung',
        'Unterstützt durch Produktplatzierung',
        'Dieses Video enthält Produktplatzierungen',
        'Dieses Video wurde durch Squarespace ermöglicht',
        'Dieses Video wird unterstützt von HelloFresh',
        'Mit freundlicher Unterstützung von Lumora',
        'Vielen Dank an Mediamarkt für die Unterstützung dieses Videos',
        'Die Kamera wurde mir kostenlos gestellt',
      ],
    },
    // Paid: "gesponsert".
    {
      re: /(?<![\p{L}\p{N}])(?:gesponsert\w*)(?![\p{L}\p{N}])/giu,
      hints: ['gesponsert'],
      kind: 'paid',
      foreign: true,
      examples: ['Dieses Video ist gesponsert von Holy'],
    },
    // Paid partnerships: "bezahlte Kooperation", "in Zusammenarbeit mit".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:bezahlte (?:kooperation|partnerschaft|werbung|zusammenarbeit|anzeige)|in (?:freundlicher 
        |bezahlter )?(?:kooperation|zusammenarbeit) mit)(?![\p{L}\p{N}])
      `,
      hints: ['bezahlte', 'kooperation', 'zusammenarbeit'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Bezahlte Kooperation mit Holy',
        'In Zusammenarbeit mit Lidl',
        'In freundlicher Zusammenarbeit mit Samsung',
      ],
    },
    // Paid: "bezahlt von".
    {
      re: /(?<![\p{L}\p{N}])(?:bezahlt (?:für|von))(?![\p{L}\p{N}])/giu,
      hints: ['bezahlt'],
      kind: 'paid',
      foreign: true,
      examples: ['Bezahlt von Samsung'],
    },
    // Paid: the hashtags "#gesponsert", "#kooperation".
    {
      re: /#(?:gesponsert|kooperation)(?![\p{L}\p{N}])/giu,
      hints: ['#gesponsert', '#kooperation'],
      kind: 'paid',
      foreign: true,
      examples: ['#gesponsert Video mit Holy'],
    },
    // Paid: a label in brackets, "(Werbung)", "[Anzeige]".
    {
      re: /[([](?:werbung|anzeige|gesponsert)[)\]]/giu,
      hints: ['werbung)', 'werbung]', 'anzeige)', 'anzeige]', 'gesponsert)', 'gesponsert]'],
      kind: 'paid',
      foreign: true,
      examples: ['Neue Kamera (Werbung)', 'Braucht man ein VPN? [Werbung]'],
    },
    // Paid: the label alone at the start of its line ("ANZEIGE", "*Werbung*", "Werbung: …") labels the video.
    {
      re: /^[^\p{L}\p{N}]{0,3}(?:werbung|anzeige)(?:\s*[:|\-–—]|[^\p{L}\p{N}]{0,3}$)/gimu,
      hints: ['werbung', 'anzeige'],
      kind: 'paid',
      foreign: true,
      examples: ['Werbung: Dieses Video entstand mit Holy', 'ANZEIGE', '*Werbung*'],
    },
    // Paid: the label closing a title or a line after a separator ("Meine Abendroutine | Werbung") labels the video.
    closingAdLabel(['werbung', 'anzeige'], 'Meine Abendroutine | Werbung'),
    // Paid: a label between asterisks or underscores, the way German creators mark an ad: "*Werbung*", "_Anzeige_".
    {
      re: /(?<![\p{L}\p{N}*_])[*_]+\s?(?:werbung|anzeige)\s?[*_]+/giu,
      hints: ['*werbung', '*anzeige', '_werbung', '_anzeige', '* werbung', '* anzeige'],
      kind: 'paid',
      foreign: true,
      examples: ['*Werbung* Vielen Dank an Lidl', '_Anzeige_ Dieses Video entstand mit Holy'],
    },
    // Affiliate: the closed compounds "Affiliatelinks", "Empfehlungslink", "Referral-Link".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:referral ?links?|affiliate-?links?|affiliatelinks?|empfehlungslinks?)(?![\p{L}\p{N}])
      `,
      hints: ['referral', 'affiliate', 'empfehlungslink'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Alle Affiliatelinks findest du hier', 'Empfehlungslink zu Tado'],
    },
    // Affiliate disclosures: "Partnerlinks", "eine kleine Provision".
    {
      re: /(?<![\p{L}\p{N}])(?:partnerlinks?|(?:eine |kleine )+provision)(?![\p{L}\p{N}])/giu,
      hints: ['partnerlink', 'provision'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Alle Partnerlinks unten', 'Ich bekomme eine kleine Provision'],
    },
    // A game or an app to download for free: "kostenlos herunterladen".
    {
      re: /(?<![\p{L}\p{N}])(?:kostenlos (?:herunterladen|downloaden|spielen|installieren))(?![\p{L}\p{N}])/giu,
      hints: ['kostenlos'],
      kind: 'cta',
      foreign: true,
      examples: ['Jetzt kostenlos herunterladen'],
    },
    // Promo codes: "Gutschein", "Creator-Code".
    {
      re: /(?<![\p{L}\p{N}])(?:gutschein|creator-?code|ersteller-?code)(?![\p{L}\p{N}])/giu,
      hints: ['gutschein', 'creator-code', 'creatorcode', 'ersteller'],
      kind: 'promo',
      foreign: true,
      examples: ['Gutschein MARA10 für 10 Prozent', 'Creator-Code MARA im Item-Shop'],
    },
    // Promo codes: "Rabattcode", "mit dem Code".
    {
      re: /(?<![\p{L}\p{N}])(?:rabattcode|gutscheincode|mit dem code)(?![\p{L}\p{N}])/giu,
      hints: ['rabattcode', 'gutscheincode', 'mit dem code'],
      kind: 'promo',
      foreign: true,
      examples: ['Rabattcode MARA10', 'Mit dem Code MARA'],
    },
    // Discounts: "Rabatt von 10%".
    {
      re: /\d{1,3} ?% (?:rabatt)|(?:rabatt) (?:von )?\d{1,3} ?%/giu,
      hints: ['rabatt'],
      kind: 'cta',
      foreign: true,
      examples: ['Rabatt von 10%'],
    },
    // Affiliate: the Amazon Associates sentence ("Als Amazon-Partner verdiene ich an qualifizierten Verkäufen"),
    // "Partnerprogramm", "Werbelink".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:amazon-partner|partnerprogramm\p{L}*|werbelink\p{L}*|provisionslink\p{L}*
        |qualifizierten verkäufen)(?![\p{L}\p{N}])
      `,
      hints: ['amazon-partner', 'partnerprogramm', 'werbelink', 'provisionslink', 'qualifizierten'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Als Amazon-Partner verdiene ich an qualifizierten Verkäufen'],
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
    // Sent, given or lent to the creator ("wurde mir … zugeschickt"), a PR parcel ("PR-Paket", Dutch "PR-pakket"), a
    // unit to test ("zum Testen bekommen") and an invitation ("hat uns eingeladen").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:wurden?|wurde) (?:mir|uns)[^.\n]{0,40}?(?:zugeschickt|geschickt|geschenkt|zur verfügung gestellt
        |überlassen|geliehen)|pr[- ](?:pakket|paket|päckchen|sample|muster|produkt)\p{L}*
        |zum test(?:en)?[^.\n]{0,30}?(?:bekommen|erhalten|geschickt|zugeschickt|gestellt|überlassen|geliehen)
        |(?:hat|haben) (?:mich|uns)[^.\n]{0,30}?eingeladen)(?![\p{L}\p{N}])
      `,
      hints: ['wurde', 'pr-', 'pr ', 'zum test', 'eingeladen'],
      kind: 'gift',
      foreign: true,
      examples: [
        'Die Kamera wurde mir von Sony zur Verfügung gestellt',
        'PR-Paket von Rossmann',
        'Das Notebook habe ich von Asus zum Testen bekommen',
        'Das Spa hat uns für zwei Nächte eingeladen',
      ],
    },
  ],
};
