// @store-independent (the engine alone)
// Detection's cost is linear in the text (review 30.7: an 80k-character description took 35 s). Time is not
// asserted (docs/decisions.md "Detection's cost is linear in the text"): the work is counted instead, as the
// elements every array scan visits, the characters every string operation and unanchored regular expression
// reads, while the engine runs one video; doubling the text must about double the count. Before the fix, the
// shapes below counted 3.5 to 4 times more work at twice the length.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BrandCatalog } from '../../src/detection/catalog.js';
import { detectOne } from '../../src/detection/detect.js';
import { LONG_BRANDS, SHAPES, longInput } from '../helpers/longDescriptions.js';

let work = 0;
let counting = false;
const counted = <T extends object>(
  proto: T,
  names: string[],
  cost: (self: any, args: unknown[], out: unknown) => number,
) => {
  for (const name of names) {
    const original = (proto as any)[name] as (...a: unknown[]) => unknown;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value: function (this: unknown, ...args: unknown[]) {
        const out = original.apply(this, args);
        if (counting) work += cost(this, args, out);
        return out;
      },
    });
  }
};
counted(
  Array.prototype,
  ['filter', 'some', 'every', 'find', 'findIndex', 'map', 'flatMap', 'forEach', 'reduce'],
  (self) => 1 + self.length,
);
// A search reads from its start position to what it finds (or to the end).
const searched = (self: any, args: unknown[], out: unknown) => {
  const from = Math.max(0, Number(args[1] ?? 0) || 0);
  const to = typeof out === 'number' && out >= 0 ? out + 1 : out === true ? from + 1 : self.length;
  return 1 + Math.max(0, to - from);
};
counted(Array.prototype, ['includes', 'indexOf'], searched);
counted(String.prototype, ['includes', 'indexOf'], searched);
counted(
  String.prototype,
  ['replace', 'replaceAll', 'split', 'match', 'toLowerCase', 'normalize'],
  (self) => 1 + self.length,
);
counted(String.prototype, ['slice', 'substring'], (_self, _args, out) => 1 + (out as string).length);
counted(
  RegExp.prototype,
  ['exec', 'test'],
  (self, args) =>
    // A global or sticky expression reads on from lastIndex (a scan over a text costs the text once); any other
    // reads its whole input each call.
    1 + (self.global || self.sticky ? 0 : String(args[0]).length),
);
counted(String.prototype, ['matchAll'], (self) => 1 + self.length);

const catalog = new BrandCatalog(LONG_BRANDS);

function workFor(shape: (typeof SHAPES)[number], length: number): number {
  const input = longInput(shape, length);
  work = 0;
  counting = true;
  try {
    detectOne(input, catalog);
  } finally {
    counting = false;
  }
  return work;
}

for (const shape of SHAPES) {
  test(`[review 30.7] ${shape}: twice the text, about twice the work`, () => {
    const small = workFor(shape, 25_000);
    const large = workFor(shape, 50_000);
    const ratio = large / small;
    assert.ok(ratio < 2.6, `${shape}: 25k characters counted ${small}, 50k counted ${large} (×${ratio.toFixed(2)})`);
  });
}

// Linear is not enough: a sentence that binds its brand many times was once read again for every binding (each
// brand of "one huge line" held its sentences about a thousand times over: 6,600 counted a character, 426 ms at 50k
// characters). Every shape now counts under 2,000 a character; the bound leaves room for rules, not for repeats.
for (const shape of SHAPES) {
  test(`${shape}: a sentence bound many times is read once (work a character bounded)`, () => {
    const perChar = workFor(shape, 50_000) / 50_000;
    assert.ok(perChar < 2_500, `${shape}: ${perChar.toFixed(0)} counted a character`);
  });
}
