// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-ninth set's English shapes (docs/detection.md §1zg): a parcel with a card and nothing paid, a surprise from
// the brand's team, a press day's haul, a host's fares "covered" or "shouted", a loan by its length or by whose property
// the unit is, the brand's people handing a pair over; a fee, a booking, a paid review, a part of the video a brand pays
// for, an ad "they paid us for", a segment a brand pays to keep on air, "(contains ad)"; a store's partner scheme, a rep
// link, a one-link disclosure over its link; a platform's key, a title's "… from X", dotted initials, a giver spelled in
// the sentence before, a seller's shop on a marketplace; and the readings they must leave alone (family and friends, own bookings and coupons,
// presenters, topic hashtags, a title's common words).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.co.uk']),
  brand('b-quill', 'Quillmart', ['quillmart.com'], 'Marketplace'),
  brand('b-tarn', 'Tarnby', ['tarnby.com']),
  brand('b-vault', 'Vaultline', ['vaultline.com']),
  brand('b-game', 'Play', ['play.com'], 'Marketplace'),
  brand('b-dot', 'q.v.b. Beauty', ['qvbbeauty.com']),
];
const video = {
  videoId: 'vid00000129',
  title: 'Weekend vlog',
  channel: { title: 'Juniper Row', handle: '@juniperrow' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('a parcel with a card, a surprise from the team, a press day, a host’s fares, a loan by its length or owner', () => {
  const lines = [
    "Orbitra's team had three jars couriered to the studio with a handwritten card, and none of it cost me a dollar.",
    "Orbitra's crew posted the new brushes to me in March with a little card.",
    'The treehouse kit was a surprise from the Orbitra UK team, they saw our old one falling apart.',
    'Half of this haul came home with me from the Orbitra AW19 press day in Leeds.',
    'Orbitra Air covered our plane tickets and a night in Lisbon so we could film the opening.',
    'Orbitra Ferries shouted our crossing to the island, which was lovely of them.',
    "The tablet here belongs to Orbitra. It's with us on a two-week loan and then it goes back.",
    "The camera body in this test is Orbitra's property: we have it for 21 days and the return label is ready.",
    "Orbitra's people handed me a pair at their launch stand.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
});

test('the family’s and friends’ loans and presents, and the creator’s own buys, are no gift', () => {
  const lines = [
    'The sander is my neighbour Ron’s from the allotment, he lent it to me for the weekend.',
    'Her boots were from Orbitra, a present from Mum and Dad for her graduation.',
    'This jumper came home with me from the Orbitra sale, I paid full whack.',
    'The Orbitra set was a surprise from my nan, who saw it in the shop window.',
    'We booked ourselves on orbitra.com like everyone else.',
    'I picked up both at Orbitra with a buy one get one 40% off coupon.',
    'We paid for our airfares and two nights ourselves.',
    'My parents covered our plane tickets, so thank you Mum!',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a fee, a booking, a paid review, a part of the video paid for, an ad paid for, a segment kept on air', () => {
  const lines = [
    'Orbitra got in touch and offered me a fee for this video, so this is an advert.',
    "Orbitra booked me to review the new tablet, and they're paying for the video.",
    'Just so you know, this is a paid review.',
    'Orbitra are paying for the first two minutes of this video (sorry!).',
    'Lunch was an Orbitra box: that part of the vlog is an ad they paid us for.',
    'Garden Watch runs with help from Orbitra, which pays to keep the segment on Channel 9 every Sunday.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  const own = [
    "I'm paying for the video out of my own pocket.",
    'This is not a paid review, I bought the tablet.',
    'The hotel booked me a taxi to the airport.',
    'The bank charged me a fee for the transfer.',
  ];
  for (const line of own) assert.deepEqual(pairs(detect(withLink(line))), [], line);
  // "(contains ad)" in the title over one paid brand: the whole video is its ad.
  const d = 'Orbitra are paying for the first minute of this video: https://orbitra.com/juniper';
  assert.deepEqual(pairs(detect(d, { title: 'The Best Play I Saw This Year (contains ad)' })), [
    'orbitra.com Dedicated',
  ]);
});

test('a partner scheme, a rep link, a one-link disclosure over its link', () => {
  const scheme =
    'Buy it from Quillmart and a little of the money comes to me through their partner scheme: https://quillmart.com/p';
  assert.deepEqual(pairs(detect(scheme)), ['quillmart.com Affiliate']);
  // A rep link's welcome discount under a chapter naming the brand is the creator's referral, not an ad segment.
  const rep = [
    'Newcomers get 15% off through my rep link, and I earn credit toward my next Velora order: https://velora.co.uk/share/jr1',
    '0:00 intro',
    '3:10 Velora',
    '6:00 the rest',
  ].join('\n');
  assert.deepEqual(pairs(detect(rep)), ['velora.co.uk Affiliate']);
  const one = [
    'The paint I bought myself: https://tarnby.com/paint',
    'Brushes came from Quillmart.',
    'This link is an affiliate one and I get a small cut of each order:',
    'https://quillmart.com/brush-set',
  ].join('\n');
  assert.deepEqual(pairs(detect(one)), ['quillmart.com Affiliate']);
  // "the YouTube Partner Program" is a platform's status.
  assert.deepEqual(pairs(detect(withLink('Orbitra news: we joined the YouTube Partner Program.'))), []);
});

test('the giver of a key, of a title’s "… from X", by dotted initials, spelled in the sentence before', () => {
  // A platform named as the kind of the key is where it is redeemed.
  const key = 'Vaultline gave me a Play code for the game a week early: https://vaultline.com/game';
  assert.deepEqual(pairs(detect(key)), ['vaultline.com Free Product']);
  // The title's gift is from the name after "from", not the store of the haul.
  const haul = 'The Quillmart links are affiliate links.\nMascara: https://quillmart.com/mascara';
  assert.deepEqual(pairs(detect(haul, { title: 'QUILLMART HAUL + a surprise box from Dewmist' })), [
    'quillmart.com Affiliate',
  ]);
  const dotted = [
    "q.v.b.'s PR team mailed me the balm along with a brush, and nobody has asked me to say anything.",
    'Everything else in this video I picked up over the summer and have been using every day since.',
    'Balm: https://qvbbeauty.com/balm',
  ].join('\n');
  assert.deepEqual(pairs(detect(dotted)), ['qvbbeauty.com Free Product']);
  const before = [
    'The lip oils are from Petal and Pine. Their team posted them to me in May with a little card, unasked.',
    'My other favourites of the month are a cleanser and a sunscreen that I have been reaching for every single morning.',
    'Hair: the same old routine as always, nothing new to report this time round, but more on that next month.',
    'Lip oil: https://petalandpine.com/lip-oil',
  ].join('\n');
  assert.deepEqual(pairs(detect(before)), ['petalandpine.com Free Product']);
});

test('a seller’s own shop on a marketplace is the maker a gift comes from; a store’s product page is not', () => {
  const shop = [
    'The stencils were made by Wren at Inkwell Cuts, who would not take my money, so they were a present from her shop.',
    'Inkwell Cuts on Quillmart: https://quillmart.com/uk/shop/InkwellCuts',
  ].join('\n');
  assert.deepEqual(pairs(detect(shop)), ['quillmart.com Free Product']);
  const store = [
    'The stencils were a present from the maker, who would not take my money.',
    'Buy them on Quillmart: https://quillmart.com/listing/88123/stencils',
  ].join('\n');
  assert.deepEqual(pairs(detect(store)), []);
  // Another language's denial that borrows the words is no English label: "ye paid review nahi hai".
  assert.deepEqual(pairs(detect(withLink('Orbitra ne ye phone bheja hai, lekin ye paid review nahi hai.'))), [
    'orbitra.com Free Product',
  ]);
});

test('presenters, topic hashtags and a title’s common words are no sponsors', () => {
  const presenters = [
    'Six shop-bought pizzas, one winner: Tarnby vs Velora vs Quillmart.',
    'Written recipes: https://juniperrow.com/recipes',
    'Presented by Nell Carter & Sam Oduya. Filmed and edited by Ravi Shah.',
  ].join('\n');
  assert.deepEqual(pairs(detect(presenters)), []);
  const tags = [
    'Should a sponsored post say so in its first line? The panel argues, and Dee reads out her own feed.',
    '',
    'Panel: Dee Amos, Col Briggs and Mina Shah',
    '',
    '#JuniperRow #ad #influencers',
    '',
    'New episodes on Fridays. Catch up on Orbitra Play: https://orbitra.com/juniper-row',
  ].join('\n');
  assert.deepEqual(pairs(detect(tags)), []);
  // A title in title case names no store "Play" for its label.
  const d = 'Tarnby are paying for the first minute of this video: https://tarnby.com/juniper';
  assert.deepEqual(pairs(detect(d, { title: 'The Best Play I Saw This Year (contains ad)' })), [
    'tarnby.com Dedicated',
  ]);
});
