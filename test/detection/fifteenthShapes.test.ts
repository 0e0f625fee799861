// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on 2016–2018 descriptions (issue 32's fifteenth set, docs/detection.md §1k): the Amazon Associates line
// as a footer, footnotes about marked items over a description without marks, e-mail addresses, names in capitals,
// the uploader's contact domain, regulators, gifts to a list ("sent to me by the brands"), invited days out and
// Hinglish stays and negations, LinkShare's RD_PARM1, "powered by" a song's sponsor, a sponsor named by the lead of
// its domain, and a title ad label over a product "provided".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-amazon', 'Amazon', ['amazon.com', 'amazon.co.uk'], 'Marketplace', ['amzn.to']),
  brand('b-bestbuy', 'Best Buy', ['bestbuy.com'], 'Marketplace'),
  brand('b-newegg', 'Newegg', ['newegg.com'], 'Marketplace'),
  brand('b-boots', 'Boots', ['boots.com'], 'Marketplace'),
  brand('b-douglas', 'Douglas', ['douglas.de'], 'Marketplace'),
  brand('b-dm', 'dm', ['dm.de'], 'Marketplace'),
  brand('b-flipkart', 'Flipkart', ['flipkart.com'], 'Marketplace', ['fkrt.it']),
  brand('b-sephora', 'Sephora', ['sephora.com'], 'Marketplace'),
  brand('b-vivo', 'Vivo', ['vivo.com']),
  brand('b-saavn', 'JioSaavn', ['jiosaavn.com']),
  brand('b-nexon', 'Nexon', ['nexon.com']),
];
const video = {
  videoId: 'vid00000015',
  title: 'New video',
  channel: { title: 'Test Channel', handle: '@testchannel' },
};
const detect = detector(catalog, video);

test('the Amazon Associates line of a footer covers Amazon links only; on a list header it covers the list', () => {
  const footer = [
    'Headphones we tested:',
    'Sony: https://amzn.to/3abcdEf',
    'JBL: https://www.bestbuy.com/site/jbl-tune/6412345.p',
    'Case: https://www.newegg.com/p/N82E1681',
    'As an Amazon Associate we earn from qualifying purchases.',
  ].join('\n');
  assert.deepEqual(pairs(detect(footer)), ['amazon.com Affiliate']);
  const header = [
    'Gear (as an Amazon Associate I earn from qualifying purchases):',
    'Camera: https://amzn.to/3cam',
    'Lens: https://www.bestbuy.com/site/lens/123.p',
  ].join('\n');
  assert.deepEqual(pairs(detect(header)), ['amazon.com Affiliate', 'bestbuy.com Affiliate']);
});

test('a footnote about marked items binds nothing when no item carries the mark', () => {
  const none = [
    'Foundation: https://www.boots.com/foundation-123',
    'Powder: https://www.boots.com/powder-456',
    'Links marked with * are affiliate links.',
  ].join('\n');
  assert.deepEqual(pairs(detect(none)), []);
  // Its next sentence goes on about the marked links, not about every link.
  const de = [
    'Creme: https://www.dm.de/creme-p123.html',
    'Palette*: https://www.douglas.de/palette-987',
    'Mit * markierte Links sind Affiliate-Links. Kauft ihr darüber, bekomme ich eine Provision.',
  ].join('\n');
  assert.deepEqual(pairs(detect(de)), ['douglas.de Affiliate']);
  // A gift footnote without marked items does not reach the lines after it.
  const gift = [
    'Anything marked with a * was gifted to me by the brand.',
    'Business: hello@testchannel.com',
    'How I work with brands: https://www.creatorhub.io',
  ].join('\n');
  assert.deepEqual(pairs(detect(gift)), []);
  // An item that carries the mark on its own line is the marked item.
  assert.deepEqual(pairs(detect('Serum (gifted): https://www.glowlab.com/serum')), ['glowlab.com Free Product']);
});

test('the dotted local part of an e-mail address is no link', () => {
  const d = [
    'All links in this description are affiliate links.',
    'Palette: https://www.boots.com/palette-123',
    'Collabs: lena.glow.studio@gmail.com',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['boots.com Affiliate']);
});

