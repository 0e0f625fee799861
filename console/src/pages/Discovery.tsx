// Discovery: the account's policy (regions and categories picked from lists, the thresholds and budget, the seeds),
// the runs with their units by source (followed live while one is queued or running, "Run now" with an optional
// budget), and the candidates a run found (filtered by status, ordered; tracked or rejected from the list).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { api, qs, type ApiProblem } from '../api';
import { BrandPicker } from '../components/BrandPicker';
import { BarList } from '../components/Charts';
import { Empty, ErrorBox, ProblemFields, Status } from '../components/common';
import { ListTable, ListView, type Column } from '../components/ListTable';
import { Select } from '../components/Select';
import { CANDIDATE_STATUSES, CATEGORIES, REGIONS, SPEND_KINDS, regionName } from '../discovery';
import { dateTime, num } from '../format';
import { useList, useLiveRows, useResource, useSubmit, useTitle, type List } from '../hooks';
import type { BrandDetail, DiscoveryCandidate, DiscoveryPolicy, DiscoveryRun } from '../types';

/** A run the page follows every second: one that is queued or running (one waiting for the quota waits hours). */
const settled = (r: DiscoveryRun) => r.status !== 'queued' && r.status !== 'running';

export function DiscoveryPage() {
  useTitle('Discovery');
  const policy = useResource<DiscoveryPolicy>('/v1/discovery');
  const runs = useList<DiscoveryRun>('/v1/discovery/runs?limit=10');
  useLiveRows(runs, '/v1/discovery/runs', settled);
  // Runs seen queued or running that have since settled: each one read the candidates again.
  const active = runs.rows
    .filter((r) => !settled(r))
    .map((r) => r.id)
    .join(' ');
  const wasActive = useRef<string[]>([]);
  const [finishedRuns, setFinishedRuns] = useState(0);
  useEffect(() => {
    const now = active ? active.split(' ') : [];
    if (wasActive.current.some((id) => !now.includes(id))) setFinishedRuns((n) => n + 1);
    wasActive.current = now;
  }, [active]);
  return (
    <>
      <h1>Discovery</h1>
      <p className="muted">
        Discovery finds YouTube channels for the directory without naming them one by one: channels mentioned in
        descriptions, featured by other channels, on the charts of your regions and categories, sponsored by your seed
        brands, and (within a quarter of the budget) found by search. Each is scored on a sample of its recent uploads;
        with auto-track the best are tracked. Every YouTube unit is counted by source.
      </p>
      <ErrorBox error={policy.error} />
      {policy.data && <PolicyForm initial={policy.data} onSaved={policy.setData} />}
      <Runs runs={runs} />
      <Candidates finishedRuns={finishedRuns} />
    </>
  );
}

// ---- The policy ----

/** The refusal's messages for one field (`body.<name>` and what is under it). */
function fieldErrors(error: ApiProblem | null, name: string): string[] {
  const path = `body.${name}`;
  return (error?.problem.errors ?? [])
    .filter((e) => e.path === path || e.path.startsWith(`${path}.`) || e.path.startsWith(`${path}/`))
    .map((e) => e.message);
}

/** A field's refusal, under it (its id is the field's aria-describedby). */
function FieldError({ id, messages }: { id: string; messages: string[] }) {
  if (!messages.length) return null;
  return (
    <p id={id} className="small error-text field-error">
      {messages.join('; ')}
    </p>
  );
}

/** A number as typed: null for an empty box (the API names the field), else the number. */
const asNumber = (v: string) => (v.trim() === '' ? null : Number(v));

