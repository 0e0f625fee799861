// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on 2017–2019 descriptions (issue 32's twenty-first set, docs/detection.md §1q): gifts and loans in more
// wordings of five languages, a brand's referral link given to the creator, the platform named beside the creator's
// own page on it, sponsors reported with whose they are, and an ad label closing a title after a separator.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, channel, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-kettle', 'Kettlecraft', ['kettlecraft.com']),
  brand('b-fjord', 'Fjordline', ['fjordline.com']),
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-twitch', 'Twitch', ['twitch.tv']),
  brand('b-razer', 'Razer', ['razer.com']),
  brand('b-coke', 'Coca-Cola', ['coca-cola.com']),
  brand('b-adidas', 'Adidas', ['adidas.com']),
  brand('b-visa', 'Visa', ['visa.com']),
  brand('b-garnier', 'Garnier', ['garnier.com']),
  brand('b-lg', 'LG', ['lg.com']),
];
const video = {
  videoId: 'vid00000021',
  title: 'New video',
  channel: { title: 'Pixel Harbor', handle: '@pixelharbor' },
};
const detect = detector(catalog, video);

test('English gift wordings: courtesy of, a freebie, let me keep, popped in the post, thrown in for free', () => {
  const lines = [
    'The grinder came courtesy of Kettlecraft.',
    'The jackets were a freebie from Kettlecraft.',
    'Kettlecraft let me keep the kettle after filming.',
    'Kettlecraft let me take the espresso machine home for a month.',
    'Kettlecraft popped their new mugs in the post for me.',
    'Kettlecraft threw in a milk jug for free.',
    'Kettlecraft slipped two bags of beans into my order for free.',
  ];
  for (const l of lines) {
    assert.deepEqual(pairs(detect(`${l}\nhttps://kettlecraft.com/shop`)), ['kettlecraft.com Free Product'], l);
  }
});

test('a credit stays a credit: "Footage came courtesy of" names no gift', () => {
  assert.deepEqual(pairs(detect('Drone footage came courtesy of Orbitra.\nhttps://orbitra.com')), []);
});

test('a host welcoming the family for nights, and parts furnished for a build, are gifts', () => {
  assert.deepEqual(pairs(detect('Fjordline hosted our family for three nights on the ferry.\nhttps://fjordline.com')), [
    'fjordline.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Orbitra furnished the fans and pump for this build: https://orbitra.com/fans')), [
    'orbitra.com Free Product',
  ]);
});

test('gifts and loans in French, Hindi and Korean wordings', () => {
  const lines = [
    "Kettlecraft m'a confié la machine pour ce test, je la rends ensuite : https://kettlecraft.com/fr",
    'Ye mixer mujhe Kettlecraft ki taraf se uphaar mein mila hai: https://kettlecraft.com/in',
    'LG에서 체험용 제품을 빌려주셔서 작성한 리뷰입니다. https://lg.com/kr',
    'LG에서 한 박스 챙겨주셨어요 감사합니다. https://lg.com/kr',
  ];
  const expected = [
    ['kettlecraft.com Free Product'],
    ['kettlecraft.com Free Product'],
    ['lg.com Free Product'],
    ['lg.com Free Product'],
  ];
  lines.forEach((l, i) => assert.deepEqual(pairs(detect(l)), expected[i], l));
});

test('a Korean wardrobe credit "의상 협찬" is an item lent or given', () => {
  assert.deepEqual(pairs(detect('의상 협찬: Kettlecraft https://kettlecraft.com/kr/outfit')), [
    'kettlecraft.com Free Product',
  ]);
});

test('a referral link a brand gave the creator is its affiliate program, not a gift', () => {
  const d = 'Kettlecraft gave me a referral link that takes 20% off your first order: https://kettlecraft.com/r/pixel';
  assert.deepEqual(pairs(detect(d)), ['kettlecraft.com Affiliate']);
  // A product it gave stays a gift.
  assert.deepEqual(pairs(detect('Kettlecraft gave me this kettle to try: https://kettlecraft.com/k1')), [
    'kettlecraft.com Free Product',
  ]);
});

