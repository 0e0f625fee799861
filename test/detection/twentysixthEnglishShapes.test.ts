// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-sixth set's English shapes (docs/detection.md §1y): gifts and loans in the wordings creators use for a
// bill waived, a sample kept, a loan by its length, a mailbox, a payment refused and a purpose; sponsor words of a
// commission, of backing and of being paid "for it"; earnings "if you buy through it" and "part of your purchase goes
// to the channel"; a code that points back at the item above; a currency sign in brackets as a mark; a short name for
// the linked brand whose name it begins; and the readings they must leave alone (a public body's commission, a
// company backed by investors, a charity's share, a number that counts, a word joined in lower case, a verb that starts
// its sentence, a quoted shopper).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.co.uk']),
  brand('b-quill', 'Quillmart', ['quillmart.com'], 'Marketplace'),
  brand('b-three', 'Three', ['three.co.uk']),
  brand('b-lumen', 'Lumen', ['lumen.com']),
  brand('b-lumenb', 'Lumen Beauty', ['lumenbeauty.com']),
  brand('b-fresh', 'Fresh Start', ['freshstartforall.com']),
];
const video = {
  videoId: 'vid00000126',
  title: 'Weekend vlog',
  channel: { title: 'Harbor Lane', handle: '@harborlane' },
};
const detect = detector(catalog, video);
const titled = (title: string) => detector(catalog, { ...video, title });
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('gifts and loans in the wordings of a waived bill, a sample kept, a loan by its length, a mailbox, a refused payment', () => {
  const lines = [
    'Orbitra Hotels waived the bill for our two nights when they heard we were filming.',
    'The spa at Orbitra waived our bill after the shoot.',
    'This card is a sample that Orbitra said we could keep.',
    'Orbitra said I could keep the headset once the review was up.',
    'Orbitra told us to keep both tents after the trip.',
    'The handset here is a two-week loan from Orbitra, and their courier collects it on Friday.',
    "The camera was on a month's loan from Orbitra and has gone back now.",
    'Orbitra let me leave their preview with three jumpers.',
    'Orbitra dropped six shades in my mailbox at zero cost to me.',
    'Orbitra tucked the new stamping plate into a parcel for me to try, without charging me.',
    'The pan came straight from Orbitra for this comparison, and they wanted nothing back.',
    'Orbitra handed over the rug so we could put it through two dogs and a toddler.',
    "Orbitra gave me three pieces and wouldn't take my card.",
    "I had Orbitra's pack for the trip only; they have it back now.",
    "The two prints are Orbitra's, on the house, for this makeover.",
    'Orbitra dropped a few bits from the new brow collection through my letterbox last week.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
});

test('the gift words leave purchases, family, bank loans and public news alone', () => {
  const lines = [
    'My mum waived the bill for dinner at Orbitra Grill.',
    'My mom said I could keep her old Orbitra bag.',
    'I got a student loan from Orbitra Bank years ago.',
    'I bought the Orbitra pan in 2014 with a wedding gift card.',
    'I had the Orbitra phone for a year before it broke.',
    'Orbitra came straight to mind when I planned this video.',
    "Dessert at Orbitra Grill? It's on the house, the waiter said.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('sponsor words of a commission, of backing and of being paid for it', () => {
  const lines = [
    'Commissioned by Orbitra — this look uses their new palette.',
    'This video was commissioned by Orbitra.',
    "This one's backed by Orbitra: they make the skins on every device here.",
    "Today's episode is funded by Orbitra.",
    "Orbitra asked me to pick my favourite deals, and they're paying me for it.",
    'Orbitra is paying us for this, so here is the honest take.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  // A commission's credit with a title's ad label makes the one paid brand Dedicated; the brands named beside it
  // ("Dress: Velora (my own)") are no paid segment.
  const d = [
    'Commissioned by Orbitra — this look uses the new highlighter.',
    'Shop the look: https://orbitra.com/glam',
    'Dress: Velora (from the sale, my own)',
  ].join('\n');
  assert.deepEqual(pairs(titled('Party Glam | Get Ready With Me (Advert)')(d, { includesPaidPromotion: true })), [
    'orbitra.com Dedicated',
  ]);
});

test('a public body’s commission, a company backed by investors and the creator’s own payment are no sponsor', () => {
  const lines = [
    'Commissioned by the Arts Council. Orbitra made the costumes.',
    'A report commissioned by Orbitra found that prices rose.',
    'Orbitra is backed by investors from three countries.',
    "I'm paying for it myself, Orbitra had nothing to do with it.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('earnings "if you buy through it" and "part of your purchase goes to the channel"', () => {
  const caret = [
    '^ next to a link = I get a tiny bit back if you buy through it!',
    'Serum ^ https://www.velora.co.uk/serum',
    'Brushes https://www.quillmart.com/brushes',
  ].join('\n');
  assert.deepEqual(pairs(detect(caret)), ['velora.co.uk Affiliate']);
  const lines = [
    'Bundles I play (part of your purchase goes to the channel if you use this one): https://www.velora.co.uk/monthly',
    'A share of every order goes to the channel: https://www.velora.co.uk/monthly',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(line)), ['velora.co.uk Affiliate'], line);
  // A charity's share is no earning of the creator's.
  assert.deepEqual(pairs(detect('Part of every purchase goes to the Ocean Trust: https://www.velora.co.uk/tee')), []);
});

test('a code that points back at the item above is that item’s, not the next line’s store', () => {
  const lines = [
    'Type HARBOR into the code box there for a free shaker.',
    'HARBOR knocks 10% off your order there.',
    'Use code HARBOR on that site for 15% off.',
  ];
  for (const line of lines) {
    const d = ['Protein: https://www.velora.co.uk/whey', line, 'Sponges: https://www.quillmart.com/sponges'].join('\n');
    assert.deepEqual(pairs(detect(d)), ['velora.co.uk Affiliate'], line);
  }
  // Without a word pointing back, a code still binds the link that follows it.
  const d = ['Protein: https://www.velora.co.uk/whey', 'Use code HARBOR for 10% off:', 'https://www.quillmart.com/x'];
  assert.deepEqual(pairs(detect(d.join('\n'))), ['quillmart.com Affiliate']);
});

test('a currency sign in brackets marks the affiliate items; the rest stay plain links', () => {
  for (const mark of ['(£)', '($)', '[€]']) {
    const d = [
      `Links marked ${mark} are affiliate links; the rest are there for convenience.`,
      `Phone one ${mark}: https://www.velora.co.uk/phone`,
      'Phone two: https://www.quillmart.com/phone',
    ].join('\n');
    assert.deepEqual(pairs(detect(d)), ['velora.co.uk Affiliate'], mark);
  }
});

test('a discount in a report does not reach a shopper’s quoted words', () => {
  const d =
    'We went to the high street, where shoppers were stocking up at 20% off. "I\'ll have to buy everything from Orbitra now," one told us.';
  assert.deepEqual(pairs(detect(d)), []);
  assert.deepEqual(pairs(detect('Orbitra has 20% off this week with my code HARBOR.')), ['orbitra.com Affiliate']);
});

test('a short name stands for the linked brand whose longer name it begins', () => {
  const d = [
    'Lumen dropped a few bits from the new brow collection through my letterbox.',
    'Brow pencil: https://www.lumenbeauty.com/brow-pencil',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['lumenbeauty.com Free Product']);
  // With the short name's own site linked, it is that brand.
  assert.deepEqual(pairs(detect('Lumen sent me this router for review: https://lumen.com/router')), [
    'lumen.com Free Product',
  ]);
});

test('a number-word name counting a word, and an ordinary-word name joined in lower case, are words', () => {
  const lines = [
    'Orbitra shipped the set to us on the house and it took us THREE DAYS to build.',
    'Orbitra sent the kit as a gift. Three days later it was done.',
    'Orbitra sent the prints for me to keep, for this fresh start.',
    'Orbitra sent the prints for me to keep for this freshstart project.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
  // The brand itself is still read.
  assert.deepEqual(pairs(detect('Three sent me the phone for review: https://www.three.co.uk/phones')), [
    'three.co.uk Free Product',
  ]);
  assert.deepEqual(pairs(detect('Fresh Start sent over two jars for me to try: https://freshstartforall.com')), [
    'freshstartforall.com Free Product',
  ]);
});

test('a one-word name that is a verb starting its sentence with its object is the imperative', () => {
  const withGrab = detector([...catalog, brand('b-grab', 'Grab', ['grab.com'])], video);
  for (const line of [
    'Grab one at https://orbitra.com/x and get 10% off.',
    'Grab yours with 10% off: https://orbitra.com/x',
  ])
    assert.deepEqual(pairs(withGrab(line)), ['orbitra.com Affiliate'], line);
  // Named as the brand, or with its site written, it is the brand.
  assert.deepEqual(pairs(withGrab('Grab sponsored this video.')), ['grab.com Integration']);
  assert.deepEqual(pairs(withGrab('Grab it now, this video is sponsored by Grab: https://grab.com/ride')), [
    'grab.com Integration',
  ]);
});
