// Polish: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns.
import { regex } from '../regex.js';
import type { LanguageLexicon } from './words.js';

export const POLISH: LanguageLexicon = {
  code: 'pl',
  name: 'Polish',
  gift: {
    verbs: {
      'otrzymał* do test*': 'Telefon otrzymałem do testów od Lumora',
      'dostał* do test*': 'Słuchawki dostałam do testów od Lumora',
      'otrzymał* do recenzji': 'Grę otrzymałem do recenzji od Lumora',
      'dostał* do recenzji': 'Książkę dostałam do recenzji od Lumora',
      'przekazan* do test*': 'Sprzęt przekazany do testów przez Lumora',
      'udostępnion* przez': 'Samochód udostępniony przez Lumora',
      'udostępnił* mi': 'Lumora udostępniła mi aparat',
      'udostępnił* nam': 'Lumora udostępnił nam kampera',
      'użyczon* przez': 'Obiektyw użyczony przez Lumora',
      'użyczył* mi': 'Lumora użyczyła mi rower',
      'przesłan* przez': 'Produkty przesłane przez Lumora',
      'wysłan* przez': 'Kosmetyki wysłane przez Lumora',
      'wysłał* mi': 'Lumora wysłała mi nową kolekcję',
      'wysłał* nam': 'Lumora wysłał nam dwa namioty',
      'podarował* mi': 'Lumora podarowała mi ten zegarek',
      'otrzymał* w prezencie': 'Otrzymałam w prezencie od Lumora',
      // a stay given: "Za gościnę dziękujemy Hotelowi Lumora" (for the hospitality)
      'za gościnę': 'Za gościnę dziękujemy Hotelowi Lumora',
      'dostał* w prezencie': 'Dostałem w prezencie od Lumora',
      'otrzymał* od marki': 'Otrzymałam od marki Lumora paczkę',
      'dostał* od marki': 'Dostałam od marki Lumora paczkę',
      'w zamian za recenzję': 'Produkt otrzymany w zamian za recenzję od Lumora',
      'egzemplarz* do test*': 'Egzemplarz do testów od Lumora',
      'za przesłanie': 'Dziękuję Lumora za przesłanie produktów',
      'dzięku* … za produkty': 'Dziękuję marce Lumora za produkty',
      'podesłał* mi': 'Lumora podesłała mi nową serię kremów',
      'podesłał* nam': 'Lumora podesłała nam dwa rowery',
      'podesłan* przez': 'Kosmetyki podesłane przez Lumora',
      'sprezentował* mi': 'Lumora sprezentowała mi zegarek',
      'sprezentował* nam': 'Lumora sprezentowała nam wózek',
      // lent by its maker ("pożyczyła nam Lumora", "pożyczony od Lumora"; a sister's loan is none: notGifts)
      'pożyczył* nam': 'Samochód na wyjazd pożyczyła nam Lumora',
      'pożyczył* mi': 'Aparat pożyczył mi Lumora na weekend',
      'pożyczon* przez': 'Rower pożyczony przez Lumora',
      'pożyczon* od': 'Obiektyw pożyczony od Lumora',
      // a press unit, a car of the press pool, from the press office
      'egzemplarz testow*': 'Egzemplarz testowy od Lumora',
      'egzemplarz prasow*': 'To egzemplarz prasowy Lumora',
      'z puli testowej': 'Auto z puli testowej Lumora',
      'z floty prasowej': 'Samochód z floty prasowej Lumora',
      'auto prasowe': 'Auto prasowe Lumora',
      'samochód prasowy': 'Samochód prasowy Lumora',
      'z biura prasowego': 'Telefon dostaliśmy z biura prasowego Lumora',
      'od biura prasowego': 'Słuchawki od biura prasowego Lumora',
      'z działu prasowego': 'Zegarek z działu prasowego Lumora',
    },
    acts: {
      'podesłał*': 'Lumora podesłała paczkę do testów',
      'przysłał*': 'Lumora przysłała kosmetyki za darmo',
      'wysłał*': 'Lumora wysłała serię w prezencie',
      'dał*': 'Fotelik dała nam na testy firma Lumora',
      dali: 'Rowery dali nam do testów ludzie z Lumora',
      'użyczył*': 'Lumora użyczyła aparat na dwa tygodnie',
      'pożyczył*': 'Lumora pożyczyła nam auto na testy',
      'udostępnił*': 'Lumora udostępniła kampera na tydzień',
      'przekazał*': 'Lumora przekazała sprzęt bezpłatnie',
      'zostawił*': 'Lumora zostawiła u nas ekspres do testów',
      // a parcel that came from the brand ("przyszła do mnie w paczce od Lumora, z liścikiem")
      'przyszł*': 'Paleta przyszła od marki Lumora razem z liścikiem',
      przyszedł: 'Krem przyszedł od Lumora z karteczką',
      'doszł*': 'Paczka od Lumora doszła niespodziewanie',
      // received for a while ("dostaliśmy na trzy tygodnie")
      'dostał*': 'Telefon dostałam od Lumora na dwa tygodnie',
      dostaliśmy: 'Auto dostaliśmy od Lumora na tydzień',
    },
    cues: {
      'na testy': 'Telefon dał mi na testy Lumora',
      'do testów': 'Lumora przysłała słuchawki do testów',
      'do przetestowania': 'Lumora wysłała krem do przetestowania',
      'za darmo': 'Lumora wysłała paczkę za darmo',
      bezpłatnie: 'Lumora przekazała namiot bezpłatnie',
      'w prezencie': 'Lumora przysłała sukienkę w prezencie',
      'nic w zamian': 'Lumora podesłała serię i nic w zamian nie chciała',
      'na … tygodnie': 'Lumora pożyczyła obiektyw na dwa tygodnie',
      'na … miesiące': 'Lumora użyczyła rower na trzy miesiące',
      'na tydzień': 'Lumora udostępniła auto na tydzień',
      'na miesiąc': 'Lumora użyczyła kamerę na miesiąc',
      'do zwrotu': 'Lumora pożyczyła laptopa, do zwrotu po teście',
      'na … dni': 'Lumora użyczyła auto na osiem dni',
      // from the brand, with its note, unannounced
      'od marki': 'Paczka przyszła od marki Lumora',
      'z liścikiem': 'Lumora przysłała serum z liścikiem',
      'z karteczką': 'Lumora wysłała garnek z karteczką',
      'z listem': 'Lumora przysłała kurtkę z listem od zespołu',
      niespodziewanie: 'Paczka od Lumora doszła niespodziewanie',
      'bez zamawiania': 'Lumora wysłała zestaw bez zamawiania',
      // and its return
      'zabrał* … z powrotem': 'Lumora pożyczyła telefon, kurier zabrał go z powrotem',
      oddaliśmy: 'Lumora użyczyła rower, oddaliśmy go po teście',
      odesłaliśmy: 'Lumora pożyczyła obiektyw, odesłaliśmy go w poniedziałek',
      odesłałam: 'Lumora pożyczyła laptopa, odesłałam go po teście',
      odesłałem: 'Lumora pożyczyła laptopa, odesłałem go po teście',
      odstawiliśmy: 'Lumora pożyczyła auto, potem odstawiliśmy je do salonu',
    },
    nouns: {
      'prezent od': 'Prezent od Lumora',
      'podarunek od': 'Garnek to podarunek od Lumora',
      'upominek od': 'Upominek od Lumora',
      'paczk* pr': 'Paczka PR od Lumora',
      'pr paczk*': 'PR paczka od Lumora',
      'barterow*': 'W ramach współpracy barterowej z Lumora',
      'egzemplarz recenzencki': 'Egzemplarz recenzencki od Lumora',
    },
    labels: {
      prezent: 'Sweter (prezent) – lumora.pl',
      otrzymane: 'Serum (otrzymane) – lumora.pl',
      barter: 'Serum (barter) – lumora.pl',
    },
    credits: ['muzyka', 'zdjęcia', 'nagrania', 'materiały', 'dane', 'grafiki'],
    notGifts: [
      'pomysł* na prezent*',
      'prezent* świąteczn*',
      'prezent na',
      'prezenty na',
      'urodzin*',
      'konkurs*',
      'rozdanie',
      'mama',
      'mamy',
      'tata',
      'taty',
      'rodzice',
      'chłopak',
      'dziewczyna',
      // the family's, friends' and neighbours' loans ("pożyczyłam go od siostry")
      'siostr*',
      'brat',
      'brata',
      'bratem',
      'mąż',
      'męża',
      'mężem',
      'żona',
      'żony',
      'babci*',
      'babcia',
      'dziadk*',
      'cioci*',
      'ciocia',
      'wujk*',
      'teściow*',
      'kuzyn*',
      'kolega',
      'kolegi',
      'koleżank*',
      'znajom*',
      'przyjaciel*',
      'przyjaciółk*',
      'sąsiad*',
      // the creator's own order
      'zamówieni*',
      'zamówił*',
      'od was',
      'widzów',
      'widzowie',
      'subskrybent*',
      'wiadomoś*',
      'pytani*',
      'komentarz*',
    ],
  },
  paid: {
    // The language's sponsor phrases are its hand-written patterns (below); its ad labels are read in brackets.
    phrases: {},
    labels: {
      reklama: 'Nowy telefon (reklama)',
      'skecz reklamowy': 'Babcia zakłada konto (skecz reklamowy)',
      'film reklamowy': 'Nowy smartfon Lumora [film reklamowy]',
      'materiał reklamowy': 'Test hulajnogi (materiał reklamowy)',
      'odcinek reklamowy': 'Gotujemy z Lumora (odcinek reklamowy)',
      'spot reklamowy': 'Lumora – święta 2024 (spot reklamowy)',
      'teledysk reklamowy': 'Lato z Lumora (teledysk reklamowy)',
      'lokowanie produktu': 'Mój poranek (lokowanie produktu)',
    },
  },
  negation: {
    // "nie" is German "never" too.
    before: ['nie', 'bez', 'żaden', 'żadna', 'żadne', 'nic'],
  },
  patterns: [
    // Paid: "we współpracy z", "lokowanie produktu".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:we współpracy z|płatna współpraca|lokowanie produktu|sponsor(?:owany|em))(?![\p{L}\p{N}])
      `,
      hints: ['współpracy', 'współpraca', 'lokowanie', 'sponsorowany', 'sponsorem'],
      kind: 'paid',
      foreign: true,
      examples: ['Materiał powstał we współpracy z marką Allegro'],
    },
    // Paid: the video paid for or financed by a brand ("X zapłacił mi za ten odcinek", "Ten odcinek opłaciło X",
    // "sfinansowała ten film", "film współfinansowany przez X"), a brand's money in a video's budget ("marka wyłożyła
    // część budżetu teledysku", "dołożyła się do produkcji"), a presence paid for ("w zamian za ich pokazanie").
    // The creator's own money is none ("sam opłaciłem ten materiał", "z własnej kieszeni").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:zapłacił\p{L}* (?:mi|nam|kanałowi) za (?:ten |to |cały |całe )?(?:odcin|film|materiał|wideo|teledysk|nagrani|vlog)\p{L}*
        |(?:opłacił|sfinansował|współfinansował)\p{L}* (?:ten |to |nasz |cały |całe )?(?:odcin|film|materiał|wideo|teledysk|nagrani|vlog)\p{L}*
        |(?:odcin|film|materiał|teledysk|wideo|vlog)\p{L}* (?:\p{L}+ )?(?:opłacił|sfinansował|współfinansował|opłacon|sfinansowan|współfinansowan)\p{L}*
        |wyłożył\p{L}* (?:\p{L}+ ){0,2}budżet\p{L}*|dołożył\p{L}* się do (?:budżetu|produkcji|nagrania|teledysku)
        |w zamian za (?:ich |jego |jej )?(?:pokazanie|pokazywanie|obecność|umieszczenie|wzmiankę))(?![\p{L}\p{N}])
      `,
      hints: ['zapłacił', 'opłacił', 'opłacon', 'sfinansow', 'współfinansow', 'wyłożył', 'dołożył', 'w zamian za'],
      kind: 'paid',
      foreign: true,
      notInSentence:
        /(?<![\p{L}\p{N}])(?:sam|sama|sami|same|z własnej kieszeni|za własne pieniądze|z własnych pieniędzy)(?![\p{L}\p{N}])/iu,
      examples: [
        'Lumora zapłaciła mi za ten odcinek',
        'Ten odcinek opłaciła Lumora',
        'Lumora sfinansowała ten film',
        'Teledysk współfinansowany przez Lumora',
        'Marka Lumora wyłożyła część budżetu teledysku w zamian za ich pokazanie',
      ],
    },
    // Affiliate: the store's share of each purchase ("Lumora płaci mi kilka procent od zakupu", "każdy zakup daje
    // kanałowi mały procent", "dostaję procent od sprzedaży") and the buyer's price unchanged ("wy płacicie tyle
    // samo", "cena się dla was nie zmienia"), as English "at no extra cost to you".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:(?:płaci|płacą|daje|dają|odpala|odpalają|przynosi) (?:mi|nam|kanałowi)|dostaję|dostajemy|zarabiam|zarabiamy)
        (?: (?:mały|małą|drobny|drobne|kilka|parę|niewielki|niewielką|jakiś))? (?:procent|procenta|procentów|grosz\p{L}*)
        |procent\p{L}* od (?:każdego |każdej )?(?:zakupu|zakupów|sprzedaży|zamówienia|zamówień)
        |(?:wy )?płacicie tyle samo|nie płacicie (?:nic )?więcej|cena (?:się )?dla was (?:się )?nie zmienia)(?![\p{L}\p{N}])
      `,
      hints: ['procent', 'grosz', 'tyle samo', 'płacicie', 'dla was'],
      kind: 'affiliate',
      foreign: true,
      examples: [
        'Lumora płaci mi kilka procent od zakupu zrobionego z tego linku',
        'Każdy zakup przez ten link daje kanałowi mały procent od sklepu – wy płacicie tyle samo',
      ],
    },
    // Affiliate: "program partnerski".
    {
      re: /(?<![\p{L}\p{N}])(?:program partnerski)(?![\p{L}\p{N}])/giu,
      hints: ['program partnerski'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Program partnerski Allegro: link w opisie'],
    },
    // Paid: "współpraca reklamowa", "materiał sponsorowany".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:współpraca reklamowa|materiał sponsorowany|sponsorem (?:odcinka|filmu|materiału)
        |sponsorowan\p{L}*|#reklama|#współpraca)(?![\p{L}\p{N}])
      `,
      hints: ['współpraca', 'sponsorow', 'sponsorem', 'reklama'],
      kind: 'paid',
      foreign: true,
      examples: ['Współpraca reklamowa z marką Allegro'],
    },
    // Paid, the whole video: "Cały ten film opłaciła marka Lumora", "cały odcinek jest sponsorowany" (with one paid
    // brand, Dedicated: docs/detection.md §7). Not "cały film o Lumorze" (a subject).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:cał(?:y|ość|e) (?:ten |tego )?(?:film\p{L}*|odcin\p{L}*|materiał\p{L}*|wideo|nagranie)
        (?: (?:jest |był )?(?:opłaci\p{L}*|sponsorowan\p{L}*|sfinansowa\p{L}*)))(?![\p{L}\p{N}])
      `,
      hints: ['opłaci', 'sponsorowan', 'sfinansowa'],
      kind: 'paid',
      whole: true,
      foreign: true,
      examples: ['Cały ten film opłaciła marka Lumora', 'Cały odcinek jest sponsorowany przez Lumora'],
    },
    // Paid: made with a brand's money, "przy wsparciu finansowym marki Lumora", "sfinansowane przez Lumora".
    {
      re: /(?<![\p{L}\p{N}])(?:wspar(?:ciu|cie|ciem) finansow\p{L}*|sfinansowan\p{L}* (?:przez|ze środków))(?![\p{L}\p{N}])/giu,
      hints: ['finansow', 'sfinansowan'],
      kind: 'paid',
      foreign: true,
      examples: ['Teledysk powstał przy wsparciu finansowym marki Lumora', 'Odcinek sfinansowany przez Lumora'],
    },
    // Affiliate: "linki afiliacyjne", "prowizja", "jako partner Amazon".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:linki? (?:afiliacyjn\p{L}*|partnersk\p{L}*|polecając\p{L}*)|prowizj\p{L}*
        |jako partner amazon)(?![\p{L}\p{N}])
      `,
      hints: ['afiliacyjn', 'partnersk', 'polecając', 'prowizj', 'partner amazon'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Linki afiliacyjne w opisie'],
    },
    // Promo codes: "kod rabatowy", "z kodem".
    {
      re: /(?<![\p{L}\p{N}])(?:kod(?:em)? (?:rabatow\p{L}*|zniżkow\p{L}*|promocyjn\p{L}*)|z kodem)(?![\p{L}\p{N}])/giu,
      hints: ['kod'],
      kind: 'promo',
      foreign: true,
      examples: ['Kod rabatowy MARA'],
    },
    // Discounts: "10% rabatu", "zniżka 15%".
    {
      re: /\d{1,3}\s?%\s?(?:rabatu|zniżki)|(?:rabat\p{L}*|zniżk\p{L}*)\s(?:w wysokości\s)?\d{1,3}\s?%/giu,
      hints: ['rabat', 'zniżk'],
      kind: 'cta',
      foreign: true,
      examples: ['10% rabatu', 'Zniżka 15%'],
    },
    // Received from a brand: "otrzymany od".
    {
      re: /(?<![\p{L}\p{N}])(?:otrzyman\p{L}* (?:od|bezpłatnie|za darmo))(?![\p{L}\p{N}])/giu,
      hints: ['otrzyman'],
      kind: 'gift',
      foreign: true,
      examples: ['Produkt otrzymany od marki Xiaomi'],
    },
    // Received from, sent, a present: "otrzymałam od", "przesłał", "w prezencie".
    {
      re: /(?<![\p{L}\p{N}])(?:otrzymał[ae]m od|dostał[ae]m od|przesłał\p{L}*|w prezencie)(?![\p{L}\p{N}])/giu,
      hints: ['otrzymał', 'dostał', 'przesłał', 'prezencie'],
      kind: 'gift',
      foreign: true,
      examples: ['Otrzymałam od marki Ziaja'],
    },
    // Sent, lent or invited: "przysłał mi", "wypożyczył mi", "zaprosił nas".
    {
      re: /(?<![\p{L}\p{N}])(?:przysłał\p{L}* (?:mi|nam)|wypożyczył\p{L}* (?:mi|nam)|zaprosił\p{L}* (?:nas|mnie)|przekazał\p{L}* (?:mi|nam))(?![\p{L}\p{N}])/giu,
      hints: ['przysłał', 'wypożyczył', 'zaprosił', 'przekazał'],
      kind: 'gift',
      foreign: true,
      examples: [
        'Słuchawki Sony przysłał mi do testów',
        'Aparat wypożyczył mi Canon',
        'Hotel Mercure zaprosił nas na dwie noce',
        'Telefon przekazało mi Xiaomi do recenzji',
      ],
    },
  ],
};
