// The sponsorships resource, declared once: each field of a list item (its type, the SQL that reads it, how an export
// writes it, whether the list orders by it or searches it) and each filter of the list (the field it reads, how, and
// the watches column that keeps it). The list spec (directory/sponsorships.ts), the API schemas (directory/schemas.ts),
// the watches' filter columns (watches/records.ts), the MCP tool's description and the SQL the database repeats
// (fields/sql.ts generates sponsorship_summary(), the rendering, the watch matching…; test/db/generatedSql.test.ts compares
// the database's copy with it) all read this file. docs/architecture.md "How to add a sponsorships filter".
import { Type, type TOptional, type TSchema, type TString } from '@fastify/type-provider-typebox';
import type { SortKey } from '../../pagination/keyset.js';
import { listQuery, Timestamp, Uuid } from '../../schemas.js';
import { dateRangeProperties } from '../dateRanges.js';
import { ChannelId, Confidence, NInt, NString, Platform, SponsorshipType, VideoFormat } from './types.js';

/** The PostgreSQL type of a value a filter compares, as its parameter is cast (text needs no cast). */
export type SqlType = 'text' | 'uuid' | 'real' | 'bigint' | 'timestamptz';

/** One field of a list item. SQL reads the aliases s (sponsorships), b (brands), c (creators) and v (videos). */
export interface ItemField {
  schema: TSchema;
  sql: string;
  /** Exports write `text` cells with CSV quoting and the formula guard, others as they are (directory/page.ts Column). */
  cell?: 'text';
  /** Part of the search document (`search` filter). */
  search?: true;
  /**
   * The list can be read by this field, descending (`-<name>`): the sort key on the sponsorship row, an index;
   * `searchIndexed`: the index carries the search document (migration 086), so a search page finds its keys there.
   */
  order?: { key: string; type: SortKey['type']; range?: string; searchIndexed?: true };
}

/**
 * One filter of the list, by its query name. `equality`: the column equals the value; `minimum`: at least the value;
 * `domain`: the brand the column names has this domain; `search`: the search document contains the term; `range`: `<name>After`
 * (inclusive) and `<name>Before` (exclusive) on the column. `watch` names the watches column (a range's prefix of
 * `<watch>_after`, `<watch>_before`) that keeps a watch's value for the match predicate.
 */
export type FilterRule =
  | { how: 'equality' | 'minimum'; field: string; column: string; type: SqlType; schema: TSchema; watch: string }
  | { how: 'domain'; field: string; column: string; schema: TSchema; watch: string }
  | { how: 'search'; schema: TSchema; watch: string }
  | { how: 'range'; field: string; column: string; watch: string };

// The summary's fields in the order the item shows them. The video's publication time and view count are ordered by
// the copies the sponsorship row keeps (migration 016); a null view count sorts as -1: last.
export const sponsorshipFields = {
  id: { schema: Uuid, sql: 's.id' },
  detectedAt: {
    schema: Timestamp,
    sql: 'api_ts(s.detected_at)',
    order: { key: 's.detected_at', type: 'timestamptz', range: 'detected', searchIndexed: true },
  },
  type: { schema: SponsorshipType, sql: 's.type', cell: 'text' },
  brandId: { schema: Uuid, sql: 's.brand_id' },
  brandName: { schema: Type.String(), sql: 'b.name', cell: 'text', search: true },
  brandDomain: { schema: NString, sql: 's.brand_domain', cell: 'text' },
  brandKind: { schema: NString, sql: 'b.kind', cell: 'text' },
  domainWasResearched: { schema: Type.Boolean(), sql: 's.domain_was_researched' },
  confidence: { schema: Confidence, sql: 's.confidence' },
  channelId: { schema: Type.String(), sql: 's.channel_id', cell: 'text' },
  creator: { schema: NString, sql: 'c.title', cell: 'text', search: true },
  channelHandle: { schema: NString, sql: 'c.handle', cell: 'text', search: true },
  videoId: { schema: Type.String(), sql: 'v.video_id', cell: 'text' },
  videoTitle: { schema: Type.String(), sql: 'v.title', cell: 'text', search: true },
  videoPlatform: { schema: Platform, sql: 'v.platform', cell: 'text' },
  videoFormat: { schema: VideoFormat, sql: 'v.format', cell: 'text' },
  publishedAt: {
    schema: Timestamp,
    sql: 'api_ts(v.published_at)',
    order: { key: 's.published_at', type: 'timestamptz', range: 'published' },
  },
  durationSeconds: { schema: NInt, sql: 'v.duration_seconds' },
  viewCount: { schema: NInt, sql: 'v.view_count', order: { key: 'coalesce(s.view_count, -1)', type: 'bigint' } },
} satisfies Record<string, ItemField>;

