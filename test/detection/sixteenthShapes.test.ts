// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on 2016–2018 descriptions (issue 32's sixteenth set, docs/detection.md §1l): marks in brackets, a policy
// that names the "#ad" label, a resale closet, networks' click links with their destination in the path and
// affiliate keys in paths and store plugins, gifts lent, loaned, covered and "in PR" and in Spanish, French and
// Russian, Korean commissions, Japanese and Korean negations after a noun, the uploader presenting itself, products
// built with partners, responsible-gambling notices, event sponsors in news, and "brought to you courtesy of".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, channel, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-amazon', 'Amazon', ['amazon.com', 'amazon.co.jp'], 'Marketplace', ['amzn.to']),
  brand('b-boots', 'Boots', ['boots.com'], 'Marketplace'),
  brand('b-cultbeauty', 'Cult Beauty', ['cultbeauty.co.uk'], 'Marketplace'),
  brand('b-next', 'Next', ['next.co.uk'], 'Marketplace'),
  brand('b-bh', 'B&H Photo', ['bhphotovideo.com'], 'Marketplace'),
  brand('b-sony', 'Sony', ['sony.com']),
  brand('b-hyundai', 'Hyundai', ['hyundai.com']),
  brand('b-marriott', 'Marriott', ['marriott.com']),
  brand('b-garmin', 'Garmin', ['garmin.com']),
  brand('b-tarte', 'Tarte', ['tartecosmetics.com']),
  brand('b-honor', 'Honor', ['hihonor.com']),
  brand('b-lg', 'LG', ['lg.com']),
  brand('b-wb', 'Wildberries', ['wildberries.ru'], 'Marketplace'),
  brand('b-gmarket', 'Gmarket', ['gmarket.co.kr'], 'Marketplace'),
  brand('b-spotify', 'Spotify', ['spotify.com']),
  brand('b-deezer', 'Deezer', ['deezer.com']),
  brand('b-paddy', 'Paddy Power', ['paddypower.com']),
  brand('b-visa', 'Visa', ['visa.com']),
  brand('b-heineken', 'Heineken', ['heineken.com']),
  brand('b-pepsi', 'Pepsi', ['pepsi.com']),
  brand('b-audible', 'Audible', ['audible.com']),
  brand('b-poshmark', 'Poshmark', ['poshmark.com'], 'Marketplace'),
];
const video = {
  videoId: 'vid00000016',
  title: 'New video',
  channel: { title: 'Test Channel', handle: '@testchannel' },
};
const detect = detector(catalog, video);

test('letters in brackets a footnote defines are marks: "(a)", "(aff) = affiliate link" cover the marked items only', () => {
  const marked = [
    'Serum (a) https://www.cultbeauty.co.uk/serum-123',
    'Body lotion https://www.boots.com/body-lotion-456',
    'Affiliate links are marked (a).',
  ].join('\n');
  assert.deepEqual(pairs(detect(marked)), ['cultbeauty.co.uk Affiliate']);
  const defined = [
    'Jacket (aff) https://www.next.co.uk/style/st123',
    'Scarf from Boots https://www.boots.com/scarf-789',
    '(aff) = affiliate link, I get a few pence if you buy through it.',
  ].join('\n');
  assert.deepEqual(pairs(detect(defined)), ['next.co.uk Affiliate']);
});

test('a policy that names the "#ad" label discloses nothing', () => {
  const d = [
    'Serum (a) https://www.cultbeauty.co.uk/serum-123',
    'Affiliate links are marked (a).',
    'Videos marked #AD are paid for.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['cultbeauty.co.uk Affiliate']);
  // The label itself still discloses.
  assert.deepEqual(pairs(detect('#AD Shop the range: https://www.boots.com/range')), ['boots.com Integration']);
});

test("a resale marketplace's closet named after the channel is the creator's own shop", () => {
  const d = [
    'Cardigan: https://www.next.co.uk/cardigan-1',
    'Shop my closet: https://poshmark.com/closet/testchannel',
    'I may earn a commission from some of the links above.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['next.co.uk Affiliate']);
});

test('affiliate ids in a path or a store plugin key, and networks that write the destination into the path', () => {
  assert.deepEqual(pairs(detect('Lens: https://www.bhphotovideo.com/c/product/1234-REG/lens.html/BI/9876/KBID/5432')), [
    'bhphotovideo.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect('Game keys: https://www.gamekeyshop.com/elden-ring?mw_aref=testchannel')), [
    'gamekeyshop.com Affiliate',
  ]);
  // Partnerize and CJ: the merchant is the destination's, known or new.
  const d = [
    'Boots: https://prf.hn/click/camref:1234abcd/destination:https%3A%2F%2Fwww.riverstyle.co.uk%2Fboots%2F991',
    'Coat: https://www.jdoqocy.com/links/7654321/type/dlg/https://www.next.co.uk/style/st555',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['next.co.uk Affiliate', 'riverstyle.co.uk Affiliate']);
});

test('gifts lent, loaned, provided for coverage, covered stays and "in PR"', () => {
  assert.deepEqual(pairs(detect('Thanks to Hyundai for loaning us the Kona for the weekend!')), [
    'hyundai.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Shot on a drone loaned to us by Skyview: https://www.skyview-drones.com')), [
    'skyview-drones.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Garmin provided a Fenix 5 for our marathon coverage.')), ['garmin.com Free Product']);
  assert.deepEqual(pairs(detect('Marriott covered our stay in Lisbon, opinions are ours.')), [
    'marriott.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('I got this palette in PR from Tarte: https://tartecosmetics.com/palette')), [
    'tartecosmetics.com Free Product',
  ]);
  // The creator's own cover of the trip is no gift.
  assert.deepEqual(pairs(detect('We covered our stay ourselves. Hotel: https://www.marriott.com/lisbon')), []);
});

