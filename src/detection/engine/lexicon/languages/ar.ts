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
      re: /(?<![\p{L}\p{N}])(?:كود (?:ال)?(?:خصم|حسم)|استخدم (?:ال)?كود|بكود)(?![\p{L}\p{N}])/giu,
      hints: ['كود'],
      kind: 'promo',
      foreign: true,
      examples: ['استخدم كود الخصم MARA'],
    },
    // Discounts: "خصم 10%".
    {
      re: /خصم\s?\d{1,3}\s?%|\d{1,3}\s?%\s?خصم/giu,
      hints: ['خصم'],
      kind: 'cta',
      foreign: true,
      examples: ['خصم 15% على الطلب الأول'],
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
      re: /(?<![\p{L}\p{N}])(?:أرسلوا لي|ارسلوا لي|مقدم من|مقدمة من)(?![\p{L}\p{N}])/giu,
      hints: ['أرسلوا', 'ارسلوا', 'مقدم'],
      kind: 'gift',
      foreign: true,
      examples: ['المنتج مقدم من سامسونج'],
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
