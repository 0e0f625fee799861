// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-fourth set's Japanese and Korean shapes (docs/detection.md §1zzb): gifts and loans in more words (贈って,
// お譲り, 進呈品, arrived from the maker, before release, a hosted stay's cost borne; 빌려줬, 출시 전), a 提供品 header
// over its items, the maker that bore a project's cost, a share of the sale paid back, the ad fee or the whole
// production cost a brand bore, a paid corner that shares the title's topic; and an event's or a work's sponsors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-sorano', 'ソラノ', ['sorano.co.jp']),
  brand('b-kumo', 'クモリ', ['kumori.jp']),
  brand('b-hanul', '하늘제과', ['hanul.co.kr']),
  brand('b-amazon', 'Amazon', ['amazon.co.jp'], 'Marketplace', ['amzn.to']),
];
const detect = (title: string) =>
  detector(catalog, { videoId: 'vid00000344', title, channel: { title: 'ひなたチャンネル', handle: '@hinata' } });
const link = '\n商品ページ：https://www.sorano.co.jp/items/lamp/';

test('Japanese gifts: given as a present, handed over, presented, arrived from the maker, before release', () => {
  const lines = [
    'ソラノさんが、新しいデスクライトを贈ってくださいました！',
    'ソラノ様から無償でお譲りいただいたライトです。',
    'ライトはソラノさんからの進呈品を使っています。',
    'ソラノさんから「使ってみてください」と、新作ライト（3色セット！）が届きました。',
    'ソラノさんから無償で届いた製品版です。',
    'ソラノさんが、発売前のライトを送ってくれたよ！',
    'ソラノさんがライトを送ってくれました（お金はもらっていません）',
  ];
  for (const line of lines)
    assert.deepEqual(
      pairs(detect('デスクライトを1週間使ってみた')(`${line}${link}`)),
      ['sorano.co.jp Free Product'],
      line,
    );
  // A parcel from a shop, with no giver's honorific or cue, stays none; a denial stays a denial.
  assert.deepEqual(pairs(detect('デスクライトを1週間使ってみた')(`注文したライトが届きました。${link}`)), []);
});

test("a hosted stay's cost borne by the host is a gift; the creator's own is none", () => {
  const stay = `ソラノホテルに2泊しました。\n今回はソラノさんにご招待いただき、滞在費は出していただきました。${link}`;
  assert.deepEqual(pairs(detect('湖畔のホテルに泊まってきた')(stay)), ['sorano.co.jp Free Product']);
  const own = `ソラノホテルに2泊しました。\n宿泊費は自腹で出していただくものではありません。${link}`;
  assert.deepEqual(pairs(detect('湖畔のホテルに泊まってきた')(own)), []);
});

test('a 提供品 header over bulleted items makes each item a gift, and ends at a store disclosure', () => {
  const text = [
    '秋に使ったもの。',
    '▼自分で買ったもの',
    '・ハンドタオル https://amzn.to/3xYz12a',
    '・マグカップ',
    '▼提供品',
    '・ソラノ デスクライト',
    'https://www.sorano.co.jp/items/lamp/',
    '・クモリ ハンドクリーム',
    'https://www.kumori.jp/cream/',
    '■Twitter：https://twitter.com/hinata_ch',
    '当チャンネルはAmazonアソシエイト・プログラムに参加しています。',
  ].join('\n');
  assert.deepEqual(pairs(detect('秋のお気に入り')(text)), [
    'amazon.co.jp Affiliate',
    'kumori.jp Free Product',
    'sorano.co.jp Free Product',
  ]);
});

test("the maker bore the project's cost; a share of the sale paid back; the item shop's creator program", () => {
  const cost = `巨大ドミノを倒しました。\n\n今回の撮影費はソラノさんに持っていただきました！\n▼ソラノ\nhttps://www.sorano.co.jp/`;
  assert.deepEqual(pairs(detect('巨大ドミノ10万個')(cost)), ['sorano.co.jp Integration']);
  const share =
    'このページから買うと、ソラノさんから売上の一部がひなたに還元されます https://www.sorano.co.jp/ref/hinata';
  assert.deepEqual(pairs(detect('おすすめライト')(share)), ['sorano.co.jp Affiliate']);
});

test("an event's or a work's sponsors, and a film's tie-up news, are not the upload's", () => {
  const lines = [
    'イベント協賛：ソラノ／クモリ',
    '特別協賛：ソラノ',
    '■タイアップ情報\nソラノ×『星の駅』コラボキャンペーン実施中！',
  ];
  for (const line of lines)
    assert.deepEqual(pairs(detect('決勝大会アーカイブ')(`${line}\n公式：https://hinata.example.jp`)), [], line);
  // The video's own 協賛 stays paid.
  assert.deepEqual(pairs(detect('新作ライト紹介')('この動画はソラノの協賛でお届けします')), [
    'sorano.co.jp Integration',
  ]);
});

const ko = (title: string) =>
  detector(catalog, { videoId: 'vid00000345', title, channel: { title: '하늘 TV', handle: '@haneultv' } });
const koLink = '\n🔗 https://www.hanul.co.kr';

test('Korean: an ad fee or the whole production cost the brand bore; money received to introduce', () => {
  assert.deepEqual(
    pairs(ko('[별빛 일기] EP.2 바닷가 여행')(`〈별빛 일기〉는 하늘제과가 제작비 전액을 댄 웹예능입니다.${koLink}`)),
    ['hanul.co.kr Dedicated'],
  );
  assert.deepEqual(
    pairs(ko('떡볶이 월드컵 결승전')(`이번 주 '떡볶이 월드컵' 결승은 하늘제과가 광고비를 부담한 코너입니다.${koLink}`)),
    ['hanul.co.kr Integration'],
  );
  assert.deepEqual(
    pairs(ko('김치찌개 레시피')(`5:10부터는 하늘제과 광고로, 돈을 받고 소개하는 부분이에요.${koLink}`)),
    ['hanul.co.kr Integration'],
  );
});

test('Korean gifts: lent in the past, sent before release; a giver named with its business word', () => {
  assert.deepEqual(
    pairs(ko('과자 리뷰')(`하늘제과가 한 달 동안 써 보라고 빌려줬고, 촬영 끝나면 돌려보내요.${koLink}`)),
    ['hanul.co.kr Free Product'],
  );
  assert.deepEqual(pairs(ko('과자 리뷰')(`하늘제과에서 출시 전에 보내준 신상이에요.${koLink}`)), [
    'hanul.co.kr Free Product',
  ]);
  const giver = `🎁 별나라 완구에서 출시 전에 택배로 보내준 장난감이에요.\n🔗 별나라 : https://www.byeolnara-toy.co.kr`;
  assert.deepEqual(pairs(ko('신상 로봇 놀이')(giver)), ['byeolnara-toy.co.kr Free Product']);
});
