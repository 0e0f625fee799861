// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on 2016–2020 descriptions (issue 32's nineteenth set, docs/detection.md §1o): Webgains' `wgtarget=`,
// gifts "supplied by", "loaned from", "hooked us up with", "(sent by X)", a unit sent or provided "for review" or "for
// this build", marks in square brackets ("Links tagged [a] are affiliate"), "earns me a few cents", "a referral fee",
// "Paid links:", and gifts, codes and affiliate words in Danish, Norwegian, Finnish, Hungarian, Malay, Greek, French,
// Hebrew, Bengali and traditional Chinese.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-amazon', 'Amazon', ['amazon.com', 'amazon.co.uk'], 'Marketplace', ['amzn.to']),
  brand('b-canon', 'Canon', ['canon.com']),
  brand('b-tesco', 'Tesco', ['tesco.com'], 'Marketplace'),
  brand('b-epidemic', 'Epidemic Sound', ['epidemicsound.com']),
  brand('b-garmin', 'Garmin', ['garmin.com']),
  brand('b-asus', 'ASUS', ['asus.com']),
  brand('b-nokia', 'Nokia', ['nokia.com']),
  brand('b-dyson', 'Dyson', ['dyson.com']),
];
const video = {
  videoId: 'vid00000019',
  title: 'New video',
  channel: { title: 'Test Channel', handle: '@testchannel' },
};
const detect = detector(catalog, video);

test("Webgains' click link names its destination in `wgtarget=`", () => {
  const d =
    'Watch: https://track.webgains.com/click.html?wgcampaignid=11&wgprogramid=22&clickref=x&wgtarget=https://www.watchesdirect.co.uk/casio';
  assert.deepEqual(pairs(detect(d)), ['watchesdirect.co.uk Affiliate']);
});

test('gifts: "supplied by", "loaned from", "hooked us up with", "(sent by X)", "for review", "for this build"', () => {
  assert.deepEqual(pairs(detect('The groceries were supplied by Tesco: https://www.tesco.com')), [
    'tesco.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Shot on a lens loaned from Canon UK.')), ['canon.com Free Product']);
  assert.deepEqual(pairs(detect('Garmin hooked us up with two watches for the race.')), ['garmin.com Free Product']);
  assert.deepEqual(pairs(detect('Router: ASUS RT-AX88U (sent by ASUS)')), ['asus.com Free Product']);
  assert.deepEqual(pairs(detect('Nokia provided the phone for review.')), ['nokia.com Free Product']);
  assert.deepEqual(pairs(detect('Dyson sent the motor for this build.')), ['dyson.com Free Product']);
  // A credit's "supplied by" is no gift; a loan from a friend names no brand's gift.
  assert.deepEqual(pairs(detect('Music supplied by Epidemic Sound: https://www.epidemicsound.com')), []);
  assert.deepEqual(pairs(detect('The Canon lens was loaned from my friend Dave.')), []);
});

test('a mark in square brackets: "Links tagged [a] are affiliate" covers the tagged links only', () => {
  const d = [
    'Yarn [a]: https://www.woolwarehouse.co.uk/merino?aff=x1',
    'Needles: https://www.needlecrafters.com/needles',
    'Links tagged [a] are affiliate.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['woolwarehouse.co.uk Affiliate']);
});

test('"earns me a few cents", "a referral fee", "Paid links:" are affiliate statements', () => {
  const kit = [
    'Kit list:',
    'Pump: https://www.pumpworks.com/mini',
    'Paid links: everything in the kit list above earns me a few cents if you buy it.',
  ].join('\n');
  assert.deepEqual(pairs(detect(kit)), ['pumpworks.com Affiliate']);
  const fee =
    'Tin: https://www.amazon.co.uk/dp/B0TIN\nI get a referral fee from Amazon for purchases made through these links.';
  assert.deepEqual(pairs(detect(fee)), ['amazon.com Affiliate']);
  // "a cut" about hair is no commission.
  assert.deepEqual(pairs(detect('Salon: https://www.hairhaus.com\nI got a fresh cut at the salon.')), []);
});

test('gifts in Danish, Norwegian, Finnish, Hungarian, Malay, Greek, French, Hebrew, Bengali and traditional Chinese', () => {
  const cases: [string, string][] = [
    ['Kameraet er tilsendt fra Canon.', 'canon.com Free Product'],
    ['Uret er lånt af Garmin i to uger.', 'garmin.com Free Product'],
    ['Saatu testiin: https://www.asus.com/fi/router', 'asus.com Free Product'],
    ['A porszívót ajándékba kaptam a Dysontól: https://www.dyson.hu', 'dyson.com Free Product'],
    ['Hadiah daripada Nokia: https://www.nokia.com/phones', 'nokia.com Free Product'],
    ['Το ρολόι είναι δώρο από την Garmin.', 'garmin.com Free Product'],
    ["J'ai reçu gratuitement cet objectif de Canon.", 'canon.com Free Product'],
    ['קיבלתי במתנה מ-ASUS https://www.asus.com/il/', 'asus.com Free Product'],
    ['Garmin থেকে উপহার হিসেবে পেয়েছি', 'garmin.com Free Product'],
    ['吸塵器是廠商提供的 https://www.dyson.com.tw', 'dyson.com Free Product'],
  ];
  for (const [d, want] of cases) assert.deepEqual(pairs(detect(d)), [want], d);
  // A gift word about no brand reports nothing; Finnish "saatu" alone ("received feedback") is no gift.
  assert.deepEqual(pairs(detect('Saatu palaute on ollut hienoa, kiitos!')), []);
});

test('codes in Greek, Malay, Danish, Finnish and traditional Chinese, and "分潤連結", are affiliate calls', () => {
  const cases: [string, string][] = [
    ['Με τον κωδικό NIKOS5 έκπτωση στο https://www.gearshop.gr', 'gearshop.gr Affiliate'],
    ['Kod diskaun AMIR10 di https://www.kedaigajet.my', 'kedaigajet.my Affiliate'],
    ['Brug rabatkoden LARS10 på https://www.lydbutik.dk', 'lydbutik.dk Affiliate'],
    ['Alennusta koodilla MIKKO https://www.pelikauppa.fi', 'pelikauppa.fi Affiliate'],
    ['輸入優惠碼 AMEI 折100元 https://www.shopdemo.com.tw', 'shopdemo.com.tw Affiliate'],
    ['購買連結（分潤連結）：https://www.shopdemo.com.tw/p/1', 'shopdemo.com.tw Affiliate'],
  ];
  for (const [d, want] of cases) assert.deepEqual(pairs(detect(d)), [want], d);
});
