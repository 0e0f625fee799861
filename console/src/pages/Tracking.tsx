// Tracked channels: add one by handle or URL, follow each one's last and next sync, sync now, pause or resume, stop
// tracking; today's YouTube quota, the service's and the account's share. Without a YouTube key on the server, says why tracking is unavailable.
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import { ErrorBox, Status } from '../components/common';
import { ListTable, type Column } from '../components/ListTable';
import { dateTime, num } from '../format';
import { useList, useLiveRows, useResource, useSubmit, useTitle } from '../hooks';
import type { TrackedChannel, YoutubeQuota } from '../types';

const settled = (x: TrackedChannel) => x.sync === null;

function syncText(x: TrackedChannel): string {
  if (!x.sync) return '';
  if (x.sync.state === 'waiting-for-quota')
    return `waiting for the YouTube quota${x.sync.resumesAt ? ` (resets ${dateTime(x.sync.resumesAt)})` : ''}`;
  return `sync ${x.sync.state}`;
}

export function TrackingPage() {
  useTitle('Tracked channels');
  const list = useList<TrackedChannel>('/v1/tracked-channels?limit=50');
  const quota = useResource<YoutubeQuota>('/v1/tracking/quota');
  useLiveRows(list, '/v1/tracked-channels', settled);
  const action = useSubmit();
  const notConfigured = quota.error?.code === 'unprocessable' ? quota.error.message : null;

  const columns: Column<TrackedChannel>[] = [
    {
      header: 'Channel',
      cell: (x) => (
        <>
          <Link to={`/creators/${encodeURIComponent(x.channelId)}`}>{x.title ?? x.channelId}</Link>
          <div className="small muted">{x.handle ?? x.channelId}</div>
        </>
      ),
    },
    {
      header: 'Status',
      cell: (x) => (
        <>
          <Status value={x.status} />
          {x.sync && <div className="small muted">{syncText(x)}</div>}
        </>
      ),
    },
    {
      header: 'Last sync',
      cell: (x) =>
        x.lastSync ? (
          <>
            {dateTime(x.lastSync.completedAt)}
            <div className="small muted">
              {num(x.lastSync.videosNew)} new, {num(x.lastSync.videosUpdated)} updated,{' '}
              {num(x.lastSync.sponsorshipsFound)} sponsorships, {num(x.lastSync.quotaUnits)} units
            </div>
            {x.lastSync.error && <div className="small error-text">{x.lastSync.error.message}</div>}
          </>
        ) : (
          <span className="muted">not yet</span>
        ),
    },
    {
      header: 'Next sync',
      cell: (x) => (x.status === 'paused' ? <span className="muted">paused</span> : dateTime(x.nextSyncAt)),
    },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (x) => (
        <div className="actions">
          <button
            type="button"
            disabled={action.busy || x.sync !== null || x.status === 'paused'}
            onClick={() =>
              action.run(async () => {
                const r = await api<{ trackedChannel: TrackedChannel }>(`/v1/tracked-channels/${x.id}/sync`, {
                  method: 'POST',
                });
                list.setRows((rows) => rows.map((y) => (y.id === x.id ? r.trackedChannel : y)));
              })
            }
          >
            Sync now<span className="sr-only"> {x.title ?? x.channelId}</span>
          </button>
          <button
            type="button"
            disabled={action.busy}
            onClick={() =>
              action.run(async () => {
                const status = x.status === 'paused' ? 'active' : 'paused';
                const r = await api<TrackedChannel>(`/v1/tracked-channels/${x.id}`, {
                  method: 'PATCH',
                  body: { status },
                });
                list.setRows((rows) => rows.map((y) => (y.id === x.id ? r : y)));
              })
            }
          >
            {x.status === 'paused' ? 'Resume' : 'Pause'}
            <span className="sr-only"> {x.title ?? x.channelId}</span>
          </button>
          <button
            type="button"
            disabled={action.busy}
            onClick={() =>
              action.run(async () => {
                await api(`/v1/tracked-channels/${x.id}`, { method: 'DELETE' });
                list.setRows((rows) => rows.filter((y) => y.id !== x.id));
              })
            }
          >
            Remove<span className="sr-only"> {x.title ?? x.channelId}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <h1>Tracked channels</h1>
      <p className="muted">
        YouTube channels kept current: their uploads and sponsorships are synced now and every few hours.
      </p>
      {notConfigured ? (
        <p className="notice">{notConfigured}</p>
      ) : (
        <>
          {quota.data && (
            <p className="small" aria-live="polite">
              YouTube quota today: {num(quota.data.service.used)} of {num(quota.data.service.budget)} units
              {quota.data.service.exhaustedByYoutube
                ? ' (YouTube refused more today)'
                : quota.data.service.exhausted
                  ? ' (all spent)'
                  : ''}
              ; this account&apos;s share: {num(quota.data.account.used)} of {num(quota.data.account.budget)}
              {quota.data.account.exhausted ? ' (all spent)' : ''}; resets {dateTime(quota.data.resetsAt)}.
            </p>
          )}
          <AddChannel onAdded={(x) => list.setRows((rows) => [x, ...rows.filter((y) => y.id !== x.id)])} />
        </>
      )}
      <ErrorBox error={action.error} />
      <h2>Your tracked channels</h2>
      <ListTable list={list} columns={columns} rowKey={(x) => x.id} empty="No tracked channels yet." />
    </>
  );
}

function AddChannel({ onAdded }: { onAdded: (x: TrackedChannel) => void }) {
  const [channel, setChannel] = useState('');
  const submit = useSubmit();
  async function add() {
    onAdded(await api<TrackedChannel>('/v1/tracked-channels', { method: 'POST', body: { channel: channel.trim() } }));
    setChannel('');
  }
  return (
    <form className="card" onSubmit={submit.form(add)} aria-labelledby="track-channel">
      <h2 id="track-channel">Track a channel</h2>
      <label htmlFor="t-channel">Handle, channel id or URL</label>
      <input
        id="t-channel"
        required
        maxLength={300}
        placeholder="@handle or https://www.youtube.com/@handle"
        value={channel}
        onChange={(e) => setChannel(e.target.value)}
      />
      <ErrorBox error={submit.error} />
      <button type="submit" className="primary" disabled={submit.busy}>
        Track
      </button>
    </form>
  );
}
