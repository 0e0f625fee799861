// The read cache drops a cached list page when a commit moves one of the page's tags (directory/reads.ts listTags), and
// the database moves a tag when a write changes a column the tag's family watches (directory/tags.ts; the change
// functions are generated from it and generatedSql.test.ts holds the database's bodies to it). This test reads each
// list's own SQL (its filters, its orders' keys, what a page shows) for every filter and order, and checks that each
// column it reads is watched by a tag the page carries: a column that places a row (filter, order) by a tag the request
// alone gives (an empty page's), a column a page shows by any tag of a page showing one row. So a declaration that
// stops watching a column a list reads, or a list that starts reading a column no tag of its pages watches, fails
// here; and a change function edited by hand in the database fails as generatedSql.test.ts shows (and again below).
// Columns are read as `<alias>.<column>` of the lists' aliases; a subquery's unaliased columns (brand_domains in the
// brandDomain filter and the brands search) are covered by the tags beside them (bd:<domain>; brands.domains).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql, type RawBuilder } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { brandList } from '../../src/directory/brands.js';
import { creatorList } from '../../src/directory/creators.js';
import {
  changeFunction,
  digitBucketSql,
  functionStatements,
  generatedSqlDrift,
} from '../../src/directory/fields/sql.js';
import { listWhere, type ListSpec } from '../../src/directory/page.js';
import { listTags, type ListName } from '../../src/directory/reads.js';
import { LIST_ORDERS, listFilters } from '../../src/directory/schemas.js';
import { sponsorshipList } from '../../src/directory/sponsorships.js';
import {
  changeFunctions,
  digitBucket,
  familyOf,
  sponsorshipListed,
  tags,
  type ChangeFunction,
} from '../../src/directory/tags.js';
import { videoList } from '../../src/directory/videos.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());

const LISTS: Record<ListName, ListSpec<any>> = {
  creators: creatorList,
  videos: videoList,
  brands: brandList,
  sponsorships: sponsorshipList,
};
const ALIASES: Record<string, string> = { s: 'sponsorships', b: 'brands', c: 'creators', v: 'videos' };

const CHANNEL = 'UCaaaaaaaaaaaaaaaaaaaaaa';
const BRAND = '00000000-0000-4000-8000-000000000001';
/** A value for each filter a list takes (a new filter needs one here, so that it is checked). */
const SAMPLES: Record<string, unknown> = {
  search: 'abc',
  channelId: CHANNEL,
  brandId: BRAND,
  brandDomain: 'example.com',
  type: 'sponsored',
  minConfidence: 0.5,
  platform: 'youtube',
  format: 'short',
  processingState: 'processed',
};
const sample = (name: string) =>
  /(After|Before)$/.test(name) ? '2026-01-01T00:00:00.000Z' : (SAMPLES[name] ?? assert.fail(`no sample for ${name}`));
/** One item of a page, with the ids its tags read. */
const ITEM = { videoId: 'vid1', channelId: CHANNEL, id: BRAND, brandId: BRAND, detectedAt: '2026-01-02T00:00:00.000Z' };

/** The `table.column`s an expression reads through the lists' aliases. */
function columns(expr: RawBuilder<unknown>): string[] {
  const text = expr.compile(store.db).sql;
  return [...text.matchAll(/\b([sbcv])\.([a-z_]+)\b/g)].map((m) => `${ALIASES[m[1]]}.${m[2]}`);
}

/** Whether one of `carried` moves when `column` changes (a join-mode table's key never changes in place). */
function watched(column: string, carried: string[], functions: ChangeFunction[]): boolean {
  const [table, name] = column.split('.');
  const fn = functions.find((f) => f.table === table);
  if (fn?.mode === 'join' && fn.key === name) return true;
  return carried.some((tag) => {
    const found = familyOf(tag, functions);
    if (!found || found.table !== table) return false;
    return found.family.watches === 'any' || found.family.watches.includes(name);
  });
}

/** Every column each list reads that no tag of its page watches, as `list filter/order: table.column`. */
function unwatched(functions: ChangeFunction[] = changeFunctions): string[] {
  const missing: string[] = [];
  for (const [list, spec] of Object.entries(LISTS) as [ListName, ListSpec<any>][]) {
    const shown = spec.rendered ? columns(spec.rendered) : spec.columns.flatMap((c) => columns(c.expr));
    const filterNames = [undefined, ...Object.keys(listFilters[list])];
    for (const order of LIST_ORDERS[list] as readonly string[]) {
      const keys = spec.orders[order].keys.flatMap((k) => columns(k.expr));
      for (const name of filterNames) {
        const filters = name === undefined ? {} : { [name]: sample(name) };
        const placing = [...listWhere(spec, filters).flatMap(columns), ...keys];
        const tagsOf = listTags(list, filters, order);
        const request = tagsOf(JSON.stringify({ data: [] }));
        const page = tagsOf(JSON.stringify({ data: [ITEM] }));
        // After a cursor, with more rows to come: a page in detection order carries its days' tags.
        const later = listTags(list, filters, order, ['2026-01-03T00:00:00.000000Z', BRAND])(
          JSON.stringify({ data: [ITEM], meta: { nextCursor: 'x', hasMore: true } }),
        );
        const what = `${list} ${name ?? 'unfiltered'} ${order}`;
        for (const column of new Set(placing)) {
          if (!watched(column, request, functions)) missing.push(`${what} places by ${column}`);
        }
        for (const column of new Set(shown)) {
          if (!watched(column, page, functions)) missing.push(`${what} shows ${column}`);
          if (!watched(column, later, functions)) missing.push(`${what} after a cursor shows ${column}`);
        }
        for (const column of new Set(placing)) {
          if (!watched(column, later, functions)) missing.push(`${what} after a cursor places by ${column}`);
        }
        for (const tag of page) if (!familyOf(tag, functions)) missing.push(`${what} carries ${tag}, of no family`);
      }
    }
  }
  return missing;
}

