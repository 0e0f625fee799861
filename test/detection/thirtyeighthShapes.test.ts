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
