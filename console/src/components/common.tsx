// Small pieces every page uses: error boxes and the fields a refusal named, the "Load more" button, status badges, empty states, the search box.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ApiProblem } from '../api';

export function ErrorBox({ error }: { error: ApiProblem | Error | string | null }) {
  if (!error) return null;
  const text = typeof error === 'string' ? error : error.message;
  return (
    <div className="error" role="alert">
      {text}
    </div>
  );
}

/** The fields a refused request named (a problem's `errors`), each with what is wrong with it. */
export function ProblemFields({ error }: { error: ApiProblem | null }) {
  const fields = error?.problem.errors;
  if (!fields?.length) return null;
  return (
    <ul className="error-list">
      {fields.map((f) => (
        <li key={f.path + f.message}>
          <code>{f.path}</code> {f.message}
        </li>
      ))}
    </ul>
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

/** A search box that reports its value after the user pauses typing (`id`: its input's, when a page has two). */
export function SearchBox({
  label,
  onSearch,
  initial = '',
  id = 'search',
  placeholder,
  describedBy,
}: {
  label: string;
  onSearch: (v: string) => void;
  initial?: string;
  id?: string;
  placeholder?: string;
  describedBy?: string;
}) {
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
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={200}
        placeholder={placeholder}
        aria-describedby={describedBy}
        onChange={(e) => setValue(e.target.value)}
      />
    </div>
  );
}
