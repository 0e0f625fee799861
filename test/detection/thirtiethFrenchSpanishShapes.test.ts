// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirtieth set's French and Spanish shapes (docs/detection.md §1zl): a gift told with its giver put forward, a
// loan by its pronoun and its while, a stay at the maker's expense, a press key; a video a brand ordered, a slot it
// bought, a brand that paid to be in it, an episode made possible by it, a segment "offered" or "sponsored" as
// television says it; a present given, a loan in the perfect, a parcel not bought and the family as its addressee;
// money given for the video, a video that is an ad, a slot a brand buys; a store's share "regresa"; a brand said to
// have nothing to do with the video; a function word opening a sentence; and the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-lum', 'Lumora', ['lumora.fr']),
  brand('b-vel', 'Velanto', ['velanto.com.mx']),
  brand('b-nos', 'NOS', ['nos.pt']),
  brand('b-au', 'au', ['au.com']),
  brand('b-mec', 'MEC', ['mec.ca']),
  brand('b-bata', 'Bata', ['bata.in']),
  brand('b-kios', 'Kiosko Mío', ['kioskomio.mx'], 'Marketplace'),
];
const video = {
  videoId: 'vid00000130',
  title: 'Notre semaine',
  channel: { title: 'Les Deux Bancs', handle: '@lesdeuxbancs' },
};
const detect = detector(catalog, video);
const lumora = (line: string) => `${line}\nhttps://www.lumora.fr/nouveautes`;
const velanto = (line: string) => `${line}\nhttps://www.velanto.com.mx/tienda`;

