// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the thirty-eighth set's first run missed or misread (test/fixtures/eval-thirtyeighth/README.md), in our own
// examples: a Spanish loan or present told with its article, an event's presenter, a venue's naming rights, marks
// named by a word.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const detect = detector(
  [
    brand('b-telcel', 'Telcel', ['telcel.com']),
    brand('b-nu', 'Nu', ['nu.com.mx']),
    brand('b-tecate', 'Tecate', ['tecate.com.mx']),
    brand('b-banorte', 'Banorte', ['banorte.com']),
    brand('b-lumora', 'Lumora', ['lumora.com']),
  ],
  { videoId: 'vid38shapes', title: 'Reseña', channel: { title: 'Memo Tecnología', handle: '@memotec' } },
);

const detectGear = detector(
  [brand('b-amz', 'Amazon', ['amazon.com'], 'Marketplace'), brand('b-lumora', 'Lumora', ['lumora.com'])],
  { videoId: 'vid38gear01', title: 'Trip gear', channel: { title: 'North Paddle', handle: '@northpaddle' } },
);

test("a Spanish loan or present told with its article is the brand's gift; a bank's loan of an amount is none", () => {
  assert.deepEqual(pairs(detect('El teléfono que ven es un préstamo de Telcel: lo regreso el viernes.')), [
    'telcel.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Las entradas de hoy fueron un regalo de Lumora. https://lumora.com')), [
    'lumora.com Free Product',
  ]);
  assert.deepEqual(
    pairs(detect('Pedí un préstamo de 8,000 pesos en Nu y les cuento cómo me fue. https://nu.com.mx')),
    [],
  );
  assert.deepEqual(pairs(detect('El reloj fue un regalo de mi papá. https://lumora.com')), []);
});

test("an event billed with its presenter is the event's; a chapter presented by a brand is the video's", () => {
  assert.deepEqual(pairs(detect('Desde la Feria de San Marcos 2018, presentado por Cerveza Tecate.')), []);
  assert.deepEqual(pairs(detect('Capítulo 12, presentado por Lumora: https://lumora.com')), ['lumora.com Integration']);
});

test("a venue's naming rights are news of a sponsorship, not the video's", () => {
  assert.deepEqual(
    pairs(detect('La arena cambió de nombre por un contrato de patrocinio con Banorte y sus derechos de nombre.')),
    [],
  );
  assert.deepEqual(pairs(detect('Este video está patrocinado por Banorte. https://banorte.com')), [
    'banorte.com Integration',
  ]);
});

test('a mark named by its word with the sign in brackets, or a bracketed two-word mark, covers only the links it marks', () => {
  const gear = (footnote: string, mark: string) =>
    pairs(
      detectGear(
        [
          footnote,
          'Tent: Lumora Ridge 2 https://www.lumora.com/ridge',
          `Stove: Jetboil Flash ${mark} https://amzn.to/3xYzAbc`,
        ].join('\n'),
      ),
    );
  assert.deepEqual(gear('Links marked with a dagger (†) are affiliate links.', '†'), ['amazon.com Affiliate']);
  assert.deepEqual(gear('Links marked with a little heart (♡) pay me a commission.', '♡'), ['amazon.com Affiliate']);
  // A mark no link carries covers none of them.
  assert.deepEqual(
    pairs(
      detectGear(
        'Our pot is from Lumora: https://www.lumora.com/pot\nAny affiliate link here is marked [aff. link], the rest are plain links.',
      ),
    ),
    [],
  );
});

test('a brand sending a thing for a spin lends it; taking a thing for a spin before a brand sends anything does not', () => {
  assert.deepEqual(pairs(detectGear('Lumora sent this tent for a three-week spin: https://www.lumora.com/ridge')), [
    'lumora.com Free Product',
  ]);
  assert.deepEqual(
    pairs(detectGear('We took the van out for a spin after Lumora sent the update: https://www.lumora.com/news')),
    [],
  );
});

// The second round: Russian and Spanish payment and gift words the first run did not know, a business-contact word
// told as the video's own cooperation, a creator program named in Spanish, a brand's regional arm written with its
// accent, a first name spelled like a short brand, a native name two directory brands share, a maker's goods bought
// at a store.
const detectRu = detector([brand('b-lumora', 'Lumora', ['lumora.ru']), brand('b-nexo', 'Nexo', ['nexo.ru'])], {
  videoId: 'vid38rushp1',
  title: 'Новый выпуск',
  channel: { title: 'Гараж Петровича', handle: '@garazhpetrovich' },
});

