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
    },
    nouns: {
      'prezent od': 'Prezent od Lumora',
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
      'od was',
      'widzów',
      'widzowie',
      'subskrybent*',
      'wiadomoś*',
      'pytani*',
      'komentarz*',
    ],
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
      hints: ['współpraca', 'sponsorow', 'sponsorem'],
      kind: 'paid',
      foreign: true,
      examples: ['Współpraca reklamowa z marką Allegro'],
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
      re: /(?<![\p{L}\p{N}])(?:przysłał\p{L}* (?:mi|nam)|wypożyczył\p{L}* (?:mi|nam)|zaprosił\p{L}* (?:nas|mnie))(?![\p{L}\p{N}])/giu,
      hints: ['przysłał', 'wypożyczył', 'zaprosił'],
      kind: 'gift',
      foreign: true,
      examples: [
        'Słuchawki Sony przysłał mi do testów',
        'Aparat wypożyczył mi Canon',
        'Hotel Mercure zaprosił nas na dwie noce',
      ],
    },
  ],
};