// The filters in their canonical order (a watch's and an export's filters object keeps it).
export const sponsorshipFilters = {
  search: { how: 'search', schema: listQuery.search, watch: 'search_pattern' },
  channelId: {
    how: 'equality',
    field: 'channelId',
    column: 's.channel_id',
    type: 'text',
    schema: Type.Optional(ChannelId),
    watch: 'channel_id',
  },
  brandId: {
    how: 'equality',
    field: 'brandId',
    column: 's.brand_id',
    type: 'uuid',
    schema: Type.Optional(Uuid),
    watch: 'brand_id',
  },
  brandDomain: {
    how: 'domain',
    field: 'brandDomain',
    column: 's.brand_id',
    schema: Type.Optional(Type.String({ minLength: 1, maxLength: 253 })),
    watch: 'brand_domain',
  },
  type: {
    how: 'equality',
    field: 'type',
    column: 's.type',
    type: 'text',
    schema: Type.Optional(SponsorshipType),
    watch: 'type',
  },
  // Compared as the column's type (real): a bound equal to a stored value includes it.
  minConfidence: {
    how: 'minimum',
    field: 'confidence',
    column: 's.confidence',
    type: 'real',
    schema: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 1,
        description: 'Only sponsorships whose confidence is at least this (0 to 1, inclusive)',
      }),
    ),
    watch: 'min_confidence',
  },
  detected: { how: 'range', field: 'detectedAt', column: 's.detected_at', watch: 'detected' },
  published: { how: 'range', field: 'publishedAt', column: 's.published_at', watch: 'published' },
} satisfies Record<string, FilterRule>;

/**
 * What the sponsorship row keeps for the list: the item as stored JSON (sponsorship_summary()) and the search
 * document (the `search` fields, lowercased, one line per table: sponsorship_search(), fields/sql.ts).
 */
export const sponsorshipStored = { summary: 's.summary', searchDocument: 's.search' } as const;

/**
 * The tables a list item joins, in sponsorships_render()'s argument order: each is aliased in the fields' SQL as
 * here, and its row is the one whose key the sponsorship's column names (a foreign key: every sponsorship has one).
 * `param` names sponsorships_render()'s argument that lists the keys of this table's rows to render again.
 */
export const sponsorshipJoins = [
  { alias: 'b', table: 'brands', key: 'id', type: 'uuid', via: 's.brand_id', param: 'p_brands' },
  { alias: 'c', table: 'creators', key: 'channel_id', type: 'text', via: 's.channel_id', param: 'p_channels' },
  { alias: 'v', table: 'videos', key: 'video_id', type: 'text', via: 's.video_id', param: 'p_videos' },
] as const;
export type SponsorshipJoin = (typeof sponsorshipJoins)[number];

/** A column of the sponsorship row that copies a joined table's column, so that the list can be ordered by it. */
export interface SponsorshipCopy {
  join: SponsorshipJoin;
  /** The sponsorship's column (`published_at`) and the SQL of the value it copies (`v.published_at`). */
  column: string;
  from: string;
}

/**
 * The copies the sponsorship row keeps (migration 016): a field read from a joined table whose order key reads a
 * column of the sponsorship row holds that column as a copy of the joined one (`publishedAt`: `v.published_at`,
 * ordered by `s.published_at`). The rendering writes them with the item, in the fields' order.
 */
export function sponsorshipCopies(fields: Record<string, ItemField> = sponsorshipFields): SponsorshipCopy[] {
  return Object.values(fields).flatMap((f) => {
    if (!f.order) return [];
    const own = [...f.order.key.matchAll(/\bs\.([a-z_]+)\b/g)].map((m) => m[1]);
    const read = [...f.sql.matchAll(/\b([a-z])\.([a-z_]+)\b/g)].filter((m) => m[1] !== 's');
    if (read.length === 0) return [];
    if (own.length !== 1 || read.length !== 1) throw new Error(`${f.order.key}: a copy is one column of one table`);
    const join = sponsorshipJoins.find((j) => j.alias === read[0][1]);
    if (!join) throw new Error(`${f.sql}: ${read[0][1]} is not a joined table`);
    return [{ join, column: own[0], from: read[0][0] }];
  });
}

/** Whether a field's value can be null (its schema is `Nullable(…)`: a union with null). */
const nullable = (schema: TSchema) =>
  (schema as { anyOf?: { type?: unknown }[] }).anyOf?.some((s) => s.type === 'null') ?? false;

/**
 * The search document's lines, one per joined table that has `search` fields, in the joins' order: the fields' SQL in
 * the item's order, a nullable one as '' when null, joined by a space (not yet lowercased). The document is the lines
 * joined by line breaks; a term with a line break is matched line by line (the list and watch_matches_lookups()), and
 * each line is the expression of its table's trigram index (test/db/generatedSql.test.ts), so that match uses it.
 */
export function searchLines(
  fields: Record<string, ItemField> = sponsorshipFields,
): { join: SponsorshipJoin; sql: string }[] {
  const searched = Object.values(fields).filter((f) => f.search);
  const alien = searched.find((f) => !sponsorshipJoins.some((j) => new RegExp(`^${j.alias}\\.[a-z_]+$`).test(f.sql)));
  if (alien) throw new Error(`${alien.sql}: a search field is one column of a joined table`);
  const lines = sponsorshipJoins.flatMap((join) => {
    const own = searched.filter((f) => f.sql.startsWith(`${join.alias}.`));
    const terms = own.map((f) => (nullable(f.schema) ? `coalesce(${f.sql}, '')` : f.sql));
    return terms.length ? [{ join, sql: terms.join(" || ' ' || ") }] : [];
  });
  return lines;
}

