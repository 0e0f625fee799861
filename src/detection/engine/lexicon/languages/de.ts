// German: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns.
import { regex } from '../regex.js';
import { closingAdLabel, phrasesSource, type LanguageLexicon } from './words.js';

// The family, as the one who gives or the one given to ("Mein Bruder hat uns das Zelt zukommen lassen", "Dann hat ihm
// meine Schwester ein Navi zu Weihnachten geschenkt"): its gifts are none of a brand's. Read by the gift words and by
// the hand-written gift pattern below.
const FAMILY = [
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
  'mein bruder',
  'meine schwester',
  'meine mutter',
  'mein vater',
  'meine eltern',
  'meine familie',
  'meine mama',
  'mein papa',
  'meine oma',
  'mein opa',
  'meiner mama',
  'meinem papa',
];
// The hand-written pattern reads a brand's act in a sentence that names grandparents on the way ("Die meisten sind von
// Oma und Opa, das Set hat uns Playmobil zugeschickt"): it is excluded by the family named with "mein", the giver.
const FAMILY_SENTENCE = new RegExp(phrasesSource(FAMILY.filter((w) => w.startsWith('mein'))), 'iu');

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
      // A stay or a visit at a host's invitation ("Wir waren auf Einladung von Lumora dort"), and what the host offered,
      // in Swiss usage ("Die Übernachtung wurde uns von Lumora offeriert").
      'auf einladung von': 'Wir waren auf Einladung von Lumora dort',
      'auf einladung des': 'Wir waren auf Einladung des Hotels Lumora dort',
      'auf einladung der': 'Auf Einladung der Lumora Bahnen waren wir zwei Tage im Park',
      'uns … offeriert': 'Die Übernachtung wurde uns von Lumora offeriert',
      'mir … offeriert': 'Lumora hat mir das Ticket offeriert',
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
      // Let come to the creator: "Den Key hat mir Lumora zukommen lassen", "Lumora ließ uns das Set zukommen".
      'mir … zukommen lassen': 'Den Steam-Key hat mir Lumora vor Release zukommen lassen',
      'uns … zukommen lassen': 'Die Zelte hat uns Lumora für die Tour zukommen lassen',
      'ließ mir … zukommen': 'Lumora ließ mir das Set vor dem Launch zukommen',
      'ließ uns … zukommen': 'Lumora ließ uns zwei Räder zukommen',
      'ließen mir … zukommen': 'Die Leute von Lumora ließen mir ein Paket zukommen',
      'ließen uns … zukommen': 'Die Leute von Lumora ließen uns die Räder zukommen',
      // The spoken first person ("hab ich von Lumora bekommen") and a stay or a ticket treated ("hat uns … spendiert").
      'hab ich von … bekommen': 'Die Palette hab ich von Lumora bekommen',
      'hab ich von … erhalten': 'Das Set hab ich von Lumora erhalten',
      'hat mir … spendiert': 'Die Nacht im Hotel hat mir Lumora spendiert',
      'hat uns … spendiert': 'Die Tickets für den Park hat uns Lumora spendiert',
      'haben uns … spendiert': 'Die Leute von Lumora haben uns das Wochenende spendiert',
      // Paid for by the brand, told as whose account the tickets or the stay went on ("Die Tickets gingen auf Kosten
      // von Lumora", "Das Hotel ging auf Kosten des Parks").
      // A trip, its fares or its nights paid by the host ("Die Reise wurde von Lumora bezahlt", "Lumora hat uns die Reise
      // bezahlt", "Die Kosten für Flug und Hotel wurden von Lumora übernommen"; a company taken over is no trip).
      'reise wurde von … bezahlt': 'Die Reise wurde von Lumora bezahlt',
      'reise wurde von … finanziert': 'Die Reise wurde von Lumora finanziert',
      'reise wurde von … übernommen': 'Die Reise wurde von Lumora übernommen',
      'hat uns die reise bezahlt': 'Lumora hat uns die Reise bezahlt',
      'hat mir die reise bezahlt': 'Lumora hat mir die Reise bezahlt',
      'haben uns die reise bezahlt': 'Die Leute von Lumora haben uns die Reise bezahlt',
      'kosten für … wurden von … übernommen': 'Die Kosten für Flug und Hotel wurden von Lumora übernommen',
      'ging auf kosten': 'Die Nacht im Hotel ging auf Kosten von Lumora',
      'gingen auf kosten': 'Die Eintrittskarten gingen auf Kosten von Lumora',
      'geht auf kosten': 'Das Hotel geht auf Kosten von Lumora',
      'gehen auf kosten': 'Die Tickets gehen auf Kosten von Lumora',
    },
    nouns: {
      leihgerät: 'Leihgerät von Lumora',
      leihgeräte: 'Die Leihgeräte stammen von Lumora',
      // A loaned copy or phone ("ein Leihexemplar von Lumora", "das Leihhandy von Lumora").
      'leihexemplar*': 'Das Handy ist ein Leihexemplar von Lumora',
      'leihhandy*': 'Das Leihhandy kam von Lumora',
      'leihmodell*': 'Ein Leihmodell von Lumora',
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
      'pressefahrzeug*': 'Der Kombi ist ein Pressefahrzeug von Lumora',
      pressewagen: 'Der Pressewagen kam von Lumora',
      'presseauto*': 'Das Presseauto hat Lumora gestellt',
      pressetestwagen: 'Pressetestwagen von Lumora',
      'pressegerät*': 'Das Pressegerät stammt von Lumora',
      'testwagen von': 'Der Testwagen von Lumora war eine Woche bei uns',
      'testfahrzeug* von': 'Das Testfahrzeug von Lumora hatten wir zehn Tage',
      'testauto von': 'Das Testauto von Lumora fuhr sich gut',
      'leihwagen von': 'Ein Leihwagen von Lumora für den Test',
      'vorführwagen von': 'Der Vorführwagen von Lumora stand eine Woche bei uns',
      // A game's key for review, and the maker's press fleet: "Review-Key von Lumora", "aus dem Pressefuhrpark".
      'review-key*': 'Den Review-Key hat Lumora gestellt',
      'test-key*': 'Test-Key von Lumora',
      'presse-key*': 'Presse-Key von Lumora',
      'pressefuhrpark*': 'Der Wagen kam aus dem Pressefuhrpark von Lumora',
      pressepool: 'Das Auto stammt aus dem Pressepool von Lumora',
      presseflotte: 'Der Kombi kam aus der Presseflotte von Lumora',
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
      // Handed over: "Lumora hat uns den Wagen für eine Woche zum Testen ausgehändigt", "übergeben", "zukommen lassen".
      ausgehändigt: 'Lumora hat uns den Wagen für eine Woche zum Testen ausgehändigt',
      übergeben: 'Lumora hat uns das Rad für den Test übergeben, danach ging es zurück',
      'zukommen lassen': 'Den Key hat Lumora ohne Gegenleistung zukommen lassen',
      hergeschickt: 'Lumora hat den Grill zum Ausprobieren hergeschickt',
      rübergeschickt: 'Lumora hat das Set zum Testen rübergeschickt',
      'päckchen … kam': 'Das Päckchen kam unangekündigt von Lumora',
      'paket … kam': 'Das Paket von Lumora kam als Überraschung',
      'kam … päckchen': 'Letzte Woche kam ein Päckchen von Lumora, völlig ungefragt',
      'kam … paket': 'Gestern kam ein Paket von Lumora, ganz unverhofft',
      'päckchen … angekommen': 'Unangekündigt ist ein Päckchen von Lumora angekommen',
      'paket … angekommen': 'Als Überraschung ist ein Paket von Lumora angekommen',
      'päckchen … eingetroffen': 'Ungefragt ist ein Päckchen von Lumora eingetroffen',
      'paket … eingetroffen': 'Unbestellt ist ein Paket von Lumora eingetroffen',
      eingetrudelt: 'Das Set von Lumora ist unangekündigt eingetrudelt',
      'ins haus geflattert': 'Die Box von Lumora ist mir ungefragt ins Haus geflattert',
      // Let out ("rausgerückt") and a key put in the inbox ("in die Mailbox gelegt").
      rausgerückt: 'Lumora hat mir das Tablet nur für diesen Test rausgerückt',
      herausgerückt: 'Lumora hat das Rad zum Testen herausgerückt',
      'in die mailbox gelegt': 'Den Key hat mir Lumora gratis in die Mailbox gelegt',
      // Left with the creator for a while ("hat mir den Mixer für drei Monate dagelassen, damit ich ihn testen kann").
      dagelassen: 'Lumora hat mir den Mixer dagelassen, damit ich ihn testen kann',
      hiergelassen: 'Lumora hat uns das Rad hiergelassen, damit wir es testen können',
      'ins postfach gelegt': 'Lumora hat mir den Code kostenlos ins Postfach gelegt',
    },
    cues: {
      umsonst: 'Lumora hat uns die Zelte umsonst gegeben',
      'damit ich … testen kann': 'Lumora hat mir den Mixer dagelassen, damit ich ihn testen kann',
      'damit wir … testen können': 'Lumora hat uns das Rad hiergelassen, damit wir es testen können',
      unangekündigt: 'Das Päckchen kam vor zwei Wochen unangekündigt von Lumora',
      ungefragt: 'Lumora hat mir ungefragt ein Set geschickt',
      unverhofft: 'Ein Paket von Lumora kam unverhofft',
      unbestellt: 'Lumora hat das Set unbestellt geschickt',
      'ohne bestellung': 'Das Paket von Lumora kam ohne Bestellung',
      'ohne dass ich': 'Lumora hat mir das Set geschickt, ohne dass ich gefragt hätte',
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
      // A car or a bike lent to drive or ride, and for how long ("eine Woche lang zum Fahren gegeben", "für zehn Tage
      // überlassen"): the loan's purpose or length makes "gegeben" a loan to the creator.
      'zum fahren': 'Lumora hat mir den Kombi zum Fahren gegeben',
      'zum probefahren': 'Lumora hat uns den Wagen zum Probefahren gegeben',
      'zum fahrtest': 'Lumora hat mir das E-Bike zum Fahrtest übergeben',
      'woche lang': 'Lumora hat mir den Wagen eine Woche lang gegeben',
      'wochen lang': 'Lumora hat uns das Rad zwei Wochen lang überlassen',
      'tage lang': 'Lumora hat mir das Handy zehn Tage lang gegeben',
      'monat lang': 'Lumora hat uns das Auto einen Monat lang gegeben',
      'monate lang': 'Lumora hat mir die Kamera drei Monate lang gegeben',
      'für eine woche': 'Lumora hat mir den Wagen für eine Woche gegeben',
      'für … wochen': 'Lumora hat uns das Rad für zwei Wochen gegeben',
      'für … tage': 'Lumora hat mir den Kombi für zehn Tage gegeben',
      'zum ausprobieren': 'Lumora hat uns den Grill zum Ausprobieren geliehen',
      'für den test': 'Lumora hat uns das Rad für den Test überlassen',
      'für den testzeitraum': 'Lumora hat mir das Handy für den Testzeitraum überlassen',
      'für diesen test': 'Lumora hat uns das Zelt für diesen Test geliehen',
      'geht danach zurück': 'Lumora hat das Gerät geliehen, es geht danach zurück',
      'geht zurück': 'Lumora hat den Topf hergegeben, er geht zurück an die Firma',
      'gehen zurück': 'Lumora hat die Kameras geliehen, sie gehen zurück',
      'geht sie zurück': 'Lumora hat die Kamera für zwei Wochen verliehen, danach geht sie zurück',
      'geht er zurück': 'Lumora hat den Topf hergegeben, danach geht er zurück',
      'geht es zurück': 'Lumora hat das Rad geliehen, nächste Woche geht es zurück',
      "geht's zurück": "Lumora hat mir die Kamera geliehen, im Mai geht's zurück",
      'gehen sie zurück': 'Lumora hat die Boxen geliehen, danach gehen sie zurück',
      'geht wieder zurück': 'Lumora hat die Uhr verliehen, sie geht wieder zurück',
      zurückgeben: 'Lumora hat mir das Handy überlassen, ich muss es zurückgeben',
      zurückgegeben: 'Lumora hat uns das Auto geliehen, wir haben es zurückgegeben',
      zurückschicken: 'Lumora hat mir die Kamera geschickt, ich muss sie zurückschicken',
      zurückgeschickt: 'Lumora hat mir die Drohne geliehen, sie wird zurückgeschickt',
      'wieder abgeholt': 'Lumora hat uns die Küche geliefert und danach wieder abgeholt',
      'wieder abholen': 'Lumora hat das Auto gebracht und lässt es wieder abholen',
      'auf dem rückweg': 'Lumora hat mir das Handy geliehen, jetzt ist es auf dem Rückweg',
      'wieder abgeben': 'Lumora hat mir die Kamera überlassen, ich muss sie wieder abgeben',
      'geht zurück an': 'Lumora hat das Rad geliehen, es geht zurück an die Firma',
      // The return told in the past: "danach ging er zurück ins Pressezentrum".
      'ging er zurück': 'Lumora hat uns den Wagen ausgehändigt, danach ging er zurück ins Pressezentrum',
      'ging sie zurück': 'Lumora hat mir die Kamera übergeben, danach ging sie zurück',
      'gingen sie zurück': 'Lumora hat uns die Räder übergeben, danach gingen sie zurück',
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
      'versandkostenfrei*',
      'kostenlose* versand',
      'gratis versand',
      'meine bestellung',
      'rechte an',
      'von euch',
      'ihr habt mir',
      'zuschauer*',
      'abonnent*',
      ...FAMILY,
      // A present chosen at a store by whoever gave it ("ein Geschenk von Emil und Ella – selbst ausgesucht bei H&M").
      'ausgesucht bei',
      'gekauft bei',
      'besorgt bei',
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
    // Paid: product placement, "ermöglicht durch", "enthält Werbung", "unterstützt von" (not by people or public bodies:
    // "unterstützt von den Abteilungen Oberdorf und Au und vom THW"), "mit freundlicher Unterstützung", thanks for the
    // support, "kostenlos gestellt".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:produktplatzierung(?:en)?|(?:durch|von) (?!(?:euch|dir|uns|eure\p{L}*|meine\p{L}*
        |unsere\p{L}*|viele\p{L}*)(?![\p{L}\p{N}]))[^.\n]{1,40}? ermöglicht|(?:enthält|beinhaltet)(?: bezahlte)? werbung
        |(?:dieses video wird |wird )?unterstützt (?:von|durch)(?! (?:euch|dir|uns|meine\p{L}*|unsere\p{L}*
        |viele\p{L}*))(?! (?:den |der |dem |die )?(?:abteilung|feuerwehr|kamerad|nachbar|polizei|thw|helfer|kolleg|freund
        |famil|eltern|gemeinde|stadt|land|bund|ministeri)\p{L}*)|(?:mit|in) freundlicher unterstützung (?:von|durch)(?! (?:euch|dir|uns|meine\p{L}*|unsere\p{L}*
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
      // An event's or a club's sponsor in the news: "Organisiert wird der Lauf vom TSV, unterstützt von der Lumora Bank
      // als Hauptsponsor" (§6: the sponsors of an event the video reports on are not the video's).
      notInSentence: regex('iu')`
        (?<![\p{L}\p{N}])(?:der|den|das|die|des) (?:\p{L}+ )?(?:lauf|laufs|rennen|rennens|turnier\p{L}*|marathon\p{L}*|festival\p{L}*
        |veranstaltung\p{L}*|wettbewerb\p{L}*|meisterschaft\p{L}*|verein\p{L}*|mannschaft|konzert\p{L}*|messe|fest\p{L}*)
        (?![\p{L}\p{N}])[^.\n]*?als (?:haupt|titel|namens|trikot|co-?)?sponsor(?![\p{L}\p{N}])
      `,
    },
    // Paid, the video or its series paid for: "Die „Parade der Woche" wird von der Lumora Versicherung bezahlt", "Lumora
    // finanziert die ganze Videoreihe", "Dieses Video wurde von Lumora bezahlt" (not a trip's or a purchase's costs: the
    // gift words read "Die Reise wurde von Lumora bezahlt").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:wird|wurde|werden|wurden) (?:von|durch) (?!(?:mir|uns|euch|meine\p{L}*|unsere\p{L}*)(?![\p{L}\p{N}]))[^.\n]{1,40}?
        (?:bezahlt|finanziert)|finanziert (?:die|das|diese|dieses|unsere|unser) (?:ganze |gesamte )?(?:video\p{L}*|folge\p{L}*|serie
        |reihe|clip\p{L}*|sendung|format)|(?:hat|haben|hatte|hatten) (?:den (?:ganzen )?(?:video)?dreh|das (?:ganze )?(?:musik)?video
        |den (?:video)?clip|die produktion) (?:bezahlt|finanziert))(?![\p{L}\p{N}])
      `,
      hints: ['bezahlt', 'finanziert'],
      kind: 'paid',
      foreign: true,
      // Not a trip's costs, nor public money ("wurde von der Landesförderung finanziert": §6, public funders).
      notInSentence:
        /(?<![\p{L}\p{N}])(?:reise|flug|flüge|hotel|übernachtung\p{L}*|kosten für|gekauft|rechnung|\p{L}*förder\p{L}*|stiftung\p{L}*|ministeri\p{L}*|landes\p{L}*|bundes\p{L}*|fonds|eu)(?![\p{L}\p{N}])/iu,
      examples: [
        'Die „Parade der Woche" wird von der Lumora Versicherung bezahlt',
        'Lumora finanziert die ganze Videoreihe in dieser Saison',
        // The shoot paid for: "Das Video ist mit Lumora entstanden: Die Jungs haben den Dreh bezahlt".
        'Das Video ist mit Lumora entstanden: Die Jungs aus Köln haben den Dreh bezahlt',
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
        |bezahlter )?(?:kooperation|zusammenarbeit) mit|(?:kommerzielle|entgeltliche) (?:kooperation|partnerschaft
        |zusammenarbeit) mit)(?![\p{L}\p{N}])
      `,
      hints: ['bezahlte', 'kooperation', 'zusammenarbeit', 'partnerschaft'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Bezahlte Kooperation mit Holy',
        'In Zusammenarbeit mit Lidl',
        'In freundlicher Zusammenarbeit mit Samsung',
        'Kommerzielle Kooperation mit Lumora: die ersten 30 Tage für 1 €',
        'Entgeltliche Partnerschaft mit Lumora',
      ],
    },
    // Paid: "bezahlt von". A group or the public paying for something in the news is no sponsor ("ein Update, bezahlt
    // von den Herstellern", "bezahlt vom Staat", "bezahlt von der Allgemeinheit"); the people of a brand are ("bezahlt
    // von den Leuten von Lumora").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:bezahlt (?:für|von))(?![\p{L}\p{N}])(?! (?:mir|uns|mich|meine\p{L}*|unsere\p{L}*|eigene\p{L}*
        |dem eigenen|der eigenen|ersparte\p{L}*|erspartem|den (?!(?:leuten|jungs|machern|kollegen)(?![\p{L}\p{N}]))\p{L}+n
        |dem staat|der allgemeinheit|der regierung|der stadt|der gemeinde|steuer\p{L}*)(?![\p{L}\p{N}]))
      `,
      hints: ['bezahlt'],
      kind: 'paid',
      foreign: true,
      examples: ['Bezahlt von Samsung', 'Das Video wurde bezahlt von Lumora'],
    },
    // Paid: the creator advertising a brand, said in the first person ("Ab 9:05 machen wir Werbung für Lumora", "Heute
    // mache ich Werbung für Lumora"), and the brand paying the creator for it, in a clause of its own ("Lumora, die uns
    // dafür bezahlen", "Lumora bezahlt mich dafür", "dafür zahlt uns Lumora"). Not a brand or anyone else advertising
    // ("Lumora macht Werbung für …"), not the channel's own things ("Werbung für uns selbst / unseren Shop"), not a
    // denial ("bezahlt uns dafür nicht", "niemand zahlt uns dafür"), nor the viewers' money ("ihr zahlt uns dafür").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:(?:machen|mache|mach) (?:ich|wir)|(?:ich|wir) (?:machen|mache))(?: (?!(?:kein\p{L}*|nicht
        |nie)(?![\p{L}\p{N}]))\p{L}+){0,3}? werbung für(?! (?:uns|mich|mein\p{L}*|unser\p{L}*|den eigenen|die eigene
        |das eigene|eigene\p{L}*|sich)(?![\p{L}\p{N}]))
        |(?<!(?:ihr|du|niemand|keiner|keine|nicht|wir|ich|man)(?: \p{L}+)? )(?:zahlt|zahlen|zahlte|zahlten|bezahlt|bezahlen
        |bezahlte|bezahlten) (?:mir|uns|mich) (?:auch )?dafür(?! (?:nicht|nichts|kein\p{L}*)(?![\p{L}\p{N}]))
        |(?:die|der|das|welche|welcher) (?:mir|uns|mich) (?:auch )?dafür (?:(?:auch|etwas|geld) )?(?:zahlt|zahlen|zahlte
        |zahlten|bezahlt|bezahlen|bezahlte|bezahlten)
        |dafür (?:zahlt|zahlen|zahlte|zahlten|bezahlt|bezahlte|bezahlten) (?:mir|uns|mich)(?!(?: \p{L}+)? (?:nicht|nichts
        |kein\p{L}*|niemand)(?![\p{L}\p{N}])))(?![\p{L}\p{N}])
      `,
      hints: ['werbung für', 'dafür'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Ab 9:05 machen wir Werbung für Lumora',
        'Heute mache ich Werbung für Lumora, ganz offiziell',
        'Wir machen in dieser Folge Werbung für Lumora',
        'Der Teil ab 4:10 ist von Lumora, die uns dafür bezahlen',
        'Lumora bezahlt mich dafür, dass ich die App zeige',
        'Dafür zahlt uns Lumora auch etwas',
      ],
    },
    // Paid: the hashtags "#gesponsert", "#kooperation".
    {
      re: /#(?:gesponsert|kooperation)(?![\p{L}\p{N}])/giu,
      hints: ['#gesponsert', '#kooperation'],
      kind: 'paid',
      foreign: true,
      examples: ['#gesponsert Video mit Holy'],
    },
    // Paid: a label in brackets, "(Werbung)", "[Anzeige]", and the video labelled as an ad as a whole: "(Werbevideo)",
    // "[Werbeclip]", "(Werbefilm)".
    {
      re: /[([](?:werbung|anzeige|gesponsert|werbe(?:video|clip|film|spot))[)\]]/giu,
      hints: [
        'werbung)',
        'werbung]',
        'anzeige)',
        'anzeige]',
        'gesponsert)',
        'gesponsert]',
        'werbevideo',
        'werbeclip',
        'werbefilm',
        'werbespot',
      ],
      kind: 'paid',
      foreign: true,
      examples: ['Neue Kamera (Werbung)', 'Braucht man ein VPN? [Werbung]', 'WENN DER AKKU LEER IST (Werbevideo)'],
    },
    // Paid: made on a brand's commission and paid for it: "im Auftrag von Lumora entstanden", "wurde dafür vergütet",
    // "gegen Bezahlung", "eine vergütete Kooperation". A study "im Auftrag von" someone (news) makes no video.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:entstand\p{L}*|entsteh\p{L}*|produziert|gedreht|erstellt|gemacht)(?: \p{L}+){0,2} im auftrag
        |im auftrag (?:von |der |des )[^.!?\n]{1,40}?(?:entstand\p{L}*|entsteh\p{L}*|produziert|gedreht|erstellt)
        |(?:wurde|wurden|werde|werden|wird|bin|sind) (?:(?!nicht |nie |kein)\p{L}+ ){0,3}vergütet|vergütete\p{L}* (?:kooperation
        |zusammenarbeit|werbung|partnerschaft)|gegen (?:bezahlung|entgelt|vergütung))(?![\p{L}\p{N}])
      `,
      hints: ['auftrag', 'vergütet', 'gegen bezahlung', 'gegen entgelt', 'gegen vergütung'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Dieser Sketch ist im Auftrag von Lumora entstanden',
        'Das Video wurde im Auftrag der Firma Lumora produziert',
        'Im Auftrag von Lumora gedreht',
        'Das Video wurde von Lumora vergütet',
        'Vergütete Kooperation mit Lumora',
        'Dieses Video zeigt Lumora gegen Bezahlung',
      ],
    },
    // Paid: a brand paying for, booking or commissioning this video: "Lumora zahlt für diesen Clip", "Lumora hat mich
    // für dieses Video gebucht und bezahlt", "Lumora hat dieses Video bei mir in Auftrag gegeben", "Die Quoten-Ecke ist
    // ein gekaufter Werbeplatz von Lumora". The creator's own money is none ("Das Licht für diesen Clip habe ich selbst
    // bezahlt": the verb after the video, a person between), nor the creator denying it ("Bezahlt wurde ich für dieses
    // Video nicht": the creator between, "nicht" after), nor a study commissioned in the news (no video).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?<!(?<![\p{L}\p{N}])(?:ich|wir|selbst|selber) )(?:(?:zahlt|zahlen|zahlte|zahlten|bezahlt
        |bezahlte|bezahlten|finanziert|finanzierte|finanzierten)(?: (?!(?:ich|wir)(?![\p{L}\p{N}]))[\p{L}\p{N}'’&.-]+){0,2}?(?: für)? (?:dies\p{L}*
        |den|das|die|unser\p{L}*) (?:video|clip|folge|beitrag|film|episode|sketch|stream|teil|segment)\p{L}*
        |für (?:dies\p{L}*|den|das|die) (?:video|clip|folge|beitrag|film|episode|sketch|stream)\p{L}* (?:(?!ich |wir |selbst
        |selber |mir |uns )\p{L}+ ){0,2}?(?:gebucht|engagiert|beauftragt)
        |(?:video|clip|folge|beitrag|film|episode|sketch|stream)\p{L}* (?:[^.!?\n]{0,40}? )?in auftrag gegeben
        |in auftrag gegeben und (?:bezahlt|vergütet|finanziert)
        |(?:gekauft|bezahlt|gebucht)\p{L}* werbe(?:platz|plätze|slot|block|einblendung|pause|fläche)\p{L}*)(?![\p{L}\p{N}])
        (?! (?:nicht|nichts|kein\p{L}*)(?![\p{L}\p{N}]))
      `,
      hints: [
        'zahlt',
        'zahlen',
        'finanziert',
        'gebucht',
        'engagiert',
        'beauftragt',
        'in auftrag gegeben',
        'werbeplatz',
        'werbeplätze',
        'werbeslot',
        'werbeblock',
        'werbeeinblendung',
        'werbepause',
        'werbefläche',
      ],
      kind: 'paid',
      foreign: true,
      examples: [
        'Werbehinweis: Lumora zahlt für diesen Clip',
        'Lumora hat mich für dieses Video gebucht und bezahlt',
        'Lumora hat dieses Video bei mir in Auftrag gegeben',
        'Die Quoten-Ecke ab 9:40 ist ein gekaufter Werbeplatz von Lumora',
        'Lumora finanziert diese Folge',
      ],
    },
    // Paid: the brand's money told as money, paid to someone, or the video told as paid by it: "Lumora hat dem Kanal Geld
    // gezahlt, damit das Produkt im Video ist", "Für diesen Clip bekomme ich Geld von Lumora", "Das Geld für diese Folge kommt von
    // Lumora", "Geldgeber für diesen Sketch ist Lumora", "Der Clip wird von Lumora bezahlt", "Die Kosten dieser
    // Vlog-Reihe übernimmt Lumora", "Die ersten zwei Minuten hat Lumora gekauft", and the conclusion "… ist also
    // Werbung". The creator's own money is none ("wir haben … Geld gezahlt", "tragen wir selbst", "von mir bezahlt"),
    // nor what anyone pays for a product ("dafür zahlt man viel Geld"), nor a denial ("bekomme ich kein Geld", "ist also
    // keine Werbung": the words stop there), nor the audience's, the state's or a fund's money.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?<!(?<![\p{L}\p{N}])(?:ich|wir) )(?:hat|haben|hatte|hatten|zahlt|zahlen|zahlte|zahlten|gab|gaben)
        (?: (?!(?:ich|wir|man|kein\p{L}*|nicht|nichts)(?![\p{L}\p{N}]))[\p{L}\p{N}'’&.-]+){0,2}? (?:mir|uns|dem|der|den)
        (?: \p{L}+)? geld(?: (?:gezahlt|bezahlt|gegeben
        |überwiesen))?,? (?:damit|dafür|für (?:dies\p{L}*|den|das|die) (?:video|clip|folge|beitrag|film|episode|sketch|stream))
        |für (?:dies\p{L}*|den|das|die) (?:video|clip|folge|beitrag|film|episode|sketch|stream)\p{L}* (?:bekomme|bekommen|erhalte
        |erhalten|kriege|kriegen|krieg) (?:ich|wir)(?: (?!(?:kein\p{L}*|nicht|nichts)(?![\p{L}\p{N}]))\p{L}+){0,2}? geld
        |(?:ich|wir) (?:bekomme|bekommen|erhalte|erhalten|kriege|kriegen|krieg)(?: (?!(?:kein\p{L}*|nicht|nichts)(?![\p{L}\p{N}]))
        \p{L}+){0,2}? geld (?:von [^.!?\n]{1,40}? )?für (?:dies\p{L}*|den|das|die) (?:video|clip|folge|beitrag|film|episode
        |sketch|stream)
        |geld für (?:dies\p{L}*|den|das|die|unser\p{L}*) (?:video|clip|folge|beitrag|film|episode|sketch|stream)\p{L}*
        (?: \p{L}+)? (?:kommt|kam|stammt|stammte) von
        |geldgeber\p{L}* für (?:dies\p{L}*|den|das|die|unser\p{L}*) (?:video|clip|folge|beitrag|film|episode|sketch|stream)
        |(?:video|clip|folge|beitrag|episode|sketch|stream)\p{L}* (?:ist|wird|wurde|werden|wurden) (?:(?:komplett|ganz
        |teilweise|zum teil|vollständig) )?von (?!(?:mir|uns|mich|ich|wir|niemand\p{L}*|selbst|selber)(?![\p{L}\p{N}]))
        [^.!?\n,]{1,40}? (?:bezahlt|finanziert)
        |(?:produktion|kosten|produktionskosten|drehkosten|dreharbeiten|herstellung) (?:dies\p{L}*|der|des|unser\p{L}*
        |für dies\p{L}*|von dies\p{L}*) [\p{L}-]*(?:video|clip|folge|serie|reihe|beitrag|film|episode|sketch|stream)\p{L}*
        \s(?:zahlt|zahlen|bezahlt|bezahlen|übernimmt|übernehmen|finanziert|finanzieren|trägt|tragen)(?! (?:ich|wir|selbst
        |selber)(?![\p{L}\p{N}]))
        |(?:sekunden|minuten|minute|abschnitt|segment)(?: \([^)\n]{1,20}\))? (?:hat|haben) (?!(?:ich|wir)(?![\p{L}\p{N}]))
        [^.!?\n]{1,40}? gekauft
        |ist (?:also|somit|damit|deshalb|daher|folglich) (?:auch )?werbung)(?![\p{L}\p{N}])
      `,
      hints: [
        'geld',
        'bezahlt',
        'finanziert',
        'finanzieren',
        'zahlt',
        'zahlen',
        'übernimmt',
        'übernehmen',
        'trägt',
        'tragen',
        'gekauft',
        'werbung',
      ],
      kind: 'paid',
      foreign: true,
      examples: [
        'Lumora hat dem Kanal Geld gezahlt, damit das Produkt im Video ist',
        'Für diesen Clip bekomme ich Geld von Lumora',
        'Das Geld für diese Folge kommt von Lumora',
        'Geldgeber für diesen Sketch ist Lumora',
        'Der Clip wird von Lumora bezahlt',
        'Die Kosten dieser Vlog-Reihe übernimmt Lumora',
        'Die ersten zwei Minuten hat Lumora gekauft',
        'Die Szene im Park ist also Werbung für Lumora',
      ],
      // The audience's money, a donation, taxes and public funding pay for no ad.
      notInSentence: regex('iu')`
        (?<![\p{L}\p{N}])(?:fans?|zuschauer\p{L}*|community|patreon|unterstützer\p{L}*|spende\p{L}*|abonnent\p{L}*
        |steuer\p{L}*|staat\p{L}*|\p{L}*förder\p{L}*|gefördert)(?![\p{L}\p{N}])
      `,
    },
    // Affiliate: a store's share of each purchase through the link, in the words creators use for it: "wenn ihr über
    // diesen Link bestellt, bekomme ich ein paar Cent von Lumora", "Für jeden Kauf über diesen Link zweigt Lumora mir
    // ein paar Prozent ab", "ich erhalte einen kleinen Anteil am Kauf", a referral's "Prämie". A purchase beside it is asked (Pattern.near);
    // a card's cashback, points and a charity's share pay no creator, and "bekomme ich keinen Cent" denies it.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:bekomme|bekommen|erhalte|erhalten|kriege|kriegen|verdiene|verdienen) (?:ich|wir)
        |(?:ich|wir) (?:bekomme|bekommen|erhalte|erhalten|kriege|kriegen|verdiene|verdienen)
        |(?:zahlt|zahlen|gibt|geben|zweigt|zweigen|überweist|überweisen|schreibt|schreiben)(?: [\p{L}\p{N}'’&.-]+){0,3}? (?:mir
        |uns|dem kanal))(?: (?!(?:kein\p{L}*|nicht|nichts)(?![\p{L}\p{N}]))[\p{L}\p{N}-]+){0,4}? (?:cent|prozent|anteil
        |provision|kommission|beteiligung|prämie)(?![\p{L}\p{N}])
      `,
      hints: ['cent', 'prozent', 'anteil', 'provision', 'kommission', 'beteiligung', 'prämie'],
      kind: 'affiliate',
      foreign: true,
      near: /(?<![\p{L}\p{N}])(?:kauf\p{L}*|einkauf\p{L}*|bestell\p{L}*|gekauft|eingekauft|link\p{L}*)(?![\p{L}\p{N}])/giu,
      requires: ['kauf', 'bestell', 'link'],
      notInSentence:
        /(?<![\p{L}\p{N}])(?:cashback|kreditkarte\p{L}*|karte|punkte|payback|zinsen|spende\p{L}*|pfand)(?![\p{L}\p{N}])/iu,
      examples: [
        'Wenn ihr über diesen Link bestellt, bekomme ich ein paar Cent von Lumora',
        'Für jeden Kauf über diesen Link zweigt Lumora mir ein paar Prozent ab',
        'Kauft ihr über den Link, erhalte ich einen kleinen Anteil',
        // A referral bonus per account opened through the links.
        'Für Depoteröffnungen über die markierten Links bekommen wir von Lumora eine Prämie',
      ],
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
    // Discounts: "Rabatt von 10%", "spart ihr 15 %", "10 % sparen".
    {
      re: regex('giu')`
        \d{1,3} ?% (?:rabatt|nachlass|sparen)|(?:rabatt|nachlass) (?:von )?\d{1,3} ?%
        |(?<![\p{L}\p{N}])spar(?:t|st|en|e)?(?: ihr| du| sie)? (?:\d{1,3} ?%|\d{1,3} ?(?:€|euro)(?![\p{L}\p{N}]))
      `,
      hints: ['rabatt', 'nachlass', 'spar'],
      kind: 'cta',
      foreign: true,
      examples: [
        'Rabatt von 10%',
        'Mit MARA15 spart ihr 15 % bei Lumora',
        'Mit dem Link 10 % sparen',
        'Spare 5 € bei Lumora',
      ],
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
      notInSentence: FAMILY_SENTENCE,
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
    // Lent, told as whose the product stays: "Das Handy in diesem Video gehört Lumora", "Das Testgerät gehört Lumora",
    // "Die Kamera bleibt Eigentum von Lumora". Not a brand's owner in news ("Die Marke gehört Lumora"), nor the music
    // or the rights of a video ("Die Musik in diesem Video gehört …").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:in diesem video|im video|in dem video|im test)(?: \p{L}+){0,2} gehör(?:t|en)
        |(?:test|leih|presse|vorführ)(?:gerät|geräte|handy|smartphone|wagen|fahrzeug|auto|exemplar|muster|modell)\p{L}*
        (?: \p{L}+){0,3} gehör(?:t|en)|bleib(?:t|en) (?:\p{L}+ )?(?:im )?eigentum)(?![\p{L}\p{N}])
        (?! (?:zu|zum|zur|mir|uns|dir|euch|mein\p{L}*|unser\p{L}*|dein\p{L}*|ein\p{L}*)(?![\p{L}\p{N}]))
      `,
      hints: ['gehört', 'gehören', 'eigentum'],
      kind: 'gift',
      foreign: true,
      notInSentence:
        /(?<![\p{L}\p{N}])(?:musik|song\p{L}*|lied\p{L}*|rechte|urheberrecht\p{L}*|marke|konzern\p{L}*|tochter\p{L}*)(?![\p{L}\p{N}])/iu,
      examples: [
        'Das Handy in diesem Video gehört Lumora, es geht nach dem Test zurück',
        'Das Testgerät gehört Lumora',
        'Die Kamera bleibt Eigentum von Lumora',
      ],
    },
  ],
};
