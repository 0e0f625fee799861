// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on English podcasts, streamers and mainstream channels of 2020–2025 and on trending descriptions in
// Thailand, the Philippines, the Netherlands, Sweden, Argentina and Colombia (issue 32's thirteenth set,
// docs/detection.md §1i): blanket affiliate statements in those languages, the stores' affiliate short links, gifts,
// loans and stays in their words, negations, a show's presenter, quoted ad words, a brand channel sponsoring
// something else, marks named in words, a title that repeats the sponsor's name, and a paying brand's shop on a
// marketplace.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-shopee', 'Shopee', ['shopee.ph', 'shopee.co.th'], 'Marketplace', ['shope.ee']),
  brand('b-lazada', 'Lazada', ['lazada.com.ph', 'lazada.co.th'], 'Marketplace'),
  brand('b-meli', 'Mercado Libre', ['mercadolibre.com.ar', 'mercadolibre.com'], 'Marketplace'),
  brand('b-statefarm', 'State Farm', ['statefarm.com']),
  brand('b-coolblue', 'Coolblue', ['coolblue.nl'], 'Marketplace'),
  brand('b-mediamarkt', 'MediaMarkt', ['mediamarkt.nl'], 'Marketplace'),
  brand('b-bol', 'bol', ['bol.com'], 'Marketplace'),
  brand('b-plarium', 'Plarium', ['plarium.com'], 'Direct', ['clcr.me']),
  brand('b-skin1004', 'SKIN1004', ['skin1004.com']),
  brand('b-redbull', 'Red Bull', ['redbull.com']),
  brand('b-kruidvat', 'Kruidvat', ['kruidvat.nl'], 'Marketplace'),
  brand('b-lineman', 'LINE MAN', ['lineman.line.me']),
];
const video = {
  videoId: 'vid00000013',
  title: 'Nieuwe video',
  channel: { title: 'Kanaal Test', handle: '@kanaaltest' },
};
const detect = detector(catalog, video);

test('a blanket affiliate statement in Spanish or Thai covers every store link of the description', () => {
  const es = [
    'Componentes:',
    'Procesador: https://mercadolibre.com/sec/1AbCdEf',
    'Fuente: https://www.compragamer.com/producto/Fuente_CX650',
    '',
    'Instagram: https://instagram.com/canalprueba',
    'Algunos links son de afiliado: si comprás a través de ellos me llevo una pequeña comisión.',
  ].join('\n');
  assert.deepEqual(pairs(detect(es)), ['compragamer.com Affiliate', 'mercadolibre.com.ar Affiliate']);
  const th = [
    'รองพื้น: https://www.lazada.co.th/products/foundation-i123.html',
    '',
    'IG: https://instagram.com/canaltest',
    'ลิงก์สินค้าบางส่วนเป็นลิงก์ Affiliate จะได้รับค่าคอมมิชชั่นเล็กน้อยค่ะ',
  ].join('\n');
  assert.deepEqual(pairs(detect(th)), ['lazada.com.ph Affiliate']);
});

test("the stores' affiliate short links and programs are affiliate-shaped without words", () => {
  assert.deepEqual(pairs(detect('พิกัดหม้อทอด 👉 https://s.shopee.co.th/AirFry99')), ['shopee.ph Affiliate']);
  assert.deepEqual(pairs(detect('Mouse: https://s.lazada.com.ph/s.KuyaMse')), ['lazada.com.ph Affiliate']);
  assert.deepEqual(pairs(detect('Travel insurance we use: https://safetywing.com/?referenceID=trailtales')), [
    'safetywing.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect('Case: https://www.newegg.com/p/N82E16811147328?cm_mmc=AFC-circuitsam')), [
    'newegg.com Affiliate',
  ]);
  // An Adtraction click link is its destination's, not the network's.
  const adtraction =
    'Vas: https://click.adtraction.com/t/t?a=1500123&as=1791234&t=2&tk=1&url=https://www.ahlens.se/vas (annonslänk)';
  assert.deepEqual(pairs(detect(adtraction)), ['ahlens.se Affiliate']);
});

test('a unit lent or sent, and a stay offered, in Swedish, Filipino, Thai, Dutch and English', () => {
  assert.deepEqual(pairs(detect('Ryggsäck: Kajka (lånad av Fjällräven för turen) https://www.fjallraven.com/kajka')), [
    'fjallraven.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Tack till Razer för produkterna! Allt är PR-utskick. https://www.razer.com/se')), [
    'razer.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Vi var inbjudna av Treehotel för att prova ett rum. https://www.treehotel.se')), [
    'treehotel.se Free Product',
  ]);
  assert.deepEqual(pairs(detect('Salamat sa Bluewater Resort sa pag-host sa amin! https://www.bluewaterresort.ph')), [
    'bluewaterresort.ph Free Product',
  ]);
  assert.deepEqual(pairs(detect('ขอบคุณ Oppo ที่ส่งเครื่องมาให้รีวิว https://www.oppo.com/th/')), ['oppo.com Free Product']);
  assert.deepEqual(pairs(detect('ทางรีสอร์ทเชิญพวกเรามาพัก 2 คืน https://www.khaoyairesort.com')), [
    'khaoyairesort.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Staafmixer (kreeg ik van Bamix) https://www.bamix.nl')), ['bamix.nl Free Product']);
  assert.deepEqual(pairs(detect('Mini PC (sent by Minisforum for review) https://store.minisforum.com/ms-01')), [
    'minisforum.com Free Product',
  ]);
});

