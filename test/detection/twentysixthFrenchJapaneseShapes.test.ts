// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-sixth set's French and Japanese shapes (docs/detection.md §1z): a brand that pays the bill of the video,
// gifts told by their arrival, a present, a delivery home, what they cost and a loan told by whom the product belongs
// to; money received for the video, the maker's kindness and equipment entrusted in Japanese; a katakana name of
// several words glued to the words before it; a discount read only in a headline; and the readings they must leave
// alone (the creator's own bill and order, the family's present, denials, the audience's money, a group's company).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-kumo', 'クモリア', ['kumoria.jp']),
  brand('b-hoshi', 'ホシノ・デンキ', ['hoshino-denki.jp']),
  brand('b-sora', 'ソラミ', ['soramie.jp']),
  brand('b-marche', 'Marchéo', ['marcheo.fr'], 'Marketplace'),
  brand('b-pix', 'Pixora', ['pixora.com']),
];
const video = {
  videoId: 'vid00000126',
  title: 'Une semaine avec nous',
  channel: { title: 'Harbor Lane', handle: '@harborlane' },
};
const detect = detector(catalog, video);
const titled = (title: string) => detector(catalog, { ...video, title });
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;
const expect = (type: string, lines: string[]) => {
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [`orbitra.com ${type}`], line);
};
const none = (lines: string[]) => {
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
};

test('French: a brand that pays the bill of the video, funds it or pays the creator for it is its sponsor', () => {
  expect('Integration', [
    "C'est Orbitra qui paie la note de cette vidéo. Mon avis reste le mien.",
    'Orbitra paye la facture de cet épisode, merci à eux.',
    "Orbitra a réglé l'addition de ce tournage.",
    'Orbitra finance cette vidéo : essayez leur offre.',
    'Orbitra me paie pour cette vidéo, mais je dis ce que je pense.',
    'Orbitra nous paye pour en parler, soyons clairs.',
  ]);
  // The creator's own bill, a bill with no video, a question.
  none([
    "C'est moi qui paie la facture de cette vidéo chez Orbitra, comme chaque mois.",
    'Je paie la note de cette vidéo de ma poche, Orbitra ne sait même pas qu’elle existe.',
    'Orbitra paie la facture de ses fournisseurs en retard.',
    'Qui paie la note de cette vidéo ? Pas Orbitra.',
  ]);
});

test('French: gifts told by their arrival, a present, what they cost, or a delivery home by the maker', () => {
  expect('Free Product', [
    "La brume m'est parvenue de la part d'Orbitra en mai, je ne l'ai pas payée.",
    "Le colis nous est parvenu hier de la part d'Orbitra.",
    "Le robot, Orbitra m'en a fait cadeau il y a quelques mois, sans rien demander en retour.",
    'Orbitra nous a fait cadeau de la tente pour le trek.',
    "Orbitra a fait livrer deux trottinettes à la maison pour les enfants, on n'a rien déboursé.",
    'Orbitra nous a fait livrer le canapé gratuitement.',
    "Orbitra a envoyé les deux casques, on n'a rien déboursé.",
    'Orbitra a expédié le coffret sans rien attendre en retour.',
    "Orbitra a prêté la caméra, je ne l'ai pas payée.",
  ]);
  none([
    "Ma mère m'a fait cadeau de ce robot Orbitra pour mon anniversaire.",
    'On a fait livrer le canapé Orbitra à la maison, livraison en 48 h.',
    "J'ai fait livrer le canapé Orbitra chez moi.",
    'Orbitra nous a fait livrer ma commande à la maison en deux jours.',
    "Ma commande m'est parvenue en deux jours, bravo Orbitra.",
  ]);
});

