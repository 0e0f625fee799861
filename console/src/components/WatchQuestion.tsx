// What a watch asks, as form controls: its label, the sponsorships list's filters, the changes to be told of and the
// batch size. The create form starts it empty; a watch's page starts it from the watch, to change it.
import { useState } from 'react';
import { BrandPicker } from './BrandPicker';
import { anyOf, Select } from './Select';
import {
  ConfidenceFilter,
  DateRangeInputs,
  dayStart,
  SPONSORSHIP_RANGES,
  SPONSORSHIP_TYPES,
} from './SponsorshipFilters';
import type { SponsorshipFilters, SponsorshipType, Watch, WatchChange } from '../types';
import { CHANGES } from '../watches';

/** The text fields of the filters: parameter, label, and the limits the API puts on them (the brand is chosen). */
const TEXT_FILTERS: [name: 'brandDomain' | 'channelId', label: string, maxLength: number][] = [
  ['brandDomain', 'Brand domain', 253],
  ['channelId', 'Channel id', 64],
];

/** The date bounds' parameters. */
const BOUNDS = SPONSORSHIP_RANGES.flatMap(([stem]) => [`${stem}After`, `${stem}Before`] as const);

export interface WatchQuestionValue {
  label: string | null;
  filters: SponsorshipFilters;
  on: WatchChange[];
  maxBatch: number;
}

/**
 * The state of the controls, from a watch or empty, and what they say. A date bound is shown as its day; one left as
 * it was keeps its instant (a watch made through the API may bound at another time than midnight).
 */
export function useWatchQuestion(from?: Watch) {
  const f = from?.filters ?? {};
  const [label, setLabel] = useState(from?.label ?? '');
  const [text, setText] = useState<Record<string, string>>(
    Object.fromEntries(TEXT_FILTERS.map(([name]) => [name, f[name] ?? ''])),
  );
  const [brandId, setBrandId] = useState(f.brandId ?? '');
  const [type, setType] = useState<string>(f.type ?? '');
  const [search, setSearch] = useState(f.search ?? '');
  const [minConfidence, setMinConfidence] = useState(f.minConfidence === undefined ? '' : String(f.minConfidence));
  const shownDays = Object.fromEntries(BOUNDS.map((b) => [b, f[b]?.slice(0, 10) ?? '']));
  const [days, setDays] = useState<Record<string, string>>(shownDays);
  const [on, setOn] = useState<WatchChange[]>(from?.on ?? ['created']);
  const [maxBatch, setMaxBatch] = useState(String(from?.maxBatch ?? 100));

  function value(): WatchQuestionValue {
    const filters: SponsorshipFilters = {};
    if (brandId) filters.brandId = brandId;
    for (const [name] of TEXT_FILTERS) if (text[name]?.trim()) filters[name] = text[name].trim();
    if (type) filters.type = type as SponsorshipType;
    if (search.trim()) filters.search = search.trim();
    if (minConfidence) filters.minConfidence = Number(minConfidence);
    for (const bound of BOUNDS) {
      const kept = days[bound] && days[bound] === shownDays[bound] ? f[bound] : undefined;
      const instant = kept ?? dayStart(days[bound]);
      if (instant) filters[bound] = instant;
    }
    return { label: label.trim() || null, filters, on, maxBatch: Number(maxBatch) };
  }

  const controls = (
    <>
      <label htmlFor="w-label">Label (optional)</label>
      <input
        id="w-label"
        maxLength={200}
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        placeholder="e.g. Competitor sponsorships"
      />
      <fieldset>
        <legend>Sponsorships to watch (none chosen: every sponsorship)</legend>
        <div className="filters">
          <BrandPicker id="w-brand" value={brandId} onChange={setBrandId} />
          {TEXT_FILTERS.map(([name, text_, maxLength]) => (
            <div key={name}>
              <label htmlFor={`w-${name}`}>{text_}</label>
              <input
                id={`w-${name}`}
                maxLength={maxLength}
                value={text[name] ?? ''}
                onChange={(e) => setText((t) => ({ ...t, [name]: e.target.value }))}
              />
            </div>
          ))}
          <div>
            <Select id="w-type" label="Type" value={type} onChange={setType} options={anyOf(SPONSORSHIP_TYPES)} />
          </div>
          <div>
            <label htmlFor="w-search">Search</label>
            <input id="w-search" maxLength={200} value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <ConfidenceFilter id="w-confidence" value={minConfidence} onChange={setMinConfidence} />
          <DateRangeInputs
            ranges={SPONSORSHIP_RANGES}
            idPrefix="w-"
            value={(name) => days[name] ?? ''}
            onChange={(name, day) => setDays((d) => ({ ...d, [name]: day }))}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Tell me when a matching sponsorship is</legend>
        {CHANGES.map(([change, words]) => (
          <div key={change} className="check">
            <input
              type="checkbox"
              id={`w-on-${change}`}
              checked={on.includes(change)}
              onChange={(e) =>
                setOn((o) =>
                  e.target.checked
                    ? CHANGES.map(([c]) => c).filter((c) => c === change || o.includes(c))
                    : o.filter((c) => c !== change),
                )
              }
            />
            <label htmlFor={`w-on-${change}`}>{words}</label>
          </div>
        ))}
      </fieldset>
      <label htmlFor="w-max-batch">Most sponsorships in one event (1 to 100)</label>
      <input
        id="w-max-batch"
        type="number"
        required
        min={1}
        max={100}
        step={1}
        value={maxBatch}
        onChange={(e) => setMaxBatch(e.target.value)}
      />
    </>
  );

  return { controls, value, complete: on.length > 0 };
}
