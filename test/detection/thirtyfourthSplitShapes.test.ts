// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-fourth set's sentence-split shapes (docs/detection.md §1zz): a footer whose stores' share of an order comes
// back to the creator; bare hosts listed before "links"; an item that says its link is a plain one; a store that "has no
// affiliate programme"; a hyphenated maker opening an item; a platform's own referral link; a paid minute of this video;
// the creator's beats and kits; a trial's landing domain; a store's link host under the directory's country record; a
// numbered class's sponsor; a neighbour's loan; shoppers a store pays for; and gifts told by their goods and their use.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-harbor', 'Harbor', ['harbor.com']),
  brand('b-globe', 'Summit', ['summit.com.ph']),
  brand('b-moss', 'Mosswick', ['mosswick.com'], 'Marketplace'),
  brand('b-fern', 'Fernhold', ['fernhold.com'], 'Marketplace'),
  brand('b-beat', 'Beatvault', ['beatvault.com'], 'Marketplace'),
  brand('b-shopee', 'Shopee', ['shopee.co.th', 'shopee.ph'], 'Marketplace'),
  brand('b-amz', 'Amazon', ['amazon.com', 'amazon.ca', 'amazon.in'], 'Marketplace', ['amzn.to']),
];
const video = {
  videoId: 'vid00000134',
  title: 'Weekly upload',
  channel: { title: 'Reed and Rasp', handle: '@reedandrasp' },
};
const detect = detector(catalog, video);

test('a footer whose stores pay a slice of each order back covers those stores’ links above it', () => {
  const text = [
    'Strings on this guitar: Mosswick: https://www.mosswick.com/p/strings-10',
    'Capo at Fernhold: https://www.fernhold.com/capo-2',
    'REED AND RASP | banjo repairs from a shed in Leeds',
    'Whenever I link a part at Mosswick or Fernhold, a little slice of your order goes back to me.',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['fernhold.com Affiliate', 'mosswick.com Affiliate']);
});

test('a bare host listed with other stores before "links" names a kind of link, not a link', () => {
  const notes = [
    'Fernhold, Amazon.in and Tin Shed Records links on this channel are affiliate links.',
    'Amazon.ca, Tin Shed Records or Fernhold links in my descriptions pay me a small commission.',
  ];
  for (const note of notes) {
    const text = ['Orbitra sent me the tuner to review.', 'Tuner: https://www.orbitra.com/tuner', note].join('\n');
    // No Amazon link in this video: the note names Amazon's kind of link only.
    assert.deepEqual(pairs(detect(text)), ['orbitra.com Free Product'], note);
  }
});

test('an item that says its own link is a plain one stays plain under an affiliate header', () => {
  const lines = [
    'Mosswick sells the case too (regular link): https://www.mosswick.com/p/case-4',
    "I'd buy the stand at Mosswick, and this one is a plain link: https://www.mosswick.com/p/stand-9",
  ];
  for (const line of lines) {
    const text = [
      'WHERE TO BUY (affiliate links, I earn a commission)',
      'Bridge at Fernhold: https://www.fernhold.com/bridge-3',
      line,
    ].join('\n');
    assert.deepEqual(pairs(detect(text)), ['fernhold.com Affiliate'], line);
  }
});

test('a store that "has no affiliate programme" is left out of the disclosure that names it', () => {
  const text = [
    'Picks: http://amzn.to/3abCdE',
    'Strap at Mosswick: https://www.mosswick.com/p/strap-7',
    "Amazon links earn me a small commission; Mosswick has no referral scheme, so it's just a link.",
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['amazon.com Affiliate']);
});

test('a hyphenated maker opening an item is no credit line', () => {
  const text = [
    'GET THE GEAR (affiliate links)',
    'Sound-Craft mixer at Mosswick: https://www.mosswick.com/p/mixer-12',
    'Photo-Lite panel at Fernhold: https://www.fernhold.com/panel-5',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['fernhold.com Affiliate', 'mosswick.com Affiliate']);
});

