// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-fifth set's sentence-split shapes (docs/detection.md §1zzd): a footer's "<Brand> referral:" label and a
// referral's reward to both accounts; stores named as the object of "whenever I link …"; a currency sign as an item's
// mark; a walkthrough that is a brand's commission and "paying me to make it"; an ordinary-word brand after "my" before
// its referral code; gifts told by the trial they were given for, by the post, or by nothing expected back; an event's
// prize table and raffle sponsors; a store's coupon named by the product it takes off; the giver a title names before
// its verb.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-kraken', 'Kraken', ['kraken.com']),
  brand('b-target', 'Target', ['target.com'], 'Marketplace'),
  brand('b-moss', 'Mosswick', ['mosswick.com'], 'Marketplace'),
  brand('b-fern', 'Fernhold', ['fernhold.com'], 'Marketplace'),
  brand('b-amz', 'Amazon', ['amazon.com', 'amazon.ca', 'amazon.co.uk'], 'Marketplace', ['amzn.to']),
  brand('b-velo', 'Velotrek', ['velotrek.com']),
  brand('b-gear', 'GearBest', ['gearbest.com']),
  brand('b-lumo', 'Lumora Lights', ['lumoralights.com']),
];
const video = {
  videoId: 'vid00000135',
  title: 'Weekly upload',
  channel: { title: 'Quarry Lane', handle: '@quarrylane' },
};
const detect = detector(catalog, video);

test('a footer\'s "<Brand> referral:" label, and a reward paid into both accounts, are referral disclosures', () => {
  const lines = [
    'Kraken referral – both of us get $20 once you trade $100: https://www.kraken.com/signup/ql881',
    'Sign up with this and Kraken credits $20 to your wallet and mine: https://www.kraken.com/signup/ql881',
    'Open an account here and we both get $25 in BTC: https://www.kraken.com/signup/ql881',
  ];
  for (const line of lines) {
    const text = ['Rig update, week 12.', 'Not financial advice.', line, 'Twitter: @quarrylane'].join('\n');
    assert.deepEqual(pairs(detect(text)), ['kraken.com Affiliate'], line);
  }
});

test('stores named as what "whenever I link" reaches are a kind of link, not links', () => {
  const notes = [
    'Whenever I link Mosswick, Fernhold or Amazon.co.uk, that link pays me a small commission.',
    'Any time we link to Fernhold or amazon.ca it is an affiliate link.',
  ];
  for (const note of notes) {
    const text = ['Orbitra sent me the headlamp to review.', 'https://www.orbitra.com/h2', note].join('\n');
    assert.deepEqual(pairs(detect(text)), ['orbitra.com Free Product'], note);
  }
});

test('a currency sign after an item is a mark: only the marked links are affiliate', () => {
  const text = [
    'Velotrek pump £: https://www.mosswick.com/p/pump-3',
    'Tyre levers: https://www.fernhold.com/levers',
    'Links followed by £ earn me a commission from the store.',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['mosswick.com Affiliate']);
});

test("a video a brand commissioned, or that it is paying the creator to make, is the brand's", () => {
  const lines = [
    "This tutorial is an Orbitra commission, so it's all about their app.",
    'Orbitra are paying me to film this one, start to finish.',
  ];
  for (const line of lines)
    assert.deepEqual(
      pairs(detect(`${line}\nGet it here: https://www.orbitra.com/app`, { title: 'Orbitra app tutorial' })),
      ['orbitra.com Dedicated'],
      line,
    );
  assert.deepEqual(pairs(detect('Nobody is paying me to say this.\nhttps://www.orbitra.com/app')), []);
});

test('an ordinary-word brand after "my" before its referral or promo code is the brand', () => {
  const text = 'If you shop there anyway, my Target referral code is in this link: https://www.targetrewards.com/r/ql3';
  assert.deepEqual(pairs(detect(text)), ['target.com Affiliate']);
  // Without the code, "my Target run" stays the errand.
  assert.deepEqual(pairs(detect('My Target run this week: https://www.orbitra.com/blog')), []);
});

test('gifts told by the trial they were given for, the post, or nothing expected back', () => {
  const lines = [
    'Velotrek gave our club captain a saddle to test over the winter.',
    'Velotrek put a new saddle in the post to me, no strings attached.',
    'The saddle came from Velotrek, who shipped it up to Inverness gratis.',
    'Velotrek left a saddle at the club shop for us, expecting nothing in return.',
  ];
  for (const line of lines)
    assert.deepEqual(pairs(detect(`${line}\nVelotrek: https://www.velotrek.com`)), ['velotrek.com Free Product'], line);
});

test("an event's prize table or raffle sponsors sponsor the event, not the video", () => {
  const lines = [
    'The prizes were sponsored by Velotrek and Orbitra, so the top three went home happy.',
    "The club's raffle is sponsored by Velotrek this year.",
  ];
  for (const line of lines)
    assert.deepEqual(pairs(detect(`${line}\nhttps://www.velotrek.com\nhttps://www.orbitra.com`)), [], line);
});

test("a store's coupon named by the maker's product it takes off is the store's", () => {
  const text = [
    'GearBest shipped me four headlamps for free to test.',
    'Code QL15 knocks 15% off the Lumora Lights H20 this week.',
    'GearBest headlamp page: https://www.gearbest.com/headlamps',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['gearbest.com Free Product']);
});

test('the giver a title names before its verb is the giver, not the product it names first', () => {
  const title = 'Velotrek Carbon Saddle Review – Mosswick Sent It Over';
  const text = 'Mosswick posted this saddle over for us to review.\nMosswick: https://www.mosswick.com/p/saddle';
  assert.deepEqual(pairs(detect(text, { title })), ['mosswick.com Free Product']);
});
