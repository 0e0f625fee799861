// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on 2018–2022 descriptions (issue 32's eighteenth set, docs/detection.md §1n): Pepperjam, FlexOffers and
// Sovrn click links and ShareASale's bare `urllink=`, a link manager's short link under a disclosure naming one store,
// a disclosure naming the host of its links, a store named by its bare domain in a disclosure, a catalog name of
// digits only joined ("1&1"), a brand's "#…Partner" tag, a creator code "in the item shop", "&" as a domain's "and",
// Portuguese "oferecidos pela", Thai "ได้รับสินค้ามาจาก", Filipino "Hindi po ito sponsored", and a gift named by the lead of
// the link above.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-amazon', 'Amazon', ['amazon.com', 'amazon.co.uk'], 'Marketplace', ['amzn.to']),
  brand('b-target', 'Target', ['target.com'], 'Marketplace'),
  brand('b-bestbuy', 'Best Buy', ['bestbuy.com', 'bestbuy.ca'], 'Marketplace'),
  brand('b-razer', 'Razer', ['razer.com']),
  brand('b-bol', 'bol.com', ['bol.com'], 'Marketplace'),
  brand('b-coolblue', 'Coolblue', ['coolblue.nl'], 'Marketplace'),
  brand('b-11', '1&1', ['1und1.de']),
  brand('b-verizon', 'Verizon', ['verizon.com']),
  brand('b-beats', 'Beats by Dre', ['beatsbydre.com']),
  brand('b-hyperx', 'HyperX', ['hyperx.com']),
  brand('b-epic', 'Epic Games', ['epicgames.com']),
  brand('b-continente', 'Continente', ['continente.pt'], 'Marketplace'),
  brand('b-gcash', 'GCash', ['gcash.com']),
];
const video = {
  videoId: 'vid00000018',
  title: 'New video',
  channel: { title: 'Test Channel', handle: '@testchannel' },
};
const detect = detector(catalog, video);

test("Pepperjam's, FlexOffers' and Sovrn's click links name their destination; ShareASale's `urllink=` may be a bare host", () => {
  const d = [
    'Shower curtain: https://www.pepperjamnetwork.com/t/8-1231-41222-7741?url=https%3A%2F%2Fwww.anthropologie.com%2Fshop%2Fcurtain',
    'Sofa: https://track.flexlinkspro.com/g.ashx?foid=156074.13444&trid=1239487.144&url=https%3A%2F%2Fwww.article.com%2Fproduct%2Fsofa',
    'Foundation: https://redirect.viglink.com?key=a5b1&u=https%3A%2F%2Fwww.target.com%2Fp%2Ffoundation',
    'Kettle: https://shareasale.com/r.cfm?b=952331&u=1456321&m=41388&urllink=fellowproducts.com%2Fproducts%2Fkettle&afftrack=',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), [
    'anthropologie.com Affiliate',
    'article.com Affiliate',
    'fellowproducts.com Affiliate',
    'target.com Affiliate',
  ]);
  // A query value that is a number or an id is no destination.
  assert.deepEqual(pairs(detect('Kettle: https://shareasale.com/r.cfm?b=952331&u=1456321&m=41388&urllink=12.5')), []);
});

