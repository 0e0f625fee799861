// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection with the gift words each language module declares (src/detection/engine/lexicon/languages/,
// docs/detection.md §3a): a gift binds to the brand its sentence names or links, as the hand-written gift patterns
// do; a credit, a gift as a topic, a giveaway and the family's gift bind nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-lumora', 'Lumora', ['lumora.com']),
  brand('b-epidemic', 'Epidemic Sound', ['epidemicsound.com']),
  brand('b-amazon', 'Amazon', ['amazon.com', 'amazon.de'], 'Marketplace', ['amzn.to']),
];
const video = {
  videoId: 'vidlanguage',
  title: 'New video',
  channel: { title: 'Test Channel', handle: '@testchannel' },
};
const detect = detector(catalog, video);

test('a gift word of each language binds to the brand its sentence links', () => {
  const lines = [
    'Lumora schickte mir das neue Modell: https://lumora.com/de',
    "Merci à Lumora de m'avoir envoyé ces produits ! https://lumora.com/fr",
    'Lumora me hizo llegar estos audífonos https://lumora.com/es',
    'Fui presenteada pela Lumora com esse kit https://lumora.com/br',
    'Recebi este liquidificador da Lumora como presente https://lumora.com/br',
    'Huge thanks to Lumora for kitting us out with tents for the trip https://lumora.com/uk',
    'Prodotti gentilmente inviati da Lumora https://lumora.com/it',
    'Deze koptelefoon mocht ik van Lumora testen https://lumora.com/nl',
    'Telefon otrzymałem do testów od Lumora https://lumora.com/pl',
    'Наушники присланы брендом Lumora https://lumora.com/ru',
    'Ürün Lumora tarafından sağlanmıştır https://lumora.com/tr',
    'Lumora様に送っていただきました https://lumora.com/jp',
    'Lumora에서 보내주신 제품입니다 https://lumora.com/kr',
    '這台相機是 Lumora 寄來的 https://lumora.com/tw',
    'Ye products Lumora ne bheje hain https://lumora.com/in',
    'Terima kasih Lumora sudah mengirimkan produknya https://lumora.com/id',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(line)), ['lumora.com Free Product'], line);
});

test('a label in brackets marks its item a gift', () => {
  assert.deepEqual(pairs(detect('Pullover (Geschenk) – https://lumora.com/pulli')), ['lumora.com Free Product']);
  assert.deepEqual(pairs(detect('Objectif (prêté) – https://lumora.com/objectif')), ['lumora.com Free Product']);
});

test('a credit, a gift as a topic, a giveaway and the family are no gift', () => {
  assert.deepEqual(pairs(detect('Musik bereitgestellt von Epidemic Sound: https://www.epidemicsound.com')), []);
  assert.deepEqual(pairs(detect('Gewinnspiel: Lumora schickte mir drei Kameras https://lumora.com/de')), []);
  assert.deepEqual(pairs(detect('Die Uhr habe ich von meiner Mutter bekommen https://lumora.com/uhr')), []);
  assert.deepEqual(pairs(detect('Mi mamá me hizo llegar estos regalos de navidad https://lumora.com/es')), []);
  assert.deepEqual(pairs(detect('Sorteo: Lumora me hizo llegar tres relojes https://lumora.com/es')), []);
  // Negated in its own clause: no gift.
  assert.deepEqual(pairs(detect('Keine Firma schickte mir diese Kamera, https://lumora.com/de')), []);
});
