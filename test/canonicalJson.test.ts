// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The Idempotency-Key request digest: canonical JSON (keys sorted at every depth) whatever the nesting.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { canonicalJson, requestHash } from '../src/idempotency.js';

/** The canonical form as first written (recursive): the digests' input text must not change. */
const recursiveCanon = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(recursiveCanon)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, recursiveCanon((v as Record<string, unknown>)[k])]),
        )
      : v;

const key = crypto.randomBytes(32);

test('the canonical text is the sorted JSON.stringify text', () => {
  const bodies: unknown[] = [
    {},
    [],
    {
      kind: 'sponsor-detection',
      input: { videoYoutubeIds: ['b', 'a'] },
      callback: { url: 'https://x.example/h', events: ['terminal'] },
    },
    { z: 1, a: [3, { y: null, b: 'é\u2028"\\' }, [], {}], m: -0, n: 1e21, u: undefined, s: 'x' },
    [undefined, { c: [true, false] }, 0.1],
    { '': 1, ' ': 2, '\u00e9': 3, B: 4, a: 5 },
  ];
  for (const body of bodies) {
    assert.equal(canonicalJson(body), JSON.stringify(recursiveCanon(body)));
    assert.equal(
      requestHash(key, body),
      crypto
        .createHmac('sha256', key)
        .update(JSON.stringify(recursiveCanon(body)))
        .digest('hex'),
    );
  }
  assert.equal(requestHash(key, { a: 1, b: 2 }), requestHash(key, { b: 2, a: 1 }));
});

test('[review 16.7] the request hash takes any nesting: no recursion to overflow', () => {
  let deep: unknown = 'bottom';
  for (let i = 0; i < 200_000; i++) deep = i % 2 ? [deep] : { k: deep };
  assert.match(requestHash(key, { kind: 'x', input: { deep } }), /^[0-9a-f]{64}$/);
  // A wide value too: a million items are not spread into one call's arguments.
  assert.equal(canonicalJson(new Array(1_000_000).fill(0)).length, 2_000_001);
});