test('negations in Dutch, Swedish, Filipino and Thai', () => {
  assert.deepEqual(pairs(detect('Alles zelf gekocht! Niks gesponsord.\nKruidvat: https://www.kruidvat.nl')), []);
  assert.deepEqual(pairs(detect('Inget sponsrat av Webhallen: https://www.webhallen.com/se')), []);
  assert.deepEqual(pairs(detect('Hindi sponsored ito, binili ko: https://www.powermaccenter.com')), []);
  // "Not an ad" before a standing code: the code is Affiliate, not a paid segment.
  assert.deepEqual(
    pairs(detect('ไม่ใช่โฆษณานะคะ\nสั่งผ่าน LINE MAN ใช้โค้ด KAEW50 ลด 50 บาท https://lineman.line.me/promo/kaew50')),
    ['lineman.line.me Affiliate'],
  );
});

test("a show's presenter, in English, Swedish and Dutch, is its sponsor, not the show's own links", () => {
  const abl = [
    'The best dunks of week 12. Presented by State Farm. https://www.statefarm.com',
    '',
    'Watch every game live: https://www.ablhoops.com/watch',
  ].join('\n');
  assert.deepEqual(pairs(detect(abl, { includesPaidPromotion: true })), ['statefarm.com Integration']);
  const sv = [
    'Veckans frågesport presenteras av Svenska Spel. https://www.svenskaspel.se',
    '',
    'Se alla avsnitt: https://www.tv4play.se/program/sent',
  ].join('\n');
  assert.deepEqual(pairs(detect(sv, { includesPaidPromotion: true })), ['svenskaspel.se Integration']);
  assert.deepEqual(pairs(detect('Deze rubriek wordt u aangeboden door Coolblue. https://www.coolblue.nl')), [
    'coolblue.nl Integration',
  ]);
  // "(reklam)" in the title is the Swedish ad label: the one paid brand is the whole video's.
  assert.deepEqual(
    pairs(detect('I samarbete med Bauhaus: https://www.bauhaus.se/badrum', { title: 'Nytt badrum – del 2 (reklam)' })),
    ['bauhaus.se Dedicated'],
  );
});

test('quoted ad words are reported speech: satire of ad reads and the labels a rule asks for', () => {
  const satire =
    '"Use code DEX for 10% off nothing" — Dex breaks down the year\'s strangest sponsored posts.\n\nMore: https://www.dexshow.tv';
  assert.deepEqual(pairs(detect(satire)), []);
  const rule = 'Influencers moeten "#reclame" of "#ad" vermelden, zegt de toezichthouder. https://www.acm.nl';
  assert.deepEqual(pairs(detect(rule, { title: 'ACM: influencers moeten reclame duidelijker vermelden' })), []);
  // A creator's own code in quotes still counts.
  assert.deepEqual(pairs(detect('Use code "MARA" for 15% off at https://www.gymshark.com')), [
    'gymshark.com Affiliate',
  ]);
});

test('a brand channel that sponsors an event tells of no sponsor of its video', () => {
  const d = detector(catalog, {
    ...video,
    title: 'GoPro x Red Bull: Rampage POV',
    channel: { title: 'GoPro', handle: '@gopro' },
  });
  assert.deepEqual(pairs(d('GoPro is a proud sponsor of Red Bull Rampage. https://www.redbull.com/rampage')), []);
  // "the official sponsor of this video" still is one.
  assert.deepEqual(pairs(detect('Red Bull is the official sponsor of this video: https://www.redbull.com')), [
    'redbull.com Integration',
  ]);
});

test('a footnote that names its mark in Dutch covers the marked links only', () => {
  const nl = [
    'iPhone 15*: https://partner.bol.com/click/click?p=2&t=url&s=1274901&name=iphone15',
    'Pixel 8*: https://www.coolblue.nl/product/941234/google-pixel-8.html?ref=thijs',
    'Pixel 8 bij MediaMarkt: https://www.mediamarkt.nl/nl/product/_google-pixel-8.html',
    '* Links met een sterretje zijn affiliate links.',
  ].join('\n');
  assert.deepEqual(pairs(detect(nl)), ['bol.com Affiliate', 'coolblue.nl Affiliate']);
});

test('a Swedish code without the word "rabattkod" is a code', () => {
  assert.deepEqual(pairs(detect('Använd koden FJALL15 för 15% hos Naturkompaniet: https://www.naturkompaniet.se')), [
    'naturkompaniet.se Affiliate',
  ]);
});

test('a title that repeats the name after "sponsored by" (or "sponsoru") names the sponsor (Dedicated)', () => {
  const body =
    "#ad Today's stream was sponsored by RAID: Shadow Legends! Download it for free: https://clcr.me/KaydenRaid";
  assert.deepEqual(pairs(detect(body, { title: 'Kayden Plays RAID: Shadow Legends For The First Time' })), [
    'plarium.com Dedicated',
  ]);
  assert.deepEqual(pairs(detect(body, { title: 'Kayden Plays Minecraft' })), ['plarium.com Integration']);
  // The same in Turkish: the name after "sponsoru", the title with a case suffix after it.
  const tr = 'Bu videonun sponsoru RAID: Shadow Legends. İndir: https://clcr.me/MertRaid';
  assert.deepEqual(pairs(detect(tr, { title: "RAID: Shadow Legends'ı ilk kez oynadım" })), ['plarium.com Dedicated']);
});

test("the paying brand's shop on a marketplace is where it sells, not a second sponsor", () => {
  const body =
    '#ad Paid partnership with SKIN1004 Philippines. Use code BEA10 for 10% off: https://shopee.ph/skin1004.ph';
  assert.deepEqual(pairs(detect(body, { title: 'Trying the SKIN1004 Centella line #ad' })), ['skin1004.com Dedicated']);
});
