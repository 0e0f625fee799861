// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the forty-second set's first run misread (test/fixtures/eval-fortysecond/README.md), in our own examples: a
// club's and a series' sponsors in Turkish, events' and broadcast slots' sponsors, a fundraiser's donors, an affiliate
// program's fee, a commissioned work, a program code, a store's usual coupon, the channel's own name, Spanish
// sponsorship news and ordinary nouns; Turkish gifts, loans and thanks; an affiliate note that leaves a link out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const market = (id: string, name: string, domains: string[]) => brand(id, name, domains, 'Marketplace');
const video = shapeVideos('vid42shape');

test("Turkish: a club's tiers of sponsors and a series' costume sponsor are no sponsor of the video", () => {
  const d = detector(
    [
      brand('b-v', 'Vexa', ['vexa.com.tr']),
      brand('b-k', 'Kitmo', ['kitmo.net']),
      brand('b-l', 'Lumora', ['lumora.com.tr']),
    ],
    video('Maç özeti', 'Deniz FK', '@denizfk'),
  );
  assert.deepEqual(pairs(d('Ana sponsorumuz: Lumora | Forma sırt sponsorumuz: Vexa | Teknik sponsorumuz: Kitmo')), []);
  assert.deepEqual(pairs(d('Yeni formalarımız teknik sponsorumuz Kitmo ile birlikte tasarlandı.')), []);
  assert.deepEqual(pairs(d("Teşekkürler: dizimizin kostüm sponsoru Vexa'ya ve set ekibimize.")), []);
  assert.deepEqual(pairs(d('Bu videonun sponsoru Vexa! https://www.vexa.com.tr')), ['vexa.com.tr Integration']);
});

test('Turkish: gifts and loans, a sketch’s paid thanks, and a brand that writes its name in lower case before a model', () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.com.tr']), brand('b-h', 'Honor', ['hihonor.com'])],
    video('İnceleme', 'Şarj Yarım', '@sarjyarim'),
  );
  assert.deepEqual(
    pairs(d("Cihaz Lumora Türkiye'nin basın stoğundan; iki haftalığına test için verdiler, sonra iade ediyorum.")),
    ['lumora.com.tr Free Product'],
  );
  assert.deepEqual(
    pairs(d('Bu sabahki uçuşumuzu Vexa Balon ikram etti; bizden ücret almadılar. https://www.vexabalon.com')),
    ['vexabalon.com Free Product'],
  );
  assert.deepEqual(pairs(d("Lumora'daki arkadaşlar yılbaşı sürprizi olarak kapıya bırakmışlar, teşekkürler!")), [
    'lumora.com.tr Free Product',
  ]);
  assert.deepEqual(pairs(d("Skecimize katkı sağlayan Lumora'ya teşekkürler! https://www.lumora.com.tr")), [
    'lumora.com.tr Integration',
  ]);
  assert.deepEqual(pairs(d('Klipte kullanılan honor 90 Pro ücretli ürün yerleştirmesidir. #reklam')), [
    'hihonor.com Integration',
  ]);
});

test('Turkish: a store named as its links’ store over short links, and a link its line says is no affiliate link', () => {
  const d = detector([market('b-v', 'Vexamart', ['vexamart.com']), brand('b-k', 'Karamo', ['karamo.com.tr'])], {
    ...video('Mutfak turu', 'Ayşe’nin Sofrası', '@aysesofrasi'),
  });
  assert.deepEqual(
    pairs(
      d(
        "🛒 Bahsettiğim ürünlerin Vexamart linkleri aşağıda. Bunlar ortaklık linki; buradan alırsanız bana küçük bir komisyon düşüyor:\n• Tava seti: https://vx.gl/Ht7kQz\n• Doğrayıcı: https://vx.gl/Ht8mPa\n• Blender: https://vx.gl/Ht2xRe\nÇaydanlığım Karamo'nun kendi mağazasından, bu link ortaklık linki değil: https://www.karamo.com.tr/urun/1",
      ),
    ),
    ['vexamart.com Affiliate'],
  );
});

test("events' nights, a broadcast slot's sponsor and a fundraiser's donors are no sponsor; a loan for the video is", () => {
  const d = detector(
    [
      brand('b-l', 'Lumora Foods', ['lumorafoods.com']),
      brand('b-c', 'Lumora.com', ['lumora.com']),
      brand('b-h', 'Vexa Hire', ['vexahire.co.uk']),
    ],
    video('Fireworks night', 'Riverside Frogs', '@riversidefrogs'),
  );
  assert.deepEqual(pairs(d('Fireworks Nights are brought to you by Lumora Foods. Next one: Saturday.')), []);
  assert.deepEqual(pairs(d('Quiz Hour is sponsored on ITV by Lumora.com.')), []);
  assert.deepEqual(
    pairs(
      d(
        'A big thank you to our local supporters too: Lumora Foods donated the bacon rolls, and Vexa Hire lent us two pressure washers for the day.',
      ),
    ),
    [],
  );
  assert.deepEqual(pairs(d('Vexa Hire lent us two pressure washers for this video, thanks!')), [
    'vexahire.co.uk Free Product',
  ]);
});

