// Operations: start one, and follow the list with live progress (polled while any is still queued or running).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, ApiProblem, qs } from '../api';
import { ErrorBox, MoreButton, Status, useList, useTitle } from '../components/common';
import { dateTime } from '../format';
import { KINDS, TERMINAL, type Operation } from './operationTypes';

export function OperationsPage() {
  useTitle('Operations');
  const [status, setStatus] = useState('');
  const [kind, setKind] = useState('');
  const list = useList<Operation>(`/v1/operations${qs({ status, kind, limit: 25 })}`);
  const active = list.rows.some((o) => !TERMINAL.has(o.status));

  // Live progress: refresh the running ones every second while any is unfinished.
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(async () => {
      const unfinished = list.rows.filter((o) => !TERMINAL.has(o.status));
      const fresh = await Promise.all(unfinished.map((o) => api<Operation>(`/v1/operations/${o.id}`).catch(() => o)));
      const byId = new Map(fresh.map((o) => [o.id, o]));
      list.setRows((rows) => rows.map((r) => byId.get(r.id) ?? r));
    }, 1000);
    return () => clearInterval(timer);
  }, [active, list.rows, list.setRows]);

  return (
    <>
      <h1>Operations</h1>
      <p className="muted">Long jobs run in the background; this page follows them live.</p>
      <StartOperation />
      <h2>Recent operations</h2>
      <div className="filters">
        <div>
          <label htmlFor="op-status">Status</label>
          <select id="op-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Any</option>
            {['queued', 'running', 'succeeded', 'failed', 'canceled'].map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="op-kind">Kind</label>
          <select id="op-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">Any</option>
            {KINDS.map(([k]) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </div>
      </div>
      <ErrorBox error={list.error} />
      <ul className="op-list" aria-live="polite">
        {list.rows.map((o) => (
          <li key={o.id} className="card op">
            <div className="op-head">
              <Link to={`/operations/${o.id}`}>{o.kind}</Link>
              <Status value={o.status} />
            </div>
            <ProgressBar op={o} />
            <div className="muted small">
              started {dateTime(o.createdAt)} · <code>{o.id.slice(0, 8)}</code>
            </div>
          </li>
        ))}
      </ul>
      {!list.loading && list.rows.length === 0 && <p className="empty">No operations yet.</p>}
      <MoreButton list={list} />
    </>
  );
}

export function ProgressBar({ op }: { op: Operation }) {
  const label = `${op.kind} progress`;
  return (
    <div className="progress">
      <progress max={100} value={op.progress.percent} aria-label={label} />
      <span className="small">
        {op.progress.percent}% · {op.progress.current}/{op.progress.total} · {op.progress.phase}
        {op.progress.message ? ` · ${op.progress.message}` : ''}
      </span>
    </div>
  );
}

function StartOperation() {
  const navigate = useNavigate();
  const [kind, setKind] = useState(KINDS[0][0]);
  const [videos, setVideos] = useState('');
  const [brandId, setBrandId] = useState('');
  const [channelId, setChannelId] = useState('');
  const [callbackUrl, setCallbackUrl] = useState('');
  const [error, setError] = useState<ApiProblem | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const input =
      kind === 'sponsor-detection'
        ? { videoYoutubeIds: videos.split(/[\s,]+/).filter(Boolean) }
        : kind === 'brand-discovery'
          ? { brandId: brandId.trim() }
          : { channelId: channelId.trim() };
    const body: Record<string, unknown> = { kind, input };
    if (callbackUrl.trim()) body.callback = { url: callbackUrl.trim() };
    try {
      const op = await api<Operation>('/v1/operations', { method: 'POST', body });
      navigate(`/operations/${op.id}`);
    } catch (err) {
      setError(err as ApiProblem);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card" onSubmit={submit} aria-labelledby="start-op">
      <h2 id="start-op">Start an operation</h2>
      <label htmlFor="op-new-kind">Kind</label>
      <select id="op-new-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
        {KINDS.map(([k, label]) => (
          <option key={k} value={k}>
            {label}
          </option>
        ))}
      </select>
      {kind === 'sponsor-detection' && (
        <>
          <label htmlFor="op-videos">Video ids (one per line, up to 500)</label>
          <textarea id="op-videos" rows={3} value={videos} onChange={(e) => setVideos(e.target.value)} required />
        </>
      )}
      {kind === 'brand-discovery' && (
        <>
          <label htmlFor="op-brand">Brand id</label>
          <input id="op-brand" value={brandId} onChange={(e) => setBrandId(e.target.value)} required />
        </>
      )}
      {kind === 'influencer-similar' && (
        <>
          <label htmlFor="op-channel">Creator channel id</label>
          <input id="op-channel" value={channelId} onChange={(e) => setChannelId(e.target.value)} required />
        </>
      )}
      <label htmlFor="op-callback">Webhook URL (optional, HTTPS)</label>
      <input id="op-callback" type="url" value={callbackUrl} onChange={(e) => setCallbackUrl(e.target.value)} placeholder="https://example.com/hooks/csds" />
      <ErrorBox error={error} />
      {error?.problem.errors && (
        <ul className="error-list">
          {error.problem.errors.map((f) => (
            <li key={f.path + f.message}>
              <code>{f.path}</code> {f.message}
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="primary" disabled={busy}>
        Start
      </button>
    </form>
  );
}
