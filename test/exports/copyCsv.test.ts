// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// COPY's CSV finished into the export's CSV, with the stream cut at every possible byte: row ends, quoted cells
// (doubled quotes, line breaks inside) and guarded cells split across chunks come out the same as whole.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CopyCsvRewriter } from '../../src/exports/copyCsv.js';

// Three columns (text, value, text) as `COPY … WITH (FORMAT csv)` sends them; text cells are guarded.
const wire = Buffer.from(
  [
    'plain,1,"a,b"\n',
    '=1+2,-5,"=HYPERLINK(""x"")"\n',
    '\ttab,,"\rcr"\n',
    '-,2,"""=quoted first"\n',
    '@h,3,"line\nbreak"\n',
    ',,\n',
    "'=already,4,+\n",
  ].join(''),
);
const guarded = [
  'plain,1,"a,b"\r\n',
  `"'=1+2",-5,"'=HYPERLINK(""x"")"\r\n`,
  `"'\ttab",,"'\rcr"\r\n`,
  `"'-",2,"""=quoted first"\r\n`,
  `"'@h",3,"line\nbreak"\r\n`,
  ',,\r\n',
  `'=already,4,"'+"\r\n`,
].join('');
const unguarded = [
  'plain,1,"a,b"\r\n',
  '=1+2,-5,"=HYPERLINK(""x"")"\r\n',
  '\ttab,,"\rcr"\r\n',
  '-,2,"""=quoted first"\r\n',
  '@h,3,"line\nbreak"\r\n',
  ',,\r\n',
  "'=already,4,+\r\n",
].join('');

function rewrite(chunks: Buffer[], guard: boolean) {
  const r = new CopyCsvRewriter([guard, false, guard]);
  // Each push overwrites the bytes of the one before: they are copied out as a writer would hand them on.
  const out = Buffer.concat(chunks.map((c) => Buffer.from(r.push(c)))).toString();
  return { out, rows: r.rows };
}

test('rows end with CRLF; guarded text cells start with an apostrophe, quoted; every cut point gives the same bytes', () => {
  for (const [guard, expected] of [
    [true, guarded],
    [false, unguarded],
  ] as const) {
    assert.deepEqual(rewrite([wire], guard), { out: expected, rows: 7 });
    for (let cut = 0; cut <= wire.length; cut++) {
      assert.deepEqual(
        rewrite([wire.subarray(0, cut), wire.subarray(cut)], guard),
        { out: expected, rows: 7 },
        `cut at ${cut}`,
      );
    }
    assert.deepEqual(
      rewrite(
        [...wire].map((b) => Buffer.from([b])),
        guard,
      ),
      { out: expected, rows: 7 },
      'byte by byte',
    );
  }
});

test('a value column is never guarded: a negative number stays as it is', () => {
  assert.equal(rewrite([Buffer.from('-1,-2,-3\n')], true).out, `"'-1",-2,"'-3"\r\n`);
});
