// A list's filters given as an object (an export's filters, a watch's): checked against the list endpoint's own filter
// schema and date ranges, and made canonical (known keys in a fixed order, each date bound as the instant it names),
// so equal filters written differently are the same filters.
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { ValidateFunction } from 'ajv';
import type { FieldError } from '../errors.js';
import { createValidator, fieldErrors } from '../validation.js';
import { brandList } from './brands.js';
import { creatorList } from './creators.js';
import { checkRanges } from './dateRanges.js';
import type { ListSpec } from './page.js';
import { listFilters } from './schemas.js';
import { searchTermError } from './search.js';
import { sponsorshipList } from './sponsorships.js';
import { videoList } from './videos.js';

export const LIST_NAMES = ['sponsorships', 'creators', 'videos', 'brands'] as const;
export type ListName = (typeof LIST_NAMES)[number];

export interface DirectoryList {
  list: ListSpec<Record<string, unknown>>;
  /** The list endpoint's filters and date ranges. */
  filterProperties: Record<string, TSchema>;
}

const define = (list: ListSpec<never>, filters: Record<string, TSchema>): DirectoryList => ({
  list: list as unknown as ListSpec<Record<string, unknown>>,
  filterProperties: filters,
});

export const DIRECTORY_LISTS: Record<ListName, DirectoryList> = {
  sponsorships: define(sponsorshipList, listFilters.sponsorships),
  videos: define(videoList, listFilters.videos),
  creators: define(creatorList, listFilters.creators),
  brands: define(brandList, listFilters.brands),
};

/** Every filter a list takes, in a fixed order (the order of the canonical filters object). */
export const filterNames = (name: ListName) => Object.keys(DIRECTORY_LISTS[name].filterProperties);

// The request validator's settings and error wording; without defaults, so the filters are kept as sent.
const ajv = createValidator({ coerce: false, defaults: false });
const validators = Object.fromEntries(
  LIST_NAMES.map((d) => [
    d,
    ajv.compile(Type.Object(DIRECTORY_LISTS[d].filterProperties, { additionalProperties: true })),
  ]),
) as Record<ListName, ValidateFunction>;

/**
 * Checks `filters` against the list's filters and date bounds. Returns the canonical filters or the errors, each
 * naming its key under `at`; `owner` names what the filters belong to in the message for an unknown key.
 */
export function checkListFilters(
  name: ListName,
  filters: Record<string, unknown>,
  opts: { at?: string; owner?: string } = {},
): { filters: Record<string, unknown> } | { errors: FieldError[] } {
  const at = opts.at ?? 'body.filters';
  const names = filterNames(name);
  const errors: FieldError[] = [];
  for (const key of Object.keys(filters)) {
    if (!names.includes(key)) {
      errors.push({
        path: `${at}.${key}`,
        message: `is not a filter of ${opts.owner ?? `the ${name} list`} (its filters: ${names.join(', ')})`,
      });
    }
  }
  const validate = validators[name];
  if (!validate(filters)) errors.push(...fieldErrors(validate.errors ?? [], at));
  else {
    const unindexed = searchTermError(filters.search, `${at}.search`);
    if (unindexed) errors.push(unindexed);
  }
  if (errors.length) return { errors };
  const ranged = checkRanges(DIRECTORY_LISTS[name].list.bounds, filters, at);
  if ('errors' in ranged) return ranged;
  const canonical: Record<string, unknown> = {};
  for (const key of names) if (ranged.filters[key] !== undefined) canonical[key] = ranged.filters[key];
  return { filters: canonical };
}
