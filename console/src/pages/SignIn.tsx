import { useState, type FormEvent } from 'react';
import { ApiProblem } from '../api';
import { useSession } from '../session';

export function SignIn() {
  const { signIn, ended } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
    } catch (err) {
      setError(err instanceof ApiProblem ? err.message : 'Sign-in failed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="signin" id="main">
      <h1>Sign in</h1>
      <p className="muted">Creator Sponsorship Data Service console</p>
      {ended && (
        <p className="notice" role="status">
          Your session has ended. Sign in again to continue.
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <label htmlFor="email">Email</label>
        <input id="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="password">Password</label>
        <input id="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="muted small">
        No account yet? An administrator creates users with <code>npm run cli -- users create --email … --account …</code>.
      </p>
    </main>
  );
}
