// Hindi: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns. In Devanagari and in the Latin letters of Hinglish.
import { regex } from '../regex.js';
import type { LanguageLexicon } from './words.js';

// News of a league's, a team's or an event's sponsor, not the video's: "Vivo टाइटल स्पॉन्सर बना रहेगा", "BCCI का
// मुख्य प्रायोजक", "टीम इंडिया की जर्सी स्पॉन्सर", "IPL ka title sponsor", "स्पॉन्सरशिप करार".
const EVENT_SPONSOR = regex('iu')`
  (?:टाइटल|मुख्य|आधिकारिक|ऑफिशियल|जर्सी|किट|title|official|jersey|kit)\s(?:स्पॉन्सर|प्रायोजक|sponsor)
  |(?:IPL|आईपीएल|BCCI|बीसीसीआई|लीग|टूर्नामेंट|टीम|वर्ल्ड कप|विश्व कप|league|team|tournament)\s(?:का|के|की|ka|ke|ki)\s
  (?:[\p{L}\p{M}]+\s)?(?:स्पॉन्सर|प्रायोजक|sponsor)|(?:स्पॉन्सरशिप|प्रायोजन)\s(?:डील|करार|अधिकार|राइट्स)
`;

export const HINDI: LanguageLexicon = {
  code: 'hi',
  name: 'Hindi',
  gift: {
    verbs: {
      'gift mein aay*': 'Ye mixer-grinder Lumora ki taraf se gift mein aaya hai',
      // A trip at the host's invitation: "hum Lumora Tourism ke nimantran pe aaye the".
      'ke nimantran pe': 'Hum Lumora Tourism ke nimantran pe aaye the, stay unki taraf se tha',
      'ke nimantran par': 'Hum Lumora ke nimantran par Kutch gaye the',
      'के निमंत्रण पर': 'हम Lumora के निमंत्रण पर कच्छ गए थे',
      'gift me aay*': 'Ye kit Lumora se gift me aayi hai',
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
      // Free from the maker without "में", in the past: "कंपनी की तरफ़ से मुफ़्त मिला है", Hinglish "muft mila", "muft
      // mein aaya" (not what viewers will get free: "PDF चैनल पर मुफ़्त मिलेगी").
      'मुफ़्त मिला': 'ये कुकर Lumora की तरफ़ से मुफ़्त मिला है',
      'मुफ़्त मिली': 'ये घड़ी Lumora की तरफ़ से मुफ़्त मिली है',
      'मुफ़्त मिले': 'ये बर्तन Lumora से मुफ़्त मिले थे',
      'मुफ्त मिला': 'ये मिक्सर Lumora से मुफ्त मिला',
      'मुफ्त मिली': 'ये केतली Lumora से मुफ्त मिली',
      'muft mila': 'Ye trimmer Lumora ki taraf se muft mila hai',
      'muft mili': 'Ye watch Lumora ki taraf se muft mili hai',
      'muft mein aaya': 'Ye speaker Lumora ki taraf se muft mein aaya hai',
      'muft mein aayi': 'Ye smartwatch Lumora ki taraf se muft mein aayi hai',
      'muft mein aaye': 'Ye earbuds Lumora ki taraf se muft mein aaye the',
      'muft me aaya': 'Ye kit Lumora se muft me aaya tha',
      // Come unasked from the maker: "Lumora ki taraf se bina maange aa gaye the", "बिना माँगे आया" (not what will come).
      'bina maange aa gay*': 'Ye earphones Lumora ki taraf se bina maange aa gaye the',
      'bina maange aaya': 'Ye mixer Lumora ki taraf se bina maange aaya',
      'bina maange aayi': 'Ye watch Lumora se bina maange aayi thi',
      'bina maange aaye': 'Ye samples Lumora se bina maange aaye the',
      'bina mange aa gay*': 'Ye kit Lumora se bina mange aa gaya tha',
      'बिना माँगे आ गए': 'ये ईयरफ़ोन Lumora की तरफ़ से बिना माँगे आ गए थे',
      'बिना माँगे आया': 'ये मिक्सर Lumora की तरफ़ से बिना माँगे आया',
      'बिना मांगे आई': 'ये घड़ी Lumora से बिना मांगे आई थी',
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
      // Sent by the brand, told as whose sending it is ("Ye helmet Lumora ka bheja hua hai"), and nothing of the
      // creator's spent on it ("Lumora se aaya, is helmet pe mera ek paisa nahi laga").
      'ka bheja hua': 'Ye helmet Lumora ka bheja hua hai',
      'ki bheji hui': 'Ye saree Lumora ki bheji hui hai',
      'ke bheje hue': 'Ye products Lumora ke bheje hue hain',
      'mera ek paisa nahi laga': 'Ye helmet Lumora se aaya, is pe mera ek paisa nahi laga',
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
      'taraf se … free mil*': 'Lumora ki taraf se diamonds free mile the',
      'pr mein aa*': 'Ye lipsticks Lumora ki taraf se PR mein aayi thi',
      'pr me aa*': 'Ye palette Lumora se PR me aaya',
      'review ke liye … diy*': 'Lumora ne review ke liye ye phone diya hai',
      'review ke liye … di hai': 'Lumora ne review ke liye ye watch di hai',
      'tohfe mein di*': 'Ye cooker Lumora walon ne tohfe mein diya',
      'tohfe me di*': 'Ye mixer Lumora walon ne tohfe me diya hai',
      'tohfe mein bhej*': 'Ye saree Lumora ne tohfe mein bheji',
      'tohfe me bhej*': 'Ye kit Lumora walon ne tohfe me bheja',
      'tohfa di*': 'Lumora walon ne ye tohfa diya hai',
      'tohfa bhej*': 'Lumora ne ye tohfa bheja hai',
      'gift mein di*': 'Ye watch Lumora walon ne gift mein di',
      'gift me di*': 'Ye phone Lumora ne gift me diya',
      'gift mein bhej*': 'Ye hamper Lumora ne gift mein bheja',
      'gift me bhej*': 'Ye products Lumora walon ne gift me bheje',
      'uphaar mein di*': 'Ye mixer Lumora ne uphaar mein diya',
      'तोहफ़े में': 'ये कुकर Lumora वालों ने तोहफ़े में दिया',
      'गिफ्ट में दिया': 'ये फोन Lumora ने गिफ्ट में दिया',
      'गिफ्ट में दी': 'ये घड़ी Lumora वालों ने गिफ्ट में दी',
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
    acts: {
      bheja: 'Lumora ne mujhe ye kit free mein bheja',
      // Brought for a day and taken back ("Lumora ki team demo tractor leke aayi thi, shaam ko wapas le gaye").
      'leke aay*': 'Lumora ki team ek din ke liye demo tractor leke aayi thi, shaam ko wapas le gaye',
      bheje: 'Lumora ki taraf se ye products bheje gaye',
      bheji: 'Lumora ne ye saree humein gift mein bheji',
      'bhent kiy*': 'Lumora ne ye poora kit mujhe bhent kiya tha',
      udhaar: 'Ye unit Lumora ne test karne ke liye udhaar diya tha',
      भेजा: 'Lumora ने मुझे यह किट भेजा',
      // The feminine and the plural: "Lumora ने यह वॉच बिना किसी शर्त के मुझे भेजी थी", "भेजे थे".
      भेजी: 'Lumora ने यह घड़ी मुझे भेजी थी',
      भेजे: 'Lumora ने ये ईयरबड्स मुझे भेजे थे',
      // Sent, with its auxiliary of a finished act: "15 जोड़ी शूज़ भेज दिए — बिल्कुल मुफ़्त", "bhej diya".
      'भेज दिए': 'Lumora की टीम ने 15 जोड़ी शूज़ भेज दिए — बिल्कुल मुफ़्त',
      'भेज दिया': 'Lumora ने यह कैमरा मुझे भेज दिया',
      'भेज दी': 'Lumora ने यह घड़ी मुफ़्त भेज दी',
      'bhej diye': 'Lumora ne 10 jersey free mein bhej diye',
      'bhej diya': 'Lumora ne ye phone mujhe bhej diya',
      // Delivered to the creator (transitive "पहुंचाया", not "पहुंचा", reached): "यह यूनिट Lumora ने मेरे पास पहुंचाई थी".
      पहुंचाई: 'यह यूनिट Lumora ने जांच के लिए मेरे पास पहुंचाई थी',
      पहुंचाया: 'यह फोन Lumora ने मेरे पास पहुंचाया',
      पहुंचाए: 'ये सैंपल Lumora ने मेरे पास पहुंचाए',
      पहुँचाई: 'यह घड़ी Lumora ने मेरे पास पहुँचाई',
      पहुँचाया: 'यह लैपटॉप Lumora ने मेरे पास पहुँचाया',
      पहुँचाए: 'ये प्रोडक्ट्स Lumora ने मेरे पास पहुँचाए',
      // Left with the creator for a while ("Lumora wale ye unit 2 hafte ke liye de gaye hain, review ke baad lautana
      // hai"), a unit that stays with the creator until it goes back ("sirf 2 hafte mere paas rahega, phir company ko
      // return jayega", "मेरे पास रहेगा, फिर वापस जाएगा").
      'de gaye': 'Lumora wale ye unit 2 hafte ke liye de gaye hain',
      'de gayi': 'Lumora wale ye watch review ke liye de gayi, lautani hai',
      'de gaye the': 'Lumora ke log ye camera do hafte ke liye de gaye the',
      'mere paas rahega': 'Lumora ka ye phone sirf 2 hafte mere paas rahega, phir wapas jayega',
      'mere paas rahegi': 'Lumora ki ye watch ek mahine mere paas rahegi, phir return jayegi',
      'mere paas rahenge': 'Lumora ke ye earbuds 10 din mere paas rahenge, phir lautane hain',
      'hamare paas rahega': 'Lumora ka ye scooter ek hafta hamare paas rahega, phir wapas jayega',
      'मेरे पास रहेगा': 'Lumora का यह फोन दो हफ्ते मेरे पास रहेगा, फिर वापस जाएगा',
      'मेरे पास रहेगी': 'Lumora की यह घड़ी एक महीना मेरे पास रहेगी, फिर लौटानी है',
      // Had it sent (भिजवाना), left it behind (chhod ke gaye): "Lumora वालों ने डाक से भिजवाया था, एकदम मुफ़्त", "ye pump
      // Lumora wale khud gaon me chhod ke gaye the - pasand na aaye to bhi rakh lena".
      भिजवाया: 'यह कुकर Lumora वालों ने डाक से भिजवाया था, एकदम मुफ़्त',
      भिजवाई: 'यह घड़ी Lumora ने मुझे भिजवाई, मुफ़्त',
      भिजवाए: 'ये बर्तन Lumora ने मुफ़्त भिजवाए थे',
      bhijwaya: 'Ye cooker Lumora walon ne muft bhijwaya tha',
      'chhod ke gaye': 'Ye pump Lumora wale khud gaon me chhod ke gaye the, rakh lena bole',
      'chhod gaye': 'Lumora wale ye sprayer chhod gaye, bole rakh lena',
      भेंट: 'Lumora ने हमें यह किट भेंट की',
      उधार: 'Lumora ने मुझे यह कैमरा उधार दिया',
    },
    cues: {
      'ki taraf se': 'Ye mixer Lumora ki taraf se bheja gaya',
      'ke taraf se': 'Lumora ke taraf se ye kit bheja gaya',
      'ki or se': 'Lumora ki or se ye phone bheja gaya',
      mujhe: 'Lumora ne mujhe ye kit bheja',
      humein: 'Lumora ne humein ye camera udhaar diya',
      hamein: 'Lumora ne hamein ye samples bheje',
      hume: 'Lumora ne hume ye laptop bheja',
      'free mein': 'Lumora ne ye kit free mein bheja',
      'test karne ke liye': 'Lumora ne test karne ke liye ye phone bheja',
      'review karne ke liye': 'Lumora ne review karne ke liye ye laptop bheja',
      wapas: 'Lumora ne ye unit udhaar diya hai, wapas karna hai',
      'review ke liye': 'Lumora ne yeh headphones review ke liye bheje',
      'test ke liye': 'Lumora ne ye phone test ke liye bheja',
      'unboxing ke liye': 'Lumora ne ye laptop unboxing ke liye bheja',
      'video ke liye': 'Lumora ne ye mixer video ke liye bheja',
      'tohfe mein': 'Lumora ne ye cooker tohfe mein bheja',
      'gift mein': 'Lumora walon ne ye watch gift mein bheji',
      'muft mein': 'Lumora ne ye samples muft mein bheje',
      'bina paise': 'Lumora ne ye kit bina paise ke bheja',
      'bina maange': 'Lumora ne ye headphones bina maange bheje',
      'bina mange': 'Lumora ne ye kit bina mange bheja',
      'bina kisi charge': 'Lumora ne ye phone bina kisi charge ke bheja',
      'paise nahi liye': 'Lumora ne ye phone bheja, paise nahi liye',
      'rakhne ke liye': 'Lumora ne ye watch rakhne ke liye bheji',
      'की तरफ से': 'Lumora की तरफ से यह किट भेजा गया',
      'की ओर से': 'Lumora की ओर से यह फोन भेजा गया',
      मुझे: 'Lumora ने मुझे यह किट भेजा',
      हमें: 'Lumora ने हमें यह कैमरा भेजा',
      वापस: 'Lumora ने यह फोन उधार दिया है, वापस करना है',
      // To the creator's place, and with no condition: "मेरे पास पहुंचाई", "बिना किसी शर्त के मुझे भेजी".
      'मेरे पास': 'यह फोन Lumora ने मेरे पास भेजा',
      'बिना किसी शर्त': 'Lumora ने यह घड़ी बिना किसी शर्त के भेजी',
      // For a while, and given back ("2 hafte ke liye", "review ke baad lautana hai", "company ko return jayega").
      'hafte ke liye': 'Lumora wale ye laptop 3 hafte ke liye de gaye',
      'din ke liye': 'Lumora ne ye camera 10 din ke liye bheja',
      lautana: 'Lumora wale ye phone de gaye hain, review ke baad lautana hai',
      lautani: 'Lumora ne ye watch bheji, lautani hai',
      lautane: 'Lumora ne ye earbuds bheje, lautane hain',
      'return ja*': 'Lumora ka ye tablet mere paas rahega, phir return jayega',
      लौटानी: 'Lumora की यह घड़ी मेरे पास रहेगी, फिर लौटानी है',
      लौटाना: 'Lumora ने यह कैमरा भेजा, लौटाना है',
      // Free, and the creator's to keep: "एकदम मुफ़्त", "pasand na aaye to bhi rakh lena".
      मुफ़्त: 'यह कुकर Lumora ने भिजवाया था, एकदम मुफ़्त',
      muft: 'Ye cooker Lumora walon ne muft bhijwaya',
      'rakh lena': 'Ye pump Lumora wale chhod gaye, bole pasand na aaye to bhi rakh lena',
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
      // A relief appeal: companies that sent relief material or opened donations ("कई कंपनियों ने राहत सामग्री भेजी है").
      'राहत सामग्री',
      'राहत कोष',
      'दान',
      'डोनेशन',
      'daan',
      'donation*',
      'relief',
    ],
  },
  negation: {
    // after the words: "नहीं", Hinglish "sponsor nahi kiya".
    // And a word between: "sponsorship wali baat nahi hai", "sponsored-vonsored kuch nahi hai" (the echo word too).
    after: [
      String.raw`\s*(?:नहीं|(?:nahi|nahin|nhi)(?![\p{L}\p{N}]))`,
      String.raw`(?:-\p{L}+)?\s+(?:(?:wal[ai]|val[ai]|wale) (?:baat|cheez)|kuch(?: bhi)?|koi(?: bhi)?)\s+(?:nahi|nahin|nhi)(?![\p{L}\p{N}])`,
    ],
    // before a verb of giving: "humein kuch nahi bheja", "मुझे कुछ नहीं भेजा".
    // "न … न" (neither … nor): "किसी कंपनी से न विज्ञापन लिया गया है, न कोई रकम" (a bare न, no vowel sign on either side:
    // not "ने", "दिन"; not "न केवल", not only).
    before: ['nahi', 'nahin', 'nhi', 'नहीं', String.raw`(?<!\p{M})न(?!\p{M})(?! (?:केवल|सिर्फ़|सिर्फ|सिर्फ़))`],
  },
  patterns: [
    // Paid: विज्ञापन, प्रायोजक, स्पॉन्सर(्ड), and Hinglish "sponsor kiya hai" (a word ends where its letters and their
    // vowel signs end: "स्पॉन्सर्ड" is one word).
    {
      re: regex('giu')`
        (?<![\p{L}\p{M}\p{N}])(?:विज्ञापन|प्रायोजक|स्पॉन्सर(?:्ड)?|पेड (?:प्रमोशन|पार्टनरशिप|कोलैब)|के सहयोग से|(?:ब्रांड|ब्रैंड) डील
        |पेड करार|brand deal (?:ka|ki|ke) (?:hissa|tahat))(?![\p{L}\p{M}\p{N}])|(?:sponsor|paid partnership|promotion) (?:kiya|kia|hai|he)(?![\p{L}\p{N}])
        |(?<![\p{L}\p{N}])(?:ek )?paid (?:video|vlog|episode|content|set|collab) (?:hai|he|tha)(?![\p{L}\p{N}])
        |(?<![\p{L}\p{N}])(?:video|vlog|stream|episode|set) (?:ki|ka|ke) booking (?:ki|kari|kiya|karwayi|karwai)(?![\p{L}\p{N}])
        |(?<![\p{L}\p{N}])(?:bill|kharcha|kharch)(?: [\p{L}\p{N}&.'’-]+){1,3}? ne (?:chukaya|bhara|uthaya)(?![\p{L}\p{N}])
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
        'डील',
        'brand deal',
        'पेड',
        'paid video',
        'paid vlog',
        'paid episode',
        'paid content',
        'paid set',
        'paid collab',
        'booking k',
        'chukaya',
        'bhara',
        'uthaya',
      ],
      kind: 'paid',
      foreign: true,
      notInSentence: EVENT_SPONSOR,
      examples: [
        'इस वीडियो में विज्ञापन शामिल है',
        'Is video ko Boat ne sponsor kiya hai',
        'इस वीडियो को Boat ने स्पॉन्सर किया है',
        'गाने में दिखे Lumora के चश्मे ब्रांड डील का हिस्सा हैं',
        'Video mein dikhe Lumora ke shoes brand deal ka hissa hain',
        'Is set ko shoot karne ka bill Lumora ne chukaya hai — ye ek paid video hai',
        'इस वीडियो में Lumora का पेड प्रमोशन शामिल है',
        // A placement under a paid agreement ("ब्रांड के साथ हुए पेड करार के तहत दिखाए गए हैं").
        'गाने में दिखे Lumora के earbuds, ब्रांड के साथ हुए पेड करार के तहत दिखाए गए हैं',
        'Lumora ne is video ki booking ki thi, matlab ye sponsored content hai',
      ],
    },
    // Paid, the whole video: "Ye poora video Lumora ke saath paid promotion hai", "pura episode Lumora ne sponsor kiya
    // hai", "यह पूरा वीडियो Lumora का विज्ञापन है", "पूरा एपिसोड Lumora द्वारा प्रायोजित है": the video is the sponsor's
    // (Dedicated, docs/detection.md §7); the sponsor word closes the statement with its verb ("pura video dekho, sponsor
    // ka link neeche" is a viewer's errand, not a label).
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:poora|pura|poori|puri) (?:video|episode|vlog)(?: [\p{L}\p{N}'’.&-]+){0,5}? (?:sponsor(?:ed)?|paid
        (?:promotion|partnership)|promotion|ad|advertisement) (?:kiya|kia|hai|he|tha|hain)(?![\p{L}\p{N}])
        |(?<![\p{L}\p{M}\p{N}])(?:पूरा|पूरी) (?:वीडियो|एपिसोड|व्लॉग)(?: [\p{L}\p{M}\p{N}'’.&-]+){0,5}? (?:प्रायोजित|विज्ञापन
        |स्पॉन्सर(?:्ड)?|प्रमोशन) (?:है|हैं|था|किया)(?![\p{L}\p{M}\p{N}])
      `,
      hints: ['poora', 'pura', 'poori', 'puri', 'पूरा', 'पूरी'],
      kind: 'paid',
      whole: true,
      foreign: true,
      notInSentence: EVENT_SPONSOR,
      examples: [
        'Ye poora video Lumora ke saath paid promotion hai',
        'यह पूरा वीडियो Lumora का विज्ञापन है',
        'Pura episode Lumora ne sponsor kiya hai',
      ],
    },
    // Paid: the brand paid this video's budget, bill or cost, the money noun tied to the video by "is"/"iska" or the
    // video's name: "Is episode ka poora budget Lumora ne diya hai", "iska poora bill bhi unhone hi bhara", "Lumora ne
    // is sketch ka kharcha uthaya". The creator's own money ("maine", "humne": one word) and a denial ("koi paisa nahi
    // diya": the verb not right after the noun) are none.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:(?:is|iss|iska|iski|iske|video|episode|sketch|vlog|song|gaane)(?: [\p{L}\p{N}'’-]+){0,3}? (?:budget
        |bill|kharcha|kharchaa|kharch|paisa|paise|fees?)(?: (?:bhi|hi))?(?: [\p{L}\p{N}'’.&-]+){0,3}? (?:ne|unhone|inhone
        |unhon ne)(?: (?:hi|bhi))?|(?:ne|unhone|inhone)(?: (?:hi|bhi))? (?:is|iss|iske|iska|iski)(?: [\p{L}\p{N}'’-]+){0,5}? (?:budget
        |bill|kharcha|kharchaa|kharch|paisa|paise|fees?)) (?:(?:poora|pura) )?(?:diya|diye|di|bhara|bhari|bhare|uthaya|uthaaya
        |lagaya|lagaye|pay (?:kiya|kia|kiye))(?![\p{L}\p{N}])
      `,
      hints: ['budget', 'bill', 'kharch', 'paisa', 'paise', 'fee'],
      kind: 'paid',
      foreign: true,
      examples: [
        'Is episode ka poora budget Lumora ne diya hai',
        'Lumora ne ye sketch humse banwaya, iska poora bill bhi unhone hi bhara hai',
        'Lumora ne is vlog ka saara kharcha uthaya',
      ],
    },
    // Paid, in Devanagari: "इस एपिसोड का पूरा बजट Lumora ने दिया है", "Lumora ने इस गाने के प्रोडक्शन में पैसा लगाया है",
    // "इसका ख़र्च Lumora ने उठाया"; not the creator's own ("मैंने", "हमने") nor a denial ("कोई पैसा नहीं दिया").
    {
      re: regex('giu')`
        (?<![\p{L}\p{M}\p{N}])(?:(?:इस|इसका|इसकी|इसके|वीडियो|एपिसोड|गाने|स्केच)(?: [\p{L}\p{M}\p{N}'’-]+){0,3}? (?:बजट
        |बिल|(?:ख़|ख़|ख)र्चा?|पैसा|पैसे|(?:फ़|फ़|फ)ीस)(?: (?:भी|ही))?(?: [\p{L}\p{M}\p{N}'’.&-]+){0,3}? (?:ने|उन्होंने
        |इन्होंने)(?: (?:ही|भी))?|(?:ने|उन्होंने|इन्होंने)(?: (?:ही|भी))? (?:इस|इसके|इसका|इसकी)(?: [\p{L}\p{M}\p{N}'’-]+){0,5}? (?:बजट
        |बिल|(?:ख़|ख़|ख)र्चा?|पैसा|पैसे|(?:फ़|फ़|फ)ीस)) (?:पूरा )?(?:दिया|दिए|दी|भरा|भरी|भरे|उठाया|उठाई|लगाया|लगाए
        |चुकाया)(?![\p{L}\p{M}\p{N}])
      `,
      hints: ['बजट', 'बिल', 'र्च', 'पैस', 'ीस'],
      kind: 'paid',
      foreign: true,
      examples: [
        'इस एपिसोड का पूरा बजट Lumora ने दिया है',
        'Lumora ने इस गाने के प्रोडक्शन में पैसा लगाया है',
        'इसका ख़र्च Lumora ने उठाया',
      ],
    },
    // Paid: the creator's running contract or deal with the brand, the video posted under it ("Rooter ke saath mera
    // streaming contract chal raha hai aur ye highlights bhi usi deal ke under post ho rahe hain", "Lumora se meri paid deal
    // hai"): the creator is a party ("mera/meri/hamara"), not a team's or a league's deal in the news.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:ke saath|ke sath|se) (?:mera|meri|hamara|humara|hamari|humari)(?: (?:streaming|exclusive|paid|brand
        |sponsorship|official))? (?:contract|deal|agreement|partnership|tie-?up)(?![\p{L}\p{N}])
      `,
      hints: ['contract', 'deal', 'agreement', 'partnership', 'tie-up', 'tieup'],
      kind: 'paid',
      foreign: true,
      notInSentence: EVENT_SPONSOR,
      examples: [
        'Lumora ke saath mera streaming contract chal raha hai aur ye highlights bhi usi deal ke under post ho rahe hain',
        'Lumora se meri paid deal hai is series ke liye',
      ],
    },
    // Paid: a programme aired or made under the brand's sponsorship ("यह एपिसोड Lumora की स्पॉन्सरशिप में प्रसारित
    // हुआ", "Lumora ki sponsorship mein"); a league's or a team's sponsorship deal is news (EVENT_SPONSOR).
    {
      re: /(?<![\p{L}\p{M}\p{N}])(?:स्पॉन्सरशिप|प्रायोजन|sponsorship) (?:में|mein|me|se|से)(?![\p{L}\p{M}\p{N}])/giu,
      hints: ['स्पॉन्सरशिप', 'प्रायोजन', 'sponsorship'],
      kind: 'paid',
      foreign: true,
      notInSentence: EVENT_SPONSOR,
      examples: ['यह एपिसोड Lumora की स्पॉन्सरशिप में प्रसारित हुआ', 'Ye show Lumora ki sponsorship mein bana hai'],
    },
    // Paid: a programme brought to the viewer by a brand, as Indian television says "brought to you by": "बजट स्पेशल आप
    // तक पहुंचाया है Lumora ने", "यह शो आपके लिए पहुँचा रहे हैं Lumora", "aap tak pahunchaya hai Lumora ne". A gift
    // delivered to the creator ("मेरे पास पहुंचाई") is the creator's, not the viewer's.
    {
      re: regex('giu')`
        (?<![\p{L}\p{M}\p{N}])(?:आप|आपके|आप सब) (?:तक|लिए) (?:पहुं|पहुँ)चा(?:या|ई|ए|ते|ती|ता|ना)?(?: (?:है|हैं|जा रहा|रहे|रही|रहा))?
        (?![\p{L}\p{M}\p{N}])|(?<![\p{L}\p{N}])aap (?:tak|ke liye) (?:pahunchaya|pahuchaya|pahuncha rahe|laaye|laye) (?:hai|hain)?
      `,
      hints: ['आप तक', 'आपके लिए', 'आप सब', 'aap tak', 'aap ke liye'],
      kind: 'paid',
      foreign: true,
      notInSentence: EVENT_SPONSOR,
      examples: ['बजट स्पेशल आप तक पहुंचाया है Lumora ने', 'Ye episode aap tak pahunchaya hai Lumora ne'],
    },
    // Promo codes: "code use karo", कोड; not the codes of ordinary life a news clip or a tutorial names: a PIN or a
    // dealer's code to send by SMS ("RSP <डीलर कोड> लिखकर 9224992249 पर SMS करें"), a QR, STD, OTP, IFSC or train code,
    // a dress or source code.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:code use (?:karo|karein|kare)|(?<!(?:पिन|डीलर|क्यूआर|qr|std|एसटीडी|ओटीपी|otp|ifsc|आईएफएससी|एरिया|पोस्टल
        |ड्रेस|सोर्स|बार|एरर|स्टेशन|ट्रेन|शहर|राज्य|देश|स्टॉक|गुप्त|सीक्रेट)\s?)कोड)(?![\p{L}\p{N}])
      `,
      hints: ['code use', 'कोड'],
      kind: 'promo',
      foreign: true,
      examples: ['Code use karo MARA10', 'कोड MARA10 डालें'],
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
      notInSentence: EVENT_SPONSOR,
      examples: ['यह वीडियो प्रायोजित है'],
    },
    // Affiliate: एफिलिएट, कमीशन.
    {
      re: /(?<![\p{L}\p{N}])(?:एफिलिएट|एफ़िलिएट|कमीशन|(?:रेफ़रल|रेफ़रल|रेफरल) (?:लिंक|कोड))(?![\p{L}\p{M}\p{N}])/giu,
      hints: ['एफिलिएट', 'एफ़िलिएट', 'कमीशन', 'रेफ़रल', 'रेफ़रल', 'रेफरल'],
      kind: 'affiliate',
      foreign: true,
      examples: ['एफिलिएट लिंक', 'मेरे रेफ़रल लिंक से जुड़ें तो आपको ₹50 मिलेंगे'],
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
    // A stay, a ride or a meal the brand charged the creator nothing for, as Hindi says "took no money from us":
    // "Lumora Goa walon ne teen raatein humse koi charge nahi liya", "mujhse ek rupaya bhi nahi liya", "होटल Lumora ने
    // हमसे दो रातों का कोई पैसा नहीं लिया" (English "didn't charge us" is a gift's cue: en.ts). The creator as the one
    // not charged ("humse", "मुझसे"), not a shop's customers; nor the family's or a friend's kindness.
    {
      re: regex('giu')`
        (?<![\p{L}\p{N}])(?:humse|hamse|mujhse|hum se|ham se|mujh se)(?: [\p{L}\p{N}₹]+){0,4}? (?:charge|paisa|paise|fee|fees
        |kiraya|rent|rupaya|rupay|rupaye|rupees?)(?: (?:bhi|tak))? (?:nahi|nahin|nhi|na) (?:liya|liye|li|lia|maanga|manga|maange
        |mange)(?![\p{L}\p{N}])
        |(?<![\p{L}\p{M}\p{N}])(?:हमसे|मुझसे|हम से|मुझ से)(?: [\p{L}\p{M}\p{N}₹]+){0,4}? (?:चार्ज|पैसा|पैसे|(?:फ़|फ़|फ)ीस|किराया
        |शुल्क|रुपया|रुपए|रुपये)(?: (?:भी|तक))? (?:नहीं|न) (?:लिया|लिए|ली|माँगा|मांगा|माँगे|मांगे)(?![\p{L}\p{M}\p{N}])
      `,
      hints: ['humse', 'hamse', 'mujhse', 'hum se', 'ham se', 'mujh se', 'हमसे', 'मुझसे', 'हम से', 'मुझ से'],
      kind: 'gift',
      foreign: true,
      notInSentence:
        /(?<![\p{L}\p{M}\p{N}])(?:mummy|mumma|papa|dost|doston|bhai|bhaiya|मम्मी|पापा|दोस्त|दोस्तों|भाई|भैया)(?![\p{L}\p{M}\p{N}])/iu,
      examples: [
        'Lumora Goa walon ne teen raatein humse koi charge nahi liya',
        'होटल Lumora ने हमसे दो रातों का कोई पैसा नहीं लिया',
        'Lumora Cabs ne poori trip ka mujhse ek rupaya bhi nahi liya',
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