function PolicyForm({ initial, onSaved }: { initial: DiscoveryPolicy; onSaved: (p: DiscoveryPolicy) => void }) {
  const [enabled, setEnabled] = useState(initial.enabled);
  const [autoTrack, setAutoTrack] = useState(initial.autoTrack);
  const [regions, setRegions] = useState<string[]>(initial.regions);
  const [categoryIds, setCategoryIds] = useState<string[]>(initial.categoryIds);
  const [languages, setLanguages] = useState<string[]>(initial.languages ?? []);
  const [numbers, setNumbers] = useState({
    minSubscribers: String(initial.minSubscribers),
    maxTrackedChannels: String(initial.maxTrackedChannels),
    dailyUnits: String(initial.dailyUnits),
  });
  const [keywords, setKeywords] = useState<string[]>(initial.seeds.keywords);
  const [brands, setBrands] = useState<string[]>(initial.seeds.brands);
  const [channels, setChannels] = useState<string[]>(initial.seeds.channels);
  const [saved, setSaved] = useState(false);
  const submit = useSubmit();

  async function save() {
    setSaved(false);
    const body = {
      enabled,
      regions,
      categoryIds,
      languages,
      minSubscribers: asNumber(numbers.minSubscribers),
      maxTrackedChannels: asNumber(numbers.maxTrackedChannels),
      dailyUnits: asNumber(numbers.dailyUnits),
      autoTrack,
      seeds: { keywords, brands, channels },
    };
    onSaved(await api<DiscoveryPolicy>('/v1/discovery', { method: 'PUT', body }));
    setSaved(true);
  }

  const err = (name: string) => fieldErrors(submit.error, name);
  const numberField = (name: keyof typeof numbers, label: string, hint: string) => {
    const messages = err(name);
    const errorId = `dp-${name}-error`;
    return (
      <div>
        <label htmlFor={`dp-${name}`}>{label}</label>
        <input
          id={`dp-${name}`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={numbers[name]}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={[`dp-${name}-hint`, messages.length ? errorId : null].filter(Boolean).join(' ')}
          onChange={(e) => setNumbers((n) => ({ ...n, [name]: e.target.value }))}
        />
        <p id={`dp-${name}-hint`} className="small muted">
          {hint}
        </p>
        <FieldError id={errorId} messages={messages} />
      </div>
    );
  };

  return (
    <form className="card" noValidate onSubmit={submit.form(save)} aria-labelledby="dp-title">
      <h2 id="dp-title">Policy</h2>
      <div className="check">
        <input id="dp-enabled" type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <label htmlFor="dp-enabled">Enabled: runs start by themselves every day</label>
      </div>
      <div className="check">
        <input id="dp-autotrack" type="checkbox" checked={autoTrack} onChange={(e) => setAutoTrack(e.target.checked)} />
        <label htmlFor="dp-autotrack">Auto-track: a run tracks the best-scored channels</label>
      </div>
      <RegionPicker value={regions} onChange={setRegions} errors={err('regions')} />
      <fieldset aria-describedby={err('categoryIds').length ? 'dp-categories-error' : undefined}>
        <legend>Categories (none chosen: every category)</legend>
        <div className="choices">
          {CATEGORIES.map(([id, name]) => (
            <div className="check" key={id}>
              <input
                id={`dp-cat-${id}`}
                type="checkbox"
                checked={categoryIds.includes(id)}
                onChange={(e) => setCategoryIds((c) => (e.target.checked ? [...c, id] : c.filter((x) => x !== id)))}
              />
              <label htmlFor={`dp-cat-${id}`}>{name}</label>
            </div>
          ))}
        </div>
        <FieldError id="dp-categories-error" messages={err('categoryIds')} />
      </fieldset>
      <div className="filters">
        {numberField('minSubscribers', 'Minimum subscribers', 'Smaller channels are not scored.')}
        {numberField('maxTrackedChannels', 'Most channels tracked', 'Auto-track stops at this many.')}
        {numberField('dailyUnits', 'YouTube units a day', "What this account's runs may spend a day.")}
      </div>
      <TextList
        id="dp-languages"
        legend="Languages (optional: none is any)"
        label="Language tag"
        placeholder="en"
        value={languages}
        onChange={setLanguages}
        errors={err('languages')}
      />
      <fieldset>
        <legend>Seeds</legend>
        <TextList
          id="dp-keywords"
          legend="Keywords (searched within a quarter of the budget)"
          label="Keyword"
          placeholder="woodworking"
          value={keywords}
          onChange={setKeywords}
          errors={err('seeds.keywords')}
        />
        <SeedBrands value={brands} onChange={setBrands} errors={err('seeds.brands')} />
        <TextList
          id="dp-channels"
          legend="Channels (their featured channels are read)"
          label="Channel id"
          placeholder="UC…"
          value={channels}
          onChange={setChannels}
          errors={err('seeds.channels')}
        />
      </fieldset>
      <ErrorBox error={submit.error} />
      <ProblemFields error={submit.error} />
      {saved && !submit.busy && (
        <p className="small" role="status">
          Policy saved.
        </p>
      )}
      <button type="submit" className="primary" disabled={submit.busy}>
        Save policy
      </button>
    </form>
  );
}

function RegionPicker({
  value,
  onChange,
  errors,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  errors: string[];
}) {
  const [find, setFind] = useState('');
  const term = find.trim().toLowerCase();
  const shown = REGIONS.filter(
    ([code, name]) => !term || code.toLowerCase() === term || name.toLowerCase().includes(term),
  );
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value.filter((c) => c !== code), code] : value.filter((c) => c !== code));
  return (
    <fieldset aria-describedby={errors.length ? 'dp-regions-error' : undefined}>
      <legend>Regions (charts read, and the countries a channel may declare)</legend>
      <p className="small" aria-live="polite">
        {value.length ? `Chosen: ${value.map((c) => `${regionName(c)} (${c})`).join(', ')}` : 'None chosen.'}
      </p>
      <label htmlFor="dp-region-find">Find a region</label>
      <input
        id="dp-region-find"
        type="search"
        maxLength={60}
        placeholder="Name or code"
        value={find}
        onChange={(e) => setFind(e.target.value)}
      />
      <div className="choices scroll-choices" role="group" aria-label="Regions">
        {shown.map(([code, name]) => (
          <div className="check" key={code}>
            <input
              id={`dp-region-${code}`}
              type="checkbox"
              checked={value.includes(code)}
              onChange={(e) => toggle(code, e.target.checked)}
            />
            <label htmlFor={`dp-region-${code}`}>
              {name} <span className="muted">({code})</span>
            </label>
          </div>
        ))}
        {shown.length === 0 && <Empty>No region matches “{find}”.</Empty>}
      </div>
      <FieldError id="dp-regions-error" messages={errors} />
    </fieldset>
  );
}

