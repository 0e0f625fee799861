// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-first set's French and Hindi shapes (docs/detection.md §1zp): a French present with its adjective ("m'a
// fait un petit cadeau") or named as the maker's ("c'est un cadeau de …"), a delivery the maker had dropped at the
// creator's door "gratuit pour moi", and an event's partner that is not the video's; and the readings they must leave
// alone: the family's presents, the creator's own delivery, a video made in partnership.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [brand('b-kit', 'Kitchora', ['kitchora.fr']), brand('b-fnac', 'Fnac', ['fnac.com'], 'Marketplace')];
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
