// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The lexicon's long patterns, written over several lines with regex`…`, are the patterns a one-line literal
// would be; and the hints that let a line skip the patterns cover every pattern.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ANY_HINT, FOREIGN_HINT, PATTERNS } from '../../src/detection/engine/lexicon/patterns.js';
import { regex } from '../../src/detection/engine/lexicon/regex.js';

test('regex`…` drops each line break and the indentation after it, and keeps backslashes as written', () => {
  const re = regex('giu')`
    \b(?:sponsored|paid for)\s+by
    |[([](?:ad|publi)[)\]](?![\p{L}\p{N}])
  `;
  const literal = /\b(?:sponsored|paid for)\s+by|[([](?:ad|publi)[)\]](?![\p{L}\p{N}])/giu;
  assert.equal(re.source, literal.source);
  assert.equal(re.flags, literal.flags);
  assert.equal('Sponsored  by X (publi)'.match(re)?.length, 2);
});

test('every statement pattern is tried only on lines holding one of its hints, and other languages are marked', () => {
  for (const p of PATTERNS) {
    assert.ok(p.hints.length > 0, p.re.source);
    for (const h of p.hints) assert.ok(ANY_HINT.test(h), `${h} in ANY_HINT`);
    if (p.foreign) for (const h of p.hints) assert.ok(FOREIGN_HINT.test(h), `${h} in FOREIGN_HINT`);
    assert.ok(p.re.global, `${p.re.source} is global (matched with matchAll)`);
  }
  assert.ok(PATTERNS.some((p) => p.foreign) && PATTERNS.some((p) => !p.foreign));
});
