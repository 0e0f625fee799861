// Dutch: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written gift
// patterns. Patterns that read it together with other languages are in ../otherLanguages.ts.
import { regex } from '../regex.js';
import type { LanguageLexicon } from './words.js';

export const DUTCH: LanguageLexicon = {
  code: 'nl',
  name: 'Dutch',
  gift: {
    verbs: {
      'gestuurd door': 'Deze producten zijn gestuurd door Lumora',
      'gekregen om te testen': 'De koptelefoon heb ik van Lumora gekregen om te testen',
      'gekregen om te reviewen': 'De telefoon gekregen om te reviewen van Lumora',
      'mocht ik … testen': 'Deze koptelefoon mocht ik van Lumora testen',
      'mochten we … testen': 'De fietsen mochten we van Lumora testen',
      'mocht ik … uitproberen': 'De nieuwe serie mocht ik van Lumora uitproberen',
      'in bruikleen': 'De camera is in bruikleen van Lumora',
      'beschikbaar gesteld': 'De auto is beschikbaar gesteld door Lumora',
      'kado gekregen': 'Kado gekregen van Lumora',
      'heb ik gekregen van': 'Deze tas heb ik gekregen van Lumora',
      'stuurde mij': 'Lumora stuurde mij het nieuwe model',
      'stuurden mij': 'De mensen van Lumora stuurden mij een pakket',
      'stuurde ons': 'Lumora stuurde ons twee tenten',
      'stuurden ons': 'Lumora stuurden ons de fietsen',
      'in ruil voor een review': 'Lumora stuurde dit in ruil voor een review',
      'voor het opsturen': 'Bedankt Lumora voor het opsturen',
      'bedankt … voor de producten': 'Bedankt Lumora voor de producten',
    },
    nouns: {
      bruikleen: 'Bruikleen van Lumora',
      testexemplaar: 'Testexemplaar van Lumora',
      reviewexemplaar: 'Reviewexemplaar van Lumora',
      'cadeautje van': 'Een cadeautje van Lumora',
    },
    labels: {
      gekregen: 'Trui (gekregen) – lumora.nl',
      cadeau: 'Trui (cadeau) – lumora.nl',
      opgestuurd: 'Serum (opgestuurd) – lumora.nl',
      'gratis ontvangen': 'Serum (gratis ontvangen) – lumora.nl',
    },
    credits: ['muziek', 'beelden', "foto's", 'fotos', 'data', 'geluid', 'archiefbeelden'],
    notGifts: [
      'cadeau-idee*',
      'cadeauidee*',
      'cadeautips',
      'kerstcadeau*',
      'sinterklaas',
      'verjaardag*',
      'winactie',
      'winnen',
      'mijn moeder',
      'mijn vader',
      'mijn ouders',
      'mama',
      'papa',
      'mijn vriend',
      'mijn vriendin',
      'jullie',
      'kijkers',
      'berichten',
      'vragen',
      'reacties',
    ],
  },
  patterns: [
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:gratis |kosteloos )?(?:toegestuurd|opgestuurd|toegezonden|geschonken|uitgeleend)
        |(?:gratis|kosteloos|cadeau) (?:gekregen|ontvangen)|gekregen van|kreeg ik[^.\n]{0,30}?gratis|kreeg ik van|ik kreeg van
        |ter beschikking gesteld)(?![\p{L}\p{N}])
      `,
      hints: [
        'gestuurd',
        'toegezonden',
        'geschonken',
        'uitgeleend',
        'gekregen',
        'ontvangen',
        'kreeg',
        'ter beschikking',
      ],
      kind: 'gift',
      foreign: true,
      examples: [
        'Deze producten zijn gratis opgestuurd door Kruidvat',
        'Cadeau gekregen van Rituals',
        'Staafmixer (kreeg ik van Bamix)',
        'Ter beschikking gesteld door Philips',
      ],
    },
  ],
};
