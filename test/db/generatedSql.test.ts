// The SQL the database repeats of the declarations is generated from them (directory/fields/sql.ts): of the
// sponsorships declaration (directory/fields/sponsorships.ts), the stored list item, sponsorship_summary(), the search
// document, sponsorship_search(), the rendering triggers of the tables it joins (<table>_render()) and the rendering
// they call, sponsorships_render() (whose effect on stored rows is checked here too), with the row's own rendering as
// it is written, sponsorships_render_row(), and the bulk refresh, refresh_sponsorship_rendering(); and the watch
// matching: the predicate, watch_matches_columns(), the line-by-line search, watch_matches_lookups(), the candidates'
// query arms, watch_candidates(), and the update trigger's fields a filter reads, sponsorships_watch_update(); of the
// read-cache tags (directory/tags.ts), each directory table's change function (changeTags.test.ts checks them against
// the lists). These tests read the functions' bodies back from the migrated database and compare them with what the
// declaration generates now, so neither a declaration changed without a migration nor a copy edited by hand can pass;
// and they show the comparison catching both. What is not generated (the watch_filter type, the watches' covering
// indexes, the trigram indexes the search lines use) is compared with the declaration here too.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { Store } from '../../src/db/database.js';
import {
  searchLines,
  sponsorshipFields,
  sponsorshipFilters,
  sponsorshipWatchColumns,
  sponsorshipWatchKeys,
  watchFilterAttributes,
} from '../../src/directory/fields/sponsorships.js';
import {
  functionStatements,
  sponsorshipSearchFunction,
  everythingChangedFunction,
  truncateChangeFunction,
  watchCandidatesFunction,
  watchLookupsFunction,
  watchUpdateFunction,
  generatedFunctions,
  generatedSqlDrift,
  renderFunctionOf,
  sponsorshipsRenderFunction,
  sponsorshipsRenderRowFunction,
  refreshSponsorshipRenderingFunction,
  sponsorshipSummaryFunction,
  type GeneratedFunction,
  watchMatchFunction,
} from '../../src/directory/fields/sql.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
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
  // A candidates' arm edited: its paused watches would be matched too.
  const arms = watchCandidatesFunction();
  const unpaused = {
    ...arms,
    body: arms.body.replace('not paused and brand_id = s.brand_id', 'brand_id = s.brand_id'),
  };
  assert.notEqual(unpaused.body, arms.body);
  await create(unpaused);
  assert.deepEqual(
    (await generatedSqlDrift(store.db, 'hand_edited')).map((d) => d.name),
    ['watch_matches_columns', 'watch_candidates'],
  );
  // The videos arm of sponsorships_render() without its copy of the view count: the views order would go stale.
  const render = sponsorshipsRenderFunction();
  const uncopied = { ...render, body: render.body.replace(', view_count = v.view_count', '') };
  assert.notEqual(uncopied.body, render.body);
  await create(uncopied);
  assert.deepEqual(
    (await generatedSqlDrift(store.db, 'hand_edited')).map((d) => d.name),
    ['watch_matches_columns', 'watch_candidates', 'sponsorships_render'],
  );
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
  // An order by a video's column: the sponsorship row keeps a copy of it, which the videos arm of
  // sponsorships_render() writes (and only that arm).
  const byDuration = {
    ...sponsorshipFields,
    durationSeconds: {
      ...sponsorshipFields.durationSeconds,
      order: { key: 'coalesce(s.duration_seconds, -1)', type: 'bigint' as const },
    },
  };
  const copied = await generatedSqlDrift(store.db, 'public', [
    sponsorshipsRenderFunction(byDuration),
    sponsorshipsRenderRowFunction(byDuration),
    refreshSponsorshipRenderingFunction(byDuration),
  ]);
  assert.deepEqual(
    copied.map((d) => d.name),
    ['sponsorships_render', 'sponsorships_render_row', 'refresh_sponsorship_rendering'],
  );
  // The row written and the bulk refresh keep the same copy, in the fields' order.
  assert.match(copied[1].expected, /v\.published_at, v\.duration_seconds, v\.view_count\n/);
  assert.match(copied[1].expected, /new\.published_at, new\.duration_seconds, new\.view_count\n/);
  assert.match(copied[2].expected, /s\.published_at, s\.duration_seconds, s\.view_count\)/);
  assert.match(
    copied[0].expected,
    /published_at = v\.published_at, duration_seconds = v\.duration_seconds, view_count = v\.view_count\n/,
  );
  assert.equal(copied[0].expected.match(/duration_seconds = /g)?.length, 1);
  // A filter dropped: the predicate generated without it differs from the database's, and so does the update
  // trigger's list of the fields a filter reads (no other filter reads the confidence).
  const { minConfidence: _, ...fewer } = sponsorshipFilters;
  const drifted = await generatedSqlDrift(store.db, 'public', [
    watchMatchFunction(fewer),
    watchUpdateFunction(fewer),
    watchCandidatesFunction(fewer),
  ]);
  assert.deepEqual(
    drifted.map((d) => d.name),
    ['watch_matches_columns', 'sponsorships_watch_update'],
  );
  // A field searched too: the search document and the line-by-line search read it.
  const searched = { ...sponsorshipFields, brandKind: { ...sponsorshipFields.brandKind, search: true as const } };
  const search = await generatedSqlDrift(store.db, 'public', [
    sponsorshipSearchFunction(searched),
    watchLookupsFunction(searched),
    watchCandidatesFunction(),
  ]);
  assert.deepEqual(
    search.map((d) => d.name),
    ['sponsorship_search', 'watch_matches_lookups'],
  );
  assert.match(search[0].expected, /lower\(b\.name \|\| ' ' \|\| coalesce\(b\.kind, ''\) \|\| E'\\n'/);
  // The watch keys probed in another order: other arms.
  const [first, second, ...rest] = sponsorshipWatchKeys;
  const keys = await generatedSqlDrift(store.db, 'public', [
    watchCandidatesFunction(sponsorshipFilters, [second, first, ...rest]),
  ]);
  assert.deepEqual(
    keys.map((d) => d.name),
    ['watch_candidates'],
  );
});

