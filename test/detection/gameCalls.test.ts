// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// A game's call to play for free through the creator's link (docs/detection.md §1zzp): "Play <game> for free: <link>"
// at the head of a line, and Russian "Играй в <game> бесплатно по ссылке" with the game's name of up to five words
// between; a review's remark ("you can play it for free") is none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [brand('b-tank', 'Iron Front Online', ['ironfront.example'])];
const video = { videoId: 'vid00000204', title: 'Tank battles', channel: { title: 'Gunner Max', handle: '@gunnermax' } };
const detect = detector(catalog, video);

test('a call to play the game for free over its link is the link', () => {
  const descriptions = [
    'Play Iron Front Online for free: https://ironfront.example/gunnermax',
    '► Play Iron Front Online for free and get a bonus tank: https://ironfront.example/?ref=gunnermax',
    'Играй в Iron Front Online бесплатно по ссылке: https://ironfront.example/gunnermax',
  ];
  for (const d of descriptions) assert.deepEqual(pairs(detect(d)), ['ironfront.example Affiliate'], d);
});

test("a review's remark that the game is free to play is none", () => {
  const d = 'You can play Iron Front Online for free on their site, it is fun: https://ironfront.example';
  assert.deepEqual(pairs(detect(d)), []);
});
