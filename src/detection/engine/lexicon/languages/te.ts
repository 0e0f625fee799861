// Telugu: the language's gift words (a product or a stay given, sent or lent to the creator), as data, and its
// negation. Telugu creators write English's sponsor and affiliate words inside Telugu sentences ("ఎవరూ sponsor
// చేయలేదు", "పైన ఉన్నవి affiliate links"), which the English patterns read; this module reads what only Telugu says.
import type { LanguageLexicon } from './words.js';

export const TELUGU: LanguageLexicon = {
  code: 'te',
  name: 'Telugu',
  gift: {
    verbs: {
      'గిఫ్ట్ గా పంపారు': 'ఈ వాచ్ Lumora వాళ్ళు గిఫ్ట్ గా పంపారు',
      'గిఫ్ట్ గా ఇచ్చారు': 'ఈ హెడ్‌ఫోన్స్ Lumora వాళ్ళు గిఫ్ట్ గా ఇచ్చారు',
    },
    // An act of giving or sending ("ఇచ్చారు", gave; "పంపారు", sent) with what makes it a gift to the creator: free of
    // charge ("ఉచితంగా", "ఫ్రీగా"), for the review, or to be given back ("తిరిగి ఇవ్వాలి").
    acts: {
      ఇచ్చారు: 'మా హోటల్ స్టే Lumora వాళ్ళు ఉచితంగా ఇచ్చారు',
      ఇచ్చాడు: 'ఈ ఫోన్ Lumora వాళ్ళు రివ్యూ కోసం ఇచ్చాడు',
      ఇచ్చింది: 'ఈ కెమెరా Lumora కంపెనీ ఫ్రీగా ఇచ్చింది',
      పంపారు: 'ఈ వాచ్ Lumora వాళ్ళు ఉచితంగా పంపారు',
      పంపాడు: 'ఈ ఫోన్ Lumora టీమ్ review కోసం పంపాడు',
      పంపింది: 'ఈ స్పీకర్ Lumora కంపెనీ free గా పంపింది',
      పంపించారు: 'ఈ ల్యాప్‌టాప్ Lumora వాళ్ళు టెస్ట్ కోసం పంపించారు',
    },
    cues: {
      ఉచితంగా: 'ఈ షూస్ Lumora వాళ్ళు ఉచితంగా పంపారు',
      ఫ్రీగా: 'ఈ ఫోన్ Lumora వాళ్ళు ఫ్రీగా ఇచ్చారు',
      'free గా': 'ఈ ఇయర్‌బడ్స్ Lumora వాళ్ళు free గా ఇచ్చారు',
      'రివ్యూ కోసం': 'ఈ ఫోన్ Lumora వాళ్ళు రివ్యూ కోసం పంపారు',
      'review కోసం': 'ఈ వాచ్ Lumora వాళ్ళు review కోసం ఇచ్చారు',
      'టెస్ట్ కోసం': 'ఈ కెమెరా Lumora టెస్ట్ కోసం ఇచ్చారు',
      'test కోసం': 'ఈ గింబల్ Lumora వాళ్ళు test కోసం పంపారు',
      'తిరిగి ఇవ్వాలి': 'ఈ బైక్ Lumora వాళ్ళు వారం కోసం ఇచ్చారు, తిరిగి ఇవ్వాలి',
    },
    credits: ['మ్యూజిక్', 'సంగీతం', 'ఫోటోలు'],
    // A family's presents ("తమ్ముడు అమ్మకి iPhone గిఫ్ట్ ఇచ్చాడు"), a birthday, the viewers' comments.
    notGifts: [
      'అమ్మ*',
      'నాన్న*',
      'తమ్ముడు',
      'అన్నయ్య',
      'అక్క',
      'చెల్లి',
      'ఫ్రెండ్*',
      'పుట్టినరోజు*',
      'birthday',
      'subscribers',
      'comments',
    ],
  },
  negation: {
    // "ఎవరూ sponsor చేయలేదు" (nobody sponsored): nobody, before the words.
    before: ['ఎవరూ'],
    // A verb denied after the words: "sponsor చేయలేదు" (did not), "sponsored వీడియో కాదు" (is not).
    after: [String.raw`(?:\s+[\p{L}\p{M}]+)?\s*\p{Script=Telugu}*(?:లేదు|కాదు)(?![\p{L}\p{M}\p{N}])`],
  },
};
