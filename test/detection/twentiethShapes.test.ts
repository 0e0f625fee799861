// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on 2017–2019 descriptions (issue 32's twentieth set, docs/detection.md §1p): a caret as a footnote's mark,
// brand names that are ordinary words of the line's language or heads of longer names, Adcell's and ePN's click
// links, and invitation paths of games and cash-back services.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-amazon', 'Amazon', ['amazon.com', 'amazon.co.uk'], 'Marketplace', ['amzn.to']),
  brand('b-nos', 'NOS', ['nos.pt']),
  brand('b-free', 'Free', ['free.fr']),
  brand('b-nova', 'Nova', ['nova.gr']),
  brand('b-partner', 'Partner', ['partner.co.il']),
  brand('b-verivox', 'Verivox', ['verivox.de']),
  brand('b-movistar', 'Movistar', ['movistar.com.mx']),
  brand('b-pepsi', 'Pepsi', ['pepsi.com']),
  brand('b-ali', 'AliExpress', ['aliexpress.com']),
  brand('b-wot', 'World of Tanks', ['worldoftanks.com', 'worldoftanks.eu']),
  brand('b-glossier', 'Glossier', ['glossier.com']),
  brand('b-nike', 'Nike', ['nike.com']),
  brand('b-puma', 'Puma', ['puma.com']),
];
const video = {
  videoId: 'vid00000020',
  title: 'New video',
  channel: { title: 'Test Channel', handle: '@testchannel' },
};
const detect = detector(catalog, video);

test('"Links marked ^ are affiliate links" covers the lines carrying a caret only', () => {
  const d = [
    'Scarf ^ https://www.uniqlo.com/uk/en/product/scarf-4412',
    'Boots https://www.schuh.co.uk/womens/boots-1187',
    'My shop: https://www.etsy.com/uk/listing/55120/knit-hat',
    'Links marked ^ are affiliate links.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['uniqlo.com Affiliate']);
});

test('a name that is a function word of another language counts only capitalised ("nos chroniqueurs")', () => {
  assert.deepEqual(pairs(detect('Merci à nos partenaires qui sponsorisent cet épisode, nos abonnés adorent.')), []);
  assert.deepEqual(pairs(detect('Cet épisode est sponsorisé par NOS.')), ['nos.pt Integration']);
});

const domains = (d: string) => detect(d).map((s) => s.domain);

test('an ordinary word after a possessive is the noun: "Unser Partner für diese Folge: Verivox"', () => {
  const paid = { includesPaidPromotion: true };
  const de = 'Unser Partner für diese Folge: Verivox – Tarife vergleichen: https://www.verivox.de/strom/?wpset=talk';
  assert.deepEqual(pairs(detect(de, paid)), ['verivox.de Integration']);
  const en = 'Thanks to our Partner for this episode, Verivox: https://www.verivox.de';
  assert.deepEqual(pairs(detect(en, paid)), ['verivox.de Integration']);
  // Standing alone beside sponsor words, the capitalised name is the brand.
  assert.deepEqual(pairs(detect('Diese Folge wird gesponsert von Partner: https://www.partner.co.il')), [
    'partner.co.il Integration',
  ]);
});

test('an ordinary word heading a longer name is not the brand: "Nova Lindqvist", "Free Fire – movistar.com.mx/freefire"', () => {
  assert.ok(
    !domains('Nova Lindqvist - "Glass" (Official Video)\nThis video is sponsored by Pepsi.').includes('nova.gr'),
  );
  const game = 'Este video es patrocinado por Movistar: gana gemas de Free Fire – https://www.movistar.com.mx/freefire';
  assert.deepEqual(pairs(detect(game)), ['movistar.com.mx Integration']);
  // The brand and its product stay the brand: "Glossier Stretch Concealer (PR)".
  assert.deepEqual(pairs(detect('Glossier Stretch Concealer (PR) https://www.glossier.com/products/stretch')), [
    'glossier.com Free Product',
  ]);
});

test("Adcell's and ePN's click links name their destination (`param0=`, `to=`)", () => {
  const adcell =
    'Gibt es bei Conrad*: https://www.adcell.de/promotion/click?promoId=1&slotId=2&param0=https%3A%2F%2Fwww.conrad.de%2Fde%2Fp%2F123\n* Affiliate-Link';
  assert.deepEqual(pairs(detect(adcell)), ['conrad.de Affiliate']);
  const epn = 'Чехол: https://alipromo.com/redirect/cpa/o/abc123/?to=https%3A%2F%2Faliexpress.com%2Fitem%2F1.html';
  assert.deepEqual(pairs(detect(epn)), ['aliexpress.com Affiliate']);
});

test('invitation paths of a game and of a cash-back service are referral links', () => {
  assert.deepEqual(pairs(detect('Регистрация по приглашению: https://worldoftanks.eu/referrals/tankist')), [
    'worldoftanks.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect('Кэшбэк-сервис: https://epn.bz/inviter/masha')), ['epn.bz Affiliate']);
});

test('sponsors reported of others are news: "des sponsors qui se frottent les mains", "спонсоры ФИФА"', () => {
  const fr =
    "Puma, Nike et Renault : nos chroniqueurs comptent les sponsors qui se frottent les mains après l'annonce.";
  assert.deepEqual(pairs(detect(fr)), []);
  const ru = 'Спонсоры турнира довольны: спонсоры ФИФА Pepsi и AliExpress показали рост продаж.';
  assert.deepEqual(pairs(detect(ru)), []);
  // The creator's own sponsors, and the sponsors of this video, still are.
  assert.deepEqual(pairs(detect('Merci à nos sponsors : Pepsi https://www.pepsi.com')), ['pepsi.com Integration']);
  assert.deepEqual(pairs(detect('The sponsors of this video: Pepsi https://www.pepsi.com')), ['pepsi.com Integration']);
});

test('the channel\'s own page on a platform is its own, and "personne ne m\'a payé" negates the payment', () => {
  const own = detector([brand('b-twitch', 'Twitch', ['twitch.tv'])], {
    ...video,
    channel: { title: 'Pixel Lapin', handle: '@pixellapin' },
  });
  const paid = { includesPaidPromotion: true };
  assert.deepEqual(pairs(own('Tous les soirs en live : https://www.twitch.tv/pixellapin', paid)), []);
  const d = "Jeu gratuit, personne ne m'a payé pour en parler.\n➤ Twitch : https://www.twitch.tv/autrecompte";
  assert.deepEqual(pairs(own(d)), []);
});

test('"Other parts (Amazon affiliate links):" names one store: the list\'s other links stay plain', () => {
  const d = [
    'Other parts (Amazon affiliate links):',
    'Fan: https://amzn.to/3xYfan1',
    'Lamp: Glossier Lux https://www.lampshop.co.uk/lux',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['amazon.com Affiliate']);
});
