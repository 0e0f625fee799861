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
