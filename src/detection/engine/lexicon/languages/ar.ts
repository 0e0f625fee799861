// Arabic: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns. Modern Standard, Gulf and Egyptian spellings.
import { regex } from '../regex.js';
import type { LanguageLexicon } from './words.js';

export const ARABIC: LanguageLexicon = {
  code: 'ar',
  name: 'Arabic',
  gift: {
    verbs: {
      'أرسلت لي': 'شركة Lumora أرسلت لي المنتج',
      'ارسلت لي': 'شركة Lumora ارسلت لي المنتج',
      'أرسلها لي': 'فريق Lumora أرسلها لي للتجربة',
      'أرسلوا لنا': 'فريق Lumora أرسلوا لنا الخيمة',
      'بعثوا لي': 'فريق Lumora بعثوا لي الجهاز',
      بعتولي: 'Lumora بعتولي الموبايل',
      بعتلي: 'Lumora بعتلي الساعة',
      'مقدّم من': 'المنتج مقدّم من Lumora',
      'مقدم من': 'المنتج مقدم من Lumora',
      'مقدمة من': 'الساعة مقدمة من Lumora',
      'مقدّمة من': 'الساعة مقدّمة من Lumora',
      'مهداة من': 'الساعة مهداة من Lumora',
      'مهدى من': 'العطر مهدى من Lumora',
      أهدتني: 'شركة Lumora أهدتني هذا العطر',
      أهداني: 'متجر Lumora أهداني هذه الساعة',
      أهدوني: 'فريق Lumora أهدوني الجهاز',
      'قدمت لي': 'شركة Lumora قدمت لي الجهاز للمراجعة',
      'قدّمت لي': 'شركة Lumora قدّمت لي الجهاز',
      'تم إرسال* لي': 'تم إرساله لي من Lumora',
      'وصلني هدية': 'وصلني هدية من Lumora',
      'وصلتني هدية': 'وصلتني هدية من Lumora',
      'مجانا من': 'حصلت عليه مجانا من Lumora',
      'مجاناً من': 'حصلت عليه مجاناً من Lumora',
      'على سبيل الإعارة': 'الكاميرا على سبيل الإعارة من Lumora',
      'إعارة من': 'الكاميرا إعارة من Lumora',
      'تم تزويدي': 'تم تزويدي بالجهاز من Lumora',
      زودتني: 'شركة Lumora زودتني بالجهاز',
      'شكرا … على المنتجات': 'شكرا لـ Lumora على المنتجات',
      // a stay or a loan: "كنت ضيف عند Lumora" (a guest of), "الإقامة على حساب الفندق" (at the hotel's expense), "السيارة
      // من Lumora للتجربة أسبوع" (for a week's trial)
      'ضيف عند': 'كنت ضيف عند فندق Lumora لمدة ٣ ليالي',
      'ضيفة عند': 'كنت ضيفة عند فندق Lumora',
      'على حساب الفندق': 'فندق Lumora والإقامة على حساب الفندق',
      'على حسابهم': 'استضافنا فندق Lumora والإقامة على حسابهم',
      'للتجربة أسبوع': 'السيارة من Lumora للتجربة أسبوع',
      'للتجربة لمدة': 'الجهاز من Lumora للتجربة لمدة شهر',
      'شكراً … على المنتجات': 'شكراً لـ Lumora على المنتجات',
    },
    labels: {
      هدية: 'العطر (هدية) – lumora.com',
    },
    credits: ['موسيقى', 'الموسيقى', 'صور', 'الصور', 'لقطات', 'اللقطات'],
    notGifts: [
      'أفكار هدايا',
      'هدايا عيد',
      'عيد ميلاد',
      'عيد الأم',
      'مسابقة',
      // a contest's prize ("الجائزة الأولى كانت جوالات مقدمة من Lumora")
      'الجائزة',
      'جائزة',
      'جوائز',
      'سحب',
      'أمي',
      'ماما',
      'أبي',
      'بابا',
      'زوجي',
      'زوجتي',
      'المتابعين',
      'المشتركين',
      'منكم',
      'رسالة',
      'رسائل',
      'تعليق*',
      'أسئلة',
    ],
  },
  paid: {
    // The language's sponsor phrases are its hand-written patterns (below); its ad labels are read in brackets.
    phrases: {},
    labels: {
      إعلان: 'سفرة Lumora (إعلان)',
      اعلان: 'سفرة Lumora (اعلان)',
      'إعلان مدفوع': 'سفرة Lumora (إعلان مدفوع)',
    },
  },
  negation: {
    before: ['ليس', 'ليست', 'لم', 'بدون'],
  },
  patterns: [
    // Paid: إعلان مدفوع, الراعي الرسمي, برعاية.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:إعلان مدفوع|#إعلان|#اعلان|الراعي الرسمي|شراكة مدفوعة|على رعاية|لرعاية
        |برعاية)(?![\p{L}\p{N}])
      `,
      hints: ['إعلان', 'اعلان', 'الراعي', 'رعاية', 'شراكة', 'برعاية'],
      kind: 'paid',
      foreign: true,
      examples: ['إعلان مدفوع بالتعاون مع نون', 'شكرا لنون على رعاية هذا الفيديو'],
    },
    // Affiliate: إحالة (referral).
    {
      re: /(?<![\p{L}\p{N}])(?:رابط (?:ال)?إحالة|إحالة)(?![\p{L}\p{N}])/giu,
      hints: ['إحالة'],
      kind: 'affiliate',
      foreign: true,
      examples: ['رابط الإحالة الخاص بي'],
    },
    // Promo codes: كود الخصم.
    {
      // "كودي" (my code), and the word before a Latin code ("كود LAMA15", "بكود: MARA10").
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:كود (?:ال)?(?:خصم|حسم)|استخدم\p{L}* (?:ال)?كود\p{L}?|بكود|كودي
        |(?:ب|و)?كود(?:ي|ك)?(?=:?\s?[A-Z0-9]{3,}(?![\p{L}\p{N}])))(?![\p{L}\p{N}])
      `,
      hints: ['كود'],
      kind: 'promo',
      foreign: true,
      examples: ['استخدم كود الخصم MARA', 'استخدموا كودي MARA', 'نون Noon: كود MARA15'],
    },
    // Discounts: "خصم 10%".
    {
      // In Arabic-Indic digits and sign too: "خصم ١٥٪".
      re: /خصم\s?[\d٠-٩]{1,3}\s?[%٪]|[\d٠-٩]{1,3}\s?[%٪]\s?خصم/giu,
      hints: ['خصم'],
      kind: 'cta',
      foreign: true,
      examples: ['خصم 15% على الطلب الأول', 'خصم ١٥٪ على أول طلب'],
    },
    // Paid: برعاية, بالتعاون مع.
    {
      re: /(?<![\p{L}\p{N}])(?:برعاية|بالتعاون مع)(?![\p{L}\p{N}])/giu,
      hints: ['برعاية', 'بالتعاون'],
      kind: 'paid',
      foreign: true,
      examples: ['برعاية نون'],
    },
    // Affiliate: افلييت, عمولة.
    {
      re: /(?<![\p{L}\p{N}])(?:افلييت|أفلييت|عمولة)(?![\p{L}\p{N}])/giu,
      hints: ['افلييت', 'أفلييت', 'عمولة'],
      kind: 'affiliate',
      foreign: true,
      examples: ['رابط افلييت أمازون'],
    },
    // Promo codes: كود خصم, كوبون.
    {
      re: /(?<![\p{L}\p{N}])(?:كود خصم|كوبون)(?![\p{L}\p{N}])/giu,
      hints: ['كود', 'كوبون'],
      kind: 'promo',
      foreign: true,
      examples: ['كود خصم MARA'],
    },
    // Sent to me, presented by: أرسلوا لي, مقدم من.
    {
      re: /(?<![\p{L}\p{N}])(?:أرسلوا لي|ارسلوا لي)(?![\p{L}\p{N}])/giu,
      hints: ['أرسلوا', 'ارسلوا'],
      kind: 'gift',
      foreign: true,
      examples: ['أرسلوا لي سماعات سامسونج'],
    },
    // A gift from: هدية من.
    {
      re: /(?<![\p{L}\p{N}])(?:هدية من)(?![\p{L}\p{N}])/giu,
      hints: ['هدية'],
      kind: 'gift',
      foreign: true,
      examples: ['هدية من سامسونج'],
    },
    // Reached me from, presented by, hosted me: وصلني من, مقدمين من, استضافني.
    {
      re: /(?<![\p{L}\p{N}])(?:وصلني من|وصلتني من|مقدمين من|استضاف(?:ني|نا|تني|تنا|ونا))(?![\p{L}\p{N}])/giu,
      hints: ['وصل', 'مقدمين', 'استضاف'],
      kind: 'gift',
      foreign: true,
      examples: ['وصلني من شاومي للمراجعة', 'المنتجات مقدمين من لوريال', 'استضافني فندق هيلتون'],
    },
  ],
};
