// Who is signed in: loaded from /console/api/session at start, set by sign-in, cleared by sign-out or by any
// request that finds the session ended.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { api, ApiProblem, setCsrfToken, whenSignedOut } from './api';
import type { Account } from './types';

export interface SessionInfo {
  user: { id: string; email: string };
  account: Account;
  csrfToken: string;
  expiresAt: string;
}

interface SessionState {
  session: SessionInfo | null;
  loading: boolean;
  ended: boolean;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
}

const Ctx = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [loading, setLoading] = useState(true);
  const [ended, setEnded] = useState(false);

  const accept = useCallback((s: SessionInfo | null) => {
    setCsrfToken(s?.csrfToken ?? null);
    setSession(s);
  }, []);

  useEffect(() => {
    whenSignedOut(() => {
      setEnded(true);
      accept(null);
    });
    api<SessionInfo>('/console/api/session')
      .then(accept)
      .catch((e) => {
        if (!(e instanceof ApiProblem) || e.status !== 401) console.error(e);
        accept(null);
        setEnded(false);
      })
      .finally(() => setLoading(false));
  }, [accept]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const s = await api<SessionInfo>('/console/api/sign-in', { method: 'POST', body: { email, password } });
      setEnded(false);
      accept(s);
    },
    [accept],
  );

  const signOut = useCallback(async () => {
    await api('/console/api/sign-out', { method: 'POST' }).catch(() => {});
    setEnded(false);
    accept(null);
  }, [accept]);

  return <Ctx.Provider value={{ session, loading, ended, signIn, signOut }}>{children}</Ctx.Provider>;
}

export function useSession(): SessionState {
  const s = useContext(Ctx);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
