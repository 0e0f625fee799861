// One watch: its filters in words, its changes, batch size and webhook (never its secret); change what it asks, pause
// and resume, delete with a confirmation; and its webhook deliveries with their attempts, newest first, followed live,
// with redelivery.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { ErrorBox, ProblemFields, Status } from '../components/common';
import { Deliveries } from '../components/Deliveries';
import { DetailPage, Facts } from '../components/DetailPage';
import { FilterWords } from '../components/SponsorshipFilters';
import { useWatchQuestion } from '../components/WatchQuestion';
import { dateTime } from '../format';
import { useResource, useRouteResource, useSubmit } from '../hooks';
import type { CallbackDelivery, Page, Watch } from '../types';
import { changeWords, watchName, watchState } from '../watches';

export function WatchDetailPage() {
  const watch = useRouteResource<Watch>('/v1/watches');
  // The newest page: a watch has one delivery per event, without end.
  const deliveries = useResource<Page<CallbackDelivery>>(`${watch.url}/deliveries?limit=50`);
  const action = useSubmit();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const w = watch.data;
  const pendingDelivery = deliveries.data?.data.some((d) => d.status === 'pending');

  // New deliveries come whenever a matching sponsorship is written: read them again while the watch is active or
  // one of them is still being attempted.
  useEffect(() => {
    if (!w || (w.paused && !pendingDelivery)) return;
    const timer = setInterval(() => void deliveries.reload(), 2000);
    return () => clearInterval(timer);
  }, [w, pendingDelivery, deliveries.reload]);

  const setPaused = (paused: boolean) =>
    action.run(async () => watch.setData(await api<Watch>(watch.url, { method: 'PATCH', body: { paused } })));
  const remove = () =>
    action.run(async () => {
      await api(watch.url, { method: 'DELETE' });
      navigate('/watches');
    });
  const redeliver = (d: CallbackDelivery) =>
    action.run(async () => {
      await api(`${watch.url}/deliveries/${d.id}/redeliver`, { method: 'POST' });
      await deliveries.reload();
    });

  return (
    <DetailPage
      resource={watch}
      title={(w) => (w ? watchName(w) : 'Watch')}
      back={['/watches', 'Watches']}
      heading={(w) => (
        <>
          {watchName(w)} <Status value={watchState(w)} />
        </>
      )}
    >
      {(w) => (
        <>
          <ErrorBox error={action.error} />
          <Facts
            items={[
              ['Filters', <FilterWords filters={w.filters} />],
              ['Changes', changeWords(w.on)],
              ['Most per event', w.maxBatch],
              [
                'Webhook',
                `${w.callback.url} · ${w.callback.payloadFormat} · ${w.callback.signingEnabled ? 'signed' : 'not signed'}`,
              ],
              ['Created', dateTime(w.createdAt)],
              ['Changed', dateTime(w.updatedAt)],
              ['Id', <code>{w.id}</code>],
            ]}
          />
          {editing && (
            <EditWatch
              watch={w}
              onSaved={(changed) => {
                watch.setData(changed);
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          )}
          <div className="actions">
            {!editing && (
              <button type="button" onClick={() => setEditing(true)}>
                Edit
              </button>
            )}
            <button type="button" disabled={action.busy} onClick={() => void setPaused(!w.paused)}>
              {w.paused ? 'Resume' : 'Pause'}
            </button>
            {confirming ? (
              <span className="confirm" role="group" aria-label="Confirm deleting the watch">
                <span>Delete? Its waiting events and delivery records go with it.</span>
                <button type="button" className="danger" disabled={action.busy} onClick={() => void remove()}>
                  Yes, delete
                </button>
                <button type="button" onClick={() => setConfirming(false)}>
                  Keep
                </button>
              </span>
            ) : (
              <button type="button" onClick={() => setConfirming(true)}>
                Delete
              </button>
            )}
          </div>
          {w.paused && (
            <p className="notice">
              Paused: sponsorships written meanwhile are not matched; matches found before wait, and are sent once it is
              resumed.
            </p>
          )}
          <h2>Webhook deliveries</h2>
          <Deliveries
            deliveries={deliveries.data?.data ?? null}
            error={deliveries.error}
            empty="No deliveries yet: one comes when a matching sponsorship is written."
            onRedeliver={(d) => void redeliver(d)}
          />
          {deliveries.data?.meta.hasMore && (
            <p className="muted">The 50 newest deliveries are shown; the API pages through the rest.</p>
          )}
        </>
      )}
    </DetailPage>
  );
}

/** The watch's question (label, filters, changes, batch size) as a form; saving sends the whole of it. */
function EditWatch({ watch, onSaved, onCancel }: { watch: Watch; onSaved: (w: Watch) => void; onCancel: () => void }) {
  const question = useWatchQuestion(watch);
  const submit = useSubmit();
  const save = async () =>
    onSaved(await api<Watch>(`/v1/watches/${watch.id}`, { method: 'PATCH', body: { ...question.value() } }));
  return (
    <form className="card" onSubmit={submit.form(save)} aria-labelledby="edit-watch">
      <h2 id="edit-watch">Change what the watch asks</h2>
      <p className="muted">
        Changes already recorded are sent as they were recorded; the new question applies to what is written from now
        on.
      </p>
      {question.controls}
      <ErrorBox error={submit.error} />
      <ProblemFields error={submit.error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={submit.busy || !question.complete}>
          Save
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
