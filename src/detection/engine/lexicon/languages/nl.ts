// Dutch: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns.
import { regex } from '../regex.js';
import { closingAdLabel, type LanguageLexicon } from './words.js';

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
      'cadeau gedaan': 'Lumora heeft me dit pakket cadeau gedaan',
      'kado gedaan': 'Lumora heeft ons de fietsen kado gedaan',
      'cadeau gegeven': 'Lumora heeft me deze tas cadeau gegeven',
      'kado gegeven': 'Lumora heeft ons de tent kado gegeven',
      'cadeau gekregen': 'Deze tas heb ik cadeau gekregen van Lumora',
      'mogen houden': 'De mixer hebben we van Lumora mogen houden',
      'mocht ik houden': 'De koptelefoon mocht ik houden van Lumora',
      'mochten we houden': 'De fietsen mochten we houden van Lumora',
      'mag ik houden': 'De camera mag ik houden van Lumora',
      'mogen we houden': 'De tent mogen we houden van Lumora',
    },
    acts: {
      gestuurd: 'Lumora heeft de koptelefoon gratis gestuurd',
      opgestuurd: 'Lumora heeft het pakket kosteloos opgestuurd',
      toegestuurd: 'Lumora heeft me de serie als cadeau toegestuurd',
      uitgeleend: 'Lumora heeft de camera gratis uitgeleend',
      geleend: 'Lumora heeft ons de auto voor twee weken geleend',
      stuurde: 'Lumora stuurde de mixer gratis',
      stuurden: 'Lumora stuurden de tent om uit te proberen',
      'ter beschikking gesteld': 'Lumora heeft de auto kosteloos ter beschikking gesteld',
    },
    cues: {
      gratis: 'Lumora heeft de mixer gratis gestuurd',
      kosteloos: 'Lumora heeft de tent kosteloos opgestuurd',
      'als cadeau': 'Lumora stuurde de tas als cadeau',
      'om te testen': 'Lumora heeft de telefoon gestuurd om te testen',
      'om uit te proberen': 'Lumora stuurde de serum om uit te proberen',
      'om te houden': 'Lumora stuurde de lamp om te houden',
      'voor … weken': 'Lumora heeft de auto voor drie weken geleend',
      'zonder tegenprestatie': 'Lumora stuurde de schoenen zonder tegenprestatie',
      'voor de review': 'Lumora heeft de laptop voor de review geleend',
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
      'gratis verzend*',
      'gratis bezorg*',
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
  negation: {
    before: ['niet', 'geen', 'nooit', 'niemand', 'zonder', String.raw`onbetaald\w*`, 'niets', 'niks'],
  },
  patterns: [
    // Paid: YouTube's label "Bevat betaalde promotie", product placement, "mogelijk gemaakt door", "bevat reclame",
    // thanks for sponsoring, "aangeboden door".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:betaalde promotie|product ?placements?|mogelijk gemaakt door|bevat reclame|(?:dank
        |bedankt) (?:aan )?[^.\n]{1,40}?voor het sponsoren|(?:wordt|worden|werd|werden) (?:u |je 
        |jullie )?aangeboden door)(?![\p{L}\p{N}])
      `,
      hints: ['promotie', 'placement', 'mogelijk gemaakt', 'bevat', 'sponsoren', 'aangeboden door'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Deze video is mogelijk gemaakt door Bol',
        'Bevat reclame voor Coolblue',
        'Deze rubriek wordt u aangeboden door Coolblue',
        'Bevat betaalde promotie',
      ],
    },
    // Paid: "gesponsord".
    {
      re: /(?<![\p{L}\p{N}])(?:gesponsord[e]?)(?![\p{L}\p{N}])/giu,
      hints: ['gesponsor'],
      kind: 'paid',
      foreign: true,
      examples: ['Dit filmpje is gesponsord door Coolblue'],
    },
    // Paid partnerships: "betaalde samenwerking", "in samenwerking met".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:betaalde (?:samenwerking|partnerschap|promotie|reclame)|in samenwerking met)(?![\p{L}\p{N}])
      `,
      hints: ['betaalde', 'samenwerking'],
      kind: 'paid',
      foreign: true,
      examples: ['Betaalde samenwerking met Albert Heijn'],
    },
    // Paid: "betaald door".
    {
      re: /(?<![\p{L}\p{N}])(?:betaald (?:voor|door))(?![\p{L}\p{N}])/giu,
      hints: ['betaald'],
      kind: 'paid',
      foreign: true,
      examples: ['Ik ben betaald door Bol voor deze video'],
    },
    // Paid: the hashtags "#reclame", "#samenwerking".
    {
      re: /#(?:reclame|advertentie|gesponsord|samenwerking)(?![\p{L}\p{N}])/giu,
      hints: ['#reclame', '#advertentie', '#gesponso', '#samenwerking'],
      kind: 'paid',
      foreign: true,
      examples: ['#samenwerking met Coolblue'],
    },
    // Paid: a label in brackets, "(reclame)".
    {
      re: /[([](?:reclame|advertentie|gesponsord)[)\]]/giu,
      hints: ['reclame)', 'reclame]', 'advertentie)', 'advertentie]', 'gesponsord)', 'gesponsord]'],
      kind: 'paid',
      foreign: true,
      examples: ['Nieuwe fiets (reclame)'],
    },
    // Paid: the label alone at the start of its line ("Reclame | …") labels the video.
    {
      re: /^[^\p{L}\p{N}]{0,3}(?:reclame|advertentie)(?:\s*[:|\-–—]|[^\p{L}\p{N}]{0,3}$)/gimu,
      hints: ['reclame', 'advertentie'],
      kind: 'paid',
      foreign: true,
      examples: ['Reclame | Coolblue'],
    },
    // Paid: the label closing a title or a line after a separator ("Mijn avondroutine | Reclame") labels the video.
    closingAdLabel(['reclame', 'advertentie'], 'Mijn avondroutine | Reclame'),
    // Paid: a label between asterisks or underscores: "*Reclame*".
    {
      re: /(?<![\p{L}\p{N}*_])[*_]+\s?(?:reclame|advertentie)\s?[*_]+/giu,
      hints: ['*reclame', '*advertentie'],
      kind: 'paid',
      foreign: true,
      examples: ['*Reclame* Dank aan Coolblue'],
    },
    // Affiliate disclosures: "een kleine commissie".
    {
      re: /(?<![\p{L}\p{N}])(?:(?:een |kleine )+commissie)(?![\p{L}\p{N}])/giu,
      hints: ['commissie'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Ik ontvang een kleine commissie'],
    },
    // Promo codes: "actiecode".
    {
      re: /(?<![\p{L}\p{N}])(?:actiecode)(?![\p{L}\p{N}])/giu,
      hints: ['actiecode'],
      kind: 'promo',
      foreign: true,
      examples: ['Met de actiecode MARA krijg je korting'],
    },
    // Promo codes: "kortingscode", "met de code".
    {
      re: /(?<![\p{L}\p{N}])(?:kortingscode|met (?:de )?code)(?![\p{L}\p{N}])/giu,
      hints: ['kortingscode', 'met code', 'met de code'],
      kind: 'promo',
      foreign: true,
      examples: ['Kortingscode MARA'],
    },
    // Discounts: "20% korting".
    {
      re: /\d{1,3} ?% (?:korting)|(?:korting) (?:van )?\d{1,3} ?%/giu,
      hints: ['korting'],
      kind: 'cta',
      foreign: true,
      examples: ['20% korting'],
    },
    // Affiliate: the Amazon Associates sentence ("in aanmerking komende aankopen").
    {
      re: /(?<![\p{L}\p{N}])(?:in aanmerking komende aankopen)(?![\p{L}\p{N}])/giu,
      hints: ['in aanmerking'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Als Amazon-partner verdien ik aan in aanmerking komende aankopen'],
    },
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
