// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-seventh set's Japanese shapes (docs/detection.md §1zzn): a product provided in the passive, sent with
// お送りくださる, a maker's present (贈り物), a loan in its noun (貸出), a hosted stay (its costs borne, or at the host's
// invitation); a PR job written with spaces; a broadcast's sponsors told with the time of the broadcast; a title's
// 【提供】 over a product given; a title's 【PR】 over the one brand the description links; a store's sale the creator
// bought in; and the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-lum', 'ルモラ', ['lumora.jp']),
  brand('b-vel', 'Velora', ['velora.co.jp']),
  brand('b-kvz', 'クワザル', ['kwazaru.jp']),
];
const video = {
  videoId: 'vid00000137',
  title: '新しい道具を使ってみた',
  channel: { title: 'ひだまり工房', handle: '@hidamarikobo' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\n▼製品ページ\nhttps://www.lumora.jp/products/x1/`;

test('provided in the passive, sent with お送りくださる, a present, a loan in its noun: gifts', () => {
  const lines = [
    '※2台ともルモラさんからレビュー用に無償で提供されたものです（内容についての指示はありません）。',
    'このイヤホンはルモラ様から提供されたサンプルです。',
    'ルモラさんが「感想を聞かせてほしい」と無償でお送りくださったもの。代金はいただいていません。',
    '今回の包丁は、ルモラ様がお送り下さった新作です。',
    'ルモラ様に新作をご送付いただきました。',
    'このチェアはルモラさんからの贈り物で、費用は一切かかっていません。',
    'このペンはルモラ様からの贈呈品です。',
    '今回のスマホは、ルモラさんから2週間の貸出を受けた端末です。撮影後に返却しました。',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.jp Free Product'], line);
  // A brand gift named by name, no link of its own.
  assert.deepEqual(pairs(detect('2台ともVeloraさんからレビュー用に無償で提供されたものです。')), [
    'velora.co.jp Free Product',
  ]);
  const none = [
    // The audience's present, a service the brand provides, a library's loan, a video the brand provided.
    '視聴者さんからの贈り物で、ルモラのマグカップが届きました。',
    'ルモラが提供するクラウドサービスを解説します。',
    '図書館の貸出期間は2週間です。ルモラの本も借りられます。',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a hosted stay: its costs borne by the host, or at its invitation', () => {
  const stay = `山あいの宿に泊まってきました。\n\n※今回の宿泊はルモラさんからのご招待です。宿泊費と食事代は先方にご負担いただいていますが、出演料はいただいていません。\nhttps://www.lumora.jp/hotels/yama/`;
  assert.deepEqual(pairs(detect(stay)), ['lumora.jp Free Product']);
  const invited = 'ルモラさんにご招待いただき、新館に宿泊してきました。';
  assert.deepEqual(pairs(detect(withLink(invited))), ['lumora.jp Free Product']);
  const none = [
    // The creator's own stay; an invitation to an event, no stay.
    'ルモラの宿には自腹で宿泊しました。宿泊費と食事代は自分で払っています。',
    'ルモラさんから発表会にご招待いただきました。',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a PR job written with spaces is a sponsor’s', () => {
  const lines = ['🦊この配信は ルモラ さまの PR 案件です🦊', 'この動画はルモラさんの広告 案件です。'];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.jp Integration'], line);
});

test('a broadcast’s sponsors told with the time of the broadcast are not the clip’s', () => {
  const lines = [
    '番組スポンサー（放送当時）：ルモラ／Velora／クワザル',
    'オンエア時の提供：ルモラ、Velora',
    '番組提供［放送時］ ルモラ',
  ];
  for (const line of lines) {
    const clip = `寝起きドッキリ第3弾！\n《放送》2018年11月10日（土）よる7時〜\n\n${line}\n▼公式サイト https://www.wangan-tv.jp`;
    assert.deepEqual(pairs(detect(clip)), [], line);
  }
});

test('a title’s 【提供】 over a product given marks the gift; over money it is a sponsor’s', () => {
  const d = `きょうの ゲームは ルモラさんから とどいた カードゲームです。\n\n※商品提供：ルモラ様（広告費は いただいていません）\nhttps://www.lumora.jp/products/`;
  assert.deepEqual(pairs(detect(d, { title: '【提供】ルモラさんの カードゲームで かぞく たいけつ！' })), [
    'lumora.jp Free Product',
  ]);
  const body = `※商品提供：ルモラ様\nhttps://www.lumora.jp/products/`;
  assert.deepEqual(pairs(detect(body)), ['lumora.jp Free Product']);
  const paid = `この動画はルモラさんから広告費をいただいて制作しています。\nhttps://www.lumora.jp/products/`;
  assert.deepEqual(pairs(detect(paid, { title: '【提供】ルモラさんの カードゲームで かぞく たいけつ！' })), [
    'lumora.jp Dedicated',
  ]);
});

test('a title’s 【PR】 over a paid segment: the one brand the description links', () => {
  const d = `リビングいっぱいに まちを つくりました🚃\nみんなは どの でんしゃが すき？\n\nでんしゃシリーズ公式サイト\nhttps://www.lumora.jp/products/rail/\n#ルモラ\nチャンネルとうろく → https://www.youtube.com/@hidamarikobo?sub_confirmation=1`;
  const o = { title: '【PR】あたらしい でんしゃで でっかい まちを つくったよ！', includesPaidPromotion: true };
  assert.deepEqual(pairs(detect(d, o)), ['lumora.jp Dedicated']);
  // Two brands linked under the label leave the sponsor unsaid; without the label the flag alone names no brand.
  const two = `${d}\nVelora公式 https://www.velora.co.jp/`;
  assert.deepEqual(pairs(detect(two, o)), []);
  assert.deepEqual(pairs(detect(d, { includesPaidPromotion: true })), []);
});

test('a store’s sale the creator bought in, and the creator’s own money: no promotion', () => {
  const haul = `秋のお買い物してきました〜！\nルモラは「ルモラ週間」の10%オフのタイミングでまとめ買い😂\n・ジャケット https://www.lumora.jp/store/413581\n\nどれも自分のお金で買ってます！`;
  assert.deepEqual(pairs(detect(haul)), []);
  const sale = `ルモラのセールで買いました！\nhttps://www.lumora.jp/store/1`;
  assert.deepEqual(pairs(detect(sale)), []);
  // The viewer's discount stays a call to action.
  const cta = `今ならルモラで10%オフになります！\nhttps://www.lumora.jp/store/1`;
  assert.deepEqual(pairs(detect(cta)), ['lumora.jp Affiliate']);
});
