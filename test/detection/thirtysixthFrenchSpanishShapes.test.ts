// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-sixth set's French and Spanish shapes (docs/detection.md §1zzi): a brand that settles the bill of a
// segment or is "the ones who pay", a branded segment, visibility bought, a paid commercial agreement, a whole video
// "from start to end" an ad; a unit sent back to its owner; a brand's money in a shoot's budget, a commercial partner
// of a release, a broadcaster's "Segmento comercial." label; a favour "de buena onda"; a store's own domain under the
// directory's record of another country; and the readings they must leave alone: the creator's own bill and budget,
// a reference "je vous renvoie à", a purchase sent back, a code word that is the creator's handle at another store, a
// slash list of platforms.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, channel, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-lum', 'Lumora', ['lumora.fr']),
  brand('b-vel', 'Velora', ['velora.com.mx']),
  brand('b-kor', 'Korvo', ['korvo.co.kr']),
  brand('b-xb', 'Nexbox', ['nexbox.com']),
  brand('b-ml', 'Mercado Libre', ['mercadolibre.com.mx', 'mercadolibre.cl'], 'Marketplace'),
];
const video = {
  videoId: 'vid00000136',
  title: 'Nouvelle vidéo',
  channel: { title: 'Atelier Sud', handle: '@ateliersud' },
};
const detect = detector(catalog, video);

test('French: a bill settled, "the ones who pay", a branded segment, visibility bought, a paid agreement', () => {
  const paid = [
    "Cette chronique est spéciale : c'est Lumora qui en règle l'addition.",
    "Lumora est partout dans ce vlog : c'est eux qui payent, j'ai choisi le reste.",
    'Cette rubrique est une séquence de marque Lumora.',
    'Lumora a acheté de la visibilité dans ce vlog-là.',
    "Les enceintes Lumora du clip y sont dans le cadre d'un accord commercial rémunéré avec la marque.",
    'Lumora est là grâce à un contrat rémunéré avec la marque.',
  ];
  for (const line of paid)
    assert.deepEqual(pairs(detect(`${line}\nhttps://www.lumora.fr/offre`)), ['lumora.fr Integration'], line);
  const none = [
    "J'en paie la note tout seul, Lumora n'y est pour rien.",
    'On en règle la facture nous-mêmes, ensuite on passe chez Lumora.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(line)), [], line);
});

test('French: a whole video an ad "from start to end" is Dedicated', () => {
  const lines = [
    'Du début à la fin, cette vidéo est une pub Lumora : ils m’ont payé pour tester leur réseau.',
    'De bout en bout, la vidéo est sponsorisée par Lumora.',
    'Cette vidéo est une publicité du début à la fin, pour Lumora.',
  ];
  for (const line of lines)
    assert.deepEqual(pairs(detect(`${line}\nhttps://www.lumora.fr/forfait`)), ['lumora.fr Dedicated'], line);
});

test('French: a unit sent back to its owner is a loan', () => {
  const lent = [
    "C'est un appareil de test, on doit le renvoyer à Lumora à la fin du mois.",
    'Le casque ne reste pas ici : je le rends à Lumora lundi.',
    'La caméra, il faut la retourner à Lumora après le tournage.',
  ];
  for (const line of lent) assert.deepEqual(pairs(detect(line)), ['lumora.fr Free Product'], line);
  // A reference, not a loan.
  assert.deepEqual(pairs(detect('Pour le montage, je vous renvoie à ma vidéo sur Lumora.')), []);
});

test('Spanish: a brand’s money in the budget, a commercial partner of the release, a broadcaster’s label', () => {
  const paid = [
    'Velora puso parte del presupuesto del video.',
    'Velora entró con dinero a la producción de este video.',
    'El presupuesto lo puso Velora, y se nota.',
    'Velora es socio comercial de este lanzamiento.',
    'Segmento comercial. Velora se anuncia en el programa y las prendas salen de su tienda.',
    'Espacio publicitario: Velora trae sus ofertas de temporada.',
  ];
  for (const line of paid)
    assert.deepEqual(pairs(detect(`${line}\nhttps://www.velora.com.mx/promo`)), ['velora.com.mx Integration'], line);
  const none = [
    'Yo puse todo mi presupuesto en la cámara, la compré en Velora.',
    'El segmento comercial de Velora creció 8 % este trimestre, según su informe.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(line)), [], line);
});

test('Spanish: a favour "de buena onda", a unit that belongs to the maker and goes back', () => {
  const given = [
    'Audífonos: Velora me los pasó de buena onda en la feria; no pagué ni uno.',
    'Este teléfono no es mío: pertenece a Velora y lo devuelvo en cuanto termine la review.',
    'Lo devuelvo a Velora el lunes, era para la prueba.',
  ];
  for (const line of given) assert.deepEqual(pairs(detect(line)), ['velora.com.mx Free Product'], line);
  assert.deepEqual(pairs(detect('No me quedó bien, así que lo devolví a la tienda y me compré otro en Velora.')), []);
});

test('a store’s own domain is the directory’s record of it under another country', () => {
  const r = detect(
    'Son links de afiliado de Mercado Libre, nos dejan una comisión.\nCuna: https://mercadolibre.com/sec/1xQ7',
  );
  assert.deepEqual(pairs(r), ['mercadolibre.com.mx Affiliate']);
});

test('a code word that is the creator’s handle at another store, a slash list of platforms', () => {
  const korvo = (d: string) => detect(d, channel('Les Chroniques de Korvo', '@chroniqueskorvo'));
  const code = korvo('Lumora nous paie pour cette vidéo : -10 % avec le code KORVO : https://www.lumora.fr/korvo');
  assert.deepEqual(pairs(code), ['lumora.fr Integration']);
  // The brand's own code at its own link still names it.
  const own = korvo('-10 % avec le code KORVO : https://www.korvo.co.kr/korvo');
  assert.deepEqual(pairs(own), ['korvo.co.kr Affiliate']);
  const platforms = detect(
    '🎮 Vos jeux PC/PS4/Nexbox jusqu’à -70 % sur Lumora : https://www.lumora.fr/?igr=atelier (chaque jeu acheté me rapporte un peu)',
  );
  assert.deepEqual(pairs(platforms), ['lumora.fr Affiliate']);
});
