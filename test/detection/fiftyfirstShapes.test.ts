// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the fifty-first set's first run misread (test/fixtures/eval-fiftyfirst/README.md), in our own examples: a
// German stay at a host's invitation, a shoot a brand paid for, an event's main sponsor in the news, links marked by a
// sign named in words; a Spanish press fleet's car, a placement paid for with a contribution to the shoot, a wish to be
// sponsored, the uploader's own code beside how to pay; English goods called a freebie, a friend's loan, a channel's
// policy on gifts, a town's support of a show, and a pronoun after an emoji that spells a brand's name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const video = shapeVideos('vid51shape');

test('German: an invitation, a shoot paid for, an event sponsor in the news, links marked by a named sign', () => {
  const brands = [
    brand('b-l', 'Lumora', ['lumora.de']),
    brand('b-o', 'Oxa', ['oxa.de'], 'Marketplace'),
    brand('b-t', 'Tala', ['tala.de']),
  ];
  const d = detector(brands, video('Zwei Tage im Freizeitpark', 'Familie Brunner', '@familiebrunner'));
  assert.deepEqual(
    pairs(d('Wir waren auf Einladung von Lumora dort, bezahlt wurden wir nicht.\nInfos: https://www.lumora.de/park')),
    ['lumora.de Free Product'],
  );
  assert.deepEqual(pairs(d('Die Nacht im Hotel wurde uns von Lumora offeriert. Merci!')), ['lumora.de Free Product']);
  const clip = detector(brands, video('NOAH – HAFENLICHT (Official Video)', 'NOAH', '@noahmusik'));
  assert.deepEqual(
    pairs(
      clip(
        'Das Video ist mit Tala entstanden: Die Leute aus Bremen haben den Dreh bezahlt, dafür steht ihre Dose im Bild. https://tala.de\nStreamen: https://noah.lnk.to/hafenlicht',
      ),
    ),
    ['tala.de Integration'],
  );
  const news = detector(brands, video('Stadtlauf 2018: Rekord bei den Anmeldungen', 'Regio TV', '@regiotv'));
  assert.deepEqual(
    pairs(news('Ausgerichtet wird der Lauf vom LC Nordstadt, seit Jahren unterstützt von Lumora als Hauptsponsor.')),
    [],
  );
  const beauty = detector(brands, video('Make-up unter 5 Euro', 'Mara Glow', '@maraglow'));
  assert.deepEqual(
    pairs(
      beauty(
        'Die Links mit einem Sternchen (*) sind Partnerlinks, ich bekomme eine kleine Provision.\nPrimer: https://www.oxa.de/p/primer-22 *\nPuder: https://www.lumora.de/p/puder-7',
      ),
    ),
    ['oxa.de Affiliate'],
  );
});

test('Spanish: a press fleet, a placement paid with a contribution, a wish to be sponsored, an own code', () => {
  const brands = [
    brand('b-l', 'Lumora', ['lumora.com.mx']),
    brand('b-p', 'Pagora', ['pagora.mx']),
    brand('b-t', 'Tiendita', ['tiendita.mx'], 'Marketplace'),
  ];
  const cars = detector(brands, video('Prueba del sedán 2018', 'Ruta Nopal', '@rutanopal'));
  assert.deepEqual(pairs(cars('El auto no es nuestro: es de la flotilla de prensa de Lumora México y ya regresó.')), [
    'lumora.com.mx Free Product',
  ]);
  const band = detector(
    brands,
    video('Banda Los Alegres - El Zapateado (Video Oficial)', 'Banda Los Alegres', '@losalegres'),
  );
  assert.deepEqual(
    pairs(
      band('La barra del baile es de Lumora: la marca entró con una aportación al rodaje a cambio de salir a cuadro.'),
    ),
    ['lumora.com.mx Integration'],
  );
  const sketch = detector(brands, video('Si la vida tuviera comerciales', 'Tres Primos', '@tresprimos'));
  assert.deepEqual(
    pairs(
      sketch(
        'Ninguna marca nos pagó. Si alguna quiere patrocinar de verdad, ya saben dónde estamos 😏\nActúan: Beto y Chuy como "el cliente de Lumora".',
      ),
    ),
    [],
  );
  const shop = detector(brands, video('Buen Fin: 2x1 en nuestras salsas', 'Salsas Doña Tere', '@salsasdonatere'));
  assert.deepEqual(
    pairs(
      shop(
        '2x1 en todas nuestras salsas con el código TERE2X1 en https://salsasdonatere.mx/tienda 🌶️ Pagas con tarjeta, con Pagora o en efectivo en Tiendita.',
      ),
    ),
    [],
  );
});

test('English: a freebie, a friend’s loan, a policy on gifts, a town’s support, a pronoun after an emoji', () => {
  const brands = [brand('b-l', 'Lumora', ['lumora.com']), brand('b-w', 'WE', ['we.example'])];
  const pets = detector(brands, video('A box of treats for the girls!', 'Hutch Tales', '@hutchtales'));
  assert.deepEqual(
    pairs(pets("Lumora's team asked if they could post us some hay cubes to try, so the whole box was a freebie.")),
    ['lumora.com Free Product'],
  );
  const av = detector(brands, video('Calibrating my TV with free software', 'Screen Shed', '@screenshed'));
  assert.deepEqual(
    pairs(av('The meter is a Lumora i1 that my buddy Dan from the forum let me borrow for the month (cheers Dan!).')),
    [],
  );
  const games = detector(brands, video('Harbour Lights — Lumora Preview (Prototype Copy)', 'Table Talk', '@tabletalk'));
  assert.deepEqual(
    pairs(
      games(
        'A first look at the prototype.\nPledge: https://www.lumora.com/projects/harbour-lights\nReview copies: we say in every description whether a game was sent to us or bought.\nWhen a company loans or sends something, it is stated at the top.',
      ),
    ),
    [],
  );
  const tour = detector(brands, video("WE'RE GOING ON TOUR!!", 'Gus & Mo', '@gusandmo'));
  assert.deepEqual(
    pairs(
      tour(
        'Tickets: https://www.lumora.com/shows/gusandmo\nThe Geelong show is supported by City of Geelong through its events program. Hometown!\n\nHey legends 🤙 We’re Gus & Mo, new sketch every Friday.',
      ),
    ),
    [],
  );
});
