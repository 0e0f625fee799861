// Norwegian: the language's gift words (a product given, sent or lent to the creator) and sponsor words, as data, and
// its hand-written gift and promo-code patterns. Bokmål.
import type { LanguageLexicon } from './words.js';

export const NORWEGIAN: LanguageLexicon = {
  code: 'no',
  name: 'Norwegian',
  gift: {
    verbs: {
      'fått tilsendt': 'Jeg har fått tilsendt jakken fra Lumora',
      'sendt til meg': 'Lumora har sendt til meg den nye serien',
      'sendt til oss': 'Teltet er sendt til oss av Lumora',
      'fikk jeg av': 'Kameraet fikk jeg av Lumora',
      'fikk vi av': 'Teltet fikk vi av Lumora',
      'fått av': 'Jakken har jeg fått av Lumora',
      'stilt til disposisjon': 'Bilen er stilt til disposisjon av Lumora',
      'utlånt av': 'Objektivet er utlånt av Lumora',
      'lånt ut av': 'Syklene er lånt ut av Lumora',
      'mottatt gratis': 'Produktene er mottatt gratis fra Lumora',
      'mottatt fra': 'Produktene er mottatt fra Lumora',
      'fikk jeg gratis': 'Skoene fikk jeg gratis av Lumora',
      'takk … for produktene': 'Takk til Lumora for produktene',
    },
    nouns: {
      'gave fra': 'En gave fra Lumora',
      'pr-produkt*': 'PR-produkter fra Lumora',
      'pr-pakke*': 'PR-pakke fra Lumora',
    },
    labels: {
      gave: 'Genser (gave) – lumora.no',
      tilsendt: 'Serum (tilsendt) – lumora.no',
      lånt: 'Objektiv (lånt) – lumora.no',
    },
    credits: ['musikk', 'bilder', 'foto', 'klipp', 'data', 'lyd'],
    notGifts: [
      'gavetips',
      'gaveidé*',
      'julegave*',
      'bursdag*',
      'konkurranse*',
      'mamma',
      'pappa',
      'mine foreldre',
      'kjæresten min',
      'av dere',
      'fra dere',
      'seere',
      'meldinger',
      'spørsmål',
      'kommentarer',
    ],
  },
  paid: {
    phrases: {
      'sponset av': 'Videoen er sponset av Lumora',
      'sponset innhold': 'Sponset innhold fra Lumora',
      'i samarbeid med': 'Videoen er laget i samarbeid med Lumora',
      'betalt samarbeid': 'Betalt samarbeid med Lumora',
      'betalt partnerskap': 'Betalt partnerskap med Lumora',
      'reklame for': 'Reklame for Lumora',
      '#annonse': '#annonse Lumora',
      '#reklame': '#reklame Lumora',
    },
    labels: {
      annonse: 'Ny kamera (annonse) – lumora.no',
    },
    notPaid: ['hovedsponsor*', 'draktsponsor*', 'henvendelse*'],
  },
  negation: {
    before: ['uten'],
  },
  patterns: [
    // Sent or lent from a shop or maker: "tilsendt fra", "lånt av".
    {
      re: /(?<![\p{L}\p{N}])(?:tilsendt (?:fra|av)|(?:ud)?lånt (?:av|fra|ut av))(?![\p{L}\p{N}])/giu,
      hints: ['tilsendt', 'lånt'],
      kind: 'gift',
      foreign: true,
      examples: ['Headsettet fikk jeg tilsendt fra Elkjøp'],
    },
    // Promo codes: "rabattkode", "med koden".
    {
      re: /(?<![\p{L}\p{N}])(?:rabattkode\p{L}*|med koden)(?![\p{L}\p{N}])/giu,
      hints: ['rabattkode', 'koden'],
      kind: 'promo',
      foreign: true,
      examples: ['Få 5 GB ekstra data med koden GURO5'],
    },
  ],
};
