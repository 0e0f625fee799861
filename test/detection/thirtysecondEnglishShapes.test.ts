// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-second set's English shapes (docs/detection.md §1zr): a store disclosure whose store's name holds the lead
// of another linked brand's name ("Northern Brewer links" beside Brewer's Friend); and the readings they must leave
// alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.co.uk']),
  brand('b-hill', 'Granite Hill', ['granitehill.com'], 'Marketplace'),
  brand('b-gfr', "Granite's Log", ['graniteslog.com']),
  brand('b-kd', 'KD Outdoor', ['kdoutdoor.com']),
  brand('b-jb', 'JB Hi-Fi', ['jbhifi.com.au'], 'Marketplace'),
  brand('b-amz', 'Amazon', ['amazon.com', 'amazon.ca'], 'Marketplace', ['amzn.to']),
];
const video = {
  videoId: 'vid00000132',
  title: 'Weekly upload',
  channel: { title: 'Marsh Road', handle: '@marshroad' },
};
const detect = detector(catalog, video);

test("a store disclosure's store name does not name the brand whose lead it holds", () => {
  const texts = [
    [
      'Chalk bag: https://www.amazon.ca/dp/B01CHALK?tag=marshroad-20',
      "My climbs on Granite's Log: https://www.graniteslog.com/climbers/marshroad",
      'Money stuff: Amazon.ca links with marshroad-20 in them, and Granite Hill links, earn me a few cents.',
    ],
    [
      'Rope: https://www.amazon.ca/dp/B01ROPE?tag=marshroad-20',
      'Logbook: https://www.graniteslog.com/logbook',
      'Links: Amazon.ca and Granite Hill links pay me a small commission, the rest are plain.',
    ],
  ];
  for (const t of texts) assert.deepEqual(pairs(detect(t.join('\n'))), ['amazon.com Affiliate'], t[2]);
});

test('a disclosure about shop links covers stores and known brands, not a park or a reference site', () => {
  const footers = [
    'All the shop links I post are affiliate links: I get a small commission.',
    'Store links in my descriptions earn me a little, at no cost to you.',
    'My links to shops are affiliate links.',
  ];
  for (const footer of footers) {
    const text = [
      'Binoculars: https://www.amazon.ca/dp/B01BINO?tag=marshroad-20',
      'The reserve is run by the county: https://www.fernlakereserve.org',
      'Species list: https://birdtally.org/checklist/S1234567',
      footer,
    ].join('\n');
    assert.deepEqual(pairs(detect(text)), ['amazon.com Affiliate'], footer);
  }
  // Every link: a site of its own stays covered.
  const every = [
    'Binoculars: https://www.amazon.ca/dp/B01BINO?tag=marshroad-20',
    'Field guide: https://www.fernlakebooks.com/guide',
    'All links here are affiliate links: I get a small commission.',
  ].join('\n');
  assert.deepEqual(pairs(detect(every)), ['amazon.com Affiliate', 'fernlakebooks.com Affiliate']);
});

