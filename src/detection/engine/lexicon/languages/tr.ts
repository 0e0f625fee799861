// Turkish: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written gift
// patterns. Patterns that read it together with other languages are in ../worldLanguages.ts.
import type { LanguageLexicon } from './words.js';

export const TURKISH: LanguageLexicon = {
  code: 'tr',
  name: 'Turkish',
  gift: {
    verbs: {
      'tarafından sağlan*': 'Ürün Lumora tarafından sağlanmıştır',
      'tarafından hediye*': 'Saat Lumora tarafından hediye edildi',
      'tarafından ödünç*': 'Kamera Lumora tarafından ödünç verildi',
      'inceleme için gönder*': 'Telefon Lumora tarafından inceleme için gönderildi',
      'test için gönder*': 'Kulaklık test için gönderildi, teşekkürler Lumora',
      'inceleme amaçlı': 'Lumora inceleme amaçlı gönderdi',
      'ödünç ver*': 'Lumora kamerayı ödünç verdi',
      'bana gönderil*': 'Ürünler bana Lumora tarafından gönderildi, bana gönderilen ürünler',
      'bize gönderil*': 'Çadırlar bize gönderildi, teşekkürler Lumora',
      gönderilmiştir: 'Bu ürün Lumora tarafından gönderilmiştir',
      'hediye gönder*': 'Lumora hediye gönderdi',
      'bana hediye': 'Lumora bana hediye etti',
      'hediye edilmiştir': 'Bu ürün bana Lumora tarafından hediye edilmiştir',
      'bana yolla*': 'Lumora bana yolladı bu kulaklığı',
      'bize yolla*': 'Lumora bize yolladı çadırları',
      'ürünler için teşekkür*': 'Lumora’ya ürünler için teşekkürler',
    },
    nouns: {
      hediyesi: "Lumora'nın hediyesi",
      'pr paketi': 'Lumora PR paketi',
      'pr kutusu': 'Lumora PR kutusu',
    },
    labels: {
      hediye: 'Kazak (hediye) – lumora.com.tr',
    },
    credits: ['müzik', 'müzikler', 'görüntüler', 'fotoğraflar', 'veriler', 'görseller'],
    notGifts: [
      'hediye fikir*',
      'hediye öneri*',
      'yılbaşı hediye*',
      'doğum günü',
      'doğum günüm',
      'çekiliş*',
      'annem*',
      'babam*',
      'sevgilim*',
      'arkadaşım*',
      'takipçi*',
      'abone*',
      'sizden',
      'mesaj*',
      'sorular*',
      'yorum*',
    ],
  },
  patterns: [
    // A gift, sent, supplied free: "hediye etti", "gönderdi", "ücretsiz olarak sağlandı".
    {
      re: /(?<![\p{L}\p{N}])(?:hediye (?:etti|edildi|olarak)|gönderdi|ücretsiz (?:olarak )?(?:sağlan|gönderil|veril)\p{L}*)(?![\p{L}\p{N}])/giu,
      hints: ['hediye', 'gönderdi', 'ücretsiz'],
      kind: 'gift',
      foreign: true,
      examples: ['Hediye olarak gönderildi'],
    },
    // Sent by its maker ("tarafından gönderildi", "X'in gönderdiği ürünler", "(X'ten hediye)"), a hosted stay ("ağırladı").
    {
      re: /(?<![\p{L}\p{N}])(?:tarafından gönderil\p{L}*|gönderdiği|\p{L}+['’](?:t|d)[ae]n hediye|ağırla(?:dı|yan)\p{L}*)(?![\p{L}\p{N}])/giu,
      hints: ['tarafından', 'gönderdiği', 'hediye', 'ağırla'],
      kind: 'gift',
      foreign: true,
      examples: [
        'Kulaklık inceleme için Sony tarafından gönderildi',
        "Philips'in gönderdiği ürünler",
        "Mouse (Corsair'den hediye)",
        'Otel bizi üç gece ağırladı',
      ],
    },
  ],
};
