// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// A trip paid by its host in English, German, Spanish and Russian, and a Japanese job named by its client
// (docs/detection.md §1zzp), with the readings they must leave alone: the creator's own trip, the family's, an
// insurer's, a company taken over, a viewer's request, a business inquiry.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [brand('b-tur', 'Turvela', ['turvela.com']), brand('b-kai', 'カイラ', ['kaira.jp'])];
const video = {
  videoId: 'vid00000202',
  title: 'Island days',
  channel: { title: 'Wander Notes', handle: '@wandernotes' },
};
const detect = detector(catalog, video);

test('a trip, its fares or its nights paid by the host are a gift, in four languages', () => {
  const lines = [
    'Turvela paid for my trip to the fjords, the opinions are mine.',
    'My flights and hotel were paid for by Turvela.',
    'The trip was covered by Turvela Tourism.',
    'Die Reise wurde von Turvela bezahlt.',
    'Turvela hat uns die Reise bezahlt, danke!',
    'Die Kosten für Flug und Hotel wurden von Turvela übernommen.',
    'El viaje fue pagado por Turvela.',
    'Turvela nos pagó el viaje a Cancún.',
    'Поездка оплачена компанией Turvela.',
    'Перелёт и проживание оплачены Turvela.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(line)), ['turvela.com Free Product'], line);
});

test("the creator's own trip, the family's, an insurer's, and a company taken over are no gift", () => {
  const lines = [
    'I paid for my trip myself, Turvela had nothing to do with it.',
    'My flights were paid for by my parents; we flew with Turvela.',
    'The trip was paid for by insurance after Turvela cancelled.',
    'Die Firma wurde von Turvela übernommen.',
    'Die Reise haben wir selbst bezahlt, Turvela war nicht beteiligt.',
    'Я на выставке. Поездку оплатил сам, стенд Turvela понравился.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(line)), [], line);
});

test('a Japanese job named by its client, made at its request, or brought by it (提供でお送り), is paid', () => {
  const lines = [
    'この動画はカイラさんからの案件です。',
    '今回はカイラ様の案件でした。',
    '本動画はカイラ様より依頼を受けて制作しています。',
    '今回はカイラさんから依頼をいただいて紹介しています。',
    'この動画はカイラ提供でお送りします。',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(line)), ['kaira.jp Integration'], line);
  const none = ['この案件についてカイラが発表した', 'お仕事のご依頼はこちら: wander@example.com カイラ'];
  for (const line of none) assert.deepEqual(pairs(detect(line)), [], line);
});
