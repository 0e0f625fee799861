// Malay: the language's gift words (a product given, sent or lent to the creator) and sponsor words, as data, and its
// hand-written gift and promo-code patterns.
import type { LanguageLexicon } from './words.js';

export const MALAY: LanguageLexicon = {
  code: 'ms',
  name: 'Malay',
  gift: {
    verbs: {
      'dihantar oleh': 'Produk ini dihantar oleh Lumora',
      'dihantar kepada saya': 'Produk ini dihantar kepada saya oleh Lumora',
      'hantar kepada saya': 'Lumora hantar kepada saya jam ini',
      'kerana menghantar': 'Terima kasih Lumora kerana menghantar produk ini',
      'sebab hantar': 'Terima kasih Lumora sebab hantar barang ni',
      'dapat percuma': 'Saya dapat percuma dari Lumora',
      'percuma daripada': 'Produk ini percuma daripada Lumora',
      'dipinjamkan oleh': 'Kamera dipinjamkan oleh Lumora',
    },
    nouns: {
      'pemberian daripada': 'Pemberian daripada Lumora',
      'sampel daripada': 'Sampel daripada Lumora',
    },
    labels: {
      hadiah: 'Jam (hadiah) – lumora.com.my',
    },
    credits: ['muzik', 'lagu', 'gambar', 'foto', 'rakaman'],
    notGifts: [
      'idea hadiah',
      'hadiah hari jadi',
      'hari jadi',
      'peraduan',
      'mak',
      'ayah',
      'abah',
      'suami',
      'isteri',
      'korang',
      'kalian',
      'subscriber*',
      'penonton',
      'mesej',
      'soalan',
      'komen',
    ],
  },
  paid: {
    phrases: {
      'ditaja oleh': 'Video ini ditaja oleh Lumora',
      tajaan: 'Tajaan Lumora',
      penaja: 'Penaja video ini: Lumora',
      'kolaborasi berbayar': 'Kolaborasi berbayar dengan Lumora',
      'dengan kerjasama': 'Video ini dengan kerjasama Lumora',
    },
    labels: {
      iklan: 'Kamera baru (iklan) – lumora.com.my',
    },
    notPaid: ['penaja utama'],
  },
  negation: {
    before: ['tiada'],
  },
  patterns: [
    // A gift from: "hadiah daripada", "dihadiahkan oleh".
    {
      re: /(?<![\p{L}\p{N}])(?:hadiah daripada|dihadiahkan oleh)(?![\p{L}\p{N}])/giu,
      hints: ['hadiah', 'dihadiahkan'],
      kind: 'gift',
      foreign: true,
      examples: ['Hadiah daripada Safi, terima kasih!'],
    },
    // Promo codes: "kod diskaun".
    {
      re: /(?<![\p{L}\p{N}])(?:kod (?:diskaun|promo|baucar))(?![\p{L}\p{N}])/giu,
      hints: ['kod '],
      kind: 'promo',
      foreign: true,
      examples: ['Kod diskaun ABANG10 di kedai Anker'],
    },
  ],
};
