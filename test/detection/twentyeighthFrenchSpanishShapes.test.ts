// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-eighth set's French and Spanish shapes (docs/detection.md §1ze): press loans and press trips, a loan told
// in the present with its return, a product not bought and sent without a brief, a Mexican PR box, a paid presence, an
// episode's advertiser, Québec's "commanditaire", a commercial alliance, a video paid in the present, a share of each
// purchase, a creator's link, no extra cost, the creator's own money, a three-letter acronym naming its linked brand;
// with the readings they must leave alone (friends' loans, news of shirts' sponsors, "claro", denials and questions).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-acro', 'KVX Skin Studio', ['kvxskin.com']),
  brand('b-claro', 'Claro', ['claro.com.mx']),
  brand('b-bet', 'Apostalia', ['apostalia.es']),
];
const video = {
  videoId: 'vid00000128',
  title: 'Une semaine avec',
  channel: { title: 'Harbor Lane', handle: '@harborlane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;
const expect = (want: string[], lines: string[], d = detect, link = withLink) => {
  for (const line of lines) assert.deepEqual(pairs(d(link(line))), want, line);
};
const flagged = (description: string) => detect(description, { includesPaidPromotion: true });

test('French: a car of the press fleet, a press copy, a loan told in the present with its return', () => {
  expect(
    ['orbitra.com Free Product'],
    [
      'La citadine sort du parc presse de Orbitra France, rendue au bout de dix jours.',
      'Il s’agit d’un exemplaire de presse : Orbitra le récupère à la fin du mois.',
      'Voiture de presse Orbitra, essayée dix jours sur autoroute.',
      'Orbitra me la prête trois semaines, ensuite un livreur passe la récupérer.',
      'Le casque, Orbitra nous le laisse dix jours avant de le reprendre.',
      'Orbitra me les confie, je dois les rendre à la fin du tournage.',
    ],
  );
  expect(
    [],
    [
      'Ce n’est pas une voiture de presse : elle sort de chez Orbitra, payée cash.',
      'Orbitra me laisse deux jours pour répondre à leur mail.',
      'Mon pote me la prête trois semaines, elle vient de chez Orbitra.',
      'Orbitra prête-t-elle des voitures de presse aux youtubeurs ?',
    ],
  );
});

test('French: a press trip the maker invited to or paid for is a gift; one the creator paid is none', () => {
  expect(
    ['orbitra.com Free Product'],
    [
      'Tourné à Porto, invitées par Orbitra pour le lancement.',
      'Orbitra a pris en charge les vols et l’hôtel.',
      'Vlog du voyage de presse Orbitra en Islande.',
    ],
  );
  expect(
    [],
    [
      'Orbitra n’a pas pris en charge le voyage : on a tout payé.',
      'Invitée par ma copine au lancement de Orbitra, on a adoré.',
    ],
  );
});

test('French: a product not bought, slipped in or sent without any brief, is a gift; one bought is none', () => {
  expect(
    ['orbitra.com Free Product'],
    [
      'Cette crème, je ne l’ai pas achetée : Orbitra me l’a expédiée avec un mot.',
      'Orbitra a glissé le baume dans ma boîte aux lettres, sans aucune consigne.',
      'Orbitra a envoyé le parfum, pas de contrat et aucune demande.',
      'Orbitra m’a laissé la caméra une semaine, je l’ai rendue depuis.',
    ],
  );
  expect([], ['Cette crème, je l’ai achetée : Orbitra l’a expédiée en 48 h.']);
});

test('French: a paid presence, an episode’s advertiser, a sponsor in Québec’s word', () => {
  expect(
    ['orbitra.com Integration'],
    [
      'Placement rémunéré : Orbitra apparaît dans ce court-métrage.',
      'Apparition rémunérée de la marque Orbitra à 3:10.',
      'Notre annonceur du jour, c’est Orbitra.',
      'Ce numéro a pour annonceur Orbitra.',
      'Ce segment est commandité par Orbitra.',
      'Merci à notre commanditaire, Orbitra!',
    ],
  );
  expect(
    [],
    [
      'Ce n’est pas un placement rémunéré : mes Orbitra, je les ai eues en solde.',
      'Les annonceurs quittent la plateforme, Orbitra en tête.',
      'Vidéo non commanditée par Orbitra, tout vient de ma poche.',
      'L’enquête dit que l’attaque aurait été commanditée par un ancien cadre de Orbitra.',
    ],
  );
  // A chapter named in Québec's word is a sponsor chapter: the brand of the code is the paid segment's.
  const chapters = (line: string) => `${line}\nhttps://orbitra.com/p\n\n0:00 Intro\n0:45 Commanditaire\n2:00 La partie`;
  expect(['orbitra.com Integration'], ['Code ORBI10 pour 10 % de réduction chez Orbitra'], detect, chapters);
});

test('French: a share of each purchase, a creator’s link, no extra cost to the buyer are affiliate disclosures', () => {
  const linked = (line: string) => `${line} https://orbitra.com/jeux`;
  expect(
    ['orbitra.com Affiliate'],
    [
      'Je prends une petite cote sur chaque vente faite via ce lien Orbitra :',
      'Orbitra me reverse quelques centimes sur chaque achat, voici le lien :',
      'Mes jeux, je les prends sur Orbitra avec mon lien de créateur :',
      'Le lien Orbitra (sans surcoût pour vous) :',
      'Orbitra, et ça vous coûte rien de plus :',
    ],
    detect,
    linked,
  );
  expect([], ['Sur Orbitra j’ai une petite cote de popularité, je crois :'], detect, linked);
});

test('French: what the creator paid with its own card or pocket is no payment by a brand', () => {
  expect([], ['Le panier a été payé avec ma carte chez Orbitra, ticket à l’écran.']);
  assert.deepEqual(pairs(flagged(withLink('Tout est payé de ma poche, acheté chez Orbitra samedi.'))), []);
  expect(['orbitra.com Integration'], ['J’ai été payé par Orbitra pour cette vidéo.']);
});

test('Spanish: a loan unit, a press car, a press trip the maker paid for, a PR box', () => {
  expect(
    ['orbitra.com Free Product'],
    [
      'El portátil es un equipo de préstamo de Orbitra y vuelve a la marca el lunes.',
      'Coche de prensa de Orbitra, siete días de prueba.',
      'El auto viene de la flota de prensa de Orbitra.',
      'Viajamos a Sevilla invitadas por Orbitra.',
      'Orbitra se hizo cargo del hotel y de los traslados.',
      'Los de Orbitra corrieron con los vuelos y la estancia.',
      '¡Me llegó PR de Orbitra y lo abro en directo!',
    ],
  );
  expect(
    [],
    [
      'No es una unidad de préstamo: el móvil lo compré en Orbitra.',
      'Orbitra no corrió con los gastos: el viaje lo pagamos nosotros.',
      'La cámara nos la dejó un amigo, la compró en Orbitra.',
      'El banco de pruebas nos lo prestó mi primo, que trabaja en Orbitra.',
    ],
  );
});

test('Spanish: a commercial alliance and a video paid in the present are paid; news of an alliance is none', () => {
  expect(
    ['orbitra.com Integration'],
    [
      'Este programa se realizó en alianza con Orbitra.',
      'Contenido en alianza con Orbitra.',
      'Hoy cocino con Orbitra, que nos paga este video.',
      'Orbitra paga el vídeo de hoy, gracias.',
    ],
  );
  expect(
    [],
    [
      'Orbitra firmó una alianza comercial con un banco de Monterrey.',
      'Nadie me paga este vídeo: la olla es de Orbitra.',
    ],
  );
});

test('Spanish: what the creator paid is no payment by a brand, under the paid-promotion flag too', () => {
  assert.deepEqual(pairs(flagged(withLink('Todo esto lo hemos pagado nosotros en Orbitra.'))), []);
});

test('A three-letter acronym written in capitals names its linked brand; lowercase it is none', () => {
  // The link far below the sentence, out of a statement's reach: only a name in the sentence binds it.
  const filler =
    'Probé todo durante una semana: labiales, sombras, delineador y fijador, con luz natural y con aro de luz, en ' +
    'piel grasa y en piel mixta, de día y de noche, con y sin primer, para contaros qué aguanta y qué no.';
  const linked = (line: string) => `${line}\n\n${filler}\n\nLa línea completa: https://kvxskin.com/verano`;
  expect(
    ['kvxskin.com Free Product'],
    ['Los de KVX México me enviaron una caja con la línea de verano'],
    detect,
    linked,
  );
  expect([], ['Los de kvx me enviaron una caja con la línea de verano'], detect, linked);
});

test('News of shirts’ and bookmakers’ sponsors is none; "claro" is the word, "Claro" the brand', () => {
  const plain = (line: string) => line;
  expect(
    [],
    [
      'Adiós a los patrocinios de casas de apuestas en las camisetas: Apostalia deja la liga.',
      'El decreto prohíbe el patrocinio en las camisetas, y Apostalia pierde su espacio.',
    ],
    detect,
    plain,
  );
  expect(['orbitra.com Free Product'], ['Para que quede claro: Orbitra me envió el kit gratis.']);
  expect(
    ['claro.com.mx Free Product'],
    ['Claro me mandó el módem para probarlo.'],
    detect,
    (line) => `${line}\nhttps://claro.com.mx/hogar`,
  );
});
