// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on descriptions of trending uploads in other languages (docs/detection.md, "Other languages"): brand
// and store names glued to scripts written without spaces, gift lists and hosted stays, a commission sentence that
// is no gift, a gift sentence that names nobody, local stores' affiliate keys.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';
import { hasAffiliateMarker } from '../../src/detection/links.js';

const detect = detector(
  [
    brand('b-amz', 'Amazon', ['amazon.com', 'amazon.co.jp', 'amazon.de']),
    brand('b-nord', 'NordVPN', ['nordvpn.com']),
    brand('b-rakuten', 'Rakuten', ['rakuten.co.jp'], 'Marketplace'),
    brand('b-coupang', 'Coupang', ['coupang.com'], 'Marketplace'),
    brand('b-mm', 'MediaMarkt', ['mediamarkt.de'], 'Marketplace'),
    brand('b-sony', 'Sony', ['sony.com']),
  ],
  { videoId: 'vid00000002', title: 'Neues Video', channel: { title: 'Kanal Nord', handle: '@kanalnord' } },
);

test('a Latin brand name glued to Japanese or Korean text is still a name', () => {
  assert.deepEqual(pairs(detect('本品はNordVPN様より提供いただきました。')), ['nordvpn.com Free Product']);
  assert.deepEqual(pairs(detect('이 영상은 NordVPN에서 후원을 받아 제작되었습니다.')), ['nordvpn.com Integration']);
});

test('a store named in its own script in an affiliate header covers only its links', () => {
  const r = detect(
    [
      '今日のアイテム（楽天アフィリエイト）:',
      'リップ: https://a.r10.to/hAbCdE',
      '参考にしたサイト: https://www.kosumebu.jp/ranking',
    ].join('\n'),
  );
  assert.deepEqual(pairs(r), ['rakuten.co.jp Affiliate']);
});

test('a commission sentence ("수수료를 제공받습니다") is an affiliate disclosure, not a gift', () => {
  const r = detect(
    [
      '제품 링크 (쿠팡 파트너스 활동으로 일정 수수료를 제공받습니다)',
      '1. 선풍기: https://link.coupang.com/a/q1w2e3',
      '2. 제습기: https://link.coupang.com/a/r4t5y6',
    ].join('\n'),
  );
  assert.deepEqual(pairs(r), ['coupang.com Affiliate']);
});

test('a gift statement about "all the products" binds every brand of the list under it', () => {
  const de = detect(
    [
      'Alle Produkte wurden mir kostenlos zugeschickt.',
      'Vielen Dank an Alverde und Lavera!',
      'Alverde: https://www.alverde-naturkosmetik.de',
      'Lavera: https://www.lavera.de',
    ].join('\n'),
  );
  assert.deepEqual(pairs(de), ['alverde-naturkosmetik.de Free Product', 'lavera.de Free Product']);
  const es = detect(
    [
      'Mil gracias a estas marcas por enviarme sus productos:',
      'Pinceles Luna: https://www.pincelesluna.mx',
      'Cosmética Brisa: https://www.brisacosmetica.mx',
    ].join('\n'),
  );
  assert.deepEqual(pairs(es), ['brisacosmetica.mx Free Product', 'pincelesluna.mx Free Product']);
  const en = detect(
    [
      'Thank you Glowly and Dewdrop for sending me these goodies!',
      'Glowly: https://www.glowly.in',
      'Dewdrop: https://dewdrop.co.in',
    ].join('\n'),
  );
  assert.deepEqual(pairs(en), ['dewdrop.co.in Free Product', 'glowly.in Free Product']);
});

test('a hosted stay in Spanish or Portuguese, and "for gifting", are gifts', () => {
  assert.deepEqual(pairs(detect('En la Posada del Río nos hospedaron tres noches: https://www.posadadelrio.mx')), [
    'posadadelrio.mx Free Product',
  ]);
  assert.deepEqual(pairs(detect('Thanks to Tidepool for gifting me this wetsuit! https://www.tidepoolsurf.com')), [
    'tidepoolsurf.com Free Product',
  ]);
});

test('a gift sentence that names nobody does not make the store linked under it the sender', () => {
  const r = detect(
    [
      'Das Gerät wurde mir für den Test zur Verfügung gestellt.',
      'Bei MediaMarkt: https://www.mediamarkt.de/de/product/_x-1.html',
    ].join('\n'),
  );
  assert.deepEqual(pairs(r), []);
  // The maker named in the sentence is still the sender, and the store link under it stays the store's.
  const named = detect(
    ['Sony hat mir die Kamera zur Verfügung gestellt.', 'Bei Amazon*: https://amzn.to/3xYz', '*Affiliate-Link'].join(
      '\n',
    ),
  );
  assert.deepEqual(pairs(named), ['amazon.com Affiliate', 'sony.com Free Product']);
});

test('local stores’ affiliate keys and an affiliate origin at the end of a value are affiliate markers', () => {
  assert.ok(hasAffiliateMarker('https://www.instant-gaming.com/de/?igr=kanalnord'));
  assert.ok(hasAffiliateMarker('https://www.notebooksbilliger.de/lg+monitor?nbbct=4001_kanalnord'));
  assert.ok(hasAffiliateMarker('https://www.fnac.com/a123/Produit?Origin=kanalnord_aff'));
  assert.ok(!hasAffiliateMarker('https://www.fnac.com/a123/Produit?Origin=newsletter'));
});

