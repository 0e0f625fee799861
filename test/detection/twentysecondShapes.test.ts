// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on 2016–2018 descriptions (issue 32's twenty-second set, docs/detection.md §1r): gifts and loans in more
// wordings of seven languages, a symbol opening some items as their mark, a credit's "提供：" and brands' names in kana.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-kettle', 'Kettlecraft', ['kettlecraft.com']),
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-fjord', 'Fjordline', ['fjordline.com']),
  brand('b-samsung', 'Samsung', ['samsung.com']),
  brand('b-mst', 'Monster Strike', ['monster-strike.com']),
];
const video = {
  videoId: 'vid00000022',
  title: 'New video',
  channel: { title: 'Pixel Harbor', handle: '@pixelharbor' },
};
const detect = detector(catalog, video);

test('gift and loan wordings of seven languages', () => {
  const cases: [string, string][] = [
    ['The speakers came from Kettlecraft without charge.', 'kettlecraft.com'],
    ['Every prize this week came to us free from Kettlecraft.', 'kettlecraft.com'],
    ['Kettlecraft handed us the keys to a camper for the trip; it went back after.', 'kettlecraft.com'],
    ['Kettlecraft let us have the sofa free for this shoot.', 'kettlecraft.com'],
    ['Is video ke liye Kettlecraft ki taraf se coins free mile the.', 'kettlecraft.com'],
    ['Ye palette mujhe Kettlecraft ki taraf se PR mein aayi thi.', 'kettlecraft.com'],
    ['Kettlecraft ne review ke liye ye laptop diya hai.', 'kettlecraft.com'],
    ['Das Tablet hat Kettlecraft mir nur geliehen, es geht zurück.', 'kettlecraft.com'],
    ["L'appareil est un prêt de Kettlecraft, je le renvoie après le test.", 'kettlecraft.com'],
    ['La licuadora me la obsequió Kettlecraft para probarla.', 'kettlecraft.com'],
    ['El equipo nos lo facilitó Kettlecraft para la reseña.', 'kettlecraft.com'],
    ['Kettlecraft me consintió con una caja de sus novedades.', 'kettlecraft.com'],
    ['«Kettlecraft» подогнало мне коробку новинок.', 'kettlecraft.com'],
    ['Блендер Kettlecraft нам дали попользоваться на съёмки.', 'kettlecraft.com'],
    ['Samsung에서 대여해준 제품으로 촬영했습니다.', 'samsung.com'],
    ['Samsung에서 무상으로 보내준 제품입니다.', 'samsung.com'],
  ];
  for (const [line, domain] of cases) {
    const link = `https://${domain}/p`;
    assert.deepEqual(pairs(detect(`${line}\n${link}`)), [`${domain} Free Product`], line);
  }
});

test('a symbol opening some items marks them, when other linked lines go without it', () => {
  const d = [
    '✧ Boots: https://kettlecraft.com/boots',
    'Jeans: https://orbitra.com/jeans',
    '✧ = affiliate link (I get a small cut).',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['kettlecraft.com Affiliate']);
  // On every linked line it is a bullet, and the statement speaks of them all.
  const bullets = [
    '✧ Boots: https://kettlecraft.com/boots',
    '✧ Jeans: https://orbitra.com/jeans',
    'These are affiliate links.',
  ].join('\n');
  assert.deepEqual(pairs(detect(bullets)), ['kettlecraft.com Affiliate', 'orbitra.com Affiliate']);
});

test('"映像提供：" credits footage; "提供：" alone names a sponsor', () => {
  assert.deepEqual(pairs(detect('映像提供：Kettlecraft\nhttps://kettlecraft.com')), []);
  assert.deepEqual(pairs(detect('提供：Kettlecraft\nhttps://kettlecraft.com')), ['kettlecraft.com Integration']);
});

test('a title naming the sponsor by its name in kana makes it Dedicated: "【モンスト】" over a paid statement', () => {
  const d = '#PR 本動画はMonster Strikeの提供でお送りします。\nhttps://www.monster-strike.com';
  assert.deepEqual(pairs(detect(d, { title: '【モンスト】新限定キャラを狙う' })), ['monster-strike.com Dedicated']);
  assert.deepEqual(pairs(detect(d, { title: '新限定キャラを狙う' })), ['monster-strike.com Integration']);
});
