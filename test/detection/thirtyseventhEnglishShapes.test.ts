// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-seventh set's English mainstream shapes (docs/detection.md §1zzk): a loan told by where the unit waits and
// when it goes back, a parcel thrown into the post with no bill, a brand's team outfitting the creator; a brand paying
// for a part of the show by its place or time, paying the channel to run its feature, paying the shoot's costs in return
// for a place in it; a bake told as an ad for one brand; and the readings they must leave alone: viewers' stories and
// tips sent in, a club's members' discount, news of a payment to someone else, the creator's own costs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, channel, detector, pairs } from '../helpers/detect.js';

const catalog = [brand('b-lum', 'Lumora', ['lumora.com']), brand('b-vel', 'Velora', ['velora.com'])];
const video = {
  videoId: 'vid00000137',
  title: 'A week with it',
  channel: { title: 'Kestrel Lane', handle: '@kestrellane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://www.lumora.com/p/x`;

test('a loan told by where it waits and when it goes back, a parcel with no bill, a team outfitting', () => {
  const lines = [
    'Lumora UK have parked one of their ride-on mowers in my garage until the end of June, when it goes back.',
    'Lumora are letting us use two heads till the last show of the tour, then they go home to Lumora.',
    "The stand mixer on the worktop is Lumora's, here for the holidays only; they want it returned in January.",
    "For ten days a Lumora 4 from Lumora's media program lived in my driveway, and it has gone back.",
    'Lumora threw a phone case into the mail for me, and no bill came with it.',
    "Lumora's team outfitted our dog with a harness and a lead after our last video.",
    'Lumora outfitted us with two tents for the crossing.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.com Free Product'], line);
  const none = [
    'I parked my Lumora in the garage until the end of June.',
    'The Lumora van is outfitted with a roof rack and a fridge.',
    'Send us your story: https://www.kestrellane.com/submit\nOur podcast is on Lumora, Velora and wherever you listen.',
    'Send us tips: tips@kestrellane.com\nLumora pulled the update today.',
    'All stories are sent in by viewers and read with permission. The podcast: Lumora, wherever you listen.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(line)), [], line);
});

test('a brand paying for a part of the show, the channel to run its feature, the shoot in return for a place', () => {
  const lines = [
    "Lumora stocks the kitchen and pays for the segment's place in the show.",
    'Lumora pays me for the bit at 3:40, where I show how we plan the week.',
    'Lumora paid for the corner where we test the gadgets.',
    "Lumora paid for the studio hire and the crew's wages, and in return their lamps are in every shot.",
    'Lumora covered the venue hire; in exchange every drink on the bar is theirs.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.com Integration'], line);
  const run = detect(
    withLink('Lumora pays Kestrel Lane to run Save of the Month under its name.'),
    channel('Kestrel Lane Sport', '@kestrellanesport'),
  );
  assert.deepEqual(pairs(run), ['lumora.com Integration']);
  const none = [
    'Lumora paid Joe Rogan to host his podcast, and the deal is worth millions.',
    'We paid for the studio hire ourselves, and in return got a great night.',
    'I pay for the segment out of the channel budget.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a bake told as an ad for one brand is Dedicated; a club members discount is no promotion', () => {
  const ad = detect(
    'This bake is an advertisement for Lumora, who paid for it.\nMore: https://www.lumora.com/recipes',
    {
      includesPaidPromotion: true,
    },
  );
  assert.deepEqual(pairs(ad), ['lumora.com Dedicated']);
  const perk = detect(
    'Our new home shirt, made by Lumora, goes on sale at the club shop on Saturday. Season ticket holders get 10% off in store with their card.',
  );
  assert.deepEqual(pairs(perk), []);
});
