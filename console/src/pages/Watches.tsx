// Watches: create one (the directory's sponsorship filters, the changes to be told of, the batch size and the
// webhook) and list the account's watches with their filters in words. The secret is sent once and never shown.
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import { ErrorBox, ProblemFields, Status } from '../components/common';
import { ListTable, type Column } from '../components/ListTable';
import { anyOf, Select } from '../components/Select';
import {
  ConfidenceFilter,
  DateRangeInputs,
  dayStart,
  FilterWords,
  SPONSORSHIP_RANGES,
  SPONSORSHIP_TYPES,
} from '../components/SponsorshipFilters';
import { dateTime } from '../format';
import { useList, useSubmit, useTitle } from '../hooks';
import type { SponsorshipFilters, SponsorshipType, Watch, WatchChange } from '../types';
import { CHANGES, changeWords, watchName, watchState } from '../watches';

const COLUMNS: Column<Watch>[] = [
  { header: 'Watch', cell: (w) => <Link to={`/watches/${w.id}`}>{watchName(w)}</Link> },
  { header: 'Filters', cell: (w) => <FilterWords filters={w.filters} /> },
  { header: 'Changes', cell: (w) => changeWords(w.on) },
  { header: 'Status', cell: (w) => <Status value={watchState(w)} /> },
  { header: 'Created', cell: (w) => dateTime(w.createdAt) },
];

export function WatchesPage() {
  useTitle('Watches');
  const list = useList<Watch>('/v1/watches?limit=50');
  // A new form after each watch is created: nothing typed, the secret above all, stays on the page.
  const [form, setForm] = useState(0);
  return (
    <>
      <h1>Watches</h1>
      <p className="muted">
        A watch asks the sponsorships list a standing question and calls your webhook with each new answer: a signed
        event when a sponsorship matching its filters is created (or, if you ask, removed or given another type).
      </p>
      <CreateWatch
        key={form}
        onCreated={(w) => {
          list.setRows((rows) => [w, ...rows]);
          setForm((n) => n + 1);
        }}
      />
      <h2>Your watches</h2>
      <ListTable list={list} columns={COLUMNS} rowKey={(w) => w.id} empty="No watches yet." />
    </>
  );
}

/** The text fields of the filters: parameter, label, and the limits the API puts on them. */
const TEXT_FILTERS: [name: 'brandId' | 'brandDomain' | 'channelId', label: string, maxLength: number][] = [
  ['brandId', 'Brand id', 36],
  ['brandDomain', 'Brand domain', 253],
  ['channelId', 'Channel id', 64],
];

function CreateWatch({ onCreated }: { onCreated: (w: Watch) => void }) {
  const [label, setLabel] = useState('');
  const [text, setText] = useState<Record<string, string>>({});
  const [type, setType] = useState('');
  const [search, setSearch] = useState('');
  const [minConfidence, setMinConfidence] = useState('');
  const [days, setDays] = useState<Record<string, string>>({});
  const [on, setOn] = useState<WatchChange[]>(['created']);
  const [maxBatch, setMaxBatch] = useState('100');
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [payloadFormat, setPayloadFormat] = useState('event');
  const [token, setToken] = useState('');
  const submit = useSubmit();

  async function create() {
    const filters: SponsorshipFilters = {};
    for (const [name] of TEXT_FILTERS) if (text[name]?.trim()) filters[name] = text[name].trim();
    if (type) filters.type = type as SponsorshipType;
    if (search.trim()) filters.search = search.trim();
    if (minConfidence) filters.minConfidence = Number(minConfidence);
    for (const [name, day] of Object.entries(days)) {
      const instant = dayStart(day);
      if (instant) Object.assign(filters, { [name]: instant });
    }
    const callback: Record<string, unknown> = { url: url.trim(), payloadFormat };
    if (secret) callback.secret = secret;
    if (payloadFormat === 'session-message' && token) callback.authorization = { type: 'bearer', token };
    const body: Record<string, unknown> = { filters, on, maxBatch: Number(maxBatch), callback };
    if (label.trim()) body.label = label.trim();
    onCreated(await api<Watch>('/v1/watches', { method: 'POST', body }));
  }

  return (
    <form className="card" onSubmit={submit.form(create)} aria-labelledby="create-watch">
      <h2 id="create-watch">Create a watch</h2>
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
      <fieldset>
        <legend>Webhook</legend>
        <label htmlFor="w-url">URL (HTTPS)</label>
        <input
          id="w-url"
          type="url"
          required
          maxLength={2048}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/hooks/csds"
        />
        <label htmlFor="w-secret">Signing secret (optional, 32 to 256 characters; never shown again)</label>
        <input
          id="w-secret"
          type="password"
          autoComplete="off"
          minLength={32}
          maxLength={256}
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
        />
        <Select
          id="w-format"
          label="Payload format"
          value={payloadFormat}
          onChange={setPayloadFormat}
          options={[
            ['event', 'Event (the envelope)'],
            ['session-message', 'Session message (a {message} body, for a session-messaging receiver)'],
          ]}
        />
        {payloadFormat === 'session-message' && (
          <>
            <label htmlFor="w-token">Bearer token for the receiver (never shown again)</label>
            <input
              id="w-token"
              type="password"
              autoComplete="off"
              maxLength={4096}
              value={token}
              onChange={(e) => setToken(e.target.value)}
            />
          </>
        )}
      </fieldset>
      <ErrorBox error={submit.error} />
      <ProblemFields error={submit.error} />
      <button type="submit" className="primary" disabled={submit.busy || on.length === 0}>
        Create watch
      </button>
    </form>
  );
}
