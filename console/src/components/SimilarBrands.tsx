// A brand's similar brands (GET /v1/brands/{id}/similar): brands whose creators overlap, best first, with the
// shared creators that tell most.
import { Link } from 'react-router';
import { useResource } from '../hooks';
import type { SimilarBrands as SimilarBrandsBody } from '../types';
import { Empty, ErrorBox } from './common';

export function SimilarBrands({ brandId }: { brandId: string }) {
  const { data, error } = useResource<SimilarBrandsBody>(`/v1/brands/${encodeURIComponent(brandId)}/similar?limit=10`);
  return (
    <section aria-labelledby="similar-brands">
      <h2 id="similar-brands">Similar brands</h2>
      <ErrorBox error={error} />
      {data && data.data.length === 0 && <Empty>No other brand shares a creator with this one.</Empty>}
      {data && data.data.length > 0 && (
        <ol className="ranked similar">
          {data.data.map((b) => (
            <li key={b.id}>
              <Link to={`/brands/${b.id}`}>{b.name}</Link> <span className="muted">score {b.score.toFixed(2)}</span> —{' '}
              {b.sharedCreators} shared {b.sharedCreators === 1 ? 'creator' : 'creators'}:{' '}
              {b.sharedCreatorSamples.map((c, i) => (
                <span key={c.channelId}>
                  {i > 0 && ', '}
                  <Link to={`/creators/${encodeURIComponent(c.channelId)}`}>{c.title ?? c.handle ?? c.channelId}</Link>
                </span>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
