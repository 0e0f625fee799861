// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the thirty-second set's rounds left (docs/detection.md §1zx): a game store's partner link (`?partner=NAME`)
// is a referral; a chapter naming a brand's short name stands for the record the description links; a directory name the
// text links under another brand's domain of that name is that brand.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-keys', 'Keylot', ['keylot.ru'], 'Marketplace'),
  brand('b-steambuy', 'SteamBuy', ['steambuy.com'], 'Marketplace'),
  brand('b-humble', 'Humble Bundle', ['humblebundle.com'], 'Marketplace'),
  brand('b-mer-jp', 'Meridia', ['meridia.co.jp'], 'Marketplace'),
  brand('b-mer-rw', 'Meridia Rewards', ['meridiarewards.com']),
  brand('b-anchor', 'Anchor', ['anchor.com.ph']),
];
const detect = detector(catalog, {
  videoId: 'vid00000133',
  title: 'Haul and a walkthrough',
  channel: { title: 'Tess Varga', handle: '@tessvarga' },
});

test("a game store's partner link is a referral; the same key on another site is not", () => {
  assert.deepEqual(pairs(detect('Игры дешевле: https://steambuy.com/?partner=tessplay')), ['steambuy.com Affiliate']);
  assert.deepEqual(pairs(detect('Bundle: https://www.humblebundle.com/games/spring-bundle?partner=tessplay')), [
    'humblebundle.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect('Игры дешевле: https://keylot.ru/?partner=tessplay')), []);
});

test("a chapter naming a brand's short name stands for the longer-named record the description links", () => {
  const text = [
    'The walkthrough at 9:10 is a Meridia ad I was paid for. Sign up: https://www.meridiarewards.com/r/TESS10',
    '0:00 hi',
    '1:20 the haul',
    '9:10 how I get cash back (Meridia ad)',
  ].join('\n');
  assert.deepEqual(pairs(detect(text)), ['meridiarewards.com Integration']);
});

test("a directory name of an ordinary word linked under another brand's domain of that name is the linked brand", () => {
  const decks = [
    "Anchor's crew came out and gave us two decks, free, after we skated in front of their shop.",
    'Anchor skateboards: https://anchorbrand.com/au/decks',
  ].join('\n');
  assert.deepEqual(pairs(detect(decks)), ['anchorbrand.com Free Product']);
  // The directory's brand under another country's suffix is the brand itself.
  const phone = ['Anchor sent me this phone for free to review.', 'Anchor: https://anchor.com/phones'].join('\n');
  assert.deepEqual(pairs(detect(phone)), ['anchor.com.ph Free Product']);
});
