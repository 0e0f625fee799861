// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The keys names and domains are compared by: the ASCII fast paths give what the Unicode reading gives, and a channel's
// own keys are the same whether made anew or remembered.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { norm, withoutAccents } from '../../src/detection/engine/keys.js';
import { ownKeys } from '../../src/detection/engine/ownership.js';

const unicodeNorm = (s: string) =>
  s
    .toLowerCase()
    .replace(/^@/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
const unicodeWithoutAccents = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

test('norm and withoutAccents read ASCII and other text as the Unicode classes do', () => {
  const samples = [
    '@Mara Makes!',
    'Bon Appétit',
    'KETTLE & QUILL GAMES',
    'Кухня Тамары',
    'MBS 예능',
    '\u212Aelvin', // the Kelvin sign lower-cases to an ASCII "k"
    'İstanbul Eats',
    'naïve café',
    'x_y-z.1/2#3',
    '',
  ];
  for (let c = 0; c < 128; c++) samples.push(`a${String.fromCharCode(c)}B9`);
  for (const s of samples) {
    assert.equal(norm(s), unicodeNorm(s), JSON.stringify(s));
    assert.equal(withoutAccents(s), unicodeWithoutAccents(s), JSON.stringify(s));
  }
  assert.equal(norm(null), '');
});

test("a channel's own keys are the same made anew and remembered, and each channel has its own", () => {
  const a = { title: 'Bon Appétit', handle: '@bonappetit', shorteners: [] };
  const first = [...ownKeys(a)];
  assert.ok(first.includes('bonappetit') && first.includes('bonappétit'));
  assert.deepEqual([...ownKeys({ ...a })], first);
  assert.ok(Object.isFrozen(ownKeys(a)));
  const b = { title: 'Кухня Тамары', handle: null, shorteners: [] };
  assert.ok(ownKeys(b).includes('kuhnyatamary'));
  assert.ok(!ownKeys(b).includes('bonappetit'));
  // Past the kept number of channels the keys are made again, the same.
  for (let i = 0; i < 1100; i++) ownKeys({ title: `Channel ${i}`, handle: `@c${i}`, shorteners: [] });
  assert.deepEqual([...ownKeys(a)], first);
});