test('French: a loan told by whom the product belongs to, with the review or its return', () => {
  expect('Free Product', [
    "Le téléphone de ce test appartient à Orbitra : on l'a eu deux semaines, puis il est retourné chez eux.",
    'Le casque appartient à Orbitra, je dois le rendre lundi.',
    'Le modèle de test appartient à Orbitra.',
    "L'appareil appartient à Orbitra, il est reparti chez eux après l'essai.",
  ]);
  none([
    'Orbitra appartient à un grand groupe allemand depuis 2015.',
    'Les images de cette vidéo appartiennent à Orbitra, tous droits réservés.',
    'Cette vidéo appartient à Orbitra : ne la repostez pas.',
    'Les images de cette chaîne appartiennent à leurs auteurs. Orbitra est cité à titre d’exemple.',
  ]);
});

test('French: a discount read only in a headline about a store is its price, not a promotion', () => {
  const news = titled('Pâtes à -70 % : cohue dans les magasins Marchéo');
  const description = 'Des clients se sont bousculés dans plusieurs magasins Marchéo pour des paquets vendus 0,99 €.';
  assert.deepEqual(pairs(news(description)), []);
  const headline = titled('Orbitra cuts TVs 40% off as holiday sales slump');
  assert.deepEqual(pairs(headline('Retail analysts say Orbitra and its rivals face a weak season.')), []);
  // With the store's link or its code, the discount is still the store's promotion.
  const deal = titled('Marchéo -30 % ce week-end');
  assert.deepEqual(pairs(deal('Code promo LANE30 : https://www.marcheo.fr/promo')), ['marcheo.fr Affiliate']);
});

test('Japanese: money received from the maker for the video is a payment', () => {
  const lines = [
    'この動画はクモリアさんから広告費をいただいて制作しています。',
    '今回はクモリアさんにお金を出していただいて作った回です🙏',
    '本動画はクモリア様から報酬を頂いて制作しました。',
    'クモリア様に制作費をご負担いただきました。',
    'クモリアさんから出演料をもらって撮影しています。',
  ];
  for (const line of lines) {
    assert.deepEqual(pairs(detect(`${line}\nhttps://kumoria.jp/`)), ['kumoria.jp Integration'], line);
  }
  const denied = [
    'クモリアさんからお金はもらっていません。',
    'クモリアさんからお金をもらっていません。',
    'クモリアさんから広告費をいただいておりません。',
    '視聴者の皆さんからスパチャでお金をいただいてクモリアのカメラを買いました。',
  ];
  for (const line of denied) assert.deepEqual(pairs(detect(`${line}\nhttps://kumoria.jp/`)), [], line);
});

test('Japanese: the maker’s kindness and equipment entrusted for a while are gifts', () => {
  const gifts = [
    '発売前の製品版コードはクモリアさんのご厚意で先行して受け取っています。お金はもらっていないので正直に話します。',
    'カメラはクモリア様のご厚意によりお借りしています。',
    'クモリアさんのご好意で一式お試しさせていただきました。',
    'クモリアさんから2週間ほど機材を預かって撮影しました。返却済みです。',
    'クモリア様から試作機をお預かりしています。',
  ];
  for (const line of gifts) {
    assert.deepEqual(pairs(detect(`${line}\nhttps://kumoria.jp/`)), ['kumoria.jp Free Product'], line);
  }
  const others = [
    '視聴者の皆様のご厚意でクモリアのカメラを買うことができました。',
    'クモリアの店頭で荷物を預かってもらいました。',
  ];
  for (const line of others) assert.deepEqual(pairs(detect(`${line}\nhttps://kumoria.jp/`)), [], line);
});

test('Japanese: a katakana name of several words is found glued to the words before it', () => {
  const lines = [
    'この動画はホシノ・デンキさんから広告費をいただいて制作しています。',
    '今回はソラミとホシノ・デンキさんの提供でお送りします。',
  ];
  assert.deepEqual(pairs(detect(lines[0])), ['hoshino-denki.jp Integration']);
  assert.deepEqual(pairs(detect(lines[1])), ['hoshino-denki.jp Integration', 'soramie.jp Integration']);
  // Not inside a longer katakana word.
  assert.deepEqual(pairs(detect('この動画はアホシノ・デンキさんから広告費をいただいて制作しています。')), []);
});
