// Tamil: the language's gift words (a product given, sent or lent to the creator) and sponsor words, as data, and its
// negation. Tamil creators write English's sponsor and affiliate words inside Tamil sentences too ("இந்த வீடியோ
// sponsored இல்லை"), which the English patterns read; this module reads what only Tamil says.
import type { LanguageLexicon } from './words.js';

export const TAMIL: LanguageLexicon = {
  code: 'ta',
  name: 'Tamil',
  gift: {
    verbs: {
      'இலவசமாக அனுப்பி*': 'இந்த குக்கரை Lumora நிறுவனம் எங்களுக்கு இலவசமாக அனுப்பி வைத்தது',
      'இலவசமாக கொடுத்*': 'இந்த போனை Lumora இலவசமாக கொடுத்தார்கள்',
      'இலவசமாக வழங்கி*': 'இந்த மிக்ஸியை Lumora இலவசமாக வழங்கியது',
      'பரிசாக அனுப்பி*': 'இந்த வாட்சை Lumora பரிசாக அனுப்பியது',
      'பரிசாக கொடுத்*': 'இந்த சேலையை Lumora பரிசாக கொடுத்தார்கள்',
      'அன்பளிப்பாக அனுப்பி*': 'இந்த பாத்திரங்களை Lumora அன்பளிப்பாக அனுப்பினார்கள்',
      'ரிவ்யூ செய்ய அனுப்பி*': 'இந்த போனை Lumora ரிவ்யூ செய்ய அனுப்பியது',
      'ரிவ்யூக்காக அனுப்பி*': 'இந்த லேப்டாப்பை Lumora ரிவ்யூக்காக அனுப்பினார்கள்',
    },
    // An act of sending or giving ("அனுப்பினார்கள்", sent; "கொடுத்தார்கள்", gave) with what makes it a gift to the
    // creator: free of charge ("ஃப்ரீயாக"), for the review, or to be given back ("திருப்பி கொடுக்க வேண்டும்").
    acts: {
      அனுப்பினார்கள்: 'இந்த ஹெட்போனை Lumora ஃப்ரீயாக அனுப்பினார்கள்',
      அனுப்பியது: 'இந்த கேமராவை Lumora டெஸ்ட் செய்ய அனுப்பியது',
      'அனுப்பி வைத்த*': 'இந்த ஸ்கூட்டரை Lumora ஒரு வாரத்துக்கு அனுப்பி வைத்தார்கள், திருப்பி கொடுக்க வேண்டும்',
      கொடுத்தார்கள்: 'இந்த பைக்கை Lumora ஒரு வாரத்துக்கு கொடுத்தார்கள், திருப்பி கொடுக்க வேண்டும்',
      கொடுத்தது: 'இந்த போனை Lumora ஃப்ரீயாக கொடுத்தது',
    },
    cues: {
      ஃப்ரீயாக: 'இந்த ஷூவை Lumora ஃப்ரீயாக அனுப்பினார்கள்',
      'டெஸ்ட் செய்ய': 'இந்த டிரோனை Lumora டெஸ்ட் செய்ய அனுப்பியது',
      'திருப்பி கொடுக்க': 'இந்த காரை Lumora கொடுத்தார்கள், திருப்பி கொடுக்க வேண்டும்',
      'review செய்ய': 'இந்த வாட்சை Lumora review செய்ய அனுப்பினார்கள்',
    },
    credits: ['இசை', 'மியூசிக்', 'புகைப்படம்'],
    // A family's or a friend's presents, a birthday, the viewers.
    notGifts: ['அம்மா*', 'அப்பா*', 'நண்பர்*', 'தம்பி', 'அக்கா', 'பிறந்தநாள்*', 'birthday', 'subscribers'],
  },
  paid: {
    phrases: {
      ஸ்பான்சர்: 'இந்த வீடியோவை Lumora ஸ்பான்சர் செய்துள்ளது',
      'பெய்டு பார்ட்னர்ஷிப்': 'Lumora உடன் பெய்டு பார்ட்னர்ஷிப்',
      'கட்டண விளம்பரம்': 'இந்த வீடியோ Lumora-வின் கட்டண விளம்பரம்',
    },
    labels: {
      விளம்பரம்: 'புதிய போன் (விளம்பரம்) – lumora.in',
    },
  },
  negation: {
    // After the words: "ஸ்பான்சர் இல்லை", "விளம்பரம் அல்ல" (is not).
    after: [String.raw`(?:\s+[\p{L}\p{M}]+)?\s+(?:இல்லை|அல்ல)(?![\p{L}\p{M}\p{N}])`],
  },
};
