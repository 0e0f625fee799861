// The read cache's tags, declared once: each tag family with the table whose writes move it, the column whose value it
// carries (`s.b:<brand>`), and the columns whose change moves it on an update. The read cache's producers
// (directory/reads.ts, http/routes/activity.ts) build tags only with these constructors, and the change functions
// the database runs for each directory write (<table>_changed(), writing directory_changes) are generated from the
// same declarations (fields/sql.ts; test/db/generatedSql.test.ts compares the database's bodies with them).
// test/db/changeTags.test.ts checks that every column a list shows, filters or orders on is watched by a tag its pages
// carry. docs/decisions.md "Read cache" says why tags are scoped this way (migrations 019 and 022). Which columns move
// a list's table tag is read off the resource's declaration (fields/<resource>.ts, fields/list.ts listedColumns).
import { brandDeclaration } from './fields/brands.js';
import { creatorDeclaration } from './fields/creators.js';
import { listedColumns } from './fields/list.js';
import { videoDeclaration } from './fields/videos.js';
import { searchedText } from './search.js';

/** One tag family: `prefix` alone, or `prefix:<value of key>` for each row a write touched. */
export interface TagFamily {
  prefix: string;
  /** The column whose value follows the prefix; none for a tag of the whole table. */
  key?: string;
  /** The columns whose change moves the tag on an update; `any`: every update of the row. */
  watches: readonly string[] | 'any';
  /** Also moved when a row is inserted or deleted (the row's values). */
  rows: boolean;
  /** On an update, also moved for the old row's key value (a row leaving `v.c:<channel>` for another channel). */
  old?: true;
  /** The key is a time: the tag carries its UTC day (`s.d:2026-12-05`), as utcDay() writes it. */
  day?: true;
  /** The key is a text: a row carries one tag for each of its distinct grams (`s.q:dvpn`), as searchGrams() reads them. */
  grams?: true;
  /** A second column whose value follows the key's (`s.bt:<brand>:<type>`): the rows with both values. */
  and?: string;
  /**
   * A second column whose magnitude follows the key's: the count of decimal digits of its value, 1 for none or a
   * negative (`s.bv:<brand>:5`, views from 10,000 to 99,999), as digitBucket() reads it.
   */
  digits?: string;
}

/** A tag of the whole table (or of all rows with a property): the tag is the prefix. */
export interface WholeTag extends TagFamily {
  readonly tag: string;
}
/** A tag per value of a column: `of(value)` is the tag. */
export interface KeyedTag extends TagFamily {
  key: string;
  /** The tag of the key's value, and of the second part's for a family with `and` (its value) or `digits` (its bucket). */
  of(value: string, and?: string): string;
}

const whole = (prefix: string, watches: TagFamily['watches'], rows = true): WholeTag => ({
  prefix,
  watches,
  rows,
  tag: prefix,
});
const keyed = (
  prefix: string,
  key: string,
  watches: TagFamily['watches'],
  opts: { rows?: boolean; old?: true; day?: true; grams?: true; and?: string; digits?: string } = {},
): KeyedTag => ({
  prefix,
  key,
  watches,
  rows: opts.rows ?? true,
  ...(opts.old ? { old: true as const } : {}),
  ...(opts.day ? { day: true as const } : {}),
  ...(opts.grams ? { grams: true as const } : {}),
  ...(opts.and ? { and: opts.and } : {}),
  ...(opts.digits ? { digits: opts.digits } : {}),
  of: (value, and) => (opts.and || opts.digits ? `${prefix}:${value}:${and}` : `${prefix}:${value}`),
});

/**
 * The magnitude a digits family's tag carries for a value written in decimal (`12345`, `-1`, or null): its count of
 * digits, 1 for none or a negative. It never decreases as the value grows, so the values at or above one fall in the
 * buckets from its own up to MAX_DIGITS (a bigint has at most 19 digits).
 */
