// Exports: create one (dataset, format, filters and date ranges, label), follow the list with each export's filters
// in words, download finished files.
import { useState } from 'react';
import { api } from '../api';
import { BrandPicker } from '../components/BrandPicker';
import { ErrorBox, Status } from '../components/common';
import { ListTable, type Column } from '../components/ListTable';
import { anyOf, Select } from '../components/Select';
import {
  DateRangeInputs,
  dayStart,
  ENUMERATIONS,
  FilterWords,
  SPONSORSHIP_RANGES,
  VIDEO_RANGES,
  type DateRange,
} from '../components/SponsorshipFilters';
import { bytes, dateTime, num } from '../format';
import { useList, useLiveRows, useSubmit, useTitle } from '../hooks';
import type { ExportRecord } from '../types';

const DATASETS = ['sponsorships', 'creators', 'videos', 'brands'] as const;
const FORMATS: [string, string][] = [
  ['csv', 'CSV'],
  ['jsonl', 'JSON lines'],
  ['json', 'JSON'],
];
// The list filters each dataset takes, as in the matching /v1 list: typed text, a number, a brand chosen by name
// (its id is the filter), or one of an enumeration of the contract's.
const NUMERIC_FILTERS = new Set(['minConfidence']);
type Control = 'text' | 'brand' | keyof typeof ENUMERATIONS;
const FILTERS: Record<string, [name: string, label: string, control: Control][]> = {
  sponsorships: [
    ['search', 'Search', 'text'],
    ['brandId', 'Brand', 'brand'],
    ['brandDomain', 'Brand domain', 'text'],
    ['channelId', 'Creator channel id', 'text'],
    ['type', 'Type', 'type'],
    ['minConfidence', 'Minimum confidence (0 to 1)', 'text'],
  ],
  creators: [
    ['search', 'Search', 'text'],
    ['platform', 'Platform', 'platform'],
  ],
  videos: [
    ['search', 'Search', 'text'],
    ['channelId', 'Creator channel id', 'text'],
    ['platform', 'Platform', 'platform'],
    ['format', 'Video format', 'format'],
    ['processingState', 'Processing state', 'processingState'],
  ],
  brands: [['search', 'Search', 'text']],
};
// The date ranges each dataset takes (its list's, as the directory offers them).
const RANGES: Record<string, DateRange[]> = { sponsorships: SPONSORSHIP_RANGES, videos: VIDEO_RANGES };
const DONE: ReadonlySet<string> = new Set(['completed', 'failed', 'expired']);

const COLUMNS: Column<ExportRecord>[] = [
  {
    header: 'Label',
    cell: (x) => (
      <>
        {x.label ?? <span className="muted">(no label)</span>}
        {Object.keys(x.filters ?? {}).length > 0 && (
          <div className="small muted">
            <FilterWords filters={x.filters} />
          </div>
        )}
      </>
    ),
  },
  { header: 'Dataset', cell: (x) => x.dataset },
  { header: 'Format', cell: (x) => x.format },
  {
    header: 'Status',
    cell: (x) => (
      <>
        <Status value={x.status} />
        {x.error && <div className="small error-text">{x.error}</div>}
      </>
    ),
  },
  { header: 'Rows', cell: (x) => num(x.rowCount) },
  { header: 'Size', cell: (x) => bytes(x.byteSize) },
  { header: 'Created', cell: (x) => dateTime(x.createdAt) },
  {
    header: <span className="sr-only">Download</span>,
    cell: (x) =>
      x.status === 'completed' &&
      x.downloadUrl && (
        <a href={x.downloadUrl} download={x.fileName ?? undefined}>
          Download<span className="sr-only"> {x.label ?? x.dataset}</span>
        </a>
      ),
  },
];

export function ExportsPage() {
  useTitle('Exports');
  const list = useList<ExportRecord>('/v1/exports?limit=25');
  const unavailable = list.error?.code === 'route_not_found';
  useLiveRows(list, '/v1/exports', DONE);

  if (unavailable) {
    return (
      <>
        <h1>Exports</h1>
        <p className="notice">This server does not offer exports yet.</p>
      </>
    );
  }
  return (
    <>
      <h1>Exports</h1>
      <p className="muted">Download a dataset as CSV, JSON lines or JSON, filtered like the lists.</p>
      <CreateExport onCreated={(x) => list.setRows((rows) => [x, ...rows])} />
      <h2>Your exports</h2>
      <ListTable list={list} columns={COLUMNS} rowKey={(x) => x.id} empty="No exports yet." />
    </>
  );
}

