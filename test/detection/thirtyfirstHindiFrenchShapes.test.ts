// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-first set's French and Hindi shapes (docs/detection.md §1zp): a French present with its adjective ("m'a
// fait un petit cadeau") or named as the maker's ("c'est un cadeau de …"), a delivery the maker had dropped at the
// creator's door "gratuit pour moi", and an event's partner that is not the video's; Hindi and Hinglish gifts free
// without "में" and come unasked ("मुफ़्त मिला", "bina maange aa gaye"), the brand that paid the video's budget, bill or
// cost ("is episode ka poora budget X ne diya", "X ने इस गाने में पैसा लगाया"), a programme under its sponsorship, a
// commission denied, and "Bata dein" (tell) that names no Bata; Indian English gifts "from the brands' PR folks" and a
// stay the hotel "didn't bill us" for; and the readings they must leave alone: the family's
// presents, the creator's own delivery and own money, what viewers will get free, a video made in partnership, a
// league's sponsorship.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-kit', 'Kitchora', ['kitchora.fr']),
  brand('b-fnac', 'Fnac', ['fnac.com'], 'Marketplace'),
  brand('b-amz', 'Amazon', ['amazon.com', 'amazon.in'], 'Marketplace'),
  brand('b-bata', 'Bata', ['bata.in']),
];
const french = detector(catalog, {
  videoId: 'vid00000331',
  title: 'Ma semaine en cuisine',
  channel: { title: 'Chez Awa', handle: '@chezawa' },
});
const kitchora = (line: string) => `${line}\nhttps://www.kitchora.fr/robots\n\n00:00 Intro\n02:10 La recette`;

test('French presents: an adjective before "cadeau", the thing named as the maker’s present, a delivery free for me', () => {
  const lines = [
    "Kitchora m'a fait un joli cadeau : le robot et ses trois bols, livrés jusqu'à Abidjan.",
    'Kitchora nous a fait un petit cadeau pour les cinq ans de la chaîne.',
    "Ce robot pâtissier, c'est un cadeau de Kitchora, arrivé après ma vidéo sur les crêpes.",
    'Les deux poêles étaient un super cadeau de Kitchora Côte d’Ivoire.',
    "Le robot, c'est Kitchora qui l'a fait déposer chez moi par coursier, gratuit pour moi.",
    'Kitchora a fait apporter la plancha au studio la veille du tournage, gratuite pour nous.',
  ];
  for (const line of lines) assert.deepEqual(pairs(french(kitchora(line))), ['kitchora.fr Free Product'], line);
  // A new brand, from its link.
  assert.deepEqual(
    pairs(french("Sonarix m'a fait un beau cadeau, son nouveau casque : https://www.sonarix-audio.com/fr/")),
    ['sonarix-audio.com Free Product'],
  );
});

test("the family's presents, a birthday, and the creator's own delivery are none", () => {
  const lines = [
    "Ce robot, c'est un cadeau de ma belle-mère pour mon anniversaire.",
    "Le robot est un cadeau de Noël, on l'a trouvé chez Kitchora.",
    "J'ai fait livrer le robot chez moi, commandé sur Kitchora en promo.",
  ];
  for (const line of lines) assert.deepEqual(pairs(french(kitchora(line))), [], line);
});

test("an event's partner is not the video's; a video made in partnership still is", () => {
  const tickets = '\nBillets ► https://www.fnac.com/spectacles/festival-lagune';
  for (const line of [
    'Un festival en partenariat avec Kitchora, le partenaire officiel de la tournée.',
    'Un concert en collaboration avec Radio Lagune, la radio officielle du festival, et Kitchora.',
  ])
    assert.deepEqual(pairs(french(`${line}${tickets}`)), [], line);
  assert.deepEqual(pairs(french('Cette vidéo est réalisée en partenariat avec Kitchora.\nhttps://www.kitchora.fr/')), [
    'kitchora.fr Integration',
  ]);
});

const hindi = detector(catalog, {
  videoId: 'vid00000332',
  title: 'Meri rasoi, mere tareeke',
  channel: { title: 'Rasoi Rani', handle: '@rasoirani' },
});
const kitchoraIn = (line: string) => `${line}\nhttps://www.kitchora.fr/in\n\n00:00 शुरुआत\n01:30 रेसिपी`;

