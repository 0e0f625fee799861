// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the forty-seventh set's first run misread (test/fixtures/eval-fortyseventh/README.md), in our own examples:
// Korean gifts told with the honorific "did for me" (주셨, 주셔서) or "received" beside a cue of a gift, a loan collected
// again, a video filmed for the money; a title sharing a topic word with a sentence after the sponsor's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const video = shapeVideos('vid47shape');

test('Korean gifts told by the honorific "did for me" or "received", beside a cue of a gift', () => {
  const d = detector(
    [brand('b-l', '루모라', ['lumora.kr'])],
    video('동네 헬스장 리모델링 브이로그', '근육동네', '@muscletown'),
  );
  for (const text of [
    '루모라 담당자분이 연락 주셔서 러닝머신 네 대를 공짜로 설치해주셨어요!!\n→ https://lumora.kr',
    '루모라에서 크리스마스 선물로 회원 티셔츠 스무 장을 맞춰주셨어요 😭\n→ https://lumora.kr',
    '루모라에서 개업 응원 선물로 폼롤러를 한 박스 받았어요 🥹\nhttps://lumora.kr',
    '이 체중계는 루모라에서 한 달만 쓰는 조건으로 받은 거라 다음 주에 수거해 가요.\nhttps://lumora.kr',
    '루모라에서 새 밴드를 써보라고 건네주셨어요. 돈은 안 받았어요.\nhttps://lumora.kr',
  ])
    assert.deepEqual(pairs(d(text)), ['lumora.kr Free Product'], text);
  // Received with no cue of a gift, or from the family: no gift.
  for (const text of [
    '루모라에서 주문한 폼롤러를 받았어요.\nhttps://lumora.kr',
    '엄마가 생일 선물로 루모라 밴드를 사주셨어요.\nhttps://lumora.kr',
  ])
    assert.deepEqual(pairs(d(text)), [], text);
});

test('a Korean video "filmed for the money" is paid, and a topic word shared with a later sentence is no title name', () => {
  const d = detector(
    [brand('b-l', '루모라', ['lumora.kr'])],
    video('헬스장 덤벨 40개 교체 — 회원님들 반응', '근육동네', '@muscletown'),
  );
  assert.deepEqual(
    pairs(
      d(
        '이번 영상은 루모라코리아에서 돈을 받고 찍는 영상이라 미리 말씀드려요. 덤벨 40개도 루모라에서 받았고요.\n제품 정보: https://lumora.kr/dumbbell',
      ),
    ),
    ['lumora.kr Integration'],
  );
});

test('Portuguese: a paid sentence closed by a tag question or an aside in brackets, gifts sent to test or thanked', () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.com.br'])],
    video('ROTINA DE CACHOS COM A LINHA NOVA', 'Cachos da Rê', '@cachosdare'),
  );
  for (const text of [
    'Esse vídeo é patrocinado pela Lumora, mas a opinião é 100% minha, vocês me conhecem né?\nConheça: https://www.lumora.com.br/cachos',
    'Esse clipe teve patrocínio da Lumora 🟢 (reparou no boné? kkkk)\nhttps://www.lumora.com.br',
  ])
    assert.deepEqual(pairs(d(text)), ['lumora.com.br Integration'], text);
  for (const text of [
    'Olha o que chegou!! A Lumora mandou essa roçadeira pro Tião testar aqui no sítio. Nós não pagamos nada nela.\nhttps://www.lumora.com.br',
    'Obrigada, Lumora, por me presentear com toda a maquiagem da gravação 💗\nhttps://www.lumora.com.br',
  ])
    assert.deepEqual(pairs(d(text)), ['lumora.com.br Free Product'], text);
  // A question about the sponsor is still no statement of one.
  assert.deepEqual(pairs(d('Esse vídeo é patrocinado pela Lumora? Não!\nhttps://www.lumora.com.br')), []);
});

