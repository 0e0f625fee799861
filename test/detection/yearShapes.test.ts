// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on a year of trending descriptions in Italy, Brazil, Japan, Korea and India (issue 32's eleventh set,
// docs/detection.md §1g): gifts in the words those creators used (a maker "sent the device", "ricevuto da", a stay
// "ci ha ospitato", "(X 제공)", "대여받아", "様よりご提供", "review के लिए दिए", "outfits courtesy"), gift lists
// introduced by "the brands" or "the PR parcels", paid words ("tem o apoio da", "la puntata è offerta da", "in
// association with"), a program key, streaming platforms that are no sponsor, and sponsors in the news.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const detect = detector(
  [
    brand('b-amz', 'Amazon', ['amazon.com', 'amazon.it', 'amazon.com.br', 'amazon.co.jp', 'amazon.in'], 'Marketplace', [
      'amzn.to',
    ]),
    brand('b-motorola', 'Motorola', ['motorola.com']),
    brand('b-jabra', 'Jabra', ['jabra.com']),
    brand('b-vivo', 'Vivo', ['vivo.com']),
    brand('b-picpay', 'PicPay', ['picpay.com']),
    brand('b-tim', 'TIM', ['tim.it']),
  ],
  { videoId: 'vid00000011', title: 'Video nuovo', channel: { title: 'Canale Prova', handle: '@canaleprova' } },
);

test('a maker that sent, lent or gave the unit, in Portuguese, Italian, Korean, Japanese and Hindi', () => {
  assert.deepEqual(
    pairs(
      detect(
        'A Motorola enviou o aparelho para análise, mas não viu o vídeo antes.\nhttps://www.motorola.com/br/moto-g9',
      ),
    ),
    ['motorola.com Free Product'],
  );
  assert.deepEqual(pairs(detect('Auricolari Elite 75t (ricevuti da Jabra) https://www.jabra.com/it/elite-75t')), [
    'jabra.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('스피커 (소니 제공) https://www.sonyspeaker.co.kr/srs-xb23')), [
    'sonyspeaker.co.kr Free Product',
  ]);
  assert.deepEqual(pairs(detect('비보로부터 제품을 대여받아 촬영했습니다. https://www.vivo.com/kr/x50')), [
    'vivo.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('ヘッドホン（Jabra様よりご提供） https://www.jabra.com/ja-jp/elite-85h')), [
    'jabra.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Vivo ने ये phone review के लिए दिया है। https://www.vivo.com/in/v20')), [
    'vivo.com Free Product',
  ]);
  // Italian "regalo di" from a brand is a gift; a Christmas present or a family one is not.
  assert.deepEqual(pairs(detect('Lo zaino è un regalo di Vanguardia Bags https://www.vanguardiabags.it/zaino')), [
    'vanguardiabags.it Free Product',
  ]);
  assert.deepEqual(pairs(detect('Lo zaino è un regalo di Natale https://www.vanguardiabags.it/zaino')), []);
  assert.deepEqual(pairs(detect('Lo zaino è un regalo di mia sorella https://www.vanguardiabags.it/zaino')), []);
});

test('a stay and an outfit given by their host or maker', () => {
  assert.deepEqual(
    pairs(
      detect(
        "Abbiamo dormito all'Agriturismo Il Poggio, che ci ha ospitato per tre notti: https://www.ilpoggio-agri.it",
      ),
    ),
    ['ilpoggio-agri.it Free Product'],
  );
  assert.deepEqual(pairs(detect('Which cousin are you?\nOutfits courtesy: Tasva https://www.tasva.com')), [
    'tasva.com Free Product',
  ]);
  // "Footage courtesy of" is a credit.
  assert.deepEqual(pairs(detect('Footage courtesy of Reuters https://www.reuters.com/video/xyz')), []);
});

test('"the brands" and "the PR parcels" introduce a gift list in Portuguese and Korean', () => {
  const pt = [
    'Abrindo as caixas que as marcas me mandaram! Nada é publi, são presentes.',
    '- Sérum Sallve https://www.sallve.com.br/serum',
    '- Batom Vizzela https://www.vizzela.com.br/batom',
  ].join('\n');
  assert.deepEqual(pairs(detect(pt)), ['sallve.com.br Free Product', 'vizzela.com.br Free Product']);
  const ko = [
    '브랜드에서 제품을 제공받아 리뷰합니다.',
    '- 토너 https://www.roundlab.co.kr/toner',
    '- 선크림 https://www.isntree.com/sun',
  ].join('\n');
  assert.deepEqual(pairs(detect(ko)), ['isntree.com Free Product', 'roundlab.co.kr Free Product']);
});

test('paid words: "tem o apoio da", "la puntata è offerta da", "video in association with"', () => {
  assert.deepEqual(pairs(detect('Esse vídeo tem o apoio do PicPay: baixe em https://picpay.com/convite')), [
    'picpay.com Integration',
  ]);
  assert.deepEqual(pairs(detect('Lo sketch della settimana. La puntata è offerta da TIM: https://www.tim.it/fibra')), [
    'tim.it Integration',
  ]);
  assert.deepEqual(pairs(detect('Music video in association with Ajio – shop the looks: https://www.ajio.com/looks')), [
    'ajio.com Integration',
  ]);
  // A film's credit is no sponsor of the video.
  assert.deepEqual(
    pairs(detect('A Dharma film produced in association with Zee Studios. https://www.zeestudios.com')),
    [],
  );
});

test("a rental site's affiliateCode is an affiliate link; a show's streaming platform is no sponsor", () => {
  assert.deepEqual(pairs(detect('Auto prenotata qui: https://www.autoeurope.it/?affiliateCode=canaleprova')), [
    'autoeurope.it Affiliate',
  ]);
  const show = [
    'Il monologo del giovedì. La puntata è offerta da TIM: https://www.tim.it',
    'Rivedi le puntate su https://www.raiplay.it/programmi/ilmonologo',
  ].join('\n');
  assert.deepEqual(pairs(detect(show)), ['tim.it Integration']);
});

test('sponsors in the news: a title sponsor, sponsor companies', () => {
  assert.deepEqual(pairs(detect('Pro Kabaddi League का नया title sponsor कौन? https://www.newsportal.in/kabaddi')), []);
  assert.deepEqual(
    pairs(detect('大会のスポンサー企業が契約を見直しています。\n詳しくは https://www.newssite.jp/sports')),
    [],
  );
});
