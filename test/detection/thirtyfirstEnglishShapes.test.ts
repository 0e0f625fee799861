// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-first set's English shapes (docs/detection.md §1zn): a brand's money in the video ("runs on Orbitra's
// money", "has Orbitra money in it", "on Orbitra's dime"), an ad, a slot or a segment paid for at a place in the video, a
// product paid to be in the shot, money given to make the video, a video asked for and paid, "so it's an ad"; a longer
// name that is a linked site's own ("Orbitra Mall" over orbitramall.com); and the readings they must leave alone (the
// creator's, the viewers' and the family's money, a campaign's donors).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.co.uk']),
  brand('b-amz', 'Amazon', ['amazon.com'], 'Marketplace', ['amzn.to']),
];
const video = {
  videoId: 'vid00000131',
  title: 'Weekly upload',
  channel: { title: 'Marsh Road', handle: '@marshroad' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test("the brand's money in the video: runs on it, has it in it, on its dime, behind it", () => {
  const lines = [
    "Tonight's Quiz Corner runs on Orbitra's money, hence the trophy.",
    "This week's Ask the Vet ran on Orbitra money.",
    'This vlog has Orbitra money in it, and the tent came from them as well.',
    "Today's episode is all on Orbitra's dime.",
    "There's Orbitra money behind this video, so bear that in mind.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  const none = [
    'This video was made with zero money and one Orbitra tent.',
    'This channel runs on my own money; the Orbitra tent I bought in May.',
    "Tonight's story: the Orbitra campaign runs on donors' money.",
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('an ad, a slot or a segment paid for at its place in the video, a product paid to be in the shot', () => {
  const lines = [
    'Orbitra pays for the ad at the end of this episode.',
    'Orbitra paid for the ad break in the middle of this video.',
    'Orbitra are paying for a slot in this one, so here is a word about their boots.',
    'Orbitra paid for a two-minute segment near the start of this vlog.',
    'The kettle on the counter is there because Orbitra paid for it to be in the shot.',
    'Orbitra paid for them to be on screen in the second verse.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  const none = [
    'I paid for the ad at the start of my Orbitra listing.',
    'We paid for a slot at the end of the Orbitra market.',
    'I paid for it to be there: the Orbitra stand cost me forty quid.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('money given to make the video, a video asked for and paid, "so it\'s an ad"', () => {
  const lines = [
    'Orbitra gave us money to try their app for a month.',
    'Orbitra handed me a budget to make this one.',
    "Orbitra asked me to plan a week of dinners from their range, and they're paying me for it.",
    "Orbitra sorted everything for the trip, so yes, it's an ad.",
    'Start to finish, this video is advertising for Orbitra.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  const none = [
    'My dad gave me money to buy the Orbitra boots for my birthday.',
    'My neighbour asked me to fix his Orbitra fence and paid me for it.',
    'A viewer gave us money to try the Orbitra app, which was very kind.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test("a longer name that is a linked site's own names that site, not the shorter catalog brand", () => {
  const d =
    'Orbitra Mall paid for a short segment at the start of this video.\nDeals: https://www.orbitramall.com/deals';
  assert.deepEqual(pairs(detect(d)), ['orbitramall.com Integration']);
  // The catalog brand alone, beside a site of another name, stays the brand.
  const own = 'Orbitra paid for a short segment at the start of this video.\nDeals: https://www.orbitra.com/deals';
  assert.deepEqual(pairs(detect(own)), ['orbitra.com Integration']);
});

test('gifts told by what was not asked or paid, sent unprompted, tucked into a parcel, taken off the racks', () => {
  const lines = [
    'Orbitra supplied the studded tyres on the blue car without asking a cent.',
    'Orbitra shipped a crate of figures to the twins unprompted.',
    "Orbitra dropped the scooters off last week and we haven't paid a thing for them.",
    "Orbitra tucked three bars of their soap into a parcel for me, and didn't ask for anything in return.",
    "Orbitra's press team sent all of these over before the launch.",
    'Orbitra let us take a dozen coats off their rails for the sketch.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
});

test("a friend's car, a sum the creator paid, a commission, a discount code, a brand that doesn't know: no gift", () => {
  assert.deepEqual(pairs(detect('My buddy Jonah handed me the keys to his Orbitra GT for the weekend.')), []);
  const unknowing =
    'Jonah waited a year for his GT and then, against his better judgement, handed me the keys.\n' +
    "The car is Jonah's. Orbitra doesn't know this video exists.";
  assert.deepEqual(pairs(detect(unknowing)), []);
  const bought = 'The boots came in the mail from Orbitra and I paid $260 for them, sadly.\nhttps://orbitra.com/boots';
  assert.deepEqual(pairs(detect(bought)), []);
  const commission =
    'This week the paying links are Orbitra and Velora, so those two shops send me a small commission.\n' +
    'Orbitra: https://orbitra.com/yarn?ref=marsh\nVelora: https://velora.co.uk/needles?ref=marsh';
  assert.deepEqual(pairs(detect(commission)), ['orbitra.com Affiliate', 'velora.co.uk Affiliate']);
  const code = 'Orbitra gave me a code: MARSH5 takes £5 off your first box at https://orbitra.com, and I get a credit.';
  assert.deepEqual(pairs(detect(code)), ['orbitra.com Affiliate']);
});

test('a brand\'s arm named for its market is the brand: "Summit America shipped the lens"', () => {
  const d = detector(
    [brand('b-summit', 'Summit', ['summitoptics.com']), brand('b-velo', 'Velora', ['velora.co.uk'])],
    video,
  );
  const line =
    'Summit America shipped the 50mm to me to use for a month, and it goes back next week.\n' +
    "The Velora I rented for the comparison.\nSummit's page: https://summitoptics.com/50";
  assert.deepEqual(pairs(d(line)), ['summitoptics.com Free Product']);
  // A brand whose own sentence says it has no hand in the video is no other sentence's giver.
  const denied =
    'Their press team shipped this to me for a month.\nThe Velora I rented, so Velora has no hand in this either.';
  assert.deepEqual(pairs(d(denied)), []);
});

test("a ticket presale's code is no discount; an ordinary word after a model number is the model's suffix", () => {
  const presale =
    'Vinyl: https://www.amazon.com/dp/B07C3K8QW2\nTour dates: https://marshroad.com/tour\n' +
    'Fan club pre-sale opens Friday at noon with the code RIVERSIDE.';
  assert.deepEqual(pairs(detect(presale)), []);
  // The store's own discount code keeps its promotion.
  assert.deepEqual(pairs(detect('Use code MARSH10 for 10% off at https://orbitra.com')), ['orbitra.com Affiliate']);
  const d = detector(
    [brand('b-summit', 'Summit', ['summitoptics.com']), brand('b-velo', 'Velora', ['velora.co.uk'])],
    video,
  );
  const suffix = 'Velora sent the clip-on lens over when the Galaxy S9 Summit came out: https://velora.co.uk/lens';
  assert.deepEqual(pairs(d(suffix)), ['velora.co.uk Free Product']);
});
