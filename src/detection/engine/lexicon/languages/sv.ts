// Swedish: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns.
import { regex } from '../regex.js';
import type { LanguageLexicon } from './words.js';

export const SWEDISH: LanguageLexicon = {
  code: 'sv',
  name: 'Swedish',
  gift: {
    verbs: {
      'fick jag av': 'Kameran fick jag av Lumora',
      'fick vi av': 'Tältet fick vi av Lumora',
      'fått av': 'Jackan har jag fått av Lumora',
      'fått hemskickat': 'Jag har fått hemskickat från Lumora',
      'fick hemskickat': 'Vi fick hemskickat två tält från Lumora',
      'hemskickad*': 'Produkterna är hemskickade av Lumora',
      'skickat till mig': 'Lumora har skickat till mig deras nya serum',
      'skickats till mig': 'Produkterna har skickats till mig av Lumora',
      'skickade till oss': 'Lumora skickade till oss två cyklar',
      'skickade mig': 'Lumora skickade mig en ny klocka',
      'utlånad*': 'Bilen är utlånad av Lumora',
      'lånat av': 'Objektivet är lånat av Lumora',
      'lånats ut': 'Kameran har lånats ut av Lumora',
      'fått gratis': 'Jag har fått gratis av Lumora',
      'fick jag gratis': 'Skorna fick jag gratis från Lumora',
      'fått kostnadsfritt': 'Produkten har jag fått kostnadsfritt av Lumora',
      'fick kostnadsfritt': 'Vi fick kostnadsfritt boende hos Lumora',
      'fått skickat': 'Jag har fått skickat jackan från Lumora',
      'fick skickat': 'Vi fick skickat två tält från Lumora',
      'tack … för produkterna': 'Tack till Lumora för produkterna',
    },
    nouns: {
      'gåva från': 'Gåva från Lumora',
      'pr-produkt*': 'PR-produkter från Lumora',
      'pr-paket*': 'PR-paket från Lumora',
      pressexemplar: 'Pressexemplar från Lumora',
    },
    labels: {
      gåva: 'Tröja (gåva) – lumora.se',
      lånad: 'Objektiv (lånad) – lumora.se',
      'pr-utskick': 'Serum (PR-utskick) – lumora.se',
    },
    credits: ['musik', 'bilder', 'foton', 'film', 'klipp', 'data', 'ljud'],
    notGifts: [
      'julklapp*',
      'presenttips',
      'födelsedag*',
      'tävling*',
      'mamma',
      'pappa',
      'farmor',
      'mormor',
      'min sambo',
      'min pojkvän',
      'min flickvän',
      'min fru',
      'min man',
      'tittare',
      'av er',
      'från er',
      'meddelande*',
      'frågor',
      'kommentarer',
    ],
  },
  negation: {
    before: ['inte', 'ingen', 'inget', 'inga', 'aldrig'],
  },
  patterns: [
    // Paid: a label in brackets, "(reklam)", "(annons)".
    {
      re: /[([](?:reklam|annons|sponsrad)[)\]]/giu,
      hints: ['reklam)', 'reklam]', 'annons)', 'annons]', 'sponsrad)', 'sponsrad]'],
      kind: 'paid',
      foreign: true,
      examples: ['Vi renoverar badrummet (reklam)'],
    },
    // Paid: "sponsrat av", "presenteras av", "i samarbete med".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:sponsra[dt]\p{L}* av|presenter(?:as|ades) av|i samarbete med|betalt samarbete|#samarbete
        |reklamsamarbete)(?![\p{L}\p{N}])
      `,
      hints: ['sponsra', 'presenteras', 'presenterades', 'samarbete'],
      kind: 'paid',
      foreign: true,
      examples: ['Sponsrat av NordVPN', 'Veckans frågesport presenteras av Svenska Spel'],
    },
    // Affiliate: "affiliatelänk", "annonslänk".
    {
      re: /(?<![\p{L}\p{N}])(?:affiliatelänk\p{L}*|annonslänk\p{L}*)(?![\p{L}\p{N}])/giu,
      hints: ['affiliatelänk', 'annonslänk'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Annonslänk till Naturkompaniet'],
    },
    // Promo codes: "rabattkod", "använd koden".
    {
      re: /(?<![\p{L}\p{N}])(?:rabattkod\p{L}*|(?:använd|ange|med) (?:min |vår )?kod(?:en)?)(?![\p{L}\p{N}])/giu,
      hints: ['rabattkod', 'kod'],
      kind: 'promo',
      foreign: true,
      examples: ['Rabattkod MARA', 'Använd koden MARA för 15% hos Naturkompaniet'],
    },
    // Discounts: "15% rabatt".
    {
      re: /\d{1,3}\s?%\s?rabatt/giu,
      hints: ['rabat'],
      kind: 'cta',
      foreign: true,
      examples: ['15% rabatt på allt'],
    },
    // Given or sent to me: "fått den av", "skickade till mig".
    {
      re: /(?<![\p{L}\p{N}])(?:fått (?:den |det |dem )?(?:av|från)|skickade?(?: den| det| dem)? till mig)(?![\p{L}\p{N}])/giu,
      hints: ['fått', 'skicka'],
      kind: 'gift',
      foreign: true,
      examples: ['Jag har fått den av Clas Ohlson'],
    },
    // Lent ("lånad av"), a PR mailing ("PR-utskick"), invited ("inbjudna av").
    {
      re: /(?<![\p{L}\p{N}])(?:lånad\p{L}* (?:av|från)|lånade (?:ut )?(?:den |det |dem )?(?:till )?(?:mig|oss)|pr-utskick\p{L}*|(?:in)?bjudna (?:av|till|hit)|(?:in)?bjuden (?:av|till|hit))(?![\p{L}\p{N}])/giu,
      hints: ['lånad', 'pr-utskick', 'bjud'],
      kind: 'gift',
      foreign: true,
      examples: ['Ryggsäcken är lånad av Fjällräven', 'Allt är PR-utskick', 'Vi var inbjudna av Treehotel'],
    },
  ],
};
