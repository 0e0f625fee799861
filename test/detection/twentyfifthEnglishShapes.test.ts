// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-fifth set's English shapes (docs/detection.md §1x): a footnote that says where its mark stands, paid verbs
// of backing, title ad labels in any bracket or after any separator, a code given for the audience, gifts read from a
// parcel's arrival, a loan for the shoot, a trip and its costs, an earning written after its links; and the readings
// they must leave alone (news of bills and state sponsors, a game's creator code, the creator's own arrival).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.co.uk']),
  brand('b-quill', 'Quillmart', ['quillmart.com']),
  brand('b-paddy', 'Paddy Power', ['paddypower.com']),
  brand('b-google', 'Google', ['google.com']),
];
const video = {
  videoId: 'vid00000125',
  title: 'Weekend vlog',
  channel: { title: 'Harbor Lane', handle: '@harborlane' },
};
const detect = detector(catalog, video);
const titled = (title: string) => detector(catalog, { ...video, title });
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('a footnote that says where its mark stands covers the marked links only, and their store, not the maker named', () => {
  const footers = [
    "A * after a link means it's an affiliate link.",
    'An asterisk next to a product name = affiliate link.',
    'Links followed by a * are affiliate links.',
    'Links ending in * earn me a small commission.',
  ];
  for (const footer of footers) {
    const d = [
      'Orbitra serum*: https://www.awin1.com/cread.php?awinmid=1&awinaffid=2&p=https%3A%2F%2Fwww.velora.co.uk%2Fserum',
      'Quillmart brushes: https://www.quillmart.com/brushes',
      footer,
    ].join('\n');
    assert.deepEqual(pairs(detect(d)), ['velora.co.uk Affiliate'], footer);
  }
  const symbol = [
    'Serum ✧: https://www.velora.co.uk/serum',
    'Brushes: https://www.quillmart.com/brushes',
    'A ✧ beside an item means I earn a commission from it.',
  ].join('\n');
  assert.deepEqual(pairs(detect(symbol)), ['velora.co.uk Affiliate']);
  // A footnote whose mark no link carries leaves the plain links plain.
  const none = [
    'Drawers from Quillmart: https://www.quillmart.com/drawers',
    "A * after a link means it's an affiliate link.",
  ];
  assert.deepEqual(pairs(detect(none.join('\n'))), []);
});

