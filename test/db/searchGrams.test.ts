// A sponsorship page that searches a term carries one tag, the term's rarest gram (directory/reads.ts), and a write of
// a sponsorship moves the tag of each gram of its search document (search_grams(), generated from directory/tags.ts).
// That is exact only if every document the search matches holds the page's gram, and if the database reads a
// document's grams exactly as the service reads a term's. This test holds both: the database's grams of texts in
// several scripts equal searchGrams(), and each term's gram is among the grams of the documents it matches, found by
// the list's own search (a LIKE of the stored, lowercased document). On both stores.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { likePattern } from '../../src/directory/page.js';
import { searchGram, searchGrams, tags } from '../../src/directory/tags.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());

const DOCS = [
  'nordvpn\nlinus tech tips\n@linustechtips\nthe best vpn of 2026? (not sponsored...)',
  'café ñandú\ncrème brûlée 101: à la française',
  '東京タワー vlog\nカメラ\nsony α7 iv review',
  'ab\n12\n_x_',
  '',
  'über-günstig: 50% off with code hike50 → brand.example/hike',
  'ıi̇ ǆ ﬁne straße',
];

const dbGrams = async (doc: string) =>
  (await sql<{ g: string[] }>`select search_grams('s.q', ${doc}) as g`.execute(store.db)).rows[0].g;

test("the database reads a document's grams as the service does", async () => {
  for (const doc of DOCS) {
    const expected = searchGrams(doc).map((g) => tags.sponsorships.bySearchGram.of(g));
    assert.deepEqual([...(await dbGrams(doc))].sort(), expected.sort(), JSON.stringify(doc));
  }
  assert.deepEqual(searchGrams('a-bc12 de'), ['bc12']);
  assert.deepEqual(searchGrams('ab1 23'), []);
  assert.deepEqual(await dbGrams(null as unknown as string), []);
});

test('every document a search matches holds the gram its page carries', async () => {
  const terms = [
    'NordVPN',
    'tech tips',
    'VPN of 2026',
    'Française',
    'Sony α7',
    'code HIKE50',
    'brand.example/',
    'FINE',
  ];
  let matched = 0;
  for (const term of terms) {
    const gram = searchGram(term);
    assert.ok(gram !== null, term);
    for (const doc of DOCS) {
      const r = await sql<{ m: boolean }>`select ${doc} like ${likePattern(term)} as m`.execute(store.db);
      if (!r.rows[0].m) continue;
      matched++;
      assert.ok(searchGrams(doc).includes(gram), `${term} matches ${JSON.stringify(doc)}, which lacks ${gram}`);
    }
  }
  assert.ok(matched >= terms.length - 1, `only ${matched} matches: the terms no longer exercise the rule`);
  // The rarest: q, v, k, x… outweigh e, t, a.
  assert.equal(searchGram('the nordvpn deal'), 'rdvp');
  // No four ASCII letters or digits in a row: no gram, so the page keeps the tag of every sponsorship.
  assert.equal(searchGram('東京タワー'), null);
  assert.equal(searchGram('Crème Brûlée'), null);
  assert.equal(searchGram('a.b.c'), null);
  assert.equal(searchGram('vpn'), null);
});