test('every column a list filters, orders on or shows is watched by a tag its pages carry', () => {
  assert.deepEqual(unwatched(), []);
});

test("the sponsorship lists' families watch every column of sponsorships but its key and the evidence", async () => {
  // The evidence is shown by the sponsorship's own detail alone (its row tag watches every column); a new column
  // is watched by the lists until someone decides otherwise here.
  const r = await sql<{ name: string }>`select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = 'sponsorships' order by ordinal_position`.execute(store.db);
  const columns = r.rows.map((x) => x.name).filter((c) => c !== 'id' && c !== 'evidence');
  assert.deepEqual([...sponsorshipListed].sort(), columns.sort());
  for (const family of [tags.sponsorships.all, tags.sponsorships.ofBrand, tags.sponsorships.ofCreator]) {
    assert.deepEqual(family.watches, sponsorshipListed);
  }
  assert.equal(tags.sponsorships.row.watches, 'any');
});

test('a family that stops watching a column a list reads is reported', () => {
  // The processing state's family edited to watch another column: the processingState filter is no longer followed.
  const edited = changeFunctions.map((fn) =>
    fn.table !== 'videos'
      ? fn
      : {
          ...fn,
          families: fn.families.map((f) => (f === tags.videos.byProcessingState ? { ...f, watches: ['title'] } : f)),
        },
  );
  const missing = unwatched(edited);
  assert.ok(missing.length > 0);
  assert.ok(
    missing.every((m) => m.startsWith('videos processingState ') && m.endsWith(' places by videos.processing_state')),
    missing.join('\n'),
  );
});

test('a change function edited by hand in the database is reported, and only that one', async () => {
  await sql.raw(`create schema hand_edited_tags`).execute(store.db);
  const create = async (body: string) => {
    const fn = { ...changeFunction(changeFunctions.find((f) => f.table === 'videos')!), body };
    for (const statement of functionStatements(fn, 'hand_edited_tags')) await sql.raw(statement).execute(store.db);
  };
  const generated = changeFunction(changeFunctions.find((f) => f.table === 'videos')!);
  await create(generated.body);
  assert.deepEqual(await generatedSqlDrift(store.db, 'hand_edited_tags', [generated]), []);
  // The view count dropped from what other resources show of a video, as a hand would: the copy no longer matches.
  const edited = generated.body
    .replace('n.view_count, n.like_count', 'n.like_count')
    .replace('o.view_count, o.like_count', 'o.like_count');
  assert.notEqual(edited, generated.body);
  await create(edited);
  assert.deepEqual(await generatedSqlDrift(store.db, 'hand_edited_tags', [generated]), [
    { name: 'videos_changed', expected: generated.body, actual: edited },
  ]);
  await sql.raw(`drop schema hand_edited_tags cascade`).execute(store.db);
});

test('the database moves the tags the declaration names for a write', async () => {
  // One update of a video's view count: its row, its shown fields and the view-count order's tags, nothing listed.
  const db = store.db;
  await sql`insert into creators (channel_id, platform, title) values (${CHANNEL}, 'youtube', 'A')`.execute(db);
  await sql`insert into videos (video_id, channel_id, platform, title, published_at)
    values ('tagvid', ${CHANNEL}, 'youtube', 'T', now())`.execute(db);
  const [{ at }] = (await sql<{ at: string }>`select pg_current_snapshot()::text as at`.execute(db)).rows;
  await sql`update videos set view_count = 5 where video_id = 'tagvid'`.execute(db);
  const moved = (await sql<{ t: string[] }>`select directory_changes_since(${at}::pg_snapshot) as t`.execute(db))
    .rows[0].t;
  assert.deepEqual(
    [...moved].sort(),
    [
      tags.videos.row.of('tagvid'),
      tags.videos.shown.of('tagvid'),
      tags.videos.byViews.tag,
      tags.videos.ofChannelByViews.of(CHANNEL),
    ].sort(),
  );
});

test('the database buckets a view count as digitBucket() does (the tags a page in view order carries)', async () => {
  const values = [null, '-1', '0', '7', '9', '10', '99', '100', '12345', '999999', '1000000', '9223372036854775807'];
  for (const v of values) {
    const r = await sql<{
      b: number;
    }>`select ${sql.raw(digitBucketSql('x'))} as b from (select ${v}::bigint as x) t`.execute(store.db);
    assert.equal(Number(r.rows[0].b), digitBucket(v), String(v));
  }
});