test('Russian: a video made "in advertising cooperation with" a brand is paid; a cooperation contact line is not', () => {
  assert.deepEqual(pairs(detectRu('Ролик снят в рекламном сотрудничестве с Lumora, сценарий наш.')), [
    'lumora.ru Integration',
  ]);
  assert.deepEqual(
    pairs(detectRu('Этот выпуск выходит в рекламном сотрудничестве с Lumora: бренд заплатил за съёмку, а выводы мои.')),
    ['lumora.ru Integration'],
  );
  assert.deepEqual(
    pairs(detectRu('Сотрудничество с брендами: petrovich@garazh-media.ru\nLumora: https://lumora.ru')),
    [],
  );
  assert.deepEqual(pairs(detectRu('По вопросам сотрудничества: petrovich@garazh-media.ru')), []);
});

test('Russian: a sketch, a vlog or a rental paid by a brand is paid; the creator paying it is not', () => {
  assert.deepEqual(pairs(detectRu('Этот скетч оплатил Lumora, а шутки наши.')), ['lumora.ru Integration']);
  assert.deepEqual(pairs(detectRu('Аренду площадки и свет оплачивала Lumora.')), ['lumora.ru Integration']);
  assert.deepEqual(pairs(detectRu('Аренду трека оплатил я сам, колёса Lumora купил в магазине.')), []);
});

test('Russian: "задарили" is a gift like "подарили"', () => {
  assert.deepEqual(pairs(detectRu('Куртки на всю съёмочную группу нам задарили ребята из Lumora: https://lumora.ru')), [
    'lumora.ru Free Product',
  ]);
});

test('Spanish: a placement "paid by the brand" is paid; trade news of commercial integration is not', () => {
  assert.deepEqual(pairs(detect('Lumora aparece en esta escena como integración comercial pagada por la marca.')), [
    'lumora.com Integration',
  ]);
  assert.deepEqual(
    pairs(detect('Hablamos de la integración comercial entre México y Lumora en el nuevo tratado.')),
    [],
  );
});

test("a creator code in Spanish is the program owner's, not the game's", () => {
  const d = detector([brand('b-epic', 'Epic Games', ['epicgames.com']), brand('b-fn', 'Fortnite', ['fortnite.com'])], {
    videoId: 'vid38fnite1',
    title: 'Victoria en Fortnite',
    channel: { title: 'Lalo Juega', handle: '@lalojuega' },
  });
  assert.deepEqual(
    pairs(d('Apóyenme en Fortnite: usen mi código LALOJUEGA en "Apoya a un creador" antes de comprar.')),
    ['epicgames.com Affiliate'],
  );
});

test("a brand's regional arm written with its accent is the brand", () => {
  const d = detector([brand('b-parks', 'Sun Parks', ['sunparks.com'])], {
    videoId: 'vid38parks1',
    title: 'Un día en el parque',
    channel: { title: 'Familia Ruiz', handle: '@familiaruiz' },
  });
  assert.deepEqual(pairs(d('Las entradas fueron un regalo de Sun Parks México, que nos invitó.')), [
    'sunparks.com Free Product',
  ]);
  assert.deepEqual(pairs(d('Las entradas fueron un regalo de Sun Parks Perú.')), ['sunparks.com Free Product']);
});

test('a first name spelled like a short brand with an inner capital is the person, unless the text has its domain', () => {
  const d = detector([brand('b-sofi', 'SoFi', ['sofi.com']), brand('b-lumora', 'Lumora', ['lumora.com'])], {
    videoId: 'vid38sofi01',
    title: 'Family day',
    channel: { title: 'The Reyes Crew', handle: '@reyescrew' },
  });
  assert.deepEqual(pairs(d('Lumora sent us these tickets. We are Tom, Ana, Sofi and Leo!')), [
    'lumora.com Free Product',
  ]);
  assert.deepEqual(pairs(d('Thanks to Sofi for sending Leo this bike!')), []);
  assert.deepEqual(pairs(d('Thanks to SoFi for sponsoring this video.')), ['sofi.com Integration']);
  assert.deepEqual(pairs(d('Thanks to Sofi for sponsoring this video: https://sofi.com/reyes')), [
    'sofi.com Integration',
  ]);
});

test('a native name another directory brand is called by names that brand, not the one it is listed for', () => {
  const text = 'Реклама. Автокредит от Т-Банка, и этот выпуск банк оплатил.';
  const video = {
    videoId: 'vid38tbank1',
    title: 'Сколько стоит машина',
    channel: { title: 'Гараж', handle: '@garazh' },
  };
  assert.deepEqual(pairs(detector([brand('b-tink', 'Tinkoff', ['tinkoff.ru'])], video)(text)), [
    'tinkoff.ru Integration',
  ]);
  assert.deepEqual(
    pairs(
      detector([brand('b-tink', 'Tinkoff', ['tinkoff.ru']), brand('b-tbank', 'Т-Банк', ['tbank.ru'])], video)(text),
    ),
    ['tbank.ru Integration'],
  );
});

