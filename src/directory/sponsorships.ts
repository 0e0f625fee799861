// Sponsorship reads: the list (newest detection first, or newest publication, or most viewed) and the detail with its
// evidence.
import type { Static, TObject } from '@fastify/type-provider-typebox';
import { sql, type RawBuilder } from 'kysely';
import { compiledOnce, type Database } from '../db/database.js';
import type { SortKey } from '../pagination/keyset.js';
import { dateBound } from './dateRanges.js';
import { normalizeDomain } from './domains.js';
import { column, field, jsonObject, likePattern, type ListOrder, type ListSpec } from './page.js';
import {
  searchLines,
  sponsorshipFields,
  sponsorshipFilterProperties,
  sponsorshipFilters,
  sponsorshipJoins,
  sponsorshipStored,
  type FilterRule,
  type ItemField,
} from './fields/sponsorships.js';
import type { OrderName } from './schemas.js';

export type SponsorshipFilters = Static<TObject<typeof sponsorshipFilterProperties>>;

const fields = Object.entries(sponsorshipFields as Record<string, ItemField>);
const filters = Object.entries(sponsorshipFilters as Record<string, FilterRule>);

/** The list's default order (its first order), which exports keep. */
const [defaultOrder] = fields.flatMap(([, f]) => (f.order ? [f.order] : []));
const orderKeys = (o: NonNullable<ItemField['order']>): SortKey[] => [
  { expr: sql.raw(o.key), type: o.type },
  { expr: sql`s.id`, type: 'uuid' },
];
export const sponsorshipKeys: SortKey[] = orderKeys(defaultOrder);

// Each order walks an index of sponsorships alone (migration 016), its date range bounding the walk.
const orders: Record<OrderName<'sponsorships'>, ListOrder> = Object.fromEntries(
  fields.flatMap(([name, f]) =>
    f.order
      ? [
          [
            `-${name}`,
            { keys: orderKeys(f.order), direction: 'desc', range: f.order.range, searchIndexed: f.order.searchIndexed },
          ],
        ]
      : [],
  ),
);

const summaryColumns = fields.map(([name, f]) => column(name, sql.raw(f.sql), f.cell ?? 'value'));

// Left joins: every sponsorship has its brand, creator and video (foreign keys), so they return the rows inner
// joins would, and PostgreSQL drops a left join to a unique key whose columns a query does not read (a list page
// reads the stored rendering alone).
const joins = sql.raw(
  [
    'from sponsorships s',
    ...sponsorshipJoins.map((j) => `left join ${j.table} ${j.alias} on ${j.alias}.${j.key} = ${j.via}`),
  ].join('\n  '),
);

/** The condition of one filter given its value (not a range: the list's bounds are those). */
function filterWhere(rule: FilterRule, value: unknown): RawBuilder<unknown> | null {
  switch (rule.how) {
    case 'equality':
    case 'minimum': {
      const cast = rule.type === 'text' ? '' : `::${rule.type}`;
      return sql`${sql.raw(rule.column)} ${sql.raw(rule.how === 'equality' ? '=' : '>=')} ${value}${sql.raw(cast)}`;
    }
    case 'domain':
      return sql`${sql.raw(rule.column)} = (select brand_id from brand_domains where domain = ${normalizeDomain(value as string)})`;
    case 'search': {
      if (value === '') return null;
      const term = value as string;
      const p = likePattern(term);
      // The document holds one line per table: a term with a line break could match across two of them, so it is
      // matched line by line, each line read from its table through the table's trigram index.
      return term.includes('\n')
        ? sql`(${sql.join(
            searchLines().map(
              ({ join: j, sql: line }) =>
                sql`${sql.raw(`${j.via} in (select ${j.alias}.${j.key} from ${j.table} ${j.alias} where lower(${line}) like `)}${p})`,
            ),
            sql`\n        or `,
          )})`
        : sql`${sql.raw(sponsorshipStored.searchDocument)} like ${p}`;
    }
    case 'range':
      return null;
  }
}

/**
 * Newest detection first; the same rows and order for the API list and for exports. A page reads each row's stored
 * rendering (s.summary, the summary columns as sponsorship_summary() writes them, generated from the same
 * declaration: fields/sql.ts; exports render the columns), and a search reads the stored search document (s.search).
 */
export const sponsorshipList: ListSpec<SponsorshipFilters> = {
  columns: summaryColumns,
  rendered: sql.raw(sponsorshipStored.summary),
  from: joins,
  table: sql`from sponsorships s`,
  keys: sponsorshipKeys,
  direction: 'desc',
  range: defaultOrder.range,
  orders,
  bounds: filters.flatMap(([name, f]) => (f.how === 'range' ? [dateBound(name, sql.raw(f.column))] : [])),
  where(f) {
    const values = f as Record<string, unknown>;
    // The search last: the cheap comparisons first, as the list always wrote them.
    const ordered = [
      ...filters.filter(([, r]) => r.how !== 'search'),
      ...filters.filter(([, r]) => r.how === 'search'),
    ];
    return ordered.flatMap(([name, rule]) => {
      const condition = values[name] === undefined ? null : filterWhere(rule, values[name]);
      return condition ? [condition] : [];
    });
  },
};

/** A sponsorship's detail (the spec's "Sponsorship detail"): its summary, then the video's, the creator's, the evidence. */
const detailJson = jsonObject([
  ...summaryColumns,
  field('videoThumbnailUrl', sql`v.thumbnail_url`),
  field('likeCount', sql`v.like_count`),
  field('commentCount', sql`v.comment_count`),
  field('channelTitle', sql`c.title`),
  field('channelAvatarUrl', sql`c.avatar_url`),
  field(
    'evidenceAvailable',
    sql`(jsonb_array_length(coalesce(s.evidence->'candidates', '[]')) + jsonb_array_length(coalesce(s.evidence->'chapters', '[]'))) > 0`,
  ),
  field(
    'evidence',
    jsonObject([
      field('candidates', sql`json_compact(coalesce(s.evidence->'candidates', '[]'))`),
      field('chapters', sql`json_compact(coalesce(s.evidence->'chapters', '[]'))`),
    ]),
  ),
]);

const sponsorshipDetail = compiledOnce(
  (id) => sql<{ j: string }>`select ${detailJson}::text as j ${joins} where s.id = ${id}::uuid`,
);

export async function getSponsorship(db: Database, id: string): Promise<string | null> {
  return (await sponsorshipDetail(db, id)).rows[0]?.j ?? null;
}

/** The detail of every sponsorship of these videos, grouped by video, oldest detection first (one query). */
export async function sponsorshipDetailsForVideos(db: Database, videoIds: string[]): Promise<Map<string, unknown[]>> {
  const out = new Map<string, unknown[]>(videoIds.map((id) => [id, []]));
  if (!videoIds.length) return out;
  const r = await sql<{ video_id: string; j: unknown }>`select s.video_id, ${detailJson} as j
    ${joins} where s.video_id = any(${videoIds}::text[])
    order by s.video_id, s.detected_at, s.id`.execute(db);
  for (const row of r.rows) out.get(row.video_id)?.push(typeof row.j === 'string' ? JSON.parse(row.j) : row.j);
  return out;
}
