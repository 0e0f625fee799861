// API keys: list, create (one checkbox per scope, optional expiry, the key shown once), revoke with confirmation.
import { useRef, useState, type FormEvent } from 'react';
import { api, ApiProblem } from '../api';
import { ErrorBox, MoreButton, Status, useList, useTitle } from '../components/common';
import { dateTime } from '../format';

interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  status: 'active' | 'revoked' | 'expired';
}

const SCOPES: [string, string][] = [
  ['data:read', 'Read creators, brands, videos and sponsorships'],
  ['operations:read', 'Follow operations and their webhook deliveries'],
  ['operations:write', 'Start and cancel operations'],
  ['exports:read', 'List and download exports'],
  ['exports:write', 'Create exports'],
  ['keys:write', 'Create, list and revoke API keys'],
];

export function KeysPage() {
  useTitle('API keys');
  const list = useList<ApiKey>('/v1/api-keys?limit=50');
  const [created, setCreated] = useState<(ApiKey & { key: string }) | null>(null);
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  const [error, setError] = useState<ApiProblem | null>(null);

  async function revoke(k: ApiKey) {
    try {
      const updated = await api<ApiKey>(`/v1/api-keys/${k.id}`, { method: 'DELETE' });
      list.setRows((rows) => rows.map((r) => (r.id === k.id ? updated : r)));
      setConfirming(null);
    } catch (e) {
      setError(e as ApiProblem);
    }
  }

  return (
    <>
      <h1>API keys</h1>
      <p className="muted">Keys let programs use the API for your account. Give each integration only the scopes it needs.</p>
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
      <ErrorBox error={list.error ?? error} />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Scopes</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">Expires</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((k) => (
              <tr key={k.id}>
                <td>
                  {k.name}
                  <div className="muted small">
                    <code>{k.prefix}…</code>
                  </div>
                </td>
                <td>
                  <ul className="tags">
                    {k.scopes.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                </td>
                <td>{dateTime(k.createdAt)}</td>
                <td>{k.lastUsedAt ? dateTime(k.lastUsedAt) : 'never'}</td>
                <td>{k.expiresAt ? dateTime(k.expiresAt) : 'never'}</td>
                <td>
                  <Status value={k.status} />
                </td>
                <td>
                  {k.status === 'active' &&
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
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!list.loading && list.rows.length === 0 && <p className="empty">No keys yet.</p>}
      <MoreButton list={list} />
    </>
  );
}

function CreateKey({ onCreated }: { onCreated: (k: ApiKey & { key: string }) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['data:read']);
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<ApiProblem | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body: Record<string, unknown> = { name: name.trim(), scopes };
      // The date input gives a day; the key works through the end of that day (UTC).
      if (expires) body.expiresAt = new Date(`${expires}T23:59:59.999Z`).toISOString();
      const k = await api<ApiKey & { key: string }>('/v1/api-keys', { method: 'POST', body });
      setName('');
      setExpires('');
      onCreated(k);
    } catch (err) {
      setError(err as ApiProblem);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card" onSubmit={submit} aria-labelledby="create-key">
      <h2 id="create-key">Create a key</h2>
      <label htmlFor="key-name">Name</label>
      <input id="key-name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} placeholder="What is it for? e.g. nightly sync" />
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
      <input id="key-expires" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} min={new Date().toISOString().slice(0, 10)} />
      <ErrorBox error={error} />
      <button type="submit" className="primary" disabled={busy || !name.trim() || scopes.length === 0}>
        Create key
      </button>
    </form>
  );
}

function NewKey({ created, onDone }: { created: ApiKey & { key: string }; onDone: () => void }) {
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
        <input id="new-key-value" ref={field} readOnly value={created.key} onFocus={(e) => e.target.select()} className="mono" />
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
