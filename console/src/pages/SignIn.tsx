// The sign-in form, the only page shown signed out; a notice when the session has ended.
import { useState } from 'react';
import { ErrorBox } from '../components/common';
import { useSubmit } from '../hooks';
import { useSession } from '../session';

export function SignIn() {
  const { signIn, ended } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = useSubmit();

  return (
    <main className="signin" id="main">
      <h1>Sign in</h1>
      <p className="muted">Creator Sponsorship Data Service console</p>
      {ended && (
        <p className="notice" role="status">
          Your session has ended. Sign in again to continue.
        </p>
      )}
      <form onSubmit={submit.form(() => signIn(email, password))} noValidate>
        <label htmlFor="email">Email</label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <ErrorBox error={submit.error} />
        <button type="submit" className="primary" disabled={submit.busy}>
          {submit.busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="muted small">
        No account yet? An administrator creates users with{' '}
        <code>npm run cli -- users create --email … --account …</code>.
      </p>
    </main>
  );
}
