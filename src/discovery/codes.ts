// The values a discovery policy and its runs are made of, in one place: the API checks a policy against them
// (present.ts) and the console offers them as pickers (console/src/discovery.ts). Plain data, no imports, so the
// console's bundle can read it as it is.

/** ISO 3166-1 alpha-2 codes (the regions YouTube's charts take are among them). */
export const REGIONS = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** YouTube's video categories (videoCategories.list): id and name; a chart can be asked for any of these ids. */
export const CATEGORIES: readonly (readonly [string, string])[] = [
  ['1', 'Film & Animation'],
  ['2', 'Autos & Vehicles'],
  ['10', 'Music'],
  ['15', 'Pets & Animals'],
  ['17', 'Sports'],
  ['18', 'Short Movies'],
  ['19', 'Travel & Events'],
  ['20', 'Gaming'],
  ['21', 'Videoblogging'],
  ['22', 'People & Blogs'],
  ['23', 'Comedy'],
  ['24', 'Entertainment'],
  ['25', 'News & Politics'],
  ['26', 'Howto & Style'],
  ['27', 'Education'],
  ['28', 'Science & Technology'],
  ['29', 'Nonprofits & Activism'],
  ['30', 'Movies'],
  ['31', 'Anime/Animation'],
  ['32', 'Action/Adventure'],
  ['33', 'Classics'],
  ['34', 'Comedy (movies)'],
  ['35', 'Documentary'],
  ['36', 'Drama'],
  ['37', 'Family'],
  ['38', 'Foreign'],
  ['39', 'Horror'],
  ['40', 'Sci-Fi/Fantasy'],
  ['41', 'Thriller'],
  ['42', 'Shorts'],
  ['43', 'Shows'],
  ['44', 'Trailers'],
];
export const CATEGORY_IDS = CATEGORIES.map(([id]) => id);
/**
 * The categories a video can be filed under (videoCategories.list `assignable: true`): the charts a policy with no
 * categoryIds reads, after the chart of all categories. The others (films, shows) hold no uploads to chart.
 */
export const CHART_CATEGORIES = [
  '1',
  '2',
  '10',
  '15',
  '17',
  '19',
  '20',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
];

export const SOURCE_KINDS = ['chart', 'featured', 'mention', 'search', 'brand'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
/** What a run's units are spent on. */
export const SPEND_KINDS = ['chart', 'featured', 'mention', 'search', 'sample', 'resolve'] as const;
export type SpendKind = (typeof SPEND_KINDS)[number];
export const CANDIDATE_STATUSES = ['new', 'scored', 'tracked', 'rejected', 'below-threshold'] as const;
export const RUN_STATUSES = ['queued', 'running', 'waiting-for-quota', 'succeeded', 'failed'] as const;