test("an affiliate program's fee, a commissioned work, a program code and a store's usual coupon are none of a brand's pay", () => {
  const d = detector(
    [
      market('b-a', 'Amazon', ['amazon.com', 'amazon.co.uk']),
      brand('b-g', 'Gransfors', ['gransfors.com']),
      brand('b-o', 'OUAC', ['ouac.on.ca']),
      market('b-m', 'Lumora Crafts', ['lumoracrafts.com']),
    ],
    video('Three hatchets', 'Birch Spoon', '@birchspoon'),
  );
  const footer =
    'Tool links to Amazon in these descriptions are affiliate links (Amazon UK pays me a small fee), every other link is just where the thing lives.';
  assert.deepEqual(pairs(d(`Gransfors: https://www.gransfors.com\n${footer}`)), []);
  assert.deepEqual(
    pairs(d(`Hatchet: https://www.amazon.co.uk/dp/B01\nGransfors: https://www.gransfors.com\n${footer}`)),
    ['amazon.com Affiliate'],
  );
  assert.deepEqual(
    pairs(
      d(
        "A commission I've been nervous about for weeks: a memorial sign.\nPinterest: https://www.pinterest.ca/birchspoon",
      ),
    ),
    [],
  );
  assert.deepEqual(pairs(d('You can apply through OUAC using program code FUA instead: https://www.ouac.on.ca')), []);
  assert.deepEqual(pairs(d("Basswood rounds from Lumora Crafts, they're often 40% off with the app coupon.")), []);
});

test("a catalog name inside the channel's own name, or the label of its own page with a note, is the channel's", () => {
  const d = detector(
    [
      brand('b-l', 'Line', ['line.me']),
      brand('b-g', 'GO Rentals', ['gorentals.co.nz']),
      brand('b-p', 'Patreon', ['patreon.com']),
    ],
    video('Summer fares', 'Harbour Line', '@harbourline'),
  );
  assert.deepEqual(pairs(d('Harbour Line passengers get 10% off with code HARB10 at https://www.gorentals.co.nz')), [
    'gorentals.co.nz Affiliate',
  ]);
  assert.deepEqual(
    pairs(
      d(
        'This is a sponsored video: Printvexa paid me for it. https://www.printvexa.com/pla?rcode=HL\nFree shipping over $25 in the US.\nHarbour Line: ferries and filament.\nPatreon (early videos and the STL files): https://www.patreon.com/harbourline',
      ),
    ),
    ['printvexa.com Integration'],
  );
});

test('paid: a show made possible by a brand (a "Business Hour" is no inquiry), a payer of the airtime; a disclosed hosted visit', () => {
  const d = detector([brand('b-b', 'Lumora Bets', ['lumorabets.net']), brand('b-p', 'Vexa Park', ['vexapark.com'])], {
    ...video('Derby preview', 'Kasi Radio', '@kasiradio'),
  });
  assert.deepEqual(pairs(d('The Township Business Hour is made possible by Yocopay: https://www.yocopay.com/za/')), [
    'yocopay.com Integration',
  ]);
  assert.deepEqual(
    pairs(
      d(
        'Soccer Talk comes to you with the support of Lumora Bets – they pay for the airtime. https://www.lumorabets.net',
      ),
    ),
    ['lumorabets.net Integration'],
  );
  assert.deepEqual(pairs(d('Disclosure: Mia and her family were guests of Vexa Park.')), ['vexapark.com Free Product']);
});

test('Spanish: sponsorship news and a fair’s yearly sponsor are none; "lo banca … espacio pago" is paid; nouns are no brands', () => {
  const d = detector(
    [
      market('b-m', 'Mercado Libre', ['mercadolibre.com.mx']),
      brand('b-d', 'Lumora Banco', ['lumorabanco.com']),
      brand('b-c', 'Calor', ['calor.co.uk']),
      brand('b-s', 'Vexagro', ['vexagro.com']),
    ],
    video('Colapinto suma puntos', 'Pit Lane', '@pitlane'),
  );
  assert.deepEqual(pairs(d('La noticia: Mercado Libre se sumó como sponsor de Williams y hay logos argentinos.')), []);
  assert.deepEqual(pairs(d('La feria la organiza la Federación y este año tuvo el patrocinio de Lumora Banco.')), []);
  assert.deepEqual(pairs(d('El torneo lo patrocinaba Lumora Banco, como casi todo el circuito.')), []);
  assert.deepEqual(
    pairs(d('Hablamos de todo.\n\n00:00 Intro\n05:00 Los sponsors argentinos y el asiento\n09:00 Cierre')),
    [],
  );
  assert.deepEqual(pairs(d('A ver qué tal aguanta el calor de Monterrey en agosto.')), []);
  assert.deepEqual(
    pairs(
      d('Este video lo banca Vexagro: en el 4:15 les cuento del híbrido. Es un espacio pago. https://www.vexagro.com'),
    ),
    ['vexagro.com Integration'],
  );
});
