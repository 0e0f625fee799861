// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-eighth set's English shapes (docs/detection.md §1zd): a parcel's arrival from the brand, a press fleet, a
// brand's gifting or marketing team, a loan told by its return to its owner, a trip's nights paid by its host, a
// symbol in brackets marking gifted items; the giver named in the possessive; a brand that "paid for this one", a
// video's budget from a brand, a title's "// AD", a code in the sponsor's read; commission links, a store denied as
// "a regular one", a store named by the lead of its name; and the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.co.uk']),
  brand('b-quill', 'Quillmart', ['quillmart.com'], 'Marketplace'),
  brand('b-shelf', 'Shelfwise', ['shelfwise.com.au'], 'Marketplace'),
  brand('b-kest', 'Kestrel Equipment', ['kestrelequipment.com']),
  brand('b-tarn', 'Tarnby', ['tarnby.com']),
];
const video = {
  videoId: 'vid00000128',
  title: 'Weekend vlog',
  channel: { title: 'Harbor Lane', handle: '@harborlane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('a parcel from the brand, a press fleet, a gifting team, a return to the owner, a host paying for nights', () => {
  const lines = [
    'Orbitra spotted our cracked kettle on a livestream and a shiny new one showed up from them two days later.',
    'The throw arrived in the mail from Orbitra on Tuesday, with a little card.',
    "This estate came off Orbitra UK's press fleet for ten days before their driver took it back.",
    "The lipstick and the liner were a surprise drop from Orbitra's gifting team.",
    "The laptop in this review is Orbitra's. We've had it for a fortnight and it goes back to their Manchester office on Friday.",
    'The Orbitra drone flew with us all season; it goes back to the brand on Monday.',
    'Orbitra Hotels put us up for two nights by the lake; the rest of the week we paid for.',
    'Orbitra put us on the sleeper train and paid for three nights in the old town, the food was on us.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
});

test('the giver named in the possessive, not the model or the brands bought beside it', () => {
  const fleet = "Our Velora GT test car came off Orbitra UK's press fleet for a week.";
  assert.deepEqual(pairs(detect(fleet)), ['orbitra.com Free Product']);
  const team = "Both jars came free from Quillmart's marketing team, while the Velora and Tarnby ones I bought.";
  assert.deepEqual(pairs(detect(team)), ['quillmart.com Free Product']);
  // A store that owns the unit a loan returns to lends it.
  const owner = "The handset we tested is Quillmart's. It returns to their Leeds office next week.";
  assert.deepEqual(pairs(detect(owner)), ['quillmart.com Free Product']);
});

test('a symbol in brackets marks the gifted items of a list', () => {
  const d = [
    'Velora Cloud Mist (✉): https://quillmart.com/velora-cloud-mist',
    'Tarnby Lip Oil: https://tarnby.com/lip-oil',
    '(✉) = came in the post from the brand, I never paid for it',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['velora.co.uk Free Product']);
});

test('the gift words leave news, the creator’s own trips, returns that are no loan and viewers’ subs alone', () => {
  const lines = [
    'The band returns to their roots on this record, recorded at Orbitra in a week.',
    'We paid for two nights at the Orbitra Lodge ourselves and loved it.',
    'My parents paid for our flights, and we stayed at the Orbitra near the station.',
    "The statement came from Orbitra's press office late on Monday.",
    "The idea for this episode came from Orbitra's marketing team.",
    'Massive thanks to everybody who gifted subs during the Orbitra marathon last night!',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a brand that paid for this one, a video’s budget from a brand', () => {
  const lines = [
    'Orbitra is paying for this one, so treat it as an advert.',
    "Most of this episode's budget came from Orbitra, and their app is free to try.",
    "Orbitra covered a big chunk of today's video's budget.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  const own = [
    'I paid for this one myself, nobody sent it.',
    'We paid for this one out of our own pocket.',
    "This video's budget came from our patrons on Patreon, thank you!",
    "This video's budget came from my savings.",
  ];
  for (const line of own) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a title closing on "// AD" and a code in the sponsor’s read', () => {
  const d = 'Thanks to Orbitra for sponsoring this one: https://orbitra.com/harbor';
  assert.deepEqual(pairs(detect(d, { title: 'Thirty Days in the Deep End // AD' })), ['orbitra.com Dedicated']);
  // The read's invite code and its tracking link are the sponsor's offer, no store of their own.
  const code = [
    'Orbitra paid for this one, start to finish. Grab it free with the invite code HARBOR for bonus gold: https://gmly.link/harbor',
    'My desk: https://tarnby.com/desk',
  ].join('\n');
  assert.deepEqual(pairs(detect(code)), ['orbitra.com Integration']);
  // Without a sponsor's read on its line, an invite code is the creator's referral.
  const referral = 'Grab it free with my invite code HARBOR for bonus gold: https://gmly.link/harbor';
  assert.deepEqual(pairs(detect(referral)), ['gmly.link Affiliate']);
});

test('commission links, a store denied as a regular one, a store named by the lead of its name', () => {
  const commission = [
    'Velora Mist: https://quillmart.com/velora-mist',
    'Tarnby Balm: https://shelfwise.com.au/tarnby-balm',
    'Desk lamp: https://tarnby.com/lamp',
    'my Quillmart and Shelfwise links are commission links, I earn a bit when you shop them. the rest are plain links',
  ].join('\n');
  assert.deepEqual(pairs(detect(commission)), ['quillmart.com Affiliate', 'shelfwise.com.au Affiliate']);
  const regular = [
    'Filters: https://quillmart.com/filters',
    'Scale: https://tarnby.com/scale',
    "The Quillmart links here are affiliate links; the Tarnby link is a normal one, it's just where I get my scales.",
  ].join('\n');
  assert.deepEqual(pairs(detect(regular)), ['quillmart.com Affiliate']);
  const lead = [
    'The Kestrel and Velora links below are referral links, so we both get a bonus when you join.',
    'Kestrel: https://kestrelequipment.com/join/HARBOR',
    'Velora: https://velora.co.uk/join/HARBOR',
    'Tarnby: https://tarnby.com',
  ].join('\n');
  assert.deepEqual(pairs(detect(lead)), ['kestrelequipment.com Affiliate', 'velora.co.uk Affiliate']);
  // An artist's commission link is an offer to draw for hire.
  const art = ['Art commissions are open again!', 'Commission link: https://orbitra.com/commissions'].join('\n');
  assert.deepEqual(pairs(detect(art)), []);
});