type Filters = typeof sponsorshipFilters;
type FilterProperties<F extends Record<string, FilterRule>> = {
  [K in keyof F & string as F[K] extends { how: 'range' } ? `${K}After` | `${K}Before` : K]: F[K] extends {
    how: 'range';
  }
    ? TOptional<TString>
    : F[K] extends { schema: infer S }
      ? S
      : never;
};

/** The list's query filters (the list endpoint's, an export's, a watch's), in their canonical order. */
export const sponsorshipFilterProperties = Object.fromEntries(
  Object.entries(sponsorshipFilters as Record<string, FilterRule>).flatMap(([name, f]) =>
    f.how === 'range' ? Object.entries(dateRangeProperties([name])) : [[name, f.schema]],
  ),
) as FilterProperties<Filters>;

/** The list item's schema properties, in the item's order. */
export const sponsorshipItemProperties = Object.fromEntries(
  Object.entries(sponsorshipFields).map(([name, f]) => [name, f.schema]),
) as { [K in keyof typeof sponsorshipFields]: (typeof sponsorshipFields)[K]['schema'] };

/** The orders the list can be read in (`-<field>`), the default (the first field with an order) first. */
export const sponsorshipOrderNames = Object.entries(sponsorshipFields as Record<string, ItemField>)
  .filter(([, f]) => f.order)
  .map(([name]) => `-${name}`);

/**
 * The filters and orders in a line, for a tool's description: every filter the list takes by its query name (the
 * ranges as `detected…/published… After (inclusive) and Before (exclusive)`), then the orders, the default first.
 */
export function describeSponsorshipQuery(): string {
  const rules = Object.entries(sponsorshipFilters as Record<string, FilterRule>);
  const ranges = rules.filter(([, f]) => f.how === 'range').map(([name]) => `${name}…`);
  const named = rules.filter(([, f]) => f.how !== 'range').map(([name]) => name);
  if (ranges.length) named.push(`${ranges.join('/')} After (inclusive) and Before (exclusive)`);
  const [first, ...others] = sponsorshipOrderNames;
  return `${named.join(', ')}; order ${first} (default), ${others.join(', ')}`;
}

/**
 * The filters' query names in their canonical order, the date ranges apart (`detected` stands for `detectedAfter` and
 * `detectedBefore`): for the texts that list them (the watch route's `filters`, llms.txt's watch loop).
 */
export const sponsorshipFilterNames = {
  named: Object.entries(sponsorshipFilters as Record<string, FilterRule>)
    .filter(([, f]) => f.how !== 'range')
    .map(([name]) => name),
  ranges: Object.entries(sponsorshipFilters as Record<string, FilterRule>)
    .filter(([, f]) => f.how === 'range')
    .map(([name]) => name),
};

/** A watches column that keeps a filter's value: the query key it keeps, its rule and its type. */
export interface WatchColumn {
  key: string;
  rule: FilterRule;
  column: string;
  type: SqlType;
}

/** The watches columns of the filters, in the filters' order (a range is two: `<watch>_after`, `<watch>_before`). */
export const sponsorshipWatchColumns: WatchColumn[] = Object.entries(
  sponsorshipFilters as Record<string, FilterRule>,
).flatMap(([name, rule]): WatchColumn[] => {
  switch (rule.how) {
    case 'range':
      return [
        { key: `${name}After`, rule, column: `${rule.watch}_after`, type: 'timestamptz' },
        { key: `${name}Before`, rule, column: `${rule.watch}_before`, type: 'timestamptz' },
      ];
    case 'equality':
    case 'minimum':
      return [{ key: name, rule, column: rule.watch, type: rule.type }];
    default:
      return [{ key: name, rule, column: rule.watch, type: 'text' }];
  }
});

/**
 * How a written sponsorship finds the active watches it may match (migration 021): each active watch is in exactly one
 * covering partial index of `watches`, that of the first of these filters it holds (watches_by_brand, _by_channel,
 * _by_domain, _by_type), or, holding none of them, watches_unkeyed. watch_candidates() probes them in this order.
 */
export const sponsorshipWatchKeys = [
  'brandId',
  'channelId',
  'brandDomain',
  'type',
] as const satisfies readonly (keyof Filters)[];

/**
 * What matching reads of a watch: the `watch_filter` type's attributes in the type's order (migration 021), which the
 * covering indexes hold: the watch, its changes, every filter's watches column and `needs_lookup`. A type's attributes
 * are not generated; test/db/generatedSql.test.ts compares this list with the database's type and indexes and with
 * the filters' watches columns, so a new filter fails it until a migration adds its column to both.
 */
export const watchFilterAttributes = [
  'id',
  'on_changes',
  'brand_id',
  'channel_id',
  'brand_domain',
  'type',
  'min_confidence',
  'search_pattern',
  'needs_lookup',
  'detected_after',
  'detected_before',
  'published_after',
  'published_before',
] as const;
