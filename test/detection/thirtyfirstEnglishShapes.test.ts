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
