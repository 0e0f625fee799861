// The frame of a page about one thing: its error or "Loading…" until it is read, then its header (the link back to
// its list, the heading, a muted line under it) and its content; and the facts list those pages show.
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiProblem } from '../api';
import { useTitle } from '../hooks';
import { ErrorBox } from './common';

export function DetailPage<T>({
  resource,
  title,
  back: [to, label],
  heading,
  subtitle,
  children,
}: {
  resource: { data: T | null; error: ApiProblem | null };
  /** The document title; `data` is null until the resource is read. */
  title: (data: T | null) => string;
  /** The list the thing belongs to: where the back link leads, and its name. */
  back: [to: string, label: string];
  heading: (data: T) => ReactNode;
  /** The line under the heading, muted. */
  subtitle?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const data = resource.data;
  useTitle(title(data));
  if (resource.error) return <ErrorBox error={resource.error} />;
  if (!data) return <p role="status">Loading…</p>;
  return (
    <>
      <p>
        <Link to={to}>{`← ${label}`}</Link>
      </p>
      <h1>{heading(data)}</h1>
      {subtitle && <p className="muted">{subtitle(data)}</p>}
      {children(data)}
    </>
  );
}

/** Named facts as a description list: [name, value] pairs. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {items.map(([name, value]) => (
        <Fragment key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
