// Hungarian: the language's gift words (a product given, sent or lent to the creator) and sponsor words, as data, and
// its hand-written gift and promo-code patterns.
import type { LanguageLexicon } from './words.js';

export const HUNGARIAN: LanguageLexicon = {
  code: 'hu',
  name: 'Hungarian',
  gift: {
    verbs: {
      'küldte nekem': 'Az órát a Lumora küldte nekem',
      'küldték nekem': 'A termékeket a Lumora küldték nekem',
      'küldött nekem': 'A Lumora küldött nekem egy csomagot',
      'küldtek nekem': 'A Lumora csapata küldtek nekem egy csomagot',
      'küldte nekünk': 'A sátrat a Lumora küldte nekünk',
      'kaptam ajándékba': 'A táskát kaptam ajándékba a Lumora-tól',
      'kaptuk ajándékba': 'A sátrat kaptuk ajándékba a Lumora-tól',
      'kaptam kölcsön': 'A kamerát kaptam kölcsön a Lumora-tól',
      'kaptuk kölcsön': 'Az autót kaptuk kölcsön a Lumora-tól',
      'tesztelésre kap*': 'A telefont tesztelésre kaptam a Lumora-tól',
      'tesztre kap*': 'A fülhallgatót tesztre kaptam a Lumora-tól',
      'kaptam tesztelésre': 'A telefont kaptam tesztelésre a Lumora-tól',
      biztosította: 'A terméket a Lumora biztosította',
      biztosították: 'A szállást a Lumora biztosították',
      'rendelkezésemre bocsát*': 'A kamerát a Lumora bocsátotta rendelkezésemre, rendelkezésemre bocsátották',
      'rendelkezésünkre bocsát*': 'Az autót a Lumora rendelkezésünkre bocsátotta',
      'ajándékba küld*': 'A Lumora ajándékba küldte a terméket',
      'köszön* … termékeket': 'Köszönöm a Lumorának a termékeket',
    },
    nouns: {
      'pr csomag*': 'PR csomag a Lumora-tól',
      'pr-csomag*': 'PR-csomag a Lumora-tól',
      'pr termék*': 'PR termék a Lumora-tól',
    },
    labels: {
      ajándék: 'Pulóver (ajándék) – lumora.hu',
      kölcsön: 'Objektív (kölcsön) – lumora.hu',
    },
    credits: ['zene', 'zené*', 'kép*', 'felvétel*', 'fotó*', 'adat*'],
    notGifts: [
      'ajándékötlet*',
      'karácsonyi ajándék*',
      'szülinap*',
      'születésnap*',
      'nyereményjáték*',
      'anyu*',
      'anyukám',
      'apu*',
      'apukám',
      'szüleim',
      'barátom',
      'barátnőm',
      'tőletek',
      'nézők',
      'üzenet*',
      'kérdés*',
      'komment*',
    ],
  },
  paid: {
    phrases: {
      'szponzorál*': 'A videót a Lumora szponzorálta',
      szponzora: 'A videó szponzora a Lumora',
      'fizetett partnerség': 'Fizetett partnerség a Lumorával',
      'fizetett együttműködés': 'Fizetett együttműködés a Lumorával',
      együttműködésben: 'A videó a Lumorával együttműködésben készült',
      támogatásával: 'A videó a Lumora támogatásával készült',
      '#reklám': '#reklám Lumora',
    },
    labels: {
      hirdetés: 'Új kamera (hirdetés) – lumora.hu',
      reklám: 'Új kamera (reklám) – lumora.hu',
    },
    notPaid: ['nézők*', 'nézőim*', 'támogatóim*', 'főszponzor*', 'megkeresés*'],
  },
  negation: {
    // after the words: "szponzor nélkül" (without).
    before: ['nincs'],
    after: [String.raw`\s*nélkül(?![\p{L}\p{M}\p{N}])`],
  },
  patterns: [
    // Received as a gift or on loan: "ajándékba kaptam", "kölcsönbe kaptam".
    {
      re: /(?<![\p{L}\p{N}])(?:ajándékba kap\p{L}*|kölcsönbe kap\p{L}*)(?![\p{L}\p{N}])/giu,
      hints: ['ajándék', 'kölcsön'],
      kind: 'gift',
      foreign: true,
      examples: ['Ajándékba kaptam a Yves Rocher-től'],
    },
    // Promo codes: "kuponkód", "kedvezménykód".
    {
      re: /(?<![\p{L}\p{N}])(?:kuponkód\p{L}*|kedvezménykód\p{L}*)(?![\p{L}\p{N}])/giu,
      hints: ['kuponkód', 'kedvezménykód'],
      kind: 'promo',
      foreign: true,
      examples: ['Kuponkód: LILI10'],
    },
  ],
};
