// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The read cache's tags are read from a response's text without parsing it (valuesOf, directory/reads.ts): every value
// of a key, at any depth, and nothing a string value holds, whatever it holds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { valuesOf } from '../../src/directory/reads.js';

/** What parsing finds: every string value of `key` at any depth. */
function parsed(value: unknown, key: string): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => parsed(v, key));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(k === key && typeof v === 'string' ? [v] : []),
    ...parsed(v, key),
  ]);
}

test('valuesOf finds the values parsing finds, and none a string holds', () => {
  const tricky = [
    ',"brandId":"evil"',
    '{"brandId":"evil"}',
    'ends with a backslash \\',
    'quote " and \\" and \\\\"',
    'line\nbreak, tab\t, nul \u0000, é, 😀',
    '"brandId":"x',
  ];
  const detail = {
    channelId: 'UC\\"odd"',
    title: tricky[0],
    description: tricky[3],
    topBrands: tricky.map((t, i) => ({ brandId: `b${i}-${t}`, brandName: t, brandDomain: null })),
    chapters: [{ title: tricky[1], nested: { brandId: 'deep' } }],
    brandId: null,
  };
  // PostgreSQL's row_to_json writes compact JSON, as JSON.stringify does.
  const body = JSON.stringify(detail);
  for (const key of ['brandId', 'channelId', 'brandName', 'title', 'missing']) {
    assert.deepEqual(valuesOf(body, key), parsed(detail, key), key);
  }
  assert.deepEqual(valuesOf(JSON.stringify({ data: [{ id: 'a' }, { id: 'b' }], meta: { nextCursor: 'c' } }), 'id'), [
    'a',
    'b',
  ]);
});
