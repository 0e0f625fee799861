// The exportable datasets: each is a directory list (same rows, order and filters as its endpoint) plus
// optional date bounds, and the file formats each can be written in.
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { ValidateFunction } from 'ajv';
import { sql, type RawBuilder } from 'kysely';
import { brandList } from '../directory/brands.js';
import { creatorList } from '../directory/creators.js';
import { jsonFields, type Column, type ListSpec } from '../directory/page.js';
import { sponsorshipList } from '../directory/sponsorships.js';
import { videoList } from '../directory/videos.js';
import type { FieldError } from '../errors.js';
import { createValidator, fieldErrors } from '../validation.js';
import { listFilters } from '../directory/schemas.js';
import { Timestamp } from '../schemas.js';

export const DATASETS = ['sponsorships', 'creators', 'videos', 'brands'] as const;
export type DatasetName = (typeof DATASETS)[number];
export const FORMATS = ['csv', 'jsonl', 'json'] as const;
export type ExportFormat = (typeof FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  jsonl: 'application/jsonl; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** A half-open interval on a timestamp column: `…After` is inclusive, `…Before` exclusive. */
interface DateBound {
  after: string;
  before: string;
  expr: RawBuilder<unknown>;
}

interface Dataset {
  list: ListSpec<Record<string, unknown>>;
  /** The list endpoint's filters, then the date bounds. */
  filterProperties: Record<string, TSchema>;
  bounds: DateBound[];
}

const bound = (name: string, expr: RawBuilder<unknown>): DateBound => ({
  after: `${name}After`,
  before: `${name}Before`,
  expr,
});
const boundProps = (bounds: DateBound[]) =>
  Object.fromEntries(
    bounds.flatMap((b) => [
      [b.after, Type.Optional({ ...Timestamp, description: 'Inclusive lower bound' })],
      [b.before, Type.Optional({ ...Timestamp, description: 'Exclusive upper bound' })],
    ]),
  );

const define = (list: ListSpec<never>, filters: Record<string, TSchema>, bounds: DateBound[]): Dataset => ({
  list: list as unknown as ListSpec<Record<string, unknown>>,
  filterProperties: { ...filters, ...boundProps(bounds) },
  bounds,
});

export const DATASET: Record<DatasetName, Dataset> = {
  sponsorships: define(sponsorshipList, listFilters.sponsorships, [
    bound('detected', sql`s.detected_at`),
    bound('published', sql`v.published_at`),
  ]),
  videos: define(videoList, listFilters.videos, [bound('published', sql`v.published_at`)]),
  creators: define(creatorList, listFilters.creators, []),
  brands: define(brandList, listFilters.brands, []),
};

/** Every filter a dataset takes, in a fixed order (the order of the canonical filters object). */
export const filterNames = (d: DatasetName) => Object.keys(DATASET[d].filterProperties);

// The request validator's settings and error wording; without defaults, so the filters are kept as sent.
const ajv = createValidator({ coerce: false, defaults: false });
const validators = Object.fromEntries(
  DATASETS.map((d) => [d, ajv.compile(Type.Object(DATASET[d].filterProperties, { additionalProperties: true }))]),
) as Record<DatasetName, ValidateFunction>;

/**
 * Checks `filters` against the dataset's list filters and date bounds. Returns the canonical filters (known
 * keys in a fixed order, nothing else) or the errors, each naming its key.
 */
export function checkFilters(
  dataset: DatasetName,
  filters: Record<string, unknown>,
): { filters: Record<string, unknown> } | { errors: FieldError[] } {
  const names = filterNames(dataset);
  const errors: FieldError[] = [];
  for (const key of Object.keys(filters)) {
    if (!names.includes(key)) {
      errors.push({
        path: `body.filters.${key}`,
        message: `is not a filter of the ${dataset} dataset (its filters: ${names.join(', ')})`,
      });
    }
  }
  const validate = validators[dataset];
  if (!validate(filters)) errors.push(...fieldErrors(validate.errors ?? [], 'body.filters'));
  const ds = DATASET[dataset];
  for (const b of ds.bounds) {
    const lo = filters[b.after];
    const hi = filters[b.before];
    if (typeof lo === 'string' && typeof hi === 'string' && Date.parse(lo) >= Date.parse(hi)) {
      errors.push({ path: `body.filters.${b.before}`, message: `must be later than ${b.after}` });
    }
  }
  if (errors.length) return { errors };
  const canonical: Record<string, unknown> = {};
  for (const key of names) {
    const v = filters[key];
    if (v === undefined) continue;
    // Timestamps are kept as the instant they name, so equal bounds written differently share a cache entry.
    canonical[key] = ds.bounds.some((b) => b.after === key || b.before === key)
      ? new Date(v as string).toISOString()
      : v;
  }
  return { filters: canonical };
}

/** The WHERE of an export: the list's own filters and the date bounds. */
export function exportWhere(dataset: DatasetName, filters: Record<string, unknown>): RawBuilder<unknown>[] {
  const ds = DATASET[dataset];
  const where = ds.list.where(filters);
  for (const b of ds.bounds) {
    if (filters[b.after] !== undefined) where.push(sql`${b.expr} >= ${filters[b.after] as string}::timestamptz`);
    if (filters[b.before] !== undefined) where.push(sql`${b.expr} < ${filters[b.before] as string}::timestamptz`);
  }
  return where;
}

/** Datasets, format and filters as one text: two exports with the same key hold the same rows. */
export const cacheKey = (dataset: DatasetName, format: ExportFormat, filters: Record<string, unknown>) =>
  `${dataset}:${format}:${JSON.stringify(filters)}`;

/** One CSV cell of a column, rendered by PostgreSQL. */
function csvCell(c: Column): RawBuilder<unknown> {
  if (c.kind === 'text') return sql`csv_cell(${c.expr})`;
  if (c.kind === 'array') return sql`csv_cell(array_to_string(${c.expr}, ' '))`;
  return sql`coalesce((${c.expr})::text, '')`;
}

/**
 * How one row becomes one line of the file (rendered by PostgreSQL), what joins lines within a chunk,
 * what ends a chunk, what goes between chunks, and what opens and closes the file.
 */
export function lineFormat(dataset: DatasetName, format: ExportFormat) {
  const columns = DATASET[dataset].list.columns;
  if (format === 'csv') {
    return {
      header: `${columns.map((c) => c.name).join(',')}\r\n`,
      line: sql.join(columns.map(csvCell), sql` || ',' || `),
      separator: '\r\n',
      chunkEnd: '\r\n',
      between: '',
      footer: '',
    };
  }
  const object = sql`json_build_object(${jsonFields(columns)})::text`;
  if (format === 'jsonl') return { header: '', line: object, separator: '\n', chunkEnd: '\n', between: '', footer: '' };
  return { header: '[\n', line: object, separator: ',\n', chunkEnd: '', between: ',\n', footer: '\n]\n' };
}
