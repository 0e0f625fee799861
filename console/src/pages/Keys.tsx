// API keys: list, create (one checkbox per scope, optional expiry, the key shown once), revoke with confirmation.
import { useRef, useState } from 'react';
import { api } from '../api';
import { ErrorBox, Status } from '../components/common';
import { ListTable, type Column } from '../components/ListTable';
import { dateTime } from '../format';
import { useList, useSubmit, useTitle } from '../hooks';
import type { ApiKey, CreatedApiKey, Scope } from '../types';

/** What each scope allows, in the API's order; the record makes the compiler ask for a new scope's words. */
const SCOPE_HELP: Record<Scope, string> = {
  'data:read': 'Read creators, brands, videos and sponsorships',
  'operations:write': 'Start and cancel operations',
  'operations:read': 'Follow operations and their webhook deliveries',
  'exports:write': 'Create exports',
  'exports:read': 'List and download exports',
  'tracking:write': 'Track channels, sync, pause and stop tracking them',
  'tracking:read': 'List tracked channels and the YouTube quota',
  'watches:write': 'Create, change, pause and delete watches; redeliver their events',
  'watches:read': 'List watches and their webhook deliveries',
  'keys:write': 'Create, list and revoke API keys',
};
const SCOPES = Object.entries(SCOPE_HELP) as [Scope, string][];

export function KeysPage() {
  useTitle('API keys');
  const list = useList<ApiKey>('/v1/api-keys?limit=50');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  const revoking = useSubmit();

  const revoke = (k: ApiKey) =>
    revoking.run(async () => {
      const updated = await api<ApiKey>(`/v1/api-keys/${k.id}`, { method: 'DELETE' });
      list.setRows((rows) => rows.map((r) => (r.id === k.id ? updated : r)));
      setConfirming(null);
    });

  const columns: Column<ApiKey>[] = [
    {
      header: 'Name',
      cell: (k) => (
        <>
          {k.name}
          <div className="muted small">
            <code>{k.prefix}…</code>
          </div>
        </>
      ),
    },
    {
      header: 'Scopes',
      cell: (k) => (
        <ul className="tags">
          {k.scopes.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ),
    },
    { header: 'Created', cell: (k) => dateTime(k.createdAt) },
    { header: 'Last used', cell: (k) => (k.lastUsedAt ? dateTime(k.lastUsedAt) : 'never') },
    { header: 'Expires', cell: (k) => (k.expiresAt ? dateTime(k.expiresAt) : 'never') },
    { header: 'Status', cell: (k) => <Status value={k.status} /> },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (k) =>
        k.status === 'active' &&
        (confirming?.id === k.id ? (
          <span className="confirm" role="group" aria-label={`Confirm revoking ${k.name}`}>
            <span>Revoke? Programs using it stop at once.</span>
            <button type="button" className="danger" onClick={() => void revoke(k)}>
              Yes, revoke
            </button>
            <button type="button" onClick={() => setConfirming(null)}>
              Keep
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setConfirming(k)} aria-label={`Revoke ${k.name}`}>
            Revoke
          </button>
        )),
    },
  ];

  return (
    <>
      <h1>API keys</h1>
      <p className="muted">
        Keys let programs use the API for your account. Give each integration only the scopes it needs.
      </p>
      {created ? (
        <NewKey created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateKey
          onCreated={(k) => {
            setCreated(k);
            list.setRows((rows) => [k, ...rows]);
          }}
        />
      )}
      <h2>Your keys</h2>
      <ErrorBox error={revoking.error} />
      <ListTable list={list} columns={columns} rowKey={(k) => k.id} empty="No keys yet." />
    </>
  );
}

function CreateKey({ onCreated }: { onCreated: (k: CreatedApiKey) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>(['data:read']);
  const [expires, setExpires] = useState('');
  const submit = useSubmit();

  async function create() {
    const body: Record<string, unknown> = { name: name.trim(), scopes };
    // The date input gives a day; the key works through the end of that day (UTC).
    if (expires) body.expiresAt = new Date(`${expires}T23:59:59.999Z`).toISOString();
    const k = await api<CreatedApiKey>('/v1/api-keys', { method: 'POST', body });
    setName('');
    setExpires('');
    onCreated(k);
  }

  return (
    <form className="card" onSubmit={submit.form(create)} aria-labelledby="create-key">
      <h2 id="create-key">Create a key</h2>
      <label htmlFor="key-name">Name</label>
      <input
        id="key-name"
        required
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="What is it for? e.g. nightly sync"
      />
      <fieldset>
        <legend>Scopes</legend>
        {SCOPES.map(([scope, help]) => (
          <div key={scope} className="check">
            <input
              type="checkbox"
              id={`scope-${scope}`}
              checked={scopes.includes(scope)}
              onChange={(e) => setScopes((s) => (e.target.checked ? [...s, scope] : s.filter((x) => x !== scope)))}
            />
            <label htmlFor={`scope-${scope}`}>
              <code>{scope}</code> <span className="muted">{help}</span>
            </label>
          </div>
        ))}
      </fieldset>
      <label htmlFor="key-expires">Expires (optional)</label>
      <input
        id="key-expires"
        type="date"
        value={expires}
        onChange={(e) => setExpires(e.target.value)}
        min={new Date().toISOString().slice(0, 10)}
      />
      <ErrorBox error={submit.error} />
      <button type="submit" className="primary" disabled={submit.busy || !name.trim() || scopes.length === 0}>
        Create key
      </button>
    </form>
  );
}

function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
    } catch {
      // Without clipboard permission, select the text so Ctrl+C works.
      field.current?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  }
  return (
    <section className="card reveal" aria-labelledby="new-key">
      <h2 id="new-key">Key “{created.name}” created</h2>
      <p className="warning" role="alert">
        Copy this key now. <strong>You won’t see it again</strong>: we store only a hash of it.
      </p>
      <div className="copy-row">
        <label htmlFor="new-key-value" className="sr-only">
          The new API key
        </label>
        <input
          id="new-key-value"
          ref={field}
          readOnly
          value={created.key}
          onFocus={(e) => e.target.select()}
          className="mono"
        />
        <button type="button" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p className="muted small">
        Use it as <code>Authorization: Bearer {created.prefix}…</code>
      </p>
      <button type="button" className="primary" onClick={onDone}>
        I have copied it
      </button>
    </section>
  );
}