test('after writes to brands, creators and videos, each stored item, document and copy is a fresh render', async () => {
  // sponsorships_render() (called by the <table>_render() triggers) is what keeps them: the stored columns must equal
  // what the item, the document and the copies would be rendered from the rows as they are now.
  const db = store.db;
  const creator = await insertCreator(db);
  const other = await insertCreator(db);
  const brand = await insertBrand(db);
  const videos = [await insertVideo(db, creator.channelId), await insertVideo(db, other.channelId)];
  const ids = [];
  for (const v of videos) ids.push((await insertSponsorship(db, { videoId: v.videoId, brandId: brand.id })).id);
  const stale = async () =>
    (
      await sql<{ id: string }>`select s.id from sponsorships s
        join brands b on b.id = s.brand_id join creators c on c.channel_id = s.channel_id
        join videos v on v.video_id = s.video_id
        where s.id = any(${ids}::uuid[]) and (s.summary, s.search, s.published_at, s.view_count)
          is distinct from (sponsorship_summary(s, b, c, v), sponsorship_search(b, c, v), v.published_at, v.view_count)`.execute(
        db,
      )
    ).rows;
  const stored = async () =>
    (
      await sql<{ summary: string; search: string; published_at: Date; view_count: string | null }>`select summary,
        search, published_at, view_count::text from sponsorships where id = any(${ids}::uuid[])
        order by video_id = ${videos[0].videoId} desc`.execute(db)
    ).rows;
  assert.deepEqual(await stale(), []);
  const writes = [
    sql`update brands set name = 'Renamed Brand', kind = 'Agency' where id = ${brand.id}::uuid`,
    sql`update creators set title = 'Renamed Creator', handle = '@renamed' where channel_id = ${creator.channelId}`,
    sql`update videos set title = 'Renamed Video', published_at = '2020-02-02T00:00:00Z', view_count = 7
      where video_id = ${videos[0].videoId}`,
    sql`update videos set view_count = null where video_id = ${videos[1].videoId}`,
  ];
  for (const write of writes) {
    const before = await stored();
    await write.execute(db);
    assert.deepEqual(await stale(), [], write.compile(db).sql);
    assert.notDeepEqual(await stored(), before, write.compile(db).sql);
  }
  const [first, second] = await stored();
  assert.match(first.summary, /"brandName":"Renamed Brand".*"creator":"Renamed Creator".*"videoTitle":"Renamed Video"/);
  assert.equal(first.search, 'renamed brand\nrenamed creator @renamed\nrenamed video');
  assert.equal(first.published_at.toISOString(), '2020-02-02T00:00:00.000Z');
  assert.equal(first.view_count, '7');
  assert.equal(second.view_count, null);
  assert.match(second.summary, /"viewCount":null/);
  // A column the item does not show renders nothing again.
  const before = await stored();
  await sql`update creators set subscriber_count = 1 where channel_id = ${creator.channelId}`.execute(db);
  assert.deepEqual(await stored(), before);
});

