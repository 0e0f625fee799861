// The hooks the pages share: the document title, reading a list or one resource, following unfinished rows, and
// running what a form or a button asks of the server.
import { useCallback, useEffect, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useParams } from 'react-router';
import { api, asProblem, type ApiProblem } from './api';
import type { Page } from './types';

export function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Sponsorship Data`;
  }, [title]);
}

/** A list read page by page: what useList returns, and what ListView shows. */
export interface List<T> {
  rows: T[];
  error: ApiProblem | null;
  loading: boolean;
  hasMore: boolean;
  more: () => Promise<void>;
  reload: () => Promise<void>;
  setRows: Dispatch<SetStateAction<T[]>>;
}

/** A list endpoint read page by page ("Load more"); reloads from the start when `url` changes or on reload(). */
export function useList<T>(url: string | null): List<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<ApiProblem | null>(null);
  const [loading, setLoading] = useState(false);
  const generation = useRef(0);

  const load = useCallback(
    async (cursor: string | null, append: boolean) => {
      if (!url) return;
      const gen = ++generation.current;
      setLoading(true);
      try {
        const sep = url.includes('?') ? '&' : '?';
        const page = await api<Page<T>>(cursor ? `${url}${sep}cursor=${encodeURIComponent(cursor)}` : url);
        if (gen !== generation.current) return;
        setRows((old) => (append ? [...old, ...page.data] : page.data));
        setNext(page.meta.nextCursor);
        setError(null);
      } catch (e) {
        if (gen === generation.current) setError(asProblem(e));
      } finally {
        if (gen === generation.current) setLoading(false);
      }
    },
    [url],
  );

  useEffect(() => {
    setRows([]);
    setNext(null);
    void load(null, false);
  }, [load]);

  return {
    rows,
    error,
    loading,
    hasMore: next !== null,
    more: () => load(next, true),
    reload: () => load(null, false),
    setRows,
  };
}

/** One resource, loaded once per url; reload() reads it again. */
export function useResource<T>(url: string | null) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiProblem | null>(null);
  const load = useCallback(async () => {
    if (!url) return;
    try {
      setData(await api<T>(url));
      setError(null);
    } catch (e) {
      setError(asProblem(e));
    }
  }, [url]);
  useEffect(() => {
    setData(null);
    void load();
  }, [load]);
  return { data, error, reload: load, setData };
}

/** A detail page's resource: `collection` and the page's `:id`; `url` is where it was read, for its sub-resources. */
export function useRouteResource<T>(collection: string) {
  const { id = '' } = useParams();
  const url = `${collection}/${encodeURIComponent(id)}`;
  return { url, ...useResource<T>(url) };
}

/**
 * Live progress in a list: every second while any row is not finished (its status not in `finished`, or the
 * predicate false), reads those rows again from `collection`/{id} (a row that fails to read stays as it was).
 */
export function useLiveRows<T extends { id: string; status: string }>(
  list: List<T>,
  collection: string,
  finished: ReadonlySet<string> | ((row: T) => boolean),
) {
  const { rows, setRows } = list;
  const done = typeof finished === 'function' ? finished : (r: T) => finished.has(r.status);
  const active = rows.some((r) => !done(r));
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(async () => {
      const unfinished = rows.filter((r) => !done(r));
      const fresh = await Promise.all(unfinished.map((r) => api<T>(`${collection}/${r.id}`).catch(() => r)));
      const byId = new Map(fresh.map((r) => [r.id, r]));
      setRows((old) => old.map((r) => byId.get(r.id) ?? r));
    }, 1000);
    return () => clearInterval(timer);
  }, [active, rows, setRows, collection, finished]); // (`done` derives from `finished`)
}

/**
 * Runs what a form or a button asks of the server: `busy` while it runs, and its failure kept in `error` (cleared
 * when the next one starts) for an ErrorBox to show. `form(action)` is a form's onSubmit.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiProblem | null>(null);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(asProblem(e));
    } finally {
      setBusy(false);
    }
  }, []);
  const form = (action: () => Promise<unknown>) => (e: FormEvent) => {
    e.preventDefault();
    void run(action);
  };
  return { busy, error, run, form };
}