test("a maker's goods bought at a store named next are the goods: the code, discount or disclosure is the store's", () => {
  const d = detector(
    [
      brand('b-lumora', 'Lumora', ['lumora.com']),
      brand('b-nexo', 'Nexo', ['nexo.com.au']),
      brand('b-vela', 'Vela', ['vela.com']),
    ],
    { videoId: 'vid38goods1', title: 'Night hike', channel: { title: 'Trail Pair', handle: '@trailpair' } },
  );
  assert.deepEqual(
    pairs(d('We used two Lumora lamps from Nexo, and code TRAIL15 gets you 15% off at https://www.nexo.com.au')),
    ['nexo.com.au Affiliate'],
  );
  assert.deepEqual(
    pairs(
      d(
        'We buy our Lumora and Vela passes through Nexo – Nexo pays us a little for each order: https://www.nexo.com.au/?ref=trailpair',
      ),
    ),
    ['nexo.com.au Affiliate'],
  );
  // A brand opening its sentence is no goods: it keeps its code.
  assert.ok(
    pairs(d('Lumora keeps you dry at Nexo events, code TRAIL15 takes 15% off: https://lumora.com')).includes(
      'lumora.com Affiliate',
    ),
  );
});

test("a brand letting the creator use its own unit, with its return told, lends it; a friend's or an app's does not", () => {
  const d = detector([brand('b-lumora', 'Lumora Canoes', ['lumoracanoes.com'])], {
    videoId: 'vid38loan01',
    title: 'Long term review',
    channel: { title: 'Portage Days', handle: '@portagedays' },
  });
  assert.deepEqual(
    pairs(
      d(
        'Lumora Canoes let me paddle their demo boat all summer, then I drove it back to their shop. https://lumoracanoes.com',
      ),
    ),
    ['lumoracanoes.com Free Product'],
  );
  assert.deepEqual(
    pairs(d('Lumora Canoes is letting us run their rental fleet this spring, and it all goes back to them in June.')),
    ['lumoracanoes.com Free Product'],
  );
  assert.deepEqual(pairs(d('Lumora Canoes let me know their prices went up. https://lumoracanoes.com')), []);
});

test('a negation in a clause of its own, joined by "and" with a new subject, does not negate the disclosure after it', () => {
  const d = detector([brand('b-amz', 'Amazon', ['amazon.com'], 'Marketplace')], {
    videoId: 'vid38andcl1',
    title: 'Rebuild',
    channel: { title: 'Bench Time', handle: '@benchtime' },
  });
  assert.deepEqual(
    pairs(
      d(
        "Buy through the Amazon links and your price doesn't change and the channel gets a bit of the sale.\nPliers: https://amzn.to/3xYzAbc",
      ),
    ),
    ['amazon.com Affiliate'],
  );
  // "and" with no subject of its own stays in the negated clause.
  assert.deepEqual(pairs(d('Amazon did not pay for this video and did not sponsor it in any way.')), []);
});

test('a store of a disclosure whose links "are just there for" someone keeps them plain', () => {
  const d = detector(
    [
      brand('b-bh', 'B&H', ['bhphotovideo.com'], 'Marketplace'),
      brand('b-laz', 'Lazada', ['lazada.com.ph'], 'Marketplace'),
    ],
    { videoId: 'vid38plain1', title: 'My rig', channel: { title: 'Reef Macro', handle: '@reefmacro' } },
  );
  assert.deepEqual(
    pairs(
      d(
        'The B&H links are affiliate links; the Lazada links are only here for local buyers.\nBody at B&H: https://www.bhphotovideo.com/c/x?BI=1234&KBID=5678\nStrobe on Lazada: https://www.lazada.com.ph/strobe-i1.html',
      ),
    ),
    ['bhphotovideo.com Affiliate'],
  );
});

test("a gift's act and its cue a list of the goods apart, in one sentence, are a gift; in two sentences they are not", () => {
  const d = detector([brand('b-lumora', 'Lumora Pets', ['lumorapets.com'])], {
    videoId: 'vid38near01',
    title: 'A surprise for the goats',
    channel: { title: 'Willow Creek Rescue', handle: '@willowcreekrescue' },
  });
  assert.deepEqual(
    pairs(
      d(
        'The people at Lumora Pets heard about Pepper, and on Friday a van showed up with forty sacks of pellets, straw bales and two crates of toys for the kids – out of the blue.',
      ),
    ),
    ['lumorapets.com Free Product'],
  );
  assert.deepEqual(
    pairs(
      d(
        'The people at Lumora Pets heard about Pepper, and on Friday a van showed up with forty sacks of pellets, straw bales and two crates of toys. Our neighbour came over out of the blue.',
      ),
    ),
    [],
  );
});
