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
