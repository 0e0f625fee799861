// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-seventh set's Korean and Hindi shapes (docs/detection.md §1zc): an ad fee received and an ad held in the
// video, parcels posted, products supported in kind, loaners sent over, tickets and stays given, a denial of money
// after a gift, a Hangul giver whose link another line writes; Hinglish denials of affiliate links over the whole
// video, a "* " mark standing apart, news of a league's sponsor; and the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-haneul', '하늘랜드', ['haneulland.kr']),
  brand('b-kart', 'Kartwala', ['kartwala.in'], 'Marketplace'),
  brand('b-amz', 'Amazon', ['amazon.com', 'amazon.in'], 'Marketplace', ['amzn.to']),
  brand('b-tara', 'Tarang', ['tarang.in']),
];
const video = {
  videoId: 'vid00000127',
  title: '한 달 사용 후기',
  channel: { title: 'Sora Log', handle: '@soralog' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;
const expect = (type: string, lines: string[]) => {
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [`orbitra.com ${type}`], line);
};
const none = (lines: string[]) => {
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
};

test('Korean: an ad fee received, with or without its particle, or an ad the video holds, is a payment', () => {
  expect('Integration', [
    '이번 편은 Orbitra로부터 광고료를 지급받아 만들었어요.',
    'Orbitra 협찬비를 받고 찍은 영상입니다.',
    '오늘 브이로그엔 Orbitra 광고가 들어가 있습니다 (광고비 받음)',
    'Orbitra 홍보비를 지원받아 제작했어요.',
    '이 영상은 Orbitra 광고를 담고 있어요.',
  ]);
  // Denied, the platform's own ads, no verb of receiving.
  none([
    'Orbitra에서 광고비 받은 거 아니에요. 제 돈으로 샀어요.',
    'Orbitra한테 광고료를 받은 적은 없습니다.',
    '영상 중간에 중간광고가 들어가 있어요. Orbitra 제품은 직접 샀어요.',
    'Orbitra 광고비는 얼마일까요 궁금하네요.',
  ]);
});

test('Korean: a parcel posted, a product supported in kind, a loaner sent over, with no money', () => {
  expect('Free Product', [
    'Orbitra에서 새로 나온 쿠션을 택배로 부쳐주셨어요.',
    'Orbitra에서 장비를 지원해 주셔서 찍었어요.',
    '키보드만 Orbitra에서 제품으로 지원해 줬고 금전적 대가는 없었어요.',
    'Orbitra로부터 제품만 지원받았어요.',
    '이 노트북은 Orbitra에서 보내온 대여품이라 촬영 후 반납합니다.',
    'Orbitra에서 보내주셨고 광고비는 받지 않았어요.',
  ]);
  // The family's, a prize won, a repair, a denial of the gift itself.
  none([
    '할머니가 Orbitra 부침개를 부쳐주셨어요.',
    '이벤트에 당첨돼서 Orbitra 제품을 지원받았어요.',
    'Orbitra 서비스센터에 맡겨서 수리받았어요.',
    'Orbitra에서 협찬받은 제품이 아니에요, 제 돈으로 샀어요.',
  ]);
});

test('Korean: tickets, passes and stays given by the place', () => {
  const park = (line: string) => pairs(detect(`${line}\nhttps://www.haneulland.kr`));
  for (const line of [
    '하늘랜드에서 자유이용권 3장을 보내주셔서 가족이랑 다녀왔어요!',
    '하늘랜드 숙박권을 선물해 주셔서 1박 했어요.',
    '하늘랜드 나들이 (입장권만 협찬, 식비는 저희가 냈어요)',
  ])
    assert.deepEqual(park(line), ['haneulland.kr Free Product'], line);
  for (const line of ['이벤트에 당첨돼서 하늘랜드 초대권을 받았어요!', '친구가 하늘랜드 티켓을 줘서 다녀왔어요.'])
    assert.deepEqual(park(line), [], line);
});

test('Korean: a giver named in Hangul binds the unknown link whose own line writes the same name', () => {
  const d = [
    '마이크는 소리공방에서 제품만 지원해 주셨어요.',
    '',
    '🎙 마이크 : 소리공방 SG-7 https://www.sorigongbang.co.kr',
    '🎧 헤드폰 : https://www.example-audio.com/hp',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['sorigongbang.co.kr Free Product']);
});

test('Hinglish and Hindi: a denial of affiliate links, over the whole video when it says so', () => {
  const deals = (note: string) =>
    pairs(
      detect(
        [
          'Top deals:',
          '1. Phone A — https://www.kartwala.in/p/a',
          '2. Phone B — https://www.kartwala.in/p/b',
          '',
          note,
        ].join('\n'),
      ),
    );
  assert.deepEqual(deals('Note: Is video mein koi affiliate link nahi hai, seedhe product pages hain.'), []);
  assert.deepEqual(deals('इस वीडियो में कोई affiliate link नहीं है।'), []);
  // A disclosure that is not denied still covers the list.
  assert.deepEqual(deals('Note: upar wale affiliate links hain, aapko extra nahi lagta.'), ['kartwala.in Affiliate']);
});

test('A "* " mark standing apart at a line start marks that item only under "(* = affiliate)"', () => {
  const shop = pairs(
    detect(
      [
        'Shop (* = affiliate):',
        '* Amazon: https://amzn.to/3xYzAbc',
        'Kartwala: https://www.kartwala.in/p/lipstick',
        '',
        '* wale link se kharidoge toh mujhe thoda commission milta hai.',
      ].join('\n'),
    ),
  );
  assert.deepEqual(shop, ['amazon.com Affiliate']);
  // Every linked line bulleted the same way: a bullet, the whole list stays affiliate.
  const bullets = pairs(
    detect(
      [
        'Shop (* = affiliate):',
        '* Amazon: https://amzn.to/3xYzAbc',
        '* Kartwala: https://www.kartwala.in/p/lipstick',
      ].join('\n'),
    ),
  );
  assert.deepEqual(bullets, ['amazon.com Affiliate', 'kartwala.in Affiliate']);
});

test("Hindi: news of a league's, a team's or an event's sponsor is none of the video's", () => {
  for (const line of [
    'Tarang टाइटल स्पॉन्सर बना रहेगा, करार 2023 तक है।',
    'Tarang टीम इंडिया का जर्सी स्पॉन्सर है।',
    'IPL ka title sponsor Tarang hi rahega.',
    'Tarang ने लीग के स्पॉन्सरशिप अधिकार खरीदे।',
  ])
    assert.deepEqual(pairs(detect(`${line}\nhttps://tarang.in`)), [], line);
  for (const line of ['इस वीडियो को Tarang ने स्पॉन्सर किया है।', 'यह वीडियो Tarang द्वारा प्रायोजित है।'])
    assert.deepEqual(pairs(detect(`${line}\nhttps://tarang.in`)), ['tarang.in Integration'], line);
});
