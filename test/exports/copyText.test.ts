// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// COPY text-format decoding, with the stream cut at every possible byte: escapes and row ends split across
// chunks decode the same as whole.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CopyTextDecoder } from '../../src/exports/copyText.js';

// Two rows as COPY's text format sends them: a CSV record with an embedded newline, tab and backslash, and a JSON object.
const wire = Buffer.from('"a\\nb",x\\t\\\\y\n{"t":"q\\\\"uote\\r"}\n');
const rowsAs = ['"a\nb",x\t\\y', '{"t":"q\\"uote\r"}'];

function decode(chunks: Buffer[], terminator: string, between: string) {
  const d = new CopyTextDecoder(Buffer.from(terminator), Buffer.from(between));
  const out = Buffer.concat(chunks.map((c) => d.push(c))).toString();
  return { out, rows: d.rows };
}

test('rows end with the terminator, or are joined by the separator; every cut point gives the same bytes', () => {
  for (const [terminator, between, expected] of [
    ['\r\n', '', rowsAs.map((r) => r + '\r\n').join('')],
    ['', ',\n', rowsAs.join(',\n')],
  ] as const) {
    assert.deepEqual(decode([wire], terminator, between), { out: expected, rows: 2 });
    for (let cut = 0; cut <= wire.length; cut++) {
      assert.deepEqual(
        decode([wire.subarray(0, cut), wire.subarray(cut)], terminator, between),
        { out: expected, rows: 2 },
        `cut at ${cut}`,
      );
    }
    assert.deepEqual(
      decode(
        [...wire].map((b) => Buffer.from([b])),
        terminator,
        between,
      ),
      { out: expected, rows: 2 },
      'byte by byte',
    );
  }
});
