// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on 2016–2018 descriptions (issue 32's seventeenth set, docs/detection.md §1m): a symbol as a footnote's
// mark, Awin's `p=` deep links, gifts "supplied" and "let us borrow" and given "for this hands-on", Hinglish "review
// ke liye diya", Korean 보내주셨습니다 and 체험단, Russian "для теста … дал", Russian links called partner links after
// the noun, a Japanese invitation code, short store names in a script without case (티몬), Korean particles glued
// to a store name (티몬에서), and a domain that is a catalog brand's whole name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-next', 'Next', ['next.co.uk'], 'Marketplace'),
  brand('b-gap', 'Gap', ['gap.com'], 'Marketplace'),
  brand('b-asos', 'ASOS', ['asos.com'], 'Marketplace'),
  brand('b-johnlewis', 'John Lewis', ['johnlewis.com'], 'Marketplace'),
  brand('b-ozon', 'Ozon', ['ozon.ru'], 'Marketplace'),
  brand('b-wb', 'Wildberries', ['wildberries.ru'], 'Marketplace'),
  brand('b-mvideo', 'М.Видео', ['mvideo.ru'], 'Marketplace'),
  brand('b-11st', '11st', ['11st.co.kr'], 'Marketplace'),
  brand('b-gmarket', 'Gmarket', ['gmarket.co.kr'], 'Marketplace'),
  brand('b-razer', 'Razer', ['razer.com']),
  brand('b-nikon', 'Nikon', ['nikon.com']),
  brand('b-oppo', 'Oppo', ['oppo.com']),
  brand('b-kia', 'Kia', ['kia.com']),
  brand('b-pixiderm', 'Pixiderm', ['pixidermbeauty.com']),
  brand('b-mercari', 'メルカリ', ['mercari.com'], 'Marketplace'),
  brand('b-tmon', '티몬', ['tmon.co.kr'], 'Marketplace'),
];
const video = {
  videoId: 'vid00000017',
  title: 'New video',
  channel: { title: 'Test Channel', handle: '@testchannel' },
};
const detect = detector(catalog, video);

test('a symbol a footnote names is a mark: "Items marked with ★ are affiliate links" covers the starred lines only', () => {
  const d = [
    'Trench coat ★ https://www.asos.com/trench/prd/1234',
    'Loafers https://www.next.co.uk/style/st9876',
    'Chinos https://www.gap.com/browse/product.do?pid=4455',
    'Items marked with ★ are affiliate links.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['asos.com Affiliate']);
  const defined = [
    'Scarf ✿ https://www.next.co.uk/scarf-11',
    'Hat https://www.gap.com/hat-22',
    '✿ = affiliate link',
  ].join('\n');
  assert.deepEqual(pairs(detect(defined)), ['next.co.uk Affiliate']);
});

test("Awin's deep link names the store page in `p=`: the store it leads to", () => {
  const d =
    'Knitted jumper: https://www.awin1.com/cread.php?awinmid=1111&awinaffid=99999&p=https%3A%2F%2Fwww.johnlewis.com%2Fjumper%2Fp42';
  assert.deepEqual(pairs(detect(d)), ['johnlewis.com Affiliate']);
});

test('gifts for a build or a hands-on: "thanks to X for supplying", "X provided the … for this hands-on", "X let us borrow"', () => {
  assert.deepEqual(pairs(detect('Big thanks to Razer for supplying the keyboard and mouse for this setup.')), [
    'razer.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Nikon provided the Z6 for this hands-on. More: https://www.nikon.com/z6')), [
    'nikon.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Kia let us borrow the Stinger for a week: https://www.kia.com/stinger')), [
    'kia.com Free Product',
  ]);
});

test('Hinglish "review ke liye diya", Korean 보내주셨습니다 and 체험단, Russian "для теста … дал" are gifts', () => {
  assert.deepEqual(pairs(detect('Oppo ne yeh phone review ke liye diya tha.')), ['oppo.com Free Product']);
  assert.deepEqual(pairs(detect('11st에서 이 청소기를 보내주셨어요.')), ['11st.co.kr Free Product']);
  assert.deepEqual(pairs(detect('Gmarket 체험단으로 받은 제품이에요.')), ['gmarket.co.kr Free Product']);
  assert.deepEqual(pairs(detect('Планшет для обзора на месяц дал М.Видео.')), ['mvideo.ru Free Product']);
});

test('Russian "the links below are partner links", the adjective after the noun, covers every store link', () => {
  const d = [
    'Ссылки в описании партнёрские, я получаю небольшой процент.',
    'Чайник: https://www.ozon.ru/product/chaynik-1234',
    'Плед: https://www.wildberries.ru/catalog/5678/detail.aspx',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['ozon.ru Affiliate', 'wildberries.ru Affiliate']);
});

test('a Japanese invitation code (招待コード) is a referral: the app it is for is an affiliate', () => {
  const d = ['フリマアプリの招待コード「ABCD12」で500ポイントもらえます。', 'https://www.mercari.com/jp/'].join('\n');
  assert.deepEqual(pairs(detect(d)), ['mercari.com Affiliate']);
});

test('a Korean store named in Hangul before 체험단 gets the gift', () => {
  const d = ['티몬 체험단으로 받은 제품이 포함되어 있어요.', '구매: https://www.tmon.co.kr/deal/5555'].join('\n');
  assert.deepEqual(pairs(detect(d)), ['tmon.co.kr Free Product']);
});

test('a Hangul store name with a particle glued to it ("티몬에서") is that store', () => {
  assert.deepEqual(pairs(detect('티몬에서 이 쿠션을 보내주셨어요.')), ['tmon.co.kr Free Product']);
  assert.deepEqual(pairs(detect('티몬에서 샀어요. 협찬 아니에요.')), []);
});

test("a domain that is a catalog brand's whole name is that brand, unless the name is a short or ordinary word", () => {
  const d = [
    'Brush set: https://www.pixiderm.com/brushes?afmc=LINA',
    'Use code LINA for 10% off at Pixiderm.',
    'Some of the links above are affiliate links.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['pixidermbeauty.com Affiliate']);
  const common = ['Loafers: https://www.next.com/loafers', 'Some of the links above are affiliate links.'].join('\n');
  assert.deepEqual(pairs(detect(common)), ['next.com Affiliate']);
});
