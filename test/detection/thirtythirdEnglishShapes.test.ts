// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-third set's English shapes (docs/detection.md §1zu): a store disclosure that says the other links are
// ordinary ones; the money behind a segment, a forecast bought and paid for, part of a budget stumped up, an upload
// funded, a brand that bought its way into a clip, paid for the video or pays the family; a show paid a slice of each
// sale; a unit that is the brand's property, nothing to return; a commission sent, a purchase on the creator's own
// card; stores named together as plain links; a gift's subject and its goods; "&" spelling a new brand's "and"; a
// sponsor's product named in the title; and the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.co.uk']),
  brand('b-quill', 'Quillon', ['quillon.com']),
  brand('b-moss', 'Mosswick', ['mosswick.com'], 'Marketplace'),
  brand('b-fern', 'Fernhold', ['fernhold.com'], 'Marketplace'),
  brand('b-amz', 'Amazon', ['amazon.com', 'amazon.ca', 'amazon.in'], 'Marketplace', ['amzn.to']),
];
const video = {
  videoId: 'vid00000133',
  title: 'Weekly upload',
  channel: { title: 'Heron Lane', handle: '@heronlane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('a store disclosure that says the other links are ordinary ones covers its store only', () => {
  const footers = [
    'Kit (the Mosswick links are affiliate links and earn me a commission; the other links are ordinary ones):',
    'Kit (Mosswick links pay me a small commission, other links are plain links):',
    'Kit (the Mosswick links earn me a commission; other links are not affiliate links):',
  ];
  for (const footer of footers) {
    const text = [
      footer,
      'Tripod at Mosswick: https://www.mosswick.com/p/tripod-88',
      'Head at Fernhold: https://www.fernhold.com/head-12',
      'Filter: Quillon ND8: https://www.quillon.com/nd8',
    ].join('\n');
    assert.deepEqual(pairs(detect(text)), ['mosswick.com Affiliate'], footer);
  }
  // "and others" still speaks of more stores.
  const others = [
    'Kit (Mosswick and other links here are affiliate links):',
    'Tripod at Mosswick: https://www.mosswick.com/p/tripod-88',
    'Head at Fernhold: https://www.fernhold.com/head-12',
  ].join('\n');
  assert.deepEqual(pairs(detect(others)), ['fernhold.com Affiliate', 'mosswick.com Affiliate']);
});

