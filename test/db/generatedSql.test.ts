// The SQL the database repeats of the declarations is generated from them (directory/fields/sql.ts): of the
// sponsorships declaration (directory/fields/sponsorships.ts), the stored list item, sponsorship_summary(), the
// rendering triggers of the tables it joins (<table>_render()) and the watch match predicate, watch_matches_columns();
// of the read-cache tags (directory/tags.ts), each directory table's change function (changeTags.test.ts checks them
// against the lists). These tests read the functions' bodies back from the migrated database and compare them
// with what the declaration generates now, so neither a declaration changed without a migration nor a copy edited by
// hand can pass; and they show the comparison catching both.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { sponsorshipFields, sponsorshipFilters } from '../../src/directory/fields/sponsorships.js';
import {
  functionStatements,
  generatedFunctions,
  generatedSqlDrift,
  renderFunctionOf,
  sponsorshipSummaryFunction,
  type GeneratedFunction,
  watchMatchFunction,
} from '../../src/directory/fields/sql.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());

test("the database's generated functions are what the declaration generates (else: npm run sql:generate)", async () => {
  const drift = await generatedSqlDrift(store.db);
  assert.deepEqual(
    drift.map((d) => d.name),
    [],
    `not as the declaration generates them: ${drift.map((d) => `${d.name}\n${d.actual}\nexpected\n${d.expected}`).join('\n')}`,
  );
});

test('a copy edited by hand is reported, and only that one', async () => {
  // The generated functions in a schema of their own, then one of them edited as a hand would: > for >=.
  await sql.raw(`create schema hand_edited`).execute(store.db);
  const create = async (fn: GeneratedFunction) => {
    for (const statement of functionStatements(fn, 'hand_edited')) await sql.raw(statement).execute(store.db);
  };
  for (const fn of generatedFunctions()) await create(fn);
  assert.deepEqual(await generatedSqlDrift(store.db, 'hand_edited'), []);
  const generated = watchMatchFunction();
  const edited = {
    ...generated,
    body: generated.body.replace('s.confidence >= w.min_confidence', 's.confidence > w.min_confidence'),
  };
  assert.notEqual(edited.body, generated.body);
  await create(edited);
  const drift = await generatedSqlDrift(store.db, 'hand_edited');
  assert.deepEqual(drift, [{ name: 'watch_matches_columns', expected: generated.body, actual: edited.body }]);
  await sql.raw(`drop schema hand_edited cascade`).execute(store.db);
});

test('a declaration changed without a new migration is reported', async () => {
  // A field added to the list item: the database still renders the item without it.
  const changed = sponsorshipSummaryFunction({
    ...sponsorshipFields,
    likeCount: { schema: sponsorshipFields.viewCount.schema, sql: 'v.like_count' },
  });
  const drift = await generatedSqlDrift(store.db, 'public', [changed, watchMatchFunction()]);
  assert.deepEqual(
    drift.map((d) => [d.name, d.actual]),
    [['sponsorship_summary', sponsorshipSummaryFunction().body]],
  );
  // The same field: videos_render() must render a sponsorship again when a video's like count changes.
  const withLikes = {
    ...sponsorshipFields,
    likeCount: { schema: sponsorshipFields.viewCount.schema, sql: 'v.like_count' },
  };
  const rendered = await generatedSqlDrift(store.db, 'public', [
    renderFunctionOf('videos', withLikes),
    renderFunctionOf('brands', withLikes),
  ]);
  assert.deepEqual(
    rendered.map((d) => d.name),
    ['videos_render'],
  );
  assert.match(rendered[0].expected, /o\.view_count, o\.like_count\)/);
  // A filter dropped: the predicate generated without it differs from the database's.
  const { minConfidence: _, ...fewer } = sponsorshipFilters;
  const drifted = await generatedSqlDrift(store.db, 'public', [watchMatchFunction(fewer)]);
  assert.deepEqual(
    drifted.map((d) => d.name),
    ['watch_matches_columns'],
  );
});

test('every filter reads a declared field of the item', () => {
  for (const [name, rule] of Object.entries(sponsorshipFilters)) {
    if ('field' in rule) assert.ok(rule.field in sponsorshipFields, `${name} reads ${rule.field}`);
  }
});
