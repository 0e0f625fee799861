// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-sixth set's English mainstream shapes (docs/detection.md §1zzg): a programme's funding from a brand, a
// brand's money in the shoot, a deal for this video, a segment run on a brand's ad money; a car or goods left at the
// creator's home for a stated time, goods that are the brand's and go back to it, a surprise told by its act; a
// promotional rate in a chapter's title; and the readings they must leave alone: a public funder, the creator's or the
// label's own money, a licensing deal, news of a brand's money, the creator's own car, an announcement, a sponsor
// chapter that still names its brand.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [brand('b-lum', 'Lumora', ['lumora.com']), brand('b-vel', 'Velora', ['velora.co.uk'])];
const video = {
  videoId: 'vid00000136',
  title: 'Weekly upload',
  channel: { title: 'Heron Lane', handle: '@heronlane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://lumora.com/p`;

test('a programme funded by a brand, a brand’s money in the shoot, a deal for this video, a segment on ad money', () => {
  const lines = [
    "Heron Lane's Deadline Day show gets its funding from Lumora this season. 19+ only.",
    'The Friday segment receives its money from Lumora.',
    'Our Top 10 is funded by Lumora, every single month.',
    'Lumora financed the block party you see in the video, the food trucks and a good part of the shoot.',
    'Lumora bankrolled the music video.',
    'Lumora paid for most of the shoot, and we wrote every word.',
    'Lumora has a deal with us for this one: they paid, we picked the shows.',
    'We have a paid deal with Lumora on this video.',
    'This ranking is part of a deal with Lumora.',
    "The Top 10 runs on Lumora's ad dollars every month.",
    "Tonight's countdown runs on Lumora's ad money.",
    'The Weekly Wrap is paid for with Lumora advertising dollars.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.com Integration'], line);
  const none = [
    'The show gets its funding from the Lumora Foundation and the provincial government.',
    'I financed the whole shoot myself; the jackets are from Lumora.',
    'My label bankrolled the music video, and the trainers are Lumora.',
    'Lumora financed the production of the film in 2019, the court heard.',
    'Lumora is paying for the shoot of its new advert, the report says.',
    'Lumora has a deal with us to stream our back catalogue.',
    'I made a deal with my wife for this video: Lumora pizza every Friday.',
    "The economy runs on Lumora's money, the minister said.",
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a car or goods left at home for a stated time, goods that are the brand’s and go back, a surprise by its act', () => {
  const lent = [
    "Lumora put this GT in my driveway for seven days and paid the insurance and the gas; it's back with them now.",
    'Lumora dropped an electric SUV in our driveway for the weekend.',
    'Lumora lent the pickup for ten days.',
    'Lumora handed the keys over at the launch, and the car is back with them now.',
    'Lumora have fitted out our studio kitchen for this series: the tins, pans and knives you see are theirs and go back to them when we wrap.',
    'The knives you see are theirs and go back to Lumora after filming.',
    'Lumora surprised US by mailing the twins a BIG SURPRISE ball!! Thank you Lumora!!',
    'Lumora surprised me by sending their whole spring range.',
    'Lumora surprised the kids by dropping off a trampoline.',
  ];
  for (const line of lent) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.com Free Product'], line);
  const none = [
    'My dad put his old Lumora in my driveway for seven days.',
    'I put the Lumora in my driveway for seven days before I sold it.',
    'We just dropped the Lumora bikes at the shop for two weeks.',
    'Lumora surprised everyone by announcing a new console.',
    'Book our studio for your next shoot!',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a promotional rate in a chapter is the topic, not an ad break; a sponsor chapter still names its brand', () => {
  const referral =
    'Lumora and Velora pay me a referral bonus when you open an account through the links below.\n' +
    'Lumora: https://lumora.com/save?refcode=HL23\nVelora: https://velora.co.uk/isa?referral=HL88\n' +
    '0:00 How I ranked them\n2:30 The promo rate trap\n6:40 Promo APRs vs regular rates\n12:10 #3 to #1';
  assert.deepEqual(pairs(detect(referral)), ['lumora.com Affiliate', 'velora.co.uk Affiliate']);
  const plain =
    'Rates checked today.\nLumora: https://lumora.com/save\n0:00 Intro\n2:30 The promo rate trap\n5:00 Verdict';
  assert.deepEqual(pairs(detect(plain)), []);
  const ad = 'Rates checked today.\n0:00 Intro\n2:30 Promo: Lumora\n5:00 Verdict\n\nhttps://lumora.com/save';
  assert.deepEqual(pairs(detect(ad)), ['lumora.com Integration']);
});
