// Finnish: the language's gift words (a product given, sent or lent to the creator) and sponsor words, as data, and its
// hand-written gift and promo-code patterns.
import type { LanguageLexicon } from './words.js';

export const FINNISH: LanguageLexicon = {
  code: 'fi',
  name: 'Finnish',
  gift: {
    verbs: {
      'sain … lahjaksi': 'Kellon sain Lumoralta lahjaksi',
      'saimme … lahjaksi': 'Teltan saimme Lumoralta lahjaksi',
      'lähetti* minulle': 'Lumora lähetti minulle uuden mallin',
      'lähetti* meille': 'Lumora lähettivät meille kaksi pyörää',
      'lähettän* minulle': 'Lumora on lähettänyt minulle tuotteet',
      'lähettän* meille': 'Lumora on lähettäneet meille teltan',
      'lähetetty testiin': 'Puhelin lähetetty testiin Lumoralta',
      lainaksi: 'Kamera saatu lainaksi Lumoralta',
      'saatu tuote': 'Saatu tuote Lumoralta',
      'saadut tuotteet': 'Saadut tuotteet Lumoralta',
      'saatu näyte': 'Saatu näyte Lumoralta',
      'saatu arvosteluun': 'Peli saatu arvosteluun Lumoralta',
    },
    nouns: {
      'lainalaite*': 'Lainalaite Lumoralta',
      'testilaite*': 'Testilaite Lumoralta',
      'pr-tuote*': 'PR-tuote Lumoralta',
      'pr-paketti*': 'PR-paketti Lumoralta',
      'lahja *lta': 'Lahja Lumoralta',
    },
    labels: {
      saatu: 'Paita (saatu) – lumora.fi',
      lahja: 'Paita (lahja) – lumora.fi',
      'saatu tuote': 'Seerumi (saatu tuote) – lumora.fi',
      lainassa: 'Objektiivi (lainassa) – lumora.fi',
    },
    credits: ['musiikki', 'kuvat', 'klipit', 'data'],
    notGifts: [
      'lahjavinki*',
      'lahjaidea*',
      'joululahja*',
      'syntymäpäivä*',
      'arvonta*',
      'äidi*',
      'äiti',
      'isä*',
      'mummo*',
      'katsoja*',
      'teiltä',
      'ei saatu',
      'ei ole saatu',
      'ei lähetetty',
      'viest*',
      'kysymyks*',
      'kommentei*',
    ],
  },
  paid: {
    phrases: {
      'kaupallinen yhteistyö': 'Kaupallinen yhteistyö: Lumora',
      'kaupallisessa yhteistyössä': 'Video on tehty kaupallisessa yhteistyössä Lumoran kanssa',
      'yhteistyössä … kanssa': 'Video on tehty yhteistyössä Lumoran kanssa',
      'maksettu yhteistyö': 'Maksettu yhteistyö Lumoran kanssa',
      'maksettu kumppanuus': 'Maksettu kumppanuus: Lumora',
      'sponsoroi*': 'Videon sponsoroi Lumora',
      '#yhteistyö': '#yhteistyö Lumora',
      '#mainos': '#mainos Lumora',
    },
    labels: {
      mainos: 'Uusi kamera (mainos) – lumora.fi',
      yhteistyö: 'Uusi kamera (yhteistyö) – lumora.fi',
    },
    notPaid: [
      'pääsponsori*',
      'yhteistyötiedustelu*',
      'yhteistyöehdotu*',
      'ei sponsoroi*',
      'ei ole sponsoroi*',
      'ei kaupalli*',
      'ei ole kaupalli*',
      'ei maksettu',
      'ei mainos',
      'ei yhteistyö*',
    ],
  },
  negation: {
    before: ['eikä', 'ilman'],
  },
  patterns: [
    // Received from a maker, for testing, as a gift: "saatu Logitechilta testiin".
    {
      re: /(?<![\p{L}\p{N}])(?:saatu (?:\p{L}+(?:lta|ltä)|testiin|lahjaksi))(?![\p{L}\p{N}])/giu,
      hints: ['saatu'],
      kind: 'gift',
      foreign: true,
      examples: ['Saatu Logitechilta testiin'],
    },
    // Promo codes: "koodilla", "alennuskoodi".
    {
      re: /(?<![\p{L}\p{N}])(?:koodilla|alennuskoodi\p{L}*)(?![\p{L}\p{N}])/giu,
      hints: ['koodilla', 'alennuskoodi'],
      kind: 'promo',
      foreign: true,
      examples: ['Elisa Viihde 3 kk 0 € koodilla PELIKAVERIT'],
    },
  ],
};
