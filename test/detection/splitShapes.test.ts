// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Affiliate-heavy descriptions of 2016–2017 as research corpora keep them, sentence-split with no blank line
// (docs/detection.md, "Sentence-split descriptions"): stores named beside or above short links, a brand that is an
// item's whole label, creators' storefront pages on "my" lines, the Korean PPL label only where it is Korean.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const detect = detector(
  [
    brand('b-amz', 'Amazon', ['amazon.com']),
    brand('b-glossy', 'Glossybox', ['glossybox.com']),
    brand('b-tarte', 'Tarte', ['tartecosmetics.com']),
  ],
  {
    videoId: 'vid00000003',
    title: 'FALL HAUL 2016',
    channel: { title: 'Rosie Reviews', handle: '@rosiereviews' },
    durationSeconds: 700,
  },
);

test('a store in brackets after a short link names it, and "Chelsea Boots" is a product, not Boots', () => {
  const r = detect(
    [
      'Riding boots: http://bit.ly/2xRb01 (Nordstrom)',
      'Chelsea Boots - http://bit.ly/2xCb02',
      'Some links are affiliate links.',
    ].join('\n'),
  );
  assert.deepEqual(pairs(r), ['nordstrom.com Affiliate']);
});

test('a short sentence that ends with a store names the store of the short links under it', () => {
  const r = detect(
    [
      'Everything in this video is under $10.',
      'All of it is from Target.',
      'Glitter eyeliner: http://bit.ly/2yG01',
      'Matte lipstick: http://bit.ly/2yM02',
      'FTC: Some links are affiliate links.',
    ].join('\n'),
  );
  assert.deepEqual(pairs(r), ['target.com Affiliate']);
});

test('a catalog brand that is an item’s whole label names its short link; a product line does not', () => {
  const r = detect(
    [
      '1. Glossybox: http://bit.ly/2zGb01',
      '2. Tarte Shape Tape Concealer: http://bit.ly/2zTs02',
      'Some links are referral links and I get credit when you sign up.',
    ].join('\n'),
  );
  assert.deepEqual(pairs(r), ['glossybox.com Affiliate']);
});

test('a creator’s storefront page on a "my" line is an affiliate link', () => {
  const r = detect(
    ['SHOP MY INSTAGRAM: http://liketoknow.it/rosiereviews', 'MY BLOG: https://www.rosiereviews.com'].join('\n'),
  );
  assert.deepEqual(pairs(r), ['shopltk.com Affiliate']);
});

test('"PPL" is the Korean label only beside Hangul or as a hashtag', () => {
  assert.deepEqual(pairs(detect('Free PPL template below.\nTemplate: https://www.liftsheets.io/ppl')), []);
  assert.deepEqual(pairs(detect('이 영상은 PPL을 포함하고 있습니다.\nhttps://www.liftsheets.io/ppl')), [
    'liftsheets.io Integration',
  ]);
});

test('items glued on one line (line breaks lost before the split) are read as lines of their own', () => {
  const r = detect(
    [
      'Unboxing the new phone.',
      'Buy it here: http://amzn.to/3aBc01 Cases: http://amzn.to/3aBc02 ▶ Follow us: Twitter: https://twitter.com/rosiereviews Instagram: https://instagram.com/rosiereviews Music by Epidemic Sound: https://www.epidemicsound.com Rosie Reviews participates in the Amazon Services LLC Associates Program.',
    ].join('\n'),
  );
  assert.deepEqual(pairs(r), ['amazon.com Affiliate']);
  // A bracket after a link stays with it.
  const b = detect(
    'Boots: http://bit.ly/3bB01 (Nordstrom) Coat: http://bit.ly/3bB02 (Nordstrom) Bag: http://bit.ly/3bB03 Some links are affiliate links.',
  );
  assert.deepEqual(pairs(b), ['nordstrom.com Affiliate']);
});

test('"brought to you in part by" is sponsor wording', () => {
  assert.deepEqual(
    pairs(detect('This video is brought to you in part by Brightwave. https://www.brightwave.io/rosie')),
    ['brightwave.io Integration'],
  );
});
