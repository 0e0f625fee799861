// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the forty-third set's first run misread (test/fixtures/eval-fortythird/README.md), in our own examples: events'
// displays, prizes and seasons, a relay's sponsors in Italian, a chapter about advertising, a code for everyone, a
// purchase with the store's coupon, the channel's initials, direct messages, elided articles, a role's title, the
// channel's own product page, a relief partner, a venue's gift; Italian loans; a maker named on the line above.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const market = (id: string, name: string, domains: string[]) => brand(id, name, domains, 'Marketplace');
const video = shapeVideos('vid43shape');

test("an event's displays, prize or concert season, a relay's sponsors and a relief partner are no sponsor of the video", () => {
  const d = detector(
    [brand('b-l', 'Lumora Feeds', ['lumorafeeds.co.uk']), brand('b-a', 'Lumora Aid', ['lumoraaid.org'])],
    video('Falconry Fair 2017', 'Hood and Jess', '@hoodandjess'),
  );
  assert.deepEqual(pairs(d('The flying displays this year were sponsored by Lumora Feeds.')), []);
  assert.deepEqual(
    pairs(d('The quick-draw prize this year was sponsored by Lumora Feeds, and no, I did not win.')),
    [],
  );
  assert.deepEqual(pairs(d('Our 2017/18 season is supported by our Season Partner, Lumora Feeds.')), []);
  assert.deepEqual(pairs(d('In coda al corteo i mezzi degli sponsor della staffetta, Lumora Feeds in testa.')), []);
  assert.deepEqual(pairs(d("FLOOD RELIEF: We're partnering with Lumora Aid to get supplies to families in need.")), []);
  // A web series' season partner is the upload's sponsor.
  assert.deepEqual(pairs(d('Season partner: Lumora Feeds 🛵 — order tonight: https://www.lumorafeeds.co.uk')), [
    'lumorafeeds.co.uk Integration',
  ]);
});

test("a chapter about advertising, a code for everyone and a purchase with the store's coupon are no promotion", () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.it']), market('b-c', 'Lumora Crafts', ['lumoracrafts.com'])],
    video('Il caso Lumora: cosa è successo', 'Lario Oggi', '@lariooggi'),
  );
  assert.deepEqual(
    pairs(d('I fatti e le cifre.\n00:00 La multa\n02:45 Le scuse\n03:50 Cosa cambia per chi fa pubblicità sui social')),
    [],
  );
  assert.deepEqual(pairs(d('Lumora Crafts is doing 20% off sitewide this weekend – code SUMMER20, for everyone.')), []);
  assert.deepEqual(
    pairs(d('Bought at Lumora Crafts with one of their 40% off coupons, because clay is expensive.')),
    [],
  );
});

test("the channel's initials, a direct message, an elided article, a role's title and the channel's own product are no brand", () => {
  const orchestra = detector([], video('Side by Side 2018', 'Wessex Harbour Symphony Orchestra', '@whso'));
  assert.deepEqual(
    pairs(
      orchestra(
        'Side by Side is part of our WHSO Futures programme, with a few instruments on loan from the county music service.\nApply: https://www.whso.org.uk/futures',
      ),
    ),
    [],
  );
  const d = detector(
    [
      brand('b-d', 'dm', ['dm.de']),
      brand('b-e', 'Dell', ['dell.com']),
      brand('b-p', 'Partner', ['partner.co.il']),
      brand('b-l', 'Lumora', ['lumora.it']),
      brand('b-c', 'Chipotle', ['chipotle.com']),
      brand('b-t', 'Lumora Grills', ['lumoragrills.com']),
    ],
    video('Weekly video', 'Pecos Fire Sauce Co.', '@pecosfire'),
  );
  assert.deepEqual(pairs(d('If you want one made for you, send me a DM on Instagram.')), []);
  assert.deepEqual(pairs(d("I prodotti mi sono stati regalati da Lumora prima dell'uscita. https://www.lumora.it")), [
    'lumora.it Free Product',
  ]);
  assert.deepEqual(
    pairs(
      d(
        "Il Gol del Mese è realizzato in collaborazione con Lumora, Official Car Partner dell'AC Ponte. https://www.lumora.it",
      ),
    ),
    ['lumora.it Integration'],
  );
  assert.deepEqual(
    pairs(
      d(
        'Lumora Grills partnered with us on this one, and Chef Lupe put our Chipotle Honey to work on the wings.\nChipotle Honey: https://pecosfire.com/shop/chipotle-honey',
      ),
    ),
    ['lumoragrills.com Integration'],
  );
});