export const digitBucket = (value: string | null): number =>
  value === null || value.startsWith('-') ? 1 : value.replace(/^0+(?=\d)/, '').length;
export const MAX_DIGITS = 19;

/** The UTC day of a time in milliseconds, as a day family's tag carries it (`2026-12-05`). */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A search document's grams: each run of GRAM characters, every one of GRAM_CHARACTERS (ASCII lowercase letters and
 * digits), at every position. A search matches a document that contains the lowercased term (page.ts likePattern: a
 * LIKE of the stored, lowercased document), so the document holds every gram of the lowercased term, whatever the
 * database's collation: ASCII letters and digits are compared as they are. The SQL that writes a row's grams
 * (search_grams(), fields/sql.ts) is generated from these two constants. Four characters, not three: three are shared
 * by too many words to tell a term apart (docs/decisions.md "Search pages keep through writes without their term").
 */
export const GRAM = 4;
export const GRAM_CHARACTERS = '0123456789abcdefghijklmnopqrstuvwxyz';
const isGram = (w: string) => w.length === GRAM && [...w].every((ch) => GRAM_CHARACTERS.includes(ch));

/** The distinct grams of a text (already lowercased, as a stored search document is). */
export function searchGrams(text: string): string[] {
  const chars = [...text];
  const out = new Set<string>();
  for (let i = 0; i + GRAM <= chars.length; i++) {
    const w = chars.slice(i, i + GRAM).join('');
    if (isGram(w)) out.add(w);
  }
  return [...out];
}

// Letters by how often English text holds them, most often first; digits between. Only which gram a page carries
// depends on it (the rarest, so fewer writes move the page), never whether the page is exact.
const COMMONNESS = 'etaoinsrhldcu0123456789mfpgwybvkxjqz';

/**
 * The gram a page searching `term` carries: the rarest of the lowercased term's grams, or null when it has none (a
 * term of other scripts, or without four ASCII letters or digits in a row). Every document the search matches holds
 * it, so a write of a row the page could show (before or after the write) moves it.
 */
export function searchGram(term: string): string | null {
  const grams = searchGrams(searchedText(term));
  const rarity = (w: string) => [...w].reduce((sum, ch) => sum + COMMONNESS.indexOf(ch), 0);
  let best: string | null = null;
  for (const w of grams) if (best === null || rarity(w) > rarity(best)) best = w;
  return best;
}

// The columns a list orders or filters by that a family of their own watches (a page in that order carries it).
const videoViews = whole('v.vc', ['view_count'], false);
const videoProcessingState = whole('v.ps', ['processing_state'], false);
const creatorSubscribers = whole('c.sub', ['subscriber_count'], false);
const creatorSponsorships = whole('c.sc', ['sponsorship_count'], false);
const creatorLastSponsorship = whole('c.ls', ['last_sponsorship_at'], false);
const brandSponsorships = whole('b.sc', ['sponsorship_count'], false);
const brandLastSponsorship = whole('b.ls', ['last_sponsorship_at'], false);
const ownColumns = (...families: WholeTag[]) => families.flatMap((f) => f.watches as readonly string[]);

// The columns each list of the table filters, searches or orders by in every order (its declaration): their change
// can move a row into, out of or within any page of the list, so they move the table's tag.
const videoListed = listedColumns(videoDeclaration, ownColumns(videoViews, videoProcessingState));
const creatorListed = listedColumns(
  creatorDeclaration,
  ownColumns(creatorSubscribers, creatorSponsorships, creatorLastSponsorship),
);
const brandListed = listedColumns(brandDeclaration, ownColumns(brandSponsorships, brandLastSponsorship));
// The fields other resources show of a row (a sponsorship's creator, a video's brands…).
const videoShown = [
  'title',
  'thumbnail_url',
  'platform',
  'format',
  'published_at',
  'duration_seconds',
  'view_count',
  'like_count',
  'comment_count',
  'channel_id',
] as const;
const creatorShown = ['title', 'handle', 'avatar_url'] as const;
/**
 * The columns of a sponsorship that a list page, an activity count or another resource's detail reads: every column
 * but the evidence, which only the sponsorship's own detail shows (its row tag). So a re-detection that rewrites only
 * a sponsorship's evidence (a new engine reading the same sponsor) leaves every list cached. test/db/changeTags.test.ts
 * holds this to the table's columns.
 */