test('a brand that is the money behind a segment, buys and pays for a forecast, funds an upload, or its way in', () => {
  const lines = [
    "Orbitra is the money behind this week's Garden Rescue, and every plant came from their nursery.",
    'Our bank-holiday forecast is bought and paid for by Orbitra this summer.',
    "Today's upload is funded by Orbitra, the marketplace for local printers.",
    'Orbitra bought its way into this sketch, so here is a word about their pans.',
    'Orbitra Phones stumped up part of the budget for this video, and we shot the bridge on their phone.',
    'Orbitra, the people behind the app, are paying our family for this video.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  const none = [
    'Our house was bought and paid for by my grandad in 1971, and Orbitra built the kitchen.',
    'My patrons are paying our channel for this, thank you all, and the Orbitra lamp is mine.',
    'Orbitra is the money behind a lot of local football, according to the report.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a show paid a slice of each sale through the links below: every store link below', () => {
  const text = [
    'The show is paid a slice of each sale made through the retailer links below.',
    '1. Lip mask ($18): https://www.mosswick.com/p/lip-mask-2047',
    '2. Mug warmer ($20): https://www.fernhold.com/p/mug-warmer-7120',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['fernhold.com Affiliate', 'mosswick.com Affiliate']);
});

test("a unit that is the brand's property and goes back to them; a longer gift with nothing to return", () => {
  const lines = [
    "This green Orbitra X is Orbitra's property, here just for the test, and it's going back to them next week.",
    "Orbitra's field team passed me a tripod for the lens and two boxes of filters, no return needed.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
  const none = [
    "The cabin is Orbitra's property and I booked it myself, headed back home on Sunday.",
    'A van passed me on the left with an Orbitra logo on it, no joke.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('stores that send a few cents per order are affiliate stores, not givers', () => {
  const text = [
    'Stone one: https://www.mosswick.com/p/stone-1000',
    'Stone two: https://www.amazon.ca/dp/B00STONE2/?tag=heronlane-20',
    'Both links are tracked, so Mosswick and Amazon send me a few cents if you order through them.',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['amazon.com Affiliate', 'mosswick.com Affiliate']);
});

test("a store the creator bought from on its own card is no other sentence's store", () => {
  const text = [
    "The brand's people emailed me offering a free watch and a discount code for my viewers.",
    'I said no, and the one in this video came from Mosswick on my own card.',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), []);
});

test('stores named together as plain links in a footer stay plain', () => {
  const text = [
    'Spare batteries on Amazon: https://www.amazon.in/dp/B01BATT',
    'Velora and Quillon links in my descriptions are affiliate links, Amazon and Mosswick ones are normal links.',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), []);
});

test("a gift's subject is its giver; the brands named after the act are its goods", () => {
  const store = ['Mosswick sent me the Velora Racer 250 for free to review.', 'https://www.mosswick.com/p/racer'];
  assert.deepEqual(pairs(detect(store.join('\n'))), ['mosswick.com Free Product']);
  const unknown = [
    'Larkspur Tools lent me an Orbitra Comet for a month to try alongside my Velora.',
    'https://www.larkspurtools.com/comet',
  ];
  assert.deepEqual(pairs(detect(unknown.join('\n'))), ['larkspurtools.com Free Product']);
  // The title's loan speaks of the product the description names as another's goods.
  const titled = detect(unknown.join('\n'), { title: 'Turning on an Orbitra Comet: A Loaner for a Month' });
  assert.deepEqual(pairs(titled), ['larkspurtools.com Free Product']);
  // Two givers, each its own act; a pronoun subject leaves the names as they were.
  const two = ['Orbitra sent me the lamp and Velora sent me the stand, both for free.', 'https://orbitra.com/p'];
  assert.deepEqual(pairs(detect(two.join('\n'))), ['orbitra.com Free Product', 'velora.co.uk Free Product']);
  const pronoun = ['They sent me the Orbitra lamp for free to review.', 'https://orbitra.com/p'];
  assert.deepEqual(pairs(detect(pronoun.join('\n'))), ['orbitra.com Free Product']);
});

test('"&" spells a new brand\'s "and" far from its link; the sponsor\'s product in the title makes it Dedicated', () => {
  const amp = [
    'Pike & Lantern paid for this video, so please take it as an advert.',
    'They sell restored lamps online, and they asked me to walk through buying one from them.',
    'The lamp you see was sent on loan from their workshop and it has already gone back to them.',
    'Their shop: https://www.pikeandlantern.com/?utm_source=youtube',
  ].join('\n');
  assert.deepEqual(pairs(detect(amp, { title: 'Buying a Restored Lamp with Pike & Lantern' })), [
    'pikeandlantern.com Dedicated',
  ]);
  const game = [
    'Orbitra, the makers of Hamlet Rush, are paying us for this video. Play it free: https://hamletrush.orbitra.com/x',
  ].join('\n');
  assert.deepEqual(pairs(detect(game, { title: 'DAD vs KIDS: Who Builds the Best Village in Hamlet Rush?' })), [
    'orbitra.com Dedicated',
  ]);
  assert.deepEqual(pairs(detect(game, { title: 'DAD vs KIDS: Who Builds the Best Village?' })), [
    'orbitra.com Integration',
  ]);
});

test('a store domain written bare in a disclosure names its store', () => {
  const text = [
    'Every product link below goes to Amazon.ca, and we earn a small commission on anything you order through them.',
    'Scale: https://amzn.to/2HLNSCL',
    '',
    'Our recipes: https://www.heronlane.ca/recipes',
    'Pinterest: https://www.pinterest.ca/heronlane',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['amazon.com Affiliate']);
});
