// One operation: its input, progress, result link, error, callback origin, and every webhook delivery with
// its attempts; cancel and redeliver.
import { useEffect, useState } from 'react';
import { api } from '../api';
import { ErrorBox, Status } from '../components/common';
import { DetailPage, Facts } from '../components/DetailPage';
import { Table, type Column } from '../components/ListTable';
import { ProgressBar } from '../components/ProgressBar';
import { dateTime } from '../format';
import { useResource, useRouteResource, useSubmit } from '../hooks';
import { TERMINAL } from '../operations';
import type { CallbackDelivery, Operation } from '../types';

const ATTEMPT_COLUMNS: Column<CallbackDelivery['attempts'][number]>[] = [
  { header: '#', cell: (a) => a.attempt },
  { header: 'Started', cell: (a) => dateTime(a.startedAt) },
  { header: 'Duration', cell: (a) => (a.durationMs === null ? '—' : `${a.durationMs} ms`) },
  { header: 'HTTP', cell: (a) => a.httpStatus ?? '—' },
  { header: 'Error', cell: (a) => a.error ?? '—' },
];

export function OperationDetailPage() {
  const op = useRouteResource<Operation>('/v1/operations');
  const deliveries = useResource<CallbackDelivery[]>(`${op.url}/deliveries`);
  const action = useSubmit();
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

  const cancel = () => action.run(async () => op.setData(await api<Operation>(`${op.url}/cancel`, { method: 'POST' })));
  const redeliver = (d: CallbackDelivery) =>
    action.run(async () => {
      await api(`${op.url}/deliveries/${d.id}/redeliver`, { method: 'POST' });
      await deliveries.reload();
    });
  const showResult = (ref: string) => action.run(async () => setResult(await api(ref)));

  return (
    <DetailPage
      resource={op}
      title={() => 'Operation'}
      back={['/operations', 'Operations']}
      heading={(o) => (
        <>
          {o.kind} <Status value={o.status} />
        </>
      )}
    >
      {(o) => (
        <>
          <ProgressBar op={o} />
          <ErrorBox error={action.error} />
          <Facts
            items={[
              ['Id', <code>{o.id}</code>],
              ['Created', dateTime(o.createdAt)],
              ['Started', dateTime(o.startedAt)],
              ['Completed', dateTime(o.completedAt)],
              [
                'Result',
                o.result ? (
                  <>
                    <a href={o.result.ref}>{o.result.ref}</a>{' '}
                    <button type="button" onClick={() => void showResult(o.result!.ref)}>
                      Show result
                    </button>
                  </>
                ) : (
                  '—'
                ),
              ],
              ['Error', o.error ? `${o.error.code}: ${o.error.message}` : '—'],
              [
                'Webhook',
                o.callback
                  ? `${o.callback.url} · ${o.callback.events.join(', ')} · ${o.callback.payloadFormat}${o.callback.signingEnabled ? ' · signed' : ''}`
                  : 'none',
              ],
            ]}
          />
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
          {deliveries.data?.length === 0 && (
            <p className="empty">No deliveries{o.callback ? ' yet' : ': this operation has no webhook'}.</p>
          )}
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
              {d.attempts.length > 0 && <Table rows={d.attempts} columns={ATTEMPT_COLUMNS} rowKey={(a) => a.attempt} />}
              {d.status !== 'pending' && (
                <button type="button" onClick={() => void redeliver(d)}>
                  Redeliver
                </button>
              )}
            </section>
          ))}
        </>
      )}
    </DetailPage>
  );
}
