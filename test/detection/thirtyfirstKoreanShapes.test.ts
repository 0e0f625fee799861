// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-first set's Korean paid wordings told from the advertiser's side (docs/detection.md §1zm): the brand gave
// or paid the fee, paid the price of the review, or commissioned a paid review; the creator's own money is a purchase.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

// 한빛전자 is no catalog brand: it is found from its link, as a sponsor the directory does not know yet.
const catalog = [brand('b-coupang', 'Coupang', ['coupang.com'])];
const detect = (title: string) =>
  detector(catalog, { videoId: 'vid00000321', title, channel: { title: '테크곰', handle: '@techgom' } });
const flagged = { includesPaidPromotion: true };

test('the advertiser gave the fee, paid the price of the review, or commissioned a paid review: its sponsorship', () => {
  const lines = [
    '이번 리뷰는 한빛전자에서 광고비를 주고 맡긴 영상이에요. 그래도 평가는 솔직하게 했습니다!',
    '한빛전자가 이 리뷰의 값을 치렀습니다. 단점도 빼지 않고 말했어요!',
    '이 영상은 한빛전자에서 의뢰한 유상 리뷰예요.',
    '한빛전자 측이 돈을 내고 요청한 광고 콘텐츠입니다.',
  ];
  for (const line of lines) {
    const description = `${line}\n\n▶ 공식 스토어: https://www.hanbit-elec.co.kr/product/k640\n\n00:00 인트로 / 01:05 외관`;
    for (const o of [{}, flagged]) {
      const found = pairs(detect('무선 키보드 2주 사용기')(description, o));
      assert.deepEqual(found, ['hanbit-elec.co.kr Integration'], line);
    }
  }
});

test("the creator's own money is a purchase, not a fee", () => {
  const description =
    '맥북프로 2018 한 달 사용기입니다. 제 돈 주고 샀습니다. 광고 아닙니다.\n구매처: https://www.coupang.com/vp/products/123';
  assert.deepEqual(pairs(detect('맥북프로 2018 1달 사용기')(description)), []);
});

// The rounds' shapes (docs/detection.md §1zo): gifts and loans in more words, a bracketed ad label opening a question
// title, a paid placement, a broadcast's sponsor denied in the sentence that names it.
const round = [brand('b-hanbit', '한빛전자', ['hanbit-elec.co.kr'])];
const detectRound = (title: string) =>
  detector(round, { videoId: 'vid00000322', title, channel: { title: '테크곰', handle: '@techgom' } });
const link = '\n▶ 제품 정보: https://www.hanbit-elec.co.kr/product/s7';

test('sent to taste, handed over without its price, let out for the shoot, given to try, sent as a present: gifts', () => {
  const lines = [
    '한빛전자 마케팅팀에서 신제품 맛보라고 집으로 보내 준 거예요!',
    '한빛전자 쪽에서 값을 받지 않고 넘겨준 스피커예요.',
    '한빛전자 홍보팀이 촬영용으로 잠깐 내어 준 스피커라 곧 돌려드려요.',
    '한빛전자 측에서 새 모델 써 보라며 주신 스피커예요.',
    '한빛전자에서 깜짝 선물로 스피커를 보내왔어요.',
    '이번 스피커는 한빛전자에서 보내온 기기라 영상 찍고 나면 다시 한빛전자로 돌아가는 물건이에요.',
  ];
  for (const line of lines) {
    assert.deepEqual(
      pairs(detectRound('스피커 2주 사용기')(`${line}${link}`)),
      ['hanbit-elec.co.kr Free Product'],
      line,
    );
  }
  const stay = '첫날 숙소는 한빛스테이가 하룻밤 숙박권을 내줘서 묵었어요.\n▶ 한빛스테이: https://www.hanbit-stay.com';
  assert.deepEqual(pairs(detectRound('제주 여행 브이로그')(stay)), ['hanbit-stay.com Free Product']);
});

test("the family's present is none", () => {
  const line = '엄마가 한빛전자 스피커를 깜짝 선물로 보내왔어요.';
  assert.deepEqual(pairs(detectRound('스피커 언박싱')(`${line}${link}`)), []);
});

test('a bracketed ad label opening a question title, and a paid placement: the sponsorship', () => {
  for (const title of ['[브랜드 광고] 한빛 S7 스피커 리뷰, 5만원대 끝판왕?', '[유료 리뷰] 한빛 S7, 살 만할까?']) {
    const description = `한빛전자가 이 리뷰의 값을 치렀습니다.${link}`;
    assert.deepEqual(pairs(detectRound(title)(description)), ['hanbit-elec.co.kr Dedicated'], title);
  }
  const placement = '※ 뮤직비디오 1:12 장면의 스피커는 한빛 S7이며, 해당 장면은 한빛전자와 계약된 유료 노출입니다.';
  assert.deepEqual(pairs(detectRound("RUSH 'MV'")(placement)), ['hanbit-elec.co.kr Integration']);
});

test("a programme's sponsor the creator says has nothing to do with them is none", () => {
  const line =
    '방송 끝에 "제작지원 한빛전자"라고 나오던데, 그건 프로그램 쪽 스폰서고 저랑은 아무 상관없어요. 출연료도 없었어요.';
  assert.deepEqual(pairs(detectRound('TV에 나왔어요 비하인드')(line)), []);
});
