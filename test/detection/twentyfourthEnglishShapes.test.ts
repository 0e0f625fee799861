// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-fourth set's English round (docs/detection.md §1t): gifts and loans in more wordings of their act and cue,
// affiliate footers that name their stores or their program, an app named by its host, news of a company's own
// sponsorship, a funding body's credit, a label's own site, paid words and a title's "*AD*", and Rakuten's twice-encoded
// destination.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, channel, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-amazon', 'Amazon', ['amazon.com'], 'Marketplace', ['amzn.to']),
  brand('b-newegg', 'Newegg', ['newegg.com'], 'Retailer'),
  brand('b-micro', 'Micro Center', ['microcenter.com'], 'Retailer'),
  brand('b-ulta', 'Ulta', ['ulta.com'], 'Retailer'),
  brand('b-ltk', 'LTK', ['shopltk.com'], 'Direct', ['rstyle.me', 'liketk.it']),
  brand('b-nord', 'Nordstrom', ['nordstrom.com'], 'Retailer'),
  brand('b-spotify', 'Spotify', ['spotify.com']),
];
const video = {
  videoId: 'vid00000124',
  title: 'Weekend vlog',
  channel: { title: 'Harbor Lane', handle: '@harborlane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('gifts and loans in more English wordings of an act and its cue', () => {
  const lines = [
    "Orbitra's team surprised me with their new range last month, and I haven't paid for a thing.",
    'Orbitra left a stand mixer with me in spring and never asked for it back.',
    "Orbitra shipped over the headset and the stand, and I didn't pay for them.",
    'Orbitra couriered a lens over for three weeks of shooting.',
    'Orbitra mailed me a box of their pans to cook with.',
    'Orbitra leant us two paddleboards for the summer.',
    'Orbitra let us hold on to the rackets after filming.',
    'Orbitra let us try both pairs ahead of release; they went back to them after the shoot.',
    'They loaned the camper to us for the holiday and collected it when we got home. Thanks Orbitra!',
    'The watch is on a two-month loan from Orbitra.',
    'Orbitra donated the decking boards for the treehouse, thank you!',
    'Orbitra kitted me out with a shell jacket for the climb.',
    'Orbitra sent the palette along with a handwritten note, so here it is.',
    'Orbitra invited me to their shop and let me walk out with a jacket.',
    "The case came from Orbitra for this build, we didn't pay for it.",
    "Every guest went home with a speaker: they were Orbitra's Christmas present to our audience.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
});

test('the same words without a giver or with a purchase or a shipment figure give nothing', () => {
  const lines = [
    "I picked this up at Orbitra in March and I didn't pay for shipping.",
    'Orbitra shipped over 4 million consoles last quarter.',
    'Let me try the new Orbitra serum before launch.',
    'Orbitra donated two million dollars to flood relief.',
    'My mum left a cake with me and never asked for it back.',
    'Orbitra says it is reviewing its own sponsorship of the team.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a footer naming its program or store covers those links only; a store named in words is no link', () => {
  const only = [
    'GPU: https://www.newegg.com/p/N82E1',
    'Board: https://www.microcenter.com/product/5012',
    'Only the Amazon links in our descriptions are affiliate links.',
    'Newegg and Micro Center links pay us nothing.',
  ].join('\n');
  assert.deepEqual(pairs(detect(only)), []);
  assert.deepEqual(pairs(detect(`RAM: https://www.amazon.com/dp/B07X?tag=harbor-20\n${only}`)), [
    'amazon.com Affiliate',
  ]);
  const program = [
    'Shop the look: http://rstyle.me/n/abc123',
    'Sale page: https://www.ulta.com/sale',
    'I use rewardStyle links, and I may earn a commission on purchases made through them.',
  ].join('\n');
  assert.deepEqual(pairs(detect(program)), ['shopltk.com Affiliate']);
  const app = [
    'Nothing to link today, all thrifted.',
    'Shop my outfits on the LIKEtoKNOW.it app.',
    'This description contains affiliate links, and I earn a commission if you shop through them.',
  ].join('\n');
  assert.deepEqual(pairs(detect(app)), []);
});

test("Rakuten's older click link whose destination is encoded twice leads to the store", () => {
  const d = [
    'Coat: https://click.linksynergy.com/fs-bin/click?id=Ab1&offerid=1.2&type=3&RD_PARM1=https%253A%252F%252Fshop.nordstrom.com%252Fs%252Fcoat%252F1',
    'This description contains affiliate links, and I earn a commission if you shop through them.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['nordstrom.com Affiliate']);
});

test('paid words: part of the cost of the video, and a title\'s "*AD*"', () => {
  assert.deepEqual(pairs(detect(withLink('Orbitra covered part of the cost of making this video, thank you!'))), [
    'orbitra.com Integration',
  ]);
  assert.deepEqual(pairs(detect(withLink('Orbitra is covering the cost of this episode.'))), [
    'orbitra.com Integration',
  ]);
  assert.deepEqual(pairs(detect(withLink('We covered the cost of the repairs ourselves at Orbitra.'))), []);
  assert.deepEqual(pairs(detect(withLink('Orbitra have paid for this video.'), { title: 'Autumn Makeup Look *AD*' })), [
    'orbitra.com Dedicated',
  ]);
});

test("a funding body's credit is no sponsor, and a label owns its site written with 'and'", () => {
  const d = [
    'Out now everywhere.',
    'Spotify: https://open.spotify.com/track/abc',
    '',
    'Supported by the Harbour Arts Council.',
    '',
    'Anchor & Rope Records: https://www.anchorandrope.co.uk',
  ].join('\n');
  assert.deepEqual(pairs(detect(d, channel('Anchor & Rope Records', '@anchorrope'))), []);
});

test("a brand's name as the local part of the channel's contact address is no mention", () => {
  const d = ['Orbitra paid for this video: https://orbitra.com/p', 'Collaborations: nike@harborlanestudio.com'].join(
    '\n',
  );
  const nike = [...catalog, brand('b-nike', 'Nike', ['nike.com'])];
  assert.deepEqual(pairs(detector(nike, video)(d, { includesPaidPromotion: true })), ['orbitra.com Integration']);
});
