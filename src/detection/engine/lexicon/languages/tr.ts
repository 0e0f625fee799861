// Turkish: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns.
import { regex } from '../regex.js';
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
      'emanet verdi*': 'Lumora kamerayı inceleme için emanet verdi',
      'emanet olarak verdi*': 'Lumora telefonu emanet olarak verdi',
      'emanet bıraktı*': 'Lumora bisikleti bize emanet bıraktı',
      'bana hediye etti*': 'Lumora bu saati bana hediye etti',
      'bize hediye etti*': 'Lumora çadırları bize hediye etti',
      // a present in the word's older form ("armağan"), and a maker's press car or press sample
      'armağan etti*': 'Lumora bu saati bize armağan etti',
      'armağan edildi': 'Saat bana Lumora tarafından armağan edildi',
      'armağan olarak': 'Lumora kulaklığı armağan olarak yolladı',
      'basın aracı*': "Bu otomobil Lumora'nın basın aracı",
      'basın araçları*': "Lumora'nın basın araçlarından biriyle bir hafta geçirdik",
      'basın filosu*': "Araç Lumora'nın basın filosundan geldi",
      'basın numune*': 'Parfüm Lumora basın numunesi',
      'basın ürünü': 'Bu kamera Lumora basın ürünü, inceleme sonrası iade edilecek',
      'basın stoğu*': "Cihaz Lumora Türkiye'nin basın stoğundan, videodan sonra iade ediyorum",
      // treated, not charged ("uçuşumuzu Lumora ikram etti; bizden ücret almadılar")
      'ikram etti*': 'Bu sabahki uçuşumuzu Lumora ikram etti',
      'ücret almadı*': 'Lumora bizden ücret almadı, teşekkürler',
      'para almadı*': 'Lumora bizden para almadılar',
    },
    acts: {
      yolladı: 'Ürünleri Lumora ücretsiz yolladı',
      yolladılar: 'Lumora ekibi kulaklığı ücretsiz yolladılar',
      yollandı: 'Kutular bedava yollandı, teşekkürler Lumora',
      gönderdiler: 'Lumora ekibi koltuğu ücret almadan gönderdiler',
      gönderildi: 'Telefon inceleme süresince kullanmam için gönderildi, teşekkürler Lumora',
      bıraktı: 'Lumora kamerayı inceleme süresince bıraktı',
      ulaştırdı: 'Lumora ürünleri karşılıksız ulaştırdı',
      // given for a while ("üç haftalığına test için verdiler")
      verdiler: 'Lumora telefonu üç haftalığına test için verdiler',
      verdi: 'Lumora saati iki haftalığına denemem için verdi',
      // handed over, and the evidential past of a parcel found sent ("göndermiş": it turned out they had sent it)
      'teslim edildi': 'Araç bir haftalığına bize teslim edildi, teşekkürler Lumora',
      'teslim etti*': 'Lumora saati iki haftalığına teslim etti',
      'göndermiş*': 'Lumora ekibi perdeleri göndermiş, kapıda görünce şaşırdık',
      'yollamış*': 'Lumora kulaklığı yollamış, haberimiz olmadan geldi',
      'bırakmış*': 'Lumora kapıma bir koli bırakmış',
    },
    cues: {
      ücretsiz: 'Lumora kulaklığı ücretsiz yolladı',
      bedava: 'Lumora ürünleri bedava yolladı',
      'ücret almadan': 'Lumora koltuğu bana ücret almadan yolladı',
      'para almadan': 'Lumora kamerayı para almadan yolladı',
      karşılıksız: 'Lumora ürünleri karşılıksız gönderdiler',
      'inceleme süresince': 'Lumora telefonu inceleme süresince bıraktı',
      'denemem için': 'Lumora kulaklığı denemem için yolladı',
      'test etmem için': 'Lumora saati test etmem için yolladı',
      'iade edeceğim': 'Lumora telefonu yolladı, iade edeceğim',
      'geri göndereceğim': 'Lumora kamerayı yolladı, geri göndereceğim',
      'hediye olarak': 'Lumora çantayı hediye olarak yolladı',
      // for a while, and its return
      haftalığına: 'Lumora telefonu bir haftalığına yolladı',
      günlüğüne: 'Lumora kamerayı 15 günlüğüne bıraktı',
      aylığına: 'Lumora bisikleti bir aylığına teslim etti',
      'geri bırak*': 'Lumora aracı teslim etti, testten sonra geri bıraktık',
      'geri verdi*': 'Lumora kamerayı yolladı, çekimden sonra geri verdik',
      'geri gönder*': 'Lumora lensi yolladı, geri gönderdik',
      'iade et*': 'Lumora saati yolladı, testten sonra iade ettik',
      // unannounced, at the door, a surprise
      kapıda: 'Lumora ekibi koliyi göndermiş, kapıda bulduk',
      kapıma: 'Lumora bu seti kapıma bırakmış',
      kapımıza: 'Lumora kapımıza kadar yollamış',
      kapıya: "Lumora'daki arkadaşlar kapıya bırakmışlar",
      'sürprizi olarak': 'Lumora yılbaşı sürprizi olarak bırakmış',
      şaşırdık: 'Lumora ekibi göndermiş, görünce çok şaşırdık',
      sürpriz: 'Lumora sürpriz bir paket yolladı',
      habersiz: 'Lumora habersiz yollamış',
      'haberimiz olmadan': 'Lumora haberimiz olmadan göndermiş',
      'haberim olmadan': 'Lumora haberim olmadan yollamış',
      // nothing asked in return
      'bir şey istemedi*': 'Lumora kulaklığı yolladı, karşılığında bir şey istemediler',
      'karşılık beklemeden': 'Lumora karşılık beklemeden yolladı',
    },
    nouns: {
      hediyesi: "Lumora'nın hediyesi",
      armağanı: "Mobilyalar Lumora'nın bize armağanı",
      'pr paketi': 'Lumora PR paketi',
      'pr kutusu': 'Lumora PR kutusu',
    },
    labels: {
      hediye: 'Kazak (hediye) – lumora.com.tr',
    },
    credits: ['müzik', 'müzikler', 'görüntüler', 'fotoğraflar', 'veriler', 'görseller'],
    notGifts: [
      'ücretsiz kargo',
      'kargo bedava',
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
      // the family's, friends' and neighbours' parcels, and the creator's own orders
      'kardeşim*',
      'ablam*',
      'abim*',
      'eşim*',
      'kocam*',
      'karım*',
      'teyzem*',
      'halam*',
      'dayım*',
      'amcam*',
      'komşu*',
      'sipariş*',
      'takipçi*',
      'abone*',
      'sizden',
      'mesaj*',
      'sorular*',
      // the audience's comments, not the creator's own ("yorumlarım bana ait")
      'yorum',
      'yorumlar',
      'yorumlara',
      'yorumlarda',
      'yorumlarınız*',
      'yorumunuz*',
      'yorum yap*',
      'yorum yaz*',
      'yorum bırak*',
    ],
  },
  negation: {
    // after the words: "değil" ends the phrase ("sponsorlu bir tatil değildi").
    before: ['hiçbir', 'hiç'],
    after: [
      String.raw`(?:\s+\p{L}+){1,2}\s+değil\p{L}*`,
      String.raw`\s*(?:değil\p{L}*|yok)`,
      // "sponsorluğu olmayan bir video", "sponsoru yoktur": none
      String.raw`\s+(?:olmayan|olmadan|yoktur|bulunmuyor|bulunmamaktadır)`,
      // "ürün yerleştirme içermez": the video holds none
      String.raw`(?:\s+\p{L}+)?\s+içerm(?:ez|iyor|emekte)\p{L}*`,
    ],
  },
  patterns: [
    // Paid: "sponsorumuz", "ücretli ortaklık", "#reklam", "katkılarıyla".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:sponsor(?:u|umuz|luğu|luğunda|luğuyla|ları|larımız)|ücretli (?:ortaklık|iş birliği)|#reklam
        |reklam içerir|reklamdır|katkılarıyla
        |(?:videomuza|videoya|videomuzun|skecimize|skece|bölümümüze|bölüme|bu\s+videoya|yayınımıza|programımıza)\s+katkı\s+(?:sağlayan|veren))(?![\p{L}\p{N}])
      `,
      hints: ['sponsoru', 'sponsorl', 'ücretli', 'reklam', 'katkılarıyla', 'katkı sağlayan', 'katkı veren'],
      kind: 'paid',
      foreign: true,
      examples: [
        "Bu videonun sponsoru Getir, sponsorumuz Trendyol'a teşekkürler",
        "Trendyol'a sponsorluğu için teşekkürler",
        'Ücretli ortaklık içerir',
        "Skecimize katkı sağlayan Lumora'ya teşekkürler!",
      ],
    },
    // Paid: product placement ("Bu bölüm ürün yerleştirme içerir", "X'in ürün yerleştirme anlaşması kapsamında"), a
    // brand that advertises on this video ("Bu videoya X reklam veriyor", "X bu bölüme reklam verdi"; not a brand
    // advertising on television in the news, nor "reklam vermek isteyen", an offer), a paid agreement or a fee ("X
    // ücretli bir anlaşma yaptı", "ücretli tanıtım", "ücreti karşılığında yayınlanıyor").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:ürün yerleştirme\p{L}*
        |(?:videoya|videomuza|bölüme|bölümümüze|yayına|yayınımıza|programa|programımıza|klibe|kanala|kanalımıza)
        (?:\s+[\p{L}\p{N}.&'’-]+){0,3}\s+reklam ver(?:iyor|iyorlar|di|diler|miş|mişti|miştir|mektedir)
        |ücretli (?:bir )?(?:anlaşma|reklam|tanıtım)\p{L}*|ücreti karşılığında)(?![\p{L}\p{N}])
      `,
      hints: ['yerleştirme', 'reklam ver', 'ücretli', 'karşılığında'],
      kind: 'paid',
      foreign: true,
      examples: [
        "Bu bölüm ürün yerleştirme içerir. Salondaki televizyon Lumora'nın ürün yerleştirme anlaşması kapsamındadır",
        'Bu videoya Lumora reklam veriyor',
        'Bu videoya lumora.com.tr reklam veriyor',
        'Lumora kanalla ücretli bir anlaşma yaptı',
        "Tanıtım Lumora'ya ait ve ücreti karşılığında yayınlanıyor",
      ],
    },
    // A gift: a parcel, a box or a package from a named brand ("Lumora'dan bir koli geldi", "Lumora'dan kutu
    // gelmiş", "X'ten paket ulaştı"); the creator's own order is none ("sipariş").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}&.+-]*['’](?:t|d)[ae]n (?:bir |iki |üç |büyük |küçük |kocaman |koca ){0,2}
        (?:koli|paket|kutu)(?:lar)? (?:geldi|gelmiş|ulaştı|ulaşmış)(?![\p{L}\p{N}])
      `,
      hints: ['koli', 'paket', 'kutu'],
      kind: 'gift',
      foreign: true,
      notInSentence: /(?<![\p{L}\p{N}])(?:sipariş\p{L}*|satın al\p{L}*|aldığım\p{L}*)/iu,
      examples: [
        "Geçen hafta Lumora'dan bir koli geldi: içinden yeni seri çıktı",
        "Lumora'dan kocaman bir kutu gelmiş",
      ],
    },
    // Affiliate: "referans linki".
    {
      re: /(?<![\p{L}\p{N}])(?:referans (?:link|bağlant)\p{L}*)(?![\p{L}\p{N}])/giu,
      hints: ['referans'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Referans linkim ile kayıt ol'],
    },
    // Promo codes: "kodu ile".
    {
      re: /(?<![\p{L}\p{N}])(?:kodu(?:yla| ile))(?![\p{L}\p{N}])/giu,
      hints: ['kodu'],
      kind: 'promo',
      foreign: true,
      examples: ['MARA kodu ile indirim'],
    },
    // Discounts with the sign before the number: "%10 indirim".
    {
      re: /%\s?\d{1,3}\s?(?:indirim|discount|rabatu?)/giu,
      hints: ['%1', '%2', '%3', '%4', '%5', '%6', '%7', '%8', '%9'],
      kind: 'cta',
      foreign: true,
      examples: ['%10 indirim'],
    },
    // Paid: "sponsorlu", "iş birliğiyle".
    {
      re: /(?<![\p{L}\p{N}])(?:sponsorlu|videonun sponsoru|iş ?birliği(?: ile|yle))(?![\p{L}\p{N}])/giu,
      hints: ['sponsorlu', 'sponsoru', 'birliği'],
      kind: 'paid',
      foreign: true,
      examples: ['Bu video sponsorlu'],
    },
    // Affiliate: a share of the sale through the link ("buradan alırsanız satıştan pay alıyorum", "satışlardan küçük
    // bir pay kazanıyorum", "bu linkten alışveriş yaparsanız ... kazanç elde ediyorum").
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:satış|satışlar|alışveriş|alışverişler)(?:dan|tan|den|ten)(?: küçük)?(?: bir)? (?:pay|komisyon|gelir)
        (?: \p{L}+)?|(?:link|bağlantı)(?:imden|ten|tan|dan|den)? (?:\p{L}+ ){0,4}(?:alırsanız|alışveriş yaparsanız)
        (?: \p{L}+){0,3} (?:pay|komisyon|kazanç|gelir) (?:alıyorum|alırım|kazanıyorum|elde ediyorum))(?![\p{L}\p{N}])
      `,
      hints: ['satış', 'alışveriş', 'alırsanız', 'yaparsanız'],
      kind: 'affiliate',
      foreign: true,
      examples: [
        'Hepsiburada linki (buradan alırsanız satıştan pay alıyorum)',
        'Satışlardan küçük bir pay kazanıyorum',
        'Bu linkten alırsanız küçük bir komisyon alıyorum',
      ],
    },
    // Affiliate: "satış ortaklığı", "komisyon".
    {
      re: /(?<![\p{L}\p{N}])(?:satış ortaklığı|ortaklık bağlant\p{L}*|amazon ortağı|komisyon)(?![\p{L}\p{N}])/giu,
      hints: ['satış ortaklığı', 'ortaklık', 'amazon ortağı', 'komisyon'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Amazon satış ortaklığı linki'],
    },
    // Promo codes: "indirim kodu".
    {
      re: /(?<![\p{L}\p{N}])(?:indirim kodu\p{L}*|kupon kodu\p{L}*)(?![\p{L}\p{N}])/giu,
      hints: ['indirim kodu', 'kupon kodu'],
      kind: 'promo',
      foreign: true,
      examples: ['Indirim kodu MARA'],
    },
    // Discounts: "10% indirim".
    {
      re: /\d{1,3}\s?%\s?indirim|indirim\s%?\d{1,3}\s?%/giu,
      hints: ['indirim'],
      kind: 'cta',
      foreign: true,
      examples: ['10% indirim'],
    },
    // A gift, sent, supplied free: "hediye etti", "gönderdi", "ücretsiz olarak sağlandı".
    {
      re: /(?<![\p{L}\p{N}])(?:hediye (?:etti|edildi|olarak)|gönderdi|ücretsiz (?:olarak )?(?:sağlan|gönderil|veril)\p{L}*)(?![\p{L}\p{N}])/giu,
      hints: ['hediye', 'gönderdi', 'ücretsiz'],
      kind: 'gift',
      foreign: true,
      examples: ['Hediye olarak gönderildi'],
    },
    // Sent by its maker ("tarafından gönderildi", "X'in gönderdiği ürünler", "(X'ten hediye)"), a hosted stay
    // ("ağırladı").
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