export const sponsorshipListed = [
  'video_id',
  'channel_id',
  'brand_id',
  'agency_id',
  'type',
  'brand_domain',
  'domain_was_researched',
  'detected_at',
  'summary',
  'search',
  'published_at',
  'view_count',
  'confidence',
] as const;
const brandShown = ['name', 'kind', 'domains'] as const;

/** The tags of each directory table (migrations 019 and 022; docs/decisions.md "Read cache"). */
export const tags = {
  /** Everything: a TRUNCATE or a bulk load with triggers off (directory_changed_everything()). */
  everything: '*',
  sponsorships: {
    /** Any sponsorship row's listed columns. */
    all: whole('s', sponsorshipListed),
    /** Everything of one sponsorship, its evidence included (its detail). */
    row: keyed('s', 'id', 'any'),
    /** The listed columns of a brand's, a creator's, a video's sponsorships: the old one's too when a row moves. */
    ofBrand: keyed('s.b', 'brand_id', sponsorshipListed, { old: true }),
    ofCreator: keyed('s.c', 'channel_id', sponsorshipListed, { old: true }),
    ofVideo: keyed('s.v', 'video_id', sponsorshipListed, { old: true }),
    /**
     * The listed columns of a brand's, a creator's sponsorships of one type, and of all sponsorships of one type: a
     * page filtered by type carries its own, so a sponsorship of another type leaves it cached.
     */
    ofBrandType: keyed('s.bt', 'brand_id', sponsorshipListed, { old: true, and: 'type' }),
    ofCreatorType: keyed('s.ct', 'channel_id', sponsorshipListed, { old: true, and: 'type' }),
    ofType: keyed('s.t', 'type', sponsorshipListed, { old: true }),
    /**
     * The listed columns of a brand's, a creator's sponsorships by the magnitude of their view count: a page in view
     * order holds the rows at or above its last one's count, so a sponsorship with fewer views (a new upload's) leaves
     * it cached.
     */
    ofBrandViews: keyed('s.bv', 'brand_id', sponsorshipListed, { old: true, digits: 'view_count' }),
    ofCreatorViews: keyed('s.cv', 'channel_id', sponsorshipListed, { old: true, digits: 'view_count' }),
    /**
     * The listed columns of the sponsorships detected on one UTC day: a page in detection order that lies between
     * two times shows only those days' rows (directory/reads.ts), so a detection written now leaves it cached.
     */
    ofDetectionDay: keyed('s.d', 'detected_at', sponsorshipListed, { old: true, day: true }),
    /**
     * The listed columns of the sponsorships of videos published on one UTC day (none for a row without a publication
     * time, which no publication range shows): a page between two publication times shows only those days' rows, so
     * detection of another day's uploads leaves it cached.
     */
    ofPublishedDay: keyed('s.p', 'published_at', sponsorshipListed, { old: true, day: true }),
    /**
     * The listed columns of the sponsorships whose search document holds a gram: a page searching a term (without a
     * brand or a creator) carries the term's rarest gram (searchGram), so a sponsorship written without it — most of
     * what detection writes, for most terms — leaves the page cached.
     */
    bySearchGram: keyed('s.q', 'search', sponsorshipListed, { old: true, grams: true }),
  },
  creators: {
    /** Which creators a list shows, in every order: a row entering or leaving, or a listed column. */
    all: whole('c', creatorListed),
    row: keyed('c', 'channel_id', 'any'),
    /** The creator's fields other resources show, and any creator's. */
    shown: keyed('cn', 'channel_id', creatorShown),
    anyShown: whole('cn', creatorShown),
    bySubscribers: creatorSubscribers,
    bySponsorships: creatorSponsorships,
    byLastSponsorship: creatorLastSponsorship,
  },
  videos: {
    all: whole('v', videoListed),
    row: keyed('v', 'video_id', 'any'),
    /** Which videos a channel's list shows: the old channel too when a video moves. */
    ofChannel: keyed('v.c', 'channel_id', videoListed, { old: true }),
    shown: keyed('vn', 'video_id', videoShown),
    byViews: videoViews,
    ofChannelByViews: keyed('v.vc', 'channel_id', ['view_count'], { rows: false }),
    /** The processingState filter. */
    byProcessingState: videoProcessingState,
  },
  brands: {
    all: whole('b', brandListed),
    row: keyed('b', 'id', 'any'),
    shown: keyed('bn', 'id', brandShown),
    bySponsorships: brandSponsorships,
    byLastSponsorship: brandLastSponsorship,
  },
  /** Any agency (a brand's detail shows its agencies). */
  agencies: { all: whole('a', 'any') },
  /** The brand a domain belongs to. */
  brandDomains: { ofDomain: keyed('bd', 'domain', 'any') },
} as const;

