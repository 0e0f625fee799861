// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// A brand the paid segment promotes by its name alone (docs/detection.md §6): reported when the title names it, or when
// the sentence naming it speaks of money or advertising; not when a name near the top is all there is.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-mar', 'Marlowe Bank', ['marlowebank.com']),
  brand('b-quill', 'Quillfeather', ['quillfeather.com']),
  brand('b-dunmore', 'Dunmore Telecom', ['dunmore.net']),
];
const video = {
  videoId: 'vid00000301',
  title: 'We tried every breakfast on the high street',
  channel: { title: 'Two Forks', handle: '@twoforks' },
};
const detect = detector(catalog, video);
const flagged = { includesPaidPromotion: true };

test('a name alone in the first lines of a flagged video is not its sponsor', () => {
  const lines = [
    'Marlowe Bank says its customers spent more on breakfast this year than ever, so we went to find out why.',
    'Our friend Quillfeather (yes, that is his stage name) joins us for round two.',
    'Dunmore Telecom went down for the whole street on the morning we filmed, hence the hotspot audio.',
  ];
  for (const line of lines) {
    const description = `${line}\n\nMore from us: https://twoforks.example/shop`;
    assert.deepEqual(pairs(detect(description, flagged)), [], line);
  }
});

test('the sentence naming it speaks of money or advertising: the flag means that brand', () => {
  const lines = [
    'Marlowe Bank paid to be part of this morning’s taste test.',
    'The breakfast crawl is presented by Marlowe Bank.',
    'Les croissants de ce matin sont payés par Marlowe Bank.',
    'Dieses Frühstück hat Marlowe Bank bezahlt.',
  ];
  for (const line of lines) {
    const description = `${line}\n\nMore from us: https://twoforks.example/shop`;
    assert.deepEqual(pairs(detect(description, flagged)), ['marlowebank.com Integration'], line);
  }
});

test('the title names it, a link or a call to action of its own: still the promoted sponsor', () => {
  const top = 'Marlowe Bank is here for the morning.\n\nMore from us: https://twoforks.example/shop';
  assert.deepEqual(pairs(detect(top, { ...flagged, title: 'Breakfast with Marlowe Bank' })), [
    'marlowebank.com Dedicated',
  ]);
  const linked =
    'Breakfast on us, with Marlowe Bank: https://marlowebank.com/breakfast\n\nMore: https://twoforks.example';
  assert.deepEqual(pairs(detect(linked, flagged)), ['marlowebank.com Integration']);
  // Without the flag nothing promotes a name.
  assert.deepEqual(pairs(detect('Marlowe Bank paid to be part of this morning’s taste test.')), []);
});
