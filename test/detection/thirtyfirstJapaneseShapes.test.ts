// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-first set's Japanese paid wordings (docs/detection.md §1zm): the video's cost came from the maker, the maker
// is the advertiser of the corner; a broadcast's sponsors of its air time, told in the uploaded clip, are not the clip's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-lumora', 'ルモラ', ['lumora-mobile.jp']),
  brand('b-famima', 'ファミリーマート', ['family.co.jp']),
  brand('b-suntory', 'サントリー', ['suntory.co.jp']),
  brand('b-docomo', 'ドコモ', ['nttdocomo.co.jp']),
];
const detect = (title: string) =>
  detector(catalog, { videoId: 'vid00000341', title, channel: { title: '北斗テレビ', handle: '@hokutotv' } });

test("the video's cost came from the maker, or the maker is the corner's advertiser: its sponsorship", () => {
  const cost = `小さいスマホを1週間使い倒しました。\n\n今回の動画の制作費はルモラさんから出ています。6:40から2分ほど、ルモラのSIMの話をしています。\n▼公式サイト\nhttps://lumora-mobile.jp/`;
  assert.deepEqual(pairs(detect('スマホ1週間レビュー')(cost)), ['lumora-mobile.jp Integration']);
  const corner = `秋の新作を3人で食べ比べました。\n\n「ぱくぱく北斗」は、ファミリーマートさんが広告主となっている広告コーナーです。\n▼新商品\nhttps://www.family.co.jp/goods/dessert.html`;
  assert.equal(pairs(detect('【ぱくぱく北斗】秋のモンブラン対決')(corner)).length, 1);
});

test("a broadcast's sponsors of its air time are not the uploaded clip's", () => {
  const clip = `土曜のお昼の情報バラエティから。\n\n※放送時の番組スポンサー（サントリー、ドコモ ほか）は、テレビ放送のCM枠の広告主さんです。このYouTube版の制作には関わっていません。\n\n▼最新ニュース\nhttps://news.hokuto-tv.co.jp`;
  assert.deepEqual(pairs(detect('【ぶらり北斗】港町を歩く')(clip)), []);
});

// The rounds' shapes (docs/detection.md §1zo): gifts and loans in more words, a fee or a job received, a denial after
// the noun, a link named by its katakana label, a copyright line that opens no sponsors' section.
const round = [
  brand('b-miralis', 'ミラリス', ['miralis.jp']),
  brand('b-amazon', 'Amazon', ['amazon.co.jp']),
  brand('b-rakuten', '楽天', ['rakuten.co.jp']),
];
const detectRound = (title: string) =>
  detector(round, { videoId: 'vid00000342', title, channel: { title: 'そらのガジェット部', handle: '@soragadget' } });
const link = '\n▼製品ページ\nhttps://www.miralis.jp/products/m2/';

test('delivered, given for review, a trial unit, a code passed on free, a product named after its giver: gifts', () => {
  const lines = [
    'ミラリスさんが発売前に新作のスピーカーを届けてくださいました。お金のお話はありません。',
    'このスピーカーは、ミラリスさんからレビュー用にいただいた個体です。',
    '今回のスピーカーはミラリスさんの試用機です。',
    'ミラリスさんが、配信用に先行版のコードをタダで回してくださいました。',
    'ミラリスさんから、新しいスピーカー「M2」をいただいちゃいました！',
    'ミラリスさんのスピーカーをお借りして、撮影が済んだら送り返します。',
  ];
  for (const line of lines) {
    assert.deepEqual(
      pairs(detectRound('小さなスピーカーを1週間使ってみた')(`${line}${link}`)),
      ['miralis.jp Free Product'],
      line,
    );
  }
});

test('a word, a permission or a request from the maker is no gift; "neither lent nor given" and "not that" deny', () => {
  const lines = [
    'ミラリスさんから許可をいただいて、工場の中を撮影しています。',
    'ミラリスさんからコメントをいただきました。',
    'これはミラリスさんから借りたものでもいただいたものでもなく、自分で買ったスピーカーです。',
    'ミラリスさんから何かをいただいたわけではありません。',
    '劇中のカフェは、撮影場所としてミラリスさんにお借りした店舗です。',
  ];
  for (const line of lines) assert.deepEqual(pairs(detectRound('小さなスピーカーの話')(`${line}${link}`)), [], line);
});

test("a sponsor's fee or a job received from the maker: its sponsorship; the fee not received is none", () => {
  for (const line of [
    '今回はミラリスさんからスポンサー料をいただいて、新しいスピーカーの使い方を考えました。',
    'ミラリスさんからお仕事をいただいて、新しいスピーカーを紹介しています。',
  ])
    assert.deepEqual(pairs(detectRound('休日の部屋づくり')(`${line}${link}`)), ['miralis.jp Integration'], line);
  for (const line of [
    'ミラリスさんからスポンサー料はもらっていません。',
    'ミラリスさんからスポンサー料をもらっていません。',
    'ミラリスさんのようなメーカーさんからお仕事をいただきたいです！',
  ])
    assert.deepEqual(pairs(detectRound('休日の部屋づくり')(`${line}${link}`)), [], line);
});

test('a referral fee denied after its noun: the store links are plain', () => {
  const description =
    '今年買ってよかったもの5選です。\n\n※以下のリンクは楽天とAmazonの商品ページを貼っているだけで、紹介料のようなものは発生していません。\nM2 → https://www.amazon.co.jp/dp/B07ABCDE12/\nケーブル → https://item.rakuten.co.jp/sora-shop/cable01/';
  assert.deepEqual(pairs(detectRound('今年買ってよかったもの5選')(description)), []);
});

test('a sponsor sentence without a name the link spells binds the link its katakana label names', () => {
  const description =
    '今日は新しいゲームを実況します！\n\nソラトさんからお仕事をいただいて、ミラクルガーデンを遊ばせてもらいました！\n\n▼ミラクルガーデン公式サイト\nhttps://www.miracle-garden.jp/\n▼ダウンロードはこちら\nhttps://www.sorato-games.jp/download';
  assert.deepEqual(pairs(detectRound('はじめての箱庭づくり')(description)), ['miracle-garden.jp Integration']);
});

test("a copyright line opens no sponsors' section", () => {
  const description =
    '映画『夏の坂道』本編冒頭5分を特別公開！\n\n監督：高村 実\n配給：ミナト映画\n©2018「夏の坂道」Film Partners\n\n劇中のカフェは実在のお店です。\n▼上映劇場\nhttps://natsu-no-sakamichi.jp/theater';
  assert.deepEqual(pairs(detectRound('映画『夏の坂道』本編冒頭5分')(description)), []);
});
