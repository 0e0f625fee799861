// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// A web series' credit line "Title Sponsor: <brand>" (docs/detection.md §1zzp) is the show's sponsor, as "Associate
// Sponsor:" was; news of a league's or an event's title sponsor stays none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [brand('b-lum', 'Lumora', ['lumora.in']), brand('b-vel', 'Velora', ['velora.in'])];
const video = {
  videoId: 'vid00000203',
  title: 'Hostel Days | Episode 3',
  channel: { title: 'Chai Break Films', handle: '@chaibreakfilms' },
};
const detect = detector(catalog, video);

test("a series' title sponsor credit is its sponsor", () => {
  const descriptions = [
    'Title Sponsor: Lumora\nAssociate Sponsor: Velora',
    'Title sponsor – Lumora | Associate sponsor – Velora',
  ];
  for (const d of descriptions)
    assert.deepEqual(pairs(detect(d)), ['lumora.in Integration', 'velora.in Integration'], d);
});

test("a league's or an event's title sponsor in the news is none", () => {
  const descriptions = [
    'Lumora remains the IPL title sponsor for 2018, the board said on Tuesday.',
    'Lumora, title sponsor of the kabaddi league, announced a new deal.',
  ];
  for (const d of descriptions) assert.deepEqual(pairs(detect(d)), [], d);
});
