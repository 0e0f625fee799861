// Filipino: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// gift patterns. Tagalog and Taglish.
import type { LanguageLexicon } from './words.js';

export const FILIPINO: LanguageLexicon = {
  code: 'tl',
  name: 'Filipino',
  gift: {
    verbs: {
      'binigay ng': 'Ang relo na ito ay binigay ng Lumora',
      'ibinigay ng': 'Ang phone ay ibinigay ng Lumora para i-review',
      'ipinadala ng': 'Ang unit na ito ay ipinadala ng Lumora',
      'padala ng': 'Padala ng Lumora ang mga products na ito',
      'bigay ng': 'Bigay ng Lumora ang relo',
      'regalo ng': 'Regalo ng Lumora ang bag na ito',
      'pinadalhan ako': 'Pinadalhan ako ng Lumora ng bagong phone',
      'pinadalhan kami': 'Pinadalhan kami ng Lumora ng tent',
      'pinahiram ako': 'Pinahiram ako ng Lumora ng camera',
      // The actor's form: "Nagpadala ang Lumora ng isang box ng pens, libre" (Lumora sent a box of pens, free).
      'nagpadala ang': 'Nagpadala ang Lumora ng isang box ng pens, libre',
      'nagpadala sa akin ang': 'Nagpadala sa akin ang Lumora ng bagong helmet',
      'nagbigay ang': 'Nagbigay ang Lumora ng dalawang litro ng langis para i-test',
      // thanks for the free goods: "Salamat sa Lumora Paints sa libreng pintura" (for the free paint)
      'sa libreng': 'Salamat sa Lumora Paints sa libreng pintura para sa court',
    },
    labels: {
      regalo: 'Relo (regalo) – lumora.ph',
      bigay: 'Relo (bigay) – lumora.ph',
    },
    credits: ['musika', 'kanta', 'litrato'],
    notGifts: [
      'regalo ideas',
      'pamasko',
      'pasko',
      'kaarawan',
      'birthday',
      'nanay',
      'tatay',
      'mama ko',
      'papa ko',
      // The family in Taglish: "Nagpadala ang tita ko from California ng isang box ng yarn".
      'tita ko',
      'tito ko',
      'lola ko',
      'lolo ko',
      'ate ko',
      'kuya ko',
      'pinsan ko',
      'kapatid ko',
      'asawa ko',
      'kaibigan ko',
      'kayo',
    ],
  },
  negation: {
    // "hindi" and "walang" only right before the words, or with particles between ("Hindi po ito sponsored"): "hindi"
    // is also the language's name.
    before: ['(?:hindi|walang)(?= (?:(?:po|naman|ito|ay) ){0,3}$)'],
  },
  patterns: [
    // A hosted stay ("sa pag-host sa amin"), lent ("pinahiram"), sent ("pinadala").
    {
      re: /(?<![\p{L}\p{N}])(?:pag-?host sa (?:amin|akin|atin)|na-?host (?:kami|ako)|pinahiram|pinadala)(?![\p{L}\p{N}])/giu,
      hints: ['host', 'pinahiram', 'pinadala'],
      kind: 'gift',
      foreign: true,
      examples: ['Maraming salamat sa resort sa pag-host sa amin', 'Ang unit na ito ay pinadala ng Xiaomi'],
    },
  ],
};