test("a link manager's short link with no store beside it leads to the one store the disclosure names", () => {
  const d = [
    'Epoxy: https://geni.us/WillEpoxy',
    'Clamps: https://geni.us/WillClamps',
    'As an Amazon Associate I earn from qualifying purchases.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['amazon.com Affiliate']);
  assert.deepEqual(pairs(detect('Grow light: https://geni.us/NinaLight\nThese are Amazon affiliate links.')), [
    'amazon.com Affiliate',
  ]);
  // Two stores disclosed: where the link leads is not said.
  const two = [
    'Lamp: https://geni.us/NinaLamp',
    'Links to Amazon are affiliate links.',
    'Links to Target are affiliate links too.',
  ].join('\n');
  assert.deepEqual(pairs(detect(two)), []);
  // A generic shortener is no link manager: it still needs its store named beside it.
  assert.deepEqual(
    pairs(detect('Lamp: https://bit.ly/NinaLamp\nAs an Amazon Associate I earn from qualifying purchases.')),
    [],
  );
});

test('a disclosure that names the host of its links covers the links on that host only', () => {
  const d = [
    'Keychron K2 (Amazon): https://bit.ly/2DadK2',
    'Razer BlackWidow: https://www.razer.com/gaming-keyboards/razer-blackwidow',
    'Logitech G413: https://www.bestbuy.ca/en-ca/product/logitech-g413/12345678',
    'The bit.ly links above are affiliate links, I earn a small commission at no cost to you.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['amazon.com Affiliate']);
  const network = [
    'Tent: https://www.avantlink.com/click.php?tt=cl&merchant_id=9a2c&website_id=88123&url=https%3A%2F%2Fwww.target.com%2Ftent',
    'Quilt: https://enlightenedequipment.com/revelation',
    'The AvantLink links above earn me a small commission.',
  ].join('\n');
  assert.deepEqual(pairs(detect(network)), ['target.com Affiliate']);
  // A store's own site names the store, with its short links: "The Amazon links" covers amzn.to too.
  const store = [
    'Lamp: https://amzn.to/2Lamp',
    'Rug: https://www.amazon.com/dp/B0RUG',
    'Vase: https://www.target.com/p/vase/-/A-1',
    'The Amazon links above are affiliate links.',
  ].join('\n');
  assert.deepEqual(pairs(detect(store)), ['amazon.com Affiliate']);
});

test('a store named by its bare domain in a disclosure ("Links naar bol.com zijn affiliate links") is named, not linked', () => {
  const footer =
    'Links naar bol.com zijn affiliate links: ik krijg een kleine vergoeding als je via deze links iets koopt.';
  assert.deepEqual(pairs(detect(`In deze video: geen producten.\n${footer}`)), []);
  const d = [
    'Laptop: https://www.bol.com/nl/p/lenovo-ideapad-3/9300000012345/',
    'Laptop 2: https://www.coolblue.nl/product/872233',
    footer,
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['bol.com Affiliate']);
});

test('a catalog name of digits and a sign ("1&1") is not spelled by a time ("11:35")', () => {
  // The paid flag promotes the brands the description names: a time is none of them.
  const d = 'After Hours games are presented by Verizon.\nWatch After Hours weeknights at 11:35/10:35c.';
  assert.deepEqual(pairs(detect(d, { includesPaidPromotion: true })), ['verizon.com Integration']);
  assert.deepEqual(pairs(detect('Thanks to 1&1 for sponsoring this video.')), ['1und1.de Integration']);
});

test('a brand\'s own campaign tag "#BeatsPartner" is a paid label; a creator code "in the item shop" is a standing program', () => {
  assert.deepEqual(pairs(detect('This video features Studio Buds from Beats by Dre. #BeatsPartner')), [
    'beatsbydre.com Integration',
  ]);
  // "#EpicPartner" on a creator code's line asks for no paid segment: the headset named at the top is no sponsor.
  const d = [
    'Your setups, rated.',
    'Headset: HyperX Cloud II',
    '',
    'Use code LEO in the Fortnite item shop #EpicPartner',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), []);
  // A platform's status is no brand's tag: it opens no paid segment for the headset either.
  assert.deepEqual(
    pairs(
      detect(['Your setups, rated.', 'Headset: HyperX Cloud II', '', 'Live every night #TwitchPartner'].join('\n')),
    ),
    [],
  );
});

test('"&" between title words is a domain\'s "and": a title naming Marks & Spencer names marksandspencer.com', () => {
  const d =
    'This video is in paid partnership with Marks & Spencer.\nAll dresses https://www.marksandspencer.com/l/women/dresses';
  const r = detect(d, { title: 'Spring Dresses from Marks & Spencer' });
  assert.deepEqual(pairs(r), ['marksandspencer.com Dedicated']);
  assert.equal(r[0].brandName, 'Marks & Spencer');
});

test('Portuguese "oferecidos pela", Thai "ได้รับสินค้ามาจาก" are gifts; Filipino "Hindi po ito sponsored" negates', () => {
  assert.deepEqual(pairs(detect('Os presentes foram oferecidos pela Continente 🎁 https://www.continente.pt/natal')), [
    'continente.pt Free Product',
  ]);
  assert.deepEqual(pairs(detect('ได้รับสินค้ามาจาก Srichand ขอบคุณมากค่ะ\nhttps://www.srichand.co.th/products')), [
    'srichand.co.th Free Product',
  ]);
  const d = [
    "Salamat sa inyong lahat! Hindi po ito sponsored, pinag-ipunan po namin 'to.",
    '',
    'GCash: 0917 555 0193',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), []);
});

test('a gift sentence opening with the lead of the unknown brand linked on the line above is about it', () => {
  const d = ['Desk: https://www.upliftdesk.com/uplift-v2-standing-desk', 'UPLIFT sent me this desk last year.'].join(
    '\n',
  );
  assert.deepEqual(pairs(detect(d)), ['upliftdesk.com Free Product']);
  // An ordinary first word is no lead of the link above.
  const plain = ['Desk: https://www.upliftdesk.com/uplift-v2-standing-desk', 'They sent me this desk last year.'].join(
    '\n',
  );
  assert.deepEqual(pairs(detect(plain)), []);
});
