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

// The API answers a search term only when it holds three letters or digits in a row (src/directory/search.ts): a
// shorter term is not sent, and the box says what it needs instead of showing the API's refusal.
const SEARCHABLE = /[\p{L}\p{N}]{3}/u;

/**
 * A search box that reports its value after the user pauses typing (`id`: its input's, when a page has two). An empty
 * term is reported (no filter); a term the API cannot search is not, and a hint under the box says why.
 */
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
    if (term === reported.current || (term !== '' && !SEARCHABLE.test(term))) return;
    const t = setTimeout(() => {
      reported.current = term;
      report.current(term);
    }, 250);
    return () => clearTimeout(t);
  }, [value]);
  const term = value.trim();
  const tooShort = term !== '' && !SEARCHABLE.test(term);
  const hintId = `${id}-hint`;
  return (
    <div className="search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={200}
        placeholder={placeholder}
        aria-describedby={[describedBy, tooShort ? hintId : null].filter(Boolean).join(' ') || undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      {tooShort && (
        <p id={hintId} className="small" role="status">
          Type at least 3 letters or digits in a row to search.
        </p>
      )}
    </div>
  );
}
