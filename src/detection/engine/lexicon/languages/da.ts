// Danish: the language's gift words (a product given, sent or lent to the creator) and sponsor words, as data, and its
// hand-written sponsor, gift and promo-code patterns.
import type { LanguageLexicon } from './words.js';

export const DANISH: LanguageLexicon = {
  code: 'da',
  name: 'Danish',
  gift: {
    verbs: {
      tilsendt: 'Produktet er tilsendt, tak til Lumora',
      'sendt til mig': 'Lumora har sendt til mig deres nye serie',
      'sendt til os': 'Teltet er sendt til os af Lumora',
      'fik jeg af': 'Kameraet fik jeg af Lumora',
      'fik vi af': 'Teltet fik vi af Lumora',
      'fået af': 'Jakken har jeg fået af Lumora',
      'stillet til rådighed': 'Bilen er stillet til rådighed af Lumora',
      'udlånt af': 'Objektivet er udlånt af Lumora',
      'lånt ud af': 'Cyklerne er lånt ud af Lumora',
      'modtaget gratis': 'Produkterne er modtaget gratis fra Lumora',
      'modtaget fra': 'Produkterne er modtaget fra Lumora',
      'fået gratis': 'Skoene har jeg fået gratis af Lumora',
      'tak … for produkterne': 'Tak til Lumora for produkterne',
    },
    nouns: {
      'gave fra': 'Gave fra Lumora',
      'pr-produkt*': 'PR-produkter fra Lumora',
      'pr-pakke*': 'PR-pakke fra Lumora',
    },
    labels: {
      gave: 'Sweater (gave) – lumora.dk',
      tilsendt: 'Serum (tilsendt) – lumora.dk',
      lånt: 'Objektiv (lånt) – lumora.dk',
    },
    credits: ['musik', 'billeder', 'fotos', 'klip', 'data', 'lyd'],
    notGifts: [
      'gaveidé*',
      'gaveinspiration',
      'julegave*',
      'fødselsdag*',
      'konkurrence*',
      'min mor',
      'min far',
      'mine forældre',
      'min kæreste',
      'min kone',
      'min mand',
      'af jer',
      'fra jer',
      'seere',
      'beskeder',
      'spørgsmål',
      'kommentarer',
    ],
  },
  paid: {
    phrases: {
      'sponsoreret af': 'Videoen er sponsoreret af Lumora',
      'sponsoreret indhold': 'Sponsoreret indhold fra Lumora',
      'i samarbejde med': 'Videoen er lavet i samarbejde med Lumora',
      'betalt samarbejde': 'Betalt samarbejde med Lumora',
      'betalt partnerskab': 'Betalt partnerskab med Lumora',
      'reklame for': 'Reklame for Lumora',
      '#annonce': '#annonce Lumora',
      '#reklame': '#reklame Lumora',
    },
    labels: {
      annonce: 'Ny kamera (annonce) – lumora.dk',
    },
    notPaid: ['hovedsponsor*', 'holdets sponsor*', 'henvendelse*'],
  },
  negation: {
    before: ['ikke', 'intet', 'uden'],
  },
  patterns: [
    // Paid: a label in brackets, "(reklame)" (Norwegian writes it alike).
    {
      re: /[([](?:reklame)[)\]]/giu,
      hints: ['reklame)', 'reklame]'],
      kind: 'paid',
      foreign: true,
      examples: ['Ny cykel til drengene (reklame)'],
    },
    // Sent or lent from a shop or maker: "tilsendt fra", "lånt af".
    {
      re: /(?<![\p{L}\p{N}])(?:tilsendt (?:fra|af)|(?:ud)?lånt (?:af|fra))(?![\p{L}\p{N}])/giu,
      hints: ['tilsendt', 'lånt'],
      kind: 'gift',
      foreign: true,
      examples: ['Produkterne er tilsendt fra Lumene', 'Telefonen er lånt af Elgiganten'],
    },
    // Promo codes: "rabatkode", "med koden".
    {
      re: /(?<![\p{L}\p{N}])(?:rabatkode\p{L}*|med koden)(?![\p{L}\p{N}])/giu,
      hints: ['rabatkode', 'koden'],
      kind: 'promo',
      foreign: true,
      examples: ['Brug rabatkoden SOFIE15'],
    },
  ],
};
