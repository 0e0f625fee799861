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
