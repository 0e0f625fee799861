// The database's CHECK constraints on closed sets of names are its own guard, written in migrations that are never
// edited; the code defines each set once (docs/decisions.md, "One definition per name"). These tests read each
// constraint back from the migrated database and compare it with the code's list, so the two cannot drift apart.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { SPONSORSHIP_TYPES } from '../../src/directory/schemas.js';
import { DATASETS, FORMATS } from '../../src/exports/datasets.js';
import { KIND_NAMES, KINDS, PUBLIC_KIND_NAMES } from '../../src/operations/kinds/index.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());

/** The quoted values a `col = ANY (ARRAY['a'::text, ...])` check allows, in its order. */
async function allowed(constraint: string): Promise<string[]> {
  const r = await sql<{
    def: string;
  }>`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${constraint}`.execute(store.db);
  assert.equal(r.rows.length, 1, `no constraint ${constraint}`);
  return [...r.rows[0].def.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replace(/''/g, "'"));
}

test("operations.kind's check allows exactly the kinds of operations/kinds/index.ts", async () => {
  assert.deepEqual(await allowed('operations_kind_check'), [...KIND_NAMES]);
  assert.deepEqual(Object.keys(KINDS), [...PUBLIC_KIND_NAMES], 'every public kind has its module');
});

test("sponsorships.type's check allows exactly SPONSORSHIP_TYPES", async () => {
  assert.deepEqual(await allowed('sponsorships_type_check'), [...SPONSORSHIP_TYPES]);
});

test("exports' dataset and format checks allow exactly DATASETS and FORMATS", async () => {
  assert.deepEqual(await allowed('exports_dataset_check'), [...DATASETS]);
  assert.deepEqual(await allowed('exports_format_check'), [...FORMATS]);
});