test('a name in capitals on a long generic top-level domain, with no path, is no link', () => {
  assert.deepEqual(
    pairs(
      detect('This music video is sponsored by Brightwave: https://www.brightwave.kr', {
        title: "MR.WORLD(미스터월드) - 'Sunrise' MV (Sponsored by Brightwave)",
      }),
    ),
    ['brightwave.kr Dedicated'],
  );
  // A link in capitals on a common top-level domain stays a link.
  assert.deepEqual(pairs(detect('Sponsored by Brightwave. Go to BRIGHTWAVE.COM')), ['brightwave.com Integration']);
});

test("a domain of the description's e-mail addresses is the uploader's own site", () => {
  const d = [
    'Regulators want every sponsored post labeled as an ad.',
    'Website https://www.morningwire.kr',
    'Tips: desk@morningwire.kr',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), []);
});

test("an advertising regulator's guidance is no sponsor", () => {
  assert.deepEqual(
    pairs(
      detect('Posts paid for by brands must carry #ad up front. The guidance: https://www.asa.org.uk/advice/ads.html'),
    ),
    [],
  );
});

test('a gift statement about "the brands" or "everything in this video" covers every item that follows', () => {
  const d = [
    'Everything in this video was sent to me by the brands.',
    'No obligation to post.',
    'Candle: https://www.waxandwick.co.uk',
    'Bath bomb: https://www.fizzbar.com/bombs',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['fizzbar.com Free Product', 'waxandwick.co.uk Free Product']);
});

test('an invited day out in English and a hosted stay in Hinglish are gifts; Hinglish "nahi" negates', () => {
  assert.deepEqual(
    pairs(detect('We were invited by Splash Kingdom to spend the weekend there!\nhttps://www.splashkingdom.co.uk')),
    ['splashkingdom.co.uk Free Product'],
  );
  assert.deepEqual(
    pairs(detect('Manali mein Snowpeak Hostel ne humein host kiya tha: https://www.snowpeakhostel.in')),
    ['snowpeakhostel.in Free Product'],
  );
  assert.deepEqual(pairs(detect('Is video ko kisi ne sponsor nahi kiya, Flipkart se khud kharida.')), []);
});

test("LinkShare's click link is the store its RD_PARM1 names", () => {
  const d =
    'Some links are affiliate links.\nLipstick: http://click.linksynergy.com/fs-bin/click?id=Ab1&offerid=1.1&type=10&RD_PARM1=https%3A%2F%2Fwww.sephora.com%2Fproduct%2Flip-P1';
  assert.deepEqual(pairs(detect(d)), ['sephora.com Affiliate']);
});

test('"Song powered by" a brand is its sponsor, not the streaming link under it; a site "powered by" is not', () => {
  const d = [
    'Song powered by Vivo V9. Know more: https://www.vivo.com/in/products/v9',
    'Listen on JioSaavn: https://www.jiosaavn.com/song/x',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['vivo.com Integration']);
  assert.deepEqual(pairs(detect('My blog is powered by Ghostwriter: https://www.ghostwriter.io')), []);
});

test('a sponsor sentence names an unknown link by the lead of its name, not the store linked between them', () => {
  const d = [
    'This video is sponsored by Glow Revival.',
    'Get the range at Boots: https://www.boots.com/glow-revival',
    'Serum: https://www.revivalskin.com/serum',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['revivalskin.com Integration']);
});

test('a title ad label over one brand "provided" makes it paid, unless the label marks gifts too', () => {
  assert.deepEqual(
    pairs(
      detect('ゲームアプリを提供していただきました！ https://www.nexon.com/app', {
        title: '【PR】新作アプリで遊んでみた',
      }),
    ),
    ['nexon.com Dedicated'],
  );
  assert.deepEqual(
    pairs(
      detect('ゲームアプリを提供していただきました！ https://www.nexon.com/app', {
        title: '新作アプリで遊んでみた【提供】',
      }),
    ),
    ['nexon.com Free Product'],
  );
  assert.deepEqual(
    pairs(
      detect('Die Kamera wurde mir von Nexon zur Verfügung gestellt: https://www.nexon.com/cam', {
        title: 'Neue Kamera (Werbung)',
      }),
    ),
    ['nexon.com Free Product'],
  );
});
