// Urdu: the language's gift words (a product given, sent or lent to the creator) and sponsor words, as data. Roman Urdu
// shares Hinglish's words (hi.ts).
import type { LanguageLexicon } from './words.js';

export const URDU: LanguageLexicon = {
  code: 'ur',
  name: 'Urdu',
  gift: {
    verbs: {
      'تحفے میں': 'یہ گھڑی Lumora کی طرف سے تحفے میں ملی',
      'کی طرف سے تحفہ': 'Lumora کی طرف سے تحفہ',
      'نے بھیجا': 'یہ فون Lumora نے بھیجا ہے',
      'نے بھیجی': 'یہ گھڑی Lumora نے بھیجی ہے',
      'نے بھیجے': 'یہ پروڈکٹس Lumora نے بھیجے ہیں',
      'ریویو کے لیے دیا': 'Lumora نے یہ فون ریویو کے لیے دیا',
      'ریویو کے لئے دیا': 'Lumora نے یہ فون ریویو کے لئے دیا',
      'ریویو کے لیے بھیجا': 'Lumora نے یہ فون ریویو کے لیے بھیجا',
      'مفت میں ملا': 'یہ فون Lumora سے مفت میں ملا',
      'گفٹ کیا': 'یہ فون Lumora نے گفٹ کیا ہے',
      'گفٹ کی': 'یہ گھڑی Lumora نے گفٹ کی ہے',
    },
    labels: {
      تحفہ: 'گھڑی (تحفہ) – lumora.pk',
    },
    credits: ['موسیقی', 'میوزک', 'تصاویر'],
    notGifts: ['تحفے کے آئیڈیاز', 'سالگرہ', 'امی', 'ابو', 'سبسکرائبرز', 'آپ لوگوں', 'آپ نے'],
  },
  paid: {
    phrases: {
      سپانسر: 'اس ویڈیو کو Lumora نے سپانسر کیا',
      اسپانسر: 'اس ویڈیو کا اسپانسر Lumora ہے',
      'کے تعاون سے': 'یہ ویڈیو Lumora کے تعاون سے بنائی گئی',
    },
    labels: {
      اشتہار: 'نیا کیمرہ (اشتہار) – lumora.pk',
    },
  },
  negation: {
    // after the words: "سپانسر نہیں".
    after: [
      String.raw`(?:\s+[\p{L}\p{M}]+){0,2}\s+نہیں(?![\p{L}\p{M}\p{N}])`,
      String.raw`\s*نہیں(?![\p{L}\p{M}\p{N}])`,
    ],
  },
};
