// Choose a brand by name: the directory's brand search (GET /v1/brands?search=, the name or any domain, in the
// directory's search box) and the matching brands to choose from. What is chosen is the brand's id, for a filter that
// takes a brandId (the watch and export forms); the form shows the brand by its name. With onPick, several are
// chosen one after another (the discovery policy's seed brands).
import { useState } from 'react';
import { Link } from 'react-router';
import { qs } from '../api';
import { useList, useResource } from '../hooks';
import type { BrandDetail, BrandSummary } from '../types';
import { Empty, ErrorBox, SearchBox } from './common';

/** How many matching brands are offered at once (type more to narrow them). */
const OFFERED = 8;

export function BrandPicker({
  id,
  value,
  onChange,
  onPick,
}: {
  id: string;
  /** The chosen brand's id, or '' for any brand. */
  value: string;
  onChange: (brandId: string) => void;
  /**
   * Several brands: each choice is given here (with its name) and the box is ready for the next; the form shows
   * what is chosen, so the picker does not.
   */
  onPick?: (brand: { id: string; name: string }) => void;
}) {
  const [term, setTerm] = useState('');
  // A new (empty) search box after each choice.
  const [box, setBox] = useState(0);
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const matches = useList<BrandSummary>(term ? `/v1/brands${qs({ search: term, limit: OFFERED })}` : null);
  // The chosen brand's name: known when chosen here, read when the form starts from a brand (a watch being changed).
  const known = chosen?.id === value ? chosen : null;
  const read = useResource<BrandDetail>(value && !known ? `/v1/brands/${encodeURIComponent(value)}` : null);
  const name = known?.name ?? (read.data?.id === value ? read.data.name : null);

  function choose(b: BrandSummary) {
    setTerm('');
    setBox((n) => n + 1);
    if (onPick) return onPick({ id: b.id, name: b.name });
    setChosen({ id: b.id, name: b.name });
    onChange(b.id);
  }

  return (
    <div className="brand-picker">
      <SearchBox
        key={box}
        id={id}
        label="Brand"
        placeholder="Find by name or domain"
        describedBy={onPick ? undefined : `${id}-chosen`}
        onSearch={setTerm}
      />
      {!onPick && (
        <p id={`${id}-chosen`} className="small chosen" aria-live="polite">
          {value ? (
            <>
              Chosen: <Link to={`/brands/${value}`}>{name ?? value}</Link>{' '}
              <button type="button" className="link" onClick={() => onChange('')}>
                Clear<span className="sr-only"> the brand</span>
              </button>
            </>
          ) : (
            'Any brand'
          )}
        </p>
      )}
      {term && (
        <>
          <ErrorBox error={matches.error} />
          {!matches.loading && !matches.error && matches.rows.length === 0 && <Empty>No brand matches “{term}”.</Empty>}
          {matches.rows.length > 0 && (
            <ul className="picks" aria-label={`Brands matching “${term}”`}>
              {matches.rows.map((b) => (
                <li key={b.id}>
                  <button type="button" onClick={() => choose(b)}>
                    {b.name} <span className="muted small">{b.domains.join(', ')}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
