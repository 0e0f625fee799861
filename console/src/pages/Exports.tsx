// Exports: create one (dataset, format, filters, label), follow the list, download finished files.
import { useEffect, useState, type FormEvent } from 'react';
import { api, ApiProblem } from '../api';
import { ErrorBox, MoreButton, Status, useList, useTitle } from '../components/common';
import { bytes, dateTime, num } from '../format';

interface ExportRecord {
  id: string;
  dataset: string;
  label: string | null;
  filters: Record<string, unknown>;
  format: string;
  status: 'pending' | 'running' | 'completed' | 'failed' | 'expired';
  rowCount: number | null;
  byteSize: number | null;
  servedFromCache: boolean;
  error: string | null;
  fileName: string | null;
  completedAt: string | null;
  createdAt: string;
  downloadUrl: string | null;
}

const DATASETS = ['sponsorships', 'creators', 'videos', 'brands'] as const;
// The list filters each dataset takes, as in the matching /v1 list.
const FILTERS: Record<string, [string, string][]> = {
  sponsorships: [
    ['search', 'Search'],
    ['brandDomain', 'Brand domain'],
    ['brandId', 'Brand id'],
    ['channelId', 'Creator channel id'],
    ['type', 'Type'],
  ],
  creators: [
    ['search', 'Search'],
    ['platform', 'Platform'],
  ],
  videos: [
    ['search', 'Search'],
    ['channelId', 'Creator channel id'],
    ['platform', 'Platform'],
    ['format', 'Format'],
    ['processingState', 'Processing state'],
  ],
  brands: [['search', 'Search']],
};
const DONE = new Set(['completed', 'failed', 'expired']);

export function ExportsPage() {
  useTitle('Exports');
  const list = useList<ExportRecord>('/v1/exports?limit=25');
  const unavailable = list.error?.code === 'route_not_found';
  const active = list.rows.some((x) => !DONE.has(x.status));

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(async () => {
      const fresh = await Promise.all(list.rows.filter((x) => !DONE.has(x.status)).map((x) => api<ExportRecord>(`/v1/exports/${x.id}`).catch(() => x)));
      const byId = new Map(fresh.map((x) => [x.id, x]));
      list.setRows((rows) => rows.map((r) => byId.get(r.id) ?? r));
    }, 1000);
    return () => clearInterval(timer);
  }, [active, list.rows, list.setRows]);

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
      <ErrorBox error={list.error} />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">Dataset</th>
              <th scope="col">Format</th>
              <th scope="col">Status</th>
              <th scope="col">Rows</th>
              <th scope="col">Size</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span className="sr-only">Download</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((x) => (
              <tr key={x.id}>
                <td>
                  {x.label ?? <span className="muted">(no label)</span>}
                  {Object.keys(x.filters ?? {}).length > 0 && <div className="small muted">{JSON.stringify(x.filters)}</div>}
                </td>
                <td>{x.dataset}</td>
                <td>{x.format}</td>
                <td>
                  <Status value={x.status} />
                  {x.error && <div className="small error-text">{x.error}</div>}
                </td>
                <td>{num(x.rowCount)}</td>
                <td>{bytes(x.byteSize)}</td>
                <td>{dateTime(x.createdAt)}</td>
                <td>
                  {x.status === 'completed' && x.downloadUrl && (
                    <a href={x.downloadUrl} download={x.fileName ?? undefined}>
                      Download<span className="sr-only"> {x.label ?? x.dataset}</span>
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!list.loading && !list.error && list.rows.length === 0 && <p className="empty">No exports yet.</p>}
      <MoreButton list={list} />
    </>
  );
}

function CreateExport({ onCreated }: { onCreated: (x: ExportRecord) => void }) {
  const [dataset, setDataset] = useState<string>('sponsorships');
  const [format, setFormat] = useState('csv');
  const [label, setLabel] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [error, setError] = useState<ApiProblem | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const chosen = Object.fromEntries(
      FILTERS[dataset].map(([k]) => [k, filters[k]?.trim()]).filter(([, v]) => v),
    );
    const body: Record<string, unknown> = { dataset, format };
    if (label.trim()) body.label = label.trim();
    if (Object.keys(chosen).length) body.filters = chosen;
    try {
      onCreated(await api<ExportRecord>('/v1/exports', { method: 'POST', body }));
      setLabel('');
    } catch (err) {
      setError(err as ApiProblem);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card" onSubmit={submit} aria-labelledby="new-export">
      <h2 id="new-export">New export</h2>
      <div className="filters">
        <div>
          <label htmlFor="x-dataset">Dataset</label>
          <select id="x-dataset" value={dataset} onChange={(e) => setDataset(e.target.value)}>
            {DATASETS.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="x-format">Format</label>
          <select id="x-format" value={format} onChange={(e) => setFormat(e.target.value)}>
            <option value="csv">CSV</option>
            <option value="jsonl">JSON lines</option>
            <option value="json">JSON</option>
          </select>
        </div>
        <div>
          <label htmlFor="x-label">Label (optional)</label>
          <input id="x-label" maxLength={200} value={label} onChange={(e) => setLabel(e.target.value)} />
        </div>
      </div>
      <fieldset>
        <legend>Filters (optional)</legend>
        <div className="filters">
          {FILTERS[dataset].map(([k, name]) => (
            <div key={k}>
              <label htmlFor={`x-f-${k}`}>{name}</label>
              <input id={`x-f-${k}`} value={filters[k] ?? ''} onChange={(e) => setFilters((f) => ({ ...f, [k]: e.target.value }))} />
            </div>
          ))}
        </div>
      </fieldset>
      <ErrorBox error={error} />
      <button type="submit" className="primary" disabled={busy}>
        Create export
      </button>
    </form>
  );
}