test("Portuguese: an event's sponsors, a fan's gift, a person thanked by a short brand's name, the creator's shop on a platform", () => {
  const d = detector(
    [
      brand('b-s', 'Sabiá Cerveja', ['sabiacerveja.com.br']),
      brand('b-c', 'Carvalho Motores', ['carvalhomotores.com.br']),
      brand('b-a', 'ANA', ['ana.co.jp']),
      brand('b-p', 'Palco Som', ['palcosom.com.br']),
      brand('b-k', 'Loja Fácil', ['lojafacil.com.br']),
    ],
    video('BASTIDORES DA TURNÊ | uma semana na estrada', 'Dupla Pé de Serra', '@duplapedeserra'),
  );
  for (const text of [
    'A Turnê Pé de Serra 2018 tem patrocínio master de Sabiá Cerveja e apoio de Carvalho Motores — quem foi viu as tendas deles.',
    'A Copa Várzea Sul 2018 é organizada pela Liga Sul, com patrocínio da Sabiá Cerveja e da Carvalho Motores.',
    'O evento Louvor no Parque teve patrocínio da Sabiá Cerveja e apoio da prefeitura.',
    'Esse vídeo foi feito por um fã: o Lucas entregou pra gente de presente no camarim.\nOuça no Palco Som: https://www.palcosom.com.br/pedeserra',
    'Chegou muita cartinha que vocês mesmos fizeram pra mim 😭 Obrigada Ana Clara de Recife e todo mundo que mandou!!',
    'LOJINHA DA DUPLA: use o cupom PE10 e ganhe 10% de desconto: https://duplapedeserra.lojafacil.com.br',
  ])
    assert.deepEqual(pairs(d(text)), [], text);
  // A video's own sponsor opening with its show is still read.
  assert.deepEqual(pairs(d('Este quadro tem patrocínio da Sabiá Cerveja: https://sabiacerveja.com.br')), [
    'sabiacerveja.com.br Integration',
  ]);
});

test("English: others' sponsorships, a food drive's partners, public funding, a coupon used, a list headed by its disclosure", () => {
  const d = detector(
    [
      brand('b-l', 'Lumora', ['lumora.com']),
      brand('b-v', 'Velora Grocers', ['veloragrocers.com']),
      brand('b-f', 'Film Fund Scotland', ['filmfundscotland.org']),
      brand('b-h', 'Harbour Tools', ['harbourtools.ca']),
      brand('b-a', 'Amazon', ['amazon.com'], 'Marketplace', ['amzn.to']),
    ],
    video('Deadlift day and my new programme', 'Iron Field', '@ironfield'),
  );
  for (const text of [
    "Shout out to Lumora for sponsoring the club's charity deadlift day on Saturday, we raised R18 000 for the children's hospital 🙏",
    'Congrats to Sam on the win and thanks to Velora Grocers for sponsoring the prize money again this year.',
    'Our Harvest Food Drive runs through December 20, in partnership with Velora Grocers and the county food bank.',
    'Supported by Film Fund Scotland, awarding funds from The National Lottery, and by the Lumora Trust.',
    'My chalk bag is from Harbour Tools (with a 40% off coupon, always use the coupon!!).',
  ])
    assert.deepEqual(pairs(d(text)), [], text);
  assert.deepEqual(
    pairs(
      d(
        'The stuff I actually use:\nAs an Amazon Associate I earn from qualifying purchases on these links:\nLifting belt: https://amzn.to/3VbQ8kR\nChalk: https://amzn.to/4aNx1Ss\nOther stuff I use:\nBarbell collars from Harbour Tools: https://www.harbourtools.ca/en/collars',
      ),
    ),
    ['amazon.com Affiliate'],
  );
  // The upload's own sponsor, thanked for sponsoring the video, is still read.
  assert.deepEqual(pairs(d('Thanks to Lumora for sponsoring this video! https://lumora.com/iron')), [
    'lumora.com Integration',
  ]);
});

test("English: a maker's donation for the creator's build, a segment's forecasts presented by a brand, a bookshop's creator page", () => {
  const d = detector(
    [brand('b-h', 'Harbour Building Supplies', ['harbourbuild.ca']), brand('b-b', 'Bookshop.org', ['bookshop.org'])],
    video('Paddling my pumpkin in the regatta!', 'Giant Veg Gord', '@giantveggord'),
  );
  assert.deepEqual(
    pairs(d("Thanks to Harbour Building Supplies for donating the paint and the plywood for my pumpkin boat's seat.")),
    ['harbourbuild.ca Free Product'],
  );
  assert.deepEqual(
    pairs(
      d(
        'Storm Center forecasts are presented by Kestrel Lumber. Get storm-ready at your local Kestrel Lumber: https://www.kestrellumber.com/storm',
      ),
    ),
    ['kestrellumber.com Integration'],
  );
  assert.deepEqual(
    pairs(
      d(
        'Every book here is in our Bookshop.org shop: https://uk.bookshop.org/shop/giantveggord — we earn a small commission on each sale.',
      ),
    ),
    ['bookshop.org Affiliate'],
  );
  // A donation to a charity is no gift.
  assert.deepEqual(pairs(d('Harbour Building Supplies donated the lumber to the food bank shelter build.')), []);
});
