// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// A channel's standing affiliate note that names a store by its link host or its domain ("Amazon links (amzn.to) pay me
// a little", "Amazon.in and Flipkart links in my descriptions are tracked") on a video that carries none of that
// store's links: the note is no link, and the video has no affiliate sponsor (docs/detection.md §1, "Links"); the
// commission such a note puts "my way" is no gift either (§1zm).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-amazon', 'Amazon', ['amazon.com', 'amazon.in', 'amazon.co.uk']),
  brand('b-flipkart', 'Flipkart', ['flipkart.com']),
  brand('b-meguiars', "Meguiar's", ['meguiars.com']),
];
const video = {
  videoId: 'vid00000311',
  title: 'Two-bucket wash: the right way to wash a car',
  channel: { title: 'Gloss Garage', handle: '@glossgarage' },
};
const detect = detector(catalog, video);
const footers = [
  '🚗 Amazon links (amzn.to) pay me a little through Amazon Associates.\n🚗 Links to a maker’s own site pay me nothing.',
  '⌚ Amazon.in and Flipkart links in my descriptions are tracked to my affiliate IDs: a small share reaches me.',
];

test('a standing affiliate note naming a store by its host, on a video without its links, reports nothing', () => {
  for (const footer of footers) {
    const description = `Two buckets, one grit guard, no swirls.\nSoap: https://www.meguiars.com/gold-class\n\n${footer}`;
    assert.deepEqual(pairs(detect(description)), [], footer);
  }
});

test('the same note over a video that carries the store’s link: that link is the affiliate link', () => {
  for (const footer of footers) {
    const description = `Two buckets, one grit guard, no swirls.\nGrit guard: https://amzn.to/2dX4pQv\n\n${footer}`;
    assert.deepEqual(pairs(detect(description)), ['amazon.com Affiliate'], footer);
  }
});

test('a commission the links put "my way" is money, not a gift sent my way', () => {
  const footer = '🔨 Amazon.co.uk links with my tag (dublinwb-21) put a small commission my way.';
  const description = `The drill in this video is mine.\nMeguiar's Gold Class: https://www.meguiars.com/gold-class\n${footer}`;
  assert.deepEqual(pairs(detect(description)), []);
  // A gift sent my way is still one.
  const gift = "Meguiar's sent a bottle of Gold Class my way: https://www.meguiars.com/gold-class";
  assert.deepEqual(pairs(detect(gift)), ['meguiars.com Free Product']);
});
