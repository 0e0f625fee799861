// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the fifty-second set's first run misread (test/fixtures/eval-fiftysecond/README.md), in our own examples:
// English sponsors of an event's parts in the news, a purchase beside a loan, a hotel's checkout, a word shouted in
// capitals, friends at a brand backing a show, a gift told with the page the brand saw; Korean advertiser labels,
// referral codes, a shoot's cost from the brand's side, a policy on paid videos, a paid rental, links said not to be
// affiliate, a tournament's sponsor; Japanese shirt and booth sponsors, a tournament's 協賛, a person's car lent, no
// affiliate links, a product kindly provided.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const video = shapeVideos('vid52shape');

test('English: event sponsors in the news, a purchase beside a loan, a checkout, a shout, mates backing a show', () => {
  const brands = [
    brand('b-l', 'Lumora', ['lumora.com']),
    brand('b-v', 'Velora', ['velora.com']),
    brand('b-f', 'Free', ['free.fr']),
  ];
  const d = detector(brands, video('A weekend at the county show', 'Field Notes', '@fieldnotes'));
  assert.deepEqual(pairs(d('The street events are sponsored by Lumora this year, so the signs are all green.')), []);
  assert.deepEqual(pairs(d('Thanks to the Show Society for having us, and to Lumora, who sponsor the show ring.')), []);
  assert.deepEqual(pairs(d('The vintage class was sponsored by Lumora this year.')), []);
  assert.deepEqual(
    pairs(d('Her kit: a Lumora drysuit she bought in 2019, and a beacon that Velora lent her for the trip.')),
    ['velora.com Free Product'],
  );
  assert.deepEqual(
    pairs(
      d('Booked and paid for by us. Jo dropped the camera in the lobby at checkout lol.\nLumora: https://lumora.com'),
    ),
    [],
  );
  assert.deepEqual(
    pairs(
      d('This episode is sponsored by Lumora! Get your first month FREE (just pay shipping) at https://lumora.com/fn'),
    ),
    ['lumora.com Integration'],
  );
  assert.deepEqual(
    pairs(d('Cheers to our mates at Lumora for backing the show this season. Have a look at lumora.com.')),
    ['lumora.com Integration'],
  );
  assert.deepEqual(pairs(d('Lumora gifted me the clays, they mailed a box after seeing my Instagram.')), [
    'lumora.com Free Product',
  ]);
});

test("English: a title's name of a brand whose namesake of another country the description links", () => {
  const d = detector(
    [brand('b-au', 'Lumora', ['lumora.com.au']), brand('b-za', 'Lumora South Africa', ['lumora.co.za'])],
    video('Festive ravioli with Lumora Food | AD', 'Pasta Nonna', '@pastanonna'),
  );
  assert.deepEqual(
    pairs(d('AD | Lumora Food paid for this video.\nShop the ingredients: https://www.lumora.co.za/food/festive')),
    ['lumora.co.za Dedicated'],
  );
});

test('Korean: an advertiser label, a referral code, the cost from the brand, a policy, a rental, a negated link', () => {
  const brands = [brand('b-l', '루모라', ['lumora.kr']), brand('b-v', '벨로라', ['velora.kr'])];
  const d = detector(brands, video('주말 브이로그', '소소한 하루', '@sosoharu'));
  assert.deepEqual(pairs(d('광고주 | 루모라\n이 콩트는 루모라의 광고 집행으로 만들어졌습니다.')), [
    'lumora.kr Integration',
  ]);
  assert.deepEqual(pairs(d('부산에서는 루모라 빌려서 이동했어요! 추천 코드 SOSO22 넣으면 할인 쿠폰 받아요')), [
    'lumora.kr Affiliate',
  ]);
  assert.deepEqual(pairs(d('촬영에 들어간 비용 일부는 루모라 쪽에서 나왔고, 그 대가로 화면에 제품이 나옵니다.')), [
    'lumora.kr Integration',
  ]);
  const beds = detector(brands, video('침대 바꿨어요 | 루모라 vs 벨로라 매장 비교', '소소한 하루', '@sosoharu'));
  assert.deepEqual(
    pairs(
      beds(
        '결국 루모라로 결정! 백화점 행사 때 샀어요 (협찬 ❌)\n※ 제품을 받았거나 광고비를 받은 영상은 제목이나 첫 줄에 꼭 적어둡니다.',
      ),
    ),
    [],
  );
  assert.deepEqual(pairs(d('Camera 루모라 FX (촬영 장비는 렌탈샵에서 돈 내고 대여했어요)')), []);
  assert.deepEqual(
    pairs(d('드리퍼 https://www.lumora.kr\n포트 https://www.velora.kr\n※ 위 링크는 전부 제휴 링크가 아니에요.')),
    [],
  );
  assert.deepEqual(pairs(d('경기장 곳곳에 현수막이 보였어요. 루모라는 이번 대회 스폰서예요.')), []);
});

test('Japanese: shirt and booth sponsors, a tournament 協賛, a person’s car, no affiliate links, a product provided', () => {
  const brands = [brand('b-l', 'ルモラ', ['lumora.jp']), brand('b-v', 'ベローラ', ['velora.jp'])];
  const d = detector(brands, video('スタジアムグルメ全部食べる', 'サポの休日', '@saponokyujitsu'));
  assert.deepEqual(
    pairs(
      d(
        'メインスタンド裏のスポンサーブースにも寄りました。\nルモラさんのブースでクリアファイルをもらいました（ルモラはクラブの胸スポンサーです）',
      ),
    ),
    [],
  );
  assert.deepEqual(pairs(d('大会の協賛はルモラさん。優勝チームにはヘッドセットが贈られました。')), []);
  assert.deepEqual(pairs(d('Car：ルモラ GT（先輩・佐伯さんの愛車を、一晩だけお借りしました）')), []);
  assert.deepEqual(
    pairs(d('よく使うお店：ルモラ https://www.lumora.jp/\n※このチャンネルにアフィリエイトリンクはありません')),
    [],
  );
  assert.deepEqual(pairs(d('ベローラさんが、チェアを1脚提供してくださいました！ありがとうございます')), [
    'velora.jp Free Product',
  ]);
});
