// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-sixth set's Korean shapes (docs/detection.md §1zzj): a scene or a video a brand paid for in other words
// (the cost paid, a paid collaboration, the brand as the advertiser); a loan through a maker's lending programme; a
// press car's keys handed over; goods shared out or let out to try; a PR box; a parcel arrived from a brand; a sales
// commission credited to the creator; and the readings they must leave alone: a broadcast's credit block (제작지원 /
// 협찬), a service offered to customers in the news, the creator's own costs, a bought parcel.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [brand('b-lum', '루모라', ['lumora.kr']), brand('b-vel', '벨로라', ['velora.co.kr'])];
const video = {
  videoId: 'vid00000136',
  title: '오늘의 영상',
  channel: { title: '하루하루 로그', handle: '@haruharulog' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\n🔗 https://lumora.kr/p`;

test('a scene or a video the brand paid for: the cost paid, a paid collaboration, the brand as the advertiser', () => {
  const lines = [
    '📌 이 클립 속 카페 장면은 루모라가 비용을 내고 제품을 노출한 장면입니다.',
    '이 장면은 루모라 측에서 비용을 부담한 장면이에요.',
    '이 영상은 루모라와 유료로 진행한 협업이었어요.',
    '루모라와의 유료 협업 영상입니다.',
    '이번 영상은 루모라가 광고주로 참여한 영상이에요.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.kr Integration'], line);
  const none = [
    '숙소 비용은 제가 냈고, 루모라 앞 카페에서 커피를 마셨어요.',
    '유료로 진행한 협업은 아니고, 제가 좋아서 쓰는 루모라 제품이에요.',
    '📩 광고주 문의: haru@mail.com — 루모라 제품은 제가 산 거예요.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('the title’s word for the video itself names no sponsor', () => {
  const d = '📚 이번 브이로그는 루모라가 광고주로 참여한 영상이에요.\n👉 https://lumora.kr/event/haru';
  const r = detect(d, { title: '퇴근 후 루틴 브이로그 🌙 | 독서 습관 30일', includesPaidPromotion: true });
  assert.deepEqual(pairs(r), ['lumora.kr Integration']);
});

test('a code to enter under a flagged video names its brand', () => {
  const d = '첫 달 무료 + 코드 HARU 입력하면 한 달 더 무료\n👉 https://lumora.kr/event/haru';
  assert.deepEqual(pairs(detect(d, { includesPaidPromotion: true })), ['lumora.kr Integration']);
});

test('a loan through a lending programme, a press car handed over, goods shared out or let out to try', () => {
  const lent = [
    '[리뷰 기기 안내] 이 폰은 루모라 미디어 대여 프로그램을 통해 2주간 받은 기기로, 촬영이 끝난 뒤 회수되었습니다.',
    '시승차는 루모라 홍보팀이 3일 동안 키를 넘겨준 차량이고, 기름값은 제가 냈습니다.',
    '루모라 담당자님이 정식 출시 전 샘플을 나눠주셔서 먼저 먹어봤어요.',
    '루모라 측에서 써보라고 밥솥을 하나 내어주셨어요. 돈은 한 푼도 안 받았어요.',
    '루모라 PR팀에서 신상 팔레트를 PR 박스로 받았어요 🎁',
    '루모라 쪽에서 저희 앞으로 택배가 왔어요! 돈 받고 하는 리뷰는 아니고, 바로 뜯어봤어요.',
  ];
  for (const line of lent) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.kr Free Product'], line);
  const none = [
    '루모라에서 주문한 택배가 왔어요! 제 돈으로 산 거예요.',
    '루모라 쪽에서 주문한 택배가 왔어요! 제 돈으로 산 거예요.',
    '엄마가 보낸 택배가 왔어요, 루모라 과자가 잔뜩!',
    '루모라 PR 박스 구성이 궁금하시죠? 매장에서 직접 사 왔어요.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a sales commission credited to the creator', () => {
  const lines = [
    '아래 링크로 구매하시면 판매 수수료 일부가 저에게 적립됩니다.\n- 팔레트: https://lumora.kr/goods/1?curation=haru',
    '이 링크를 통해 구매하시면 루모라가 저에게 판매 수수료를 지급합니다.\n- 무쇠팬: https://lumora.kr/products/882',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(line)), ['lumora.kr Affiliate'], line);
  const none = '이 링크는 수수료가 없는 일반 링크예요. 저에게 적립되는 건 없어요.\n- 팔레트: https://lumora.kr/goods/1';
  assert.deepEqual(pairs(detect(none)), []);
});

test('a broadcast’s credit block and a service offered in the news stay none', () => {
  const credits = [
    '아는 동네 매주 일요일 밤 10시\n제작지원 루모라 | 협찬 벨로라, 하늘치킨',
    '그 여름 매주 월·화 밤 9시\n제작지원: 루모라\n협찬: 벨로라, 하늘커피',
    '협찬: 벨로라, 하늘커피\n제작지원 : 루모라',
  ];
  for (const d of credits) assert.deepEqual(pairs(detect(d)), [], d);
  // A creator's own line still reads as paid (an earlier set's convention).
  assert.deepEqual(pairs(detect(withLink('이 영상은 루모라의 제작 지원으로 만들어졌어요.'))), [
    'lumora.kr Integration',
  ]);
  const news =
    '루모라코리아는 전국 서비스센터에서 무상 점검을 진행하고 있습니다. 차주들은 점검 기간 동안 무상으로 제공되는 렌터카가 부족하다고 말했습니다.';
  assert.deepEqual(pairs(detect(news)), []);
});
