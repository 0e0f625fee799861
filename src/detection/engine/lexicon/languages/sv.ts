// Swedish: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written gift
// patterns. Patterns that read it together with other languages are in ../worldLanguages.ts.
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
  patterns: [
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