const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('an advertiser in the episode, a part of the video rented or bought, a fee towards it, a placement paid into', () => {
  const lines = [
    "Orbitra is this week's advertiser, and their read is at 14:05.",
    'Orbitra is an advertiser in this episode, so here is their bit.',
    'Heads up: Orbitra are advertising on this video, and they paid us for it.',
    'Orbitra has paid a fee towards this episode.',
    'Orbitra paid a small fee for this review.',
    "Orbitra bought some ad time in today's garden tour.",
    'Orbitra rented the last two minutes of this episode.',
    'Orbitra pays for the segment at 3:40.',
    "Orbitra's ad runs at 1:15 and they paid for it.",
    'The bit at 2:30 is an ad that Orbitra paid for.',
    'The kettle is on the counter because Orbitra put money into the shoot in exchange for the placement.',
    'Orbitra pays for Market Watch and gets its name on the segment in return.',
    'Orbitra sent me money to try their app for a week.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  const none = [
    'I bought ad time on the radio for my Orbitra stall.',
    'We rented the first floor of an Orbitra cabin for the week.',
    'Orbitra is an advertiser in the Super Bowl again this year.',
    'My patrons have paid a fee towards this episode, thank you all.',
    'We paid a fee for the Orbitra campsite.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('brands that sent, mailed or gave the items: a list of gifts, every item of it', () => {
  const lead = [
    'Heads up: brands shipped it all to me for free, and no one asked for a video.',
    'PR note: the brands mailed it over for free, none of it was bought.',
    'Several companies kindly sent this stuff my way, no strings attached.',
  ];
  for (const line of lead) {
    const text = [
      line,
      'Orbitra lantern: https://orbitra.com/lantern',
      'Velora stove: https://velora.co.uk/stove',
    ].join('\n');
    assert.deepEqual(pairs(detect(text)), ['orbitra.com Free Product', 'velora.co.uk Free Product'], line);
  }
  const none = [
    'Brands sent me emails about this for months, but I bought everything myself.',
    'Orbitra lantern: https://orbitra.com/lantern',
    'Velora stove: https://velora.co.uk/stove',
  ].join('\n');
  assert.deepEqual(pairs(detect(none)), []);
});

test('a linked brand named by its two initials in a gift sentence, or denied by them in a store disclosure', () => {
  const gift = [
    "KD's team in Leeds sent this tent over after my round-up, and there was nothing to pay.",
    'Pitching: ten minutes on the first go, five on the second, with the poles colour-coded.',
    'Wind: it held through a night on the Pennines with gusts near 50 mph, which surprised me.',
    'Condensation: some on the inner by morning, as with every single-wall tent I have tried.',
    'KD Outdoor: https://kdoutdoor.com/tents/ridge-2',
  ].join('\n');
  assert.deepEqual(pairs(detect(gift)), ['kdoutdoor.com Free Product']);
  const denied = [
    'Earbuds: https://www.amazon.ca/dp/B01BUDS?tag=marshroad-20',
    'Speaker: https://www.jbhifi.com.au/audio/speaker-x',
    "The Amazon links pay me a commission; JB and Orbitra don't pay me anything.",
  ].join('\n');
  assert.deepEqual(pairs(detect(denied)), ['amazon.com Affiliate']);
});

test("a unit not wanted back, mailed unasked or with nothing to pay; a name's second word is no credit", () => {
  const lines = [
    "Orbitra shipped the stove, and they don't want it back.",
    'Orbitra mailed two lanterns without me asking.',
    'Orbitra dropped the stove off at the studio, and there was nothing to pay.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
  const named = ['Velora Audio put a turntable into my hands before launch.', 'Turntable: https://velora.co.uk/deck'];
  assert.deepEqual(pairs(detect(named.join('\n'))), ['velora.co.uk Free Product']);
  const none = [
    'Music and audio put into my hands by the label, all rights reserved.',
    "I mailed my old Orbitra stove to a friend without me asking for anything, and I don't want it back.",
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test("a company's abbreviation ends no sentence; a unit put in the mail for the creator, nothing wanted for it", () => {
  const text = [
    'Lantern: https://www.orbitra.com/lantern',
    'Stove: https://velora.co.uk/stove',
    'Quick note on links: Orbitra Inc. links pay me a commission.',
    'Velora links are plain unless I say so.',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['orbitra.com Affiliate']);
  const lines = [
    'Orbitra put two lanterns in the mail for me last month.',
    'Orbitra mailed a stove over and wanted nothing for it.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
});

test('a store that has never heard of the creator, let alone sent anything, gave nothing', () => {
  const none = [
    'I bought this lantern at Orbitra for £15. Orbitra have never heard of me, let alone sent me anything.',
    "Orbitra hasn't even heard of this channel, let alone given me a stove.",
    'Bought at Orbitra. They have never heard of us, let alone lent us anything.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
  // A gift after the denial stays one.
  const after = 'Velora have never heard of me. Orbitra sent me this lantern for free.\nhttps://orbitra.com/p';
  assert.deepEqual(pairs(detect(after)), ['orbitra.com Free Product']);
});

test("a part of the video named as the brand's ad or segment, paid for or bought by it", () => {
  const lines = [
    'The walkthrough at 9:40 is an Orbitra ad I was paid for.',
    'The Garden Desk is an Orbitra segment: they bought it outright.',
    "The bit after the intro is an Orbitra ad that we've been paid to run.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Integration'], line);
  const none = [
    'This is a great ad I was paid nothing to watch, the Orbitra one from 1998.',
    'The Orbitra ad on my shop page is one I paid for myself.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('Tagalog: the actor form of sending or giving ("Nagpadala ang … ng …"), in a Taglish description', () => {
  const lines = [
    'Nagpadala ang Orbitra ng dalawang lantern, libre.',
    'Nagpadala sa akin ang Orbitra ng bagong stove para i-review.',
    'Nagbigay ang Orbitra ng isang tent, product lang, walang bayad.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
  const none = ['Binili ko ang Orbitra lantern sa mall, walang nagpadala.'];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});
