// Statements in Japanese, Korean, Chinese, Russian, Polish, Swedish, Turkish, Indonesian, Hindi and Arabic, and the
// Amazon Associates and affiliate-program sentences of every Amazon store's language: the same kinds as in English,
// tried only on lines holding one of their hints (hintedPatterns); each language's gift words and patterns are in its
// module, languages/<code>.ts. Scripts without spaces between words (Japanese,
// Chinese) are matched as written; Cyrillic and Latin words end where letters end: (?![\p{L}\p{N}]).
import type { Pattern } from '../types.js';
import type { MARK_WORDS } from './english.js';
import { regex } from './regex.js';

/**
 * "All the products", "these products" in other languages: a gift or paid statement with these words speaks about
 * every item of the list that follows it ("Alle Produkte wurden mir zugeschickt:", "Gracias a las marcas por
 * enviarme sus productos:", "Ces produits m'ont été offerts", "Все средства мне прислали", "Hepsi bana hediye
 * olarak gönderildi:").
 */
export const LIST_QUANTIFIER_WORLD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:alle (?:(?:diese|meine|die|eure)n? )?(?:produkte|sachen|artikel|marken)|(?:diese|die) (?:produkte|sachen)|von den (?:firmen|marken|herstellern)` +
    String.raw`|(?:todos )?(?:los|sus|estos|estas|mis) (?:productos|marcas)|(?:todas )?las marcas|(?:tous )?(?:les|ces|leurs) produits` +
    String.raw`|(?:todos )?(?:os|esses|estes|seus) produtos|(?:todas )?as marcas|(?:os|meus|estes|esses) recebidos|(?:tutti )?(?:i|questi) prodotti` +
    String.raw`|(?:все|эти) (?:средства|продукты|товары|вещи|бренды)|hepsi|tüm (?:ürünler|markalar)|bu ürünler|semua (?:produk|barang)` +
    String.raw`|wszystkie (?:produkty|rzeczy)|(?:tất cả|các) sản phẩm|(?:كل|جميع) المنتجات)(?![\p{L}\p{N}])` +
    String.raw`|これらの(?:商品|製品)|以下の(?:商品|製品)|아래 제품|제품들|브랜드(?:에서|로부터|들)`,
  'iu',
);

/**
 * A disclosure about every link of the description in other languages ("Algunos links son de afiliado", "Sommige
 * links zijn affiliate links", "Vissa länkar är annonslänkar", "Beberapa link di deskripsi", "ลิงก์สินค้าบางส่วน"):
 * the same scope as English "some of these links" (ALL_LINKS in english.ts).
 */
export const ALL_LINKS_WORLD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:algun[oa]s|tod[oa]s) (?:(?:de )?(?:los|las|mis|estos) )?(?:links|enlaces|v[íi]nculos)|(?:links|enlaces) (?:de|en) (?:la|esta) descripci[óo]n` +
    String.raw`|(?:alguns|todos) (?:os )?links|(?:sommige|alle|enkele) (?:van (?:de|deze) )?links|links (?:in|onder) (?:de|deze) (?:beschrijving|video)` +
    String.raw`|(?:vissa|alla|några) (?:av )?(?:länkar(?:na)?|länkarna)|länkar(?:na)? i (?:beskrivningen|videon)|(?:certains|tous les) liens|(?:einige|alle) links` +
    String.raw`|unele (?:dintre )?linkuri|toate linkurile|linkurile din descriere|některé odkazy|všechny odkazy|деякі посилання|усі посилання|beberapa (?:link|tautan)|semua (?:link|tautan)|(?:niektóre|wszystkie) linki|một số link|bazı (?:linkler|bağlantılar))(?![\p{L}\p{N}])` +
    String.raw`|ลิงก์(?:สินค้า)?บางส่วน|บางลิงก์|ลิงก์ทั้งหมด`,
  'iu',
);

/**
 * Footnotes about marked items in other languages ("mit * gekennzeichnete Links", "met een sterretje", "oznaczone
 * gwiazdką", "marqués d'un astérisque", "con asterisco", "markerade med stjärna", "отмеченные *", "* lien affilié"):
 * the parts of English `MARK_WORDS`, which scopes.ts joins with them.
 */
