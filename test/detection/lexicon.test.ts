// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The lexicon's long patterns, written over several lines with regex`…`, are the patterns a one-line literal
// would be; and the hints that let a line skip the patterns cover every pattern.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ANY_HINT, FOREIGN_HINT, PATTERNS } from '../../src/detection/engine/lexicon/patterns.js';
import { regex } from '../../src/detection/engine/lexicon/regex.js';
import { findStatements } from '../../src/detection/engine/statements.js';
import { buildLines, buildUnits } from '../../src/detection/engine/text.js';

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

/** The statements findStatements reads on one line of a description, hints and gating included. */
function statementsOf(line: string) {
  const lines = buildLines(line, line, true);
  const { units, unitAt } = buildUnits(lines);
  return findStatements(line, line, lines, units, unitAt, 'description').statements;
}

test("every pattern's examples are read as statements of its kind: a pattern whose hints miss its words fails here", () => {
  let checked = 0;
  for (const p of PATTERNS) {
    for (const example of p.examples ?? []) {
      p.re.lastIndex = 0;
      assert.ok(p.re.test(example), `${example} matches ${p.re.source.slice(0, 80)}…`);
      const lower = example.toLowerCase();
      assert.ok(
        p.hints.some((h) => lower.includes(h)),
        `a hint of the pattern is in "${example}" (hints: ${p.hints.join(', ')})`,
      );
      assert.ok(
        statementsOf(example).some((s) => s.kind === p.kind),
        `"${example}" is read as a ${p.kind} statement`,
      );
      checked++;
    }
  }
  assert.ok(checked >= 80, `${checked} examples checked`);
  // Every pattern of another language carries examples: that is where a missing hint hides best.
  for (const p of PATTERNS.filter((x) => x.foreign)) {
    assert.ok((p.examples ?? []).length > 0, `${p.re.source.slice(0, 80)}… has examples`);
  }
});