test("a platform's own referral link told in its sentence is that platform's affiliate link", () => {
  const text = [
    'This Audiomack link gives you a free month of Premium, and I earn a referral bonus: https://audiomack.com/invite/rr22',
    'Stream the album: https://soundcloud.com/reedandrasp/album',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['audiomack.com Affiliate']);
  // A platform's link in an affiliate paragraph that does not name it stays a platform's.
  const plain =
    'I earn a referral bonus when you order through the Mosswick link. Listen here: https://audiomack.com/rr';
  assert.deepEqual(pairs(detect(plain)), []);
});

test('a brand paying for a few minutes of this video is its sponsor', () => {
  const lines = [
    'Orbitra is paying for a couple of minutes of this video.',
    'Orbitra paid for two minutes of this episode, so here is their app.',
  ];
  for (const line of lines)
    assert.deepEqual(pairs(detect(`${line}\nhttps://www.orbitra.com/app`)), ['orbitra.com Integration'], line);
  assert.deepEqual(pairs(detect('I paid for a minute of studio time at Orbitra.\nhttps://www.orbitra.com/app')), []);
});

test("the creator's beats, kits and packs are their own, also on a store platform under an affiliate list", () => {
  const text = [
    'STUDIO GEAR (affiliate links)',
    'Monitors at Mosswick: https://www.mosswick.com/p/monitors-5',
    'Buy my sample packs: https://www.beatvault.com/reedandrasp-packs',
    'Lease my beats: https://www.beatvault.com/rr-beats',
    'Drum kits: https://rr.selz.com',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['mosswick.com Affiliate']);
});

test("a trial's landing domain is its brand's, an ordinary-word name only beside its own domain", () => {
  const ad = (link: string) => `Today's video is sponsored by a streaming app.\nStart your free trial: ${link}`;
  assert.deepEqual(pairs(detect(ad('https://www.harbortrial.com/rr'))), ['harbor.com Integration']);
  assert.deepEqual(pairs(detect(ad('https://www.orbitratrial.com/rr'))), ['orbitra.com Integration']);
  // Summit on summit.com.ph is not the Summit of summitbrand.com.
  const other = "Today's video is sponsored by Summit Outdoors: https://summitbrand.com/rr";
  assert.deepEqual(pairs(detect(other)), ['summitbrand.com Integration']);
});

test("a store's own link host in another country is the directory's record of that store", () => {
  const text = 'Cheaper on Shopee sometimes (affiliate): https://s.shopee.sg/8KzT2mQ';
  assert.deepEqual(pairs(detect(text)), ['shopee.co.th Affiliate']);
});

test("a numbered class's, heat's or stage's sponsor sponsors the event, not the video", () => {
  const lines = [
    'Heat 3 was sponsored by Orbitra, who handed out the medals and a voucher to the winner.',
    'Class 2B is sponsored by Orbitra, so the winner takes home a saddle pad.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(`${line}\nhttps://www.orbitra.com`)), [], line);
});

test("a neighbour's loan is no gift of the store its link goes to", () => {
  const text =
    'The trailer is our neighbour Pat’s, and she lent it to us for the move: https://www.mosswick.com/p/trailer';
  assert.deepEqual(pairs(detect(text)), []);
});

test('shoppers a store pays for are no gift', () => {
  const text = [
    'Hoop: https://www.mosswick.com/p/hoop-8',
    'The Mosswick links are affiliate links, so the shop pays me a bit for sending people over.',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['mosswick.com Affiliate']);
});

test('gifts told by their goods, the one they are for, a comparison or the trip they went on', () => {
  const lines = [
    'Orbitra posted two tins of their hoof balm for her to try.',
    'Orbitra sent a box of their new arrows in June as free samples.',
    'Orbitra is letting us use a tent this spring so we could compare it with our old one.',
    'Orbitra Leeds sent a spare winch out with us, and it is back in their store now.',
  ];
  for (const line of lines)
    assert.deepEqual(pairs(detect(`${line}\nhttps://www.orbitra.com`)), ['orbitra.com Free Product'], line);
  // A team sent along and a comparison the creator bought for are none.
  const none = ['We bought two tents so we could compare them, one from Orbitra.'];
  for (const line of none) assert.deepEqual(pairs(detect(`${line}\nhttps://www.orbitra.com`)), [], line);
});
