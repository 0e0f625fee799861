// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Words written ahead of a blind set (docs/detection.md §1v): English gift words creators commonly use that no set
// had shown, and Korean sponsor and affiliate wording of the Fair Trade Commission's guidance; and the readings they
// must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [brand('b-orbit', 'Orbitra', ['orbitra.com'])];
const detect = detector(catalog, {
  videoId: 'vid00000025',
  title: 'Weekend vlog',
  channel: { title: 'Harbor Lane', handle: '@harborlane' },
});
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('English gift words of kindness, the trade and purpose are a gift from the brand they name', () => {
  const lines = [
    'Orbitra were nice enough to send their new lens.',
    'Orbitra spoiled me with their whole spring line.',
    'I got sent the new palette from Orbitra.',
    'Orbitra shipped the drone to me last month.',
    'A care package from Orbitra arrived this week.',
    'This is a pre-release unit from Orbitra.',
    'Orbitra delivered a crate of mugs to our door.',
    'Orbitra dropped off a bike for me to try.',
    'Orbitra lent the car for the weekend.',
    'Orbitra sent the phone before it launched.',
    'Kettle (sent) – https://orbitra.com/kettle',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
});

test('the same words leave a purchase, a denial, a question and a family alone', () => {
  const lines = [
    'Orbitra never shipped anything to me.',
    'Did Orbitra deliver a crate to your door?',
    'My mum was nice enough to send me cookies.',
    'I left the dough for a while, then baked it in the Orbitra oven I bought.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('Korean sponsor and affiliate wording is read, and a denial after it is a denial', () => {
  assert.deepEqual(pairs(detect(withLink('본 영상은 Orbitra로부터 경제적 대가를 받아 제작되었습니다'))), [
    'orbitra.com Integration',
  ]);
  assert.deepEqual(pairs(detect(withLink('이 영상은 Orbitra의 광고를 포함하고 있습니다'))), [
    'orbitra.com Integration',
  ]);
  assert.deepEqual(pairs(detect(withLink('제품 제공: Orbitra'))), ['orbitra.com Free Product']);
  assert.deepEqual(pairs(detect(withLink('어필리에이트 링크가 포함되어 있습니다'))), ['orbitra.com Affiliate']);
  assert.deepEqual(pairs(detect(withLink('Orbitra로부터 대가를 받지 않고 직접 구매한 제품입니다'))), []);
});
