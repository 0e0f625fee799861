// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// A catalog name right after another, one space apart, continues the first brand's product name (docs/detection.md
// §2): "the Owlet Smart Sock" names Owlet's sock, not the telecom Smart.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const detect = detector([brand('b-orbit', 'Orbitra', ['orbitra.com']), brand('b-smart', 'Smart', ['smart.example'])], {
  videoId: 'vid00000025',
  title: 'Nursery tour',
  channel: { title: 'Little Harbor', handle: '@littleharbor' },
});

test("a name right after another brand's name is that brand's product, not a second sponsor", () => {
  const d = 'Sponsored by the Orbitra Smart Monitor, which I use every night.\nOrbitra: https://orbitra.com';
  assert.deepEqual(pairs(detect(d)), ['orbitra.com Integration']);
  // Named on its own, or after a comma, it is itself.
  const both = 'Sponsored by Orbitra, Smart and friends.\nhttps://orbitra.com\nhttps://smart.example';
  assert.deepEqual(pairs(detect(both)), ['orbitra.com Integration', 'smart.example Integration']);
});
