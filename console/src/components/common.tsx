// Small pieces every page uses: loading a cursor-paginated list, error boxes, status badges, page titles.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { api, ApiProblem, type Page } from '../api';

export function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Sponsorship Data`;
  }, [title]);
}

/** A list endpoint read page by page ("Load more"); reloads from the start when `url` changes or on reload(). */
export function useList<T>(url: string | null) {
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
        if (gen === generation.current) setError(e instanceof ApiProblem ? e : new ApiProblem({ status: 0, code: 'error', title: 'Error', detail: String(e) }));
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

  return { rows, error, loading, hasMore: next !== null, more: () => load(next, true), reload: () => load(null, false), setRows };
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
      setError(e instanceof ApiProblem ? e : new ApiProblem({ status: 0, code: 'error', title: 'Error', detail: String(e) }));
    }
  }, [url]);
  useEffect(() => {
    setData(null);
    void load();
  }, [load]);
  return { data, error, reload: load, setData };
}

export function ErrorBox({ error }: { error: ApiProblem | Error | string | null }) {
  if (!error) return null;
  const text = typeof error === 'string' ? error : error.message;
  return (
    <div className="error" role="alert">
      {text}
    </div>
  );
}

export function MoreButton({ list }: { list: { hasMore: boolean; loading: boolean; more: () => unknown } }) {
  if (!list.hasMore) return null;
  return (
    <button type="button" onClick={() => void list.more()} disabled={list.loading}>
      {list.loading ? 'Loading…' : 'Load more'}
    </button>
  );
}

export function Status({ value }: { value: string }) {
  return <span className={`badge badge-${value}`}>{value}</span>;
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}

/** A search box that reports its value after the user pauses typing. */
export function SearchBox({ label, onSearch, initial = '' }: { label: string; onSearch: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  // Only a changed term is reported: reporting it changes the URL, which must not start another report.
  const reported = useRef(initial.trim());
  const report = useRef(onSearch);
  report.current = onSearch;
  useEffect(() => {
    const term = value.trim();
    if (term === reported.current) return;
    const t = setTimeout(() => {
      reported.current = term;
      report.current(term);
    }, 250);
    return () => clearTimeout(t);
  }, [value]);
  return (
    <div className="search">
      <label htmlFor="search">{label}</label>
      <input id="search" type="search" value={value} maxLength={200} onChange={(e) => setValue(e.target.value)} />
    </div>
  );
}
