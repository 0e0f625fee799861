// The exportable datasets: each is a directory list (same rows, filters and date ranges as its endpoint, in its
// default order), and the file formats each can be written in.
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { ValidateFunction } from 'ajv';
import { sql, type RawBuilder } from 'kysely';
import { brandList } from '../directory/brands.js';
import { creatorList } from '../directory/creators.js';
import { checkRanges } from '../directory/dateRanges.js';
import { jsonFields, listWhere, type Column, type ListSpec } from '../directory/page.js';
import { sponsorshipList } from '../directory/sponsorships.js';
import { videoList } from '../directory/videos.js';
import type { FieldError } from '../errors.js';
import { createValidator, fieldErrors } from '../validation.js';
import { listFilters } from '../directory/schemas.js';

export const DATASETS = ['sponsorships', 'creators', 'videos', 'brands'] as const;
export type DatasetName = (typeof DATASETS)[number];
export const FORMATS = ['csv', 'jsonl', 'json'] as const;
export type ExportFormat = (typeof FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  jsonl: 'application/jsonl; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

interface Dataset {
  list: ListSpec<Record<string, unknown>>;
  /** The list endpoint's filters and date ranges. */
  filterProperties: Record<string, TSchema>;
}

const define = (list: ListSpec<never>, filters: Record<string, TSchema>): Dataset => ({
  list: list as unknown as ListSpec<Record<string, unknown>>,
  filterProperties: filters,
});

export const DATASET: Record<DatasetName, Dataset> = {
  sponsorships: define(sponsorshipList, listFilters.sponsorships),
  videos: define(videoList, listFilters.videos),
  creators: define(creatorList, listFilters.creators),
  brands: define(brandList, listFilters.brands),
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
  if (errors.length) return { errors };
  // Bounds are kept as the instant they name, so equal bounds written differently share a cache entry.
  const ranged = checkRanges(DATASET[dataset].list.bounds, filters, 'body.filters');
  if ('errors' in ranged) return ranged;
  const canonical: Record<string, unknown> = {};
  for (const key of names) if (ranged.filters[key] !== undefined) canonical[key] = ranged.filters[key];
  return { filters: canonical };
}

/** The WHERE of an export: the list's own filters and the date bounds. */
export function exportWhere(dataset: DatasetName, filters: Record<string, unknown>): RawBuilder<unknown>[] {
  return listWhere(DATASET[dataset].list, filters);
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