test("the platform named beside the creator's own page on it names no sponsor", () => {
  const d = [
    'Razer pays for this video, thank you! Get the headset: https://www.razer.com/headsets',
    '',
    'Twitch: https://www.twitch.tv/pixelharbor',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['razer.com Integration']);
  const code = 'Code créateur : PIXELHARBOR\n\nTwitch : https://www.twitch.tv/pixelharbor';
  assert.deepEqual(pairs(detect(code, channel('Pixel Harbor', '@pixelharbor'))), []);
  // Another streamer's page is theirs, and the platform is named as usual.
  const other = 'Twitch sponsors this stream! https://www.twitch.tv/someoneelse';
  assert.deepEqual(pairs(detect(other)), ['twitch.tv Integration']);
});

test('sponsors opening a sentence with whose they are is news: "Спонсоры ФИФА — …", "Sponsors of the World Cup"', () => {
  const ru = 'Спонсоры ФИФА — Coca-Cola, Adidas и Visa — подводят итоги чемпионата.';
  assert.deepEqual(pairs(detect(ru)), []);
  const en = 'Sponsors of the World Cup - Coca-Cola, Adidas and Visa - counted their gains.';
  assert.deepEqual(pairs(detect(en)), []);
  // A label stays a label.
  assert.deepEqual(pairs(detect('Спонсоры: Adidas https://adidas.com/ru')), ['adidas.com Integration']);
  assert.deepEqual(pairs(detect('Sponsors of this video: Adidas https://adidas.com')), ['adidas.com Integration']);
});

test("an ad label closing a title after a separator says the whole video is the paid brand's", () => {
  const d = 'Video pagado por Garnier. Les muestro el agua micelar.\nhttps://www.garnier.com/agua-micelar';
  assert.deepEqual(pairs(detect(d, { title: 'MI RUTINA DE NOCHE | Publicidad' })), ['garnier.com Dedicated']);
  assert.deepEqual(pairs(detect(d, { title: 'MI RUTINA DE NOCHE' })), ['garnier.com Integration']);
  assert.deepEqual(pairs(detect(d, { title: 'Meine Abendroutine – Werbung' })), ['garnier.com Dedicated']);
});

test('a product whose name a credit word begins is no credit line: "Photo book: …" under a commission statement', () => {
  const d = [
    'We may earn a commission on purchases made through these links.',
    'Kettle: https://kettlecraft.com/k1',
    'Photo book: https://orbitra.com/photo-books',
    'Photos: Mara Lind',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['kettlecraft.com Affiliate', 'orbitra.com Affiliate']);
  // A credit stays a credit.
  assert.deepEqual(
    pairs(
      detect('We may earn a commission on purchases made through these links.\nPhotos by: https://orbitra.com/studio'),
    ),
    [],
  );
});

test("a brand funding the video is its sponsor, and the store of the creator's own purchases in the title is not", () => {
  const d = [
    'Everything cost less than five dollars at Fjordline.',
    'I bought everything myself.',
    'A thank you to Kettlecraft, who is funding this video.',
    'Kettlecraft: https://kettlecraft.com/lotion',
  ].join('\n');
  assert.deepEqual(pairs(detect(d, { title: 'FIVE DOLLAR CHALLENGE (FJORDLINE)', includesPaidPromotion: true })), [
    'kettlecraft.com Integration',
  ]);
  assert.deepEqual(pairs(detect('This episode was funded by Orbitra: https://orbitra.com')), [
    'orbitra.com Integration',
  ]);
  assert.deepEqual(pairs(detect('The study was funded by Orbitra.')), []);
});

test('a disclosure of links by their place covers those links only: "a commission on the first link"', () => {
  const list = [
    'Jug: https://kettlecraft.com/jug',
    'Thermometer: https://orbitra.com/thermo',
    'Scale: https://fjordline.com/scale',
  ];
  assert.deepEqual(pairs(detect([...list, 'I earn a commission on the first link.'].join('\n'))), [
    'kettlecraft.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect([...list, 'The last two links are affiliate links.'].join('\n'))), [
    'fjordline.com Affiliate',
    'orbitra.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect([...list, 'These are affiliate links.'].join('\n'))), [
    'fjordline.com Affiliate',
    'kettlecraft.com Affiliate',
    'orbitra.com Affiliate',
  ]);
});
