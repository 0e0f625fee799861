// The exportable datasets: each is a directory list (same rows, filters and date ranges as its endpoint, in its
// default order), and the file formats each can be written in.
import { sql, type RawBuilder } from 'kysely';
import {
  checkListFilters,
  DIRECTORY_LISTS,
  filterNames as listFilterNames,
  LIST_NAMES,
  type ListName,
} from '../directory/filters.js';
import { jsonObject, listWhere, type Column } from '../directory/page.js';
import type { FieldError } from '../errors.js';

export const DATASETS = LIST_NAMES;
export type DatasetName = ListName;
export const FORMATS = ['csv', 'jsonl', 'json'] as const;
export type ExportFormat = (typeof FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  jsonl: 'application/jsonl; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** Each dataset is the directory list of the same name. */
export const DATASET = DIRECTORY_LISTS;

/** Every filter a dataset takes, in a fixed order (the order of the canonical filters object). */
export const filterNames = (d: DatasetName) => listFilterNames(d);

/**
 * Checks `filters` against the dataset's list filters and date bounds. Returns the canonical filters (known
 * keys in a fixed order, nothing else) or the errors, each naming its key.
 */
export function checkFilters(
  dataset: DatasetName,
  filters: Record<string, unknown>,
): { filters: Record<string, unknown> } | { errors: FieldError[] } {
  return checkListFilters(dataset, filters, { owner: `the ${dataset} dataset` });
}

/** The WHERE of an export: the list's own filters and the date bounds. */
export function exportWhere(dataset: DatasetName, filters: Record<string, unknown>): RawBuilder<unknown>[] {
  return listWhere(DATASET[dataset].list, filters);
}

/**
 * Dataset, format, filters and (CSV) the formula guard as one text: two exports with the same key hold the same
 * bytes. A guarded CSV keeps the key it had before the guard became a choice, so its files are still reused.
 */
export const cacheKey = (
  dataset: DatasetName,
  format: ExportFormat,
  filters: Record<string, unknown>,
  csvFormulaGuard = true,
) => `${dataset}:${format}${format === 'csv' && !csvFormulaGuard ? '+unguarded' : ''}:${JSON.stringify(filters)}`;

/** One CSV cell of a column, rendered by PostgreSQL; `guard`: the formula guard (docs/api.md "Exports"). */
function csvCell(c: Column, guard: boolean): RawBuilder<unknown> {
  if (c.kind === 'text') return sql`csv_cell(${c.expr}, ${sql.lit(guard)})`;
  if (c.kind === 'array') return sql`csv_cell(array_to_string(${c.expr}, ' '), ${sql.lit(guard)})`;
  return sql`coalesce((${c.expr})::text, '')`;
}

/**
 * A CSV export on PostgreSQL: the row's cells for `COPY … TO STDOUT WITH (FORMAT csv)`, which quotes them as the
 * export does (text with '' read as null, so an empty cell is never `""`; values as their text, booleans `true`),
 * and which cells get the formula guard that CopyCsvRewriter (copyCsv.ts) adds. The same bytes as `lineFormat`'s
 * csv_cell() lines.
 */
export function csvCopyCells(dataset: DatasetName, csvFormulaGuard = true) {
  const columns = DATASET[dataset].list.columns;
  const cell = (c: Column) => {
    if (c.kind === 'text') return sql`nullif(${c.expr}, '')`;
    if (c.kind === 'array') return sql`nullif(array_to_string(${c.expr}, ' '), '')`;
    return sql`(${c.expr})::text`;
  };
  return {
    select: sql.join(columns.map((c) => sql`${cell(c)} as ${sql.ref(c.name)}`)),
    guarded: columns.map((c) => csvFormulaGuard && c.kind !== 'value'),
  };
}

/**
 * How one row becomes one line of the file (rendered by PostgreSQL), what joins lines within a chunk,
 * what ends a chunk, what goes between chunks, and what opens and closes the file.
 */
export function lineFormat(dataset: DatasetName, format: ExportFormat, csvFormulaGuard = true) {
  const columns = DATASET[dataset].list.columns;
  if (format === 'csv') {
    return {
      header: `${columns.map((c) => c.name).join(',')}\r\n`,
      line: sql.join(
        columns.map((c) => csvCell(c, csvFormulaGuard)),
        sql` || ',' || `,
      ),
      separator: '\r\n',
      chunkEnd: '\r\n',
      between: '',
      footer: '',
    };
  }
  const object = sql`${jsonObject(columns)}::text`;
  if (format === 'jsonl') return { header: '', line: object, separator: '\n', chunkEnd: '\n', between: '', footer: '' };
  return { header: '[\n', line: object, separator: ',\n', chunkEnd: '', between: ',\n', footer: '\n]\n' };
}
