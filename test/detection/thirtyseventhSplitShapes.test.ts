// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-seventh set's sentence-split shapes (docs/detection.md §1zzl): gifts told by a parcel that came unrequested,
// kit a brand "sorted us out with", a unit a dealer let stay for a while, goods dispatched without a bill or "free, not
// bought"; the creator "being paid by" a brand, and the brand after the payer's "their" that is no second payer; a
// title label that names the payer by its role; an abbreviation in brackets as an item's mark; the Malay "ni" that is no
// Spanish negation; a code that names the store linked on the line above it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velotrek', ['velotrek.com']),
  brand('b-moss', 'Mosswick', ['mosswick.com'], 'Marketplace'),
  brand('b-fern', 'Fernhold', ['fernhold.com'], 'Marketplace'),
  brand('b-amz', 'Amazon', ['amazon.com', 'amazon.co.uk'], 'Marketplace', ['amzn.to']),
  brand('b-kick', 'Kickstarter', ['kickstarter.com']),
  brand('b-laz', 'Lazada', ['lazada.co.th', 'lazada.com.my'], 'Marketplace'),
  brand('b-grid', 'Gridline Games', ['gridlinegames.com']),
];
const video = {
  videoId: 'vid00000137',
  title: 'Weekly upload',
  channel: { title: 'Quarry Lane', handle: '@quarrylane' },
};
const detect = detector(catalog, video);
const footer = ['Quarry Lane is Sam and a shed full of projects.', 'Instagram: @quarrylane'];
const body = (...lines: string[]) => [...lines, ...footer].join('\n');

test('a parcel that arrived unrequested or unsolicited is a gift', () => {
  const lines = [
    'The jacket in this video arrived from Orbitra in March, unrequested; they have had no say in the review.',
    'Orbitra shipped the stove over last spring, unsolicited.',
  ];
  for (const line of lines)
    assert.deepEqual(
      pairs(detect(body(line, 'Here if you are curious: https://www.orbitra.com/stove'))),
      ['orbitra.com Free Product'],
      line,
    );
  // A parcel that is the creator's own order stays a purchase.
  assert.deepEqual(pairs(detect(body('My order from Orbitra arrived in March.', 'https://www.orbitra.com/stove'))), []);
});

test('kit a brand "sorted us out with", a unit it let stay for a while, and goods sent without a bill are gifts', () => {
  const lines = [
    'Orbitra sorted us out with their foam kit, and all they asked was that we use it properly.',
    'Orbitra sorted me out with a saddle for the season.',
    'Orbitra let this one come and live at the workshop for a month; on the 31st it goes back.',
    'Orbitra let the radio stay with us for two weeks.',
    "Orbitra's team dispatched two bags of their mix and a pair of glazed pots to Pune, so these came free, not bought.",
    'Orbitra shipped two sacks of feed without billing us.',
  ];
  for (const line of lines)
    assert.deepEqual(
      pairs(detect(body(line, 'Info: https://www.orbitra.com/kit'))),
      ['orbitra.com Free Product'],
      line,
    );
  const none = [
    'Let me know in the comments if you want the mix to stay for a month.',
    'The shop sorted me out with a replacement chain and I paid for it.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(body(line, 'https://www.orbitra.com/kit'))), [], line);
});

test('the creator "being paid by" a brand is a sponsor; the brand after the payer\'s "their" is its platform', () => {
  const lines = [
    "We're being paid by Gridline Games for this preview of their Kickstarter prototype.",
    'I was paid by Gridline Games to make this one.',
    "We've been paid by Gridline Games for this video.",
  ];
  for (const line of lines) {
    const d = body(
      line,
      'On Kickstarter: https://www.kickstarter.com/projects/gridline/x',
      'https://www.gridlinegames.com',
    );
    assert.deepEqual(pairs(detect(d)), ['gridlinegames.com Integration'], line);
  }
  const none = [
    "We're not being paid by anyone for this preview.",
    'I was paid by the hour at the shop, so Gridline Games were a treat: https://www.gridlinegames.com',
    'I was paid by my employer to go to the fair where Gridline Games had a stand.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(body(line, 'https://www.gridlinegames.com'))), [], line);
});

test("a title label naming the payer by its role is the payer's, not the title's brand", () => {
  const d = body(
    "We're being paid by Gridline Games for this preview of their Kickstarter prototype.",
    'Back it here: https://www.kickstarter.com/projects/gridline/x',
    "Gridline's site: https://www.gridlinegames.com",
  );
  for (const title of ['Kickstarter Preview [publisher-paid]', 'Kickstarter Preview (brand-paid)'])
    assert.deepEqual(pairs(detect(d, { title, includesPaidPromotion: true })), ['gridlinegames.com Dedicated'], title);
});

test("an abbreviation in brackets is an item's mark: only the marked links are affiliate", () => {
  for (const [mark, note] of [
    ['(comm.)', 'Lines ending in (comm.) earn the channel a commission.'],
    ['(aff.)', 'Links marked (aff.) are affiliate links.'],
  ]) {
    const d = body(
      note,
      `Reaming kit: https://www.mosswick.com/p/ream ${mark}`,
      'Pipe oil: https://www.fernhold.com/oil',
    );
    assert.deepEqual(pairs(detect(d)), ['mosswick.com Affiliate'], note);
  }
});

test('the Malay "ni" (this) negates nothing; the Spanish "ni" still does', () => {
  const d = body(
    'Link Lazada kat bawah ni affiliate link, so kalau korang beli guna link ni I dapat sikit komisen.',
    'Brush pen set: https://c.lazada.com.my/t/c.Zb3x?url=https%3A%2F%2Fwww.lazada.com.my%2Fbrush-pen.html',
  );
  assert.deepEqual(pairs(detect(d)), ['lazada.co.th Affiliate']);
  const es = body(
    'Los enlaces van limpios: ni enlaces de afiliado ni comisiones.',
    'Pinceles: https://www.mosswick.com/p/x',
  );
  assert.deepEqual(pairs(detect(es)), []);
});

test("a code that names the store linked on the line above is that store's, not the next line's referral", () => {
  const d = body(
    'Velostore has the frame in stock: https://www.velostore.com/frames/x9',
    'Code QL17 = $10 off orders over $100 at Velostore.',
    '▶ Quarry Lane: builds and breaks in Leeds',
    '▶ Mosswick referral link (I earn points on every order): https://www.mosswick.com/?p=QL0417',
  );
  assert.deepEqual(pairs(detect(d)), ['mosswick.com Affiliate', 'velostore.com Affiliate']);
  // Flagged, the code is the paid segment's: the store is the sponsor, the standing referral stays affiliate.
  assert.deepEqual(pairs(detect(d, { includesPaidPromotion: true })), [
    'mosswick.com Affiliate',
    'velostore.com Integration',
  ]);
});
