// One operation: its input, progress, result link, error, callback origin, and every webhook delivery with
// its attempts; cancel and redeliver.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, ApiProblem } from '../api';
import { ErrorBox, Status, useResource, useTitle } from '../components/common';
import { dateTime } from '../format';
import { ProgressBar } from './Operations';
import { TERMINAL, type Operation } from './operationTypes';

interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attemptCount: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastHttpStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
  attempts: { attempt: number; startedAt: string; durationMs: number | null; httpStatus: number | null; error: string | null }[];
}

export function OperationDetailPage() {
  const { id } = useParams();
  useTitle('Operation');
  const op = useResource<Operation>(`/v1/operations/${id}`);
  const deliveries = useResource<Delivery[]>(`/v1/operations/${id}/deliveries`);
  const [error, setError] = useState<ApiProblem | null>(null);
  const [result, setResult] = useState<unknown>(null);
  const o = op.data;
  const pendingDelivery = deliveries.data?.some((d) => d.status === 'pending');

  useEffect(() => {
    if (!o || (TERMINAL.has(o.status) && !pendingDelivery)) return;
    const timer = setInterval(() => {
      void op.reload();
      void deliveries.reload();
    }, 1000);
    return () => clearInterval(timer);
  }, [o, pendingDelivery, op.reload, deliveries.reload]);

  async function cancel() {
    try {
      op.setData(await api<Operation>(`/v1/operations/${id}/cancel`, { method: 'POST' }));
    } catch (e) {
      setError(e as ApiProblem);
    }
  }
  async function redeliver(d: Delivery) {
    try {
      await api(`/v1/operations/${id}/deliveries/${d.id}/redeliver`, { method: 'POST' });
      await deliveries.reload();
    } catch (e) {
      setError(e as ApiProblem);
    }
  }
  async function showResult() {
    try {
      setResult(await api(o!.result!.ref));
    } catch (e) {
      setError(e as ApiProblem);
    }
  }

  if (op.error) return <ErrorBox error={op.error} />;
  if (!o) return <p role="status">Loading…</p>;
  return (
    <>
      <p>
        <Link to="/operations">← Operations</Link>
      </p>
      <h1>
        {o.kind} <Status value={o.status} />
      </h1>
      <ProgressBar op={o} />
      <ErrorBox error={error} />
      <dl className="facts">
        <dt>Id</dt>
        <dd>
          <code>{o.id}</code>
        </dd>
        <dt>Created</dt>
        <dd>{dateTime(o.createdAt)}</dd>
        <dt>Started</dt>
        <dd>{dateTime(o.startedAt)}</dd>
        <dt>Completed</dt>
        <dd>{dateTime(o.completedAt)}</dd>
        <dt>Result</dt>
        <dd>
          {o.result ? (
            <>
              <a href={o.result.ref}>{o.result.ref}</a>{' '}
              <button type="button" onClick={() => void showResult()}>
                Show result
              </button>
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt>Error</dt>
        <dd>{o.error ? `${o.error.code}: ${o.error.message}` : '—'}</dd>
        <dt>Webhook</dt>
        <dd>
          {o.callback
            ? `${o.callback.url} · ${o.callback.events.join(', ')} · ${o.callback.payloadFormat}${o.callback.signingEnabled ? ' · signed' : ''}`
            : 'none'}
        </dd>
      </dl>
      {!TERMINAL.has(o.status) && (
        <button type="button" className="danger" onClick={() => void cancel()} disabled={o.cancelRequested}>
          {o.cancelRequested ? 'Cancel requested…' : 'Cancel operation'}
        </button>
      )}
      <h2>Input</h2>
      <pre className="json">{JSON.stringify(o.input, null, 2)}</pre>
      {result !== null && (
        <>
          <h2>Result</h2>
          <pre className="json">{JSON.stringify(result, null, 2)}</pre>
        </>
      )}
      <h2>Webhook deliveries</h2>
      <ErrorBox error={deliveries.error} />
      {deliveries.data?.length === 0 && <p className="empty">No deliveries{o.callback ? ' yet' : ': this operation has no webhook'}.</p>}
      {deliveries.data?.map((d) => (
        <section key={d.id} className="card" aria-label={`Delivery ${d.eventType}`}>
          <div className="op-head">
            <strong>{d.eventType}</strong> <Status value={d.status} />
          </div>
          <p className="small muted">
            {d.attemptCount} attempt(s) · last HTTP {d.lastHttpStatus ?? '—'} · {d.lastError ?? 'no error'}
            {d.nextAttemptAt ? ` · next ${dateTime(d.nextAttemptAt)}` : ''}
            {d.deliveredAt ? ` · delivered ${dateTime(d.deliveredAt)}` : ''}
          </p>
          {d.attempts.length > 0 && (
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Started</th>
                    <th scope="col">Duration</th>
                    <th scope="col">HTTP</th>
                    <th scope="col">Error</th>
                  </tr>
                </thead>
                <tbody>
                  {d.attempts.map((a) => (
                    <tr key={a.attempt}>
                      <td>{a.attempt}</td>
                      <td>{dateTime(a.startedAt)}</td>
                      <td>{a.durationMs === null ? '—' : `${a.durationMs} ms`}</td>
                      <td>{a.httpStatus ?? '—'}</td>
                      <td>{a.error ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {d.status !== 'pending' && (
            <button type="button" onClick={() => void redeliver(d)}>
              Redeliver
            </button>
          )}
        </section>
      ))}
    </>
  );
}
