// The directory lists' filters as controls and as words: the minimum confidence choices, date range inputs (a day,
// read as the UTC instant it starts), the sponsorship types and the other enumerations, and a set of filters (a
// watch's, an export's) said in phrases.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dateTime } from '../format';
import type { ListFilters, Platform, ProcessingState, SponsorshipType, VideoFormat } from '../types';
import { Select } from './Select';

/** The minimum confidence the console offers (the API takes any value from 0 to 1). */
export const CONFIDENCE_CHOICES: [string, string][] = [
  ['', 'Any'],
  ['0.5', '0.5 or more'],
  ['0.8', '0.8 or more'],
  ['0.9', '0.9 or more'],
];

/** A list's date range: its API parameters' stem (`${stem}After`, `${stem}Before`) and its inputs' labels. */
export type DateRange = [stem: 'published' | 'detected', from: string, before: string];

export const SPONSORSHIP_RANGES: DateRange[] = [
  ['published', 'Published from', 'Published before'],
  ['detected', 'Detected from', 'Detected before'],
];
export const VIDEO_RANGES: DateRange[] = [['published', 'Published from', 'Published before']];

/** Every sponsorship type, each named once (the record makes the compiler ask for a new one). */
const TYPE_NAMES: Record<SponsorshipType, true> = {
  Integration: true,
  Dedicated: true,
  Affiliate: true,
  'Free Product': true,
};
export const SPONSORSHIP_TYPES = Object.keys(TYPE_NAMES) as SponsorshipType[];

/** The other enumerations of the lists' filters, each value once (as TYPE_NAMES). */
const PLATFORMS: Record<Platform, true> = { youtube: true, instagram: true, tiktok: true };
const VIDEO_FORMATS: Record<VideoFormat, true> = { video: true, short: true };
const PROCESSING_STATES: Record<ProcessingState, true> = { 'not-processed': true, processing: true, processed: true };
export const ENUMERATIONS = {
  type: SPONSORSHIP_TYPES,
  platform: Object.keys(PLATFORMS) as Platform[],
  format: Object.keys(VIDEO_FORMATS) as VideoFormat[],
  processingState: Object.keys(PROCESSING_STATES) as ProcessingState[],
};

/** A day chosen in a date input (YYYY-MM-DD) as the instant it starts, in UTC. */
export const dayStart = (day: string | null) => (day && /^\d{4}-\d\d-\d\d$/.test(day) ? `${day}T00:00:00Z` : undefined);

/** The minimum confidence select, as a .filters grid cell. */
export function ConfidenceFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const known = CONFIDENCE_CHOICES.some(([v]) => v === value);
  return (
    <div>
      <Select id={id} label="Confidence" value={known ? value : ''} onChange={onChange} options={CONFIDENCE_CHOICES} />
    </div>
  );
}

/** A date input per bound of each range, each a .filters grid cell; `value` and `onChange` by parameter name. */
export function DateRangeInputs({
  ranges,
  idPrefix,
  value,
  onChange,
}: {
  ranges: DateRange[];
  idPrefix: string;
  value: (name: string) => string;
  onChange: (name: string, day: string) => void;
}) {
  return ranges.flatMap(([stem, from, before]) =>
    [
      [`${stem}After`, from],
      [`${stem}Before`, before],
    ].map(([name, label]) => (
      <div key={name}>
        <label htmlFor={`${idPrefix}${name}`}>{label}</label>
        <input
          id={`${idPrefix}${name}`}
          type="date"
          value={value(name)}
          onChange={(e) => onChange(name, e.target.value)}
        />
      </div>
    )),
  );
}

/** An instant as a reader's day when it is the start of a UTC day (what the date inputs give), else in full. */
function bound(iso: string): string {
  return /T00:00:00(\.000)?Z$/.test(iso) ? iso.slice(0, 10) : dateTime(iso);
}

/**
 * Filters said as phrases ("brand domain nordvpn.com", "detected from 2026-01-01"); none: `none` (a watch's filters
 * select every sponsorship).
 */
export function filterPhrases(f: ListFilters, none = 'every sponsorship'): ReactNode[] {
  const out: ReactNode[] = [];
  if (f.brandId)
    out.push(
      <>
        brand <Link to={`/brands/${f.brandId}`}>{f.brandId}</Link>
      </>,
    );
  if (f.brandDomain) out.push(`brand domain ${f.brandDomain}`);
  if (f.channelId)
    out.push(
      <>
        creator <Link to={`/creators/${encodeURIComponent(f.channelId)}`}>{f.channelId}</Link>
      </>,
    );
  if (f.type) out.push(`type ${f.type}`);
  if (f.platform) out.push(`platform ${f.platform}`);
  if (f.format) out.push(`format ${f.format}`);
  if (f.processingState) out.push(`processing state ${f.processingState}`);
  if (f.search) out.push(`matching “${f.search}”`);
  if (f.minConfidence !== undefined) out.push(`confidence ${f.minConfidence} or more`);
  for (const [stem] of SPONSORSHIP_RANGES) {
    const after = f[`${stem}After`];
    const before = f[`${stem}Before`];
    if (after) out.push(`${stem} from ${bound(after)}`);
    if (before) out.push(`${stem} before ${bound(before)}`);
  }
  return out.length ? out : [none];
}

/** The phrases of filterPhrases in a line, separated by middle dots. */
export function FilterWords({ filters, none }: { filters: ListFilters; none?: string }) {
  return (
    <>
      {filterPhrases(filters, none).map((p, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          {p}
        </span>
      ))}
    </>
  );
}
