// Webhook deliveries as an operation's or a watch's page shows them: each one's event type, status and schedule, its
// attempts, and a Redeliver button once it is no longer pending.
import type { ApiProblem } from '../api';
import { dateTime } from '../format';
import type { CallbackDelivery } from '../types';
import { ErrorBox, Status } from './common';
import { Table, type Column } from './ListTable';

const ATTEMPT_COLUMNS: Column<CallbackDelivery['attempts'][number]>[] = [
  { header: '#', cell: (a) => a.attempt },
  { header: 'Started', cell: (a) => dateTime(a.startedAt) },
  { header: 'Duration', cell: (a) => (a.durationMs === null ? '—' : `${a.durationMs} ms`) },
  { header: 'HTTP', cell: (a) => a.httpStatus ?? '—' },
  { header: 'Error', cell: (a) => a.error ?? '—' },
];

export function Deliveries({
  deliveries,
  error,
  empty,
  onRedeliver,
}: {
  /** null until read. */
  deliveries: CallbackDelivery[] | null;
  error: ApiProblem | null;
  /** What an empty list says. */
  empty: string;
  onRedeliver: (d: CallbackDelivery) => void;
}) {
  return (
    <>
      <ErrorBox error={error} />
      {deliveries?.length === 0 && <p className="empty">{empty}</p>}
      {deliveries?.map((d) => (
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
            <button type="button" onClick={() => onRedeliver(d)}>
              Redeliver
            </button>
          )}
        </section>
      ))}
    </>
  );
}
