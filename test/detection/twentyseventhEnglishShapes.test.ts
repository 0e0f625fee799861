// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-seventh set's English shapes (docs/detection.md §1za): gifts and loans told by whom the unit belongs to,
// by an offer to send, by a unit let have or arranged for a trip, by a product "from" the brand so it could be
// reviewed, by items from the brand's PR, and by nothing spent or asked in return; a giver named by the lead of a
// linked brand's name, beside brands the creator says it owns; earnings a store pays or credits; Commission Factory and
// `?referer=` links; stores a disclosure denies; the goods a discount is taken off; a code "on their site"; a "* " mark
// opening some linked lines; and the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.co.uk']),
  brand('b-quill', 'Quillmart', ['quillmart.com'], 'Marketplace'),
  brand('b-kest', 'Kestrel Equipment', ['kestrelequipment.com']),
  brand('b-tarn', 'Tarnby', ['tarnby.com']),
  brand('b-shelf', 'Shelfwise', ['shelfwise.com.au'], 'Marketplace'),
  brand('b-amz', 'Amazon', ['amazon.com', 'amazon.co.uk']),
];
const video = {
  videoId: 'vid00000127',
  title: 'Weekend vlog',
  channel: { title: 'Harbor Lane', handle: '@harborlane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('gifts and loans told by ownership, an offer, a unit let have or arranged, a review, PR, nothing spent', () => {
  const lines = [
    'The handset in this video belongs to Orbitra and gets shipped back once the review period ends.',
    'This laptop remains the property of Orbitra and goes back to their press office on Friday.',
    'Orbitra spotted our nursery tour and offered to send the cot. We said yes!',
    'Orbitra offered to lend us a van for the whole tour.',
    "Orbitra let me have a pair for two weeks, and it returns to Orbitra's office on Monday.",
    'Orbitra let us use their e-bikes for the summer.',
    'Orbitra arranged a loan car for me to drive on the trip.',
    'Orbitra organized a stroller for us to travel with, and we handed it back at the airport.',
    'This chronograph is from Orbitra, free, so I could review it honestly.',
    "Orbitra posted the blender out and I didn't spend a penny on it.",
    'Orbitra delivered the beds, and nothing was asked of us in return.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
});

test('items marked as from the brand’s PR, the rest bought', () => {
  const d = [
    "Products with a * came to me from the brand's PR; everything else I bought.",
    'Cleanser: Orbitra Gel Wash* https://orbitra.com/gel-wash',
    'Toner: Velora Mist https://velora.co.uk/mist',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['orbitra.com Free Product']);
  const via = ['These two arrived via their press team last month.', 'Orbitra Serum: https://orbitra.com/serum'].join(
    '\n',
  );
  assert.deepEqual(pairs(detect(via)), ['orbitra.com Free Product']);
});

test('the gift words leave purchases, the family, ownership and news alone', () => {
  const lines = [
    'This house belongs to my grandma and goes back to the family trust next year.',
    'The copyright of this clip belongs to Orbitra.',
    'My mom offered to send me her old Orbitra mixer.',
    'This recipe is from Orbitra, the cookbook I keep going back to.',
    "This track is from Orbitra's free summer sampler.",
    'I bought the Orbitra kettle last spring and I use it every day.',
    "A spokesperson from the company's press office said Orbitra would appeal.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a giver named by the lead of a linked brand, not the brands the creator owns', () => {
  const d = [
    'Kestrel supplied the Ridge tent for this test free of cost, and the Tarnby and the Alder are our own.',
    'Tarnby Ridgeline 2 (a): https://www.tarnby.com/ridgeline-2',
    'Kestrel Ridge 2P: https://www.kestrelequipment.com/ridge-2p',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['kestrelequipment.com Free Product']);
  // "my opinions are my own" after the giver says nothing about the giver.
  const opinions = [
    'This palette was sent to me by Orbitra but as always my opinions are my own.',
    'Palette: https://orbitra.com/palette',
  ].join('\n');
  assert.deepEqual(pairs(detect(opinions)), ['orbitra.com Free Product']);
});

test('earnings a store pays or credits, Commission Factory links and referer links', () => {
  const pays = [
    'Shelfwise pays me a bit of each sale through these links.',
    'The Long Quiet: https://www.shelfwise.com.au/the-long-quiet',
  ].join('\n');
  assert.deepEqual(pairs(detect(pays)), ['shelfwise.com.au Affiliate']);
  const credits = [
    'Desk mat: https://quillmart.com/desk-mat',
    'Quillmart credits my account when someone signs up through that link.',
  ].join('\n');
  assert.deepEqual(pairs(detect(credits)), ['quillmart.com Affiliate']);
  const cf =
    'The Long Quiet: https://t.cfjump.com/12345/t/67890?Url=https%3A%2F%2Fwww.shelfwise.com.au%2Fthe-long-quiet';
  assert.deepEqual(pairs(detect(cf)), ['shelfwise.com.au Affiliate']);
  assert.deepEqual(pairs(detect('Keyboard: https://quillmart.com/buy/k65?referer=HARBOR7')), [
    'quillmart.com Affiliate',
  ]);
  // A store that pays for the video, not per sale, is no earning; a generic referer value is no referral.
  assert.deepEqual(pairs(detect(withLink('Orbitra pays me a bit for each video I make about them.'))), []);
  assert.deepEqual(pairs(detect('Keyboard: https://quillmart.com/buy/k65?referer=youtube')), []);
});

test('stores a disclosure denies stay plain links', () => {
  const lines = [
    "The Amazon links pay me a commission; Quillmart and Orbitra don't pay me anything.",
    'The Amazon links earn me a commission, but Orbitra doesn’t.',
    'The Amazon links are affiliate links. The Orbitra links are just links.',
    'I make a little money if you buy through the Amazon link, not the Orbitra one.',
    'That Amazon list pays me a tiny bit per order; none of my other links do.',
  ];
  for (const line of lines) {
    const d = [
      'Earbuds: https://www.amazon.co.uk/dp/B07X1/',
      'Case: https://orbitra.com/case',
      'Cable: https://quillmart.com/cable',
      line,
    ].join('\n');
    assert.deepEqual(pairs(detect(d)), ['amazon.com Affiliate'], line);
  }
});

test('the brand a discount is taken off is the goods, the store is who offers it', () => {
  const d = 'Quillmart, 25% off select Velora jackets: https://quillmart.com/sale';
  assert.deepEqual(pairs(detect(d)), ['quillmart.com Affiliate']);
  const coded = 'Quillmart, use code HARBOR for $20 off all Velora boots: https://quillmart.com/sale';
  assert.deepEqual(pairs(detect(coded)), ['quillmart.com Affiliate']);
  // Alone, the brand a discount names is the offer's.
  assert.deepEqual(pairs(detect('Use code HARBOR for 20% off Velora: https://velora.co.uk/')), [
    'velora.co.uk Affiliate',
  ]);
});

test('a code on their site points back at the item above', () => {
  const d = [
    'Orbitra is paying for this video.',
    'The kit: https://orbitra.com/kit',
    'Use HARBOR for 15% off anything on their site.',
    'Brush I use: https://www.amazon.com/dp/B00X2',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['orbitra.com Integration']);
});

test('a "* " mark opening some linked lines marks those only', () => {
  const d = [
    'Shop (* = affiliate):',
    '* Amazon: https://amzn.to/3abcDEF',
    'Quillmart: https://quillmart.com/lipstick',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['amazon.com Affiliate']);
  // "* " opening every linked line is a bullet: the footnote covers them all.
  const bullets = [
    'Shop (* = affiliate):',
    '* Amazon: https://amzn.to/3abcDEF',
    '* Quillmart: https://quillmart.com/lipstick',
  ].join('\n');
  assert.deepEqual(pairs(detect(bullets)), ['amazon.com Affiliate', 'quillmart.com Affiliate']);
});