/** A list of short texts: a box and "Add", and each item with its "Remove". */
function TextList({
  id,
  legend,
  label,
  placeholder,
  value,
  onChange,
  errors,
}: {
  id: string;
  legend: string;
  label: string;
  placeholder: string;
  value: string[];
  onChange: (v: string[]) => void;
  errors: string[];
}) {
  const [text, setText] = useState('');
  function add() {
    const item = text.trim();
    if (item && !value.includes(item)) onChange([...value, item]);
    setText('');
  }
  return (
    <fieldset aria-describedby={errors.length ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <ItemList items={value.map((v) => [v, v])} onRemove={(v) => onChange(value.filter((x) => x !== v))} />
      <label htmlFor={id}>{label}</label>
      <div className="lookup">
        <input
          id={id}
          maxLength={100}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" onClick={add}>
          Add<span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
      <FieldError id={`${id}-error`} messages={errors} />
    </fieldset>
  );
}

/** What a list holds ([value, what to show]), each with a button that removes it. */
function ItemList({ items, onRemove }: { items: [string, ReactNode][]; onRemove: (v: string) => void }) {
  if (!items.length) return <p className="small muted">None yet.</p>;
  return (
    <ul className="items">
      {items.map(([v, shown]) => (
        <li key={v}>
          <span>{shown}</span>{' '}
          <button type="button" className="link" onClick={() => onRemove(v)}>
            Remove<span className="sr-only"> {v}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function SeedBrands({
  value,
  onChange,
  errors,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  errors: string[];
}) {
  // Names of brands chosen here; the others (from the saved policy) are read by BrandName.
  const [names, setNames] = useState<Record<string, string>>({});
  return (
    <fieldset aria-describedby={errors.length ? 'dp-brands-error' : undefined}>
      <legend>Brands (their sponsored creators, and their names searched)</legend>
      <ItemList
        items={value.map((id) => [id, <BrandName key={id} id={id} known={names[id]} />])}
        onRemove={(id) => onChange(value.filter((x) => x !== id))}
      />
      <BrandPicker
        id="dp-brand"
        value=""
        onChange={() => {}}
        onPick={(b) => {
          setNames((n) => ({ ...n, [b.id]: b.name }));
          if (!value.includes(b.id)) onChange([...value, b.id]);
        }}
      />
      <FieldError id="dp-brands-error" messages={errors} />
    </fieldset>
  );
}

function BrandName({ id, known }: { id: string; known?: string }) {
  const read = useResource<BrandDetail>(known ? null : `/v1/brands/${encodeURIComponent(id)}`);
  return <Link to={`/brands/${encodeURIComponent(id)}`}>{known ?? read.data?.name ?? id}</Link>;
}

// ---- Runs ----

function Runs({ runs }: { runs: List<DiscoveryRun> }) {
  const [units, setUnits] = useState('');
  const submit = useSubmit();
  async function start() {
    const body = units.trim() === '' ? {} : { units: Number(units) };
    const run = await api<DiscoveryRun>('/v1/discovery/runs', { method: 'POST', body });
    runs.setRows((rows) => [run, ...rows.filter((r) => r.id !== run.id)]);
    setUnits('');
  }
  const conflict = submit.error?.status === 409;
  return (
    <section aria-labelledby="runs-title">
      <h2 id="runs-title">Runs</h2>
      <form className="lookup" noValidate onSubmit={submit.form(start)} aria-label="Start a run">
        <label htmlFor="dr-units">Units for this run (optional: what is left of today&apos;s units)</label>
        <input
          id="dr-units"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={units}
          onChange={(e) => setUnits(e.target.value)}
        />
        <button type="submit" className="primary" disabled={submit.busy}>
          Run now
        </button>
      </form>
      {conflict ? (
        <div className="error" role="alert">
          A run is already queued or running: one runs at a time. Wait for it to finish, then start another.
        </div>
      ) : (
        <>
          <ErrorBox error={submit.error} />
          <ProblemFields error={submit.error} />
        </>
      )}
      <ListView list={runs} empty="No runs yet.">
        {runs.rows.length > 0 && (
          <ul className="op-list">
            {runs.rows.map((r) => (
              <RunItem key={r.id} run={r} />
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}

function RunItem({ run: r }: { run: DiscoveryRun }) {
  const name = `Run of ${dateTime(r.createdAt)}`;
  const active = r.status === 'queued' || r.status === 'running';
  return (
    <li className="card op" aria-label={name}>
      <div className="op-head">
        <strong>
          {name}
          {r.scheduled ? ' (scheduled)' : ''}
        </strong>
        <Status value={r.status} />
      </div>
      {active && (
        <div className="progress">
          <progress max={Math.max(1, r.units)} value={r.unitsSpent} aria-label={`${name}: units spent`} />
          <span className="small">
            {num(r.unitsSpent)} of {num(r.units)} units
          </span>
        </div>
      )}
      <p className="small">
        {num(r.unitsSpent)} of {num(r.units)} units spent · {num(r.candidatesFound)} found · {num(r.candidatesScored)}{' '}
        scored · {num(r.channelsTracked)} tracked
        {r.status === 'waiting-for-quota' && r.resumesAt ? ` · resumes ${dateTime(r.resumesAt)}` : ''}
      </p>
      {r.error && <p className="small error-text">{r.error.message}</p>}
      <BarList title="Units by source" data={SPEND_KINDS.map((k) => ({ label: k, value: r.unitsBySource[k] ?? 0 }))} />
    </li>
  );
}

// ---- Candidates ----

const ORDERS: [string, string][] = [
  ['-score', 'Best score first'],
  ['-subscriberCount', 'Most subscribers first'],
  ['-foundAt', 'Newest found first'],
];

/**
 * In the directory (so with a creator page): a channel scored (its sample was imported), tracked, or found through a
 * seed brand's sponsorships there.
 */
const inDirectory = (c: DiscoveryCandidate) =>
  c.sample !== null || c.status === 'tracked' || c.sources.some((s) => s.kind === 'brand');

/** `finishedRuns` counts the runs that finished while the page was open: what each found is read again. */
function Candidates({ finishedRuns }: { finishedRuns: number }) {
  const [status, setStatus] = useState('');
  const [order, setOrder] = useState('-score');
  const list = useList<DiscoveryCandidate>(`/v1/discovery/candidates${qs({ status, order, limit: 25 })}`);
  const seen = useRef(finishedRuns);
  const { reload } = list;
  useEffect(() => {
    if (finishedRuns === seen.current) return;
    seen.current = finishedRuns;
    void reload();
  }, [finishedRuns, reload]);
  const action = useSubmit();
  const [confirming, setConfirming] = useState<string | null>(null);
  const replace = (c: DiscoveryCandidate) =>
    list.setRows((rows) => rows.map((x) => (x.channelId === c.channelId ? c : x)));
  const nameOf = (c: DiscoveryCandidate) => c.title ?? c.handle ?? c.channelId;

  const columns: Column<DiscoveryCandidate>[] = [
    {
      header: 'Channel',
      cell: (c) => (
        <>
          {inDirectory(c) ? (
            <Link to={`/creators/${encodeURIComponent(c.channelId)}`}>{nameOf(c)}</Link>
          ) : (
            <span>{nameOf(c)}</span>
          )}
          <div className="small muted">{c.handle ?? c.channelId}</div>
        </>
      ),
    },
    { header: 'Subscribers', num: true, cell: (c) => num(c.subscriberCount) },
    { header: 'Country', cell: (c) => (c.country ? `${regionName(c.country)} (${c.country})` : '—') },
    {
      header: 'Sources',
      cell: (c) => <span>{c.sources.map((s) => `${s.kind} ${s.ref}`).join(' · ')}</span>,
    },
    {
      header: 'Sample',
      cell: (c) =>
        c.sample ? (
          <>
            <span>
              {num(c.sample.sponsoredVideos)} of {num(c.sample.videosChecked)} sponsored
            </span>
            {c.sample.brands.length > 0 && (
              <div className="small">
                {c.sample.brands.map((b, i) => (
                  <span key={b.brandId}>
                    {i > 0 && ', '}
                    <Link to={`/brands/${encodeURIComponent(b.brandId)}`}>{b.name}</Link> ({b.count})
                  </span>
                ))}
              </div>
            )}
          </>
        ) : (
          <span className="muted">not sampled</span>
        ),
    },
    { header: 'Score', num: true, cell: (c) => (c.score === null ? '—' : c.score.toFixed(2)) },
    { header: 'Status', cell: (c) => <Status value={c.status} /> },
    {
      header: 'Actions',
      cell: (c) =>
        c.status === 'tracked' || c.status === 'rejected' ? (
          <span className="muted small">—</span>
        ) : (
          <div className="actions">
            <button
              type="button"
              disabled={action.busy}
              onClick={() =>
                action.run(async () => {
                  await api(`/v1/discovery/candidates/${encodeURIComponent(c.channelId)}/track`, { method: 'POST' });
                  replace({ ...c, status: 'tracked' });
                })
              }
            >
              Track<span className="sr-only"> {nameOf(c)}</span>
            </button>
            {confirming === c.channelId ? (
              <span className="confirm" role="group" aria-label={`Confirm rejecting ${nameOf(c)}`}>
                <span>Reject? It is never proposed again.</span>
                <button
                  type="button"
                  className="danger"
                  disabled={action.busy}
                  onClick={() =>
                    action.run(async () => {
                      replace(
                        await api<DiscoveryCandidate>(
                          `/v1/discovery/candidates/${encodeURIComponent(c.channelId)}/reject`,
                          { method: 'POST' },
                        ),
                      );
                      setConfirming(null);
                    })
                  }
                >
                  Yes, reject
                </button>
                <button type="button" onClick={() => setConfirming(null)}>
                  Keep
                </button>
              </span>
            ) : (
              <button type="button" onClick={() => setConfirming(c.channelId)}>
                Reject<span className="sr-only"> {nameOf(c)}</span>
              </button>
            )}
          </div>
        ),
    },
  ];

  return (
    <section aria-labelledby="candidates-title">
      <h2 id="candidates-title">Candidates</h2>
      <div className="filters list-options">
        <div>
          <Select
            id="dc-status"
            label="Status"
            value={status}
            onChange={setStatus}
            options={[['', 'Any'], ...CANDIDATE_STATUSES.map((s): [string, string] => [s, s])]}
          />
        </div>
        <div>
          <Select id="dc-order" label="Order" value={order} onChange={setOrder} options={ORDERS} />
        </div>
      </div>
      <ErrorBox error={action.error} />
      <ListTable
        list={list}
        columns={columns}
        rowKey={(c) => c.channelId}
        reflow
        empty="No candidates: a run finds them."
      />
    </section>
  );
}
