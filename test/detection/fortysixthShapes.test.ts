// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the forty-sixth set's first run misread (test/fixtures/eval-fortysixth/README.md), in our own examples: stores
// named as examples of where a sponsor's product works; the backers of events a sentence is about (a field day, a
// celebration, a series "organised by …, and it was sponsored by …", a Spanish contest and season); a company proud to
// sponsor something else; a pronoun thanked for supporting a cause; a team's patches; a brand-owned store's own code;
// a Japanese commission "からのご依頼で"; Spanish godparents' gifts, an idiom of asking and a link said to be plain.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const video = shapeVideos('vid46shape');

const STORES = [
  brand('b-w', 'Walmart', ['walmart.com']),
  brand('b-b', 'Best Buy', ['bestbuy.com']),
  brand('b-t', 'Target', ['target.com']),
];

test("stores named as examples of where a sponsor's product works are not sponsors", () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.com']), ...STORES],
    video('How I budget a road trip', 'Open Road Ollie', '@openroadollie'),
  );
  assert.deepEqual(
    pairs(
      d(
        'This video is sponsored by Lumora. Lumora finds cashback and promo codes automatically at stores like Walmart, Best Buy or Target, so you never overpay. Get it free: https://lumora.com/ollie',
      ),
    ),
    ['lumora.com Integration'],
  );
});

test("the backers of an event the sentence is about, in English and Spanish, are not the upload's sponsors", () => {
  const brands = [
    brand('b-v', 'Velora', ['velora.com']),
    brand('b-k', 'Kestrel Feeds', ['kestrelfeeds.com']),
    brand('b-m', 'Marisol Bank', ['marisolbank.mx']),
    brand('b-z', 'Zentra', ['zentra.com']),
  ];
  const d = detector(brands, video('Goat kidding season, part 2', 'Hillside Goats', '@hillsidegoats'));
  for (const text of [
    'Thanks to the Dale goat keepers, whose open day last spring was sponsored by Kestrel Feeds and the parish council.',
    'The parade was also made possible by Velora, the Lions Club and a dozen shops on Main Street.',
    'The lecture series is run by the town library, and this season it was sponsored by Zentra and a few neighbours. Many thanks to them for supporting reading in our town. Filmed on a Velora camera.',
    'El torneo fue organizado por la liga municipal y la cooperativa del pueblo, con el patrocinio de Marisol Bank.',
    'Temporada 2018 realizada con el apoyo de Marisol Bank y del ayuntamiento.',
    'Hillside Goats was proud to sponsor the junior goat class at the county fair again this year. Velora was there too.',
    "Our club's team patches and banner are sponsored by Kestrel Feeds, cheers to them.",
  ])
    assert.deepEqual(pairs(d(text)), [], text);
  // The upload's own sponsor is still read.
  assert.deepEqual(pairs(d('Velora is proud to sponsor this video. Try it: https://velora.com/goats')), [
    'velora.com Integration',
  ]);
});

test("a brand's own store code is its own offer; a Japanese commission from a brand; Spanish gifts of godparents", () => {
  const shop = detector(
    [brand('b-p', 'Parcelo', ['parcelo.com'])],
    video('Our second shop is open!', 'Kopi Corner Bakery', '@kopicorner'),
  );
  assert.deepEqual(
    pairs(
      shop(
        'Opening week: 15% off all loaves with code NEWSHOP15 at our online store. You can also order from the new branch on Parcelo.',
      ),
    ),
    [],
  );
  const ja = detector([brand('b-g', 'ルモラ', ['lumora.jp'])], video('【新宿】はしご酒', '飲み歩き日記', '@nomiaruki'));
  assert.deepEqual(
    pairs(ja('※この動画は、ルモラさまからのご依頼で制作した広告企画です。\n▼お店の情報はルモラで\nhttps://lumora.jp/')),
    ['lumora.jp Integration'],
  );
  const es = detector(
    [brand('b-c', 'Corona', ['corona.com.mx']), brand('b-u', 'Rideo', ['rideo.mx'])],
    video('Mis XV años: el vals', 'Danza Ximena', '@danzaximena'),
  );
  assert.deepEqual(pairs(es('La tiara y los aretes fueron regalo de sus padrinos, Don Chema y Doña Lupe.')), []);
  assert.deepEqual(
    pairs(es('Me la pasaron pidiendo, así que aquí va: lo que gané en Rideo esta semana, $4,200 limpios.')),
    [],
  );
});

test('a Spanish note that a link is an ordinary one keeps it out of the disclosure above', () => {
  const d = detector(
    [brand('b-a', 'Amazon', ['amazon.com']), brand('b-o', 'Papelera Sol', ['papelerasol.mx'])],
    video('¿Qué calculadora llevar al examen?', 'Profe Rulo', '@profrulo'),
  );
  assert.deepEqual(
    pairs(
      d(
        'Calculadora en Amazon: https://amzn.to/3xYzAbC\n(Es link de afiliado: me llevo una pequeña comisión.)\nTambién está en Papelera Sol (este link es normal): https://www.papelerasol.mx',
      ),
    ),
    ['amazon.com Affiliate'],
  );
});

test("a maker's gift made for the creator; a sponsor whose sentence runs on to a business account; a flagged call to order", () => {
  const d = detector(
    [brand('b-m', 'Moneta', ['moneta.ng']), brand('b-k', 'Kartel Market', ['kartelmarket.co.ke'])],
    video('Behind the scenes at a wedding', 'MC Ade', '@mcade'),
  );
  assert.deepEqual(
    pairs(
      d(
        "Lots of you asked about my boots – they're handmade by Cobbler Row in Ibadan. They made them for me as a gift after the last show. https://www.cobblerrow.ng",
      ),
    ),
    ['cobblerrow.ng Free Product'],
  );
  assert.deepEqual(
    pairs(
      d(
        'This video is sponsored by Moneta 💛 Most of my vendors get paid through Moneta, and since I moved my business account over I never chase a failed transfer. Open an account: https://moneta.ng/ade',
      ),
    ),
    ['moneta.ng Integration'],
  );
  const flagged = d(
    'Welcome back!\nThis year we doubled the hutches.\nHere is the tour.\nThe new feeders in this video are from Kartel Market, order yours here: https://www.kartelmarket.co.ke/feeders\nDelivery took two days.',
    { includesPaidPromotion: true },
  );
  assert.deepEqual(pairs(flagged), ['kartelmarket.co.ke Integration']);
  // Without the flag the same line is a store link, no sponsor.
  assert.deepEqual(
    pairs(
      d(
        'The new feeders in this video are from Kartel Market, order yours here: https://www.kartelmarket.co.ke/feeders',
      ),
    ),
    [],
  );
});

test("a Spanish referral code under the brand's sign-up link is an affiliate link", () => {
  const d = detector(
    [brand('b-r', 'Rideo', ['rideo.mx'])],
    video('Cómo darte de alta en Rideo', 'Chofer Beto', '@choferbeto'),
  );
  assert.deepEqual(
    pairs(
      d(
        'Requisitos: INE, licencia y tarjeta de circulación.\n\nRegístrate aquí: https://rideo.mx/conductores\n\n🎁 Si te registras con mi código de referido BETO25, al completar tus primeros viajes te cae un bono, y a mí también.',
      ),
    ),
    ['rideo.mx Affiliate'],
  );
});
