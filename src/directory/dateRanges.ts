// Date ranges on a list's timestamps, once for the list endpoints and the exports: `<name>After` is inclusive,
// `<name>Before` exclusive (a half-open interval), both ISO 8601 date-times. The schema checks the shape; checkRanges
// refuses what the shape lets through (an instant PostgreSQL cannot hold, a leap second) and an empty range, and
// gives each bound as the instant it names, so equal bounds written differently are the same filter.
import { Type, type TOptional, type TString } from '@fastify/type-provider-typebox';
import { sql, type RawBuilder } from 'kysely';
import type { FieldError } from '../errors.js';
import { Timestamp } from '../schemas.js';

/** A half-open interval on a timestamp column: `…After` is inclusive, `…Before` exclusive. */
export interface DateBound {
  /** The field's name in the API (`published` for publishedAt). */
  name: string;
  after: string;
  before: string;
  expr: RawBuilder<unknown>;
}

export const dateBound = (name: string, expr: RawBuilder<unknown>): DateBound => ({
  name,
  after: `${name}After`,
  before: `${name}Before`,
  expr,
});

/** The query properties of the date ranges on these fields (`published` → publishedAfter, publishedBefore). */
export const dateRangeProperties = <N extends string>(names: N[]) =>
  Object.fromEntries(
    names.flatMap((n) => [
      [
        `${n}After`,
        Type.Optional({ ...Timestamp, description: `Inclusive lower bound of ${n}At (ISO 8601 date-time)` }),
      ],
      [
        `${n}Before`,
        Type.Optional({ ...Timestamp, description: `Exclusive upper bound of ${n}At (ISO 8601 date-time)` }),
      ],
    ]),
  ) as unknown as { [K in `${N}After` | `${N}Before`]: TOptional<TString> };

// What PostgreSQL's timestamptz holds of what a date-time can spell: years 1 to 9999 (UTC).
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/** A date-time (already of the schema's format) as the instant it names in ISO 8601 UTC, or null when none. */
export function instant(value: string): string | null {
  const t = Date.parse(value);
  return Number.isFinite(t) && t >= EARLIEST && t <= LATEST ? new Date(t).toISOString() : null;
}

/**
 * Checks the bounds among `filters` (their shape already validated): each must name an instant, and `…After` must
 * be earlier than `…Before`. Returns the filters with each bound as its instant, or the errors (paths under `at`).
 */
export function checkRanges(
  bounds: DateBound[],
  filters: Record<string, unknown>,
  at: string,
): { filters: Record<string, unknown> } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const out = { ...filters };
  for (const b of bounds) {
    for (const key of [b.after, b.before]) {
      const v = filters[key];
      if (typeof v !== 'string') continue;
      const t = instant(v);
      if (t === null) errors.push({ path: `${at}.${key}`, message: 'must be a date-time from year 1 to 9999' });
      else out[key] = t;
    }
    const lo = out[b.after];
    const hi = out[b.before];
    if (typeof lo === 'string' && typeof hi === 'string' && instant(lo) !== null && instant(hi) !== null) {
      if (Date.parse(lo) >= Date.parse(hi)) {
        errors.push({ path: `${at}.${b.before}`, message: `must be later than ${b.after} (the range is empty)` });
      }
    }
  }
  return errors.length ? { errors } : { filters: out };
}

/** The WHERE conditions of the bounds given in `filters`. */
export function rangeWhere(bounds: DateBound[], filters: Record<string, unknown>): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  for (const b of bounds) {
    if (filters[b.after] !== undefined) where.push(sql`${b.expr} >= ${filters[b.after] as string}::timestamptz`);
    if (filters[b.before] !== undefined) where.push(sql`${b.expr} < ${filters[b.before] as string}::timestamptz`);
  }
  return where;
}