export const MARK_WORDS_WORLD: Record<keyof typeof MARK_WORDS, string> = {
  marked: String.raw`gekennzeichnet\p{L}*|markiert\p{L}*|marqu[ée]\p{L}*|marcad[oa]s?|contrassegnat\p{L}*|oznaczon\p{L}*|označen\p{L}*|отмечен\p{L}*|позначен\p{L}*|marcat\p{L}*|gemarkeerd|markerade?`,
  by: String.raw`mit|d['’]un|d['’]une|con|par|avec|met|med`,
  with: String.raw`mit|con|avec|met|med`,
  article: String.raw`einem|einer|un|une|een|en`,
  asterisk: String.raw`sterretjes?|sternchen|gwiazdk\p{L}*|asteriscos?|astérisques?|stjärn\p{L}*`,
  means: '',
  brackets: '',
  affiliate: String.raw`provision|werbelink|liens?\s+affili|liens?\s+d['’]affili|enlaces?\s+(?:de\s+)?afiliad|links?\s+(?:de\s+)?afiliad|партн[её]рск|партнерськ`,
};

/**
 * The words right before a sponsor's name in other languages ("Bu videonun sponsoru RAID: Shadow Legends",
 * "patrocinado por", "gesponsord door", "sponsrat av", "disponsori oleh", "tài trợ bởi"): with English
 * `SPONSOR_NAME_AFTER`, a title that repeats the name that follows names the sponsor.
 */
export const SPONSOR_NAME_AFTER_WORLD =
  /(?<![\p{L}\p{N}])(?:sponsoru|sponsorumuz|patrocinad[oa] por|auspiciad[oa] por|gesponsord door|gesponsert von|sponsoris[ée]e? par|sponsorizzat[oa] da|sponsrad av|disponsori oleh|sponsorowany przez|tài trợ bởi) ((?:\p{Lu}[\p{L}\p{N}'’&.+-]*:?)(?: (?:\p{Lu}|\d)[\p{L}\p{N}'’&.+-]*:?){0,3})/gu;

/**
 * The case endings a Czech, Slovak or Polish title adds to a brand's name ("s Rohlíkem", "z Notina", "u Alzy",
 * "Mallu"), accents aside: a title word that is the name and one of these names the brand (naming.ts).
 */
export const LATIN_CASE_ENDING = /^(?:a|u|y|e|em|ovi|ou|ie|iem|owi)$/;