test('gifts in Spanish, French and Russian, and a Korean commission', () => {
  assert.deepEqual(pairs(detect('Reloj proporcionado por Garmin para esta prueba. https://www.garmin.com/es-MX/')), [
    'garmin.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Palette reçue en RP. https://tartecosmetics.com/fr')), [
    'tartecosmetics.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Спасибо Honor за ноутбук для тестирования! https://www.hihonor.com/ru/')), [
    'hihonor.com Free Product',
  ]);
  assert.deepEqual(
    pairs(detect('지마켓 링크 https://www.gmarket.co.kr/item?goodscode=123\n구매하시면 소정의 수수료를 받습니다.')),
    ['gmarket.co.kr Affiliate'],
  );
});

test('Japanese and Korean negations after the noun a statement word begins', () => {
  assert.deepEqual(
    pairs(detect('Amazonで買いました（アフィリエイトリンクではありません）\nhttps://www.amazon.co.jp/dp/B0TEST1234')),
    [],
  );
  assert.deepEqual(pairs(detect('이 영상에는 유료광고가 포함되어 있지 않습니다.\nhttps://www.lg.com/kr/tv')), []);
});

test('a sponsor phrase naming the uploader is the uploader presenting its own video', () => {
  const label = channel('Northwind Records', '@northwindrecords');
  const d = [
    'Escúchala en Spotify: https://open.spotify.com/track/abc',
    'Deezer: https://www.deezer.com/track/123',
    'Presentado por Northwind Records.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d, label)), []);
  // Another name there is a sponsor.
  assert.deepEqual(pairs(detect('Presentado por Pepsi. https://www.pepsi.com', label)), ['pepsi.com Integration']);
});

test('a product built in partnership with others is no sponsor of the video', () => {
  const d = 'The new headset, designed in partnership with Audio Lab: https://www.audiolab-research.org';
  assert.deepEqual(pairs(detect(d)), []);
  assert.deepEqual(pairs(detect('This video was made in partnership with Audible: https://www.audible.com/x')), [
    'audible.com Integration',
  ]);
});

test('a responsible-gambling notice in a betting ad is no sponsor', () => {
  // The paid segment (the paid-promotion flag) promotes the brands at the top: the betting brand, not the notice.
  const d = 'Our betting partner Paddy Power: https://www.paddypower.com/x 18+. T&Cs apply. BeGambleAware.org';
  assert.deepEqual(pairs(detect(d, { includesPaidPromotion: true })), ['paddypower.com Integration']);
});

test("an event's sponsor, a sponsor in apposition and a show's sponsor in news are no sponsors of the video", () => {
  assert.deepEqual(pairs(detect('The Beach Volley Cup, sponsored by Heineken, ended in a tie-break.')), []);
  assert.deepEqual(pairs(detect('Visa, the tournament sponsor, said ticket sales doubled.')), []);
  assert.deepEqual(pairs(detect("Pepsi, the show's drinks sponsor, reported higher sales.")), []);
  assert.deepEqual(pairs(detect('Visa и Heineken — главные спонсоры ЧМ-2018.')), []);
  // The video's own sponsor stays one.
  assert.deepEqual(pairs(detect('This video is sponsored by Audible: https://www.audible.com/x')), [
    'audible.com Integration',
  ]);
});

test('"brought to you courtesy of" is a sponsor phrase', () => {
  assert.deepEqual(pairs(detect('This episode is brought to you courtesy of Audible: https://www.audible.com/x')), [
    'audible.com Integration',
  ]);
});
