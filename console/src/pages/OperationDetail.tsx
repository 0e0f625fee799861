// One operation: its input, progress, result link, error, callback origin, and every webhook delivery with
// its attempts; cancel and redeliver.
import { useEffect, useState } from 'react';
import { api } from '../api';
import { ErrorBox, Status } from '../components/common';
import { Deliveries } from '../components/Deliveries';
import { DetailPage, Facts } from '../components/DetailPage';
import { ProgressBar } from '../components/ProgressBar';
import { dateTime } from '../format';
import { useResource, useRouteResource, useSubmit } from '../hooks';
import { TERMINAL } from '../operations';
import type { CallbackDelivery, Operation, Page } from '../types';

export function OperationDetailPage() {
  const op = useRouteResource<Operation>('/v1/operations');
  // A page, as a watch's deliveries (newest first); an operation has a handful, so the first holds them.
  const deliveries = useResource<Page<CallbackDelivery>>(`${op.url}/deliveries?limit=50`);
  const action = useSubmit();
  const [result, setResult] = useState<unknown>(null);
  const o = op.data;
  const pendingDelivery = deliveries.data?.data.some((d) => d.status === 'pending');

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
          <Deliveries
            deliveries={deliveries.data?.data ?? null}
            error={deliveries.error}
            empty={`No deliveries${o.callback ? ' yet' : ': this operation has no webhook'}.`}
            onRedeliver={(d) => void redeliver(d)}
          />
        </>
      )}
    </DetailPage>
  );
}
