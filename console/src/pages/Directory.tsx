// The directory: search and browse creators, brands, videos and sponsorships, in a chosen order and (sponsorships,
// videos) between dates. The chosen list, search, order and dates live in the URL, so a view can be bookmarked and
// the back button works.
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { qs } from '../api';
import { SearchBox } from '../components/common';
import { CreatorLookup } from '../components/CreatorLookup';
import { Select } from '../components/Select';
import {
  CONFIDENCE_CHOICES,
  ConfidenceFilter,
  DateRangeInputs,
  dayStart,
  SPONSORSHIP_RANGES,
  VIDEO_RANGES,
  type DateRange,
} from '../components/SponsorshipFilters';
import { ListTable, type Column } from '../components/ListTable';
import { SponsorshipTable } from '../components/SponsorshipTable';
import { date, num } from '../format';
import { useList, useTitle } from '../hooks';
import type {
  BrandOrder,
  BrandSummary,
  CreatorOrder,
  CreatorSummary,
  SponsorshipOrder,
  VideoOrder,
  VideoSummary,
} from '../types';

const TABS = [
  ['sponsorships', 'Sponsorships'],
  ['creators', 'Creators'],
  ['brands', 'Brands'],
  ['videos', 'Videos'],
] as const;
type Tab = (typeof TABS)[number][0];

/** Each list's orders as the API names them (the default first), with what they mean to a reader. */
const ORDERS: {
  sponsorships: [SponsorshipOrder, string][];
  creators: [CreatorOrder, string][];
  brands: [BrandOrder, string][];
  videos: [VideoOrder, string][];
} = {
  sponsorships: [
    ['-detectedAt', 'Newest detection'],
    ['-publishedAt', 'Newest video'],
    ['-viewCount', 'Most viewed'],
  ],
  creators: [
    ['-subscriberCount', 'Most subscribers'],
    ['-sponsorshipCount', 'Most sponsorships'],
    ['-lastSponsorshipAt', 'Latest sponsorship'],
  ],
  brands: [
    ['name', 'Name'],
    ['-sponsorshipCount', 'Most sponsorships'],
    ['-lastSponsorshipAt', 'Latest sponsorship'],
  ],
  videos: [
    ['-publishedAt', 'Newest'],
    ['-viewCount', 'Most viewed'],
  ],
};

/** The date ranges of each list. */
const RANGES: Record<Tab, DateRange[]> = {
  sponsorships: SPONSORSHIP_RANGES,
  creators: [],
  brands: [],
  videos: VIDEO_RANGES,
};

/**
 * The list's query: search, order (left out when it is the default), date ranges and, for sponsorships, the
 * minimum confidence, from the page's URL.
 */
function listQuery(tab: Tab, params: URLSearchParams) {
  const order = params.get('order');
  const query: Record<string, string | number | undefined> = {
    search: params.get('q') ?? '',
    order: ORDERS[tab].some(([o]) => o === order) && order !== ORDERS[tab][0][0] ? (order ?? undefined) : undefined,
    limit: 25,
  };
  const minConfidence = params.get('minConfidence');
  if (tab === 'sponsorships' && CONFIDENCE_CHOICES.some(([v]) => v && v === minConfidence))
    query.minConfidence = minConfidence!;
  for (const [stem] of RANGES[tab]) {
    query[`${stem}After`] = dayStart(params.get(`${stem}After`));
    query[`${stem}Before`] = dayStart(params.get(`${stem}Before`));
  }
  return qs(query);
}

export function DirectoryPage() {
  useTitle('Directory');
  const [params, setParams] = useSearchParams();
  const tab = (TABS.some(([t]) => t === params.get('list')) ? params.get('list') : 'sponsorships') as Tab;
  const search = params.get('q') ?? '';
  const setParam = useCallback(
    (name: string, value: string) =>
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          if (value) n.set(name, value);
          else n.delete(name);
          return n;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((q: string) => setParam('q', q), [setParam]);
  const query = listQuery(tab, params);

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
      <div className="filters list-options">
        <div>
          <Select
            id="d-order"
            label="Order"
            value={params.get('order') ?? ORDERS[tab][0][0]}
            onChange={(o) => setParam('order', o === ORDERS[tab][0][0] ? '' : o)}
            options={ORDERS[tab]}
          />
        </div>
        {tab === 'sponsorships' && (
          <ConfidenceFilter
            id="min-confidence"
            value={params.get('minConfidence') ?? ''}
            onChange={(v) => setParam('minConfidence', v)}
          />
        )}
        <DateRangeInputs
          ranges={RANGES[tab]}
          idPrefix="d-"
          value={(name) => params.get(name) ?? ''}
          onChange={setParam}
        />
      </div>
      {tab === 'sponsorships' && <Sponsorships query={query} />}
      {tab === 'creators' && <Creators query={query} />}
      {tab === 'brands' && <Brands query={query} />}
      {tab === 'videos' && <Videos query={query} />}
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

function Sponsorships({ query }: { query: string }) {
  return <SponsorshipTable url={`/v1/sponsorships${query}`} />;
}

function Creators({ query }: { query: string }) {
  const list = useList<CreatorSummary>(`/v1/creators${query}`);
  return (
    <>
      <CreatorLookup />
      <ListTable list={list} columns={CREATOR_COLUMNS} rowKey={(c) => c.channelId} empty="No creators match." />
    </>
  );
}

function Brands({ query }: { query: string }) {
  const list = useList<BrandSummary>(`/v1/brands${query}`);
  return <ListTable list={list} columns={BRAND_COLUMNS} rowKey={(b) => b.id} empty="No brands match." />;
}

function Videos({ query }: { query: string }) {
  const list = useList<VideoSummary>(`/v1/videos${query}`);
  return <ListTable list={list} columns={VIDEO_COLUMNS} rowKey={(v) => v.videoId} empty="No videos match." />;
}
