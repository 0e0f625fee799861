// Romanian: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// gift, sponsor, affiliate and promo-code patterns.
import type { LanguageLexicon } from './words.js';

export const ROMANIAN: LanguageLexicon = {
  code: 'ro',
  name: 'Romanian',
  gift: {
    verbs: {
      'oferit* de': 'Produs oferit de Lumora',
      'trimis* de': 'Produsele trimise de Lumora',
      'am primit de la': 'Am primit de la Lumora acest ceas',
      'am primit … de la': 'Am primit acest ceas de la Lumora',
      'primit* gratuit': 'Produse primite gratuit de la Lumora',
      'în dar': 'Am primit în dar de la Lumora',
      'mi-a trimis': 'Lumora mi-a trimis noua colecție',
      'ne-a trimis': 'Lumora ne-a trimis două corturi',
      'mi-a oferit': 'Lumora mi-a oferit acest parfum',
      'mi-au oferit': 'Cei de la Lumora mi-au oferit cazarea',
      'ne-a oferit': 'Lumora ne-a oferit cazarea',
      'ne-au oferit': 'Cei de la Lumora ne-au oferit mașina',
      'mi-a împrumutat': 'Lumora mi-a împrumutat obiectivul',
      'mi-au împrumutat': 'Cei de la Lumora mi-au împrumutat camera',
      'ne-a împrumutat': 'Lumora ne-a împrumutat rulota',
      'mi-a dăruit': 'Lumora mi-a dăruit acest ceas',
      'mi-au dăruit': 'Cei de la Lumora mi-au dăruit acest ceas',
      'primit* pentru test*': 'Telefon primit pentru testare de la Lumora',
      'primit* pentru review': 'Căști primite pentru review de la Lumora',
      'mulțumesc … pentru produse': 'Mulțumesc Lumora pentru produse',
    },
    nouns: {
      'cadou din partea': 'Cadou din partea Lumora',
    },
    labels: {
      cadou: 'Pulover (cadou) – lumora.ro',
      primit: 'Ser (primit) – lumora.ro',
      împrumutat: 'Obiectiv (împrumutat) – lumora.ro',
    },
    credits: ['muzica', 'muzică', 'imagini', 'filmări', 'filmari', 'fotografii', 'date', 'material*'],
    notGifts: [
      'idei de cadouri',
      'cadouri de crăciun',
      'cadou de crăciun',
      'ziua mea',
      'aniversar*',
      'concurs*',
      'mama',
      'mami',
      'tata',
      'tati',
      'părinții',
      'prietenul meu',
      'prietena mea',
      'de la voi',
      'de voi',
      'abonat*',
      'mesaj*',
      'întrebări',
      'comentarii',
    ],
  },
  negation: {
    before: ['nu', 'fără', String.raw`niciun\p{L}*`, 'nicio', 'niciodată', 'nici'],
  },
  patterns: [
    // Lent ("împrumutat de"), a gift ("primit cadou de la"), sent ("mi-au fost trimise de"), provided ("pusă la
    // dispoziție").
    {
      re: /(?<![\p{L}\p{N}])(?:împrumutat\p{L}* de|(?:primit|primită|primite)(?: \p{L}+){0,2} cadou|cadou de la|(?:mi|ne)-(?:a|au) fost (?:trimis|oferit|dat)\p{L}*|(?:mi|ne) l-au trimis|(?:mi|ne) (?:le|i)-au trimis|(?:mi|ne)-au trimis|pus\p{L}* la dispoziție|ne-au invitat|invitați de)(?![\p{L}\p{N}])/giu,
      hints: ['împrumutat', 'cadou', 'fost ', 'trimis', 'dispoziție', 'invitat'],
      kind: 'gift',
      foreign: true,
      examples: [
        'Laptopul a fost împrumutat de Lenovo',
        'Am primit cadou de la Philips acest aparat',
        'Produsele mi-au fost trimise de Sephora',
        'Mașina ne-a fost pusă la dispoziție de Renault',
        'Xiaomi mi l-au trimis pentru test',
      ],
    },
    // Paid: "sponsorizat de", "în parteneriat cu", "colaborare plătită", "Episod susținut de", "Mulțumesc X pentru
    // susținere", "Publicitate", "#reclamă" ("reclama" without its ă is Spanish for "claims").
    {
      re: /(?<![\p{L}\p{N}])(?:sponsoriza\p{L}*|în parteneriat cu|parteneriat plătit|colaborare plătită|publicitate|#reclam[ăa]|reclamă|susținut\p{L}* de|cu sprijinul|mulțum(?:esc|im)(?: mult)? (?!(?:tuturor|vouă|voua|celor|abonaților)(?![\p{L}\p{N}]))[^.\n]{1,40}? pentru susținere\p{L}*)(?![\p{L}\p{N}])/giu,
      hints: ['sponsoriza', 'parteneriat', 'colaborare', 'publicitate', 'reclam', 'susținut', 'sprijinul', 'susținere'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Acest video este sponsorizat de Altex',
        'Clip realizat în parteneriat cu Glovo',
        'Colaborare plătită cu Flanco',
        'Emisiune susținută de Orange',
        'Mulțumesc eMAG pentru susținere',
        'Publicitate',
        '#reclamă',
      ],
    },
    // Affiliate: "link de afiliere", "comision" (in its Romanian forms only: Spanish "comisiones" are a bank's fees).
    {
      re: /(?<![\p{L}\p{N}])(?:(?:de )?afiliere|link\p{L}* de afiliat|comision(?:ul|ului)?|comisioane(?:le|lor)?)(?![\p{L}\p{N}])/giu,
      hints: ['afiliere', 'afiliat', 'comision'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Link de afiliere eMAG', 'Primesc un mic comision'],
    },
    // Promo codes: "cod de reducere", "cu codul".
    {
      re: /(?<![\p{L}\p{N}])(?:cod(?:ul)? (?:de reducere|promo\p{L}*)|cu codul)(?![\p{L}\p{N}])/giu,
      hints: ['cod de', 'codul', 'cod promo'],
      kind: 'promo',
      foreign: true,
      examples: ['Cod de reducere MARA10', 'Cu codul MARA ai 10% reducere'],
    },
  ],
};
