// Statements in Japanese, Korean, Chinese, Russian, Polish, Swedish, Turkish, Indonesian, Hindi and Arabic, and the
// Amazon Associates and affiliate-program sentences of every Amazon store's language: the same kinds as in English,
// tried only on lines holding one of their hints (hintedPatterns). Scripts without spaces between words (Japanese,
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
  // Gift: Japanese 提供して頂き, 貸与; Korean 제품 제공; Hinglish "gift kiya", "host kiya", "bheja"; Indonesian dikasih, dikirimin;
  // Polish otrzymany od; Arabic أرسلوا لي, مقدم من; Vietnamese được tặng, gửi tặng; Thai ส่งมาให้, ของขวัญจาก.
  {
    re: regex('giu')`
      提供して頂|ご提供頂|提供頂|貸与|(?:様|さん|さま|社)(?:から|より)(?:いただ|頂)|무상\s?제공|ส่งมาให้|ของขวัญจาก|ได้รับสินค้า(?:มา)?จาก|(?<![\p{L}\p{N}])(?:(?:gift|host) (?:kiya|kia|kiye)|bheja (?:hai|tha|gaya)|free (?:me|mein) (?:mila|diya)
      |подар(?:ок|ки) (?:от|брендов|бренда|компаний|компании)|на тест(?:ирование)? от|за приглашение|dikasih (?:oleh|sama|dari)|dikirimin|otrzyman\p{L}* (?:od|bezpłatnie|za darmo)|أرسلوا لي|ارسلوا لي|مقدم من|مقدمة من
      |được tặng|gửi tặng|quà tặng từ)(?![\p{L}\p{N}])
    `,
    hints: [
      '提供して頂',
      '提供頂',
      '貸与',
      'より',
      'から',
      '무상',
      'gift ki',
      'host ki',
      'bheja',
      'free me',
      'dikasih',
      'подар',
      'на тест',
      'приглашение',
      'dikirimin',
      'otrzyman',
      'أرسلوا',
      'ارسلوا',
      'مقدم',
      'tặng',
      'ส่งมาให้',
      'ของขวัญ',
      'ได้รับสินค้า',
    ],
    kind: 'gift',
    foreign: true,
    examples: [
      'カメラはソニー様に提供して頂きました',
      '本製品は貸与品です',
      'このカメラはソニー様からいただきました',
      '이 제품은 무상 제공받았습니다',
      'Ye phone OnePlus ne gift kiya hai',
      'Hotel ne humein do raat ke liye host kiya tha',
      'Ye headphones Boat ne bheja hai review ke liye',
      'Produk ini dikasih sama Wardah',
      'Наушники — подарок от Xiaomi',
      'Все средства в видео – подарки брендов',
      'Смартфон на тест от Honor',
      'Спасибо отелю «Волна» за приглашение',
      'Produkt otrzymany od marki Xiaomi',
      'المنتج مقدم من سامسونج',
      'Sản phẩm được tặng bởi Xiaomi',
      'Lazada ส่งมาให้รีวิว',
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
  // Calls to a sponsor's link in Russian integrations ("Играй бесплатно по ссылке", "Регистрируйся по ссылке и получи
  // бонус"), and Korean PPL (product placement) beside Hangul or as a hashtag.
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:(?:переходи|скачивай|скачай|регистрируйся|зарегистрируйся|играй|жми|заходи|устанавливай|установи)\p{L}*
      (?: [\p{L}\p{N}]+){0,3} (?:по ссылке|бесплатно)|бонус\p{L}* по (?:ссылке|промокоду))(?![\p{L}\p{N}])
    `,
    hints: ['по ссылке', 'по промокоду', 'бесплатно'],
    kind: 'promo',
    foreign: true,
    examples: [
      'Играй бесплатно по ссылке',
      'Регистрируйся по ссылке и получи бонус',
      'Бонусы по промокоду NATE',
      'Скачивай игру бесплатно',
    ],
  },
  {
    // Only as the Korean label: beside Hangul or as a hashtag ("Free PPL template" is push/pull/legs).
    re: /#(?:PPL|ＰＰＬ)(?![A-Za-z0-9])|(?<![A-Za-z0-9])(?:PPL|ＰＰＬ)(?![A-Za-z0-9])(?=[^\n]{0,20}\p{Script=Hangul})|(?<=\p{Script=Hangul}[^\n]{0,20})(?<![A-Za-z0-9])(?:PPL|ＰＰＬ)(?![A-Za-z0-9])/gu,
    hints: ['ppl', 'ｐｐｌ'],
    kind: 'paid',
    foreign: true,
    examples: ['이 영상은 PPL을 포함하고 있습니다', '#PPL 삼성전자', '유료광고(PPL) 포함'],
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
  // Gift.
  {
    re: regex('giu')`
      商品提供|製品提供|체험단|보내\s?주(?:셨|었)|(?:様|さん|さま|社)(?:から|より)(?:の)?ご?提供|대여(?:받|해\s?주)|\([^()\n]{1,20}\s제공\)|(?:review|रिव्यू|test|टेस्ट) के लिए (?:दिए|दिया|दी|भेजे|भेजी)|ご提供いただ|提供いただ|提供していただ|提供を受け|貸し出し|お借りし|협찬(?:받|을|으로|품|제품)
      |(?:제품을|무상으로|무료로)\s?제공|(?<!수수료(?:를)?\s?)제공받|赠送|贈送|寄给我
      |(?<![\p{L}\p{N}])(?:подарил[иа]?|прислал[иа]?|предоставил[иа]?|предоставлен\p{L}*|бесплатно (?:получил|дали)
      |спасибо[^.!\n]{1,40}? за [^.!\n]{1,30}?для (?:обзора|теста|тестирования)
      |для (?:обзора|теста|тестирования)[^.!\n]{0,40}? дал[иа]?|(?:review|test|testing) ke liye (?:diya|diye|di|bheja|bheje)
      |otrzymał[ae]m od|dostał[ae]m od|przesłał\p{L}*|w prezencie|fått (?:den |det |dem )?(?:av|från)|skickade?
      (?: den| det| dem)? till mig|hediye (?:etti|edildi|olarak)|gönderdi|ücretsiz (?:olarak )?(?:sağlan|gönderil|veril)\p{L}*|dikirim(?:kan)? oleh|hadiah dari
      |उपहार|भेजा|هدية من)(?![\p{L}\p{N}])
    `,
    hints: [
      '提供',
      '대여',
      'के लिए',
      '貸し出し',
      'お借り',
      '협찬',
      '제공',
      '체험단',
      '보내',
      'ke liye',
      '赠送',
      '贈送',
      '寄给我',
      'подарил',
      'прислал',
      'предостав',
      'бесплатно',
      'для обзора',
      'для теста',
      'для тестирования',
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
    examples: [
      '商品提供：ソニー',
      '협찬받은 제품입니다',
      '제품을 제공받아 작성',
      '체험단으로 받은 제품',
      '브랜드에서 보내주셨습니다',
      'Ноутбук для теста на неделю дал магазин',
      'Samsung ne yeh phone review ke liye diya hai',
      '브랜드로부터 제공받은 제품으로 촬영했어요',
      'Спасибо Xiaomi за смартфон для обзора',
      'LG전자로부터 대여받아 촬영했습니다',
      '마우스 (로지텍 제공)',
      'キーボード（Razer様よりご提供）',
      'Vivo ने ये phone review के लिए दिया है',
      '品牌赠送',
      'Мне подарили эти наушники',
      'Otrzymałam od marki Ziaja',
      'Jag har fått den av Clas Ohlson',
      'Hediye olarak gönderildi',
      'Produk dikirim oleh Wardah',
      'Ye phone ek उपहार है',
      'هدية من سامسونج',
    ],
  },
  // Gifts, loans and hosted stays in Turkish, Indonesian, Polish, Arabic, Vietnamese, Swedish, Filipino and Thai
  // ("lånad av", "PR-utskick", "inbjudna av", "pinadala ng", "sa pag-host sa amin", "ส่งเครื่องมาให้", "เชิญ…มาพัก"): a unit sent by its maker
  // ("tarafından gönderildi", "X'in gönderdiği ürünler", "(X'ten hediye)"), lent ("dipinjamkan oleh", "wypożyczył mi",
  // "cho mượn"), sent for review ("dikirim X buat review", "وصلني من"), and a stay offered by its host ("ağırladı",
  // "diundang menginap", "zaprosił nas", "استضافني", "mời ở").
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:tarafından gönderil\p{L}*|gönderdiği|\p{L}+['’](?:t|d)[ae]n hediye|ağırla(?:dı|yan)\p{L}*
      |dipinjamkan|dikirim(?:in|kan)?(?: [\p{L}\p{N}]+){1,3} (?:buat|untuk) (?:review|diulas)|diundang (?:untuk )?menginap
      |przysłał\p{L}* (?:mi|nam)|wypożyczył\p{L}* (?:mi|nam)|zaprosił\p{L}* (?:nas|mnie)|وصلني من|وصلتني من|مقدمين من|استضاف(?:ني|نا|تني|تنا|ونا)
      |cho (?:mình |tôi |em )?mượn|mời (?:mình |tôi |em )?(?:ở|nghỉ)|lånad\p{L}* (?:av|från)|lånade (?:ut )?(?:den |det |dem )?(?:till )?(?:mig|oss)
      |pr-utskick\p{L}*|(?:in)?bjudna (?:av|till|hit)|(?:in)?bjuden (?:av|till|hit)|pag-?host sa (?:amin|akin|atin)|na-?host (?:kami|ako)|pinahiram|pinadala)(?![\p{L}\p{N}])
      |ส่ง[^\s]{0,12}?มาให้|เชิญ[^\s]{0,15}?มา(?:พัก|ชิม|ลอง|รีวิว|เที่ยว)|ยืม[^\s]{0,8}?(?:มา)?จาก
    `,
    hints: [
      'tarafından',
      'gönderdiği',
      'hediye',
      'ağırla',
      'dipinjamkan',
      'dikirim',
      'menginap',
      'przysłał',
      'wypożyczył',
      'zaprosił',
      'وصل',
      'مقدمين',
      'استضاف',
      'mượn',
      'mời',
      'lånad',
      'pr-utskick',
      'bjud',
      'host',
      'pinahiram',
      'pinadala',
      'ส่ง',
      'เชิญ',
      'ยืม',
    ],
    kind: 'gift',
    foreign: true,
    examples: [
      'Kulaklık inceleme için Sony tarafından gönderildi',
      "Philips'in gönderdiği ürünler",
      "Mouse (Corsair'den hediye)",
      'Otel bizi üç gece ağırladı',
      'Laptop ini dipinjamkan oleh Asus',
      'Mouse-nya dikirim Logitech buat review',
      'Kami diundang menginap oleh Hotel Santika',
      'Słuchawki Sony przysłał mi do testów',
      'Aparat wypożyczył mi Canon',
      'Hotel Mercure zaprosił nas na dwie noce',
      'وصلني من شاومي للمراجعة',
      'المنتجات مقدمين من لوريال',
      'استضافني فندق هيلتون',
      'Sony cho mượn máy để review',
      'Khách sạn mời ở 2 đêm',
      'Ryggsäcken är lånad av Fjällräven',
      'Allt är PR-utskick',
      'Vi var inbjudna av Treehotel',
      'Maraming salamat sa resort sa pag-host sa amin',
      'Ang unit na ito ay pinadala ng Xiaomi',
      'ขอบคุณ Samsung ที่ส่งเครื่องมาให้รีวิว',
      'ทางรีสอร์ทเชิญพวกเรามาพัก 2 คืน',
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
  // Ukrainian, Czech and Romanian (issue 32's fourteenth set). Paid: Ukrainian "Партнер випуску — X", "за підтримки",
  // "у співпраці з", "Дякуємо X за підтримку"; Czech "Sponzorem videa je", "ve spolupráci s", "Placená spolupráce s",
  // "Díky X za podporu tohoto videa", "partnerovi pořadu", "Reklama" as a label; Romanian "sponsorizat de", "în
  // parteneriat cu", "colaborare plătită", "Episod susținut de", "Mulțumesc X pentru susținere", "Publicitate",
  // "#reclamă". ("reclama" without its ă is Spanish for "claims".)
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:партнер(?:ом|и)? (?:цього |нашого )?(?:випуску|відео|ролика|проєкту|проекту|шоу)|за підтримки|у (?:співпраці|партнерстві) з
      |спонсорован\p{L}*|спонсорськ\p{L}*|дяку(?:ю|ємо) (?!(?:всім|вам|тобі|глядачам|підписникам|друзям|патронам)(?![\p{L}\p{N}]))[^.\n]{1,40}? за підтримку
      |sponzor\p{L}*|(?:ve|na) spoluprác\p{L}* s|(?:placen|reklamn)\p{L}* spoluprác\p{L}*|#spolupr[áa]ce|reklama
      |partner(?:em|ovi)? (?:videa|pořadu|dílu|epizody)|za podporu (?:tohoto |dnešního |tohohle )?(?:videa|dílu|pořadu|epizody)
      |sponsoriza\p{L}*|în parteneriat cu|parteneriat plătit|colaborare plătită|publicitate|#reclam[ăa]|reclamă|susținut\p{L}* de|cu sprijinul
      |mulțum(?:esc|im)(?: mult)? (?!(?:tuturor|vouă|voua|celor|abonaților)(?![\p{L}\p{N}]))[^.\n]{1,40}? pentru susținere\p{L}*)(?![\p{L}\p{N}])
    `,
    hints: [
      'партнер',
      'за підтримки',
      'співпраці',
      'партнерстві',
      'спонсор',
      'за підтримку',
      'sponzor',
      'spoluprác',
      'spolupra',
      'reklam',
      'partner',
      'za podporu',
      'sponsoriza',
      'parteneriat',
      'colaborare',
      'publicitate',
      'reclam',
      'susținut',
      'sprijinul',
      'susținere',
    ],
    kind: 'paid',
    foreign: true,
    examples: [
      'Партнер випуску — Ощадбанк',
      'Відео знято за підтримки Фокстрот',
      'Ролик зроблено у співпраці з Епіцентром',
      'Дякуємо Нова пошта за підтримку цього відео',
      'Sponzorem dnešního dílu je Alza',
      'Video vzniklo ve spolupráci s Datartem',
      'Placená spolupráce s Rohlíkem',
      'Díky Mallu za podporu tohoto videa',
      'Reklama',
      'Acest video este sponsorizat de Altex',
      'Clip realizat în parteneriat cu Glovo',
      'Colaborare plătită cu Flanco',
      'Emisiune susținută de Orange',
      'Mulțumesc eMAG pentru susținere',
      'Publicitate',
      '#reclamă',
    ],
  },
  // Gifts, loans and stays: Ukrainian "подарунок від", "надано X на тест", "надав магазин", "нас запросили"; Czech
  // "zapůjčil", "dárek od", "mi poslal", "Děkujeme hotelu X za pozvání"; Romanian "împrumutat de", "primit cadou de la",
  // "mi-au fost trimise de", "pusă la dispoziție de", "mi l-au trimis".
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:подарун(?:ок|ки) (?:від|брендів|бренду)|(?:—|–) подарун(?:ок|ки)|надан\p{L}*(?: [\p{L}\p{N}’'-]+){0,4} (?:на тест|для огляду|на огляд)
      |(?:надав|надала|надали|надіслав|надіслала|надіслали|прислав|прислала|прислали) (?:магазин|компанія|бренд|нам|мені)\p{L}*|(?:дали|дав|дала) на тест
      |(?:нас|мене) запроси(?:в|л\p{L}*)|запроси(?:в|л\p{L}*) (?:нас|мене)|за запрошення
      |zapůjčil\p{L}*|zapůjčen\p{L}*|půjčil\p{L}* (?:mi|nám)|dárek od|dostal\p{L}* (?:jsem |jsme )?(?:jako dárek |na test |na recenzi )?od
      |(?:mi|nám) (?:ho |je |ji )?posla\p{L}*|posla\p{L}* (?:mi|nám)|za pozvání|poskytl\p{L}* (?:mi|nám)
      |împrumutat\p{L}* de|(?:primit|primită|primite)(?: \p{L}+){0,2} cadou|cadou de la|(?:mi|ne)-(?:a|au) fost (?:trimis|oferit|dat)\p{L}*
      |(?:mi|ne) l-au trimis|(?:mi|ne) (?:le|i)-au trimis|(?:mi|ne)-au trimis|pus\p{L}* la dispoziție|ne-au invitat|invitați de)(?![\p{L}\p{N}])
    `,
    hints: [
      'подарун',
      'надан',
      'надав',
      'надала',
      'надали',
      'надіслал',
      'надіслав',
      'прислав',
      'прислал',
      'на тест',
      'запроси',
      'запрошення',
      'zapůjč',
      'půjčil',
      'dárek',
      'dostal',
      'posla',
      'pozvání',
      'poskytl',
      'împrumutat',
      'cadou',
      'fost ',
      'trimis',
      'dispoziție',
      'invitat',
    ],
    kind: 'gift',
    foreign: true,
    examples: [
      'Навушники — подарунок від JBL',
      'Ноутбук надано магазином Фокстрот для огляду',
      'Камеру надав магазин Фотосклад',
      'Готель у Буковелі нас запросив на вихідні, тож нас запросили пожити два дні',
      'Telefon mi zapůjčil Samsung na dva týdny',
      'Hodinky jsem dostala jako dárek od Garminu',
      'Sluchátka mi poslal Sony',
      'Děkujeme penzionu U Lípy za pozvání',
      'Laptopul a fost împrumutat de Lenovo',
      'Am primit cadou de la Philips acest aparat',
      'Produsele mi-au fost trimise de Sephora',
      'Mașina ne-a fost pusă la dispoziție de Renault',
      'Xiaomi mi l-au trimis pentru test',
    ],
  },
  // Affiliate: Ukrainian "партнерські посилання", Czech "affiliate odkazy", "provize", Romanian "link de afiliere",
  // "comision".
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:партнерськ\p{L}* посилан\p{L}*|реферальн\p{L}* посилан\p{L}*|partnersk\p{L}* odkaz\p{L}*|provizi|provize
      |(?:de )?afiliere|link\p{L}* de afiliat|comision\p{L}*)(?![\p{L}\p{N}])
    `,
    hints: ['партнерськ', 'реферальн', 'partnersk', 'provizi', 'provize', 'afiliere', 'afiliat', 'comision'],
    kind: 'affiliate',
    foreign: true,
    examples: [
      'Партнерські посилання на товари',
      'Реферальне посилання на Binance',
      'Partnerské odkazy na Alzu',
      'Při nákupu přes odkaz dostanu malou provizi',
      'Link de afiliere eMAG',
      'Primesc un mic comision',
    ],
  },
  // Promo codes: Czech "slevový kód", "s kódem"; Romanian "cod de reducere", "cu codul".
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:slevov\p{L}* kód\p{L}*|s kódem|cod(?:ul)? (?:de reducere|promo\p{L}*)|cu codul)(?![\p{L}\p{N}])
    `,
    hints: ['kód', 'cod de', 'codul', 'cod promo'],
    kind: 'promo',
    foreign: true,
    examples: [
      'Slevový kód MARA10',
      'S kódem MARA máte slevu',
      'Cod de reducere MARA10',
      'Cu codul MARA ai 10% reducere',
    ],
  },
  // Gifts and loans in Danish and Norwegian ("tilsendt fra", "lånt af"), Finnish ("Saatu Logitechilta testiin"),
  // Hungarian ("ajándékba kaptam"), Malay ("hadiah daripada"), Greek ("δώρο από"), French ("reçu gratuitement"),
  // Hebrew ("קיבלתי במתנה", "הושאל לי"), Bengali ("উপহার হিসেবে পেয়েছি", "রিভিউয়ের জন্য দিয়েছে") and traditional Chinese
  // ("廠商提供"): docs/detection.md §1o.
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:tilsendt (?:fra|af|av)|(?:ud)?lånt (?:af|av|fra|ut av)|saatu (?:\p{L}+(?:lta|ltä)|testiin|lahjaksi)
      |ajándékba kap\p{L}*|kölcsönbe kap\p{L}*|hadiah daripada|dihadiahkan oleh|δώρο από|(?:μου|μας) (?:το |τα )?(?:έστειλε|δάνεισε)
      |reçue?s? gratuitement)(?![\p{L}\p{N}])|קיבלתי במתנה|קיבלנו במתנה|במתנה מ|הושאל(?:ה|ו)? (?:לי|לנו)|থেকে উপহার|উপহার হিসেবে
      |উপহার দি|(?:রিভিউ|টেস্ট)\S* জন্য (?:দি|পাঠি)|廠商提供|品牌提供|公關品|借測
    `,
    hints: [
      'tilsendt',
      'lånt',
      'saatu',
      'ajándék',
      'kölcsön',
      'hadiah',
      'dihadiahkan',
      'δώρο',
      'έστειλε',
      'δάνεισε',
      'gratuitement',
      'במתנה',
      'הושאל',
      'উপহার',
      'জন্য',
      '提供',
      '公關品',
      '借測',
    ],
    kind: 'gift',
    foreign: true,
    examples: [
      'Headsettet fikk jeg tilsendt fra Elkjøp',
      'Produkterne er tilsendt fra Lumene',
      'Telefonen er lånt af Elgiganten',
      'Saatu Logitechilta testiin',
      'Ajándékba kaptam a Yves Rocher-től',
      'Hadiah daripada Safi, terima kasih!',
      'Το μίξερ είναι δώρο από την Kenwood',
      "J'ai reçu gratuitement ces produits de Lise Watier",
      'קיבלתי במתנה מ-MAC',
      'המכשיר הושאל לי על ידי סמסונג',
      'Lakmé থেকে উপহার হিসেবে পেয়েছি',
      'ফোনটি Walton রিভিউয়ের জন্য দিয়েছে',
      '氣炸鍋是廠商提供的',
    ],
  },
  // Promo codes in Greek ("τον κωδικό"), Malay ("kod diskaun"), Danish and Norwegian ("rabatkode", "koden"), Finnish
  // ("koodilla"), Hungarian ("kuponkód") and traditional Chinese ("優惠碼"); affiliate links in traditional Chinese
  // ("分潤連結").
  {
    re: regex('giu')`
      (?<![\p{L}\p{N}])(?:κωδικ(?:ό|ο|ός|ος|ού|ου)(?: έκπτωσης)?|kod (?:diskaun|promo|baucar)|rabatt?kode\p{L}*|med koden
      |koodilla|alennuskoodi\p{L}*|kuponkód\p{L}*|kedvezménykód\p{L}*)(?![\p{L}\p{N}])|優惠碼|折扣碼
    `,
    hints: [
      'κωδικ',
      'kod ',
      'rabatkode',
      'rabattkode',
      'koden',
      'koodilla',
      'alennuskoodi',
      'kuponkód',
      'kedvezménykód',
      '優惠碼',
      '折扣碼',
    ],
    kind: 'promo',
    foreign: true,
    examples: [
      'Χρησιμοποιήστε τον κωδικό GIORGOS5 για έκπτωση',
      'Kod diskaun ABANG10 di kedai Anker',
      'Brug rabatkoden SOFIE15',
      'Få 5 GB ekstra data med koden GURO5',
      'Elisa Viihde 3 kk 0 € koodilla PELIKAVERIT',
      'Kuponkód: LILI10',
      '輸入優惠碼 XIAOMEI100',
    ],
  },
  {
    re: /分潤連結|分潤|導購連結/gu,
    hints: ['分潤', '導購'],
    kind: 'affiliate',
    foreign: true,
    examples: ['購買連結（分潤連結）：', '以下為分潤連結'],
  },
];
