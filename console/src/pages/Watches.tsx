// Watches: create one (the directory's sponsorship filters, the changes to be told of, the batch size and the
// webhook) and list the account's watches with their filters in words. The secret is sent once and never shown.
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import { ErrorBox, ProblemFields, Status } from '../components/common';
import { ListTable, type Column } from '../components/ListTable';
import { Select } from '../components/Select';
import { FilterWords } from '../components/SponsorshipFilters';
import { useWatchQuestion } from '../components/WatchQuestion';
import { dateTime } from '../format';
import { useList, useSubmit, useTitle } from '../hooks';
import type { Watch } from '../types';
import { changeWords, watchName, watchState } from '../watches';

const COLUMNS: Column<Watch>[] = [
  { header: 'Watch', cell: (w) => <Link to={`/watches/${w.id}`}>{watchName(w)}</Link> },
  { header: 'Filters', cell: (w) => <FilterWords filters={w.filters} /> },
  { header: 'Changes', cell: (w) => changeWords(w.on) },
  { header: 'Status', cell: (w) => <Status value={watchState(w)} /> },
  { header: 'Created', cell: (w) => dateTime(w.createdAt) },
];

export function WatchesPage() {
  useTitle('Watches');
  const list = useList<Watch>('/v1/watches?limit=50');
  // A new form after each watch is created: nothing typed, the secret above all, stays on the page.
  const [form, setForm] = useState(0);
  return (
    <>
      <h1>Watches</h1>
      <p className="muted">
        A watch asks the sponsorships list a standing question and calls your webhook with each new answer: a signed
        event when a sponsorship matching its filters is created (or, if you ask, removed or given another type).
      </p>
      <CreateWatch
        key={form}
        onCreated={(w) => {
          list.setRows((rows) => [w, ...rows]);
          setForm((n) => n + 1);
        }}
      />
      <h2>Your watches</h2>
      <ListTable list={list} columns={COLUMNS} rowKey={(w) => w.id} empty="No watches yet." />
    </>
  );
}

function CreateWatch({ onCreated }: { onCreated: (w: Watch) => void }) {
  const question = useWatchQuestion();
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [payloadFormat, setPayloadFormat] = useState('event');
  const [token, setToken] = useState('');
  const submit = useSubmit();

  async function create() {
    const { label, ...asked } = question.value();
    const callback: Record<string, unknown> = { url: url.trim(), payloadFormat };
    if (secret) callback.secret = secret;
    if (payloadFormat === 'session-message' && token) callback.authorization = { type: 'bearer', token };
    const body: Record<string, unknown> = { ...asked, callback };
    if (label) body.label = label;
    onCreated(await api<Watch>('/v1/watches', { method: 'POST', body }));
  }

  return (
    <form className="card" onSubmit={submit.form(create)} aria-labelledby="create-watch">
      <h2 id="create-watch">Create a watch</h2>
      {question.controls}
      <fieldset>
        <legend>Webhook</legend>
        <label htmlFor="w-url">URL (HTTPS)</label>
        <input
          id="w-url"
          type="url"
          required
          maxLength={2048}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/hooks/csds"
        />
        <label htmlFor="w-secret">Signing secret (optional, 32 to 256 characters; never shown again)</label>
        <input
          id="w-secret"
          type="password"
          autoComplete="off"
          minLength={32}
          maxLength={256}
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
        />
        <Select
          id="w-format"
          label="Payload format"
          value={payloadFormat}
          onChange={setPayloadFormat}
          options={[
            ['event', 'Event (the envelope)'],
            ['session-message', 'Session message (a {message} body, for a session-messaging receiver)'],
          ]}
        />
        {payloadFormat === 'session-message' && (
          <>
            <label htmlFor="w-token">Bearer token for the receiver (never shown again)</label>
            <input
              id="w-token"
              type="password"
              autoComplete="off"
              maxLength={4096}
              value={token}
              onChange={(e) => setToken(e.target.value)}
            />
          </>
        )}
      </fieldset>
      <ErrorBox error={submit.error} />
      <ProblemFields error={submit.error} />
      <button type="submit" className="primary" disabled={submit.busy || !question.complete}>
        Create watch
      </button>
    </form>
  );
}
