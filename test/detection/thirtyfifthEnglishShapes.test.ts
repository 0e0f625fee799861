// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-fifth set's English mainstream shapes (docs/detection.md §1zzc): a part of a show labelled paid with the
// brand it is from, a shout-out for backing, a brand paying for a giveaway's prizes; a loan of a stated length and
// purpose, a gift told as the brand's own, a host covering a cabin or a suite; and the readings they must leave alone:
// an event's partner, a team-up on a product, a brand's own page on a delivery app beside its code.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, channel, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.co.uk']),
  brand('b-quill', 'Quillon Eats', ['quilloneats.com']),
];
const video = {
  videoId: 'vid00000135',
  title: 'Weekly upload',
  channel: { title: 'Heron Lane', handle: '@heronlane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('a part of the show labelled paid with its brand, a shout-out for backing, a giveaway paid for', () => {
  const lines = [
    'The Friday traffic round-up is a paid segment by Orbitra Motor Club.',
    'Our garden corner this week is a paid spot on behalf of Orbitra.',
    'Massive shout out to Orbitra for bankrolling this one!',
    'Orbitra is paying for every prize in the raffle tonight.',
    'Orbitra footed the bill for the giveaway, so thank them if you win.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  // The title names the brand: the giveaway it pays for is its video.
  assert.deepEqual(
    pairs(
      detect(withLink('Orbitra covered all the prizes in the studio today.'), { title: 'Everyone wins an Orbitra!' }),
    ),
    ['orbitra.com Dedicated'],
  );
  const none = [
    'Offline maps are a paid feature of the Orbitra app, sadly.',
    'Shout out to my mum for supporting me, and to Orbitra for the coffee.',
    'I paid for the prizes myself, Orbitra had nothing to do with it.',
    'She covered her eyes when the winners were read out, Orbitra mug in hand.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test("a loan of a stated length and purpose, a gift told as the brand's own, a host covering a cabin", () => {
  const lines = [
    'Orbitra sent the X7 out on a two-week press loan, and it goes home on Friday.',
    "The drone is here on a month's test loan from the makers, Orbitra.",
    "Both jackets were Orbitra's gift after the last hike video.",
    'This mat is an Orbitra present, they saw the old one falling apart.',
    'Orbitra Cruises covered our stateroom and let us film the whole ship.',
    'Orbitra Lodges covered two chalets for the crew.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
  const none = [
    'I bought the Orbitra van on a five-year loan from my bank.',
    "It was my mum's gift, bought at Orbitra in the sale.",
    "This is Orbitra's gift set for this Christmas, the one I reviewed.",
    'The insurer covered our cabin after Orbitra cancelled the sailing.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test("an event's partner and a team-up on a product are no sponsor; a video's partner still is", () => {
  const none = [
    'Harbour Lights Festival was in partnership with Orbitra this year.',
    'Riverside Sessions 2019 is in partnership with Orbitra.',
    'We teamed up with Orbitra on a limited-time smoky dip for every store.',
    "We've partnered with Orbitra to launch a new colourway of our trainers.",
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
  const paid = ['This video is in partnership with Orbitra.', 'We teamed up with Orbitra on this episode.'];
  for (const line of paid) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
});

test("a brand's own page on a delivery app beside its code is its own", () => {
  const own = channel('Heron Lane Tacos', '@heronlanetacos');
  const line =
    'Two tacos for $5 with code TUESDAY on Quillon Eats: https://www.quilloneats.com/restaurant/heron-lane-tacos/88';
  assert.deepEqual(pairs(detect(line, own)), []);
  // Another restaurant's page there is no page of the uploader's: the app's code stays.
  const other =
    'Two tacos for $5 with code TUESDAY on Quillon Eats: https://www.quilloneats.com/restaurant/casa-verde/88';
  assert.deepEqual(pairs(detect(other, own)), ['quilloneats.com Affiliate']);
});
