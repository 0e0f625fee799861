// json_compact() (migration 077) turns stored jsonb (a sponsorship's evidence, a video's chapters) into compact json
// text, keys in jsonb's own order, by deleting the spaces jsonb's text puts between values and keeping every string
// as it is. The values below are the ones a pattern over the text could get wrong: spaces, `": "` and `", "` inside
// strings, escaped quotes and backslashes before a closing quote, control characters, nesting and empty containers.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());

const compact = async (value: unknown): Promise<{ text: string; jsonb: string }> =>
  (
    await sql<{
      text: string;
      jsonb: string;
    }>`select json_compact(${JSON.stringify(value)}::jsonb)::text as text, ${JSON.stringify(value)}::jsonb::text as jsonb`.execute(
      store.db,
    )
  ).rows[0];

const VALUES: unknown[] = [
  { quote: 'ends with a backslash \\', next: 'a, b: c', 'key with space': ' padded ' },
  ['"quoted", "list": ', 'tab\there', 'line\nbreak', 'nul-ish \u0001 and é ✓ 🎉', '\\"', ''],
  { nested: { deeper: [1, 2.5, -0.25, null, true, false, { k: [] }], empty: {} }, s: '{"a": 1, "b": [1, 2]}' },
  { candidates: [{ brand: 'Brand, Inc.', confidence: 0.91, excerpt: 'Thanks to X: use code "SAVE10"!' }] },
  [],
  {},
  'a lone string with spaces',
  42,
  null,
];

test('json_compact is the compact text of the value, strings untouched, keys in jsonb order', async () => {
  for (const value of VALUES) {
    const { text, jsonb } = await compact(value);
    // The same value, and the same key order as jsonb's own text (JSON.parse keeps it: no key here is an integer).
    assert.deepEqual(JSON.parse(text), value, text);
    assert.equal(text, JSON.stringify(JSON.parse(jsonb)), `compact form of ${jsonb}`);
  }
});

test('json_compact of SQL null is null', async () => {
  const r = await sql<{ v: string | null }>`select json_compact(null::jsonb)::text as v`.execute(store.db);
  assert.equal(r.rows[0].v, null);
});