export const WORLD_LANGUAGES: Pattern[] = [
  // Paid, in the wordings of each language's creators and its legal labels: Russian ad marking ("Реклама. ООО … erid:
  // 2Vtzq…"), sponsorship nouns and verbs ("спонсорство", "проспонсировал", "партнёр выпуска"); Japanese 案件, 協賛,
  // 広告, "の提供で"; Korean #광고, 원고료 (a paid writing fee), 지원받아 제작; Hindi विज्ञापन and Hinglish; Turkish
  // reklam, sponsorumuz, ücretli ortaklık; Indonesian berbayar, #iklan, endorse; Polish "we współpracy z", lokowanie
  // produktu; Arabic إعلان مدفوع, الراعي الرسمي; Vietnamese tài trợ, quảng cáo, hợp tác với; Thai สนับสนุน, สปอนเซอร์, โฆษณา.
  {
    re: regex('giu')`
      #広告|【広告】|\[広告\]|広告を含み|企業案件|案件動画|協賛|の提供で|の提供です|様の提供|さまの提供|#광고|\(광고\)|광고입니다|원고료|지원받아|지원을 받아|지원받았|지원을 받았|후원을 받아|후원받아|후원을 받았|후원받았|후원으로 제작|สนับสนุนโดย
      |ได้รับการสนับสนุน|ที่สนับสนุน|สปอนเซอร์|โฆษณา
      |(?<![\p{L}\p{N}])(?:erid[:：]?\s?[\p{L}\p{N}]{6,}|спонсорств\p{L}*|(?:про)?спонсир\p{L}*|партн[её]р(?:ом)? (?:выпуска|ролика
      |видео|этого)|за (?:поддержку|спонсорство) (?:выпуска|ролика|видео|этого (?:видео|ролика|выпуска))
      |спасибо (?!(?:всем|вам|тебе|вас|подписчикам|зрителям|патронам|друзьям|спонсорам)(?![\p{L}\p{N}]))[^.\n]{1,40}? за поддержку|рекламн\p{L}* (?:интеграци\p{L}*|вставк\p{L}*)|#реклам\p{L}*|विज्ञापन|प्रायोजक|स्पॉन्सर|के सहयोग से|sponsor(?:u|umuz|luğunda
      |luğuyla|ları|larımız)|ücretli (?:ortaklık|iş birliği)|#reklam|reklam içerir|reklamdır|katkılarıyla|berbayar|#iklan
      |di-?endorse|we współpracy z|płatna współpraca|lokowanie produktu|sponsor(?:owany|em)|إعلان مدفوع|#إعلان|#اعلان
      |الراعي الرسمي|شراكة مدفوعة|على رعاية|لرعاية|برعاية|(?:được )?tài trợ|nhà tài trợ|quảng cáo|hợp tác với)(?![\p{L}\p{N}])|(?:sponsor|paid partnership|promotion) (?:kiya|kia|hai|he)(?![\p{L}\p{N}])
    `,
    hints: [
      'erid',
      'спонсор',
      'спонсир',
      'за поддержку',
      'партн',
      'рекламн',
      '#реклам',
      '広告',
      '案件',
      '協賛',
      'の提供で',
      '광고',
      '원고료',
      '지원받아',
      '지원을 받아',
      '지원받았',
      '지원을 받았',
      '후원',
      'спасибо',
      'विज्ञापन',
      'प्रायोजक',
      'स्पॉन्सर',
      'सहयोग',
      'sponsoru',
      'sponsorl',
      'ücretli',
      'reklam',
      'katkılarıyla',
      'berbayar',
      '#iklan',
      'diendorse',
      'di-endorse',
      'współpracy',
      'współpraca',
      'lokowanie',
      'sponsorowany',
      'sponsorem',
      'إعلان',
      'اعلان',
      'الراعي',
      'رعاية',
      'شراكة',
      'برعاية',
      'tài trợ',
      'quảng cáo',
      'hợp tác',
      'สนับสนุน',
      'สปอนเซอร์',
      'โฆษณา',
      'sponsor ki',
      'sponsor ha',
      'sponsor he',
      'partnership ki',
      'partnership ha',
      'partnership he',
      'promotion ki',
      'promotion ha',
      'promotion he',
    ],
    kind: 'paid',
    foreign: true,
    examples: [
      'Реклама. ООО «Яндекс», erid: 2VtzqxKx9Qm',
      'Спасибо Skillbox за спонсорство выпуска',
      'Этот ролик проспонсировал Aviasales',
      'Партнёр выпуска — Тинькофф',
      'Спасибо World of Tanks за поддержку выпуска!',
      'Спасибо Lumora за поддержку канала',
      '이 영상은 Lumora의 후원을 받아 제작되었습니다',
      '#広告 本動画はソニーの提供でお送りします',
      'この動画は企業案件です',
      '本動画はソニー様の提供です',
      '#광고 이 영상은 삼성전자로부터 원고료를 지원받아 제작되었습니다',
      '본 영상은 넥슨으로부터 제작비를 지원받았습니다',
      'इस वीडियो में विज्ञापन शामिल है',
      'Is video ko Boat ne sponsor kiya hai',
      "Bu videonun sponsoru Getir, sponsorumuz Trendyol'a teşekkürler",
      'Ücretli ortaklık içerir',
      'Video ini merupakan kerja sama berbayar dengan Tokopedia',
      '#iklan video ini di-endorse oleh Wardah',
      'Materiał powstał we współpracy z marką Allegro',
      'إعلان مدفوع بالتعاون مع نون',
      'Video được tài trợ bởi Shopee',
      'Cảm ơn nhà tài trợ của video này',
      'วิดีโอนี้ได้รับการสนับสนุนจาก Lazada',
      'ขอบคุณ Lazada ที่สนับสนุนคลิปนี้',
      'इस वीडियो को Boat ने स्पॉन्सर किया है',
      'شكرا لنون على رعاية هذا الفيديو',
    ],
  },
  // Affiliate: Turkish referans linki; Arabic إحالة (referral); Vietnamese tiếp thị liên kết, hoa hồng; Thai
  // แอฟฟิลิเอต, ค่าคอมมิชชั่น; Indonesian "link affiliate", Korean 추천인 링크, Japanese 紹介リンク, Russian "партнёрка".
  {
    re: regex('giu')`
      紹介リンク|(?:招待|紹介)コード|추천인\s?(?:링크|코드)|แอฟฟิลิเอต|แอฟฟิลิเอท|คอมมิชชั่น|ค่าคอม
      |(?<![\p{L}\p{N}])(?:referans (?:link|bağlant)\p{L}*|رابط (?:ال)?إحالة|إحالة|tiếp thị liên kết|hoa hồng|партн[её]рк\p{L}*|реф(?:еральн\p{L}*|ка)?|program partnerski)(?![\p{L}\p{N}])
    `,
    hints: [
      '紹介リンク',
      '招待コード',
      '紹介コード',
      '추천인',
      'referans',
      'إحالة',
      'tiếp thị',
      'hoa hồng',
      'แอฟฟิลิเอ',
      'คอมมิชชั่น',
      'ค่าคอม',
      'партн',
      'реф',
      'program partnerski',
    ],
    kind: 'affiliate',
    foreign: true,
    examples: [
      '楽天の紹介リンクです',
      '招待コードを入力すると500ポイントもらえます',
      '추천인 링크로 가입하면 할인',
      'Referans linkim ile kayıt ol',
      'رابط الإحالة الخاص بي',
      'Link tiếp thị liên kết Shopee',
      'Mình nhận hoa hồng khi bạn mua qua link',
      'ลิงก์แอฟฟิลิเอต Shopee',
      'Реф ссылка на Binance',
    ],
  },
  // Promo codes: Vietnamese mã giảm giá, Thai โค้ดส่วนลด, Arabic كود الخصم, Indonesian/Malay "pakai kode", Turkish
  // "kodu ile", Hindi "code use karo", Japanese クーポン.
  {
    re: regex('giu')`
      クーポン|โค้ดส่วนลด|ใช้โค้ด|(?<![\p{L}\p{N}])(?:mã (?:giảm giá|khuyến mãi|ưu đãi|code)|كود (?:ال)?(?:خصم|حسم)|استخدم (?:ال)?كود|بكود
      |pakai kode|gunakan kode|kodu(?:yla| ile)|code use (?:karo|karein|kare)|कोड)(?![\p{L}\p{N}])
    `,
    hints: ['クーポン', 'mã ', 'โค้ด', 'كود', 'pakai kode', 'gunakan kode', 'kodu', 'code use', 'कोड'],
    kind: 'promo',
    foreign: true,
    examples: [
      'クーポンあり',
      'Nhập mã giảm giá MARA10',
      'ใช้โค้ด MARA ลดเพิ่ม',
      'استخدم كود الخصم MARA',
      'Pakai kode MARA buat diskon',
      'MARA kodu ile indirim',
      'Code use karo MARA10',
    ],
  },
  // Discounts written before or after the number: Turkish "%10 indirim", Vietnamese "giảm 10%", Thai "ส่วนลด 10%",
  // Arabic "خصم 10%", Hindi "10% छूट", Indonesian "potongan 10%", and "10%OFF" ("10% off" is English's).
  {
    re: regex('giu')`
      %\s?\d{1,3}\s?(?:indirim|discount|rabatu?)|(?:giảm(?: giá)?|ส่วนลด|ลด|خصم|potongan(?: harga)?)\s?\d{1,3}\s?%
      |\d{1,3}\s?%(?:\s?(?:की )?(?:छूट|خصم)|off(?![a-z]))
    `,
    hints: [
      '%1',
      '%2',
      '%3',
      '%4',
      '%5',
      '%6',
      '%7',
      '%8',
      '%9',
      '%off',
      'giảm',
      'ส่วนลด',
      'ลด',
      'خصم',
      'potongan',
      'छूट',
    ],
    kind: 'cta',
    foreign: true,
    examples: [
      '%10 indirim',
      'Giảm 10% cho đơn đầu',
      'ส่วนลด 10%',
      'خصم 15% على الطلب الأول',
      '10% की छूट',
      'Potongan 20% pakai kode',
      '10%OFFクーポン',
    ],
  },
  // Paid.
  {
    re: regex('giu')`
      【PR】|\[PR\]|＃PR(?![\p{L}\p{N}])|#PR(?![\p{L}\p{N}])|PR：|プロモーション(?:を|が)含|タイアップ|提供[:：]|【提供】|\[提供\]|【協賛】|スポンサー(?!募集)
      |\[광고\]|【광고】|유료\s?광고|광고\s?포함|제작\s?지원|스폰서|赞助|贊助|業配|广告(?=[:：])
      |(?<![\p{L}\p{N}])(?:реклама|#реклама|на правах рекламы|спонсор(?:ом|ы)?(?: (?:выпуска|ролика|видео|этого))?
      |при поддержке|интеграция|współpraca reklamowa|materiał sponsorowany|sponsorem (?:odcinka|filmu|materiału)
      |sponsorowan\p{L}*|#reklama|#współpraca|sponsra[dt]\p{L}* av|presenter(?:as|ades) av|i samarbete med|betalt samarbete|#samarbete|reklamsamarbete
      |sponsorlu|videonun sponsoru|iş ?birliği(?: ile|yle)|disponsori oleh|bekerja ?sama dengan|didukung oleh|प्रायोजित
      |स्पॉन्सर्ड|برعاية|بالتعاون مع)(?![\p{L}\p{N}])
    `,
    hints: [
      'pr】',
      '[pr]',
      'pr：',
      '協賛】',
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
      'sponsra',
      'presenteras',
      'presenterades',
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
    examples: [
      '【PR】新しいカメラ',
      '提供：ソニー',
      '【提供】花王 新しい洗顔フォームを試してみた',
      '※この動画にはプロモーションが含まれています',
      'PR：資生堂',
      'この動画はプロモーションを含みます',
      '[광고] 삼성전자',
      '유료광고 포함',
      '本期视频由 NordVPN 赞助',
      'Реклама: Тинькофф',
      'Спонсор выпуска — Skillbox',
      'Współpraca reklamowa z marką Allegro',
      'Sponsrat av NordVPN',
      'Veckans frågesport presenteras av Svenska Spel',
      'Bu video sponsorlu',
      'Video ini disponsori oleh Tokopedia',
      'यह वीडियो प्रायोजित है',
      'برعاية نون',
    ],
  },
  // Affiliate disclosures, and the Amazon Associates sentence in the languages of Amazon's stores.
  {
    re: regex('giu')`
      アフィリエイト|アソシエイト|適格販売|紹介料|파트너스\s?활동|쿠팡\s?파트너스|수수료를\s?(?:제공|받)|일정액의\s?수수료|제휴\s?링크
      |联盟链接|推广链接|佣金|(?<![\p{L}\p{N}])(?:партн[её]рск\p{L}* ссылк\p{L}*|ссылк\p{L}*(?: [\p{L}-]+){0,3} (?:—\s)?партн[её]рск\p{L}*|\(партн[её]рск\p{L}*\)|реферальн\p{L}* ссылк\p{L}*|по (?:моей|нашей)
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
      '제휴',
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
    examples: [
      'Amazonアソシエイトを利用しています',
      '쿠팡 파트너스 활동의 일환으로 수수료를 제공받습니다',
      '이 링크로 구매하시면 일정 수수료를 받을 수 있습니다',
      '구매 링크 (제휴 링크)',
      '本视频含联盟链接',
      'Партнёрская ссылка на Ozon',
      'Ссылки в описании партнёрские',
      'Linki afiliacyjne w opisie',
      'Amazon satış ortaklığı linki',
      'Link afiliasi Shopee',
      'एफिलिएट लिंक',
      'رابط افلييت أمازون',
      'Als Amazon-Partner verdiene ich an qualifizierten Verkäufen',
      'En tant que partenaire Amazon, je réalise un bénéfice',
      'Como asociado de Amazon, gano con las compras que califican',
    ],
  },
  // Promo codes.
  {
    re: regex('giu')`
      クーポンコード|割引コード|紹介コード|プロモコード|할인\s?코드|쿠폰\s?코드|프로모션\s?코드|优惠码|折扣码|優惠碼
      |(?<![\p{L}\p{N}])(?:промокод\p{L}*|kod(?:em)? (?:rabatow\p{L}*|zniżkow\p{L}*|promocyjn\p{L}*)|z kodem|rabattkod\p{L}*|(?:använd|ange|med) (?:min |vår )?kod(?:en)?
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
    examples: [
      'クーポンコード MARA',
      '할인코드 MARA',
      '优惠码 MARA',
      'Промокод MARA на скидку',
      'Kod rabatowy MARA',
      'Rabattkod MARA',
      'Använd koden MARA för 15% hos Naturkompaniet',
      'Indirim kodu MARA',
      'Kode promo MARA',
      'كود خصم MARA',
    ],
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
    examples: ['10%オフ', '10% 할인', 'Скидка 10%', '10% rabatu', 'Zniżka 15%', '10% indirim', 'Diskon 10%'],
  },
];