test("the tag of everything is the declaration's (directory/tags.ts), in the truncate trigger and after a bulk load", async () => {
  assert.deepEqual(
    await generatedSqlDrift(store.db, 'public', [truncateChangeFunction(), everythingChangedFunction()]),
    [],
  );
  const renamed = await generatedSqlDrift(store.db, 'public', [
    truncateChangeFunction('all'),
    everythingChangedFunction('all'),
  ]);
  assert.deepEqual(
    renamed.map((d) => d.name),
    ['directory_changes_truncate', 'directory_changed_everything'],
  );
});

test('the watch_filter type and the covering indexes hold what the filters keep, no more', async () => {
  // The type's attributes, in order, are the declared list: the watch, its changes, needs_lookup and every
  // filter's watches column.
  const type = await sql<{ name: string }>`select a.attname as name from pg_type t
    join pg_attribute a on a.attrelid = t.typrelid
    where t.typname = 'watch_filter' and a.attnum > 0 and not a.attisdropped order by a.attnum`.execute(store.db);
  assert.deepEqual(
    type.rows.map((r) => r.name),
    [...watchFilterAttributes],
  );
  assert.deepEqual(
    [...watchFilterAttributes].sort(),
    ['id', 'on_changes', 'needs_lookup', ...sponsorshipWatchColumns.map((c) => c.column)].sort(),
  );
  // Each arm of watch_candidates() reads its index alone (index-only): every index holds every attribute.
  const indexes = await sql<{ name: string; columns: string[] }>`select i.relname as name,
      array_agg(a.attname::text order by k.ord) as columns
    from pg_index x join pg_class i on i.oid = x.indexrelid
    cross join unnest(x.indkey::int2[]) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum
    where i.relname like 'watches\\_by\\_%' or i.relname = 'watches_unkeyed'
    group by i.relname order by i.relname`.execute(store.db);
  const keyed = sponsorshipWatchKeys.map((k) => sponsorshipFilters[k].watch);
  assert.deepEqual(indexes.rows.map((r) => r.columns[0]).sort(), [...keyed, 'id'].sort());
  for (const r of indexes.rows) assert.deepEqual([...r.columns].sort(), [...watchFilterAttributes].sort(), r.name);
});

test("each line of the search document is its table's trigram index expression, and no null is lost", async () => {
  // A term with a line break is matched line by line (the list, watch_matches_lookups()): each line must be the
  // expression its table's trigram index holds, or that match reads the whole table.
  await store.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    for (const { join: j, sql: line } of searchLines()) {
      const plan = await sql
        .raw(`explain select ${j.alias}.${j.key} from ${j.table} ${j.alias} where lower(${line}) like '%a%'`)
        .execute(trx);
      const text = plan.rows.map((r) => Object.values(r as object).join('')).join('\n');
      assert.match(text, new RegExp(`Bitmap Index Scan on ${j.table}_search`), `${j.table}: ${text}`);
    }
  });
  // A field the item shows as never null is written without coalesce: its column must be NOT NULL, so the
  // document is what migration 014's wrote (which coalesced the video's title).
  const searched = Object.values(sponsorshipFields as Record<string, { sql: string; search?: true }>).filter(
    (f) => f.search,
  );
  const lines = searchLines().map((l) => l.sql);
  for (const f of searched) {
    if (lines.some((l) => l.includes(`coalesce(${f.sql}, '')`))) continue;
    const [alias, name] = f.sql.split('.');
    const table = { b: 'brands', c: 'creators', v: 'videos' }[alias]!;
    const r = await sql<{ nullable: string }>`select is_nullable as nullable from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and column_name = ${name}`.execute(store.db);
    assert.deepEqual(r.rows, [{ nullable: 'NO' }], `${f.sql} is searched without coalesce`);
  }
});

test('every filter reads a declared field of the item', () => {
  for (const [name, rule] of Object.entries(sponsorshipFilters)) {
    if ('field' in rule) assert.ok(rule.field in sponsorshipFields, `${name} reads ${rule.field}`);
  }
});