function CreateExport({ onCreated }: { onCreated: (x: ExportRecord) => void }) {
  const [dataset, setDataset] = useState<string>('sponsorships');
  const [format, setFormat] = useState('csv');
  const [label, setLabel] = useState('');
  const [formulaGuard, setFormulaGuard] = useState(true);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [days, setDays] = useState<Record<string, string>>({});
  const submit = useSubmit();
  const setFilter = (k: string, v: string) => setFilters((f) => ({ ...f, [k]: v }));

  async function create() {
    const chosen: Record<string, unknown> = Object.fromEntries(
      FILTERS[dataset]
        .map(([k]) => [k, filters[k]?.trim()])
        .filter(([, v]) => v)
        // Numeric filters are numbers in the request (export filters are not coerced).
        .map(([k, v]) => [k, NUMERIC_FILTERS.has(k!) ? Number(v) : v]),
    );
    // A day bounds the range at the start of that day (UTC), as in the directory: `…After` from it, `…Before` up to it.
    for (const [stem] of RANGES[dataset] ?? [])
      for (const bound of [`${stem}After`, `${stem}Before`]) {
        const instant = dayStart(days[bound] ?? null);
        if (instant) chosen[bound] = instant;
      }
    const body: Record<string, unknown> = { dataset, format };
    if (label.trim()) body.label = label.trim();
    if (format === 'csv' && !formulaGuard) body.csvFormulaGuard = false;
    if (Object.keys(chosen).length) body.filters = chosen;
    onCreated(await api<ExportRecord>('/v1/exports', { method: 'POST', body }));
    setLabel('');
  }

  return (
    <form className="card" onSubmit={submit.form(create)} aria-labelledby="new-export">
      <h2 id="new-export">New export</h2>
      <div className="filters">
        <div>
          <Select
            id="x-dataset"
            label="Dataset"
            value={dataset}
            onChange={setDataset}
            options={DATASETS.map((d) => [d, d])}
          />
        </div>
        <div>
          <Select id="x-format" label="Format" value={format} onChange={setFormat} options={FORMATS} />
        </div>
        <div>
          <label htmlFor="x-label">Label (optional)</label>
          <input id="x-label" maxLength={200} value={label} onChange={(e) => setLabel(e.target.value)} />
        </div>
      </div>
      {format === 'csv' && (
        <div className="check">
          <input
            type="checkbox"
            id="x-formula-guard"
            checked={formulaGuard}
            onChange={(e) => setFormulaGuard(e.target.checked)}
          />
          <label htmlFor="x-formula-guard">
            Protect spreadsheet users: cells starting with =, +, -, @ are written as text (untick for pandas or a
            database)
          </label>
        </div>
      )}
      <fieldset>
        <legend>Filters (optional)</legend>
        <div className="filters">
          {FILTERS[dataset].map(([k, name, control]) =>
            control === 'brand' ? (
              <BrandPicker key={k} id={`x-f-${k}`} value={filters[k] ?? ''} onChange={(v) => setFilter(k, v)} />
            ) : (
              <div key={k}>
                {control === 'text' ? (
                  <>
                    <label htmlFor={`x-f-${k}`}>{name}</label>
                    <input id={`x-f-${k}`} value={filters[k] ?? ''} onChange={(e) => setFilter(k, e.target.value)} />
                  </>
                ) : (
                  <Select
                    id={`x-f-${k}`}
                    label={name}
                    value={filters[k] ?? ''}
                    onChange={(v) => setFilter(k, v)}
                    options={anyOf(ENUMERATIONS[control])}
                  />
                )}
              </div>
            ),
          )}
          <DateRangeInputs
            ranges={RANGES[dataset] ?? []}
            idPrefix="x-f-"
            value={(name) => days[name] ?? ''}
            onChange={(name, day) => setDays((d) => ({ ...d, [name]: day }))}
          />
        </div>
      </fieldset>
      <ErrorBox error={submit.error} />
      <button type="submit" className="primary" disabled={submit.busy}>
        Create export
      </button>
    </form>
  );
}
