// Hebrew: the language's gift words (a product given, sent or lent to the creator) and sponsor words, as data, and its
// hand-written gift patterns. Patterns that read it together with other languages are in ../worldLanguages.ts.
import type { LanguageLexicon } from './words.js';

export const HEBREW: LanguageLexicon = {
  code: 'he',
  name: 'Hebrew',
  gift: {
    verbs: {
      'נשלח אליי': 'המוצר נשלח אליי מ-Lumora',
      'נשלחו אליי': 'המוצרים נשלחו אליי על ידי Lumora',
      'נשלח לי': 'המכשיר נשלח לי מ-Lumora',
      'נשלחו לי': 'המוצרים נשלחו לי מ-Lumora',
      'שלחו לי': 'Lumora שלחו לי את הקולקציה החדשה',
      'שלחה לי': 'חברת Lumora שלחה לי את המכשיר',
      'שלחו לנו': 'Lumora שלחו לנו שני אוהלים',
      באדיבות: 'המצלמה באדיבות Lumora',
      'קיבלתי לסקירה': 'את הטלפון קיבלתי לסקירה מ-Lumora',
      'קיבלתי לבדיקה': 'את המכשיר קיבלתי לבדיקה מ-Lumora',
      'נשלח* לסקירה': 'המכשיר נשלח לסקירה על ידי Lumora',
      'קיבלתי ללא תשלום': 'את המוצר קיבלתי ללא תשלום מ-Lumora',
      להשאלה: 'המצלמה קיבלתי להשאלה מ-Lumora',
      בהשאלה: 'העדשה בהשאלה מ-Lumora',
      'תודה … על המוצרים': 'תודה ל-Lumora על המוצרים',
    },
    nouns: {
      'מתנה מ*': 'מתנה מ-Lumora',
    },
    labels: {
      מתנה: 'סוודר (מתנה) – lumora.co.il',
    },
    credits: ['מוזיקה', 'מוסיקה', 'צילום', 'צילומים', 'תמונות', 'קטעי וידאו', '*סרטון', '*תיעוד', '*צילום'],
    notGifts: [
      'רעיונות למתנ*',
      'מתנות לחג',
      'יום הולדת',
      'הגרלה',
      'אמא',
      'אבא',
      'מאמא',
      'מאבא',
      'אמא שלי',
      'בעלי',
      'אשתי',
      'חבר שלי',
      'חברה שלי',
      'עוקבים',
      'מכם',
      'הודעות',
      'שאלות',
      'תגובות',
    ],
  },
  paid: {
    phrases: {
      ממומן: 'הסרטון ממומן על ידי Lumora',
      בחסות: 'הסרטון בחסות Lumora',
      'בשיתוף פעולה עם': 'הסרטון נעשה בשיתוף פעולה עם Lumora',
      'שיתוף פעולה בתשלום': 'שיתוף פעולה בתשלום עם Lumora',
      'תוכן שיווקי': 'תוכן שיווקי בשיתוף Lumora',
    },
    labels: {
      פרסומת: 'מצלמה חדשה (פרסומת) – lumora.co.il',
    },
    notPaid: ['הקבוצה', 'הליגה'],
  },
  patterns: [
    // Received as a gift, lent to me: קיבלתי במתנה, הושאל לי.
    {
      re: /קיבלתי במתנה|קיבלנו במתנה|במתנה מ|הושאל(?:ה|ו)? (?:לי|לנו)/giu,
      hints: ['במתנה', 'הושאל'],
      kind: 'gift',
      foreign: true,
      examples: ['קיבלתי במתנה מ-MAC', 'המכשיר הושאל לי על ידי סמסונג'],
    },
  ],
};
