// Operations: start one, and follow the list with live progress (polled while any is still queued or running).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, qs } from '../api';
import { ErrorBox, ProblemFields, Status } from '../components/common';
import { ListView } from '../components/ListTable';
import { ProgressBar } from '../components/ProgressBar';
import { anyOf, Select } from '../components/Select';
import { dateTime } from '../format';
import { useList, useLiveRows, useSubmit, useTitle } from '../hooks';
import { KINDS, TERMINAL } from '../operations';
import type { Operation } from '../types';

const STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled'];

export function OperationsPage() {
  useTitle('Operations');
  const [status, setStatus] = useState('');
  const [kind, setKind] = useState('');
  const list = useList<Operation>(`/v1/operations${qs({ status, kind, limit: 25 })}`);
  useLiveRows(list, '/v1/operations', TERMINAL);

  return (
    <>
      <h1>Operations</h1>
      <p className="muted">Long jobs run in the background; this page follows them live.</p>
      <StartOperation />
      <h2>Recent operations</h2>
      <div className="filters">
        <div>
          <Select id="op-status" label="Status" value={status} onChange={setStatus} options={anyOf(STATUSES)} />
        </div>
        <div>
          <Select id="op-kind" label="Kind" value={kind} onChange={setKind} options={anyOf(KINDS.map(([k]) => k))} />
        </div>
      </div>
      <ListView list={list} empty="No operations yet.">
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
      </ListView>
    </>
  );
}

function StartOperation() {
  const navigate = useNavigate();
  const [kind, setKind] = useState(KINDS[0][0]);
  const [videos, setVideos] = useState('');
  const [brandId, setBrandId] = useState('');
  const [channelId, setChannelId] = useState('');
  const [callbackUrl, setCallbackUrl] = useState('');
  const submit = useSubmit();

  async function start() {
    const input =
      kind === 'sponsor-detection'
        ? { videoYoutubeIds: videos.split(/[\s,]+/).filter(Boolean) }
        : kind === 'brand-discovery'
          ? { brandId: brandId.trim() }
          : { channelId: channelId.trim() };
    const body: Record<string, unknown> = { kind, input };
    if (callbackUrl.trim()) body.callback = { url: callbackUrl.trim() };
    const op = await api<Operation>('/v1/operations', { method: 'POST', body });
    navigate(`/operations/${op.id}`);
  }

  return (
    <form className="card" onSubmit={submit.form(start)} aria-labelledby="start-op">
      <h2 id="start-op">Start an operation</h2>
      <Select id="op-new-kind" label="Kind" value={kind} onChange={setKind} options={KINDS} />
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
      <input
        id="op-callback"
        type="url"
        value={callbackUrl}
        onChange={(e) => setCallbackUrl(e.target.value)}
        placeholder="https://example.com/hooks/csds"
      />
      <ErrorBox error={submit.error} />
      <ProblemFields error={submit.error} />
      <button type="submit" className="primary" disabled={submit.busy}>
        Start
      </button>
    </form>
  );
}