test('French gifts: the giver put forward, a loan by its pronoun, a stay at the maker’s expense, a press key', () => {
  const lines = [
    "La clé du jeu, c'est Lumora qui me l'a transmise deux jours avant la sortie.",
    "Les vestes du tournage, c'est Lumora qui nous les a fait livrer, sans rien nous demander.",
    "Le vélo de cette vidéo n'est pas à moi : Lumora me l'a confié pour un mois.",
    'Les tentes, Lumora nous les a prêtées pour le week-end.',
    "Le séjour nous a été proposé par Lumora : les trois nuits et les forfaits étaient à leurs frais, l'essence à notre charge.",
    'Les billets et l’hôtel étaient entièrement aux frais de Lumora.',
    'Jeu testé avec une clé presse fournie par Lumora.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(lumora(line))), ['lumora.fr Free Product'], line);
  const none = [
    "Le vélo, c'est mon frère qui me l'a laissé pour l'été (le lien Lumora, c'est juste pour info).",
    'Le matériel, ce sont des potes qui nous les ont laissés pour le week-end, merci Lumora pour le café.',
    "C'est Lumora qui me l'a fait livrer : commandé lundi, reçu mardi.",
    'Les frais de retour sont à leur charge chez Lumora, pratique.',
    "Les nuits d'hôtel étaient à notre charge, Lumora n'a rien payé.",
    "Le robot Lumora, c'est celui de ma belle-sœur, qui me l'a laissé un mois.",
  ];
  for (const line of none) assert.deepEqual(pairs(detect(lumora(line))), [], line);
});

test('French payment: a video ordered, a slot bought, paid to be in it, made possible, a segment offered', () => {
  const lines = [
    'On joue cartes sur table : ce sketch est une commande de Lumora.',
    'Cette vidéo a été commandée par Lumora, on a écrit les blagues.',
    'Lumora a réglé la facture du tournage, merci à eux.',
    'Ce clip contient une présence de marque achetée par Lumora.',
    'Lumora a acheté les deux premières minutes de cet épisode.',
    'De 4:10 à 5:30, un passage publicitaire : Lumora l’a payé, on l’a écrit nous-mêmes.',
    'Merci à Lumora, qui a payé pour apparaître dans la vidéo.',
    'Épisode rendu possible grâce à Lumora.',
    'La météo vous est offerte par Lumora.',
    'Séquence parrainée : Lumora est notre partenaire de la saison.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(lumora(line))), ['lumora.fr Integration'], line);
  const none = [
    "J'ai acheté les premières minutes du film sur Lumora, le reste en location.",
    "J'ai payé pour avoir le jeu sur Lumora, rien d'offert.",
    'Cette vidéo est possible grâce à vous, et à mes tipeurs (le lien Lumora est juste un exemple).',
    'Ma commande de Lumora est arrivée en retard.',
    "Lumora n'a rien à voir avec cette vidéo, mais leur vélo m'a été prêté par un ami.",
  ];
  for (const line of none) assert.deepEqual(pairs(detect(lumora(line))), [], line);
});

test('French affiliate: a store’s share "une petite part" of each order', () => {
  const d =
    'Les livres (si vous commandez par ces liens, Lumora nous reverse une petite part) :\n• Un livre : https://www.lumora.fr/livre/1';
  assert.deepEqual(pairs(detect(d)), ['lumora.fr Affiliate']);
  assert.deepEqual(pairs(detect(lumora('Lumora a pris une petite part du marché des livres cette année.'))), []);
});

test('Spanish gifts: a present, a loan in the perfect and the present, a parcel not bought, the family addressed', () => {
  const lines = [
    'Para que quede claro: las entradas nos las dio de regalo Velanto.',
    'Velanto me lo ha dejado para probarlo dos semanas y luego lo recogen.',
    'El reloj no es mío: Velanto me lo presta un mes.',
    'La licuadora no la compramos: llegó de Velanto con una tarjetita para mi mamá.',
    'Los sartenes llegaron de Velanto y no nos pidieron nada a cambio.',
    // A trip made possible by the maker that invited the creator is its gift, not a payment for the video.
    'Este viaje ha sido posible gracias a Velanto, que nos invitó al tour.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(velanto(line))), ['velanto.com.mx Free Product'], line);
  const none = [
    'Velanto me lo ha dejado claro: no hay envíos esta semana.',
    'El reloj me lo presta mi hermano un mes, el de Velanto lo compré yo.',
    'La licuadora me la dio de regalo mi mamá, es de Velanto.',
    'Mi pedido de Velanto llegó en dos días, lo compramos con descuento.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(velanto(line))), [], line);
});

test('Spanish payment: paid for the video, money given, an ad, ordered, a slot bought, made possible', () => {
  const lines = [
    'Velanto me ha pagado por hacer esta reseña, la opinión es mía.',
    'Nos pagaron por escribirlo y grabarlo, los chistes son nuestros. Gracias Velanto.',
    'Velanto nos dio una lana por cocinar con su aceite.',
    'Aviso: este video es publicidad de Velanto.',
    'Este sketch lo mandó hacer Velanto.',
    'La sección es un espacio que Velanto le compra al programa cada semana.',
    'Este video es posible gracias a Velanto.',
    '📌 Información comercial: la receta de hoy la presenta Velanto.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(velanto(line))), ['velanto.com.mx Integration'], line);
  const none = [
    'Mi papá me dio una lana por ayudarle y con eso compré en Velanto.',
    'Este video no es publicidad: Velanto ni sabe que existimos.',
    'Este video es posible gracias a ustedes, no a Velanto.',
    'Velanto no tiene nada que ver con esto. La mesa nos la prestó un vecino un domingo.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(velanto(line))), [], line);
});

test('Spanish affiliate: the store "me regresa" a share of each purchase', () => {
  const d =
    'Código MARA10 en https://www.velanto.com.mx (de cada compra con mi código, la marca me regresa un poquito)';
  assert.deepEqual(pairs(detect(d)), ['velanto.com.mx Affiliate']);
});

test('A brand said to have nothing to do with the video is no other sentence’s giver', () => {
  const d = 'Velanto no tiene nada que ver con esto. Ni nos conocen. La tiendita nos la prestó don Rigo un domingo.';
  assert.deepEqual(pairs(detect(d)), []);
  const fr = "Lumora n'a rien à voir avec la vidéo. Le studio, c'est Paul qui nous l'a laissé pour la journée.";
  assert.deepEqual(pairs(detect(fr)), []);
});

test('A function word opening a sentence, and everyday words, are no brand', () => {
  // "Nos", "Au" opening a sentence before a word in lower case; "mec", "bata" in lower case.
  const paid = (line: string) => pairs(detect(`${line}\nhttps://www.velanto.com.mx`, { includesPaidPromotion: true }));
  assert.deepEqual(paid('Nos dieron una lana por cocinar con el aceite de Velanto.'), ['velanto.com.mx Integration']);
  assert.deepEqual(paid("Au début de la vidéo il y a une pub : c'est Velanto qui m'a payé."), [
    'velanto.com.mx Integration',
  ]);
  assert.deepEqual(paid('Le mec du sketch est en bata, el video lo pagó Velanto. Velanto pagó este video.'), [
    'velanto.com.mx Integration',
  ]);
  // Written as the brand writes it, or in capitals, it is the brand.
  assert.deepEqual(pairs(detect('NOS me mandó el router gratis para la reseña.\nhttps://www.nos.pt')), [
    'nos.pt Free Product',
  ]);
});