test('a title labeled 【提供】 or 【PR】 makes its one paid brand the video’s subject', () => {
  const kao = detect('本動画は花王様の提供でお送りします。\nhttps://www.kao.co.jp/biore/', {
    title: '【提供】ビオレで毎朝の洗顔',
  });
  assert.deepEqual(pairs(kao), ['kao.co.jp Dedicated']);
  const pr = detect('【PR】ミクシィ様より提供いただきました！\nhttps://www.mixi.co.jp/game/', {
    title: '【PR】新作ゲームで遊んでみた',
  });
  assert.deepEqual(pairs(pr), ['mixi.co.jp Dedicated']);
});

test('a title that names the sponsor as its sentence does, in a script without spaces, is Dedicated', () => {
  const r = detect('[유료광고 포함] 요기요의 지원을 받아 제작되었습니다.\n요기요 앱: https://www.yogiyo.co.kr', {
    title: '요기요로 치킨 세 마리 시켜먹기',
  });
  assert.deepEqual(pairs(r), ['yogiyo.co.kr Dedicated']);
});

test('a Russian "partner links" header opens affiliate links, not a sponsors list', () => {
  const r = detect(
    [
      'Колонки из видео (партнёрские):',
      'JBL Go 3 — https://ozon.ru/t/k1',
      'Marshall Emberton — https://ozon.ru/t/k2',
    ].join('\n'),
  );
  assert.deepEqual(pairs(r), ['ozon.ru Affiliate']);
});

test('the site of a legal notice (Impressum) is the uploader’s own', () => {
  const r = detect(
    [
      'Immer mehr Vereine haben einen Wettanbieter als Sponsor auf dem Trikot.',
      'Die ganze Sendung: https://www.rbx-fernsehen.de/mediathek/sport',
      'Impressum: https://www.rbx-fernsehen.de/impressum',
    ].join('\n'),
    {
      title: 'Wettanbieter auf dem Trikot',
      channel: { title: 'Sportschau kompakt', handle: '@sportkompakt', shorteners: [] },
    },
  );
  assert.deepEqual(pairs(r), []);
});

test('a channel titled with a Latin name and words of another script owns the domain of that name', () => {
  const r = detect(['제작지원: 바다관광공사', '▶ 홈페이지: http://www.kbx.co.kr/entertain/show'].join('\n'), {
    title: '[예능] 바닷가 특집',
    channel: { title: 'KBX 예능', handle: '@kbxshow', shorteners: [] },
  });
  assert.deepEqual(pairs(r), []);
});

test('Korean "없이" after ad words negates them; a store’s product page is no referral', () => {
  const r = detect('유료광고 표기 없이 제품을 소개한 사례가 늘고 있습니다.\n다시보기: https://www.tvstream.kr/news', {
    title: '[뉴스] 표기 논란',
  });
  assert.deepEqual(pairs(r), []);
  assert.ok(!hasAffiliateMarker('https://www.boulanger.com/ref/1088234'));
  assert.ok(hasAffiliateMarker('https://www.otherstore.fr/ref/kanalnord'));
});

test('more wordings: German plural placements and "ermöglicht durch", Korean 제휴 링크, a Rakuten ROOM page', () => {
  assert.deepEqual(pairs(detect('Dieses Video wurde durch Tiledesk ermöglicht: https://www.tiledesk.de')), [
    'tiledesk.de Integration',
  ]);
  assert.deepEqual(
    pairs(detect('Danke an alle, dieses Projekt wurde von euch ermöglicht! https://www.tiledesk.de')),
    [],
  );
  assert.deepEqual(pairs(detect('구매 링크 (제휴 링크)\n무선 청소기: https://www.lotteon.com/p/product/LO123')), [
    'lotteon.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect('愛用品は楽天ROOMにまとめています: https://room.rakuten.co.jp/room_kanalnord/items')), [
    'rakuten.co.jp Affiliate',
  ]);
});

test('local affiliate networks’ clicks name the store in their query (Effiliation, LinkPrice, ValueCommerce)', () => {
  assert.deepEqual(
    pairs(
      detect(
        'Commander ici : https://track.effiliation.com/servlet/effi.redir?id_compteur=41&url=https://www.darty.com/nav/x.html',
      ),
    ),
    ['darty.com Affiliate'],
  );
  assert.deepEqual(
    pairs(
      detect('구매: https://click.linkprice.com/click.php?m=gm&a=A1&tu=https%3A%2F%2Fwww.gmarket.co.kr%2Fitem%2F9'),
    ),
    ['gmarket.co.kr Affiliate'],
  );
  assert.deepEqual(
    pairs(
      detect(
        '購入はこちら: https://ck.jp.ap.valuecommerce.com/servlet/referral?sid=1&pid=2&vc_url=https%3A%2F%2Fwww.yodobashi.com%2Fproduct%2F1',
      ),
    ),
    ['yodobashi.com Affiliate'],
  );
});
