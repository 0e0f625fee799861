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
