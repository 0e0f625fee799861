// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the fifty-fifth set's first run misread (test/fixtures/eval-fiftyfifth/README.md), in our own examples:
// Spanish bank fees read as a commission, an event someone organises and a brand sponsors, a policy in a condition, the
// audience addressed as "vosotros", a video sponsored in its entirety; Italian "#adv" closing a title; English product
// names another maker's name opens, initials of a linked brand, a company's pronoun, thanks for what a brand sent, a
// batting partnership.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const video = shapeVideos('vid55shape');

test('Spanish: bank fees, an organised event’s sponsor, a condition, the audience’s memes, a whole video sponsored', () => {
  const brands = [brand('b-l', 'Lumora', ['lumora.es']), brand('b-v', 'Velora', ['velora.es'])];
  const d = detector(brands, video('¿Qué cuenta para autónomos?', 'Asesora en Casa', '@asesoraencasa'));
  assert.deepEqual(
    pairs(
      d(
        'Comparo las cuentas de Lumora y Velora: comisiones, tarjetas y TPV.\nLumora: https://lumora.es\nVelora: https://velora.es',
      ),
    ),
    [],
  );
  assert.deepEqual(
    pairs(
      d('El Carnavalón 2018 lo organiza el Ayuntamiento y cuenta con el patrocinio de Lumora. Entradas en taquilla.'),
    ),
    [],
  );
  assert.deepEqual(
    pairs(
      d(
        '¡Tercera parte! Me habéis mandado más de 2.000 memes y he elegido los 15 que más me han hecho reír para ' +
          'doblarlos con voces de dibujos animados: príncipes de Lumora, villanos y algún loro.',
      ),
    ),
    [],
  );
  const s = detector(brands, video('Compra semanal para 4 con 70 € en Lumora', 'Carro Lleno', '@carrolleno'));
  assert.deepEqual(
    pairs(
      s(
        'Reto: comer una semana para cuatro con 70 € en Lumora. Os enseño el ticket entero.\n' +
          'Pago con mi tarjeta de siempre, nada de códigos ni historias.\n\n00:00 Intro\n01:15 El ticket\n04:30 Menú\n\n' +
          'Todo lo que sale en mis vídeos lo compro yo, salvo que ponga lo contrario (y si es publi lo pongo arriba del todo).',
      ),
    ),
    [],
  );
  const w = detector(brands, video('Hago todas las voces yo solo', 'Voces de Estudio', '@vocesdeestudio'));
  assert.deepEqual(pairs(w('Este vídeo está íntegramente patrocinado por Lumora 🎧 https://lumora.es/voces')), [
    'lumora.es Dedicated',
  ]);
});

test('Italian: "#adv" closing the title over one paid brand', () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.it'])],
    video('Vendo tutti i miei doppioni: quanto ci ho fatto? #adv', 'Scatoline', '@scatoline'),
  );
  assert.deepEqual(pairs(d('In collaborazione con Lumora.\nIn un mese ho messo tutto su Lumora.')), [
    'lumora.it Dedicated',
  ]);
});

test('English: product names, initials, a company’s pronoun, thanks for what was sent, a batting partnership', () => {
  const brands = [
    brand('b-l', 'Lumora Flight', ['lumoraflight.com']),
    brand('b-p', 'Plus', ['plus.pl']),
    brand('b-j', 'Jumbo', ['jumbo.com']),
    brand('b-s', 'Stihl', ['stihl.com']),
    brand('b-v', 'Velora', ['velora.com']),
    brand('b-h', 'Head', ['head.com']),
  ];
  const d = detector(brands, video('Which EFB for student pilots?', 'Left Seat Diaries', '@leftseat'));
  assert.deepEqual(
    pairs(d('Lumora Flight is sponsoring this video and set me up with a year of SkyPad Basic Plus as part of it.')),
    ['lumoraflight.com Integration'],
  );
  assert.deepEqual(
    pairs(
      d(
        'This video is sponsored by Velora.\nThey sent me their pellet sampler and paid me to find the best pellet.\nThe pellets:\nJSB Exact Jumbo 15.89 gr\nH&N Match 21.14 gr',
      ),
    ),
    ['velora.com Integration'],
  );
  assert.deepEqual(
    pairs(
      d(
        'This video is sponsored by Lumora Flight: https://lumoraflight.com/pod\nLF paid for this review and sent me the headset.\nWhat I like:\nJumbo sits well on the ears.',
      ),
    ),
    ['lumoraflight.com Integration'],
  );
  assert.deepEqual(
    pairs(
      d(
        'This video is sponsored by Velora.\nThey lent me a saw and are paying me for this comparison.\nThe Stihl MS 201 is my own saw.',
      ),
    ),
    ['velora.com Integration'],
  );
  assert.deepEqual(pairs(d('Big thanks to Velora UK who sent the whole band a set of in-ears after the show.')), [
    'velora.com Free Product',
  ]);
  assert.deepEqual(
    pairs(d('A massive thank you to Velora for the huge box of teabags they sent after Dave tweeted.')),
    ['velora.com Free Product'],
  );
  assert.deepEqual(pairs(d('not sponsored, Velora just sent them (thank you!!!) and we shared them out.')), [
    'velora.com Free Product',
  ]);
  assert.deepEqual(pairs(d('0:00 Intro\n4:10 Slow pitch\n15:30 Head-Labuschagne partnership\n27:00 Captaincy')), []);
});
