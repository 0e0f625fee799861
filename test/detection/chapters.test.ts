// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Chapters from a video description, by YouTube's rules.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseChapterLine, parseChapters } from '../../src/detection/chapters.js';

const ms = (m: number, s = 0, h = 0) => (h * 3600 + m * 60 + s) * 1000;

test('a well-formed list becomes chapters with trimmed titles', () => {
  const d = [
    'Thanks to NordVPN for sponsoring! https://nordvpn.com/x',
    '',
    'Chapters:',
    '0:00 Intro',
    '1:05 - Build quality',
    '04:30 | Display',
    '• 9:12 – Battery life',
    '* 12:45: Verdict',
    '',
    'Follow me on Twitter',
  ].join('\n');
  assert.deepEqual(parseChapters(d), [
    { title: 'Intro', timeRangeStartMillis: 0 },
    { title: 'Build quality', timeRangeStartMillis: ms(1, 5) },
    { title: 'Display', timeRangeStartMillis: ms(4, 30) },
    { title: 'Battery life', timeRangeStartMillis: ms(9, 12) },
    { title: 'Verdict', timeRangeStartMillis: ms(12, 45) },
  ]);
});

test('timestamps at the end of the line, bracketed, and numbered lists', () => {
  assert.deepEqual(parseChapters('Intro - 0:00\nThe setup | 0:45\nResults (2:10)\nOutro [3:00]'), [
    { title: 'Intro', timeRangeStartMillis: 0 },
    { title: 'The setup', timeRangeStartMillis: ms(0, 45) },
    { title: 'Results', timeRangeStartMillis: ms(2, 10) },
    { title: 'Outro', timeRangeStartMillis: ms(3) },
  ]);
  assert.deepEqual(
    parseChapters('1. 0:00 Start\n2. 0:30 Middle\n3. 1:00 End').map((c) => c.title),
    ['Start', 'Middle', 'End'],
  );
  assert.deepEqual(
    parseChapters('[0:00] Start\n(0:30) Middle\n- 1:00 - End').map((c) => c.title),
    ['Start', 'Middle', 'End'],
  );
});

test('h:mm:ss timestamps', () => {
  assert.deepEqual(parseChapters('0:00:00 Start\n0:45:10 Middle\n1:02:03 Late\n10:00:00 Very late'), [
    { title: 'Start', timeRangeStartMillis: 0 },
    { title: 'Middle', timeRangeStartMillis: ms(45, 10) },
    { title: 'Late', timeRangeStartMillis: ms(2, 3, 1) },
    { title: 'Very late', timeRangeStartMillis: ms(0, 0, 10) },
  ]);
  // Mixed forms in one list
  assert.deepEqual(
    parseChapters('00:00 a\n59:59 b\n1:00:09 c').map((c) => c.timeRangeStartMillis),
    [0, ms(59, 59), ms(0, 9, 1)],
  );
});

test('no chapters without a first chapter at 0:00', () => {
  assert.deepEqual(parseChapters('0:05 Intro\n1:00 Part\n2:00 End'), []);
  assert.deepEqual(parseChapters('1:00 Part one\n2:00 Part two\n3:00 Part three'), []);
});

test('no chapters with fewer than 3', () => {
  assert.deepEqual(parseChapters('0:00 Intro\n5:00 The rest'), []);
  assert.deepEqual(parseChapters('0:00 Only'), []);
  assert.deepEqual(parseChapters(''), []);
  assert.deepEqual(parseChapters('Just a description with no timestamps at all.'), []);
});

test('no chapters when timestamps are not ascending or closer than 10 seconds', () => {
  assert.deepEqual(parseChapters('0:00 Intro\n2:00 B\n1:00 A'), []);
  assert.deepEqual(parseChapters('0:00 Intro\n1:00 A\n1:00 Same'), []);
  assert.deepEqual(parseChapters('0:00 Intro\n0:09 Too soon\n1:00 A'), []);
  // exactly 10 seconds apart is allowed
  assert.equal(parseChapters('0:00 Intro\n0:10 Ten\n0:20 Twenty').length, 3);
});

test('timestamps before the list or inside sentences do not count; the list ends at prose', () => {
  const d = [
    'Streamed live at 12:30 yesterday',
    'Skip to 3:15 for the sponsor segment if you like.',
    '0:00 Intro',
    '0:40 Unboxing',
    '',
    '2:10 Review',
    'Music by Someone',
    'Song two 0:05',
  ].join('\n');
  assert.deepEqual(
    parseChapters(d).map((c) => [c.title, c.timeRangeStartMillis]),
    [
      ['Intro', 0],
      ['Unboxing', ms(0, 40)],
      ['Review', ms(2, 10)],
    ],
  );
});

test('Windows line endings and invalid clock values', () => {
  assert.equal(parseChapters('0:00 A\r\n1:00 B\r\n2:00 C\r\n').length, 3);
  assert.equal(parseChapterLine('4:60 Not a time'), null);
  assert.equal(parseChapterLine('1:75:00 Not a time'), null);
  assert.equal(parseChapterLine('1:00am is not a timestamp'), null);
  assert.equal(parseChapterLine('Price: 1:99'), null);
  assert.deepEqual(parseChapterLine('0:00'), { seconds: 0, title: '' });
});