test("a venue thanked for its gift to an event is the giver; a store's affiliate collections; Italian loans", () => {
  const d = detector(
    [
      brand('b-s', 'Lumora Society', ['lumorasociety.ie']),
      market('b-sh', 'Shopee', ['shopee.com.br', 'shopee.co.id']),
      brand('b-l', 'Lumora', ['lumora.it']),
    ],
    video('Valuation day for the Lumora Society', 'Roe Auctioneers', '@roeauctioneers'),
  );
  assert.deepEqual(
    pairs(
      d(
        'Huge thanks to the Newpark Hotel, who gave us the ballroom for the day at no charge.\nDaffodil Day – https://www.lumorasociety.ie',
      ),
    ),
    [],
  );
  assert.deepEqual(pairs(d('My toy list (affiliate links): https://collshp.com/kirana123')), [
    'shopee.com.br Affiliate',
  ]);
  assert.deepEqual(pairs(d('Lumora mi ha messo a disposizione la moto per una settimana.')), [
    'lumora.it Free Product',
  ]);
  assert.deepEqual(pairs(d("Il telefono che vedete l'ha fornito Lumora Italia per la recensione.")), [
    'lumora.it Free Product',
  ]);
});

test('a gift told by a pronoun on its own line, its maker named on the line above and linked by the lead of its name', () => {
  const d = detector([], video('Testing a new glove', 'Moor Hawks', '@moorhawks'));
  assert.deepEqual(
    pairs(
      d(
        "Ben Harrow got in touch before Christmas and asked if I'd like to try one of his gauntlets.\nIt was sent free, and I'm not being paid to say anything about it.\nFirst impressions: the leather is thick and soft, and the cuff comes properly up the forearm.\nMaple has big feet for a Harris and she's put a talon through cheap gloves before.\nThree weeks in, and not a mark on my hand.\nIf you want one, Ben's site is here: https://www.benharrowleather.com",
      ),
    ),
    ['benharrowleather.com Free Product'],
  );
});

test("the second round: a paid collaboration, a commissioned sketch, a media test ride, a group's make and a sale's chapter", () => {
  const d = detector(
    [
      brand('b-l', 'Lumora', ['lumora.com']),
      brand('b-m', 'Lumora Motor Nusantara', ['lumora-nusantara.co.id']),
      market('b-s', 'Sarimart', ['sarimart.co.id']),
    ],
    video('Jalan-jalan ke pasar', 'Kedai Kita', '@kedaikita'),
  );
  // "Paid collaboration" is payment wording, in English as in the other languages' patterns.
  assert.deepEqual(pairs(d('This episode is a paid collaboration with Lumora. Try it: https://lumora.com/kedaikita')), [
    'lumora.com Integration',
  ]);
  assert.deepEqual(pairs(d('[PAID PROMOTE] Sketsa ini dibuat atas pesanan Sarimart. https://www.sarimart.co.id')), [
    'sarimart.co.id Integration',
  ]);
  // A local company's media test ride on its group's make is the company's gift alone.
  assert.deepEqual(
    pairs(
      d(
        'Aku diundang Lumora Motor Nusantara ke sesi test ride media Lumora X2 di Sentul. Unit test ride disiapkan mereka.\nInfo: https://www.lumora-nusantara.co.id/x2',
      ),
    ),
    ['lumora-nusantara.co.id Free Product'],
  );
  // A referral link's share, said in Indonesian, under a chapter of a sale day's deals: Affiliate, no paid segment.
  assert.deepEqual(
    pairs(
      d(
        'Ini link referral-ku, tiap belanja lewat link ini aku kebagian sedikit: https://www.sarimart.co.id/voucher?ref=KEDAI\n\n00:00 Intro\n02:10 Promo 11.11\n05:00 Kesimpulan',
      ),
    ),
    ['sarimart.co.id Affiliate'],
  );
  // The viewer thanked for buying through the links, in other words than "thanks", is no sponsor.
  assert.deepEqual(
    pairs(
      d('The links are Amazon affiliate links. Cheers for supporting the channel.\nKettle: https://amzn.to/3xYzAbC'),
    ),
    ['amazon.com Affiliate'],
  );
});

test("a new brand the text calls by its domain's tail is not named by a title that writes the domain's lead", () => {
  const d = detector([], video('Beli Sepatu Buat Sekolah', 'Kedai Kita', '@kedaikita'));
  assert.deepEqual(pairs(d('Makasih Velora udah jadi sponsor video ini! Cek di https://sepatuvelora.com')), [
    'sepatuvelora.com Integration',
  ]);
  // The text that writes the whole label still names the brand in the title by it.
  const e = detector([], video('Inside the Sepatu Velora workshop', 'Kedai Kita', '@kedaikita'));
  assert.deepEqual(pairs(e('Sponsored by Sepatu Velora: https://sepatuvelora.com')), ['sepatuvelora.com Dedicated']);
});