test('news of a bill and of state sponsors, and a game’s creator code, name no sponsor', () => {
  const lines = [
    'Facebook, Google and Twitter told Congress that state-sponsored accounts bought ads. The bill sponsored by Sens. Ada and Lee would require disclosure.',
    'Google testified today. The measure, co-sponsored by Senator Ada, passed the committee.',
    'Google lobbied against the legislation sponsored by Rep. Lee.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(line)), [], line);
  assert.deepEqual(pairs(detect('No guns, just vibes. Use creator code PADDY in the Item Shop!')), []);
  assert.deepEqual(pairs(detect('Use code PADDY for 10% off at checkout!')), []);
  // A bill's sponsor is not the video's; a video's sponsor still is.
  assert.deepEqual(pairs(detect(withLink('This video is sponsored by Orbitra.'))), ['orbitra.com Integration']);
});

test('paid verbs of backing make a sponsor with a discount Integration, not Affiliate', () => {
  const lines = [
    'Orbitra is who makes this channel possible this week. Go to orbitra.com/crate and save 10%.',
    'Orbitra makes this video possible, and you get 20% off with my link.',
    'Orbitra supports this episode, and the first 200 people get 20% off.',
    "Orbitra is backing today's video: two free months with my link.",
    "Orbitra put money behind today's vlog; two free months with my link.",
    'Orbitra put up the money for this video. Use code LANE for 15% off.',
    "Tonight's show was paid for in part by Orbitra.",
    'This episode was partly bankrolled by Orbitra.',
    'Orbitra picked up the tab for this build video.',
    "Orbitra footed the bill for today's vlog.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
});

test('the same verbs leave the audience, the crew and thanks for watching alone', () => {
  const lines = [
    'Thanks to my patrons, who make this channel possible. Orbitra is my favourite shop.',
    'You make this channel possible! Get 10% off merch at Orbitra.',
    'Thanks for supporting this video! The Orbitra lamp is 20% off this week.',
  ];
  for (const line of lines) {
    const found = pairs(detect(withLink(line)));
    assert.ok(!found.includes('orbitra.com Integration'), `${line}: ${found}`);
  }
});

test('a title ad label in any bracket or after any separator makes the one paid brand Dedicated', () => {
  const d = withLink('Orbitra are paying me for this one, and they asked me to use only their palette.');
  for (const title of [
    'AUTUMN GLAM WITH VELVET ~ AD',
    'Spring Collection {ad}',
    'Spring Collection <AD>',
    'Spring Collection【AD】',
    'Autumn Glam / AD',
    'Autumn Glam • AD',
  ])
    assert.deepEqual(pairs(titled(title)(d)), ['orbitra.com Dedicated'], title);
  // "Ad" in a title's words, not its label, is no label.
  assert.deepEqual(pairs(titled('Reacting to the Super Bowl ~ Ad')(d)), ['orbitra.com Integration']);
});

test('a code a brand gave for the audience is its program (Affiliate), a code to play early is a gift', () => {
  const codes = [
    'Orbitra have given me a code for all of you, HOLLY15, for 15% off your first order.',
    'Orbitra gave us a code to share: LANE gets 10% off.',
    'Orbitra has given me a code, LANE10, for 10% off.',
  ];
  for (const line of codes) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Affiliate'], line);
  assert.deepEqual(pairs(detect(withLink('Orbitra sent me a code to play the game early.'))), [
    'orbitra.com Free Product',
  ]);
});

test('gifts read from a parcel’s arrival, a loan for the shoot, a handout, a treat, and what they cost the creator', () => {
  const lines = [
    'Last week a box landed on my doorstep from the Orbitra press team, so none of these cost me anything.',
    'A parcel from Orbitra turned up on our doorstep last week.',
    'A crate from Orbitra showed up at my door out of the blue.',
    'A Founders Edition card arrived from Orbitra ahead of the review embargo.',
    'The cream cable knit came from Orbitra for the shoot only and is going back to them.',
    'Orbitra lent the boots just for the shoot.',
    'Everybody in our audience got a watch today — Orbitra supplied every watch, and we just handed them out.',
    "Orbitra dropped off the stand mixer I'm using as a holiday treat.",
    "Orbitra delivered the chairs and they didn't cost us a thing.",
    'Orbitra handed me this shirt when I visited their store, free.',
    'This lamp is from Orbitra, they sent it for the review.',
    'Orbitra flew me to Washington to play early; the flights and the hotel were on them.',
    'I was flown out to Lisbon by Orbitra for the launch.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
});

test('the same words leave the creator’s own arrival, a shop visit and a purchase alone', () => {
  const lines = [
    'I turned up as an ordinary customer at Orbitra and they kindly let me film. I bought two plants.',
    'We arrived at the Orbitra store early and bought the mixer as a holiday treat for ourselves.',
    'My mum handed me this Orbitra scarf for my birthday.',
    'We flew Orbitra Air to Lisbon and paid for the tickets ourselves.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('an earning written after its links covers the list it closes', () => {
  const d = [
    'Products:',
    'Cleanser: https://www.velora.co.uk/cleanser',
    'Serum: https://www.quillmart.com/serum',
    'Heads up: shop from the links in this list and I make a little money.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['quillmart.com Affiliate', 'velora.co.uk Affiliate']);
  const buy = ['Cleanser: https://www.velora.co.uk/cleanser', 'Buy through these links and we get a small cut.'];
  assert.deepEqual(pairs(detect(buy.join('\n'))), ['velora.co.uk Affiliate']);
});

test('thanks for backing or funding the video name its sponsor; thanks to the audience do not', () => {
  for (const line of ['Thanks to Orbitra for backing this video.', "Thank you Orbitra for funding today's episode."])
    assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  for (const line of [
    'Thanks to everyone for backing the Kickstarter! Orbitra made the boxes.',
    'Thanks to my patrons for funding this video. The Orbitra lamp I bought is great.',
  ])
    assert.ok(!pairs(detect(withLink(line))).includes('orbitra.com Integration'), line);
});