/**
 * How a table's change function writes its tags. `join`: an update pairs each new row with its old one by `key` and
 * moves each family whose watched columns changed; `rows`: every write moves every family, for old and new rows.
 * The generated function is a row trigger (migration 060): an insert or delete moves the table's tag (`tableTag`) with
 * each row it writes.
 */
export type ChangeFunction =
  | { table: string; mode: 'join'; key: string; tableTag: WholeTag; families: TagFamily[] }
  | { table: string; mode: 'rows'; families: TagFamily[] };

/** The change functions, one per directory table, with the families each writes in the order it writes them. */
export const changeFunctions: ChangeFunction[] = [
  {
    table: 'sponsorships',
    mode: 'join',
    key: 'id',
    tableTag: tags.sponsorships.all,
    families: Object.values(tags.sponsorships),
  },
  {
    table: 'creators',
    mode: 'join',
    key: 'channel_id',
    tableTag: tags.creators.all,
    families: [
      tags.creators.row,
      tags.creators.shown,
      tags.creators.anyShown,
      tags.creators.all,
      tags.creators.bySubscribers,
      tags.creators.bySponsorships,
      tags.creators.byLastSponsorship,
    ],
  },
  {
    table: 'videos',
    mode: 'join',
    key: 'video_id',
    tableTag: tags.videos.all,
    families: [
      tags.videos.row,
      tags.videos.all,
      tags.videos.ofChannel,
      tags.videos.byViews,
      tags.videos.ofChannelByViews,
      tags.videos.byProcessingState,
      tags.videos.shown,
    ],
  },
  {
    table: 'brands',
    mode: 'join',
    key: 'id',
    tableTag: tags.brands.all,
    families: [
      tags.brands.row,
      tags.brands.shown,
      tags.brands.all,
      tags.brands.bySponsorships,
      tags.brands.byLastSponsorship,
    ],
  },
  { table: 'agencies', mode: 'rows', families: [tags.agencies.all] },
  { table: 'brand_domains', mode: 'rows', families: [tags.brandDomains.ofDomain] },
];

/** The family a tag belongs to, with the table whose change function writes it; null for `*` or an unknown tag. */
export function familyOf(
  tag: string,
  functions: ChangeFunction[] = changeFunctions,
): { table: string; family: TagFamily } | null {
  const colon = tag.indexOf(':');
  const prefix = colon < 0 ? tag : tag.slice(0, colon);
  for (const fn of functions) {
    const family = fn.families.find((f) => f.prefix === prefix && (f.key !== undefined) === colon >= 0);
    if (family) return { table: fn.table, family };
  }
  return null;
}
