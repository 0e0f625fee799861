// Statements in Japanese, Korean, Chinese, Russian, Polish, Swedish, Turkish, Indonesian, Hindi and Arabic, and the
// Amazon Associates and affiliate-program sentences of every Amazon store's language: the same kinds as in English,
// tried only on lines holding one of their hints (FOREIGN_HINT). Scripts without spaces between words (Japanese,
// Chinese) are matched as written; Cyrillic and Latin words end where letters end: (?![\p{L}\p{N}]).
import type { Pattern } from '../types.js';
import { regex } from './regex.js';

export const WORLD_LANGUAGES: Pattern[] = [
  // Paid.
  {
    re: regex('giu')`
      【PR】|\[PR\]|＃PR(?![\p{L}\p{N}])|#PR(?![\p{L}\p{N}])|プロモーションを含み|タイアップ|提供[:：]|スポンサー(?!募集)
      |\[광고\]|【광고】|유료\s?광고|광고\s?포함|제작\s?지원|스폰서|赞助|贊助|業配|广告(?=[:：])
      |(?<![\p{L}\p{N}])(?:реклама|#реклама|на правах рекламы|спонсор(?:ом|ы)?(?: (?:выпуска|ролика|видео|этого))?
      |при поддержке|интеграция|współpraca reklamowa|materiał sponsorowany|sponsorem (?:odcinka|filmu|materiału)
      |sponsorowan\p{L}*|#reklama|#współpraca|sponsrad\p{L}* av|i samarbete med|betalt samarbete|#samarbete|reklamsamarbete
      |sponsorlu|videonun sponsoru|iş ?birliği ile|disponsori oleh|bekerja ?sama dengan|didukung oleh|प्रायोजित
      |स्पॉन्सर्ड|برعاية|بالتعاون مع)(?![\p{L}\p{N}])
    `,
    hints: [
      'pr】',
      '[pr]',
      '＃pr',
      '#pr',
      'プロモーション',
      'タイアップ',
      '提供',
      'スポンサー',
      '광고',
      '제작',
      '스폰서',
      '赞助',
      '贊助',
      '業配',
      '广告',
      'реклам',
      'спонсор',
      'поддержке',
      'интеграц',
      'współpraca',
      'sponsorow',
      'sponsorem',
      'sponsrad',
      'samarbete',
      'sponsorlu',
      'sponsoru',
      'birliği',
      'disponsori',
      'sama dengan',
      'didukung',
      'प्रायोजित',
      'स्पॉन्सर',
      'برعاية',
      'بالتعاون',
    ],
    kind: 'paid',
    foreign: true,
  },
  // Gift.
  {
    re: regex('giu')`
      商品提供|製品提供|ご提供いただ|提供いただ|提供していただ|提供を受け|貸し出し|お借りし|협찬(?:받|을|으로|품|제품)
      |(?:제품을|무상으로|무료로)\s?제공|제공받|赠送|贈送|寄给我
      |(?<![\p{L}\p{N}])(?:подарил[иа]?|прислал[иа]?|предоставил[иа]?|предоставлен\p{L}*|бесплатно (?:получил|дали)
      |otrzymał[ae]m od|dostał[ae]m od|przesłał\p{L}*|w prezencie|fått (?:den |det |dem )?(?:av|från)|skickade?
      (?: den| det| dem)? till mig|hediye (?:etti|edildi|olarak)|gönderdi|ücretsiz (?:olarak )?(?:sağlan|gönderil|veril)\p{L}*|dikirim(?:kan)? oleh|hadiah dari
      |उपहार|भेजा|هدية من)(?![\p{L}\p{N}])
    `,
    hints: [
      '提供',
      '貸し出し',
      'お借り',
      '협찬',
      '제공',
      '赠送',
      '贈送',
      '寄给我',
      'подарил',
      'прислал',
      'предостав',
      'бесплатно',
      'otrzymał',
      'dostał',
      'przesłał',
      'prezencie',
      'fått',
      'skicka',
      'hediye',
      'gönderdi',
      'ücretsiz',
      'dikirim',
      'hadiah',
      'उपहार',
      'भेजा',
      'هدية',
    ],
    kind: 'gift',
    foreign: true,
  },
  // Affiliate disclosures, and the Amazon Associates sentence in the languages of Amazon's stores.
  {
    re: regex('giu')`
      アフィリエイト|アソシエイト|適格販売|紹介料|파트너스\s?활동|쿠팡\s?파트너스|수수료를\s?제공|일정액의\s?수수료
      |联盟链接|推广链接|佣金|(?<![\p{L}\p{N}])(?:партн[её]рск\p{L}* ссылк\p{L}*|\(партн[её]рск\p{L}*\)|реферальн\p{L}* ссылк\p{L}*|по (?:моей|нашей)
      (?:партн[её]рской |реферальной )?ссылке|linki? (?:afiliacyjn\p{L}*|partnersk\p{L}*|polecając\p{L}*)|prowizj\p{L}*
      |jako partner amazon|satış ortaklığı|ortaklık bağlant\p{L}*|amazon ortağı|komisyon|link afiliasi|tautan afiliasi
      |komisi|affiliatelänk\p{L}*|annonslänk\p{L}*|एफिलिएट|कमीशन|افلييت|أفلييت|عمولة|amazon-partner|partnerprogramm\p{L}*
      |werbelink\p{L}*|provisionslink\p{L}*|partenaire amazon|remplissant les conditions requises|associad[oa] da amazon
      |asociad[oa] de amazon|compras que califican|in aanmerking komende aankopen|qualifizierten verkäufen)
      (?![\p{L}\p{N}])
    `,
    hints: [
      'アフィリエイト',
      'アソシエイト',
      '適格販売',
      '紹介料',
      '파트너스',
      '수수료',
      '联盟',
      '推广链接',
      '佣金',
      'партн',
      'реферальн',
      'ссылке',
      'afiliacyjn',
      'partnersk',
      'polecając',
      'prowizj',
      'partner amazon',
      'satış ortaklığı',
      'ortaklık',
      'amazon ortağı',
      'komisyon',
      'afiliasi',
      'komisi',
      'affiliatelänk',
      'annonslänk',
      'एफिलिएट',
      'कमीशन',
      'افلييت',
      'أفلييت',
      'عمولة',
      'amazon-partner',
      'partnerprogramm',
      'werbelink',
      'provisionslink',
      'partenaire amazon',
      'conditions requises',
      'associad',
      'asociad',
      'califican',
      'in aanmerking',
      'qualifizierten',
    ],
    kind: 'affiliate',
    foreign: true,
  },
  // Promo codes.
  {
    re: regex('giu')`
      クーポンコード|割引コード|紹介コード|プロモコード|할인\s?코드|쿠폰\s?코드|프로모션\s?코드|优惠码|折扣码|優惠碼
      |(?<![\p{L}\p{N}])(?:промокод\p{L}*|kod(?:em)? (?:rabatow\p{L}*|zniżkow\p{L}*|promocyjn\p{L}*)|z kodem|rabattkod\p{L}*
      |indirim kodu\p{L}*|kupon kodu\p{L}*|kode (?:promo|voucher|diskon|kupon)|कूपन कोड|كود خصم|كوبون)(?![\p{L}\p{N}])
    `,
    hints: [
      'クーポン',
      '割引コード',
      '紹介コード',
      'プロモコード',
      '코드',
      '优惠码',
      '折扣码',
      '優惠碼',
      'промокод',
      'kod',
      'rabattkod',
      'indirim kodu',
      'kupon kodu',
      'kode ',
      'कूपन',
      'كود',
      'كوبون',
    ],
    kind: 'promo',
    foreign: true,
  },
  // Discounts.
  {
    re: regex('giu')`
      \d{1,3}\s?%\s?(?:オフ|割引|할인|скидк\p{L}*|rabatu|zniżki|indirim|diskon|rabatt)|(?:скидк\p{L}*|rabat\p{L}*|zniżk\p{L}*
      |indirim|diskon)\s(?:до\s|w wysokości\s|%)?\d{1,3}\s?%
    `,
    hints: ['オフ', '割引', '할인', 'скидк', 'rabat', 'zniżk', 'indirim', 'diskon'],
    kind: 'cta',
    foreign: true,
  },
];
