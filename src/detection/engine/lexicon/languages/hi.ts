// Hindi: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns. In Devanagari and in the Latin letters of Hinglish.
import { regex } from '../regex.js';
import type { LanguageLexicon } from './words.js';

export const HINDI: LanguageLexicon = {
  code: 'hi',
  name: 'Hindi',
  gift: {
    verbs: {
      'भेजे हैं': 'ये प्रोडक्ट्स Lumora ने भेजे हैं',
      'भेजी है': 'ये घड़ी Lumora ने भेजी है',
      'भेजे गए': 'ये प्रोडक्ट्स Lumora द्वारा भेजे गए हैं',
      'भेजी गई': 'ये घड़ी Lumora द्वारा भेजी गई है',
      'गिफ्ट किया': 'ये फोन Lumora ने गिफ्ट किया है',
      'गिफ्ट किए': 'ये प्रोडक्ट्स Lumora ने गिफ्ट किए हैं',
      'गिफ्ट की': 'ये घड़ी Lumora ने गिफ्ट की है',
      'तोहफे में': 'ये घड़ी Lumora से तोहफे में मिली',
      'मुफ्त में मिला': 'ये फोन Lumora से मुफ्त में मिला',
      'मुफ़्त में मिला': 'ये फोन Lumora से मुफ़्त में मिला',
      'फ्री में मिला': 'ये फोन Lumora से फ्री में मिला',
      'फ्री में दिया': 'ये फोन Lumora ने फ्री में दिया',
      'समीक्षा के लिए भेज*': 'Lumora ने ये फोन समीक्षा के लिए भेजा है',
      'समीक्षा के लिए दि*': 'Lumora ने ये फोन समीक्षा के लिए दिया है',
      'रिव्यू के लिए मिला': 'ये फोन Lumora से रिव्यू के लिए मिला',
      'द्वारा भेजा': 'यह फोन Lumora द्वारा भेजा गया है',
      'bheje hai*': 'Ye products Lumora ne bheje hain',
      'bheji hai': 'Ye watch Lumora ne bheji hai',
      'bheje the': 'Ye products Lumora ne bheje the',
      'bhej diya': 'Lumora ne ye phone bhej diya review ke liye',
      'bhej diye': 'Lumora ne ye products bhej diye',
      bhejwaya: 'Lumora ne ye phone bhejwaya hai',
      'muft mein mila': 'Ye phone Lumora se muft mein mila',
      'muft me mila': 'Ye phone Lumora se muft me mila',
      'free mai mila': 'Ye phone Lumora se free mai mila',
      'review ke liye mila': 'Ye phone Lumora se review ke liye mila',
      'review ke liye aaya': 'Ye phone Lumora se review ke liye aaya hai',
      'karne ke liye diya': 'Lumora ne ye phone test karne ke liye diya',
      'karne ke liye bheja': 'Lumora ne ye phone review karne ke liye bheja',
      'gift kiye': 'Ye products Lumora ne gift kiye hain',
      'gift ki hai': 'Ye watch Lumora ne gift ki hai',
      'gift mila': 'Ye phone Lumora se gift mila hai',
      'gift mile': 'Ye products Lumora se gift mile hain',
      'gift mili': 'Ye watch Lumora se gift mili hai',
      'गिफ्ट मिला': 'ये फोन Lumora से गिफ्ट मिला है',
      'गिफ्ट में मिला': 'ये फोन Lumora से गिफ्ट में मिला है',
      'uphaar mein mil*': 'Ye mixer Lumora ki taraf se uphaar mein mila hai',
      'uphaar me mil*': 'Ye mixer Lumora se uphaar me mila',
      'tohfe mein mil*': 'Ye watch Lumora se tohfe mein mili',
      'tohfe me mil*': 'Ye watch Lumora se tohfe me mila',
      'gift mein mil*': 'Ye phone Lumora se gift mein mila',
      'gift me mil*': 'Ye phone Lumora se gift me mila',
      'उपहार में मिल*': 'ये मिक्सर Lumora की तरफ से उपहार में मिला है',
      'bhejne ke liye shukriya': 'Lumora ko products bhejne ke liye shukriya',
      'bhejne ke liye thank*': 'Lumora ko phone bhejne ke liye thanks',
      'भेजने के लिए धन्यवाद': 'Lumora को फोन भेजने के लिए धन्यवाद',
      'भेजने के लिए शुक्रिया': 'Lumora को फोन भेजने के लिए शुक्रिया',
    },
    labels: {
      उपहार: 'घड़ी (उपहार) – lumora.in',
      गिफ्ट: 'घड़ी (गिफ्ट) – lumora.in',
    },
    credits: ['संगीत', 'म्यूजिक', 'म्यूज़िक', 'फोटो', 'तस्वीरें'],
    notGifts: [
      'गिफ्ट आइडिया*',
      'उपहार के आइडिया',
      'जन्मदिन',
      'birthday',
      'गिवअवे',
      'मम्मी',
      'पापा',
      'मां',
      'माँ',
      'mummy',
      'mumma',
      'papa',
      'subscribers',
      'सब्सक्राइबर*',
      'आप लोगों',
      'aap logo*',
      'मैसेज',
      'कमेंट*',
      'सवाल',
      'messages',
      'comments',
    ],
  },
  negation: {
    // after the words: "नहीं", Hinglish "sponsor nahi kiya".
    after: [String.raw`\s*(?:नहीं|(?:nahi|nahin|nhi)(?![\p{L}\p{N}]))`],
  },
  patterns: [
    // Paid: विज्ञापन, प्रायोजक, स्पॉन्सर, and Hinglish "sponsor kiya hai".
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:विज्ञापन|प्रायोजक|स्पॉन्सर|के सहयोग से)(?![\p{L}\p{N}])|(?:sponsor|paid partnership
        |promotion) (?:kiya|kia|hai|he)(?![\p{L}\p{N}])
      `,
      hints: [
        'विज्ञापन',
        'प्रायोजक',
        'स्पॉन्सर',
        'सहयोग',
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
        'इस वीडियो में विज्ञापन शामिल है',
        'Is video ko Boat ne sponsor kiya hai',
        'इस वीडियो को Boat ने स्पॉन्सर किया है',
      ],
    },
    // Promo codes: "code use karo", कोड.
    {
      re: /(?<![\p{L}\p{N}])(?:code use (?:karo|karein|kare)|कोड)(?![\p{L}\p{N}])/giu,
      hints: ['code use', 'कोड'],
      kind: 'promo',
      foreign: true,
      examples: ['Code use karo MARA10'],
    },
    // Discounts: "10% की छूट".
    {
      re: /\d{1,3}\s?%\s?(?:की )?छूट/giu,
      hints: ['छूट'],
      kind: 'cta',
      foreign: true,
      examples: ['10% की छूट'],
    },
    // Paid: प्रायोजित.
    {
      re: /(?<![\p{L}\p{N}])(?:प्रायोजित|स्पॉन्सर्ड)(?![\p{L}\p{N}])/giu,
      hints: ['प्रायोजित', 'स्पॉन्सर'],
      kind: 'paid',
      foreign: true,
      examples: ['यह वीडियो प्रायोजित है'],
    },
    // Affiliate: एफिलिएट, कमीशन.
    {
      re: /(?<![\p{L}\p{N}])(?:एफिलिएट|कमीशन)(?![\p{L}\p{N}])/giu,
      hints: ['एफिलिएट', 'कमीशन'],
      kind: 'affiliate',
      foreign: true,
      examples: ['एफिलिएट लिंक'],
    },
    // Promo codes: कूपन कोड.
    {
      re: /(?<![\p{L}\p{N}])(?:कूपन कोड)(?![\p{L}\p{N}])/giu,
      hints: ['कूपन'],
      kind: 'promo',
      foreign: true,
      examples: ['कूपन कोड MARA'],
    },
    // Hinglish: "gift kiya", "host kiya", "bheja hai", "free mein mila".
    {
      re: /(?<![\p{L}\p{N}])(?:(?:gift|host) (?:kiya|kia|kiye)|bheja (?:hai|tha|gaya)|free (?:me|mein) (?:mila|diya))(?![\p{L}\p{N}])/giu,
      hints: ['gift ki', 'host ki', 'bheja', 'free me'],
      kind: 'gift',
      foreign: true,
      examples: [
        'Ye phone OnePlus ne gift kiya hai',
        'Hotel ne humein do raat ke liye host kiya tha',
        'Ye headphones Boat ne bheja hai review ke liye',
      ],
    },
    // Given or sent for review ("review के लिए दिया", "review ke liye diya"), उपहार, भेजा.
    {
      re: /(?:review|रिव्यू|test|टेस्ट) के लिए (?:दिए|दिया|दी|भेजे|भेजी)|(?<![\p{L}\p{N}])(?:(?:review|test|testing) ke liye (?:diya|diye|di|bheja|bheje)|उपहार|भेजा)(?![\p{L}\p{N}])/giu,
      hints: ['के लिए', 'ke liye', 'उपहार', 'भेजा'],
      kind: 'gift',
      foreign: true,
      examples: [
        'Samsung ne yeh phone review ke liye diya hai',
        'Vivo ने ये phone review के लिए दिया है',
        'Ye phone ek उपहार है',
      ],
    },
  ],
};
