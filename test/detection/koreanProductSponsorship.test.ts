// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Korean product sponsorship told as a label, and a product the maker sent (docs/detection.md §1zzo): "제품 협찬:
// <brand>", "(제품협찬)", the "#협찬" and "#제품협찬" hashtags are a product given for the video; an inquiry line
// ("제품 협찬 문의") and a denial ("협찬 제품이 아닙니다", "제품 협찬을 받지 않았습니다") are none; "보내준 제품" from
// the maker is a gift, and from the audience, a friend or the family none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [brand('b-han', '한빛오디오', ['hanbit-audio.kr']), brand('b-vel', '벨로라', ['velora.co.kr'])];
const video = {
  videoId: 'vid00000201',
  title: '무선 이어폰 한 달 사용기',
  channel: { title: '소리랩', handle: '@sorilab' },
};
const detect = detector(catalog, video);

test('a product sponsorship label, in words or as a hashtag, is a product given', () => {
  const descriptions = [
    '제품 협찬: 한빛오디오',
    '상품 협찬 - 한빛오디오',
    '(제품협찬) 한빛오디오 무선 이어폰 https://hanbit-audio.kr/buds',
    '#제품협찬\n한빛오디오 무선 이어폰 구매 링크: https://hanbit-audio.kr/buds',
    '#협찬\n한빛오디오 무선 이어폰 구매 링크: https://hanbit-audio.kr/buds',
    '#협찬 #한빛오디오 #무선이어폰',
  ];
  for (const d of descriptions) assert.deepEqual(pairs(detect(d)), ['hanbit-audio.kr Free Product'], d);
});

test('an inquiry for sponsorship and a denial of it are no product given', () => {
  const descriptions = [
    '광고 및 제품 협찬 문의: sorilab@gmail.com',
    '제품 협찬 문의는 메일로 주세요. 한빛오디오 이어폰은 제가 샀어요.',
    '#협찬문의 sorilab@gmail.com',
    '협찬 제품이 아닙니다. 한빛오디오 무선 이어폰 내돈내산 https://hanbit-audio.kr/buds',
    '이 영상은 제품 협찬을 받지 않았습니다. 한빛오디오 https://hanbit-audio.kr/buds',
  ];
  for (const d of descriptions) assert.deepEqual(pairs(detect(d)), [], d);
});

test('the label keeps to its own line: a sponsored product beside a store link the creator bought from', () => {
  const d = [
    '제품 협찬: 벨로라 헤드폰',
    '',
    '제가 쓰는 한빛오디오 이어폰 (직접 구매): https://hanbit-audio.kr/buds',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['velora.co.kr Free Product']);
});

test("a product the maker sent, in the plain forms too; the audience's, a friend's or the family's is none", () => {
  for (const d of ['한빛오디오에서 보내준 이어폰이에요', '한빛오디오에서 보내줬어요', '한빛오디오에서 보내주셨습니다'])
    assert.deepEqual(pairs(detect(d)), ['hanbit-audio.kr Free Product'], d);
  for (const d of [
    '구독자님이 보내주셨어요! 한빛오디오 이어폰',
    '친구가 보내준 한빛오디오 이어폰이에요',
    '엄마가 보내줬어요 한빛오디오 이어폰',
  ])
    assert.deepEqual(pairs(detect(d)), [], d);
});