test('Hindi and Hinglish gifts: free without "में", come unasked, a question after a dash', () => {
  const lines = [
    'ये एयर फ्रायर Kitchora की तरफ़ से मुफ़्त मिला है – बस पूछा कि इसमें समोसे बनेंगे क्या?',
    'Ye speaker Kitchora ki taraf se muft mein aaya hai.',
    'Ye trimmer Kitchora India se muft mila tha.',
    'Earbuds: Kitchora ki taraf se bina maange aa gaye the, koi deal nahi hui.',
  ];
  for (const line of lines) assert.deepEqual(pairs(hindi(kitchoraIn(line))), ['kitchora.fr Free Product'], line);
  for (const line of [
    'रेसिपी की PDF Kitchora के ऐप पर मुफ़्त मिलेगी।',
    'क्या ये कुकर Kitchora से मुफ़्त मिला है?',
    'Ye fryer maine Kitchora ki sale mein liya tha.',
  ])
    assert.deepEqual(pairs(hindi(kitchoraIn(line))), [], line);
});

test("Hindi and Hinglish payment: the video's budget, bill or cost paid by the brand, a programme under its sponsorship", () => {
  const lines = [
    'Is video ka poora kharcha Kitchora ne uthaya hai.',
    'Kitchora ne is vlog ka budget diya tha, review phir bhi imaandaar hai.',
    'Kitchora ne ye recipe humse banwayi, iska bill bhi unhone hi bhara.',
    'इस वीडियो का पूरा बजट Kitchora ने दिया है।',
    'Kitchora ने इस गाने के शूट में पैसा लगाया है।',
    'यह शो Kitchora की स्पॉन्सरशिप में बना है।',
  ];
  for (const line of lines) assert.deepEqual(pairs(hindi(kitchoraIn(line))), ['kitchora.fr Integration'], line);
  // Named only, under the paid-promotion flag.
  assert.deepEqual(pairs(hindi('Is sketch ka poora budget Kitchora ne diya hai 😄', { includesPaidPromotion: true })), [
    'kitchora.fr Integration',
  ]);
  for (const line of [
    'Is video ka poora kharcha maine khud uthaya hai, Kitchora ne koi paisa nahi diya.',
    'इस वीडियो के लिए Kitchora ने कोई पैसा नहीं दिया, कुकर मैंने ख़ुद ख़रीदा।',
    'Kitchora ने IPL की स्पॉन्सरशिप में 400 करोड़ लगाए हैं।',
  ])
    assert.deepEqual(pairs(hindi(kitchoraIn(line))), [], line);
});

test('a commission denied leaves plain store links plain; "Bata dein" names no Bata', () => {
  const links = '\nमसालदानी – https://www.amazon.in/dp/B01ABCDE12\nजार – https://www.amazon.in/dp/B07FGHIJ34';
  const line = 'बहुत लोगों ने पूछा, तो नीचे Amazon के लिंक हैं। इनमें मेरा कोई कमीशन नहीं है, सब मैंने ख़ुद ख़रीदा था:';
  assert.deepEqual(pairs(hindi(`${line}${links}`)), []);
  assert.deepEqual(pairs(hindi('Bata dein: Kitchora ne is sketch ka poora bill bhara hai.\nhttps://www.kitchora.fr')), [
    'kitchora.fr Integration',
  ]);
  assert.deepEqual(pairs(hindi('Ye sandals Bata ne bheje hain review ke liye: https://www.bata.in/sandals')), [
    'bata.in Free Product',
  ]);
});

test('Indian English: gifts told as from the brands, a stay the hotel did not bill', () => {
  const english = detector(catalog, {
    videoId: 'vid00000333',
    title: 'Two boxes and a weekend',
    channel: { title: 'Neha Tries', handle: '@nehatries' },
  });
  const boxes =
    "Both hampers were gifts from the brands' PR teams, and nobody saw this video before it went up.\n\n" +
    'Kitchora: https://www.kitchora.fr/in\nVelmora Skin: https://www.velmoraskin.in';
  assert.deepEqual(pairs(english(boxes)), ['kitchora.fr Free Product', 'velmoraskin.in Free Product']);
  assert.deepEqual(
    pairs(
      english(
        "Our two nights at Kitchora Suites were on them – they didn't bill us for the room.\nhttps://www.kitchora.fr/suites",
      ),
    ),
    ['kitchora.fr Free Product'],
  );
  assert.deepEqual(
    pairs(
      english('Our pick of the best gifts from the brand this Diwali is the small hamper.\nhttps://www.kitchora.fr/in'),
    ),
    [],
  );
});
