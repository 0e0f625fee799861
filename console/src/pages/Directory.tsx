// The directory: search and browse creators, brands, videos and sponsorships. The chosen list and the search
// live in the URL, so a view can be bookmarked and the back button works.
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { qs } from '../api';
import { SearchBox } from '../components/common';
import { CreatorLookup } from '../components/CreatorLookup';
import { Select } from '../components/Select';
import { ListTable, type Column } from '../components/ListTable';
import { SponsorshipTable } from '../components/SponsorshipTable';
import { date, num } from '../format';
import { useList, useTitle } from '../hooks';
import type { BrandSummary, CreatorSummary, VideoSummary } from '../types';

const TABS = [
  ['sponsorships', 'Sponsorships'],
  ['creators', 'Creators'],
  ['brands', 'Brands'],
  ['videos', 'Videos'],
] as const;
type Tab = (typeof TABS)[number][0];

export function DirectoryPage() {
  useTitle('Directory');
  const [params, setParams] = useSearchParams();
  const tab = (TABS.some(([t]) => t === params.get('list')) ? params.get('list') : 'sponsorships') as Tab;
  const search = params.get('q') ?? '';
  const onSearch = useCallback(
    (q: string) =>
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          if (q) n.set('q', q);
          else n.delete('q');
          return n;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <>
      <h1>Directory</h1>
      <nav aria-label="Lists" className="tabs">
        <ul>
          {TABS.map(([t, label]) => (
            <li key={t}>
              <Link to={`/directory${qs({ list: t, q: search })}`} aria-current={t === tab ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchBox key={tab} label={`Search ${tab}`} initial={search} onSearch={onSearch} />
      {tab === 'sponsorships' && (
        <Sponsorships
          search={search}
          minConfidence={params.get('minConfidence') ?? ''}
          onMinConfidence={(v) =>
            setParams(
              (p) => {
                const n = new URLSearchParams(p);
                if (v) n.set('minConfidence', v);
                else n.delete('minConfidence');
                return n;
              },
              { replace: true },
            )
          }
        />
      )}
      {tab === 'creators' && <Creators search={search} />}
      {tab === 'brands' && <Brands search={search} />}
      {tab === 'videos' && <Videos search={search} />}
    </>
  );
}

const CREATOR_COLUMNS: Column<CreatorSummary>[] = [
  {
    header: 'Creator',
    cell: (c) => (
      <>
        <Link to={`/creators/${encodeURIComponent(c.channelId)}`}>{c.title ?? c.channelId}</Link>
        {c.handle && <div className="small muted">{c.handle}</div>}
      </>
    ),
  },
  { header: 'Platform', cell: (c) => c.platform },
  { header: 'Subscribers', num: true, cell: (c) => num(c.subscriberCount) },
  { header: 'Sponsorships', num: true, cell: (c) => num(c.sponsorshipCount) },
  { header: 'Brands', num: true, cell: (c) => num(c.brandCount) },
  { header: 'Last sponsorship', cell: (c) => date(c.lastSponsorshipAt) },
];

const BRAND_COLUMNS: Column<BrandSummary>[] = [
  {
    header: 'Brand',
    cell: (b) => (
      <>
        <Link to={`/brands/${b.id}`}>{b.name}</Link>
        <div className="small muted">{b.domains.join(', ')}</div>
      </>
    ),
  },
  { header: 'Kind', cell: (b) => b.kind ?? '—' },
  { header: 'Sponsorships', num: true, cell: (b) => num(b.sponsorshipCount) },
  { header: 'Creators', num: true, cell: (b) => num(b.creatorCount) },
  { header: 'Last sponsorship', cell: (b) => date(b.lastSponsorshipAt) },
];

const VIDEO_COLUMNS: Column<VideoSummary>[] = [
  { header: 'Video', cell: (v) => <Link to={`/videos/${encodeURIComponent(v.videoId)}`}>{v.title}</Link> },
  {
    header: 'Creator',
    cell: (v) => <Link to={`/creators/${encodeURIComponent(v.channelId)}`}>{v.channelTitle ?? v.channelId}</Link>,
  },
  { header: 'Format', cell: (v) => v.format },
  { header: 'Published', cell: (v) => date(v.publishedAt) },
  { header: 'Views', num: true, cell: (v) => num(v.viewCount) },
  { header: 'Processing', cell: (v) => v.processingState },
];

/** The minimum confidence the sponsorships list offers (the API takes any value from 0 to 1). */
const CONFIDENCE_CHOICES: [string, string][] = [
  ['', 'Any'],
  ['0.5', '0.5 or more'],
  ['0.8', '0.8 or more'],
  ['0.9', '0.9 or more'],
];

function Sponsorships({
  search,
  minConfidence,
  onMinConfidence,
}: {
  search: string;
  minConfidence: string;
  onMinConfidence: (v: string) => void;
}) {
  const known = CONFIDENCE_CHOICES.some(([v]) => v === minConfidence);
  return (
    <>
      <div className="filters">
        <div>
          <Select
            id="min-confidence"
            label="Confidence"
            value={known ? minConfidence : ''}
            onChange={onMinConfidence}
            options={CONFIDENCE_CHOICES}
          />
        </div>
      </div>
      <SponsorshipTable
        url={`/v1/sponsorships${qs({ search, minConfidence: known ? minConfidence : '', limit: 25 })}`}
      />
    </>
  );
}

function Creators({ search }: { search: string }) {
  const list = useList<CreatorSummary>(`/v1/creators${qs({ search, limit: 25 })}`);
  return (
    <>
      <CreatorLookup />
      <ListTable list={list} columns={CREATOR_COLUMNS} rowKey={(c) => c.channelId} empty="No creators match." />
    </>
  );
}

function Brands({ search }: { search: string }) {
  const list = useList<BrandSummary>(`/v1/brands${qs({ search, limit: 25 })}`);
  return <ListTable list={list} columns={BRAND_COLUMNS} rowKey={(b) => b.id} empty="No brands match." />;
}

function Videos({ search }: { search: string }) {
  const list = useList<VideoSummary>(`/v1/videos${qs({ search, limit: 25 })}`);
  return <ListTable list={list} columns={VIDEO_COLUMNS} rowKey={(v) => v.videoId} empty="No videos match." />;
}
