// What the Discovery page picks from: the API's own lists (src/discovery/codes.ts, which it checks a policy against),
// the regions named in the reader's language.
import { CANDIDATE_STATUSES, CATEGORIES, REGIONS as REGION_CODES, SPEND_KINDS } from '../../src/discovery/codes';

export { CANDIDATE_STATUSES, CATEGORIES, SPEND_KINDS };

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(undefined, { type: 'region' });
  } catch {
    return null;
  }
})();

/** A region's name in the reader's language ("United States"), or its code when the browser has none. */
export function regionName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The regions as [code, name], by name. */
export const REGIONS: [string, string][] = REGION_CODES.map((c): [string, string] => [c, regionName(c)]).sort((a, b) =>
  a[1].localeCompare(b[1]),
);
