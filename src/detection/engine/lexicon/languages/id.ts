// Indonesian: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns.
import type { LanguageLexicon } from './words.js';

export const INDONESIAN: LanguageLexicon = {
  code: 'id',
  name: 'Indonesian',
  gift: {
    verbs: {
      'dikirimin sama': 'Jam ini dikirimin sama Lumora',
      'dikirim sama': 'HP ini dikirim sama Lumora buat review',
      'dikasih gratis': 'Produk ini dikasih gratis sama Lumora',
      'dapat gratis': 'Aku dapat gratis dari Lumora',
      'dapet gratis': 'Aku dapet gratis dari Lumora',
      'dipinjami*': 'Kamera ini dipinjami oleh Lumora',
      'sudah mengirim*': 'Terima kasih Lumora sudah mengirimkan produknya',
      'udah ngirim*': 'Makasih Lumora udah ngirimin paketnya',
      'sudah ngirim*': 'Makasih Lumora sudah ngirim paket ini',
      'udah kirim*': 'Makasih Lumora udah kirimin produknya',
      'atas kiriman*': 'Terima kasih Lumora atas kirimannya',
      dipinjemin: 'Kamera ini dipinjemin sama Lumora',
      'terima kasih … atas produk*': 'Terima kasih Lumora atas produknya',
      'makasih … atas produk*': 'Makasih Lumora atas produknya',
    },
    nouns: {
      'pinjaman dari': 'Kamera pinjaman dari Lumora',
      'unit review dari': 'Unit review dari Lumora',
      // A maker's media test ride and its units: "diundang Lumora ke sesi test ride media", "Unit test ride dari Lumora".
      'test ride media': 'Aku diundang Lumora ke sesi test ride media',
      'unit test ride': 'Unit test ride dari Lumora',
      'unit test drive': 'Unit test drive dari Lumora',
      'kiriman gratis dari': 'Panci ini kiriman gratis dari Lumora',
      'kiriman dari brand': 'Paket ini kiriman dari brand Lumora',
      'hadiah gratis dari': 'Jam ini hadiah gratis dari Lumora',
    },
    acts: {
      'dikirim*': 'Sepatu ini dikirimin Lumora gratis',
      kiriman: 'Serum ini kiriman Lumora buat dicoba',
      'dikasih*': 'Kamera ini dikasih Lumora buat review',
      'ngasih*': 'Lumora ngasih headset ini gratis',
      'ngirim*': 'Lumora ngirimin jam ini buat dicoba',
      'mengirim*': 'Lumora mengirimkan produk ini secara gratis',
      'dipinjam*': 'Motor ini dipinjamkan Lumora selama dua minggu',
      minjemin: 'Lumora minjemin kamera ini buat review',
      meminjamkan: 'Lumora meminjamkan mobil ini untuk diulas',
      'diberi*': 'Produk ini diberikan Lumora secara cuma-cuma',
    },
    cues: {
      gratis: 'Lumora ngirimin sepatu ini gratis',
      'cuma-cuma': 'Lumora ngasih paket ini cuma-cuma',
      'buat dicoba': 'Lumora ngirimin serum ini buat dicoba',
      'untuk dicoba': 'Lumora mengirimkan jam ini untuk dicoba',
      'buat review': 'Lumora minjemin laptop ini buat review',
      'untuk diulas': 'Lumora meminjamkan kamera untuk diulas',
      'selama … minggu': 'Lumora minjemin mobil ini selama dua minggu',
      'nanti dibalikin': 'Lumora minjemin HP ini, nanti dibalikin',
      'harus dikembalikan': 'Lumora meminjamkan kamera, harus dikembalikan',
      'tanpa diminta': 'Lumora ngirimin paket ini tanpa diminta',
      'sebagai hadiah': 'Lumora ngasih tas ini sebagai hadiah',
    },
    labels: {
      hadiah: 'Jam (hadiah) – lumora.co.id',
      dikirim: 'Serum (dikirim) – lumora.co.id',
    },
    credits: ['musik', 'lagu', 'gambar', 'foto', 'data', 'cuplikan'],
    notGifts: [
      'ongkir',
      'ide kado',
      'ide hadiah',
      'kado natal',
      'kado ulang tahun',
      'ulang tahun',
      'kuis',
      'pemenang',
      'mama',
      'mamah',
      'ibu saya',
      'ibuku',
      'papa',
      'papah',
      'ayah',
      'pacar*',
      'suami',
      'istri',
      'kalian',
      'subscriber*',
      'penonton',
      'pesan',
      'pertanyaan',
      'komentar',
    ],
  },
  negation: {
    before: ['bukan', 'tidak', 'tanpa'],
  },
  patterns: [
    // Paid: "berbayar", "#iklan", "di-endorse", "paid promote" (the local word for a paid post), made "atas pesanan"
    // (commissioned by) a brand.
    {
      re: /(?<![\p{L}\p{N}])(?:berbayar|#iklan|di-?endorse|paid promote|(?:dibuat|diproduksi) atas pesanan)(?![\p{L}\p{N}])/giu,
      hints: ['berbayar', '#iklan', 'diendorse', 'di-endorse', 'paid promote', 'atas pesanan'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Video ini merupakan kerja sama berbayar dengan Tokopedia',
        '#iklan video ini di-endorse oleh Wardah',
        '[PAID PROMOTE] Sketsa ini dibuat atas pesanan Tokopedia',
      ],
    },
    // Promo codes: "pakai kode".
    {
      re: /(?<![\p{L}\p{N}])(?:pakai kode|gunakan kode)(?![\p{L}\p{N}])/giu,
      hints: ['pakai kode', 'gunakan kode'],
      kind: 'promo',
      foreign: true,
      examples: ['Pakai kode MARA buat diskon'],
    },
    // Discounts: "potongan 10%".
    {
      re: /potongan(?: harga)?\s?\d{1,3}\s?%/giu,
      hints: ['potongan'],
      kind: 'cta',
      foreign: true,
      examples: ['Potongan 20% pakai kode'],
    },
    // Paid: "disponsori oleh", "bekerja sama dengan", a brand thanked for backing this video ("Makasih Lumora udah
    // support video ini", "sudah mendukung video ini").
    {
      re: /(?<![\p{L}\p{N}])(?:disponsori oleh|bekerja ?sama dengan|didukung oleh|(?:udah|sudah|telah) (?:support|mendukung|dukung|mensponsori) (?:video|konten|episode) ini)(?![\p{L}\p{N}])/giu,
      hints: ['disponsori', 'sama dengan', 'didukung', 'support', 'mendukung', 'dukung', 'mensponsori'],
      kind: 'paid',
      foreign: true,
      examples: ['Video ini disponsori oleh Tokopedia', 'Makasih Tokopedia udah support video ini!'],
    },
    // Affiliate: "link afiliasi", "komisi", a referral link ("link referral-ku") and its share of each order ("tiap
    // transaksi lewat link ini aku kebagian sedikit").
    {
      re: /(?<![\p{L}\p{N}])(?:link afiliasi|tautan afiliasi|komisi|(?:link|tautan) referral|kebagian sedikit)(?![\p{L}\p{N}])/giu,
      hints: ['afiliasi', 'komisi', 'referral', 'kebagian'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Link afiliasi Shopee', 'Ini link referral-ku, tiap transaksi lewat link ini aku kebagian sedikit'],
    },
    // Promo codes: "kode promo".
    {
      re: /(?<![\p{L}\p{N}])(?:kode (?:promo|voucher|diskon|kupon))(?![\p{L}\p{N}])/giu,
      hints: ['kode '],
      kind: 'promo',
      foreign: true,
      examples: ['Kode promo MARA'],
    },
    // Discounts: "diskon 10%".
    {
      re: /\d{1,3}\s?%\s?diskon|diskon\s\d{1,3}\s?%/giu,
      hints: ['diskon'],
      kind: 'cta',
      foreign: true,
      examples: ['Diskon 10%'],
    },
    // Given or sent: "dikasih sama", "dikirimin".
    {
      re: /(?<![\p{L}\p{N}])(?:dikasih (?:oleh|sama|dari)|dikirimin)(?![\p{L}\p{N}])/giu,
      hints: ['dikasih', 'dikirimin'],
      kind: 'gift',
      foreign: true,
      examples: ['Produk ini dikasih sama Wardah'],
    },
    // Sent by, a gift from: "dikirim oleh", "hadiah dari".
    {
      re: /(?<![\p{L}\p{N}])(?:dikirim(?:kan)? oleh|hadiah dari)(?![\p{L}\p{N}])/giu,
      hints: ['dikirim', 'hadiah'],
      kind: 'gift',
      foreign: true,
      examples: ['Produk dikirim oleh Wardah'],
    },
    // Lent ("dipinjamkan"), sent for review ("dikirim X buat review"), a hosted stay ("diundang menginap").
    {
      re: /(?<![\p{L}\p{N}])(?:dipinjamkan|dikirim(?:in|kan)?(?: [\p{L}\p{N}]+){1,3} (?:buat|untuk) (?:review|diulas)|diundang (?:untuk )?menginap)(?![\p{L}\p{N}])/giu,
      hints: ['dipinjamkan', 'dikirim', 'menginap'],
      kind: 'gift',
      foreign: true,
      examples: [
        'Laptop ini dipinjamkan oleh Asus',
        'Mouse-nya dikirim Logitech buat review',
        'Kami diundang menginap oleh Hotel Santika',
      ],
    },
  ],
};
